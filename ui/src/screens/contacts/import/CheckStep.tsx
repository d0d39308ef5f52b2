import { Alert, Button, Fieldset, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

import type { ColumnOverrides } from "../../../bindings/ColumnOverrides";
import type { ImportReport } from "../../../bindings/ImportReport";
import { Findings, RowStats } from "./Findings";
import { ProblemRows } from "./ProblemRows";

type Props = {
  report: ImportReport;
  columns: ColumnOverrides;
  onColumnsChange: (columns: ColumnOverrides) => void;
  /** The columns differ from the ones this preview was made with. */
  changed: boolean;
  checking: boolean;
  onRecheck: () => void;
};

/** Every header the preview saw: the phone, the name(s) and the kept columns. */
export function headerNames(report: ImportReport): string[] {
  const c = report.columns;
  return [...new Set([c.phone, ...c.name, ...c.attributes])];
}

/** Step 2: what Pacer found, before anything is saved, and the columns to use if it guessed wrong. */
export function CheckStep({ report, columns, onColumnsChange, changed, checking, onRecheck }: Props) {
  const headers = headerNames(report);
  const guessedName = report.columns.name.join(" + ");
  return (
    <Stack gap="md">
      <Alert
        color={report.contacts > 0 ? "teal" : "red"}
        title="Nothing is saved yet"
        data-testid="import-preview-summary"
      >
        {report.summary}
        {report.contacts === 0 && (
          <Text size="sm" mt={4}>
            No row has a number Pacer can use. Check that the phone column below is right, or pick
            the column that holds the numbers.
          </Text>
        )}
      </Alert>
      <RowStats report={report} />
      <Title order={5}>What Pacer found</Title>
      <Findings report={report} />
      <Fieldset legend="Columns">
        <Text size="sm" c="dimmed" mb="xs">
          If Pacer picked the wrong column, choose the right one and press Check again.
        </Text>
        <Group align="flex-end" grow>
          <Select
            label="Phone column"
            placeholder={`Pacer's choice: ${report.columns.phone}`}
            data={headers}
            value={columns.phone}
            onChange={(phone) => onColumnsChange({ ...columns, phone })}
            searchable
            clearable
            data-testid="import-phone-column"
          />
          <Select
            label="Name column"
            placeholder={guessedName ? `Pacer's choice: ${guessedName}` : "Pacer found none"}
            data={headers}
            value={columns.name}
            onChange={(name) => onColumnsChange({ ...columns, name })}
            searchable
            clearable
            data-testid="import-name-column"
          />
          <Button
            variant={changed ? "filled" : "default"}
            leftSection={<IconRefresh size={16} />}
            onClick={onRecheck}
            loading={checking}
            disabled={!changed}
            data-testid="import-recheck-button"
            style={{ flexGrow: 0 }}
          >
            Check again
          </Button>
        </Group>
        {changed && (
          <Text size="sm" c="orange" mt="xs">
            Press Check again to see what these columns give before importing.
          </Text>
        )}
      </Fieldset>
      <Title order={5}>Rows that need a look</Title>
      <ProblemRows report={report} />
    </Stack>
  );
}
