import type { PacerError } from "../api";
import { errorMessage } from "../common/errors";
import { useT } from "../i18n/I18n";

/** What went wrong, in the person's language when the engine said it as a catalogue message;
 * else in the engine's own words, marked as not Pacer's translated text. */
export function ErrorWords({ error }: { error: PacerError }) {
  const t = useT();
  return <span translate={error.said ? undefined : "no"}>{errorMessage(error, t)}</span>;
}
