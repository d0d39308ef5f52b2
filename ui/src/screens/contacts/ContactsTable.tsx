import { IconTags } from "@tabler/icons-react";
import { useMemo } from "react";

import type { Contact } from "../../bindings/Contact";
import { PAGE_SIZE, type ContactPages } from "./useContactPages";
import { VirtualTable, type Column } from "./VirtualTable";
import classes from "./ContactsTable.module.css";

const OPTED_OUT =
  "They turned off marketing messages from your business. Pacer won't send them marketing; invoices and other utility messages still go.";

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
            <span className={classes.text} title={c.name}>
              {c.name}
            </span>
          ) : (
            <span className={`${classes.text} ${classes.dimmed}`}>No name</span>
          ),
      },
      {
        key: "phone",
        header: "Phone",
        width: "150px",
        render: (c) => <span className={`${classes.text} ${classes.phone}`}>{c.phone}</span>,
      },
      {
        key: "tags",
        header: "Tags",
        width: "minmax(170px, 1.2fr)",
        render: (c) => (
          <div className={classes.tags}>
            <button
              type="button"
              className={classes.edit}
              title="Edit tags"
              aria-label={`Edit the tags of ${contactLabel(c)}`}
              onClick={() => onEditTags(c)}
            >
              <IconTags size={16} />
            </button>
            {c.tags.map((t) => (
              <span key={t} className={classes.tag}>
                {t}
              </span>
            ))}
          </div>
        ),
      },
      {
        key: "marketing",
        header: "Marketing",
        width: "180px",
        render: (c) =>
          c.opted_out ? (
            <span className={classes.optedOut} title={OPTED_OUT}>
              Opted out of marketing
            </span>
          ) : (
            <span className={`${classes.text} ${classes.dimmed}`}>Reachable</span>
          ),
      },
      ...shown.map<Column<Contact>>((k) => ({
        key: `attr:${k}`,
        header: k,
        width: "minmax(110px, 1fr)",
        render: (c) => (
          <span className={classes.text} title={c.attributes[k]}>
            {c.attributes[k] ?? ""}
          </span>
        ),
      })),
      {
        key: "more",
        header: <span aria-label="More details" />,
        width: "80px",
        render: (c) => {
          const rest = Object.entries(c.attributes).filter(([k]) => !shown.includes(k));
          if (rest.length === 0) return null;
          const details = rest.map(([k, v]) => `${k}: ${v}`).join("\n");
          return (
            <span className={classes.more} title={details} aria-label={details} tabIndex={0}>
              +{rest.length} more
            </span>
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
