//! The soak's load, as the business's systems and office staff would make it: OTP bursts on
//! the express lane and bulk batches through the local API, and campaigns imported from
//! spreadsheets and launched. Every request is retried (with the same idempotency keys) until
//! Pacer answers, as a well-behaved client does when Pacer is being restarted; what Pacer
//! answered is kept so the verdict can find anything it accepted and then lost.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use anyhow::Context;
use serde_json::{Value, json};
use tokio::task::JoinSet;
use tokio::time::Instant;

use super::plan::{CampaignPlan, CampaignTemplate, Dice, Plan};

/// A client of the local API that keeps trying while Pacer is down. Its `Debug` leaves out
/// the key.
#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    base: String,
    key: String,
}

impl std::fmt::Debug for Api {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Api")
            .field("base", &self.base)
            .field("key", &"[redacted]")
            .finish_non_exhaustive()
    }
}

/// Pacer's answer: HTTP status and JSON body.
pub type Answer = (u16, Value);

impl Api {
    /// A client of the API at `base` with `key`.
    pub fn new(base: String, key: String) -> anyhow::Result<Api> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .connect_timeout(Duration::from_secs(2))
            .build()
            .context("cannot build the soak's HTTP client")?;
        Ok(Api { http, base, key })
    }

    /// Sends until Pacer answers with something other than "I am stopping" (a connection
    /// refused, reset or cut by a kill is tried again), or `deadline` passes.
    async fn call(
        &self,
        get: bool,
        path: &str,
        body: &[u8],
        deadline: Instant,
    ) -> anyhow::Result<Answer> {
        let url = format!("{}{path}", self.base);
        loop {
            let request = if get {
                self.http.get(&url)
            } else {
                self.http
                    .post(&url)
                    .header("content-type", "application/json")
                    .body(body.to_vec())
            };
            match request.bearer_auth(&self.key).send().await {
                Ok(response) if response.status() != 503 => {
                    let status = response.status().as_u16();
                    // A body cut off (killed mid-answer) is asked for again.
                    if let Ok(bytes) = response.bytes().await {
                        let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                        return Ok((status, json));
                    }
                }
                Ok(_) | Err(_) => {}
            }
            if Instant::now() > deadline {
                anyhow::bail!("Pacer did not answer {path} before the soak's deadline");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// POST JSON until answered.
    pub async fn post(
        &self,
        path: &str,
        body: &Value,
        deadline: Instant,
    ) -> anyhow::Result<Answer> {
        self.call(false, path, body.to_string().as_bytes(), deadline)
            .await
    }

    /// GET until answered.
    pub async fn get(&self, path: &str, deadline: Instant) -> anyhow::Result<Answer> {
        self.call(true, path, b"", deadline).await
    }
}

/// A campaign the soak launched.
#[derive(Debug, Clone)]
pub struct CampaignRun {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Customers in its list: each must get exactly one message of it.
    pub recipients: usize,
}

/// What Pacer's local API accepted, and anything it answered that it should not have.
#[derive(Debug, Default)]
pub struct Submitted {
    /// Idempotency key → the id Pacer answered with.
    pub ids: HashMap<String, String>,
    /// OTPs and batch messages accepted.
    pub otps: usize,
    /// Bulk messages accepted through batches.
    pub bulk: usize,
    /// Requests sent again on purpose after an answer (a client retrying).
    pub repeats: usize,
    /// Problems with idempotency: a key answered with two ids, or a repeat not recognised.
    pub idempotency_problems: Vec<String>,
    /// Campaigns launched.
    pub campaigns: Vec<CampaignRun>,
    /// Answers the soak did not expect (its own requests must all be valid).
    pub driver_errors: Vec<String>,
}

impl Submitted {
    fn record(&mut self, key: &str, id: &str) -> bool {
        match self.ids.get(key) {
            Some(first) if first != id => {
                self.idempotency_problems.push(format!(
                    "idempotency key {key} answered with {first} and later {id}"
                ));
                false
            }
            Some(_) => false,
            None => {
                self.ids.insert(key.to_owned(), id.to_owned());
                true
            }
        }
    }
}

/// Shared record of what was submitted.
#[derive(Debug, Clone, Default)]
pub struct Ledgered(Arc<Mutex<Submitted>>);

impl Ledgered {
    /// The record (a panicking load task cannot leave it half-written in a way that matters).
    pub fn lock(&self) -> MutexGuard<'_, Submitted> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// An OTP user's number: a small population, so some get several codes (pair pacing).
fn otp_user(i: usize) -> String {
    format!("+92333{:07}", 1_000_000 + i)
}

/// A bulk customer's number: one per message.
fn bulk_customer(i: usize) -> String {
    format!("+92300{:07}", 1_000_000 + i)
}

/// A campaign customer's number.
fn campaign_customer(i: usize) -> String {
    format!("+92321{:07}", 1_000_000 + i)
}

/// The `n`th OTP: a distinct six-digit code (7919 is prime to 10⁶, so codes repeat only
/// after a million).
fn otp(n: usize, to: &str) -> Value {
    let code = format!("{:06}", (n * 7919 + 13) % 1_000_000);
    json!({
        "to": to,
        "lane": "express",
        "idempotency_key": format!("otp-{n}"),
        "template": {"name": "login_code", "language": {"code": "en_US"}, "components": [
            {"type": "body", "parameters": [{"type": "text", "text": code}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": code}]}
        ]}
    })
}

fn shipped(batch: usize, i: usize, customer: usize) -> Value {
    json!({
        "to": bulk_customer(customer),
        "lane": "bulk",
        "idempotency_key": format!("bulk-{batch}-{i}"),
        "template": {"name": "order_shipped", "language": {"code": "en_US"}, "components": [
            {"type": "header", "parameters": [{"type": "text", "text": format!("#B{batch}-{i}")}]},
            {"type": "body", "parameters": [
                {"type": "text", "text": format!("Customer {customer}")},
                {"type": "text", "text": "Friday"}
            ]}
        ]}
    })
}

/// Runs the whole load of `plan` from `start`, retrying until `deadline`.
pub async fn run(
    plan: &Plan,
    api: &Api,
    start: Instant,
    deadline: Instant,
    folder: &Path,
    seed: u64,
    out: &Ledgered,
) {
    let mut tasks = JoinSet::new();
    let mut dice = Dice::new(seed ^ 0x10ad);
    let mut n = 0;
    for (at, size) in &plan.otp_bursts {
        let messages: Vec<(usize, Value)> = (0..*size)
            .map(|_| {
                n += 1;
                let user = dice.below(1_500);
                (n, otp(n, &otp_user(user)))
            })
            .collect();
        let repeat: Vec<bool> = messages.iter().map(|_| dice.chance(0.05)).collect();
        let (api, out, at) = (api.clone(), out.clone(), start + *at);
        tasks.spawn(async move {
            tokio::time::sleep_until(at).await;
            let mut burst = JoinSet::new();
            for ((n, message), repeat) in messages.into_iter().zip(repeat) {
                let (api, out) = (api.clone(), out.clone());
                burst.spawn(
                    async move { send_otp(&api, n, &message, repeat, deadline, &out).await },
                );
            }
            while burst.join_next().await.is_some() {}
        });
    }
    let mut customer = 0;
    for (batch, (at, size)) in plan.batches.iter().enumerate() {
        let messages: Vec<Value> = (0..*size)
            .map(|i| {
                customer += 1;
                shipped(batch, i, customer)
            })
            .collect();
        let repeat = dice.chance(0.2);
        let (api, out, at) = (api.clone(), out.clone(), start + *at);
        tasks.spawn(async move {
            tokio::time::sleep_until(at).await;
            send_batch(
                &api,
                batch,
                json!({"messages": messages}),
                repeat,
                deadline,
                &out,
            )
            .await;
        });
    }
    for campaign in &plan.campaigns {
        let (api, out, at) = (api.clone(), out.clone(), start + campaign.at);
        let (campaign, folder) = (campaign.clone(), folder.to_owned());
        tasks.spawn(async move {
            tokio::time::sleep_until(at).await;
            if let Err(e) = run_campaign(&api, &campaign, &folder, deadline, &out).await {
                out.lock()
                    .driver_errors
                    .push(format!("{}: {e:#}", campaign.name));
            }
        });
    }
    while tasks.join_next().await.is_some() {}
}

async fn send_otp(
    api: &Api,
    n: usize,
    message: &Value,
    repeat: bool,
    deadline: Instant,
    out: &Ledgered,
) {
    let key = format!("otp-{n}");
    let answer = api.post("/v1/messages", message, deadline).await;
    let first = match answer {
        Ok((202 | 200, body)) => body["id"].as_str().unwrap_or_default().to_owned(),
        Ok((status, body)) => {
            out.lock()
                .driver_errors
                .push(format!("OTP {n}: {status} {body}"));
            return;
        }
        Err(e) => {
            out.lock().driver_errors.push(format!("OTP {n}: {e}"));
            return;
        }
    };
    {
        let mut out = out.lock();
        if out.record(&key, &first) {
            out.otps += 1;
        }
    }
    if !repeat {
        return;
    }
    // The caller did not see the answer and sends the same request again.
    match api.post("/v1/messages", message, deadline).await {
        Ok((200, body)) if body["duplicate"] == json!(true) => {
            let mut out = out.lock();
            out.repeats += 1;
            out.record(&key, body["id"].as_str().unwrap_or_default());
        }
        Ok((status, body)) => out.lock().idempotency_problems.push(format!(
            "OTP {key} sent again was answered {status} {body}, not as a duplicate of {first}"
        )),
        Err(e) => out.lock().driver_errors.push(format!("OTP {n} again: {e}")),
    }
}

async fn send_batch(
    api: &Api,
    batch: usize,
    body: Value,
    repeat: bool,
    deadline: Instant,
    out: &Ledgered,
) {
    let keys: Vec<String> = body["messages"]
        .as_array()
        .map(|m| {
            m.iter()
                .map(|m| m["idempotency_key"].as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default();
    for attempt in 0..if repeat { 2 } else { 1 } {
        let answer = api.post("/v1/messages", &body, deadline).await;
        let (status, answer) = match answer {
            Ok(answer) => answer,
            Err(e) => {
                out.lock().driver_errors.push(format!("batch {batch}: {e}"));
                return;
            }
        };
        let ids: Vec<(String, bool)> = answer["messages"]
            .as_array()
            .map(|m| {
                m.iter()
                    .map(|m| {
                        (
                            m["id"].as_str().unwrap_or_default().to_owned(),
                            m["duplicate"] == json!(true),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        if !(status == 202 || status == 200) || ids.len() != keys.len() {
            out.lock()
                .driver_errors
                .push(format!("batch {batch}: {status} {answer}"));
            return;
        }
        let mut out = out.lock();
        let mut fresh = 0;
        for (key, (id, duplicate)) in keys.iter().zip(&ids) {
            if out.record(key, id) {
                fresh += 1;
            }
            if attempt == 1 && !duplicate {
                out.idempotency_problems.push(format!(
                    "batch {batch} sent again: {key} was not recognised as a duplicate"
                ));
            }
        }
        out.bulk += fresh;
        if attempt == 1 {
            out.repeats += keys.len();
        }
    }
}

async fn run_campaign(
    api: &Api,
    plan: &CampaignPlan,
    folder: &Path,
    deadline: Instant,
    out: &Ledgered,
) -> anyhow::Result<()> {
    let list = folder.join(format!("{}.csv", plan.name.replace(' ', "-")));
    let mut csv = String::from("Name,Phone,Amount,Due,Order\n");
    for i in plan.first..plan.first + plan.size {
        csv.push_str(&format!(
            "Customer {i},{},PKR {}.00,{} December,#{}\n",
            campaign_customer(i),
            100 + i % 9_000,
            1 + i % 28,
            50_000 + i
        ));
    }
    std::fs::write(&list, csv)?;
    let (status, answer) = api
        .post(
            "/v1/imports",
            &json!({"path": list, "list": plan.name, "country": "PK"}),
            deadline,
        )
        .await?;
    anyhow::ensure!(status == 200, "import answered {status}: {answer}");
    let column = |c: &str| json!({"column": c});
    let mapping = match plan.template {
        CampaignTemplate::Reminder => json!({
            "body.customer_name": column("Name"), "body.amount": column("Amount"), "body.due_date": column("Due")}),
        CampaignTemplate::ReminderFixedDate => json!({
            "body.customer_name": column("Name"), "body.amount": column("Amount"),
            "body.due_date": {"text": "the last day of the month"}}),
        CampaignTemplate::Shipped => json!({
            "header.1": column("Order"), "body.1": column("Name"), "body.2": column("Due")}),
    };
    let template = match plan.template {
        CampaignTemplate::Reminder | CampaignTemplate::ReminderFixedDate => "payment_reminder",
        CampaignTemplate::Shipped => "order_shipped",
    };
    let spec = json!({
        "name": plan.name,
        "template_name": template,
        "template_language": "en_US",
        "audience": {"lists": [plan.name]},
        "mapping": mapping,
    });
    let (status, campaign) = api.post("/v1/campaigns", &spec, deadline).await?;
    anyhow::ensure!(
        status == 201,
        "creating the campaign answered {status}: {campaign}"
    );
    let id = campaign["id"]
        .as_str()
        .context("the campaign has an id")?
        .to_owned();
    let (status, answer) = api
        .post(&format!("/v1/campaigns/{id}/launch"), &json!({}), deadline)
        .await?;
    // 409 "campaign_state": the first launch went through before a kill cut its answer.
    let launched = status == 202 || (status == 409 && answer["error"]["code"] == "campaign_state");
    anyhow::ensure!(launched, "launching answered {status}: {answer}");
    out.lock().campaigns.push(CampaignRun {
        id,
        name: plan.name.clone(),
        recipients: plan.size,
    });
    Ok(())
}

#[cfg(test)]
mod redaction_tests {
    use super::Api;

    #[test]
    fn the_soaks_api_client_prints_without_its_key() {
        let api =
            Api::new("http://127.0.0.1:8091".into(), "api-key-Probe-44".into()).expect("a client");
        let shown = format!("{api:?}");
        assert!(
            !shown.contains("Probe-44") && shown.contains("[redacted]"),
            "a printed soak client never shows the API key: {shown}"
        );
    }
}
