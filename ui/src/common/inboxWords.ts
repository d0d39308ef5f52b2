// A customer's or the business's message named by its kind, for one without words of its own:
// the Inbox's rows and the desktop notification say it the same way.
import type { T } from "../i18n/I18n";

/** A message's kind in words, for one that has no text of its own (Meta's `type`, or the
 * kind of a business message: `template`, `text`, `image` …). */
export function kindWords(t: T, kind: string): string {
  switch (kind) {
    case "text":
      return t("inbox-kind-text");
    case "image":
      return t("inbox-kind-image");
    case "video":
      return t("inbox-kind-video");
    case "audio":
    case "voice":
      return t("inbox-kind-audio");
    case "document":
      return t("inbox-kind-document");
    case "sticker":
      return t("inbox-kind-sticker");
    case "location":
      return t("inbox-kind-location");
    case "contacts":
      return t("inbox-kind-contacts");
    case "button":
    case "interactive":
      return t("inbox-kind-button");
    case "reaction":
      return t("inbox-kind-reaction");
    case "order":
      return t("inbox-kind-order");
    case "template":
      return t("inbox-kind-template");
    case "system":
      return t("inbox-kind-system");
    default:
      return t("inbox-kind-other");
  }
}

