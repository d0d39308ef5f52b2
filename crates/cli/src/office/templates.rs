//! `pacer templates sync|list`: reads Meta's templates into Pacer and shows them with the
//! variable keys `pacer campaign create --map` takes.

use std::process::ExitCode;

use clap::{Args, Subcommand};
use pacer_engine::templates::SyncReport;
use serde::Deserialize;
use serde_json::{Value, json};

use super::read;
use crate::client::{Client, Connection, table};

/// `pacer templates sync|list`.
#[derive(Debug, Args)]
pub struct TemplatesArgs {
    #[command(subcommand)]
    pub command: TemplatesCommand,
    #[command(flatten)]
    pub connection: Connection,
}

#[derive(Debug, Subcommand)]
pub enum TemplatesCommand {
    /// Read every template from Meta into Pacer (all pages).
    Sync,
    /// Show the templates Pacer knows, their status and variables.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

pub async fn templates(args: TemplatesArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    match args.command {
        TemplatesCommand::Sync => {
            let report: SyncReport = client.post("/v1/templates/sync", &json!({})).await?;
            println!("{}", report.summary);
        }
        TemplatesCommand::List { json } => {
            let answer: Value = client.get("/v1/templates").await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&answer)?);
                return Ok(ExitCode::SUCCESS);
            }
            let templates: Vec<TemplateRow> = read(answer)?;
            let rows: Vec<Vec<String>> = templates
                .into_iter()
                .filter(|t| t.status != pacer_engine::templates::DELETED)
                .map(|t| {
                    let variables: Vec<String> = t.variables.into_iter().map(|v| v.key).collect();
                    vec![
                        t.name,
                        t.language,
                        t.category,
                        if t.usable {
                            t.status
                        } else {
                            format!("{} (not sendable)", t.status)
                        },
                        if variables.is_empty() {
                            "—".into()
                        } else {
                            variables.join(", ")
                        },
                    ]
                })
                .collect();
            if rows.is_empty() {
                println!("Pacer knows no templates yet: run `pacer templates sync`.");
            } else {
                table(
                    &[
                        "TEMPLATE",
                        "LANGUAGE",
                        "CATEGORY",
                        "STATUS",
                        "VARIABLES (for --map)",
                    ],
                    &rows,
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A template as `GET /v1/templates` lists it ([`pacer_engine::templates::TemplateInfo`]),
/// with the fields printed here (the definition's components are not read).
#[derive(Debug, Deserialize)]
struct TemplateRow {
    name: String,
    language: String,
    status: String,
    category: String,
    variables: Vec<TemplateVariable>,
    usable: bool,
}

/// A template's variable: its key is what `--map` takes.
#[derive(Debug, Deserialize)]
struct TemplateVariable {
    key: String,
}
