// Builders of realistic answers from Pacer, typed with the generated bindings (tests only).
import type { Contact } from "../../bindings/Contact";
import type { ContactPage } from "../../bindings/ContactPage";
import type { ContactQuery } from "../../bindings/ContactQuery";
import type { ImportRecord } from "../../bindings/ImportRecord";
import type { ImportReport } from "../../bindings/ImportReport";
import type { ListSummary } from "../../bindings/ListSummary";
import type { Said } from "../../bindings/Said";
import type { Saved } from "../../bindings/Saved";

const NAMES = ["Ayesha Khan", "Bilal Ahmed", "Chaudhry Imran", "Dua Fatima", "Ehsan Ali"];

/** Contact number `id` (ids start at 1, as in SQLite). */
export function contact(id: number, patch: Partial<Contact> = {}): Contact {
  return {
    id,
    phone: `+92300${String(1000000 + id).slice(-7)}`,
    name: NAMES[id % NAMES.length],
    attributes: { City: "Lahore", "Invoice no": `INV-${id}`, Amount: "2,500", Plan: "Home 20 Mbps" },
    opted_out: false,
    tags: [],
    ...patch,
  };
}

/** The page a query asks for, out of `total` contacts. */
export function pageFor(query: ContactQuery, total: number): ContactPage {
  const end = Math.min(total, query.offset + query.limit);
  const rows: Contact[] = [];
  for (let i = query.offset; i < end; i++) rows.push(contact(i + 1));
  return { total, offset: query.offset, rows };
}

export function list(name: string, members: number, optedOut = 0): ListSummary {
  return { name, members, opted_out: optedOut };
}

/** The engine's summary of a report (`engine-import-summary`), as `ImportReport::summary_said`
 * says it: every count as a number, and the commonest reason numbers were not valid. */
export function summarySaid(
  counts: { rows: number; contacts: number; duplicates: number; invalid: number; empty: number },
  saved: Saved | null,
  commonest: { commonest: string; reason: string; reason_count: number } | null,
): Said {
  const done = saved ?? { new: 0, updated: 0, unchanged: 0, opted_out: 0 };
  return {
    id: "engine-import-summary",
    args: {
      ...counts,
      saved: saved ? "yes" : "no",
      new: done.new,
      updated: done.updated,
      unchanged: done.unchanged,
      opted_out: done.opted_out,
      ...(commonest ?? { commonest: "none" }),
    },
  };
}

export function importRecord(patch: Partial<ImportRecord> = {}): ImportRecord {
  return {
    id: 1,
    file_name: "customers.csv",
    list: "Customers",
    created_at: Date.UTC(2026, 10, 30, 9, 12),
    summary: "1,250 rows read: 1,180 contacts added, 38 duplicates merged, 32 numbers not valid (see the list — all are missing a digit).",
    summary_said: summarySaid(
      { rows: 1250, contacts: 1180, duplicates: 38, invalid: 32, empty: 0 },
      { new: 1180, updated: 0, unchanged: 0, opted_out: 0 },
      { commonest: "all", reason: "too_short", reason_count: 32 },
    ),
    ...patch,
  };
}

const PREVIEW_COUNTS = { rows: 1250, contacts: 1180, duplicates: 38, invalid: 32, empty: 0 };
const MOSTLY_TOO_SHORT = { commonest: "most", reason: "too_short", reason_count: 24 };

/** A preview of the demo's customer list: a few duplicates and invalid numbers. */
export function previewReport(patch: Partial<ImportReport> = {}): ImportReport {
  return {
    file_name: "customers.csv",
    list: "Customers",
    format: "csv",
    encoding: "UTF-8",
    delimiter: ",",
    sheet: null,
    header_row: 1,
    columns: {
      phone: "Mobile",
      phone_found_by: "header",
      name: ["Customer name"],
      attributes: ["City", "Invoice no", "Amount"],
    },
    default_country: "PK",
    rows_read: 1250,
    contacts: 1180,
    duplicate_count: 38,
    duplicates: [{ row: 14, merged_into: 3, phone: "+923001234567", value: "0300 1234567", name: "Bilal Ahmed" }],
    invalid_count: 32,
    invalid: [
      {
        row: 7,
        value: "0300 123456",
        name: "Dua Fatima",
        reason: { code: "too_short" },
        message: "too short",
        message_said: { id: "engine-import-reason", args: { reason: "too_short" } },
      },
      {
        row: 21,
        value: "9.23001E+11",
        name: "Ehsan Ali",
        reason: { code: "shortened_by_excel" },
        message: "shortened by Excel (scientific notation lost digits)",
        message_said: { id: "engine-import-reason", args: { reason: "shortened_by_excel" } },
      },
    ],
    invalid_reasons: [
      { reason: { code: "too_short" }, count: 24 },
      { reason: { code: "shortened_by_excel" }, count: 8 },
    ],
    empty_rows: 0,
    saved: null,
    summary:
      "1,250 rows read: 1,180 contacts, 38 duplicates merged, 32 numbers not valid (see the list — most are missing a digit).",
    summary_said: summarySaid(PREVIEW_COUNTS, null, MOSTLY_TOO_SHORT),
    truncated: true,
    problems_file: null,
    ...patch,
  };
}

/** The same file, imported. */
export function importedReport(patch: Partial<ImportReport> = {}): ImportReport {
  const saved = { new: 1100, updated: 60, unchanged: 20, opted_out: 3 };
  return previewReport({
    saved,
    problems_file: "/home/user/.local/share/app.pacer.desktop/import-problems/1764493920000-rows-to-fix.csv",
    summary:
      "1,250 rows read: 1,100 contacts added, 60 contacts updated, 20 contacts already up to date, 38 duplicates merged, " +
      "32 numbers not valid (see the list — most are missing a digit). " +
      "3 of them turned off marketing messages earlier and stay opted out.",
    summary_said: summarySaid(PREVIEW_COUNTS, saved, MOSTLY_TOO_SHORT),
    ...patch,
  });
}
