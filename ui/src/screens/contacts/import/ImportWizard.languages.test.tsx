// The import wizard in every language: no word of it is left in the code (the pseudo-language
// shows any), Urdu reads right to left, and counts take each language's own plural forms.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { PacerError } from "../../../api";
import { setFormatLocale } from "../../../format";
import { LANGUAGES, PSEUDO_LANGUAGE, type Language } from "../../../i18n/languages";
import { renderScreen, untranslatedText } from "../../../test/render";
import englishSource from "../../../../../locales/en.ftl?raw";
import { importedReport, previewReport } from "../testFixtures";
import { ImportWizard } from "./ImportWizard";

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../api")>();
  return {
    ...original,
    api: {
      chooseContactFile: vi.fn(),
      importPreview: vi.fn(),
      importContacts: vi.fn(),
      saveImportProblems: vi.fn(),
    },
    events: { onImportProgress: vi.fn(async () => () => {}), onUploadProgress: vi.fn(async () => () => {}) },
  };
});

const { api, events } = await import("../../../api");
const mocked = vi.mocked(api);

// jsdom has no layout: give scroll areas a height so the problem tables render their rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 240 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.importPreview.mockResolvedValue(previewReport());
  mocked.importContacts.mockResolvedValue(importedReport());
  mocked.saveImportProblems.mockResolvedValue("/home/user/fix.csv");
  mocked.chooseContactFile.mockResolvedValue({ path: "/home/user/Documents/customers.csv", name: "customers.csv" });
});

afterEach(() => {
  localStorage.clear();
  setFormatLocale("en-GB");
});

function openWizard(language: string) {
  const user = userEvent.setup();
  renderScreen(<ImportWizard opened onClose={() => {}} knownTags={[]} knownLists={["Customers"]} />, { language });
  return user;
}

const byTag = (tag: string): Language => {
  const found = LANGUAGES.find((l) => l.tag === tag);
  if (!found) throw new Error(`no ${tag}.ftl`);
  return found;
};

function say(language: Language, id: string, args: Record<string, string | number>): string {
  const message = language.bundle.getMessage(id);
  if (!message?.value) throw new Error(`${language.tag} has no ${id}`);
  const errors: Error[] = [];
  const text = language.bundle.formatPattern(message.value, args, errors);
  expect(errors, `${language.tag} ${id}`).toEqual([]);
  return text;
}

describe("the import wizard in the pseudo-language", () => {
  it("has no word left in the code: choosing, a missing file, checking, importing, saving the rows to fix", async () => {
    let finish: (report: ReturnType<typeof importedReport>) => void = () => {};
    mocked.importContacts.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = openWizard("en-XA");
    const modal = await screen.findByRole("dialog");

    // Step 1, empty, then with nothing chosen: what is missing.
    expect(within(modal).getByTestId("import-file")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
    await user.click(within(modal).getByTestId("import-preview-button"));
    await within(modal).findByRole("alert");
    expect(untranslatedText()).toEqual([]);

    // A file chosen, an unknown country code, then the country back.
    await user.click(within(modal).getByTestId("import-use-sample"));
    const country = within(modal).getByTestId("import-country");
    await user.clear(country);
    await user.type(country, "QQ");
    expect(untranslatedText()).toEqual([]);
    await user.clear(country);
    await user.type(country, "PK");
    expect(untranslatedText()).toEqual([]);

    // Step 2: what Pacer found, the invalid rows, then the duplicates.
    await user.click(within(modal).getByTestId("import-preview-button"));
    await within(modal).findByTestId("import-findings");
    expect(within(modal).getByTestId("import-invalid-rows")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
    await user.click(within(modal).getAllByRole("tab")[1]);
    await within(modal).findByTestId("import-duplicate-rows");
    expect(untranslatedText()).toEqual([]);

    // Step 3: the progress, then the report and the rows to fix.
    await user.click(within(modal).getByTestId("import-run-button"));
    await within(modal).findByTestId("import-progress-count");
    await waitFor(() => expect(events.onImportProgress).toHaveBeenCalled());
    expect(untranslatedText()).toEqual([]);
    finish(importedReport());
    await within(modal).findByTestId("import-report");
    expect(within(modal).getByTestId("import-rows-listed-only")).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
    await user.click(within(modal).getByTestId("import-problems-save"));
    await within(modal).findByTestId("import-problems-saved");
    expect(untranslatedText()).toEqual([]);
  });

  it("a file without names, columns or problems has none left either", async () => {
    mocked.importPreview.mockResolvedValue(
      previewReport({
        format: "xlsx",
        encoding: null,
        delimiter: null,
        sheet: "Sheet1",
        header_row: null,
        columns: { phone: "column 2", phone_found_by: "content", name: [], attributes: [] },
        contacts: 0,
        duplicate_count: 0,
        duplicates: [],
        invalid_count: 0,
        invalid: [],
        invalid_reasons: [],
      }),
    );
    const user = openWizard("en-XA");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    await within(modal).findByTestId("import-findings");
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the import wizard in Urdu and Arabic", () => {
  it("reads right to left in Urdu, with its own words and the file's own values", async () => {
    const user = openWizard("ur-PK");
    const modal = await screen.findByRole("dialog");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(within(modal).getByText("رابطے امپورٹ کریں")).toBeInTheDocument();
    expect(within(modal).getByTestId("import-list")).toHaveValue("کسٹمرز");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    const findings = await within(modal).findByTestId("import-findings");
    // The country in Urdu; the file's headers as the file has them.
    expect(findings).toHaveTextContent("پاکستان");
    expect(findings).toHaveTextContent("Mobile");
    expect(within(modal).getByText("وہ قطاریں جنہیں دیکھنا ضروری ہے")).toBeInTheDocument();
  });

  it("counts in Arabic's own forms: two rows are a dual, eleven take the singular", async () => {
    const ar = byTag("ar");
    expect(say(ar, "import-problems-save", { rows: 2 })).toBe("حفظ صفين…");
    expect(say(ar, "import-problems-save", { rows: 5 })).toContain("صفوف");
    expect(say(ar, "import-problems-save", { rows: 11 })).toContain("صفًا");
    mocked.importPreview.mockResolvedValue(previewReport({ duplicate_count: 2, invalid_count: 0, invalid: [] }));
    const user = openWizard("ar");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    expect(await within(modal).findByText(/صفان يكرران/)).toBeInTheDocument();
  });

  it("Hindi's one covers 0 and 1, and its numbers group in lakhs", () => {
    const hi = byTag("hi-IN");
    expect(say(hi, "import-problems-save", { rows: 0 })).toContain("पंक्ति सेव");
    expect(say(hi, "import-problems-save", { rows: 1234567 })).toContain("12,34,567 पंक्तियाँ");
  });
});

describe("every language says every message of the wizard", () => {
  const args = {
    contacts: 3,
    list: "Customers",
    saved: 1,
    total: 3,
    percent: 33,
    country: "Pakistan (PK)",
    column: "Mobile",
    columns: "“City”",
    file: "customers.csv",
    description: "CSV",
    encoding: "UTF-8",
    sheet: "Sheet1",
    delimiter: "#",
    row: 1,
    count: 2,
    listed: 2,
    rows: 2,
    value: "0300 1234567",
    reason: "2 are empty",
    path: "/home/user/fix.csv",
    sent: "1.2 MB",
  };
  // The ids of English's Import section.
  const ids = [...englishSource.matchAll(/^(import-[a-z-]+) =/gm)].map((m) => m[1]);
  it.each(LANGUAGES.map((l) => [l.tag, l] as const))("%s", (_tag, language) => {
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(say(language, id, args), `${language.tag} ${id}`).not.toBe("");
  });
});

type Args = Record<string, string | number>;

/** An element's text without the direction isolates Fluent puts around values in Urdu and Arabic. */
const plain = (element: HTMLElement) => (element.textContent ?? "").replace(/[\u2068\u2069]/g, "");

describe("the engine's sentences of an import, in the person's language", () => {
  it("in the pseudo-language the summary, each row's reason and a refusal are translated, none left in English", async () => {
    const user = openWizard("en-XA");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    // Present, and in the catalogue's words (the pseudo-language's), not marked as data.
    const summary = await within(modal).findByTestId("import-preview-summary");
    const said = `[${say(PSEUDO_LANGUAGE, "engine-import-summary", previewReport().summary_said.args as Args)}]`;
    expect(said).toContain("1,250");
    const shown = within(summary).getByText(said);
    expect(shown.closest('[translate="no"]')).toBeNull();
    const invalid = within(modal).getByTestId("import-invalid-rows");
    const tooShort = `[${say(PSEUDO_LANGUAGE, "engine-import-reason", { reason: "too_short" })}]`;
    expect(within(invalid).getByText(tooShort).closest('[translate="no"]')).toBeNull();
    expect(untranslatedText()).toEqual([]);
    await user.click(within(modal).getByTestId("import-run-button"));
    const report = await within(modal).findByTestId("import-report");
    expect(report).toHaveTextContent(
      `[${say(PSEUDO_LANGUAGE, "engine-import-summary", importedReport().summary_said.args as Args)}]`,
    );
    expect(untranslatedText()).toEqual([]);
  });

  it("a refusal the engine said as a message is shown translated", async () => {
    mocked.importPreview.mockRejectedValue(
      new PacerError({
        code: "import",
        message: "Row 2 opens a quote (\") that is never closed, so the rest of the file would be read as one cell. Fix the quote in row 2 and import again.",
        details: "unclosed_quote",
        said: { id: "engine-import-error-unclosed-quote", args: { row: "2" } },
      }),
    );
    const user = openWizard("en-XA");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    const alert = await within(modal).findByRole("alert");
    expect(alert).toHaveTextContent(`[${say(PSEUDO_LANGUAGE, "engine-import-error-unclosed-quote", { row: "2" })}]`);
    expect(untranslatedText()).toEqual([]);
  });

  it("Urdu: the check's summary and why each number can't be used", async () => {
    const user = openWizard("ur-PK");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    const summary = plain(await within(modal).findByTestId("import-preview-summary"));
    expect(summary).toContain("1,250 قطاریں پڑھی گئیں: 1,180 رابطے، 38 دہرائی گئی قطاریں ملا دی گئیں");
    expect(summary).toContain("32 نمبر درست نہیں (فہرست دیکھیں — زیادہ تر کی وجہ: ایک ہندسہ کم ہے)۔");
    expect(summary).not.toContain("rows read");
    const invalid = within(modal).getByTestId("import-invalid-rows");
    expect(plain(invalid)).toContain("بہت چھوٹا");
    expect(invalid).not.toHaveTextContent("too short");
  });

  it("Bahasa Indonesia: the import's report", async () => {
    const user = openWizard("id-ID");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    await within(modal).findByTestId("import-preview-summary");
    await user.click(within(modal).getByTestId("import-run-button"));
    const report = await within(modal).findByTestId("import-report");
    expect(report).toHaveTextContent(
      "1.250 baris dibaca: 1.100 kontak ditambahkan, 60 kontak diperbarui, 20 kontak sudah terbaru, 38 duplikat digabung, " +
        "32 nomor tidak valid (lihat daftarnya — sebagian besar kurang satu digit). " +
        "3 di antaranya sebelumnya berhenti menerima pesan pemasaran dan tetap begitu.",
    );
  });

  it("Urdu: a file Pacer refused says why in Urdu", async () => {
    mocked.importPreview.mockRejectedValue(
      new PacerError({
        code: "import",
        message: "The file is empty. Export the list again from your billing system and import the new file.",
        details: "empty_file",
        said: { id: "engine-import-error-empty", args: {} },
      }),
    );
    const user = openWizard("ur-PK");
    const modal = await screen.findByRole("dialog");
    await user.click(within(modal).getByTestId("import-use-sample"));
    await user.click(within(modal).getByTestId("import-preview-button"));
    const alert = await within(modal).findByRole("alert");
    expect(plain(alert)).toContain("فائل خالی ہے۔ اپنے بلنگ سسٹم سے فہرست دوبارہ ایکسپورٹ کریں");
    expect(alert).not.toHaveTextContent("The file is empty");
  });
});

describe("every language says every engine sentence of an import, whatever its kind", () => {
  const ids = [...englishSource.matchAll(/^(engine-import-[a-z-]+) =/gm)].map((m) => m[1]);
  const reasons = [
    "empty",
    "not_a_number",
    "several_numbers",
    "shortened_by_excel",
    "too_short",
    "too_long",
    "unknown_country_code",
    "not_valid_for",
  ];
  const base = {
    rows: 1250,
    contacts: 1180,
    new: 1,
    updated: 2,
    unchanged: 0,
    opted_out: 1,
    duplicates: 38,
    invalid: 32,
    empty: 1,
    reason_count: 24,
    country: "PK",
    path: "/home/user/customers.csv",
    reason: "too_short",
    detail: "invalid Zip archive",
    expanded: "3 GB",
    packed: "2 KB",
    unpacked: "500 MB",
    parts: "12000",
    row: "2",
    columns: "“Name”, “City”",
    wanted: "Mobil",
    role: "phone",
    text: "mobile",
    code: "XX",
  };
  it.each(LANGUAGES.map((l) => [l.tag, l] as const))("%s", (_tag, language) => {
    expect(ids.length).toBeGreaterThan(25);
    for (const id of ids) {
      for (const saved of ["yes", "no"]) {
        for (const commonest of ["it", "all", "most", "single", "some", "none"]) {
          for (const reason of reasons) {
            for (const listed of ["yes", "no"]) {
              const args = { ...base, saved, commonest, reason, listed, looks_like: "pdf" };
              expect(say(language, id, args), `${language.tag} ${id}`).not.toBe("");
            }
          }
        }
      }
    }
  });

  it("English reads as the engine writes it", () => {
    const en = byTag("en");
    const args = { ...base, saved: "no", commonest: "most", listed: "no", looks_like: "pdf" };
    expect(say(en, "engine-import-summary", { ...args, updated: 0, empty: 0, opted_out: 0 })).toBe(
      "1,250 rows read: 1,180 contacts, 38 duplicates merged, 32 numbers not valid (see the list — most are missing a digit).",
    );
  });
});
