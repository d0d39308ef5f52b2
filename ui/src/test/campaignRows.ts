// Realistic objects for the campaign tests, typed with the generated bindings.

import type { Campaign } from "../bindings/Campaign";
import type { CampaignRow } from "../bindings/CampaignRow";
import type { CampaignSpec } from "../bindings/CampaignSpec";
import type { Check } from "../bindings/Check";
import type { Contact } from "../bindings/Contact";
import type { ListSummary } from "../bindings/ListSummary";
import type { Progress } from "../bindings/Progress";
import type { RecipientPreview } from "../bindings/RecipientPreview";
import type { TemplateInfo } from "../bindings/TemplateInfo";
import type { Variable } from "../bindings/Variable";

export function variable(key: string, label: string, kind: Variable["kind"] = "text"): Variable {
  const [part, name] = key.split(".");
  const place: Variable["place"] =
    part === "header"
      ? { component: "header" }
      : part === "button"
        ? { component: "button", index: Number(name) }
        : { component: "body" };
  return { key, place, kind, name, label, example: null, max_chars: kind === "document" ? null : 1024 };
}

export function invoiceTemplate(overrides: Partial<TemplateInfo> = {}): TemplateInfo {
  return {
    name: "invoice_ready",
    language: "en_US",
    status: "APPROVED",
    category: "UTILITY",
    template_id: "1234567890",
    parameter_format: "POSITIONAL",
    components: [
      { type: "HEADER", format: "DOCUMENT" },
      { type: "BODY", text: "Hello {{1}}, your invoice {{2}} is attached." },
    ],
    variables: [
      variable("header.document", "PDF document in the header", "document"),
      variable("body.1", "Body variable {{1}}"),
      variable("body.2", "Body variable {{2}}"),
      variable("button.0", "Button 1 link ending", "url_suffix"),
    ],
    usable: true,
    reason: null,
    updated_at: 1_764_000_000_000,
    ...overrides,
  };
}

export function promoTemplate(): TemplateInfo {
  return {
    ...invoiceTemplate(),
    name: "winter_sale",
    category: "MARKETING",
    components: [{ type: "BODY", text: "Hi {{1}}, 20 % off this week." }],
    variables: [variable("body.1", "Body variable {{1}}")],
  };
}

/** A promotion with a picture in its header (the simulator's spring_sale). */
export function posterTemplate(): TemplateInfo {
  return {
    ...invoiceTemplate(),
    name: "spring_sale",
    category: "MARKETING",
    components: [
      { type: "HEADER", format: "IMAGE" },
      { type: "BODY", text: "Hi {{1}}, our spring sale is on." },
    ],
    variables: [variable("header.image", "Image in the header", "image"), variable("body.1", "Body variable {{1}}")],
  };
}

export function pausedTemplate(): TemplateInfo {
  return { ...promoTemplate(), name: "old_promo", status: "PAUSED", usable: false };
}

export function lists(): ListSummary[] {
  return [
    { name: "December", members: 1250, opted_out: 12 },
    { name: "VIP", members: 40, opted_out: 0 },
  ];
}

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 1,
    phone: "+923003000001",
    name: "Ayesha Khan",
    attributes: { Invoice: "INV-2026-00001", Amount: "PKR 8,919", "Due date": "15 December" },
    opted_out: false,
    tags: [],
    ...overrides,
  };
}

export function spec(overrides: Partial<CampaignSpec> = {}): CampaignSpec {
  return {
    name: "December invoices",
    template_name: "invoice_ready",
    template_language: "en_US",
    audience: { lists: ["December"], tags: [] },
    mapping: {
      "body.1": { column: "name" },
      "body.2": { column: "Invoice" },
      "button.0": { column: "Invoice" },
    },
    pdf: { folder: "/data/invoices", column: "Invoice" },
    schedule: null,
    ...overrides,
  };
}

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: "cmp_870d9e57078048d8",
    spec: spec(),
    state: "draft",
    schedule_at: null,
    cloned_from: null,
    created_at: 1_764_500_000_000,
    launched_at: null,
    version: 1,
    ...overrides,
  };
}

export function progress(overrides: Partial<Progress> = {}): Progress {
  return {
    id: "cmp_870d9e57078048d8",
    name: "December invoices",
    state: "draft",
    total: 0,
    by_state: {},
    finished: 0,
    sent: 0,
    waiting: 0,
    paused_reason: null,
    paused_reason_said: null,
    launch: null,
    summary: "0 of 0 delivered, 0 read so far, 0 failed.",
    summary_said: { id: "engine-campaign-progress", args: { delivered: 0, total: 0, read: 0, failed: 0, expired: 0, waiting: 0 } },
    ...overrides,
  };
}

export function row(c: Partial<Campaign> = {}, p: Partial<Progress> = {}): CampaignRow {
  const built = campaign(c);
  return {
    campaign: built,
    progress: progress({ id: built.id, name: built.spec.name, state: built.state, ...p }),
  };
}

/** A campaign half way through its run. */
export function runningRow(p: Partial<Progress> = {}): CampaignRow {
  return row(
    { state: "running", launched_at: 1_764_500_100_000 },
    {
      state: "running",
      total: 1250,
      by_state: { delivered: 1173, read: 31, sent: 10, failed: 20, queued: 16 },
      finished: 1224,
      sent: 1214,
      summary: "1,204 of 1,250 delivered, 31 read so far, 20 failed.",
      summary_said: { id: "engine-campaign-progress", args: { delivered: 1204, total: 1250, read: 31, failed: 20, expired: 0, waiting: 0 } },
      ...p,
    },
  );
}

export function check(overrides: Partial<Check> = {}): Check {
  const tier = {
    limit: 1000,
    used_today: 0,
    new_customers: 1247,
    send_now: 1000,
    later: [[1_764_586_320_000, 247]] as Array<[number, number]>,
    summary:
      "This campaign reaches 1,247 new customers. Meta lets your account start conversations with 1,000 customers a day, and 0 are used today. Pacer will send 1,000 now and the remaining 247 from tomorrow at 09:12.",
    summary_said: {
      id: "engine-plan-split",
      args: { new: 1247, limit: 1000, used: 0, now: 1000, rest: 247, day: "tomorrow", time: "09:12", date: "Wed 2 Dec" },
    },
  };
  const noFile = (file: string) => ({
    what_said: { id: "engine-campaign-problem-pdf-file", args: { file, kind: "document" } },
    problem_said: { id: "engine-header-file-not-found", args: { file, kind: "document" } },
  });
  return {
    audience: 1250,
    ready: 1247,
    opted_out: 0,
    problems: [
      {
        phone: "+923002001207",
        name: "Ayesha Khan",
        what: "PDF \"INV-2026-01207\"",
        problem: "There is no file \"INV-2026-01207\" (or \"INV-2026-01207.pdf\") in the invoice folder.",
        ...noFile("INV-2026-01207"),
      },
      {
        phone: "+923002030412",
        name: "Omar Chaudhry",
        what: "PDF \"INV-2026-30412\"",
        problem: "There is no file \"INV-2026-30412\" (or \"INV-2026-30412.pdf\") in the invoice folder.",
        ...noFile("INV-2026-30412"),
      },
      {
        phone: "+923002044001",
        name: null,
        what: "Body variable {{1}}",
        what_said: null,
        problem:
          "Body variable {{1}} is empty; WhatsApp needs a value for every variable. Map it to a column or a fixed text, or fill in the empty cell.",
        problem_said: { id: "engine-campaign-value-empty", args: { label: "Body variable {{1}}" } },
      },
    ],
    problem_count: 3,
    tier,
    hours: null,
    languages: null,
    summary: `1,250 contacts in the audience: 1,247 ready to send, 3 with a problem to fix first (see the list). ${tier.summary}`,
    summary_said: {
      id: "engine-campaign-check-summary",
      args: { audience: 1250, ready: 1247, opted_out: 0, problems: 3 },
    },
    estimate: null,
    ...overrides,
  };
}

/** What 09:00–20:00 sending hours do to a campaign checked at 19:58. */
export function eveningHours(): NonNullable<Check["hours"]> {
  return {
    hours: "09:00–20:00 Asia/Karachi",
    before_close: 9504,
    waiting: 5496,
    opens_at: 1_796_097_600_000,
    summary:
      "9,504 go before the campaign's sending hours close at 20:00; the other 5,496 wait and go tomorrow from 09:00.",
    summary_said: {
      id: "engine-hours-plan-split",
      args: { now: 9504, close: "20:00", rest: 5496, day: "tomorrow", time: "09:00", date: "Fri 4 Dec", zone: "Asia/Karachi", customer: "no" },
    },
  };
}

export function cleanCheck(): Check {
  return check({
    audience: 1250,
    ready: 1250,
    problems: [],
    problem_count: 0,
    summary: "1,250 contacts in the audience: 1,250 ready to send. All of them go now.",
    summary_said: {
      id: "engine-campaign-check-summary",
      args: { audience: 1250, ready: 1250, opted_out: 0, problems: 0 },
    },
  });
}

export function recipientPreview(overrides: Partial<RecipientPreview> = {}): RecipientPreview {
  return {
    phone: "+923003000042",
    name: "Zainab Ahmed",
    language: "en_US",
    preview: {
      header: null,
      body: "Hello Zainab Ahmed, your invoice INV-2026-00042 is attached.",
      footer: "Reply STOP to opt out",
      buttons: ["Pay now (https://pay.example.com/i/INV-2026-00042)"],
      media: ["document", "INV-2026-00042"],
      missing: [],
    },
    pdf: "INV-2026-00042",
    file: { name: "INV-2026-00042.pdf", kind: "document", size: 48_213, picture: null },
    problems: [],
    ...overrides,
  };
}
