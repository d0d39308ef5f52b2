import { useCallback, useEffect, useRef, useState } from "react";

import { api, events } from "../api";
import type { CampaignRow } from "../bindings/CampaignRow";
import { useT } from "../i18n/I18n";
import { showError } from "../notify";
import { useEvent } from "./useEvent";

/** Every campaign with its progress: asked once, then kept current by the `campaigns` event
 * Pacer pushes whenever a campaign's progress changes (the window never polls). */
export function useCampaignRows(): {
  rows: CampaignRow[] | null;
  reload: () => Promise<void>;
} {
  const [rows, setRows] = useState<CampaignRow[] | null>(null);
  // Once an event has arrived, an older answer to the first request must not overwrite it.
  const pushed = useRef(false);
  // The person's words at the time of a failure, without reading again when the language changes.
  const t = useT();
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  const reload = useCallback(async () => {
    try {
      const fresh = await api.campaigns();
      setRows(fresh);
    } catch (e) {
      showError(e, latestT.current("common-campaigns-read-failed"));
    }
  }, []);

  useEffect(() => {
    let alive = true;
    api.campaigns().then(
      (fresh) => {
        if (alive && !pushed.current) setRows(fresh);
      },
      (e: unknown) => {
        if (alive) {
          setRows((current) => current ?? []);
          showError(e, latestT.current("common-campaigns-read-failed"));
        }
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  useEvent(events.onCampaigns, (fresh) => {
    pushed.current = true;
    setRows(fresh);
  });

  return { rows, reload };
}
