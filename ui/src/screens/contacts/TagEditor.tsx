import { Button, Group, Modal, Stack, TagsInput, Text } from "@mantine/core";
import { useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { Contact } from "../../bindings/Contact";
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
      const clean = [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ""))].sort();
      await api.setContactTags(contact.id, clean);
      onSaved({ ...contact, tags: clean });
      showDone(`${contactLabel(contact)} now has ${clean.length === 0 ? "no tags" : `the tags ${clean.join(", ")}`}.`);
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
      title={contact ? `Tags of ${contactLabel(contact)}` : "Tags"}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Tags group contacts across lists, for example “VIP” or “late payer”. A campaign can be sent
          to everyone with a tag.
        </Text>
        <TagsInput
          label="Tags"
          placeholder="Type a tag and press Enter"
          data={knownTags}
          value={tags}
          onChange={setTags}
          clearable
          data-autofocus
        />
        {error && <ErrorNote error={error} title="The tags were not saved" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            Save tags
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
