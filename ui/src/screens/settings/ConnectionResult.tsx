import { Alert, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";

import type { ConnectionTest } from "../../bindings/ConnectionTest";
import { sayWith, useT, type PlainMessageId } from "../../i18n/I18n";
import { messagingLimitWords, qualityWords, throughputWords } from "./accountWords";

/** What the last test (or connect) found. */
export type AccountOutcome =
  | { kind: "test"; test: ConnectionTest }
  | { kind: "error"; message: string; details: string | null; ours?: boolean };

/** `message` is in the person's language when `ours` (Pacer's words or a catalogue message),
 * else Meta's code's words from the engine (shown as they are, for now). */
function Problem({ message, details, ours = false }: { message: string; details: string | null; ours?: boolean }) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("settings-account-problem-title")}
      data-testid="account-test-result"
      data-ok="false"
    >
      <Text size="sm" translate={ours ? undefined : "no"}>
        {message}
      </Text>
      {details && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
          {t("settings-details", { details })}
        </Text>
      )}
    </Alert>
  );
}

export function ConnectionResult({ outcome }: { outcome: AccountOutcome }) {
  const t = useT();
  if (outcome.kind === "error")
    return <Problem message={outcome.message} details={outcome.details} ours={outcome.ours} />;
  const { test } = outcome;
  if (!test.ok) {
    return test.problem_said ? (
      <Problem message={sayWith(t, test.problem_said)} details={test.details} ours />
    ) : test.problem ? (
      <Problem message={test.problem} details={test.details} />
    ) : (
      <Problem message={t("settings-account-not-accepted")} details={test.details} ours />
    );
  }
  // [label, value, the value is data (a name, a number, the engine's summary), left to right]
  const rows: [PlainMessageId, string | null, boolean, boolean][] = [
    ["settings-account-result-name", test.verified_name, true, false],
    ["settings-account-result-number", test.display_phone_number, true, true],
    ["settings-account-result-quality", qualityWords(t, test.quality_rating), false, false],
    ["settings-account-result-limit", messagingLimitWords(t, test.messaging_limit), false, false],
    ["settings-account-result-speed", throughputWords(t, test.throughput), false, false],
    [
      "settings-account-result-templates",
      test.templates_said ? sayWith(t, test.templates_said) : test.templates,
      !test.templates_said,
      false,
    ],
  ];
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t("settings-account-works-title")}
      data-testid="account-test-result"
      data-ok="true"
    >
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows
            .filter((r): r is [PlainMessageId, string, boolean, boolean] => r[1] !== null)
            .map(([label, value, data, ltr]) => (
              <Table.Tr key={label}>
                <Table.Td w={110} c="dimmed">
                  {t(label)}
                </Table.Td>
                <Table.Td translate={data ? "no" : undefined} dir={ltr ? "ltr" : undefined}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
