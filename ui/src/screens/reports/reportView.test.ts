import { describe, expect, test } from "vitest";

import { stateColor } from "../../format";
import { chartPoints, filterCounts, funnelStages, historyWord, stateWord } from "./reportView";
import { report, tIn } from "./testFixtures";

const t = tIn("en");

describe("the funnel", () => {
  test("reads queued → sent → delivered → read, then failed and skipped", () => {
    const stages = funnelStages(t, report().funnel);
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

describe("an expired message", () => {
  test("reads Expired everywhere, in the colour of messages not sent on purpose", () => {
    expect(stateWord(t, "expired")).toBe("Expired");
    expect(historyWord(t, "expired")).toBe("Expired");
    expect(stateColor("expired")).toBe(stateColor("skipped"));
  });

  test("has a stage of the funnel and a filter only when a campaign has some", () => {
    const none = report().funnel;
    expect(funnelStages(t, none).map((s) => s.key)).not.toContain("expired");
    const f = { ...none, queued: 17, expired: 3 };
    const stage = funnelStages(t, f).find((s) => s.key === "expired");
    expect(stage).toMatchObject({ label: "Expired", value: 3 });
    expect(stage?.hint).toMatch(/not sent.*time limit/);
    const counts = filterCounts(f);
    expect(counts.expired).toBe(3);
    expect(counts.all).toBe(
      counts.delivered + counts.waiting + counts.failed + counts.skipped + counts.cancelled + counts.expired,
    );
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
