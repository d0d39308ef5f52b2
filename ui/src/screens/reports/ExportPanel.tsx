import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useEffect, useState } from "react";

import { api } from "../../api";
import { useT } from "../../i18n/I18n";
import { showError } from "../../notify";
import type { ExportFormat } from "./reportView";

/** Saves the report for a spreadsheet, Excel or CSV: Pacer asks where in its own save window
 * (opening in its exports folder, named after the campaign). */
export default function ExportPanel({ campaignId, name }: { campaignId: string; name: string }) {
  const t = useT();
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
      showError(e, t("reports-export-failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="report-export">
      <Stack gap="sm">
        <Title order={4}>{t("reports-export-title")}</Title>
        <Text size="sm" c="dimmed">
          {t("reports-export-text")}
        </Text>
        <Group gap="xs">
          <Button
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={busy === "xlsx"}
            disabled={busy !== null}
            onClick={() => exportAs("xlsx")}
            data-testid="report-export-xlsx"
          >
            {t("reports-export-excel")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={busy === "csv"}
            disabled={busy !== null}
            onClick={() => exportAs("csv")}
            data-testid="report-export-csv"
          >
            {t("reports-export-csv")}
          </Button>
        </Group>
        {saved && (
          <Alert color="teal" variant="light" data-testid="report-export-done">
            {t("reports-export-done", { path: saved })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
