//! The Graph client against real HTTP on loopback: what goes over the wire, what comes back,
//! and how every way of failing is reported — above all, which failures may have sent the
//! message (in doubt) and which certainly did not.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use axum::Router;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use pacer_cloud::{
    AcceptedStatus, ButtonSubType, ComponentKind, ComponentParameters, ConfigError, ErrorClass,
    GraphClient, GraphConfig, GraphError, HeaderFormat, Media, MessageContent, MessagingLimit,
    OutboundMessage, Parameter, ParameterFormat, QualityRating, Reach, SendFailure,
    TemplateCategory, TemplateContent, TemplateStatus, TextContent, Throttle, ThroughputLevel,
    TransportKind, Unreachable,
};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const TOKEN: &str = "EAAGtestSECRETtoken0123456789";
const PHONE_ID: &str = "106540352242922";
const WABA_ID: &str = "102290129340398";

/// One request as the stub server saw it.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    path: String,
    query: String,
    authorization: Option<String>,
    content_type: Option<String>,
    body: Vec<u8>,
}

impl Seen {
    fn json(&self) -> Result<Value> {
        serde_json::from_slice(&self.body)
            .with_context(|| format!("request body of {} is not JSON", self.path))
    }

    fn query_value(&self, key: &str) -> Option<String> {
        self.query.split('&').find_map(|pair| {
            let (k, v) = pair.split_once('=')?;
            (k == key).then(|| v.replace("%2C", ",").replace("%2c", ","))
        })
    }
}

type Log = Arc<Mutex<Vec<Seen>>>;

fn seen(log: &Log) -> Vec<Seen> {
    log.lock()
        .expect("the stub's log is never poisoned")
        .clone()
}

/// A stub of the Graph API answering every request with `reply(request)`.
async fn stub(
    reply: impl Fn(&Seen) -> (u16, String) + Send + Sync + 'static,
) -> Result<(String, Log)> {
    let log: Log = Arc::default();
    let reply = Arc::new(reply);
    let recorded = log.clone();
    let app = Router::new().fallback(move |request: Request| {
        let recorded = recorded.clone();
        let reply = reply.clone();
        async move {
            let (parts, body) = request.into_parts();
            let header = |name: &str| {
                parts
                    .headers
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned)
            };
            let body = axum::body::to_bytes(body, 64 << 20)
                .await
                .map(|b| b.to_vec())
                .unwrap_or_default();
            let request = Seen {
                method: parts.method.to_string(),
                path: parts.uri.path().to_owned(),
                query: parts.uri.query().unwrap_or("").to_owned(),
                authorization: header("authorization"),
                content_type: header("content-type"),
                body,
            };
            let (status, text) = reply(&request);
            recorded
                .lock()
                .expect("the stub's log is never poisoned")
                .push(request);
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            (status, [("content-type", "application/json")], text).into_response()
        }
    });
    serve(app).await.map(|base| (base, log))
}

async fn serve(app: Router) -> Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    // The server runs until the test's runtime stops; its result has no one to report to.
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(format!("http://{address}"))
}

fn client_for(base: &str) -> Result<GraphClient> {
    client_with_timeout(base, Duration::from_secs(5))
}

fn client_with_timeout(base: &str, request_timeout: Duration) -> Result<GraphClient> {
    let mut config = GraphConfig::new(TOKEN);
    config.base_url = base.to_owned();
    config.request_timeout = request_timeout;
    config.connect_timeout = Duration::from_secs(2);
    Ok(GraphClient::new(config)?)
}

fn success_answer(wamid: &str) -> String {
    json!({
        "messaging_product": "whatsapp",
        "contacts": [{"input": "+923001234567", "wa_id": "923001234567"}],
        "messages": [{"id": wamid, "message_status": "accepted"}]
    })
    .to_string()
}

fn meta_error(code: i64, message: &str) -> String {
    json!({"error": {"message": message, "type": "OAuthException", "code": code,
        "error_data": {"messaging_product": "whatsapp", "details": message}, "fbtrace_id": "Az8or2yhqkZfEZ-_4Qn_Bam"}})
    .to_string()
}

fn text_message() -> OutboundMessage {
    OutboundMessage::to_phone(
        "+923001234567",
        MessageContent::Text(TextContent::new("Your OTP is 482913")),
    )
    .with_callback_data("ledger:7")
}

/// Asserts the access token appears nowhere in an error's texts.
fn assert_no_token(what: &str, display: String, debug: String) {
    assert!(
        !display.contains(TOKEN),
        "{what}: the access token must never appear in Display: {display}"
    );
    assert!(
        !debug.contains(TOKEN),
        "{what}: the access token must never appear in Debug: {debug}"
    );
}

#[tokio::test]
async fn text_send_goes_out_as_metas_json_with_the_bearer_token() -> Result<()> {
    let (base, log) = stub(|_| {
        (
            200,
            success_answer("wamid.HBgLOTIzMDAxMjM0NTY3FQIAERgSQUJD"),
        )
    })
    .await?;
    let client = client_for(&base)?;
    let accepted = client.send_message(PHONE_ID, &text_message()).await?;

    assert_eq!(
        accepted.wamid, "wamid.HBgLOTIzMDAxMjM0NTY3FQIAERgSQUJD",
        "the wamid is messages[0].id"
    );
    assert_eq!(
        accepted.wa_id.as_deref(),
        Some("923001234567"),
        "wa_id is contacts[0].wa_id"
    );
    assert_eq!(
        accepted.input.as_deref(),
        Some("+923001234567"),
        "input is contacts[0].input"
    );
    assert_eq!(
        accepted.message_status,
        Some(AcceptedStatus::Accepted),
        "message_status is read"
    );

    let requests = seen(&log);
    assert_eq!(
        requests.len(),
        1,
        "one send is one request: the client never retries by itself"
    );
    let request = &requests[0];
    assert_eq!(
        (request.method.as_str(), request.path.as_str()),
        ("POST", "/v25.0/106540352242922/messages"),
        "the messages edge of the phone number, default version v25.0"
    );
    assert_eq!(
        request.authorization.as_deref(),
        Some(format!("Bearer {TOKEN}").as_str()),
        "requests carry Authorization: Bearer"
    );
    assert_eq!(
        request.content_type.as_deref(),
        Some("application/json"),
        "the body is JSON"
    );
    assert_eq!(
        request.json()?,
        json!({"messaging_product": "whatsapp", "recipient_type": "individual", "to": "+923001234567", "type": "text",
               "text": {"body": "Your OTP is 482913"}, "biz_opaque_callback_data": "ledger:7"}),
        "the body must be exactly Meta's text message JSON"
    );
    Ok(())
}

#[tokio::test]
async fn template_send_with_document_header_by_id_goes_out_exactly() -> Result<()> {
    let (base, log) = stub(|_| {
        let answer = json!({"messaging_product": "whatsapp", "contacts": [{"input": "+923001234567", "wa_id": "923001234567"}],
            "messages": [{"id": "wamid.T1", "message_status": "held_for_quality_assessment"}]});
        (200, answer.to_string())
    })
    .await?;
    let message = OutboundMessage::to_phone(
        "+923001234567",
        MessageContent::Template(
            TemplateContent::new("invoice_ready", "en_US")
                .with_component(ComponentParameters::header(vec![Parameter::document(
                    Media::id("4490709327384033").with_filename("INV-2026-0042.pdf"),
                )]))
                .with_component(ComponentParameters::body(vec![
                    Parameter::text("Ayesha"),
                    Parameter::text("PKR 12,500"),
                ]))
                .with_component(ComponentParameters::button(
                    ButtonSubType::QuickReply,
                    0,
                    vec![Parameter::payload("PAID")],
                )),
        ),
    )
    .with_callback_data("ledger:42");
    let accepted = client_for(&base)?.send_message(PHONE_ID, &message).await?;
    assert_eq!(
        accepted.message_status,
        Some(AcceptedStatus::HeldForQualityAssessment),
        "a paced template's held status must be visible to the engine"
    );
    let body = seen(&log)[0].json()?;
    assert_eq!(
        body,
        json!({
            "messaging_product": "whatsapp", "recipient_type": "individual", "to": "+923001234567", "type": "template",
            "biz_opaque_callback_data": "ledger:42",
            "template": {"name": "invoice_ready", "language": {"code": "en_US"}, "components": [
                {"type": "header", "parameters": [{"type": "document", "document": {"id": "4490709327384033", "filename": "INV-2026-0042.pdf"}}]},
                {"type": "body", "parameters": [{"type": "text", "text": "Ayesha"}, {"type": "text", "text": "PKR 12,500"}]},
                {"type": "button", "sub_type": "quick_reply", "index": "0", "parameters": [{"type": "payload", "payload": "PAID"}]}
            ]}
        }),
        "the server must receive exactly Meta's template JSON"
    );
    Ok(())
}

#[tokio::test]
async fn base_url_may_have_a_path_prefix_and_trailing_slash() -> Result<()> {
    let (base, log) = stub(|_| (200, success_answer("wamid.P"))).await?;
    for (configured, expected_path) in [
        (
            format!("{base}/graph/"),
            "/graph/v25.0/106540352242922/messages",
        ),
        (
            format!("{base}/graph"),
            "/graph/v25.0/106540352242922/messages",
        ),
        (format!("{base}/"), "/v25.0/106540352242922/messages"),
        (base.clone(), "/v25.0/106540352242922/messages"),
    ] {
        client_for(&configured)?
            .send_message(PHONE_ID, &text_message())
            .await?;
        let path = seen(&log)
            .last()
            .map(|r| r.path.clone())
            .unwrap_or_default();
        assert_eq!(
            path, expected_path,
            "base URL {configured} must give {{base}}/{{version}}/{{id}}/{{edge}}"
        );
    }
    let mut config = GraphConfig::new(TOKEN);
    config.base_url = base.clone();
    config.api_version = "v24.0".into();
    GraphClient::new(config)?
        .send_message("a/b?c", &text_message())
        .await?;
    let path = seen(&log)
        .last()
        .map(|r| r.path.clone())
        .unwrap_or_default();
    assert_eq!(
        path, "/v24.0/a%2Fb%3Fc/messages",
        "the version is configurable and an id can never change the path's shape"
    );
    Ok(())
}

#[tokio::test]
async fn meta_error_body_is_rejected_with_its_code_whatever_the_http_status() -> Result<()> {
    for (http_status, code, expected) in [
        (
            400,
            131009,
            ErrorClass::Permanent {
                opts_out_marketing: false,
            },
        ),
        (
            500,
            131056,
            ErrorClass::RecipientLater(pacer_cloud::RecipientWait::PairRate),
        ),
        (400, 130429, ErrorClass::Throttled(Throttle::Throughput)),
        (
            401,
            190,
            ErrorClass::PauseAll {
                probe_after_cooldown: false,
            },
        ),
    ] {
        let (base, _) = stub(move |_| (http_status, meta_error(code, "(#code) something"))).await?;
        let failure = match client_for(&base)?
            .send_message(PHONE_ID, &text_message())
            .await
        {
            Ok(accepted) => bail!("a Meta error body must not be accepted: {accepted:?}"),
            Err(failure) => failure,
        };
        let SendFailure::Rejected {
            error,
            http_status: status,
        } = &failure
        else {
            bail!("a Meta error body with HTTP {http_status} must be Rejected, got {failure:?}");
        };
        assert_eq!(
            (error.code, *status),
            (code, http_status),
            "the code and status must be kept"
        );
        assert_eq!(
            failure.class(),
            expected,
            "code {code} with HTTP {http_status} classifies by code as {expected:?}"
        );
        assert_eq!(
            error.fbtrace_id.as_deref(),
            Some("Az8or2yhqkZfEZ-_4Qn_Bam"),
            "fbtrace_id is kept for Meta support"
        );
        assert_no_token("rejected", failure.to_string(), format!("{failure:?}"));
    }
    Ok(())
}

/// Found by fuzzing (`graph_bodies`): `type`, `fbtrace_id` and `href` were kept as Meta sent
/// them, so a token echoed there showed in the error's `Debug`.
#[tokio::test]
async fn a_token_echoed_in_any_field_of_a_meta_error_is_scrubbed() -> Result<()> {
    let (base, _) = stub(|request| {
        let echoed = request.authorization.clone().unwrap_or_default();
        let error = json!({"error": {"message": "(#131000) Something went wrong", "code": 131000,
            "type": echoed, "fbtrace_id": echoed, "href": format!("https://example.com/{echoed}")}});
        (400, error.to_string())
    })
    .await?;
    let client = client_for(&base)?;
    let failure = match client.send_message(PHONE_ID, &text_message()).await {
        Ok(accepted) => bail!("a Meta error must not be accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    assert_no_token("send", failure.to_string(), format!("{failure:?}"));
    let error = client
        .phone_number_info(PHONE_ID)
        .await
        .err()
        .context("a Meta error is an error")?;
    assert_no_token("call", error.to_string(), format!("{error:?}"));
    Ok(())
}

#[tokio::test]
async fn a_meta_error_echoing_the_token_is_scrubbed() -> Result<()> {
    let (base, _) = stub(|request| {
        let echoed = request.authorization.clone().unwrap_or_default();
        (
            400,
            meta_error(190, &format!("(#190) Malformed access token {echoed}")),
        )
    })
    .await?;
    let failure = match client_for(&base)?
        .send_message(PHONE_ID, &text_message())
        .await
    {
        Ok(accepted) => bail!("a Meta error must not be accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    let error = failure.meta_error().context("Meta's error must be kept")?;
    assert!(
        error.message.contains("[redacted]"),
        "the echoed token is replaced: {}",
        error.message
    );
    assert_no_token(
        "echoing Meta error",
        failure.to_string(),
        format!("{failure:?}"),
    );
    Ok(())
}

#[tokio::test]
async fn nothing_listening_is_not_sent() -> Result<()> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    drop(listener);
    let client = client_for(&format!("http://{address}"))?;
    let failure = match client.send_message(PHONE_ID, &text_message()).await {
        Ok(accepted) => bail!("nothing listens, yet the send was accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    let SendFailure::NotSent(transport) = &failure else {
        bail!("a refused connection must be NotSent (safe to resend), got {failure:?}");
    };
    assert_eq!(
        transport.kind(),
        TransportKind::Connect,
        "the kind says the connection failed"
    );
    assert_eq!(
        failure.class(),
        ErrorClass::Transient,
        "a request that never left is transient"
    );
    assert_no_token("not sent", failure.to_string(), format!("{failure:?}"));

    let graph_failure = match client.phone_number_info(PHONE_ID).await {
        Ok(info) => bail!("nothing listens, yet phone info came back: {info:?}"),
        Err(error) => error,
    };
    let GraphError::Transport(transport) = &graph_failure else {
        bail!("a refused connection on a read must be a transport error, got {graph_failure:?}");
    };
    assert_eq!(
        transport.reach(),
        Reach::NotSent,
        "other calls share the not-sent/in-doubt split"
    );
    Ok(())
}

/// Reads one HTTP request (head and Content-Length body) from a raw connection.
async fn read_request(stream: &mut TcpStream) -> Result<Vec<u8>> {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let read = stream.read(&mut chunk).await?;
        if read == 0 {
            bail!("the client closed before sending a whole request");
        }
        buffer.extend_from_slice(&chunk[..read]);
        if let Some(head_end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buffer[..head_end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|line| line.strip_prefix("content-length:"))
                .and_then(|value| value.trim().parse().ok())
                .unwrap_or(0);
            if buffer.len() >= head_end + 4 + length {
                return Ok(buffer);
            }
        }
    }
}

/// A raw server that handles each connection with `handle`.
async fn raw_server<F, Fut>(handle: F) -> Result<String>
where
    F: Fn(TcpStream) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(handle(stream));
        }
    });
    Ok(format!("http://{address}"))
}

#[tokio::test]
async fn no_answer_after_the_request_was_read_is_in_doubt() -> Result<()> {
    let base = raw_server(|mut stream| async move {
        if read_request(&mut stream).await.is_ok() {
            // Meta has the request and is "thinking": hold the connection open past the timeout.
            tokio::time::sleep(Duration::from_secs(30)).await;
        }
    })
    .await?;
    let client = client_with_timeout(&base, Duration::from_millis(300))?;
    let failure = match client.send_message(PHONE_ID, &text_message()).await {
        Ok(accepted) => bail!("no answer, yet accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    let SendFailure::InDoubt(transport) = &failure else {
        bail!(
            "a timeout after the request was written must be InDoubt (Meta may have sent it), got {failure:?}"
        );
    };
    assert_eq!(
        transport.kind(),
        TransportKind::Timeout,
        "the kind says it timed out"
    );
    assert_eq!(
        failure.class(),
        ErrorClass::InDoubt,
        "in doubt must never classify as safe to retry"
    );
    assert!(failure.is_in_doubt(), "is_in_doubt agrees");
    assert_no_token("timeout", failure.to_string(), format!("{failure:?}"));
    Ok(())
}

#[tokio::test]
async fn connection_reset_after_the_request_was_read_is_in_doubt() -> Result<()> {
    let base = raw_server(|mut stream| async move {
        if read_request(&mut stream).await.is_ok() {
            // SO_LINGER 0 makes the close a reset (RST) instead of an orderly FIN.
            if socket2::SockRef::from(&stream)
                .set_linger(Some(Duration::ZERO))
                .is_ok()
            {
                drop(stream);
            }
        }
    })
    .await?;
    let failure = match client_for(&base)?
        .send_message(PHONE_ID, &text_message())
        .await
    {
        Ok(accepted) => bail!("the connection was reset, yet accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    let SendFailure::InDoubt(transport) = &failure else {
        bail!("a reset after the request was written must be InDoubt, got {failure:?}");
    };
    assert_eq!(
        transport.reach(),
        Reach::InDoubt,
        "the transport failure says it may have reached Meta"
    );
    assert_eq!(
        transport.kind(),
        TransportKind::ConnectionLost,
        "the kind says the connection was lost"
    );
    assert_eq!(
        failure.class(),
        ErrorClass::InDoubt,
        "a reset after writing is never blindly retryable"
    );
    Ok(())
}

#[tokio::test]
async fn connection_closed_mid_answer_is_in_doubt() -> Result<()> {
    let base = raw_server(|mut stream| async move {
        if read_request(&mut stream).await.is_ok() {
            let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{\"messaging_product\":";
            if stream.write_all(head.as_bytes()).await.is_ok() {
                drop(stream);
            }
        }
    })
    .await?;
    let failure = match client_for(&base)?
        .send_message(PHONE_ID, &text_message())
        .await
    {
        Ok(accepted) => bail!("half an answer, yet accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    assert!(
        matches!(&failure, SendFailure::InDoubt(t) if t.kind() == TransportKind::BodyRead),
        "a 200 whose body breaks off means Meta accepted something we cannot read: in doubt, got {failure:?}"
    );
    Ok(())
}

#[tokio::test]
async fn success_status_with_an_unreadable_body_is_in_doubt() -> Result<()> {
    for body in [
        "this is not json".to_owned(),
        json!({"messaging_product": "whatsapp", "contacts": [{"input": "+1", "wa_id": "1"}]})
            .to_string(),
        json!({"messages": [{"id": ""}]}).to_string(),
        "[]".to_owned(),
    ] {
        let echoed = body.clone();
        let (base, _) = stub(move |request| {
            (
                200,
                format!(
                    "{echoed} {}",
                    request.authorization.clone().unwrap_or_default()
                ),
            )
        })
        .await?;
        let failure = match client_for(&base)?
            .send_message(PHONE_ID, &text_message())
            .await
        {
            Ok(accepted) => bail!("{body} has no wamid, yet accepted: {accepted:?}"),
            Err(failure) => failure,
        };
        let SendFailure::InDoubt(transport) = &failure else {
            bail!(
                "a 2xx answer without a readable wamid ({body}) must be InDoubt, got {failure:?}"
            );
        };
        assert_eq!(
            transport.kind(),
            TransportKind::UnreadableAnswer,
            "the kind says the answer was unreadable"
        );
        assert!(
            transport.detail().contains("[redacted]"),
            "the echoed token is replaced in the excerpt: {}",
            transport.detail()
        );
        assert_no_token(
            "unreadable 200",
            failure.to_string(),
            format!("{failure:?}"),
        );
    }
    Ok(())
}

#[tokio::test]
async fn proxy_html_502_is_unexpected_and_transient() -> Result<()> {
    let (base, _) = stub(|request| {
        let page = format!(
            "<html><head><title>502 Bad Gateway</title></head><body>upstream failed for {} {}</body></html>",
            request.authorization.clone().unwrap_or_default(),
            "x".repeat(4000)
        );
        (502, page)
    })
    .await?;
    let failure = match client_for(&base)?
        .send_message(PHONE_ID, &text_message())
        .await
    {
        Ok(accepted) => bail!("a 502 page must not be accepted: {accepted:?}"),
        Err(failure) => failure,
    };
    let SendFailure::Unexpected {
        http_status,
        body_excerpt,
    } = &failure
    else {
        bail!("a non-Meta 502 must be Unexpected, got {failure:?}");
    };
    assert_eq!(*http_status, 502, "the status is kept");
    assert!(
        body_excerpt.contains("502 Bad Gateway"),
        "the excerpt shows the start of the page: {body_excerpt}"
    );
    assert!(
        body_excerpt.len() <= pacer_cloud::BODY_EXCERPT_LIMIT + 4,
        "the excerpt is bounded, got {} bytes",
        body_excerpt.len()
    );
    assert!(
        body_excerpt.contains("[redacted]"),
        "a page echoing the token shows it redacted: {body_excerpt}"
    );
    assert_eq!(
        failure.class(),
        ErrorClass::Transient,
        "a bare 5xx is transient"
    );
    assert_no_token("502", failure.to_string(), format!("{failure:?}"));
    Ok(())
}

#[tokio::test]
async fn a_token_cut_by_the_excerpt_limit_never_shows_in_part() -> Result<()> {
    let padding = Arc::new(Mutex::new(0usize));
    let shared = padding.clone();
    let (base, _) = stub(move |request| {
        let pad = *shared.lock().expect("padding lock");
        let echoed = request.authorization.clone().unwrap_or_default();
        (
            502,
            format!("{}{echoed}{}", "x".repeat(pad), "y".repeat(600)),
        )
    })
    .await?;
    let client = client_for(&base)?;
    // "Bearer <token>" is written at every offset around the 512-byte cut.
    for pad in 470..=520 {
        *padding.lock().expect("padding lock") = pad;
        let failure = match client.send_message(PHONE_ID, &text_message()).await {
            Ok(accepted) => bail!("a 502 page must not be accepted: {accepted:?}"),
            Err(failure) => failure,
        };
        let SendFailure::Unexpected { body_excerpt, .. } = &failure else {
            bail!("a non-Meta 502 must be Unexpected, got {failure:?}");
        };
        assert!(
            !body_excerpt.contains(&TOKEN[..6]),
            "no prefix of the token may survive the cut at offset {pad}: {body_excerpt}"
        );
        assert!(
            body_excerpt.len() <= pacer_cloud::BODY_EXCERPT_LIMIT + "…".len(),
            "the excerpt stays bounded at offset {pad}"
        );
    }
    Ok(())
}

fn template(id: &str, name: &str, extra: Value) -> Value {
    let mut base = json!({"id": id, "name": name, "language": "en_US", "status": "APPROVED", "category": "UTILITY"});
    if let (Some(target), Value::Object(extra)) = (base.as_object_mut(), extra) {
        target.extend(extra);
    }
    base
}

fn template_pages(request: &Seen) -> (u16, String) {
    let next = |after: &str| {
        format!(
            "https://graph.facebook.com/v25.0/{WABA_ID}/message_templates?access_token={TOKEN}&limit=100&after={after}"
        )
    };
    let page = match request.query_value("after").as_deref() {
        None => json!({
            "data": [
                template("1001", "invoice_ready", json!({
                    "parameter_format": "POSITIONAL",
                    "components": [
                        {"type": "HEADER", "format": "DOCUMENT", "example": {"header_handle": ["4::aW..."]}},
                        {"type": "BODY", "text": "Hi {{1}}, your invoice of {{2}} is attached.", "example": {"body_text": [["Ayesha", "PKR 12,500"]]}},
                        {"type": "FOOTER", "text": "Reply STOP to opt out"},
                        {"type": "BUTTONS", "buttons": [
                            {"type": "URL", "text": "Pay", "url": "https://pay.example.com/{{1}}", "example": ["https://pay.example.com/INV-1"]},
                            {"type": "PHONE_NUMBER", "text": "Call us", "phone_number": "+923001234567"},
                            {"type": "QUICK_REPLY", "text": "Paid"}
                        ]}
                    ]
                })),
                template("1002", "spring_sale", json!({"category": "MARKETING", "parameter_format": "NAMED",
                    "components": [{"type": "BODY", "text": "Hi {{first_name}}", "example": {"body_text_named_params": [{"param_name": "first_name", "example": "Ana"}]}}]}))
            ],
            "paging": {"cursors": {"before": "b0", "after": "c1"}, "next": next("c1")}
        }),
        Some("c1") => json!({
            "data": [template("1003", "old_notice", json!({"status": "SOME_NEW_STATUS", "category": "SERVICE_2027",
                "quality_score": {"score": "GREEN"}, "sub_category": "ORDER_STATUS",
                "components": [{"type": "CAROUSEL", "cards": []}, {"type": "BUTTONS", "buttons": [{"type": "NEW_BUTTON", "text": "?", "new_field": 1}]}]}))],
            "paging": {"cursors": {"before": "b1", "after": "c2"}, "next": next("c2")}
        }),
        Some("c2") => json!({
            "data": [template("1004", "login_code", json!({"category": "AUTHENTICATION", "status": "PAUSED",
                "message_send_ttl_seconds": 300}))],
            "paging": {"cursors": {"before": "b2", "after": "c3"}}
        }),
        Some(other) => return (400, meta_error(100, &format!("unknown cursor {other}"))),
    };
    (200, page.to_string())
}

#[tokio::test]
async fn template_listing_follows_cursors_across_three_pages() -> Result<()> {
    let (base, log) = stub(template_pages).await?;
    let templates = client_for(&base)?.list_templates(WABA_ID).await?;

    let requests = seen(&log);
    let afters: Vec<Option<String>> = requests.iter().map(|r| r.query_value("after")).collect();
    assert_eq!(
        afters,
        [None, Some("c1".into()), Some("c2".into())],
        "each page is requested with the previous page's after cursor"
    );
    assert!(
        requests
            .iter()
            .all(|r| r.path == format!("/v25.0/{WABA_ID}/message_templates")),
        "pages are read from the configured base, never from paging.next"
    );
    assert!(
        requests
            .iter()
            .all(|r| r.query_value("limit").as_deref() == Some("100")),
        "every page asks for limit=100"
    );
    assert!(
        requests.iter().all(|r| r
            .query_value("fields")
            .is_some_and(|f| f.split(',').any(|f| f == "message_send_ttl_seconds"))),
        "every page asks for the time-to-live, which Meta lists only when asked"
    );

    let names: Vec<&str> = templates.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        ["invoice_ready", "spring_sale", "old_notice", "login_code"],
        "every template of every page, in order"
    );

    let invoice = &templates[0];
    assert!(invoice.is_sendable(), "APPROVED templates are sendable");
    assert_eq!(
        invoice.category,
        TemplateCategory::Utility,
        "category is typed"
    );
    assert_eq!(
        invoice.parameter_format,
        ParameterFormat::Positional,
        "parameter_format is read"
    );
    let header = invoice
        .component(&ComponentKind::Header)
        .context("the invoice has a header")?;
    assert_eq!(
        header.format,
        Some(HeaderFormat::Document),
        "header format is typed"
    );
    let buttons = invoice
        .component(&ComponentKind::Buttons)
        .context("the invoice has buttons")?;
    assert_eq!(buttons.buttons.len(), 3, "all buttons are read");
    assert_eq!(
        buttons.buttons[0].url.as_deref(),
        Some("https://pay.example.com/{{1}}"),
        "a URL button keeps its URL with the suffix variable"
    );
    assert_eq!(
        buttons.buttons[1].phone_number.as_deref(),
        Some("+923001234567"),
        "a phone button keeps its number"
    );
    let body = invoice
        .component(&ComponentKind::Body)
        .context("the invoice has a body")?;
    assert_eq!(
        body.example,
        Some(json!({"body_text": [["Ayesha", "PKR 12,500"]]})),
        "examples are kept as JSON"
    );

    assert_eq!(
        templates[1].parameter_format,
        ParameterFormat::Named,
        "NAMED templates are recognised"
    );
    let odd = &templates[2];
    assert_eq!(
        odd.status,
        TemplateStatus::Other("SOME_NEW_STATUS".into()),
        "a new status is kept, not an error"
    );
    assert_eq!(
        odd.category,
        TemplateCategory::Other("SERVICE_2027".into()),
        "a new category is kept, not an error"
    );
    assert_eq!(
        odd.parameter_format,
        ParameterFormat::Positional,
        "a template without parameter_format is positional"
    );
    assert!(
        odd.extra.contains_key("quality_score"),
        "unknown fields are kept in extra"
    );
    assert!(!odd.is_sendable(), "only APPROVED templates are sendable");
    assert_eq!(
        (
            odd.message_send_ttl_seconds,
            templates[3].message_send_ttl_seconds
        ),
        (None, Some(300)),
        "Meta's time-to-live is read where it is given"
    );
    assert_eq!(
        templates[3].status,
        TemplateStatus::Paused,
        "PAUSED is typed"
    );
    Ok(())
}

#[tokio::test]
async fn a_repeating_cursor_is_an_error_not_a_hang() -> Result<()> {
    let (base, log) = stub(|_| {
        let page = json!({"data": [template("1", "t", json!({}))],
            "paging": {"cursors": {"after": "SAME"}, "next": "https://graph.facebook.com/next"}});
        (200, page.to_string())
    })
    .await?;
    let outcome = tokio::time::timeout(
        Duration::from_secs(10),
        client_for(&base)?.list_templates(WABA_ID),
    )
    .await;
    let error = match outcome.context("listing must stop by itself on a repeating cursor")? {
        Ok(templates) => bail!(
            "a repeating cursor must not end as success with {} templates",
            templates.len()
        ),
        Err(error) => error,
    };
    assert!(
        matches!(error, GraphError::Paging { .. }),
        "a repeating cursor is a paging error, got {error:?}"
    );
    assert_eq!(
        seen(&log).len(),
        2,
        "the repeat is noticed on the second page"
    );
    Ok(())
}

#[tokio::test]
async fn endless_fresh_cursors_stop_at_the_page_cap() -> Result<()> {
    let counter = Arc::new(Mutex::new(0u64));
    let (base, log) = stub(move |_| {
        let mut count = counter.lock().expect("counter lock");
        *count += 1;
        let page = json!({"data": [], "paging": {"cursors": {"after": format!("c{count}")}, "next": "https://x"}});
        (200, page.to_string())
    })
    .await?;
    let outcome = tokio::time::timeout(
        Duration::from_secs(60),
        client_for(&base)?.list_templates(WABA_ID),
    )
    .await;
    let error = match outcome.context("listing must stop at the page cap")? {
        Ok(_) => bail!("endless paging must not end as success"),
        Err(error) => error,
    };
    assert!(
        matches!(error, GraphError::Paging { .. }),
        "the cap is a paging error, got {error:?}"
    );
    assert_eq!(
        seen(&log).len(),
        pacer_cloud::TEMPLATE_PAGE_CAP,
        "exactly the cap's number of pages is read"
    );
    Ok(())
}

#[tokio::test]
async fn a_malformed_template_is_named_in_the_error() -> Result<()> {
    let (base, _) = stub(|_| {
        (
            200,
            json!({"data": [{"name": "broken_one", "status": 7}]}).to_string(),
        )
    })
    .await?;
    let error = match client_for(&base)?.list_templates(WABA_ID).await {
        Ok(templates) => bail!("a template without id/language must not parse: {templates:?}"),
        Err(error) => error,
    };
    assert!(
        matches!(&error, GraphError::Decode { detail, .. } if detail.contains("broken_one")),
        "the decode error names the template, got {error:?}"
    );
    Ok(())
}

#[tokio::test]
async fn phone_number_info_reads_every_field() -> Result<()> {
    let (base, log) = stub(|_| {
        let answer = json!({
            "verified_name": "Jaspers Market", "display_phone_number": "+1 631-555-5555", "quality_rating": "GREEN",
            "throughput": {"level": "STANDARD"}, "whatsapp_business_manager_messaging_limit": "TIER_2K",
            "status": "CONNECTED", "name_status": "APPROVED", "id": PHONE_ID, "platform_type": "CLOUD_API"
        });
        (200, answer.to_string())
    })
    .await?;
    let info = client_for(&base)?.phone_number_info(PHONE_ID).await?;
    let request = &seen(&log)[0];
    assert_eq!(
        (request.method.as_str(), request.path.as_str()),
        ("GET", "/v25.0/106540352242922"),
        "phone info is a GET on the number's node"
    );
    assert_eq!(
        request.query_value("fields").as_deref(),
        Some(
            "verified_name,display_phone_number,quality_rating,throughput,whatsapp_business_manager_messaging_limit,status,name_status"
        ),
        "the documented fields are requested"
    );
    assert_eq!(
        info.messaging_limit,
        Some(MessagingLimit::Tier2K),
        "the tier is typed"
    );
    assert_eq!(
        info.messaging_limit
            .as_ref()
            .and_then(MessagingLimit::unique_recipients_per_day),
        Some(2_000),
        "TIER_2K is 2,000 a day"
    );
    assert_eq!(
        info.quality_rating,
        Some(QualityRating::Green),
        "quality is typed"
    );
    assert_eq!(
        info.throughput_level(),
        Some(&ThroughputLevel::Standard),
        "throughput level is typed"
    );
    assert_eq!(
        (
            info.verified_name.as_deref(),
            info.display_phone_number.as_deref(),
            info.status.as_deref(),
            info.name_status.as_deref()
        ),
        (
            Some("Jaspers Market"),
            Some("+1 631-555-5555"),
            Some("CONNECTED"),
            Some("APPROVED")
        ),
        "the descriptive fields are read"
    );
    assert!(
        info.extra.contains_key("platform_type"),
        "unrequested extra fields are kept"
    );
    Ok(())
}

#[tokio::test]
async fn unknown_tier_quality_and_throughput_strings_are_kept() -> Result<()> {
    let cases = [
        ("TIER_UNLIMITED", MessagingLimit::Unlimited, None, true),
        ("TIER_NOT_SET", MessagingLimit::NotSet, None, false),
        (
            "TIER_1K",
            MessagingLimit::Other("TIER_1K".into()),
            Some(1_000),
            false,
        ),
        (
            "TIER_5M",
            MessagingLimit::Other("TIER_5M".into()),
            Some(5_000_000),
            false,
        ),
        (
            "TIER_SOMETHING",
            MessagingLimit::Other("TIER_SOMETHING".into()),
            None,
            false,
        ),
        ("tier_250", MessagingLimit::Tier250, Some(250), false),
    ];
    for (tier, expected, per_day, unlimited) in cases {
        let (base, _) = stub(move |_| {
            let answer = json!({"whatsapp_business_manager_messaging_limit": tier, "quality_rating": "PURPLE",
                "throughput": {"level": "TURBO"}, "id": PHONE_ID});
            (200, answer.to_string())
        })
        .await?;
        let info = client_for(&base)?.phone_number_info(PHONE_ID).await?;
        let limit = info
            .messaging_limit
            .clone()
            .context("the tier must be read")?;
        assert_eq!(
            limit, expected,
            "tier string {tier} must read as {expected:?}"
        );
        assert_eq!(
            limit.unique_recipients_per_day(),
            per_day,
            "tier {tier} allows {per_day:?} a day"
        );
        assert_eq!(
            limit.is_unlimited(),
            unlimited,
            "only TIER_UNLIMITED is unlimited; unknown is not"
        );
        assert_eq!(
            info.quality_rating,
            Some(QualityRating::Other("PURPLE".into())),
            "a new quality value is kept"
        );
        assert_eq!(
            info.throughput_level(),
            Some(&ThroughputLevel::Other("TURBO".into())),
            "a new throughput level is kept"
        );
    }
    Ok(())
}

/// One multipart field as the stub saw it: name, file name, content type, bytes.
type FormField = (String, Option<String>, Option<String>, Vec<u8>);

#[tokio::test]
async fn media_upload_sends_the_three_multipart_fields() -> Result<()> {
    let received: Arc<Mutex<Vec<FormField>>> = Arc::default();
    let record = received.clone();
    let app = Router::new().fallback(move |request: Request| {
        let record = record.clone();
        async move {
            let path = request.uri().path().to_owned();
            let Ok(mut form) = Multipart::from_request(request, &()).await else {
                return (StatusCode::BAD_REQUEST, "not multipart").into_response();
            };
            while let Ok(Some(field)) = form.next_field().await {
                let name = field.name().unwrap_or("").to_owned();
                let file_name = field.file_name().map(str::to_owned);
                let content_type = field.content_type().map(str::to_owned);
                let bytes = field.bytes().await.map(|b| b.to_vec()).unwrap_or_default();
                record
                    .lock()
                    .expect("record lock")
                    .push((name, file_name, content_type, bytes));
            }
            let answer: Response = if path == format!("/v25.0/{PHONE_ID}/media") {
                (
                    StatusCode::OK,
                    json!({"id": "4490709327384033"}).to_string(),
                )
                    .into_response()
            } else {
                (StatusCode::NOT_FOUND, path).into_response()
            };
            answer
        }
    });
    let base = serve(app).await?;
    let pdf = b"%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n".to_vec();
    let id = client_for(&base)?
        .upload_media(
            PHONE_ID,
            pdf.clone(),
            "application/pdf",
            "INV-2026-0042.pdf",
        )
        .await?;
    assert_eq!(
        id.as_str(),
        "4490709327384033",
        "the media id is the answer's id"
    );

    let fields = received.lock().expect("record lock").clone();
    let field = |name: &str| fields.iter().find(|f| f.0 == name).cloned();
    assert_eq!(
        field("messaging_product").map(|f| f.3),
        Some(b"whatsapp".to_vec()),
        "messaging_product=whatsapp is sent"
    );
    assert_eq!(
        field("type").map(|f| f.3),
        Some(b"application/pdf".to_vec()),
        "type=<mime> is sent"
    );
    let file = field("file").context("a file part must be sent")?;
    assert_eq!(
        file.1.as_deref(),
        Some("INV-2026-0042.pdf"),
        "the file part carries the filename"
    );
    assert_eq!(
        file.2.as_deref(),
        Some("application/pdf"),
        "the file part carries the MIME type"
    );
    assert_eq!(file.3, pdf, "the file part carries the bytes unchanged");

    let error = match client_for(&base)?
        .upload_media(PHONE_ID, pdf, "not a mime\n", "x.pdf")
        .await
    {
        Ok(id) => bail!("an invalid MIME type must not upload: {id}"),
        Err(error) => error,
    };
    assert!(
        matches!(&error, GraphError::Transport(t) if t.reach() == Reach::NotSent && t.kind() == TransportKind::Build),
        "an unbuildable request is not sent, got {error:?}"
    );
    Ok(())
}

#[tokio::test]
async fn override_callback_posts_uri_and_verify_token() -> Result<()> {
    let (base, log) = stub(|_| (200, json!({"success": true}).to_string())).await?;
    let client = client_for(&base)?;
    client
        .override_callback(
            WABA_ID,
            "https://pacer-demo.trycloudflare.com/webhook",
            "verify-me-123",
        )
        .await?;
    client.clear_callback_override(WABA_ID).await?;

    let requests = seen(&log);
    assert_eq!(
        (requests[0].method.as_str(), requests[0].path.as_str()),
        ("POST", "/v25.0/102290129340398/subscribed_apps"),
        "the override is a POST on the WABA's subscribed_apps"
    );
    assert_eq!(
        requests[0].json()?,
        json!({"override_callback_uri": "https://pacer-demo.trycloudflare.com/webhook", "verify_token": "verify-me-123"}),
        "the body is exactly the URI and verify token"
    );
    assert_eq!(
        (
            requests[1].method.as_str(),
            requests[1].path.as_str(),
            requests[1].body.len()
        ),
        ("POST", "/v25.0/102290129340398/subscribed_apps", 0),
        "clearing the override is a POST without a body"
    );
    Ok(())
}

#[tokio::test]
async fn failed_callback_verification_is_recognisable() -> Result<()> {
    let message = "(#2200) Callback verification failed with the following errors: curl_errno = 28; \
                   curl_error = Operation timed out after 6001 milliseconds with 0 bytes received";
    let (base, _) = stub(move |_| (400, meta_error(2200, message))).await?;
    let error = match client_for(&base)?
        .override_callback(WABA_ID, "https://x.example/webhook", "verify-me-123")
        .await
    {
        Ok(()) => bail!("a 2200 answer must not be success"),
        Err(error) => error,
    };
    let failure = error
        .callback_verification_failure()
        .context("2200 must be recognised as failed verification")?;
    assert!(
        failure.explanation().contains("Operation timed out"),
        "Meta's reason is available for the user"
    );
    assert_eq!(
        error.class(),
        ErrorClass::Permanent {
            opts_out_marketing: false
        },
        "retrying the same URL cannot help"
    );
    assert!(
        !error.to_string().contains("verify-me-123"),
        "the verify token is not in the error text"
    );

    let (base, _) = stub(|_| (400, meta_error(100, "(#100) Invalid parameter"))).await?;
    let other = match client_for(&base)?
        .override_callback(WABA_ID, "x", "verify-me-123")
        .await
    {
        Ok(()) => bail!("a 100 answer must not be success"),
        Err(error) => error,
    };
    assert!(
        other.callback_verification_failure().is_none(),
        "other Meta errors are not verification failures"
    );

    let (base, _) = stub(|_| {
        (
            200,
            json!({"success": false, "echo": "verify-me-123"}).to_string(),
        )
    })
    .await?;
    let refused = match client_for(&base)?
        .override_callback(WABA_ID, "x", "verify-me-123")
        .await
    {
        Ok(()) => bail!("success=false must not be success"),
        Err(error) => error,
    };
    assert!(
        matches!(refused, GraphError::Unexpected { .. }),
        "success=false is unexpected, got {refused:?}"
    );
    assert!(
        !format!("{refused} {refused:?}").contains("verify-me-123"),
        "the verify token is scrubbed from excerpts"
    );
    Ok(())
}

#[tokio::test]
async fn undecodable_success_answers_are_decode_errors() -> Result<()> {
    let (base, _) = stub(|_| (200, "<html>hello</html>".to_owned())).await?;
    let error = match client_for(&base)?.phone_number_info(PHONE_ID).await {
        Ok(info) => bail!("HTML must not read as phone info: {info:?}"),
        Err(error) => error,
    };
    assert!(
        matches!(
            error,
            GraphError::Decode {
                what: "phone number",
                ..
            }
        ),
        "a 200 that is not JSON is a decode error, got {error:?}"
    );
    Ok(())
}

#[test]
fn the_token_never_shows_in_debug_or_config_errors() -> Result<()> {
    let client = client_for("https://graph.facebook.com")?;
    assert!(
        !format!("{client:?}").contains(TOKEN),
        "the client's Debug must not show the token: {client:?}"
    );
    assert!(
        format!("{client:?}").contains("[redacted]"),
        "the client's Debug shows where the token is"
    );
    let config = GraphConfig::new(TOKEN);
    assert!(
        !format!("{config:?}").contains(TOKEN),
        "the config's Debug must not show the token: {config:?}"
    );

    let bad = |base: &str, token: &str, version: &str| {
        let mut config = GraphConfig::new(token);
        config.base_url = base.to_owned();
        config.api_version = version.to_owned();
        GraphClient::new(config)
    };
    let cases = [
        (bad("ftp://graph.facebook.com", TOKEN, "v25.0"), "scheme"),
        (bad("not a url", TOKEN, "v25.0"), "base URL"),
        (
            bad("https://graph.facebook.com?x=1", TOKEN, "v25.0"),
            "query",
        ),
        (
            bad(
                &format!("https://user:{TOKEN}@graph.facebook.com"),
                TOKEN,
                "v25.0",
            ),
            "credentials",
        ),
        (bad("https://graph.facebook.com", "", "v25.0"), "empty"),
        (
            bad("https://graph.facebook.com", &format!("{TOKEN}\n"), "v25.0"),
            "header",
        ),
        (bad("https://graph.facebook.com", TOKEN, "v25/0"), "version"),
    ];
    for (outcome, expected_words) in cases {
        let error: ConfigError = match outcome {
            Ok(client) => bail!("a bad configuration must be refused, got {client:?}"),
            Err(error) => error,
        };
        assert!(
            error.to_string().contains(expected_words),
            "the error must say what is wrong ({expected_words}): {error}"
        );
        assert_no_token("config error", error.to_string(), format!("{error:?}"));
    }
    Ok(())
}

/// What an office network does instead of reaching Meta: each is "Meta unreachable" (a state
/// of the connection, held by the dispatcher), never a failure of the message.
mod unreachable {
    use super::*;

    async fn send(base: &str) -> Result<SendFailure> {
        match client_for(base)?
            .send_message(PHONE_ID, &text_message())
            .await
        {
            Ok(accepted) => bail!("the network's answer was taken as Meta's: {accepted:?}"),
            Err(failure) => Ok(failure),
        }
    }

    #[tokio::test]
    async fn connection_refused_is_the_network() -> Result<()> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        drop(listener);
        let failure = send(&format!("http://{address}")).await?;
        assert_eq!(
            failure.unreachable(),
            Some(Unreachable::Network(TransportKind::Connect))
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_name_that_does_not_resolve_is_the_network() -> Result<()> {
        // `.invalid` never resolves (RFC 2606), with or without a DNS server.
        let failure = send("http://graph.pacer-test.invalid").await?;
        assert_eq!(
            failure.unreachable(),
            Some(Unreachable::Network(TransportKind::Dns)),
            "{failure:?}"
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_listener_speaking_garbage_instead_of_tls_is_the_network() -> Result<()> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let _ = socket
                    .write_all(b"HTTP/1.0 200 OK garbage garbage\r\n\r\n")
                    .await;
                let _ = socket.shutdown().await;
            }
        });
        let failure = send(&format!("https://{address}")).await?;
        assert!(
            matches!(failure, SendFailure::NotSent(_)),
            "a TLS handshake that fails sends nothing: {failure:?}"
        );
        assert!(
            matches!(failure.unreachable(), Some(Unreachable::Network(_))),
            "{failure:?}"
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_proxy_refusing_with_a_page_is_not_meta() -> Result<()> {
        let (base, _) = stub(|_| {
            (
                403,
                "<html><body><h1>Access denied by your company's web filter</h1></body></html>"
                    .into(),
            )
        })
        .await?;
        let failure = send(&base).await?;
        assert!(
            matches!(
                failure,
                SendFailure::NotMeta {
                    http_status: 403,
                    ..
                }
            ),
            "{failure:?}"
        );
        assert_eq!(
            failure.unreachable(),
            Some(Unreachable::NotMeta { http_status: 403 })
        );
        assert_eq!(
            failure.class(),
            ErrorClass::Transient,
            "never 'pause everything and replace the token'"
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_redirect_to_a_login_page_is_not_meta() -> Result<()> {
        let (base, _) =
            stub(|_| (302, "<a href=\"http://wifi.hotel/login\">Log in</a>".into())).await?;
        let failure = send(&base).await?;
        assert_eq!(
            failure.unreachable(),
            Some(Unreachable::NotMeta { http_status: 302 })
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_login_page_answered_with_success_is_in_doubt_and_not_meta() -> Result<()> {
        let (base, _) = stub(|_| {
            (
                200,
                "<!DOCTYPE html><title>Welcome to Hotel Wi-Fi</title>".into(),
            )
        })
        .await?;
        let failure = send(&base).await?;
        assert!(
            failure.is_in_doubt(),
            "a success answer never proves the request stayed home: {failure:?}"
        );
        assert_eq!(
            failure.unreachable(),
            Some(Unreachable::NotMeta { http_status: 200 })
        );
        Ok(())
    }

    #[tokio::test]
    async fn metas_own_refusals_and_bare_5xx_are_not_the_network() -> Result<()> {
        let (base, _) = stub(|_| (401, meta_error(190, "Error validating access token"))).await?;
        assert_eq!(send(&base).await?.unreachable(), None, "Meta answered");
        let (base, _) = stub(|_| (502, "<html>502 Bad Gateway</html>".into())).await?;
        assert_eq!(
            send(&base).await?.unreachable(),
            None,
            "Meta's edge answered"
        );
        let (base, _) = stub(|_| (200, "{\"unexpected\": true}".into())).await?;
        assert_eq!(
            send(&base).await?.unreachable(),
            None,
            "JSON without a message id is Meta's, unreadable"
        );
        Ok(())
    }
}
