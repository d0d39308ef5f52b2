import { Button, Menu } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../../api";
import { useT } from "../../../i18n/I18n";
import { showDone, showError } from "../../../notify";

/** "Export opt-outs…": every customer opted out of marketing (number, name, since, source,
 * by, reason) as CSV or Excel, where the person chooses. */
export function ExportOptOuts() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: "csv" | "xlsx") => {
    setBusy(true);
    try {
      const written = await api.exportOptOuts(format);
      if (written) showDone(t("opt-outs-export-saved", { file: written }));
    } catch (e) {
      showError(e, t("opt-outs-export-failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} data-testid="opt-outs-export">
          {t("opt-outs-export-button")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exportAs("xlsx")}>{t("opt-outs-export-excel")}</Menu.Item>
        <Menu.Item onClick={() => exportAs("csv")}>{t("opt-outs-export-csv")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
