import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

import type { Check } from "../../../bindings/Check";
import { count, plural } from "../../../format";
import PreviewPanel from "./PreviewPanel";

function Problems({ check }: { check: Check }) {
  if (check.problem_count === 0) return null;
  const more = check.problems.length >= 1000 ? " (the first 1,000 problems are listed)" : "";
  return (
    <Stack gap="xs" data-testid="campaign-problems">
      <Title order={5}>
        {plural(check.problem_count, "customer", "customers")} can't be sent to as the campaign stands{more}
      </Title>
      <Text size="sm" c="dimmed">
        Fix them (the column in your spreadsheet, a missing PDF in the folder), import again and press
        Check again — or launch anyway and they are skipped.
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <Table striped withTableBorder fz="sm" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.problems.map((p, i) => (
              <Table.Tr key={`${p.phone}:${p.what}:${i}`}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{p.phone}</Table.Td>
                <Table.Td>{p.name ?? "—"}</Table.Td>
                <Table.Td>{p.what}</Table.Td>
                <Table.Td>{p.problem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The check's numbers and the daily-limit plan. */
export function CheckSummary({ check }: { check: Check }) {
  return (
    <Alert
      color={check.problem_count > 0 ? "orange" : check.ready > 0 ? "teal" : "red"}
      title={`${count(check.ready)} of ${count(check.audience)} customers ready to send`}
      data-testid="campaign-check-summary"
    >
      <Text size="sm">{check.summary}</Text>
    </Alert>
  );
}

/** Step 4: every customer checked before anything is sent, a preview and a test send. */
export default function CheckStep({
  campaignId,
  check,
  checking,
  error,
  onRecheck,
}: {
  campaignId: string;
  check: Check | null;
  checking: boolean;
  error: string | null;
  onRecheck: () => void;
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={5}>Check of every customer</Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={checking}
          onClick={onRecheck}
          data-testid="campaign-recheck"
        >
          Check again
        </Button>
      </Group>
      {checking && !check && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Checking every customer: values, PDFs, the daily limit…</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" title="The check didn't finish" data-testid="campaign-check-error">
          {error}
        </Alert>
      )}
      {check && (
        <>
          <CheckSummary check={check} />
          <Problems check={check} />
        </>
      )}
      <PreviewPanel campaignId={campaignId} />
    </Stack>
  );
}
