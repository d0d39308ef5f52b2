import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

import type { Check } from "../../../bindings/Check";
import { sayWith, useT } from "../../../i18n/I18n";
import EstimateTable from "./EstimateTable";
import PreviewPanel from "./PreviewPanel";

/** How many problems the check lists at most (`problem_count` has them all). */
const LISTED = 1000;

function Problems({ check }: { check: Check }) {
  const t = useT();
  if (check.problem_count === 0) return null;
  return (
    <Stack gap="xs" data-testid="campaign-problems">
      <Title order={5}>
        {check.problems.length >= LISTED
          ? t("wizard-problems-first", { count: check.problem_count, listed: LISTED })
          : t("wizard-problems", { count: check.problem_count })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("wizard-problems-help")}
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <Table striped withTableBorder fz="sm" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("wizard-problems-number")}</Table.Th>
              <Table.Th>{t("wizard-problems-name")}</Table.Th>
              <Table.Th>{t("wizard-problems-what")}</Table.Th>
              <Table.Th>{t("wizard-problems-problem")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.problems.map((p, i) => (
              <Table.Tr key={`${p.phone}:${p.what}:${i}`}>
                <Table.Td style={{ whiteSpace: "nowrap" }} translate="no" dir="ltr">
                  {p.phone}
                </Table.Td>
                <Table.Td translate="no">{p.name ?? "—"}</Table.Td>
                {/* The variable's own label is data; a file or a column is the catalogue's. */}
                {p.what_said ? <Table.Td>{sayWith(t, p.what_said)}</Table.Td> : <Table.Td translate="no">{p.what}</Table.Td>}
                <Table.Td>{sayWith(t, p.problem_said)}</Table.Td>
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
  const t = useT();
  return (
    <Alert
      color={check.problem_count > 0 ? "orange" : check.ready > 0 ? "teal" : "red"}
      title={t("wizard-check-ready", { ready: check.ready, audience: check.audience })}
      data-testid="campaign-check-summary"
    >
      {/* The check's sentence, then the tier plan's, then what the sending hours do. */}
      <Text size="sm">
        {sayWith(t, check.summary_said)} {sayWith(t, check.tier.summary_said)}
      </Text>
      {check.languages && (
        <Text size="sm" mt={4} data-testid="campaign-check-languages">
          {sayWith(t, check.languages.summary_said)}
        </Text>
      )}
      {check.hours && (
        <Text size="sm" mt={4} data-testid="campaign-check-hours">
          {sayWith(t, check.hours.summary_said)}
        </Text>
      )}
    </Alert>
  );
}

/** Step 4: every customer checked before anything is sent, a preview and a test send. */
export default function CheckStep({
  campaignId,
  templateLanguage,
  check,
  checking,
  error,
  errorSaid = false,
  onRecheck,
}: {
  campaignId: string;
  /** The template's language (Meta's code): the preview's. */
  templateLanguage: string;
  check: Check | null;
  checking: boolean;
  error: string | null;
  /** The error is a catalogue message in the person's language (else the engine's own words). */
  errorSaid?: boolean;
  onRecheck: () => void;
}) {
  const t = useT();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={5}>{t("wizard-check-title")}</Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={checking}
          onClick={onRecheck}
          data-testid="campaign-recheck"
        >
          {t("wizard-check-again")}
        </Button>
      </Group>
      {checking && !check && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t("wizard-checking")}</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" title={t("wizard-check-failed")} data-testid="campaign-check-error">
          <Text size="sm" translate={errorSaid ? undefined : "no"}>
            {error}
          </Text>
        </Alert>
      )}
      {check && (
        <>
          <CheckSummary check={check} />
          <EstimateTable estimate={check.estimate} />
          <Problems check={check} />
        </>
      )}
      <PreviewPanel campaignId={campaignId} language={templateLanguage} />
    </Stack>
  );
}
