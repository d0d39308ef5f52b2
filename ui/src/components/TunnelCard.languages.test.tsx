import { screen } from "@testing-library/react";
import { expect, test } from "vitest";

import type { TunnelState } from "../bindings/TunnelState";
import { tunnel } from "../screens/home/fixtures";
import { renderScreen, untranslatedText } from "../test/render";
import { TunnelStatusText } from "./TunnelCard";

/** A tunnel that stopped, and whose address Meta could not verify: what the engine says of
 * both, as catalogue messages. */
const down: TunnelState = tunnel({
  status: "down",
  public_url: null,
  callback_url: null,
  last_error: "The tunnel stopped (exit code 1). Pacer restarts it in 2 min 30 s. Messages still go out; delivery updates catch up when it is back.",
  last_error_said: [
    { id: "tunnel-stopped-code", args: { code: 1 } },
    { id: "tunnel-next-restart", args: { minutes: 2, seconds: 30 } },
  ],
  failure: { code: "exited", exit_code: 1, last_output: null },
  next_retry_at: 1_764_490_150_000,
  registration: {
    callback_url: "https://quiet-river-1234.trycloudflare.com/webhook",
    verified: false,
    message: "Meta could not verify the webhook URL: timeout. Pacer asks again in 1 min.",
    message_said: [
      { id: "tunnel-registration-not-verified", args: { explanation: "timeout." } },
      { id: "tunnel-registration-asks-again", args: { minutes: 1, seconds: 0 } },
    ],
    at: 1_764_490_000_000,
    next_attempt_at: 1_764_490_060_000,
  },
});

test("why the tunnel is down reads in the person's language, with the wait in its words", () => {
  renderScreen(<TunnelStatusText tunnel={down} mode="live" />, { language: "ur-PK" });
  expect(document.body).toHaveTextContent("ٹنل رک گئی (ایگزٹ کوڈ \u20681\u2069)۔");
  expect(document.body).toHaveTextContent("منٹ");
  expect(screen.getByTestId("tunnel-registration")).toHaveTextContent("Meta ویب ہک URL کی تصدیق نہیں کر سکا");
});

test("in the pseudo-language nothing the engine said about the tunnel is left in English", () => {
  renderScreen(<TunnelStatusText tunnel={down} mode="live" />, { language: "en-XA" });
  expect(untranslatedText()).toEqual([]);
});

test("the engine's relative 'asks again in 1 min' gives way to the window's time of day", () => {
  renderScreen(<TunnelStatusText tunnel={down} mode="live" />, { language: "en" });
  const registration = screen.getByTestId("tunnel-registration");
  expect(registration).toHaveTextContent("Meta could not verify the webhook URL: timeout.");
  expect(registration).not.toHaveTextContent("asks again in 1 min");
  expect(document.body).toHaveTextContent("Pacer restarts it in 2 min 30 s.");
});
