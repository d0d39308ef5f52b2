import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { api, events } from "../../api";
import { runningRow } from "../../test/campaignRows";
import { renderScreen, untranslatedText } from "../../test/render";
import Reports from "./Reports";
import { ENGLISH, LANGUAGES, PSEUDO_LANGUAGE } from "../../i18n/languages";
import { answerRecipients, recipient, report, summarySaid, tIn } from "./testFixtures";

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
        { country: "PK", market: null, category: "UTILITY", delivered: 1100, rate: null, amount: null },
        { country: "PK", market: null, category: "UNKNOWN", delivered: 80, rate: null, amount: null },
      ],
      total: null,
      summary: "Estimated cost unknown: no price list is set (1,180 delivered template messages: 1,180 utility).",
      at_launch: null,
      comparison_said: null,
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

describe("the engine's reasons in a report", () => {
  /** A report whose every reason is one the engine says: the window says them all. */
  function saidReport() {
    return report({
      funnel: { ...report().funnel, cancelled: 3, expired: 2 },
      summary_said: summarySaid({ delivered: 1180, total: 1250, read: 31, waiting: 24, failed: 20, skipped: 6, unsent: 20, cancelled: 3, expired: 2 }),
      skipped: [
        {
          reason: "This customer turned off marketing messages from your business, so Pacer did not send this marketing template.",
          reason_said: { id: "reason-skipped-opted-out", args: {} },
          count: 6,
        },
      ],
    });
  }
  /** What an element says, without the marks that keep each value's direction. */
  const text = (element: HTMLElement) => (element.textContent ?? "").replace(/[\u2068\u2069]/g, "");
  const rows = [
    recipient(1, "failed", {
      name: "Ayesha Khan",
      reason: "This number can't receive WhatsApp messages. Check the number, or reach this customer another way. (Meta code 131026: Message undeliverable)",
      reason_said: { id: "reason-meta-details", args: { row: "unreachable", code: "131026", details: "Message undeliverable" } },
    }),
    recipient(2, "deferred", {
      name: "Omar Chaudhry",
      reason: "Waiting for room in Meta's daily limit of customers you can message.",
      reason_said: { id: "reason-waiting-tier", args: {} },
    }),
  ];

  test("are said in Urdu, with Meta's code and Meta's words as they are", async () => {
    mocked.campaignReport.mockResolvedValue(saidReport());
    mocked.campaignRecipients.mockImplementation(answerRecipients(rows));
    renderScreen(<Reports campaignId={ID} />, { language: "ur-PK" });
    const cards = await screen.findAllByTestId("report-failure");
    expect(text(cards[0])).toContain("اس نمبر پر WhatsApp پیغامات نہیں آ سکتے۔");
    expect(text(cards[0])).toContain("نمبر چیک کریں، یا اس گاہک سے کسی اور طریقے سے رابطہ کریں۔");
    expect(text(cards[1])).toContain("Pacer 24 گھنٹے بعد دوبارہ کوشش کر سکتا ہے");
    expect(text(screen.getByTestId("report-summary"))).toContain("1,250 میں سے 1,180 پیغامات پہنچ گئے");
    expect(text(screen.getByTestId("report-summary"))).toContain("3 منسوخ");
    expect(text(screen.getByTestId("report-skipped"))).toContain("اس لیے Pacer نے یہ مارکیٹنگ ٹیمپلیٹ نہیں بھیجا۔");
    const table = await screen.findAllByTestId("report-row");
    expect(text(table[0])).toContain("اس نمبر پر WhatsApp پیغامات نہیں آ سکتے۔");
    expect(text(table[0])).toContain("(Meta کوڈ 131026: Message undeliverable)");
    expect(text(table[1])).toContain("Meta کی روزانہ گاہکوں کی حد میں جگہ کا انتظار۔");
  });

  test("are really translated: the pseudo-language finds no English and no reason left aside", async () => {
    mocked.campaignReport.mockResolvedValue(saidReport());
    mocked.campaignRecipients.mockImplementation(answerRecipients(rows));
    renderScreen(<Reports campaignId={ID} />, { language: "en-XA" });
    const table = await screen.findAllByTestId("report-row");
    const cards = await screen.findAllByTestId("report-failure");
    expect(untranslatedText()).toEqual([]);
    // Each engine sentence is on screen in the pseudo-language, none set aside as data in English.
    const page = document.body.textContent ?? "";
    for (const english of ["can't receive", "Check the number", "Waiting for room", "messages delivered", "turned off marketing", "24 hours"]) {
      expect(page).not.toContain(english);
    }
    expect(screen.getByTestId("report-summary").textContent).toMatch(/^\[1,180 ó+ƒ 1,250 .*\]$/);
    expect(cards[0].textContent).toMatch(/^\d+\[Ţĥí+š ñú+ɱƀé+ŕ/);
    expect(table[0]).toHaveTextContent("131026");
    expect(table[0]).toHaveTextContent("Message undeliverable");
  });

  test("every reason and every row of Meta's codes is said in every language, whatever it is given", () => {
    const english = LANGUAGES.find((l) => l.tag === "en") ?? ENGLISH;
    const ids = [...english.bundle._messages.keys()].filter((id) => id.startsWith("meta-code-") || id.startsWith("reason-"));
    expect(ids.length).toBeGreaterThan(100);
    const rowKeys = ids
      .filter((id) => id.startsWith("meta-code-") && !id.endsWith("-meaning") && !id.endsWith("-action"))
      .map((id) => id.slice("meta-code-".length));
    expect(rowKeys.length).toBeGreaterThan(40);
    const words = { code: "131026", details: "Message undeliverable", reason: "r", template: "invoice", status: "rejected" };
    for (const language of [...LANGUAGES, PSEUDO_LANGUAGE]) {
      for (const id of ids) {
        const message = language.bundle.getMessage(id);
        expect(message?.value, `${language.tag} ${id}`).toBeTruthy();
        for (const row of [...rowKeys, "unknown"]) {
          for (const n of [0, 1, 2, 5, 11, 100]) {
            const counts = Object.fromEntries(
              ["tries", "delivered", "total", "read", "waiting", "failed", "skipped", "unsent", "cancelled", "expired"].map((k) => [k, n]),
            );
            const errors: Error[] = [];
            const text = language.bundle.formatPattern(message?.value ?? "", { ...counts, ...words, row, first: "failed" }, errors);
            expect(errors, `${language.tag} ${id} ${row} ${n}`).toEqual([]);
            expect(text, `${language.tag} ${id}`).not.toMatch(/meta-code-|reason-|\{/);
          }
          if (!id.startsWith("reason-meta")) break;
        }
      }
    }
    // Each row of Meta's codes is its own sentence in reason-meta, never the unknown code's.
    const ur = tIn("ur-PK");
    expect(ur("reason-meta", { row: "unreachable", code: "131026" }).replace(/[\u2068\u2069]/g, "")).toBe(
      "اس نمبر پر WhatsApp پیغامات نہیں آ سکتے۔ نمبر چیک کریں، یا اس گاہک سے کسی اور طریقے سے رابطہ کریں۔ (Meta کوڈ 131026)",
    );
    expect(tIn("en")("reason-meta", { row: "no-such-row", code: "999999" })).toBe("Meta refused the message with code 999999.");
    // Counts choose each language's plural: Arabic's dual, Hindi's "one" for 0 and 1.
    const bare = (said: string) => said.replace(/[\u2068\u2069]/g, "");
    expect(bare(tIn("ar")("reason-no-usable-answer", { tries: 2 }))).toContain("بعد 2 محاولتين");
    expect(bare(tIn("hi-IN")("reason-no-usable-answer", { tries: 0 }))).toContain("0 कोशिश के बाद");
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
