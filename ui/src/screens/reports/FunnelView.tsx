import { Paper, Progress, SimpleGrid, Stack, Text } from "@mantine/core";

import type { Funnel } from "../../bindings/Funnel";
import { count, percent } from "../../format";
import { useT } from "../../i18n/I18n";
import { funnelStages } from "./reportView";

/** Where the messages are: numbers first, each with its share of every message. */
export default function FunnelView({ funnel }: { funnel: Funnel }) {
  const t = useT();
  const stages = funnelStages(t, funnel);
  return (
    <SimpleGrid cols={{ base: 3, lg: stages.length > 6 ? 4 : 6 }} spacing="sm" data-testid="report-funnel">
      {stages.map((s) => (
        <Paper key={s.key} withBorder p="sm" data-testid={`funnel-${s.key}`}>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
            <Text fz={26} fw={700} lh={1.1} data-testid={`funnel-${s.key}-count`}>
              {count(s.value)}
            </Text>
            <Progress value={funnel.total > 0 ? (s.value * 100) / funnel.total : 0} color={s.color} size="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {s.key === "queued" ? s.hint : `${percent(s.value, funnel.total)} · ${s.hint}`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
