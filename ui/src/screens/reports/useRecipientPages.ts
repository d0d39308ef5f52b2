// The report's recipients, paged from SQLite as the person scrolls (pages of 200, cached by
// offset), never the whole campaign at once: a 100,000-message report stays light.
import { useCallback, useEffect, useRef, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { RecipientFilter } from "../../bindings/RecipientFilter";
import type { RecipientRow } from "../../bindings/RecipientRow";

export const RECIPIENT_PAGE = 200;
/** Pages kept (8,000 rows); scrolling back to a dropped page reads it again. */
const MAX_PAGES = 40;
/** Rows beyond those on screen whose page is read in advance. */
const AHEAD = RECIPIENT_PAGE / 2;

type Cache = {
  key: string;
  pages: Map<number, RecipientRow[]>;
  /** Pages read before the latest `version`: shown until their fresh copy arrives. */
  stale: Set<number>;
  loading: Set<number>;
  total: number | null;
};

export type RecipientPages = {
  /** Rows matching in all; `null` until the first page arrives. */
  total: number | null;
  /** The row at `index`, or `undefined` while its page loads. */
  row: (index: number) => RecipientRow | undefined;
  /** Reads the pages covering these rows (those not cached, stale, or on their way). */
  ensureRange: (first: number, last: number) => void;
  /** Why the last page could not be read. */
  error: PacerError | null;
  /** Changes with the campaign, filter and search (the table goes back to the top). */
  key: string;
};

/**
 * Pages of one campaign's recipients for a filter and a search. A new `version` (the report was
 * read again while the campaign sends) refreshes the pages on screen in place, without moving.
 */
export function useRecipientPages(
  campaignId: string,
  filter: RecipientFilter,
  text: string,
  version: unknown,
): RecipientPages {
  const key = JSON.stringify([campaignId, filter, text]);
  const cache = useRef<Cache | null>(null);
  const [, setTick] = useState(0);
  const [error, setError] = useState<PacerError | null>(null);
  const range = useRef<[number, number]>([0, 0]);

  const current = useCallback((): Cache => {
    if (cache.current?.key !== key) {
      cache.current = { key, pages: new Map(), stale: new Set(), loading: new Set(), total: null };
    }
    return cache.current;
  }, [key]);

  const ensureRange = useCallback(
    (first: number, last: number) => {
      range.current = [first, last];
      const c = current();
      const from = Math.floor(Math.max(0, first - AHEAD) / RECIPIENT_PAGE) * RECIPIENT_PAGE;
      const to = Math.floor(Math.max(0, last + AHEAD) / RECIPIENT_PAGE) * RECIPIENT_PAGE;
      for (let offset = from; offset <= to; offset += RECIPIENT_PAGE) {
        if (c.loading.has(offset)) continue;
        if (c.pages.has(offset) && !c.stale.has(offset)) continue;
        if (c.total !== null && offset > 0 && offset >= c.total) continue;
        c.loading.add(offset);
        api.campaignRecipients(campaignId, { filter, text, offset, limit: RECIPIENT_PAGE }).then(
          (page) => {
            c.loading.delete(offset);
            if (cache.current !== c) return;
            c.pages.delete(offset);
            c.pages.set(offset, page.rows);
            c.stale.delete(offset);
            c.total = page.total;
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
    [campaignId, filter, text, current],
  );

  // The first page of every query: it tells how many match.
  useEffect(() => {
    ensureRange(0, 0);
  }, [ensureRange]);

  // The report moved: every cached page is stale; the ones on screen are read again now.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    const c = current();
    for (const offset of c.pages.keys()) c.stale.add(offset);
    ensureRange(...range.current);
  }, [version, current, ensureRange]);

  const live = cache.current?.key === key ? cache.current : null;
  const row = (index: number) =>
    live?.pages.get(Math.floor(index / RECIPIENT_PAGE) * RECIPIENT_PAGE)?.[index % RECIPIENT_PAGE];
  return { total: live?.total ?? null, row, ensureRange, error, key };
}
