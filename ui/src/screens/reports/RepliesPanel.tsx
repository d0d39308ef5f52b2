import { Paper, Stack, Table, Text } from "@mantine/core";

import type { CampaignReplies } from "../../bindings/CampaignReplies";
import { formatLocale } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";

/** Who answered the campaign: the reply rate among the customers it reached, and its
 * quick-reply buttons by taps. */
export default function RepliesPanel({ replies }: { replies: CampaignReplies }) {
  const t = useT();
  const rate =
    replies.rate_percent === null
      ? null
      : new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: 1 }).format(replies.rate_percent) + " %";
  return (
    <Paper withBorder p="sm" data-testid="report-replies">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t("inbox-report-replies-title")}
        </Text>
        {rate !== null && (
          <Text fz={22} fw={700} lh={1.1} dir="ltr" data-testid="report-reply-rate">
            {rate}
          </Text>
        )}
        <Text size="sm" data-testid="report-replies-line">
          {sayWith(t, replies.line_said)}
        </Text>
        {replies.buttons.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={2} data-testid="report-button-taps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("inbox-report-button")}</Table.Th>
                <Table.Th>{t("inbox-report-taps")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {replies.buttons.map((b) => (
                <Table.Tr key={`${b.button}\u0000${b.payload ?? ""}`}>
                  <Table.Td translate="no" dir="auto">
                    {b.button}
                  </Table.Td>
                  <Table.Td dir="ltr">{new Intl.NumberFormat(formatLocale()).format(b.taps)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
