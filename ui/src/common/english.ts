// The catalogue's English, for code that has no person's `t` at hand: a caller not yet given one
// (it passes none and gets the same English as before) and the English the command line reads.
// The words themselves live only in `locales/en.ftl`.
import type { T } from "../i18n/I18n";
import { ENGLISH } from "../i18n/languages";

/** `t` in English, outside the window's language. */
export const inEnglish: T = ((id: string, args?: Record<string, string | number>) => {
  const message = ENGLISH.bundle.getMessage(id);
  return message?.value ? ENGLISH.bundle.formatPattern(message.value, args ?? null) : id;
}) as T;
