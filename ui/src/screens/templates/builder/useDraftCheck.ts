// Meta's rules checked as the person types: the engine's `check_template_draft` on the draft
// once typing pauses. The answer counts only for the draft it was asked about, so a draft
// changed since is never taken as clean.
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../../api";
import type { DraftProblem } from "../../../bindings/DraftProblem";
import type { TemplateDraftSpec } from "../../../bindings/TemplateDraftSpec";

/** How long typing must pause before the draft is checked again. */
export const CHECK_DELAY_MS = 200;

export type DraftCheck = {
  /** The problems of the last draft checked. */
  problems: DraftProblem[];
  /** The draft on screen has not been checked yet. */
  checking: boolean;
  /** Why the check failed, if it did. */
  error: PacerError | null;
};

export function useDraftCheck(draft: TemplateDraftSpec): DraftCheck {
  const [debounced] = useDebouncedValue(draft, CHECK_DELAY_MS);
  const [checked, setChecked] = useState<{ draft: TemplateDraftSpec; problems: DraftProblem[] } | null>(null);
  const [error, setError] = useState<PacerError | null>(null);

  useEffect(() => {
    let current = true;
    api.checkTemplateDraft(debounced).then(
      (problems) => {
        if (!current) return;
        setChecked({ draft: debounced, problems });
        setError(null);
      },
      (e) => current && setError(toPacerError(e)),
    );
    return () => {
      current = false;
    };
  }, [debounced]);

  return {
    problems: checked?.problems ?? [],
    checking: checked?.draft !== draft,
    error,
  };
}
