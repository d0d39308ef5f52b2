//! `pacer prices load FILE` and `pacer prices show`: Meta's rate card, which the campaign
//! check's estimate and the reports' cost use (`docs/prices.md`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Subcommand};
use pacer_engine::prices::RateCard;
use serde_json::{Value, json};

use super::read;
use crate::client::{Client, Connection, table};

/// `pacer prices load|show`.
#[derive(Debug, Args)]
pub struct PricesArgs {
    #[command(subcommand)]
    pub command: PricesCommand,
    #[command(flatten)]
    pub connection: Connection,
}

#[derive(Debug, Subcommand)]
pub enum PricesCommand {
    /// Load a rate card file (Meta's rate card saved as CSV, with `Effective date` and
    /// `Currency` rows above the table), replacing the card in use.
    Load {
        /// The CSV file.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show the rate card in use.
    Show {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

pub async fn prices(args: PricesArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    let (answer, json): (Value, bool) = match args.command {
        PricesCommand::Load { file, json } => {
            let csv = std::fs::read_to_string(&file).with_context(|| {
                format!(
                    "cannot read {}: check the path, and that it is the rate card saved as CSV (UTF-8)",
                    file.display()
                )
            })?;
            let source = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let answer = client
                .put("/v1/rate-card", &json!({ "csv": csv, "source": source }))
                .await?;
            (answer, json)
        }
        PricesCommand::Show { json } => (client.get("/v1/rate-card").await?, json),
    };
    if json {
        println!("{}", serde_json::to_string_pretty(&answer)?);
        return Ok(ExitCode::SUCCESS);
    }
    let card: RateCard = read(answer)?;
    print_card(&card);
    Ok(ExitCode::SUCCESS)
}

fn print_card(card: &RateCard) {
    println!(
        "Prices per delivered template message, in {}, from {} ({}).",
        card.currency, card.effective, card.source
    );
    let price = |p: Option<f64>| p.map_or_else(|| "-".to_owned(), |p| p.to_string());
    let rows: Vec<Vec<String>> = card
        .markets
        .iter()
        .map(|m| {
            vec![
                m.name.clone(),
                price(m.marketing),
                price(m.utility),
                price(m.authentication),
                if m.countries.is_empty() {
                    "(every other country)".to_owned()
                } else {
                    m.countries.join(" ")
                },
            ]
        })
        .collect();
    table(
        &[
            "MARKET",
            "MARKETING",
            "UTILITY",
            "AUTHENTICATION",
            "COUNTRIES",
        ],
        &rows,
    );
}
