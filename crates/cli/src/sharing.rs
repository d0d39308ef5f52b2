//! Sharing one Pacer with the office from the command line (`docs/office.md`):
//!
//! - `pacer share …` runs on the office Pacer's computer, against its local API: make the
//!   office certificate for `pacer serve --office-addr`, show a pairing code, list the desks,
//!   revoke one, change a role, make a system key.
//! - `pacer desk …` runs on a desk: pair with the office Pacer (type the code it shows) and ask
//!   who this desk is. After pairing, every other command (`pacer campaign`, `pacer import` …)
//!   works through the office Pacer with `--office`.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Subcommand};
use pacer_engine::api::{ShownCode, SystemKey};
use pacer_engine::sharing::desks::{Desk, Role};
use pacer_engine::sharing::office_api::Paired;
use pacer_engine::sharing::{CertificateChanged, Identity};
use serde_json::json;

use crate::client::{Client, Connection, DESK_CREDENTIAL, pinned_http, table};

/// `pacer share identity|code|desks|revoke|role|system-key`.
#[derive(Debug, Args)]
pub struct ShareArgs {
    #[command(subcommand)]
    pub command: ShareCommand,
    #[command(flatten)]
    pub connection: Connection,
}

#[derive(Debug, Subcommand)]
pub enum ShareCommand {
    /// Make the office certificate and its key for `pacer serve --office-addr`: prints
    /// PACER_OFFICE_TLS_CERT and PACER_OFFICE_TLS_KEY lines for its environment file, and the
    /// fingerprint desks will be shown. Keep the key as secret as the access token.
    Identity,
    /// Show a pairing code for one desk (ten minutes, five tries) and the fingerprint to compare.
    Code {
        /// What the desk paired with it may do: owner, staff or viewer.
        #[arg(long, default_value = "staff")]
        role: String,
    },
    /// List the desks and system keys, with their roles and when they were last seen.
    Desks,
    /// Withdraw a desk's or system key's access: its next request is refused.
    Revoke {
        /// The desk's number, as `pacer share desks` shows it.
        id: i64,
    },
    /// Give a desk another role: owner, staff, viewer or system.
    Role {
        /// The desk's number.
        id: i64,
        /// owner, staff, viewer or system.
        role: String,
    },
    /// Make a key for one of the business's systems (it may only send messages).
    SystemKey {
        /// The name people will see in Settings → People ("Website").
        name: String,
    },
}

/// `pacer desk pair|whoami`.
#[derive(Debug, Args)]
pub struct DeskArgs {
    #[command(subcommand)]
    pub command: DeskCommand,
    #[command(flatten)]
    pub connection: Connection,
}

#[derive(Debug, Subcommand)]
pub enum DeskCommand {
    /// Pair this computer with the office Pacer: give its address and the fingerprint it shows,
    /// then type the pairing code it shows (or set PACER_PAIRING_CODE). Prints this desk's
    /// credential once.
    Pair {
        /// The name this desk goes by on the office Pacer ("Front desk").
        #[arg(long)]
        name: String,
    },
    /// Ask the office Pacer who this desk is and what it may do.
    Whoami,
}

pub async fn share(args: ShareArgs) -> anyhow::Result<ExitCode> {
    if let ShareCommand::Identity = args.command {
        return identity();
    }
    let client = Client::new(&args.connection)?;
    match args.command {
        ShareCommand::Identity => unreachable!("answered above"),
        ShareCommand::Code { role } => {
            let role = role_named(&role)?;
            let shown: ShownCode = client
                .post("/v1/office/pairing-code", &json!({ "role": role }))
                .await?;
            println!(
                "Pairing code: {}\n  for one desk, as {}, for ten minutes; type it on the desk (`pacer desk pair`)\n  office:      https://{}\n  fingerprint: {}\n  The desk shows the fingerprint it was given: check that the two match.",
                shown.code,
                shown.role.as_str(),
                shown.addr,
                shown.fingerprint
            );
        }
        ShareCommand::Desks => {
            let desks: Vec<Desk> = client.get("/v1/office/desks").await?;
            print_desks(&desks);
        }
        ShareCommand::Revoke { id } => {
            let desk: Desk = client
                .post(&format!("/v1/office/desks/{id}/revoke"), &json!({}))
                .await?;
            println!(
                "{} (#{}) can no longer use the office Pacer: its next request is refused.",
                desk.name, desk.id
            );
        }
        ShareCommand::Role { id, role } => {
            let role = role_named(&role)?;
            let desk: Desk = client
                .put(
                    &format!("/v1/office/desks/{id}/role"),
                    &json!({ "role": role }),
                )
                .await?;
            println!(
                "{} (#{}) is now {} from its next request.",
                desk.name,
                desk.id,
                desk.role.as_str()
            );
        }
        ShareCommand::SystemKey { name } => {
            let key: SystemKey = client
                .post("/v1/office/system-keys", &json!({ "name": name }))
                .await?;
            println!(
                "System key for \"{}\" (#{}), shown this once; it may only send messages:\n{}\nThe system sends it as `Authorization: Bearer …` to the office Pacer's address.",
                key.desk.name, key.desk.id, key.credential
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn print_desks(desks: &[Desk]) {
    if desks.is_empty() {
        println!("No desks yet: `pacer share code` shows a code to pair one.");
        return;
    }
    let rows: Vec<Vec<String>> = desks
        .iter()
        .map(|d| {
            vec![
                d.id.to_string(),
                d.name.clone(),
                d.role.as_str().to_owned(),
                when(Some(d.paired_at)),
                when(d.last_seen_at),
                d.revoked_at.map_or_else(
                    || "active".to_owned(),
                    |at| format!("revoked {}", when(Some(at))),
                ),
            ]
        })
        .collect();
    table(
        &["#", "NAME", "ROLE", "PAIRED", "LAST SEEN", "ACCESS"],
        &rows,
    );
}

/// A moment as UTC date and time, or "never".
fn when(ms: Option<i64>) -> String {
    ms.and_then(chrono::DateTime::from_timestamp_millis)
        .map_or_else(
            || "never".to_owned(),
            |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
        )
}

/// `pacer share identity`: a new certificate and key, as one-line environment values.
/// A role as typed ("Viewer", " staff"), or what the roles are.
fn role_named(role: &str) -> anyhow::Result<Role> {
    serde_json::from_value(json!(role.trim().to_lowercase()))
        .map_err(|_| anyhow::anyhow!("{role:?} is not a role: use owner, staff, viewer or system"))
}

fn identity() -> anyhow::Result<ExitCode> {
    let identity = Identity::generate().map_err(|e| anyhow::anyhow!("{e}"))?;
    let one_line = |pem: String| pem.trim_end().replace('\n', "\\n");
    println!(
        "# The office certificate for `pacer serve --office-addr`: put these two lines in its\n# environment file (the key is a secret: keep it as you keep PACER_ACCESS_TOKEN).\n# Desks will be shown this fingerprint: {}\nPACER_OFFICE_TLS_CERT=\"{}\"\nPACER_OFFICE_TLS_KEY=\"{}\"",
        identity.fingerprint(),
        one_line(identity.certificate_pem()),
        one_line(identity.key_pem()),
    );
    Ok(ExitCode::SUCCESS)
}

pub async fn desk(args: DeskArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        DeskCommand::Pair { name } => pair(&args.connection, &name).await,
        DeskCommand::Whoami => {
            let client = Client::new(&args.connection)?;
            let desk: Desk = client.get("/office/v1/desk").await?;
            println!(
                "This desk is \"{}\" (#{}), {} on the office Pacer.",
                desk.name,
                desk.id,
                desk.role.as_str()
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The pairing code: PACER_PAIRING_CODE, or typed when asked.
fn pairing_code() -> anyhow::Result<String> {
    if let Ok(code) = std::env::var("PACER_PAIRING_CODE")
        && !code.trim().is_empty()
    {
        return Ok(code.trim().to_owned());
    }
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        print!("Pairing code the office Pacer shows: ");
        std::io::stdout().flush().ok();
    }
    let mut line = String::new();
    stdin
        .lock()
        .read_line(&mut line)
        .context("cannot read the pairing code")?;
    Ok(line.trim().to_owned())
}

async fn pair(connection: &Connection, name: &str) -> anyhow::Result<ExitCode> {
    let office = connection.office.as_deref().context(
        "give the office Pacer's address with --office (e.g. https://192.168.1.20:8093), as its Settings → Share with the office or `pacer serve` shows it",
    )?;
    let fingerprint = connection.office_fingerprint.as_deref().context(
        "give the office Pacer's fingerprint with --office-fingerprint, as its screen shows it: only that certificate will be trusted",
    )?;
    let office = office.trim_end_matches('/');
    let http = pinned_http(fingerprint)?;
    let code = pairing_code()?;
    let answer = http
        .post(format!("{office}/office/v1/pair"))
        .json(&json!({ "code": code, "desk": name }))
        .send()
        .await
        .map_err(|e| match CertificateChanged::in_error(&e) {
            Some(changed) => anyhow::anyhow!("{}", changed.said()),
            None => anyhow::anyhow!(
                "The office Pacer cannot be reached at {office}: check the address and that this computer is on the office network ({e})."
            ),
        })?;
    let status = answer.status();
    let body: serde_json::Value = answer
        .json()
        .await
        .context("the office Pacer's answer could not be read")?;
    if !status.is_success() {
        let message = body["error"]["message"]
            .as_str()
            .unwrap_or("the office Pacer refused without saying why");
        anyhow::bail!("{message}");
    }
    let paired: Paired = serde_json::from_value(body).context(
        "the office Pacer's answer could not be read: is it the same version as this `pacer`?",
    )?;
    println!(
        "Paired with the office Pacer at {office} as \"{}\" ({}).\nThis desk's credential is shown this once; keep it secret. Commands reach the office Pacer with:\n  export PACER_OFFICE_URL={office}\n  export PACER_OFFICE_FINGERPRINT={}\n  export {DESK_CREDENTIAL}={}",
        paired.desk.name,
        paired.desk.role.as_str(),
        paired.fingerprint,
        paired.credential
    );
    Ok(ExitCode::SUCCESS)
}
