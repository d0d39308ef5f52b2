// Realistic reports for the tests, typed with the generated bindings.

import type { RecipientFilter } from "../../bindings/RecipientFilter";
import type { RecipientPage } from "../../bindings/RecipientPage";
import type { RecipientQuery } from "../../bindings/RecipientQuery";
import type { RecipientRow } from "../../bindings/RecipientRow";
import type { Report } from "../../bindings/Report";
import type { Said } from "../../bindings/Said";
import type { State } from "../../bindings/State";
import type { T } from "../../i18n/I18n";
import { ENGLISH, languageFor, tOf } from "../../i18n/languages";

const T0 = Date.UTC(2026, 11, 1, 4, 0, 0);

/** `t` of a language outside the window (English unless told): for the pure functions that
 * take it. A message that cannot be said throws. */
export function tIn(tag = "en"): T {
  return tOf(languageFor(tag) ?? ENGLISH, true);
}

export function recipient(i: number, state: State = "delivered", overrides: Partial<RecipientRow> = {}): RecipientRow {
  const sent = state === "queued" || state === "skipped" || state === "cancelled" ? null : T0 + i * 20;
  return {
    key: `msg_${String(i).padStart(6, "0")}`,
    recipient: `+92300${String(3_000_000 + i).padStart(7, "0")}`,
    name: `Customer ${i}`,
    state,
    sent_at: sent,
    delivered_at: state === "delivered" || state === "read" ? (sent ?? T0) + 1500 : null,
    read_at: state === "read" ? (sent ?? T0) + 60_000 : null,
    failed_at: state === "failed" ? (sent ?? T0) + 2000 : null,
    error_code: state === "failed" ? 131026 : null,
    failure_kind: state === "failed" ? "meta" : null,
    reason: state === "failed" ? "This number can't receive WhatsApp messages." : null,
    reason_said: state === "failed" ? { id: "meta-code-unreachable-meaning", args: {} } : null,
    attempts: state === "queued" || state === "skipped" ? 0 : 1,
    resent_after_no_answer: false,
    wamid: sent ? `wamid.HBgM${i}` : null,
    ...overrides,
  };
}

/** The report's summary as the engine says it (`reason-summary`): counts left out are 0. */
export function summarySaid(counts: Partial<Record<SummaryCount, number>>): Said {
  const all: Record<SummaryCount, number> = {
    delivered: 0,
    total: 0,
    read: 0,
    waiting: 0,
    failed: 0,
    skipped: 0,
    unsent: 0,
    cancelled: 0,
    expired: 0,
    ...counts,
  };
  const parts: SummaryCount[] = ["waiting", "failed", "skipped", "unsent", "cancelled", "expired"];
  const first = parts.find((part) => all[part] > 0) ?? "none";
  return { id: "reason-summary", args: { ...all, first } };
}

type SummaryCount =
  | "delivered"
  | "total"
  | "read"
  | "waiting"
  | "failed"
  | "skipped"
  | "unsent"
  | "cancelled"
  | "expired";

/** A finished December run: 1,250 messages. */
export function report(overrides: Partial<Report> = {}): Report {
  const recipients: RecipientRow[] = [
    recipient(1, "read", { name: "Ayesha Khan" }),
    recipient(2, "failed", { name: "Omar Chaudhry" }),
    recipient(3, "skipped", { name: "Walk-in customer", reason: "Opted out of marketing messages." }),
    recipient(4, "delivered", { name: "Zainab Ahmed" }),
  ];
  return {
    batch: "cmp_870d9e57078048d8",
    campaign_name: "December invoices",
    funnel: {
      total: 1250,
      queued: 20,
      sending: 0,
      sent: 1204,
      delivered: 1180,
      read: 31,
      failed: 20,
      skipped: 6,
      cancelled: 0,
      expired: 0,
      in_doubt: 0,
      deferred: 0,
    },
    failures: [
      {
        kind: "meta",
        code: 131026,
        count: 14,
        meaning: "This number can't receive WhatsApp messages.",
        meaning_said: { id: "meta-code-unreachable-meaning", args: {} },
        what_to_do: "Check the number, or reach this customer another way.",
        what_to_do_said: { id: "meta-code-unreachable-action", args: {} },
        retryable: false,
        example: "(#131026) Message undeliverable",
      },
      {
        kind: "meta",
        code: 131049,
        count: 6,
        meaning: "WhatsApp held back this marketing message because the customer has received many lately.",
        meaning_said: { id: "meta-code-marketing-cap", args: {} },
        what_to_do: "Pacer can try again after 24 hours: press Retry failed then.",
        what_to_do_said: { id: "reason-action-marketing-cap", args: {} },
        retryable: true,
        example: null,
      },
    ],
    // A reason stored by another part of Pacer (no message to say it again): shown as stored.
    skipped: [{ reason: "Opted out of marketing messages.", reason_said: null, count: 6 }],
    recipients,
    timeline: [
      { minute: T0, sent: 800, delivered: 760, read: 10 },
      { minute: T0 + 60_000, sent: 404, delivered: 420, read: 15 },
      { minute: T0 + 180_000, sent: 0, delivered: 0, read: 6 },
    ],
    resent_after_no_answer: [],
    cost: {
      currency: "USD",
      lines: [{ country: "PK", market: null, category: "UTILITY", delivered: 1180, rate: 0.0084, amount: 9.912 }],
      total: 9.912,
      summary: "About 9.91 USD for 1,180 delivered utility messages.",
      at_launch: null,
      comparison_said: null,
    },
    summary: "1,180 of 1,250 messages delivered, 31 read so far; 24 sent and waiting for delivery, 20 failed, 6 skipped, 20 still to send.",
    summary_said: summarySaid({ delivered: 1180, total: 1250, read: 31, waiting: 24, failed: 20, skipped: 6, unsent: 20 }),
    opt_outs: {
      skipped: 0,
      caused: 0,
      line: "0 customers skipped because they had opted out; 0 customers opted out within 7 days after it reached them.",
      line_said: { id: "opt-outs-campaign-line", args: { skipped: 0, caused: 0 } },
    },
    replies: {
      reached: 1180,
      replied: 59,
      rate_percent: 5,
      buttons: [
        { button: "Pay now", payload: "PAY", taps: 31 },
        { button: "Wrong amount", payload: "WRONG", taps: 4 },
      ],
      line: "59 customers replied of 1180 reached; 35 button taps.",
      line_said: { id: "inbox-campaign-replies", args: { replied: 59, reached: 1180, taps: 35 } },
    },
    ...overrides,
  };
}

/** A big run, for the virtualised table. */
export function bigReport(rows: number): Report {
  const recipients = Array.from({ length: rows }, (_, i) => recipient(i + 1, i % 50 === 0 ? "failed" : "delivered"));
  const failed = recipients.filter((r) => r.state === "failed").length;
  const base = report();
  return report({
    recipients,
    funnel: { ...base.funnel, total: rows, queued: 0, sent: rows - failed, delivered: rows - failed, read: 0, failed, skipped: 0 },
  });
}

const FILTER_STATES: Record<Exclude<RecipientFilter, "all">, State[]> = {
  delivered: ["delivered", "read"],
  waiting: ["queued", "sending", "deferred", "in_doubt", "sent"],
  failed: ["failed"],
  skipped: ["skipped"],
  cancelled: ["cancelled"],
  expired: ["expired"],
};

/** A stand-in for Pacer's `campaign_recipients` over these rows (the real query, with its
 * number spellings and wildcards, is tested in the engine). */
export function answerRecipients(rows: RecipientRow[]) {
  return async (_id: string, q: RecipientQuery): Promise<RecipientPage> => {
    const text = q.text.trim().toLowerCase();
    const digits = text.replace(/[^0-9]/g, "").replace(/^0+/, "");
    const states = q.filter === "all" ? null : FILTER_STATES[q.filter];
    const matching = rows.filter(
      (r) =>
        (!states || states.includes(r.state)) &&
        (!text || (r.name ?? "").toLowerCase().includes(text) || (digits !== "" && r.recipient.includes(digits))),
    );
    return { total: matching.length, offset: q.offset, rows: matching.slice(q.offset, q.offset + q.limit) };
  };
}
