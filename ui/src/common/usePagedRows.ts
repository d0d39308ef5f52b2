// A long table's rows, read a page at a time from SQLite as the person scrolls and cached by
// offset (the least recently seen page dropped past `MAX_PAGES`), never the whole table at once
// (`docs/code-style.md#12-plain-typed-ui-code`). The contacts table and a report's recipients
// both page this way; each says only how to read one page.
import { useCallback, useEffect, useRef, useState } from "react";

import { toPacerError, type PacerError } from "../api";

export const PAGE_SIZE = 200;
/** Pages kept in memory (8,000 rows); scrolling back to a dropped page reads it again. */
export const MAX_PAGES = 40;
/** Rows beyond those on screen whose page is read in advance. */
const AHEAD = PAGE_SIZE / 2;

/** One page as Pacer answers it. */
export type Page<Row> = { rows: Row[]; total: number };

type Cache<Row> = {
  key: string;
  pages: Map<number, Row[]>;
  /** Pages read before the latest `version`: shown until their fresh copy arrives. */
  stale: Set<number>;
  loading: Set<number>;
  total: number | null;
};

function emptyCache<Row>(key: string): Cache<Row> {
  return { key, pages: new Map(), stale: new Set(), loading: new Set(), total: null };
}

export type PagedRows<Row> = {
  /** Rows matching in all; `null` until the first page arrives. */
  total: number | null;
  /** The row at `index`, or `undefined` while its page loads. */
  row: (index: number) => Row | undefined;
  /** Reads the pages covering these rows (those not cached, stale, or on their way). */
  ensureRange: (first: number, last: number) => void;
  /** Changes the cached rows in place (e.g. one contact's new tags) and redraws. */
  update: (change: (rows: Row[]) => void) => void;
  /** Why the last page could not be read. */
  error: PacerError | null;
  /** The query: a new key starts from an empty cache (the table goes back to the top). */
  key: string;
};

/**
 * Pages for the query named by `key`, read with `read(offset, limit)` (which must change
 * whenever `key` does). A new `version` (the data moved while it is shown) marks every cached
 * page stale and reads the ones on screen again, in place, without moving the table.
 */
export function usePagedRows<Row>(
  key: string,
  read: (offset: number, limit: number) => Promise<Page<Row>>,
  version?: unknown,
): PagedRows<Row> {
  const cache = useRef<Cache<Row>>(emptyCache(key));
  const [, setTick] = useState(0);
  const [error, setError] = useState<PacerError | null>(null);
  const range = useRef<[number, number]>([0, 0]);

  const current = useCallback((): Cache<Row> => {
    if (cache.current.key !== key) cache.current = emptyCache(key);
    return cache.current;
  }, [key]);

  const ensureRange = useCallback(
    (first: number, last: number) => {
      range.current = [first, last];
      const c = current();
      // Half a page ahead either way: the next page is on its way before its rows scroll in.
      const from = Math.floor(Math.max(0, first - AHEAD) / PAGE_SIZE) * PAGE_SIZE;
      const to = Math.floor(Math.max(0, last + AHEAD) / PAGE_SIZE) * PAGE_SIZE;
      for (let offset = from; offset <= to; offset += PAGE_SIZE) {
        if (c.loading.has(offset)) continue;
        const page = c.pages.get(offset);
        if (page && !c.stale.has(offset)) {
          // Seen again: keep it among the newest.
          c.pages.delete(offset);
          c.pages.set(offset, page);
          continue;
        }
        if (c.total !== null && offset > 0 && offset >= c.total) continue;
        c.loading.add(offset);
        read(offset, PAGE_SIZE).then(
          (result) => {
            c.loading.delete(offset);
            if (cache.current !== c) return;
            c.pages.delete(offset);
            c.pages.set(offset, result.rows);
            c.stale.delete(offset);
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
    [current, read],
  );

  // The first page of every query: it tells how many match (an error of the last query is
  // not this one's).
  useEffect(() => {
    setError(null);
    ensureRange(0, 0);
  }, [ensureRange]);

  // The data moved: every cached page is stale; the ones on screen are read again now.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    const c = current();
    for (const offset of c.pages.keys()) c.stale.add(offset);
    ensureRange(...range.current);
  }, [version, current, ensureRange]);

  const update = useCallback((change: (rows: Row[]) => void) => {
    for (const rows of cache.current.pages.values()) change(rows);
    setTick((t) => t + 1);
  }, []);

  const live = cache.current.key === key ? cache.current : null;
  const row = (index: number) =>
    live?.pages.get(Math.floor(index / PAGE_SIZE) * PAGE_SIZE)?.[index % PAGE_SIZE];
  return { total: live?.total ?? null, row, ensureRange, update, error, key };
}
