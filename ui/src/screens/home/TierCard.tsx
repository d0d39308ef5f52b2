import { Alert, Card, Progress, Text, Title } from "@mantine/core";

import type { Stats } from "../../bindings/Stats";
import type { TierWarning } from "../../bindings/TierWarning";
import { count, plural } from "../../format";

/** Meta's daily limit of customers, and what waits for it. */
export function TierCard({ stats, warning }: { stats: Stats; warning: TierWarning | null }) {
  const { tier_used: used, tier_limit: limit, tier_waiting: waiting } = stats;
  const color = warning?.level === "reached" ? "red" : warning?.level === "near" ? "yellow" : "teal";
  return (
    <Card withBorder data-testid="home-tier" h="100%">
      <Title order={4} mb={4}>
        Daily customer limit
      </Title>
      {limit === null ? (
        <Text size="lg" fw={600}>
          {plural(used, "customer", "customers")} today — no daily limit
        </Text>
      ) : (
        <>
          <Text size="lg" fw={600} data-testid="home-tier-used">
            {count(used)} of {count(limit)} customers today
          </Text>
          <Progress
            value={Math.min(100, (used * 100) / Math.max(limit, 1))}
            color={color}
            size="lg"
            mt="xs"
            aria-label={`${count(used)} of ${count(limit)} customers today`}
          />
        </>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Meta counts each customer your campaigns start a conversation with, over the last 24 hours.
      </Text>
      {warning && (
        <Alert
          mt="sm"
          color={warning.level === "reached" ? "red" : "yellow"}
          variant="light"
          data-testid="home-tier-warning"
          data-level={warning.level}
        >
          {warning.text}
        </Alert>
      )}
      {waiting > 0 && (
        <Text size="sm" mt="sm" data-testid="home-tier-waiting">
          {waiting === 1
            ? "1 message waits for tomorrow's limit."
            : `${count(waiting)} messages wait for tomorrow's limit.`}{" "}
          Pacer sends them by itself.
        </Text>
      )}
    </Card>
  );
}
