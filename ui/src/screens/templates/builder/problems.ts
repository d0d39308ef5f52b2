// The engine's problems with a draft, said in the person's language under their fields.
import type { DraftProblem } from "../../../bindings/DraftProblem";
import { sayWith, type T } from "../../../i18n/I18n";
import { problemsAt } from "./draft";

/** The problems of `field` as one text for a field's `error`, or `undefined` when it has none. */
export function problemText(t: T, problems: DraftProblem[], field: string): string | undefined {
  const here = problemsAt(problems, field);
  return here.length > 0 ? here.map((p) => sayWith(t, p.message_said)).join(" ") : undefined;
}

/** Props that put a field's problems under it, findable by tests as `builder-problem-<field>`. */
export function problemProps(t: T, problems: DraftProblem[], field: string) {
  return {
    error: problemText(t, problems, field),
    errorProps: { "data-testid": `builder-problem-${field}` },
  };
}
