// One customer's thread, read from the newest message back a page at a time: the window holds
// the pages the person scrolled through, never the whole thread. A change pushed by Pacer (a
// new message, a status) reads the newest page again and merges it in place.
import { useCallback, useEffect, useRef, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { ThreadCursor } from "../../bindings/ThreadCursor";
import type { ThreadItem } from "../../bindings/ThreadItem";
import type { ThreadPage } from "../../bindings/ThreadPage";

/** Messages per page (Pacer's most is 200; a screenful is about 10). */
export const THREAD_PAGE = 50;

/** What a thread item is, whichever side wrote it. */
export function itemId(item: ThreadItem): string {
  return item.side === "customer" ? `in:${item.wamid}` : `out:${item.key}`;
}

function byCursor(a: ThreadItem, b: ThreadItem): number {
  return a.cursor.at - b.cursor.at || a.cursor.order - b.cursor.order;
}

/** `fresh` replaces the items it shares with `held` (a new status) and adds the ones it lacks. */
export function merge(held: ThreadItem[], fresh: ThreadItem[]): ThreadItem[] {
  const all = new Map<string, ThreadItem>();
  for (const item of held) all.set(itemId(item), item);
  for (const item of fresh) all.set(itemId(item), item);
  return [...all.values()].sort(byCursor);
}

export type Thread = {
  /** The thread's facts from its newest page (name, window, unread); `null` until read. */
  head: ThreadPage | null;
  /** The items read so far, oldest first. */
  items: ThreadItem[];
  /** Older items remain to be read. */
  hasOlder: boolean;
  /** The first page or an older one is on its way. */
  loading: boolean;
  error: PacerError | null;
  /** Reads the page before the oldest item held; how many items it added. */
  loadOlder: () => Promise<number>;
  /** Reads the newest page again and merges it (what changed on Pacer's side). */
  refresh: () => Promise<ThreadPage | null>;
};

export function useThread(phone: string): Thread {
  const [head, setHead] = useState<ThreadPage | null>(null);
  const [items, setItems] = useState<ThreadItem[]>([]);
  const [older, setOlder] = useState<ThreadCursor | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<PacerError | null>(null);
  // Answers for a phone the screen has left are dropped; an older page is asked for once.
  const current = useRef(phone);
  const asking = useRef(false);

  useEffect(() => {
    current.current = phone;
    setHead(null);
    setItems([]);
    setOlder(null);
    setError(null);
    setLoading(true);
    api.conversation({ phone, before: null, limit: THREAD_PAGE }).then(
      (page) => {
        if (current.current !== phone) return;
        setHead(page);
        setItems(page.items);
        setOlder(page.older);
        setLoading(false);
      },
      (e: unknown) => {
        if (current.current !== phone) return;
        setError(toPacerError(e));
        setLoading(false);
      },
    );
  }, [phone]);

  const loadOlder = useCallback(async () => {
    if (!older || asking.current) return 0;
    asking.current = true;
    setLoading(true);
    try {
      const page = await api.conversation({ phone, before: older, limit: THREAD_PAGE });
      if (current.current !== phone) return 0;
      setItems((held) => merge(page.items, held));
      setOlder(page.older);
      setError(null);
      return page.items.length;
    } catch (e) {
      if (current.current === phone) setError(toPacerError(e));
      return 0;
    } finally {
      asking.current = false;
      setLoading(false);
    }
  }, [older, phone]);

  const refresh = useCallback(async () => {
    try {
      const page = await api.conversation({ phone, before: null, limit: THREAD_PAGE });
      if (current.current !== phone) return null;
      setHead(page);
      setItems((held) => merge(held, page.items));
      // The first read may have failed: the newest page's cursor is where older ones start.
      setOlder((known) => (known === null && items.length === 0 ? page.older : known));
      setError(null);
      return page;
    } catch (e) {
      if (current.current === phone) setError(toPacerError(e));
      return null;
    }
  }, [phone, items.length]);

  return { head, items, hasOlder: older !== null, loading, error, loadOlder, refresh };
}
