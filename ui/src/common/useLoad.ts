// One read from Pacer for a screen: what it answered, why it failed, whether it is on its way,
// and a way to read again. A new read keeps the last answer on screen until the next arrives,
// and an answer that arrives after the screen moved on (or after a newer read) is dropped.
import { useCallback, useEffect, useState, type DependencyList } from "react";

import { toPacerError, type PacerError } from "../api";

export type Loaded<T> = {
  /** The last answer; `null` until the first arrives. */
  data: T | null;
  /** Why the last read failed; `null` once a read succeeds. */
  error: PacerError | null;
  /** A read is on its way. */
  loading: boolean;
  /** Reads again. */
  reload: () => void;
};

type State<T> = Omit<Loaded<T>, "reload">;

/** Reads with `load` whenever `deps` change (`null`: nothing to read now). */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<State<T>>({ data: null, error: null, loading: load !== null });
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    if (!load) {
      setState((s) => ({ ...s, loading: false }));
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => {
        if (live) setState({ data, error: null, loading: false });
      },
      (e: unknown) => {
        if (live) setState((s) => ({ ...s, error: toPacerError(e), loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; what it reads is named by `deps`.
  }, [...deps, epoch]);

  const reload = useCallback(() => setEpoch((e) => e + 1), []);
  return { ...state, reload };
}
