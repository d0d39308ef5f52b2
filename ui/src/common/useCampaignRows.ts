import { useCallback, useEffect, useRef } from "react";

import { api, events } from "../api";
import type { CampaignRow } from "../bindings/CampaignRow";
import { useT } from "../i18n/I18n";
import { showError } from "../notify";
import { useLiveValue } from "./useLiveValue";

const NONE: CampaignRow[] = [];

/** Every campaign with its progress: kept current by the `campaigns` event Pacer pushes
 * whenever a campaign's progress changes (the window never polls), subscribed before the
 * first read so a change made meanwhile is never missed (`useLiveValue`). */
export function useCampaignRows(): {
  rows: CampaignRow[] | null;
  reload: () => Promise<void>;
} {
  // The person's words at the time of a failure, without reading again when the language changes.
  const t = useT();
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });
  const [rows, setRows] = useLiveValue(
    events.onCampaigns,
    api.campaigns,
    (e) => showError(e, latestT.current("common-campaigns-read-failed")),
    NONE,
  );

  const reload = useCallback(async () => {
    try {
      setRows(await api.campaigns());
    } catch (e) {
      showError(e, latestT.current("common-campaigns-read-failed"));
    }
  }, [setRows]);

  return { rows, reload };
}
