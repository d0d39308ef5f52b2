// The Templates screen in every language: no word left in English (the pseudo-language),
// right to left in Urdu and Arabic, plurals by each language's own rules.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { MessageId } from "../../bindings/Messages";
import { ENGLISH, LANGUAGES } from "../../i18n/languages";
import { renderScreen, untranslatedText } from "../../test/render";
import { MessageBubble } from "./MessageBubble";
import Templates from "./Templates";
import {
  invoicePreview,
  invoiceTemplate,
  pausedPromo,
  pendingTemplate,
  rejectedTemplate,
  syncReport,
} from "./testFixtures";

vi.setConfig({ testTimeout: 20_000 });

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: { templates: vi.fn(), syncTemplates: vi.fn(), previewTemplate: vi.fn() },
  };
});

const { api } = await import("../../api");
const mocked = vi.mocked(api);

/** A template Pacer has only heard of (no text yet), and one with an image and a location. */
const heardOf = () =>
  invoiceTemplate({ name: "heard_of", status: "APPROVED", usable: false, components: [], variables: [] });
const withMedia = () =>
  invoiceTemplate({
    name: "shop_photo",
    category: "",
    variables: [
      {
        key: "header.image",
        place: { component: "header" },
        kind: "image",
        name: "image",
        label: "Image in the header",
        example: null,
        max_chars: null,
      },
      {
        key: "body.1",
        place: { component: "body" },
        kind: "location",
        name: "1",
        label: "Location",
        example: null,
        max_chars: null,
      },
      {
        key: "button.0",
        place: { component: "button", index: 0 },
        kind: "url_suffix",
        name: "1",
        label: "End of the link",
        example: null,
        max_chars: 2000,
      },
    ],
  });

beforeEach(() => {
  vi.clearAllMocks();
  mocked.templates.mockResolvedValue([
    invoiceTemplate(),
    pausedPromo(),
    rejectedTemplate(),
    pendingTemplate(),
    heardOf(),
    withMedia(),
  ]);
  mocked.previewTemplate.mockImplementation(async (name, _language, values) =>
    name === "shop_photo" ? { ...invoicePreview(values), media: ["IMAGE", ""] } : invoicePreview(values),
  );
  mocked.syncTemplates.mockResolvedValue(syncReport());
});

describe("the Templates screen in the pseudo-language", () => {
  it("leaves no English in the list, the preview, a template that can't be used and the sync result", async () => {
    const user = userEvent.setup();
    renderScreen(<Templates />, { language: "en-XA" });
    await screen.findByTestId("template-row-invoice_reminder-en_US");
    // The first usable template is open: its values, their help and its preview.
    await waitFor(() => expect(screen.getByTestId("template-preview")).toHaveTextContent("Dear {{1}}"));
    await waitFor(() => expect(untranslatedText()).toEqual([]));

    // Marked values: "still empty" and the missing file.
    expect(screen.getByTestId("template-preview-media").textContent).toMatch(/^\[/);

    // A template that can't be used says why, in the catalogue's words.
    await user.click(screen.getByTestId("template-row-eid_offer-ur"));
    await screen.findByTestId("template-preview");
    expect(untranslatedText()).toEqual([]);

    // One Pacer knows only by name, and one with an image, a location and a link's end.
    await user.click(screen.getByTestId("template-row-heard_of-en_US"));
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("template-row-shop_photo-en_US"));
    await waitFor(() => expect(screen.getByTestId("template-preview-media").textContent).toMatch(/^\[/));
    expect(untranslatedText()).toEqual([]);

    // The sync result: the title is Pacer's, the summary the engine's (marked as such).
    await user.click(screen.getByTestId("templates-sync"));
    await screen.findByTestId("templates-sync-result");
    expect(untranslatedText()).toEqual([]);

    // The filter that finds nothing.
    await user.type(screen.getByRole("textbox", { name: /\[/ }), "zzz");
    await waitFor(() => expect(screen.queryByTestId("templates-list")).not.toBeInTheDocument());
    expect(untranslatedText()).toEqual([]);
  });

  it("leaves no English when there are no templates yet", async () => {
    mocked.templates.mockResolvedValue([]);
    renderScreen(<Templates />, { language: "en-XA" });
    await screen.findByTestId("templates-empty");
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the Templates screen right to left", () => {
  it("reads in Urdu, right to left, with the template's own words untouched", async () => {
    renderScreen(<Templates />, { language: "ur-PK" });
    expect(await screen.findByRole("heading", { name: "ٹیمپلیٹس" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ur-PK");
    // The heading is there before the list has loaded.
    const invoice = await screen.findByTestId("template-row-invoice_reminder-en_US");
    expect(invoice).toHaveTextContent("منظور شدہ");
    expect(invoice).toHaveTextContent("مہمات میں استعمال ہو سکتا ہے");
    // The template's name and its message stay as Meta approved them.
    expect(within(invoice).getByText("invoice_reminder")).toHaveAttribute("translate", "no");
    await waitFor(() => expect(screen.getByTestId("template-preview-body")).toHaveTextContent("Dear {{1}}"));
    expect(screen.getByTestId("template-preview-body")).toHaveAttribute("translate", "no");
  });

  it("says Arabic's dual and plural: two templates are «قالبان»", async () => {
    mocked.templates.mockResolvedValue([invoiceTemplate(), invoiceTemplate({ name: "welcome" })]);
    renderScreen(<Templates />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "القوالب" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    await waitFor(() => expect(screen.getByTestId("templates-counts")).toHaveTextContent("قالبان"));
    // invoice_reminder needs 4 values: few (3–10) in Arabic. The number sits in isolation marks
    // (U+2068 … U+2069), so it reads left to right inside the sentence.
    const sample = await screen.findByText(/قيم تجريبية/);
    expect(sample.textContent?.replace(/[\u2068\u2069]/g, "")).toBe("قيم تجريبية (4 قيم لكل عميل)");
  });
});

describe("the Templates section of the catalogue", () => {
  const args: Record<string, string | number> = {
    templates: 3,
    usable: 1,
    count: 2,
    chars: 2000,
    time: "09:12:05",
    status: "limit exceeded",
    language: "English",
    code: "en_US",
    category: "Utility",
    help: "…",
    reason: "INVALID_FORMAT",
    values: "Body variable {{1}}",
    example: "Ayesha",
    name: "order_update",
    languages: "en_US, ur",
    max: 1024,
    kind: "Link",
    variable: "{{1}}",
    file: "spring.png",
  };

  it("formats every message in every language, without a missing value", () => {
    const ids = [...ENGLISH.bundle._messages.keys()].filter((id) => id.startsWith("templates-")) as MessageId[];
    expect(ids.length).toBeGreaterThan(50);
    for (const language of LANGUAGES) {
      for (const id of ids) {
        const message = language.bundle.getMessage(id);
        expect(message?.value, `${language.tag} ${id}`).toBeTruthy();
        for (const n of [0, 1, 2, 5, 11, 100]) {
          const errors: Error[] = [];
          language.bundle.formatPattern(message!.value!, { ...args, templates: n, usable: n, count: n, chars: n }, errors);
          expect(errors, `${language.tag} ${id}`).toEqual([]);
        }
      }
    }
  });

  it("keeps English as the screen said it before", () => {
    const say = (id: string, a: Record<string, string | number>) =>
      ENGLISH.bundle.formatPattern(ENGLISH.bundle.getMessage(id)!.value!, a);
    expect(say("templates-counts", { templates: 4, usable: 1 })).toBe("4 templates, 1 can be used");
    expect(say("templates-counts", { templates: 1, usable: 1 })).toBe("1 template, 1 can be used");
    expect(say("templates-values-missing", { count: 1 })).toMatch(/^Marked in red: 1 value still empty\. In a campaign, Pacer/);
    expect(say("templates-sample-values", { count: 3 })).toBe("Sample values (3 values per customer)");
  });
});

describe("a template's preview is in the template's language, whatever the window's", () => {
  it("reads Meta's pt_BR as the web's pt-BR, in an Urdu window", () => {
    renderScreen(<MessageBubble preview={invoicePreview({ "body.1": "Hamza" })} missingNames={new Set()} language="pt_BR" />, {
      language: "ur-PK",
    });
    expect(document.documentElement.dir).toBe("rtl");
    const bubble = screen.getByTestId("template-preview-bubble");
    expect(bubble).toHaveAttribute("lang", "pt-BR");
    expect(bubble).toHaveAttribute("dir", "auto");
    expect(bubble).toHaveAttribute("translate", "no");
  });
});
