//! `pacer campaign …`: create, check, preview, test, launch (and follow), pause, resume,
//! cancel, retry and clone a campaign through the running Pacer. Following a launch is
//! `campaign/follow.rs`; the answers read and how they are printed, `campaign/answers.rs`;
//! the audience flags, `campaign/audience.rs`.

mod answers;
mod audience;
mod follow;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use pacer_engine::campaigns::{
    Campaign, CampaignSpec, Check, HeaderFolder, Hours, RecipientPreview, RetryReport, Schedule,
    Source,
};
use pacer_engine::numbers::thousands;
use serde_json::json;

use crate::client::{Client, Connection, table};
use answers::{
    CampaignStatus, Cancelled, Launching, TestSent, print_check, print_preview, print_problems,
    print_status,
};
use audience::AudienceArgs;

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
    /// Who receives it.
    #[command(flatten)]
    pub audience: AudienceArgs,
    /// A variable's value: KEY=column:<header> or KEY=text:<words> (repeatable; `pacer
    /// templates list` shows the keys, e.g. body.1, body.customer_name, button.0).
    #[arg(long = "map", value_name = "KEY=SOURCE")]
    pub map: Vec<String>,
    /// The folder holding a file per recipient for the template's media header: a PDF for a
    /// document header, a JPEG or PNG for an image, an MP4 for a video. It must be inside a
    /// folder Pacer may read: the data folder's imports/ (e.g. ~/.local/share/pacer/imports),
    /// or one added in Settings → Folders Pacer may read or with `pacer serve
    /// --readable-folder DIR`.
    #[arg(long, requires = "pdf_column", conflicts_with = "header_file")]
    pub pdf_folder: Option<PathBuf>,
    /// The column naming each recipient's file (INV-0042 or INV-0042.pdf; poster or
    /// poster.jpg).
    #[arg(long, requires = "pdf_folder")]
    pub pdf_column: Option<String>,
    /// One file for everyone in the template's media header (a poster, a video, a price
    /// list), inside a folder Pacer may read (as --pdf-folder).
    #[arg(long, value_name = "FILE")]
    pub header_file: Option<PathBuf>,
    /// Launch at this local time: "2026-12-01 09:00".
    #[arg(long, requires = "time_zone")]
    pub at: Option<String>,
    /// The time zone of --at, e.g. Asia/Karachi.
    #[arg(long, requires = "at")]
    pub time_zone: Option<String>,
    /// Send only between these times of day, e.g. 09:00-20:00 (22:00-06:00 spans midnight);
    /// outside them the campaign's messages wait for the next opening.
    #[arg(long, value_name = "FROM-UNTIL", requires = "hours_zone")]
    pub hours: Option<String>,
    /// The time zone of --hours, e.g. Asia/Karachi.
    #[arg(long, value_name = "ZONE", requires = "hours")]
    pub hours_zone: Option<String>,
    /// A column naming each customer's language (ur, en_US, Urdu …): they get the template in
    /// that language where Meta approved it, everyone else --language.
    #[arg(long, value_name = "COLUMN")]
    pub language_column: Option<String>,
    /// Read --hours in each customer's own time where their country keeps one time (--hours-zone
    /// for the others).
    #[arg(long, requires = "hours")]
    pub hours_customer_zone: bool,
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
                (Some(folder), Some(column)) => Some(HeaderFolder {
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
            let report = match &create.audience.from_report {
                Some(campaign) => Some(client.campaign_id(campaign).await?),
                None => None,
            };
            let spec = CampaignSpec {
                mapping: mapping(&create.map)?,
                name: create.name,
                template_name: create.template,
                template_language: create.language,
                audience: create.audience.audience(report)?,
                language_column: create.language_column,
                pdf,
                header_file: create
                    .header_file
                    .as_ref()
                    .map(|file| {
                        std::path::absolute(file)
                            .with_context(|| format!("{} is not a usable path", file.display()))
                    })
                    .transpose()?,
                schedule,
                send_hours: match (&create.hours, &create.hours_zone) {
                    (Some(hours), Some(zone)) => {
                        let (from, until) = hours.split_once('-').with_context(|| {
                            format!("--hours {hours}: write it as FROM-UNTIL, e.g. 09:00-20:00")
                        })?;
                        Some(Hours {
                            from: from.trim().to_owned(),
                            until: until.trim().to_owned(),
                            time_zone: zone.clone(),
                            customer_zone: create.hours_customer_zone,
                        })
                    }
                    _ => None,
                },
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
                return follow::wait_for(&client, &id).await;
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
