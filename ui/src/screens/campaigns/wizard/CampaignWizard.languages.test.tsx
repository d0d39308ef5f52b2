import { screen, waitFor, within } from "@testing-library/react";
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
import MessageBubble from "../../../components/MessageBubble";
import ValuesStep from "./ValuesStep";

vi.mock("../../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../api")>();
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
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  mocked.templates.mockResolvedValue([invoiceTemplate(), promoTemplate(), pausedTemplate()]);
  mocked.lists.mockResolvedValue(lists());
  mocked.tags.mockResolvedValue(["wholesale"]);
  mocked.countAudience.mockResolvedValue({ total: 1250, opted_out: 0 });
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
        problems: [
          {
            phone: "+923003000042",
            name: null,
            what: "Body variable {{1}}",
            what_said: null,
            problem:
              "Body variable {{1}} is empty; WhatsApp needs a value for every variable. Map it to a column or a fixed text, or fill in the empty cell.",
            problem_said: { id: "engine-campaign-value-empty", args: { label: "Body variable {{1}}" } },
          },
        ],
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
          otherLanguages={[]}
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

describe("the engine's sentences of the check and the plan", () => {
  test("in Urdu: the check's summary, each problem and the plan", async () => {
    renderScreen(wizard(campaign()), { language: "ur-PK" });
    const problems = await screen.findByTestId("campaign-problems");
    const summary = screen.getByTestId("campaign-check-summary");
    expect(summary).toHaveTextContent("بھیجنے کے لیے تیار");
    expect(summary).toHaveTextContent("میں کوئی مسئلہ ہے جسے پہلے ٹھیک کرنا ہے");
    expect(summary).toHaveTextContent("نئے کسٹمرز تک پہنچتی ہے");
    expect(summary).not.toHaveTextContent("contacts in the audience");
    expect(problems).toHaveTextContent("نام کی کوئی فائل نہیں");
    expect(problems).toHaveTextContent("WhatsApp کو ہر ویری ایبل کی ویلیو چاہیے");
    // The variable's label and the file's name are data: as they are.
    expect(problems).toHaveTextContent("INV-2026-01207");
    expect(screen.getAllByText("Body variable {{1}}")[0].closest("[translate]")).toHaveAttribute("translate", "no");
  });

  test("in Indonesian: the sending plan before launch", async () => {
    const user = userEvent.setup();
    renderScreen(<LaunchStep campaign={campaign()} check={check()} onDone={() => {}} />, { language: "id-ID" });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByTestId("campaign-launch"));
    const plan = await screen.findByTestId("campaign-launch-plan");
    expect(plan).toHaveTextContent("Kampanye ini menjangkau");
    expect(plan).toHaveTextContent("mulai besok pukul");
    expect(plan).toHaveTextContent("09:12");
  });

  test("a campaign refused with a catalogue message is said in the person's language", async () => {
    const user = userEvent.setup();
    mocked.launchCampaign.mockRejectedValue(
      new PacerError({
        code: "campaign",
        message: "The campaign \"December invoices\" is done: it cannot be launched again; clone it to send it once more",
        details: null,
        said: { id: "engine-campaign-launch-again", args: { name: "December invoices", state: "done" } },
      }),
    );
    renderScreen(<LaunchStep campaign={campaign()} check={check()} onDone={() => {}} />, { language: "pt-BR" });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByTestId("campaign-launch"));
    await user.click(await screen.findByTestId("campaign-launch-confirm"));
    const error = await screen.findByTestId("campaign-launch-error");
    expect(error).toHaveTextContent("está concluída: ela não pode ser iniciada de novo");
    expect(error).not.toHaveAttribute("translate");
  });

  test("in the pseudo-language every sentence of the check is the catalogue's", async () => {
    renderScreen(wizard(campaign()), { language: "en-XA" });
    await screen.findByTestId("campaign-problems");
    expect(screen.getByTestId("campaign-check-summary")).toHaveTextContent(
      pseudoText(" contacts in the audience: ").trim(),
    );
    expect(screen.getByTestId("campaign-problems")).toHaveTextContent(pseudoText(" in the invoice folder.").trim());
    expect(untranslatedText()).toEqual([]);
  });

  test("in the pseudo-language the plan before launch is the catalogue's", async () => {
    const user = userEvent.setup();
    renderScreen(<LaunchStep campaign={campaign()} check={check()} onDone={() => {}} />, { language: "en-XA" });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByTestId("campaign-launch"));
    expect(await screen.findByTestId("campaign-launch-plan")).toHaveTextContent(
      pseudoText("This campaign reaches ").trim(),
    );
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the customer's message is in the template's language, whatever the window's", () => {
  test("an Arabic template in an English window", () => {
    renderScreen(<MessageBubble preview={recipientPreview().preview} pdf={null} language="ar" />, { language: "en" });
    const bubble = screen.getByTestId("campaign-preview");
    expect(bubble).toHaveAttribute("lang", "ar");
    expect(bubble).toHaveAttribute("dir", "auto");
    expect(bubble).toHaveAttribute("translate", "no");
  });

  test("an English template in an Urdu window", () => {
    renderScreen(<MessageBubble preview={recipientPreview().preview} pdf={null} language="en" />, {
      language: "ur-PK",
    });
    expect(document.documentElement.dir).toBe("rtl");
    const bubble = screen.getByTestId("campaign-preview");
    expect(bubble).toHaveAttribute("lang", "en");
    expect(bubble).toHaveAttribute("dir", "auto");
    expect(bubble).toHaveAttribute("translate", "no");
  });

  test("Pacer's own label inside the bubble stays in the window's language", () => {
    const preview = { ...recipientPreview().preview, media: ["image", ""] as [string, string] };
    renderScreen(<MessageBubble preview={preview} pdf={null} language="en_US" />, { language: "ur-PK" });
    const label = within(screen.getByTestId("campaign-preview-media")).getByText(/./);
    expect(label).toHaveAttribute("lang", "ur-PK");
    expect(label).toHaveAttribute("translate", "yes");
    expect(screen.getByTestId("campaign-preview")).toHaveAttribute("lang", "en-US");
  });
});
