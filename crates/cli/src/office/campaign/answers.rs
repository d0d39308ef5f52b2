//! The local API's answers about a campaign that have no engine type of their own (they are
//! built with `json!` there), and how the campaign commands print what they read.

use pacer_engine::campaigns::{
    Campaign, Check, HeaderKind, LaunchReport, Progress, RecipientPreview,
};
use pacer_engine::inbox::media::human_size;
use pacer_engine::numbers::thousands;
use serde::Deserialize;

use crate::client::table;

/// `GET /v1/campaigns/{id}`: the campaign, its progress and how its last launch ended.
#[derive(Debug, Deserialize)]
pub(super) struct CampaignStatus {
    pub(super) campaign: Campaign,
    pub(super) progress: Progress,
    last_launch: Option<LastLaunch>,
}

impl CampaignStatus {
    /// Why the last launch stopped, when it did.
    pub(super) fn launch_error(&self) -> Option<&str> {
        match &self.last_launch {
            Some(LastLaunch::Error(error)) => Some(error),
            _ => None,
        }
    }
}

/// `{"ok": LaunchReport}` or `{"error": "…"}`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
enum LastLaunch {
    /// Read so its shape is checked; only a failed launch is printed.
    Ok(#[allow(dead_code)] Box<LaunchReport>),
    Error(String),
}

/// `POST /v1/campaigns/{id}/test`: the test message queued.
#[derive(Debug, Deserialize)]
pub(super) struct TestSent {
    pub(super) id: String,
    pub(super) to: String,
}

/// `POST /v1/campaigns/{id}/launch`: the check the launch goes by.
#[derive(Debug, Deserialize)]
pub(super) struct Launching {
    pub(super) check: Check,
}

/// `POST /v1/campaigns/{id}/cancel`.
#[derive(Debug, Deserialize)]
pub(super) struct Cancelled {
    pub(super) cancelled: u64,
}

pub(super) fn print_problems(check: &Check) {
    let problems = &check.problems;
    if problems.is_empty() {
        return;
    }
    println!("\nRecipients to fix before launch (number, name, what, why):");
    for p in problems.iter().take(20) {
        println!(
            "  {:<16} {:<20} {:<18} {}",
            p.phone,
            p.name.as_deref().unwrap_or_default(),
            p.what,
            p.problem
        );
    }
    if problems.len() > 20 {
        println!(
            "  … {} recipients in all; `pacer campaign check <id>` lists them.",
            thousands(check.problem_count)
        );
    }
}

pub(super) fn print_check(check: &Check) {
    println!("{}", check.summary);
    print_estimate(check.estimate.as_ref());
    print_problems(check);
}

/// The cost before launch, by country and category (`docs/prices.md#the-estimate`).
fn print_estimate(estimate: Option<&pacer_engine::prices::Estimate>) {
    let Some(estimate) = estimate else {
        println!(
            "{}",
            pacer_words::Said::new(pacer_words::ids::PRICES_ESTIMATE_NONE)
        );
        return;
    };
    println!("{}", estimate.summary);
    let money = |amount: Option<f64>| {
        amount.map_or_else(
            || "no price".to_owned(),
            |a| pacer_engine::prices::money(&estimate.currency, a),
        )
    };
    let rows: Vec<Vec<String>> = estimate
        .lines
        .iter()
        .map(|line| {
            vec![
                line.country.clone().unwrap_or_else(|| "?".to_owned()),
                line.market.clone().unwrap_or_default(),
                line.category.as_str().to_owned(),
                thousands(line.messages),
                money(line.price),
                money(line.amount),
            ]
        })
        .collect();
    table(
        &[
            "COUNTRY",
            "MARKET",
            "CATEGORY",
            "MESSAGES",
            "PRICE EACH",
            "AMOUNT",
        ],
        &rows,
    );
}

pub(super) fn print_status(status: &CampaignStatus) {
    let campaign = &status.campaign;
    let progress = &status.progress;
    println!(
        "{} — \"{}\" ({}), template {}",
        campaign.id,
        campaign.spec.name,
        progress.state.as_str(),
        campaign.spec.template_name
    );
    println!("{}", progress.summary);
    if let Some(reason) = &progress.paused_reason {
        println!("Paused: {reason}");
    }
    let rows: Vec<Vec<String>> = progress
        .by_state
        .iter()
        .map(|(state, n)| vec![state.clone(), thousands(*n)])
        .collect();
    if !rows.is_empty() {
        table(&["STATE", "MESSAGES"], &rows);
    }
    if let Some(error) = status.launch_error() {
        println!("The last launch stopped: {error}");
    }
}

pub(super) fn print_preview(preview: &RecipientPreview) {
    let p = &preview.preview;
    println!(
        "To {} {}",
        preview.phone,
        preview.name.as_deref().unwrap_or_default()
    );
    match (&preview.file, &preview.pdf) {
        (Some(file), _) => println!(
            "[{}: {}, {}]",
            match file.kind {
                HeaderKind::Image => "Picture",
                HeaderKind::Video => "Video",
                HeaderKind::Document => "PDF",
            },
            file.name,
            human_size(file.size)
        ),
        (None, Some(pdf)) => println!("[file: {pdf}]"),
        (None, None) => {}
    }
    for t in [
        p.header.as_deref(),
        Some(p.body.as_str()),
        p.footer.as_deref(),
    ]
    .into_iter()
    .flatten()
    {
        if !t.is_empty() {
            println!("{t}");
        }
    }
    for button in &p.buttons {
        println!("[{button}]");
    }
    for problem in &preview.problems {
        println!("Problem: {} — {}", problem.what, problem.problem);
    }
}
