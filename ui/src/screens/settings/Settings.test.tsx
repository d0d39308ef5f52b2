import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { api } from "../../api";
import type { HomeView } from "../../bindings/HomeView";
import { demoInfo, renderScreen } from "../../test/render";
import { account, connectionFailed, connectionOk, liveInfo, settings } from "./fixtures";
import SettingsScreen from "./Settings";

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      settings: vi.fn(),
      saveSettings: vi.fn(),
      testConnection: vi.fn(),
      connectAccount: vi.fn(),
      useDemo: vi.fn(),
      useLive: vi.fn(),
      diagnostics: vi.fn(),
      tunnelTokenStored: vi.fn(),
      saveTunnelToken: vi.fn(),
      addReadableFolder: vi.fn(),
      removeReadableFolder: vi.fn(),
      rateCard: vi.fn(async () => null),
      loadRateCard: vi.fn(),
      officeView: vi.fn(async () => ({ shared: false, port: null, fingerprint: null })),
      officeDesks: vi.fn(),
      auditLog: vi.fn(),
      findOffices: vi.fn(),
      lookAtOffice: vi.fn(),
      connectToOffice: vi.fn(),
      leaveOffice: vi.fn(),
    },
    events: {
      onHome: vi.fn(async (_handler: (view: HomeView) => void) => () => {}),
    },
  };
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.settings).mockResolvedValue(settings());
  vi.mocked(api.saveSettings).mockResolvedValue(demoInfo);
  vi.mocked(api.tunnelTokenStored).mockResolvedValue(false);
  vi.mocked(api.saveTunnelToken).mockResolvedValue(demoInfo);
});

const typedAccount = {
  phone_number_id: "1234567890",
  waba_id: "9876543210",
  graph_url: "https://graph.facebook.com",
  api_version: "v25.0",
  access_token: "EAAGm0PX4ZCpsBAKZB",
  app_secret: "",
  verify_token: "",
};

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId("account-phone-number-id"), "1234567890");
  await user.type(screen.getByTestId("account-waba-id"), "9876543210");
  await user.type(screen.getByTestId("account-access-token"), "EAAGm0PX4ZCpsBAKZB");
}

test("Test connection sends the typed fields, empty secrets as \"\", with Meta's defaults", async () => {
  vi.mocked(api.testConnection).mockResolvedValue(connectionOk());
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.click(screen.getByTestId("account-test"));
  await waitFor(() => expect(api.testConnection).toHaveBeenCalledWith(typedAccount));
});

test("a working account shows the number's name, number, quality, limit, speed and templates", async () => {
  vi.mocked(api.testConnection).mockResolvedValue(connectionOk());
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.click(screen.getByTestId("account-test"));
  const result = await screen.findByTestId("account-test-result");
  expect(result).toHaveAttribute("data-ok", "true");
  expect(result).toHaveTextContent("Karachi Fibre Net");
  expect(result).toHaveTextContent("+92 300 1234567");
  expect(result).toHaveTextContent("Green (high quality)");
  expect(result).toHaveTextContent("2,000 customers a day");
  expect(result).toHaveTextContent("80 messages per second");
  expect(result).toHaveTextContent("12 templates, 9 approved");
});

test("a failing account shows the problem in plain words and Meta's details", async () => {
  vi.mocked(api.testConnection).mockResolvedValue(connectionFailed());
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.click(screen.getByTestId("account-test"));
  const result = await screen.findByTestId("account-test-result");
  expect(result).toHaveAttribute("data-ok", "false");
  expect(result).toHaveTextContent("Your Meta access token has expired.");
  expect(result).toHaveTextContent("Details: (#190) Error validating access token");
});

test("an error from Pacer (no token) shows in the result too", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockRejectedValue({
    message: "Paste the access token first (Meta Business Manager → System users → Generate token).",
    details: null,
  });
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  expect(await screen.findByTestId("account-test-result")).toHaveTextContent("Paste the access token first");
});

test("missing ids are asked for before anything is sent to Meta", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await user.click(await screen.findByTestId("account-test"));
  expect(await screen.findByText(/Paste the phone number id first/)).toBeInTheDocument();
  expect(api.testConnection).not.toHaveBeenCalled();
});

test("a connected account pre-fills its ids; secrets are never shown and stay empty to keep them", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ mode: "live", account }));
  vi.mocked(api.testConnection).mockResolvedValue(connectionOk());
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />, { info: liveInfo });
  expect(await screen.findByTestId("account-phone-number-id")).toHaveValue("1234567890");
  expect(screen.getByTestId("account-waba-id")).toHaveValue("9876543210");
  const token = screen.getByTestId("account-access-token");
  expect(token).toHaveValue("");
  expect(token).toHaveAttribute("placeholder", "stored in your keyring — leave empty to keep");
  await user.click(screen.getByTestId("account-test"));
  await waitFor(() => expect(api.testConnection).toHaveBeenCalledWith({ ...typedAccount, access_token: "" }));
});

test("the Advanced part holds the Graph address and version", async () => {
  vi.mocked(api.testConnection).mockResolvedValue(connectionOk());
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.click(screen.getByTestId("account-advanced"));
  const graph = screen.getByTestId("account-graph-url");
  expect(graph).toHaveValue("https://graph.facebook.com");
  expect(screen.getByTestId("account-api-version")).toHaveValue("v25.0");
  await user.clear(graph);
  await user.type(graph, "http://127.0.0.1:8090");
  await user.click(screen.getByTestId("account-test"));
  await waitFor(() =>
    expect(api.testConnection).toHaveBeenCalledWith({ ...typedAccount, graph_url: "http://127.0.0.1:8090" }),
  );
});

test("Connect asks first (real messages, the demo's data stays in the demo), then connects", async () => {
  vi.mocked(api.connectAccount).mockResolvedValue(liveInfo);
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.type(screen.getByTestId("account-app-secret"), "9f8e7d6c");
  await user.type(screen.getByTestId("account-verify-token"), "pacer-2f9c");
  await user.click(screen.getByTestId("account-connect"));

  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveTextContent("real WhatsApp messages to real customers");
  expect(dialog).toHaveTextContent("stay in the demo");
  expect(api.connectAccount).not.toHaveBeenCalled();

  await user.click(within(dialog).getByTestId("account-connect-confirm"));
  await waitFor(() =>
    expect(api.connectAccount).toHaveBeenCalledWith({
      ...typedAccount,
      app_secret: "9f8e7d6c",
      verify_token: "pacer-2f9c",
    }),
  );
  expect(api.settings).toHaveBeenCalledTimes(2);
});

test("a refused connect shows why and stays in the demo", async () => {
  vi.mocked(api.connectAccount).mockRejectedValue({
    message: "Meta doesn't know that phone number id or WABA id, or the token cannot see it. Check both ids in WhatsApp Manager.",
    details: "(#100) Unsupported get request",
  });
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.type(screen.getByTestId("account-app-secret"), "9f8e7d6c");
  await user.click(screen.getByTestId("account-connect"));
  await user.click(await screen.findByTestId("account-connect-confirm"));
  const result = await screen.findByTestId("account-test-result");
  expect(result).toHaveTextContent("Meta doesn't know that phone number id");
  expect(result).toHaveTextContent("(#100) Unsupported get request");
});

test("cancelling the connect question connects nothing", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await fillAccount(user);
  await user.type(screen.getByTestId("account-app-secret"), "9f8e7d6c");
  await user.click(screen.getByTestId("account-connect"));
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(api.connectAccount).not.toHaveBeenCalled();
});

test("live offers the demo; the demo with an account offers live", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ mode: "live", account }));
  vi.mocked(api.useDemo).mockResolvedValue(demoInfo);
  const user = userEvent.setup();
  const { unmount } = renderScreen(<SettingsScreen />, { info: liveInfo });
  await user.click(await screen.findByTestId("use-demo"));
  await waitFor(() => expect(api.useDemo).toHaveBeenCalledTimes(1));
  unmount();

  vi.mocked(api.settings).mockResolvedValue(settings({ mode: "demo", account }));
  vi.mocked(api.useLive).mockResolvedValue(liveInfo);
  renderScreen(<SettingsScreen />);
  await user.click(await screen.findByTestId("use-live"));
  await waitFor(() => expect(api.useLive).toHaveBeenCalledTimes(1));
  expect(screen.queryByTestId("use-demo")).not.toBeInTheDocument();
});

test("the demo without an account offers no switch", async () => {
  renderScreen(<SettingsScreen />);
  await screen.findByTestId("account-test");
  expect(screen.queryByTestId("use-live")).not.toBeInTheDocument();
  expect(screen.queryByTestId("use-demo")).not.toBeInTheDocument();
});

test("saving checks the values first and says what to fix, without calling Pacer", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const mps = await screen.findByTestId("settings-mps");
  await user.clear(mps);
  await user.type(mps, "2000");
  await user.click(screen.getByTestId("settings-save"));
  expect(screen.getByTestId("settings-save-problem")).toHaveTextContent(
    "Messages per second must be between 1 and 1,000",
  );
  expect(api.saveSettings).not.toHaveBeenCalled();
});

test("saving sends every setting, with the tunnel written as Pacer reads it", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const mps = await screen.findByTestId("settings-mps");
  await user.clear(mps);
  await user.type(mps, "200");
  const share = screen.getByTestId("settings-bulk-share");
  await user.clear(share);
  await user.type(share, "70");
  await user.type(screen.getByTestId("settings-opt-out-keywords"), "BAND KARO{enter}");

  const tunnel = screen.getByTestId("settings-tunnel");
  await user.clear(tunnel);
  await user.type(tunnel, "A fixed{enter}");
  await user.type(await screen.findByTestId("settings-tunnel-url"), "https://pacer.example.com");
  await user.click(screen.getByTestId("settings-register-callback"));

  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() =>
    expect(api.saveSettings).toHaveBeenCalledWith(
      settings({
        messages_per_second: 200,
        bulk_share_percent: 70,
        opt_out_keywords: ["BAND KARO"],
        tunnel: "url:https://pacer.example.com",
        register_callback: true,
      }),
    ),
  );
  expect(await screen.findByText(/Settings saved/)).toBeInTheDocument();
});

test("a named tunnel's token goes to the keyring on its own, never into the saved settings", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const tunnel = await screen.findByTestId("settings-tunnel");
  await user.clear(tunnel);
  await user.type(tunnel, "own domain{enter}");
  await user.click(await screen.findByTestId("settings-tunnel-host", {}, { timeout: 5000 }));
  await user.paste("hooks.example.com");
  await user.click(screen.getByTestId("settings-tunnel-token"));
  await user.paste("eyJhIjoiSecretTunnelToken");
  await user.click(screen.getByTestId("settings-tunnel-token-save"));
  await waitFor(() => expect(api.saveTunnelToken).toHaveBeenCalledWith("eyJhIjoiSecretTunnelToken"));
  await waitFor(() => expect(screen.getByTestId("settings-tunnel-token")).toHaveValue(""));

  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() =>
    expect(api.saveSettings).toHaveBeenCalledWith(settings({ tunnel: "cloudflared-named:hooks.example.com" })),
  );
  expect(JSON.stringify(vi.mocked(api.saveSettings).mock.calls)).not.toContain("SecretTunnelToken");
}, 60_000);

test("prices typed in Settings are saved for the reports' cost", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await user.type(await screen.findByTestId("settings-currency"), "usd");
  await user.type(screen.getByTestId("settings-price-marketing"), "0.0475");
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() =>
    expect(api.saveSettings).toHaveBeenCalledWith(
      settings({ prices: { currency: "USD", per_category: { MARKETING: 0.0475 } } }),
    ),
  );
});

test("a price without its currency is not saved, and the form says what to add", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await user.type(await screen.findByTestId("settings-price-utility"), "0.004");
  await user.click(screen.getByTestId("settings-save"));
  expect(await screen.findByTestId("settings-save-problem")).toHaveTextContent(/currency of Meta's prices as three letters/);
  expect(api.saveSettings).not.toHaveBeenCalled();
});

test("a refused save says why", async () => {
  vi.mocked(api.saveSettings).mockRejectedValue({
    message: "The local API and the webhook receiver need two different ports.",
    details: null,
  });
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  await user.click(await screen.findByTestId("settings-save"));
  expect(await screen.findByText(/Nothing was saved: The local API and the webhook receiver/)).toBeInTheDocument();
});

test("delivery updates are kept the days typed, 1 to 365", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const days = await screen.findByTestId("settings-inbox-retention");
  expect(days).toHaveValue("30 days");
  await user.clear(days);
  await user.type(days, "400");
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() => expect(screen.getByTestId("settings-save-problem")).toHaveTextContent(/between 1 and 365 days/));
  expect(api.saveSettings).not.toHaveBeenCalled();
  await user.clear(days);
  await user.type(days, "90");
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() => expect(api.saveSettings).toHaveBeenCalledWith(settings({ inbox_retention_days: 90 })));
});

test("OTPs expire after the minutes typed (0: never), campaign messages only when a limit is set", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const express = await screen.findByTestId("settings-express-expires-after");
  const bulk = screen.getByTestId("settings-bulk-expires-after");
  expect(express).toHaveValue("10 minutes");
  expect(bulk).toHaveValue("0 minutes");
  expect(screen.getByText(/a login code an hour late is worse than none/)).toBeInTheDocument();
  await user.clear(express);
  await user.type(express, "50000");
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() => expect(screen.getByTestId("settings-save-problem")).toHaveTextContent(/1 to 43,200 \(30 days\)/));
  expect(api.saveSettings).not.toHaveBeenCalled();
  await user.clear(express);
  await user.type(express, "5");
  await user.clear(bulk);
  await user.type(bulk, "120");
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() =>
    expect(api.saveSettings).toHaveBeenCalledWith(
      settings({ express_expires_after_minutes: 5, bulk_expires_after_minutes: 120 }),
    ),
  );
});

test("folders Pacer may read: imports/ first and fixed, others added through Pacer's folder window and removable", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ readable_folders: ["/home/user/Invoices"] }));
  vi.mocked(api.addReadableFolder)
    .mockResolvedValueOnce(null)
    .mockResolvedValueOnce(settings({ readable_folders: ["/home/user/Invoices", "/srv/billing"] }));
  vi.mocked(api.removeReadableFolder).mockResolvedValue(settings({ readable_folders: ["/srv/billing"] }));
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const section = await screen.findByTestId("settings-folders");
  expect(section).toHaveTextContent("can only name files inside these folders");
  const imports = within(section).getByTestId("settings-folder-imports");
  expect(imports).toHaveTextContent(demoInfo.imports_folder);
  expect(within(imports).queryByRole("button")).toBeNull();
  expect(within(section).queryByRole("textbox")).toBeNull();
  const rows = () => within(section).getAllByTestId("settings-folder-row").map((r) => r.getAttribute("data-folder"));
  expect(rows()).toEqual(["/home/user/Invoices"]);

  // Cancelled in the folder window: nothing changes.
  await user.click(within(section).getByTestId("settings-folder-add"));
  await waitFor(() => expect(api.addReadableFolder).toHaveBeenCalledTimes(1));
  expect(rows()).toEqual(["/home/user/Invoices"]);
  await user.click(within(section).getByTestId("settings-folder-add"));
  await waitFor(() => expect(rows()).toEqual(["/home/user/Invoices", "/srv/billing"]));

  await user.click(within(section).getByRole("button", { name: "Remove /home/user/Invoices" }));
  await waitFor(() => expect(rows()).toEqual(["/srv/billing"]));
  expect(api.removeReadableFolder).toHaveBeenCalledWith("/home/user/Invoices");
  // The change applied at once: the save bar has nothing left to save.
  expect(screen.getByTestId("settings-save-problem")).toHaveTextContent("Every setting is saved.");
});

test("the local API's key is masked, can be shown, and has a copy button", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const key = await screen.findByTestId("settings-api-key");
  expect(key).toHaveAttribute("type", "password");
  expect(key).toHaveValue("0123456789abcdef");
  expect(screen.getByTestId("settings-api-url")).toHaveValue("http://127.0.0.1:8091");

  await user.click(screen.getByRole("button", { name: "Show or hide the key" }));
  expect(key).toHaveAttribute("type", "text");

  await user.click(screen.getByTestId("settings-api-key-copy"));
  expect(await navigator.clipboard.readText()).toBe("0123456789abcdef");

  const example = screen.getByTestId("settings-api-example");
  expect(example).toHaveTextContent("http://127.0.0.1:8091/v1/messages");
  expect(example).toHaveTextContent('"lane":"express"');
  expect(example).toHaveTextContent("Content-Type: application/json");
  expect(example).not.toHaveTextContent("0123456789abcdef");
});

test("Copy diagnostics copies Pacer's text (secrets already removed)", async () => {
  vi.mocked(api.diagnostics).mockResolvedValue("Pacer 0.1.0 (linux x86_64)\nmode: Demo, running: true\n");
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  expect(await screen.findByText("/home/user/.local/share/app.pacer.desktop/logs")).toBeInTheDocument();
  await user.click(screen.getByTestId("copy-diagnostics"));
  await waitFor(() => expect(api.diagnostics).toHaveBeenCalledTimes(1));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toContain("Pacer 0.1.0"));
  expect(await screen.findByText(/Secrets were removed/)).toBeInTheDocument();
});

test("the switch for new customer messages is saved with the other settings", async () => {
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />);
  const notify = await screen.findByTestId("settings-notify-new-messages");
  expect(notify, "on by default: staff hear when customers write").toBeChecked();
  await user.click(notify);
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() => expect(api.saveSettings).toHaveBeenCalledWith(settings({ notify_new_messages: false })));
});

test("pairing as a desk reads the settings again, so a later save keeps where the office is", async () => {
  const user = userEvent.setup();
  const link = {
    address: "https://192.168.1.20:8093",
    fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
    office_name: "Shop office",
    desk_name: "Front desk",
  };
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: link.address, fingerprint: link.fingerprint });
  vi.mocked(api.connectToOffice).mockImplementation(async () => {
    // Pairing saved `desk_of` on Pacer's side.
    vi.mocked(api.settings).mockResolvedValue(settings({ desk_of: link }));
    return demoInfo;
  });
  renderScreen(<SettingsScreen />);
  await user.type(await screen.findByTestId("settings-desk-address"), link.address);
  await user.click(screen.getByTestId("settings-desk-look"));
  await user.type(await screen.findByTestId("settings-desk-code"), "4821-0937");
  await user.click(screen.getByTestId("settings-desk-connect"));
  await waitFor(() => expect(api.settings).toHaveBeenCalledTimes(2));

  await user.click(screen.getByTestId("settings-notify-new-messages"));
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() =>
    expect(api.saveSettings).toHaveBeenCalledWith(settings({ desk_of: link, notify_new_messages: false })),
  );
});

test("a Pacer shared with the office (as saved) offers no pairing as a desk", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ share_with_office: true }));
  renderScreen(<SettingsScreen />);
  expect(await screen.findByTestId("settings-desk-shared-here")).toHaveTextContent("cannot also be a desk");
  expect(screen.queryByTestId("settings-desk-address")).toBeNull();
});

test("on a desk only what concerns this PC shows: the office's own settings are set on the office PC", async () => {
  const desk = {
    address: "https://192.168.1.20:8093",
    office_name: "Shop office",
    desk_name: "Front desk",
    fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
    role: "staff" as const,
    reachable: true,
    locked_out: false,
    problem: null,
  };
  renderScreen(<SettingsScreen />, { info: { ...demoInfo, desk } });
  expect(await screen.findByTestId("settings-desk-connected")).toHaveTextContent("Shop office");
  for (const id of ["settings-account", "settings-sending", "settings-delivery", "settings-api", "settings-office", "settings-folders"]) {
    expect(document.getElementById(id), id).toBeNull();
  }
  for (const id of ["settings-language", "settings-notifications", "settings-prices", "settings-desk", "settings-data"]) {
    expect(document.getElementById(id), id).not.toBeNull();
  }
  // The office's rate card, without the prices typed on the office PC.
  expect(screen.queryByTestId("settings-currency")).toBeNull();
  expect(screen.queryByRole("button", { name: "Sending" })).toBeNull();
});

test("an owner's desk manages the office's people and reads who did what, through the office", async () => {
  const desk = {
    address: "https://192.168.1.20:8093",
    office_name: "Shop office",
    desk_name: "Owner's laptop",
    fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
    role: "owner" as const,
    reachable: true,
    locked_out: false,
    problem: null,
  };
  vi.mocked(api.officeView).mockResolvedValue({ shared: true, port: 8093, fingerprint: desk.fingerprint });
  vi.mocked(api.officeDesks).mockResolvedValue([]);
  vi.mocked(api.auditLog).mockResolvedValue([]);
  renderScreen(<SettingsScreen />, { info: { ...demoInfo, desk } });
  const card = await screen.findByTestId("settings-office-from-desk");
  expect(card).toHaveTextContent("You are an owner at Shop office");
  expect(await within(card).findByTestId("settings-office-fingerprint")).toHaveValue(desk.fingerprint);
  expect(await within(card).findByTestId("settings-office-people-empty")).toBeInTheDocument();
  expect(screen.queryByTestId("settings-office-share")).toBeNull();
});
