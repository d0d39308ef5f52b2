import { Alert, Card, Progress, Text, Title } from "@mantine/core";

import type { Stats } from "../../bindings/Stats";
import type { TierWarning } from "../../bindings/TierWarning";
import { sayWith, useT } from "../../i18n/I18n";

/** Meta's daily limit of customers, and what waits for it. */
export function TierCard({ stats, warning }: { stats: Stats; warning: TierWarning | null }) {
  const { tier_used: used, tier_limit: limit, tier_waiting: waiting } = stats;
  const t = useT();
  const color = warning?.level === "reached" ? "red" : warning?.level === "near" ? "yellow" : "teal";
  return (
    <Card withBorder data-testid="home-tier" h="100%">
      <Title order={4} mb={4}>
        {t("home-tier-title")}
      </Title>
      {limit === null ? (
        <Text size="lg" fw={600}>
          {t("home-tier-no-limit", { used })}
        </Text>
      ) : (
        <>
          <Text size="lg" fw={600} data-testid="home-tier-used">
            {t("home-tier-used", { used, limit })}
          </Text>
          <Progress
            value={Math.min(100, (used * 100) / Math.max(limit, 1))}
            color={color}
            size="lg"
            mt="xs"
            aria-label={t("home-tier-used", { used, limit })}
          />
        </>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t("home-tier-explain")}
      </Text>
      {warning && (
        <Alert
          mt="sm"
          color={warning.level === "reached" ? "red" : "yellow"}
          variant="light"
          data-testid="home-tier-warning"
          data-level={warning.level}
        >
          {sayWith(t, warning.text_said)}
        </Alert>
      )}
      {waiting > 0 && (
        <Text size="sm" mt="sm" data-testid="home-tier-waiting">
          {t("home-tier-waiting", { count: waiting })}
        </Text>
      )}
    </Card>
  );
}
