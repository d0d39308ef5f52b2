import { describe, expect, test } from "vitest";

import { chartPoints, filterRows, funnelStages, joinPath, withExtension } from "./reportView";
import { recipient, report } from "./testFixtures";

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

describe("the recipient filter", () => {
  const rows = [
    recipient(1, "read", { name: "Ayesha Khan" }),
    recipient(2, "failed", { name: "Omar Chaudhry" }),
    recipient(3, "deferred", { name: null }),
  ];
  test("by state", () => {
    expect(filterRows(rows, "delivered", "").map((r) => r.key)).toEqual(["msg_000001"]);
    expect(filterRows(rows, "waiting", "").map((r) => r.key)).toEqual(["msg_000003"]);
  });
  test("by name or by the digits of the number, however written", () => {
    expect(filterRows(rows, "all", "omar").map((r) => r.key)).toEqual(["msg_000002"]);
    expect(filterRows(rows, "all", "0300 3000003").map((r) => r.key)).toEqual(["msg_000003"]);
    expect(filterRows(rows, "all", "300-3000003").map((r) => r.key)).toEqual(["msg_000003"]);
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
