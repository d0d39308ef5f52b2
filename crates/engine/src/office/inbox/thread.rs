//! One customer's thread: every message either way, read a page at a time from the newest
//! back, so a thread of 10,000 messages is never loaded whole. The two tables are read in the
//! same order — time, then a tie-breaker made from the row id — and merged.

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;

use super::content::{self, MediaKind};
use super::list::WINDOW_MS;
use super::media;
use super::model::{
    CampaignRef, MAX_THREAD_PAGE, Received, Sent, SentContent, Step, ThreadCursor, ThreadItem,
    ThreadPage, ThreadQuery,
};
use super::sent;
use crate::clock::Millis;
use crate::ledger::messages::{Shapes, State};

/// A cursor after every item: the first page.
const NEWEST: ThreadCursor = ThreadCursor {
    at: i64::MAX,
    order: i64::MAX,
};

/// A page of `query.phone`'s thread, oldest first, ending just before `query.before`.
pub fn thread(conn: &Connection, query: &ThreadQuery, now: Millis) -> rusqlite::Result<ThreadPage> {
    let phone = query.phone.as_str();
    let before = query.before.unwrap_or(NEWEST);
    let limit = query.limit.clamp(1, MAX_THREAD_PAGE) as usize;
    let read_up_to: i64 = conn
        .prepare_cached("SELECT read_up_to FROM conversation_reads WHERE phone = ?1")?
        .query_row([phone], |r| r.get(0))
        .optional()?
        .unwrap_or(0);

    // One more of each than wanted tells whether an older page exists.
    let mut items = received(conn, phone, before, limit + 1, read_up_to)?;
    items.extend(sent_messages(conn, phone, before, limit + 1)?);
    items.sort_by_key(|item| std::cmp::Reverse(item.cursor()));
    let more = items.len() > limit;
    items.truncate(limit);
    let older = if more {
        items.last().map(ThreadItem::cursor)
    } else {
        None
    };
    items.reverse();

    let (inbound_total, unread, name): (i64, i64, Option<String>) = conn
        .prepare_cached(
            "SELECT COUNT(*), COALESCE(SUM(id > ?2), 0),
                (SELECT name FROM inbound_messages WHERE from_number = ?1 AND name IS NOT NULL ORDER BY id DESC LIMIT 1)
             FROM inbound_messages WHERE from_number = ?1",
        )?
        .query_row(params![phone, read_up_to], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    let sent_total: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM messages WHERE recipient = ?1")?
        .query_row([phone], |r| r.get(0))?;
    let contact_name: Option<String> = conn
        .prepare_cached("SELECT name FROM contacts WHERE phone = ?1")?
        .query_row([phone], |r| r.get(0))
        .optional()?
        .flatten();
    let window_from: Option<Millis> = conn
        .prepare_cached("SELECT last_inbound_at FROM service_windows WHERE recipient = ?1")?
        .query_row([phone], |r| r.get(0))
        .optional()?;
    let opted_out = conn
        .prepare_cached("SELECT 1 FROM marketing_opt_outs WHERE recipient = ?1")?
        .query_row([phone], |_| Ok(()))
        .optional()?
        .is_some();
    Ok(ThreadPage {
        phone: phone.to_owned(),
        name: contact_name.or(name),
        items,
        older,
        total: u32::try_from(inbound_total + sent_total).unwrap_or(u32::MAX),
        unread: u32::try_from(unread).unwrap_or(u32::MAX),
        window_ends_at: window_from
            .map(|from| from + WINDOW_MS)
            .filter(|ends| *ends > now),
        opted_out,
    })
}

/// The cursor's tie-breaker: a row id, with the side in its lowest bit, so a customer's
/// message and a business message of the same millisecond still have an order.
fn order(id: i64, customer: bool) -> i64 {
    id.saturating_mul(2) + i64::from(customer)
}

fn received(
    conn: &Connection,
    phone: &str,
    before: ThreadCursor,
    limit: usize,
    read_up_to: i64,
) -> rusqlite::Result<Vec<ThreadItem>> {
    let mut statement = conn.prepare_cached(
        "SELECT id, wamid, received_at, kind, text, detail, context_wamid FROM inbound_messages
         WHERE from_number = ?1 AND (received_at < ?2 OR (received_at = ?2 AND id * 2 + 1 < ?3))
         ORDER BY received_at DESC, id DESC LIMIT ?4",
    )?;
    let rows = statement
        .query_map(params![phone, before.at, before.order, limit as i64], |r| {
            let id: i64 = r.get(0)?;
            let at: Millis = r.get(2)?;
            let kind: String = r.get(3)?;
            let text: Option<String> = r.get(4)?;
            let detail: Option<String> = r.get(5)?;
            let detail: Option<Value> = detail.and_then(|d| serde_json::from_str(&d).ok());
            Ok(Received {
                cursor: ThreadCursor {
                    at,
                    order: order(id, true),
                },
                wamid: r.get(1)?,
                at,
                content: content::read(&kind, text.as_deref(), detail.as_ref()),
                media: None,
                answers: r.get(6)?,
                unread: id > read_up_to,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let with_media: Vec<String> = rows
        .iter()
        .filter(|r| matches!(r.content, content::InboundContent::Media { .. }))
        .map(|r| r.wamid.clone())
        .collect();
    let mut media = media::media_for(conn, &with_media)?;
    Ok(rows
        .into_iter()
        .map(|mut r| {
            r.media = media.remove(&r.wamid);
            ThreadItem::Customer(r)
        })
        .collect())
}

fn sent_messages(
    conn: &Connection,
    phone: &str,
    before: ThreadCursor,
    limit: usize,
) -> rusqlite::Result<Vec<ThreadItem>> {
    let mut statement = conn.prepare_cached(
        "SELECT m.id, m.key, m.wamid, m.created_at, m.kind, m.template_name, m.template_language,
                m.payload, m.state, m.error_text, m.defer_reason, m.batch, c.name,
                m.sent_at, m.delivered_at, m.read_at, m.failed_at, m.cancelled_at, m.skipped_at, m.expired_at,
                m.shape_id
         FROM messages m LEFT JOIN campaigns c ON c.id = m.batch
         WHERE m.recipient = ?1 AND (m.created_at < ?2 OR (m.created_at = ?2 AND m.id * 2 < ?3))
         ORDER BY m.created_at DESC, m.id DESC LIMIT ?4",
    )?;
    let mut templates = sent::Templates::new(conn);
    let rows = statement
        .query_map(params![phone, before.at, before.order, limit as i64], |r| {
            let id: i64 = r.get(0)?;
            let at: Millis = r.get(3)?;
            let kind: String = r.get(4)?;
            let template: Option<(String, String)> = match (r.get(5)?, r.get(6)?) {
                (Some(name), Some(language)) => Some((name, language)),
                _ => None,
            };
            let payload: (Option<i64>, String) = (r.get(20)?, r.get(7)?);
            let state_text: String = r.get(8)?;
            let state = State::parse(&state_text).unwrap_or(State::Queued);
            let (problem, problem_said) = crate::reports::row_reason(
                state,
                r.get(9)?,
                r.get::<_, Option<String>>(10)?.as_deref(),
            );
            let batch: Option<String> = r.get(11)?;
            let campaign_name: Option<String> = r.get(12)?;
            let mut steps = Vec::new();
            for (column, word) in [
                (13, "sent"),
                (14, "delivered"),
                (15, "read"),
                (16, "failed"),
                (17, "cancelled"),
                (18, "skipped"),
                (19, "expired"),
            ] {
                if let Some(at) = r.get::<_, Option<Millis>>(column)? {
                    steps.push(Step {
                        state: word.to_owned(),
                        at,
                    });
                }
            }
            steps.sort_by_key(|s| s.at);
            Ok((
                Sent {
                    cursor: ThreadCursor {
                        at,
                        order: order(id, false),
                    },
                    key: r.get(1)?,
                    wamid: r.get(2)?,
                    at,
                    content: SentContent::Other {
                        type_name: kind.clone(),
                    },
                    state: state_text,
                    steps,
                    problem,
                    problem_said,
                    campaign: batch
                        .zip(campaign_name)
                        .map(|(id, name)| CampaignRef { id, name }),
                },
                kind,
                template,
                payload,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut out = Vec::with_capacity(rows.len());
    let mut shapes = Shapes::default();
    for (mut message, kind, template, (shape_id, stored)) in rows {
        let payload = shapes.payload(conn, shape_id, stored)?.shown();
        message.content = sent_content(&mut templates, &kind, template, &payload)?;
        out.push(ThreadItem::Business(message));
    }
    Ok(out)
}

/// What a business message says, from the payload Pacer sent to Meta.
fn sent_content(
    templates: &mut sent::Templates<'_>,
    kind: &str,
    template: Option<(String, String)>,
    payload: &str,
) -> rusqlite::Result<SentContent> {
    let payload: Value = serde_json::from_str(payload).unwrap_or(Value::Null);
    let object = &payload[kind];
    Ok(match kind {
        "template" => {
            let (name, language) = template.unwrap_or_default();
            let preview = templates.preview(&name, &language, object)?;
            SentContent::Template {
                name,
                language,
                preview,
            }
        }
        "text" => SentContent::Text {
            body: object["body"].as_str().unwrap_or_default().to_owned(),
        },
        other if MediaKind::of(other).is_some() => SentContent::Media {
            media: other.to_owned(),
            caption: object["caption"].as_str().map(str::to_owned),
            file_name: object["filename"].as_str().map(str::to_owned),
        },
        other => SentContent::Other {
            type_name: other.to_owned(),
        },
    })
}
