import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { api, PacerError } from "../../../api";
import { setFormatLocale } from "../../../format";
import type { T } from "../../../i18n/I18n";
import { LANGUAGES, tOf, type Language } from "../../../i18n/languages";
import { bracketed, pseudoText } from "../../../i18n/pseudo";
import { renderScreen, untranslatedText } from "../../../test/render";
import {
  campaign,
  check,
  contact,
  invoiceTemplate,
  lists,
  pausedTemplate,
  promoTemplate,
  recipientPreview,
  spec,
} from "../../../test/campaignRows";
import CampaignWizard from "./CampaignWizard";
import { buildSpec, emptyDraft } from "./draft";
import LaunchStep, { launchLabel } from "./LaunchStep";
import ValuesStep from "./ValuesStep";

vi.mock("../../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
    events: { onHome: vi.fn(), onCampaigns: vi.fn(), onApp: vi.fn() },
  };
});

const mocked = vi.mocked(api);
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  mocked.templates.mockResolvedValue([invoiceTemplate(), promoTemplate(), pausedTemplate()]);
  mocked.lists.mockResolvedValue(lists());
  mocked.tags.mockResolvedValue(["wholesale"]);
  mocked.contactsPage.mockResolvedValue({ total: 1250, offset: 0, rows: [contact()] });
  mocked.previewCampaign.mockResolvedValue(recipientPreview());
  mocked.checkCampaign.mockResolvedValue(check());
});

afterEach(() => {
  localStorage.clear();
  setFormatLocale("en-GB");
});

const byTag = (tag: string): Language => {
  const found = LANGUAGES.find((l) => l.tag === tag);
  if (!found) throw new Error(`no ${tag}.ftl`);
  return found;
};

/** `t` of one language, as `useT` gives it in the window (without the pseudo-language's brackets). */
const tIn = (language: Language): T => tOf(language, true);

async function pick(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
  await user.keyboard("{Enter}");
}

async function fill(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

const wizard = (start: ReturnType<typeof campaign> | null = null) => (
  <CampaignWizard start={start} onClose={() => {}} onFinished={() => {}} />
);

describe("the campaign wizard in the pseudo-language", () => {
  test("every step of a new campaign says only the catalogue's words", async () => {
    const user = userEvent.setup();
    renderScreen(wizard(), { language: "en-XA" });
    await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
    // What is missing, said before leaving the first step.
    await user.click(await screen.findByTestId("wizard-next"));
    await screen.findByTestId("wizard-error");
    expect(untranslatedText()).toEqual([]);

    await fill(user, "campaign-name", "December invoices");
    await pick(user, "campaign-template", "invoice_ready");
    await screen.findByTestId("campaign-template-details");
    expect(untranslatedText()).toEqual([]);

    await user.click(screen.getByTestId("wizard-next"));
    await pick(user, "campaign-list", "December");
    await screen.findByTestId("campaign-audience-size");
    expect(untranslatedText()).toEqual([]);

    await user.click(screen.getByTestId("wizard-next"));
    await screen.findByTestId("campaign-pdf-folder");
    await user.click(screen.getByTestId("campaign-schedule"));
    await user.click(screen.getByTestId("map-body.2-text"));
    await user.click(screen.getByTestId("campaign-create"));
    await screen.findByTestId("campaign-create-error");
    expect(untranslatedText()).toEqual([]);
    // The folder and the sample's values are data, not words of the catalogue.
    await user.click(screen.getByTestId("campaign-use-sample-invoices"));
    await fill(user, "campaign-pdf-column", "Invoice");
    expect(untranslatedText()).toEqual([]);
  });

  test("the check, the preview, the launch and its confirmation say only the catalogue's words", async () => {
    const user = userEvent.setup();
    mocked.testCampaign.mockResolvedValue("msg_0f3a");
    renderScreen(wizard(campaign()), { language: "en-XA" });
    await screen.findByTestId("campaign-problems");
    await screen.findByTestId("campaign-preview");
    await user.type(screen.getByTestId("campaign-test-to"), "+923001234567");
    await user.click(screen.getByTestId("campaign-test-send"));
    await screen.findByTestId("campaign-test-result");
    expect(untranslatedText()).toEqual([]);

    await user.click(screen.getByTestId("wizard-next"));
    await screen.findByTestId("campaign-launch");
    await user.click(screen.getByTestId("launch-skip-problems"));
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("campaign-launch"));
    await screen.findByTestId("campaign-launch-facts");
    expect(untranslatedText()).toEqual([]);
  });

  test("a scheduled campaign says when, in the catalogue's words", async () => {
    const user = userEvent.setup();
    mocked.checkCampaign.mockResolvedValue(check({ problems: [], problem_count: 0, ready: 1250 }));
    const scheduled = campaign({
      state: "scheduled",
      schedule_at: 1_796_097_600_000,
      spec: spec({ schedule: { at: "2026-12-01 09:00", time_zone: "Asia/Karachi" } }),
    });
    renderScreen(wizard(scheduled), { language: "en-XA" });
    await screen.findByTestId("campaign-check-summary");
    await user.click(screen.getByTestId("wizard-next"));
    await user.click(await screen.findByTestId("campaign-launch"));
    await screen.findByTestId("campaign-launch-facts");
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the campaign wizard's empty states and refusals in the pseudo-language", () => {
  test("no approved template: says so in the catalogue's words", async () => {
    mocked.templates.mockResolvedValue([pausedTemplate()]);
    renderScreen(wizard(), { language: "en-XA" });
    await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
    // The template picker gives way to the note saying why there is nothing to pick.
    await waitFor(() => expect(screen.queryByTestId("campaign-template")).toBeNull());
    expect(screen.getByText(bracketed(pseudoText("Go to Templates")))).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
  });

  test("no contacts, a marketing template and a template of an unknown category", async () => {
    const user = userEvent.setup();
    mocked.lists.mockResolvedValue([]);
    mocked.tags.mockResolvedValue([]);
    mocked.templates.mockResolvedValue([promoTemplate(), { ...invoiceTemplate(), name: "odd", category: "SERVICE" }]);
    renderScreen(wizard(), { language: "en-XA" });
    await waitFor(() => expect(mocked.templates).toHaveBeenCalled());
    await fill(user, "campaign-name", "Winter sale");
    await pick(user, "campaign-template", "odd");
    expect(await screen.findByTestId("campaign-template-details")).toHaveTextContent("service");
    expect(untranslatedText()).toEqual([]);
    await user.clear(screen.getByTestId("campaign-template"));
    await pick(user, "campaign-template", "winter_sale");
    await screen.findByTestId("campaign-template-details");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("wizard-next"));
    expect(await screen.findByText(bracketed(pseudoText("Go to Contacts")))).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
  });

  test("a check that fails, a customer with problems and no media: the engine's words are marked as such", async () => {
    mocked.checkCampaign.mockRejectedValue(
      new PacerError({ code: "input", message: "Pacer is still starting. Try again in a moment.", details: null }),
    );
    mocked.previewCampaign.mockResolvedValue(
      recipientPreview({
        pdf: null,
        name: null,
        preview: { ...recipientPreview().preview, media: ["image", ""] },
        problems: [{ phone: "+923003000042", name: null, what: "Body variable {{1}}", problem: "It is empty." }],
      }),
    );
    renderScreen(wizard(campaign()), { language: "en-XA" });
    await screen.findByTestId("campaign-check-error");
    await screen.findByTestId("campaign-preview-media");
    expect(untranslatedText()).toEqual([]);
  });

  test("the launch before the check, and the values before a template", () => {
    renderScreen(
      <>
        <LaunchStep campaign={campaign()} check={null} onDone={() => {}} />
        <ValuesStep
          draft={emptyDraft()}
          setDraft={() => {}}
          template={undefined}
          columns={{ names: ["name", "phone"], samples: {} }}
          errors={[]}
        />
      </>,
      { language: "en-XA" },
    );
    expect(untranslatedText()).toEqual([]);
    expect(document.body.textContent).toContain("[");
  });
});

describe("the campaign wizard in other languages", () => {
  test("reads right to left in Urdu, with the check's heading in Urdu", async () => {
    renderScreen(wizard(campaign()), { language: "ur-PK" });
    await screen.findByTestId("campaign-problems");
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("ہر کسٹمر کی جانچ")).toBeInTheDocument();
    // A phone number stays left to right in the problem table.
    expect(screen.getByText("+923002001207")).toHaveAttribute("dir", "ltr");
  });

  test("Arabic says two customers with its dual, and Hindi its own plural", () => {
    const ar = tIn(byTag("ar"));
    const hi = tIn(byTag("hi-IN"));
    const clean = check({ problems: [], problem_count: 0 });
    expect(launchLabel({ ...clean, ready: 2 }, false, false, ar)).toContain("عميلين");
    expect(launchLabel({ ...clean, ready: 11 }, false, false, ar)).toContain("عميلًا");
    expect(hi("wizard-launch-audience", { count: 1 })).toContain("1 संपर्क");
    expect(hi("wizard-problems", { count: 3 })).toContain("3 ग्राहकों");
  });

  test("the reasons a campaign can't be made yet come in the person's language", () => {
    const built = buildSpec({ ...emptyDraft(), scheduled: true, scheduleAt: "kal subah" }, undefined, tIn(byTag("pt-BR")));
    expect(built.spec).toBeNull();
    expect(built.errors).toContain("Escolha o modelo a enviar.");
  });
});
