// Saved replies: a menu to insert one into the reply, "Save as quick reply" for what is typed,
// and a small manager to rename, edit or delete them. The list is Pacer's (shared by every
// desk of this computer), read when the menu opens.
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput, Textarea, Tooltip } from "@mantine/core";
import { IconBookmark, IconBookmarkPlus, IconSettings, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { api } from "../../api";
import type { QuickReply } from "../../bindings/QuickReply";
import { errorText } from "../../common/errors";
import { useAction } from "../../common/useAction";
import { useLoad } from "../../common/useLoad";
import { useT } from "../../i18n/I18n";
import { showDone } from "../../notify";

/** One saved reply in the manager: its title and words, saved or deleted on their own. */
function Editable({ reply, onChanged }: { reply: QuickReply; onChanged: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(reply.title);
  const [body, setBody] = useState(reply.body);
  const action = useAction();
  const changed = title !== reply.title || body !== reply.body;
  return (
    <Stack gap={4} p="xs" style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 6 }} data-testid="inbox-quick-edit">
      <TextInput label={t("inbox-quick-title")} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Textarea label={t("inbox-quick-body")} value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={2} maxRows={6} />
      {action.error && (
        <Text size="xs" c="red">
          {errorText(action.error, t)}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={action.running}
          onClick={() =>
            void action.run(async () => {
              if (reply.id !== null) await api.deleteQuickReply(reply.id);
              onChanged();
            })
          }
        >
          {t("inbox-quick-delete")}
        </Button>
        <Button
          size="xs"
          disabled={!changed || title.trim() === "" || body.trim() === ""}
          loading={action.running}
          onClick={() =>
            void action.run(async () => {
              await api.saveQuickReply({ id: reply.id, title: title.trim(), body });
              onChanged();
            })
          }
        >
          {t("inbox-quick-save-changes")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The quick-replies button beside the reply: insert one, save what is typed, manage them. */
export function QuickReplies({ text, onInsert }: { text: string; onInsert: (body: string) => void }) {
  const t = useT();
  const [epoch, setEpoch] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const replies = useLoad(menuOpen || epoch > 0 ? () => api.quickReplies() : null, [menuOpen, epoch]);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [title, setTitle] = useState("");
  const save = useAction();
  const reload = () => setEpoch((e) => e + 1);

  const list = replies.data ?? [];
  return (
    <>
      <Menu opened={menuOpen} onChange={setMenuOpen} position="top-start" shadow="md" width={280}>
        <Menu.Target>
          <Tooltip label={t("inbox-quick-replies")}>
            <ActionIcon variant="subtle" size="lg" aria-label={t("inbox-quick-replies")} data-testid="inbox-quick">
              <IconBookmark size={20} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown data-testid="inbox-quick-menu">
          {replies.error && (
            <Text size="xs" c="red" p="xs">
              {errorText(replies.error, t)}
            </Text>
          )}
          {replies.data && list.length === 0 && (
            <Text size="xs" c="dimmed" p="xs">
              {t("inbox-quick-none")}
            </Text>
          )}
          {list.map((reply) => (
            <Menu.Item key={reply.id ?? reply.title} onClick={() => onInsert(reply.body)} data-testid="inbox-quick-item">
              <Text size="sm" fw={500} translate="no" dir="auto" truncate>
                {reply.title}
              </Text>
              <Text size="xs" c="dimmed" translate="no" dir="auto" lineClamp={2}>
                {reply.body}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconBookmarkPlus size={16} />}
            disabled={text.trim() === ""}
            onClick={() => {
              setTitle(text.trim().split("\n")[0].slice(0, 40));
              setSaving(true);
            }}
            data-testid="inbox-quick-save"
          >
            {t("inbox-quick-save")}
          </Menu.Item>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setManaging(true)} data-testid="inbox-quick-manage">
            {t("inbox-quick-manage")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal opened={saving} onClose={() => setSaving(false)} title={t("inbox-quick-save")}>
        <Stack>
          <TextInput
            label={t("inbox-quick-title")}
            description={t("inbox-quick-title-help")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-testid="inbox-quick-title"
            data-autofocus
          />
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }} translate="no" dir="auto">
            {text}
          </Text>
          {save.error && (
            <Text size="sm" c="red">
              {errorText(save.error, t)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSaving(false)}>
              {t("inbox-cancel")}
            </Button>
            <Button
              disabled={title.trim() === ""}
              loading={save.running}
              data-testid="inbox-quick-save-confirm"
              onClick={() =>
                void save.run(async () => {
                  await api.saveQuickReply({ id: null, title: title.trim(), body: text });
                  setSaving(false);
                  reload();
                  showDone(t("inbox-quick-saved"), t("inbox-quick-replies"));
                })
              }
            >
              {t("inbox-quick-save-button")}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={managing} onClose={() => setManaging(false)} title={t("inbox-quick-manage")} size="lg">
        <Stack>
          {replies.data && list.length === 0 && <Text size="sm">{t("inbox-quick-none")}</Text>}
          {list.map((reply) => (
            <Editable key={`${reply.id}-${reply.title}-${reply.body}`} reply={reply} onChanged={reload} />
          ))}
        </Stack>
      </Modal>
    </>
  );
}
