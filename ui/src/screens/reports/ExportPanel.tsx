import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypeCsv, IconFolderOpen } from "@tabler/icons-react";
import { save } from "@tauri-apps/plugin-dialog";
import { useEffect, useRef, useState } from "react";

import { api } from "../../api";
import { useAppInfo } from "../../appInfo";
import { showError } from "../../notify";
import { joinPath, withExtension, type ExportFormat } from "./reportView";

/** Saves the report for a spreadsheet: a path that can be typed or chosen, Excel or CSV. */
export default function ExportPanel({ campaignId, name }: { campaignId: string; name: string }) {
  const info = useAppInfo();
  const [path, setPath] = useState("");
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const touched = useRef(false);
  const dataDir = info?.data_dir ?? null;

  useEffect(() => {
    let alive = true;
    touched.current = false;
    setSaved(null);
    setPath("");
    if (!dataDir) return;
    const exports = joinPath(dataDir, "exports");
    Promise.all([api.exportFileName(name, "xlsx"), api.isFolder(exports).catch(() => false)]).then(
      ([file, hasExports]) => {
        if (alive && !touched.current) setPath(joinPath(hasExports ? exports : dataDir, file));
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [campaignId, name, dataDir]);

  const type = (value: string) => {
    touched.current = true;
    setPath(value);
  };

  const choose = async () => {
    try {
      const chosen = await save({
        title: "Save the report",
        defaultPath: path || undefined,
        filters: [
          { name: "Excel workbook", extensions: ["xlsx"] },
          { name: "CSV", extensions: ["csv"] },
        ],
      });
      if (chosen) type(chosen);
    } catch (e) {
      showError(e, "The save window didn't open");
    }
  };

  const exportAs = async (format: ExportFormat) => {
    const target = withExtension(path, format);
    if (!target) {
      showError({ message: "Type where to save the report first, or press Choose where….", details: null }, "Nothing saved");
      return;
    }
    setPath(target);
    setBusy(format);
    setSaved(null);
    try {
      setSaved(await api.exportReport(campaignId, format, target));
    } catch (e) {
      showError(e, "The report wasn't saved");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="report-export">
      <Stack gap="sm">
        <Title order={4}>Save the report</Title>
        <Text size="sm" c="dimmed">
          Excel gets a Summary sheet (the numbers, failure reasons and what to do, cost) and a
          Recipients sheet (one row per customer with every time and reason). Exports are safe to
          open in Excel: a cell starting with =, +, - or @ is written as text, never run as a formula.
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="Save to"
            description="Type or paste a path, or choose where. The ending follows the format you save as."
            value={path}
            onChange={(e) => type(e.currentTarget.value)}
            data-testid="report-export-path"
          />
          <Button variant="default" leftSection={<IconFolderOpen size={16} />} onClick={choose}>
            Choose where…
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={busy === "xlsx"}
            disabled={busy !== null}
            onClick={() => exportAs("xlsx")}
            data-testid="report-export-xlsx"
          >
            Save as Excel
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={busy === "csv"}
            disabled={busy !== null}
            onClick={() => exportAs("csv")}
            data-testid="report-export-csv"
          >
            Save as CSV
          </Button>
        </Group>
        {saved && (
          <Alert color="teal" variant="light" data-testid="report-export-done">
            Saved to {saved}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
