// Realistic Home views for tests.
import type { HomeView } from "../../bindings/HomeView";
import type { Progress } from "../../bindings/Progress";
import type { Stats } from "../../bindings/Stats";
import type { TunnelState } from "../../bindings/TunnelState";

export function stats(over: Partial<Stats> = {}): Stats {
  return {
    queued_express: 3,
    queued_bulk: 1_840,
    deferred: 120,
    paused: 0,
    in_doubt: 2,
    in_flight: 12,
    in_flight_limit: 64,
    rate_limit: 80,
    rate_target: 79.2,
    rate_inbound: 0,
    rate_sent: 72,
    departures: 10_412,
    throttled: 0,
    connection_losses: 0,
    circuit: { state: "closed", reason: null, reason_said: null, code: null, probe_at: null },
    connection: { state: "online", since: null, cause: null, waiting: 0, next_try_at: null },
    paused_batches: [],
    tier_used: 1_204,
    tier_limit: 2_000,
    tier_waiting: 0,
    express_latency_ms: { count: 40, p50: 8, p99: 14, max: 20 },
    express_slots_waited: { count: 40, p50: 0, p99: 1, max: 2 },
    fatal: null,
    recovered: [],
    ...over,
  };
}

export function progress(over: Partial<Progress> = {}): Progress {
  return {
    id: "cmp_nov",
    name: "November invoices",
    state: "running",
    total: 1_250,
    by_state: { sent: 300, delivered: 800, read: 104, queued: 46 },
    finished: 904,
    sent: 1_204,
    waiting: 0,
    paused_reason: null,
    paused_reason_said: null,
    launch: null,
    summary: "904 of 1,250 delivered, 104 read so far, 0 failed.",
    summary_said: { id: "engine-campaign-progress", args: { delivered: 904, total: 1250, read: 104, failed: 0, expired: 0, waiting: 0 } },
    ...over,
  };
}

export function tunnel(over: Partial<TunnelState> = {}): TunnelState {
  return {
    status: "up",
    provider: "cloudflared",
    public_url: "https://quiet-river-1234.trycloudflare.com",
    callback_url: "https://quiet-river-1234.trycloudflare.com/webhook",
    since: 1_764_490_000_000,
    restarts: 0,
    last_error: null,
    last_error_said: [],
    failure: null,
    next_retry_at: null,
    registration: null,
    ...over,
  };
}

export function homeView(over: Partial<HomeView> = {}, statsOver: Partial<Stats> = {}): HomeView {
  return {
    at: 1_764_490_000_000,
    stats: stats(statsOver),
    tunnel: null,
    webhooks: { last_received_at: null, waiting: 0 },
    messages_by_state: { Delivered: 800, Read: 104, Sent: 300 },
    tier_warning: null,
    active: [],
    ...over,
  };
}
