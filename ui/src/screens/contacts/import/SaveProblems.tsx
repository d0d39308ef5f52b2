import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconDeviceFloppy, IconFolderOpen } from "@tabler/icons-react";
import { save } from "@tauri-apps/plugin-dialog";
import { useState } from "react";

import { api, toPacerError, type PacerError } from "../../../api";
import type { ImportReport } from "../../../bindings/ImportReport";
import { count } from "../../../format";
import { showDone, showError } from "../../../notify";
import { ErrorNote } from "../ErrorNote";
import { problemsPathFor } from "../words";

type Props = {
  report: ImportReport;
  /** The imported file: the rows to fix are saved next to it unless the person says otherwise. */
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

/** "Save the rows to fix…": the invalid and duplicate rows as a CSV to correct and import again. */
export function SaveProblems({ report, importPath }: Props) {
  const [path, setPath] = useState(() => problemsPathFor(importPath));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<PacerError | null>(null);
  const rows = problemRowCount(report);

  const choose = async () => {
    try {
      const chosen = await save({
        defaultPath: path,
        filters: [{ name: "CSV", extensions: ["csv"] }],
      });
      if (chosen) setPath(chosen);
    } catch (e) {
      showError(e, "The save dialog didn't open");
    }
  };

  const write = async () => {
    setSaving(true);
    setError(null);
    try {
      const written = await api.saveImportProblems(report, path.trim());
      setSaved(written);
      showDone(`${count(rows)} rows to fix saved to ${written}.`);
    } catch (e) {
      setError(toPacerError(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Save the rows to fix…
      </Text>
      <Text size="sm" c="dimmed">
        A CSV with each problem row (row number, name, number and what is wrong) to open in Excel,
        correct, and import again.
      </Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Save as"
          value={path}
          onChange={(e) => {
            setPath(e.currentTarget.value);
            setSaved(null);
          }}
          data-testid="import-problems-path"
          style={{ flex: 1 }}
        />
        <Button variant="default" leftSection={<IconFolderOpen size={16} />} onClick={choose}>
          Choose…
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={write}
          loading={saving}
          disabled={path.trim() === ""}
          data-testid="import-problems-save"
        >
          Save {count(rows)} rows
        </Button>
      </Group>
      {saved && (
        <Text size="sm" c="teal" data-testid="import-problems-saved">
          Saved to {saved}.
        </Text>
      )}
      {error && <ErrorNote error={error} title="The rows to fix were not saved" />}
    </Stack>
  );
}
