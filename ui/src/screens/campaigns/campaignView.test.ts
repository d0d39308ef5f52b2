import { describe, expect, test } from "vitest";

import { progressSections, timeLeft } from "../../common/campaignView";
import { runningRow } from "../../test/campaignRows";

describe("the progress bar", () => {
  test("splits every message into read, delivered, sent, failed", () => {
    const sections = progressSections(runningRow().progress);
    expect(sections.map((s) => [s.key, s.value])).toEqual([
      ["read", 31],
      ["delivered", 1173],
      ["sent", 10],
      ["failed", 20],
    ]);
    expect(sections.reduce((n, s) => n + s.share, 0)).toBeCloseTo((1234 * 100) / 1250);
  });
});

describe("the time left", () => {
  test("comes from the pace of the last samples", () => {
    const samples = [
      { at: 0, sent: 1000 },
      { at: 10_000, sent: 1800 },
    ];
    expect(timeLeft(samples, 24_000)).toBe("about 5 minutes at 80 a second");
    expect(timeLeft(samples, 4_000)).toBe("less than 2 minutes at 80 a second");
  });
  test("is not guessed from too little", () => {
    expect(timeLeft([{ at: 0, sent: 10 }], 100)).toBeNull();
    expect(timeLeft([{ at: 0, sent: 10 }, { at: 2_000, sent: 20 }], 100)).toBeNull();
    expect(timeLeft([{ at: 0, sent: 10 }, { at: 20_000, sent: 10 }], 100)).toBeNull();
  });
});
