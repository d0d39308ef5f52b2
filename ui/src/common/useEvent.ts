// What Pacer pushes to the window (`events` in api.ts), heard while a component is mounted.
// Subscribing is asynchronous: a component gone before the subscription is made unsubscribes
// as soon as it is, and an event that arrives after it is gone is not handled.
import { useEffect, useRef } from "react";

import type { UnlistenFn } from "@tauri-apps/api/event";

/** Subscribes with `listen` (`null`: not now) and calls the latest `handler` with each event. */
export function useEvent<T>(
  listen: ((handler: (payload: T) => void) => Promise<UnlistenFn>) | null,
  handler: (payload: T) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!listen) return;
    let alive = true;
    let stop: UnlistenFn | undefined;
    listen((payload) => {
      if (alive) latest.current(payload);
    }).then(
      (unlisten) => {
        if (alive) stop = unlisten;
        else unlisten();
      },
      // No event bridge (a closing window): nothing will be pushed and nothing needs undoing;
      // what the component read on its own stays on screen.
      () => {},
    );
    return () => {
      alive = false;
      stop?.();
    };
  }, [listen]);
}
