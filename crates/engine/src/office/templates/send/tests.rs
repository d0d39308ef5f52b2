use super::*;

#[test]
fn excerpts_keep_the_first_120_characters() {
    assert_eq!(excerpt("short"), "short");
    let long = "é".repeat(200);
    assert_eq!(excerpt(&long).chars().count(), 121);
}

#[test]
fn locations_are_latitude_longitude_with_optional_name_and_address() {
    let parsed = location("24.8607, 67.0011 | Shop | 1 Main Road, Karachi").expect("valid");
    assert_eq!(parsed["location"]["latitude"], "24.8607");
    assert_eq!(parsed["location"]["address"], "1 Main Road, Karachi");
    assert!(location("24.8607").is_none());
    assert!(location("124.8607, 67").is_none(), "latitude is within ±90");
    assert!(location("north, east").is_none());
}

#[test]
fn file_names_come_from_the_last_path_segment_of_a_link() {
    assert_eq!(
        link_file_name("https://x.test/a/INV-1.pdf?sig=1"),
        Some("INV-1.pdf")
    );
    assert_eq!(link_file_name("https://x.test/download"), None);
    assert_eq!(link_file_name("https://x.test"), None);
}

/// Found by fuzzing (`template_render`): a file given to a template without a media header
/// was quoted whole, and so was a status from a webhook; every problem quotes at most 120
/// characters (a person reads them in a list, one per recipient).
#[test]
fn every_problem_quotes_at_most_120_characters() {
    let long = format!("https://files.example.com/{}.pdf", "x".repeat(300));
    let template: pacer_cloud::MessageTemplate = serde_json::from_value(serde_json::json!({
        "id": "1", "name": "plain", "language": "en_US", "category": "UTILITY",
        "status": "PAUSED_".repeat(50),
        "components": [{"type": "BODY", "text": "Hello"}]
    }))
    .expect("a template");
    let info = TemplateInfo::from_template(&template);
    let problems = build(&info, &BTreeMap::new(), Some(Media::link(long)))
        .expect_err("a file for a template without a media header is refused");
    let kinds: Vec<ProblemKind> = problems.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [ProblemKind::NotApproved, ProblemKind::NoMediaHeader]
    );
    for problem in &problems {
        assert!(
            problem.value.chars().count() <= VALUE_EXCERPT_CHARS + 1,
            "a problem quotes at most 120 characters of its value: {problem:?}"
        );
    }
}

/// The problems a campaign's check lists are catalogue messages for the window: the counts
/// as numbers, the variable's label and the template's name as they are; their English reads
/// as before.
#[test]
fn problems_are_catalogue_messages_with_their_english_as_before() {
    let template: pacer_cloud::MessageTemplate = serde_json::from_value(serde_json::json!({
        "id": "1", "name": "invoice_ready", "language": "en_US", "category": "UTILITY",
        "status": "PAUSED",
        "components": [{"type": "BODY", "text": "Hello {{1}}, your invoice {{2}}"}]
    }))
    .expect("a template");
    let info = TemplateInfo::from_template(&template);
    let values = BTreeMap::from([("body.2".to_owned(), "a\tb".to_owned())]);
    let problems = build(&info, &values, None).expect_err("paused, one value missing");
    let said: Vec<(&str, String)> = problems
        .iter()
        .map(|p| (p.problem_said.id.as_str(), p.problem.clone()))
        .collect();
    let label = |i: usize| problems[i].label.clone();
    assert_eq!(
        said,
        [
            (
                ids::ENGINE_CAMPAIGN_VALUE_PAUSED,
                "Meta paused the template \"invoice_ready\" because of low quality, so it can't be sent until Meta approves it again.".to_owned()
            ),
            (
                ids::ENGINE_CAMPAIGN_VALUE_EMPTY,
                format!("{} is empty; WhatsApp needs a value for every variable. Map it to a column or a fixed text, or fill in the empty cell.", label(1))
            ),
            (
                ids::ENGINE_CAMPAIGN_VALUE_CHARACTER,
                format!("{} contains a tab, which WhatsApp doesn't allow in template values. Replace it with a single space.", label(2))
            ),
        ]
    );
    for p in &problems {
        assert_eq!(p.problem_said.to_string(), p.problem);
    }
    assert_eq!(
        problems[2].problem_said.args["what"],
        pacer_words::Arg::Text("tab".into())
    );
    let too_long = Said::new(ids::ENGINE_CAMPAIGN_VALUE_MESSAGE_TOO_LONG)
        .with("length", 1_100usize)
        .with("max", 1_024usize);
    assert_eq!(
        too_long.to_string(),
        "With its values filled in, the message text is 1,100 characters long; WhatsApp allows at most 1,024 when the template has a header, footer or buttons. Shorten the values."
    );
}
