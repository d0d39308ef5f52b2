//! `pacer serve`: the engine, the local API and the webhook receiver, without a window.
//!
//! Every setting is a flag or a `PACER_*` environment variable. Secrets (access token, app
//! secret, verify token, API key, tunnel token) are read from the environment only, never from
//! flags, which any user on the machine can read in `ps`. None of them reaches the tunnel
//! program but the tunnel token, in the program's own variable.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::Args;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::{EngineConfig, ExpirySettings, PairSettings};
use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
use pacer_engine::settings_rules::{self, SettingRefused};
use pacer_engine::sharing::{Discovery, Identity};
use pacer_engine::tunnel::{
    RegistrationConfig, TunnelConfig, TunnelProvider, TunnelState, TunnelStatus, TunnelToken,
};
use pacer_engine::webhook_receiver::WebhookSecrets;

/// Settings of `pacer serve`. Secrets come from the environment: PACER_ACCESS_TOKEN,
/// PACER_APP_SECRET, PACER_VERIFY_TOKEN, PACER_API_KEY, PACER_TUNNEL_TOKEN,
/// PACER_OFFICE_TLS_KEY. None is a field
/// here, so this struct's `Debug` cannot show one.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The ledger (SQLite). Default: $XDG_DATA_HOME/pacer/pacer.db (~/.local/share/pacer/pacer.db).
    #[arg(long, env = "PACER_DB")]
    db: Option<PathBuf>,
    /// Meta's Graph API (or a simulator's address, e.g. http://127.0.0.1:8090).
    #[arg(long, env = "PACER_GRAPH_URL", default_value = pacer_cloud::DEFAULT_BASE_URL)]
    graph_url: String,
    /// Graph API version.
    #[arg(long, env = "PACER_API_VERSION", default_value = pacer_cloud::DEFAULT_API_VERSION)]
    api_version: String,
    /// The business phone number's id (WhatsApp Manager → Phone numbers).
    #[arg(long, env = "PACER_PHONE_NUMBER_ID")]
    phone_number_id: String,
    /// The WhatsApp Business Account id.
    #[arg(long, env = "PACER_WABA_ID")]
    waba_id: Option<String>,
    /// Messages per second Meta allows the number: 80 by default, 20 for numbers shared with
    /// the WhatsApp Business app, up to 1000 for upgraded numbers; or "unlimited".
    #[arg(long, env = "PACER_MPS", default_value = "80")]
    mps: String,
    /// Messaging limit (unique customers per moving 24 h outside service windows): 250, 2k,
    /// 10k, 100k, unlimited, or "meta" to read it from Meta at start.
    #[arg(long, env = "PACER_TIER", default_value = "meta")]
    tier: String,
    /// The local API's address. Loopback only: the API must not be reachable from elsewhere.
    #[arg(long, env = "PACER_API_ADDR", default_value = "127.0.0.1:8091")]
    api_addr: SocketAddr,
    /// The webhook receiver's address: point the tunnel at it (it serves only /webhook).
    /// Loopback only, unless --webhook-beyond-loopback.
    #[arg(long, env = "PACER_WEBHOOK_ADDR", default_value = "127.0.0.1:8092")]
    webhook_addr: SocketAddr,
    /// Let --webhook-addr be an address beyond this computer (e.g. 0.0.0.0:8092), for a
    /// reverse proxy on another machine that forwards Meta's webhooks. Not needed for a tunnel,
    /// which reaches a receiver on 127.0.0.1; everyone on the network can then reach it.
    #[arg(long, env = "PACER_WEBHOOK_BEYOND_LOOPBACK")]
    webhook_beyond_loopback: bool,
    /// Days a webhook body stays in the database after it was applied: 1 to 365. Bodies Pacer
    /// could not read stay until you delete them.
    #[arg(long, env = "PACER_INBOX_RETENTION_DAYS",
          default_value_t = u32::from(settings_rules::DEFAULT_INBOX_RETENTION_DAYS))]
    inbox_retention_days: u32,
    /// Largest share of the rate bulk may use (0.1 to 1, e.g. 0.9), leaving room for inbound
    /// traffic.
    #[arg(long, env = "PACER_BULK_CAP")]
    bulk_cap: Option<f64>,
    /// Messages that may go to one recipient at once before Pacer spaces them 6 s apart.
    #[arg(long, env = "PACER_PAIR_BURST", default_value_t = 3)]
    pair_burst: u32,
    /// Seconds an unanswered message waits for Meta's status before it is sent once more.
    #[arg(long, env = "PACER_RECONCILE_AFTER_S", default_value_t = 900.0)]
    reconcile_after_s: f64,
    /// Seconds an express message (OTP, alert) may wait to leave when its sender gave no
    /// `expires_in_s`: one that could not leave in time is not sent and ends `expired` (a login
    /// code an hour late is worse than none). 0: never expire. At most 2592000 (30 days).
    #[arg(long, env = "PACER_EXPRESS_EXPIRES_AFTER", value_name = "SECONDS",
          default_value_t = u64::from(settings_rules::DEFAULT_EXPRESS_EXPIRES_AFTER_MINUTES) * 60,
          value_parser = clap::value_parser!(u64).range(0..=MAX_EXPIRES_AFTER))]
    express_expires_after: u64,
    /// The same for bulk messages (campaigns, invoices, batches): 0 (the default) lets them wait
    /// as long as it takes.
    #[arg(long, env = "PACER_BULK_EXPIRES_AFTER", value_name = "SECONDS", default_value_t = 0,
          value_parser = clap::value_parser!(u64).range(0..=MAX_EXPIRES_AFTER))]
    bulk_expires_after: u64,
    /// Seconds a request to Meta may take before it counts as unanswered.
    #[arg(long, env = "PACER_REQUEST_TIMEOUT_S", default_value_t = 30.0)]
    request_timeout_s: f64,
    /// How Meta reaches the webhook receiver: `cloudflared` (a quick tunnel), `ngrok`,
    /// `cloudflared-named:<your.host.name>` (your named tunnel, routed to that host name),
    /// `command:<program and arguments with {port}>`, `url:<https://your.host>` (a public URL you
    /// already forward to the receiver), or `off`. A named tunnel's token or ngrok's authtoken
    /// goes in PACER_TUNNEL_TOKEN, never in the command.
    #[arg(long, env = "PACER_TUNNEL", default_value = "off")]
    tunnel: String,
    /// When the tunnel's public URL changes, register it with Meta as the WABA's callback URL
    /// (needs --waba-id and PACER_VERIFY_TOKEN). Meta checks it before accepting it.
    #[arg(long, env = "PACER_REGISTER_CALLBACK")]
    register_callback: bool,
    /// Replies that opt a customer out of marketing, besides STOP and UNSUBSCRIBE (any case),
    /// comma-separated: add the words your customers use in their languages.
    #[arg(long, env = "PACER_OPT_OUT_KEYWORDS", value_delimiter = ',')]
    opt_out_keyword: Vec<String>,
    /// Invoice PDF uploads per second at most (Meta does not publish the media endpoint's limit).
    #[arg(long, env = "PACER_MEDIA_RATE", default_value_t = 40)]
    media_rate: u32,
    /// A folder whose files a caller of the local API may name (imports by path, a campaign's
    /// invoice PDFs), besides the data folder's imports/, which is always allowed (repeatable;
    /// PACER_READABLE_FOLDERS takes several, separated by commas or colons). A file elsewhere
    /// can still be uploaded: `pacer import` does.
    #[arg(
        long = "readable-folder",
        env = "PACER_READABLE_FOLDERS",
        value_name = "DIR"
    )]
    readable_folder: Vec<String>,
    /// Share this Pacer with the office: listen for paired desks and keyed systems on this
    /// address (e.g. 0.0.0.0:8093), over TLS with the certificate in PACER_OFFICE_TLS_CERT and
    /// its key in PACER_OFFICE_TLS_KEY (`pacer share identity` makes both). Off when not given.
    #[arg(long, env = "PACER_OFFICE_ADDR")]
    office_addr: Option<SocketAddr>,
    /// The name desks see when they look for this office Pacer on the network.
    #[arg(long, env = "PACER_OFFICE_NAME", default_value = "Office Pacer")]
    office_name: String,
    /// How desks find it: `network` (announced on the office network with DNS-SD, which also
    /// notices a second office Pacer sending for the same number: the newer one holds
    /// sending), `this-pc` (announced on this PC only), or `off` (desks type the address).
    #[arg(long, env = "PACER_OFFICE_DISCOVERY", default_value = "network")]
    office_discovery: String,
    /// Real seconds per Pacer second (tests run faster than life; keep 1).
    #[arg(long, env = "PACER_TIME_SCALE", default_value_t = 1.0, hide = true)]
    time_scale: f64,
}

/// The longest lane limit: 30 days.
const MAX_EXPIRES_AFTER: u64 = pacer_engine::expiry::MAX_LIMIT.as_secs();

fn secret(name: &str, what: &str) -> anyhow::Result<String> {
    match std::env::var(name) {
        Ok(value) if !value.trim().is_empty() => Ok(value.trim().to_owned()),
        _ => bail!(
            "{name} is not set: {what}. Secrets are read from the environment only, never from flags."
        ),
    }
}

/// The office certificate and its key from the environment (secrets are never flags), read
/// back and checked against each other.
fn office_identity() -> anyhow::Result<Identity> {
    let what = "--office-addr needs the office certificate and its key: `pacer share identity` makes a pair to put in PACER_OFFICE_TLS_CERT and PACER_OFFICE_TLS_KEY";
    // An environment file holds one line per variable: `\n` stands for a line break there.
    let certificate = secret("PACER_OFFICE_TLS_CERT", what)?.replace("\\n", "\n");
    let key = secret("PACER_OFFICE_TLS_KEY", what)?.replace("\\n", "\n");
    Identity::from_pem(&certificate, &key).map_err(|e| {
        anyhow::anyhow!(
            "PACER_OFFICE_TLS_CERT and PACER_OFFICE_TLS_KEY are not a usable certificate and key ({e}); make a new pair with `pacer share identity` and pair the desks again"
        )
    })
}

fn default_db() -> anyhow::Result<PathBuf> {
    let base = match std::env::var_os("XDG_DATA_HOME") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(
            std::env::var_os("HOME").context("HOME is not set; give the database with --db")?,
        )
        .join(".local/share"),
    };
    Ok(base.join("pacer").join("pacer.db"))
}

/// The folders of `--readable-folder` and PACER_READABLE_FOLDERS: each value split at commas
/// and colons (`std::env::split_paths`: semicolons on Windows, where a colon is a drive's), made
/// absolute, and checked to be folders, so a typo is said at start rather than as a refusal
/// later.
fn readable_folders(given: &[String]) -> anyhow::Result<Vec<PathBuf>> {
    let mut folders = Vec::new();
    for value in given {
        for part in value.split(',') {
            for folder in std::env::split_paths(part) {
                if folder.as_os_str().is_empty() {
                    continue;
                }
                let folder = std::path::absolute(&folder).with_context(|| {
                    format!(
                        "--readable-folder {} is not a usable path",
                        folder.display()
                    )
                })?;
                if !folder.is_dir() {
                    bail!(
                        "--readable-folder {} is not a folder on this computer: give a folder that exists, or leave it out",
                        folder.display()
                    );
                }
                folders.push(folder);
            }
        }
    }
    Ok(folders)
}

fn seconds(value: f64, what: &str) -> anyhow::Result<Duration> {
    Duration::try_from_secs_f64(value)
        .with_context(|| format!("{what} must be a positive number of seconds, not {value}"))
}

/// "express messages not sent within 10 minutes expire; bulk ones wait as long as it takes".
fn expiry_line(expiry: &ExpirySettings) -> String {
    let lane = |limit: Option<Duration>, what: &str| match limit {
        Some(limit) => format!(
            "{what} not sent within {} expire",
            pacer_engine::expiry::human(limit)
        ),
        None => format!("{what} wait as long as it takes"),
    };
    format!(
        "{}; {} (a message's expires_in_s comes first)",
        lane(expiry.express, "express messages"),
        lane(expiry.bulk, "bulk ones")
    )
}

/// The tier: a number, unlimited, or read from Meta.
async fn tier_limit(
    text: &str,
    client: &GraphClient,
    phone_number_id: &str,
) -> anyhow::Result<Option<u32>> {
    if text.eq_ignore_ascii_case("meta") {
        return match client.phone_number_info(phone_number_id).await {
            Ok(info) => match info.messaging_limit {
                Some(limit) if limit.is_unlimited() => Ok(None),
                Some(limit) => match limit.unique_recipients_per_day() {
                    Some(n) => Ok(Some(u32::try_from(n).unwrap_or(u32::MAX))),
                    None => {
                        tracing::warn!(
                            "Meta reports the messaging limit as {limit:?}; Pacer assumes 250 a day. Set --tier to override."
                        );
                        Ok(Some(250))
                    }
                },
                None => {
                    tracing::warn!(
                        "Meta did not report a messaging limit; Pacer assumes 250 a day. Set --tier to override."
                    );
                    Ok(Some(250))
                }
            },
            Err(e) => bail!(
                "could not read the number's messaging limit from Meta ({e}). Check the access token and phone number id, or set --tier."
            ),
        };
    }
    let upper = text.trim().to_ascii_uppercase();
    Ok(match upper.trim_start_matches("TIER_") {
        "UNLIMITED" => None,
        "2K" => Some(2_000),
        "10K" => Some(10_000),
        "100K" => Some(100_000),
        n => Some(n.parse().with_context(|| {
            format!("--tier \"{text}\" is not 250, 2k, 10k, 100k, unlimited or meta")
        })?),
    })
}

/// The rate of `--mps`: a number the settings' rules allow, or `None` for "unlimited".
fn mps(text: &str) -> anyhow::Result<Option<f64>> {
    match text.trim().to_ascii_lowercase().as_str() {
        "unlimited" => Ok(None),
        n => {
            let mps: f64 = n
                .parse()
                .with_context(|| format!("--mps \"{n}\" is not a number of messages per second"))?;
            settings_rules::messages_per_second(mps).map_err(refused("--mps", mps))?;
            Ok(Some(mps))
        }
    }
}

/// Checks the settings the window has too by the engine's rules (`settings_rules`), so
/// `pacer serve` refuses what the window refuses, in the same words, with the flag in front.
/// The lanes' time limits are checked by clap against the same 30 days (`MAX_EXPIRES_AFTER`).
fn check_settings(args: &ServeArgs) -> anyhow::Result<()> {
    if let Some(cap) = args.bulk_cap {
        settings_rules::bulk_share_percent(cap * 100.0).map_err(refused("--bulk-cap", cap))?;
    }
    // Port 0 is "any free port", which tests ask for and the window does not offer.
    let (api, webhook) = (args.api_addr.port(), args.webhook_addr.port());
    if api != 0 && webhook != 0 {
        settings_rules::ports(api, webhook)
            .map_err(refused("--webhook-addr", args.webhook_addr))?;
    }
    settings_rules::inbox_retention_days(args.inbox_retention_days)
        .map_err(refused("--inbox-retention-days", args.inbox_retention_days))?;
    settings_rules::media_per_second(args.media_rate)
        .map_err(refused("--media-rate", args.media_rate))?;
    Ok(())
}

/// A refusal of the settings' rules, said with the flag and the value it refuses.
fn refused(
    flag: &'static str,
    value: impl std::fmt::Display,
) -> impl FnOnce(SettingRefused) -> anyhow::Error {
    move |refusal| anyhow::anyhow!("{flag} {value}: {refusal}")
}

/// Runs `pacer serve` until SIGTERM or Ctrl-C.
pub async fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    // Before anything starts: a value the window would refuse is refused here too.
    let mps = mps(&args.mps)?;
    check_settings(&args)?;
    let access_token = secret(
        "PACER_ACCESS_TOKEN",
        "set it to the system user's access token from Meta Business Manager",
    )?;
    let app_secret = secret(
        "PACER_APP_SECRET",
        "set it to the Meta app's secret (App Dashboard → Settings → Basic); it checks that webhooks come from Meta",
    )?;
    let api_key = secret(
        "PACER_API_KEY",
        "set it to a long random string; callers of the local API send it as `Authorization: Bearer <key>`",
    )?;
    let verify_token = std::env::var("PACER_VERIFY_TOKEN").unwrap_or_default();
    let db = match args.db {
        Some(db) => db,
        None => default_db()?,
    };
    let readable_folders = readable_folders(&args.readable_folder)?;
    let office = match args.office_addr {
        Some(addr) => Some(OfficeConfig {
            addr,
            identity: office_identity()?,
            name: args.office_name.clone(),
            discovery: match args.office_discovery.as_str() {
                "network" => Some(Discovery::on_the_network()),
                "this-pc" => Some(Discovery::this_pc_only()),
                "off" => None,
                other => bail!(
                    "--office-discovery {other}: use network (desks on the office network find it), this-pc, or off (desks type its address)"
                ),
            },
        }),
        None => None,
    };
    if let Some(folder) = db.parent().filter(|p| !p.as_os_str().is_empty()) {
        pacer_engine::node::create_private_folder(folder)
            .with_context(|| format!("cannot create the folder {}", folder.display()))?;
    }
    let mut graph = GraphConfig::new(access_token);
    graph.base_url = args.graph_url.clone();
    graph.api_version = args.api_version.clone();
    graph.request_timeout = seconds(args.request_timeout_s, "--request-timeout-s")?;
    let client = GraphClient::new(graph).context("the Graph API settings are not usable")?;
    let tier = tier_limit(&args.tier, &client, &args.phone_number_id).await?;

    let mut config = EngineConfig::new(&db, args.phone_number_id.clone());
    config.mps = mps;
    config.waba_id = args.waba_id.clone().unwrap_or_default();
    config.media_rate = args.media_rate;
    config.tier_limit = tier;
    config.bulk_cap = args.bulk_cap;
    config.pair = PairSettings {
        burst: args.pair_burst.max(1),
        ..PairSettings::default()
    };
    config.reconcile_after = seconds(args.reconcile_after_s, "--reconcile-after-s")?;
    config.expiry = ExpirySettings {
        express: ExpirySettings::seconds(args.express_expires_after),
        bulk: ExpirySettings::seconds(args.bulk_expires_after),
    };
    config.time_scale = args.time_scale;
    config.inbox_retention = Duration::from_secs(u64::from(args.inbox_retention_days) * 86_400);
    config.opt_out_keywords.extend(
        args.opt_out_keyword
            .iter()
            .map(|k| k.trim().to_owned())
            .filter(|k| !k.is_empty()),
    );
    let provider: TunnelProvider = args
        .tunnel
        .parse()
        .map_err(|e| anyhow::anyhow!("--tunnel: {e}"))?;
    let registration = if args.register_callback {
        let waba_id = args
            .waba_id
            .clone()
            .context("--register-callback needs --waba-id (the WhatsApp Business Account id)")?;
        if verify_token.is_empty() {
            bail!(
                "--register-callback needs PACER_VERIFY_TOKEN: Meta sends it back when it checks the callback URL"
            );
        }
        Some((waba_id, verify_token.clone()))
    } else {
        None
    };

    let banner = format!(
        "Pacer is sending for phone number {} through {}\n  local API:  http://{}/v1/messages (Authorization: Bearer $PACER_API_KEY)\n  webhooks:   http://{}/webhook (point the tunnel here)\n  limits:     {}, tier {}\n  expiry:     {}\n  database:   {}\n  readable:   {} (files the local API may name; others can be uploaded)",
        args.phone_number_id,
        args.graph_url,
        args.api_addr,
        args.webhook_addr,
        mps.map_or("no rate limit".into(), |m| format!("{m} messages/s")),
        tier.map_or("unlimited".into(), |t| format!("{t} customers a day")),
        expiry_line(&config.expiry),
        db.display(),
        pacer_engine::readable::ReadableFolders::new(&db, &readable_folders)
            .folders()
            .iter()
            .map(|f| f.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let mut tunnel = TunnelConfig::new(provider, args.webhook_addr.port());
    tunnel.token = std::env::var("PACER_TUNNEL_TOKEN")
        .ok()
        .and_then(TunnelToken::new);
    tunnel.registration = registration.map(|(waba_id, verify_token)| RegistrationConfig {
        client: Arc::new(client.clone()),
        waba_id,
        verify_token,
    });
    let node = NodeConfig {
        config,
        client,
        api_key,
        secrets: WebhookSecrets {
            app_secret,
            verify_token,
        },
        api_addr: args.api_addr,
        webhook_addr: args.webhook_addr,
        webhook_beyond_loopback: args.webhook_beyond_loopback,
        readable_folders,
        tunnel: Some(tunnel),
        office,
    };
    run_until_signal(node, &banner).await?;
    Ok(ExitCode::SUCCESS)
}

/// Starts Pacer (engine, local API, webhook receiver, scheduler, tunnel) as `pacer serve` and
/// `pacer demo` run it, prints `banner`, and runs until SIGTERM or Ctrl-C; then stops the
/// listeners and lets the engine finish what is in flight.
pub async fn run_until_signal(config: NodeConfig, banner: &str) -> anyhow::Result<()> {
    let node = Node::start(config).await?;
    if let Some(state) = node.tunnel() {
        tokio::spawn(report_tunnel(state));
    }
    println!("{banner}");
    if let Some(office) = node.office() {
        println!(
            "  office:     https://{} for paired desks and system keys (`pacer share code` shows a pairing code)\n  certificate: {}",
            office.addr(),
            office.fingerprint()
        );
    }
    let templates = node.sync_templates();
    tokio::spawn(async move {
        match templates.await {
            Some(Ok(report)) => println!("  templates:  {}", report.summary),
            Some(Err(e)) => eprintln!(
                "  templates:  could not be read from Meta ({e}); `pacer templates sync` tries again"
            ),
            None => {}
        }
    });
    wait_for_signal().await;
    println!("Stopping: finishing requests in flight…");
    node.stop().await;
    println!("Stopped. Nothing is left half-sent.");
    Ok(())
}

/// Prints the tunnel's changes (public URL, down, registration) as they happen.
async fn report_tunnel(mut state: tokio::sync::watch::Receiver<TunnelState>) {
    let mut last = String::new();
    loop {
        let line = {
            let s = state.borrow_and_update();
            match (&s.status, &s.callback_url, &s.last_error) {
                (TunnelStatus::Up | TunnelStatus::Fixed, Some(url), _) => {
                    let registered = match &s.registration {
                        Some(r) => format!(" — {}", r.message),
                        None => String::new(),
                    };
                    format!("  tunnel:     Meta can reach Pacer at {url}{registered}")
                }
                (TunnelStatus::Down, _, Some(error)) => format!("  tunnel:     {error}"),
                _ => String::new(),
            }
        };
        if !line.is_empty() && line != last {
            println!("{line}");
            last = line;
        }
        if state.changed().await.is_err() {
            return;
        }
    }
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut terminate) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = terminate.recv() => {}
            }
            return;
        }
    }
    // Without a signal handler there is nothing to wait for but Ctrl-C.
    let _ = tokio::signal::ctrl_c().await;
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeArgs,
    }

    fn parse(extra: &[&str]) -> Result<ServeArgs, clap::Error> {
        use clap::Parser as _;
        let args = ["pacer", "--phone-number-id", "1"].iter().chain(extra);
        Cli::try_parse_from(args).map(|cli| cli.serve)
    }

    #[test]
    fn lane_limits_default_to_ten_minutes_for_express_and_none_for_bulk() {
        let args = parse(&[]).unwrap();
        assert_eq!(
            (args.express_expires_after, args.bulk_expires_after),
            (600, 0),
            "an OTP waits at most 10 minutes; a campaign message as long as it takes"
        );
        let args = parse(&[
            "--express-expires-after",
            "0",
            "--bulk-expires-after",
            "7200",
        ])
        .unwrap();
        assert_eq!(
            ExpirySettings::seconds(args.express_expires_after),
            None,
            "0 means never"
        );
        assert_eq!(
            ExpirySettings::seconds(args.bulk_expires_after),
            Some(Duration::from_secs(7200))
        );
        for refused in ["2592001", "-1", "ten"] {
            assert!(
                parse(&["--bulk-expires-after", refused]).is_err(),
                "{refused} is refused at start, not taken as something else"
            );
        }
        assert_eq!(
            expiry_line(&ExpirySettings::default()),
            "express messages not sent within 10 minutes expire; bulk ones wait as long as it takes (a message's expires_in_s comes first)"
        );
    }

    #[test]
    fn readable_folders_are_split_at_commas_and_colons_and_must_exist() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b, c) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("c"),
        );
        for folder in [&a, &b, &c] {
            std::fs::create_dir(folder).unwrap();
        }
        let given = [
            format!("{},{}", a.display(), b.display()),
            c.display().to_string(),
        ];
        assert_eq!(
            readable_folders(&given).unwrap(),
            [a.clone(), b.clone(), c.clone()]
        );
        #[cfg(unix)]
        assert_eq!(
            readable_folders(&[format!("{}:{}", a.display(), b.display())]).unwrap(),
            [a.clone(), b.clone()]
        );
        let missing = readable_folders(&[dir.path().join("nope").display().to_string()])
            .unwrap_err()
            .to_string();
        assert!(missing.contains("is not a folder"), "{missing}");
    }
}
