//! The dispatcher's own state, kept in the ledger so a restart continues where it stopped:
//! pair-pacing times, tier usage, service windows, opt-outs, paused batches, the circuit.
//!
//! This module owns those tables (`pair_pacing`, `tier_usage`, `service_windows`,
//! `marketing_preferences`, `marketing_opt_outs`, `marketing_choices`, `batches`, `circuit`):
//! every write to them is here, and the rest of Pacer calls these functions rather than writing
//! its own SQL.

use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::Millis;
use crate::reconcile::Silence;

/// Everything the dispatcher reloads at start-up.
#[derive(Debug, Clone, Default)]
pub struct Saved {
    /// Recipient → pair-pacing TAT (only those still in the future matter).
    pub pacing: Vec<(String, Millis)>,
    /// Recipient → when last counted against the tier (last 24 h).
    pub tier_usage: Vec<(String, Millis)>,
    /// Recipient → their last inbound message (last 24 h).
    pub windows: Vec<(String, Millis)>,
    /// Paused batches with their reasons.
    pub paused_batches: Vec<(String, String)>,
    /// Batches with sending hours: id, the hours as stored (`HH:MM|HH:MM|Zone`).
    pub batch_hours: Vec<(String, String)>,
    /// The circuit, if open: reason, code, probe time.
    pub circuit: Option<OpenCircuit>,
    /// Customers who stopped marketing messages.
    pub opted_out: Vec<String>,
    /// Template (name, language) → category, as last synced or reported.
    pub categories: Vec<((String, String), String)>,
    /// Whether a webhook has ever reached this ledger.
    pub webhooks_seen: bool,
    /// Meta's statuses not arriving, or a hold after they did not (`crate::reconcile`).
    pub silence: Silence,
}

/// An open circuit as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenCircuit {
    /// What the person reads.
    pub reason: String,
    /// Meta's code.
    pub code: Option<i64>,
    /// When one probe may be sent (131048 / 131064).
    pub probe_at: Option<Millis>,
}

/// The circuit table's `state`: a value it never writes is a corrupt row, an error, not a
/// closed circuit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CircuitState {
    Open,
    Closed,
}

impl rusqlite::types::FromSql for CircuitState {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        match value.as_str()? {
            "open" => Ok(CircuitState::Open),
            "closed" => Ok(CircuitState::Closed),
            other => Err(super::messages::unknown_stored("circuit state", other)),
        }
    }
}

const DAY_MS: Millis = 24 * 60 * 60 * 1000;

/// Loads the saved state.
pub fn load(conn: &Connection, now: Millis) -> rusqlite::Result<Saved> {
    let pairs = |sql: &str, since: Millis| -> rusqlite::Result<Vec<(String, Millis)>> {
        let mut statement = conn.prepare(sql)?;
        let rows = statement.query_map([since], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect()
    };
    let circuit = conn
        .query_row(
            "SELECT state, reason, code, probe_at FROM circuit WHERE id = 1",
            [],
            |r| {
                Ok((
                    r.get::<_, CircuitState>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get(2)?,
                    r.get(3)?,
                ))
            },
        )
        .optional()?
        .filter(|(state, ..)| *state == CircuitState::Open)
        .map(|(_, reason, code, probe_at)| OpenCircuit {
            reason: reason.unwrap_or_default(),
            code,
            probe_at,
        });
    let mut statement =
        conn.prepare("SELECT id, COALESCE(paused_reason, '') FROM batches WHERE state = 'paused'")?;
    let paused_batches = statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let batch_hours = conn
        .prepare("SELECT id, send_hours FROM batches WHERE send_hours IS NOT NULL")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut statement = conn.prepare("SELECT recipient FROM marketing_opt_outs")?;
    let opted_out = statement
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let categories = super::templates::categories(conn)?;
    let webhooks_seen = crate::webhook::inbox::any_stored(conn)?;
    let silence = conn
        .query_row(
            "SELECT value FROM settings WHERE key = ?1",
            [SILENCE_KEY],
            |r| r.get::<_, String>(0),
        )
        .optional()?
        .and_then(|text| Silence::from_setting(&text))
        .unwrap_or_default();
    Ok(Saved {
        opted_out,
        categories,
        webhooks_seen,
        silence,
        pacing: pairs("SELECT recipient, tat FROM pair_pacing WHERE tat > ?1", now)?,
        tier_usage: pairs(
            "SELECT recipient, counted_at FROM tier_usage WHERE counted_at > ?1",
            now - DAY_MS,
        )?,
        windows: pairs(
            "SELECT recipient, last_inbound_at FROM service_windows WHERE last_inbound_at > ?1",
            now - DAY_MS,
        )?,
        paused_batches,
        batch_hours,
        circuit,
    })
}

const SILENCE_KEY: &str = "status_silence";

/// Keeps (or forgets) that Meta's statuses are not arriving, or a hold after they did not.
pub fn save_silence(conn: &Connection, silence: Silence) -> rusqlite::Result<()> {
    match (!silence.is_empty()).then_some(silence) {
        Some(silence) => conn.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![SILENCE_KEY, silence.to_setting()],
        )?,
        None => conn.execute("DELETE FROM settings WHERE key = ?1", [SILENCE_KEY])?,
    };
    Ok(())
}

/// Opens or closes the circuit.
pub fn save_circuit(
    conn: &Connection,
    open: Option<&OpenCircuit>,
    now: Millis,
) -> rusqlite::Result<()> {
    match open {
        Some(c) => conn.execute(
            "UPDATE circuit SET state = 'open', reason = ?1, code = ?2, opened_at = ?3, probe_at = ?4 WHERE id = 1",
            params![c.reason, c.code, now, c.probe_at],
        )?,
        None => conn.execute(
            "UPDATE circuit SET state = 'closed', reason = NULL, code = NULL, opened_at = NULL, probe_at = NULL WHERE id = 1",
            [],
        )?,
    };
    Ok(())
}

/// Pauses or resumes a batch.
pub fn save_batch(
    conn: &Connection,
    batch: &str,
    paused: Option<(&str, i64)>,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO batches (id, state, created_at) VALUES (?1, 'active', ?2) ON CONFLICT (id) DO NOTHING",
        params![batch, now],
    )?;
    match paused {
        Some((reason, code)) => conn.execute(
            "UPDATE batches SET state = 'paused', paused_reason = ?1, paused_code = ?2, paused_at = ?3 WHERE id = ?4",
            params![reason, code, now, batch],
        )?,
        None => conn.execute(
            "UPDATE batches SET state = 'active', paused_reason = NULL, paused_code = NULL, paused_at = NULL WHERE id = ?1",
            params![batch],
        )?,
    };
    Ok(())
}

/// Keeps a batch's sending hours (`HH:MM|HH:MM|Zone`; `None`: any time), read at every start.
pub fn save_batch_hours(
    conn: &Connection,
    batch: &str,
    hours: Option<&str>,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO batches (id, state, created_at, send_hours) VALUES (?1, 'active', ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET send_hours = excluded.send_hours",
        params![batch, now, hours],
    )?;
    Ok(())
}

/// Remembers a claimed message's recipient: pair pacing's next allowed time (`tat`) and, when
/// the message counts against the tier, that this customer was counted `now`.
pub fn save_claimed_recipient(
    conn: &Connection,
    recipient: &str,
    tat: Millis,
    counts_against_tier: bool,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO pair_pacing (recipient, tat) VALUES (?1, ?2) ON CONFLICT (recipient) DO UPDATE SET tat = excluded.tat",
    )?
    .execute(params![recipient, tat])?;
    if counts_against_tier {
        conn.prepare_cached(
            "INSERT INTO tier_usage (recipient, counted_at) VALUES (?1, ?2)
             ON CONFLICT (recipient) DO UPDATE SET counted_at = excluded.counted_at",
        )?
        .execute(params![recipient, now])?;
    }
    Ok(())
}

/// Customers counted against the tier after `since`, with when.
pub fn tier_counted_since(
    conn: &Connection,
    since: Millis,
) -> rusqlite::Result<std::collections::HashMap<String, Millis>> {
    conn.prepare_cached("SELECT recipient, counted_at FROM tier_usage WHERE counted_at > ?1")?
        .query_map([since], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Customers who wrote to the business after `since` (their service window opened then).
pub fn windows_opened_since(
    conn: &Connection,
    since: Millis,
) -> rusqlite::Result<std::collections::HashSet<String>> {
    conn.prepare_cached("SELECT recipient FROM service_windows WHERE last_inbound_at > ?1")?
        .query_map([since], |r| r.get(0))?
        .collect()
}

/// Opens (or extends) a customer's 24 h window from their message written at `at`.
pub fn save_window(conn: &Connection, recipient: &str, at: Millis) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO service_windows (recipient, last_inbound_at) VALUES (?1, ?2)
         ON CONFLICT (recipient) DO UPDATE SET last_inbound_at = MAX(last_inbound_at, excluded.last_inbound_at)",
    )?
    .execute(params![recipient, at])?;
    Ok(())
}

/// A customer's choice about marketing messages from the business.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarketingChoice {
    /// No more marketing (Meta's `stop`, an opt-out reply, or Meta's 131050).
    Stop,
    /// Marketing again (Meta's `resume`).
    Resume,
}

impl MarketingChoice {
    /// As stored (`stop`, `resume`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Stop => "stop",
            Self::Resume => "resume",
        }
    }
}

/// Applies a marketing choice the customer made at `at`, unless they made a later one that
/// already took effect: Meta retries webhooks for days, and an old `resume` arriving after a
/// newer `stop` must not opt them back in. Every source is ordered together, by when the
/// customer acted: a STOP reply at 10:00 outranks a `resume` stamped 09:00. Two choices in the
/// same second (Meta stamps whole seconds) apply in the order they arrive, which is the order
/// Meta sent them. Returns whether it took effect; a choice that did is also added to the
/// customer's history (`marketing_choices`).
pub fn save_marketing_choice(
    conn: &Connection,
    recipient: &str,
    choice: MarketingChoice,
    at: Millis,
    source: &str,
) -> rusqlite::Result<bool> {
    save_marketing_choice_by(conn, recipient, choice, at, source, ChoiceMaker::default())
}

/// Who made a marketing choice for a customer and why, when a person did (a member of staff,
/// the local API's caller). Meta's and the customer's own choices have neither.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChoiceMaker<'a> {
    /// The person ("Amina", "local API").
    pub by: Option<&'a str>,
    /// Why, in their words ("asked on the phone").
    pub reason: Option<&'a str>,
}

/// [`save_marketing_choice`] with who made it and why.
pub fn save_marketing_choice_by(
    conn: &Connection,
    recipient: &str,
    choice: MarketingChoice,
    at: Millis,
    source: &str,
    maker: ChoiceMaker<'_>,
) -> rusqlite::Result<bool> {
    let latest: Option<Millis> = conn
        .prepare_cached("SELECT at FROM marketing_preferences WHERE recipient = ?1")?
        .query_row([recipient], |r| r.get(0))
        .optional()?;
    if latest.is_some_and(|latest| at < latest) {
        return Ok(false);
    }
    conn.prepare_cached(
        "INSERT INTO marketing_preferences (recipient, value, at, source, by_person, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (recipient) DO UPDATE SET value = excluded.value, at = excluded.at, source = excluded.source,
             by_person = excluded.by_person, reason = excluded.reason",
    )?
    .execute(params![recipient, choice.as_str(), at, source, maker.by, maker.reason])?;
    conn.prepare_cached(
        "INSERT INTO marketing_choices (recipient, value, at, source, by_person, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![recipient, choice.as_str(), at, source, maker.by, maker.reason])?;
    match choice {
        MarketingChoice::Stop => conn
            .prepare_cached(
                "INSERT INTO marketing_opt_outs (recipient, at, source) VALUES (?1, ?2, ?3) ON CONFLICT (recipient) DO NOTHING",
            )?
            .execute(params![recipient, at, source])?,
        MarketingChoice::Resume => conn
            .prepare_cached("DELETE FROM marketing_opt_outs WHERE recipient = ?1")?
            .execute([recipient])?,
    };
    Ok(true)
}

/// What a person's marketing choice for a customer did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PersonChoiceOutcome {
    /// It took effect and is in the history.
    Changed,
    /// The customer already stood there (opted out already, or never opted out): nothing was
    /// written, so a list imported twice does not fill the history with repeats.
    AlreadySo,
}

/// Applies a choice a person made for a customer at `at` (source `staff`, `local API` …),
/// when it changes anything.
pub fn save_person_choice(
    conn: &Connection,
    recipient: &str,
    choice: MarketingChoice,
    at: Millis,
    source: &str,
    maker: ChoiceMaker<'_>,
) -> rusqlite::Result<PersonChoiceOutcome> {
    let opted_out: bool = conn
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM marketing_opt_outs WHERE recipient = ?1)")?
        .query_row([recipient], |r| r.get(0))?;
    if opted_out == (choice == MarketingChoice::Stop) {
        return Ok(PersonChoiceOutcome::AlreadySo);
    }
    // A person acts now: a later stamp from Meta's clock skew must not hide it.
    let latest: Option<Millis> = conn
        .prepare_cached("SELECT at FROM marketing_preferences WHERE recipient = ?1")?
        .query_row([recipient], |r| r.get(0))
        .optional()?;
    let at = latest.map_or(at, |latest| at.max(latest));
    save_marketing_choice_by(conn, recipient, choice, at, source, maker)?;
    Ok(PersonChoiceOutcome::Changed)
}

/// Marks a customer as opted out of marketing from `at` (Meta refused a marketing message
/// with 131050: its refusal is the latest word on their choice).
pub fn save_opt_out(
    conn: &Connection,
    recipient: &str,
    at: Millis,
    source: &str,
) -> rusqlite::Result<()> {
    save_marketing_choice(conn, recipient, MarketingChoice::Stop, at, source).map(|_| ())
}

/// What a customer's message changed, for the dispatcher to hold in memory too.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InboundEffect {
    /// The 24 h window it opened: the customer and when they wrote (Meta's time).
    pub window: Option<(String, Millis)>,
    /// Its text opted the customer out of marketing.
    pub opted_out: Option<String>,
}

/// Records a message a customer sent at `at` (Meta's time on Pacer's clock, see
/// [`crate::clock::meta_time`]) and applies what it means: it opens their 24 h window if that
/// is still open at `now`, and opts them out when `asks_to_stop` (an opt-out keyword), in the
/// order of their choices. A message whose wamid is already recorded changes nothing and
/// gives `None`: Meta retries webhooks for days, and a body applied again after a crash carries
/// messages already applied. The row and its effects are written together, so the check holds
/// across a crash.
pub fn save_inbound(
    conn: &Connection,
    message: &pacer_cloud::webhook::Inbound,
    at: Millis,
    asks_to_stop: bool,
    now: Millis,
    inbox_id: i64,
) -> rusqlite::Result<Option<InboundEffect>> {
    let inserted = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO inbound_messages (wamid, from_number, user_id, name, kind, text, meta_timestamp, received_at, inbox_id, detail, context_wamid, payload)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        )?
        .execute(params![
            message.wamid,
            message.from,
            message.user_id,
            message.name,
            message.kind.as_str(),
            message.text,
            message.timestamp,
            now,
            inbox_id,
            message.detail.as_ref().map(|d| d.to_string()),
            message.context,
            message.payload,
        ])?;
    if inserted == 0 {
        return Ok(None);
    }
    let mut effect = InboundEffect::default();
    let Some(from) = &message.from else {
        return Ok(Some(effect));
    };
    if at + DAY_MS > now {
        save_window(conn, from, at)?;
        effect.window = Some((from.clone(), at));
    }
    if asks_to_stop && save_marketing_choice(conn, from, MarketingChoice::Stop, at, "reply")? {
        effect.opted_out = Some(from.clone());
    }
    Ok(Some(effect))
}

/// Records an account-level update from Meta.
pub fn save_account_event(
    conn: &Connection,
    event: &pacer_cloud::webhook::AccountEvent,
    now: Millis,
    inbox_id: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO account_events (field, detail, at, inbox_id) VALUES (?1, ?2, ?3, ?4)",
        params![
            event.field.as_str(),
            event.detail.to_string(),
            now,
            inbox_id
        ],
    )?;
    Ok(())
}

/// A setting, creating it with `default` when absent.
pub fn setting_or_init(conn: &Connection, key: &str, default: &str) -> rusqlite::Result<String> {
    conn.execute(
        "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
        params![key, default],
    )?;
    conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
        r.get(0)
    })
}

const CLOCK_SEEN_KEY: &str = "clock_seen_ms";

/// Keeps the latest time Pacer's clock has shown.
pub fn save_clock_seen(conn: &Connection, at: Millis) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![CLOCK_SEEN_KEY, at.to_string()])?;
    Ok(())
}

/// Moves every saved wait by `by` milliseconds (negative: earlier): the system clock was set
/// back while Pacer was stopped, and what was due in 6 s must still be due in 6 s. Histories
/// and campaign schedules stay as they are (they are times of day people chose or read).
pub fn shift_waits(conn: &Connection, by: Millis) -> rusqlite::Result<()> {
    conn.execute("UPDATE pair_pacing SET tat = tat + ?1", [by])?;
    conn.execute("UPDATE tier_usage SET counted_at = counted_at + ?1", [by])?;
    conn.execute(
        "UPDATE service_windows SET last_inbound_at = last_inbound_at + ?1",
        [by],
    )?;
    super::messages::shift_waits(conn, by)?;
    conn.execute(
        "UPDATE circuit SET probe_at = probe_at + ?1 WHERE probe_at IS NOT NULL",
        [by],
    )?;
    super::media::shift(conn, by)?;
    Ok(())
}

/// The furthest time Pacer's clock has shown, if it was ever saved.
pub fn clock_seen(conn: &Connection) -> rusqlite::Result<Option<Millis>> {
    Ok(conn
        .query_row(
            "SELECT value FROM settings WHERE key = ?1",
            [CLOCK_SEEN_KEY],
            |r| r.get::<_, String>(0),
        )
        .optional()?
        .and_then(|text| text.parse().ok()))
}
