// The settings form: what the person edits, how it is checked before saving, and how it turns
// back into Settings. The same rules as the shell's `save_settings`, said before the call.
import type { Settings } from "../../bindings/Settings";
import type { T } from "../../i18n/I18n";
import {
  BULK_SHARE_PERCENT,
  EXPIRES_AFTER_MINUTES,
  INBOX_RETENTION_DAYS,
  MEDIA_PER_SECOND,
  MESSAGES_PER_SECOND,
  PRICE_BELOW,
} from "../../bindings/SettingRules";

export type TunnelKind = "off" | "cloudflared" | "cloudflared-named" | "ngrok" | "url" | "command";

/** A number field: Mantine's NumberInput gives "" while empty. */
export type NumberField = number | string;

export type Draft = {
  messages_per_second: NumberField;
  bulk_share_percent: NumberField;
  media_per_second: NumberField;
  default_country: string;
  opt_out_keywords: string[];
  tunnel_kind: TunnelKind;
  tunnel_url: string;
  tunnel_command: string;
  /** A cloudflared named tunnel's public host name. */
  tunnel_host: string;
  register_callback: boolean;
  api_port: NumberField;
  webhook_port: NumberField;
  /** Prices for the cost in reports: all empty means no price list. */
  currency: string;
  price_marketing: NumberField;
  price_utility: NumberField;
  price_authentication: NumberField;
  /** Days delivery updates stay in the inbox after they are applied. */
  inbox_retention_days: NumberField;
  /** Minutes an OTP or alert may wait to leave before it expires unsent; 0: never. */
  express_expires_after_minutes: NumberField;
  /** The same for campaign messages; 0 (the default): never. */
  bulk_expires_after_minutes: NumberField;
  /** A desktop notification and the Inbox's badge for new customer messages. */
  notify_new_messages: boolean;
  /** Paired desks and system keys reach this Pacer over the office network. */
  share_with_office: boolean;
  office_port: NumberField;
  office_name: string;
  /** Desks on the network find this Pacer by itself (DNS-SD); off, they type its address. */
  announce_office: boolean;
};

/** The longest time limit, in minutes: 30 days. */
export const MAX_EXPIRES_AFTER_MINUTES = EXPIRES_AFTER_MINUTES.max;

/** The price fields and the category Meta prices each by. */
export const PRICE_FIELDS = [
  ["price_marketing", "MARKETING"],
  ["price_utility", "UTILITY"],
  ["price_authentication", "AUTHENTICATION"],
] as const;

export type DraftErrors = Partial<Record<keyof Draft, string>>;

/** "url:https://x" → url + address; "command:…" → command; "cloudflared-named:host" → host; presets by name. */
export function parseTunnel(setting: string): { kind: TunnelKind; url: string; command: string; host: string } {
  const given = setting.trim();
  const lower = given.toLowerCase();
  const none = { url: "", command: "", host: "" };
  if (lower.startsWith("https://") || lower.startsWith("http://")) return { ...none, kind: "url", url: given };
  if (lower.startsWith("url:")) return { ...none, kind: "url", url: given.slice(4).trim() };
  if (lower.startsWith("command:")) return { ...none, kind: "command", command: given.slice(8).trim() };
  if (lower.startsWith("cloudflared-named:")) {
    return { ...none, kind: "cloudflared-named", host: given.slice("cloudflared-named:".length).trim() };
  }
  if (lower === "cloudflared" || lower === "ngrok") return { ...none, kind: lower };
  return { ...none, kind: "off" };
}

/** The tunnels whose program takes a token (given privately, never in the command). */
export function takesToken(draft: Pick<Draft, "tunnel_kind" | "tunnel_command">): boolean {
  if (draft.tunnel_kind === "cloudflared-named" || draft.tunnel_kind === "ngrok") return true;
  if (draft.tunnel_kind !== "command") return false;
  const program = draft.tunnel_command.trim().split(/\s+/)[0] ?? "";
  const name = (program.split(/[\\/]/).pop() ?? "").replace(/\.exe$/i, "").toLowerCase();
  return name === "cloudflared" || name === "ngrok";
}

/** A token written into the command, which anyone on the computer could read. */
const TOKEN_IN_COMMAND = /(^|\s)(--?(token|authtoken|auth-token|auth_token|api-key|password)(=|\s|$)|\S*(token|secret)=|add-authtoken)/i;

/** The setting string the shell reads. */
export function tunnelSetting(draft: Draft): string {
  switch (draft.tunnel_kind) {
    case "url":
      return `url:${draft.tunnel_url.trim()}`;
    case "command":
      return `command:${draft.tunnel_command.trim()}`;
    case "cloudflared-named":
      return `cloudflared-named:${draft.tunnel_host.trim()}`;
    default:
      return draft.tunnel_kind;
  }
}

function price(settings: Settings, category: string): NumberField {
  return settings.prices?.per_category[category] ?? "";
}

export function toDraft(settings: Settings): Draft {
  const tunnel = parseTunnel(settings.tunnel);
  return {
    messages_per_second: settings.messages_per_second,
    bulk_share_percent: settings.bulk_share_percent,
    media_per_second: settings.media_per_second,
    default_country: settings.default_country,
    opt_out_keywords: settings.opt_out_keywords,
    tunnel_kind: tunnel.kind,
    tunnel_url: tunnel.url,
    tunnel_command: tunnel.command,
    tunnel_host: tunnel.host,
    register_callback: settings.register_callback,
    api_port: settings.api_port,
    webhook_port: settings.webhook_port,
    currency: settings.prices?.currency ?? "",
    price_marketing: price(settings, "MARKETING"),
    price_utility: price(settings, "UTILITY"),
    price_authentication: price(settings, "AUTHENTICATION"),
    inbox_retention_days: settings.inbox_retention_days,
    express_expires_after_minutes: settings.express_expires_after_minutes,
    bulk_expires_after_minutes: settings.bulk_expires_after_minutes,
    notify_new_messages: settings.notify_new_messages,
    share_with_office: settings.share_with_office,
    office_port: settings.office_port,
    office_name: settings.office_name,
    announce_office: settings.announce_office,
  };
}

function hasPrices(draft: Draft): boolean {
  return PRICE_FIELDS.some(([field]) => String(draft[field]).trim() !== "");
}

function num(field: NumberField): number {
  return typeof field === "number" ? field : field.trim() === "" ? Number.NaN : Number(field);
}

/** Inside one of the engine's ranges (`bindings/SettingRules.ts`), ends included. */
function within(n: number, range: { readonly min: number; readonly max: number }): boolean {
  return n >= range.min && n <= range.max;
}

function isPort(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 65_535;
}

/** What is wrong with the form, field by field, in words; empty when it can be saved. */
export function validate(draft: Draft, t: T): DraftErrors {
  const errors: DraftErrors = {};
  const mps = num(draft.messages_per_second);
  if (!within(mps, MESSAGES_PER_SECOND)) {
    errors.messages_per_second = t("settings-error-messages-per-second", {
      min: MESSAGES_PER_SECOND.min,
      max: MESSAGES_PER_SECOND.max,
      standard: 80,
    });
  }
  const share = num(draft.bulk_share_percent);
  if (!(Number.isInteger(share) && within(share, BULK_SHARE_PERCENT))) {
    errors.bulk_share_percent = t("settings-error-bulk-share", { min: BULK_SHARE_PERCENT.min, max: BULK_SHARE_PERCENT.max });
  }
  const media = num(draft.media_per_second);
  if (!(Number.isInteger(media) && within(media, MEDIA_PER_SECOND))) {
    errors.media_per_second = t("settings-error-media-per-second", { min: MEDIA_PER_SECOND.min, max: MEDIA_PER_SECOND.max });
  }
  if (!/^[A-Za-z]{2}$/.test(draft.default_country.trim())) {
    errors.default_country = t("settings-error-default-country");
  }
  if (draft.tunnel_kind === "url") {
    const url = draft.tunnel_url.trim();
    if (!/^https?:\/\/[^\s/?#@]+/i.test(url) || /\s|[?#]/.test(url)) {
      errors.tunnel_url = t("settings-error-tunnel-url");
    }
  }
  if (draft.tunnel_kind === "command" && !draft.tunnel_command.includes("{port}")) {
    errors.tunnel_command = t("settings-error-tunnel-command-port");
  } else if (draft.tunnel_kind === "command" && TOKEN_IN_COMMAND.test(draft.tunnel_command)) {
    errors.tunnel_command = t("settings-error-tunnel-command-token");
  }
  if (draft.tunnel_kind === "cloudflared-named") {
    const host = draft.tunnel_host.trim().replace(/^https:\/\//i, "").replace(/\/$/, "");
    if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(host)) {
      errors.tunnel_host = t("settings-error-tunnel-host");
    }
  }
  const api = num(draft.api_port);
  const webhook = num(draft.webhook_port);
  const port = () => t("settings-error-port", { min: 1, max: 65_535 });
  if (!isPort(api)) errors.api_port = port();
  if (!isPort(webhook)) errors.webhook_port = port();
  if (isPort(api) && api === webhook) {
    errors.webhook_port = t("settings-error-ports-differ");
  }
  if (draft.share_with_office) {
    const office = num(draft.office_port);
    if (!isPort(office)) errors.office_port = port();
    else if (office === api || office === webhook) errors.office_port = t("settings-error-ports-differ");
    if (draft.office_name.trim() === "") errors.office_name = t("office-error-name");
  }
  const retention = num(draft.inbox_retention_days);
  if (!(Number.isInteger(retention) && within(retention, INBOX_RETENTION_DAYS))) {
    errors.inbox_retention_days = t("settings-error-inbox-retention", {
      min: INBOX_RETENTION_DAYS.min,
      max: INBOX_RETENTION_DAYS.max,
      usual: 30,
    });
  }
  for (const field of ["express_expires_after_minutes", "bulk_expires_after_minutes"] as const) {
    const minutes = num(draft[field]);
    if (!(Number.isInteger(minutes) && within(minutes, EXPIRES_AFTER_MINUTES))) {
      errors[field] = t("settings-error-expires-after", {
        max: EXPIRES_AFTER_MINUTES.max,
        days: EXPIRES_AFTER_MINUTES.max / (24 * 60),
      });
    }
  }
  if (hasPrices(draft) || draft.currency.trim() !== "") {
    if (!/^[A-Za-z]{3}$/.test(draft.currency.trim())) {
      errors.currency = t("settings-error-currency");
    }
    for (const [field] of PRICE_FIELDS) {
      const value = draft[field];
      if (String(value).trim() === "") continue;
      const n = num(value);
      if (!(n >= 0 && n < PRICE_BELOW)) errors[field] = t("settings-error-price", { max: PRICE_BELOW });
    }
  }
  return errors;
}

/** The settings to save: the form over what was loaded (mode and account change elsewhere). */
export function toSettings(base: Settings, draft: Draft): Settings {
  return {
    ...base,
    messages_per_second: num(draft.messages_per_second),
    bulk_share_percent: num(draft.bulk_share_percent),
    media_per_second: num(draft.media_per_second),
    default_country: draft.default_country.trim().toUpperCase(),
    opt_out_keywords: draft.opt_out_keywords.map((k) => k.trim()).filter((k) => k !== ""),
    tunnel: tunnelSetting(draft),
    register_callback: draft.register_callback,
    api_port: num(draft.api_port),
    webhook_port: num(draft.webhook_port),
    prices: toPrices(draft),
    inbox_retention_days: num(draft.inbox_retention_days),
    express_expires_after_minutes: num(draft.express_expires_after_minutes),
    bulk_expires_after_minutes: num(draft.bulk_expires_after_minutes),
    notify_new_messages: draft.notify_new_messages,
    share_with_office: draft.share_with_office,
    office_port: num(draft.office_port),
    office_name: draft.office_name.trim(),
    announce_office: draft.announce_office,
  };
}

/** The price list to save: `null` when every field is empty. */
function toPrices(draft: Draft): Settings["prices"] {
  if (!hasPrices(draft) && draft.currency.trim() === "") return null;
  const per_category: Record<string, number> = {};
  for (const [field, category] of PRICE_FIELDS) {
    if (String(draft[field]).trim() !== "") per_category[category] = num(draft[field]);
  }
  return { currency: draft.currency.trim().toUpperCase(), per_category };
}
