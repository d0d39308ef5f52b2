//! Reading a campaign's report in one pass over its messages (the ledger rows whose `batch`
//! is the campaign's id), on the caller's connection, so it is consistent with itself while
//! messages are still moving.

use std::collections::{BTreeMap, HashMap};

use pacer_words::Said;
use rusqlite::{Connection, params};

use super::cost::{Delivered, estimate_cost};
use super::model::{FailureGroup, Funnel, MinutePoint, Report, SkipGroup};
use super::recipients::{ROW_COLUMNS, recipient_row};
use super::words::{failure_group, report_summary_said};
use crate::clock::Millis;
use crate::ledger::messages::{FailureCause, State};
use crate::phone::E164;
use crate::prices::{self, RateCard};
/// The report of one campaign (all messages whose `batch` is `batch`); `rates` (the card in
/// use, [`prices::card`]) prices the delivered template messages (the cost is "unknown"
/// without it).
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
    let campaign_name = crate::campaigns::name_of(conn, batch)?;
    let categories: HashMap<(String, String), String> = crate::ledger::templates::categories(conn)?
        .into_iter()
        .map(|(key, category)| (key, category.to_ascii_uppercase()))
        .collect();

    let mut funnel = Funnel::default();
    let mut failures: BTreeMap<Option<FailureCause>, (u64, Option<String>)> = BTreeMap::new();
    let mut skipped: HashMap<String, u64> = HashMap::new();
    let mut minutes: BTreeMap<Millis, MinutePoint> = BTreeMap::new();
    let mut delivered: Delivered = BTreeMap::new();
    let mut countries = prices::markets::Countries::default();
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
                let reason = error_text.clone().unwrap_or_else(|| {
                    Said::new(pacer_words::ids::REASON_NONE_RECORDED).to_string()
                });
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
            let recipient: E164 = r.get(1)?;
            let country = countries.of(&recipient);
            *delivered.entry((country, category)).or_default() += 1;
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
        .map(|(reason, count)| SkipGroup {
            reason_said: crate::reasons::said_of_stored(&reason),
            reason,
            count,
        })
        .collect();
    skipped.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    let cost = estimate_cost(delivered, rates, prices::estimate_at_launch(conn, batch)?);
    let summary_said = report_summary_said(&funnel);
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
        summary: summary_said.to_string(),
        summary_said,
        opt_outs: crate::opt_outs::campaign_opt_outs(conn, batch)?,
        replies: crate::inbox::campaign_replies(conn, batch)?,
    })
}
