// The Contacts screen in Pacer's languages: no word left in English (the pseudo-language shows
// any), right to left in Urdu and Arabic, plurals by each language's rules.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { ContactQuery } from "../../bindings/ContactQuery";
import { LANGUAGES, PSEUDO_LANGUAGE, type Language } from "../../i18n/languages";
import { renderScreen, untranslatedText } from "../../test/render";
import Contacts from "./Contacts";
import { contact, importRecord, list, pageFor } from "./testFixtures";

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 20_000 });

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      contactsPage: vi.fn(),
      lists: vi.fn(),
      tags: vi.fn(),
      imports: vi.fn(),
      setContactTags: vi.fn(),
      importPreview: vi.fn(),
      importContacts: vi.fn(),
      saveImportProblems: vi.fn(),
    },
  };
});

const { api } = await import("../../api");
const mocked = vi.mocked(api);

// jsdom has no layout: give scroll areas a height so the table renders the rows "on screen".
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1000 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", clientWidth);
});

beforeEach(() => {
  vi.clearAllMocks();
  // Every contact, with a tag and an opted-out one among them: each kind of cell is on screen.
  mocked.contactsPage.mockImplementation(async (q: ContactQuery) => {
    const page = pageFor(q, 45_000);
    return {
      ...page,
      rows: page.rows.map((c) =>
        c.id === 2 ? { ...c, tags: ["VIP"], opted_out: true } : c.id === 3 ? { ...c, name: null } : c,
      ),
    };
  });
  mocked.lists.mockResolvedValue([list("Customers", 44_000, 120), list("VIP", 1_000, 4)]);
  mocked.tags.mockResolvedValue(["VIP", "late payer"]);
  mocked.imports.mockResolvedValue([importRecord()]);
  mocked.setContactTags.mockResolvedValue(undefined);
});

function say(language: Language, id: string, args?: Record<string, string | number>): string {
  const message = language.bundle.getMessage(id);
  if (!message?.value) throw new Error(`${language.tag} has no ${id}`);
  const errors: Error[] = [];
  const text = language.bundle.formatPattern(message.value, args ?? null, errors);
  expect(errors, `${language.tag} ${id}`).toEqual([]);
  return text;
}

const byTag = (tag: string): Language => {
  const found = LANGUAGES.find((l) => l.tag === tag);
  if (!found) throw new Error(`no ${tag}.ftl`);
  return found;
};

describe("in the pseudo-language, nothing the Contacts screen writes is left in English", () => {
  it("the table, its filters and the counts", async () => {
    renderScreen(<Contacts />, { language: "en-XA" });
    const table = await screen.findByTestId("contacts-table");
    await within(table).findByText(contact(1).phone);
    await screen.findByTestId("contacts-showing");
    expect(untranslatedText()).toEqual([]);
    // Texts kept beside the contact's own details are the catalogue's all the same.
    expect(within(table).getAllByText(/^\[\+~*1 \S+\]$/).length).toBeGreaterThan(0);
  });

  it("the Lists and Imports tabs", async () => {
    const user = userEvent.setup();
    renderScreen(<Contacts />, { language: "en-XA" });
    await user.click(await screen.findByTestId("contacts-lists-tab"));
    await screen.findByTestId("contacts-lists");
    expect(untranslatedText()).toEqual([]);
    await user.click(screen.getByTestId("contacts-imports-tab"));
    await screen.findByTestId("contacts-imports");
    expect(untranslatedText()).toEqual([]);
  });

  it("the tag editor, and the note when the tags are saved", async () => {
    const user = userEvent.setup();
    renderScreen(<Contacts />, { language: "en-XA" });
    const table = await screen.findByTestId("contacts-table");
    await within(table).findByText(contact(1).phone);
    // Contact 2 has a tag already.
    await user.click(within(table).getAllByRole("button", { name: new RegExp(contact(2).name ?? "") })[0]);
    const dialog = await screen.findByRole("dialog");
    expect(untranslatedText()).toEqual([]);
    await user.click(within(dialog).getAllByRole("button").at(-1) as HTMLElement);
    await waitFor(() => expect(mocked.setContactTags).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The note names the contact and the tags as they are, inside the catalogue's sentence.
    expect(await screen.findByText(new RegExp(`^\\[${contact(2).name} .+VIP.*\\]$`))).toBeInTheDocument();
    expect(untranslatedText()).toEqual([]);
  });

  it("nothing found for a search", async () => {
    const user = userEvent.setup();
    renderScreen(<Contacts />, { language: "en-XA" });
    await screen.findByTestId("contacts-showing");
    mocked.contactsPage.mockImplementation(async (q: ContactQuery) => pageFor(q, q.text === "" ? 45_000 : 0));
    await user.type(screen.getByTestId("contacts-search"), "zzz");
    await screen.findByText(/zzz/);
    expect(untranslatedText()).toEqual([]);
  });

  it("the empty screen", async () => {
    mocked.contactsPage.mockImplementation(async (q: ContactQuery) => pageFor(q, 0));
    mocked.lists.mockResolvedValue([]);
    mocked.imports.mockResolvedValue([]);
    renderScreen(<Contacts />, { language: "en-XA" });
    await screen.findByTestId("contacts-empty");
    expect(untranslatedText()).toEqual([]);
  });
});

describe("the history of imports says the engine's summary in the person's language", () => {
  it("in the pseudo-language the summary is translated; an old import's stored English stays marked as such", async () => {
    mocked.imports.mockResolvedValue([
      importRecord(),
      importRecord({ id: 2, summary: "3 rows read: 3 contacts added.", summary_said: null }),
    ]);
    const user = userEvent.setup();
    renderScreen(<Contacts />, { language: "en-XA" });
    await user.click(await screen.findByTestId("contacts-imports-tab"));
    const imports = await screen.findByTestId("contacts-imports");
    const said = importRecord().summary_said;
    if (!said) throw new Error("the fixture says its summary");
    const summary = `[${say(PSEUDO_LANGUAGE, said.id, said.args as Record<string, string | number>)}]`;
    expect(summary).toContain("1,250");
    expect(within(imports).getByText(summary).closest('[translate="no"]')).toBeNull();
    expect(within(imports).getByText("3 rows read: 3 contacts added.")).toHaveAttribute("translate", "no");
    expect(untranslatedText()).toEqual([]);
  });

  it("Bahasa Indonesia", async () => {
    const user = userEvent.setup();
    renderScreen(<Contacts />, { language: "id-ID" });
    await user.click(await screen.findByTestId("contacts-imports-tab"));
    const imports = await screen.findByTestId("contacts-imports");
    expect(imports).toHaveTextContent(
      "1.250 baris dibaca: 1.180 kontak ditambahkan, 38 duplikat digabung, 32 nomor tidak valid (lihat daftarnya — semuanya kurang satu digit).",
    );
  });
});

describe("right to left", () => {
  it("Urdu: the screen reads right to left, phone numbers still left to right", async () => {
    renderScreen(<Contacts />, { language: "ur-PK" });
    expect(await screen.findByRole("heading", { name: "رابطے" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    const table = await screen.findByTestId("contacts-table");
    expect(await within(table).findByText(contact(1).phone)).toHaveAttribute("dir", "ltr");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(
      expect.arrayContaining(["نام", "فون", "ٹیگ", "City"]),
    );
  });

  it("Arabic: the empty screen in Arabic", async () => {
    mocked.contactsPage.mockImplementation(async (q: ContactQuery) => pageFor(q, 0));
    mocked.lists.mockResolvedValue([]);
    mocked.imports.mockResolvedValue([]);
    renderScreen(<Contacts />, { language: "ar" });
    expect(await screen.findByText("لا توجد جهات اتصال بعد")).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
  });
});

describe("plurals by each language's rules", () => {
  it("Arabic says two contacts with its dual, Hindi counts 0 like 1", () => {
    expect(say(byTag("ar"), "contacts-showing", { shown: 2, total: 2 })).toContain("جهتَي اتصال");
    expect(say(byTag("ar"), "contacts-showing", { shown: 1, total: 5 })).toContain("جهات اتصال");
    // Hindi's "one" is also 0: the number is written, never the word for one.
    expect(say(byTag("hi-IN"), "contacts-summary", { contacts: 0, lists: 0 })).toBe("0 सूची में 0 संपर्क");
    expect(say(byTag("hi-IN"), "contacts-showing", { shown: 1204, total: 4500000 })).toContain("45,00,000");
  });

  it("English reads as it always has", () => {
    const en = byTag("en");
    expect(say(en, "contacts-showing", { shown: 1, total: 1 })).toBe("Showing 1 of 1 contact");
    expect(say(en, "contacts-showing", { shown: 1204, total: 45000 })).toBe("Showing 1,204 of 45,000 contacts");
  });
});
