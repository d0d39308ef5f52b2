import { describe, expect, it } from "vitest";

import { emptyDraft, sendable, withBody } from "./draft";

describe("a draft's samples", () => {
  it("survive the body being retyped, and only the body's own are sent", () => {
    let draft = withBody(emptyDraft(), "Dear {{1}}, invoice {{2}} is paid.");
    draft = { ...draft, samples: { "1": "Ayesha", "2": "INV-0042" } };
    // Select all and type again: for a moment the body has no variable at all.
    draft = withBody(draft, "D");
    expect(sendable(draft).samples).toEqual({});
    draft = withBody(draft, "Dear {{1}}, thank you for paying invoice {{2}} on time.");
    expect(sendable(draft).samples).toEqual({ "1": "Ayesha", "2": "INV-0042" });
    expect(sendable(withBody(draft, "Dear {{1}}, thanks.")).samples).toEqual({ "1": "Ayesha" });
  });
});
