//! `pacer sim`: the Cloud API simulator as a command, and `pacer sim check LOG`.

use std::collections::HashSet;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use pacer_sim::{CheckReport, Outage, PairLimit, SimConfig, Tier};

/// `pacer sim [FLAGS]` or `pacer sim check LOG`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct SimCommand {
    #[command(subcommand)]
    check: Option<SimSubcommand>,
    #[command(flatten)]
    args: SimArgs,
}

#[derive(Debug, Subcommand)]
enum SimSubcommand {
    /// Read a simulator log: accepted, refused by code, the most accepted in any second,
    /// pair-limit violations, duplicates.
    Check(CheckArgs),
}

#[derive(Debug, Args)]
struct CheckArgs {
    /// The JSON-lines log written with `pacer sim --log FILE`.
    log: PathBuf,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
    /// Exit with status 1 when the run broke a limit or sent anything twice.
    #[arg(long)]
    strict: bool,
}

/// The simulator's settings. Durations are simulated time (see --time-scale). Its `Debug`
/// leaves out the token and the app secret.
#[derive(Args)]
struct SimArgs {
    /// Address to listen on. Keep it on loopback: the /_sim control routes have no key.
    #[arg(long, default_value = "127.0.0.1:8090", env = "PACER_SIM_ADDR")]
    addr: SocketAddr,
    /// Messages per second the number may send (Meta: 80; 20 for numbers shared with the
    /// WhatsApp Business app; up to 1000), or "unlimited". Over it: error 130429.
    #[arg(long, default_value = "80")]
    mps: String,
    /// Seconds between two messages to the same recipient (Meta: 6). Faster: error 131056.
    #[arg(long, default_value_t = 6.0)]
    pair_period_s: f64,
    /// Messages to one recipient that may be sent at once, borrowed from later periods (Meta: 45).
    #[arg(long, default_value_t = 45)]
    pair_burst: u32,
    /// Lift the per-recipient pair limit.
    #[arg(long)]
    no_pair_limit: bool,
    /// Messaging limit: unique customers reached by templates outside a service window per
    /// moving 24 h: 250, 2k, 10k, 100k, unlimited (or any number).
    #[arg(long, default_value = "250")]
    tier: String,
    /// Error code of a template beyond the tier (Meta documents none; 131049 by default).
    #[arg(long, default_value_t = 131049)]
    tier_error_code: i64,
    /// Lift every limit: throughput, pair and tier (for measuring capacity).
    #[arg(long)]
    no_limits: bool,
    /// Time to answer each request, in milliseconds.
    #[arg(long, default_value_t = 0)]
    latency_ms: u64,
    /// Random variation of the answer time, plus or minus this many milliseconds.
    #[arg(long, default_value_t = 0)]
    latency_jitter_ms: u64,
    /// The access token requests must carry as `Authorization: Bearer …` (otherwise error 190).
    #[arg(
        long,
        default_value = "sim-access-token",
        env = "PACER_SIM_TOKEN",
        hide_env_values = true
    )]
    token: String,
    /// The app secret that signs webhooks (X-Hub-Signature-256).
    #[arg(
        long,
        default_value = "sim-app-secret",
        env = "PACER_SIM_APP_SECRET",
        hide_env_values = true
    )]
    app_secret: String,
    /// The business phone number's id.
    #[arg(long, default_value = "106540352242922")]
    phone_number_id: String,
    /// The WhatsApp Business Account id.
    #[arg(long, default_value = "102290129340398")]
    waba_id: String,
    /// The business number's digits, as webhooks show it.
    #[arg(long, default_value = "15550783881")]
    display_phone_number: String,
    /// The number's quality rating: GREEN, YELLOW, RED.
    #[arg(long, default_value = "GREEN")]
    quality_rating: String,
    /// Where to POST webhooks (statuses, inbound messages, preferences). Without it, updates
    /// are only logged; `POST /{waba}/subscribed_apps` with `override_callback_uri` sets it.
    #[arg(long)]
    webhook_url: Option<String>,
    /// Write every request and decision to this JSON-lines file (read it with `pacer sim check`).
    #[arg(long)]
    log: Option<PathBuf>,
    /// Seed of every random choice: the same seed and requests give the same run.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Real seconds per simulated second: 0.01 runs 6-second pair periods in 60 ms and a
    /// 24-hour tier window in under 15 minutes. Every limit keeps its proportions.
    #[arg(long, default_value_t = 1.0)]
    time_scale: f64,
    /// Fraction of send requests answered with a 5xx (the message is not sent).
    #[arg(long, default_value_t = 0.0)]
    fail_5xx_rate: f64,
    /// Fraction of send requests accepted (sent) whose answer never comes.
    #[arg(long, default_value_t = 0.0)]
    timeout_rate: f64,
    /// Fraction of send requests accepted (sent) whose connection is reset before the answer.
    #[arg(long, default_value_t = 0.0)]
    reset_rate: f64,
    /// Fraction of send requests whose answer comes after a latency spike (decided on
    /// arrival as usual; only the answer is late).
    #[arg(long, default_value_t = 0.0)]
    latency_spike_rate: f64,
    /// Length of a latency spike in milliseconds (each is 0.5 to 1.5 times this).
    #[arg(long, default_value_t = 5_000)]
    latency_spike_ms: u64,
    /// An outage: START+LENGTH in seconds after start (repeatable), e.g. --outage 30+10.
    /// Sends get 503 with code 2 and are not sent.
    #[arg(long, value_parser = parse_outage)]
    outage: Vec<Outage>,
    /// Fraction of status updates posted twice.
    #[arg(long, default_value_t = 0.01)]
    duplicate_rate: f64,
    /// Fraction of messages whose status updates arrive out of order.
    #[arg(long, default_value_t = 0.02)]
    reorder_rate: f64,
    /// Fraction of read messages whose `delivered` update is skipped.
    #[arg(long, default_value_t = 0.05)]
    skip_delivered_rate: f64,
    /// Fraction of delivered messages that get read.
    #[arg(long, default_value_t = 0.7)]
    read_rate: f64,
    /// Delay from acceptance to `sent`, in ms: LOW-HIGH.
    #[arg(long, default_value = "200-1000", value_parser = parse_range_ms)]
    sent_delay_ms: (Duration, Duration),
    /// Delay from `sent` to `delivered`, in ms: LOW-HIGH.
    #[arg(long, default_value = "300-3000", value_parser = parse_range_ms)]
    delivered_delay_ms: (Duration, Duration),
    /// Delay from `delivered` to `read`, in ms: LOW-HIGH.
    #[arg(long, default_value = "2000-30000", value_parser = parse_range_ms)]
    read_delay_ms: (Duration, Duration),
    /// Most updates in one webhook POST (Meta: up to 1000).
    #[arg(long, default_value_t = 1000)]
    webhook_batch_max: usize,
    /// Webhook POSTs in flight at once.
    #[arg(long, default_value_t = 4)]
    webhook_concurrency: usize,
    /// Longest wait between retries of a webhook POST not answered with 200, in seconds.
    #[arg(long, default_value_t = 300.0)]
    webhook_retry_max_s: f64,
    /// How long a webhook POST is retried before it is dropped, in hours (Meta: 7 days).
    #[arg(long, default_value_t = 168.0)]
    webhook_retry_for_h: f64,
    /// Whether `failed` statuses echo biz_opaque_callback_data (unconfirmed at Meta).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    echo_callback_data_on_failed: bool,
    /// Fraction of numbers not on WhatsApp (131026), chosen by the seed, stable per number.
    #[arg(long, default_value_t = 0.0)]
    not_on_whatsapp_rate: f64,
    /// Numbers not on WhatsApp, comma-separated (e.g. +923001234567,+16505551234).
    #[arg(long, value_delimiter = ',')]
    not_on_whatsapp: Vec<String>,
    /// Numbers that stopped marketing messages (131050), comma-separated.
    #[arg(long, value_delimiter = ',')]
    opted_out: Vec<String>,
    /// Fraction of delivered template messages customers answer on their own (a text, a
    /// photo, a quick-reply tap or STOP), chosen by the seed; 0 turns it off.
    #[arg(long, default_value_t = 0.0)]
    customer_replies: f64,
    /// Message templates as a JSON array in Meta's listing shape (default: the sample set).
    #[arg(long)]
    templates: Option<PathBuf>,
}

/// The settings that tell one simulator from another, never its secrets; fields added later
/// stay hidden until listed here.
impl std::fmt::Debug for SimArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimArgs")
            .field("addr", &self.addr)
            .field("mps", &self.mps)
            .field("tier", &self.tier)
            .field("token", &"[redacted]")
            .field("app_secret", &"[redacted]")
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .field("webhook_url", &self.webhook_url)
            .field("log", &self.log)
            .field("seed", &self.seed)
            .field("time_scale", &self.time_scale)
            .finish_non_exhaustive()
    }
}

fn parse_outage(text: &str) -> Result<Outage, String> {
    Outage::parse(text).map_err(|e| e.to_string())
}

fn parse_range_ms(text: &str) -> Result<(Duration, Duration), String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u64>()
            .map(Duration::from_millis)
            .map_err(|_| format!("\"{text}\" is not LOW-HIGH in milliseconds, e.g. 200-1000"))
    };
    match text.split_once('-') {
        Some((low, high)) => Ok((number(low)?, number(high)?)),
        None => {
            let one = number(text)?;
            Ok((one, one))
        }
    }
}

fn digits_set(numbers: &[String], what: &str) -> anyhow::Result<HashSet<String>> {
    numbers
        .iter()
        .filter(|n| !n.trim().is_empty())
        .map(|n| {
            pacer_sim::phone_digits(n).with_context(|| {
                format!("{what}: \"{n}\" is not a phone number with its country code")
            })
        })
        .collect()
}

fn seconds(value: f64, what: &str) -> anyhow::Result<Duration> {
    Duration::try_from_secs_f64(value)
        .with_context(|| format!("{what} must be a positive number of seconds, not {value}"))
}

impl SimArgs {
    fn config(&self) -> anyhow::Result<SimConfig> {
        let mut config = SimConfig {
            access_token: self.token.clone(),
            app_secret: self.app_secret.clone(),
            phone_number_id: self.phone_number_id.clone(),
            waba_id: self.waba_id.clone(),
            display_phone_number: self.display_phone_number.clone(),
            quality_rating: self.quality_rating.to_ascii_uppercase(),
            mps: match self.mps.trim().to_ascii_lowercase().as_str() {
                "unlimited" | "none" => None,
                n => Some(n.parse().with_context(|| {
                    format!("--mps \"{n}\" is not a number of messages per second or \"unlimited\"")
                })?),
            },
            pair: (!self.no_pair_limit).then_some(PairLimit {
                period: seconds(self.pair_period_s, "--pair-period-s")?,
                burst: self.pair_burst,
            }),
            tier: Tier::parse(&self.tier)?,
            tier_error_code: self.tier_error_code,
            time_scale: self.time_scale,
            seed: self.seed,
            latency: Duration::from_millis(self.latency_ms),
            latency_jitter: Duration::from_millis(self.latency_jitter_ms),
            log: self.log.clone(),
            ..SimConfig::default()
        };
        if self.latency_jitter_ms > self.latency_ms {
            bail!(
                "--latency-jitter-ms ({}) cannot be larger than --latency-ms ({})",
                self.latency_jitter_ms,
                self.latency_ms
            );
        }
        if self.no_limits {
            config.mps = None;
            config.pair = None;
            config.tier = Tier::Unlimited;
        }
        config.faults.server_error_rate = self.fail_5xx_rate;
        config.faults.timeout_after_accept_rate = self.timeout_rate;
        config.faults.reset_after_accept_rate = self.reset_rate;
        config.faults.outages = self.outage.clone();
        config.faults.latency_spike_rate = self.latency_spike_rate;
        config.faults.latency_spike = Duration::from_millis(self.latency_spike_ms);
        let hooks = &mut config.webhooks;
        hooks.url = self.webhook_url.clone();
        hooks.duplicate_rate = self.duplicate_rate;
        hooks.reorder_rate = self.reorder_rate;
        hooks.skip_delivered_rate = self.skip_delivered_rate;
        hooks.read_rate = self.read_rate;
        hooks.sent_after = self.sent_delay_ms;
        hooks.delivered_after = self.delivered_delay_ms;
        hooks.read_after = self.read_delay_ms;
        hooks.batch_max = self.webhook_batch_max;
        hooks.concurrency = self.webhook_concurrency;
        hooks.retry_max_interval = seconds(self.webhook_retry_max_s, "--webhook-retry-max-s")?;
        hooks.retry_for = seconds(self.webhook_retry_for_h * 3600.0, "--webhook-retry-for-h")?;
        hooks.echo_callback_data_on_failed = self.echo_callback_data_on_failed;
        if let Some(url) = &hooks.url {
            url::Url::parse(url)
                .with_context(|| format!("--webhook-url \"{url}\" is not a URL"))?;
        }
        config.recipients.not_on_whatsapp_rate = self.not_on_whatsapp_rate;
        config.recipients.not_on_whatsapp = digits_set(&self.not_on_whatsapp, "--not-on-whatsapp")?;
        config.recipients.opted_out = digits_set(&self.opted_out, "--opted-out")?;
        config.recipients.customer_replies = self.customer_replies;
        if let Some(path) = &self.templates {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the templates file {}", path.display()))?;
            let list: Vec<serde_json::Value> = serde_json::from_str(&text).with_context(|| {
                format!(
                    "{} must hold a JSON array of templates in Meta's listing shape",
                    path.display()
                )
            })?;
            config.templates = Some(list);
        }
        config.validate()?;
        Ok(config)
    }
}

/// Writes a line of the banner. A closed stdout (`pacer sim | head -1`) must not stop the
/// simulator, so write errors are ignored.
macro_rules! say {
    ($out:expr, $($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!($out, $($arg)*);
    }};
}

/// Runs `pacer sim …`.
pub async fn run(command: SimCommand) -> anyhow::Result<ExitCode> {
    if let Some(SimSubcommand::Check(args)) = command.check {
        return check(&args);
    }
    let args = command.args;
    let config = args.config()?;
    let listener = tokio::net::TcpListener::bind(args.addr)
        .await
        .with_context(|| {
            format!(
                "cannot listen on {} (is another simulator running? try --addr 127.0.0.1:0)",
                args.addr
            )
        })?;
    let sim = pacer_sim::start(listener, config).await?;
    let config = sim.config();
    let base = sim.base_url();
    let mut out = std::io::stdout().lock();
    say!(out, "Cloud API simulator listening on {base}");
    say!(
        out,
        "  send:      POST {base}/v25.0/{}/messages",
        config.phone_number_id
    );
    say!(
        out,
        "  templates: GET  {base}/v25.0/{}/message_templates",
        config.waba_id
    );
    say!(
        out,
        "  number:    GET  {base}/v25.0/{}",
        config.phone_number_id
    );
    say!(
        out,
        "  controls:  {base}/_sim/stats, /_sim/messages, POST /_sim/inbound …"
    );
    if args.token == "sim-access-token" {
        say!(
            out,
            "  token:     sim-access-token (Authorization: Bearer sim-access-token)"
        );
    }
    say!(
        out,
        "  limits:    {}, {}, tier {}",
        config
            .mps
            .map_or("no throughput limit".into(), |m| format!("{m} messages/s")),
        config.pair.map_or("no pair limit".into(), |p| format!(
            "1 per {:?} per recipient (burst {})",
            p.period, p.burst
        )),
        config.tier.meta_name()
    );
    say!(
        out,
        "  webhooks:  {}",
        config
            .webhooks
            .url
            .as_deref()
            .unwrap_or("not posted (no --webhook-url)")
    );
    if let Some(log) = &config.log {
        say!(
            out,
            "  log:       {} (read it with: pacer sim check {})",
            log.display(),
            log.display()
        );
    }
    say!(out, "Press Ctrl-C to stop.");
    drop(out);
    wait_for_signal(&sim).await;
    sim.shutdown().await?;
    Ok(ExitCode::SUCCESS)
}

async fn wait_for_signal(sim: &pacer_sim::SimHandle) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut terminate) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = terminate.recv() => {}
                () = sim.stopped() => {}
            }
            return;
        }
    }
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = sim.stopped() => {}
    }
}

fn check(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let report = CheckReport::from_log(&args.log)?;
    // `pacer sim check LOG | head` closes the pipe early: the rest is not wanted, and that is
    // no reason to panic.
    let mut out = std::io::stdout().lock();
    if args.json {
        say!(out, "{}", serde_json::to_string_pretty(&report)?);
    } else {
        say!(out, "Simulator log {}", args.log.display());
        say!(out, "{}", report.to_string().trim_end());
        let problems = report.problems();
        if problems.is_empty() {
            say!(out, "No limit broken, nothing sent twice.");
        } else {
            for problem in &problems {
                say!(out, "PROBLEM: {problem}");
            }
        }
    }
    Ok(if args.strict && !report.problems().is_empty() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::SimArgs;

    #[derive(Parser)]
    struct Line {
        #[command(flatten)]
        args: SimArgs,
    }

    #[test]
    fn the_simulators_settings_print_without_its_token_or_app_secret() {
        let line = Line::try_parse_from([
            "sim",
            "--token",
            "sim-token-Probe-41",
            "--app-secret",
            "sim-secret-Probe-42",
        ])
        .expect("the line parses");
        let shown = format!("{:?}", line.args);
        assert!(
            !shown.contains("Probe-41") && !shown.contains("Probe-42"),
            "a printed SimArgs never shows its secrets: {shown}"
        );
        assert!(shown.contains("[redacted]"), "{shown}");
    }
}
