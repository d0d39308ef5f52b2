//! Meta's answers, error and success, read by the Graph client over real HTTP.
//!
//! Input: one byte choosing the call (send, list templates, phone number, media upload,
//! callback override, override removal), one byte choosing the first answer's HTTP status,
//! then the answer bodies, separated by 0x1E (the template listing asks for one page after
//! another; later pages come with 200). The first body also goes straight through the
//! crate's public parsers: `MetaError` from an HTTP body and from a webhook error object,
//! `MessageTemplate`, `PhoneNumberInfo` and `OutboundMessage` (which must read back what it
//! writes).
//!
//! Checked besides "no panic": no error, in `Display` or `Debug`, ever holds the access token
//! or the verify token (the crate's promise), and a send's outcome is exactly one of accepted,
//! rejected, not sent, in doubt or unexpected.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pacer_cloud::{
    GraphError, MessageContent, MessageTemplate, MetaError, OutboundMessage, PhoneNumberInfo,
    SendFailure, TemplateContent,
};
use pacer_engine::templates::{self, TemplateInfo};
use pacer_fuzz::graph::stand_in;
use pacer_fuzz::{TOKEN, runtime};

const STATUSES: [u16; 16] = [
    200, 200, 201, 204, 301, 400, 401, 403, 404, 408, 429, 500, 502, 503, 504, 418,
];

const VERIFY_TOKEN: &str = "fuzz-verify-secret";

/// `secrets`: the access token, and the verify token where the call sent it.
fn no_secret(what: &str, text: String, secrets: &[&str]) {
    for secret in secrets {
        assert!(
            !text.contains(secret),
            "{what} must never hold a secret it was given: {text}"
        );
    }
}

fn graph_error(error: &GraphError, secrets: &[&str]) {
    no_secret("a Graph error", error.to_string(), secrets);
    no_secret("a Graph error (Debug)", format!("{error:?}"), secrets);
    let _ = error.class();
    if let Some(meta) = error.meta_error() {
        let _ = meta.explanation();
    }
}

fn send_failure(failure: &SendFailure) {
    no_secret("a send failure", failure.to_string(), &[TOKEN]);
    no_secret("a send failure (Debug)", format!("{failure:?}"), &[TOKEN]);
    let _ = failure.class();
    if let Some(meta) = failure.meta_error() {
        let _ = meta.explanation();
    }
}

fn parse_directly(body: &[u8]) {
    if let Ok(error) = MetaError::from_http_body(body) {
        let _ = (error.classify(), error.explanation(), error.to_string());
    }
    if let Ok(value) = serde_json::from_slice::<serde_json::Value>(body)
        && let Ok(error) = MetaError::from_error_object(&value)
    {
        let _ = (error.classify(), error.explanation(), error.to_string());
    }
    if let Ok(template) = serde_json::from_slice::<MessageTemplate>(body) {
        let info = TemplateInfo::from_template(&template);
        let _ = templates::render(&info, &Default::default());
    }
    if let Ok(info) = serde_json::from_slice::<PhoneNumberInfo>(body) {
        let _ = info.throughput_level();
        if let Some(limit) = &info.messaging_limit {
            let _ = (limit.unique_recipients_per_day(), limit.is_unlimited());
        }
    }
    if let Ok(message) = serde_json::from_slice::<OutboundMessage>(body) {
        let written = serde_json::to_value(&message).expect("a message serialises");
        let read: OutboundMessage = serde_json::from_value(written.clone())
            .unwrap_or_else(|e| panic!("a message reads back what it wrote ({e}): {written}"));
        assert_eq!(
            read, message,
            "a message reads back what it wrote: {written}"
        );
    }
}

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    let [call, status, rest @ ..] = data else {
        return;
    };
    let mut bodies = rest.split(|&b| b == 0x1e);
    let first = bodies.next().unwrap_or_default();
    parse_directly(first);
    let mut answers = vec![(STATUSES[usize::from(*status) % STATUSES.len()], first.to_vec())];
    answers.extend(bodies.map(|body| (200, body.to_vec())));

    let stand_in = stand_in();
    stand_in.answer_with(answers);
    let client = &stand_in.client;
    runtime().block_on(async {
        match call % 6 {
            0 => {
                let message = OutboundMessage::to_phone(
                    "+923001234567",
                    MessageContent::Template(TemplateContent::new("invoice_ready", "en_US")),
                )
                .with_callback_data("msg_fuzz");
                match client.send_message("100000000000001", &message).await {
                    Ok(accepted) => assert!(
                        !accepted.wamid.trim().is_empty(),
                        "an accepted send has a wamid"
                    ),
                    Err(failure) => send_failure(&failure),
                }
            }
            1 => match client.list_templates("200000000000001").await {
                Ok(listed) => {
                    for template in &listed {
                        let info = TemplateInfo::from_template(template);
                        let _ = templates::render(&info, &Default::default());
                    }
                }
                Err(error) => graph_error(&error, &[TOKEN]),
            },
            2 => match client.phone_number_info("100000000000001").await {
                Ok(info) => {
                    let _ = info.throughput_level();
                }
                Err(error) => graph_error(&error, &[TOKEN]),
            },
            3 => {
                let pdf = b"%PDF-1.4\n%fuzz\n".to_vec();
                match client
                    .upload_media("100000000000001", pdf, "application/pdf", "INV-1.pdf")
                    .await
                {
                    Ok(id) => assert!(!id.as_str().trim().is_empty(), "a media id is not blank"),
                    Err(error) => graph_error(&error, &[TOKEN]),
                }
            }
            4 => {
                let uri = "https://fuzz.example.com/webhook";
                if let Err(error) = client
                    .override_callback("200000000000001", uri, VERIFY_TOKEN)
                    .await
                {
                    graph_error(&error, &[TOKEN, VERIFY_TOKEN]);
                }
            }
            _ => {
                if let Err(error) = client.clear_callback_override("200000000000001").await {
                    graph_error(&error, &[TOKEN]);
                }
            }
        }
    });
});
