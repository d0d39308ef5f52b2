import { describe, expect, test } from "vitest";

import { chartPoints, filterCounts, funnelStages, joinPath, withExtension } from "./reportView";
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

describe("export paths", () => {
  test("the extension follows the format", () => {
    expect(withExtension("/home/me/December-invoices.xlsx", "csv")).toBe("/home/me/December-invoices.csv");
    expect(withExtension("C:\\Reports\\dec.CSV", "xlsx")).toBe("C:\\Reports\\dec.xlsx");
    expect(withExtension("/home/me/december", "xlsx")).toBe("/home/me/december.xlsx");
  });
  test("a folder and a name join with the folder's separator", () => {
    expect(joinPath("/home/me/.local/share/pacer/", "exports")).toBe("/home/me/.local/share/pacer/exports");
    expect(joinPath("C:\\Users\\me\\AppData\\pacer", "a.xlsx")).toBe("C:\\Users\\me\\AppData\\pacer\\a.xlsx");
  });
});

describe("the per-minute chart", () => {
  test("quiet minutes show as zero instead of being skipped", () => {
    const points = chartPoints(report().timeline);
    expect(points.map((p) => p.sent)).toEqual([800, 404, 0, 0]);
  });
});
