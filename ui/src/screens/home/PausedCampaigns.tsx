import { Card, List, Text, Title } from "@mantine/core";

import type { PausedBatch } from "../../bindings/PausedBatch";
import type { Progress } from "../../bindings/Progress";
import { sayWith, useT } from "../../i18n/I18n";

/** Paused campaigns (and API batches) with the reason for each. */
export function PausedCampaigns({ batches, active }: { batches: PausedBatch[]; active: Progress[] }) {
  const t = useT();
  if (batches.length === 0) return null;
  const names = new Map(active.map((p) => [p.id, p.name]));
  return (
    <Card withBorder data-testid="home-paused">
      <Title order={4} mb="xs">
        {t("home-paused-title", { count: batches.length })}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("home-paused-explain")}
      </Text>
      <List spacing={4} size="sm">
        {batches.map((b) => (
          <List.Item key={b.batch}>
            {/* The campaign's name as it is; the engine's reason in the person's language, or as
                it was stored when Pacer cannot say it again. */}
            {names.has(b.batch) ? (
              <Text span fw={600} size="sm" translate="no">
                {names.get(b.batch)}
              </Text>
            ) : (
              <Text span fw={600} size="sm">
                {t("home-paused-batch", { batch: b.batch })}
              </Text>
            )}
            :{" "}
            {b.reason_said ? <span>{sayWith(t, b.reason_said)}</span> : <span translate="no">{b.reason}</span>}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
