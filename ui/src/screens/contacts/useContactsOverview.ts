// What the Contacts screen shows around the table: how many contacts in all, the lists, the
// tags and the recent imports.
import { useCallback, useEffect, useState } from "react";

import { api, toPacerError, type PacerError } from "../../api";
import type { ImportRecord } from "../../bindings/ImportRecord";
import type { ListSummary } from "../../bindings/ListSummary";

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

export function useContactsOverview(): Overview {
  const [total, setTotal] = useState<number | null>(null);
  const [lists, setLists] = useState<ListSummary[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [imports, setImports] = useState<ImportRecord[]>([]);
  const [error, setError] = useState<PacerError | null>(null);
  const [loading, setLoading] = useState(true);
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([
      api.contactsPage({ text: "", list: null, tag: null, opted_out: null, offset: 0, limit: 1 }),
      api.lists(),
      api.tags(),
      api.imports(),
    ]).then(
      ([page, l, t, i]) => {
        if (!live) return;
        setTotal(page.total);
        setLists(l);
        setTags(t);
        setImports(i);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(toPacerError(e));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [epoch]);

  const reload = useCallback(() => setEpoch((e) => e + 1), []);
  return { total, lists, tags, imports, error, loading, reload };
}
