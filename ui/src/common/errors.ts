import { toPacerError } from "../api";

/** An error as one line: what happened and what to do, then the details. */
export function errorText(e: unknown): string {
  const error = toPacerError(e);
  return error.details ? `${error.message} (Details: ${error.details})` : error.message;
}
