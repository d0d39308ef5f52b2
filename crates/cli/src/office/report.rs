//! `pacer report CAMPAIGN`: a campaign's report as JSON, CSV or XLSX.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::Args;
use serde_json::Value;

use super::write_file;
use crate::client::{Client, Connection};

/// `pacer report CAMPAIGN`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The campaign's id or name.
    pub campaign: String,
    /// json, csv or xlsx.
    #[arg(long, default_value = "json")]
    pub format: String,
    /// Where to write it (csv and xlsx: the campaign's name in this folder when not given).
    #[arg(long)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub connection: Connection,
}

pub async fn report(args: ReportArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    let id = client.campaign_id(&args.campaign).await?;
    let format = args.format.to_ascii_lowercase();
    match format.as_str() {
        "json" => {
            // Printed as Pacer wrote it: nothing here reads its fields.
            let report: Value = client
                .get(&format!("/v1/campaigns/{id}/report?format=json"))
                .await?;
            let text = serde_json::to_string_pretty(&report)?;
            match &args.out {
                Some(out) => write_file(out, text.as_bytes())?,
                None => println!("{text}"),
            }
        }
        "csv" | "xlsx" => {
            let download = client
                .download(&format!("/v1/campaigns/{id}/report?format={format}"))
                .await?;
            let out = args.out.clone().unwrap_or_else(|| {
                PathBuf::from(
                    download
                        .file_name
                        .clone()
                        .unwrap_or_else(|| format!("{id}.{format}")),
                )
            });
            write_file(&out, &download.bytes)?;
            println!("The report is in {}.", out.display());
        }
        other => bail!("\"{other}\" is not a report format: use json, csv or xlsx"),
    }
    Ok(ExitCode::SUCCESS)
}
