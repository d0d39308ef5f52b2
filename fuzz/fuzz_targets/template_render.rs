//! A template definition filled in with user data: `templates::render` (the preview a person
//! reads) and `templates::build` (the parameters Meta gets, or the problems it would refuse).
//!
//! Input: JSON when it starts with `{`:
//! `{"template": <Meta's template object>, "values": {key: text}, "media": <media object>}`
//! (the corpus's form, seeded from the simulator's real templates); otherwise a structured case
//! (`arbitrary`: components, texts with `{{…}}` variables, buttons, values aimed at the
//! template's own variable keys and at made-up ones, an optional per-recipient file).
//!
//! Checked besides "no panic": a template that builds has no value missing in its preview, and
//! what it builds serialises to JSON that reads back the same.
#![no_main]

use std::collections::BTreeMap;

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use pacer_cloud::{Media, MessageTemplate, TemplateContent};
use pacer_engine::templates::{self, TemplateInfo};
use serde_json::{Value, json};

#[derive(Debug, Arbitrary)]
enum Kind {
    Header,
    Body,
    Footer,
    Buttons,
    Other(String),
}

#[derive(Debug, Arbitrary)]
enum Format {
    Text,
    Document,
    Image,
    Video,
    Location,
    Missing,
    Other(String),
}

#[derive(Debug, Arbitrary)]
struct Button {
    kind: ButtonKind,
    text: Option<String>,
    url: Option<String>,
    phone_number: Option<String>,
    example: Option<Vec<String>>,
}

#[derive(Debug, Arbitrary)]
enum ButtonKind {
    Url,
    QuickReply,
    PhoneNumber,
    Otp,
    CopyCode,
    Other(String),
}

#[derive(Debug, Arbitrary)]
struct Component {
    kind: Kind,
    format: Format,
    text: Option<String>,
    buttons: Vec<Button>,
    /// `body_text` / `header_text` examples.
    examples: Option<Vec<String>>,
}

#[derive(Debug, Arbitrary)]
enum Key {
    /// The n-th variable of the template, as it is read.
    Variable(u8),
    Made(String),
}

#[derive(Debug, Arbitrary)]
struct Case {
    status: u8,
    category: u8,
    named: bool,
    components: Vec<Component>,
    values: Vec<(Key, String)>,
    media: Option<(bool, String, Option<String>)>,
}

const STATUSES: [&str; 6] = [
    "APPROVED",
    "PAUSED",
    "DISABLED",
    "PENDING",
    "REJECTED",
    "odd_status",
];
const CATEGORIES: [&str; 4] = ["UTILITY", "MARKETING", "AUTHENTICATION", "other"];

impl Case {
    fn template(&self) -> Option<MessageTemplate> {
        let components: Vec<Value> = self
            .components
            .iter()
            .map(|c| {
                let kind = match &c.kind {
                    Kind::Header => "HEADER",
                    Kind::Body => "BODY",
                    Kind::Footer => "FOOTER",
                    Kind::Buttons => "BUTTONS",
                    Kind::Other(other) => other,
                };
                let mut component = json!({"type": kind});
                let format = match &c.format {
                    Format::Text => Some("TEXT"),
                    Format::Document => Some("DOCUMENT"),
                    Format::Image => Some("IMAGE"),
                    Format::Video => Some("VIDEO"),
                    Format::Location => Some("LOCATION"),
                    Format::Missing => None,
                    Format::Other(other) => Some(other.as_str()),
                };
                if let Some(format) = format {
                    component["format"] = json!(format);
                }
                if let Some(text) = &c.text {
                    component["text"] = json!(text);
                }
                if let Some(examples) = &c.examples {
                    component["example"] =
                        json!({"body_text": [examples], "header_text": examples});
                }
                if !c.buttons.is_empty() {
                    let buttons: Vec<Value> = c
                        .buttons
                        .iter()
                        .map(|b| {
                            let kind = match &b.kind {
                                ButtonKind::Url => "URL",
                                ButtonKind::QuickReply => "QUICK_REPLY",
                                ButtonKind::PhoneNumber => "PHONE_NUMBER",
                                ButtonKind::Otp => "OTP",
                                ButtonKind::CopyCode => "COPY_CODE",
                                ButtonKind::Other(other) => other,
                            };
                            let mut button = json!({"type": kind});
                            if let Some(text) = &b.text {
                                button["text"] = json!(text);
                            }
                            if let Some(url) = &b.url {
                                button["url"] = json!(url);
                            }
                            if let Some(phone) = &b.phone_number {
                                button["phone_number"] = json!(phone);
                            }
                            if let Some(example) = &b.example {
                                button["example"] = json!(example);
                            }
                            button
                        })
                        .collect();
                    component["buttons"] = Value::Array(buttons);
                }
                component
            })
            .collect();
        let template = json!({
            "id": "1500000000000099",
            "name": "fuzzed",
            "language": "en_US",
            "status": STATUSES[usize::from(self.status) % STATUSES.len()],
            "category": CATEGORIES[usize::from(self.category) % CATEGORIES.len()],
            "parameter_format": if self.named { "NAMED" } else { "POSITIONAL" },
            "components": components,
        });
        // Meta's component types are open enums; any JSON shape above reads.
        serde_json::from_value(template).ok()
    }
}

/// Renders and builds `template` with `values`, checking what the two promise together.
fn exercise(template: &MessageTemplate, values: &BTreeMap<String, String>, media: Option<Media>) {
    let info = TemplateInfo::from_template(template);
    let preview = templates::render(&info, values);
    let _ = serde_json::to_string(&preview).expect("a preview serialises");
    let given = media.is_some();
    match templates::build(&info, values, media) {
        Ok(content) => {
            if !given {
                assert!(
                    preview.missing.is_empty(),
                    "a template that builds has every value: missing {:?}",
                    preview.missing
                );
            }
            let written = serde_json::to_value(&content).expect("a template object serialises");
            let read: TemplateContent = serde_json::from_value(written.clone())
                .unwrap_or_else(|e| panic!("a built template reads back ({e}): {written}"));
            assert_eq!(
                read, content,
                "a built template reads back the same: {written}"
            );
        }
        Err(problems) => {
            assert!(!problems.is_empty(), "a refusal names its problems");
            for problem in &problems {
                assert!(
                    problem.value.chars().count() <= 121,
                    "a problem quotes at most 120 characters of the value: {problem:?}"
                );
            }
        }
    }
}

fn structured(u: &mut Unstructured<'_>) -> arbitrary::Result<()> {
    let case = Case::arbitrary_take_rest(std::mem::replace(u, Unstructured::new(&[])))?;
    let Some(template) = case.template() else {
        return Ok(());
    };
    let info = TemplateInfo::from_template(&template);
    let mut values = BTreeMap::new();
    for (key, value) in &case.values {
        let key = match key {
            Key::Variable(n) if !info.variables.is_empty() => info.variables
                [usize::from(*n) % info.variables.len()]
            .key
            .clone(),
            Key::Variable(n) => format!("body.{n}"),
            Key::Made(key) => key.clone(),
        };
        values.insert(key, value.clone());
    }
    let media = case.media.as_ref().map(|(link, source, file_name)| {
        let media = if *link {
            Media::link(source.as_str())
        } else {
            Media::id(source.as_str())
        };
        match file_name {
            Some(name) => media.with_filename(name.as_str()),
            None => media,
        }
    });
    exercise(&template, &values, media);
    Ok(())
}

fn from_json(data: &[u8]) {
    let Ok(case) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let Some(template) = case
        .get("template")
        .and_then(|t| serde_json::from_value::<MessageTemplate>(t.clone()).ok())
    else {
        return;
    };
    let values: BTreeMap<String, String> = case
        .get("values")
        .and_then(Value::as_object)
        .map(|values| {
            values
                .iter()
                .map(|(k, v)| match v {
                    Value::String(text) => (k.clone(), text.clone()),
                    other => (k.clone(), other.to_string()),
                })
                .collect()
        })
        .unwrap_or_default();
    let media = case
        .get("media")
        .and_then(|m| serde_json::from_value::<Media>(m.clone()).ok());
    exercise(&template, &values, media);
}

fuzz_target!(init: pacer_fuzz::init(), |data: &[u8]| {
    if data.first() == Some(&b'{') {
        from_json(data);
    } else {
        // Running out of bytes part-way is just a shorter case.
        let _ = structured(&mut Unstructured::new(data));
    }
});
