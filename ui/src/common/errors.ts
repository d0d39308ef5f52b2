import { toPacerError, type PacerError } from "../api";
import { sayWith, type T } from "../i18n/I18n";

/** What happened and what to do: in the person's language when the engine said it as a
 * catalogue message, else in the engine's own words. */
export function errorMessage(error: PacerError, t: T): string {
  return error.said ? sayWith(t, error.said) : error.message;
}

/** An error as one line: what happened and what to do, then the details. In the person's
 * words (`t`). */
export function errorText(e: unknown, t: T): string {
  const error = toPacerError(e);
  const message = errorMessage(error, t);
  return error.details ? t("common-error-text", { message, details: error.details }) : message;
}
