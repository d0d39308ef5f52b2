import { useEffect, useState } from "react";

import { api } from "../../../api";
import type { Audience } from "../../../bindings/Audience";
import type { AudienceCount } from "../../../bindings/AudienceCount";

/** How long the audience must stay unchanged before it is counted (typing a value in a
 * filter asks once, not once per key). */
export const COUNT_AFTER_MS = 250;

export type Counted =
  | { state: "idle" }
  | { state: "counting" }
  | { state: "counted"; count: AudienceCount }
  | { state: "failed"; error: unknown };

/** The live count of `audience` (Pacer counts it in SQLite: 100,000 contacts in one query),
 * `COUNT_AFTER_MS` after it last changed; only the latest answer is kept. `idle` while the
 * audience brings nobody in. */
export function useAudienceCount(audience: Audience, bringsAnyone: boolean): Counted {
  const [counted, setCounted] = useState<Counted>({ state: "idle" });
  const key = JSON.stringify(audience);
  useEffect(() => {
    if (!bringsAnyone) {
      setCounted({ state: "idle" });
      return;
    }
    let alive = true;
    setCounted({ state: "counting" });
    const timer = setTimeout(() => {
      api.countAudience(JSON.parse(key) as Audience).then(
        (count) => alive && setCounted({ state: "counted", count }),
        (error: unknown) => alive && setCounted({ state: "failed", error }),
      );
    }, COUNT_AFTER_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, bringsAnyone]);
  return counted;
}
