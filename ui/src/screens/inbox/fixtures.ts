// Conversations and threads shaped like what Pacer reads from Meta's webhooks (the values come
// from tests/fixtures/meta/pywa/message.json: the same ids, files, places and orders).
import type { ConversationPage } from "../../bindings/ConversationPage";
import type { ConversationQuery } from "../../bindings/ConversationQuery";
import type { ConversationRow } from "../../bindings/ConversationRow";
import type { InboundContent } from "../../bindings/InboundContent";
import type { InboundMediaView } from "../../bindings/InboundMediaView";
import type { QuickReply } from "../../bindings/QuickReply";
import type { Sent } from "../../bindings/Sent";
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import type { ThreadItem } from "../../bindings/ThreadItem";
import type { ThreadPage } from "../../bindings/ThreadPage";
import type { ThreadQuery } from "../../bindings/ThreadQuery";

export const NOW = Date.now();
const HOUR = 3_600_000;

export function row(i: number, over: Partial<ConversationRow> = {}): ConversationRow {
  return {
    phone: `+9230012${String(i).padStart(5, "0")}`,
    name: i === 1 ? "Ayesha Khan" : i === 2 ? null : `Customer ${i}`,
    last_at: NOW - i * 60_000,
    last_side: "customer",
    last_text: i === 1 ? "Paid yesterday, see slip" : null,
    last_kind: i === 1 ? "text" : "image",
    unread: i === 1 ? 2 : 0,
    waiting: i === 1,
    window_ends_at: NOW + 3 * HOUR + 12 * 60_000 + 30_000,
    opted_out: false,
    ...over,
  };
}

/** Answers like SQLite would: `total` conversations, newest first, `unread` in all. */
export function conversationPage(q: ConversationQuery, total: number, unread = 2): ConversationPage {
  const rows: ConversationRow[] = [];
  for (let i = q.offset; i < Math.min(total, q.offset + q.limit); i++) rows.push(row(i + 1));
  return { rows, total, unread_total: unread };
}

const cursor = (at: number, order = 0) => ({ at, order });

export function received(n: number, content: InboundContent, media: InboundMediaView | null = null): ThreadItem {
  const at = NOW - (100 - n) * 60_000;
  return {
    side: "customer",
    cursor: cursor(at),
    wamid: `wamid.in.${n}`,
    at,
    content,
    media,
    answers: null,
    unread: false,
  };
}

export function sent(n: number, over: Partial<Sent> = {}): ThreadItem {
  const at = NOW - (100 - n) * 60_000;
  return {
    side: "business",
    cursor: cursor(at),
    key: `key-${n}`,
    wamid: `wamid.out.${n}`,
    at,
    content: { kind: "text", body: `Reply ${n}` },
    state: "read",
    steps: [
      { state: "sent", at: at + 1_000 },
      { state: "delivered", at: at + 2_000 },
      { state: "read", at: at + 60_000 },
    ],
    problem: null,
    problem_said: null,
    campaign: null,
    ...over,
  };
}

export function media(state: InboundMediaView["state"], over: Partial<InboundMediaView> = {}): InboundMediaView {
  return {
    media_id: "1234567890987654321",
    state,
    mime_type: "application/pdf",
    size: 245_760,
    file_name: "filename.pdf",
    path: state === "stored" ? "/home/user/.local/share/app.pacer.desktop/media/filename.pdf" : null,
    problem: null,
    problem_said: null,
    ...over,
  };
}

/** Every kind a customer can send, one message each (Meta's shapes, as Pacer reads them). */
export function everyKind(): ThreadItem[] {
  return [
    received(1, { kind: "text", body: "Assalam o alaikum\nPaid yesterday, see slip" }),
    received(
      2,
      { kind: "media", media: "image", caption: null, mime_type: "image/jpeg", file_name: null, voice: false },
      media("stored", { media_id: "65463453", mime_type: "image/jpeg", file_name: null, size: 84_000 }),
    ),
    received(
      3,
      { kind: "media", media: "video", caption: "caption of the video", mime_type: "video/mp4", file_name: null, voice: false },
      media("waiting", { media_id: "765756756", mime_type: "video/mp4", file_name: null }),
    ),
    received(
      4,
      {
        kind: "media",
        media: "document",
        caption: "caption",
        mime_type: "application/pdf",
        file_name: "filename.pdf",
        voice: false,
      },
      media("failed", { problem: "Meta did not answer." }),
    ),
    received(
      5,
      { kind: "media", media: "audio", caption: null, mime_type: "audio/ogg; codecs=opus", file_name: null, voice: true },
      media("expired", {
        media_id: "998877",
        problem: "WhatsApp no longer keeps this file.",
        problem_said: { id: "inbox-media-expired", args: {} },
      }),
    ),
    received(
      6,
      { kind: "media", media: "sticker", caption: null, mime_type: "image/webp", file_name: null, voice: false },
      media("too_big", { media_id: "556677", problem: "Too big." }),
    ),
    received(7, {
      kind: "location",
      latitude: 37.4611978,
      longitude: -122.2164385,
      name: "Facebook HQ",
      address: "1 Hacker Way, Menlo Park, CA 94025",
    }),
    received(8, {
      kind: "contacts",
      cards: [
        { name: "Chandler Bing", phones: ["+1 555-555-5555"], emails: [], organisation: null },
        { name: "Monica", phones: ["+1 666-666-6666"], emails: ["monica@example.com"], organisation: "Central Perk" },
      ],
    }),
    received(9, { kind: "button", text: "Pay now", payload: "PAY" }),
    received(10, { kind: "choice", id: "slot-2", title: "Tomorrow 10:00", description: "At the shop" }),
    received(11, { kind: "form", response: '{"rating":"5"}' }),
    received(12, { kind: "reaction", emoji: "😮", message_id: "wamid.yzxyzx=" }),
    received(13, {
      kind: "order",
      catalog_id: "354160437058781",
      text: "Deliver after 6",
      items: [
        { product: "HAMBURGER", quantity: 3, price: 30, currency: "ILS" },
        { product: "FRENCH_FRIES", quantity: 2, price: 35, currency: "ILS" },
      ],
    }),
    received(14, { kind: "system", body: "User A changed from 1234 to 5678" }),
    received(15, { kind: "unsupported", title: "Message type unknown" }),
    received(16, { kind: "unknown", type_name: "pool", text: null }),
    sent(17, {
      content: {
        kind: "template",
        name: "invoice_reminder",
        language: "en_US",
        preview: {
          header: "Invoice INV-1",
          body: "Dear Ayesha, your invoice of Rs 1,500 is due.",
          footer: "Pacer",
          buttons: ["Pay now"],
          media: null,
          missing: [],
        },
      },
      campaign: { id: "c-1", name: "December invoices" },
    }),
    sent(18, {
      state: "failed",
      steps: [{ state: "failed", at: NOW - 80 * 60_000 }],
      problem: "It has been more than 24 hours since this customer last wrote to you.",
      problem_said: null,
    }),
  ];
}

/** A thread of `total` items served a page at a time, oldest first in each page. */
export function threadServer(total: number, make: (n: number) => ThreadItem = (n) => sent(n, { cursor: cursor(n) })) {
  return async (q: ThreadQuery): Promise<ThreadPage> => {
    // Item n (0-based) has cursor.at = n: older than `before` means n < before.at.
    const end = q.before ? q.before.at : total;
    const start = Math.max(0, end - q.limit);
    const items: ThreadItem[] = [];
    for (let n = start; n < end; n++) {
      const item = make(n);
      items.push({ ...item, cursor: cursor(n) });
    }
    return {
      phone: q.phone,
      name: "Ayesha Khan",
      items,
      older: start > 0 ? cursor(start) : null,
      total,
      unread: 0,
      window_ends_at: NOW + 3 * HOUR,
      opted_out: false,
    };
  };
}

export function threadPage(items: ThreadItem[], over: Partial<ThreadPage> = {}): ThreadPage {
  return {
    phone: row(1).phone,
    name: "Ayesha Khan",
    items,
    older: null,
    total: items.length,
    unread: 0,
    // From now, not from when the file loaded: a slow run must still read "3 h 12 min".
    window_ends_at: Date.now() + 3 * HOUR + 12 * 60_000 + 30_000,
    opted_out: false,
    ...over,
  };
}

export function quickReply(id: number, title: string, body: string): QuickReply {
  return { id, title, body };
}

export function approvedTemplate(): TemplateInfo {
  return {
    name: "payment_reminder",
    language: "en_US",
    status: "APPROVED",
    category: "UTILITY",
    template_id: "1",
    parameter_format: "POSITIONAL",
    components: [{ type: "BODY", text: "Dear {{1}}, your invoice is due." }],
    variables: [
      {
        key: "body.1",
        place: { component: "body" },
        kind: "text",
        name: "1",
        label: "Body variable {{1}}",
        example: "Ayesha",
        max_chars: null,
      },
    ],
    usable: true,
    reason: null,
    updated_at: NOW,
  };
}
