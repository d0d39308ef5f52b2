// How the import wizard says what an import found, in the person's language (`locales/*.ftl`,
// section Import). Country names and lists follow the language too (`Intl`).
import type { FileFormat } from "../../../bindings/FileFormat";
import type { FoundBy } from "../../../bindings/FoundBy";
import type { ImportReport } from "../../../bindings/ImportReport";
import type { InvalidReason } from "../../../bindings/InvalidReason";
import { formatLocale } from "../../../format";
import type { T } from "../../../i18n/I18n";

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** Country names in the language in use, when the window's browser has them. */
function regions(): Intl.DisplayNames | null {
  const locale = formatLocale();
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: "region" }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}

/** "PK" → "Pakistan" (in the reader's language); `null` for anything that is not a known
 * 2-letter country code. */
export function countryName(code: string): string | null {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return null;
  try {
    const name = regions()?.of(c);
    return name && name !== c ? name : null;
  } catch {
    return null;
  }
}

/** Two letters that name a country (any two letters when the browser knows no names). */
export function isCountryCode(code: string): boolean {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return false;
  return regions() === null || countryName(c) !== null;
}

/** "Pakistan (PK)", or the code alone when it has no name. */
export function countryLabel(code: string): string {
  const name = countryName(code);
  return name ? `${name} (${code.toUpperCase()})` : code.toUpperCase();
}

/** Several values as the reader's language lists them: "a, b, c" in English, "a، b، c" in Urdu. */
export function listOf(values: string[]): string {
  try {
    return new Intl.ListFormat(formatLocale(), { style: "short", type: "unit" }).format(values);
  } catch {
    return values.join(", ");
  }
}

/** A column's header as the file has it, in quotes: “Mobile”. */
export function quoted(header: string): string {
  return `“${header}”`;
}

function formatName(t: T, format: FileFormat): string {
  switch (format) {
    case "csv":
      return t("import-format-csv");
    case "xlsx":
      return t("import-format-xlsx");
    case "xls":
      return t("import-format-xls");
    case "ods":
      return t("import-format-ods");
  }
}

function separatedBy(t: T, delimiter: string): string {
  switch (delimiter) {
    case ",":
      return t("import-separated-commas");
    case ";":
      return t("import-separated-semicolons");
    case "\t":
      return t("import-separated-tabs");
    case "|":
      return t("import-separated-bars");
    case " ":
      return t("import-separated-spaces");
    default:
      return t("import-separated-other", { delimiter });
  }
}

/** How the file itself was read: "CSV text file, text in UTF-8, values separated by commas". */
export function fileDescription(t: T, report: ImportReport): string {
  const parts = [formatName(t, report.format)];
  if (report.encoding) parts.push(t("import-file-encoding", { encoding: report.encoding }));
  if (report.delimiter) parts.push(separatedBy(t, report.delimiter));
  if (report.sheet) parts.push(t("import-file-sheet", { sheet: report.sheet }));
  return listOf(parts);
}

/** The phone column and why it is the phone column: "Column “Mobile”, because …". */
export function phoneColumnText(t: T, foundBy: FoundBy, column: string): string {
  switch (foundBy) {
    case "header":
      return t("import-findings-phone-header", { column });
    case "content":
      return t("import-findings-phone-content", { column });
    case "override":
      return t("import-findings-phone-override", { column });
  }
}

/** The reason said of `count` numbers: "1 is empty", "24 are missing a digit". */
export function reasonCounted(t: T, reason: InvalidReason, count: number): string {
  switch (reason.code) {
    case "empty":
      return t("import-reason-empty", { count });
    case "not_a_number":
      return t("import-reason-not-a-number", { count });
    case "several_numbers":
      return t("import-reason-several-numbers", { count });
    case "shortened_by_excel":
      return t("import-reason-shortened-by-excel", { count });
    case "too_short":
      return t("import-reason-too-short", { count });
    case "too_long":
      return t("import-reason-too-long", { count });
    case "unknown_country_code":
      return t("import-reason-unknown-country-code", { count });
    case "not_valid_for":
      return t("import-reason-not-valid-for", { count, country: countryLabel(reason.country) });
  }
}

/** What the reason means and what to do about it. */
export function reasonHelp(t: T, reason: InvalidReason): string {
  switch (reason.code) {
    case "empty":
      return t("import-reason-empty-help");
    case "not_a_number":
      return t("import-reason-not-a-number-help");
    case "several_numbers":
      return t("import-reason-several-numbers-help");
    case "shortened_by_excel":
      return t("import-reason-shortened-by-excel-help");
    case "too_short":
      return t("import-reason-too-short-help");
    case "too_long":
      return t("import-reason-too-long-help");
    case "unknown_country_code":
      return t("import-reason-unknown-country-code-help");
    case "not_valid_for":
      return t("import-reason-not-valid-for-help", { country: countryLabel(reason.country) });
  }
}
