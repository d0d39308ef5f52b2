// What the wizard collects, and how it becomes the CampaignSpec Pacer checks (pure, tested).

import type { Audience } from "../../../bindings/Audience";
import type { CampaignSpec } from "../../../bindings/CampaignSpec";
import type { ColumnFilter } from "../../../bindings/ColumnFilter";
import type { FromReport } from "../../../bindings/FromReport";
import type { HeaderKind } from "../../../bindings/HeaderKind";
import type { Source } from "../../../bindings/Source";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import type { Variable } from "../../../bindings/Variable";
import type { T } from "../../../i18n/I18n";

/** Where one variable's value comes from: a column, a fixed text, or (picture, video and
 * document headers) one file for everyone ("file") or a file per customer found in a folder by a
 * column ("pdf", the name it had when it held only invoices). */
export type MapMode = "column" | "text" | "pdf" | "file";

export type MapEntry = { mode: MapMode; column: string; text: string };

/** Everything the wizard's inputs hold. */
export type Draft = {
  name: string;
  /** `name|language` of the chosen template (see templateKey). */
  template: string | null;
  lists: string[];
  tags: string[];
  /** Contacts need every tag, not any one. */
  tagsAll: boolean;
  /** Only contacts whose columns pass every filter. */
  filters: ColumnFilter[];
  exceptLists: string[];
  exceptTags: string[];
  /** Also customers of an earlier campaign, chosen from its report. */
  fromReport: FromReport | null;
  /** Variable key → its source; missing keys use defaultEntry. */
  mapping: Record<string, MapEntry>;
  pdfFolder: string;
  pdfColumn: string;
  /** The one header file for everyone, as picked. */
  headerFile: string;
  scheduled: boolean;
  /** `2026-12-01 09:00`. */
  scheduleAt: string;
  /** IANA, e.g. `Asia/Karachi`. */
  timeZone: string;
  /** Send only between `hoursFrom` and `hoursUntil` (`HH:MM`) in `hoursZone`. */
  hoursLimited: boolean;
  hoursFrom: string;
  hoursUntil: string;
  hoursZone: string;
  /** Read the hours in each customer's own time where their country keeps one. */
  hoursCustomerZone: boolean;
  /** The column naming each customer's language ("": everyone gets the template's). */
  languageColumn: string;
};

/** The computer's time zone (what a person means by "09:00"). */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function emptyDraft(): Draft {
  return {
    name: "",
    template: null,
    lists: [],
    tags: [],
    tagsAll: false,
    filters: [],
    exceptLists: [],
    exceptTags: [],
    fromReport: null,
    mapping: {},
    pdfFolder: "",
    pdfColumn: "",
    headerFile: "",
    scheduled: false,
    scheduleAt: "",
    timeZone: localTimeZone(),
    hoursLimited: false,
    hoursFrom: "09:00",
    hoursUntil: "20:00",
    hoursZone: localTimeZone(),
    hoursCustomerZone: false,
    languageColumn: "",
  };
}

/** The draft's audience, as Pacer stores it: the optional parts only when used, in the
 * order Pacer writes them (so a campaign read back compares equal, see sameSpec). */
export function audienceOf(draft: Draft): Audience {
  const audience: Audience = { lists: [...draft.lists], tags: [...draft.tags] };
  if (draft.tagsAll) audience.tags_match = "all";
  if (draft.filters.length > 0) {
    audience.filters = draft.filters.map((f) => ({ column: f.column.trim(), op: f.op, value: f.value }));
  }
  if (draft.exceptLists.length > 0) audience.except_lists = [...draft.exceptLists];
  if (draft.exceptTags.length > 0) audience.except_tags = [...draft.exceptTags];
  if (draft.fromReport) audience.from_report = draft.fromReport;
  return audience;
}

/** The wizard's audience inputs for an audience (a campaign's, or one a report chose). */
export function draftAudience(audience: Audience): Pick<
  Draft,
  "lists" | "tags" | "tagsAll" | "filters" | "exceptLists" | "exceptTags" | "fromReport"
> {
  return {
    lists: [...audience.lists],
    tags: [...audience.tags],
    tagsAll: audience.tags_match === "all",
    filters: (audience.filters ?? []).map((f) => ({ ...f })),
    exceptLists: [...(audience.except_lists ?? [])],
    exceptTags: [...(audience.except_tags ?? [])],
    fromReport: audience.from_report ?? null,
  };
}

/** Whether anything brings people in: lists, tags or a report (filters only take out). */
export function bringsAnyone(draft: Draft): boolean {
  return draft.lists.length > 0 || draft.tags.length > 0 || draft.fromReport !== null;
}

export function templateKey(t: { name: string; language: string }): string {
  return `${t.name}|${t.language}`;
}

export function findTemplate(templates: TemplateInfo[], key: string | null): TemplateInfo | undefined {
  if (!key) return undefined;
  return templates.find((t) => templateKey(t) === key);
}

/** The other languages Meta approved `template` in (a column can choose among them). */
export function otherLanguages(templates: TemplateInfo[], template: TemplateInfo | undefined): string[] {
  if (!template) return [];
  return templates
    .filter((t) => t.usable && t.name === template.name && t.language !== template.language)
    .map((t) => t.language);
}

/** The kind of file a header variable takes from the computer (picture, video, PDF), or null. */
export function fileKind(variable: Variable): HeaderKind | null {
  return variable.kind === "document" || variable.kind === "image" || variable.kind === "video"
    ? variable.kind
    : null;
}

/** Picture, video and document headers can come from the computer: one file for everyone, or
 * one per customer from a folder. */
export function takesFiles(variable: Variable): boolean {
  return fileKind(variable) !== null;
}

export function isMedia(variable: Variable): boolean {
  return (
    variable.kind === "document" ||
    variable.kind === "image" ||
    variable.kind === "video" ||
    variable.kind === "location"
  );
}

/** A variable's source before the person chooses one: a header file as the draft already has
 * it (a campaign looked at again), else a PDF per customer for a document (an invoice run) and
 * one file for everyone for a picture or a video (a promotion's poster). */
export function defaultEntry(variable: Variable, draft?: Draft): MapEntry {
  const blank = { column: "", text: "" };
  if (!takesFiles(variable)) return { mode: "column", ...blank };
  if (draft?.headerFile) return { mode: "file", ...blank };
  if (draft?.pdfFolder) return { mode: "pdf", ...blank };
  return { mode: variable.kind === "document" ? "pdf" : "file", ...blank };
}

export function entryFor(draft: Draft, variable: Variable): MapEntry {
  return draft.mapping[variable.key] ?? defaultEntry(variable, draft);
}

/** True when the draft sends a file per customer (a media header mapped to the folder). */
export function usesPdf(draft: Draft, template: TemplateInfo | undefined): boolean {
  return !!template?.variables.some((v) => takesFiles(v) && entryFor(draft, v).mode === "pdf");
}

const SCHEDULE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
/** A time of day on a 24-hour clock: `9:00`, `09:00`, `20:30`. */
const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d$/;

export type Built = { spec: CampaignSpec; errors: [] } | { spec: null; errors: string[] };

/** The campaign spec the inputs describe, or every reason it can't be made yet (plain words, in
 * the person's language: `t`). */
export function buildSpec(draft: Draft, template: TemplateInfo | undefined, t: T): Built {
  const errors: string[] = [];
  const name = draft.name.trim();
  if (!name) errors.push(t("wizard-error-name"));
  if (!template) errors.push(t("wizard-error-template"));
  if (!bringsAnyone(draft)) {
    errors.push(t("wizard-error-audience"));
  }
  for (const f of draft.filters) {
    if (!f.column.trim()) errors.push(t("audience-error-filter-column"));
  }
  const mapping: Record<string, Source> = {};
  let pdf: CampaignSpec["pdf"] = null;
  let headerFile: string | null = null;
  for (const variable of template?.variables ?? []) {
    const entry = entryFor(draft, variable);
    if (entry.mode === "file" && takesFiles(variable)) {
      headerFile = draft.headerFile.trim();
      if (!headerFile) errors.push(t("wizard-error-header-file", { variable: variable.label }));
    } else if (entry.mode === "pdf" && takesFiles(variable)) {
      const folder = draft.pdfFolder.trim();
      const column = draft.pdfColumn.trim();
      const kind = fileKind(variable) ?? "document";
      if (!folder) errors.push(t("wizard-error-pdf-folder", { variable: variable.label, kind }));
      if (!column) errors.push(t("wizard-error-pdf-column", { variable: variable.label, kind }));
      pdf = { folder, column };
    } else if (entry.mode === "text") {
      if (!entry.text.trim()) {
        errors.push(t("wizard-error-text-empty", { variable: variable.label }));
      }
      mapping[variable.key] = { text: entry.text };
    } else {
      const column = entry.column.trim();
      if (!column) {
        errors.push(t("wizard-error-column-empty", { variable: variable.label }));
      }
      mapping[variable.key] = { column };
    }
  }
  let schedule: CampaignSpec["schedule"] = null;
  if (draft.scheduled) {
    const at = draft.scheduleAt.trim();
    const zone = draft.timeZone.trim();
    if (!SCHEDULE.test(at)) {
      errors.push(t("wizard-error-schedule-at"));
    }
    if (!zone) errors.push(t("wizard-error-time-zone"));
    schedule = { at, time_zone: zone };
  }
  let sendHours: CampaignSpec["send_hours"] = undefined;
  if (draft.hoursLimited) {
    const from = draft.hoursFrom.trim();
    const until = draft.hoursUntil.trim();
    const zone = draft.hoursZone.trim();
    if (!TIME_OF_DAY.test(from) || !TIME_OF_DAY.test(until) || minutes(from) === minutes(until)) {
      errors.push(t("wizard-error-hours"));
    }
    if (!zone) errors.push(t("wizard-error-hours-zone"));
    sendHours = { from, until, time_zone: zone, customer_zone: draft.hoursCustomerZone };
  }
  if (errors.length > 0 || !template) return { spec: null, errors };
  return {
    spec: {
      name,
      template_name: template.name,
      template_language: template.language,
      audience: audienceOf(draft),
      mapping,
      pdf,
      ...(headerFile ? { header_file: headerFile } : {}),
      schedule,
      ...(sendHours ? { send_hours: sendHours } : {}),
      ...(draft.languageColumn.trim() ? { language_column: draft.languageColumn.trim() } : {}),
    },
    errors: [],
  };
}

/** `HH:MM` as minutes after midnight. */
function minutes(time: string): number {
  const [hours, mins] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/** The wizard's inputs for a campaign that already exists (to look at it again or change it). */
export function draftFromSpec(spec: CampaignSpec): Draft {
  const mapping: Record<string, MapEntry> = {};
  for (const [key, source] of Object.entries(spec.mapping)) {
    if ("column" in source) mapping[key] = { mode: "column", column: source.column, text: "" };
    else mapping[key] = { mode: "text", column: "", text: source.text };
  }
  return {
    name: spec.name,
    template: templateKey({ name: spec.template_name, language: spec.template_language }),
    ...draftAudience(spec.audience),
    mapping,
    pdfFolder: spec.pdf?.folder ?? "",
    pdfColumn: spec.pdf?.column ?? "",
    headerFile: spec.header_file ?? "",
    scheduled: spec.schedule !== null,
    scheduleAt: spec.schedule?.at ?? "",
    timeZone: spec.schedule?.time_zone ?? localTimeZone(),
    hoursLimited: !!spec.send_hours,
    hoursFrom: spec.send_hours?.from ?? "09:00",
    hoursUntil: spec.send_hours?.until ?? "20:00",
    hoursZone: spec.send_hours?.time_zone ?? localTimeZone(),
    hoursCustomerZone: spec.send_hours?.customer_zone ?? false,
    languageColumn: spec.language_column ?? "",
  };
}

/** Whether two specs describe the same campaign (mapping order does not matter). */
export function sameSpec(a: CampaignSpec, b: CampaignSpec): boolean {
  const canonical = (s: CampaignSpec) =>
    JSON.stringify({
      ...s,
      mapping: Object.keys(s.mapping)
        .sort()
        .map((k) => [k, s.mapping[k]]),
    });
  return canonical(a) === canonical(b);
}
