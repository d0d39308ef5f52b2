import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";

import { api, PacerError } from "../../../api";
import { chooseOption, renderScreen, untranslatedText } from "../../../test/render";
import { invoiceTemplate, lists, promoTemplate } from "../../../test/campaignRows";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import AudienceStep from "./AudienceStep";
import { audienceOf, emptyDraft, type Draft } from "./draft";
import { COUNT_AFTER_MS } from "./useAudienceCount";

vi.mock("../../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
  };
});

const mocked = vi.mocked(api);
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  mocked.countAudience.mockResolvedValue({ total: 1250, opted_out: 12 });
});

/** The audience step as the wizard holds it; `seen` gets every draft it makes. */
function Step({ start, template, seen }: { start: Partial<Draft>; template?: TemplateInfo; seen: (d: Draft) => void }) {
  const [draft, setDraft] = useState<Draft>({ ...emptyDraft(), ...start });
  return (
    <AudienceStep
      draft={draft}
      setDraft={(change) =>
        setDraft((d) => {
          const next = { ...d, ...change };
          seen(next);
          return next;
        })
      }
      lists={lists()}
      tags={["vip", "late"]}
      template={template ?? invoiceTemplate()}
      columns={["name", "phone", "City", "Balance"]}
    />
  );
}

describe("the audience's filters", () => {
  test("a filter is a column, a test and a value; a test without a value keeps none", async () => {
    const user = userEvent.setup();
    const drafts: Draft[] = [];
    renderScreen(<Step start={{ lists: ["December"] }} seen={(d) => drafts.push(d)} />);
    await user.click(screen.getByTestId("audience-filter-add"));
    await user.click(screen.getByTestId("audience-filter-column-0"));
    await user.paste("City");
    await user.click(screen.getByTestId("audience-filter-value-0"));
    await user.paste("Lahore");
    expect(drafts.at(-1)?.filters).toEqual([{ column: "City", op: "equals", value: "Lahore" }]);

    await user.click(screen.getByTestId("audience-filter-add"));
    await user.click(screen.getByTestId("audience-filter-column-1"));
    await user.paste("Balance");
    await chooseOption(user, screen.getByTestId("audience-filter-op-1"), "is more than (number)");
    await user.click(screen.getByTestId("audience-filter-value-1"));
    await user.paste("1,000");
    expect(drafts.at(-1)?.filters?.[1]).toEqual({ column: "Balance", op: "greater_than", value: "1,000" });

    await chooseOption(user, screen.getByTestId("audience-filter-op-0"), "is empty");
    expect(screen.queryByTestId("audience-filter-value-0")).toBeNull();
    expect(drafts.at(-1)?.filters?.[0]).toEqual({ column: "City", op: "is_empty", value: "" });

    await user.click(screen.getByTestId("audience-filter-remove-0"));
    expect(drafts.at(-1)?.filters).toEqual([{ column: "Balance", op: "greater_than", value: "1,000" }]);
  });

  test("tags any or all, and the lists and tags left out, are kept in the audience", async () => {
    const user = userEvent.setup();
    const drafts: Draft[] = [];
    renderScreen(<Step start={{ tags: ["vip", "late"] }} seen={(d) => drafts.push(d)} />);
    await user.click(screen.getByText("All of these tags"));
    await chooseOption(user, screen.getByTestId("audience-except-lists"), "VIP");
    const last = drafts.at(-1)!;
    expect(audienceOf(last)).toEqual({
      lists: [],
      tags: ["vip", "late"],
      tags_match: "all",
      except_lists: ["VIP"],
    });
  });

  test("the steps' own words are the catalogue's", async () => {
    const user = userEvent.setup();
    renderScreen(<Step start={{ lists: ["December"], tags: ["vip", "late"] }} seen={() => {}} />, { language: "en-XA" });
    await user.click(screen.getByTestId("audience-filter-add"));
    await waitFor(() => expect(screen.getByTestId("audience-count")).toHaveTextContent(/1[,.]250/));
    // The chosen tags' pills are the person's own tags, not Pacer's words.
    expect(untranslatedText().filter((text) => !["vip", "late"].includes(text))).toEqual([]);
  });
});

describe("the audience's count", () => {
  test("is asked once the audience stops changing, and says who opted out for marketing", async () => {
    const user = userEvent.setup();
    renderScreen(<Step start={{ lists: ["December"] }} template={promoTemplate()} seen={() => {}} />);
    await waitFor(() => expect(screen.getByTestId("audience-count")).toHaveTextContent("1,250 contacts in this audience."));
    expect(screen.getByTestId("audience-count")).toHaveTextContent("12 of them opted out of marketing");
    expect(mocked.countAudience).toHaveBeenCalledTimes(1);
    expect(mocked.countAudience).toHaveBeenLastCalledWith({ lists: ["December"], tags: [] });

    // Typing a value asks once, for the value as typed, not once per key.
    mocked.countAudience.mockResolvedValue({ total: 310, opted_out: 0 });
    await user.click(screen.getByTestId("audience-filter-add"));
    await user.click(screen.getByTestId("audience-filter-column-0"));
    await user.type(screen.getByTestId("audience-filter-column-0"), "City");
    await user.type(screen.getByTestId("audience-filter-value-0"), "Lahore");
    await waitFor(() => expect(screen.getByTestId("audience-count")).toHaveTextContent("310 contacts in this audience."));
    const typed = mocked.countAudience.mock.calls.length;
    expect(typed, "not one count per key typed").toBeLessThan(5);
    expect(mocked.countAudience).toHaveBeenLastCalledWith({
      lists: ["December"],
      tags: [],
      filters: [{ column: "City", op: "equals", value: "Lahore" }],
    });
  });

  test("waits until the audience has stood still for a quarter of a second", async () => {
    vi.useFakeTimers();
    try {
      renderScreen(<Step start={{ lists: ["December"] }} seen={() => {}} />);
      expect(screen.getByTestId("audience-count")).toHaveTextContent("Counting…");
      await act(async () => {
        vi.advanceTimersByTime(COUNT_AFTER_MS - 10);
      });
      expect(mocked.countAudience).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(20);
      });
      expect(mocked.countAudience).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a filter Pacer cannot read is said in plain words, and nobody brought in is not counted", async () => {
    mocked.countAudience.mockRejectedValue(
      new PacerError({
        code: "campaign",
        message: 'The filter on "Balance" compares numbers, but "lots" is not a number.',
        details: null,
        said: {
          id: "engine-audience-not-a-number",
          args: { column: "Balance", value: "lots" },
        },
      }),
    );
    renderScreen(
      <Step
        start={{ lists: ["December"], filters: [{ column: "Balance", op: "greater_than", value: "lots" }] }}
        seen={() => {}}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId("audience-count")).toHaveTextContent('compares numbers, but "lots" is not a number'),
    );
    mocked.countAudience.mockClear();
    renderScreen(<Step start={{}} seen={() => {}} />);
    await new Promise((r) => setTimeout(r, COUNT_AFTER_MS + 50));
    expect(mocked.countAudience).not.toHaveBeenCalled();
  });

  test("a report's customers are named, and can be taken out", async () => {
    const user = userEvent.setup();
    const drafts: Draft[] = [];
    renderScreen(
      <Step start={{ fromReport: { campaign: "cmp_1", who: { tapped: { button: "Pay now" } } } }} seen={(d) => drafts.push(d)} />,
    );
    expect(screen.getByTestId("audience-from-report")).toHaveTextContent("customers who tapped “Pay now”");
    await waitFor(() =>
      expect(mocked.countAudience).toHaveBeenLastCalledWith({
        lists: [],
        tags: [],
        from_report: { campaign: "cmp_1", who: { tapped: { button: "Pay now" } } },
      }),
    );
    await user.click(screen.getByText("Remove"));
    expect(drafts.at(-1)?.fromReport).toBeNull();
  });
});
