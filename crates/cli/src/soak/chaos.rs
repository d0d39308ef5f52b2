//! The chaos itself: SIGKILLs of `pacer serve`, Meta outages and the webhook receiver
//! unreachable, each at its planned time (`plan.rs` draws them), and the record of what it did.

use std::time::Duration;

use serde::Serialize;
use tokio::time::Instant;

use super::SoakArgs;
use super::load::Api;
use super::plan::{self, Plan};
use super::process::ServeProcess;
use super::relay::Relay;
use super::watch::{count, pace, stats};

/// What the chaos did.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Chaos {
    /// SIGKILLs of `pacer serve`.
    pub kills: u32,
    /// Starts of `pacer serve` (first start and restarts).
    pub starts: u32,
    /// Meta outages started, and their total simulated length in seconds.
    pub outages: u32,
    /// Simulated seconds of outage.
    pub outage_seconds: f64,
    /// Real and simulated seconds the webhook receiver was unreachable.
    pub receiver_down_s: f64,
    /// The same, in simulated time.
    pub receiver_down_sim_s: f64,
    /// Webhook POSTs answered 502 by the relay because Pacer was dead.
    pub webhook_posts_while_pacer_dead: u64,
    /// `pacer serve` exits the soak did not cause.
    pub crashes: Vec<String>,
    /// Panics in `pacer serve`'s log.
    pub panics: Vec<String>,
    /// Whether the last stop (SIGTERM) was clean.
    pub clean_stop: bool,
    /// Seconds from the end of the chaos until every message was final (`None`: never).
    pub drained_after_s: Option<f64>,
    /// What happened when, in the simulator's time (for reading its log).
    pub timeline: Vec<String>,
}

impl Chaos {
    /// Notes an event at the simulator's current time.
    pub fn log(&mut self, sim: &pacer_sim::SimHandle, what: &str) {
        self.timeline
            .push(format!("{:10.3} s  {what}", sim.sim_time().as_secs_f64()));
    }
}

enum Event {
    Kill(plan::Kill),
    Outage(Duration),
    ReceiverDown,
    ReceiverUp,
}

/// Kills, outages and the receiver outage, at their planned times; a line of progress every
/// 10 s; watches that `pacer serve` does not die on its own.
#[allow(clippy::too_many_arguments)]
pub async fn run_chaos(
    plan: &Plan,
    args: &SoakArgs,
    start: Instant,
    serve: &mut ServeProcess,
    sim: &pacer_sim::SimHandle,
    relay: &Relay,
    api: &Api,
    chaos: &mut Chaos,
) -> anyhow::Result<()> {
    let mut events: Vec<(Duration, Event)> = Vec::new();
    events.extend(plan.kills.iter().map(|k| (k.at, Event::Kill(*k))));
    events.extend(plan.outages.iter().map(|(at, l)| (*at, Event::Outage(*l))));
    if let Some((at, length)) = plan.receiver_down {
        events.push((at, Event::ReceiverDown));
        events.push((at + length, Event::ReceiverUp));
        chaos.receiver_down_s = length.as_secs_f64();
        chaos.receiver_down_sim_s = length.as_secs_f64() / args.time_scale;
    }
    events.sort_by_key(|(at, _)| *at);
    let mut events = events.into_iter().peekable();
    let mut next_progress = start + Duration::from_secs(10);
    let end = start + plan.duration;
    loop {
        let now = Instant::now();
        if now >= next_progress {
            next_progress += Duration::from_secs(10);
            let pacer_stats = stats(api, now + Duration::from_secs(5)).await;
            let pacer = pacer_stats
                .as_ref()
                .and_then(|stats| stats["messages_by_state"].as_object().cloned());
            let stats = sim.stats();
            println!(
                "  {:>4.0} s: Meta accepted {}, Pacer has {} waiting; {} kills so far",
                start.elapsed().as_secs_f64(),
                pacer_engine::numbers::thousands(stats.counters.accepted),
                pacer
                    .map(|s| pacer_engine::numbers::thousands(count(
                        &s,
                        &["queued", "deferred", "in_doubt", "sending"]
                    )))
                    .unwrap_or_else(|| "?".into()),
                chaos.kills
            );
            if let Some(stats) = &pacer_stats {
                println!("             {}", pace(stats));
            }
        }
        let due = events.peek().map(|(at, _)| start + *at);
        match due {
            Some(due) if due <= now => {}
            _ if now >= end => break,
            _ => {
                let wake = due
                    .unwrap_or(end)
                    .min(end)
                    .min(next_progress)
                    .min(now + Duration::from_millis(500));
                tokio::time::sleep_until(wake).await;
                serve.revive_if_dead().await?;
                continue;
            }
        }
        let Some((_, event)) = events.next() else {
            continue;
        };
        match event {
            Event::Kill(kill) => {
                serve.kill().await?;
                chaos.kills += 1;
                chaos.log(sim, "SIGKILL pacer serve");
                tokio::time::sleep(kill.down_for).await;
                serve.start().await?;
                chaos.log(sim, "pacer serve answers again");
            }
            Event::Outage(length) => {
                sim.start_outage(length);
                chaos.outages += 1;
                chaos.outage_seconds += length.as_secs_f64();
                chaos.log(
                    sim,
                    &format!("Meta outage for {:.1} s", length.as_secs_f64()),
                );
            }
            Event::ReceiverDown => {
                relay.set_up(false);
                chaos.log(sim, "webhook receiver unreachable");
            }
            Event::ReceiverUp => {
                relay.set_up(true);
                chaos.log(sim, "webhook receiver reachable again");
            }
        }
    }
    Ok(())
}
