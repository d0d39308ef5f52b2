import { describe, expect, test } from "vitest";

import { chartPoints, filterCounts, funnelStages } from "./reportView";
import { report } from "./testFixtures";

describe("the funnel", () => {
  test("reads queued → sent → delivered → read, then failed and skipped", () => {
    const stages = funnelStages(report().funnel);
    expect(stages.map((s) => [s.label, s.value])).toEqual([
      ["Queued", 1250],
      ["Sent", 1204],
      ["Delivered", 1180],
      ["Read", 31],
      ["Failed", 20],
      ["Skipped", 6],
    ]);
    expect(stages[0].hint).toBe("20 still to send");
  });
});

describe("the recipient filter's counts", () => {
  test("come from the funnel, waiting being everything not final", () => {
    const f = report().funnel;
    const counts = filterCounts(f);
    expect(counts.all).toBe(1250);
    expect(counts.delivered).toBe(1180);
    expect(counts.failed).toBe(20);
    expect(counts.skipped).toBe(6);
    // 20 still to send + 24 sent and waiting for delivery.
    expect(counts.waiting).toBe(44);
    expect(counts.all).toBe(counts.delivered + counts.waiting + counts.failed + counts.skipped + counts.cancelled);
  });
});

describe("the per-minute chart", () => {
  test("quiet minutes show as zero instead of being skipped", () => {
    const points = chartPoints(report().timeline);
    expect(points.map((p) => p.sent)).toEqual([800, 404, 0, 0]);
  });
});
