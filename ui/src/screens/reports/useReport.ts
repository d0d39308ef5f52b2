import { useCallback, useEffect, useRef, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { Report } from "../../bindings/Report";

/** How soon a report is read again after the campaign's progress moves (a 45,000-row report
 * is big, so not more often than this). Exported for tests. */
export const liveRefresh = { gapMs: 3_000, bigGapMs: 10_000, bigRows: 10_000 };

/** One campaign's report: read when the campaign changes, on Refresh, and (coalesced) when
 * Pacer pushes that the campaign's progress moved. */
export function useReport(id: string | null): {
  report: Report | null;
  loading: boolean;
  error: PacerError | null;
  refresh: () => void;
  moved: () => void;
} {
  const [report, setReport] = useState<Report | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<PacerError | null>(null);
  const current = useRef(id);
  const inFlight = useRef(false);
  const again = useRef(false);
  const lastAt = useRef(0);
  const rows = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    const wanted = current.current;
    if (!wanted) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setLoading(true);
    try {
      const fresh = await api.campaignReport(wanted);
      if (current.current === wanted) {
        setReport(fresh);
        setError(null);
        rows.current = fresh.recipients.length;
      }
    } catch (e) {
      if (current.current === wanted) setError(toPacerError(e));
    } finally {
      inFlight.current = false;
      lastAt.current = Date.now();
      setLoading(false);
      if (again.current) {
        again.current = false;
        void load();
      }
    }
  }, []);

  useEffect(() => {
    current.current = id;
    setReport(null);
    setError(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (id) void load();
  }, [id, load]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const moved = useCallback(() => {
    if (timer.current) return;
    const gap = rows.current > liveRefresh.bigRows ? liveRefresh.bigGapMs : liveRefresh.gapMs;
    const wait = Math.max(0, lastAt.current + gap - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      void load();
    }, wait);
  }, [load]);

  const refresh = useCallback(() => void load(), [load]);

  return { report, loading, error, refresh, moved };
}
