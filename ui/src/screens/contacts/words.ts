// How the Contacts screen says what an import found, in words for the person who made the file.
import type { FileFormat } from "../../bindings/FileFormat";
import type { FoundBy } from "../../bindings/FoundBy";
import type { ImportReport } from "../../bindings/ImportReport";
import type { InvalidReason } from "../../bindings/InvalidReason";
import { count, formatLocale } from "../../format";

let regions: { locale: string; names: Intl.DisplayNames | null } | undefined;

/** Country names in the person's language, when the window's browser has them. */
function regionNames(): Intl.DisplayNames | null {
  const locale = formatLocale();
  if (regions?.locale !== locale) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    regions = { locale, names };
  }
  return regions.names;
}

/** "PK" → "Pakistan"; `null` for anything that is not a known 2-letter country code. */
export function countryName(code: string): string | null {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return null;
  try {
    const name = regionNames()?.of(c);
    return name && name !== c ? name : null;
  } catch {
    return null;
  }
}

/** Two letters that name a country (any two letters when the browser knows no names). */
export function isCountryCode(code: string): boolean {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return false;
  return regionNames() === null || countryName(c) !== null;
}

/** "Pakistan (PK)", or the code alone when it has no name. */
export function countryLabel(code: string): string {
  const name = countryName(code);
  return name ? `${name} (${code.toUpperCase()})` : code.toUpperCase();
}

export function formatName(format: FileFormat): string {
  switch (format) {
    case "csv":
      return "CSV text file";
    case "xlsx":
      return "Excel workbook (.xlsx)";
    case "xls":
      return "older Excel workbook (.xls)";
    case "ods":
      return "OpenDocument spreadsheet (.ods)";
  }
}

export function delimiterName(delimiter: string): string {
  switch (delimiter) {
    case ",":
      return "commas";
    case ";":
      return "semicolons";
    case "\t":
      return "tabs";
    case "|":
      return "vertical bars (|)";
    case " ":
      return "spaces";
    default:
      return `“${delimiter}”`;
  }
}

/** How the file itself was read: "CSV text file, UTF-8, values separated by commas". */
export function fileDescription(report: ImportReport): string {
  const parts = [formatName(report.format)];
  if (report.encoding) parts.push(`text in ${report.encoding}`);
  if (report.delimiter) parts.push(`values separated by ${delimiterName(report.delimiter)}`);
  if (report.sheet) parts.push(`sheet “${report.sheet}”`);
  return parts.join(", ");
}

/** Why the phone column is the phone column. */
export function foundByText(foundBy: FoundBy, column: string): string {
  switch (foundBy) {
    case "header":
      return `its header “${column}” says it holds phone numbers`;
    case "content":
      return "its cells look like phone numbers (no header said so)";
    case "override":
      return "you chose it";
  }
}

/** The name column(s) as a person reads them. */
export function nameColumnsText(name: string[]): string {
  if (name.length === 0) return "No name column found: the contacts will have no name";
  return name.map((n) => `“${n}”`).join(" + ");
}

/** The reason as said of many numbers: "are missing a digit" (matches the import's summary). */
export function reasonMany(reason: InvalidReason): string {
  switch (reason.code) {
    case "empty":
      return "are empty";
    case "not_a_number":
      return "are not phone numbers";
    case "several_numbers":
      return "have more than one number in the cell";
    case "shortened_by_excel":
      return "were shortened by Excel";
    case "too_short":
      return "are missing a digit";
    case "too_long":
      return "have a digit too many";
    case "unknown_country_code":
      return "have an unknown country code";
    case "not_valid_for":
      return `are not valid numbers for ${countryLabel(reason.country)}`;
  }
}

/** The reason said of `n` numbers: "1 is empty", "2 are empty". */
export function reasonCounted(reason: InvalidReason, n: number): string {
  const many = reasonMany(reason);
  if (n !== 1) return `${count(n)} ${many}`;
  const one = many.replace(/^are /, "is ").replace(/^have /, "has ").replace(/^were /, "was ");
  return `1 ${one}`;
}

/** What the reason means and what to do about it. */
export function reasonHelp(reason: InvalidReason): string {
  switch (reason.code) {
    case "empty":
      return "The phone cell is empty. Add the customer's number in your file, or leave the row out.";
    case "not_a_number":
      return "The phone cell holds text, not a number. Put the customer's number in that cell.";
    case "several_numbers":
      return "The cell holds more than one number. Keep one number per row: copy the row for the second number.";
    case "shortened_by_excel":
      return "Excel showed the number like 9.23E+11 and lost its last digits. Format the column as Text in Excel, type the numbers again and export the file again.";
    case "too_short":
      return "The number is too short: most likely a digit is missing. Check it with the customer.";
    case "too_long":
      return "The number is too long: a digit too many, or two numbers run together. Check it with the customer.";
    case "unknown_country_code":
      return "It starts with + or 00 and a country code no country uses. Check the first digits.";
    case "not_valid_for":
      return `It doesn't fit the phone numbers of ${countryLabel(reason.country)}. If the customer's number is from another country, write it with + and its country code.`;
  }
}

/** "32 numbers not valid (24 are missing a digit, 8 were shortened by Excel)". */
export function reasonsSentence(report: ImportReport): string {
  return report.invalid_reasons.map((r) => reasonCounted(r.reason, r.count)).join(", ");
}
