import { AreaChart } from "@mantine/charts";
import { Alert, Card, Group, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

import type { Stats } from "../../bindings/Stats";
import { count, time } from "../../format";
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
  const data = points.map((p) => ({ time: time(p.at), sent: Math.round(p.sent * 10) / 10 }));
  const peak = points.reduce((m, p) => Math.max(m, p.sent), 0);
  const top = Math.max(limit ?? 0, peak, 1) * 1.1;
  const slowedDown = throttledAt !== null && now - throttledAt < THROTTLE_NOTE_MS;
  const aimingLower = limit !== null && target !== null && target < limit;

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
      <AreaChart
        h={170}
        mt="sm"
        data={data}
        dataKey="time"
        series={[{ name: "sent", label: "messages/s", color: "teal.6" }]}
        curveType="linear"
        withDots={false}
        withGradient
        unit="/s"
        gridAxis="y"
        yAxisProps={{ domain: [0, Math.ceil(top)], width: 48 }}
        xAxisProps={{ minTickGap: 40 }}
        areaProps={{ isAnimationActive: false }}
        referenceLines={
          limit === null
            ? []
            : [{ y: limit, label: `limit ${count(limit)}/s`, color: "red.6", labelPosition: "insideTopRight" }]
        }
        aria-label="Messages sent per second over the last 5 minutes"
      />
      {slowedDown && (
        <Alert mt="sm" color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="home-throttled">
          Meta asked Pacer to slow down; it did, by itself. Nothing is lost: messages go out at the rate
          Meta accepts.
        </Alert>
      )}
    </Card>
  );
}
