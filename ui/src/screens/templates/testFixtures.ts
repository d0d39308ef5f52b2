// Builders of realistic templates as Pacer lists them (tests only).
import type { Preview } from "../../bindings/Preview";
import type { SyncReport } from "../../bindings/SyncReport";
import type { TemplateInfo } from "../../bindings/TemplateInfo";

/** "invoice_reminder": a PDF header, two body variables, a URL button with a suffix. */
export function invoiceTemplate(patch: Partial<TemplateInfo> = {}): TemplateInfo {
  return {
    name: "invoice_reminder",
    language: "en_US",
    status: "APPROVED",
    category: "UTILITY",
    template_id: "1234567890",
    parameter_format: "POSITIONAL",
    components: [
      { type: "HEADER", format: "DOCUMENT" },
      {
        type: "BODY",
        text: "Dear {{1}}, your invoice of {{2}} is due. Pay before the 5th to keep your connection.",
        example: { body_text: [["Ayesha", "Rs 2,500"]] },
      },
      { type: "FOOTER", text: "Reply STOP to opt out" },
      {
        type: "BUTTONS",
        buttons: [{ type: "URL", text: "Pay now", url: "https://pay.example.com/i/{{1}}" }],
      },
    ],
    variables: [
      {
        key: "header.document",
        place: { component: "header" },
        kind: "document",
        name: "document",
        label: "PDF document in the header",
        example: null,
        max_chars: null,
      },
      {
        key: "body.1",
        place: { component: "body" },
        kind: "text",
        name: "1",
        label: "Body variable {{1}}",
        example: "Ayesha",
        max_chars: 1024,
      },
      {
        key: "body.2",
        place: { component: "body" },
        kind: "text",
        name: "2",
        label: "Body variable {{2}}",
        example: "Rs 2,500",
        max_chars: 1024,
      },
      {
        key: "button.0",
        place: { component: "button", index: 0 },
        kind: "url_suffix",
        name: "1",
        label: "End of the link of the \"Pay now\" button",
        example: "INV-1042",
        max_chars: 2000,
      },
    ],
    usable: true,
    reason: null,
    updated_at: Date.UTC(2026, 10, 30, 9, 0),
    ...patch,
  };
}

export function pausedPromo(): TemplateInfo {
  return invoiceTemplate({
    name: "eid_offer",
    language: "ur",
    status: "PAUSED",
    category: "MARKETING",
    usable: false,
    reason: "Low quality: customers blocked or reported these messages",
    variables: [],
    components: [{ type: "BODY", text: "Eid Mubarak! 20% off all plans this week." }],
  });
}

export function rejectedTemplate(): TemplateInfo {
  return invoiceTemplate({
    name: "win_back",
    status: "REJECTED",
    category: "MARKETING",
    usable: false,
    reason: "INVALID_FORMAT",
    variables: [],
  });
}

export function pendingTemplate(): TemplateInfo {
  return invoiceTemplate({ name: "new_plan", status: "PENDING", usable: false, variables: [] });
}

/** The preview Pacer draws for `invoice_reminder` with these values. */
export function invoicePreview(values: Record<string, string>): Preview {
  const keys = ["header.document", "body.1", "body.2", "button.0"];
  return {
    header: null,
    body: `Dear ${values["body.1"] ?? "{{1}}"}, your invoice of ${values["body.2"] ?? "{{2}}"} is due. Pay before the 5th to keep your connection.`,
    footer: "Reply STOP to opt out",
    buttons: [`Pay now (https://pay.example.com/i/${values["button.0"] ?? "{{1}}"})`],
    media: ["DOCUMENT", values["header.document"] ?? ""],
    missing: keys.filter((k) => values[k] === undefined),
  };
}

export function syncReport(patch: Partial<SyncReport> = {}): SyncReport {
  return {
    listed: 4,
    added: [{ name: "new_plan", language: "en_US" }],
    updated: [],
    removed: [],
    unchanged: 3,
    by_status: { APPROVED: 1, PAUSED: 1, PENDING: 1, REJECTED: 1 },
    summary:
      "Meta lists 4 templates, 1 of them approved and ready to use (1 paused, 1 waiting for Meta's review, 1 rejected); 1 new, 0 changed, 0 no longer listed by Meta (marked deleted).",
    ...patch,
  };
}
