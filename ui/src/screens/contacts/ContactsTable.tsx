import { ActionIcon, Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconTags } from "@tabler/icons-react";
import { useMemo } from "react";

import type { Contact } from "../../bindings/Contact";
import { PAGE_SIZE, type ContactPages } from "./useContactPages";
import { VirtualTable, type Column } from "./VirtualTable";

/** Attribute columns shown; the rest of a contact's details sit behind "+N more". */
const ATTRIBUTE_COLUMNS = 3;

/** The first attribute names found in the first page, in the order they appear. */
export function attributeKeys(pages: ContactPages): string[] {
  const keys: string[] = [];
  const loaded = Math.min(pages.total ?? 0, PAGE_SIZE);
  for (let i = 0; i < loaded && keys.length < ATTRIBUTE_COLUMNS; i++) {
    const contact = pages.row(i);
    if (!contact) break;
    for (const k of Object.keys(contact.attributes)) {
      if (!keys.includes(k)) keys.push(k);
      if (keys.length >= ATTRIBUTE_COLUMNS) break;
    }
  }
  return keys;
}

export function contactLabel(contact: Contact): string {
  return contact.name ?? contact.phone;
}

type Props = {
  pages: ContactPages;
  onEditTags: (contact: Contact) => void;
  height: number | string;
};

export function ContactsTable({ pages, onEditTags, height }: Props) {
  const keys = attributeKeys(pages);
  const keysId = keys.join("\u0000");

  const columns = useMemo<Column<Contact>[]>(() => {
    const shown = keysId === "" ? [] : keysId.split("\u0000");
    return [
      {
        key: "name",
        header: "Name",
        width: "minmax(160px, 1.3fr)",
        render: (c) =>
          c.name ? (
            <Text size="sm" truncate title={c.name}>
              {c.name}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No name
            </Text>
          ),
      },
      {
        key: "phone",
        header: "Phone",
        width: "150px",
        render: (c) => (
          <Text size="sm" ff="monospace">
            {c.phone}
          </Text>
        ),
      },
      {
        key: "tags",
        header: "Tags",
        width: "minmax(170px, 1.2fr)",
        render: (c) => (
          <Group gap={4} wrap="nowrap" style={{ overflow: "hidden" }}>
            <Tooltip label="Edit tags">
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`Edit the tags of ${contactLabel(c)}`}
                onClick={() => onEditTags(c)}
              >
                <IconTags size={16} />
              </ActionIcon>
            </Tooltip>
            {c.tags.map((t) => (
              <Badge key={t} size="sm" variant="light" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        key: "marketing",
        header: "Marketing",
        width: "180px",
        render: (c) =>
          c.opted_out ? (
            <Tooltip label="They turned off marketing messages from your business. Pacer won't send them marketing; invoices and other utility messages still go.">
              <Badge color="orange" variant="light" tt="none">
                Opted out of marketing
              </Badge>
            </Tooltip>
          ) : (
            <Text size="sm" c="dimmed">
              Reachable
            </Text>
          ),
      },
      ...shown.map<Column<Contact>>((k) => ({
        key: `attr:${k}`,
        header: k,
        width: "minmax(110px, 1fr)",
        render: (c) => (
          <Text size="sm" truncate title={c.attributes[k]}>
            {c.attributes[k] ?? ""}
          </Text>
        ),
      })),
      {
        key: "more",
        header: <span aria-label="More details" />,
        width: "80px",
        render: (c) => {
          const rest = Object.entries(c.attributes).filter(([k]) => !shown.includes(k));
          if (rest.length === 0) return null;
          return (
            <Tooltip
              multiline
              w={280}
              label={rest.map(([k, v]) => `${k}: ${v}`).join("\n")}
              style={{ whiteSpace: "pre-line" }}
            >
              <Text size="xs" c="dimmed" tabIndex={0}>
                +{rest.length} more
              </Text>
            </Tooltip>
          );
        },
      },
    ];
  }, [keysId, onEditTags]);

  return (
    <VirtualTable<Contact>
      label="Contacts"
      testId="contacts-table"
      columns={columns}
      count={pages.total ?? 0}
      row={pages.row}
      onRange={pages.ensureRange}
      height={height}
      minWidth={860 + 110 * keys.length}
      resetKey={pages.key}
    />
  );
}
