//! `pacer campaign launch --wait`: follows a launched campaign with a progress bar until its
//! messages are final or wait for a later time.

use std::process::ExitCode;
use std::time::Duration;

use anyhow::bail;
use indicatif::{ProgressBar, ProgressStyle};
use pacer_engine::campaigns::CampaignState;
use pacer_engine::numbers::thousands;

use super::answers::CampaignStatus;
use crate::client::Client;

/// How long `--wait` keeps waiting for delivery receipts after the last one arrived.
const RECEIPT_PATIENCE: Duration = Duration::from_secs(30);

/// Follows a launched campaign until every message is final (delivered, read, failed, skipped,
/// cancelled, expired) or waiting for a later time; receipts still missing after the sending ends are
/// waited for while they keep arriving.
pub(super) async fn wait_for(client: &Client, id: &str) -> anyhow::Result<ExitCode> {
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut settled_polls = 0;
    let mut receipts: Option<(u64, std::time::Instant)> = None;
    loop {
        let status: CampaignStatus = client.get(&format!("/v1/campaigns/{id}")).await?;
        let progress = &status.progress;
        let count = |state: &str| progress.by_state.get(state).copied().unwrap_or(0);
        let total = progress.total;
        let launching =
            progress.launch.is_some() || status.campaign.state == CampaignState::Launching;
        let recipients = progress.launch.map_or(0, |l| l.recipients as u64);
        let moving = count("queued") + count("sending") + count("in_doubt");
        let awaiting_receipt = count("sent");
        let settled = total.saturating_sub(moving + awaiting_receipt);
        bar.set_length(total.max(recipients));
        bar.set_position(settled);
        let pdfs = match progress.launch {
            Some(launch) if launch.pdfs_total > 0 => format!(
                ", PDFs {}/{}",
                thousands(launch.pdfs_done),
                thousands(launch.pdfs_total)
            ),
            _ => String::new(),
        };
        bar.set_message(format!(
            "{} delivered, {} read, {} failed, {} waiting for their time, {} awaiting receipt{pdfs}",
            thousands(count("delivered") + count("read")),
            thousands(count("read")),
            thousands(count("failed")),
            thousands(count("deferred")),
            thousands(awaiting_receipt),
        ));
        if let Some(error) = status.launch_error()
            && !launching
        {
            bar.abandon();
            bail!("The launch stopped: {error}");
        }
        let state = status.campaign.state;
        if !launching && moving == 0 && total > 0 {
            let now = std::time::Instant::now();
            let patience_over = match receipts {
                Some((last, since)) if last == awaiting_receipt => {
                    now.duration_since(since) >= RECEIPT_PATIENCE
                }
                _ => {
                    receipts = Some((awaiting_receipt, now));
                    false
                }
            };
            // One more poll after the sending ends: the last statuses may be on their way.
            settled_polls += 1;
            if (awaiting_receipt == 0 && settled_polls >= 2) || patience_over {
                bar.finish_and_clear();
                println!("{}", progress.summary);
                if count("deferred") > 0 {
                    println!(
                        "{} messages wait for their time (pacing, Meta's daily limit or a retry): Pacer sends them by itself; `pacer campaign status {id}` follows them.",
                        thousands(count("deferred"))
                    );
                }
                if awaiting_receipt > 0 {
                    println!(
                        "{} messages are sent but WhatsApp's delivery receipt has not arrived for {} s: Pacer records it when it comes. If none come at all, check the tunnel (`curl …/v1/stats`).",
                        thousands(awaiting_receipt),
                        RECEIPT_PATIENCE.as_secs()
                    );
                }
                return Ok(ExitCode::SUCCESS);
            }
        } else {
            settled_polls = 0;
            receipts = None;
        }
        if matches!(state, CampaignState::Paused | CampaignState::Cancelled) && !launching {
            bar.abandon();
            println!(
                "The campaign is {}: {}",
                state.as_str(),
                progress
                    .paused_reason
                    .as_deref()
                    .filter(|reason| !reason.is_empty())
                    .unwrap_or(&progress.summary)
            );
            return Ok(ExitCode::FAILURE);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}
