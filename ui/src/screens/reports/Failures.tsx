import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { FailureGroup } from "../../bindings/FailureGroup";
import type { RetryReport } from "../../bindings/RetryReport";
import type { SkipGroup } from "../../bindings/SkipGroup";
import { count } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";
import { useAction } from "../../common/useAction";

function FailureCard({ group }: { group: FailureGroup }) {
  const t = useT();
  // Meta's code goes in as text (a code is not a number to group in thousands); Meta's own
  // example of its error text stays as Meta wrote it.
  const code = group.code !== null ? String(group.code) : null;
  const example = group.example;
  const details =
    code !== null
      ? example
        ? t("reports-failure-details-code-example", { code, example })
        : t("reports-failure-details-code", { code })
      : example
        ? t("reports-failure-details-example", { example })
        : t("reports-failure-details");
  return (
    <Paper withBorder p="sm" data-testid="report-failure">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Text fz={22} fw={700} miw={64} ta="right" data-testid="report-failure-count">
          {count(group.count)}
        </Text>
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="xs">
            {/* The engine's sentences in the person's language; a reason stored by an older
                Pacer, which it cannot say again, as it was stored. */}
            <Text fw={600} size="sm" translate={group.meaning_said ? undefined : "no"}>
              {group.meaning_said ? sayWith(t, group.meaning_said) : group.meaning}
            </Text>
            {group.retryable && (
              <Badge size="sm" variant="light" color="teal">
                {t("reports-failure-retryable")}
              </Badge>
            )}
          </Group>
          <Text size="sm">{sayWith(t, group.what_to_do_said)}</Text>
          <Text size="xs" c="dimmed">
            {details}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Failed messages grouped by reason, with what each means and what to do. */
export function Failures({
  campaignId,
  failures,
  onRetried,
}: {
  campaignId: string;
  failures: FailureGroup[];
  onRetried: () => void;
}) {
  const t = useT();
  const busy = useAction();
  const [result, setResult] = useState<RetryReport | null>(null);
  const total = failures.reduce((n, g) => n + g.count, 0);
  const retryable = failures.filter((g) => g.retryable).reduce((n, g) => n + g.count, 0);
  const retry = () =>
    busy.run(async () => {
      setResult(await api.retryCampaign(campaignId));
      onRetried();
    }, t("reports-retry-failed"));
  return (
    <Stack gap="xs" data-testid="report-failures">
      <Group justify="space-between">
        <Title order={4}>{t("reports-failures-title", { count: total })}</Title>
        {retryable > 0 && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={busy.running}
            onClick={retry}
            data-testid="report-retry"
          >
            {t("reports-retry-button", { count: retryable })}
          </Button>
        )}
      </Group>
      {result && (
        <Alert color="teal" variant="light" data-testid="report-retry-result">
          <span>{sayWith(t, result.summary_said)}</span>
        </Alert>
      )}
      {failures.map((g) => (
        <FailureCard key={`${g.kind ?? "none"}-${g.code ?? "none"}`} group={g} />
      ))}
    </Stack>
  );
}

/** Messages not sent on purpose, by reason. */
export function Skipped({ skipped }: { skipped: SkipGroup[] }) {
  const t = useT();
  const total = skipped.reduce((n, g) => n + g.count, 0);
  return (
    <Stack gap="xs" data-testid="report-skipped">
      <Title order={4}>{t("reports-skipped-title", { count: total })}</Title>
      <Table withTableBorder fz="sm">
        <Table.Tbody>
          {skipped.map((g) => (
            <Table.Tr key={g.reason}>
              <Table.Td w={90} ta="right" fw={600}>
                {count(g.count)}
              </Table.Td>
              {/* The engine's reason in the person's language, or as it was stored. */}
              <Table.Td translate={g.reason_said ? undefined : "no"}>
                {g.reason_said ? sayWith(t, g.reason_said) : g.reason}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
