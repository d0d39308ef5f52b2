// What Meta's codes in a connection test mean, in words.
import { count } from "../../format";

/** GREEN → "Green (high quality)". */
export function qualityWords(rating: string | null): string | null {
  switch (rating) {
    case null:
      return null;
    case "GREEN":
      return "Green (high quality)";
    case "YELLOW":
      return "Yellow (medium quality: customers have complained a little)";
    case "RED":
      return "Red (low quality: Meta may limit this number)";
    case "UNKNOWN":
      return "Not rated yet";
    case "NA":
      return "Not rated";
    default:
      return rating;
  }
}

/** TIER_2K → "2,000 customers a day". */
export function messagingLimitWords(limit: string | null): string | null {
  if (limit === null) return null;
  if (limit === "TIER_UNLIMITED") return "No daily limit of customers";
  if (limit === "TIER_NOT_SET") return "Meta has not set a daily limit yet";
  const m = /^TIER_(\d+)([KM]?)$/i.exec(limit.trim());
  if (!m) return limit;
  const multiplier = m[2]?.toUpperCase() === "K" ? 1_000 : m[2]?.toUpperCase() === "M" ? 1_000_000 : 1;
  return `${count(Number(m[1]) * multiplier)} customers a day`;
}

/** STANDARD → "80 messages per second". */
export function throughputWords(level: string | null): string | null {
  switch (level) {
    case null:
      return null;
    case "STANDARD":
      return "80 messages per second (standard)";
    case "HIGH":
      return "Up to 1,000 messages per second (raised by Meta)";
    case "NOT_APPLICABLE":
      return "Not applicable to this number";
    default:
      return level;
  }
}
