// How the Templates screen names statuses, categories and languages, and says why a template
// can't be used.
import type { TemplateInfo } from "../../bindings/TemplateInfo";

export function statusLabel(status: string): string {
  switch (status) {
    case "APPROVED":
      return "Approved";
    case "PENDING":
      return "Waiting for Meta";
    case "IN_APPEAL":
      return "In appeal";
    case "REJECTED":
      return "Rejected";
    case "PAUSED":
      return "Paused";
    case "DISABLED":
      return "Disabled";
    case "DELETED":
      return "Deleted";
    default:
      return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, " ");
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

export function categoryLabel(category: string): string {
  switch (category) {
    case "MARKETING":
      return "Marketing";
    case "UTILITY":
      return "Utility";
    case "AUTHENTICATION":
      return "Authentication";
    case "":
      return "Category not known yet";
    default:
      return category.charAt(0) + category.slice(1).toLowerCase();
  }
}

/** What the category means for the person paying for it. */
export function categoryHelp(category: string): string {
  switch (category) {
    case "MARKETING":
      return "Offers and news. Not sent to customers who turned off marketing; Meta may hold some back.";
    case "UTILITY":
      return "Invoices, reminders and updates about something the customer already has.";
    case "AUTHENTICATION":
      return "One-time codes for logging in.";
    default:
      return "Meta has not said what kind of message this is yet. Sync with Meta to find out.";
  }
}

let languages: Intl.DisplayNames | null | undefined;

/** "en_US" → "American English"; the code itself when the browser has no name for it. */
export function languageName(code: string): string {
  if (languages === undefined) {
    try {
      languages = new Intl.DisplayNames(["en"], { type: "language" });
    } catch {
      languages = null;
    }
  }
  try {
    return languages?.of(code.replace(/_/g, "-")) ?? code;
  } catch {
    return code;
  }
}

/** Why Pacer can't send this template, and what to do; `null` when it can. */
export function unusableReason(t: TemplateInfo): string | null {
  if (t.usable) return null;
  switch (t.status) {
    case "APPROVED":
      return "Pacer has only heard from Meta that this template was approved; it doesn't know its text yet. Press Sync with Meta to read it.";
    case "PENDING":
      return "Meta is still reviewing this template, usually for a few minutes and at most 24 hours. Press Sync with Meta later to see if it was approved.";
    case "IN_APPEAL":
      return "You asked Meta to look at its rejection again. Wait for Meta's answer, then press Sync with Meta.";
    case "REJECTED":
      return "Meta rejected this template, so it can't be sent. Change it in Meta's WhatsApp Manager and submit it again.";
    case "PAUSED":
      return "Meta paused this template because customers blocked or reported its messages. It can't be sent until Meta lifts the pause (after 3 hours the first time, 6 hours the second); improving its text in WhatsApp Manager helps.";
    case "DISABLED":
      return "Meta disabled this template because its messages kept getting low ratings. Make a new template in Meta's WhatsApp Manager.";
    case "DELETED":
      return "Meta no longer lists this template: it was deleted in WhatsApp Manager. Choose another template.";
    case "PENDING_DELETION":
      return "This template is being deleted in Meta's WhatsApp Manager. Choose another template.";
    default:
      return `Meta marks this template as “${statusLabel(t.status).toLowerCase()}”, so Pacer can't send it.`;
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
