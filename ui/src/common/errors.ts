import { toPacerError } from "../api";
import type { T } from "../i18n/I18n";
import { inEnglish } from "./english";

/** An error as one line: what happened and what to do (the engine's words), then the details.
 * Pass the person's `t`; without it the line reads in English. */
export function errorText(e: unknown, t: T = inEnglish): string {
  const error = toPacerError(e);
  return error.details ? t("common-error-text", { message: error.message, details: error.details }) : error.message;
}
