// Realistic settings and connection tests for tests.
import type { AppInfo } from "../../bindings/AppInfo";
import type { ConnectionTest } from "../../bindings/ConnectionTest";
import type { Settings } from "../../bindings/Settings";
import { demoInfo } from "../../test/render";

export function settings(over: Partial<Settings> = {}): Settings {
  return {
    mode: "demo",
    account: null,
    messages_per_second: 80,
    bulk_share_percent: 100,
    media_per_second: 40,
    default_country: "PK",
    opt_out_keywords: [],
    tunnel: "off",
    register_callback: false,
    api_port: 8091,
    webhook_port: 8092,
    prices: null,
    readable_folders: [],
    inbox_retention_days: 30,
    express_expires_after_minutes: 10,
    bulk_expires_after_minutes: 0,
    notify_new_messages: true,
    share_with_office: false,
    office_port: 8093,
    office_name: "Office Pacer",
    announce_office: true,
    desk_of: null,
    ...over,
  };
}

export const account = {
  phone_number_id: "1234567890",
  waba_id: "9876543210",
  graph_url: "https://graph.facebook.com",
  api_version: "v25.0",
};

export const liveInfo: AppInfo = {
  ...demoInfo,
  mode: "live",
  samples: null,
  database: "/home/user/.local/share/app.pacer.desktop/live/pacer.db",
  phone_number_id: account.phone_number_id,
  waba_id: account.waba_id,
};

export function connectionOk(over: Partial<ConnectionTest> = {}): ConnectionTest {
  return {
    ok: true,
    problem: null,
    problem_said: null,
    details: null,
    verified_name: "Karachi Fibre Net",
    display_phone_number: "+92 300 1234567",
    quality_rating: "GREEN",
    messaging_limit: "TIER_2K",
    throughput: "STANDARD",
    templates: "12 templates, 9 approved",
    templates_said: { id: "app-templates-count", args: { templates: 12, approved: 9 } },
    ...over,
  };
}

export function connectionFailed(over: Partial<ConnectionTest> = {}): ConnectionTest {
  return {
    ok: false,
    problem:
      "Your Meta access token has expired. Paste a new one in Settings → Meta account. Sending is paused until then; nothing is lost.",
    // Meta's code's own words (`reasons::plain`), not a catalogue message yet.
    problem_said: null,
    details: "(#190) Error validating access token: Session has expired",
    verified_name: null,
    display_phone_number: null,
    quality_rating: null,
    messaging_limit: null,
    throughput: null,
    templates: null,
    templates_said: null,
    ...over,
  };
}
