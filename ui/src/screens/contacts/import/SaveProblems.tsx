import { Button, Group, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../../api";
import { useAction } from "../../../common/useAction";
import type { ImportReport } from "../../../bindings/ImportReport";
import { useT } from "../../../i18n/I18n";
import { showDone } from "../../../notify";
import { ErrorNote } from "../../../components/ErrorNote";

type Props = {
  report: ImportReport;
  /** The imported file: the save window opens beside it. */
  importPath: string;
};

/**
 * The rows "Save the rows to fix…" writes: every one when the import kept them all
 * (`problems_file`), else the ones the report lists.
 */
export function problemRowCount(report: ImportReport): number {
  return report.problems_file
    ? report.invalid_count + report.duplicate_count
    : report.invalid.length + report.duplicates.length;
}

/** "Save the rows to fix…": the invalid and duplicate rows as a CSV to correct and import again.
 * Pacer asks where in its own save window; the page never names the file. */
export function SaveProblems({ report, importPath }: Props) {
  const t = useT();
  const saving = useAction();
  const [saved, setSaved] = useState<string | null>(null);
  const rows = problemRowCount(report);

  const write = () =>
    saving.run(async () => {
      const written = await api.saveImportProblems(report, importPath || null);
      if (written) {
        setSaved(written);
        showDone(t("import-problems-saved-note", { rows, path: written }), t("import-done"));
      }
    });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t("import-problems-title")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("import-problems-description")}
      </Text>
      <Group gap="xs">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={write}
          loading={saving.running}
          data-testid="import-problems-save"
        >
          {t("import-problems-save", { rows })}
        </Button>
      </Group>
      {saved && (
        <Text size="sm" c="teal" data-testid="import-problems-saved">
          {t("import-problems-saved", { path: saved })}
        </Text>
      )}
      {saving.error && <ErrorNote error={saving.error} title={t("import-problems-failed-title")} />}
    </Stack>
  );
}
