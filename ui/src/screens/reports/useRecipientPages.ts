// The report's recipients, paged from SQLite as the person scrolls (`common/usePagedRows.ts`),
// never the whole campaign at once: a 100,000-message report stays light.
import { useCallback } from "react";

import { api } from "../../api";
import type { RecipientFilter } from "../../bindings/RecipientFilter";
import type { RecipientRow } from "../../bindings/RecipientRow";
import { usePagedRows, type PagedRows } from "../../common/usePagedRows";

export type RecipientPages = PagedRows<RecipientRow>;

/**
 * Pages of one campaign's recipients for a filter and a search. A new `version` (the report was
 * read again while the campaign sends) refreshes the pages on screen in place, without moving.
 */
export function useRecipientPages(
  campaignId: string,
  filter: RecipientFilter,
  text: string,
  version: unknown,
): RecipientPages {
  const key = JSON.stringify([campaignId, filter, text]);
  const read = useCallback(
    (offset: number, limit: number) =>
      api.campaignRecipients(campaignId, { filter, text, offset, limit }),
    [campaignId, filter, text],
  );
  return usePagedRows(key, read, version);
}
