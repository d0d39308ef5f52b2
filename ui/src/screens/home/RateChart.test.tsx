import { describe, expect, it } from "vitest";

import { rateGeometry } from "./RateChart";

const at = (s: number) => Date.UTC(2026, 10, 30, 9, 0, s);

describe("rateGeometry", () => {
  it("draws nothing but the axis before the first second arrives", () => {
    const g = rateGeometry([], 80);
    expect(g.line).toBe("");
    expect(g.area).toBe("");
    expect(g.ticks.map((t) => t.label)).toEqual(["0", "44", "88"]);
  });

  it("puts the limit line below the top, and a rate at the limit on it", () => {
    const g = rateGeometry([{ at: at(0), sent: 10 }, { at: at(1), sent: 80 }], 80);
    const lastY = Number(g.line.split(" ").pop()!.split(",")[1]);
    expect(g.limitY).not.toBeNull();
    expect(lastY).toBeCloseTo(g.limitY!, 0);
    expect(g.limitY!).toBeGreaterThan(g.ticks[2].y);
  });

  it("keeps a peak above the limit inside the chart", () => {
    const g = rateGeometry([{ at: at(0), sent: 200 }], 80);
    const ys = g.line.match(/,([\d.]+)/g)!.map((m) => Number(m.slice(1)));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(g.ticks[2].y);
    expect(g.ticks[2].label).toBe("220");
  });

  it("spreads the seconds from left to right, oldest first", () => {
    const g = rateGeometry([0, 1, 2].map((s) => ({ at: at(s), sent: 5 })), null);
    const xs = g.line.match(/[ML]([\d.]+),/g)!.map((m) => Number(m.slice(1, -1)));
    expect(xs[0]).toBeLessThan(xs[1]);
    expect(xs[1]).toBeLessThan(xs[2]);
    expect(g.limitY).toBeNull();
    expect(g.area.endsWith("Z")).toBe(true);
  });
});
