import { Card, List, Text, Title } from "@mantine/core";

import type { PausedBatch } from "../../bindings/PausedBatch";
import type { Progress } from "../../bindings/Progress";

/** Paused campaigns (and API batches) with the reason for each. */
export function PausedCampaigns({ batches, active }: { batches: PausedBatch[]; active: Progress[] }) {
  if (batches.length === 0) return null;
  const names = new Map(active.map((p) => [p.id, p.name]));
  return (
    <Card withBorder data-testid="home-paused">
      <Title order={4} mb="xs">
        Paused ({batches.length})
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Other messages keep going. Resume a campaign from Campaigns once its cause is fixed; one paused because Meta paused its template resumes by itself when Meta approves the template again.
      </Text>
      <List spacing={4} size="sm">
        {batches.map((b) => (
          <List.Item key={b.batch}>
            <Text span fw={600} size="sm">
              {names.get(b.batch) ?? `Batch ${b.batch}`}
            </Text>
            : {b.reason}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
