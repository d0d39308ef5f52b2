import { FluentResource } from "@fluent/bundle";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";

import { api, events } from "../../api";
import type { CampaignRow } from "../../bindings/CampaignRow";
import type { T } from "../../i18n/I18n";
import { ENGLISH, LANGUAGES, languageFor, tOf } from "../../i18n/languages";
import { campaign, row, runningRow, spec } from "../../test/campaignRows";
import { renderScreen, untranslatedText } from "../../test/render";
import englishSource from "../../../../locales/en.ftl?raw";
import Campaigns from "./Campaigns";
import { timeLeftOf } from "../../common/campaignView";

vi.mock("../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
    events: {
      onHome: vi.fn(),
      onCampaigns: vi.fn(),
      onApp: vi.fn(),
      onUploadProgress: vi.fn(() => Promise.resolve(() => {})),
    },
  };
});

const mocked = vi.mocked(api);

/** `t` of a language outside the window; a message that can't be said throws. */
const tIn = (tag: string): T => tOf(languageFor(tag) ?? ENGLISH, true);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(events.onCampaigns).mockImplementation(async () => () => {});
});

/** One campaign in each state the list shows differently. */
function everyKind() {
  return [
    runningRow(),
    renamed(
      runningRow({ state: "paused", paused_reason: 'Meta paused the template "invoice_ready" because of low quality.' }),
      "cmp_paused",
      "Paused invoices",
    ),
    row(
      { id: "cmp_launching", state: "launching", spec: spec({ name: "Launching invoices" }) },
      {
        state: "launching",
        launch: { pdfs_total: 45000, pdfs_done: 640, recipients: 44997, queued: 512 },
        summary: "Uploading invoices: 640 of 45,000 PDFs, 512 of 44,997 messages queued. 0 of 0 delivered, 0 read so far, 0 failed.",
        summary_said: {
            id: "engine-campaign-uploading",
            args: { pdfs_done: 640, pdfs_total: 45000, queued: 512, recipients: 44997, delivered: 0, total: 0, read: 0, failed: 0, expired: 0, waiting: 0 },
          },
      },
    ),
    row({ id: "cmp_draft", spec: spec({ name: "January invoices", audience: { lists: ["December", "VIP"], tags: ["late"] } }) }),
    row(
      {
        id: "cmp_scheduled",
        state: "scheduled",
        schedule_at: 1_764_600_000_000,
        spec: spec({ name: "February invoices", schedule: { at: "2026-12-01T09:00", time_zone: "Asia/Karachi" } }),
      },
      { state: "scheduled" },
    ),
    row(
      { id: "cmp_later", state: "scheduled", schedule_at: 1_764_600_000_000, spec: spec({ name: "March invoices", pdf: null }) },
      { state: "scheduled" },
    ),
    row({ id: "cmp_cancelled", state: "cancelled", spec: spec({ name: "Old promo", audience: { lists: [], tags: [] } }) }, { state: "cancelled" }),
    renamed(runningRow({ state: "done", by_state: { delivered: 1230, failed: 20 } }), "cmp_done", "November invoices"),
  ];
}

function renamed(r: CampaignRow, id: string, name: string): CampaignRow {
  return { campaign: { ...r.campaign, id, spec: spec({ name }) }, progress: { ...r.progress, id, name } };
}

function card(name: string): HTMLElement {
  const found = screen.getAllByTestId("campaign-card").find((c) => c.getAttribute("data-campaign-name") === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe("the Campaigns screen in the pseudo-language", () => {
  test("says nothing in English when there are no campaigns", async () => {
    mocked.campaigns.mockResolvedValue([]);
    renderScreen(<Campaigns />, { language: "en-XA" });
    await screen.findByTestId("campaigns-empty");
    expect(untranslatedText()).toEqual([]);
  });

  test("says nothing in English on a card in any state", async () => {
    mocked.campaigns.mockResolvedValue(everyKind());
    renderScreen(<Campaigns />, { language: "en-XA" });
    await waitFor(() => expect(screen.getAllByTestId("campaign-card")).toHaveLength(8));
    expect(untranslatedText()).toEqual([]);
  });

  test("(the check sees English where there is some)", async () => {
    mocked.campaigns.mockResolvedValue(everyKind());
    renderScreen(<Campaigns />);
    await waitFor(() => expect(screen.getAllByTestId("campaign-card")).toHaveLength(8));
    expect(untranslatedText()).toEqual(expect.arrayContaining(["New campaign", "Check & launch", "Paused"]));
  });

  test("says nothing in English in the dialogs and what they report", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue(everyKind());
    mocked.cancelCampaign.mockResolvedValue(16);
    mocked.discardCampaign.mockResolvedValue(null);
    mocked.cloneCampaign.mockResolvedValue(campaign({ id: "cmp_copy" }));
    mocked.retryCampaign.mockResolvedValue({
      retried: 12,
      not_retried: { "This number can't receive WhatsApp messages.": 8 },
      summary: "12 failed messages sent again; 8 left as they are because trying again cannot change their reason.",
      summary_said: { id: "engine-campaign-retried", args: { retried: 12, left: 8 } },
    });
    mocked.pauseCampaign.mockResolvedValue(campaign({ state: "paused" }));
    renderScreen(<Campaigns />, { language: "en-XA" });
    await waitFor(() => expect(screen.getAllByTestId("campaign-card")).toHaveLength(8));
    const running = screen.getAllByTestId("campaign-card")[0];

    await user.click(within(running).getByTestId("campaign-cancel"));
    await screen.findByTestId("campaign-cancel-text");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("campaign-cancel-confirm"));
    await waitFor(() => expect(mocked.cancelCampaign).toHaveBeenCalled());

    await user.click(within(card("January invoices")).getByTestId("campaign-delete"));
    await screen.findByTestId("campaign-delete-text");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("campaign-delete-confirm"));
    await waitFor(() => expect(mocked.discardCampaign).toHaveBeenCalled());

    await user.click(within(running).getByTestId("campaign-clone"));
    await screen.findByTestId("campaign-clone-name");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("campaign-clone-confirm"));
    await waitFor(() => expect(mocked.cloneCampaign).toHaveBeenCalled());

    await user.click(within(running).getByTestId("campaign-retry"));
    await screen.findByTestId("campaign-retry-result");
    await user.click(within(running).getByTestId("campaign-pause"));
    await waitFor(() => expect(mocked.pauseCampaign).toHaveBeenCalled());
    // The notifications said so too, in the language.
    await waitFor(() => expect(document.querySelectorAll(".mantine-Notification-root").length).toBeGreaterThan(0));
    expect(untranslatedText()).toEqual([]);
  });

  test("names a failed action in the language", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([runningRow()]);
    mocked.pauseCampaign.mockRejectedValue({ code: "engine", message: "The database is locked.", details: null });
    renderScreen(<Campaigns />, { language: "en-XA" });
    await user.click(await screen.findByTestId("campaign-pause"));
    await waitFor(() => expect(document.querySelector(".mantine-Notification-root")).not.toBeNull());
    // The engine's own sentence stays as the engine said it (a later pass translates it).
    const notification = document.querySelector<HTMLElement>(".mantine-Notification-root");
    expect(notification?.textContent).toContain("The database is locked.");
    expect(notification?.textContent).not.toContain("The campaign wasn't paused");
  });
});

describe("the Campaigns screen in Arabic", () => {
  test("reads right to left, in Arabic", async () => {
    mocked.campaigns.mockResolvedValue([runningRow()]);
    renderScreen(<Campaigns />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "الحملات" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    // The heading shows before the list has loaded: wait for the card.
    expect(await screen.findByTestId("campaign-state")).toHaveTextContent("قيد الإرسال");
    expect(screen.getByTestId("campaign-cancel")).toHaveTextContent("إلغاء");
  });
});

describe("the engine's sentences on the campaign page", () => {
  test("what retrying did and why a pause was refused, in Indonesian", async () => {
    const user = userEvent.setup();
    mocked.campaigns.mockResolvedValue([runningRow()]);
    mocked.retryCampaign.mockResolvedValue({
      retried: 12,
      not_retried: { "This number can't receive WhatsApp messages.": 8 },
      summary: "12 failed messages sent again; 8 left as they are because trying again cannot change their reason.",
      summary_said: { id: "engine-campaign-retried", args: { retried: 12, left: 8 } },
    });
    mocked.pauseCampaign.mockRejectedValue({
      code: "campaign",
      message: "The campaign \"Eid greetings\" is done: there is nothing left to pause",
      details: null,
      said: { id: "engine-campaign-over", args: { name: "Eid greetings", state: "done", action: "pause" } },
    });
    renderScreen(<Campaigns />, { language: "id-ID" });
    await user.click(await screen.findByTestId("campaign-retry"));
    const result = await screen.findByTestId("campaign-retry-result");
    expect(result).toHaveTextContent("pesan gagal dikirim lagi");
    expect(result).not.toHaveTextContent("failed messages sent again");
    // Why each was left: the failure's own stored words, as they are.
    expect(screen.getByText(/This number can't receive WhatsApp messages\./).closest("[translate]")).toHaveAttribute(
      "translate",
      "no",
    );
    await user.click(screen.getByTestId("campaign-pause"));
    await waitFor(() => expect(document.querySelector(".mantine-Notification-root")).not.toBeNull());
    expect(document.querySelector(".mantine-Notification-root")?.textContent).toContain(
      "sudah selesai: tidak ada lagi yang bisa dijeda",
    );
  });
});

describe("a campaign's words", () => {
  const en = tIn("en");

  test("say plurals by each language's rules", () => {
    const ar = tIn("ar");
    expect(ar("campaigns-cancelled-notice", { count: 2 })).toContain("رسالتان");
    expect(ar("campaigns-cancelled-notice", { count: 5 })).toContain("رسائل");
    expect(ar("campaigns-cancelled-notice", { count: 11 })).toContain("رسالة");
    expect(en("campaigns-cancelled-notice", { count: 16 })).toMatch(/^16 messages not yet sent were cancelled/);
  });

  test("read in English as the list read before it had languages", () => {
    const done = { finished: 1224, total: 1250, percent: 97, sent: 1214 };
    expect(en("campaigns-progress-final", { ...done, waiting: 0 })).toBe(
      "1,224 of 1,250 have their final status (97 %); 1,214 sent so far.",
    );
    expect(en("campaigns-progress-final", { ...done, waiting: 5 })).toBe(
      "1,224 of 1,250 have their final status (97 %); 1,214 sent so far, 5 waiting for their time.",
    );
    expect(en("campaigns-launch-progress-pdfs", { queued: 512, recipients: 44997, pdfsDone: 640, pdfsTotal: 45000 })).toBe(
      "Getting ready: 512 of 44,997 messages queued · 640 of 45,000 invoices uploaded.",
    );
    expect(en("campaigns-progress-draft")).toBe(
      "Not launched yet: press Check & launch to check every customer, preview the message and send.",
    );
  });

  test("say the time left in hours and minutes, a second or a minute at a time", () => {
    const samples = [
      { at: 0, sent: 1000 },
      { at: 10_000, sent: 1800 },
    ];
    const slow = [
      { at: 0, sent: 10 },
      { at: 60_000, sent: 30 },
    ];
    const say = (s: { at: number; sent: number }[], remaining: number) =>
      en("campaigns-progress-time-left", timeLeftOf(s, remaining)!);
    expect(say(samples, 2_000_000)).toBe("2,000,000 more to send now: about 7 hours at 80 a second.");
    expect(say(slow, 50)).toBe("50 more to send now: about 3 minutes at 20 a minute.");
    expect(timeLeftOf([{ at: 0, sent: 10 }], 100)).toBeNull();
  });

  test("format in every language without a missing value", () => {
    const args = {
      count: 3, name: "December invoices", when: "1 Dec 2026, 09:00", template: "invoice_ready", language: "en_US",
      audience: "list December", queued: 512, recipients: 44997, pdfsDone: 640, pdfsTotal: 45000, zone: "Asia/Karachi",
      finished: 1224, total: 1250, percent: 97, sent: 1214, waiting: 0, remaining: 16, unit: "minutes", amount: 5,
      per: "second", rate: 80, link: "Contacts", path: "/home/me/december.xlsx", code: "131026",
      example: "(#131026) Message undeliverable", state: "sending", phone: "+923003000001", id: "wamid.HBgM1", time: "04:00",
      file: "spring-sale.png",
    };
    for (const language of LANGUAGES) {
      const t = tIn(language.tag);
      for (const id of ENGLISH_IDS) {
        for (const variant of [args, { ...args, count: 1, waiting: 2, unit: "hours", per: "minute" }, { ...args, unit: "short", count: 0 }]) {
          expect(() => (t as unknown as (id: string, a: object) => string)(id, variant), `${language.tag} ${id}`).not.toThrow();
        }
      }
    }
  });
});

/** Every message of the Campaigns and Reports sections. */
const ENGLISH_IDS: string[] = new FluentResource(englishSource).body
  .map((entry) => ("id" in entry ? entry.id : ""))
  .filter((id) => id.startsWith("campaigns-") || id.startsWith("reports-"));
