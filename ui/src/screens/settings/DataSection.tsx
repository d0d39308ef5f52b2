import { Button, Card, Code, Group, Modal, NumberInput, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { IconClipboardCopy } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import { useAppInfo } from "../../appInfo";
import { useT } from "../../i18n/I18n";
import { showDone, showError } from "../../notify";
import { CopyIcon } from "./CopyIcon";
import type { DraftProps } from "./SendingSection";
import { INBOX_RETENTION_DAYS } from "../../bindings/SettingRules";

/** data_dir + "logs", with the folder's own separator. */
export function logsFolder(dataDir: string): string {
  const sep = dataDir.includes("\\") && !dataDir.includes("/") ? "\\" : "/";
  return `${dataDir.replace(/[\\/]+$/, "")}${sep}logs`;
}

/** A folder or file of Pacer's: its name in words, the path (data), and a copy button. */
function PathRow({ label, copyLabel, path }: { label: string; copyLabel: string; path: string }) {
  return (
    <Table.Tr>
      <Table.Td w={150} c="dimmed">
        {label}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Code style={{ wordBreak: "break-all" }} translate="no" dir="ltr">
            {path}
          </Code>
          <CopyIcon value={path} label={copyLabel} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Settings → Data & diagnostics: where Pacer keeps its data, how long delivery updates stay,
 * and the diagnostics for support. */
export function DataSection({ draft, errors, change }: DraftProps) {
  const t = useT();
  const info = useAppInfo();
  const [busy, setBusy] = useState(false);
  const [manual, setManual] = useState<string | null>(null);
  if (!info) return null;

  const copyDiagnostics = async () => {
    setBusy(true);
    try {
      const text = await api.diagnostics();
      try {
        await navigator.clipboard.writeText(text);
        showDone(t("settings-data-copied"), t("settings-done-title"));
      } catch {
        setManual(text);
      }
    } catch (e) {
      showError(e, t("settings-data-diagnostics-failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder id="settings-data" data-testid="settings-data">
      <Title order={3} mb="xs">
        {t("settings-data-title")}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <PathRow label={t("settings-data-folder")} copyLabel={t("settings-data-folder-copy")} path={info.data_dir} />
          {info.database && (
            <PathRow label={t("settings-data-database")} copyLabel={t("settings-data-database-copy")} path={info.database} />
          )}
          <PathRow
            label={t("settings-data-logs")}
            copyLabel={t("settings-data-logs-copy")}
            path={logsFolder(info.data_dir)}
          />
          <Table.Tr>
            <Table.Td c="dimmed">{t("settings-data-version")}</Table.Td>
            {/* The program's name and its version number: not words to translate. */}
            <Table.Td data-testid="settings-version" translate="no" dir="ltr">
              Pacer {info.version}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <NumberInput
        mt="md"
        maw={360}
        label={t("settings-data-retention")}
        description={t("settings-data-retention-description", {
          min: INBOX_RETENTION_DAYS.min,
          max: INBOX_RETENTION_DAYS.max,
        })}
        value={draft.inbox_retention_days}
        onChange={(v) => change({ inbox_retention_days: v })}
        error={errors.inbox_retention_days}
        min={INBOX_RETENTION_DAYS.min}
        max={INBOX_RETENTION_DAYS.max}
        clampBehavior="none"
        allowDecimal={false}
        suffix={t("settings-unit-days")}
        data-testid="settings-inbox-retention"
      />
      <Group mt="md" align="center">
        <Button
          variant="default"
          leftSection={<IconClipboardCopy size={16} />}
          onClick={copyDiagnostics}
          loading={busy}
          data-testid="copy-diagnostics"
        >
          {t("settings-data-copy-diagnostics")}
        </Button>
        <Text size="xs" c="dimmed" maw={560}>
          {t("settings-data-diagnostics-description")}
        </Text>
      </Group>
      <Modal opened={manual !== null} onClose={() => setManual(null)} title={t("settings-data-diagnostics-title")} size="lg">
        <Stack gap="xs">
          <Text size="sm">{t("settings-data-no-clipboard")}</Text>
          <Textarea
            value={manual ?? ""}
            readOnly
            autosize
            minRows={8}
            maxRows={18}
            aria-label={t("settings-data-diagnostics-text")}
            translate="no"
          />
        </Stack>
      </Modal>
    </Card>
  );
}
