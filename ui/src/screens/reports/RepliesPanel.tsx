import { Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";

import type { CampaignReplies } from "../../bindings/CampaignReplies";
import { formatLocale } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";
import { useNavigate } from "../../navigation";

/** Who answered the campaign: the reply rate among the customers it reached, its quick-reply
 * buttons by taps, and the way to the replies themselves (the Inbox, filtered to this
 * campaign, where each customer's whole history is). */
export default function RepliesPanel({ campaignId, replies }: { campaignId: string; replies: CampaignReplies }) {
  const t = useT();
  const navigate = useNavigate();
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
        {replies.replied > 0 && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconInbox size={14} />}
              onClick={() => navigate({ screen: "inbox", campaignId })}
              data-testid="report-read-replies"
            >
              {t("inbox-report-read-replies")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
