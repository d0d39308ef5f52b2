import { describe, expect, test } from "vitest";

import { invoiceTemplate, promoTemplate, spec } from "../../../test/campaignRows";
import { ENGLISH, tOf } from "../../../i18n/languages";
import { buildSpec, draftFromSpec, emptyDraft, sameSpec, type Draft } from "./draft";

/** The catalogue's English, as the window says it. */
const english = tOf(ENGLISH, true);

function invoiceDraft(change: Partial<Draft> = {}): Draft {
  return {
    ...emptyDraft(),
    name: "  December invoices ",
    template: "invoice_ready|en_US",
    lists: ["December"],
    mapping: {
      "body.1": { mode: "column", column: "Customer", text: "" },
      "body.2": { mode: "text", column: "Invoice", text: "see attachment" },
      "button.0": { mode: "column", column: " Invoice ", text: "" },
    },
    pdfFolder: "/data/invoices",
    pdfColumn: "Invoice",
    ...change,
  };
}

describe("buildSpec", () => {
  test("columns become {column}, fixed texts {text}, the document header the PDF folder", () => {
    const built = buildSpec(invoiceDraft(), invoiceTemplate(), english);
    expect(built.errors).toEqual([]);
    expect(built.spec).toEqual({
      name: "December invoices",
      template_name: "invoice_ready",
      template_language: "en_US",
      audience: { lists: ["December"], tags: [] },
      mapping: {
        "body.1": { column: "Customer" },
        "body.2": { text: "see attachment" },
        "button.0": { column: "Invoice" },
      },
      pdf: { folder: "/data/invoices", column: "Invoice" },
      schedule: null,
    });
  });

  test("a document header can come from a column of links instead of the folder", () => {
    const draft = invoiceDraft({
      mapping: {
        ...invoiceDraft().mapping,
        "header.document": { mode: "column", column: "Invoice link", text: "" },
      },
    });
    const built = buildSpec(draft, invoiceTemplate(), english);
    expect(built.spec?.pdf).toBeNull();
    expect(built.spec?.mapping["header.document"]).toEqual({ column: "Invoice link" });
  });

  test("lists and tags both make the audience; a schedule carries its time zone", () => {
    const built = buildSpec(
      {
        ...emptyDraft(),
        name: "Winter sale",
        template: "winter_sale|en_US",
        lists: ["December", "VIP"],
        tags: ["wholesale"],
        mapping: { "body.1": { mode: "column", column: "name", text: "" } },
        scheduled: true,
        scheduleAt: "2026-12-01 09:00",
        timeZone: "Asia/Karachi",
      },
      promoTemplate(),
      english,
    );
    expect(built.spec?.audience).toEqual({ lists: ["December", "VIP"], tags: ["wholesale"] });
    expect(built.spec?.schedule).toEqual({ at: "2026-12-01 09:00", time_zone: "Asia/Karachi" });
  });

  test("every missing piece is named in plain words", () => {
    const built = buildSpec(
      {
        ...emptyDraft(),
        template: "invoice_ready|en_US",
        mapping: { "body.2": { mode: "text", column: "", text: "  " } },
        scheduled: true,
        scheduleAt: "tomorrow morning",
      },
      invoiceTemplate(),
      english,
    );
    expect(built.spec).toBeNull();
    expect(built.errors).toEqual([
      'Give the campaign a name people will recognise, for example "December invoices".',
      "Choose at least one list (or tag) of contacts to send to.",
      "PDF document in the header: choose the folder holding the PDFs.",
      "PDF document in the header: choose the column that names each customer's PDF file.",
      "Body variable {{1}} has no value: choose a column, or type a fixed text.",
      "Body variable {{2}} has no value: type the text to send, or choose a column.",
      "Button 1 link ending has no value: choose a column, or type a fixed text.",
      "Write the time to send like 2026-12-01 09:00 (year-month-day hours:minutes).",
    ]);
  });

  test("without a template nothing is built", () => {
    const built = buildSpec(invoiceDraft({ template: null }), undefined, english);
    expect(built.spec).toBeNull();
    expect(built.errors).toContain("Choose the template to send.");
  });
});

describe("draftFromSpec", () => {
  test("an existing campaign fills the wizard back in, and builds the same spec", () => {
    const original = spec();
    const draft = draftFromSpec(original);
    expect(draft.template).toBe("invoice_ready|en_US");
    expect(draft.mapping["body.1"]).toEqual({ mode: "column", column: "name", text: "" });
    expect(draft.pdfFolder).toBe("/data/invoices");
    const rebuilt = buildSpec(draft, invoiceTemplate(), english);
    expect(rebuilt.spec && sameSpec(rebuilt.spec, original)).toBe(true);
  });
});
