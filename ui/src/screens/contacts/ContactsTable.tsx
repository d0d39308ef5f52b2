import { IconTags } from "@tabler/icons-react";
import { useMemo } from "react";

import type { Contact } from "../../bindings/Contact";
import { useT } from "../../i18n/I18n";
import { PAGE_SIZE, type ContactPages } from "./useContactPages";
import { VirtualTable, type Column } from "./VirtualTable";
import classes from "./ContactsTable.module.css";

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
  /** Opens the contact's marketing switch. */
  onMarketing: (contact: Contact) => void;
  height: number | string;
};

export function ContactsTable({ pages, onEditTags, onMarketing, height }: Props) {
  const t = useT();
  const keys = attributeKeys(pages);
  const keysId = keys.join("\u0000");

  const columns = useMemo<Column<Contact>[]>(() => {
    const shown = keysId === "" ? [] : keysId.split("\u0000");
    return [
      {
        key: "name",
        header: t("contacts-column-name"),
        width: "minmax(160px, 1.3fr)",
        render: (c) =>
          c.name ? (
            <span className={classes.text} title={c.name} translate="no">
              {c.name}
            </span>
          ) : (
            <span className={`${classes.text} ${classes.dimmed}`}>{t("contacts-no-name")}</span>
          ),
      },
      {
        key: "phone",
        header: t("contacts-column-phone"),
        width: "150px",
        render: (c) => (
          <span className={`${classes.text} ${classes.phone}`} translate="no" dir="ltr">
            {c.phone}
          </span>
        ),
      },
      {
        key: "tags",
        header: t("contacts-column-tags"),
        width: "minmax(170px, 1.2fr)",
        render: (c) => (
          <div className={classes.tags}>
            <button
              type="button"
              className={classes.edit}
              title={t("contacts-edit-tags")}
              aria-label={t("contacts-edit-tags-of", { contact: contactLabel(c) })}
              onClick={() => onEditTags(c)}
            >
              <IconTags size={16} />
            </button>
            {c.tags.map((tag) => (
              <span key={tag} className={classes.tag} translate="no">
                {tag}
              </span>
            ))}
          </div>
        ),
      },
      {
        key: "marketing",
        header: t("contacts-column-marketing"),
        width: "180px",
        // The switch: opens the dialog that asks why, with since when, who and the history.
        render: (c) => (
          <button
            type="button"
            className={classes.marketing}
            aria-label={t("opt-outs-switch-aria", { contact: contactLabel(c) })}
            title={c.opted_out ? t("contacts-opted-out-help") : undefined}
            onClick={() => onMarketing(c)}
            data-testid="marketing-switch"
          >
            {c.opted_out ? (
              <span className={classes.optedOut}>{t("contacts-opted-out")}</span>
            ) : (
              <span className={`${classes.text} ${classes.dimmed}`}>{t("contacts-reachable")}</span>
            )}
          </button>
        ),
      },
      ...shown.map<Column<Contact>>((k) => ({
        key: `attr:${k}`,
        // A column of the person's own file: its header and values are theirs, not Pacer's words.
        header: <span translate="no">{k}</span>,
        width: "minmax(110px, 1fr)",
        render: (c) => (
          <span className={classes.text} title={c.attributes[k]} translate="no">
            {c.attributes[k] ?? ""}
          </span>
        ),
      })),
      {
        key: "more",
        header: <span aria-label={t("contacts-column-more")} />,
        width: "80px",
        render: (c) => {
          const rest = Object.entries(c.attributes).filter(([k]) => !shown.includes(k));
          if (rest.length === 0) return null;
          // The details are the contact's own (the file's column names and values).
          const details = rest.map(([k, v]) => `${k}: ${v}`).join("\n");
          return (
            <span className={classes.more} title={details} aria-label={details} tabIndex={0} translate="no">
              {t("contacts-more-details", { count: rest.length })}
            </span>
          );
        },
      },
    ];
  }, [keysId, onEditTags, onMarketing, t]);

  return (
    <VirtualTable<Contact>
      label={t("contacts-table-label")}
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
