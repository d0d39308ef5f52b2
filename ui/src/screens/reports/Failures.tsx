import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { FailureGroup } from "../../bindings/FailureGroup";
import type { RetryReport } from "../../bindings/RetryReport";
import type { SkipGroup } from "../../bindings/SkipGroup";
import { count, plural } from "../../format";
import { useAction } from "../../common/useAction";

function FailureCard({ group }: { group: FailureGroup }) {
  const details = [group.code !== null ? `Meta code ${group.code}` : "No code from Meta", group.example]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper withBorder p="sm" data-testid="report-failure">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Text fz={22} fw={700} miw={64} ta="right" data-testid="report-failure-count">
          {count(group.count)}
        </Text>
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {group.meaning}
            </Text>
            {group.retryable && (
              <Badge size="sm" variant="light" color="teal">
                Retry can help
              </Badge>
            )}
          </Group>
          <Text size="sm">{group.what_to_do}</Text>
          <Text size="xs" c="dimmed">
            Details: {details}
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
  const busy = useAction();
  const [result, setResult] = useState<RetryReport | null>(null);
  const total = failures.reduce((n, g) => n + g.count, 0);
  const retryable = failures.filter((g) => g.retryable).reduce((n, g) => n + g.count, 0);
  const retry = () =>
    busy.run(async () => {
      setResult(await api.retryCampaign(campaignId));
      onRetried();
    }, "The failed messages weren't sent again");
  return (
    <Stack gap="xs" data-testid="report-failures">
      <Group justify="space-between">
        <Title order={4}>Why {plural(total, "message", "messages")} failed</Title>
        {retryable > 0 && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={busy.running}
            onClick={retry}
            data-testid="report-retry"
          >
            Retry the {count(retryable)} that can change
          </Button>
        )}
      </Group>
      {result && (
        <Alert color="teal" variant="light" data-testid="report-retry-result">
          {result.summary}
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
  const total = skipped.reduce((n, g) => n + g.count, 0);
  return (
    <Stack gap="xs" data-testid="report-skipped">
      <Title order={4}>Why {plural(total, "message was", "messages were")} skipped</Title>
      <Table withTableBorder fz="sm">
        <Table.Tbody>
          {skipped.map((g) => (
            <Table.Tr key={g.reason}>
              <Table.Td w={90} ta="right" fw={600}>
                {count(g.count)}
              </Table.Td>
              <Table.Td>{g.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
