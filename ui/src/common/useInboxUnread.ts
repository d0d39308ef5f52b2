// The Inbox's badge: customer messages nobody has opened, read once when the engine runs and
// then kept by the `inbox` event (pushed when customers write and when a conversation is read),
// so the navigation never polls.
import { useEffect, useState } from "react";

import { api, events, type InboxChange } from "../api";
import { useEvent } from "./useEvent";

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
  useEvent(events.onInbox, (change: InboxChange) => setUnread(change.unread_total));
  return unread;
}
