// The app's problem banner: why Pacer is not sending, said by the engine as a catalogue message,
// reads in the person's language and leaves no English behind.
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";

import type { AppInfo } from "../bindings/AppInfo";
import { demoInfo, renderScreen, untranslatedText } from "../test/render";
import { ProblemBanner } from "./ProblemBanner";

/** The engine did not start: the local API's port is taken. */
const portTaken: AppInfo = {
  ...demoInfo,
  running: false,
  problem:
    "cannot listen on 127.0.0.1:8091 for the local API (Address in use (os error 98)); is another program using that port? Another Pacer (or `pacer serve`) may be running: close it, or change the ports in Settings → Advanced.",
  problem_said: {
    id: "app-start-port-in-use",
    args: { what: "api", addr: "127.0.0.1:8091", detail: "Address in use (os error 98)" },
  },
};

/** Live mode without an account. */
const noAccount: AppInfo = {
  ...demoInfo,
  mode: "live",
  running: false,
  problem: "No Meta account is connected yet. Connect one in Settings → Meta account, or use the demo.",
  problem_said: { id: "app-no-account", args: {} },
};

test("in Bahasa the banner says why Pacer is not sending, the address and the system's words as they are", () => {
  renderScreen(<ProblemBanner info={portTaken} restarting={false} onRestart={() => {}} />, {
    language: "id-ID",
  });
  const banner = screen.getByTestId("problem-banner");
  expect(banner).toHaveTextContent("tidak dapat mendengarkan di 127.0.0.1:8091 untuk API lokal");
  expect(banner).toHaveTextContent("Address in use (os error 98)");
  expect(banner).toHaveTextContent("Pengaturan → Lanjutan");
  expect(banner).not.toHaveTextContent("Another Pacer");
});

test("in Urdu the banner reads in Urdu", () => {
  renderScreen(<ProblemBanner info={noAccount} restarting={false} onRestart={() => {}} />, {
    language: "ur-PK",
  });
  expect(screen.getByTestId("problem-banner")).toHaveTextContent("ابھی کوئی Meta اکاؤنٹ منسلک نہیں ہے۔");
});

test("in the pseudo-language no word of the banner is left in English", () => {
  for (const info of [portTaken, noAccount]) {
    const { unmount } = renderScreen(<ProblemBanner info={info} restarting={false} onRestart={() => {}} />, {
      language: "en-XA",
    });
    const banner = screen.getByTestId("problem-banner");
    expect(banner.textContent).toMatch(/\[/);
    expect(untranslatedText()).toEqual([]);
    unmount();
  }
});

test("an old problem without a catalogue message is shown in the engine's English, marked as such", () => {
  const old: AppInfo = { ...demoInfo, running: false, problem: "Something the engine said.", problem_said: null };
  renderScreen(<ProblemBanner info={old} restarting={false} onRestart={() => {}} />, { language: "id-ID" });
  expect(screen.getByText("Something the engine said.")).toHaveAttribute("translate", "no");
});
