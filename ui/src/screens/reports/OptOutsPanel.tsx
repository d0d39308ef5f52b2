import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";

import type { CampaignOptOuts } from "../../bindings/CampaignOptOuts";
import { count } from "../../format";
import { useT } from "../../i18n/I18n";

/** What the campaign has to do with opt-outs: its customers not sent it because they had
 * opted out, and those who stopped marketing within 7 days after it reached them. */
export default function OptOutsPanel({ optOuts }: { optOuts: CampaignOptOuts }) {
  const t = useT();
  const tiles = [
    { key: "skipped", label: t("opt-outs-report-skipped"), value: optOuts.skipped, hint: null },
    {
      key: "caused",
      label: t("opt-outs-report-caused"),
      value: optOuts.caused,
      hint: t("opt-outs-report-caused-hint"),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="report-opt-outs">
      {tiles.map((tile) => (
        <Paper key={tile.key} withBorder p="sm" data-testid={`opt-outs-${tile.key}`}>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {tile.label}
            </Text>
            <Text fz={22} fw={700} lh={1.1} data-testid={`opt-outs-${tile.key}-count`}>
              {count(tile.value)}
            </Text>
            {tile.hint && (
              <Text size="xs" c="dimmed">
                {tile.hint}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
