// How numbers, times and states read everywhere (`docs/wording.md`: numbers before adjectives, the same
// word for the same thing), in the person's language: `I18nProvider` sets the locale before the
// window renders with it (Hindi groups in lakhs and crores, Arabic may use its own digits).

let locale = "en-GB";
let integer = new Intl.NumberFormat(locale);

/** The locale numbers and dates are written in (set by `I18nProvider`). */
export function setFormatLocale(tag: string): void {
  if (tag === locale) return;
  locale = tag;
  integer = new Intl.NumberFormat(tag);
}

/** The locale in use. */
export function formatLocale(): string {
  return locale;
}

/** 45000 → "45,000" (in Hindi, 4500000 → "45,00,000"). */
export function count(n: number): string {
  return integer.format(Math.round(n));
}

/** "1 contact", "2 contacts". English only: a message of the catalogue says plurals in every
 * language (`{ $count -> [one] … *[other] … }`). */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** Share as "83 %". */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return `${count(0)} %`;
  return `${count(Math.floor((part * 100) / whole))} %`;
}

/** Unix ms → "30 Nov 2026, 09:12". */
export function dateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return new Date(ms).toLocaleString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** Unix ms → "09:12:05". */
export function time(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return new Date(ms).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** The colour of a message or campaign state. */
export function stateColor(state: string): string {
  switch (state) {
    case "read":
      return "teal";
    case "delivered":
      return "green";
    case "sent":
    case "running":
    case "launching":
      return "blue";
    case "failed":
    case "cancelled":
      return "red";
    case "skipped":
    case "expired":
    case "paused":
    case "in_doubt":
      return "orange";
    case "done":
      return "green";
    default:
      return "gray";
  }
}

/** The last part of a path (a file's or folder's own name), whichever separator it uses. */
export function pathName(path: string): string {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  return parts[parts.length - 1] ?? path;
}

/** "PK" → "Pakistan", in the person's language; the code itself when the browser has no name
 * for it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A price or an amount with its currency, the reader's way ("USD 0.0054"); up to four
 * decimals, as Meta's per-message prices have. */
export function money(amount: number, currency: string): string {
  const text = amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${currency} ${text}`;
}

/** Bytes as the person reads them: "820 kB", "4.2 MB" (Intl's units, in their language). */
export function fileSize(bytes: number): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, "megabyte"] : bytes >= 1_000 ? [bytes / 1_000, "kilobyte"] : [bytes, "byte"];
  return new Intl.NumberFormat(formatLocale(), {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
