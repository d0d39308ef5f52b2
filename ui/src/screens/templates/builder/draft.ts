// A template draft in the window: an empty one, one read back from a template Meta has (to
// edit it), its variables, and the message it makes with its samples. The rules themselves are
// the engine's (`check_template_draft`); nothing here decides whether Meta would take a draft.
import type { DraftButton } from "../../../bindings/DraftButton";
import type { DraftCategory } from "../../../bindings/DraftCategory";
import type { DraftHeader } from "../../../bindings/DraftHeader";
import type { Preview } from "../../../bindings/Preview";
import type { TemplateDraftSpec } from "../../../bindings/TemplateDraftSpec";
import type { TemplateInfo } from "../../../bindings/TemplateInfo";

/** Language codes offered first; a template's own code is added when it is not one of them. */
export const COMMON_LANGUAGES = ["en", "en_US", "en_GB", "ur", "hi", "ar", "id", "pt_BR", "es", "es_MX", "fr", "de", "tr", "bn"];

export const CATEGORIES: DraftCategory[] = ["MARKETING", "UTILITY", "AUTHENTICATION"];

/** The most characters Meta takes in a body (the engine's `BODY_MAX_CHARS`). */
export const BODY_MAX_CHARS = 1024;

/** The one variable a link button's address may end with. */
export const URL_VARIABLE = "{{1}}";

export function emptyDraft(): TemplateDraftSpec {
  return {
    name: "",
    language: "en",
    category: "UTILITY",
    parameter_format: null,
    header: { kind: "none" },
    body: "",
    samples: {},
    footer: null,
    buttons: [],
  };
}

/** The distinct closed `{{…}}` of a text, in order of first appearance (as the engine finds
 * them: what is between the braces, untrimmed). */
export function variableNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\{\{(.*?)\}\}/gs)) {
    const name = match[1] ?? "";
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The variable "Add variable" inserts: the next number, or a name not used yet. */
export function nextVariable(body: string, named: boolean): string {
  const names = variableNames(body);
  if (!named) {
    const numbers = names.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return `{{${Math.max(0, ...numbers) + 1}}}`;
  }
  let name = "name";
  for (let n = 2; names.includes(name); n++) name = `name_${n}`;
  return `{{${name}}}`;
}

/** The draft with `body`. Samples of variables no longer in it are kept while the person
 * edits (retyping the body makes its variables vanish for a moment, and the samples typed for
 * them must not go with them); [`sendable`] drops them. */
export function withBody(draft: TemplateDraftSpec, body: string): TemplateDraftSpec {
  return { ...draft, body };
}

/** The draft as it is checked and sent: a sample only for each variable in the body, so what
 * is sent is what the person sees. */
export function sendable(draft: TemplateDraftSpec): TemplateDraftSpec {
  const samples: Record<string, string> = {};
  for (const name of variableNames(draft.body)) samples[name] = draft.samples[name] ?? "";
  return { ...draft, samples };
}

function fill(text: string, value: (name: string) => string | undefined): string {
  return text.replace(/\{\{(.*?)\}\}/gs, (whole, name: string) => {
    const v = value(name);
    return v && v.trim() !== "" ? v : whole;
  });
}

/** The message as the customer would see it, with the samples in place of the variables (a
 * variable without a sample stays as it is written). `copyCode` is the copy-code button's label. */
export function draftPreview(draft: TemplateDraftSpec, copyCode: string): Preview {
  const header = draft.header;
  return {
    header: header.kind === "text" ? fill(header.text, () => header.sample ?? undefined) || null : null,
    body: fill(draft.body, (name) => draft.samples[name]),
    footer: draft.footer?.trim() ? draft.footer : null,
    buttons: draft.buttons.map((b) => (b.kind === "copy_code" ? copyCode : b.text)),
    media: header.kind === "image" || header.kind === "video" || header.kind === "document" ? [header.kind.toUpperCase(), ""] : null,
    missing: [],
  };
}

// Reading a template back from Meta's components, to edit it.

type Json = unknown;

function record(value: Json): Record<string, Json> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, Json>) : {};
}

function list(value: Json): Json[] {
  return Array.isArray(value) ? value : [];
}

function text(value: Json): string {
  return typeof value === "string" ? value : "";
}

/** Samples from Meta's `example`: positional (`body_text: [[…]]`) or named (`…_named_params`). */
function examples(example: Json, positional: string, named: string, names: string[]): Record<string, string> {
  const e = record(example);
  const out: Record<string, string> = {};
  const byPosition = list(e[positional]);
  const values = Array.isArray(byPosition[0]) ? list(byPosition[0]) : byPosition;
  names.forEach((name, i) => {
    if (values[i] !== undefined) out[name] = text(values[i]);
  });
  for (const p of list(e[named])) {
    const { param_name, example: value } = record(p);
    if (typeof param_name === "string") out[param_name] = text(value);
  }
  return out;
}

function button(b: Record<string, Json>): DraftButton | null {
  const label = text(b.text);
  switch (text(b.type).toUpperCase()) {
    case "QUICK_REPLY":
      return { kind: "quick_reply", text: label };
    case "URL": {
      const url = text(b.url);
      // Meta keeps a sample of the whole address; the draft keeps the part standing for {{1}}.
      const whole = text(list(b.example)[0] ?? b.example);
      const prefix = url.split(URL_VARIABLE)[0] ?? "";
      const sample = url.includes(URL_VARIABLE) && whole.startsWith(prefix) ? whole.slice(prefix.length) : null;
      return { kind: "url", text: label, url, sample };
    }
    case "PHONE_NUMBER":
      return { kind: "phone", text: label, phone_number: text(b.phone_number) };
    case "COPY_CODE":
      return { kind: "copy_code", sample: text(list(b.example)[0] ?? b.example) };
    default:
      return null;
  }
}

/** A template Meta has, as a draft to edit: its header, body, samples, footer and buttons. A
 * media header comes back without its handle (Meta does not return it). */
export function draftFromTemplate(template: TemplateInfo): TemplateDraftSpec {
  const draft = emptyDraft();
  draft.name = template.name;
  draft.language = template.language;
  draft.category = (CATEGORIES as string[]).includes(template.category) ? (template.category as DraftCategory) : "UTILITY";
  for (const component of template.components) {
    const c = record(component);
    switch (text(c.type).toUpperCase()) {
      case "HEADER": {
        const format = text(c.format).toUpperCase();
        if (format === "TEXT") {
          const headerText = text(c.text);
          const samples = examples(c.example, "header_text", "header_text_named_params", variableNames(headerText));
          const sample = Object.values(samples)[0] ?? null;
          draft.header = { kind: "text", text: headerText, sample };
        } else if (format === "IMAGE" || format === "VIDEO" || format === "DOCUMENT") {
          draft.header = { kind: format.toLowerCase(), handle: "" } as DraftHeader;
        }
        break;
      }
      case "BODY": {
        const body = text(c.text);
        const samples = examples(c.example, "body_text", "body_text_named_params", variableNames(body));
        Object.assign(draft, withBody({ ...draft, samples }, body));
        break;
      }
      case "FOOTER":
        draft.footer = text(c.text) || null;
        break;
      case "BUTTONS":
        draft.buttons = list(c.buttons)
          .map((b) => button(record(b)))
          .filter((b): b is DraftButton => b !== null);
        break;
    }
  }
  return draft;
}

/** The problems of one field (`body`, `samples.1`, `buttons[0].url` …). */
export function problemsAt<P extends { field: string }>(problems: P[], field: string): P[] {
  return problems.filter((p) => p.field === field);
}
