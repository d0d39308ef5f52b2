import { useCallback, useEffect, useRef, useState } from "react";

import { api, events } from "../../api";
import type { HomeView } from "../../bindings/HomeView";
import { useEvent } from "../../common/useEvent";

/** One second of the send rate, for the chart. */
export type RatePoint = { at: number; sent: number };

/** How many seconds of rate the chart keeps (5 minutes). */
export const RATE_WINDOW = 300;

/** How long the "Meta asked Pacer to slow down" note stays after the last throttling answer. */
export const THROTTLE_NOTE_MS = 5 * 60 * 1000;

export type HomeState = {
  /** The latest view; `null` until Pacer has answered. */
  view: HomeView | null;
  /** The send rate over the last minutes, oldest first. */
  points: RatePoint[];
  /** When Meta last asked Pacer to slow down (Unix ms), while this screen was open. */
  throttledAt: number | null;
};

/** Appends a point, keeping the last `RATE_WINDOW`. */
export function appendPoint(points: RatePoint[], point: RatePoint): RatePoint[] {
  const last = points[points.length - 1];
  if (last && point.at <= last.at) return points;
  const next = points.length >= RATE_WINDOW ? points.slice(points.length - RATE_WINDOW + 1) : points.slice();
  next.push(point);
  return next;
}

/** The Home view as Pacer pushes it every second (and once at mount); never polls. */
export function useHome(): HomeState {
  const [state, setState] = useState<HomeState>({ view: null, points: [], throttledAt: null });
  const previous = useRef<HomeView | null>(null);

  const take = useCallback((view: HomeView) => {
    const before = previous.current;
    if (before && view.at < before.at) return; // an older answer arriving late
    previous.current = view;
    setState((s) => ({
      view,
      points: appendPoint(s.points, { at: view.at, sent: view.stats.rate_sent }),
      throttledAt: before && view.stats.throttled > before.stats.throttled ? view.at : s.throttledAt,
    }));
  }, []);

  useEffect(() => {
    let alive = true;
    api.home().then(
      (view) => alive && take(view),
      () => {
        // The engine is not running yet: the app's banner says why; the pushed views follow.
      },
    );
    return () => {
      alive = false;
    };
  }, [take]);
  useEvent(events.onHome, take);

  return state;
}
