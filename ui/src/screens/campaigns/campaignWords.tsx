// A campaign's words in the person's language: its state, the progress bar's parts, the time
// still needed, and a sentence with a link inside (pure, tested).

import { Fragment, type ReactNode } from "react";

import type { CampaignState } from "../../bindings/CampaignState";
import type { PlainMessageId, T } from "../../i18n/I18n";
import type { Sample } from "../../common/campaignView";

/** A campaign's state, as its badge says it. */
export const CAMPAIGN_STATE_IDS: Record<CampaignState, PlainMessageId> = {
  draft: "campaigns-state-draft",
  scheduled: "campaigns-state-scheduled",
  launching: "campaigns-state-launching",
  running: "campaigns-state-running",
  paused: "campaigns-state-paused",
  cancelled: "campaigns-state-cancelled",
  // Everything has left; delivery updates may still be arriving (the summary says how many).
  done: "campaigns-state-done",
};

export function campaignStateWord(t: T, state: CampaignState): string {
  return t(CAMPAIGN_STATE_IDS[state]);
}

/** A part of the progress bar (`progressSections`' keys), as its tooltip says it. */
export function barWord(t: T, key: string, count: number): string {
  switch (key) {
    case "read":
      return t("campaigns-bar-read", { count });
    case "delivered":
      return t("campaigns-bar-delivered", { count });
    case "sent":
      return t("campaigns-bar-sent", { count });
    case "failed":
      return t("campaigns-bar-failed", { count });
    case "skipped":
      return t("campaigns-bar-skipped", { count });
    default:
      return t("campaigns-bar-expired", { count });
  }
}

/** What `campaigns-progress-time-left` says: how long the messages ready now still take, at
 * what pace. */
export type TimeLeft = {
  remaining: number;
  /** under 2 minutes, about `amount` minutes, or about `amount` hours. */
  unit: "short" | "minutes" | "hours";
  amount: number;
  per: "second" | "minute";
  rate: number;
};

/** How long `remaining` messages still take, from how fast `sent` grew lately (as
 * `common/campaignView`'s `timeLeft`); null until there is enough to tell (at least 5 seconds
 * of movement). */
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

/** The mark a message's `{ $link }` is given, where the link goes. */
export const LINK = "\uE000";

/** A translated sentence with a link inside: `text` was said with `{ link: LINK }`, and each
 * language put the link where its sentence needs it. */
export function withLink(text: string, link: ReactNode): ReactNode {
  const parts = text.split(LINK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && link}
    </Fragment>
  ));
}
