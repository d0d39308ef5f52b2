//! Property: whatever bytes arrive at the messages endpoint, the simulator answers — 200 or a
//! Meta-shaped 4xx — never a 5xx, a panic or a hung connection.

mod support;

use proptest::prelude::*;
use serde_json::{Map, Value, json};

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| json!(f)),
        ".{0,40}".prop_map(Value::String),
        prop_oneof![
            Just("whatsapp"),
            Just("template"),
            Just("text"),
            Just("+923001234567"),
            Just("hello_world"),
            Just("en_US"),
            Just("body"),
            Just("header"),
            Just("button")
        ]
        .prop_map(|s| Value::String(s.into())),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((field_name(), inner), 0..6)
                .prop_map(|fields| Value::Object(fields.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

fn field_name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("messaging_product"),
        Just("to"),
        Just("type"),
        Just("text"),
        Just("body"),
        Just("template"),
        Just("name"),
        Just("language"),
        Just("code"),
        Just("components"),
        Just("parameters"),
        Just("index"),
        Just("sub_type"),
        Just("document"),
        Just("image"),
        Just("id"),
        Just("link"),
        Just("parameter_name"),
        Just("currency"),
        Just("amount_1000"),
        Just("fallback_value"),
        Just("biz_opaque_callback_data"),
        Just("recipient_type"),
    ]
    .prop_map(str::to_owned)
}

/// A request that is mostly right, with random values where Meta's fields go.
fn message_like() -> impl Strategy<Value = Value> {
    (any_json(), any_json(), any_json()).prop_map(|(to, kind, payload)| {
        json!({"messaging_product": "whatsapp", "to": to, "type": kind, "template": payload.clone(), "text": payload})
    })
}

#[test]
fn any_body_gets_an_answer_never_a_server_error() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sim = runtime.block_on(support::start(support::quiet_config()));
    let check = |body: Vec<u8>| -> Result<(), TestCaseError> {
        let (status, answer) = runtime.block_on(sim.send_raw(body.clone()));
        prop_assert!(
            status == 200 || (400..500).contains(&status),
            "{status} for {:?}",
            String::from_utf8_lossy(&body)
        );
        if status != 200 {
            prop_assert!(
                answer["error"]["code"].is_i64() && answer["error"]["message"].is_string(),
                "a refusal has Meta's shape: {answer}"
            );
        }
        Ok(())
    };
    let config = ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(body in any_json())| check(body.to_string().into_bytes())?);
    proptest!(config, |(body in message_like())| check(body.to_string().into_bytes())?);
    proptest!(config, |(bytes in prop::collection::vec(any::<u8>(), 0..300))| check(bytes)?);
    runtime.block_on(sim.handle.shutdown()).unwrap();
}
