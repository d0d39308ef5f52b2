// How a report reads: words for message states and the funnel's stages (in the person's
// language), the recipient filter and the export path (pure, tested).

import type { Funnel } from "../../bindings/Funnel";
import type { MinutePoint } from "../../bindings/MinutePoint";
import type { State } from "../../bindings/State";
import type { PlainMessageId, T } from "../../i18n/I18n";

/** The words of the exports (reports.rs `state_word`), in the person's language. */
export const STATE_IDS: Record<State, PlainMessageId> = {
  queued: "reports-state-queued",
  sending: "reports-state-sending",
  sent: "reports-state-sent",
  delivered: "reports-state-delivered",
  read: "reports-state-read",
  failed: "reports-state-failed",
  in_doubt: "reports-state-in-doubt",
  deferred: "reports-state-deferred",
  cancelled: "reports-state-cancelled",
  skipped: "reports-state-skipped",
  expired: "reports-state-expired",
};

/** A message's state in words. */
export function stateWord(t: T, state: State): string {
  return t(STATE_IDS[state]);
}

/** Statuses a message's history holds besides its states. */
const HISTORY_IDS: Record<string, PlainMessageId> = {
  ...STATE_IDS,
  "failed (webhook)": "reports-history-failed-webhook",
  played: "reports-history-played",
};

/** Whether Pacer has words for a state in a message's history (else it is Meta's own word). */
export function knownHistoryState(state: string): boolean {
  return state in HISTORY_IDS;
}

/** A word for a state in a message's history (which also holds statuses like `played`; one
 * Pacer does not know reads as Meta wrote it). */
export function historyWord(t: T, state: string): string {
  const id = HISTORY_IDS[state];
  return id ? t(id) : state.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

export type Stage = { key: string; label: string; value: number; color: string; hint: string };

export function stillToSend(f: Funnel): number {
  return f.queued + f.sending + f.deferred + f.in_doubt;
}

/** queued → sent → delivered → read, then failed and skipped (and cancelled, expired, checking, when
 * any). */
export function funnelStages(t: T, f: Funnel): Stage[] {
  const stages: Stage[] = [
    {
      key: "queued",
      label: t("reports-stage-queued"),
      value: f.total,
      color: "gray",
      hint: stillToSend(f) > 0 ? t("reports-stage-queued-left", { count: stillToSend(f) }) : t("reports-stage-queued-all"),
    },
    { key: "sent", label: t("reports-stage-sent"), value: f.sent, color: "blue", hint: t("reports-stage-sent-hint") },
    {
      key: "delivered",
      label: t("reports-stage-delivered"),
      value: f.delivered,
      color: "green",
      hint: t("reports-stage-delivered-hint"),
    },
    { key: "read", label: t("reports-stage-read"), value: f.read, color: "teal", hint: t("reports-stage-read-hint") },
    { key: "failed", label: t("reports-stage-failed"), value: f.failed, color: "red", hint: t("reports-stage-failed-hint") },
    {
      key: "skipped",
      label: t("reports-stage-skipped"),
      value: f.skipped,
      color: "orange",
      hint: t("reports-stage-skipped-hint"),
    },
  ];
  if (f.cancelled > 0) {
    stages.push({
      key: "cancelled",
      label: t("reports-stage-cancelled"),
      value: f.cancelled,
      color: "gray",
      hint: t("reports-stage-cancelled-hint"),
    });
  }
  if (f.expired > 0) {
    stages.push({
      key: "expired",
      label: t("reports-stage-expired"),
      value: f.expired,
      color: "orange",
      hint: t("reports-stage-expired-hint"),
    });
  }
  if (f.in_doubt > 0) {
    stages.push({
      key: "in_doubt",
      label: t("reports-stage-in-doubt"),
      value: f.in_doubt,
      color: "yellow",
      hint: t("reports-stage-in-doubt-hint"),
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
