//! The outbound message types against Meta's documented JSON (`docs/meta-cloud-api.md#common-body`): what Pacer
//! sends must be exactly Meta's shape, and Meta's shape sent by a caller of the local API must
//! read back without losing a field.

use anyhow::{Context, Result};
use pacer_cloud::{
    ButtonSubType, ComponentParameters, Media, MediaSource, MessageContent, OutboundMessage,
    Parameter, Recipient, RecipientType, TemplateContent, TextContent,
};
use serde_json::{Value, json};

/// Reads `wire` as a message and writes it back; the result must equal `wire`.
fn round_trip(wire: &Value) -> Result<(OutboundMessage, Value)> {
    let message: OutboundMessage =
        serde_json::from_value(wire.clone()).context("reading Meta's JSON")?;
    let back = serde_json::to_value(&message).context("writing it back")?;
    Ok((message, back))
}

fn invoice_template_json() -> Value {
    json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+923001234567",
        "type": "template",
        "template": {
            "name": "invoice_ready",
            "language": {"code": "en_US"},
            "components": [
                {"type": "header", "parameters": [
                    {"type": "document", "document": {"id": "1234567890", "filename": "INV-2026-0042.pdf"}}
                ]},
                {"type": "body", "parameters": [
                    {"type": "text", "text": "Ayesha"},
                    {"type": "currency", "currency": {"fallback_value": "PKR 12,500", "code": "PKR", "amount_1000": 12_500_000}},
                    {"type": "date_time", "date_time": {"fallback_value": "May 31, 2026"}}
                ]},
                {"type": "button", "sub_type": "url", "index": "0", "parameters": [
                    {"type": "text", "text": "INV-2026-0042"}
                ]}
            ]
        },
        "biz_opaque_callback_data": "ledger:42"
    })
}

#[test]
fn text_message_round_trips_exactly() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+5511999998888",
        "type": "text",
        "text": {"body": "Your order shipped: https://example.com/t/1", "preview_url": true}
    });
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "a text message must serialise back to exactly the JSON it was read from"
    );
    assert_eq!(
        message.recipient,
        Recipient::Phone("+5511999998888".into()),
        "`to` is the phone recipient"
    );
    let MessageContent::Text(text) = &message.content else {
        anyhow::bail!(
            "a `type: text` message must read as MessageContent::Text, got {:?}",
            message.content
        );
    };
    assert_eq!(text.preview_url, Some(true), "preview_url must be kept");
    Ok(())
}

#[test]
fn invoice_template_with_document_header_round_trips_exactly() -> Result<()> {
    let wire = invoice_template_json();
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "a template with header, body and button components must serialise back unchanged"
    );
    assert_eq!(
        message.biz_opaque_callback_data.as_deref(),
        Some("ledger:42"),
        "callback data is what resolves in-doubt rows"
    );
    let MessageContent::Template(template) = &message.content else {
        anyhow::bail!("a `type: template` message must read as MessageContent::Template");
    };
    assert_eq!(
        template.components.len(),
        3,
        "all three components must be read"
    );
    let ComponentParameters::Header(header) = &template.components[0] else {
        anyhow::bail!("the first component must read as a header");
    };
    let Parameter::Document(document) = &header.parameters[0] else {
        anyhow::bail!("the header parameter must read as a document");
    };
    assert_eq!(
        document.document.source,
        MediaSource::Id("1234567890".into()),
        "the document is addressed by media id"
    );
    assert_eq!(
        document.document.filename.as_deref(),
        Some("INV-2026-0042.pdf"),
        "the invoice keeps its filename"
    );
    let ComponentParameters::Button(button) = &template.components[2] else {
        anyhow::bail!("the third component must read as a button");
    };
    assert_eq!(
        (button.sub_type.clone(), button.index),
        (ButtonSubType::Url, 0),
        "button sub_type and index are typed"
    );
    Ok(())
}

#[test]
fn typed_builders_produce_metas_json() -> Result<()> {
    let message = OutboundMessage::to_phone(
        "+923001234567",
        MessageContent::Template(
            TemplateContent::new("invoice_ready", "en_US")
                .with_component(ComponentParameters::header(vec![Parameter::document(
                    Media::id("1234567890").with_filename("INV-2026-0042.pdf"),
                )]))
                .with_component(ComponentParameters::body(vec![
                    Parameter::text("Ayesha"),
                    Parameter::currency("PKR 12,500", "PKR", 12_500_000),
                    Parameter::date_time("May 31, 2026"),
                ]))
                .with_component(ComponentParameters::button(
                    ButtonSubType::Url,
                    0,
                    vec![Parameter::text("INV-2026-0042")],
                )),
        ),
    )
    .with_callback_data("ledger:42");
    assert_eq!(
        serde_json::to_value(&message)?,
        invoice_template_json(),
        "building a message in Rust must give the same JSON Meta documents"
    );
    // An absolute snapshot path, so the snapshot is found even when insta cannot ask cargo
    // where the workspace root is.
    insta::with_settings!({ snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots") }, {
        insta::assert_json_snapshot!("invoice_template_message", message);
    });
    Ok(())
}

#[test]
fn named_template_with_quick_reply_and_image_header_round_trips() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+14155550100",
        "type": "template",
        "template": {
            "name": "spring_sale",
            "language": {"code": "en"},
            "components": [
                {"type": "header", "parameters": [{"type": "image", "image": {"link": "https://example.com/sale.jpg"}}]},
                {"type": "body", "parameters": [
                    {"type": "text", "parameter_name": "first_name", "text": "Ana"},
                    {"type": "text", "parameter_name": "discount", "text": "20%"}
                ]},
                {"type": "button", "sub_type": "quick_reply", "index": "1", "parameters": [{"type": "payload", "payload": "STOP_PROMOS"}]}
            ]
        }
    });
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "named parameters, image links and quick-reply payloads must round-trip unchanged"
    );
    let MessageContent::Template(template) = &message.content else {
        anyhow::bail!("must read as a template");
    };
    let ComponentParameters::Body(body) = &template.components[1] else {
        anyhow::bail!("second component must be the body");
    };
    assert_eq!(
        body.parameters[0],
        Parameter::named_text("first_name", "Ana"),
        "a named text parameter keeps its parameter_name"
    );
    Ok(())
}

#[test]
fn authentication_template_carries_the_code_twice() -> Result<()> {
    // `docs/meta-cloud-api.md#common-body`: the code goes in the body and in the URL button (copy-code), index "0".
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+923001234567",
        "type": "template",
        "template": {
            "name": "login_code",
            "language": {"code": "en_US"},
            "components": [
                {"type": "body", "parameters": [{"type": "text", "text": "482913"}]},
                {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "482913"}]}
            ]
        }
    });
    let (_, back) = round_trip(&wire)?;
    assert_eq!(back, wire, "an OTP template must serialise back unchanged");
    Ok(())
}

#[test]
fn standalone_document_message_round_trips() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+923001234567",
        "type": "document",
        "document": {"link": "https://example.com/INV-2026-0042.pdf", "caption": "Your invoice", "filename": "INV-2026-0042.pdf"}
    });
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "a document message must serialise back unchanged"
    );
    let expected = MessageContent::Document(
        Media::link("https://example.com/INV-2026-0042.pdf")
            .with_caption("Your invoice")
            .with_filename("INV-2026-0042.pdf"),
    );
    assert_eq!(
        message.content, expected,
        "a document message reads as a typed media object"
    );
    Ok(())
}

#[test]
fn unknown_fields_and_types_are_kept_not_dropped() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+923001234567",
        "recipient_identity_key_hash": "DF2lS5v2W6x=",
        "context": {"message_id": "wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA"},
        "type": "template",
        "template": {
            "name": "summer_carousel",
            "language": {"code": "en_US", "policy": "deterministic"},
            "future_template_option": {"x": 1},
            "components": [
                {"type": "body", "parameters": [{"type": "text", "text": "Ana", "future_parameter_option": true}]},
                {"type": "button", "sub_type": "copy_code", "index": 0, "parameters": [{"type": "coupon_code", "coupon_code": "SAVE20"}]},
                {"type": "carousel", "cards": [{"card_index": 0, "components": []}]}
            ]
        }
    });
    let (message, back) = round_trip(&wire)?;
    let mut expected = wire.clone();
    // The only change allowed: `index` is always written as a string, as Meta documents it.
    expected["template"]["components"][1]["index"] = json!("0");
    assert_eq!(
        back, expected,
        "fields and types this crate does not model must be written back as they came"
    );
    assert!(
        message.extra.contains_key("recipient_identity_key_hash"),
        "an unmodelled top-level field lands in `extra`"
    );
    Ok(())
}

#[test]
fn unknown_message_types_pass_through() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": "+923001234567",
        "type": "interactive",
        "interactive": {"type": "button", "body": {"text": "Confirm?"}, "action": {"buttons": [{"type": "reply", "reply": {"id": "yes", "title": "Yes"}}]}}
    });
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "a message type this crate does not model must pass through unchanged"
    );
    assert_eq!(
        message.content.kind(),
        "interactive",
        "the type name is kept"
    );
    Ok(())
}

#[test]
fn user_id_recipients_use_the_recipient_key() -> Result<()> {
    let wire = json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "recipient": "US.13491208655302741918",
        "type": "text",
        "text": {"body": "hi"}
    });
    let (message, back) = round_trip(&wire)?;
    assert_eq!(
        back, wire,
        "a BSUID-addressed message must keep `recipient` and must not invent `to`"
    );
    assert_eq!(
        message.recipient,
        Recipient::UserId("US.13491208655302741918".into()),
        "reads as a user id recipient"
    );
    Ok(())
}

#[test]
fn metas_defaults_are_filled_in() -> Result<()> {
    // Meta's defaults: recipient_type individual, type text. messaging_product is always
    // whatsapp, so a caller omitting it still sends a valid body.
    let message: OutboundMessage =
        serde_json::from_value(json!({"to": "+923001234567", "text": {"body": "hi"}}))?;
    assert_eq!(
        message.recipient_type,
        RecipientType::Individual,
        "recipient_type defaults to individual"
    );
    assert_eq!(
        message.content,
        MessageContent::Text(TextContent::new("hi")),
        "type defaults to text"
    );
    assert_eq!(
        serde_json::to_value(&message)?,
        json!({"messaging_product": "whatsapp", "recipient_type": "individual", "to": "+923001234567", "type": "text", "text": {"body": "hi"}}),
        "what goes out always carries messaging_product, recipient_type and type"
    );
    Ok(())
}

#[test]
fn what_cannot_be_represented_is_refused_with_a_clear_error() -> Result<()> {
    let cases = [
        (
            json!({"messaging_product": "whatsapp", "type": "text", "text": {"body": "x"}}),
            "to",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "recipient": "US.1", "type": "text", "text": {"body": "x"}}),
            "not both",
        ),
        (
            json!({"messaging_product": "sms", "to": "+1", "type": "text", "text": {"body": "x"}}),
            "messaging_product",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "type": "template"}),
            "`template` object",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "type": "document", "document": {"filename": "a.pdf"}}),
            "`id` or `link`",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "type": "image", "image": {"id": "1", "link": "https://x"}}),
            "not both",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "type": "template", "template": {"name": "t", "language": {"code": "en"},
                "components": [{"type": "button", "sub_type": "url", "index": "first", "parameters": []}]}}),
            "index",
        ),
        (
            json!({"messaging_product": "whatsapp", "to": "+1", "type": "template", "template": {"name": "t", "language": {"code": "en"},
                "components": [{"type": "body", "parameters": [{"type": "text"}]}]}}),
            "text",
        ),
    ];
    for (wire, expected_words) in cases {
        let error = match serde_json::from_value::<OutboundMessage>(wire.clone()) {
            Ok(message) => anyhow::bail!("{wire} must be refused, but read as {message:?}"),
            Err(error) => error.to_string(),
        };
        assert!(
            error.contains(expected_words),
            "the error for {wire} must name what is wrong ({expected_words:?}), got: {error}"
        );
    }
    Ok(())
}
