//! The list of conversations: every customer who wrote to the business, newest first, with
//! what was said last, unread counts and whether they wait for an answer; searched and
//! filtered in SQL, one page at a time.

use rusqlite::{Connection, params_from_iter, types::Value as SqlValue};

use super::content;
use super::model::{ConversationPage, ConversationQuery, ConversationRow, MAX_CONVERSATIONS, Side};
use crate::clock::Millis;
use crate::ledger::messages::Shapes;
use crate::reports::like_escape;

/// How long after a campaign's message reached a customer their message still counts as an
/// answer to it: a week, as customers answer an invoice when they pay it.
pub const ANSWER_WITHIN_MS: Millis = 7 * 24 * 60 * 60 * 1000;

/// A customer's 24-hour service window.
pub const WINDOW_MS: Millis = 24 * 60 * 60 * 1000;

/// Every conversation with its figures, one row per customer: the query's common part.
/// `?1` is now (Unix ms).
const CONVERSATIONS: &str = "
WITH inbound AS (
    SELECT from_number AS phone, MAX(id) AS last_in_id, MAX(received_at) AS last_in_at
    FROM inbound_messages WHERE from_number IS NOT NULL GROUP BY from_number
),
conv AS (
    SELECT i.*,
        (SELECT MAX(m.id) FROM messages m WHERE m.recipient = i.phone) AS last_out_id,
        COALESCE((SELECT r.read_up_to FROM conversation_reads r WHERE r.phone = i.phone), 0) AS read_up_to
    FROM inbound i
),
rows AS (
    SELECT c.phone, c.last_in_id, c.last_in_at, c.last_out_id,
        MAX(c.last_in_at, COALESCE(o.created_at, 0)) AS last_at,
        (SELECT COUNT(*) FROM inbound_messages x WHERE x.from_number = c.phone AND x.id > c.read_up_to) AS unread,
        NOT EXISTS (
            SELECT 1 FROM messages a WHERE a.recipient = c.phone AND a.created_at >= c.last_in_at
                AND (a.batch IS NULL OR a.batch NOT IN (SELECT id FROM campaigns))
        ) AS waiting
    FROM conv c LEFT JOIN messages o ON o.id = c.last_out_id
)";

/// A page of conversations, newest first. `now` (Pacer's clock) tells which 24-hour windows
/// are still open.
pub fn conversations(
    conn: &Connection,
    query: &ConversationQuery,
    now: Millis,
) -> rusqlite::Result<ConversationPage> {
    let mut values: Vec<SqlValue> = vec![SqlValue::Integer(now)];
    let mut filters: Vec<String> = Vec::new();
    if query.waiting {
        filters.push("rows.waiting".into());
    }
    if let Some(campaign) = query.campaign.as_deref().filter(|c| !c.is_empty()) {
        values.push(SqlValue::Text(campaign.to_owned()));
        values.push(SqlValue::Integer(ANSWER_WITHIN_MS));
        let (c, within) = (values.len() - 1, values.len());
        filters.push(format!(
            "EXISTS (SELECT 1 FROM messages m JOIN inbound_messages i ON i.from_number = m.recipient
                 WHERE m.recipient = rows.phone AND m.batch = ?{c}
                   AND i.received_at >= COALESCE(m.sent_at, m.created_at)
                   AND i.received_at < COALESCE(m.sent_at, m.created_at) + ?{within})"
        ));
    }
    if let Some(words) = query
        .search
        .as_deref()
        .map(str::trim)
        .filter(|w| !w.is_empty())
    {
        values.push(SqlValue::Text(format!("%{}%", like_escape(words))));
        let w = values.len();
        // A number is searched by its digits too: "0300 123" finds +92300123….
        // A leading 0 is the national trunk prefix ("0300 …" in Pakistan), never part of the
        // stored international number.
        let digits: String = words.chars().filter(char::is_ascii_digit).collect();
        let digits = digits.trim_start_matches('0');
        let by_digits = if digits.len() >= 3 {
            values.push(SqlValue::Text(format!("%{digits}%")));
            format!(" OR rows.phone LIKE ?{}", values.len())
        } else {
            String::new()
        };
        filters.push(format!(
            "(rows.phone LIKE ?{w} ESCAPE '\\'{by_digits}
              OR EXISTS (SELECT 1 FROM contacts k WHERE k.phone = rows.phone AND k.name LIKE ?{w} ESCAPE '\\')
              OR EXISTS (SELECT 1 FROM inbound_messages t WHERE t.from_number = rows.phone
                         AND (t.text LIKE ?{w} ESCAPE '\\' OR t.name LIKE ?{w} ESCAPE '\\'))
              OR EXISTS (SELECT 1 FROM messages s WHERE s.recipient = rows.phone AND s.kind = 'text'
                         AND s.payload LIKE ?{w} ESCAPE '\\'))"
        ));
    }
    let filter = if filters.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", filters.join(" AND "))
    };

    let (total, unread_total): (i64, i64) = {
        let sql = format!(
            "{CONVERSATIONS} SELECT (SELECT COUNT(*) FROM rows {filter}), (SELECT COALESCE(SUM(unread), 0) FROM rows) WHERE ?1 IS NOT NULL"
        );
        conn.prepare(&sql)?
            .query_row(params_from_iter(values.iter()), |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?
    };

    let limit = query.limit.clamp(1, MAX_CONVERSATIONS);
    values.push(SqlValue::Integer(i64::from(limit)));
    values.push(SqlValue::Integer(i64::from(query.offset)));
    let (l, o) = (values.len() - 1, values.len());
    let sql = format!(
        "{CONVERSATIONS}
         SELECT rows.phone, rows.last_at, rows.unread, rows.waiting,
            COALESCE((SELECT k.name FROM contacts k WHERE k.phone = rows.phone),
                     (SELECT n.name FROM inbound_messages n WHERE n.from_number = rows.phone AND n.name IS NOT NULL
                      ORDER BY n.id DESC LIMIT 1)),
            (SELECT w.last_inbound_at FROM service_windows w WHERE w.recipient = rows.phone),
            EXISTS (SELECT 1 FROM marketing_opt_outs p WHERE p.recipient = rows.phone),
            i.kind, i.text, i.detail, i.received_at,
            o.kind, o.template_name, o.payload, o.created_at, o.shape_id
         FROM rows
         JOIN inbound_messages i ON i.id = rows.last_in_id
         LEFT JOIN messages o ON o.id = rows.last_out_id
         {filter}
         ORDER BY rows.last_at DESC, rows.phone
         LIMIT ?{l} OFFSET ?{o}"
    );
    let mut statement = conn.prepare(&sql)?;
    let mut shapes = Shapes::default();
    let rows = statement
        .query_map(params_from_iter(values.iter()), |r| {
            let window_from: Option<Millis> = r.get(5)?;
            let in_at: Millis = r.get(10)?;
            let out_at: Option<Millis> = r.get(14)?;
            let business_last = out_at.is_some_and(|out| out > in_at);
            let (last_side, last_kind, last_text) = if business_last {
                let kind: String = r.get(11)?;
                let template: Option<String> = r.get(12)?;
                let payload = shapes.payload(conn, r.get(15)?, r.get(13)?)?.shown();
                (
                    Side::Business,
                    kind.clone(),
                    sent_line(&kind, template, &payload),
                )
            } else {
                let kind: String = r.get(7)?;
                let text: Option<String> = r.get(8)?;
                let detail: Option<String> = r.get(9)?;
                let line = received_line(&kind, text.as_deref(), detail.as_deref());
                (Side::Customer, kind, line)
            };
            Ok(ConversationRow {
                phone: r.get(0)?,
                last_at: r.get(1)?,
                unread: u32::try_from(r.get::<_, i64>(2)?).unwrap_or(u32::MAX),
                waiting: r.get(3)?,
                name: r.get(4)?,
                window_ends_at: window_from
                    .map(|from| from + WINDOW_MS)
                    .filter(|ends| *ends > now),
                opted_out: r.get(6)?,
                last_side,
                last_kind,
                last_text,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(ConversationPage {
        rows,
        total: u32::try_from(total).unwrap_or(u32::MAX),
        unread_total: u32::try_from(unread_total).unwrap_or(u32::MAX),
    })
}

/// The most characters of a message shown as the list's last line.
const LINE_CHARS: usize = 120;

/// A customer's message in one line: its words, or `None` when it has none (the window then
/// names its kind).
fn received_line(kind: &str, text: Option<&str>, detail: Option<&str>) -> Option<String> {
    let detail = detail.and_then(|d| serde_json::from_str(d).ok());
    let line = match content::read(kind, text, detail.as_ref()) {
        content::InboundContent::Text { body } => Some(body),
        content::InboundContent::Media {
            caption, file_name, ..
        } => caption.or(file_name),
        content::InboundContent::Button { text, .. } => Some(text),
        content::InboundContent::Choice { title, .. } => Some(title),
        content::InboundContent::Reaction { emoji, .. } => emoji,
        content::InboundContent::Location { name, address, .. } => name.or(address),
        content::InboundContent::Order { text, .. } => text,
        content::InboundContent::System { body } => body,
        content::InboundContent::Unknown { text, .. } => text,
        content::InboundContent::Contacts { cards } => cards.into_iter().find_map(|c| c.name),
        content::InboundContent::Form { .. } | content::InboundContent::Unsupported { .. } => None,
    };
    line.map(|l| one_line(&l)).filter(|l| !l.is_empty())
}

/// A business message in one line: a text's words, a template's name.
fn sent_line(kind: &str, template: Option<String>, payload: &str) -> Option<String> {
    match kind {
        "text" => serde_json::from_str::<serde_json::Value>(payload)
            .ok()
            .and_then(|p| p["text"]["body"].as_str().map(one_line)),
        "template" => template,
        _ => serde_json::from_str::<serde_json::Value>(payload)
            .ok()
            .and_then(|p| {
                let object = &p[kind];
                object["caption"]
                    .as_str()
                    .or_else(|| object["filename"].as_str())
                    .map(one_line)
            }),
    }
}

fn one_line(text: &str) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.char_indices().nth(LINE_CHARS) {
        Some((cut, _)) => format!("{}…", &flat[..cut]),
        None => flat,
    }
}
