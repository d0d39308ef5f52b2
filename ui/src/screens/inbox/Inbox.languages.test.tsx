// The Inbox in Pacer's languages: no word left in English (the pseudo-language shows any),
// right to left in Urdu with phone numbers and counts still left to right.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { InboxChange } from "../../api";
import type { ConversationQuery } from "../../bindings/ConversationQuery";
import { PSEUDO } from "../../i18n/languages";
import { renderScreen, untranslatedText } from "../../test/render";
import { NOW, approvedTemplate, conversationPage, everyKind, quickReply, row, threadPage } from "./fixtures";
import Inbox from "./Inbox";

vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      conversations: vi.fn(),
      conversation: vi.fn(),
      markConversationRead: vi.fn(),
      chooseReplyFile: vi.fn(),
      sendReply: vi.fn(),
      quickReplies: vi.fn(),
      saveQuickReply: vi.fn(),
      deleteQuickReply: vi.fn(),
      openMedia: vi.fn(),
      fetchMediaAgain: vi.fn(),
      templates: vi.fn(),
      previewTemplate: vi.fn(),
      campaigns: vi.fn(),
    },
    events: {
      ...original.events,
      onInbox: vi.fn(async (_handler: (change: InboxChange) => void) => () => {}),
    },
  };
});

const { api } = await import("../../api");
const mocked = vi.mocked(api);

const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth");
beforeAll(() => {
  // Tall enough that every message of the thread is "on screen".
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 4_000 });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => 4_000 });
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => 1_000 });
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, "offsetHeight", offsetHeight);
  if (offsetWidth) Object.defineProperty(HTMLElement.prototype, "offsetWidth", offsetWidth);
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.conversations.mockImplementation(async (q: ConversationQuery) => ({
    ...conversationPage(q, 3),
    // Row 3 and the thread's first message are days old, whatever the hour the test runs at:
    // their times are dates ("29 Nov"), which must not count as English words.
    rows: [
      row(1),
      row(2),
      row(3, { last_side: "business", last_kind: "template", last_text: "invoice_reminder", last_at: NOW - 3 * DAY }),
    ],
  }));
  mocked.conversation.mockResolvedValue(
    threadPage(everyKind().map((item, i) => (i === 0 ? { ...item, at: item.at - 3 * DAY } : item))),
  );
  mocked.markConversationRead.mockResolvedValue(0);
  mocked.quickReplies.mockResolvedValue([quickReply(1, "Payment received", "Thank you.")]);
  mocked.templates.mockResolvedValue([approvedTemplate()]);
  mocked.previewTemplate.mockResolvedValue({
    header: null,
    body: "Dear {{1}}, your invoice is due.",
    footer: null,
    buttons: [],
    media: null,
    missing: ["body.1"],
  });
  mocked.campaigns.mockResolvedValue([]);
});

const DAY = 24 * 3_600_000;

async function openThread(user: ReturnType<typeof userEvent.setup>) {
  const rows = await screen.findAllByTestId("inbox-row");
  await user.click(rows[0]);
  const thread = await screen.findByTestId("inbox-thread");
  await within(thread).findByTestId("inbox-text");
  return thread;
}

describe("the pseudo-language", () => {
  it("leaves no word of the list, the thread and the reply in English", async () => {
    const user = userEvent.setup();
    renderScreen(<Inbox />, { language: PSEUDO });
    const thread = await openThread(user);
    expect(within(thread).getAllByTestId("inbox-item").length, "every message is on screen").toBe(everyKind().length);
    await user.click(within(thread).getByTestId("inbox-emoji"));
    expect(untranslatedText()).toEqual([]);
    await user.click(within(thread).getByTestId("inbox-quick"));
    await screen.findByTestId("inbox-quick-item");
    expect(untranslatedText()).toEqual([]);
  });

  it("leaves no word of the template offer in English", async () => {
    const user = userEvent.setup();
    mocked.conversation.mockResolvedValue(threadPage(everyKind().slice(0, 2), { window_ends_at: null }));
    renderScreen(<Inbox />, { language: PSEUDO });
    const rows = await screen.findAllByTestId("inbox-row");
    await user.click(rows[0]);
    const offer = await screen.findByTestId("inbox-template-offer");
    expect(untranslatedText()).toEqual([]);
    expect(offer).toBeInTheDocument();
  });

  it("leaves no word of the empty Inbox in English", async () => {
    mocked.conversations.mockResolvedValue({ rows: [], total: 0, unread_total: 0 });
    renderScreen(<Inbox />, { language: PSEUDO });
    await screen.findByTestId("inbox-empty");
    expect(untranslatedText()).toEqual([]);
  });
});

describe("Urdu", () => {
  it("reads right to left, with phone numbers, coordinates and counts left to right", async () => {
    const user = userEvent.setup();
    renderScreen(<Inbox />, { language: "ur-PK" });
    const thread = await openThread(user);
    expect(document.documentElement.dir).toBe("rtl");
    // A customer without a name shows the number, left to right inside the right-to-left list.
    const second = (await screen.findAllByTestId("inbox-row"))[1];
    expect(within(second).getByText(row(2).phone)).toHaveAttribute("dir", "ltr");
    expect(within(second).getByTestId("inbox-row-last")).toHaveTextContent("تصویر");
    expect(within(thread).getByTestId("inbox-location-coordinates")).toHaveAttribute("dir", "ltr");
    const unread = within(screen.getAllByTestId("inbox-row")[0]).getByTestId("inbox-row-unread");
    expect(unread.querySelector('[dir="ltr"]'), "the unread count reads left to right").toHaveTextContent("2");
    // The customer's own words keep their own direction.
    expect(within(thread).getByTestId("inbox-text")).toHaveAttribute("dir", "auto");
    // Pacer's words are Urdu.
    expect(within(thread).getByTestId("inbox-unsupported")).toHaveTextContent("WhatsApp اس قسم کا پیغام");
    await waitFor(() => expect(within(thread).getByTestId("inbox-window-left")).toHaveTextContent("آزادانہ جواب"));
  });
});
