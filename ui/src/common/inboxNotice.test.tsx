// The desktop notification for customers' messages is worded by the window, in the person's
// language, and handed to the shell (which shows it only when notices are on and the window is
// not in front).
import { act, waitFor } from "@testing-library/react";
import { beforeEach, expect, test, vi } from "vitest";

import type { InboxChange } from "../api";
import { renderScreen } from "../test/render";

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

function Badge() {
  return <span data-testid="badge">{useInboxUnread(true)}</span>;
}

beforeEach(() => {
  vi.clearAllMocks();
  handlers.clear();
  localStorage.clear();
  mocked.conversations.mockResolvedValue({ rows: [], total: 0, unread_total: 0 });
  mocked.showNotice.mockResolvedValue(true);
});

const one = (text: string | null, kind = "text") => ({ phone: "+923001234567", name: "Ayesha", kind, text });

async function arrive(change: InboxChange) {
  await waitFor(() => expect(handlers.size).toBe(1));
  act(() => handlers.forEach((h) => h(change)));
}

test("one customer's message: their name and what they wrote; a photo without words is named", async () => {
  renderScreen(<Badge />);
  await arrive({ unread_total: 1, phones: ["+923001234567"], arrived: [one("Paid, thank you")], arrived_count: 1 });
  expect(mocked.showNotice).toHaveBeenCalledWith("New message from Ayesha", "Paid, thank you");
  await arrive({ unread_total: 2, phones: ["+923001234567"], arrived: [one(null, "image")], arrived_count: 1 });
  expect(mocked.showNotice).toHaveBeenLastCalledWith("New message from Ayesha", "Photo");
});

test("several customers at once are counted; nothing arrived, nothing shown", async () => {
  renderScreen(<Badge />);
  await arrive({ unread_total: 0, phones: ["+923001234567"], arrived: [], arrived_count: 0 });
  expect(mocked.showNotice).not.toHaveBeenCalled();
  const other = { phone: "+923007654321", name: null, kind: "text", text: "Price?" };
  await arrive({ unread_total: 3, phones: [], arrived: [one("Hello"), other], arrived_count: 3 });
  expect(mocked.showNotice).toHaveBeenCalledWith(expect.stringMatching(/^3 new messages from 2 customers$/), "Price?");
});

test("in Urdu the notice is in Urdu", async () => {
  renderScreen(<Badge />, { language: "ur-PK" });
  await arrive({ unread_total: 1, phones: ["+923001234567"], arrived: [one("ادائیگی ہو گئی")], arrived_count: 1 });
  await waitFor(() => expect(mocked.showNotice).toHaveBeenCalled());
  const [title] = mocked.showNotice.mock.calls[0];
  expect(title).toContain("نیا پیغام");
  expect(title).toContain("Ayesha");
});
