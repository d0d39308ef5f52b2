// A value Pacer answers when asked and then pushes whenever it changes (the app's info).
//
// Subscribing is asynchronous. Asking while the subscription is still being made can lose a
// change: Pacer answers with the old value, the change is pushed before anyone listens, and the
// window shows the old value until the next change — which, for the app's info (the engine
// started, the demo's sample files), may never come. So this subscribes first and asks only
// once the subscription is made; an answer that arrives after a push is dropped, the push
// being newer.
import { useEffect, useRef, useState } from "react";

import type { UnlistenFn } from "@tauri-apps/api/event";

/** The latest value (`null` until the first answer or push) and a setter for values a command
 * answered with. `whenUnread`, if given, is shown when the read fails and nothing was pushed
 * (an empty list rather than a screen that waits for ever). */
export function useLiveValue<T>(
  listen: (handler: (value: T) => void) => Promise<UnlistenFn>,
  read: () => Promise<T>,
  onReadError: (e: unknown) => void,
  whenUnread?: T,
): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  // Read once per mount with the functions of the first render (they are module functions).
  const first = useRef({ listen, read, onReadError, whenUnread });

  useEffect(() => {
    const { listen, read, onReadError, whenUnread } = first.current;
    let alive = true;
    let pushed = false;
    let stop: UnlistenFn | undefined;
    const ask = () =>
      read().then(
        (answer) => {
          if (alive && !pushed) setValue(answer);
        },
        (e: unknown) => {
          if (!alive) return;
          onReadError(e);
          if (whenUnread !== undefined) setValue((current) => current ?? whenUnread);
        },
      );
    listen((pushedValue) => {
      if (!alive) return;
      pushed = true;
      setValue(pushedValue);
    }).then(
      (unlisten) => {
        if (!alive) {
          unlisten();
          return;
        }
        stop = unlisten;
        void ask();
      },
      // No event bridge: nothing will be pushed, so the answer is all there is.
      () => void ask(),
    );
    return () => {
      alive = false;
      stop?.();
    };
  }, []);

  return [value, setValue];
}
