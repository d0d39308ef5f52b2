// Realistic reports for the tests, typed with the generated bindings.

import type { RecipientFilter } from "../../bindings/RecipientFilter";
import type { RecipientPage } from "../../bindings/RecipientPage";
import type { RecipientQuery } from "../../bindings/RecipientQuery";
import type { RecipientRow } from "../../bindings/RecipientRow";
import type { Report } from "../../bindings/Report";
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
    attempts: state === "queued" || state === "skipped" ? 0 : 1,
    resent_after_no_answer: false,
    wamid: sent ? `wamid.HBgM${i}` : null,
    ...overrides,
  };
}

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
        what_to_do: "Check the number, or reach this customer another way.",
        retryable: false,
        example: "(#131026) Message undeliverable",
      },
      {
        kind: "meta",
        code: 131049,
        count: 6,
        meaning: "WhatsApp held back this marketing message because the customer has received many lately.",
        what_to_do: "Pacer can try again tomorrow: press Retry failed then.",
        retryable: true,
        example: null,
      },
    ],
    skipped: [{ reason: "Opted out of marketing messages.", count: 6 }],
    recipients,
    timeline: [
      { minute: T0, sent: 800, delivered: 760, read: 10 },
      { minute: T0 + 60_000, sent: 404, delivered: 420, read: 15 },
      { minute: T0 + 180_000, sent: 0, delivered: 0, read: 6 },
    ],
    resent_after_no_answer: [],
    cost: {
      currency: "USD",
      lines: [{ category: "UTILITY", delivered: 1180, rate: 0.0084, amount: 9.912 }],
      total: 9.912,
      summary: "About 9.91 USD for 1,180 delivered utility messages.",
    },
    summary: "1,180 of 1,250 messages delivered, 31 read so far; 24 sent and waiting for delivery, 20 failed, 6 skipped, 20 still to send.",
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
