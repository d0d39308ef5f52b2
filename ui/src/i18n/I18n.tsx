// The person's language for the whole window: chosen in Settings → Language (kept on this
// computer, like the colour scheme), else the computer's own language when Pacer speaks it,
// else English. The page's `lang` and `dir`, Mantine's direction and the number and date
// formats follow it.

import { LocalizationProvider, ReactLocalization, useLocalization } from "@fluent/react";
import { useDirection } from "@mantine/core";
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";

import type { MessageArgs, MessageId } from "../bindings/Messages";
import type { Said } from "../bindings/Said";
import { setFormatLocale } from "../format";
import { ENGLISH, PSEUDO, languageFor, systemLanguage, type Language } from "./languages";
import { bracketed } from "./pseudo";

/** Where the choice is kept (the window's own storage: each computer keeps its person's). */
export const LANGUAGE_KEY = "pacer-language";

interface LanguageState {
  /** The language in use. */
  language: Language;
  /** The tag chosen in Settings, or null: follow the computer. */
  chosen: string | null;
  /** The computer's language, as Pacer speaks it. */
  system: Language;
  /** Choose a language (null: follow the computer). */
  choose: (tag: string | null) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The `Intl` locale for numbers and dates: the language's own tag (Hindi's `hi-IN` groups in
 * lakhs and crores), British English for English (day before month, 24-hour clock). */
export function intlLocale(language: Language): string {
  return language.tag === "en" || language.tag === PSEUDO ? "en-GB" : language.tag;
}

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function Direction({ dir }: { dir: "ltr" | "rtl" }) {
  const { setDirection } = useDirection();
  useLayoutEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(stored);
  const system = useMemo(() => systemLanguage(), []);
  const language = languageFor(chosen) ?? system;
  const l10n = useMemo(() => {
    // Formats follow the language before anything renders with it.
    setFormatLocale(intlLocale(language));
    const bundles = language.tag === ENGLISH.tag ? [ENGLISH.bundle] : [language.bundle, ENGLISH.bundle];
    return new ReactLocalization(bundles);
  }, [language]);

  useLayoutEffect(() => {
    document.documentElement.lang = language.tag === PSEUDO ? "en" : language.tag;
    document.documentElement.dir = language.dir;
  }, [language]);

  const choose = useCallback((tag: string | null) => {
    try {
      if (tag) localStorage.setItem(LANGUAGE_KEY, tag);
      else localStorage.removeItem(LANGUAGE_KEY);
    } catch {
      // Storage refused (a private window): the choice holds until the window closes.
    }
    setChosen(tag);
  }, []);

  const state = useMemo(() => ({ language, chosen, system, choose }), [language, chosen, system, choose]);
  return (
    <LanguageContext.Provider value={state}>
      <Direction dir={language.dir} />
      <LocalizationProvider l10n={l10n}>{children}</LocalizationProvider>
    </LanguageContext.Provider>
  );
}

/** The language in use, the person's choice and the computer's language. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage needs <I18nProvider> around the window");
  return state;
}

/** `t(id, args)`: a message of the catalogue in the person's language. The ids and their
 * placeholders are generated from `locales/en.ftl` (`bindings/Messages.ts`), so a missing id or
 * placeholder does not compile. */
export type T = <K extends MessageId>(id: K, ...args: MessageArgs[K] extends null ? [] : [MessageArgs[K]]) => string;

/** The ids of messages without placeholders (a label chosen from a list). */
export type PlainMessageId = { [K in MessageId]: MessageArgs[K] extends null ? K : never }[MessageId];

export function useT(): T {
  const { l10n } = useLocalization();
  const pseudo = useContext(LanguageContext)?.language.tag === PSEUDO;
  return useCallback(
    ((id: string, args?: Record<string, string | number>) => {
      const text = l10n.getString(id, args ?? null);
      return pseudo ? bracketed(text) : text;
    }) as T,
    [l10n, pseudo],
  );
}

/** What the engine said, with a `t` at hand (a plain function given the person's `t`). An id
 * the catalogue lacks (an engine newer than the window) reads as the id itself. */
export function sayWith(t: T, said: Said): string {
  const anyId = t as unknown as (id: string, args?: Record<string, string | number>) => string;
  return anyId(said.id, said.args as Record<string, string | number>);
}
