import { ActionIcon, Badge, Button, Card, Code, Group, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconFolderPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import { useAppInfo } from "../../appInfo";
import type { Settings } from "../../bindings/Settings";
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
  const info = useAppInfo();
  const [busy, setBusy] = useState<string | null>(null);
  if (!info) return null;

  const add = async () => {
    setBusy("add");
    try {
      const next = await api.addReadableFolder();
      if (next) {
        onChanged(next);
        showDone("Programs calling the local API may now read files in that folder.", "Folder added");
      }
    } catch (e) {
      showError(e, "The folder was not added");
    } finally {
      setBusy(null);
    }
  };

  const remove = async (folder: string) => {
    setBusy(folder);
    try {
      onChanged(await api.removeReadableFolder(folder));
      showDone(`Programs calling the local API can no longer read files in ${folder}.`, "Folder removed");
    } catch (e) {
      showError(e, "The folder was not removed");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder id="settings-folders" data-testid="settings-folders">
      <Title order={3} mb="xs">
        Folders Pacer may read
      </Title>
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        Programs calling Pacer's local API can only name files inside these folders (contact lists to import,
        invoice PDFs), or upload the file itself. So a program or web page can never make Pacer read your other
        files, such as documents or keys. Changes apply at once.
      </Text>
      <Table withRowBorders verticalSpacing={6} fz="sm">
        <Table.Tbody>
          <Table.Tr data-testid="settings-folder-imports">
            <Table.Td>
              <Stack gap={2}>
                <Code style={{ wordBreak: "break-all" }}>{info.imports_folder}</Code>
                <Text size="xs" c="dimmed">
                  Pacer's own imports folder: put files here for other programs to import.
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td w={120} ta="right">
              <Badge variant="light" color="gray">
                Always
              </Badge>
            </Table.Td>
          </Table.Tr>
          {folders.map((folder) => (
            <Table.Tr key={folder} data-testid="settings-folder-row" data-folder={folder}>
              <Table.Td>
                <Code style={{ wordBreak: "break-all" }}>{folder}</Code>
              </Table.Td>
              <Table.Td w={120} ta="right">
                <Tooltip label="Remove this folder">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${folder}`}
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
          Add a folder…
        </Button>
        <Text size="xs" c="dimmed">
          Pacer asks which folder in its own window.
        </Text>
      </Group>
    </Card>
  );
}
