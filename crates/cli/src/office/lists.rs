//! `pacer lists`: the contact lists and how many of each may be sent marketing.

use std::process::ExitCode;

use clap::Args;
use pacer_engine::contacts::ListSummary;
use pacer_engine::numbers::thousands;
use serde_json::Value;

use super::read;
use crate::client::{Client, Connection, table};

/// `pacer lists`.
#[derive(Debug, Args)]
pub struct ListsArgs {
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub connection: Connection,
}

pub async fn lists(args: ListsArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    let answer: Value = client.get("/v1/lists").await?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&answer)?);
        return Ok(ExitCode::SUCCESS);
    }
    let lists: Vec<ListSummary> = read(answer)?;
    let rows: Vec<Vec<String>> = lists
        .into_iter()
        .map(|l| vec![l.name, thousands(l.members), thousands(l.opted_out)])
        .collect();
    if rows.is_empty() {
        println!("No lists yet: `pacer import FILE --list NAME` creates one.");
    } else {
        table(&["LIST", "CONTACTS", "OPTED OUT"], &rows);
    }
    Ok(ExitCode::SUCCESS)
}
