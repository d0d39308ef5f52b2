//! `pacer import FILE --list NAME`: uploads a contact list and prints what the import found.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;
use pacer_engine::import::ImportReport;
use pacer_engine::numbers::thousands;

use super::create_private;
use crate::client::{Client, Connection};

/// `pacer import FILE --list NAME`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The file: CSV (any delimiter and encoding), XLSX, XLS or ODS.
    pub file: PathBuf,
    /// The list the contacts go into (created if missing).
    #[arg(long)]
    pub list: String,
    /// Country for numbers written without a country code (ISO code: PK, IN, GB …).
    #[arg(long)]
    pub country: Option<String>,
    /// Use this column when the guess is wrong: phone=<header> or name=<header> (repeatable).
    #[arg(long = "column", value_name = "ROLE=HEADER")]
    pub columns: Vec<String>,
    /// Tag every imported contact (repeatable).
    #[arg(long = "tag")]
    pub tags: Vec<String>,
    /// Write the rows that need fixing (invalid numbers, duplicates) to this CSV.
    #[arg(long, value_name = "FILE")]
    pub problems_out: Option<PathBuf>,
    /// Print the whole report as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub connection: Connection,
}

/// The import's form: the file (streamed from disk as it is sent, never read whole) and the
/// settings beside it. Uploading lets Pacer import a file from any folder without being
/// allowed to read that folder.
async fn import_form(args: &ImportArgs) -> anyhow::Result<reqwest::multipart::Form> {
    let columns = pacer_engine::import::ColumnOverrides::parse(&args.columns)?;
    let file = reqwest::multipart::Part::file(&args.file)
        .await
        .with_context(|| format!("cannot open {}", args.file.display()))?;
    let mut form = reqwest::multipart::Form::new()
        .text("list", args.list.clone())
        .text("columns", serde_json::to_string(&columns)?);
    if let Some(country) = &args.country {
        form = form.text("country", country.clone());
    }
    for tag in &args.tags {
        form = form.text("tags", tag.clone());
    }
    Ok(form.part("file", file))
}

pub async fn import(args: ImportArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    let answer = client
        .upload("/v1/imports", import_form(&args).await?)
        .await?;
    let report: ImportReport = serde_json::from_value(answer.clone())
        .context("Pacer's import report could not be read")?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&answer)?);
    } else {
        println!("{}", report.summary);
        let shown = 10;
        if !report.invalid.is_empty() {
            println!("\nNumbers that could not be used (row, value, why):");
            for row in report.invalid.iter().take(shown) {
                println!("  row {:>6}  {:<22} {}", row.row, row.value, row.message);
            }
            if report.invalid_count > shown as u64 {
                println!(
                    "  … and {} more",
                    thousands(report.invalid_count - shown as u64)
                );
            }
        }
        if !report.duplicates.is_empty() {
            println!("\nDuplicates merged into an earlier row (row → first row, number):");
            for row in report.duplicates.iter().take(shown) {
                println!(
                    "  row {:>6} → {:>6}  {}",
                    row.row, row.merged_into, row.phone
                );
            }
            if report.duplicate_count > shown as u64 {
                println!(
                    "  … and {} more",
                    thousands(report.duplicate_count - shown as u64)
                );
            }
        }
    }
    if let Some(out) = &args.problems_out {
        let file =
            create_private(out).with_context(|| format!("cannot write {}", out.display()))?;
        let written = report
            .write_problem_rows(std::io::BufWriter::new(file))
            .with_context(|| format!("cannot write {}", out.display()))?;
        let total = report.invalid_count + report.duplicate_count;
        if written >= total {
            eprintln!("The rows to fix are in {}.", out.display());
        } else {
            // Pacer runs on another computer (or the full list was removed since): the
            // report's rows are all this side can write.
            eprintln!(
                "Only the first {} of the {} rows to fix are in {}{}.",
                thousands(written),
                thousands(total),
                out.display(),
                report
                    .problems_file
                    .as_ref()
                    .map_or(String::new(), |full| format!(
                        ": Pacer keeps every one in {full} on the computer it runs on"
                    ))
            );
        }
    } else if !args.json && (!report.invalid.is_empty() || !report.duplicates.is_empty()) {
        eprintln!("\nTo get every row to fix as a spreadsheet, add --problems-out problems.csv.");
    }
    Ok(ExitCode::SUCCESS)
}
