import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";

import type { InboxChange } from "../../api";
import type { ConversationQuery } from "../../bindings/ConversationQuery";
import { chooseOption, renderScreen } from "../../test/render";
import {
  approvedTemplate,
  conversationPage,
  everyKind,
  quickReply,
  received,
  row,
  sent,
  threadPage,
  threadServer,
} from "./fixtures";
import Inbox, { SEARCH_DELAY_MS } from "./Inbox";
import { THREAD_PAGE } from "./useThread";

vi.setConfig({ testTimeout: 30_000 });

/** The `inbox` event's handlers, so a test can push what Pacer pushes. */
const inboxHandlers = new Set<(change: InboxChange) => void>();

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
      onInbox: vi.fn(async (handler: (change: InboxChange) => void) => {
        inboxHandlers.add(handler);
        return () => inboxHandlers.delete(handler);
      }),
    },
  };
});

const { api, PacerError } = await import("../../api");
const mocked = vi.mocked(api);

function push(change: InboxChange) {
  act(() => {
    for (const handler of inboxHandlers) handler(change);
  });
}

// jsdom has no layout: give scroll areas a height so the lists render the rows "on screen",
// and let a virtualiser's scrollTo move the element like a browser does.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth");
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, "scrollHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => 800 });
  // A virtualised list's content is its inner element, sized by the virtualiser.
  Object.defineProperty(Element.prototype, "scrollHeight", {
    configurable: true,
    get(this: Element) {
      const inner = this.firstElementChild as HTMLElement | null;
      const height = inner ? parseFloat(inner.style.height) : Number.NaN;
      return Number.isFinite(height) ? height : 0;
    },
  });
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === "object" && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event("scroll"));
  } as Element["scrollTo"];
  // Mantine's growing textarea listens for fonts loading, which jsdom lacks.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
});
afterAll(() => {
  if (scrollHeight) Object.defineProperty(Element.prototype, "scrollHeight", scrollHeight);
  for (const [name, d] of [
    ["clientHeight", clientHeight],
    ["clientWidth", clientWidth],
    ["offsetHeight", offsetHeight],
    ["offsetWidth", offsetWidth],
  ] as const) {
    if (d) Object.defineProperty(HTMLElement.prototype, name, d);
  }
});

const AYESHA = row(1).phone;

beforeEach(() => {
  vi.clearAllMocks();
  inboxHandlers.clear();
  mocked.conversations.mockImplementation(async (q: ConversationQuery) => conversationPage(q, 3_000));
  mocked.conversation.mockResolvedValue(threadPage(everyKind()));
  mocked.markConversationRead.mockResolvedValue(2);
  mocked.quickReplies.mockResolvedValue([quickReply(1, "Payment received", "Thank you, we received your payment.")]);
  mocked.saveQuickReply.mockImplementation(async (r) => ({ ...r, id: 7 }));
  mocked.sendReply.mockResolvedValue("key-new");
  mocked.templates.mockResolvedValue([approvedTemplate()]);
  mocked.previewTemplate.mockImplementation(async (_n, _l, values) => ({
    header: null,
    body: `Dear ${values["body.1"] ?? "{{1}}"}, your invoice is due.`,
    footer: null,
    buttons: [],
    media: null,
    missing: values["body.1"] ? [] : ["body.1"],
  }));
  mocked.campaigns.mockResolvedValue([
    {
      campaign: { id: "c-1", spec: { name: "December invoices" }, state: "done" },
      progress: {},
    } as never,
  ]);
  mocked.openMedia.mockResolvedValue(undefined);
  mocked.fetchMediaAgain.mockResolvedValue(true);
});

async function openAyesha(user: ReturnType<typeof userEvent.setup>) {
  const rowEl = (await screen.findAllByTestId("inbox-row")).find((r) => r.dataset.phone === AYESHA);
  if (!rowEl) throw new Error("Ayesha's conversation is not on screen");
  await user.click(rowEl);
  return await screen.findByTestId("inbox-thread");
}

test("the list shows a few rows of thousands: name, number left to right, last line or kind, unread, waiting", async () => {
  renderScreen(<Inbox />);
  const rows = await screen.findAllByTestId("inbox-row");
  expect(rows.length, "only the rows on screen render").toBeLessThan(30);
  const ayesha = rows[0];
  expect(within(ayesha).getByText("Ayesha Khan")).toBeInTheDocument();
  expect(within(ayesha).getByText("Paid yesterday, see slip")).toBeInTheDocument();
  expect(within(ayesha).getByTestId("inbox-row-unread")).toHaveTextContent("2");
  expect(within(ayesha).getByLabelText("Waiting for an answer")).toBeInTheDocument();
  expect(within(ayesha).getByLabelText("You can reply freely")).toBeInTheDocument();
  // No name: the number, always left to right.
  const second = rows[1];
  expect(within(second).getByText(row(2).phone)).toHaveAttribute("dir", "ltr");
  // No words: the kind in words.
  expect(within(second).getByTestId("inbox-row-last")).toHaveTextContent("Photo");
  expect(screen.getByTestId("inbox-unread-total")).toHaveTextContent("2 unread messages");
  // One page asked for (the list reads a page of 200, not all 3,000).
  expect(mocked.conversations.mock.calls.every(([q]) => q.limit <= 200)).toBe(true);
});

test("the business's last line reads 'You: …'", async () => {
  mocked.conversations.mockImplementation(async (q) => ({
    ...conversationPage(q, 1),
    rows: [row(1, { last_side: "business", last_text: "Thank you", last_kind: "text", waiting: false })],
  }));
  renderScreen(<Inbox />);
  const last = await screen.findByTestId("inbox-row-last");
  expect(last.textContent?.replace(/[\u2068\u2069]/g, "")).toBe("You: Thank you");
});

test("search (debounced), the campaign filter and the waiting switch ask for the right conversations", async () => {
  const user = userEvent.setup();
  renderScreen(<Inbox />);
  await screen.findAllByTestId("inbox-row");
  expect(mocked.conversations.mock.calls[0][0]).toEqual({ search: null, campaign: null, waiting: false, offset: 0, limit: 200 });

  await user.type(screen.getByTestId("inbox-search"), "slip");
  await waitFor(() => expect(mocked.conversations).toHaveBeenCalledWith(expect.objectContaining({ search: "slip" })));
  // Debounced: no query for "s", "sl", "sli".
  const searches = mocked.conversations.mock.calls.map(([q]) => q.search).filter((s) => s !== null);
  expect(new Set(searches), `typing waits ${SEARCH_DELAY_MS} ms before asking`).toEqual(new Set(["slip"]));

  await chooseOption(user, screen.getByTestId("inbox-filter-campaign"), "Replies to December invoices");
  await waitFor(() =>
    expect(mocked.conversations).toHaveBeenCalledWith(expect.objectContaining({ search: "slip", campaign: "c-1", waiting: false })),
  );
  await user.click(screen.getByTestId("inbox-filter-waiting"));
  await waitFor(() =>
    expect(mocked.conversations).toHaveBeenCalledWith(expect.objectContaining({ search: "slip", campaign: "c-1", waiting: true, offset: 0 })),
  );
  expect(await screen.findByTestId("inbox-found")).toHaveTextContent("3,000 conversations found");
});

test("no conversations yet: says replies appear here, and in demo mode how to get some", async () => {
  mocked.conversations.mockResolvedValue({ rows: [], total: 0, unread_total: 0 });
  renderScreen(<Inbox />);
  expect(await screen.findByTestId("inbox-empty")).toHaveTextContent("their replies appear here");
  expect(screen.getByTestId("inbox-empty-demo")).toHaveTextContent("simulator's customers");
});

test("a list that cannot be read says why and can try again", async () => {
  mocked.conversations.mockRejectedValue(
    new PacerError({ code: "database", message: "The database is locked.", details: null, said: null }),
  );
  renderScreen(<Inbox />);
  expect(await screen.findByText("The database is locked.")).toBeInTheDocument();
});

test("every kind a customer sends is shown in its own way", async () => {
  const user = userEvent.setup();
  // A short screen would hide some: make every message "on screen".
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 4_000 });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => 4_000 });
  try {
    renderScreen(<Inbox />);
    const thread = await openAyesha(user);
    const t = within(thread);
    expect(await t.findByTestId("inbox-text")).toHaveTextContent("Assalam o alaikum Paid yesterday, see slip");
    expect(t.getByTestId("inbox-text")).toHaveAttribute("dir", "auto");
    expect(t.getByTestId("inbox-text").style.whiteSpace, "line breaks are kept").toBe("pre-wrap");
    // Files: kind, caption, name, size and where the file is.
    const image = t.getByTestId("inbox-media-image");
    expect(image).toHaveTextContent("Photo");
    expect(image).toHaveTextContent("84 kB");
    await user.click(within(image).getByTestId("inbox-media-open"));
    expect(mocked.openMedia).toHaveBeenCalledWith("65463453");
    expect(t.getByTestId("inbox-media-video")).toHaveTextContent("Downloading…");
    expect(t.getByTestId("inbox-media-video")).toHaveTextContent("caption of the video");
    const document = t.getByTestId("inbox-media-document");
    expect(document).toHaveTextContent("filename.pdf");
    expect(document).toHaveTextContent("Meta did not answer.");
    await user.click(within(document).getByTestId("inbox-media-retry"));
    expect(mocked.fetchMediaAgain).toHaveBeenCalledWith("1234567890987654321");
    const voice = t.getByTestId("inbox-media-voice");
    expect(voice).toHaveTextContent("Voice message");
    expect(voice).toHaveTextContent("WhatsApp no longer has this file: files can be fetched for 7 days");
    expect(within(voice).queryByTestId("inbox-media-retry"), "an expired file cannot be fetched again").toBeNull();
    expect(within(t.getByTestId("inbox-media-sticker")).getByTestId("inbox-media-retry")).toBeInTheDocument();
    // A place: name, address, coordinates left to right.
    const place = t.getByTestId("inbox-location");
    expect(place).toHaveTextContent("Facebook HQ");
    expect(place).toHaveTextContent("1 Hacker Way");
    expect(within(place).getByTestId("inbox-location-coordinates")).toHaveTextContent("37.4611978, -122.2164385");
    // Cards, taps, choices, forms, reactions, orders, WhatsApp's notices.
    expect(t.getByTestId("inbox-contacts")).toHaveTextContent("Chandler Bing");
    expect(t.getByTestId("inbox-contacts")).toHaveTextContent("monica@example.com");
    expect(t.getByTestId("inbox-button").textContent?.replace(/[\u2068\u2069]/g, "")).toBe("Tapped “Pay now”");
    expect(t.getByTestId("inbox-choice")).toHaveTextContent("Tomorrow 10:00");
    expect(t.getByTestId("inbox-form")).toHaveTextContent('{"rating":"5"}');
    expect(t.getByTestId("inbox-reaction")).toHaveTextContent("😮reacted to your message");
    const order = t.getByTestId("inbox-order");
    expect(order).toHaveTextContent("HAMBURGER");
    expect(order).toHaveTextContent("× 3");
    expect(order.textContent).toMatch(/30\.00/);
    expect(t.getByTestId("inbox-system")).toHaveTextContent("User A changed from 1234 to 5678");
    expect(t.getByTestId("inbox-unsupported")).toHaveTextContent("WhatsApp does not pass this kind of message to businesses");
    expect(t.getByTestId("inbox-unknown")).toHaveTextContent("pool");
    // The business's side: the template as the customer saw it, statuses, failure, campaign.
    expect(t.getByTestId("inbox-template")).toHaveTextContent("Dear Ayesha, your invoice of Rs 1,500 is due.");
    expect(t.getByTestId("inbox-template")).toHaveTextContent("Pay now");
    const business = t.getAllByTestId("inbox-item").filter((i) => i.dataset.side === "business");
    expect(business).toHaveLength(2);
    const steps = within(business[0]).getByTestId("inbox-steps");
    expect([...steps.children].map((s) => (s as HTMLElement).dataset.state)).toEqual(["sent", "delivered", "read"]);
    expect(within(business[1]).getByTestId("inbox-sent-problem")).toHaveTextContent("more than 24 hours");
  } finally {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => 400 });
  }
});

test("opened from a report, the Inbox starts with that campaign's replies", async () => {
  renderScreen(<Inbox campaign="c-1" />);
  await waitFor(() =>
    expect(mocked.conversations).toHaveBeenCalledWith(expect.objectContaining({ campaign: "c-1", offset: 0 })),
  );
  expect(mocked.conversations).not.toHaveBeenCalledWith(expect.objectContaining({ campaign: null }));
  expect(await screen.findByDisplayValue("Replies to December invoices")).toBeInTheDocument();
});

test("the campaign's name leads to its report", async () => {
  const user = userEvent.setup();
  const navigate = vi.fn();
  mocked.conversation.mockResolvedValue(threadPage([everyKind()[16]]));
  renderScreen(<Inbox />, { navigate });
  const thread = await openAyesha(user);
  await user.click(await within(thread).findByTestId("inbox-campaign-link"));
  expect(navigate).toHaveBeenCalledWith({ screen: "reports", campaignId: "c-1" });
});

test("opening a thread marks it read, and so does a new message while the window has the focus", async () => {
  const user = userEvent.setup();
  mocked.conversation.mockResolvedValue(threadPage([received(1, { kind: "text", body: "Hello" })], { unread: 1 }));
  renderScreen(<Inbox />);
  await openAyesha(user);
  await waitFor(() => expect(mocked.markConversationRead).toHaveBeenCalledWith(AYESHA));
  expect(mocked.markConversationRead).toHaveBeenCalledTimes(1);

  // The person is in another window: the new message stays unread until they come back.
  const focus = vi.spyOn(document, "hasFocus").mockReturnValue(false);
  mocked.conversation.mockResolvedValue(
    threadPage([received(1, { kind: "text", body: "Hello" }), received(2, { kind: "text", body: "Are you there?" })], {
      unread: 1,
    }),
  );
  push({ unread_total: 1, phones: [AYESHA], arrived: [], arrived_count: 0 });
  expect(await screen.findByText("Are you there?")).toBeInTheDocument();
  expect(mocked.markConversationRead, "not read while nobody looks").toHaveBeenCalledTimes(1);
  act(() => {
    window.dispatchEvent(new Event("focus"));
  });
  expect(mocked.markConversationRead, "read when the person comes back").toHaveBeenCalledTimes(2);

  // With the focus, a new message is read as it arrives.
  focus.mockReturnValue(true);
  mocked.conversation.mockResolvedValue(
    threadPage(
      [
        received(1, { kind: "text", body: "Hello" }),
        received(2, { kind: "text", body: "Are you there?" }),
        received(3, { kind: "text", body: "Hello?" }),
      ],
      { unread: 1 },
    ),
  );
  push({ unread_total: 1, phones: [AYESHA], arrived: [], arrived_count: 0 });
  expect(await screen.findByText("Hello?")).toBeInTheDocument();
  await waitFor(() => expect(mocked.markConversationRead).toHaveBeenCalledTimes(3));
  focus.mockRestore();

  // Another customer's message does not touch this thread.
  const asked = mocked.conversation.mock.calls.length;
  push({ unread_total: 2, phones: ["+923009999999"], arrived: [], arrived_count: 0 });
  await waitFor(() => expect(screen.getByTestId("inbox-unread-total")).toHaveTextContent("2 unread messages"));
  expect(mocked.conversation.mock.calls.length).toBe(asked);
});

test("a 10,000-message thread opens at the newest, reads older pages only as the person scrolls up, and never renders whole", async () => {
  const user = userEvent.setup();
  mocked.conversation.mockImplementation(threadServer(10_000));
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  const newest = `Reply ${10_000 - 1}`;
  expect(await within(thread).findByText(newest)).toBeInTheDocument();
  expect(mocked.conversation).toHaveBeenCalledTimes(1);
  expect(mocked.conversation.mock.calls[0][0]).toEqual({ phone: AYESHA, before: null, limit: THREAD_PAGE });
  expect(within(thread).getAllByTestId("inbox-item").length, "only the messages on screen render").toBeLessThan(20);

  // Scrolling to the top reads the page before the oldest held, once.
  const scroller = within(thread).getByTestId("inbox-thread-scroll");
  scroller.scrollTop = 0;
  fireEvent.scroll(scroller);
  await waitFor(() => expect(mocked.conversation).toHaveBeenCalledTimes(2));
  expect(mocked.conversation.mock.calls[1][0].before).toEqual({ at: 10_000 - THREAD_PAGE, order: 0 });
  // The reading position stays: the messages that were on top are still where the person was.
  await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
  expect(within(thread).queryByText(`Reply ${10_000 - 2 * THREAD_PAGE}`), "the new page is above, off screen").toBeNull();
  expect(within(thread).getByText(`Reply ${10_000 - THREAD_PAGE}`), "the message that was on top is still on screen").toBeInTheDocument();
  expect(within(thread).getAllByTestId("inbox-item").length).toBeLessThan(20);
  expect(mocked.conversation, "two pages of 200 asked for, not the thread").toHaveBeenCalledTimes(2);
});

test("inside the window a reply is sent as text with Enter; Shift+Enter is a new line", async () => {
  const user = userEvent.setup();
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  expect(await within(thread).findByTestId("inbox-window-left")).toHaveTextContent("You can reply freely for 3 h 12 min");
  const box = within(thread).getByTestId("inbox-reply");
  await user.type(box, "Thank you,{Shift>}{Enter}{/Shift}received");
  await user.keyboard("{Enter}");
  await waitFor(() => expect(mocked.sendReply).toHaveBeenCalledWith(AYESHA, { kind: "text", body: "Thank you,\nreceived" }));
  await waitFor(() => expect(box).toHaveValue(""));
});

test("a refused reply says why in words and keeps what was typed", async () => {
  const user = userEvent.setup();
  mocked.sendReply.mockRejectedValue(
    new PacerError({
      code: "input",
      message: "The customer's 24-hour window has closed.",
      details: null,
      said: { id: "inbox-window-closed", args: {} },
    }),
  );
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  const box = await within(thread).findByTestId("inbox-reply");
  await user.type(box, "We will call you");
  await user.click(within(thread).getByTestId("inbox-send"));
  expect(await within(thread).findByTestId("inbox-send-error")).toHaveTextContent(
    "The customer's 24-hour window has closed. WhatsApp allows only an approved template now.",
  );
  expect(box).toHaveValue("We will call you");
});

test("a file is chosen in Pacer's dialog and sent with its caption", async () => {
  const user = userEvent.setup();
  mocked.chooseReplyFile.mockResolvedValue({ path: "/home/user/receipt.pdf", name: "receipt.pdf" });
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  await user.click(await within(thread).findByTestId("inbox-attach"));
  expect(await within(thread).findByTestId("inbox-file")).toHaveTextContent("receipt.pdf");
  await user.type(within(thread).getByTestId("inbox-reply"), "Your receipt");
  await user.click(within(thread).getByTestId("inbox-send"));
  await waitFor(() =>
    expect(mocked.sendReply).toHaveBeenCalledWith(AYESHA, { kind: "file", path: "/home/user/receipt.pdf", caption: "Your receipt" }),
  );
});

test("emoji and quick replies go in where the cursor is; what is typed saves as a quick reply", async () => {
  const user = userEvent.setup();
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  const box = await within(thread).findByTestId("inbox-reply");
  await user.type(box, "Thanks ");
  await user.click(within(thread).getByTestId("inbox-emoji"));
  await user.click(await screen.findByText("🙏"));
  expect(box).toHaveValue("Thanks 🙏");

  await user.click(within(thread).getByTestId("inbox-quick"));
  await user.click(await screen.findByText("Payment received"));
  expect(box).toHaveValue("Thanks 🙏Thank you, we received your payment.");

  await user.click(within(thread).getByTestId("inbox-quick"));
  await user.click(await screen.findByTestId("inbox-quick-save"));
  const title = await screen.findByTestId("inbox-quick-title");
  await user.clear(title);
  await user.type(title, "Thanks paid");
  await user.click(screen.getByTestId("inbox-quick-save-confirm"));
  await waitFor(() =>
    expect(mocked.saveQuickReply).toHaveBeenCalledWith({
      id: null,
      title: "Thanks paid",
      body: "Thanks 🙏Thank you, we received your payment.",
    }),
  );
});

test("quick replies are renamed and deleted in the manager", async () => {
  const user = userEvent.setup();
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  await user.click(await within(thread).findByTestId("inbox-quick"));
  await user.click(await screen.findByTestId("inbox-quick-manage"));
  const editor = await screen.findByTestId("inbox-quick-edit");
  const name = within(editor).getByLabelText("Name");
  await user.clear(name);
  await user.type(name, "Paid, thanks");
  await user.click(within(editor).getByText("Save changes"));
  await waitFor(() =>
    expect(mocked.saveQuickReply).toHaveBeenCalledWith({ id: 1, title: "Paid, thanks", body: "Thank you, we received your payment." }),
  );
  await user.click(within(await screen.findByTestId("inbox-quick-edit")).getByText("Delete"));
  await waitFor(() => expect(mocked.deleteQuickReply).toHaveBeenCalledWith(1));
});

test("outside the 24-hour window only an approved template is offered, previewed and sent", async () => {
  const user = userEvent.setup();
  mocked.conversation.mockResolvedValue(threadPage(everyKind().slice(0, 1), { window_ends_at: null }));
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  const offer = await within(thread).findByTestId("inbox-template-offer");
  expect(offer).toHaveTextContent("The customer's 24-hour window has closed. WhatsApp allows only an approved template now.");
  expect(within(thread).queryByTestId("inbox-reply"), "no free text outside the window").toBeNull();
  await chooseOption(user, within(offer).getByTestId("inbox-template-select"), "payment_reminder (en_US)");
  const send = within(offer).getByTestId("inbox-template-send");
  expect(send, "a missing value holds the send back").toBeDisabled();
  await user.type(within(offer).getByTestId("inbox-template-value-body.1"), "Ayesha");
  expect(await within(offer).findByText("Dear Ayesha, your invoice is due.")).toBeInTheDocument();
  await user.click(send);
  await waitFor(() =>
    expect(mocked.sendReply).toHaveBeenCalledWith(AYESHA, {
      kind: "template",
      name: "payment_reminder",
      language: "en_US",
      values: { "body.1": "Ayesha" },
    }),
  );
});

test("a new message in another conversation reads the list again in place", async () => {
  renderScreen(<Inbox />);
  await screen.findAllByTestId("inbox-row");
  const before = mocked.conversations.mock.calls.length;
  mocked.conversations.mockImplementation(async (q: ConversationQuery) => conversationPage(q, 3_001, 5));
  push({ unread_total: 5, phones: [row(3).phone], arrived: [], arrived_count: 0 });
  await waitFor(() => expect(mocked.conversations.mock.calls.length).toBeGreaterThan(before));
  expect(screen.getByTestId("inbox-unread-total")).toHaveTextContent("5 unread messages");
});

test("a sent reply's new status shows without reopening", async () => {
  const user = userEvent.setup();
  const queued = sent(1, { state: "queued", steps: [] });
  mocked.conversation.mockResolvedValue(threadPage([queued]));
  renderScreen(<Inbox />);
  const thread = await openAyesha(user);
  expect(await within(thread).findByText("Waiting to send", { exact: false })).toBeInTheDocument();
  mocked.conversation.mockResolvedValue(threadPage([sent(1)]));
  push({ unread_total: 0, phones: [AYESHA], arrived: [], arrived_count: 0 });
  await waitFor(() =>
    expect([...within(thread).getByTestId("inbox-steps").children].map((s) => (s as HTMLElement).dataset.state)).toEqual([
      "sent",
      "delivered",
      "read",
    ]),
  );
});
