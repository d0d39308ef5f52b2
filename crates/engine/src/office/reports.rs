//! Campaign reports (`docs/sending.md#reports`): what happened to every message of one campaign, read
//! from the ledger — the last step of the flow in `docs/sending.md#the-flow-of-one-message` ("ledger ─► reports, UI").
//!
//! A campaign's messages are the ledger rows whose `batch` is the campaign's id. [`report`]
//! gives the funnel, the failure reasons in plain words with what to do, one row per recipient,
//! the send and delivery rate per minute, the messages sent again after Meta did not answer, and
//! the estimated cost; [`history`] gives one message's full history. [`export_csv`] and
//! [`export_xlsx`] write the recipients and a summary for a spreadsheet, safe against formula
//! injection (a contact's name is whatever the imported file said).
//!
//! Everything is read in one pass over the batch's rows, on the caller's connection (a ledger
//! read), so a report is consistent with itself even while messages are still moving.

pub mod export;

use std::collections::{BTreeMap, HashMap};

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use crate::clock::Millis;
use crate::ledger::messages::{Event, FailureCause, FailureKind, State};
use crate::numbers::thousands;
use crate::reasons;
use crate::retry;

pub use export::{
    ExportError, escape_formula, export_csv, export_xlsx, file_stem, to_csv, to_xlsx,
};

/// Prices per delivered template message, by category (Meta's rate card for the recipients'
/// market; only delivered template messages are charged, `docs/meta-cloud-api.md#templates` "Pricing").
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RateCard {
    /// ISO 4217 code of the prices, e.g. `USD`.
    pub currency: String,
    /// `MARKETING`, `UTILITY`, `AUTHENTICATION` (any case) → price of one delivered message.
    pub per_category: BTreeMap<String, f64>,
}

impl RateCard {
    fn rate(&self, category: &str) -> Option<f64> {
        self.per_category
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(category))
            .map(|(_, rate)| *rate)
    }
}

/// How many of a campaign's messages are where.
///
/// The counts are by each message's current state, and `sent` and `delivered` are cumulative:
/// **`sent` includes delivered and read; `delivered` includes read.** So `total = queued +
/// sending + deferred + in_doubt + sent + failed + skipped + cancelled + expired`, and
/// `sent ≥ delivered ≥ read`. A message Meta accepted and later failed counts as failed only.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Funnel {
    /// Every message of the campaign.
    pub total: u64,
    /// Waiting for a send slot.
    pub queued: u64,
    /// Being sent right now.
    pub sending: u64,
    /// Accepted by Meta and not failed since: sent, delivered or read.
    pub sent: u64,
    /// Delivered to the phone: delivered or read.
    pub delivered: u64,
    /// Read.
    pub read: u64,
    /// Failed for good.
    pub failed: u64,
    /// Not sent on purpose (opted out, invalid).
    pub skipped: u64,
    /// Cancelled before they were sent.
    pub cancelled: u64,
    /// Not sent because they could not leave within their time limit (`crate::expiry`).
    pub expired: u64,
    /// Sent without an answer from Meta; Pacer is finding out whether they went out.
    pub in_doubt: u64,
    /// Waiting for a time: pair pacing, the daily limit, a retry, or a pause.
    pub deferred: u64,
}

impl Funnel {
    /// Messages Pacer still has to send: queued, sending, deferred or in doubt.
    pub fn still_to_send(&self) -> u64 {
        self.queued + self.sending + self.deferred + self.in_doubt
    }
}

/// Failed messages with the same Meta code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FailureGroup {
    /// What the failures rest on; `None` when nothing was recorded.
    pub kind: Option<FailureKind>,
    /// Meta's code, when the failures are Meta's refusals.
    pub code: Option<i64>,
    /// How many messages.
    pub count: u64,
    /// What happened, in plain words.
    pub meaning: String,
    /// What to do about it.
    pub what_to_do: String,
    /// Whether "retry failed" can change the outcome.
    pub retryable: bool,
    /// One message's recorded reason, with Meta's own words (the "details" line).
    pub example: Option<String>,
}

/// Skipped messages with the same reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SkipGroup {
    /// Why they were not sent.
    pub reason: String,
    /// How many.
    pub count: u64,
}

/// One recipient's message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientRow {
    /// The message's public id (for [`history`]).
    pub key: String,
    /// The number it went to (E.164).
    pub recipient: String,
    /// The contact's name, when the contact list knows the number.
    pub name: Option<String>,
    /// Where the message is.
    pub state: State,
    /// When Meta accepted it.
    pub sent_at: Option<Millis>,
    /// When it was delivered.
    pub delivered_at: Option<Millis>,
    /// When it was read.
    pub read_at: Option<Millis>,
    /// When it failed.
    pub failed_at: Option<Millis>,
    /// Meta's code of the last failure (none when Meta gave none).
    pub error_code: Option<i64>,
    /// What a failure rests on, when the message failed.
    pub failure_kind: Option<FailureKind>,
    /// Why it failed, was skipped or is waiting, in plain words.
    pub reason: Option<String>,
    /// Send attempts so far.
    pub attempts: u32,
    /// Sent once more after an attempt Meta did not answer.
    pub resent_after_no_answer: bool,
    /// Meta's message id.
    pub wamid: Option<String>,
}

/// Messages per minute, by the ledger's timestamps: when Meta accepted them, when they were
/// delivered, when they were read. These count events, so a message accepted and later failed
/// still counts in `sent` for its minute. Minutes without any are left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MinutePoint {
    /// Start of the minute (Unix milliseconds).
    pub minute: Millis,
    /// Accepted by Meta in this minute.
    pub sent: u64,
    /// Delivered in this minute.
    pub delivered: u64,
    /// Read in this minute.
    pub read: u64,
}

/// The cost of one category.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostLine {
    /// `MARKETING`, `UTILITY`, `AUTHENTICATION`, or `UNKNOWN` when the template is not in the
    /// template list.
    pub category: String,
    /// Delivered template messages of this category (delivered or read).
    pub delivered: u64,
    /// Price of one, from the rate card.
    pub rate: Option<f64>,
    /// `delivered × rate`.
    pub amount: Option<f64>,
}

/// What the campaign has cost so far, estimated from delivered template messages.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostEstimate {
    /// The rate card's currency; `None` without a rate card.
    pub currency: Option<String>,
    /// Per category.
    pub lines: Vec<CostLine>,
    /// The total; `None` ("unknown") without a rate card or when a category has no price.
    pub total: Option<f64>,
    /// One line for a person.
    pub summary: String,
}

/// Everything about one campaign.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Report {
    /// The campaign's id (the ledger's `batch`).
    pub batch: String,
    /// The campaign's name, when it is a campaign Pacer created.
    pub campaign_name: Option<String>,
    /// Where the messages are.
    pub funnel: Funnel,
    /// Failed messages by Meta code, most first.
    pub failures: Vec<FailureGroup>,
    /// Skipped messages by reason, most first.
    pub skipped: Vec<SkipGroup>,
    /// One row per message, in the order they were queued.
    pub recipients: Vec<RecipientRow>,
    /// Send rate and delivery over time, per minute.
    pub timeline: Vec<MinutePoint>,
    /// Keys of the messages sent again after an attempt Meta did not answer.
    pub resent_after_no_answer: Vec<String>,
    /// Estimated cost.
    pub cost: CostEstimate,
    /// One line for a person: "1,180 of 1,250 messages delivered, 31 read so far; …".
    pub summary: String,
}

/// The report of one campaign (all messages whose `batch` is `batch`); `rates` prices the
/// delivered template messages (the cost is "unknown" without it).
pub fn report(
    conn: &Connection,
    batch: &str,
    rates: Option<&RateCard>,
) -> rusqlite::Result<Report> {
    build(conn, batch, rates, true)
}

/// [`report`] without the per-recipient rows (`recipients` is empty): what a window shows
/// beside a paged table ([`recipients`]), so a 45,000-message report does not travel whole.
pub fn summary(
    conn: &Connection,
    batch: &str,
    rates: Option<&RateCard>,
) -> rusqlite::Result<Report> {
    build(conn, batch, rates, false)
}

fn build(
    conn: &Connection,
    batch: &str,
    rates: Option<&RateCard>,
    keep_rows: bool,
) -> rusqlite::Result<Report> {
    let campaign_name: Option<String> = conn
        .prepare_cached("SELECT name FROM campaigns WHERE id = ?1")?
        .query_row([batch], |r| r.get(0))
        .optional()?;
    let categories: HashMap<(String, String), String> = crate::ledger::templates::categories(conn)?
        .into_iter()
        .map(|(key, category)| (key, category.to_ascii_uppercase()))
        .collect();

    let mut funnel = Funnel::default();
    let mut failures: BTreeMap<Option<FailureCause>, (u64, Option<String>)> = BTreeMap::new();
    let mut skipped: HashMap<String, u64> = HashMap::new();
    let mut minutes: BTreeMap<Millis, MinutePoint> = BTreeMap::new();
    let mut delivered_by_category: BTreeMap<String, u64> = BTreeMap::new();
    let mut resent = Vec::new();
    let mut recipients = Vec::new();

    let mut statement = conn.prepare_cached(&format!(
        "SELECT {ROW_COLUMNS}, m.kind, m.template_name, m.template_language
         FROM messages m LEFT JOIN contacts c ON c.phone = m.recipient
         WHERE m.batch = ?1 ORDER BY m.id"
    ))?;
    let mut rows = statement.query(params![batch])?;
    while let Some(r) = rows.next()? {
        let state: State = r.get(3)?;
        let sent_at: Option<Millis> = r.get(4)?;
        let delivered_at: Option<Millis> = r.get(5)?;
        let read_at: Option<Millis> = r.get(6)?;
        let error_code: Option<i64> = r.get(8)?;
        let error_text: Option<String> = r.get(9)?;
        let key: String = r.get(0)?;

        funnel.total += 1;
        match state {
            State::Queued => funnel.queued += 1,
            State::Sending => funnel.sending += 1,
            State::Sent => funnel.sent += 1,
            State::Delivered => {
                funnel.sent += 1;
                funnel.delivered += 1;
            }
            State::Read => {
                funnel.sent += 1;
                funnel.delivered += 1;
                funnel.read += 1;
            }
            State::Failed => {
                funnel.failed += 1;
                let cause = FailureCause::from_stored(
                    r.get::<_, Option<String>>(14)?.as_deref(),
                    error_code,
                );
                let group = failures.entry(cause).or_insert((0, None));
                group.0 += 1;
                if group.1.is_none() {
                    group.1.clone_from(&error_text);
                }
            }
            State::Skipped => {
                funnel.skipped += 1;
                let reason = error_text
                    .clone()
                    .unwrap_or_else(|| "No reason was recorded.".to_owned());
                *skipped.entry(reason).or_default() += 1;
            }
            State::Cancelled => funnel.cancelled += 1,
            State::Expired => funnel.expired += 1,
            State::InDoubt => funnel.in_doubt += 1,
            State::Deferred => funnel.deferred += 1,
        }
        for (at, field) in [(sent_at, 0), (delivered_at, 1), (read_at, 2)] {
            let Some(at) = at else { continue };
            let minute = at.div_euclid(60_000) * 60_000;
            let point = minutes.entry(minute).or_insert(MinutePoint {
                minute,
                sent: 0,
                delivered: 0,
                read: 0,
            });
            match field {
                0 => point.sent += 1,
                1 => point.delivered += 1,
                _ => point.read += 1,
            }
        }
        let kind: String = r.get(15)?;
        if matches!(state, State::Delivered | State::Read) && kind == "template" {
            let template: Option<(String, String)> = r
                .get::<_, Option<String>>(16)?
                .zip(r.get::<_, Option<String>>(17)?);
            let category = template
                .and_then(|template| categories.get(&template).cloned())
                .filter(|category| !category.is_empty())
                .unwrap_or_else(|| "UNKNOWN".to_owned());
            *delivered_by_category.entry(category).or_default() += 1;
        }
        if r.get::<_, i64>(12)? > 0 {
            resent.push(key);
        }
        if keep_rows {
            recipients.push(recipient_row(r)?);
        }
    }

    let mut failures: Vec<FailureGroup> = failures
        .into_iter()
        .map(|(cause, (count, example))| failure_group(cause, count, example))
        .collect();
    failures.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then(a.kind.cmp(&b.kind))
            .then(a.code.cmp(&b.code))
    });
    let mut skipped: Vec<SkipGroup> = skipped
        .into_iter()
        .map(|(reason, count)| SkipGroup { reason, count })
        .collect();
    skipped.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    let cost = estimate_cost(delivered_by_category, rates);
    let summary = report_summary(&funnel);
    Ok(Report {
        batch: batch.to_owned(),
        campaign_name,
        funnel,
        failures,
        skipped,
        recipients,
        timeline: minutes.into_values().collect(),
        resent_after_no_answer: resent,
        cost,
        summary,
    })
}

/// The columns [`recipient_row`] reads, in its order (`m` is `messages`, `c` its contact).
const ROW_COLUMNS: &str =
    "m.key, m.recipient, c.name, m.state, m.sent_at, m.delivered_at, m.read_at, m.failed_at,
     m.error_code, m.error_text, m.defer_reason, m.attempts, m.resent_after_no_answer, m.wamid,
     m.failure_kind";

fn recipient_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RecipientRow> {
    let state: State = r.get(3)?;
    let error_text: Option<String> = r.get(9)?;
    let defer_reason: Option<String> = r.get(10)?;
    Ok(RecipientRow {
        reason: row_reason(state, error_text, defer_reason.as_deref()),
        key: r.get(0)?,
        recipient: r.get(1)?,
        name: r.get(2)?,
        state,
        sent_at: r.get(4)?,
        delivered_at: r.get(5)?,
        read_at: r.get(6)?,
        failed_at: r.get(7)?,
        error_code: r.get(8)?,
        failure_kind: FailureCause::from_stored(
            r.get::<_, Option<String>>(14)?.as_deref(),
            r.get(8)?,
        )
        .filter(|_| state == State::Failed)
        .map(FailureCause::kind),
        attempts: r.get(11)?,
        resent_after_no_answer: r.get::<_, i64>(12)? > 0,
        wamid: r.get(13)?,
    })
}

/// Which of a campaign's messages a recipients page shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RecipientFilter {
    /// Every message.
    #[default]
    All,
    /// Delivered or read.
    Delivered,
    /// Not final yet: queued, sending, waiting, checking with Meta, or sent and not delivered.
    Waiting,
    /// Failed for good.
    Failed,
    /// Not sent on purpose.
    Skipped,
    /// Cancelled before they were sent.
    Cancelled,
    /// Not sent within their time limit.
    Expired,
}

impl RecipientFilter {
    fn states(self) -> &'static [State] {
        match self {
            RecipientFilter::All => &[],
            RecipientFilter::Delivered => &[State::Delivered, State::Read],
            RecipientFilter::Waiting => &[
                State::Queued,
                State::Sending,
                State::Deferred,
                State::InDoubt,
                State::Sent,
            ],
            RecipientFilter::Failed => &[State::Failed],
            RecipientFilter::Skipped => &[State::Skipped],
            RecipientFilter::Cancelled => &[State::Cancelled],
            RecipientFilter::Expired => &[State::Expired],
        }
    }
}

/// A page of a campaign's recipients: a filter, a search, and where.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientQuery {
    /// Which messages.
    pub filter: RecipientFilter,
    /// A number (any spelling: "0300 3000003" finds +923003000003) or part of a name; empty
    /// for all.
    pub text: String,
    /// Rows to skip.
    pub offset: u32,
    /// Rows at most (capped at 1,000).
    pub limit: u32,
}

/// Recipients matching a query, in the order they were queued.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientPage {
    /// How many match in all.
    pub total: u64,
    /// The first row's position.
    pub offset: u32,
    /// The rows.
    pub rows: Vec<RecipientRow>,
}

/// The largest page [`recipients`] gives.
pub const MAX_RECIPIENT_PAGE: u32 = 1_000;

/// One page of a campaign's recipients ([`RecipientQuery`]).
pub fn recipients(
    conn: &Connection,
    batch: &str,
    query: &RecipientQuery,
) -> rusqlite::Result<RecipientPage> {
    let states: Vec<&str> = query.filter.states().iter().map(|s| s.as_str()).collect();
    let text = query.text.trim();
    // A local number without its leading zeros ("0300 3000003" → "3003000003").
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.trim_start_matches('0');
    let mut filter = String::from("m.batch = ?1");
    let mut values: Vec<String> = vec![batch.to_owned()];
    if !states.is_empty() {
        let marks: Vec<String> = states
            .iter()
            .map(|state| {
                values.push((*state).to_owned());
                format!("?{}", values.len())
            })
            .collect();
        filter.push_str(&format!(" AND m.state IN ({})", marks.join(", ")));
    }
    if !text.is_empty() {
        values.push(format!("%{}%", like_escape(&text.to_lowercase())));
        let mut either = format!("lower(c.name) LIKE ?{} ESCAPE '\\'", values.len());
        if !digits.is_empty() {
            values.push(format!("%{digits}%"));
            either.push_str(&format!(" OR m.recipient LIKE ?{}", values.len()));
        }
        filter.push_str(&format!(" AND ({either})"));
    }
    let from =
        format!("FROM messages m LEFT JOIN contacts c ON c.phone = m.recipient WHERE {filter}");
    let total: i64 = conn.query_row(
        &format!("SELECT count(*) {from}"),
        rusqlite::params_from_iter(values.iter()),
        |r| r.get(0),
    )?;
    let limit = query.limit.min(MAX_RECIPIENT_PAGE);
    let mut statement = conn.prepare(&format!(
        "SELECT {ROW_COLUMNS} {from} ORDER BY m.id LIMIT {limit} OFFSET {}",
        query.offset
    ))?;
    let rows = statement
        .query_map(rusqlite::params_from_iter(values.iter()), recipient_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(RecipientPage {
        total: u64::try_from(total).unwrap_or(0),
        offset: query.offset,
        rows,
    })
}

/// `text` with LIKE's wildcards taken literally (escape character `\`).
fn like_escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// One message's history, oldest first (every state change and every webhook status); empty
/// when there is no message with this key.
pub fn history(conn: &Connection, message_key: &str) -> rusqlite::Result<Vec<Event>> {
    let mut statement = conn.prepare_cached(
        "SELECT e.at, e.state, e.code, e.detail FROM message_events e JOIN messages m ON m.id = e.message_id
         WHERE m.key = ?1 ORDER BY e.id",
    )?;
    let rows = statement.query_map([message_key], |r| {
        Ok(Event {
            at: r.get(0)?,
            state: r.get(1)?,
            code: r.get(2)?,
            detail: r.get(3)?,
        })
    })?;
    rows.collect()
}

/// What a person reads beside a message's state.
fn row_reason(
    state: State,
    error_text: Option<String>,
    defer_reason: Option<&str>,
) -> Option<String> {
    match state {
        State::Failed => Some(error_text.unwrap_or_else(|| "No reason was recorded.".to_owned())),
        State::Skipped | State::Expired => error_text,
        State::Cancelled => Some("Cancelled before it was sent.".to_owned()),
        State::InDoubt => Some(
            "Meta did not answer when this message was sent; Pacer is finding out whether it went out before sending it again."
                .to_owned(),
        ),
        State::Deferred => Some(match defer_reason {
            Some("pacing") => "Waiting a few seconds: WhatsApp limits how often one customer can receive messages.".to_owned(),
            Some("tier") => "Waiting for room in Meta's daily limit of customers you can message.".to_owned(),
            Some("paused") => "Waiting: the campaign is paused.".to_owned(),
            Some("retry") => match error_text {
                Some(text) => format!("Waiting to try again after a temporary problem: {text}"),
                None => "Waiting to try again after a temporary problem.".to_owned(),
            },
            Some(other) => format!("Waiting ({other})."),
            None => "Waiting.".to_owned(),
        }),
        State::Queued | State::Sending | State::Sent | State::Delivered | State::Read => None,
    }
}

fn failure_group(cause: Option<FailureCause>, count: u64, example: Option<String>) -> FailureGroup {
    let retryable = retry::worth_retrying(cause);
    let fallback_action = if retryable {
        "Press Retry failed to send them again."
    } else {
        "Trying again won't change this; see the details to fix the cause."
    };
    let pacers_own =
        |(meaning, what_to_do): (&str, &str)| (meaning.to_owned(), what_to_do.to_owned());
    let (meaning, what_to_do) = match cause {
        None | Some(FailureCause::Pacer(FailureKind::Meta)) => (
            example
                .clone()
                .unwrap_or_else(|| "Pacer gave up on these messages.".to_owned()),
            "See each message's history for what happened.".to_owned(),
        ),
        Some(FailureCause::Pacer(FailureKind::Network)) => pacers_own(reasons::NETWORK),
        Some(FailureCause::Pacer(FailureKind::NoAnswer)) => pacers_own(reasons::NO_ANSWER),
        Some(FailureCause::Pacer(FailureKind::UnexpectedAnswer)) => {
            pacers_own(reasons::UNEXPECTED_ANSWER)
        }
        Some(FailureCause::Pacer(FailureKind::Internal)) => pacers_own(reasons::INTERNAL),
        Some(FailureCause::Meta(code)) => match reasons::plain(code) {
            Some(plain) => {
                let (meaning, action) = match plain.find(". ") {
                    Some(end) => (&plain[..=end], plain[end + 2..].trim()),
                    None => (plain, ""),
                };
                let action = if action.is_empty() {
                    match code {
                        131049 => "Pacer can try again after 24 hours: press Retry failed then.",
                        131047 => "Send an approved template instead.",
                        131051 => "Send a template or a text message instead.",
                        131021 => "Remove your own business number from the list.",
                        132018 => {
                            "Fix the values in your list (no line breaks, tabs or long runs of spaces), then send to these customers again."
                        }
                        131063 => {
                            "Turn marketing messages back on for the Cloud API in WhatsApp Manager."
                        }
                        _ => fallback_action,
                    }
                } else {
                    action
                };
                (meaning.trim().to_owned(), action.to_owned())
            }
            None => (
                format!("Meta refused these messages with code {code}."),
                fallback_action.to_owned(),
            ),
        },
    };
    FailureGroup {
        kind: cause.map(FailureCause::kind),
        code: cause.and_then(FailureCause::meta_code),
        count,
        meaning,
        what_to_do,
        retryable,
        example,
    }
}

fn estimate_cost(delivered: BTreeMap<String, u64>, rates: Option<&RateCard>) -> CostEstimate {
    let lines: Vec<CostLine> = delivered
        .into_iter()
        .map(|(category, delivered)| {
            let rate = rates.and_then(|card| card.rate(&category));
            CostLine {
                amount: rate.map(|rate| rate * delivered as f64),
                category,
                delivered,
                rate,
            }
        })
        .collect();
    let count: u64 = lines.iter().map(|line| line.delivered).sum();
    let currency = rates.map(|card| card.currency.clone());
    let breakdown = lines
        .iter()
        .map(|line| {
            format!(
                "{} {}",
                thousands(line.delivered),
                category_word(&line.category)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    if count == 0 {
        return CostEstimate {
            currency,
            lines,
            total: Some(0.0),
            summary: "No cost so far: Meta charges only for delivered template messages, and none has been delivered yet.".to_owned(),
        };
    }
    let messages = if count == 1 { "message" } else { "messages" };
    let Some(card) = rates else {
        return CostEstimate {
            currency,
            lines,
            total: None,
            summary: format!(
                "Estimated cost unknown: no price list is set ({} delivered template {messages}: {breakdown}).",
                thousands(count)
            ),
        };
    };
    let known: f64 = lines.iter().filter_map(|line| line.amount).sum();
    let unpriced: Vec<&CostLine> = lines.iter().filter(|line| line.rate.is_none()).collect();
    let (total, summary) = if unpriced.is_empty() {
        let detail = lines
            .iter()
            .map(|line| {
                format!(
                    "{} {} × {}",
                    thousands(line.delivered),
                    category_word(&line.category),
                    line.rate.unwrap_or_default()
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        (
            Some(known),
            format!(
                "Estimated cost: {} {known:.2} for {} delivered template {messages} ({detail}). Utility messages delivered while the customer's 24-hour window was open are free, so the real cost may be lower.",
                card.currency,
                thousands(count)
            ),
        )
    } else {
        let missing = unpriced
            .iter()
            .map(|line| {
                format!(
                    "{} {}",
                    thousands(line.delivered),
                    category_word(&line.category)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let unpriced_count: u64 = unpriced.iter().map(|line| line.delivered).sum();
        let (noun, verb) = if unpriced_count == 1 {
            ("message", "has")
        } else {
            ("messages", "have")
        };
        (
            None,
            format!(
                "Estimated cost: at least {} {known:.2}; {} more delivered template {noun} ({missing}) {verb} no price in the list.",
                card.currency,
                thousands(unpriced_count)
            ),
        )
    };
    CostEstimate {
        currency,
        lines,
        total,
        summary,
    }
}

fn category_word(category: &str) -> String {
    match category {
        "UNKNOWN" => "uncategorised".to_owned(),
        other => other.to_ascii_lowercase(),
    }
}

fn report_summary(funnel: &Funnel) -> String {
    if funnel.total == 0 {
        return "No messages in this campaign yet.".to_owned();
    }
    let mut summary = format!(
        "{} of {} {} delivered, {} read so far",
        thousands(funnel.delivered),
        thousands(funnel.total),
        if funnel.total == 1 {
            "message"
        } else {
            "messages"
        },
        thousands(funnel.read)
    );
    let waiting = funnel.sent - funnel.delivered;
    let parts: Vec<String> = [
        (waiting, "sent and waiting for delivery"),
        (funnel.failed, "failed"),
        (funnel.skipped, "skipped"),
        (funnel.still_to_send(), "still to send"),
        (funnel.cancelled, "cancelled"),
        (funnel.expired, "expired (not sent in time)"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{} {what}", thousands(n)))
    .collect();
    if !parts.is_empty() {
        summary.push_str("; ");
        summary.push_str(&parts.join(", "));
    }
    summary.push('.');
    summary
}

/// The word for a state in reports and exports (`docs/wording.md`: the same word everywhere).
pub fn state_word(state: State) -> &'static str {
    match state {
        State::Queued => "Waiting to send",
        State::Sending => "Sending",
        State::Sent => "Sent",
        State::Delivered => "Delivered",
        State::Read => "Read",
        State::Failed => "Failed",
        State::InDoubt => "Checking with Meta",
        State::Deferred => "Waiting",
        State::Cancelled => "Cancelled",
        State::Skipped => "Skipped",
        State::Expired => "Expired",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failure_reasons_split_into_what_happened_and_what_to_do() {
        let group = failure_group(Some(FailureCause::Meta(131026)), 3, None);
        assert_eq!(
            group.meaning,
            "This number can't receive WhatsApp messages."
        );
        assert_eq!(
            group.what_to_do,
            "Check the number, or reach this customer another way."
        );
        assert!(
            !group.retryable,
            "an undeliverable number stays undeliverable"
        );
        let group = failure_group(Some(FailureCause::Meta(131000)), 1, None);
        assert_eq!(group.meaning, "Meta had a temporary problem.");
        assert_eq!(group.what_to_do, "Press Retry failed to send them again.");
        assert!(group.retryable);
        let group = failure_group(Some(FailureCause::Meta(999_999)), 1, Some("odd".into()));
        assert_eq!(
            group.meaning,
            "Meta refused these messages with code 999999."
        );
        let group = failure_group(None, 1, Some("Pacer stopped trying".into()));
        assert_eq!(group.meaning, "Pacer stopped trying");
        assert!(!group.retryable);
    }

    #[test]
    fn a_failed_connection_is_grouped_as_such_and_can_be_retried() {
        let group = failure_group(Some(FailureCause::NETWORK), 20, None);
        assert_eq!(group.kind, Some(FailureKind::Network));
        assert_eq!(group.code, None, "never a Meta code");
        assert!(
            group.meaning.contains("internet connection failed"),
            "{}",
            group.meaning
        );
        assert!(!group.what_to_do.contains("token"), "{}", group.what_to_do);
        assert!(group.retryable);
        let group = failure_group(Some(FailureCause::NO_ANSWER), 1, None);
        assert!(!group.retryable, "it may have been delivered");
    }

    #[test]
    fn summaries_put_numbers_first() {
        let funnel = Funnel {
            total: 1250,
            sent: 1204,
            delivered: 1180,
            read: 31,
            failed: 20,
            skipped: 6,
            queued: 20,
            ..Funnel::default()
        };
        assert_eq!(
            report_summary(&funnel),
            "1,180 of 1,250 messages delivered, 31 read so far; 24 sent and waiting for delivery, 20 failed, 6 skipped, 20 still to send."
        );
        assert_eq!(
            report_summary(&Funnel::default()),
            "No messages in this campaign yet."
        );
    }
}
