// What a button does when it asks Pacer for something: it shows that it runs (and so takes no
// second press), and says why when it fails, either in a notification or in place.
import { useCallback, useState } from "react";

import { toPacerError, type PacerError } from "../api";
import { showError } from "../notify";

export type Action = {
  /** The action is running: its button shows it. */
  running: boolean;
  /** Why the last run failed, for a screen that shows it in place; `null` while a new run goes
   * and after a success. */
  error: PacerError | null;
  /** Runs `action`. A failure is kept in `error` and, when `failed` is given, also shown as a
   * notification with that title. */
  run: (action: () => Promise<void>, failed?: string) => Promise<void>;
};

export function useAction(): Action {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<PacerError | null>(null);
  const run = useCallback(async (action: () => Promise<void>, failed?: string) => {
    setRunning(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(toPacerError(e));
      if (failed !== undefined) showError(e, failed);
    } finally {
      setRunning(false);
    }
  }, []);
  return { running, error, run };
}
