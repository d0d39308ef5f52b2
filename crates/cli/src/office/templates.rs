//! `pacer templates sync|list`: reads Meta's templates into Pacer and shows them with the
//! variable keys `pacer campaign create --map` takes. `pacer templates create|edit|delete`:
//! writes templates in Pacer from a draft file (`POST /v1/templates`, the API's
//! `TemplateDraft`), which Pacer checks before Meta sees it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use pacer_engine::templates::{DraftHeader, SyncReport, TemplateDraftSpec};
use pacer_words::{Said, ids};
use serde::Deserialize;
use serde_json::{Value, json};

use super::read;
use crate::client::{Client, Connection, table};

/// `pacer templates sync|list|create|edit|delete`.
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
    /// Submit a new template to Meta for review, from a draft file (JSON: name, language,
    /// category, header, body, samples, footer, buttons). Pacer checks it first.
    Create {
        /// The draft, as JSON.
        #[arg(long)]
        file: PathBuf,
        /// A picture, video or PDF header's sample: uploaded to Meta first, its handle put in
        /// the draft's header (the file must be in a folder Pacer may read).
        #[arg(long, value_name = "FILE")]
        header_sample: Option<PathBuf>,
    },
    /// Replace an approved, rejected or paused template's content from a draft file; it goes
    /// back to Meta's review.
    Edit {
        /// The template's name.
        name: String,
        /// Its language code, e.g. en_US.
        language: String,
        /// The draft, as JSON.
        #[arg(long)]
        file: PathBuf,
        /// A picture, video or PDF header's sample, as for `create`.
        #[arg(long, value_name = "FILE")]
        header_sample: Option<PathBuf>,
    },
    /// Delete a template in every language, with Meta.
    Delete {
        /// The template's name.
        name: String,
    },
}

/// A draft file, read as the engine reads it, so a mistake in its shape is named here.
fn draft(file: &Path) -> anyhow::Result<TemplateDraftSpec> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("cannot read the draft {}", file.display()))?;
    serde_json::from_str(&text)
        .with_context(|| format!("{} is not a template draft", file.display()))
}

/// The draft with its media header's sample uploaded from `sample` and named by its handle
/// (the header's kind says what the file must be); unchanged without one.
async fn with_sample(
    client: &Client,
    mut draft: TemplateDraftSpec,
    sample: Option<&Path>,
) -> anyhow::Result<TemplateDraftSpec> {
    let Some(sample) = sample else {
        return Ok(draft);
    };
    let (kind, handle) = match &mut draft.header {
        DraftHeader::Image { handle } => ("image", handle),
        DraftHeader::Video { handle } => ("video", handle),
        DraftHeader::Document { handle } => ("document", handle),
        _ => anyhow::bail!(
            "--header-sample is for a picture, video or document header; the draft's header is not one (\"header\": {{\"kind\": \"image\"}})"
        ),
    };
    let path = std::path::absolute(sample)
        .with_context(|| format!("{} is not a usable path", sample.display()))?;
    let uploaded: Value = client
        .post(
            "/v1/templates/samples",
            &json!({"path": path, "kind": kind}),
        )
        .await?;
    *handle = uploaded["handle"].as_str().unwrap_or_default().to_owned();
    Ok(draft)
}

/// `text` as one segment of an address: a name with `/`, `?` or spaces stays one segment.
fn segment(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.') {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// A template as the API answers a change with it.
#[derive(Debug, Deserialize)]
struct Changed {
    name: String,
    language: String,
    status: String,
}

pub async fn templates(args: TemplatesArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    match args.command {
        TemplatesCommand::Sync => {
            let report: SyncReport = client.post("/v1/templates/sync", &json!({})).await?;
            println!("{}", report.summary);
        }
        TemplatesCommand::Create {
            file,
            header_sample,
        } => {
            let draft = with_sample(&client, draft(&file)?, header_sample.as_deref()).await?;
            let changed: Changed = client.post("/v1/templates", &draft).await?;
            let said = Said::new(ids::TEMPLATE_CREATED)
                .with("name", changed.name.as_str())
                .with("language", changed.language.as_str());
            println!("{said} ({})", changed.status);
        }
        TemplatesCommand::Edit {
            name,
            language,
            file,
            header_sample,
        } => {
            let path = format!("/v1/templates/{}/{}", segment(&name), segment(&language));
            let draft = with_sample(&client, draft(&file)?, header_sample.as_deref()).await?;
            let changed: Changed = client.put(&path, &draft).await?;
            let said = Said::new(ids::TEMPLATE_EDITED)
                .with("name", changed.name.as_str())
                .with("language", changed.language.as_str());
            println!("{said} ({})", changed.status);
        }
        TemplatesCommand::Delete { name } => {
            let _: Value = client
                .delete(&format!("/v1/templates/{}", segment(&name)))
                .await?;
            println!(
                "{}",
                Said::new(ids::TEMPLATE_DELETED).with("name", name.as_str())
            );
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_stays_one_segment_of_the_address() {
        assert_eq!(segment("order_update"), "order_update");
        assert_eq!(segment("a/b c?"), "a%2Fb%20c%3F");
        assert_eq!(segment("en_US"), "en_US");
    }

    #[test]
    fn a_draft_file_is_read_as_the_engine_reads_it() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("draft.json");
        let text =
            r#"{"name": "hello", "language": "en", "category": "UTILITY", "body": "Hello there"}"#;
        std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(draft(&file).ok().map(|d| d.name), Some("hello".to_owned()));
        std::fs::write(&file, r#"{"name": "hello", "bdy": "x"}"#).unwrap_or_else(|e| panic!("{e}"));
        assert!(draft(&file).is_err());
    }
}
