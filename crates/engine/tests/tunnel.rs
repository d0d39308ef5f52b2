//! The tunnel (`docs/sending.md#tunnel`) with real processes on real loopback: a stand-in tunnel
//! program (`tests/tools/fake_tunnel.py`) in front of the engine's webhook receiver, and the
//! simulator standing in for Meta's callback registration.
//!
//! What is protected here: Pacer finds the public URL in a tunnel program's output and never
//! mistakes its own origin (or a link to terms) for it; only `/webhook` is reachable through
//! the tunnel; a tunnel that stops or never comes up is restarted and explained in plain
//! words; shutdown leaves no tunnel program running; a new callback URL is registered with
//! Meta only when the person agreed, and whether Meta verified it is shown without the verify
//! token. No test asserts a duration: states are polled with generous limits.

mod support;

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context as _, bail, ensure};
use pacer_engine::ledger::messages::{Lane, State};
use pacer_engine::tunnel::{
    self, ProviderError, RegistrationConfig, TunnelConfig, TunnelFailure, TunnelHandle,
    TunnelProvider, TunnelState, TunnelStatus, callback_url_for, public_url_in,
};
use reqwest::StatusCode;
use support::{Rig, sim_config};
use tokio_util::sync::CancellationToken;

/// The stand-in tunnel program.
const STAND_IN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/tools/fake_tunnel.py"
);

/// How long any awaited state may take: generous, so a slow machine never fails a test.
const LIMIT: Duration = Duration::from_secs(60);

/// The stand-in as a `command:` setting, with its options.
fn stand_in(options: &str) -> TunnelProvider {
    format!("command:python3 \"{STAND_IN}\" {{port}} {options}")
        .parse()
        .expect("the stand-in's command is a valid setting")
}

/// The port of the rig's webhook receiver.
fn receiver_port(rig: &Rig) -> anyhow::Result<u16> {
    let authority = rig
        .webhook_url
        .strip_prefix("http://")
        .and_then(|rest| rest.strip_suffix("/webhook"))
        .context("the rig's webhook URL is http://host:port/webhook")?;
    let (_, port) = authority.rsplit_once(':').context("a port")?;
    Ok(port.parse()?)
}

/// The simulator as the Graph API, for registering callback URLs.
fn registration(rig: &Rig, verify_token: &str) -> RegistrationConfig {
    RegistrationConfig {
        client: Arc::new(support::client_for(&rig.sim)),
        waba_id: rig.sim.config().waba_id.clone(),
        verify_token: verify_token.to_owned(),
    }
}

/// Waits until the tunnel's state satisfies `ready`, or fails saying what was awaited.
async fn wait_for(
    handle: &TunnelHandle,
    what: &str,
    ready: impl FnMut(&TunnelState) -> bool,
) -> anyhow::Result<TunnelState> {
    let mut changes = handle.watch();
    match tokio::time::timeout(LIMIT, changes.wait_for(ready)).await {
        Ok(Ok(state)) => Ok(state.clone()),
        Ok(Err(_)) => bail!("the tunnel stopped while waiting for {what}"),
        Err(_) => bail!(
            "no {what} within {LIMIT:?}; the tunnel is at {:#?}",
            handle.state()
        ),
    }
}

/// Waits for the tunnel to be up, and returns its state.
async fn up(handle: &TunnelHandle) -> anyhow::Result<TunnelState> {
    wait_for(handle, "public URL", |s| {
        s.status == TunnelStatus::Up && s.public_url.is_some()
    })
    .await
}

/// Stops the tunnel and waits for it, within the limit.
async fn stop(handle: TunnelHandle, shutdown: &CancellationToken) -> anyhow::Result<()> {
    shutdown.cancel();
    tokio::time::timeout(LIMIT, handle.stopped())
        .await
        .context("the tunnel must stop after shutdown")
}

/// The `host:port` of an `http://` URL.
fn authority(url: &str) -> anyhow::Result<&str> {
    url.strip_prefix("http://")
        .map(|rest| rest.split('/').next().unwrap_or(rest))
        .context("an http:// URL")
}

async fn inbox_rows_with(rig: &Rig, body: &[u8]) -> anyhow::Result<i64> {
    let body = body.to_vec();
    Ok(rig.engine.ledger().read_now(move |c| {
        c.query_row(
            "SELECT COUNT(*) FROM webhook_inbox WHERE body = ?1",
            [body],
            |r| r.get(0),
        )
    })?)
}

#[test]
fn public_urls_are_read_from_tunnel_output() {
    let port = 8092;
    let cases: &[(&str, Option<&str>, &str)] = &[
        (
            "2026-01-10T09:00:01Z INF |  https://seasonal-deck-organisms-sf.trycloudflare.com          |",
            Some("https://seasonal-deck-organisms-sf.trycloudflare.com"),
            "cloudflared's box line",
        ),
        (
            "+  http://127.0.0.1:40123  |",
            Some("http://127.0.0.1:40123"),
            "a loopback URL on another port is a tunnel's own address",
        ),
        (
            "t=2026-01-10T09:00:01+0000 lvl=info msg=\"started tunnel\" obj=tunnels \
             name=command_line addr=http://localhost:8092 url=https://4f2a-203-0-113-7.ngrok-free.app",
            Some("https://4f2a-203-0-113-7.ngrok-free.app"),
            "ngrok's logfmt line: addr= is the origin, url= the public URL",
        ),
        (
            "2026-01-10T09:00:00Z INF Settings: map[no-autoupdate:true url:http://127.0.0.1:8092]",
            None,
            "the origin URL is never the public URL",
        ),
        (
            "forwarding https://localhost:8092 and http://[::1]:8092/",
            None,
            "localhost and [::1] on the receiver's port are the origin too",
        ),
        (
            "INF Thank you for trying Cloudflare Tunnel ... Terms of Use \
             (https://www.cloudflare.com/website-terms/), see \
             https://developers.cloudflare.com/cloudflare-one/connections/connect-apps",
            None,
            "links to terms and docs have a path; a tunnel's address has none",
        ),
        (
            "Your tunnel is ready at https://shop-hooks.example.com/.",
            Some("https://shop-hooks.example.com"),
            "trailing punctuation and slash are not part of the URL",
        ),
        (
            "url=\"https://abc.example.net:8443\",",
            Some("https://abc.example.net:8443"),
            "quotes and commas end the URL; an explicit port is kept",
        ),
        (
            "INF Registered tunnel connection connIndex=0",
            None,
            "no URL at all",
        ),
        ("see http:// for details", None, "a scheme without a host"),
    ];
    for (line, expected, why) in cases {
        assert_eq!(
            public_url_in(line, port).as_deref(),
            *expected,
            "{why}: {line:?}"
        );
    }
    assert_eq!(
        callback_url_for("https://a.example.com/"),
        "https://a.example.com/webhook",
        "the callback URL is the public URL plus /webhook, without a double slash"
    );
    assert_eq!(
        callback_url_for("https://a.example.com/pacer/webhook"),
        "https://a.example.com/pacer/webhook",
        "a URL already ending in /webhook is the callback URL itself"
    );
}

#[test]
fn tunnel_settings_are_read_with_clear_errors() -> anyhow::Result<()> {
    assert_eq!(
        "cloudflared".parse::<TunnelProvider>()?,
        TunnelProvider::cloudflared()
    );
    assert_eq!(
        TunnelProvider::cloudflared().command_line(8092),
        Some(Ok(
            "cloudflared tunnel --no-autoupdate --url http://127.0.0.1:8092"
                .split(' ')
                .map(str::to_owned)
                .collect()
        )),
        "the cloudflared preset forwards to the receiver's port"
    );
    assert_eq!(
        " NGROK ".parse::<TunnelProvider>()?,
        TunnelProvider::ngrok()
    );
    assert_eq!("off".parse::<TunnelProvider>()?, TunnelProvider::Off);
    assert_eq!(
        "url:https://hooks.example.com/".parse::<TunnelProvider>()?,
        TunnelProvider::Fixed {
            url: "https://hooks.example.com".into()
        }
    );
    assert_eq!(
        "https://hooks.example.com".parse::<TunnelProvider>()?,
        TunnelProvider::Fixed {
            url: "https://hooks.example.com".into()
        },
        "a pasted URL is a fixed URL"
    );
    let custom: TunnelProvider = "command:ngrok http --url=shop.ngrok.app {port}".parse()?;
    assert_eq!(custom.name(), "command");
    assert_eq!(
        custom.to_string().parse::<TunnelProvider>()?,
        custom,
        "a setting written out reads back the same"
    );
    for setting in [
        "cloudflared",
        "ngrok",
        "off",
        "url:https://hooks.example.com",
    ] {
        assert_eq!(
            setting.parse::<TunnelProvider>()?.to_string(),
            setting,
            "presets are written by name"
        );
    }

    let refused: &[(&str, ProviderError)] = &[
        (
            "command:cloudflared tunnel --url http://127.0.0.1:8092",
            ProviderError::MissingPort,
        ),
        ("command:", ProviderError::EmptyCommand),
        ("command:tunnel \"{port}", ProviderError::UnclosedQuote),
        (
            "url:ftp://hooks.example.com",
            ProviderError::NotHttpUrl {
                url: "ftp://hooks.example.com".into(),
            },
        ),
        (
            "localtunnel",
            ProviderError::Unknown {
                given: "localtunnel".into(),
            },
        ),
    ];
    for (setting, expected) in refused {
        assert_eq!(
            setting.parse::<TunnelProvider>().as_ref(),
            Err(expected),
            "{setting:?} must be refused"
        );
    }
    let missing_port = ProviderError::MissingPort.to_string();
    assert!(
        missing_port.contains("{port}") && missing_port.contains("127.0.0.1:{port}"),
        "the error says where {{port}} goes: {missing_port}"
    );
    assert!(
        matches!(
            "url:https://".parse::<TunnelProvider>(),
            Err(ProviderError::BadUrl { .. })
        ),
        "a URL without a host is refused"
    );
    Ok(())
}

#[test]
fn a_named_tunnel_is_read_and_a_token_in_a_command_is_refused() -> anyhow::Result<()> {
    let named: TunnelProvider = "cloudflared-named: https://Hooks.Example.com/".parse()?;
    assert_eq!(
        named,
        TunnelProvider::CloudflaredNamed {
            hostname: "hooks.example.com".into()
        },
        "a pasted address is taken as its host name"
    );
    assert_eq!(named.to_string(), "cloudflared-named:hooks.example.com");
    assert_eq!(named.name(), "cloudflared-named");
    assert_eq!(
        named.command_line(8092),
        Some(Ok(
            "cloudflared tunnel --no-autoupdate run --url http://127.0.0.1:8092"
                .split(' ')
                .map(str::to_owned)
                .collect()
        )),
        "a named tunnel runs without its token on the command line"
    );
    assert_eq!(named.token_variable(), Some("TUNNEL_TOKEN"));
    assert_eq!(
        TunnelProvider::ngrok().token_variable(),
        Some("NGROK_AUTHTOKEN")
    );
    assert_eq!(
        TunnelProvider::cloudflared().token_variable(),
        None,
        "a quick tunnel has no account and gets no token"
    );
    assert!(
        matches!(
            "cloudflared-named:not a host".parse::<TunnelProvider>(),
            Err(ProviderError::BadHostname { .. })
        ),
        "a named tunnel needs a host name"
    );

    let secret = "eyJhIjoiSecretValue";
    let refused = format!("command:cloudflared tunnel run --token {secret} --url {{port}}")
        .parse::<TunnelProvider>();
    assert_eq!(
        refused,
        Err(ProviderError::TokenInCommand {
            option: "--token".into()
        }),
        "a token on the tunnel's command line is refused"
    );
    let words = refused.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        words.contains("tunnel token field") && !words.contains(secret),
        "the refusal says where the token goes, without repeating it: {words}"
    );

    let custom: TunnelProvider =
        "command:/home/shop/bin/mytunnel --host internal.shop.lan {port}".parse()?;
    assert_eq!(
        custom.without_arguments(),
        "command:mytunnel [arguments removed]",
        "a command shown to others keeps only its program's name"
    );
    assert_eq!(
        named.without_arguments(),
        "cloudflared-named:hooks.example.com"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_webhook_is_reachable_through_the_tunnel() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let shutdown = CancellationToken::new();
    let handle = tunnel::start(
        TunnelConfig::new(stand_in("--print-origin"), receiver_port(&rig)?),
        shutdown.clone(),
    );
    let state = up(&handle).await?;
    let public = state.public_url.clone().context("up has a public URL")?;
    assert_eq!(state.provider, "command");
    assert_ne!(
        authority(&public)?,
        authority(&rig.webhook_url)?,
        "the origin the stand-in prints first is not its public URL"
    );
    assert_eq!(
        state.callback_url.as_deref(),
        Some(format!("{public}/webhook").as_str())
    );
    assert_eq!(state.last_error, None, "an up tunnel shows no error");

    let http = reqwest::Client::new();
    let body =
        br#"{"object":"whatsapp_business_account","entry":[],"marker":"through-the-tunnel"}"#;
    let signature = pacer_sim::sign(rig.sim.config().app_secret.as_bytes(), body);
    let answer = http
        .post(format!("{public}/webhook"))
        .header("content-type", "application/json")
        .header("x-hub-signature-256", format!("sha256={signature}"))
        .body(body.to_vec())
        .send()
        .await?;
    assert_eq!(
        answer.status(),
        StatusCode::OK,
        "a signed webhook through the tunnel is accepted"
    );
    assert_eq!(
        inbox_rows_with(&rig, body).await?,
        1,
        "a webhook that came through the tunnel is stored in the inbox"
    );
    let unsigned = http
        .post(format!("{public}/webhook"))
        .body(b"{}".to_vec())
        .send()
        .await?;
    assert_eq!(
        unsigned.status(),
        StatusCode::UNAUTHORIZED,
        "the receiver still checks signatures behind the tunnel"
    );
    for path in ["/v1/stats", "/v1/messages", "/"] {
        let answer = http.get(format!("{public}{path}")).send().await?;
        assert_eq!(
            answer.status(),
            StatusCode::NOT_FOUND,
            "only /webhook is reachable through the tunnel, not {path}"
        );
    }
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: through the tunnel, an unsigned POST and 3 paths other than /webhook refused"
    );
    stop(handle, &shutdown).await?;
    rig.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tunnel_that_stops_is_explained_and_restarted_with_a_new_url() -> anyhow::Result<()> {
    let origin = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let shutdown = CancellationToken::new();
    let handle = tunnel::start(
        TunnelConfig::new(stand_in("--exit-after 1"), origin.local_addr()?.port()),
        shutdown.clone(),
    );
    let first = up(&handle).await?;
    let down = wait_for(&handle, "down after the program exits", |s| {
        s.status == TunnelStatus::Down
    })
    .await?;
    let error = down.last_error.clone().unwrap_or_default();
    assert!(
        error.starts_with("The tunnel stopped (exit code 1). Pacer restarts it in "),
        "the person reads what happened and what Pacer does: {error}"
    );
    assert!(
        error.contains("Messages still go out"),
        "the person learns sending goes on: {error}"
    );
    assert!(
        down.next_retry_at.is_some_and(|at| at >= down.since),
        "a down tunnel says when it is started again: {down:?}"
    );
    assert_eq!(down.public_url, None, "a down tunnel has no public URL");
    match &down.failure {
        Some(TunnelFailure::Exited {
            exit_code: Some(1),
            last_output,
        }) => assert!(
            last_output
                .as_deref()
                .is_some_and(|l| l.contains("Tunnel server stopped")),
            "the program's last words are kept for the details line: {last_output:?}"
        ),
        other => bail!("the failure is typed as an exit with its code, not {other:?}"),
    }
    let again = wait_for(&handle, "up again after a restart", |s| {
        s.status == TunnelStatus::Up && s.restarts >= 1 && s.public_url != first.public_url
    })
    .await?;
    assert!(again.public_url.is_some() && again.last_error.is_none());
    stop(handle, &shutdown).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_computer_sleeps_the_tunnel_is_started_again_at_once() -> anyhow::Result<()> {
    let origin = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let asleep = Arc::new(std::sync::Mutex::new(Duration::ZERO));
    let meter = Arc::clone(&asleep);
    let mut config = TunnelConfig::new(stand_in(""), origin.local_addr()?.port());
    config.wall_clock =
        pacer_engine::clock::WallClock::system().with_asleep(move || *meter.lock().unwrap());
    let shutdown = CancellationToken::new();
    let handle = tunnel::start(config, shutdown.clone());
    let first = up(&handle).await?;
    // The laptop's lid closes for two hours; the tunnel service has dropped the connection.
    *asleep.lock().unwrap() += Duration::from_secs(2 * 3600);
    let again = wait_for(&handle, "up again right after the sleep", |s| {
        s.status == TunnelStatus::Up && s.restarts >= 1 && s.public_url != first.public_url
    })
    .await?;
    assert_eq!(
        again.last_error, None,
        "a sleep is not a failure: {again:?}"
    );
    stop(handle, &shutdown).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_program_that_shows_no_url_is_restarted() -> anyhow::Result<()> {
    let origin = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let shutdown = CancellationToken::new();
    let mut config = TunnelConfig::new(stand_in("--no-url"), origin.local_addr()?.port());
    config.url_timeout = Duration::from_secs(1);
    let handle = tunnel::start(config, shutdown.clone());
    let down = wait_for(&handle, "down without a URL", |s| {
        s.status == TunnelStatus::Down
    })
    .await?;
    assert!(
        matches!(down.failure, Some(TunnelFailure::NoPublicUrl { .. })),
        "{down:?}"
    );
    assert!(
        down.last_error
            .as_deref()
            .is_some_and(|e| e.contains("showed no public address")),
        "{down:?}"
    );
    wait_for(&handle, "a restart", |s| s.restarts >= 1).await?;
    stop(handle, &shutdown).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_program_is_reported_in_plain_words_and_retried() -> anyhow::Result<()> {
    let shutdown = CancellationToken::new();
    let provider: TunnelProvider = "command:pacer-test-no-such-tunnel {port}".parse()?;
    let handle = tunnel::start(TunnelConfig::new(provider, 8092), shutdown.clone());
    let down = wait_for(&handle, "down with a missing program", |s| {
        s.status == TunnelStatus::Down
    })
    .await?;
    assert_eq!(
        down.failure,
        Some(TunnelFailure::NotInstalled {
            program: "pacer-test-no-such-tunnel".into()
        })
    );
    let error = down.last_error.clone().unwrap_or_default();
    assert!(
        error.starts_with(
            "pacer-test-no-such-tunnel is not installed or not on PATH: install it or choose \
             another tunnel in Settings. Pacer tries again in "
        ),
        "a missing program is named, with what to do: {error}"
    );
    assert!(down.next_retry_at.is_some(), "{down:?}");
    wait_for(&handle, "retries of the missing program", |s| {
        s.restarts >= 2 && s.status == TunnelStatus::Down
    })
    .await?;
    stop(handle, &shutdown).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_kills_the_tunnel_program() -> anyhow::Result<()> {
    let origin = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let shutdown = CancellationToken::new();
    let handle = tunnel::start(
        TunnelConfig::new(stand_in(""), origin.local_addr()?.port()),
        shutdown.clone(),
    );
    let state = up(&handle).await?;
    let public = authority(state.public_url.as_deref().unwrap_or_default())?.to_owned();
    tokio::net::TcpStream::connect(&public)
        .await
        .context("the stand-in accepts connections while it runs")?;
    let changes = handle.watch();
    stop(handle, &shutdown).await?;
    assert_eq!(
        changes.borrow().status,
        TunnelStatus::Off,
        "a stopped tunnel is off"
    );
    assert!(
        tokio::net::TcpStream::connect(&public).await.is_err(),
        "no tunnel program may outlive Pacer: {public} still accepts connections"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_tunnel_url_is_registered_and_delivery_updates_come_through_it() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let shutdown = CancellationToken::new();
    let mut config = TunnelConfig::new(stand_in(""), receiver_port(&rig)?);
    config.registration = Some(registration(&rig, "verify"));
    let handle = tunnel::start(config, shutdown.clone());
    let state = wait_for(&handle, "a registration of the tunnel's URL", |s| {
        s.status == TunnelStatus::Up
            && s.registration
                .as_ref()
                .is_some_and(|r| Some(&r.callback_url) == s.callback_url.as_ref())
    })
    .await?;
    let callback = state.callback_url.clone().unwrap_or_default();
    let registration = state.registration.clone().context("registered")?;
    assert!(
        registration.verified,
        "Meta (the simulator) verified the tunnel's URL: {registration:?}"
    );
    assert_eq!(
        registration.message,
        format!("Meta verified {callback} and will send delivery updates there.")
    );
    assert_eq!(registration.next_attempt_at, None);
    assert_eq!(
        rig.sim.stats().webhook_url.as_deref(),
        Some(callback.as_str()),
        "Meta sends the WABA's webhooks to the tunnel's callback URL"
    );

    rig.submit(vec![support::template("+16505550101", Lane::Express, None)])
        .await;
    let deadline = tokio::time::Instant::now() + LIMIT;
    while rig.count(State::Delivered).await < 1 {
        ensure!(
            tokio::time::Instant::now() < deadline,
            "the delivery update must reach Pacer through the tunnel; counts {:?}",
            rig.counts().await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stop(handle, &shutdown).await?;
    rig.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_url_meta_cannot_verify_is_shown_as_not_verified() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let token = "wrong-token-7c1e";
    let shutdown = CancellationToken::new();
    let mut config = TunnelConfig::new(stand_in(""), receiver_port(&rig)?);
    config.registration = Some(registration(&rig, token));
    let handle = tunnel::start(config, shutdown.clone());
    let state = wait_for(&handle, "a registration attempt", |s| {
        s.registration.is_some()
    })
    .await?;
    let registration = state.registration.clone().context("attempted")?;
    assert!(!registration.verified, "{registration:?}");
    assert!(
        registration
            .message
            .starts_with("Meta could not verify the webhook URL: "),
        "the person reads that Meta could not verify the URL, and why: {}",
        registration.message
    );
    assert!(
        registration.message.contains("Pacer asks again in"),
        "and that Pacer tries again: {}",
        registration.message
    );
    assert!(registration.next_attempt_at.is_some());
    let shown = serde_json::to_string(&state)?;
    assert!(
        !shown.contains(token),
        "the verify token never appears in the state: {shown}"
    );
    assert_eq!(
        rig.sim.stats().webhook_url.as_deref(),
        Some(rig.webhook_url.as_str()),
        "an unverified URL does not replace the callback"
    );
    assert_eq!(
        state.status,
        TunnelStatus::Up,
        "a failed registration never stops the tunnel"
    );
    stop(handle, &shutdown).await?;
    rig.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fixed_url_is_registered_like_a_tunnel_url() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    // Another spelling of the receiver's address, so the registration visibly changes it.
    let public = format!("http://localhost:{}", receiver_port(&rig)?);
    let shutdown = CancellationToken::new();
    let mut config = TunnelConfig::new(format!("url:{public}/").parse()?, 0);
    config.registration = Some(registration(&rig, "verify"));
    let handle = tunnel::start(config, shutdown.clone());
    let initial = handle.state();
    assert_eq!(initial.status, TunnelStatus::Fixed);
    assert_eq!(initial.provider, "url");
    assert_eq!(initial.public_url.as_deref(), Some(public.as_str()));
    let state = wait_for(&handle, "a registration of the fixed URL", |s| {
        s.registration.is_some()
    })
    .await?;
    let callback = format!("{public}/webhook");
    let registration = state.registration.clone().context("registered")?;
    assert!(registration.verified, "{registration:?}");
    assert_eq!(registration.callback_url, callback);
    assert_eq!(
        rig.sim.stats().webhook_url.as_deref(),
        Some(callback.as_str())
    );
    stop(handle, &shutdown).await?;
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn off_runs_nothing() -> anyhow::Result<()> {
    let shutdown = CancellationToken::new();
    let handle = tunnel::start(
        TunnelConfig::new(TunnelProvider::Off, 8092),
        shutdown.clone(),
    );
    let state = handle.state();
    assert_eq!(state.status, TunnelStatus::Off);
    assert_eq!((state.public_url, state.callback_url), (None, None));
    assert_eq!(
        serde_json::to_value(handle.state())?["status"],
        "off",
        "statuses are lowercase in /v1/stats"
    );
    stop(handle, &shutdown).await
}

#[tokio::test]
async fn an_unusable_command_is_a_setting_to_fix_not_retried() -> anyhow::Result<()> {
    let shutdown = CancellationToken::new();
    let provider = TunnelProvider::Command {
        template: "cloudflared tunnel".into(),
    };
    let handle = tunnel::start(TunnelConfig::new(provider, 8092), shutdown.clone());
    let down = wait_for(&handle, "a setting failure", |s| {
        s.status == TunnelStatus::Down
    })
    .await?;
    assert!(
        matches!(down.failure, Some(TunnelFailure::Setting { .. })),
        "{down:?}"
    );
    assert_eq!(
        down.next_retry_at, None,
        "a setting that cannot work is not retried"
    );
    stop(handle, &shutdown).await
}
