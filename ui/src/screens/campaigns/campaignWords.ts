// A campaign's progress bar in the person's words: each part as its tooltip says it (pure).

import type { T } from "../../i18n/I18n";

/** A part of the progress bar (`progressSections`' keys), as its tooltip says it. */
export function barWord(t: T, key: string, count: number): string {
  switch (key) {
    case "read":
      return t("campaigns-bar-read", { count });
    case "delivered":
      return t("campaigns-bar-delivered", { count });
    case "sent":
      return t("campaigns-bar-sent", { count });
    case "failed":
      return t("campaigns-bar-failed", { count });
    case "skipped":
      return t("campaigns-bar-skipped", { count });
    default:
      return t("campaigns-bar-expired", { count });
  }
}
