// The pseudo-language: English made visibly foreign so a test can see any word left untranslated
// (it has no accents and no brackets) and any label that breaks when a language runs longer
// (each text is 40 % longer, as German or Portuguese often are).

import { FluentBundle, FluentResource } from "@fluent/bundle";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ"][i],
  ]),
);
const VOWELS = new Set([..."aeiouAEIOU"]);

/** One piece of a message's text in the pseudo-language: accented, and 40 % longer by
 * doubling vowels (then `~` where a text has too few). Placeables are left alone: a number or
 * a name is not the catalogue's to change. */
export function pseudoText(text: string): string {
  let extra = Math.ceil(text.trim().length * 0.4);
  let out = "";
  for (const c of text) {
    const accented = ACCENTED[c] ?? c;
    out += accented;
    if (extra > 0 && VOWELS.has(c)) {
      out += accented;
      extra -= 1;
    }
  }
  return extra > 0 && text.trim() !== "" ? out + "~".repeat(extra) : out;
}

/** The English catalogue as the pseudo-language. Brackets go around each whole message where
 * it is shown (`useT`), so a label cut off at either end is seen too. */
export function pseudoBundle(englishSource: string): FluentBundle {
  const bundle = new FluentBundle("en", { useIsolating: false, transform: pseudoText });
  bundle.addResource(new FluentResource(englishSource));
  return bundle;
}

/** Wraps a whole message of the pseudo-language. */
export function bracketed(text: string): string {
  return `[${text}]`;
}
