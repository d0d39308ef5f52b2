// The languages Pacer speaks: every `locales/<tag>.ftl` at the repository's root, found when the
// window is built (a new language is one new file, no code), plus the pseudo-language the tests
// use to find words left in English.

import { FluentBundle, FluentResource } from "@fluent/bundle";

import type { T } from "./I18n";
import { pseudoBundle } from "./pseudo";

/** One language of the catalogue. */
export interface Language {
  /** Its BCP 47 tag, the file's name: `ur-PK`. */
  tag: string;
  /** Its own name, as its readers write it: `اردو`. */
  name: string;
  /** Which way it reads. */
  dir: "ltr" | "rtl";
  /** Who translated it. */
  translator: string;
  /** Whether a native speaker has read it all through. */
  reviewed: boolean;
  /** Its messages, ready to format. */
  bundle: FluentBundle;
}

/** The tag of the pseudo-language: English with accents, 40 % longer, in brackets. */
export const PSEUDO = "en-XA";

const files = import.meta.glob("../../../locales/*.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function tagOf(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.ftl$/, "");
}

/** A bundle of one catalogue file. Direction marks only where a language reads right to left:
 * there they keep a phone number or an amount in its own direction inside the sentence; in a
 * left-to-right language they would only be invisible characters in copied text. */
export function bundleOf(tag: string, source: string, rtl: boolean): FluentBundle {
  const bundle = new FluentBundle(tag, { useIsolating: rtl });
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length > 0) console.error(`locales/${tag}.ftl:`, errors);
  return bundle;
}

function meta(bundle: FluentBundle, id: string): string {
  const message = bundle.getMessage(id);
  return message?.value ? bundle.formatPattern(message.value) : "";
}

/** The tags whose messages have been parsed: English and the language in use, not every file
 * (each is about 100 kB of messages that a window speaking one language never reads). */
const parsed = new Set<string>();

export function parsedLanguages(): string[] {
  return [...parsed];
}

/** A language's name, direction and translator come from the `language-` lines at the top of
 * its file, read alone; its messages are parsed the first time they are asked for. */
function read(tag: string, source: string): Language {
  const header = source
    .split("\n")
    .filter((line) => line.startsWith("language-"))
    .join("\n");
  const probe = bundleOf(tag, header, false);
  const dir = meta(probe, "language-direction") === "rtl" ? "rtl" : "ltr";
  let bundle: FluentBundle | undefined;
  return {
    tag,
    name: meta(probe, "language-name") || tag,
    dir,
    translator: meta(probe, "language-translator"),
    reviewed: meta(probe, "language-reviewed") === "yes",
    get bundle() {
      if (!bundle) {
        bundle = bundleOf(tag, source, dir === "rtl");
        parsed.add(tag);
      }
      return bundle;
    },
  };
}

const catalogue: Language[] = Object.entries(files)
  .map(([path, source]) => read(tagOf(path), source))
  .sort((a, b) => (a.tag === "en" ? -1 : b.tag === "en" ? 1 : a.name.localeCompare(b.name)));

const englishSource = Object.entries(files).find(([path]) => tagOf(path) === "en")?.[1] ?? "";

/** English: the catalogue every other language follows, and the fallback for a missing word. */
export const ENGLISH: Language = catalogue.find((l) => l.tag === "en") ?? read("en", englishSource);

/** The pseudo-language (not offered in Settings; the end-to-end tests choose it). */
let pseudo: FluentBundle | undefined;
export const PSEUDO_LANGUAGE: Language = {
  tag: PSEUDO,
  name: "[Ƥšéééûûđôô]",
  dir: "ltr",
  translator: ENGLISH.translator,
  reviewed: ENGLISH.reviewed,
  get bundle() {
    return (pseudo ??= pseudoBundle(englishSource));
  },
};

/** `t` of one language, for code outside the window's components (tests, plain functions
 * given no person). `strict` (tests): a message missing or failing to format throws instead of
 * falling back to its id. */
export function tOf(language: Language, strict = false): T {
  return ((id: string, args?: Record<string, string | number>) => {
    const message = language.bundle.getMessage(id);
    if (!message?.value) {
      if (strict) throw new Error(`${language.tag} has no ${id}`);
      return id;
    }
    const errors: Error[] = [];
    const text = language.bundle.formatPattern(message.value, args ?? null, errors);
    if (strict && errors.length > 0) throw new Error(`${language.tag} ${id}: ${errors.join("; ")}`);
    return text;
  }) as T;
}

/** The languages a person may choose, English first. */
export const LANGUAGES: readonly Language[] = catalogue;

/** The language for a tag: exact, else the same language in another region (`ur` → `ur-PK`). */
export function languageFor(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  if (tag === PSEUDO) return PSEUDO_LANGUAGE;
  const lower = tag.toLowerCase();
  const exact = LANGUAGES.find((l) => l.tag.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split("-")[0];
  return LANGUAGES.find((l) => l.tag.toLowerCase().split("-")[0] === base);
}

/** The computer's language, if Pacer speaks it (the first of the system's list it knows),
 * else English. */
export function systemLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const found = languageFor(tag);
    if (found && found.tag !== PSEUDO) return found;
  }
  return ENGLISH;
}
