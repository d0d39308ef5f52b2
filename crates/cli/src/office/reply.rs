//! `pacer reply PHONE TEXT`: answers a customer who wrote in, as the Inbox does. WhatsApp lets
//! a business write freely only within 24 hours of the customer's last message; Pacer says so
//! when the window is closed.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use crate::client::{Client, Connection};

/// `pacer reply`.
#[derive(Debug, Args)]
pub struct ReplyArgs {
    /// The customer's number, with its country code (+923001234567).
    pub phone: String,
    /// What to say.
    pub text: String,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub connection: Connection,
}

pub async fn reply(args: ReplyArgs) -> anyhow::Result<ExitCode> {
    let client = Client::new(&args.connection)?;
    let answer: Value = client
        .post(
            "/v1/messages",
            &json!({
                "to": args.phone,
                "lane": "express",
                "text": { "body": args.text },
            }),
        )
        .await?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&answer)?);
    } else {
        let id = answer["id"].as_str().unwrap_or("?");
        println!("Reply queued for {} ({id}).", args.phone);
    }
    Ok(ExitCode::SUCCESS)
}
