import { ActionIcon, Badge, Button, Card, Code, Group, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconFolderPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import { useAppInfo } from "../../appInfo";
import type { Settings } from "../../bindings/Settings";
import { useT } from "../../i18n/I18n";
import { showDone, showError } from "../../notify";

/**
 * Settings → Folders Pacer may read: where programs calling the local API may name files
 * (contact lists to import, invoice PDFs). The data folder's imports/ is always first and
 * always allowed; other folders are added only through Pacer's own folder window, and apply at
 * once (Pacer restarts its engine with them; nothing queued is lost).
 */
export function FoldersSection({
  folders,
  onChanged,
}: {
  folders: string[];
  onChanged: (settings: Settings) => void;
}) {
  const t = useT();
  const info = useAppInfo();
  const [busy, setBusy] = useState<string | null>(null);
  if (!info) return null;

  const add = async () => {
    setBusy("add");
    try {
      const next = await api.addReadableFolder();
      if (next) {
        onChanged(next);
        showDone(t("settings-folders-added"), t("settings-folders-added-title"));
      }
    } catch (e) {
      showError(e, t("settings-folders-add-failed"));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (folder: string) => {
    setBusy(folder);
    try {
      onChanged(await api.removeReadableFolder(folder));
      showDone(t("settings-folders-removed", { folder }), t("settings-folders-removed-title"));
    } catch (e) {
      showError(e, t("settings-folders-remove-failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder id="settings-folders" data-testid="settings-folders">
      <Title order={3} mb="xs">
        {t("settings-folders-title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        {t("settings-folders-description")}
      </Text>
      <Table withRowBorders verticalSpacing={6} fz="sm">
        <Table.Tbody>
          <Table.Tr data-testid="settings-folder-imports">
            <Table.Td>
              <Stack gap={2}>
                <Code style={{ wordBreak: "break-all" }} translate="no" dir="ltr">
                  {info.imports_folder}
                </Code>
                <Text size="xs" c="dimmed">
                  {t("settings-folders-imports")}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td w={120} ta="right">
              <Badge variant="light" color="gray">
                {t("settings-folders-always")}
              </Badge>
            </Table.Td>
          </Table.Tr>
          {folders.map((folder) => (
            <Table.Tr key={folder} data-testid="settings-folder-row" data-folder={folder}>
              <Table.Td>
                <Code style={{ wordBreak: "break-all" }} translate="no" dir="ltr">
                  {folder}
                </Code>
              </Table.Td>
              <Table.Td w={120} ta="right">
                <Tooltip label={t("settings-folders-remove")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("settings-folders-remove-named", { folder })}
                    loading={busy === folder}
                    disabled={busy !== null && busy !== folder}
                    onClick={() => void remove(folder)}
                    data-testid="settings-folder-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="md">
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={16} />}
          onClick={() => void add()}
          loading={busy === "add"}
          disabled={busy !== null && busy !== "add"}
          data-testid="settings-folder-add"
        >
          {t("settings-folders-add")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("settings-folders-add-note")}
        </Text>
      </Group>
    </Card>
  );
}
