//! Meta's error codes → Pacer's retry classes (`docs/sending.md#retry-policy`, `docs/meta-cloud-api.md#error-codes`), in both
//! shapes Meta sends them, and the parser's refusal to panic on anything.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{Context, Result};
use pacer_cloud::{
    ErrorClass, MetaError, MetaErrorParseError, RecipientWait, SendFailure, Throttle,
    classify_code, pair_rate_wait,
};
use proptest::prelude::*;
use serde_json::{Value, json};

const PAUSE_ALL: ErrorClass = ErrorClass::PauseAll {
    probe_after_cooldown: false,
};
const PAUSE_ALL_PROBE: ErrorClass = ErrorClass::PauseAll {
    probe_after_cooldown: true,
};
const PERMANENT: ErrorClass = ErrorClass::Permanent {
    opts_out_marketing: false,
};
const THROUGHPUT: ErrorClass = ErrorClass::Throttled(Throttle::Throughput);
const CALL_VOLUME: ErrorClass = ErrorClass::Throttled(Throttle::CallVolume);

/// Every code of `docs/meta-cloud-api.md#error-codes` (ranges expanded where short, sampled where long), plus 2200
/// (webhook override verification), with its expected class.
const TABLE: &[(i64, ErrorClass)] = &[
    (0, PAUSE_ALL),
    (3, PAUSE_ALL),
    (10, PAUSE_ALL),
    (190, PAUSE_ALL),
    (200, PAUSE_ALL),
    (201, PAUSE_ALL),
    (250, PAUSE_ALL),
    (299, PAUSE_ALL),
    (4, CALL_VOLUME),
    (17, CALL_VOLUME),
    (80007, CALL_VOLUME),
    (130429, THROUGHPUT),
    (131056, ErrorClass::RecipientLater(RecipientWait::PairRate)),
    (131048, PAUSE_ALL_PROBE),
    (131064, PAUSE_ALL_PROBE),
    (133016, PERMANENT),
    (368, PAUSE_ALL),
    (131031, PAUSE_ALL),
    (130497, PERMANENT),
    (131042, PAUSE_ALL),
    (131045, PAUSE_ALL),
    (133010, PAUSE_ALL),
    (33, PAUSE_ALL),
    (131037, PAUSE_ALL),
    (131005, PAUSE_ALL),
    (131057, ErrorClass::Throttled(Throttle::Maintenance)),
    (131063, ErrorClass::PauseCampaign),
    (1, ErrorClass::Transient),
    (2, ErrorClass::Transient),
    (131000, ErrorClass::Transient),
    (131016, ErrorClass::Transient),
    (133004, ErrorClass::Transient),
    (100, PERMANENT),
    (131008, PERMANENT),
    (131009, PERMANENT),
    (131021, PERMANENT),
    (131030, PERMANENT),
    (131026, PERMANENT),
    (131047, PERMANENT),
    (
        131049,
        ErrorClass::RecipientLater(RecipientWait::MarketingCap),
    ),
    (
        131050,
        ErrorClass::Permanent {
            opts_out_marketing: true,
        },
    ),
    (130472, PERMANENT),
    (130403, PERMANENT),
    (131051, PERMANENT),
    (131052, PERMANENT),
    (131053, PERMANENT),
    (131062, PERMANENT),
    (132000, ErrorClass::PauseCampaign),
    (132001, ErrorClass::PauseCampaign),
    (132005, PERMANENT),
    (132007, ErrorClass::PauseCampaign),
    (132012, ErrorClass::PauseCampaign),
    (132015, ErrorClass::PauseCampaign),
    (132016, ErrorClass::PauseCampaign),
    (132018, PERMANENT),
    (132068, ErrorClass::PauseCampaign),
    (132069, ErrorClass::PauseCampaign),
    (133000, PERMANENT),
    (133005, PERMANENT),
    (133006, PERMANENT),
    (133007, PERMANENT),
    (133008, PERMANENT),
    (133009, PERMANENT),
    (133015, PERMANENT),
    (134011, PAUSE_ALL),
    (135000, PERMANENT),
    (137000, PERMANENT),
    (2388019, PERMANENT),
    (139200, PAUSE_ALL),
    (2200, PERMANENT),
];

fn http_body(code: &Value, details: &str) -> Vec<u8> {
    json!({
        "error": {
            "message": format!("(#{code}) something"),
            "type": "OAuthException",
            "code": code,
            "error_data": {"messaging_product": "whatsapp", "details": details},
            "error_subcode": 2494055,
            "fbtrace_id": "Az8or2yhqkZfEZ-_4Qn_Bam"
        }
    })
    .to_string()
    .into_bytes()
}

fn webhook_object(code: &Value, details: &str) -> Value {
    json!({
        "code": code,
        "title": "Something",
        "message": "Something",
        "error_data": {"details": details},
        "href": "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/"
    })
}

#[test]
fn every_reference_code_has_its_class_in_both_shapes() -> Result<()> {
    for &(code, expected) in TABLE {
        let from_http = MetaError::from_http_body(&http_body(&json!(code), "details"))
            .with_context(|| format!("HTTP body with code {code}"))?;
        assert_eq!(from_http.code, code, "the HTTP shape must keep code {code}");
        assert_eq!(
            from_http.classify(),
            expected,
            "code {code} in an HTTP answer must classify as {expected:?}"
        );

        let from_webhook = MetaError::from_error_object(&webhook_object(&json!(code), "details"))
            .with_context(|| format!("webhook object with code {code}"))?;
        assert_eq!(
            from_webhook.classify(),
            expected,
            "code {code} in a webhook must classify as {expected:?}, like HTTP"
        );

        let deserialised: MetaError =
            serde_json::from_value(webhook_object(&json!(code), "details"))?;
        assert_eq!(
            deserialised, from_webhook,
            "serde and the explicit parser must agree for code {code}"
        );
    }
    Ok(())
}

/// The class a row of `docs/meta-cloud-api.md`'s error-code table names.
fn documented_class(token: &str) -> Option<ErrorClass> {
    Some(match token {
        "pause-all" => PAUSE_ALL,
        "pause-all-probe" => PAUSE_ALL_PROBE,
        "call-volume" => CALL_VOLUME,
        "throughput" => THROUGHPUT,
        "maintenance" => ErrorClass::Throttled(Throttle::Maintenance),
        "pair-rate" => ErrorClass::RecipientLater(RecipientWait::PairRate),
        "marketing-cap" => ErrorClass::RecipientLater(RecipientWait::MarketingCap),
        "pause-campaign" => ErrorClass::PauseCampaign,
        "transient" => ErrorClass::Transient,
        "permanent" => PERMANENT,
        "permanent-opt-out" => ErrorClass::Permanent {
            opts_out_marketing: true,
        },
        _ => return None,
    })
}

/// The project's own description of Meta's codes (`docs/meta-cloud-api.md`, "Error codes") is
/// what a newcomer reads and what a change to the classifier is checked against: every row's
/// class must be the class Pacer gives the code, and every code of `TABLE` must have a row. The
/// file missing, its table missing or a class it names that Pacer does not have all fail.
#[test]
fn the_documented_class_of_every_code_is_the_class_pacer_gives_it() -> Result<()> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/meta-cloud-api.md");
    let text = std::fs::read_to_string(&path).with_context(|| {
        format!(
            "the project's description of Meta's API, {}",
            path.display()
        )
    })?;
    let section = text
        .split("\n## Error codes")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .context("docs/meta-cloud-api.md has no \"## Error codes\" section")?;
    let mut documented = BTreeSet::new();
    let mut disagreements = Vec::new();
    for line in section.lines().filter(|line| line.starts_with('|')) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Ok(code) = cells.get(1).unwrap_or(&"").parse::<i64>() else {
            continue; // the header and its rule
        };
        let token = cells.get(3).unwrap_or(&"").trim_matches('`');
        let class = documented_class(token)
            .with_context(|| format!("code {code}: the class `{token}` is not one Pacer has"))?;
        let actual = classify_code(code, None, None);
        if actual != class {
            disagreements.push(format!("{code}: documented {token}, Pacer does {actual:?}"));
        }
        documented.insert(code);
    }
    assert!(
        documented.len() > 60,
        "the error-code table must have been read (found {} codes)",
        documented.len()
    );
    assert!(
        disagreements.is_empty(),
        "docs/meta-cloud-api.md and the classifier disagree: {disagreements:#?}"
    );
    let listed: BTreeSet<i64> = TABLE.iter().map(|(code, _)| *code).collect();
    let undocumented: Vec<_> = listed.difference(&documented).collect();
    assert!(
        undocumented.is_empty(),
        "every code Pacer classifies must have a row in docs/meta-cloud-api.md; missing {undocumented:?}"
    );
    Ok(())
}

#[test]
fn unknown_codes_are_unknown_unless_meta_says_transient() -> Result<()> {
    let plain = MetaError::from_error_object(&json!({"code": 999_999, "message": "new"}))?;
    assert_eq!(
        plain.classify(),
        ErrorClass::Unknown,
        "an unlisted code must be Unknown, not guessed"
    );
    let transient = MetaError::from_http_body(
        br#"{"error": {"code": 999999, "message": "x", "is_transient": true}}"#,
    )?;
    assert_eq!(
        transient.classify(),
        ErrorClass::Transient,
        "is_transient=true on an unknown code makes it transient"
    );
    let listed = MetaError::from_http_body(
        br#"{"error": {"code": 131026, "message": "x", "is_transient": true}}"#,
    )?;
    assert_eq!(
        listed.classify(),
        PERMANENT,
        "is_transient never overrides a code the reference lists"
    );
    Ok(())
}

#[test]
fn http_status_never_overrides_the_code() -> Result<()> {
    let cases = [
        (
            131056,
            500,
            ErrorClass::RecipientLater(RecipientWait::PairRate),
        ),
        (130429, 400, THROUGHPUT),
        (131026, 503, PERMANENT),
        (190, 500, PAUSE_ALL),
        (131000, 400, ErrorClass::Transient),
        (132001, 429, ErrorClass::PauseCampaign),
    ];
    for (code, http_status, expected) in cases {
        let error = MetaError::from_http_body(&http_body(&json!(code), "x"))?;
        let failure = SendFailure::Rejected {
            error: Box::new(error),
            http_status,
        };
        assert_eq!(
            failure.class(),
            expected,
            "code {code} with HTTP {http_status} must classify by its code as {expected:?}"
        );
    }
    Ok(())
}

#[test]
fn bare_http_statuses_classify_only_without_a_meta_body() {
    let cases = [
        (429, THROUGHPUT),
        (500, ErrorClass::Transient),
        (502, ErrorClass::Transient),
        (503, ErrorClass::Transient),
        (401, PAUSE_ALL),
        (403, PAUSE_ALL),
        (404, ErrorClass::Unknown),
        (400, ErrorClass::Unknown),
    ];
    for (http_status, expected) in cases {
        let failure = SendFailure::Unexpected {
            http_status,
            body_excerpt: "<html>".into(),
        };
        assert_eq!(
            failure.class(),
            expected,
            "a non-Meta HTTP {http_status} must classify as {expected:?}"
        );
    }
}

#[test]
fn media_error_131053_is_transient_only_when_the_host_failed_temporarily() -> Result<()> {
    let cases = [
        // pywa's real test payload.
        (
            "Downloading media from weblink failed with http code 429, status message Too Many Requests",
            ErrorClass::Transient,
        ),
        (
            "Downloading media from weblink failed with http code 503, status message Service Unavailable",
            ErrorClass::Transient,
        ),
        (
            "Downloading media from weblink failed with http code 500",
            ErrorClass::Transient,
        ),
        ("Media download timed out", ErrorClass::Transient),
        (
            "Downloading media from weblink failed with http code 404, status message Not Found",
            PERMANENT,
        ),
        ("Unsupported file type: application/zip", PERMANENT),
        ("Downloading media failed with http code 4290", PERMANENT),
        ("", PERMANENT),
    ];
    for (details, expected) in cases {
        let webhook = MetaError::from_error_object(&webhook_object(&json!(131053), details))?;
        assert_eq!(
            webhook.classify(),
            expected,
            "131053 with details {details:?} must be {expected:?}"
        );
        let http = MetaError::from_http_body(&http_body(&json!(131053), details))?;
        assert_eq!(
            http.classify(),
            expected,
            "131053 details decide the same way in the HTTP shape"
        );
    }
    assert_eq!(
        classify_code(131053, None, None),
        PERMANENT,
        "131053 without details is permanent"
    );
    assert_eq!(
        classify_code(131026, Some("http code 503"), None),
        PERMANENT,
        "details only matter for 131053, never for other codes"
    );
    Ok(())
}

#[test]
fn codes_may_arrive_as_numeric_strings() -> Result<()> {
    let from_http = MetaError::from_http_body(&http_body(&json!("131056"), "x"))?;
    assert_eq!(
        from_http.code, 131056,
        "a numeric-string code in HTTP must parse"
    );
    let from_webhook = MetaError::from_error_object(&webhook_object(&json!(" 131049 "), "x"))?;
    assert_eq!(
        from_webhook.classify(),
        ErrorClass::RecipientLater(RecipientWait::MarketingCap),
        "a numeric-string code (with spaces) in a webhook must classify like a number"
    );
    Ok(())
}

#[test]
fn all_fields_of_both_shapes_are_read() -> Result<()> {
    // pywa tests/test_errors.py: 190/463 in the HTTP shape.
    let http = MetaError::from_http_body(
        br#"{"error": {"message": "Error validating access token: Session has expired on Friday, 26-Apr-24 06:00:00 PDT.",
            "type": "OAuthException", "code": 190, "error_subcode": 463, "fbtrace_id": "ACEyrTehk6IAd0lm05Ixogh",
            "is_transient": false, "error_user_title": "Session expired", "error_user_msg": "Log in again"}}"#,
    )?;
    assert_eq!(
        (
            http.code,
            http.subcode,
            http.error_type.as_deref(),
            http.fbtrace_id.as_deref()
        ),
        (
            190,
            Some(463),
            Some("OAuthException"),
            Some("ACEyrTehk6IAd0lm05Ixogh")
        ),
        "code, subcode, type and fbtrace_id of the HTTP shape must be kept"
    );
    assert_eq!(
        (
            http.is_transient,
            http.user_title.as_deref(),
            http.user_message.as_deref()
        ),
        (Some(false), Some("Session expired"), Some("Log in again")),
        "Graph-generic fields must be kept"
    );
    assert_eq!(
        http.classify(),
        PAUSE_ALL,
        "an expired token pauses everything"
    );

    // pywa tests/test_errors.py: 131047 in the webhook shape.
    let webhook = MetaError::from_error_object(&json!({
        "code": 131047, "title": "Re-engagement message", "message": "Re-engagement message",
        "error_data": {"details": "Message failed to send because more than 24 hours have passed since the customer last replied to this number."},
        "href": "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/"
    }))?;
    assert_eq!(
        webhook.title.as_deref(),
        Some("Re-engagement message"),
        "title of the webhook shape must be kept"
    );
    assert!(
        webhook
            .details
            .as_deref()
            .is_some_and(|d| d.contains("24 hours")),
        "error_data.details must be kept"
    );
    assert!(webhook.href.is_some(), "href must be kept");
    assert!(
        webhook.explanation().contains("24 hours"),
        "the explanation prefers Meta's details"
    );
    Ok(())
}

#[test]
fn garbage_never_panics_and_never_passes_as_a_meta_error() {
    let bodies: &[(&[u8], &str)] = &[
        (b"", "empty body"),
        (b"<html><body>502 Bad Gateway</body></html>", "HTML"),
        (b"[1, 2, 3]", "JSON array"),
        (b"\"error\"", "JSON string"),
        (b"null", "JSON null"),
        (br#"{"error": 5}"#, "error as number"),
        (br#"{"error": "Bad gateway"}"#, "error as string"),
        (br#"{"error": {"message": "no code"}}"#, "missing code"),
        (br#"{"error": {"code": null}}"#, "null code"),
        (br#"{"error": {"code": 131056.5}}"#, "float code"),
        (
            br#"{"error": {"code": 1.0e3}}"#,
            "float code in exponent form",
        ),
        (
            br#"{"error": {"code": 99999999999999999999999}}"#,
            "code beyond u64",
        ),
        (
            br#"{"error": {"code": 18446744073709551615}}"#,
            "code beyond i64",
        ),
        (br#"{"error": {"code": "13105six"}}"#, "word code"),
        (
            br#"{"error": {"code": "99999999999999999999"}}"#,
            "huge string code",
        ),
        (br#"{"error": {"code": true}}"#, "boolean code"),
        (br#"{"error": {"code": [131056]}}"#, "array code"),
        (
            br#"{"message": "x", "code": 131056}"#,
            "webhook shape where the HTTP shape is expected",
        ),
        (br#"{"error": {"code": 131056"#, "truncated JSON"),
    ];
    for (body, what) in bodies {
        assert!(
            MetaError::from_http_body(body).is_err(),
            "{what} must be a parse error, not a MetaError"
        );
    }
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(
        MetaError::from_http_body(deep.as_bytes()).is_err(),
        "deeply nested JSON must be refused without overflowing the stack"
    );
    assert_eq!(
        MetaError::from_http_body(br#"{"error": {"code": 131056.5}}"#),
        Err(MetaErrorParseError::BadCode("131056.5".into())),
        "a float code names the bad value"
    );
}

#[test]
fn wrong_types_in_other_fields_do_not_lose_the_code() -> Result<()> {
    let error = MetaError::from_http_body(
        br#"{"error": {"code": 131056, "message": 5, "type": [], "error_subcode": "x", "error_data": "not json",
            "fbtrace_id": {}, "is_transient": "yes", "title": null}}"#,
    )?;
    assert_eq!(
        error.code, 131056,
        "only the code is required; everything else is best effort"
    );
    assert_eq!(
        error.classify(),
        ErrorClass::RecipientLater(RecipientWait::PairRate),
        "it still classifies"
    );
    let encoded = MetaError::from_http_body(
        br#"{"error": {"code": 131053, "error_data": "{\"details\": \"http code 502\"}"}}"#,
    )?;
    assert_eq!(
        encoded.classify(),
        ErrorClass::Transient,
        "error_data sent as a JSON string is decoded"
    );
    Ok(())
}

#[test]
fn pair_rate_wait_grows_by_four_and_is_capped() {
    let waits: Vec<u64> = (0..8)
        .map(|attempt| pair_rate_wait(attempt).as_secs())
        .collect();
    assert_eq!(
        waits,
        [1, 4, 16, 64, 256, 1024, 1024, 1024],
        "131056 waits 4^X s, X = failures so far, capped at 1024 s"
    );
    assert_eq!(
        pair_rate_wait(u32::MAX).as_secs(),
        1024,
        "a huge attempt count must not overflow"
    );
}

#[test]
fn throttling_is_not_an_attempt_but_everything_else_is() {
    assert!(
        !THROUGHPUT.counts_as_attempt(),
        "throttled sends do not use up attempts"
    );
    assert!(
        ErrorClass::Transient.counts_as_attempt(),
        "transient failures use up attempts"
    );
    assert!(
        ErrorClass::InDoubt.counts_as_attempt(),
        "in-doubt sends count"
    );
}

/// Every `errors[]` array anywhere in a JSON document.
fn error_objects(value: &Value, found: &mut Vec<Value>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                if key == "errors"
                    && let Value::Array(items) = child
                {
                    found.extend(items.iter().cloned());
                }
                error_objects(child, found);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| error_objects(item, found)),
        _ => {}
    }
}

#[test]
fn every_error_in_the_real_webhook_fixtures_parses_and_classifies() -> Result<()> {
    let root = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/meta"
    ));
    let mut seen = Vec::new();
    for library in ["pywa", "whatsapp-api-js"] {
        for entry in std::fs::read_dir(root.join(library))
            .with_context(|| format!("fixtures of {library}"))?
        {
            let path = entry?.path();
            if path.extension().is_none_or(|ext| ext != "json") {
                continue;
            }
            let document: Value = serde_json::from_slice(&std::fs::read(&path)?)
                .with_context(|| path.display().to_string())?;
            let mut found = Vec::new();
            error_objects(&document, &mut found);
            for raw in found {
                let error = MetaError::from_error_object(&raw)
                    .with_context(|| format!("{raw} in {}", path.display()))?;
                assert_eq!(
                    Some(error.code),
                    raw["code"].as_i64(),
                    "the parsed code must be the fixture's code"
                );
                assert!(
                    !error.message.is_empty(),
                    "the fixture's message must be kept"
                );
                let file = path
                    .file_name()
                    .and_then(|name| name.to_str())
                    .unwrap_or("?")
                    .to_owned();
                seen.push((file, error.code, error.classify()));
            }
        }
    }
    let has = |file: &str, code: i64, class: ErrorClass| {
        seen.iter()
            .any(|(f, c, k)| f == file && *c == code && *k == class)
    };
    assert!(
        has("message_status.json", 130472, PERMANENT),
        "pywa's failed status (130472) must be permanent: {seen:?}"
    );
    assert!(
        has("message.json", 131051, PERMANENT),
        "pywa's unsupported inbound message (131051) must be permanent: {seen:?}"
    );
    assert!(
        has("message.json", 131000, ErrorClass::Transient),
        "pywa's value.errors[] 131000 must be transient: {seen:?}"
    );
    assert!(
        seen.len() >= 4,
        "the fixture walk must have found every errors[] object, found {}",
        seen.len()
    );
    Ok(())
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(body in proptest::collection::vec(any::<u8>(), 0..512)) {
        // Any outcome is fine, error or not; the property is that parsing returns at all.
        let _outcome = MetaError::from_http_body(&body);
    }

    #[test]
    fn arbitrary_codes_never_panic(code in any::<i64>(), text in ".{0,40}", float in any::<f64>()) {
        let from_int = MetaError::from_http_body(&http_body(&json!(code), &text));
        prop_assert_eq!(from_int.map(|error| error.code), Ok(code), "every i64 code must parse back exactly");
        let from_string = MetaError::from_error_object(&webhook_object(&json!(code.to_string()), &text));
        prop_assert_eq!(from_string.map(|error| error.code), Ok(code), "every i64 code as a string must parse");
        // Floats must not panic; whether they parse is checked by the garbage test.
        let _float = MetaError::from_error_object(&webhook_object(&json!(float), &text));
        let _class = classify_code(code, Some(&text), None);
    }
}
