// How a campaign reads in the list: its state in words, the actions that make sense for it,
// and its progress as bar sections (pure, tested).

import type { CampaignRow } from "../bindings/CampaignRow";
import type { CampaignState } from "../bindings/CampaignState";
import type { Progress } from "../bindings/Progress";
import type { PlainMessageId, T } from "../i18n/I18n";

/** Each state's word in the catalogue. */
export const CAMPAIGN_STATE_IDS: Record<CampaignState, PlainMessageId> = {
  draft: "common-campaign-state-draft",
  scheduled: "common-campaign-state-scheduled",
  launching: "common-campaign-state-launching",
  running: "common-campaign-state-running",
  paused: "common-campaign-state-paused",
  cancelled: "common-campaign-state-cancelled",
  // Everything has left; delivery updates may still be arriving (the summary says how many).
  done: "common-campaign-state-done",
};

/** A campaign's state in the person's words. */
export function campaignStateWord(t: T, state: CampaignState): string {
  return t(CAMPAIGN_STATE_IDS[state]);
}

export function campaignStateColor(state: CampaignState): string {
  switch (state) {
    case "draft":
      return "gray";
    case "scheduled":
      return "violet";
    case "launching":
    case "running":
      return "blue";
    case "paused":
      return "orange";
    case "cancelled":
      return "red";
    case "done":
      return "green";
  }
}

export type Action = "open" | "pause" | "resume" | "cancel" | "delete" | "retry" | "clone" | "report";

export function stateCount(progress: Progress, ...states: string[]): number {
  return states.reduce((sum, s) => sum + (progress.by_state[s] ?? 0), 0);
}

/** The actions that make sense for a campaign where it is now. */
export function actionsFor(row: CampaignRow): Action[] {
  const state = row.progress.state;
  const failed = stateCount(row.progress, "failed");
  const hasMessages = row.progress.total > 0;
  const actions: Action[] = [];
  if (state === "draft" || state === "scheduled") actions.push("open");
  if (state === "scheduled" || state === "launching" || state === "running") actions.push("pause");
  if (state === "paused") actions.push("resume");
  if (failed > 0 && (state === "running" || state === "paused" || state === "done")) actions.push("retry");
  if (hasMessages || state === "launching" || state === "running" || state === "done") actions.push("report");
  actions.push("clone");
  // A campaign that never sent anything is deleted; one with messages is cancelled and keeps
  // its report.
  if ((state === "draft" || state === "scheduled") && !hasMessages) actions.push("delete");
  else if (state !== "cancelled" && state !== "done") actions.push("cancel");
  return actions;
}

export type Section = { key: string; label: string; value: number; color: string; share: number };

/** The bar: read, delivered, sent, failed, skipped or cancelled, and expired, as shares of every
 * message, labelled in the person's words (`t`; English without it). */
export function progressSections(progress: Progress, t: T): Section[] {
  const total = progress.total;
  if (total <= 0) return [];
  const parts: Omit<Section, "share">[] = [
    { key: "read", label: t("common-progress-read"), value: stateCount(progress, "read"), color: "teal" },
    { key: "delivered", label: t("common-progress-delivered"), value: stateCount(progress, "delivered"), color: "green" },
    { key: "sent", label: t("common-progress-sent"), value: stateCount(progress, "sent"), color: "blue" },
    { key: "failed", label: t("common-progress-failed"), value: stateCount(progress, "failed"), color: "red" },
    {
      key: "skipped",
      label: t("common-progress-skipped"),
      value: stateCount(progress, "skipped", "cancelled"),
      color: "gray",
    },
    { key: "expired", label: t("common-progress-expired"), value: stateCount(progress, "expired"), color: "orange" },
  ];
  return parts
    .filter((p) => p.value > 0)
    .map((p) => ({ ...p, share: (p.value * 100) / total }));
}

/** A cheap fingerprint of a campaign's progress, to notice when it moved. */
export function progressSignature(progress: Progress): string {
  return JSON.stringify([progress.state, progress.total, progress.by_state, progress.launch, progress.paused_reason]);
}

export type Sample = { at: number; sent: number };

/** How long the messages ready now still take, at what pace: what a campaign's
 * `campaigns-progress-time-left` says. */
export type TimeLeft = {
  remaining: number;
  /** under 2 minutes, about `amount` minutes, or about `amount` hours. */
  unit: "short" | "minutes" | "hours";
  amount: number;
  per: "second" | "minute";
  rate: number;
};

/** How long `remaining` messages still take, from how fast `sent` grew lately; null until there
 * is enough to tell (at least 5 seconds of movement). */
export function timeLeftOf(samples: Sample[], remaining: number): TimeLeft | null {
  if (remaining <= 0 || samples.length < 2) return null;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const seconds = (last.at - first.at) / 1000;
  const sent = last.sent - first.sent;
  if (seconds < 5 || sent <= 0) return null;
  const rate = sent / seconds;
  const left = remaining / rate;
  const perSecond = rate >= 1;
  return {
    remaining,
    per: perSecond ? "second" : "minute",
    rate: perSecond ? Math.round(rate) : Math.max(1, Math.round(rate * 60)),
    unit: left < 90 ? "short" : left < 90 * 60 ? "minutes" : "hours",
    amount: left < 90 ? 0 : left < 90 * 60 ? Math.round(left / 60) : Math.round(left / 3600),
  };
}
