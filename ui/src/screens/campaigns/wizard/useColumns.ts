import { useEffect, useState } from "react";

import { api } from "../../../api";
import type { Contact } from "../../../bindings/Contact";

/** Column names a variable can take its value from, with the first customer's value of each. */
export type Columns = { names: string[]; samples: Record<string, string> };

/** `name`, `phone`, then every imported column of the first contacts of the chosen lists and
 * tags (Pacer keeps every column of an import other than the name and the phone). */
export function columnsOf(contacts: Contact[]): Columns {
  const names = ["name", "phone"];
  const samples: Record<string, string> = {};
  const first = contacts[0];
  if (first) {
    if (first.name) samples.name = first.name;
    samples.phone = first.phone;
  }
  for (const c of contacts) {
    for (const [key, value] of Object.entries(c.attributes)) {
      if (!names.some((n) => n.toLowerCase() === key.toLowerCase())) names.push(key);
      if (samples[key] === undefined && value.trim() !== "") samples[key] = value;
    }
  }
  return { names, samples };
}

const PAGE = 50;

/** The columns of the audience's contacts (one small page per list and tag). */
export function useColumns(lists: string[], tags: string[]): Columns {
  const [columns, setColumns] = useState<Columns>({ names: ["name", "phone"], samples: {} });
  const key = JSON.stringify([lists, tags]);
  useEffect(() => {
    let alive = true;
    const [l, t] = JSON.parse(key) as [string[], string[]];
    const queries = [
      ...l.map((list) => ({ list, tag: null })),
      ...t.map((tag) => ({ list: null, tag })),
    ].map((q) => api.contactsPage({ text: "", opted_out: null, offset: 0, limit: PAGE, ...q }));
    Promise.allSettled(queries).then((pages) => {
      if (!alive) return;
      const contacts = pages.flatMap((p) => (p.status === "fulfilled" ? p.value.rows : []));
      setColumns(columnsOf(contacts));
    });
    return () => {
      alive = false;
    };
  }, [key]);
  return columns;
}
