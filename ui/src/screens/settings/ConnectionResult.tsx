import { Alert, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";

import type { ConnectionTest } from "../../bindings/ConnectionTest";
import { messagingLimitWords, qualityWords, throughputWords } from "./accountWords";

/** What the last test (or connect) found. */
export type AccountOutcome =
  | { kind: "test"; test: ConnectionTest }
  | { kind: "error"; message: string; details: string | null };

function Problem({ message, details }: { message: string; details: string | null }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Pacer couldn't use this account"
      data-testid="account-test-result"
      data-ok="false"
    >
      <Text size="sm">{message}</Text>
      {details && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
          Details: {details}
        </Text>
      )}
    </Alert>
  );
}

export function ConnectionResult({ outcome }: { outcome: AccountOutcome }) {
  if (outcome.kind === "error") return <Problem message={outcome.message} details={outcome.details} />;
  const { test } = outcome;
  if (!test.ok) {
    return (
      <Problem
        message={test.problem ?? "Meta did not accept the account. Check the ids and the token."}
        details={test.details}
      />
    );
  }
  const rows: [string, string | null][] = [
    ["Name", test.verified_name],
    ["Number", test.display_phone_number],
    ["Quality", qualityWords(test.quality_rating)],
    ["Daily limit", messagingLimitWords(test.messaging_limit)],
    ["Speed", throughputWords(test.throughput)],
    ["Templates", test.templates],
  ];
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title="Meta answered: this account works"
      data-testid="account-test-result"
      data-ok="true"
    >
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows
            .filter((r): r is [string, string] => r[1] !== null)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td w={110} c="dimmed">
                  {label}
                </Table.Td>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
