//! One test per rule of [`check_draft`]: a good draft has no problem, and each mistake gives
//! exactly the problem of its rule, on its field.

use std::collections::BTreeMap;

use pacer_words::ids;

use super::*;

fn good() -> TemplateDraftSpec {
    TemplateDraftSpec {
        name: "order_update".into(),
        language: "en_US".into(),
        category: DraftCategory::Utility,
        parameter_format: None,
        header: DraftHeader::Text {
            text: "Order {{1}}".into(),
            sample: Some("A-42".into()),
        },
        body: "Hi {{1}}, your order {{2}} has shipped today.".into(),
        samples: BTreeMap::from([("1".into(), "Ayesha".into()), ("2".into(), "A-42".into())]),
        footer: Some("Reply STOP to opt out".into()),
        buttons: vec![
            DraftButton::QuickReply {
                text: "Thanks".into(),
            },
            DraftButton::Url {
                text: "Track".into(),
                url: "https://example.com/t/{{1}}".into(),
                sample: Some("A-42".into()),
            },
            DraftButton::Phone {
                text: "Call us".into(),
                phone_number: "+923001234567".into(),
            },
        ],
    }
}

/// The (field, id) of every problem of `draft`.
fn problems(draft: &TemplateDraftSpec) -> Vec<(String, String)> {
    check_draft(draft)
        .into_iter()
        .map(|p| (p.field, p.message_said.id))
        .collect()
}

fn only(draft: &TemplateDraftSpec, field: &str, id: &str) {
    assert_eq!(
        problems(draft),
        vec![(field.to_owned(), id.to_owned())],
        "{draft:#?}"
    );
}

fn quick(text: &str) -> DraftButton {
    DraftButton::QuickReply { text: text.into() }
}

#[test]
fn a_good_draft_has_no_problem() {
    assert_eq!(problems(&good()), vec![]);
    let named = TemplateDraftSpec {
        header: DraftHeader::None,
        body: "Hi {{customer_name}}, your order {{order_id}} has shipped.".into(),
        samples: BTreeMap::from([
            ("customer_name".into(), "Ayesha".into()),
            ("order_id".into(), "A-42".into()),
        ]),
        ..good()
    };
    assert_eq!(problems(&named), vec![]);
}

#[test]
fn names_are_lowercase_letters_digits_and_underscores_within_512() {
    for name in ["Order_Update", "order-update", "", "order update"] {
        only(
            &TemplateDraftSpec {
                name: name.into(),
                ..good()
            },
            "name",
            ids::TEMPLATE_DRAFT_NAME,
        );
    }
    let long = TemplateDraftSpec {
        name: "a".repeat(NAME_MAX_CHARS + 1),
        ..good()
    };
    only(&long, "name", ids::TEMPLATE_DRAFT_NAME);
    let longest = TemplateDraftSpec {
        name: "a".repeat(NAME_MAX_CHARS),
        ..good()
    };
    assert_eq!(problems(&longest), vec![]);
}

#[test]
fn a_language_is_needed() {
    only(
        &TemplateDraftSpec {
            language: " ".into(),
            ..good()
        },
        "language",
        ids::TEMPLATE_DRAFT_LANGUAGE,
    );
}

#[test]
fn the_body_is_required_and_at_most_1024_characters() {
    only(
        &TemplateDraftSpec {
            body: "  ".into(),
            ..good()
        },
        "body",
        ids::TEMPLATE_DRAFT_BODY_MISSING,
    );
    let long = TemplateDraftSpec {
        body: format!(
            "Hi {{{{1}}}}, your order {{{{2}}}} {} done.",
            "x".repeat(1_000)
        ),
        ..good()
    };
    only(&long, "body", ids::TEMPLATE_DRAFT_TOO_LONG);
}

#[test]
fn header_text_is_at_most_60_characters_with_at_most_one_variable() {
    let long = TemplateDraftSpec {
        header: DraftHeader::Text {
            text: format!("Order {{{{1}}}} {}", "x".repeat(60)),
            sample: Some("A-42".into()),
        },
        ..good()
    };
    only(&long, "header", ids::TEMPLATE_DRAFT_TOO_LONG);
    let two = TemplateDraftSpec {
        header: DraftHeader::Text {
            text: "Order {{1}} for {{2}}".into(),
            sample: Some("A-42".into()),
        },
        ..good()
    };
    only(&two, "header", ids::TEMPLATE_DRAFT_HEADER_ONE_VARIABLE);
    let unsampled = TemplateDraftSpec {
        header: DraftHeader::Text {
            text: "Order {{1}}".into(),
            sample: None,
        },
        ..good()
    };
    only(
        &unsampled,
        "header.sample",
        ids::TEMPLATE_DRAFT_SAMPLE_MISSING,
    );
}

#[test]
fn footers_are_at_most_60_characters_without_variables() {
    only(
        &TemplateDraftSpec {
            footer: Some("x".repeat(61)),
            ..good()
        },
        "footer",
        ids::TEMPLATE_DRAFT_TOO_LONG,
    );
    only(
        &TemplateDraftSpec {
            footer: Some("Order {{1}}".into()),
            ..good()
        },
        "footer",
        ids::TEMPLATE_DRAFT_FOOTER_VARIABLES,
    );
}

#[test]
fn positional_variables_are_numbered_in_order_without_gaps() {
    let gap = TemplateDraftSpec {
        body: "Hi {{1}}, your order {{3}} has shipped today.".into(),
        samples: BTreeMap::from([("1".into(), "Ayesha".into()), ("3".into(), "A-42".into())]),
        ..good()
    };
    only(&gap, "body", ids::TEMPLATE_DRAFT_VARIABLE_ORDER);
    let reversed = TemplateDraftSpec {
        body: "Hi {{2}}, your order {{1}} has shipped today.".into(),
        ..good()
    };
    only(&reversed, "body", ids::TEMPLATE_DRAFT_VARIABLE_ORDER);
}

#[test]
fn named_and_positional_variables_are_never_mixed() {
    let mixed = TemplateDraftSpec {
        body: "Hi {{1}}, your order {{order_id}} has shipped today.".into(),
        samples: BTreeMap::from([
            ("1".into(), "Ayesha".into()),
            ("order_id".into(), "A-42".into()),
        ]),
        ..good()
    };
    only(&mixed, "body", ids::TEMPLATE_DRAFT_VARIABLE_MIXED);
}

#[test]
fn named_variables_are_lowercase_with_underscores() {
    let draft = TemplateDraftSpec {
        parameter_format: Some(DraftFormat::Named),
        header: DraftHeader::None,
        body: "Hi {{Customer Name}}, your order has shipped today.".into(),
        ..good()
    };
    only(&draft, "body", ids::TEMPLATE_DRAFT_VARIABLE_NAME);
}

#[test]
fn a_variable_is_closed() {
    let draft = TemplateDraftSpec {
        body: "Hi {{1}}, your order {{2 has shipped today.".into(),
        ..good()
    };
    only(&draft, "body", ids::TEMPLATE_DRAFT_VARIABLE_UNCLOSED);
}

#[test]
fn no_variable_at_the_start_or_end_of_the_body() {
    for body in [
        "{{1}}, your order {{2}} has shipped today.",
        "Hi there, your order has shipped, {{1}} and {{2}}",
    ] {
        only(
            &TemplateDraftSpec {
                body: body.into(),
                ..good()
            },
            "body",
            ids::TEMPLATE_DRAFT_VARIABLE_AT_EDGE,
        );
    }
}

#[test]
fn two_words_of_text_per_variable_as_the_simulator_counts() {
    // Three variables need six words; "Hi", "order", "on", "its", "way" are five.
    let short = TemplateDraftSpec {
        body: "Hi {{1}} order {{2}} {{3}} on its way".into(),
        samples: BTreeMap::from([
            ("1".into(), "a".into()),
            ("2".into(), "b".into()),
            ("3".into(), "c".into()),
        ]),
        ..good()
    };
    only(&short, "body", ids::TEMPLATE_DRAFT_TOO_MANY_VARIABLES);
    let enough = TemplateDraftSpec {
        body: "Hi {{1}} order {{2}} {{3}} is on its way".into(),
        ..short
    };
    assert_eq!(problems(&enough), vec![]);
}

#[test]
fn every_variable_has_a_sample() {
    let mut draft = good();
    draft.samples.remove("2");
    only(&draft, "samples.2", ids::TEMPLATE_DRAFT_SAMPLE_MISSING);
    draft.samples.insert("2".into(), "  ".into());
    only(&draft, "samples.2", ids::TEMPLATE_DRAFT_SAMPLE_MISSING);
}

#[test]
fn at_most_ten_buttons() {
    let draft = TemplateDraftSpec {
        buttons: (0..11).map(|i| quick(&format!("Reply {i}"))).collect(),
        ..good()
    };
    only(&draft, "buttons", ids::TEMPLATE_DRAFT_TOO_MANY_BUTTONS);
}

#[test]
fn quick_replies_sit_together() {
    let mut draft = good();
    draft.buttons.push(quick("Later"));
    only(
        &draft,
        "buttons[3]",
        ids::TEMPLATE_DRAFT_QUICK_REPLIES_APART,
    );
    // Replies after the other buttons are together too.
    draft.buttons.remove(0);
    draft.buttons.push(quick("Stop"));
    assert_eq!(problems(&draft), vec![]);
}

#[test]
fn at_most_two_link_buttons_and_one_call_button() {
    let link = DraftButton::Url {
        text: "Shop".into(),
        url: "https://example.com/shop".into(),
        sample: None,
    };
    let mut draft = good();
    draft.buttons.push(link.clone());
    draft.buttons.push(link);
    only(
        &draft,
        "buttons[4]",
        ids::TEMPLATE_DRAFT_TOO_MANY_URL_BUTTONS,
    );
    let mut draft = good();
    draft.buttons.push(DraftButton::Phone {
        text: "Call the shop".into(),
        phone_number: "+923001234568".into(),
    });
    only(
        &draft,
        "buttons[3]",
        ids::TEMPLATE_DRAFT_TOO_MANY_PHONE_BUTTONS,
    );
}

#[test]
fn button_labels_are_at_most_25_characters_and_not_empty() {
    let mut draft = good();
    draft.buttons[0] = quick(&"x".repeat(26));
    only(&draft, "buttons[0]", ids::TEMPLATE_DRAFT_TOO_LONG);
    draft.buttons[0] = quick(" ");
    only(&draft, "buttons[0]", ids::TEMPLATE_DRAFT_TEXT_MISSING);
}

#[test]
fn a_link_is_http_with_at_most_one_variable_at_its_end_and_its_sample() {
    for url in [
        "example.com/t/{{1}}",
        "https://example.com/{{1}}/track",
        "https://example.com/t/{{2}}",
        "https://{{1}}",
    ] {
        let mut draft = good();
        draft.buttons[1] = DraftButton::Url {
            text: "Track".into(),
            url: url.into(),
            sample: Some("A-42".into()),
        };
        only(&draft, "buttons[1].url", ids::TEMPLATE_DRAFT_URL_INVALID);
    }
    let mut draft = good();
    draft.buttons[1] = DraftButton::Url {
        text: "Track".into(),
        url: "https://example.com/t/{{1}}".into(),
        sample: None,
    };
    only(
        &draft,
        "buttons[1].sample",
        ids::TEMPLATE_DRAFT_SAMPLE_MISSING,
    );
}

#[test]
fn a_call_button_has_an_international_number() {
    let mut draft = good();
    draft.buttons[2] = DraftButton::Phone {
        text: "Call us".into(),
        phone_number: "call me".into(),
    };
    only(
        &draft,
        "buttons[2].phone_number",
        ids::TEMPLATE_DRAFT_PHONE_INVALID,
    );
}

#[test]
fn a_media_header_has_a_sample_file() {
    let draft = TemplateDraftSpec {
        header: DraftHeader::Image { handle: " ".into() },
        ..good()
    };
    only(
        &draft,
        "header.handle",
        ids::TEMPLATE_DRAFT_HEADER_FILE_MISSING,
    );
}

#[test]
fn authentication_templates_have_only_a_copy_code_button_and_no_media_header() {
    let otp = TemplateDraftSpec {
        category: DraftCategory::Authentication,
        header: DraftHeader::None,
        body: "Your code is {{1}}. Do not share it with anyone.".into(),
        samples: BTreeMap::from([("1".into(), "123456".into())]),
        footer: None,
        buttons: vec![DraftButton::CopyCode {
            sample: "123456".into(),
        }],
        ..good()
    };
    assert_eq!(problems(&otp), vec![]);
    let mut with_reply = otp.clone();
    with_reply.buttons.push(quick("Thanks"));
    only(&with_reply, "buttons[1]", ids::TEMPLATE_DRAFT_AUTH_BUTTONS);
    let with_image = TemplateDraftSpec {
        header: DraftHeader::Image {
            handle: "4::aW1hZ2U=:ARb".into(),
        },
        ..otp
    };
    only(&with_image, "header", ids::TEMPLATE_DRAFT_AUTH_HEADER);
}

#[test]
fn a_copy_code_button_has_a_sample() {
    let mut draft = good();
    draft
        .buttons
        .push(DraftButton::CopyCode { sample: "".into() });
    only(
        &draft,
        "buttons[3].sample",
        ids::TEMPLATE_DRAFT_SAMPLE_MISSING,
    );
}

#[test]
fn every_problem_is_said_in_english_too() {
    let draft = TemplateDraftSpec {
        name: "Bad Name".into(),
        ..good()
    };
    let problem = check_draft(&draft).into_iter().next();
    assert!(problem.is_some_and(|p| p.message.contains("lowercase") && p.message.contains("512")));
}
