import { Button, Group, Modal, Pill, Stack, TagsInput, Text } from "@mantine/core";
import { useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { Contact } from "../../bindings/Contact";
import { formatLocale } from "../../format";
import { useT } from "../../i18n/I18n";
import { showDone } from "../../notify";
import { contactLabel } from "./ContactsTable";
import { ErrorNote } from "../../components/ErrorNote";

type Props = {
  /** The contact whose tags are edited; `null` when closed. */
  contact: Contact | null;
  /** Every tag in use, offered as suggestions. */
  knownTags: string[];
  onClose: () => void;
  onSaved: (contact: Contact) => void;
};

export function TagEditor({ contact, knownTags, onClose, onSaved }: Props) {
  const t = useT();
  const [tags, setTags] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<PacerError | null>(null);

  useEffect(() => {
    setTags(contact?.tags ?? []);
    setError(null);
  }, [contact]);

  const save = async () => {
    if (!contact) return;
    setSaving(true);
    setError(null);
    try {
      const clean = [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))].sort();
      await api.setContactTags(contact.phone, clean);
      onSaved({ ...contact, tags: clean });
      const name = contactLabel(contact);
      showDone(
        clean.length === 0
          ? t("contacts-tags-saved-none", { contact: name })
          : t("contacts-tags-saved", { contact: name, tags: tagList(clean) }),
        t("contacts-tags-saved-title"),
      );
    } catch (e) {
      setError(toPacerError(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title={contact ? t("contacts-tags-title", { contact: contactLabel(contact) }) : t("contacts-tags-title-none")}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("contacts-tags-help")}
        </Text>
        <TagsInput
          label={t("contacts-tags-label")}
          placeholder={t("contacts-tags-placeholder")}
          data={knownTags}
          // The tags are the person's own words, not the catalogue's.
          renderOption={({ option }) => <span translate="no">{option.value}</span>}
          renderPill={({ value, onRemove, disabled }) => (
            <Pill withRemoveButton={!disabled} onRemove={onRemove} disabled={disabled} translate="no">
              {value}
            </Pill>
          )}
          value={tags}
          onChange={setTags}
          clearable
          data-autofocus
        />
        {error && <ErrorNote error={error} title={t("contacts-tags-not-saved")} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("contacts-tags-cancel")}
          </Button>
          <Button onClick={save} loading={saving}>
            {t("contacts-tags-save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The tags joined the reader's way ("VIP, late payer"; Arabic joins with its own comma). */
function tagList(tags: string[]): string {
  try {
    return new Intl.ListFormat(formatLocale(), { type: "unit", style: "short" }).format(tags);
  } catch {
    return tags.join(", ");
  }
}
