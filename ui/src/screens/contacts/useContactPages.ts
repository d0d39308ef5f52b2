// The contacts table's data: pages of 200 fetched from SQLite as the person scrolls, cached by
// offset (the oldest dropped past 40 pages), never the whole table at once (`docs/code-style.md#12-plain-typed-ui-code`).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { Contact } from "../../bindings/Contact";
import type { ContactQuery } from "../../bindings/ContactQuery";

export const PAGE_SIZE = 200;
/** Pages kept in memory (8,000 contacts); scrolling back to a dropped page fetches it again. */
export const MAX_PAGES = 40;
/** Rows beyond those on screen whose page is fetched in advance. */
const AHEAD = PAGE_SIZE / 2;

export type ContactFilter = Omit<ContactQuery, "offset" | "limit">;

type Cache = {
  key: string;
  pages: Map<number, Contact[]>;
  loading: Set<number>;
  total: number | null;
};

function emptyCache(key: string): Cache {
  return { key, pages: new Map(), loading: new Set(), total: null };
}

export type ContactPages = {
  /** Contacts matching the filter in all; `null` until the first page arrives. */
  total: number | null;
  /** The contact at `index`, or `undefined` while its page loads. */
  row: (index: number) => Contact | undefined;
  /** Fetches the pages covering these rows (the ones not cached or on their way). */
  ensureRange: (first: number, last: number) => void;
  /** Forgets every page (after an import) and fetches again. */
  refresh: () => void;
  /** Puts a changed contact in the pages that hold it. */
  replace: (contact: Contact) => void;
  /** Why the last page could not be read. */
  error: PacerError | null;
  /** Changes with the filter and on refresh (the table goes back to the top). */
  key: string;
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

  const cache = useRef<Cache>(emptyCache(key));
  const [, setTick] = useState(0);
  const [error, setError] = useState<PacerError | null>(null);

  const current = useCallback((): Cache => {
    if (cache.current.key !== key) cache.current = emptyCache(key);
    return cache.current;
  }, [key]);

  const ensureRange = useCallback(
    (first: number, last: number) => {
      const c = current();
      // Half a page ahead either way: the next page is on its way before its rows scroll in.
      const from = Math.floor(Math.max(0, first - AHEAD) / PAGE_SIZE) * PAGE_SIZE;
      const to = Math.floor(Math.max(0, last + AHEAD) / PAGE_SIZE) * PAGE_SIZE;
      for (let offset = from; offset <= to; offset += PAGE_SIZE) {
        const page = c.pages.get(offset);
        if (page) {
          // Seen again: keep it among the newest.
          c.pages.delete(offset);
          c.pages.set(offset, page);
          continue;
        }
        if (c.loading.has(offset)) continue;
        if (c.total !== null && offset > 0 && offset >= c.total) continue;
        c.loading.add(offset);
        api.contactsPage({ ...query, offset, limit: PAGE_SIZE }).then(
          (result) => {
            c.loading.delete(offset);
            if (cache.current !== c) return;
            c.pages.set(offset, result.rows);
            c.total = result.total;
            while (c.pages.size > MAX_PAGES) {
              const oldest = c.pages.keys().next().value;
              if (oldest === undefined) break;
              c.pages.delete(oldest);
            }
            setError(null);
            setTick((t) => t + 1);
          },
          (e: unknown) => {
            c.loading.delete(offset);
            if (cache.current === c) setError(toPacerError(e));
          },
        );
      }
    },
    [current, query],
  );

  // The first page of every filter: it tells how many match.
  useEffect(() => {
    ensureRange(0, 0);
  }, [ensureRange]);

  const refresh = useCallback(() => {
    setError(null);
    setEpoch((e) => e + 1);
  }, []);

  const replace = useCallback((contact: Contact) => {
    for (const rows of cache.current.pages.values()) {
      const i = rows.findIndex((r) => r.id === contact.id);
      if (i >= 0) rows[i] = contact;
    }
    setTick((t) => t + 1);
  }, []);

  const live = cache.current.key === key ? cache.current : null;
  const row = (index: number) => live?.pages.get(Math.floor(index / PAGE_SIZE) * PAGE_SIZE)?.[index % PAGE_SIZE];

  return { total: live?.total ?? null, row, ensureRange, refresh, replace, error, key };
}
