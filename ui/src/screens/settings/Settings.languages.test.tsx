// Settings in every language: no word of the screen is left in the code (the pseudo-language),
// Urdu reads right to left, and Arabic counts customers with its own plurals.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { api } from "../../api";
import type { HomeView } from "../../bindings/HomeView";
import { demoInfo, renderScreen, untranslatedText } from "../../test/render";
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

// The tunnel's state is the Home screen's shared widget, with its own words and tests.
vi.mock("../../components/TunnelCard", () => ({
  TunnelStatusText: () => <div data-testid="tunnel-status-stub" />,
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.settings).mockResolvedValue(settings());
  vi.mocked(api.saveSettings).mockResolvedValue(demoInfo);
  vi.mocked(api.tunnelTokenStored).mockResolvedValue(false);
  vi.mocked(api.saveTunnelToken).mockResolvedValue(demoInfo);
});

/** What the code wrote itself, less the shared dialog's Cancel button (the Home area's). */
function leftInEnglish(): string[] {
  return untranslatedText().filter((text) => text !== "Cancel");
}

test("the demo's settings, every tunnel and the save bar's problem have no word left in the code", async () => {
  const user = userEvent.setup();
  const tunnels = [
    "off",
    "cloudflared",
    "ngrok",
    "cloudflared-named:hooks.example.com",
    "url:https://pacer.example.com",
    "command:mytunnel {port}",
  ];
  for (const tunnel of tunnels) {
    vi.mocked(api.settings).mockResolvedValue(
      settings({
        tunnel,
        readable_folders: ["/home/user/Invoices"],
        prices: { currency: "USD", per_category: { MARKETING: 0.0475 } },
      }),
    );
    const { unmount } = renderScreen(<SettingsScreen />, { language: "en-XA" });
    await screen.findByTestId("settings");
    await screen.findByTestId("settings-api-key");
    expect(leftInEnglish(), tunnel).toEqual([]);
    unmount();
  }

  // The field errors, the save bar's problem and its Undo, the advanced parts, the tunnel's choices.
  renderScreen(<SettingsScreen />, { language: "en-XA" });
  const mps = await screen.findByTestId("settings-mps");
  await user.click(screen.getByTestId("settings-ports-advanced"));
  await user.click(screen.getByTestId("account-advanced"));
  await user.clear(mps);
  await user.type(mps, "2000");
  await user.click(screen.getByTestId("settings-save"));
  expect(screen.getByTestId("settings-save-problem")).toHaveTextContent(/^\[/);
  await user.click(screen.getByTestId("account-test"));
  await screen.findAllByRole("alert");
  const tunnel = screen.getByTestId("settings-tunnel");
  await user.clear(tunnel);
  await waitFor(() => expect(document.querySelectorAll("[data-combobox-option][value='command']")).toHaveLength(1));
  expect(leftInEnglish()).toEqual([]);
}, 60_000);

test("a live account, its connection test, the connect question and the notices have no word left in the code", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ mode: "live", account }));
  vi.mocked(api.testConnection).mockResolvedValue(connectionOk());
  vi.mocked(api.saveSettings).mockRejectedValue({ message: "The engine said no.", details: "port 8091 in use" });
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />, { info: liveInfo, language: "en-XA" });
  await user.click(await screen.findByTestId("account-test"));
  expect(await screen.findByTestId("account-test-result")).toHaveAttribute("data-ok", "true");
  expect(leftInEnglish()).toEqual([]);

  await user.click(screen.getByTestId("account-connect"));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByTestId("account-connect-confirm")).toHaveTextContent(/^\[/);
  expect(leftInEnglish()).toEqual([]);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

  // A refused save: the engine's reason inside Pacer's sentence.
  await user.click(screen.getByTestId("settings-save"));
  await waitFor(() => expect(screen.getByTestId("settings-save-problem")).toHaveTextContent("The engine said no."));
  expect(screen.getByTestId("settings-save-problem").textContent).toMatch(/^\[/);

  // A notice: back to the demo.
  vi.mocked(api.useDemo).mockResolvedValue(demoInfo);
  await user.click(screen.getByTestId("use-demo"));
  await waitFor(() => expect(api.useDemo).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(document.querySelector(".mantine-Notification-root")).not.toBeNull());
  expect(leftInEnglish()).toEqual([]);
}, 60_000);

test("a failed connection test without Meta's reason: Pacer's own words, Meta's details inside them", async () => {
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockResolvedValue(connectionFailed({ problem: null }));
  const user = userEvent.setup();
  renderScreen(<SettingsScreen />, { language: "en-XA" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  expect(await screen.findByTestId("account-test-result")).toHaveAttribute("data-ok", "false");
  expect(leftInEnglish()).toEqual([]);
}, 30_000);

test("in Urdu the screen reads right to left, in Urdu's words", async () => {
  renderScreen(<SettingsScreen />, { language: "ur-PK" });
  expect(await screen.findByRole("heading", { level: 2, name: "ترتیبات" })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
  expect(await screen.findByTestId("settings-save")).toHaveTextContent("ترتیبات محفوظ کریں");
  // A path stays left to right and as it is.
  expect(await screen.findByText(demoInfo.imports_folder)).toHaveAttribute("dir", "ltr");
}, 30_000);

test("Arabic counts Meta's daily limit with its own plurals", async () => {
  const user = userEvent.setup();
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockResolvedValueOnce(connectionOk({ messaging_limit: "TIER_250" }));
  const { unmount } = renderScreen(<SettingsScreen />, { language: "ar" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  // 250: Arabic's "many" (11 to 99 in the last two digits) takes the singular accusative.
  expect(await screen.findByTestId("account-test-result")).toHaveTextContent(/250\u2069? عميلًا في اليوم/);
  unmount();

  vi.mocked(api.testConnection).mockResolvedValueOnce(connectionOk({ messaging_limit: "TIER_2K" }));
  renderScreen(<SettingsScreen />, { language: "ar" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  // 2,000: "other" (hundreds and thousands) takes the singular genitive.
  expect(await screen.findByTestId("account-test-result")).toHaveTextContent(/2,000\u2069? عميل في اليوم/);
}, 30_000);

/** A connection test whose token Meta refused, as the engine says it (a catalogue message). */
const tokenRefused = connectionFailed({
  problem:
    "Meta refused this access token: it has expired or was revoked, or only part of it was pasted. Generate a new one (Business Settings → Users → System users → Generate token) and paste it here.",
  problem_said: { id: "app-meta-token-refused", args: { step: "number" } },
  details: "(#190) Error validating access token: Session has expired",
});

test("in Bahasa the connection test's problem and the templates' count are Pacer's words in Bahasa", async () => {
  const user = userEvent.setup();
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockResolvedValueOnce(tokenRefused);
  const { unmount } = renderScreen(<SettingsScreen />, { language: "id-ID" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  const result = await screen.findByTestId("account-test-result");
  expect(result).toHaveAttribute("data-ok", "false");
  expect(result).toHaveTextContent("Meta menolak token akses ini");
  expect(result).not.toHaveTextContent("Meta refused this access token");
  // Meta's own words stay as Meta wrote them.
  expect(result).toHaveTextContent("Error validating access token");
  unmount();

  vi.mocked(api.testConnection).mockResolvedValueOnce(connectionOk());
  renderScreen(<SettingsScreen />, { language: "id-ID" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  expect(await screen.findByTestId("account-test-result")).toHaveTextContent("12 template, 9 disetujui");
}, 30_000);

test("in Urdu a connection test not sent reads in Urdu, the address as it is", async () => {
  const user = userEvent.setup();
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockResolvedValueOnce(
    connectionFailed({
      problem:
        "Not tested: nothing was sent to http://127.0.0.1:9, because you chose not to send your stored access token there. To test that address, paste the access token meant for it.",
      problem_said: { id: "app-token-not-sent", args: { address: "http://127.0.0.1:9" } },
      details: null,
    }),
  );
  renderScreen(<SettingsScreen />, { language: "ur-PK" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  const result = await screen.findByTestId("account-test-result");
  expect(result).toHaveTextContent("ٹیسٹ نہیں ہوا");
  expect(result).toHaveTextContent("http://127.0.0.1:9");
}, 30_000);

test("the connection test's problem and a refused connect, said by the engine, leave no English in the pseudo-language", async () => {
  const user = userEvent.setup();
  vi.mocked(api.settings).mockResolvedValue(settings({ account }));
  vi.mocked(api.testConnection).mockResolvedValueOnce(tokenRefused);
  renderScreen(<SettingsScreen />, { language: "en-XA" });
  await screen.findByDisplayValue("1234567890");
  await user.click(screen.getByTestId("account-test"));
  expect(await screen.findByTestId("account-test-result")).toHaveAttribute("data-ok", "false");
  expect(leftInEnglish()).toEqual([]);

  // The test itself refused (a UiError with the engine's catalogue message).
  vi.mocked(api.testConnection).mockRejectedValueOnce({
    code: "input",
    message: "Paste the access token first (Meta Business Manager → System users → Generate token).",
    details: null,
    said: { id: "app-paste-access-token", args: {} },
  });
  await user.click(screen.getByTestId("account-test"));
  // "Paste the access token first", accented: the catalogue's words, not the engine's English.
  await waitFor(() => expect(screen.getByTestId("account-test-result")).toHaveTextContent(/Ƥáášţéé ţĥéé ááççééšš/));
  expect(screen.getByTestId("account-test-result").textContent).toMatch(/\[/);
  expect(leftInEnglish()).toEqual([]);
}, 30_000);
