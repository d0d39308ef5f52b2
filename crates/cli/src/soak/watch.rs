//! Watching Pacer from outside while the soak runs: its `/v1/stats` for the progress lines,
//! and the drain after the chaos, which waits until every message is final.

use std::time::Duration;

use pacer_sim::SimHandle;
use serde_json::Value;
use tokio::time::Instant;

use super::load::Api;
use super::process::ServeProcess;

/// Pacer's `/v1/stats`.
pub async fn stats(api: &Api, deadline: Instant) -> Option<Value> {
    match api.get("/v1/stats", deadline).await {
        Ok((200, stats)) => Some(stats),
        _ => None,
    }
}

/// How fast Pacer sends and aims to, and what holds it, from its `/v1/stats`: what a slow
/// drain is read by.
pub fn pace(stats: &Value) -> String {
    let rate = |name: &str| {
        stats[name]
            .as_f64()
            .map_or("?".into(), |r| format!("{r:.0}"))
    };
    format!(
        "sending {}/s aiming at {}/s (limit {}, customers {}), in flight {} of {}, throttled {}, offline {} times",
        rate("rate_sent"),
        rate("rate_target"),
        rate("rate_limit"),
        rate("rate_inbound"),
        stats["in_flight"],
        stats["in_flight_limit"],
        stats["throttled"],
        stats["connection_losses"],
    )
}

/// How many messages Pacer has in the states named.
pub fn count(states: &serde_json::Map<String, Value>, names: &[&str]) -> u64 {
    names
        .iter()
        .map(|s| states.get(*s).and_then(Value::as_u64).unwrap_or(0))
        .sum()
}

/// Waits until every message is final in Pacer and every status Meta planned has been
/// acknowledged by the receiver, reviving `pacer serve` if it dies; a line of progress every
/// 5 s. Returns the seconds it took, or `None` when `timeout_s` (real seconds) ran out first.
pub async fn drain(
    serve: &mut ServeProcess,
    api: &Api,
    sim: &SimHandle,
    timeout_s: f64,
) -> anyhow::Result<Option<f64>> {
    let drain_start = Instant::now();
    let drain_deadline = drain_start + Duration::from_secs_f64(timeout_s);
    let mut last_print = Instant::now();
    loop {
        serve.revive_if_dead().await?;
        let pacer_stats = stats(api, drain_deadline).await;
        let pacer = pacer_stats
            .as_ref()
            .and_then(|stats| stats["messages_by_state"].as_object().cloned());
        let open = pacer.as_ref().map_or(u64::MAX, |s| {
            count(s, &["queued", "sending", "deferred", "in_doubt", "sent"])
        });
        // Only once Pacer has nothing open: counting holds the simulator's lock.
        let unacknowledged = (open == 0).then(|| sim.unacknowledged());
        if unacknowledged == Some(0) {
            return Ok(Some(drain_start.elapsed().as_secs_f64()));
        }
        if Instant::now() > drain_deadline {
            println!("  drain: gave up after {:.0} s", timeout_s);
            return Ok(None);
        }
        if last_print.elapsed() >= Duration::from_secs(5) {
            last_print = Instant::now();
            println!(
                "  draining {:.0} s: {} not final in Pacer {}{}",
                drain_start.elapsed().as_secs_f64(),
                open,
                pacer
                    .as_ref()
                    .map(|s| format!(
                        "(in doubt {}, sent {}, queued/deferred {})",
                        count(s, &["in_doubt"]),
                        count(s, &["sent"]),
                        count(s, &["queued", "deferred", "sending"])
                    ))
                    .unwrap_or_default(),
                unacknowledged
                    .map(|n| format!(", {n} statuses not yet acknowledged"))
                    .unwrap_or_default()
            );
            if let Some(stats) = &pacer_stats {
                println!("             {}", pace(stats));
            }
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
