//! `pacer import`, `pacer lists`, `pacer templates`, `pacer campaign`, `pacer report`: what
//! office staff do, from the command line, against the running Pacer (see `client.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use pacer_engine::campaigns::{
    Audience, Campaign, CampaignSpec, CampaignState, Check, LaunchReport, PdfSource, Progress,
    RecipientPreview, RetryReport, Schedule, Source,
};
use pacer_engine::contacts::ListSummary;
use pacer_engine::import::ImportReport;
use pacer_engine::templates::SyncReport;
use serde::Deserialize;
use serde_json::{Value, json};

use pacer_engine::numbers::thousands;

use crate::client::{Client, Connection, table};

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

/// `pacer lists`.
#[derive(Debug, Args)]
pub struct ListsArgs {
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub connection: Connection,
}

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

/// `pacer campaign …`.
#[derive(Debug, Args)]
pub struct CampaignArgs {
    #[command(subcommand)]
    pub command: CampaignCommand,
    #[command(flatten)]
    pub connection: Connection,
}

#[derive(Debug, Subcommand)]
pub enum CampaignCommand {
    /// Create a campaign (checked at once; launch it when the check is clean).
    Create(Box<CreateArgs>),
    /// Every campaign, newest first.
    List,
    /// Where a campaign stands.
    Status { campaign: String },
    /// Check every recipient before launch: values, PDFs, opt-outs, the tier plan.
    Check { campaign: String },
    /// The message as one recipient will see it.
    Preview {
        campaign: String,
        /// A recipient of the campaign (the first when not given).
        #[arg(long)]
        phone: Option<String>,
    },
    /// Send the campaign's message to one number now (yours), with a recipient's values.
    Test {
        campaign: String,
        /// Your number, with its country code.
        #[arg(long)]
        to: String,
        /// Whose values to use (the first recipient when not given).
        #[arg(long)]
        sample: Option<String>,
    },
    /// Queue the campaign's messages (again is safe: nobody is queued twice).
    Launch {
        campaign: String,
        /// Send to everyone else when some recipients have a problem.
        #[arg(long)]
        skip_problems: bool,
        /// Show progress until every message is final or waiting for a later time.
        #[arg(long)]
        wait: bool,
    },
    /// Stop sending until resumed.
    Pause { campaign: String },
    /// Continue a paused campaign.
    Resume { campaign: String },
    /// Stop for good: what has not been sent is cancelled.
    Cancel { campaign: String },
    /// Send failed messages again — only those whose reason can change.
    Retry { campaign: String },
    /// Copy a campaign as a new draft.
    Clone {
        campaign: String,
        /// The copy's name.
        #[arg(long)]
        name: Option<String>,
    },
}

/// `pacer campaign create`.
#[derive(Debug, Args)]
pub struct CreateArgs {
    /// A name people recognise ("December invoices").
    #[arg(long)]
    pub name: String,
    /// The approved template's name.
    #[arg(long)]
    pub template: String,
    /// The template's language.
    #[arg(long, default_value = "en_US")]
    pub language: String,
    /// Send to this list (repeatable).
    #[arg(long = "list")]
    pub lists: Vec<String>,
    /// Send to contacts with this tag (repeatable).
    #[arg(long = "tag")]
    pub tags: Vec<String>,
    /// A variable's value: KEY=column:<header> or KEY=text:<words> (repeatable; `pacer
    /// templates list` shows the keys, e.g. body.1, body.customer_name, button.0).
    #[arg(long = "map", value_name = "KEY=SOURCE")]
    pub map: Vec<String>,
    /// The folder holding a PDF per recipient (a document header). It must be inside a folder
    /// Pacer may read: the data folder's imports/ (e.g. ~/.local/share/pacer/imports), or one
    /// added in Settings → Folders Pacer may read or with `pacer serve --readable-folder DIR`.
    #[arg(long, requires = "pdf_column")]
    pub pdf_folder: Option<PathBuf>,
    /// The column naming each recipient's PDF (INV-0042 or INV-0042.pdf).
    #[arg(long, requires = "pdf_folder")]
    pub pdf_column: Option<String>,
    /// Launch at this local time: "2026-12-01 09:00".
    #[arg(long, requires = "time_zone")]
    pub at: Option<String>,
    /// The time zone of --at, e.g. Asia/Karachi.
    #[arg(long, requires = "at")]
    pub time_zone: Option<String>,
}

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

/// Reads `--map KEY=column:Header` / `KEY=text:words` (a bare `KEY=Header` is a column).
fn mapping(items: &[String]) -> anyhow::Result<BTreeMap<String, Source>> {
    let mut mapping = BTreeMap::new();
    for item in items {
        let Some((key, source)) = item.split_once('=') else {
            bail!("--map takes KEY=column:<header> or KEY=text:<words>, not \"{item}\"");
        };
        let value = if let Some(words) = source.strip_prefix("text:") {
            Source::Text(words.to_owned())
        } else {
            Source::Column(
                source
                    .strip_prefix("column:")
                    .unwrap_or(source)
                    .trim()
                    .to_owned(),
            )
        };
        mapping.insert(key.trim().to_owned(), value);
    }
    Ok(mapping)
}

pub async fn campaign(args: CampaignArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    match args.command {
        CampaignCommand::Create(create) => {
            let pdf = match (&create.pdf_folder, &create.pdf_column) {
                (Some(folder), Some(column)) => Some(PdfSource {
                    folder: std::path::absolute(folder)
                        .with_context(|| format!("{} is not a usable path", folder.display()))?,
                    column: column.clone(),
                }),
                _ => None,
            };
            let schedule = match (&create.at, &create.time_zone) {
                (Some(at), Some(zone)) => Some(Schedule {
                    at: at.clone(),
                    time_zone: zone.clone(),
                }),
                _ => None,
            };
            let spec = CampaignSpec {
                mapping: mapping(&create.map)?,
                name: create.name,
                template_name: create.template,
                template_language: create.language,
                audience: Audience {
                    lists: create.lists,
                    tags: create.tags,
                },
                pdf,
                schedule,
            };
            let campaign: Campaign = client.post("/v1/campaigns", &spec).await?;
            let id = campaign.id;
            println!(
                "Created campaign {id} (\"{}\", {}).",
                campaign.spec.name,
                campaign.state.as_str()
            );
            print_check(
                &client
                    .post(&format!("/v1/campaigns/{id}/check"), &json!({}))
                    .await?,
            );
            println!(
                "\nNext: `pacer campaign preview {id}`, `pacer campaign test {id} --to <your number>`, then `pacer campaign launch {id} --wait`."
            );
        }
        CampaignCommand::List => {
            let campaigns: Vec<Campaign> = client.get("/v1/campaigns").await?;
            let rows: Vec<Vec<String>> = campaigns
                .into_iter()
                .map(|c| {
                    vec![
                        c.id,
                        c.spec.name,
                        c.spec.template_name,
                        c.state.as_str().to_owned(),
                    ]
                })
                .collect();
            if rows.is_empty() {
                println!("No campaigns yet: `pacer campaign create --help` shows how to make one.");
            } else {
                table(&["ID", "NAME", "TEMPLATE", "STATE"], &rows);
            }
        }
        CampaignCommand::Status { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let status: CampaignStatus = client.get(&format!("/v1/campaigns/{id}")).await?;
            print_status(&status);
        }
        CampaignCommand::Check { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let check: Check = client
                .post(&format!("/v1/campaigns/{id}/check"), &json!({}))
                .await?;
            print_check(&check);
            if check.problem_count > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        CampaignCommand::Preview { campaign, phone } => {
            let id = client.campaign_id(&campaign).await?;
            let query = phone
                .map(|p| {
                    format!(
                        "?phone={}",
                        url::form_urlencoded::byte_serialize(p.as_bytes()).collect::<String>()
                    )
                })
                .unwrap_or_default();
            let preview: RecipientPreview = client
                .get(&format!("/v1/campaigns/{id}/preview{query}"))
                .await?;
            print_preview(&preview);
        }
        CampaignCommand::Test {
            campaign,
            to,
            sample,
        } => {
            let id = client.campaign_id(&campaign).await?;
            let sent: TestSent = client
                .post(
                    &format!("/v1/campaigns/{id}/test"),
                    &json!({"to": to, "sample": sample}),
                )
                .await?;
            println!(
                "Test message {} queued to {} (express). `curl …/v1/messages/{}` or `pacer campaign status` shows when it is delivered.",
                sent.id, sent.to, sent.id
            );
        }
        CampaignCommand::Launch {
            campaign,
            skip_problems,
            wait,
        } => {
            let id = client.campaign_id(&campaign).await?;
            match client
                .post::<Launching>(
                    &format!("/v1/campaigns/{id}/launch"),
                    &json!({"skip_problems": skip_problems}),
                )
                .await
            {
                Ok(answer) => println!("Launching: {}", answer.check.summary),
                Err(e) => {
                    if let Some(failure) = e.downcast_ref::<crate::client::ApiFailure>()
                        && failure.code.as_deref() == Some("campaign_has_problems")
                    {
                        if let Some(check) = &failure.check {
                            print_problems(check);
                        }
                        bail!("{} To launch anyway, add --skip-problems.", failure.message);
                    }
                    return Err(e);
                }
            }
            if wait {
                return wait_for(&client, &id).await;
            }
            println!("`pacer campaign status {id}` shows how it goes; `--wait` follows it here.");
        }
        CampaignCommand::Pause { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let _: Campaign = client
                .post(&format!("/v1/campaigns/{id}/pause"), &json!({}))
                .await?;
            println!(
                "Paused: nothing more of this campaign is sent until `pacer campaign resume {id}`."
            );
        }
        CampaignCommand::Resume { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let campaign: Campaign = client
                .post(&format!("/v1/campaigns/{id}/resume"), &json!({}))
                .await?;
            println!(
                "Resumed: the campaign is {} again.",
                campaign.state.as_str()
            );
        }
        CampaignCommand::Cancel { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let answer: Cancelled = client
                .post(&format!("/v1/campaigns/{id}/cancel"), &json!({}))
                .await?;
            println!(
                "Cancelled: {} messages not yet sent were cancelled; messages already with Meta still get their delivery status.",
                thousands(answer.cancelled)
            );
        }
        CampaignCommand::Retry { campaign } => {
            let id = client.campaign_id(&campaign).await?;
            let answer: RetryReport = client
                .post(&format!("/v1/campaigns/{id}/retry"), &json!({}))
                .await?;
            println!("{}", answer.summary);
            if !answer.not_retried.is_empty() {
                println!("Left as they are:");
                for (reason, count) in &answer.not_retried {
                    println!("  {:>8}  {reason}", thousands(*count));
                }
            }
        }
        CampaignCommand::Clone { campaign, name } => {
            let id = client.campaign_id(&campaign).await?;
            let copy: Campaign = client
                .post(&format!("/v1/campaigns/{id}/clone"), &json!({"name": name}))
                .await?;
            println!("Copied as {} (\"{}\", a draft).", copy.id, copy.spec.name);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// How long `--wait` keeps waiting for delivery receipts after the last one arrived.
const RECEIPT_PATIENCE: Duration = Duration::from_secs(30);

/// Follows a launched campaign until every message is final (delivered, read, failed, skipped,
/// cancelled, expired) or waiting for a later time; receipts still missing after the sending ends are
/// waited for while they keep arriving.
async fn wait_for(client: &Client, id: &str) -> anyhow::Result<ExitCode> {
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

fn write_file(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    use std::io::Write as _;
    create_private(path)
        .and_then(|mut file| file.write_all(bytes))
        .with_context(|| {
            format!(
                "cannot write {}: check the folder exists and you may write to it",
                path.display()
            )
        })
}

/// Creates (or truncates) a file the user alone may read, as the app does with its exports:
/// reports and problem rows hold customers' names and numbers. A file that already exists
/// keeps the permissions it has.
fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::File::options();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

/// Reads an answer already fetched as JSON (to print it whole with `--json`) as `T`.
fn read<T: serde::de::DeserializeOwned>(answer: Value) -> anyhow::Result<T> {
    serde_json::from_value(answer).context(
        "Pacer's answer could not be read: is the running Pacer the same version as this `pacer`?",
    )
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

/// `GET /v1/campaigns/{id}`: the campaign, its progress and how its last launch ended.
#[derive(Debug, Deserialize)]
struct CampaignStatus {
    campaign: Campaign,
    progress: Progress,
    last_launch: Option<LastLaunch>,
}

impl CampaignStatus {
    /// Why the last launch stopped, when it did.
    fn launch_error(&self) -> Option<&str> {
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
struct TestSent {
    id: String,
    to: String,
}

/// `POST /v1/campaigns/{id}/launch`: the check the launch goes by.
#[derive(Debug, Deserialize)]
struct Launching {
    check: Check,
}

/// `POST /v1/campaigns/{id}/cancel`.
#[derive(Debug, Deserialize)]
struct Cancelled {
    cancelled: u64,
}

fn print_problems(check: &Check) {
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

fn print_check(check: &Check) {
    println!("{}", check.summary);
    print_problems(check);
}

fn print_status(status: &CampaignStatus) {
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

fn print_preview(preview: &RecipientPreview) {
    let p = &preview.preview;
    println!(
        "To {} {}",
        preview.phone,
        preview.name.as_deref().unwrap_or_default()
    );
    if let Some(pdf) = &preview.pdf {
        println!("[PDF: {pdf}]");
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
