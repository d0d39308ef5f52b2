import { Alert, Card, Group, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

import type { Stats } from "../../bindings/Stats";
import { count, formatLocale } from "../../format";
import { useT } from "../../i18n/I18n";
import { RateChart } from "./RateChart";
import { THROTTLE_NOTE_MS, type RatePoint } from "./useHome";

/** "72.5" → "73"; small rates keep a decimal so 0.4/s doesn't read as 0 (written the reader's
 * way: 0,4 in Portuguese). */
export function rateNumber(n: number): string {
  if (n > 0 && n < 10) return (Math.round(n * 10) / 10).toLocaleString(formatLocale());
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
  const t = useT();

  return (
    <Card withBorder data-testid="home-rate" h="100%">
      <Title order={4} mb={4}>
        {t("home-rate-title")}
      </Title>
      <Group gap={6} align="baseline">
        <Text fz={30} fw={700} lh={1.1} data-testid="home-rate-now" dir="ltr">
          {rateNumber(stats.rate_sent)}
        </Text>
        <Text size="lg">
          {limit === null ? t("home-rate-unit-no-limit") : t("home-rate-unit", { limit })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t("home-rate-average")}
        {aimingLower && target !== null && ` ${t("home-rate-aim", { rate: rateNumber(target) })}`}
      </Text>
      {limit !== null && inbound > 0 && (
        <Text size="xs" c="dimmed" data-testid="home-rate-inbound">
          {t("home-rate-inbound", { rate: rateNumber(inbound) })}
        </Text>
      )}
      <RateChart points={points} limit={limit} />
      {slowedDown && (
        <Alert mt="sm" color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="home-throttled">
          {t("home-throttled")}
        </Alert>
      )}
    </Card>
  );
}
