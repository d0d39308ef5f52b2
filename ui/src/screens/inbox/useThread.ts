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

/** Pages read back at most to join a refresh to what the window holds; past that the held
 * items are dropped and the thread starts again from the newest page (scrolling up reads the
 * rest), so the window never shows two runs of messages with a hole between them. */
export const CATCH_UP_PAGES = 4;

/** Reads one page of a thread: the newest when `before` is `null`. */
export type ReadPage = (before: ThreadCursor | null) => Promise<ThreadPage>;

/** What a refresh leaves the window holding. */
export type CaughtUp = {
  head: ThreadPage;
  items: ThreadItem[];
  /** Where older items start, for the next scroll up. */
  older: ThreadCursor | null;
  /** The pages reached what was held: `items` continue it. Otherwise they replace it. */
  joined: boolean;
};

function atOrBefore(a: ThreadCursor, b: ThreadCursor): boolean {
  return a.at < b.at || (a.at === b.at && a.order <= b.order);
}

/**
 * Reads the newest page and, when more arrived since than one page holds, the pages before it
 * until they reach the newest item held (at most `CATCH_UP_PAGES` pages). The result is one
 * unbroken run of items: joined to `held` when the pages reach it, else the newest pages alone.
 */
export async function catchUp(
  held: ThreadItem[],
  heldOlder: ThreadCursor | null,
  read: ReadPage,
): Promise<CaughtUp> {
  const head = await read(null);
  let fresh = head.items;
  let older = head.older;
  const newestHeld = held.length > 0 ? held[held.length - 1].cursor : null;
  // Joined: the page reaches the start of the thread, or an item at or before the newest held.
  const joined = () =>
    newestHeld === null || older === null || (fresh.length > 0 && atOrBefore(fresh[0].cursor, newestHeld));
  for (let pages = 1; !joined() && pages < CATCH_UP_PAGES; pages++) {
    const page = await read(older);
    fresh = merge(page.items, fresh);
    older = page.older;
  }
  if (joined()) {
    return { head, items: merge(held, fresh), older: held.length > 0 ? heldOlder : older, joined: true };
  }
  return { head, items: fresh, older, joined: false };
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

  // The items and cursor as last rendered, for a refresh to join its pages to.
  const held = useRef<{ items: ThreadItem[]; older: ThreadCursor | null }>({ items: [], older: null });
  held.current = { items, older };

  const refresh = useCallback(async () => {
    try {
      const { items: heldItems, older: heldOlder } = held.current;
      const caught = await catchUp(heldItems, heldOlder, (before) =>
        api.conversation({ phone, before, limit: THREAD_PAGE }),
      );
      if (current.current !== phone) return null;
      setHead(caught.head);
      if (caught.joined) {
        // Items an older page added while this refresh ran are kept.
        setItems((now) => merge(now, caught.items));
        setOlder((known) => (heldItems.length > 0 ? known : caught.older));
      } else {
        setItems(caught.items);
        setOlder(caught.older);
      }
      setError(null);
      return caught.head;
    } catch (e) {
      if (current.current === phone) setError(toPacerError(e));
      return null;
    }
  }, [phone]);

  return { head, items, hasOlder: older !== null, loading, error, loadOlder, refresh };
}
