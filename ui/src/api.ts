// The window's only way to reach Pacer: typed wrappers over the shell's commands and events.
// Every type comes from ./bindings, generated from the Rust types (never edited by hand).
import { invoke } from "@tauri-apps/api/core";
import { listen, type UnlistenFn } from "@tauri-apps/api/event";

import type { AccountInput } from "./bindings/AccountInput";
import type { AppInfo } from "./bindings/AppInfo";
import type { Audience } from "./bindings/Audience";
import type { AudienceCount } from "./bindings/AudienceCount";
import type { Campaign } from "./bindings/Campaign";
import type { Desk } from "./bindings/Desk";
import type { Entry } from "./bindings/Entry";
import type { OfficeCertificate } from "./bindings/OfficeCertificate";
import type { OfficeFound } from "./bindings/OfficeFound";
import type { OfficeView } from "./bindings/OfficeView";
import type { Pairing } from "./bindings/Pairing";
import type { PairingView } from "./bindings/PairingView";
import type { Role } from "./bindings/Role";
import type { CampaignRow } from "./bindings/CampaignRow";
import type { CampaignSpec } from "./bindings/CampaignSpec";
import type { ChoiceDone } from "./bindings/ChoiceDone";
import type { Check } from "./bindings/Check";
import type { Command } from "./bindings/Command";
import type { ConnectionTest } from "./bindings/ConnectionTest";
import type { ContactPage } from "./bindings/ContactPage";
import type { ContactQuery } from "./bindings/ContactQuery";
import type { ConversationPage } from "./bindings/ConversationPage";
import type { ConversationQuery } from "./bindings/ConversationQuery";
import type { DoNotContactOptions } from "./bindings/DoNotContactOptions";
import type { DoNotContactReport } from "./bindings/DoNotContactReport";
import type { DraftProblem } from "./bindings/DraftProblem";
import type { ErrorCode } from "./bindings/ErrorCode";
import type { Event } from "./bindings/Event";
import type { HomeView } from "./bindings/HomeView";
import type { ImportOptions } from "./bindings/ImportOptions";
import type { InboxChange } from "./bindings/InboxChange";
import type { ImportProgress } from "./bindings/ImportProgress";
import type { ImportRecord } from "./bindings/ImportRecord";
import type { ImportReport } from "./bindings/ImportReport";
import type { ListSummary } from "./bindings/ListSummary";
import type { Marketing } from "./bindings/Marketing";
import type { MarketingStatus } from "./bindings/MarketingStatus";
import type { HeaderKind } from "./bindings/HeaderKind";
import type { Picked } from "./bindings/Picked";
import type { SampleUpload } from "./bindings/SampleUpload";
import type { Preview } from "./bindings/Preview";
import type { QuickReply } from "./bindings/QuickReply";
import type { RecipientPreview } from "./bindings/RecipientPreview";
import type { Reply } from "./bindings/Reply";
import type { RecipientPage } from "./bindings/RecipientPage";
import type { RecipientQuery } from "./bindings/RecipientQuery";
import type { RateCard } from "./bindings/RateCard";
import type { Report } from "./bindings/Report";
import type { RetryReport } from "./bindings/RetryReport";
import type { Settings } from "./bindings/Settings";
import type { SyncReport } from "./bindings/SyncReport";
import type { TemplateDraftSpec } from "./bindings/TemplateDraftSpec";
import type { TemplateInfo } from "./bindings/TemplateInfo";
import type { ThreadPage } from "./bindings/ThreadPage";
import type { ThreadQuery } from "./bindings/ThreadQuery";
import type { Said } from "./bindings/Said";
import type { UiError } from "./bindings/UiError";
import type { UploadProgress } from "./bindings/UploadProgress";

/** An error from Pacer: `message` says what happened and what to do; `details` is technical;
 * `code` says what kind it is (branch on it, never on the words). */
export class PacerError extends Error {
  code: ErrorCode;
  details: string | null;
  /** `message` as a catalogue message (an id and its values), when the engine said it as one:
   * shown in the person's language (`common/errors.ts`). */
  said: Said | null;
  constructor(error: UiError) {
    super(error.message);
    this.name = "PacerError";
    this.code = error.code;
    this.details = error.details;
    this.said = error.said ?? null;
  }
}

// Every ErrorCode exactly once: the type check fails when Rust adds, renames or removes one.
const CODE_SET: Record<ErrorCode, true> = {
  not_running: true,
  input: true,
  file: true,
  meta: true,
  keyring: true,
  database: true,
  campaign: true,
  import: true,
  not_chosen: true,
  office: true,
};
const CODES = Object.keys(CODE_SET) as ErrorCode[];

function isSaid(value: unknown): value is Said {
  if (!value || typeof value !== "object") return false;
  const said = value as { id?: unknown; args?: unknown };
  return typeof said.id === "string" && !!said.args && typeof said.args === "object";
}

/** Turns whatever a command rejected with into a PacerError. */
export function toPacerError(error: unknown): PacerError {
  if (error instanceof PacerError) return error;
  if (error && typeof error === "object" && "message" in error) {
    const e = error as { message: unknown; details?: unknown; code?: unknown; said?: unknown };
    const code = CODES.find((c) => c === e.code) ?? "input";
    return new PacerError({
      code,
      message: String(e.message),
      details: typeof e.details === "string" ? e.details : null,
      said: isSaid(e.said) ? e.said : null,
    });
  }
  return new PacerError({ code: "input", message: String(error), details: null, said: null });
}

async function call<T>(command: Command, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (error) {
    throw toPacerError(error);
  }
}

export const api = {
  // The app
  appInfo: () => call<AppInfo>("app_info"),
  home: () => call<HomeView>("home"),
  resumeSending: () => call<boolean>("resume_sending"),
  restartEngine: () => call<AppInfo>("restart_engine"),

  // Contacts
  /** Opens Pacer's file dialog for a contact list; `null` when the person cancelled. Only a
   * file picked here (or the demo's sample list) can be previewed and imported. */
  chooseContactFile: () => call<Picked | null>("choose_contact_file"),
  importPreview: (path: string, options: ImportOptions) =>
    call<ImportReport>("import_preview", { path, options }),
  importContacts: (path: string, options: ImportOptions) =>
    call<ImportReport>("import_contacts", { path, options }),
  /** Asks where to save the rows to fix (a save dialog) and writes them; the path, or `null`
   * when the person cancelled. */
  saveImportProblems: (report: ImportReport, importPath: string | null) =>
    call<string | null>("save_import_problems", { report, importPath }),
  imports: () => call<ImportRecord[]>("imports"),
  contactsPage: (query: ContactQuery) => call<ContactPage>("contacts_page", { query }),
  lists: () => call<ListSummary[]>("lists"),
  tags: () => call<string[]>("tags"),
  setContactTags: (phone: string, tags: string[]) =>
    call<void>("set_contact_tags", { phone, tags }),

  // Opt-outs
  /** A customer's marketing status: since when, who, why, and the history. */
  marketingStatus: (phone: string) => call<MarketingStatus>("marketing_status", { phone }),
  /** Stops or allows marketing messages to a customer at once, by the person at this computer. */
  setMarketing: (phone: string, choice: Marketing, reason: string | null) =>
    call<ChoiceDone>("set_marketing", { phone, choice, reason }),
  /** Opens Pacer's file dialog for a do-not-contact list; `null` when the person cancelled. */
  chooseDoNotContactFile: () => call<Picked | null>("choose_do_not_contact_file"),
  /** Opts out every valid number of the picked file, at once. */
  importDoNotContact: (path: string, options: DoNotContactOptions) =>
    call<DoNotContactReport>("import_do_not_contact", { path, options }),
  /** Asks where to save every opt-out and writes them; the path, or `null` when cancelled. */
  exportOptOuts: (format: "csv" | "xlsx") => call<string | null>("export_opt_outs", { format }),

  // Templates
  templates: () => call<TemplateInfo[]>("templates"),
  syncTemplates: () => call<SyncReport>("sync_templates"),
  previewTemplate: (name: string, language: string, values: Record<string, string>) =>
    call<Preview>("preview_template", { name, language, values }),
  /** Everything wrong with a draft, each problem on its field (instant: called as it is typed). */
  checkTemplateDraft: (spec: TemplateDraftSpec) => call<DraftProblem[]>("check_template_draft", { spec }),
  /** Sends a draft to Meta for review; the template comes back as Meta took it (`PENDING`). */
  createTemplate: (spec: TemplateDraftSpec) => call<TemplateInfo>("create_template", { spec }),
  /** Sends a template's new text back to review (its name, language and category stay). */
  editTemplate: (name: string, language: string, spec: TemplateDraftSpec) =>
    call<TemplateInfo>("edit_template", { name, language, spec }),
  /** Deletes a template in every language; answers how many languages went. */
  deleteTemplate: (name: string) => call<number>("delete_template", { name }),
  /** Opens Pacer's file dialog for a media header's sample of `kind`, checks the file and
   * uploads it to Meta; its name and handle, or `null` when the person cancelled. */
  chooseTemplateSample: (kind: HeaderKind) => call<SampleUpload | null>("choose_template_sample", { kind }),

  // Campaigns
  campaigns: () => call<CampaignRow[]>("campaigns"),
  /** Opens Pacer's folder dialog for invoice PDFs; `null` when the person cancelled. A
   * campaign's PDF folder must be picked here (or be the demo's sample invoices). */
  chooseInvoiceFolder: () => call<Picked | null>("choose_invoice_folder"),
  /** Opens Pacer's file dialog for a campaign's one header file of `kind`; `null` when the
   * person cancelled. A campaign's header file must be picked here (or be the demo's poster). */
  chooseHeaderFile: (kind: HeaderKind) => call<Picked | null>("choose_header_file", { kind }),
  createCampaign: (spec: CampaignSpec) => call<Campaign>("create_campaign", { spec }),
  countAudience: (audience: Audience) => call<AudienceCount>("count_audience", { audience }),
  checkCampaign: (id: string) => call<Check>("check_campaign", { id }),
  previewCampaign: (id: string, phone: string | null) =>
    call<RecipientPreview>("preview_campaign", { id, phone }),
  testCampaign: (id: string, to: string, sample: string | null) =>
    call<string>("test_campaign", { id, to, sample }),
  // `version`: the campaign's `version` the person was looking at. On a desk the office refuses
  // (`desk-refused`) when someone changed the campaign since; this PC's own engine ignores it.
  launchCampaign: (id: string, skipProblems: boolean, version?: number) =>
    call<Check>("launch_campaign", { id, skipProblems, version }),
  pauseCampaign: (id: string, version?: number) => call<Campaign>("pause_campaign", { id, version }),
  resumeCampaign: (id: string, version?: number) => call<Campaign>("resume_campaign", { id, version }),
  cancelCampaign: (id: string, version?: number) => call<number>("cancel_campaign", { id, version }),
  /** Deletes a campaign that never sent anything (a draft, or scheduled and not launched). */
  discardCampaign: (id: string) => call<null>("discard_campaign", { id }),
  retryCampaign: (id: string) => call<RetryReport>("retry_campaign", { id }),
  cloneCampaign: (id: string, name: string | null) =>
    call<Campaign>("clone_campaign", { id, name }),

  // Reports
  /** A page of a campaign's recipients, filtered and searched (the report has none). */
  campaignRecipients: (id: string, query: RecipientQuery) =>
    call<RecipientPage>("campaign_recipients", { id, query }),
  campaignReport: (id: string) => call<Report>("campaign_report", { id }),
  messageHistory: (key: string) => call<Event[]>("message_history", { key }),
  /** Asks where to save the report (a save dialog named after the campaign) and writes it;
   * the path, or `null` when the person cancelled. */
  exportReport: (id: string, name: string, format: "csv" | "xlsx") =>
    call<string | null>("export_report", { id, name, format }),

  // Inbox
  /** A page of conversations, newest first, with the unread total (the badge). */
  conversations: (query: ConversationQuery) => call<ConversationPage>("conversations", { query }),
  /** A page of one thread, oldest first; `query.before` asks for the page before a cursor. */
  conversation: (query: ThreadQuery) => call<ThreadPage>("conversation", { query }),
  /** Marks a customer's messages read; how many were unread. */
  markConversationRead: (phone: string) => call<number>("mark_conversation_read", { phone }),
  /** Opens Pacer's file dialog for a reply's file; `null` when the person cancelled. Only a
   * file picked here may be sent. */
  chooseReplyFile: () => call<Picked | null>("choose_reply_file"),
  /** Sends a reply; the message's key. A refusal (the 24-hour window closed, a file too big
   * for WhatsApp) is a PacerError with `said`. */
  sendReply: (phone: string, reply: Reply) => call<string>("send_reply", { phone, reply }),
  quickReplies: () => call<QuickReply[]>("quick_replies"),
  saveQuickReply: (reply: QuickReply) => call<QuickReply>("save_quick_reply", { reply }),
  deleteQuickReply: (id: number) => call<boolean>("delete_quick_reply", { id }),
  /** Opens a stored customer file with the system's viewer. */
  openMedia: (mediaId: string) => call<void>("open_media", { mediaId }),
  /** Asks Meta for a customer's file again (after it failed or was too big). */
  fetchMediaAgain: (mediaId: string) => call<boolean>("fetch_media_again", { mediaId }),
  /** Shows a desktop notification worded by the window (in the person's language), unless
   * notices are off or the window is in front; whether it was shown. */
  showNotice: (title: string, body: string) => call<boolean>("show_notice", { title, body }),

  // Settings and account
  settings: () => call<Settings>("settings"),
  /** Saves the settings; a new command tunnel is run only after the person confirms it in a native dialog. */
  saveSettings: (settings: Settings) => call<AppInfo>("save_settings", { settings }),
  /** Whether a tunnel token is in the keyring (it is never read back). */
  tunnelTokenStored: () => call<boolean>("tunnel_token_stored"),
  /** Stores the tunnel token in the keyring; "" removes it. */
  saveTunnelToken: (token: string) => call<AppInfo>("save_tunnel_token", { token }),
  testConnection: (input: AccountInput) => call<ConnectionTest>("test_connection", { input }),
  connectAccount: (input: AccountInput) => call<AppInfo>("connect_account", { input }),
  useDemo: () => call<AppInfo>("use_demo"),
  useLive: () => call<AppInfo>("use_live"),
  diagnostics: () => call<string>("diagnostics"),
  /** Opens Pacer's folder dialog and adds the folder to those the local API may read; the
   * settings, or `null` when the person cancelled. */
  addReadableFolder: () => call<Settings | null>("add_readable_folder"),
  removeReadableFolder: (path: string) => call<Settings>("remove_readable_folder", { path }),
  /** Meta's rate card in use, or `null` when none is loaded. */
  rateCard: () => call<RateCard | null>("rate_card"),
  /** Opens the file dialog for a rate card (CSV) and puts it in use; `null` when the person
   * cancelled. A file Pacer cannot use is refused in plain words and changes nothing. */
  loadRateCard: () => call<RateCard | null>("load_rate_card"),

  /** The window's language (its tag), for the titles of Pacer's native dialogs. */
  setWindowLanguage: (tag: string) => call<void>("set_window_language", { tag }),

  // The office (Settings → Share with the office)
  officeView: () => call<OfficeView>("office_view"),
  /** A new pairing code for one desk that will have `role`; any code shown before is closed. */
  openPairingCode: (role: Role) => call<PairingView>("open_pairing_code", { role }),
  closePairingCode: () => call<void>("close_pairing_code"),
  officeDesks: () => call<Desk[]>("office_desks"),
  revokeDesk: (id: number) => call<Desk[]>("revoke_desk", { id }),
  setDeskRole: (id: number, role: Role) => call<Desk[]>("set_desk_role", { id, role }),
  /** Who did what, newest first; `before` is the last id of the page before. */
  auditLog: (before: number | null) => call<Entry[]>("audit_log", { before }),
  /** Asks where to save who did what as CSV; the path, or `null` when the person cancelled. */
  exportAuditLog: () => call<string | null>("export_audit_log"),

  // The desk (Settings → Connect to the office's Pacer)
  /** The office Pacers that answer on the network within a few seconds (may be none). */
  findOffices: () => call<OfficeFound[]>("find_offices"),
  /** The certificate the office Pacer at `address` shows, to compare with its screen. */
  lookAtOffice: (address: string) => call<OfficeCertificate>("look_at_office", { address }),
  /** Pairs this PC as a desk of the office Pacer; from then on no engine runs here. */
  connectToOffice: (pairing: Pairing) => call<AppInfo>("connect_to_office", { pairing }),
  /** Stops working as a desk: the credential is forgotten and this PC's engine starts again. */
  leaveOffice: () => call<AppInfo>("leave_office"),
};

export type Api = typeof api;

export type { InboxChange };

/** Live updates pushed by Pacer (the window never polls). */
export const events = {
  /** Every second: queues, rate, tier, circuit, tunnel, active campaigns. */
  onHome: (handler: (view: HomeView) => void): Promise<UnlistenFn> =>
    listen<HomeView>("home", (e) => handler(e.payload)),
  /** Whenever a campaign's progress changes. */
  onCampaigns: (handler: (rows: CampaignRow[]) => void): Promise<UnlistenFn> =>
    listen<CampaignRow[]>("campaigns", (e) => handler(e.payload)),
  /** Mode, addresses or the engine's problem changed. */
  onApp: (handler: (info: AppInfo) => void): Promise<UnlistenFn> =>
    listen<AppInfo>("app", (e) => handler(e.payload)),
  /** While an import saves contacts: how many are saved so far (after each batch). */
  onImportProgress: (handler: (progress: ImportProgress) => void): Promise<UnlistenFn> =>
    listen<ImportProgress>("import-progress", (e) => handler(e.payload)),
  /** While a desk uploads a contact file to the office Pacer (`import_contacts`): bytes sent. */
  onUploadProgress: (handler: (progress: UploadProgress) => void): Promise<UnlistenFn> =>
    listen<UploadProgress>("upload-progress", (e) => handler(e.payload)),
  /** Customers wrote, a conversation was read, or a reply's status changed: the unread total
   * and the phones whose conversations changed. */
  onInbox: (handler: (change: InboxChange) => void): Promise<UnlistenFn> =>
    listen<InboxChange>("inbox", (e) => handler(e.payload)),
  /** The cached templates changed (synced, created, or Meta's review arrived): read them again. */
  onTemplates: (handler: (payload: null) => void): Promise<UnlistenFn> =>
    listen<null>("templates", () => handler(null)),
};
