// How a report reads: words for message states, the funnel's stages, the recipient filter and
// the export path (pure, tested).

import type { Funnel } from "../../bindings/Funnel";
import type { MinutePoint } from "../../bindings/MinutePoint";
import type { State } from "../../bindings/State";
import { count } from "../../format";

/** The same words as the exports (reports.rs `state_word`). */
export const STATE_WORDS: Record<State, string> = {
  queued: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  in_doubt: "Checking with Meta",
  deferred: "Waiting",
  cancelled: "Cancelled",
  skipped: "Skipped",
  expired: "Expired",
};

/** A word for a state in a message's history (which also holds statuses like `accepted`). */
export function historyWord(state: string): string {
  return STATE_WORDS[state as State] ?? state.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

export type Stage = { key: string; label: string; value: number; color: string; hint: string };

export function stillToSend(f: Funnel): number {
  return f.queued + f.sending + f.deferred + f.in_doubt;
}

/** queued → sent → delivered → read, then failed and skipped (and cancelled, expired, checking, when
 * any). */
export function funnelStages(f: Funnel): Stage[] {
  const stages: Stage[] = [
    {
      key: "queued",
      label: "Queued",
      value: f.total,
      color: "gray",
      hint: stillToSend(f) > 0 ? `${count(stillToSend(f))} still to send` : "every message of the campaign",
    },
    { key: "sent", label: "Sent", value: f.sent, color: "blue", hint: "accepted by Meta" },
    { key: "delivered", label: "Delivered", value: f.delivered, color: "green", hint: "on the customer's phone" },
    { key: "read", label: "Read", value: f.read, color: "teal", hint: "opened by the customer" },
    { key: "failed", label: "Failed", value: f.failed, color: "red", hint: "see the reasons below" },
    { key: "skipped", label: "Skipped", value: f.skipped, color: "orange", hint: "not sent on purpose" },
  ];
  if (f.cancelled > 0) {
    stages.push({ key: "cancelled", label: "Cancelled", value: f.cancelled, color: "gray", hint: "cancelled before they were sent" });
  }
  if (f.expired > 0) {
    stages.push({
      key: "expired",
      label: "Expired",
      value: f.expired,
      color: "orange",
      hint: "not sent: they could not go out within their time limit",
    });
  }
  if (f.in_doubt > 0) {
    stages.push({
      key: "in_doubt",
      label: "Checking with Meta",
      value: f.in_doubt,
      color: "yellow",
      hint: "sent without an answer; Pacer is finding out",
    });
  }
  return stages;
}

export type RowFilter = "all" | "delivered" | "waiting" | "failed" | "skipped" | "cancelled" | "expired";

/** How many customers each filter shows, from the funnel (the same grouping as Pacer's
 * recipients query: "waiting" is everything not final, sent-but-not-delivered included). */
export function filterCounts(f: Funnel): Record<RowFilter, number> {
  return {
    all: f.total,
    delivered: f.delivered,
    waiting: f.queued + f.sending + f.deferred + f.in_doubt + (f.sent - f.delivered),
    failed: f.failed,
    skipped: f.skipped,
    cancelled: f.cancelled,
    expired: f.expired,
  };
}

/** The per-minute chart's points, with empty minutes filled in (up to a day of minutes). */
export function chartPoints(timeline: MinutePoint[]): MinutePoint[] {
  if (timeline.length < 2) return timeline;
  const first = timeline[0].minute;
  const last = timeline[timeline.length - 1].minute;
  const span = (last - first) / 60_000;
  if (span > 24 * 60) return timeline;
  const byMinute = new Map(timeline.map((p) => [p.minute, p]));
  const points: MinutePoint[] = [];
  for (let m = first; m <= last; m += 60_000) {
    points.push(byMinute.get(m) ?? { minute: m, sent: 0, delivered: 0, read: 0 });
  }
  return points;
}

export type ExportFormat = "csv" | "xlsx";
