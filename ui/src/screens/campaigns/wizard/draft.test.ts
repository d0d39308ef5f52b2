import { describe, expect, test } from "vitest";

import { invoiceTemplate, posterTemplate, promoTemplate, spec } from "../../../test/campaignRows";
import { ENGLISH, tOf } from "../../../i18n/languages";
import {
  audienceOf,
  bringsAnyone,
  buildSpec,
  draftFromSpec,
  emptyDraft,
  entryFor,
  otherLanguages,
  sameSpec,
  type Draft,
} from "./draft";

/** How a draft fills the poster template's picture, before the person chooses. */
function entryMode(draft: Draft): string {
  const picture = posterTemplate().variables[0];
  return entryFor(draft, picture).mode;
}

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

  test("sending hours go into the spec with their zone and whether they follow the customer", () => {
    const built = buildSpec(
      invoiceDraft({
        hoursLimited: true,
        hoursFrom: "9:00",
        hoursUntil: " 20:00 ",
        hoursZone: "Asia/Karachi",
        hoursCustomerZone: true,
      }),
      invoiceTemplate(),
      english,
    );
    expect(built.errors).toEqual([]);
    expect(built.spec?.send_hours).toEqual({
      from: "9:00",
      until: "20:00",
      time_zone: "Asia/Karachi",
      customer_zone: true,
    });
    // Read back, the wizard shows the same hours.
    const again = draftFromSpec(built.spec!);
    expect([again.hoursLimited, again.hoursFrom, again.hoursUntil, again.hoursZone, again.hoursCustomerZone]).toEqual([
      true,
      "9:00",
      "20:00",
      "Asia/Karachi",
      true,
    ]);
    // Without the choice, the spec has no hours at all.
    expect(buildSpec(invoiceDraft(), invoiceTemplate(), english).spec).not.toHaveProperty("send_hours");
  });

  test("a language column goes into the spec (trimmed) and back; none leaves the spec without one", () => {
    const built = buildSpec(invoiceDraft({ languageColumn: " Language " }), invoiceTemplate(), english);
    expect(built.spec?.language_column).toBe("Language");
    expect(draftFromSpec(built.spec!).languageColumn).toBe("Language");
    expect(buildSpec(invoiceDraft(), invoiceTemplate(), english).spec).not.toHaveProperty("language_column");
  });

  test("the other approved languages of a template are the ones a column can choose", () => {
    const english = invoiceTemplate();
    const spanish = { ...invoiceTemplate(), language: "es" };
    const pending = { ...invoiceTemplate(), language: "ur", usable: false };
    const other = { ...promoTemplate(), language: "ar" };
    expect(otherLanguages([english, spanish, pending, other], english)).toEqual(["es"]);
    expect(otherLanguages([english], english)).toEqual([]);
    expect(otherLanguages([english, spanish], undefined)).toEqual([]);
  });

  test("hours that are not times of day, or open and close at once, are refused in plain words", () => {
    for (const [from, until] of [
      ["9am", "20:00"],
      ["09:00", "24:00"],
      ["09:00", "09:00"],
      ["", "20:00"],
    ]) {
      const built = buildSpec(
        invoiceDraft({ hoursLimited: true, hoursFrom: from, hoursUntil: until, hoursZone: "Asia/Karachi" }),
        invoiceTemplate(),
        english,
      );
      expect(built.spec, `${from}–${until}`).toBeNull();
      expect(built.errors).toEqual([english("wizard-error-hours")]);
    }
    const noZone = buildSpec(invoiceDraft({ hoursLimited: true, hoursZone: " " }), invoiceTemplate(), english);
    expect(noZone.errors).toEqual([english("wizard-error-hours-zone")]);
    expect(english("wizard-error-hours")).toContain("09:00 and 20:00");
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

  test("a picture header takes one file for everyone by default, and names it in the spec", () => {
    const draft: Draft = {
      ...emptyDraft(),
      name: "Spring sale",
      template: "spring_sale|en_US",
      lists: ["Spring"],
      mapping: { "body.1": { mode: "column", column: "name", text: "" } },
    };
    const missing = buildSpec(draft, posterTemplate(), english);
    expect(missing.errors).toEqual(["Image in the header: choose the file everyone gets."]);
    const built = buildSpec({ ...draft, headerFile: " /home/user/Pictures/spring.png " }, posterTemplate(), english);
    expect(built.errors).toEqual([]);
    expect(built.spec?.header_file).toBe("/home/user/Pictures/spring.png");
    expect(built.spec?.pdf).toBeNull();
    expect(built.spec?.mapping).toEqual({ "body.1": { column: "name" } });
    // Looked at again, the campaign reads back the same, the file chosen as before.
    const again = draftFromSpec(built.spec!);
    expect(again.headerFile).toBe("/home/user/Pictures/spring.png");
    const rebuilt = buildSpec(again, posterTemplate(), english);
    expect(rebuilt.spec && sameSpec(rebuilt.spec, built.spec!)).toBe(true);
  });

  test("a picture per customer comes from a folder, and its errors speak of pictures", () => {
    const draft: Draft = {
      ...emptyDraft(),
      name: "Spring sale",
      template: "spring_sale|en_US",
      lists: ["Spring"],
      mapping: {
        "header.image": { mode: "pdf", column: "", text: "" },
        "body.1": { mode: "column", column: "name", text: "" },
      },
    };
    expect(buildSpec(draft, posterTemplate(), english).errors).toEqual([
      "Image in the header: choose the folder holding the pictures.",
      "Image in the header: choose the column that names each customer's picture.",
    ]);
    const built = buildSpec({ ...draft, pdfFolder: "/home/user/Posters", pdfColumn: "Poster" }, posterTemplate(), english);
    expect(built.spec?.pdf).toEqual({ folder: "/home/user/Posters", column: "Poster" });
    expect(built.spec?.header_file).toBeUndefined();
    expect(draftFromSpec(built.spec!).mapping["header.image"]).toBeUndefined();
    expect(entryMode(draftFromSpec(built.spec!))).toBe("pdf");
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

describe("the audience a draft builds", () => {
  test("is the old {lists, tags} when only lists and tags are used", () => {
    expect(audienceOf(invoiceDraft({ tags: ["vip"] }))).toEqual({ lists: ["December"], tags: ["vip"] });
  });

  test("carries each new part only when used, and reads back the same (no change seen)", () => {
    const draft = invoiceDraft({
      tags: ["vip", "late"],
      tagsAll: true,
      filters: [{ column: " City ", op: "equals", value: "Lahore" }],
      exceptLists: ["Staff"],
      exceptTags: ["stop"],
      fromReport: { campaign: "cmp_1", who: "replied" },
    });
    const audience = audienceOf(draft);
    expect(audience).toEqual({
      lists: ["December"],
      tags: ["vip", "late"],
      tags_match: "all",
      filters: [{ column: "City", op: "equals", value: "Lahore" }],
      except_lists: ["Staff"],
      except_tags: ["stop"],
      from_report: { campaign: "cmp_1", who: "replied" },
    });
    const built = buildSpec(draft, invoiceTemplate(), english);
    expect(built.spec).not.toBeNull();
    const again = buildSpec(draftFromSpec(built.spec!), invoiceTemplate(), english);
    expect(sameSpec(built.spec!, again.spec!), "a campaign read back is the same campaign").toBe(true);
  });

  test("a report's customers alone are an audience; a filter without a column is not", () => {
    const fromReport = invoiceDraft({ lists: [], fromReport: { campaign: "cmp_1", who: "not_read" } });
    expect(bringsAnyone(fromReport)).toBe(true);
    expect(buildSpec(fromReport, invoiceTemplate(), english).errors).toEqual([]);
    const noColumn = invoiceDraft({ filters: [{ column: " ", op: "is_empty", value: "" }] });
    expect(buildSpec(noColumn, invoiceTemplate(), english).errors).toContain(
      english("audience-error-filter-column"),
    );
  });
});
