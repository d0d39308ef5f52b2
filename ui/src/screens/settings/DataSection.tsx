import { Button, Card, Code, Group, Modal, NumberInput, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { IconClipboardCopy } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import { useAppInfo } from "../../appInfo";
import { showDone, showError } from "../../notify";
import { CopyIcon } from "./CopyIcon";
import type { DraftProps } from "./SendingSection";
import { INBOX_RETENTION_DAYS } from "../../bindings/SettingRules";

/** data_dir + "logs", with the folder's own separator. */
export function logsFolder(dataDir: string): string {
  const sep = dataDir.includes("\\") && !dataDir.includes("/") ? "\\" : "/";
  return `${dataDir.replace(/[\\/]+$/, "")}${sep}logs`;
}

function PathRow({ label, path }: { label: string; path: string }) {
  return (
    <Table.Tr>
      <Table.Td w={150} c="dimmed">
        {label}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Code style={{ wordBreak: "break-all" }}>{path}</Code>
          <CopyIcon value={path} label={`Copy the ${label.toLowerCase()}`} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Settings → Data & diagnostics: where Pacer keeps its data, how long delivery updates stay,
 * and the diagnostics for support. */
export function DataSection({ draft, errors, change }: DraftProps) {
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
        showDone("Diagnostics copied: paste them into your message to support. Secrets were removed.");
      } catch {
        setManual(text);
      }
    } catch (e) {
      showError(e, "Pacer couldn't gather the diagnostics");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder id="settings-data" data-testid="settings-data">
      <Title order={3} mb="xs">
        Data & diagnostics
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <PathRow label="Data folder" path={info.data_dir} />
          {info.database && <PathRow label="Database" path={info.database} />}
          <PathRow label="Logs folder" path={logsFolder(info.data_dir)} />
          <Table.Tr>
            <Table.Td c="dimmed">Version</Table.Td>
            <Table.Td data-testid="settings-version">Pacer {info.version}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <NumberInput
        mt="md"
        maw={360}
        label="Keep delivery updates for"
        description="Meta's delivery updates stay in Pacer's inbox this long after they are used, so you can look into what Meta said. From 1 to 365 days."
        value={draft.inbox_retention_days}
        onChange={(v) => change({ inbox_retention_days: v })}
        error={errors.inbox_retention_days}
        min={INBOX_RETENTION_DAYS.min}
        max={INBOX_RETENTION_DAYS.max}
        clampBehavior="none"
        allowDecimal={false}
        suffix=" days"
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
          Copy diagnostics
        </Button>
        <Text size="xs" c="dimmed" maw={560}>
          Versions, settings, the engine's state and the last log lines, to paste into a support request.
          Tokens, secrets and keys are removed first.
        </Text>
      </Group>
      <Modal opened={manual !== null} onClose={() => setManual(null)} title="Diagnostics" size="lg">
        <Stack gap="xs">
          <Text size="sm">
            Pacer couldn't reach the clipboard. Select the text below and copy it (Ctrl+A, Ctrl+C). Secrets were
            removed.
          </Text>
          <Textarea value={manual ?? ""} readOnly autosize minRows={8} maxRows={18} aria-label="Diagnostics text" />
        </Stack>
      </Modal>
    </Card>
  );
}
