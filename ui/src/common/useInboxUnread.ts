// The Inbox's badge: customer messages nobody has opened, read once when the engine runs and
// then kept by the `inbox` event (pushed when customers write and when a conversation is read),
// so the navigation never polls.
import { useEffect, useState } from "react";

import { api, events, type InboxChange } from "../api";
import { type T, useT } from "../i18n/I18n";
import { kindWords } from "./inboxWords";
import { useEvent } from "./useEvent";

/** The desktop notification for customer messages that just arrived, in the person's
 * language: who wrote (or how many customers) and the newest message's words. `null` when
 * nothing arrived. */
export function noticeFor(t: T, change: InboxChange): { title: string; body: string } | null {
  const newest = change.arrived.at(-1);
  if (change.arrived_count === 0 || !newest) return null;
  const people = new Set(change.arrived.map((a) => a.phone)).size;
  const body = newest.text?.trim() || kindWords(t, newest.kind);
  const title =
    people === 1 && change.arrived_count === change.arrived.length
      ? t("inbox-notice-title", { count: change.arrived_count, name: newest.name ?? newest.phone })
      : t("inbox-notice-many", { count: change.arrived_count, people });
  return { title, body };
}

/** Unread customer messages in all conversations; 0 until known. */
export function useInboxUnread(running: boolean): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!running) return;
    let alive = true;
    api.conversations({ search: null, campaign: null, waiting: false, offset: 0, limit: 1 }).then(
      (page) => alive && setUnread(page.unread_total),
      // The badge is a hint: the Inbox screen itself says why it cannot read.
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [running]);
  const t = useT();
  useEvent(events.onInbox, (change: InboxChange) => {
    setUnread(change.unread_total);
    const notice = noticeFor(t, change);
    // The shell decides whether to show it (Settings, the window in front); nothing to say
    // when it cannot.
    if (notice) api.showNotice(notice.title, notice.body).catch(() => {});
  });
  return unread;
}
