import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { api, events } from "../../api";
import type { HomeView } from "../../bindings/HomeView";
import { demoInfo, renderScreen } from "../../test/render";
import { homeView, progress, tunnel } from "./fixtures";
import Home from "./Home";

const pushed = vi.hoisted(() => ({ handler: null as ((view: HomeView) => void) | null }));

vi.mock("../../api", () => ({
  api: { home: vi.fn(), resumeSending: vi.fn() },
  events: {
    onHome: vi.fn(async (handler: (view: HomeView) => void) => {
      pushed.handler = handler;
      return () => {};
    }),
  },
}));

// Recharts measures its container, which jsdom cannot: keep that warning out of the output.
const warn = console.warn.bind(console);
vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
  if (String(args[0]).includes("of chart should be greater than 0")) return;
  warn(...args);
});

const liveInfo = { ...demoInfo, mode: "live" as const, samples: null, phone_number_id: "1234567890", waba_id: "9876543210" };

beforeEach(() => {
  vi.clearAllMocks();
  pushed.handler = null;
  vi.mocked(api.home).mockRejectedValue({ message: "Pacer is still starting. Try again in a moment.", details: null });
});

function push(view: HomeView) {
  act(() => {
    if (!pushed.handler) throw new Error("Home did not listen for the home event");
    pushed.handler(view);
  });
}

test("waits quietly until Pacer reports, listening for pushed views instead of polling", async () => {
  renderScreen(<Home />);
  expect(screen.getByText(/Waiting for Pacer's engine/)).toBeInTheDocument();
  expect(events.onHome).toHaveBeenCalledTimes(1);
  expect(api.home).toHaveBeenCalledTimes(1);
});

test("shows the numbers of a pushed view: campaigns, queues per lane, rate, limit, latency", async () => {
  renderScreen(<Home />);
  push(homeView({ active: [progress()] }));

  expect(screen.getByText("November invoices")).toBeInTheDocument();
  expect(screen.getByText(/1,204 of 1,250 sent \(96 %\)/)).toBeInTheDocument();

  expect(within(screen.getByTestId("home-queue-express")).getByText("3")).toBeInTheDocument();
  expect(within(screen.getByTestId("home-queue-express")).getByText("OTPs & alerts waiting")).toBeInTheDocument();
  expect(within(screen.getByTestId("home-queue-bulk")).getByText("1,840")).toBeInTheDocument();
  expect(within(screen.getByTestId("home-queue-deferred")).getByText("120")).toBeInTheDocument();
  expect(within(screen.getByTestId("home-queue-in-doubt")).getByText(/never sent twice/)).toBeInTheDocument();
  expect(screen.getByText("OTPs leave in 8 ms (p99 14 ms).")).toBeInTheDocument();

  const rate = screen.getByTestId("home-rate");
  expect(within(rate).getByTestId("home-rate-now")).toHaveTextContent("72");
  expect(within(rate).getByText("messages/s of 80 allowed")).toBeInTheDocument();

  expect(within(screen.getByTestId("home-tier")).getByText("1,204 of 2,000 customers today")).toBeInTheDocument();
  expect(screen.getByTestId("home-circuit")).toHaveTextContent("Sending normally");
});

test("the next pushed view replaces the numbers", async () => {
  renderScreen(<Home />);
  push(homeView({}, { queued_bulk: 1_840 }));
  push(homeView({ at: 1_764_490_001_000 }, { queued_bulk: 1_700, rate_sent: 64 }));
  expect(within(screen.getByTestId("home-queue-bulk")).getByText("1,700")).toBeInTheDocument();
  expect(screen.getByTestId("home-rate-now")).toHaveTextContent("64");
});

test("says what to do when nothing is sending", async () => {
  renderScreen(<Home />);
  push(homeView());
  expect(screen.getByTestId("home-sending-empty")).toHaveTextContent(
    "Nothing is sending. Launch a campaign from Campaigns, or send OTPs through the local API",
  );
});

test("the view fetched at mount shows before the first push", async () => {
  vi.mocked(api.home).mockResolvedValue(homeView({}, { queued_express: 9 }));
  renderScreen(<Home />);
  expect(await screen.findByTestId("home-queue-express")).toHaveTextContent("9");
});

test("throttling is a calm note, not an error", async () => {
  renderScreen(<Home />);
  push(homeView({}, { throttled: 0 }));
  expect(screen.queryByTestId("home-throttled")).not.toBeInTheDocument();
  push(homeView({ at: 1_764_490_001_000 }, { throttled: 3, rate_target: 60 }));
  expect(screen.getByTestId("home-throttled")).toHaveTextContent("Meta asked Pacer to slow down; it did, by itself.");
  expect(screen.getByText(/Pacer aims for 60\/s for now/)).toBeInTheDocument();
});

test("customers writing in lower the rate, and Home says why", async () => {
  renderScreen(<Home />);
  push(homeView({}, { rate_target: 79.2, rate_inbound: 0 }));
  expect(screen.queryByTestId("home-rate-inbound")).not.toBeInTheDocument();
  expect(screen.queryByText(/Pacer aims for/)).not.toBeInTheDocument();
  push(homeView({ at: 1_764_490_001_000 }, { rate_target: 59.2, rate_inbound: 20 }));
  expect(screen.getByTestId("home-rate-inbound")).toHaveTextContent(
    "Customers are writing in: up to 20 messages/s. Meta counts them against the same limit, so Pacer leaves them room.",
  );
  expect(screen.getByText(/Pacer aims for 59\/s for now/)).toBeInTheDocument();
});

test("without a connection to WhatsApp, Home says since when, why, how many wait, and that nothing is lost", () => {
  renderScreen(<Home />);
  const since = 1_764_490_001_000 - 4 * 60_000 - 5_000;
  push(
    homeView(
      { at: 1_764_490_001_000 },
      {
        connection: {
          state: "offline",
          since,
          cause: "This computer cannot connect to WhatsApp's servers: the internet connection is down, or a firewall blocks it.",
          waiting: 1_234,
          next_try_at: 1_764_490_031_000,
        },
      },
    ),
  );
  const card = screen.getByTestId("home-connection");
  expect(card).toHaveTextContent(/No connection to WhatsApp since \d\d:\d\d:\d\d \(4 min\)/);
  expect(screen.getByTestId("home-connection-waiting")).toHaveTextContent(
    "1,234 messages wait and go as soon as it is back; nothing is lost and nothing fails because of it.",
  );
  expect(screen.getByTestId("home-connection-cause")).toHaveTextContent("the internet connection is down");
  expect(screen.queryByText("Sending normally")).not.toBeInTheDocument();
});

test("with the connection there, Home shows no connection card", () => {
  renderScreen(<Home />);
  push(homeView());
  expect(screen.queryByTestId("home-connection")).not.toBeInTheDocument();
  expect(screen.getByTestId("home-circuit")).toHaveTextContent("Sending normally");
});

test("an open circuit shows its reason and code; Resume asks first, then resumes", async () => {
  vi.mocked(api.resumeSending).mockResolvedValue(true);
  const user = userEvent.setup();
  renderScreen(<Home />);
  push(
    homeView(
      {},
      {
        circuit: {
          state: "open",
          reason:
            "Meta reports a problem with your payment method. Fix it in Meta Business Manager → Billing, then press Resume.",
          reason_said: { id: "meta-code-payment", args: {} },
          code: 131042,
          probe_at: null,
        },
      },
    ),
  );
  const circuit = screen.getByTestId("home-circuit");
  expect(circuit).toHaveTextContent("Sending is stopped");
  expect(circuit).toHaveTextContent("Meta reports a problem with your payment method.");
  expect(circuit).toHaveTextContent("Meta error code 131042");

  await user.click(screen.getByTestId("home-resume"));
  expect(await screen.findByText("Resume only after fixing the cause")).toBeInTheDocument();
  expect(api.resumeSending).not.toHaveBeenCalled();

  await user.click(screen.getByTestId("home-resume-confirm"));
  await waitFor(() => expect(api.resumeSending).toHaveBeenCalledTimes(1));
  expect(await screen.findByText(/Sending resumed/)).toBeInTheDocument();
});

test("a sender stopped by an internal error is shown in plain words, never as sending normally", async () => {
  renderScreen(<Home />);
  const text =
    "Pacer's sender stopped because of an internal error at 10:42, so Pacer sends nothing and takes no new messages until it is restarted. Nothing is lost: every message is in the database and goes out after the restart. Restart Pacer; if it happens again, use Copy diagnostics in Settings and send the text to us.";
  push(
    homeView(
      {},
      {
        fatal: {
          part: "dispatcher",
          campaign: null,
          message: "index out of bounds",
          since: 1_764_490_000_000,
          times: 1,
          text,
        },
      },
    ),
  );
  const fatal = screen.getByTestId("home-fatal");
  expect(fatal).toHaveTextContent("Pacer has stopped: restart it");
  expect(fatal).toHaveTextContent(text);
  expect(fatal).toHaveTextContent("Details: index out of bounds");
  expect(screen.queryByText("Sending normally")).not.toBeInTheDocument();
});

test("a part Pacer started again by itself is a calm note beside sending normally", async () => {
  renderScreen(<Home />);
  push(
    homeView(
      {},
      {
        recovered: [
          {
            part: "webhook_applier",
            campaign: null,
            message: "called `Option::unwrap()` on a `None` value",
            since: 1_764_490_000_000,
            times: 2,
            text: "Pacer's reader of delivery updates stopped because of an internal error at 10:42 and started again by itself (2 times since Pacer started). Nothing is lost: updates wait in the database until they are read. Pacer carries on; if it happens again, use Copy diagnostics in Settings and send the text to us.",
          },
        ],
      },
    ),
  );
  expect(screen.getByTestId("home-recovered")).toHaveTextContent("started again by itself (2 times since Pacer started)");
  expect(screen.queryByTestId("home-fatal")).not.toBeInTheDocument();
  expect(screen.getByTestId("home-circuit")).toHaveTextContent("Sending normally");
});

test("cancelling the Resume question resumes nothing", async () => {
  const user = userEvent.setup();
  renderScreen(<Home />);
  push(homeView({}, { circuit: { state: "open", reason: "Your Meta access token has expired.", reason_said: null, code: 190, probe_at: null } }));
  await user.click(screen.getByTestId("home-resume"));
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(api.resumeSending).not.toHaveBeenCalled();
});

test("the daily limit warns at 80 % and says when it is reached", async () => {
  renderScreen(<Home />);
  push(
    homeView(
      {
        tier_warning: {
          level: "near",
          text: "1,600 of 2,000 customers used today (80 %). A large campaign now would be split: Pacer shows the plan before you launch.",
          text_said: { id: "engine-plan-limit-near", args: { used: 1600, limit: 2000, percent: 80 } },
        },
      },
      { tier_used: 1_600 },
    ),
  );
  let warning = screen.getByTestId("home-tier-warning");
  expect(warning).toHaveAttribute("data-level", "near");
  expect(warning).toHaveTextContent("1,600 of 2,000 customers used today (80 %)");

  push(
    homeView(
      {
        at: 1_764_490_001_000,
        tier_warning: {
          level: "reached",
          text: "Meta's daily limit is reached: 2000 of 2000 customers today. New campaign messages wait until customers from yesterday drop out of the last 24 hours; Pacer sends them by itself then.",
          text_said: { id: "engine-plan-limit-reached", args: { used: 2000, limit: 2000 } },
        },
      },
      { tier_used: 2_000, tier_waiting: 340 },
    ),
  );
  warning = screen.getByTestId("home-tier-warning");
  expect(warning).toHaveAttribute("data-level", "reached");
  expect(warning).toHaveTextContent("Meta's daily limit is reached");
  expect(screen.getByTestId("home-tier-waiting")).toHaveTextContent("340 messages wait for tomorrow's limit.");
});

test("no warning below 80 %", async () => {
  renderScreen(<Home />);
  push(homeView());
  expect(screen.queryByTestId("home-tier-warning")).not.toBeInTheDocument();
});

test("paused campaigns show their reason", async () => {
  renderScreen(<Home />);
  push(
    homeView(
      { active: [progress({ state: "paused", paused_reason: "Meta paused the template \"invoice_reminder\" because of low quality." })] },
      {
        paused_batches: [
          {
            batch: "cmp_nov",
            reason: "Meta paused the template \"invoice_reminder\" because of low quality.",
            reason_said: null,
          },
        ],
      },
    ),
  );
  expect(screen.getByTestId("home-paused")).toHaveTextContent(
    "November invoices: Meta paused the template \"invoice_reminder\" because of low quality.",
  );
});

test("the tunnel: in the demo updates come from the simulated Meta", async () => {
  renderScreen(<Home />);
  push(homeView());
  expect(screen.getByTestId("home-tunnel")).toHaveTextContent("Delivery updates come from the simulated Meta");
});

test("delivery updates: says when the last arrived and how many wait to be applied", async () => {
  renderScreen(<Home />, { info: liveInfo });
  push(homeView({ at: 1_764_490_012_000, webhooks: { last_received_at: 1_764_490_000_000, waiting: 0 } }));
  expect(screen.getByTestId("home-webhooks")).toHaveTextContent("Last delivery update 12 s ago.");
  push(homeView({ at: 1_764_490_300_000, webhooks: { last_received_at: 1_764_490_000_000, waiting: 1_250 } }));
  expect(screen.getByTestId("home-webhooks")).toHaveTextContent(
    "Last delivery update 5 min ago. 1,250 waiting to be applied.",
  );
});

test("delivery updates: before the first, says they come once messages are sent", async () => {
  renderScreen(<Home />);
  push(homeView());
  expect(screen.getByTestId("home-webhooks")).toHaveTextContent("No delivery update has arrived yet");
});

test("the tunnel: live without one explains that delivery updates need it", async () => {
  renderScreen(<Home />, { info: liveInfo });
  push(homeView({ tunnel: null }));
  expect(screen.getByTestId("home-tunnel")).toHaveTextContent("Settings → Delivery updates");
});

test("the tunnel: up shows the callback address and whether Meta verified it", async () => {
  renderScreen(<Home />, { info: liveInfo });
  push(
    homeView({
      tunnel: tunnel({
        registration: {
          callback_url: "https://quiet-river-1234.trycloudflare.com/webhook",
          verified: true,
          message: "Meta verified https://quiet-river-1234.trycloudflare.com/webhook and will send delivery updates there.",
          message_said: [
            {
              id: "tunnel-registration-verified",
              args: { url: "https://quiet-river-1234.trycloudflare.com/webhook" },
            },
          ],
          at: 1_764_490_000_000,
          next_attempt_at: null,
        },
      }),
    }),
  );
  const card = screen.getByTestId("home-tunnel");
  expect(card).toHaveTextContent("https://quiet-river-1234.trycloudflare.com/webhook");
  expect(card).toHaveTextContent("Meta verified https://quiet-river-1234.trycloudflare.com/webhook and will send");
});

test("the tunnel: down shows the reason in words", async () => {
  renderScreen(<Home />, { info: liveInfo });
  push(
    homeView({
      tunnel: tunnel({
        status: "down",
        public_url: null,
        callback_url: null,
        last_error: "The tunnel stopped (exit code 1). Pacer restarts it in 4 s. Messages still go out; delivery updates catch up when it is back.",
        last_error_said: [
          { id: "tunnel-stopped-code", args: { code: 1 } },
          { id: "tunnel-next-restart", args: { minutes: 0, seconds: 4 } },
        ],
        failure: { code: "exited", exit_code: 1, last_output: "failed to connect to the edge" },
      }),
    }),
  );
  const card = screen.getByTestId("home-tunnel");
  expect(card).toHaveTextContent(
    "The tunnel stopped (exit code 1). Pacer restarts it in 4 s. Messages still go out; delivery updates catch up when it is back.",
  );
  expect(card).toHaveTextContent("Details: failed to connect to the edge");
});

/** This window as a desk of the office Pacer, reachable or not. */
function deskInfo(reachable: boolean) {
  return {
    ...demoInfo,
    desk: {
      address: "https://192.168.1.20:8093",
      office_name: "Shop office",
      desk_name: "Front desk",
      fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
      role: "staff" as const,
      reachable,
      locked_out: false,
      problem: reachable ? null : { id: "desk-unreachable" as const, args: { address: "https://192.168.1.20:8093" } },
    },
  };
}

test("on a desk, Home shows the office's tunnel and webhooks, not this PC's demo, and no local API hint", () => {
  renderScreen(<Home />, { info: deskInfo(true) });
  push(homeView({ tunnel: tunnel(), webhooks: { last_received_at: null, waiting: 3 } }));
  const card = screen.getByTestId("home-tunnel");
  expect(card).not.toHaveTextContent(/demo|simulated/i);
  expect(within(card).getByTestId("home-webhooks")).toHaveTextContent("3");
  expect(screen.getByTestId("home-sending-empty")).toHaveTextContent("Nothing is sending. Launch a campaign from Campaigns.");
  expect(screen.getByTestId("home-sending-empty")).not.toHaveTextContent("local API");
  expect(screen.getByTestId("home-circuit")).toHaveTextContent("Sending normally");
  expect(screen.queryByTestId("home-desk-stale")).not.toBeInTheDocument();
});

test("on a desk whose office cannot be reached, the last figures are said to be old, not 'sending normally'", () => {
  renderScreen(<Home />, { info: deskInfo(false) });
  push(homeView());
  expect(screen.queryByTestId("home-circuit")).not.toBeInTheDocument();
  expect(screen.getByTestId("home-desk-stale")).toHaveTextContent(/The office Pacer cannot be reached: these are its figures from/);
});
