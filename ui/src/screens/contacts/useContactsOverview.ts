// What the Contacts screen shows around the table: how many contacts in all, the lists, the
// tags and the recent imports.
import { api, type PacerError } from "../../api";
import type { ImportRecord } from "../../bindings/ImportRecord";
import type { ListSummary } from "../../bindings/ListSummary";
import { useLoad } from "../../common/useLoad";

export type Overview = {
  /** Every contact, whatever the filter; `null` until known. */
  total: number | null;
  lists: ListSummary[];
  tags: string[];
  imports: ImportRecord[];
  error: PacerError | null;
  loading: boolean;
  reload: () => void;
};

/** Until the first answer: one empty list, so that what depends on these does not change. */
const NONE: never[] = [];

export function useContactsOverview(): Overview {
  const { data, error, loading, reload } = useLoad(
    () =>
      Promise.all([
        api.contactsPage({ text: "", list: null, tag: null, opted_out: null, offset: 0, limit: 1 }),
        api.lists(),
        api.tags(),
        api.imports(),
      ]),
    [],
  );
  return {
    total: data?.[0].total ?? null,
    lists: data?.[1] ?? NONE,
    tags: data?.[2] ?? NONE,
    imports: data?.[3] ?? NONE,
    error,
    loading,
    reload,
  };
}
