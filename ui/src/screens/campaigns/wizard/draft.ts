// What the wizard collects, and how it becomes the CampaignSpec Pacer checks (pure, tested).

import type { CampaignSpec } from "../../../bindings/CampaignSpec";
import type { Source } from "../../../bindings/Source";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";
import type { Variable } from "../../../bindings/Variable";
import type { T } from "../../../i18n/I18n";

/** Where one variable's value comes from: a column, a fixed text, or (document headers) a PDF
 * per customer found in a folder. */
export type MapMode = "column" | "text" | "pdf";

export type MapEntry = { mode: MapMode; column: string; text: string };

/** Everything the wizard's inputs hold. */
export type Draft = {
  name: string;
  /** `name|language` of the chosen template (see templateKey). */
  template: string | null;
  lists: string[];
  tags: string[];
  /** Variable key → its source; missing keys use defaultEntry. */
  mapping: Record<string, MapEntry>;
  pdfFolder: string;
  pdfColumn: string;
  scheduled: boolean;
  /** `2026-12-01 09:00`. */
  scheduleAt: string;
  /** IANA, e.g. `Asia/Karachi`. */
  timeZone: string;
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
    mapping: {},
    pdfFolder: "",
    pdfColumn: "",
    scheduled: false,
    scheduleAt: "",
    timeZone: localTimeZone(),
  };
}

export function templateKey(t: { name: string; language: string }): string {
  return `${t.name}|${t.language}`;
}

export function findTemplate(templates: TemplateInfo[], key: string | null): TemplateInfo | undefined {
  if (!key) return undefined;
  return templates.find((t) => templateKey(t) === key);
}

/** Header documents can come from a folder of PDFs, one per customer. */
export function takesPdf(variable: Variable): boolean {
  return variable.kind === "document";
}

export function isMedia(variable: Variable): boolean {
  return (
    variable.kind === "document" ||
    variable.kind === "image" ||
    variable.kind === "video" ||
    variable.kind === "location"
  );
}

export function defaultEntry(variable: Variable): MapEntry {
  return { mode: takesPdf(variable) ? "pdf" : "column", column: "", text: "" };
}

export function entryFor(draft: Draft, variable: Variable): MapEntry {
  return draft.mapping[variable.key] ?? defaultEntry(variable);
}

/** True when the draft sends a PDF per customer (a document header mapped to the folder). */
export function usesPdf(draft: Draft, template: TemplateInfo | undefined): boolean {
  return !!template?.variables.some((v) => takesPdf(v) && entryFor(draft, v).mode === "pdf");
}

const SCHEDULE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

export type Built = { spec: CampaignSpec; errors: [] } | { spec: null; errors: string[] };

/** The campaign spec the inputs describe, or every reason it can't be made yet (plain words, in
 * the person's language: `t`). */
export function buildSpec(draft: Draft, template: TemplateInfo | undefined, t: T): Built {
  const errors: string[] = [];
  const name = draft.name.trim();
  if (!name) errors.push(t("wizard-error-name"));
  if (!template) errors.push(t("wizard-error-template"));
  if (draft.lists.length === 0 && draft.tags.length === 0) {
    errors.push(t("wizard-error-audience"));
  }
  const mapping: Record<string, Source> = {};
  let pdf: CampaignSpec["pdf"] = null;
  for (const variable of template?.variables ?? []) {
    const entry = entryFor(draft, variable);
    if (entry.mode === "pdf" && takesPdf(variable)) {
      const folder = draft.pdfFolder.trim();
      const column = draft.pdfColumn.trim();
      if (!folder) errors.push(t("wizard-error-pdf-folder", { variable: variable.label }));
      if (!column) errors.push(t("wizard-error-pdf-column", { variable: variable.label }));
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
  if (errors.length > 0 || !template) return { spec: null, errors };
  return {
    spec: {
      name,
      template_name: template.name,
      template_language: template.language,
      audience: { lists: [...draft.lists], tags: [...draft.tags] },
      mapping,
      pdf,
      schedule,
    },
    errors: [],
  };
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
    lists: [...spec.audience.lists],
    tags: [...spec.audience.tags],
    mapping,
    pdfFolder: spec.pdf?.folder ?? "",
    pdfColumn: spec.pdf?.column ?? "",
    scheduled: spec.schedule !== null,
    scheduleAt: spec.schedule?.at ?? "",
    timeZone: spec.schedule?.time_zone ?? localTimeZone(),
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
