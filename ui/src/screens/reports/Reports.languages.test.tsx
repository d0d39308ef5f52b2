import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { api, events } from "../../api";
import { runningRow } from "../../test/campaignRows";
import { renderScreen, untranslatedText } from "../../test/render";
import Reports from "./Reports";
import { answerRecipients, report, tIn } from "./testFixtures";

vi.mock("../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
    events: { onHome: vi.fn(), onCampaigns: vi.fn(), onApp: vi.fn() },
  };
});
// Recharts needs a real layout; the legend's words are what matters here.
vi.mock("@mantine/charts", () => ({
  AreaChart: ({ series }: { series: { name: string; label?: string }[] }) => (
    <div data-testid="area-chart">
      {series.map((s) => (
        <span key={s.name}>{s.label ?? s.name}</span>
      ))}
    </div>
  ),
}));

const mocked = vi.mocked(api);
const ID = "cmp_870d9e57078048d8";

// jsdom has no layout: give the table's scroller a height so the virtual list draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 420 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
});

/** A report with every part the screen can show: cancelled, expired and unanswered messages
 * too, and no price list. */
function fullReport() {
  const base = report();
  return report({
    funnel: { ...base.funnel, cancelled: 3, expired: 2, in_doubt: 1 },
    resent_after_no_answer: ["msg_000004"],
    cost: {
      currency: null,
      lines: [
        { category: "UTILITY", delivered: 1100, rate: null, amount: null },
        { category: "UNKNOWN", delivered: 80, rate: null, amount: null },
      ],
      total: null,
      summary: "Estimated cost unknown: no price list is set (1,180 delivered template messages: 1,180 utility).",
    },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(events.onCampaigns).mockImplementation(async () => () => {});
  mocked.campaigns.mockResolvedValue([runningRow()]);
  mocked.campaignReport.mockResolvedValue(fullReport());
  mocked.campaignRecipients.mockImplementation(answerRecipients(report().recipients));
});

describe("the Reports screen in the pseudo-language", () => {
  test("says nothing in English before a campaign is chosen", async () => {
    const user = userEvent.setup();
    renderScreen(<Reports />, { language: "en-XA" });
    await screen.findByTestId("report-empty");
    await waitFor(() => expect(mocked.campaigns).toHaveBeenCalled());
    expect(untranslatedText()).toEqual([]);
    // The campaigns to pick from: each name (the person's) with its state and date (the language's).
    const pick = screen.getByTestId("report-pick");
    await user.click(pick);
    const option = await waitFor(() => {
      const found = document.getElementById(pick.getAttribute("aria-controls") ?? "")?.querySelector('[role="option"]');
      if (!found) throw new Error("the options did not open");
      return found;
    });
    expect(option.textContent).toMatch(/^\[December invoices \(.*\[šééñđííñĝ~*\].*\)~*\]$/);
    await user.paste("nothing like it");
    await waitFor(() => expect(document.querySelector('[role="option"]')).toBeNull());
    expect(untranslatedText()).toEqual([]);
  });

  test("says nothing in English in a whole report", async () => {
    const user = userEvent.setup();
    mocked.exportReport.mockResolvedValue("/home/me/Desktop/december.xlsx");
    mocked.retryCampaign.mockResolvedValue({
      retried: 6,
      not_retried: {},
      summary: "6 failed messages sent again.",
      summary_said: { id: "engine-campaign-retried", args: { retried: 6, left: 0 } },
    });
    renderScreen(<Reports campaignId={ID} />, { language: "en-XA" });
    await screen.findAllByTestId("report-row");
    await screen.findByTestId("report-cost-no-prices");
    await user.click(screen.getByTestId("report-export-xlsx"));
    await screen.findByTestId("report-export-done");
    await user.click(screen.getByTestId("report-retry"));
    await screen.findByTestId("report-retry-result");
    expect(untranslatedText()).toEqual([]);
  });

  test("says nothing in English in a message's history", async () => {
    const user = userEvent.setup();
    mocked.messageHistory.mockResolvedValue([
      { at: Date.UTC(2026, 11, 1, 4, 0, 0), state: "queued", code: null, detail: null },
      { at: Date.UTC(2026, 11, 1, 4, 0, 1), state: "sent", code: null, detail: "wamid.HBgM2" },
      { at: Date.UTC(2026, 11, 1, 4, 0, 3), state: "failed (webhook)", code: 131026, detail: "Message undeliverable" },
      // A status Pacer has no word for reads as Meta wrote it.
      { at: Date.UTC(2026, 11, 1, 4, 0, 4), state: "warning", code: null, detail: null },
    ]);
    renderScreen(<Reports campaignId={ID} />, { language: "en-XA" });
    const rows = await screen.findAllByTestId("report-row");
    await user.click(rows.find((r) => r.textContent?.includes("Omar Chaudhry")) as HTMLElement);
    const history = await screen.findByTestId("report-history");
    await waitFor(() => expect(history).toHaveTextContent("131026"));
    expect(within(history).getByText("Warning")).toHaveAttribute("translate", "no");
    expect(untranslatedText()).toEqual([]);
  });

  test("says nothing in English when the report or its customers can't be read", async () => {
    mocked.campaignReport.mockRejectedValue({ code: "engine", message: "The database is locked.", details: null });
    renderScreen(<Reports campaignId={ID} />, { language: "en-XA" });
    expect(await screen.findByTestId("report-error")).toHaveTextContent("The database is locked.");
    expect(untranslatedText()).toEqual([]);
  });

  test("(the check sees English where there is some)", async () => {
    renderScreen(<Reports campaignId={ID} />);
    await screen.findAllByTestId("report-row");
    expect(untranslatedText()).toEqual(expect.arrayContaining(["Reports", "Every customer (1,250)"]));
  });
});

describe("the Reports screen in Urdu", () => {
  test("reads right to left, in Urdu, with numbers and phone numbers left to right", async () => {
    renderScreen(<Reports campaignId={ID} />, { language: "ur-PK" });
    expect(await screen.findByRole("heading", { name: "رپورٹس" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    const funnel = await screen.findByTestId("report-funnel");
    expect(within(funnel).getByTestId("funnel-delivered")).toHaveTextContent("پہنچ گیا");
    const rows = await screen.findAllByTestId("report-row");
    const phone = within(rows[0]).getByText("+923003000001");
    expect(phone).toHaveAttribute("dir", "ltr");
    // A phone number inside an Urdu sentence keeps its own direction.
    expect(rows[0].getAttribute("aria-label")).toContain("\u2068Ayesha Khan\u2069");
  });
});

describe("a report's words", () => {
  test("say plurals by each language's rules", () => {
    const ar = tIn("ar");
    expect(ar("reports-failures-title", { count: 1 })).toBe("لماذا فشلت رسالة واحدة");
    expect(ar("reports-failures-title", { count: 2 })).toBe("لماذا فشلت رسالتان");
    expect(ar("reports-failures-title", { count: 20 })).toMatch(/20.*رسالة$/);
    expect(tIn("en")("reports-failures-title", { count: 20 })).toBe("Why 20 messages failed");
    expect(tIn("en")("reports-skipped-title", { count: 1 })).toBe("Why 1 message was skipped");
    // Hindi's "one" covers 0 and 1.
    expect(tIn("hi-IN")("reports-history-attempts", { count: 0 })).toBe("0 कोशिश");
    expect(tIn("hi-IN")("reports-history-attempts", { count: 3 })).toBe("3 कोशिशें");
    // Hindi groups in lakhs.
    expect(tIn("hi-IN")("reports-recipients-title", { count: 4500000 })).toContain("45,00,000");
  });
});
