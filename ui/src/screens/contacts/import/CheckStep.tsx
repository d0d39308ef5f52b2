import { Alert, Button, Fieldset, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

import type { ColumnOverrides } from "../../../bindings/ColumnOverrides";
import type { ImportReport } from "../../../bindings/ImportReport";
import { sayWith, useT } from "../../../i18n/I18n";
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

/** The options of the column pickers are the file's own headers, not Pacer's words. */
const OPTIONS_ARE_DATA = { options: { translate: "no" } };

/** Every header the preview saw: the phone, the name(s) and the kept columns. */
export function headerNames(report: ImportReport): string[] {
  const c = report.columns;
  return [...new Set([c.phone, ...c.name, ...c.attributes])];
}

/** Step 2: what Pacer found, before anything is saved, and the columns to use if it guessed wrong. */
export function CheckStep({ report, columns, onColumnsChange, changed, checking, onRecheck }: Props) {
  const t = useT();
  const headers = headerNames(report);
  const guessedName = report.columns.name.join(" + ");
  return (
    <Stack gap="md">
      <Alert
        color={report.contacts > 0 ? "teal" : "red"}
        title={t("import-nothing-saved-yet")}
        data-testid="import-preview-summary"
      >
        {/* The engine's sentence, in the person's language. */}
        <span>{sayWith(t, report.summary_said)}</span>
        {report.contacts === 0 && (
          <Text size="sm" mt={4}>
            {t("import-no-contacts")}
          </Text>
        )}
      </Alert>
      <RowStats report={report} />
      <Title order={5}>{t("import-found")}</Title>
      <Findings report={report} />
      <Fieldset legend={t("import-columns")}>
        <Text size="sm" c="dimmed" mb="xs">
          {t("import-columns-help")}
        </Text>
        <Group align="flex-end" grow>
          <Select
            label={t("import-phone-column")}
            placeholder={t("import-column-guess", { column: report.columns.phone })}
            data={headers}
            attributes={OPTIONS_ARE_DATA}
            value={columns.phone}
            onChange={(phone) => onColumnsChange({ ...columns, phone })}
            searchable
            clearable
            data-testid="import-phone-column"
          />
          <Select
            label={t("import-name-column")}
            placeholder={guessedName ? t("import-column-guess", { column: guessedName }) : t("import-column-none")}
            data={headers}
            attributes={OPTIONS_ARE_DATA}
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
            {t("import-recheck")}
          </Button>
        </Group>
        {changed && (
          <Text size="sm" c="orange" mt="xs">
            {t("import-recheck-hint")}
          </Text>
        )}
      </Fieldset>
      <Title order={5}>{t("import-rows-to-look")}</Title>
      <ProblemRows report={report} />
    </Stack>
  );
}
