import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { api, events } from "../../api";
import type { CampaignRow } from "../../bindings/CampaignRow";
import { demoInfo, renderScreen } from "../../test/render";
import { runningRow } from "../../test/campaignRows";
import Reports from "./Reports";
import { answerRecipients, bigReport, report, summarySaid } from "./testFixtures";
import { liveRefresh } from "./useReport";

vi.mock("../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
    events: { onHome: vi.fn(), onCampaigns: vi.fn(), onApp: vi.fn() },
  };
});
// Recharts needs a real layout; the chart's data is what matters here.
vi.mock("@mantine/charts", () => ({
  AreaChart: ({ data, series }: { data: unknown[]; series: { name: string }[] }) => (
    <div data-testid="area-chart" data-points={data.length} data-series={series.map((s) => s.name).join(",")} />
  ),
}));

const mocked = vi.mocked(api);
const ID = "cmp_870d9e57078048d8";
let push: (rows: CampaignRow[]) => void = () => {};

// jsdom has no layout: give the table's scroller a height so the virtual list draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 420 });
  liveRefresh.gapMs = 0;
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(events.onCampaigns).mockImplementation(async (handler) => {
    push = handler;
    return () => {};
  });
  mocked.campaigns.mockResolvedValue([runningRow()]);
  mocked.campaignReport.mockResolvedValue(report());
  mocked.campaignRecipients.mockImplementation(answerRecipients(report().recipients));
});

describe("the report", () => {
  test("without a campaign, offers the campaigns to pick from", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderScreen(<Reports />, { navigate });
    expect(await screen.findByTestId("report-empty")).toBeInTheDocument();
    await waitFor(() => expect(mocked.campaigns).toHaveBeenCalled());
    await user.click(screen.getByTestId("report-pick"));
    await user.paste("December");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(mocked.campaignReport).toHaveBeenCalledWith(ID));
    expect(navigate).toHaveBeenCalledWith({ screen: "reports", campaignId: ID });
  });

  test("shows the funnel's numbers", async () => {
    renderScreen(<Reports campaignId={ID} />);
    const funnel = await screen.findByTestId("report-funnel");
    const number = (key: string) => within(funnel).getByTestId(`funnel-${key}-count`).textContent;
    expect(number("queued")).toBe("1,250");
    expect(number("sent")).toBe("1,204");
    expect(number("delivered")).toBe("1,180");
    expect(number("read")).toBe("31");
    expect(number("failed")).toBe("20");
    expect(number("skipped")).toBe("6");
    expect(screen.getByTestId("report-summary")).toHaveTextContent("1,180 of 1,250 messages delivered, 31 read so far");
  });

  test("shows the customers skipped because they had opted out, and the opt-outs the campaign caused", async () => {
    const line = "6 customers skipped because they had opted out; 2 customers opted out within 7 days after it reached them.";
    mocked.campaignReport.mockResolvedValue(
      report({
        opt_outs: { skipped: 6, caused: 2, line, line_said: { id: "opt-outs-campaign-line", args: { skipped: 6, caused: 2 } } },
      }),
    );
    renderScreen(<Reports campaignId={ID} />);
    const panel = await screen.findByTestId("report-opt-outs");
    expect(within(panel).getByTestId("opt-outs-skipped-count")).toHaveTextContent("6");
    expect(within(panel).getByTestId("opt-outs-caused-count")).toHaveTextContent("2");
    expect(within(panel).getByText("Opted out within 7 days")).toBeInTheDocument();
  });

  test("shows the reply rate and the template's buttons by taps, in the person's language too", async () => {
    renderScreen(<Reports campaignId={ID} />);
    const panel = await screen.findByTestId("report-replies");
    expect(within(panel).getByTestId("report-reply-rate")).toHaveTextContent("5 %");
    expect(within(panel).getByTestId("report-replies-line")).toHaveTextContent("59 customers replied of 1,180 reached; 35 button taps.");
    const taps = within(panel).getByTestId("report-button-taps");
    expect(taps).toHaveTextContent("Pay now31");
    expect(taps).toHaveTextContent("Wrong amount4");
  });

  test("the replies open in the Inbox, filtered to this campaign", async () => {
    const navigate = vi.fn();
    renderScreen(<Reports campaignId={ID} />, { navigate });
    const panel = await screen.findByTestId("report-replies");
    await userEvent.setup().click(within(panel).getByTestId("report-read-replies"));
    expect(navigate).toHaveBeenCalledWith({ screen: "inbox", campaignId: ID });
  });

  test("without opt-outs, no opt-out panel", async () => {
    renderScreen(<Reports campaignId={ID} />);
    await screen.findByTestId("report-funnel");
    expect(screen.queryByTestId("report-opt-outs")).toBeNull();
  });

  test("groups failures with what they mean, what to do, and Meta's code as a detail", async () => {
    renderScreen(<Reports campaignId={ID} />);
    const failures = await screen.findByTestId("report-failures");
    const cards = within(failures).getAllByTestId("report-failure");
    expect(cards[0]).toHaveTextContent("14");
    expect(cards[0]).toHaveTextContent("This number can't receive WhatsApp messages.");
    expect(cards[0]).toHaveTextContent("Check the number, or reach this customer another way.");
    expect(cards[0]).toHaveTextContent("Details: Meta code 131026 · (#131026) Message undeliverable");
    expect(cards[1]).toHaveTextContent("Retry can help");
    expect(screen.getByTestId("report-skipped")).toHaveTextContent("Opted out of marketing messages.");
    expect(screen.getByTestId("report-cost")).toHaveTextContent("9.912 USD");
  });

  test("without a price list, says where to add one instead of a made-up cost", async () => {
    mocked.campaignReport.mockResolvedValue(
      report({
        cost: {
          currency: null,
          lines: [{ country: "PK", market: null, category: "UTILITY", delivered: 1180, rate: null, amount: null }],
          total: null,
          summary: "Estimated cost unknown: no price list is set (1,180 delivered template messages: 1,180 utility).",
          at_launch: null,
          comparison_said: null,
        },
      }),
    );
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderScreen(<Reports campaignId={ID} />, { navigate });
    const cost = await screen.findByTestId("report-cost");
    expect(cost).toHaveTextContent("Estimated cost unknown");
    expect(within(cost).getAllByText("unknown").length).toBeGreaterThan(0);
    await user.click(within(cost).getByRole("button", { name: "Settings → Prices" }));
    expect(navigate).toHaveBeenCalledWith({ screen: "settings" });
  });

  test("puts the estimate made at launch beside the cost of what was delivered, by country", async () => {
    const base = report();
    mocked.campaignReport.mockResolvedValue(
      report({
        cost: {
          ...base.cost,
          lines: [
            { country: "PK", market: "Pakistan", category: "UTILITY", delivered: 1000, rate: 0.0054, amount: 5.4 },
            { country: "IN", market: "India", category: "UTILITY", delivered: 180, rate: 0.0014, amount: 0.252 },
          ],
          total: 5.652,
          comparison_said: {
            id: "prices-comparison",
            args: { estimated: "USD 6.75", actual: "USD 5.65" },
          },
        },
      }),
    );
    renderScreen(<Reports campaignId={ID} />);
    const cost = await screen.findByTestId("report-cost");
    expect(within(cost).getByTestId("report-cost-comparison")).toHaveTextContent(
      "Estimated at launch: USD 6.75. Cost of what was delivered: USD 5.65.",
    );
    expect(cost).toHaveTextContent(/Pakistan.*utility.*1,000/);
    expect(cost).toHaveTextContent(/India.*utility.*180/);
  });

  test("charts messages sent, delivered and read per minute", async () => {
    renderScreen(<Reports campaignId={ID} />);
    const timeline = await screen.findByTestId("report-timeline");
    expect(timeline).toHaveTextContent("Busiest minute: 800 sent");
    const chart = within(timeline).getByTestId("area-chart");
    expect(chart).toHaveAttribute("data-points", "4");
    expect(chart).toHaveAttribute("data-series", "Sent,Delivered,Read");
  });

  test("retrying from the report says what was sent again", async () => {
    const user = userEvent.setup();
    mocked.retryCampaign.mockResolvedValue({
      retried: 6,
      not_retried: { "This number can't receive WhatsApp messages.": 14 },
      summary: "6 failed messages sent again; 14 left as they are because trying again cannot change their reason.",
      summary_said: { id: "engine-campaign-retried", args: { retried: 6, left: 14 } },
    });
    renderScreen(<Reports campaignId={ID} />);
    await user.click(await screen.findByTestId("report-retry"));
    expect(await screen.findByTestId("report-retry-result")).toHaveTextContent("6 failed messages sent again");
    expect(mocked.retryCampaign).toHaveBeenCalledWith(ID);
  });

  test("draws only the rows on screen, even for 45,000 customers", async () => {
    const big = bigReport(45_000);
    mocked.campaignReport.mockResolvedValue(big);
    mocked.campaignRecipients.mockImplementation(answerRecipients(big.recipients));
    renderScreen(<Reports campaignId={ID} />);
    const rows = await screen.findAllByTestId("report-row");
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByTestId("report-recipients")).toHaveTextContent("Every customer (45,000)");
    // Read a page at a time, never the whole campaign.
    for (const [, query] of mocked.campaignRecipients.mock.calls) expect(query.limit).toBeLessThanOrEqual(200);
  });

  test("the filter and the search ask Pacer for the matching customers", async () => {
    const user = userEvent.setup();
    renderScreen(<Reports campaignId={ID} />);
    await screen.findAllByTestId("report-row");
    const filter = screen.getByTestId("report-filter");
    expect(filter).toHaveTextContent("Failed (20)");
    await user.click(within(filter).getByText("Failed (20)"));
    await waitFor(() =>
      expect(mocked.campaignRecipients).toHaveBeenLastCalledWith(ID, expect.objectContaining({ filter: "failed", offset: 0 })),
    );
    await waitFor(() => {
      const rows = screen.getAllByTestId("report-row");
      expect(rows.every((r) => r.textContent?.includes("Failed"))).toBe(true);
    });
    await user.type(screen.getByTestId("report-search"), "omar");
    await waitFor(() =>
      expect(mocked.campaignRecipients).toHaveBeenLastCalledWith(ID, expect.objectContaining({ filter: "failed", text: "omar" })),
    );
    await waitFor(() => expect(screen.getAllByTestId("report-row")).toHaveLength(1));
    expect(screen.getByTestId("report-row")).toHaveTextContent("Omar Chaudhry");
  });

  test("when the campaign moves, the rows on screen are read again in place", async () => {
    renderScreen(<Reports campaignId={ID} />);
    await screen.findAllByTestId("report-row");
    await waitFor(() => expect(mocked.campaigns).toHaveBeenCalled());
    const before = mocked.campaignRecipients.mock.calls.length;
    const moved = report().recipients.map((r) => (r.state === "queued" ? { ...r, state: "sent" as const } : r));
    mocked.campaignRecipients.mockImplementation(answerRecipients(moved));
    mocked.campaignReport.mockResolvedValue(
      report({
        summary: "828 of 1,250 messages delivered, 402 read so far; 20 failed.",
        summary_said: summarySaid({ delivered: 828, total: 1250, read: 402, failed: 20 }),
      }),
    );
    await act(async () => push([runningRow()]));
    await act(async () => push([runningRow({ by_state: { delivered: 828, read: 402, failed: 20 } })]));
    await waitFor(() => expect(screen.getByTestId("report-summary")).toHaveTextContent("828 of 1,250 messages delivered"));
    await waitFor(() => expect(mocked.campaignRecipients.mock.calls.length).toBeGreaterThan(before));
    expect(mocked.campaignRecipients).toHaveBeenLastCalledWith(ID, expect.objectContaining({ offset: 0 }));
  });

  test("a customer's row opens their message's history", async () => {
    const user = userEvent.setup();
    mocked.messageHistory.mockResolvedValue([
      { at: Date.UTC(2026, 11, 1, 4, 0, 0), state: "queued", code: null, detail: null },
      { at: Date.UTC(2026, 11, 1, 4, 0, 1), state: "sent", code: null, detail: null },
      { at: Date.UTC(2026, 11, 1, 4, 0, 3), state: "failed", code: 131026, detail: "Message undeliverable" },
    ]);
    renderScreen(<Reports campaignId={ID} />);
    const rows = await screen.findAllByTestId("report-row");
    const omar = rows.find((r) => r.textContent?.includes("Omar Chaudhry"));
    expect(omar).toBeDefined();
    await user.click(omar as HTMLElement);
    expect(mocked.messageHistory).toHaveBeenCalledWith("msg_000002");
    const history = await screen.findByTestId("report-history");
    await waitFor(() => expect(history).toHaveTextContent("Meta code 131026"));
    expect(history).toHaveTextContent("Waiting to send");
    expect(history).toHaveTextContent("Message undeliverable");
  });

  test("reads the report again when Pacer pushes that the campaign moved", async () => {
    renderScreen(<Reports campaignId={ID} />);
    await screen.findByTestId("report-funnel");
    await waitFor(() => expect(mocked.campaigns).toHaveBeenCalled());
    await act(async () => push([runningRow()]));
    await waitFor(() => expect(mocked.campaignReport).toHaveBeenCalledTimes(1));
    mocked.campaignReport.mockResolvedValue(
      report({
        summary: "1,230 of 1,250 messages delivered, 402 read so far; 20 failed.",
        summary_said: summarySaid({ delivered: 1230, total: 1250, read: 402, failed: 20 }),
      }),
    );
    await act(async () =>
      push([runningRow({ by_state: { delivered: 828, read: 402, failed: 20 }, summary: "1,230 of 1,250 delivered" })]),
    );
    await waitFor(() => expect(screen.getByTestId("report-summary")).toHaveTextContent("402 read so far"));
    expect(mocked.campaignReport).toHaveBeenCalledTimes(2);
  });
});

describe("export", () => {
  test("asks Pacer to save in the chosen format, naming the campaign; the page names no path", async () => {
    const user = userEvent.setup();
    mocked.exportReport.mockImplementation(async (_id, _name, format) => `/home/me/Desktop/december.${format}`);
    renderScreen(<Reports campaignId={ID} />, { info: demoInfo });
    expect(await screen.findByTestId("report-export")).toHaveTextContent("safe to open in Excel");
    expect(screen.queryByRole("textbox", { name: /Save to/ })).not.toBeInTheDocument();

    await user.click(screen.getByTestId("report-export-xlsx"));
    await waitFor(() => expect(mocked.exportReport).toHaveBeenCalledWith(ID, "December invoices", "xlsx"));
    expect(await screen.findByTestId("report-export-done")).toHaveTextContent("/home/me/Desktop/december.xlsx");

    await user.click(screen.getByTestId("report-export-csv"));
    await waitFor(() => expect(mocked.exportReport).toHaveBeenLastCalledWith(ID, "December invoices", "csv"));
    await waitFor(() => expect(screen.getByTestId("report-export-done")).toHaveTextContent("december.csv"));
  });

  test("a cancelled save window says nothing was saved by saying nothing", async () => {
    const user = userEvent.setup();
    mocked.exportReport.mockResolvedValue(null);
    renderScreen(<Reports campaignId={ID} />);
    await user.click(await screen.findByTestId("report-export-xlsx"));
    await waitFor(() => expect(mocked.exportReport).toHaveBeenCalled());
    expect(screen.queryByTestId("report-export-done")).not.toBeInTheDocument();
  });
});
