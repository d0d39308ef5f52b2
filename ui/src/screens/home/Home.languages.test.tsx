// Home, its cards and the shared widgets in every language: the pseudo-language finds any word
// left in the code, Urdu reads right to left, and plurals follow each language's rules.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { api, toPacerError } from "../../api";
import type { HomeView } from "../../bindings/HomeView";
import type { Said } from "../../bindings/Said";
import { progressSections, timeLeftOf } from "../../common/campaignView";
import { errorText } from "../../common/errors";
import { Confirm } from "../../components/Confirm";
import { ErrorList } from "../../components/ErrorList";
import { ErrorNote } from "../../components/ErrorNote";
import { setFormatLocale } from "../../format";
import { ENGLISH, LANGUAGES, PSEUDO_LANGUAGE, tOf } from "../../i18n/languages";
import { showDone, showError } from "../../notify";
import { demoInfo, renderScreen, untranslatedText } from "../../test/render";
import { homeView, progress, tunnel } from "./fixtures";
import Home from "./Home";

const pushed = vi.hoisted(() => ({ handler: null as ((view: HomeView) => void) | null }));

vi.mock("../../api", async (original) => ({
  ...(await original<typeof import("../../api")>()),
  api: { home: vi.fn(), resumeSending: vi.fn() },
  events: {
    onHome: vi.fn(async (handler: (view: HomeView) => void) => {
      pushed.handler = handler;
      return () => {};
    }),
  },
}));

const liveInfo = { ...demoInfo, mode: "live" as const, samples: null, phone_number_id: "1234567890", waba_id: "9876543210" };
const AT = 1_764_490_001_000;

beforeEach(() => {
  vi.clearAllMocks();
  pushed.handler = null;
  vi.mocked(api.home).mockRejectedValue({ message: "Pacer is still starting. Try again in a moment.", details: null });
});

afterEach(() => setFormatLocale("en-GB"));

function push(view: HomeView) {
  act(() => {
    if (!pushed.handler) throw new Error("Home did not listen for the home event");
    pushed.handler(view);
  });
}

/** Why sending stopped and why a campaign paused, as the engine says them (`reason-…`). */
const PAYMENT: Said = { id: "reason-meta", args: { row: "payment", code: "131042" } };
const EID_PAUSED: Said = { id: "reason-template-paused", args: { template: "eid_offer" } };
const EID_PAUSED_ENGLISH =
  'Meta paused the template "eid_offer" because of low quality. This campaign is paused; other messages continue. It resumes when Meta approves the template again.';

/** A Home with every card showing: stopped circuit, no connection, faults, paused campaigns and
 * batches, a launching campaign, the daily limit reached, throttling, customers writing in, and
 * a tunnel whose address Meta has not verified yet. The engine's sentences are in English. */
function busyView(): HomeView {
  return homeView(
    {
      at: AT,
      tunnel: tunnel({
        restarts: 2,
        registration: {
          callback_url: "https://quiet-river-1234.trycloudflare.com/webhook",
          verified: false,
          message:
            "Meta could not verify the webhook URL: the address did not answer. Pacer asks again in 10 min.",
          message_said: [
            { id: "tunnel-registration-not-verified", args: { explanation: "the address did not answer." } },
            { id: "tunnel-registration-asks-again", args: { minutes: 10, seconds: 0 } },
          ],
          at: 1_764_490_000_000,
          next_attempt_at: 1_764_490_600_000,
        },
      }),
      webhooks: { last_received_at: 1_764_489_000_000, waiting: 1_250 },
      messages_by_state: { Sent: 300, Delivered: 800, Read: 104, Failed: 3, Skipped: 2, Cancelled: 1, Expired: 1 },
      tier_warning: {
        level: "reached",
        text: "Meta's daily limit is reached: 2,000 of 2,000 customers today.",
        text_said: { id: "engine-plan-limit-reached", args: { used: 2000, limit: 2000 } },
      },
      active: [
        progress(),
        progress({
          id: "cmp_dec",
          name: "December invoices",
          state: "launching",
          launch: { recipients: 1_250, queued: 400, pdfs_total: 1_250, pdfs_done: 380 },
          summary: "Uploading invoices: 380 of 1,250 PDFs, 400 of 1,250 messages queued. 0 of 0 delivered, 0 read so far, 0 failed.",
          summary_said: {
            id: "engine-campaign-uploading",
            args: { pdfs_done: 380, pdfs_total: 1250, queued: 400, recipients: 1250, delivered: 0, total: 0, read: 0, failed: 0, expired: 0, waiting: 0 },
          },
        }),
        progress({ id: "cmp_eid", name: "Eid greetings", state: "paused", paused_reason: "Meta paused the template." }),
      ],
    },
    {
      circuit: {
        state: "open",
        reason:
          "Meta reports a problem with your payment method. Fix it in Meta Business Manager → Billing, then press Resume. (Meta code 131042)",
        reason_said: PAYMENT,
        code: 131042,
        probe_at: 1_764_490_060_000,
      },
      connection: {
        state: "offline",
        since: AT - 75 * 60_000,
        cause: "This computer cannot connect to WhatsApp's servers.",
        waiting: 1_234,
        next_try_at: AT + 30_000,
      },
      recovered: [
        {
          part: "webhook_applier",
          campaign: null,
          message: "index out of bounds",
          since: AT,
          times: 2,
          text: "Pacer's reader of delivery updates stopped and started again.",
        },
      ],
      paused_batches: [
        { batch: "cmp_eid", reason: EID_PAUSED_ENGLISH, reason_said: EID_PAUSED },
        // A reason Pacer cannot say again (another program's words): shown as it was stored.
        { batch: "api_7f3a", reason: "The batch was paused through the local API.", reason_said: null },
      ],
      tier_used: 2_000,
      tier_waiting: 340,
      rate_target: 40,
      rate_inbound: 12,
      throttled: 3,
    },
  );
}

describe("Home in the pseudo-language", () => {
  it("has no word the code wrote itself, with every card showing", async () => {
    renderScreen(<Home />, { language: "en-XA", info: liveInfo });
    push(homeView({ at: AT - 1_000 }, { throttled: 0 }));
    push(busyView());
    expect(screen.getByTestId("home-circuit")).toHaveAttribute("data-state", "open");
    expect(screen.getByTestId("home-connection")).toBeInTheDocument();
    expect(screen.getByTestId("home-throttled")).toBeInTheDocument();
    expect(screen.getByTestId("home-rate-inbound")).toBeInTheDocument();
    expect(screen.getByTestId("home-tier-waiting")).toBeInTheDocument();
    expect(screen.getByTestId("home-all-time")).toBeInTheDocument();
    expect(screen.getAllByTestId("home-active-campaign")).toHaveLength(3);
    expect(untranslatedText()).toEqual([]);
    // The engine's reasons are said in the language, and only the stored one stays as it is.
    const reason = screen.getByTestId("home-circuit-reason");
    expect(reason).not.toHaveAttribute("translate");
    expect(reason.textContent).toMatch(/^\[.*Ṁ.*131042.*\]$/);
    const paused = screen.getByTestId("home-paused");
    expect(paused).toHaveTextContent("eid_offer");
    expect(within(paused).getByText("The batch was paused through the local API.")).toHaveAttribute("translate", "no");
  });

  it("has none while it waits, when the engine is not running, or with a quiet day", () => {
    renderScreen(<Home />, { language: "en-XA" });
    expect(untranslatedText()).toEqual([]);
    push(homeView({}, { express_latency_ms: { count: 0, p50: 0, p99: 0, max: 0 }, tier_limit: null, rate_limit: null }));
    expect(screen.getByTestId("home-sending-empty")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
    const fatal = { part: "dispatcher" as const, campaign: null, message: "index out of bounds", since: AT, times: 1, text: "Pacer's sender stopped." };
    push(homeView({ at: AT }, { fatal }));
    expect(screen.getByTestId("home-fatal")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
  });

  it("has none when the engine is not running", () => {
    renderScreen(<Home />, { language: "en-XA", info: { ...demoInfo, running: false, problem: "The database is locked." } });
    expect(screen.getByTestId("home-not-running")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
  });

  it("has none in the tunnel's other states", () => {
    for (const t of [
      tunnel({ status: "down", public_url: null, callback_url: null, next_retry_at: AT + 60_000 }),
      tunnel({
        status: "down",
        last_error: "The tunnel stopped (exit code 1). Pacer restarts it in 1 min. Messages still go out; delivery updates catch up when it is back.",
        last_error_said: [
          { id: "tunnel-stopped-code", args: { code: 1 } },
          { id: "tunnel-next-restart", args: { minutes: 1, seconds: 0 } },
        ],
        failure: { code: "exited", exit_code: 1, last_output: "failed to connect to the edge" },
        next_retry_at: AT + 60_000,
      }),
      tunnel({ status: "starting", public_url: null, callback_url: null }),
      tunnel({ status: "fixed", callback_url: "https://hooks.example.com/webhook" }),
      tunnel({ status: "up", public_url: null, callback_url: null }),
      null,
    ]) {
      const { unmount } = renderScreen(<Home />, { language: "en-XA", info: liveInfo });
      push(homeView({ at: AT, tunnel: t, webhooks: { last_received_at: AT - 12_000, waiting: 0 } }));
      expect(screen.getByTestId("tunnel-status")).toBeInTheDocument();
      expect(untranslatedText()).toEqual([]);
      unmount();
    }
  });

  it("has none in the question before resuming, and in its notice", async () => {
    vi.mocked(api.resumeSending).mockResolvedValue(true);
    const user = userEvent.setup();
    renderScreen(<Home />, { language: "en-XA" });
    push(homeView({}, { circuit: { state: "open", reason: null, reason_said: null, code: null, probe_at: null } }));
    await user.click(screen.getByTestId("home-resume"));
    await screen.findByTestId("home-resume-confirm");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("home-resume-confirm"));
    await waitFor(() => expect(api.resumeSending).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector(".mantine-Notification-root")).not.toBeNull());
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the shared widgets in the pseudo-language", () => {
  const refusal = { code: "meta", message: "Meta refused the message.", details: "(#131042) Payment issue" };

  it("error notes, lists and questions add no English of their own", async () => {
    renderScreen(
      <>
        <ErrorNote error={toPacerError(refusal)} title="[Ŧĥé ţîţļé]" onRetry={() => {}} />
        <ErrorList errors={["[Ŏñé]", "[Ŧŵó]"]} title="[Ŧĥé ţîţļé]" />
        <Confirm opened title="[Ŧĥé ţîţļé]" confirmLabel="[Ŷéš]" onConfirm={() => {}} onCancel={() => {}}>
          [Ŧĥé ʠûéšţîóñ]
        </Confirm>
      </>,
      { language: "en-XA" },
    );
    await screen.findByText("[Ŷéš]");
    expect(untranslatedText()).toEqual([]);
  });

  it("notifications: their own titles and the details line are translated; the engine's words are left as they are", async () => {
    renderScreen(<div />, { language: "en-XA" });
    act(() => {
      showError(refusal);
      showDone("[Ŝåṽéđ]");
    });
    await screen.findByText(/Meta refused the message/);
    await waitFor(() => expect(document.querySelectorAll(".mantine-Notification-root")).toHaveLength(2));
    expect(untranslatedText()).toEqual([]);
  });

  it("notifications speak the person's language, and English as before", async () => {
    renderScreen(<div />);
    act(() => showError(refusal));
    expect(await screen.findByText("That didn't work")).toBeInTheDocument();
    expect(screen.getByText(/Meta refused the message\.\s+\(Details: \(#131042\) Payment issue\)/)).toBeInTheDocument();
  });

  it("plain functions say their words with the person's t", () => {
    const ur = LANGUAGES.find((l) => l.tag === "ur-PK");
    if (!ur) throw new Error("no ur-PK.ftl");
    const [inEnglish, inUrdu] = [tOf(ENGLISH, true), tOf(ur, true)];
    const samples = [
      { at: 0, sent: 0 },
      { at: 10_000, sent: 800 },
    ];
    const left = timeLeftOf(samples, 24_000);
    expect(left && inEnglish("campaigns-progress-time-left", left)).toBe(
      "24,000 more to send now: about 5 minutes at 80 a second.",
    );
    expect(left && inUrdu("campaigns-progress-time-left", left)).toContain("تقریباً");
    expect(progressSections(progress(), inEnglish)[0].label).toBe("read");
    expect(progressSections(progress(), inUrdu)[0].label).toBe("پڑھ لیا");
    expect(errorText(refusal, inEnglish)).toBe("Meta refused the message. (Details: (#131042) Payment issue)");
    expect(errorText(refusal, inUrdu)).toContain("تفصیل");
  });
});

describe("Home in Urdu and Arabic", () => {
  it("reads right to left in Urdu, with its own heading", () => {
    renderScreen(<Home />, { language: "ur-PK" });
    push(homeView());
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("ہوم");
    expect(within(screen.getByTestId("home-queues")).getByText("بھیجنے کے انتظار میں")).toBeInTheDocument();
    // A rate stays left to right inside right-to-left text.
    expect(screen.getByTestId("home-rate-now")).toHaveAttribute("dir", "ltr");
  });

  it("says two waiting messages with Arabic's dual, and eleven with its own form", () => {
    renderScreen(<Home />, { language: "ar" });
    const offline = (waiting: number) => ({ state: "offline" as const, since: AT - 60_000, cause: null, waiting, next_try_at: null });
    push(homeView({ at: AT }, { connection: offline(2), tier_waiting: 2 }));
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByTestId("home-connection-waiting")).toHaveTextContent("رسالتان تنتظران");
    expect(screen.getByTestId("home-tier-waiting")).toHaveTextContent("رسالتان تنتظران حد الغد");
    push(homeView({ at: AT + 1_000 }, { connection: offline(5), tier_waiting: 11 }));
    expect(screen.getByTestId("home-connection-waiting")).toHaveTextContent("رسائل تنتظر");
    expect(screen.getByTestId("home-tier-waiting")).toHaveTextContent("رسالة تنتظر حد الغد");
  });

  it("says why sending stopped and why a campaign paused in Bahasa Indonesia, Meta's code as it is", () => {
    renderScreen(<Home />, { language: "id-ID", info: liveInfo });
    push(busyView());
    expect(screen.getByTestId("home-circuit-reason")).toHaveTextContent(
      "Meta melaporkan masalah pada metode pembayaran Anda. Perbaiki di Meta Business Manager → Billing, lalu tekan Lanjutkan. (kode Meta 131042)",
    );
    const paused = screen.getByTestId("home-paused");
    expect(paused).toHaveTextContent('Meta menjeda template "eid_offer" karena kualitasnya rendah.');
    // A reason Pacer cannot say again stays as it was stored.
    expect(paused).toHaveTextContent("The batch was paused through the local API.");
  });

  it("Hindi counts 0 and 1 as one, and groups in lakhs", () => {
    renderScreen(<Home />, { language: "hi-IN" });
    push(homeView({}, { tier_waiting: 1, queued_bulk: 1_234_567 }));
    expect(screen.getByTestId("home-tier-waiting")).toHaveTextContent("1 संदेश कल की सीमा की प्रतीक्षा में है।");
    expect(within(screen.getByTestId("home-queue-bulk")).getByText("12,34,567")).toBeInTheDocument();
  });
});

describe("the Home messages", () => {
  it("format without error in every language, whatever number they get", () => {
    const english = LANGUAGES.find((l) => l.tag === "en");
    if (!english) throw new Error("no en.ftl");
    const ids = [...english.bundle._messages.keys()].filter((id) => id.startsWith("home-") || id.startsWith("common-"));
    expect(ids.length).toBeGreaterThan(100);
    // The values that are words or already written out (times, shares, the engine's sentences).
    const words = {
      time: "09:12",
      url: "https://x.example",
      details: "d",
      message: "m",
      reason: "r",
      name: "n",
      batch: "b",
      provider: "p",
      code: "131042",
      percent: "5 %",
      p50: "8 ms",
      p99: "14 ms",
      lasting: "4 min",
      totals: "t",
    };
    for (const language of [...LANGUAGES, PSEUDO_LANGUAGE]) {
      for (const id of ids) {
        const message = language.bundle.getMessage(id);
        expect(message?.value, `${language.tag} ${id}`).toBeTruthy();
        for (const n of [0, 1, 2, 5, 11, 100, 1_234]) {
          const args = Object.fromEntries(
            ["count", "used", "limit", "minutes", "hours", "seconds", "rate", "sent", "total", "queued", "recipients", "done", "pdfs", "ms"].map((k) => [k, n]),
          );
          const errors: Error[] = [];
          language.bundle.formatPattern(message?.value ?? "", { ...args, ...words }, errors);
          expect(errors, `${language.tag} ${id} with ${n}`).toEqual([]);
        }
      }
    }
  });
});
