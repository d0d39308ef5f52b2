import { Alert, Card, Group, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

import type { Stats } from "../../bindings/Stats";
import { count } from "../../format";
import { RateChart } from "./RateChart";
import { THROTTLE_NOTE_MS, type RatePoint } from "./useHome";

/** "72.5" → "73"; small rates keep a decimal so 0.4/s doesn't read as 0. */
export function rateNumber(n: number): string {
  if (n > 0 && n < 10) return (Math.round(n * 10) / 10).toLocaleString("en-US");
  return count(n);
}

/** The send rate now, against Meta's limit, with the last minutes as a chart. */
export function RateCard({
  stats,
  points,
  throttledAt,
  now,
}: {
  stats: Stats;
  points: RatePoint[];
  throttledAt: number | null;
  now: number;
}) {
  const limit = stats.rate_limit;
  const target = stats.rate_target;
  const slowedDown = throttledAt !== null && now - throttledAt < THROTTLE_NOTE_MS;
  // Pacer always aims a little (1 %) below the limit; say so only when it aims clearly lower.
  const aimingLower = limit !== null && target !== null && target < limit * 0.98;
  const inbound = stats.rate_inbound;

  return (
    <Card withBorder data-testid="home-rate" h="100%">
      <Title order={4} mb={4}>
        Send rate
      </Title>
      <Group gap={6} align="baseline">
        <Text fz={30} fw={700} lh={1.1} data-testid="home-rate-now">
          {rateNumber(stats.rate_sent)}
        </Text>
        <Text size="lg">
          {limit === null ? "messages/s (no limit)" : `messages/s of ${count(limit)} allowed`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Average of the last 10 seconds.
        {aimingLower && target !== null && ` Pacer aims for ${rateNumber(target)}/s for now.`}
      </Text>
      {limit !== null && inbound > 0 && (
        <Text size="xs" c="dimmed" data-testid="home-rate-inbound">
          Customers are writing in: up to {rateNumber(inbound)} messages/s. Meta counts them against the same
          limit, so Pacer leaves them room.
        </Text>
      )}
      <RateChart points={points} limit={limit} />
      {slowedDown && (
        <Alert mt="sm" color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="home-throttled">
          Meta asked Pacer to slow down; it did, by itself. Nothing is lost: messages go out at the rate
          Meta accepts.
        </Alert>
      )}
    </Card>
  );
}
