import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";

import type { Report } from "../../bindings/Report";
import { renderScreen } from "../../test/render";
import RetargetMenu, { retargetChoices } from "./RetargetMenu";

describe("a new campaign from a report", () => {
  const report = (over: Partial<Report>): Report =>
    ({
      funnel: { sent: 10, read: 4 },
      failures: [{ retryable: true, count: 2 }, { retryable: false, count: 1 }],
      replies: { replied: 3, buttons: [{ button: "Pay now", payload: "PAY", taps: 2 }] },
      ...over,
    }) as unknown as Report;

  test("offers only who the report has someone for", () => {
    expect(retargetChoices(report({}))).toEqual([
      "not_read",
      "failed_can_change",
      "replied",
      { tapped: { button: "Pay now" } },
    ]);
    expect(
      retargetChoices(
        report({
          funnel: { sent: 4, read: 4 } as Report["funnel"],
          failures: [{ retryable: false, count: 1 }] as Report["failures"],
          replies: { replied: 0, buttons: [] } as unknown as Report["replies"],
        }),
      ),
    ).toEqual([]);
  });

  test("opens the campaign wizard with the chosen customers as the audience", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderScreen(<RetargetMenu campaignId="cmp_1" report={report({})} />, { navigate });
    await user.click(screen.getByTestId("report-retarget"));
    await user.click(await screen.findByText("Those who tapped “Pay now”"));
    expect(navigate).toHaveBeenCalledWith({
      screen: "campaigns",
      audience: { lists: [], tags: [], from_report: { campaign: "cmp_1", who: { tapped: { button: "Pay now" } } } },
    });
  });
});
