import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useEffect, useState } from "react";

import { api } from "../../api";
import { showError } from "../../notify";
import type { ExportFormat } from "./reportView";

/** Saves the report for a spreadsheet, Excel or CSV: Pacer asks where in its own save window
 * (opening in its exports folder, named after the campaign). */
export default function ExportPanel({ campaignId, name }: { campaignId: string; name: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    setSaved(null);
  }, [campaignId]);

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    setSaved(null);
    try {
      const written = await api.exportReport(campaignId, name, format);
      if (written) setSaved(written);
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
          Pacer asks where to save it.
        </Text>
        <Group gap="xs">
          <Button
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={busy === "xlsx"}
            disabled={busy !== null}
            onClick={() => exportAs("xlsx")}
            data-testid="report-export-xlsx"
          >
            Save as Excel…
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={busy === "csv"}
            disabled={busy !== null}
            onClick={() => exportAs("csv")}
            data-testid="report-export-csv"
          >
            Save as CSV…
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
