import { describe, expect, test } from "vitest";

import { progressSections, timeLeftOf } from "../../common/campaignView";
import { ENGLISH, tOf } from "../../i18n/languages";
import { runningRow } from "../../test/campaignRows";

describe("the progress bar", () => {
  test("splits every message into read, delivered, sent, failed", () => {
    const sections = progressSections(runningRow().progress, tOf(ENGLISH, true));
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
    const say = (remaining: number) => {
      const left = timeLeftOf(samples, remaining);
      return left && tOf(ENGLISH, true)("campaigns-progress-time-left", left);
    };
    expect(say(24_000)).toBe("24,000 more to send now: about 5 minutes at 80 a second.");
    expect(say(4_000)).toBe("4,000 more to send now: less than 2 minutes at 80 a second.");
    expect(timeLeftOf(samples, 24_000)).toEqual({ remaining: 24_000, unit: "minutes", amount: 5, per: "second", rate: 80 });
  });
  test("is not guessed from too little", () => {
    expect(timeLeftOf([{ at: 0, sent: 10 }], 100)).toBeNull();
    expect(timeLeftOf([{ at: 0, sent: 10 }, { at: 2_000, sent: 20 }], 100)).toBeNull();
    expect(timeLeftOf([{ at: 0, sent: 10 }, { at: 20_000, sent: 10 }], 100)).toBeNull();
  });
});
