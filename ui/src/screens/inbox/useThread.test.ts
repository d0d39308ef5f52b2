// A refresh after many messages arrived at once must leave one unbroken run of messages.
import { expect, test, vi } from "vitest";

import type { ThreadCursor } from "../../bindings/ThreadCursor";
import type { ThreadItem } from "../../bindings/ThreadItem";
import { threadServer } from "./fixtures";
import { CATCH_UP_PAGES, THREAD_PAGE, catchUp } from "./useThread";

/** The thread as Pacer holds it: items 0 … total-1, item n at cursor n. */
function pacerWith(total: number) {
  const serve = threadServer(total);
  return vi.fn((before: ThreadCursor | null) => serve({ phone: "923001234567", before, limit: THREAD_PAGE }));
}

/** What the window held after reading the newest page of a thread of `total` items. */
async function windowAfterFirstPage(total: number) {
  const page = await pacerWith(total)(null);
  return { items: page.items, older: page.older };
}

function numbers(items: ThreadItem[]): number[] {
  return items.map((item) => item.cursor.at);
}

function unbroken(items: ThreadItem[]): boolean {
  return items.every((item, i) => i === 0 || item.cursor.at === items[i - 1].cursor.at + 1);
}

test("a few new messages are added after what the window holds, keeping its older cursor", async () => {
  const held = await windowAfterFirstPage(200);
  const read = pacerWith(203);
  const caught = await catchUp(held.items, held.older, read);
  expect(caught.joined).toBe(true);
  expect(read).toHaveBeenCalledTimes(1);
  expect(numbers(caught.items)).toEqual([...Array(53).keys()].map((n) => 150 + n));
  expect(caught.older).toEqual(held.older);
});

test("more than a page of new messages is read back until it meets the held ones: no hole", async () => {
  const held = await windowAfterFirstPage(200);
  const read = pacerWith(200 + 2 * THREAD_PAGE + 7);
  const caught = await catchUp(held.items, held.older, read);
  expect(caught.joined).toBe(true);
  expect(read).toHaveBeenCalledTimes(3);
  expect(caught.items[0].cursor.at).toBe(150);
  expect(caught.items.at(-1)?.cursor.at).toBe(200 + 2 * THREAD_PAGE + 6);
  expect(unbroken(caught.items), "every message between the old and the new is there").toBe(true);
  expect(caught.older).toEqual(held.older);
});

test("a burst too big to read back replaces the held messages with the newest pages", async () => {
  const held = await windowAfterFirstPage(200);
  const total = 200 + 10 * THREAD_PAGE;
  const read = pacerWith(total);
  const caught = await catchUp(held.items, held.older, read);
  expect(caught.joined).toBe(false);
  expect(read).toHaveBeenCalledTimes(CATCH_UP_PAGES);
  expect(caught.items).toHaveLength(CATCH_UP_PAGES * THREAD_PAGE);
  expect(unbroken(caught.items)).toBe(true);
  expect(caught.items.at(-1)?.cursor.at).toBe(total - 1);
  // Scrolling up goes on from the oldest item shown, not from where the old run ended.
  expect(caught.older).toEqual({ at: total - CATCH_UP_PAGES * THREAD_PAGE, order: 0 });
});

test("a window that held nothing takes the newest page and its older cursor", async () => {
  const read = pacerWith(120);
  const caught = await catchUp([], null, read);
  expect(caught.joined).toBe(true);
  expect(numbers(caught.items)).toEqual([...Array(THREAD_PAGE).keys()].map((n) => 120 - THREAD_PAGE + n));
  expect(caught.older).toEqual({ at: 120 - THREAD_PAGE, order: 0 });
});

test("a short thread read whole joins even when nothing overlaps", async () => {
  const read = pacerWith(3);
  const caught = await catchUp([], null, read);
  expect(caught.joined).toBe(true);
  expect(caught.older).toBeNull();
});
