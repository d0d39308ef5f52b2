import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PacerError } from "../api";
import { errorText } from "../common/errors";
import { count, dateTime, setFormatLocale } from "../format";
import { LanguageSection } from "../screens/settings/LanguageSection";
import { chooseOption, renderScreen, untranslatedText } from "../test/render";
import { ENGLISH, LANGUAGES, PSEUDO_LANGUAGE, languageFor, systemLanguage, tOf, type Language } from "./languages";
import { pseudoText } from "./pseudo";

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

afterEach(() => setFormatLocale("en-GB"));

describe("the catalogue's languages", () => {
  it("lists every language from its file's header and parses only the messages asked for", async () => {
    vi.resetModules();
    const fresh = await import("./languages");
    expect(fresh.LANGUAGES.map((l) => `${l.tag} ${l.dir}`)).toEqual(
      expect.arrayContaining(["en ltr", "ur-PK rtl", "ar rtl", "hi-IN ltr", "id-ID ltr"]),
    );
    expect(fresh.languageFor("ur")?.name).toBe("اردو");
    expect(fresh.parsedLanguages()).toEqual([]);
    const urdu = fresh.languageFor("ur-PK");
    expect(urdu && fresh.tOf(urdu, true)("nav-settings")).toBe("ترتیبات");
    expect(fresh.parsedLanguages()).toEqual(["ur-PK"]);
  });

  it("are every file of locales/, English first, each with its own name and direction", () => {
    expect(LANGUAGES.map((l) => l.tag)).toEqual(
      expect.arrayContaining(["en", "ur-PK", "ar", "hi-IN", "id-ID", "pt-BR", "es-419"]),
    );
    expect(LANGUAGES[0]).toBe(ENGLISH);
    expect(byTag("ur-PK")).toMatchObject({ name: "اردو", dir: "rtl", reviewed: false });
    expect(byTag("ar").dir).toBe("rtl");
    expect(byTag("hi-IN").dir).toBe("ltr");
    expect(ENGLISH.reviewed).toBe(true);
  });

  it("follow the computer's language where Pacer speaks it, region or not, else English", () => {
    expect(languageFor("ur")?.tag).toBe("ur-PK");
    expect(languageFor("PT-br")?.tag).toBe("pt-BR");
    expect(systemLanguage(["fr-FR", "es-MX", "en"]).tag).toBe("es-419");
    expect(systemLanguage(["id"]).tag).toBe("id-ID");
    expect(systemLanguage(["fr-FR", "de"]).tag).toBe("en");
  });

  it("say plurals by each language's own rules", () => {
    expect(say(ENGLISH, "contacts-summary", { contacts: 1, lists: 2 })).toBe("1 contact in 2 lists");
    expect(say(ENGLISH, "contacts-summary", { contacts: 45000, lists: 1 })).toBe("45,000 contacts in 1 list");
    // Arabic has a dual: two contacts is its own word, not "2 + plural".
    expect(say(byTag("ar"), "contacts-summary", { contacts: 2, lists: 1 })).toContain("جهتا اتصال");
    expect(say(byTag("ar"), "contacts-summary", { contacts: 5, lists: 1 })).toContain("جهات اتصال");
    expect(say(byTag("pt-BR"), "contacts-summary", { contacts: 1, lists: 3 })).toBe("1 contato em 3 listas");
    expect(say(byTag("es-419"), "contacts-summary", { contacts: 7, lists: 1 })).toBe("7 contactos en 1 lista");
    expect(say(byTag("id-ID"), "contacts-summary", { contacts: 7, lists: 1 })).toBe("7 kontak dalam 1 daftar");
  });

  it("write numbers the reader's way: lakhs and crores in Hindi", () => {
    expect(say(byTag("hi-IN"), "contacts-summary", { contacts: 1234567, lists: 2 })).toContain("12,34,567");
    setFormatLocale("hi-IN");
    expect(count(12345678)).toBe("1,23,45,678");
    setFormatLocale("en-GB");
    expect(count(12345678)).toBe("12,345,678");
    setFormatLocale("pt-BR");
    expect(count(45000)).toBe("45.000");
    expect(dateTime(Date.UTC(2026, 11, 2, 9, 12))).toMatch(/2026/);
  });

  it("keep a phone number left to right inside right-to-left text", () => {
    const text = say(byTag("ur-PK"), "settings-language-system", { language: "+92 300 1234567" });
    // U+2068 FIRST STRONG ISOLATE … U+2069: a run without letters reads left to right.
    expect(text).toContain("\u2068+92 300 1234567\u2069");
    expect(say(ENGLISH, "settings-language-system", { language: "+92 300" })).not.toContain("\u2068");
  });
});

describe("what the engine says", () => {
  it("reads in the person's language when the engine said it as a catalogue message", () => {
    const refused = new PacerError({
      code: "input",
      message: "Messages per second must be between 1 and 1,000 (Meta's default is 80).",
      details: null,
      said: { id: "setting-refused-messages-per-second", args: { min: 1, max: 1000, default: 80 } },
    });
    expect(errorText(refused, tOf(ENGLISH, true))).toBe(refused.message);
    const urdu = errorText(refused, tOf(byTag("ur-PK"), true));
    expect(urdu).toContain("فی سیکنڈ");
    expect(urdu).not.toContain("Messages");
    // An engine newer than the window: its message is shown in the engine's English.
    const unknown = new PacerError({ code: "input", message: "As the engine said it.", details: null, said: null });
    expect(errorText(unknown, tOf(byTag("ar")))).toBe("As the engine said it.");
  });
});

describe("the pseudo-language", () => {
  it("accents every letter and makes each text 40 % longer", () => {
    const text = pseudoText("Settings saved");
    expect(text).not.toMatch(/[a-z]{2}/i);
    expect([...text].length).toBeGreaterThanOrEqual(Math.ceil("Settings saved".length * 1.4));
  });

  it("shows text the code wrote itself: Settings → Language has none", () => {
    renderScreen(<LanguageSection />, { language: "en-XA" });
    expect(untranslatedText()).toEqual([]);
    renderScreen(
      <p>
        Written in code <span translate="no">Ayesha Khan</span>
      </p>,
      { language: "en-XA" },
    );
    expect(untranslatedText()).toEqual(["Written in code"]);
  });

  it("leaves the values it is given alone", () => {
    const text = say(PSEUDO_LANGUAGE, "settings-language-system", { language: "Urdu" });
    expect(text).toContain("Urdu");
    expect(text).not.toContain("computer");
  });
});

describe("Settings → Language", () => {
  it("changes the window's words and direction at once, and says when no native speaker has checked them", async () => {
    const user = userEvent.setup();
    renderScreen(<LanguageSection />);
    expect(screen.getByText("Language")).toBeInTheDocument();
    expect(screen.queryByTestId("settings-language-unreviewed")).not.toBeInTheDocument();
    await chooseOption(user, screen.getByTestId("settings-language"), "اردو");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("ur-PK");
    expect(screen.getByText("زبان")).toBeInTheDocument();
    expect(screen.getByTestId("settings-language-unreviewed")).toHaveTextContent("docs/languages.md");
    expect(localStorage.getItem("pacer-language")).toBe("ur-PK");

    await chooseOption(user, screen.getByTestId("settings-language"), "English");
    await waitFor(() => expect(document.documentElement.dir).toBe("ltr"));
    expect(screen.getByText("Language")).toBeInTheDocument();
  });
});
