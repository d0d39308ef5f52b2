// The contacts table's data: pages of contacts for a filter, read as the person scrolls
// (`common/usePagedRows.ts`), with a refresh after an import and a contact changed in place.
import { useCallback, useMemo, useState } from "react";

import { api } from "../../api";
import type { Contact } from "../../bindings/Contact";
import type { ContactQuery } from "../../bindings/ContactQuery";
import { usePagedRows, type PagedRows } from "../../common/usePagedRows";

export { PAGE_SIZE } from "../../common/usePagedRows";

export type ContactFilter = Omit<ContactQuery, "offset" | "limit">;

export type ContactPages = Omit<PagedRows<Contact>, "update"> & {
  /** Forgets every page (after an import) and reads again. */
  refresh: () => void;
  /** Puts a changed contact in the pages that hold it. */
  replace: (contact: Contact) => void;
};

export function useContactPages(filter: ContactFilter): ContactPages {
  const filterKey = JSON.stringify([filter.text, filter.list, filter.tag, filter.opted_out]);
  const [epoch, setEpoch] = useState(0);
  const key = `${epoch}:${filterKey}`;
  const query = useMemo<ContactFilter>(() => {
    const [text, list, tag, optedOut] = JSON.parse(filterKey) as [
      string,
      string | null,
      string | null,
      boolean | null,
    ];
    return { text, list, tag, opted_out: optedOut };
  }, [filterKey]);
  const read = useCallback(
    (offset: number, limit: number) => api.contactsPage({ ...query, offset, limit }),
    [query],
  );
  const { update, ...pages } = usePagedRows(key, read);

  const refresh = useCallback(() => setEpoch((e) => e + 1), []);
  const replace = useCallback(
    (contact: Contact) =>
      update((rows) => {
        const i = rows.findIndex((r) => r.id === contact.id);
        if (i >= 0) rows[i] = contact;
      }),
    [update],
  );
  return { ...pages, refresh, replace };
}
