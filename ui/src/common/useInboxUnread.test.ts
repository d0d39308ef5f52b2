import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { beforeEach, expect, test, vi } from "vitest";

import type { InboxChange } from "../api";
import { I18nProvider } from "../i18n/I18n";

/** The hook words notifications, so it needs the catalogue. */
const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, null, children);

const handlers = new Set<(change: InboxChange) => void>();

vi.mock("../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../api")>();
  return {
    ...original,
    api: { conversations: vi.fn(), showNotice: vi.fn() },
    events: {
      ...original.events,
      onInbox: vi.fn(async (handler: (change: InboxChange) => void) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      }),
    },
  };
});

const { api } = await import("../api");
const mocked = vi.mocked(api);
const { useInboxUnread } = await import("./useInboxUnread");

beforeEach(() => {
  vi.clearAllMocks();
  handlers.clear();
  mocked.conversations.mockResolvedValue({ rows: [], total: 40, unread_total: 7 });
});

test("the badge reads the unread total once the engine runs, asking for one row only", async () => {
  const { result, rerender } = renderHook(({ running }) => useInboxUnread(running), {
    initialProps: { running: false },
    wrapper,
  });
  expect(result.current).toBe(0);
  expect(mocked.conversations, "nothing is asked of an engine that does not run").not.toHaveBeenCalled();
  rerender({ running: true });
  await waitFor(() => expect(result.current).toBe(7));
  expect(mocked.conversations).toHaveBeenCalledWith({ search: null, campaign: null, waiting: false, offset: 0, limit: 1 });
});

test("the badge follows the inbox event: customers writing, a conversation read", async () => {
  const { result } = renderHook(() => useInboxUnread(true), { wrapper });
  await waitFor(() => expect(result.current).toBe(7));
  await waitFor(() => expect(handlers.size).toBe(1));
  act(() => handlers.forEach((h) => h({ unread_total: 9, phones: ["+923001234567"], arrived: [], arrived_count: 0 })));
  expect(result.current).toBe(9);
  act(() => handlers.forEach((h) => h({ unread_total: 0, phones: ["+923001234567"], arrived: [], arrived_count: 0 })));
  expect(result.current, "a read conversation clears the badge").toBe(0);
});
