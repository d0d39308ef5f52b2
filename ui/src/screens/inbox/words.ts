// How the Inbox says kinds, times and sizes in the person's language: a message without words
// is named by its kind ("Photo", "Voice message"), a time is the hour today and the date before.
import type { MediaKind } from "../../bindings/MediaKind";
import { formatLocale } from "../../format";
import type { T } from "../../i18n/I18n";
import { kindWords } from "../../common/inboxWords";

export { kindWords };

/** A customer's file kind in words. */
export function mediaWords(t: T, media: MediaKind, voice: boolean): string {
  return voice ? t("inbox-kind-voice") : kindWords(t, media);
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The list's time: the hour today ("09:12"), the date before ("30 Nov"), with the year when
 * it is not this year's. */
export function listTime(ms: number, now: number = Date.now()): string {
  const when = new Date(ms);
  const today = new Date(now);
  if (sameDay(when, today)) return when.toLocaleTimeString(formatLocale(), { hour: "2-digit", minute: "2-digit" });
  return when.toLocaleDateString(formatLocale(), {
    day: "numeric",
    month: "short",
    ...(when.getFullYear() === today.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** A message's time in the thread: the hour, with the date when it is not today's. */
export function threadTime(ms: number, now: number = Date.now()): string {
  const when = new Date(ms);
  const hour = when.toLocaleTimeString(formatLocale(), { hour: "2-digit", minute: "2-digit" });
  if (sameDay(when, new Date(now))) return hour;
  return `${when.toLocaleDateString(formatLocale(), { day: "numeric", month: "short" })} ${hour}`;
}

// Sizes are written the same way across the window (the wizard's header files too).
export { fileSize } from "../../format";

/** An amount in its currency ("Rs 1,500.00"), or the bare number when the currency is unknown. */
export function money(amount: number, currency: string | null): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(formatLocale(), { style: "currency", currency }).format(amount);
    } catch {
      // Not a currency code Intl knows: the number and the code as Meta sent it.
      return `${new Intl.NumberFormat(formatLocale()).format(amount)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(formatLocale()).format(amount);
}

/** The time left in a customer's 24-hour window, in whole hours and minutes (never negative). */
export function windowLeft(endsAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((endsAt - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The link a location opens on a map. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://maps.google.com/?q=${latitude},${longitude}`;
}
