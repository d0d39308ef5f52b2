// How the Templates screen names statuses, categories and languages, and says why a template
// can't be used, in the person's language.
import type { TemplateInfo } from "../../bindings/TemplateInfo";
import { formatLocale } from "../../format";
import type { T } from "../../i18n/I18n";

/** A status or category Pacer has no word for: Meta's own code, made readable
 * (`LIMIT_EXCEEDED` → "Limit exceeded"). It is Meta's word, not the catalogue's. */
function fromCode(code: string): string {
  return code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, " ");
}

export function statusLabel(t: T, status: string): string {
  switch (status) {
    case "APPROVED":
      return t("templates-status-approved");
    case "PENDING":
      return t("templates-status-pending");
    case "IN_APPEAL":
      return t("templates-status-in-appeal");
    case "REJECTED":
      return t("templates-status-rejected");
    case "PAUSED":
      return t("templates-status-paused");
    case "DISABLED":
      return t("templates-status-disabled");
    case "DELETED":
      return t("templates-status-deleted");
    case "PENDING_DELETION":
      return t("templates-status-pending-deletion");
    default:
      return fromCode(status);
  }
}

export function statusColor(status: string): string {
  switch (status) {
    case "APPROVED":
      return "green";
    case "PENDING":
    case "IN_APPEAL":
      return "blue";
    case "PAUSED":
      return "orange";
    case "REJECTED":
    case "DISABLED":
      return "red";
    default:
      return "gray";
  }
}

export function categoryLabel(t: T, category: string): string {
  switch (category) {
    case "MARKETING":
      return t("templates-category-marketing");
    case "UTILITY":
      return t("templates-category-utility");
    case "AUTHENTICATION":
      return t("templates-category-authentication");
    case "":
      return t("templates-category-unknown");
    default:
      return fromCode(category);
  }
}

/** What the category means for the person paying for it. */
export function categoryHelp(t: T, category: string): string {
  switch (category) {
    case "MARKETING":
      return t("templates-category-help-marketing");
    case "UTILITY":
      return t("templates-category-help-utility");
    case "AUTHENTICATION":
      return t("templates-category-help-authentication");
    default:
      return t("templates-category-help-unknown");
  }
}

const languages = new Map<string, Intl.DisplayNames | null>();

/** "en_US" → "American English" (in the person's language: "امریکی انگریزی" in Urdu); the
 * code itself when the browser has no name for it. */
export function languageName(code: string): string {
  const locale = formatLocale();
  let names = languages.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "language" });
    } catch {
      names = null;
    }
    languages.set(locale, names);
  }
  try {
    return names?.of(code.replace(/_/g, "-")) ?? code;
  } catch {
    return code;
  }
}

/** Why Pacer can't send this template, and what to do; `null` when it can. */
export function unusableReason(t: T, template: TemplateInfo): string | null {
  if (template.usable) return null;
  switch (template.status) {
    case "APPROVED":
      return t("templates-unusable-approved");
    case "PENDING":
      return t("templates-unusable-pending");
    case "IN_APPEAL":
      return t("templates-unusable-in-appeal");
    case "REJECTED":
      return t("templates-unusable-rejected");
    case "PAUSED":
      return t("templates-unusable-paused");
    case "DISABLED":
      return t("templates-unusable-disabled");
    case "DELETED":
      return t("templates-unusable-deleted");
    case "PENDING_DELETION":
      return t("templates-unusable-pending-deletion");
    default:
      return t("templates-unusable-other", { status: fromCode(template.status).toLowerCase() });
  }
}

/** Meta's own reason for the status, when it gave one worth showing. */
export function metaReason(t: TemplateInfo): string | null {
  if (!t.reason || t.status === "DELETED") return null;
  return t.reason;
}

/** The id a template row carries in tests and the end-to-end suite. */
export function templateKey(t: { name: string; language: string }): string {
  return `${t.name}-${t.language}`;
}
