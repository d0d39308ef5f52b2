// What Meta's codes in a connection test mean, in words. A code Pacer does not know is shown as
// Meta wrote it.
import type { T } from "../../i18n/I18n";

/** GREEN → "Green (high quality)". */
export function qualityWords(t: T, rating: string | null): string | null {
  switch (rating) {
    case null:
      return null;
    case "GREEN":
      return t("settings-quality-green");
    case "YELLOW":
      return t("settings-quality-yellow");
    case "RED":
      return t("settings-quality-red");
    case "UNKNOWN":
      return t("settings-quality-unknown");
    case "NA":
      return t("settings-quality-na");
    default:
      return rating;
  }
}

/** TIER_2K → "2,000 customers a day". */
export function messagingLimitWords(t: T, limit: string | null): string | null {
  if (limit === null) return null;
  if (limit === "TIER_UNLIMITED") return t("settings-limit-unlimited");
  if (limit === "TIER_NOT_SET") return t("settings-limit-not-set");
  const m = /^TIER_(\d+)([KM]?)$/i.exec(limit.trim());
  if (!m) return limit;
  const multiplier = m[2]?.toUpperCase() === "K" ? 1_000 : m[2]?.toUpperCase() === "M" ? 1_000_000 : 1;
  return t("settings-limit-customers", { customers: Number(m[1]) * multiplier });
}

/** STANDARD → "80 messages per second". */
export function throughputWords(t: T, level: string | null): string | null {
  switch (level) {
    case null:
      return null;
    case "STANDARD":
      return t("settings-speed-standard");
    case "HIGH":
      return t("settings-speed-high");
    case "NOT_APPLICABLE":
      return t("settings-speed-not-applicable");
    default:
      return level;
  }
}
