//! Campaign reports from a real ledger (`docs/sending.md#reports`): a campaign with a message in every
//! state, written through the ledger's own transitions and status updates, read back exactly —
//! the funnel, failure reasons, recipients, history, time series and cost — and exported to CSV
//! and XLSX that no spreadsheet can be tricked into running as formulas. Then the same over the
//! local API, as a desk reads it: the summary alone, the recipients a page at a time, and what
//! the API writes read back into the engine's own types unchanged.

use std::collections::BTreeMap;
use std::path::Path;

use calamine::{Data, Reader, Xlsx, open_workbook};
use pacer_engine::clock::Millis;
use pacer_engine::ledger::Ledger;
use pacer_engine::ledger::messages::{
    self, Claim, FailureCause, Lane, NewMessage, Payload, State, StatusUpdate, Transition,
};
use pacer_engine::prices::RateCard;
use pacer_engine::reasons;
use pacer_engine::reports::{self, MinutePoint, RecipientPage, Report};
use rusqlite::{Connection, params};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// 2026-01-01 00:00:00 UTC.
const T0: Millis = 1_767_225_600_000;
const SECOND: Millis = 1000;
const CAMPAIGN: &str = "camp-1";
const EVIL_NAME: &str = r#"=HYPERLINK("http://evil","x")"#;

/// The ledger as the dispatcher and the webhook applier would leave it, step by step.
struct Script<'c> {
    conn: &'c Connection,
    ids: BTreeMap<&'static str, i64>,
}

impl<'c> Script<'c> {
    fn add(
        &mut self,
        key: &'static str,
        batch: &str,
        to: &str,
        template: Option<&str>,
        at: Millis,
    ) -> rusqlite::Result<()> {
        let message = NewMessage {
            key: key.to_owned(),
            idempotency_key: None,
            lane: Lane::Bulk,
            batch: Some(batch.to_owned()),
            recipient: pacer_engine::import::normalise_phone(to, None)
                .expect("a valid test number"),
            kind: if template.is_some() {
                "template"
            } else {
                "text"
            }
            .to_owned(),
            template: template.map(|name| (name.to_owned(), "en_US".to_owned())),
            payload: Payload::Whole("{}".to_owned()),
            deadline: None,
        };
        let inserted = messages::insert(self.conn, &message, at)?;
        self.ids.insert(key, inserted.id);
        Ok(())
    }

    fn id(&self, key: &str) -> i64 {
        self.ids[key]
    }

    fn claim(&self, key: &str, at: Millis) -> rusqlite::Result<()> {
        let claim = Claim {
            id: self.id(key),
            recipient: format!("r-{key}"),
            tat: at,
            tier: false,
        };
        messages::claim(self.conn, &[claim], at)?;
        Ok(())
    }

    fn apply(&self, transition: Transition, at: Millis) -> rusqlite::Result<()> {
        messages::apply(self.conn, &[transition], at)
    }

    fn sent(&self, key: &str, at: Millis) -> rusqlite::Result<()> {
        self.claim(key, at)?;
        self.apply(
            Transition::Sent {
                id: self.id(key),
                wamid: format!("wamid.{key}"),
                wa_id: None,
            },
            at,
        )
    }

    fn status(&self, key: &str, status: &str, at: Millis) -> rusqlite::Result<()> {
        let update = StatusUpdate {
            wamid: format!("wamid.{key}"),
            status: status.into(),
            callback: None,
            recipient_id: None,
            user_id: None,
            timestamp: None,
            error: None,
        };
        messages::apply_status(self.conn, &update, 1, at)?;
        Ok(())
    }

    /// Fails a message: by webhook after Meta accepted it (not another attempt), or as the
    /// answer to a send.
    fn failed(&self, key: &str, code: i64, meta: &str, at: Millis) -> rusqlite::Result<()> {
        let sent: bool = self.conn.query_row(
            "SELECT state = 'sent' FROM messages WHERE id = ?1",
            [self.id(key)],
            |r| r.get(0),
        )?;
        self.apply(
            Transition::Failed {
                id: self.id(key),
                // Code 0 stands for Pacer's own outcome here: Meta gave no code.
                cause: if code == 0 {
                    FailureCause::UNEXPECTED_ANSWER
                } else {
                    FailureCause::Meta(code)
                },
                text: if code == 0 {
                    meta.to_owned()
                } else {
                    reasons::describe(code, meta)
                },
                attempt: !sent,
            },
            at,
        )
    }
}

fn seed(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO webhook_inbox (id, received_at, body) VALUES (1, 0, x'7b7d')",
        [],
    )?;
    for (phone, name) in [
        ("+923000000005", "Ayesha Khan"),
        ("+16505551234", EVIL_NAME),
        ("+923000000003", "+1 650 555 1234"),
        ("+923000000012", "-Zaid"),
        ("+923000000011", "@home"),
    ] {
        conn.execute(
            "INSERT INTO contacts (phone, name, created_at, updated_at) VALUES (?1, ?2, 0, 0)",
            params![phone, name],
        )?;
    }
    for (name, category) in [("invoice_ready", "UTILITY"), ("spring_sale", "MARKETING")] {
        conn.execute(
            "INSERT INTO templates (name, language, status, category, updated_at) VALUES (?1, 'en_US', 'APPROVED', ?2, 0)",
            params![name, category],
        )?;
    }
    conn.execute(
        "INSERT INTO campaigns (id, name, template_name, template_language, audience, mapping, state, created_at, updated_at)
         VALUES (?1, 'January invoices', 'invoice_ready', 'en_US', '{}', '{}', 'running', 0, 0)",
        [CAMPAIGN],
    )?;

    let mut s = Script {
        conn,
        ids: BTreeMap::new(),
    };
    let invoice = Some("invoice_ready");
    let adds: [(&'static str, &str, Option<&str>); 16] = [
        ("m-queued", "+923000000001", invoice),
        ("m-sending", "+923000000002", invoice),
        ("m-sent", "+923000000003", invoice),
        ("m-delivered", "+923000000004", None),
        ("m-read", "+923000000005", invoice),
        ("m-read-only", "+923000000006", Some("spring_sale")),
        ("m-failed-a", "+923000000007", invoice),
        ("m-failed-b", "+923000000008", invoice),
        ("m-failed-c", "+923000000009", invoice),
        ("m-failed-d", "+923000000010", invoice),
        ("m-skipped", "+923000000011", Some("spring_sale")),
        ("m-cancelled", "+923000000012", invoice),
        ("m-in-doubt", "+923000000013", invoice),
        ("m-deferred", "+923000000014", invoice),
        ("m-resent", "+923000000015", invoice),
        ("m-evil", "+16505551234", Some("retired_template")),
    ];
    for (key, to, template) in adds {
        s.add(key, CAMPAIGN, to, template, T0)?;
    }
    s.add("o-delivered", "other", "+923000000099", invoice, T0)?;

    s.claim("m-sending", T0 + SECOND)?;
    s.sent("m-sent", T0 + 10 * SECOND)?;
    s.sent("m-delivered", T0 + 10 * SECOND)?;
    s.status("m-delivered", "delivered", T0 + 70 * SECOND)?;
    s.sent("m-read", T0 + 20 * SECOND)?;
    s.status("m-read", "delivered", T0 + 80 * SECOND)?;
    s.status("m-read", "read", T0 + 130 * SECOND)?;
    s.sent("m-read-only", T0 + 20 * SECOND)?;
    s.status("m-read-only", "read", T0 + 140 * SECOND)?;
    s.sent("m-failed-a", T0 + 30 * SECOND)?;
    s.failed(
        "m-failed-a",
        131026,
        "Message undeliverable",
        T0 + 90 * SECOND,
    )?;
    s.failed(
        "m-failed-b",
        131026,
        "Message undeliverable",
        T0 + 91 * SECOND,
    )?;
    s.failed(
        "m-failed-c",
        132018,
        "Param text cannot have new-line/tab characters",
        T0 + 92 * SECOND,
    )?;
    s.failed(
        "m-failed-d",
        0,
        "Pacer stopped after 5 attempts without an answer.",
        T0 + 93 * SECOND,
    )?;
    s.apply(
        Transition::Skipped {
            id: s.id("m-skipped"),
            reason: "This customer turned off marketing messages from your business.".into(),
        },
        T0 + 2 * SECOND,
    )?;
    s.apply(
        Transition::Cancelled {
            id: s.id("m-cancelled"),
        },
        T0 + 3 * SECOND,
    )?;
    s.claim("m-in-doubt", T0 + 4 * SECOND)?;
    s.apply(
        Transition::InDoubt {
            id: s.id("m-in-doubt"),
            detail: "timed out after the request was written".into(),
        },
        T0 + 5 * SECOND,
    )?;
    s.apply(
        Transition::Deferred {
            id: s.id("m-deferred"),
            until: T0 + 600 * SECOND,
            reason: "retry",
            attempt: true,
            pair_failure: false,
            error: Some((
                Some(131000),
                reasons::describe(131000, "Something went wrong"),
            )),
        },
        T0 + 6 * SECOND,
    )?;
    s.claim("m-resent", T0 + 5 * SECOND)?;
    s.apply(
        Transition::InDoubt {
            id: s.id("m-resent"),
            detail: "connection reset".into(),
        },
        T0 + 6 * SECOND,
    )?;
    s.sent("m-resent", T0 + 40 * SECOND)?;
    s.status("m-resent", "delivered", T0 + 100 * SECOND)?;
    s.sent("m-evil", T0 + 50 * SECOND)?;
    s.status("m-evil", "delivered", T0 + 110 * SECOND)?;
    s.sent("o-delivered", T0 + 10 * SECOND)?;
    s.status("o-delivered", "delivered", T0 + 20 * SECOND)?;
    Ok(())
}

async fn ledger_with_campaign(dir: &Path) -> anyhow::Result<Ledger> {
    let ledger = Ledger::open(&dir.join("pacer.db"))?;
    ledger.write(seed).await?;
    Ok(ledger)
}

/// The prices Settings held before rate cards had markets, carried into a one-market card.
fn card() -> RateCard {
    let per_category = [("utility".to_owned(), 0.01), ("MARKETING".to_owned(), 0.05)]
        .into_iter()
        .collect();
    RateCard::one_market("USD", &per_category, "2026-01-01")
}

#[tokio::test]
async fn the_report_accounts_for_every_message_of_the_campaign() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let report = ledger.read_now(|c| reports::report(c, CAMPAIGN, Some(&card())))?;

    assert_eq!(report.campaign_name.as_deref(), Some("January invoices"));
    let f = report.funnel;
    assert_eq!(f.total, 16, "only this campaign's messages count");
    assert_eq!(
        (
            f.queued,
            f.sending,
            f.sent,
            f.delivered,
            f.read,
            f.failed,
            f.skipped,
            f.cancelled,
            f.in_doubt,
            f.deferred
        ),
        (1, 1, 6, 5, 2, 4, 1, 1, 1, 1),
        "sent includes delivered and read, delivered includes read"
    );
    assert_eq!(
        f.queued
            + f.sending
            + f.deferred
            + f.in_doubt
            + f.sent
            + f.failed
            + f.skipped
            + f.cancelled,
        f.total,
        "every message is counted exactly once at its top-level state"
    );
    assert_eq!(
        report.summary,
        "5 of 16 messages delivered, 2 read so far; 1 sent and waiting for delivery, 4 failed, 1 skipped, 4 still to send, 1 cancelled."
    );

    let failures: Vec<(Option<i64>, u64, bool)> = report
        .failures
        .iter()
        .map(|g| (g.code, g.count, g.retryable))
        .collect();
    assert_eq!(
        failures,
        [
            (Some(131026), 2, false),
            (Some(132018), 1, false),
            // Meta's servers gave no reason: never a Meta code, and worth another try.
            (None, 1, true)
        ]
    );
    let undeliverable = &report.failures[0];
    assert_eq!(
        undeliverable.meaning,
        "This number can't receive WhatsApp messages."
    );
    assert_eq!(
        undeliverable.what_to_do,
        "Check the number, or reach this customer another way."
    );
    assert_eq!(
        undeliverable.example.as_deref(),
        Some(
            "This number can't receive WhatsApp messages. Check the number, or reach this customer another way. (Meta code 131026: Message undeliverable)"
        )
    );
    assert_eq!(
        report.failures[1].what_to_do,
        "Fix the values in your list (no line breaks, tabs or long runs of spaces), then send to these customers again."
    );
    assert_eq!(
        report.failures[2].meaning,
        reasons::UNEXPECTED_ANSWER.0,
        "a failure without Meta's reason is said as such, never as a Meta code"
    );
    assert_eq!(
        report.failures[2].example.as_deref(),
        Some("Pacer stopped after 5 attempts without an answer."),
        "the message's own words stay as the details"
    );
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(report.skipped[0].count, 1);
    assert_eq!(report.resent_after_no_answer, ["m-resent"]);

    let states: Vec<(&str, State, Option<&str>)> = report
        .recipients
        .iter()
        .map(|r| (r.key.as_str(), r.state, r.name.as_deref()))
        .collect();
    assert_eq!(
        states,
        [
            ("m-queued", State::Queued, None),
            ("m-sending", State::Sending, None),
            ("m-sent", State::Sent, Some("+1 650 555 1234")),
            ("m-delivered", State::Delivered, None),
            ("m-read", State::Read, Some("Ayesha Khan")),
            ("m-read-only", State::Read, None),
            ("m-failed-a", State::Failed, None),
            ("m-failed-b", State::Failed, None),
            ("m-failed-c", State::Failed, None),
            ("m-failed-d", State::Failed, None),
            ("m-skipped", State::Skipped, Some("@home")),
            ("m-cancelled", State::Cancelled, Some("-Zaid")),
            ("m-in-doubt", State::InDoubt, None),
            ("m-deferred", State::Deferred, None),
            ("m-resent", State::Delivered, None),
            ("m-evil", State::Delivered, Some(EVIL_NAME)),
        ],
        "one row per message, in queue order, with the contact's name when known"
    );
    let row = |key: &str| {
        report
            .recipients
            .iter()
            .find(|r| r.key == key)
            .expect("row")
    };
    let read = row("m-read");
    assert_eq!(
        (
            read.sent_at,
            read.delivered_at,
            read.read_at,
            read.failed_at
        ),
        (
            Some(T0 + 20 * SECOND),
            Some(T0 + 80 * SECOND),
            Some(T0 + 130 * SECOND),
            None
        )
    );
    assert_eq!(
        (read.attempts, read.wamid.as_deref(), read.reason.as_deref()),
        (1, Some("wamid.m-read"), None)
    );
    let failed = row("m-failed-a");
    assert_eq!(
        (failed.error_code, failed.failed_at),
        (Some(131026), Some(T0 + 90 * SECOND))
    );
    assert_eq!(
        failed.sent_at,
        Some(T0 + 30 * SECOND),
        "Meta accepted it before it failed"
    );
    assert!(
        failed
            .reason
            .as_deref()
            .is_some_and(|r| r.contains("can't receive WhatsApp messages"))
    );
    assert_eq!(
        row("m-deferred").reason.as_deref(),
        Some(
            "Waiting to try again after a temporary problem: Meta had a temporary problem. (Meta code 131000: Something went wrong)"
        )
    );
    assert!(
        row("m-in-doubt")
            .reason
            .as_deref()
            .is_some_and(|r| r.starts_with("Meta did not answer"))
    );
    assert_eq!(
        row("m-cancelled").reason.as_deref(),
        Some("Cancelled before it was sent.")
    );
    let resent = row("m-resent");
    assert!(resent.resent_after_no_answer);
    assert_eq!(
        resent.attempts, 2,
        "the unanswered attempt and the one Meta accepted"
    );

    assert_eq!(
        report.timeline,
        [
            MinutePoint {
                minute: T0,
                sent: 7,
                delivered: 0,
                read: 0
            },
            MinutePoint {
                minute: T0 + 60 * SECOND,
                sent: 0,
                delivered: 4,
                read: 0
            },
            MinutePoint {
                minute: T0 + 120 * SECOND,
                sent: 0,
                delivered: 1,
                read: 2
            },
        ],
        "sends, deliveries and reads per minute from the ledger's times"
    );

    let lines: Vec<(&str, u64, Option<f64>)> = report
        .cost
        .lines
        .iter()
        .map(|l| (l.category.as_str(), l.delivered, l.rate))
        .collect();
    assert_eq!(
        lines,
        [
            ("MARKETING", 1, Some(0.05)),
            ("UNKNOWN", 1, None),
            ("UTILITY", 2, Some(0.01))
        ],
        "only delivered template messages are priced, by their template's category"
    );
    assert_eq!(
        report.cost.total, None,
        "a message without a known category makes the total unknown"
    );
    assert_eq!(
        report.cost.summary,
        "Estimated cost: at least USD 0.07; 1 more delivered template message (1 uncategorised) has no price in the list."
    );

    let no_card = ledger.read_now(|c| reports::report(c, CAMPAIGN, None))?;
    assert_eq!(no_card.cost.total, None);
    assert_eq!(
        no_card.cost.summary,
        "Estimated cost unknown: no price list is set (4 delivered template messages: 1 marketing, 1 uncategorised, 2 utility)."
    );
    let other = ledger.read_now(|c| reports::report(c, "other", Some(&card())))?;
    assert_eq!(other.funnel.total, 1);
    assert_eq!(other.cost.total, Some(0.01));
    assert!(
        other.cost.summary.starts_with(
            "Estimated cost: USD 0.01 for 1 delivered template message (1 utility × 0.01)."
        ),
        "{}",
        other.cost.summary
    );
    let empty = ledger.read_now(|c| reports::report(c, "nothing", None))?;
    assert_eq!((empty.funnel.total, empty.cost.total), (0, Some(0.0)));
    assert_eq!(empty.summary, "No messages in this campaign yet.");
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn history_shows_every_step_of_one_message() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let history = ledger.read_now(|c| reports::history(c, "m-resent"))?;
    let steps: Vec<(Millis, &str)> = history.iter().map(|e| (e.at, e.state.as_str())).collect();
    assert_eq!(
        steps,
        [
            (T0, "queued"),
            (T0 + 5 * SECOND, "sending"),
            (T0 + 6 * SECOND, "in_doubt"),
            (T0 + 40 * SECOND, "sending"),
            (T0 + 40 * SECOND, "sent"),
            (T0 + 100 * SECOND, "delivered"),
        ]
    );
    assert_eq!(history[2].detail.as_deref(), Some("connection reset"));
    let failed = ledger.read_now(|c| reports::history(c, "m-failed-b"))?;
    assert_eq!(failed.last().map(|e| e.code), Some(Some(131026)));
    assert!(
        ledger
            .read_now(|c| reports::history(c, "no-such-message"))?
            .is_empty()
    );
    ledger.close();
    Ok(())
}

fn starts_risky(cell: &str) -> bool {
    cell.starts_with(['=', '+', '-', '@', '\t', '\r'])
}

#[tokio::test]
async fn csv_export_escapes_every_cell_a_spreadsheet_would_run() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let report: Report = ledger.read_now(|c| reports::report(c, CAMPAIGN, Some(&card())))?;
    let mut bytes = Vec::new();
    reports::export_csv(&report, &mut bytes)?;
    assert!(
        bytes.starts_with("\u{feff}".as_bytes()),
        "a byte-order mark tells Excel it is UTF-8"
    );

    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes.as_slice());
    let records: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>()?;
    let mut cells = 0;
    for record in &records {
        for cell in record {
            cells += 1;
            assert!(
                !starts_risky(cell),
                "no cell may start with = + - @ unescaped: {cell:?}"
            );
        }
    }
    let neutralised = records
        .iter()
        .flatten()
        .filter(|cell| cell.starts_with('\'') && starts_risky(&cell[1..]))
        .count();
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: CSV: {cells} cells, {neutralised} that a spreadsheet would run neutralised, 0 left"
    );
    assert_eq!(&records[0][0], "Campaign");
    assert_eq!(&records[0][1], "January invoices");
    let header = records
        .iter()
        .position(|r| r.get(0) == Some("Recipient"))
        .expect("the recipients table has a header row");
    let table = &records[header + 1..];
    assert_eq!(table.len(), 16, "one row per message");
    let evil = table
        .iter()
        .find(|r| &r[11] == "m-evil")
        .expect("m-evil row");
    assert_eq!(
        &evil[0], "'+16505551234",
        "a number starting with + is escaped, keeping the +"
    );
    assert_eq!(
        &evil[1],
        &format!("'{EVIL_NAME}"),
        "a formula in a name is text"
    );
    assert_eq!(&evil[2], "Delivered");
    assert_eq!(&evil[3], "2026-01-01 00:00:50");
    let sent = table
        .iter()
        .find(|r| &r[11] == "m-sent")
        .expect("m-sent row");
    assert_eq!(&sent[1], "'+1 650 555 1234");
    let cancelled = table.iter().find(|r| &r[11] == "m-cancelled").expect("row");
    assert_eq!(&cancelled[1], "'-Zaid");
    let skipped = table.iter().find(|r| &r[11] == "m-skipped").expect("row");
    assert_eq!(&skipped[1], "'@home");
    let failed = table.iter().find(|r| &r[11] == "m-failed-a").expect("row");
    assert_eq!((&failed[8], &failed[9]), ("131026", "1"));
    let failures = records
        .iter()
        .position(|r| r.get(0) == Some("Failure (Meta code)"))
        .expect("failure reasons are listed");
    assert_eq!(&records[failures + 1][0], "131026");
    assert_eq!(&records[failures + 1][1], "2");
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn xlsx_export_writes_text_never_formulas_and_keeps_phone_numbers_as_text()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let report = ledger.read_now(|c| reports::report(c, CAMPAIGN, Some(&card())))?;
    let path = dir.path().join("report.xlsx");
    reports::export_xlsx(&report, &path)?;

    let mut workbook: Xlsx<_> = open_workbook(&path)?;
    assert_eq!(workbook.sheet_names(), ["Summary", "Recipients"]);
    for sheet in ["Summary", "Recipients"] {
        let formulas = workbook.worksheet_formula(sheet)?;
        assert!(
            formulas.used_cells().all(|(_, _, f)| f.is_empty()),
            "no cell of {sheet} is a formula"
        );
        eprintln!(
            "proof: XLSX {sheet}: {} cells, 0 formulas",
            workbook.worksheet_range(sheet)?.used_cells().count()
        );
        let range = workbook.worksheet_range(sheet)?;
        assert!(
            !range
                .used_cells()
                .any(|(_, _, cell)| matches!(cell, Data::Error(_))),
            "no cell of {sheet} is an error"
        );
    }
    let range = workbook.worksheet_range("Recipients")?;
    let rows: Vec<&[Data]> = range.rows().collect();
    assert_eq!(rows[0][0], Data::String("Recipient".into()));
    assert_eq!(rows.len(), 17, "a header and one row per message");
    for row in &rows[1..] {
        assert!(
            matches!(&row[0], Data::String(phone) if phone.starts_with('+')),
            "the phone column is text with its +: {:?}",
            row[0]
        );
    }
    let evil = rows
        .iter()
        .find(|r| r[11] == Data::String("m-evil".into()))
        .expect("m-evil row");
    assert_eq!(evil[0], Data::String("+16505551234".into()));
    assert_eq!(
        evil[1],
        Data::String(EVIL_NAME.into()),
        "the name is a string, not a formula"
    );
    assert!(
        matches!(evil[3], Data::DateTime(_)),
        "times are dates: {:?}",
        evil[3]
    );
    let failed = rows
        .iter()
        .find(|r| r[11] == Data::String("m-failed-a".into()))
        .expect("m-failed-a row");
    assert_eq!(failed[8], Data::Float(131026.0), "codes are numbers");

    let summary = workbook.worksheet_range("Summary")?;
    let label_value: BTreeMap<String, Data> = summary
        .rows()
        .filter_map(|r| match (&r[0], r.get(1)) {
            (Data::String(label), Some(value)) => Some((label.clone(), value.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(label_value["Messages"], Data::Float(16.0));
    assert_eq!(label_value["Delivered (includes read)"], Data::Float(5.0));
    assert_eq!(
        label_value["Campaign"],
        Data::String("January invoices".into())
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn recipients_come_in_pages_filtered_and_searched_like_the_full_report() -> anyhow::Result<()>
{
    use reports::{RecipientFilter, RecipientQuery};
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let full = ledger.read_now(|c| reports::report(c, CAMPAIGN, None))?;
    let summary = ledger.read_now(|c| reports::summary(c, CAMPAIGN, None))?;
    assert!(
        summary.recipients.is_empty(),
        "the summary leaves the rows out"
    );
    assert_eq!(
        Report {
            recipients: full.recipients.clone(),
            ..summary
        },
        full,
        "and is otherwise the report"
    );

    let page = |filter, text: &str, offset, limit| {
        let query = RecipientQuery {
            filter,
            text: text.into(),
            offset,
            limit,
        };
        ledger.read_now(move |c| reports::recipients(c, CAMPAIGN, &query))
    };
    // Pages of 5 put together are the report's rows, in order, and nothing of another batch.
    let mut paged = Vec::new();
    for offset in (0..20).step_by(5) {
        let p = page(RecipientFilter::All, "", offset, 5)?;
        assert_eq!(p.total, 16);
        assert_eq!(p.offset, offset);
        paged.extend(p.rows);
    }
    assert_eq!(paged, full.recipients);

    let keys = |p: reports::RecipientPage| p.rows.into_iter().map(|r| r.key).collect::<Vec<_>>();
    assert_eq!(
        keys(page(RecipientFilter::Failed, "", 0, 100)?),
        ["m-failed-a", "m-failed-b", "m-failed-c", "m-failed-d"]
    );
    assert_eq!(
        keys(page(RecipientFilter::Delivered, "", 0, 100)?),
        ["m-delivered", "m-read", "m-read-only", "m-resent", "m-evil"]
    );
    let waiting = page(RecipientFilter::Waiting, "", 0, 100)?;
    assert_eq!(
        waiting.total,
        full.funnel.queued
            + full.funnel.sending
            + full.funnel.deferred
            + full.funnel.in_doubt
            + (full.funnel.sent - full.funnel.delivered),
        "the filter's count follows from the funnel, so the window can show it without a query"
    );
    // A local spelling of a number, a part of a name in any case, and LIKE's wildcards taken
    // literally.
    assert_eq!(
        keys(page(RecipientFilter::All, "0300 0000005", 0, 100)?),
        ["m-read"]
    );
    assert_eq!(
        keys(page(RecipientFilter::All, "ayesha", 0, 100)?),
        ["m-read"]
    );
    assert_eq!(
        keys(page(RecipientFilter::All, "%", 0, 100)?),
        Vec::<String>::new()
    );
    assert_eq!(
        keys(page(RecipientFilter::All, "@home", 0, 100)?),
        ["m-skipped"]
    );
    assert_eq!(
        page(RecipientFilter::All, "", 0, 5_000)?.rows.len(),
        16,
        "a huge limit is capped, not refused"
    );
    Ok(())
}

#[tokio::test]
async fn an_expired_message_is_counted_filtered_and_explained() -> anyhow::Result<()> {
    use reports::{RecipientFilter, RecipientQuery};
    const OTPS: &str = "otps";
    const REASON: &str = "Not sent: it could not leave within 10 minutes of being queued (its time limit), so Pacer dropped it — a late login code is worse than none.";
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    ledger
        .write(|conn| {
            let mut s = Script {
                conn,
                ids: BTreeMap::new(),
            };
            s.add("x-sent", OTPS, "+923000000001", None, T0)?;
            s.add("x-expired", OTPS, "+923000000002", None, T0)?;
            s.sent("x-sent", T0 + SECOND)?;
            s.apply(
                Transition::Expired {
                    id: s.id("x-expired"),
                    reason: REASON.into(),
                },
                T0 + 600 * SECOND,
            )
        })
        .await?;
    let report = ledger.read_now(|c| reports::report(c, OTPS, None))?;
    assert_eq!(
        (
            report.funnel.total,
            report.funnel.sent,
            report.funnel.expired
        ),
        (2, 1, 1),
        "an expired message counts once, as expired, never as sent or still to send"
    );
    assert_eq!(report.funnel.still_to_send(), 0);
    assert_eq!(
        report.summary,
        "0 of 2 messages delivered, 0 read so far; 1 sent and waiting for delivery, 1 expired (not sent in time)."
    );
    let row = report
        .recipients
        .iter()
        .find(|r| r.key == "x-expired")
        .expect("row");
    assert_eq!(
        (row.state, row.reason.as_deref(), row.sent_at),
        (State::Expired, Some(REASON), None),
        "its row says why in words and that it was never sent"
    );
    assert_eq!(reports::state_word(State::Expired), "Expired");
    let query = RecipientQuery {
        filter: RecipientFilter::Expired,
        text: String::new(),
        offset: 0,
        limit: 100,
    };
    let page = ledger.read_now(move |c| reports::recipients(c, OTPS, &query))?;
    assert_eq!(
        page.rows.iter().map(|r| r.key.as_str()).collect::<Vec<_>>(),
        ["x-expired"],
        "the Expired filter shows exactly the expired messages"
    );
    let mut bytes = Vec::new();
    reports::export_csv(&report, &mut bytes)?;
    let csv = String::from_utf8(bytes)?;
    assert!(
        csv.contains("Expired (not sent within their time limit),1"),
        "the export's summary counts them: {csv}"
    );
    assert!(
        csv.lines()
            .any(|line| line.contains("+923000000002") && line.contains(",Expired,")),
        "and the row reads Expired: {csv}"
    );
    ledger.close();
    Ok(())
}

/// `value` written as the local API writes it, and read back as a desk reads it.
fn through_json<T: Serialize + DeserializeOwned>(value: &T) -> anyhow::Result<T> {
    Ok(serde_json::from_str(&serde_json::to_string(value)?)?)
}

#[tokio::test]
async fn what_the_api_writes_a_desk_reads_back_unchanged() -> anyhow::Result<()> {
    use reports::{RecipientFilter, RecipientQuery};
    let dir = tempfile::tempdir()?;
    let ledger = ledger_with_campaign(dir.path()).await?;
    let report = ledger.read_now(|c| reports::report(c, CAMPAIGN, Some(&card())))?;
    let summary = ledger.read_now(|c| reports::summary(c, CAMPAIGN, Some(&card())))?;
    let query = RecipientQuery {
        filter: RecipientFilter::All,
        text: String::new(),
        offset: 3,
        limit: 10,
    };
    let page = ledger.read_now(move |c| reports::recipients(c, CAMPAIGN, &query))?;
    let history = ledger.read_now(|c| reports::history(c, "m-failed-b"))?;
    // The sample holds what could be lost on the way: prices, failure groups with their
    // kinds and catalogue words, rows with reasons, a timeline, a history with a code.
    assert!(
        report.cost.lines.iter().any(|l| l.amount.is_some()),
        "{:?}",
        report.cost
    );
    assert!(
        report
            .failures
            .iter()
            .any(|g| g.kind.is_some() && g.meaning_said.is_some())
    );
    assert!(
        report
            .recipients
            .iter()
            .any(|r| r.failure_kind.is_some() && r.reason_said.is_some())
    );
    assert!(!report.skipped.is_empty() && !report.timeline.is_empty());
    assert_eq!(page.rows.len(), 10);
    assert!(history.iter().any(|e| e.code.is_some()));

    assert_eq!(through_json(&report)?, report);
    assert_eq!(through_json(&summary)?, summary);
    assert_eq!(through_json(&page)?, page);
    assert_eq!(through_json(&history)?, history);
    ledger.close();
    Ok(())
}

/// The local API's key in these tests.
const KEY: &str = "reports-test-key-3c1f";

/// The local API in front of an engine whose ledger is the seeded campaign, on a loopback
/// port.
struct Served {
    engine: std::sync::Arc<pacer_engine::Engine>,
    base: String,
    http: reqwest::Client,
    _dir: tempfile::TempDir,
}

impl Served {
    /// The seeded campaign with what was still to send closed first: the engine would send
    /// it, and a report that moves under a test proves nothing. Meta is nowhere: nothing is
    /// sent.
    async fn start() -> anyhow::Result<Served> {
        let dir = tempfile::tempdir()?;
        let ledger = ledger_with_campaign(dir.path()).await?;
        ledger
            .write(|c| {
                c.execute(
                    "UPDATE messages SET state = 'cancelled'
                     WHERE state IN ('queued', 'sending', 'deferred', 'in_doubt')",
                    [],
                )?;
                Ok(())
            })
            .await?;
        ledger.close();
        let config =
            pacer_engine::config::EngineConfig::new(dir.path().join("pacer.db"), "106540352242922");
        let mut graph = pacer_cloud::GraphConfig::new("token");
        graph.base_url = "http://127.0.0.1:9".into();
        let engine =
            pacer_engine::Engine::start(config, pacer_cloud::GraphClient::new(graph)?).await?;
        let router = pacer_engine::api::router(std::sync::Arc::clone(&engine), KEY.into());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://{}", listener.local_addr()?);
        tokio::spawn(async move { axum::serve(listener, router).await });
        Ok(Served {
            engine,
            base,
            http: reqwest::Client::new(),
            _dir: dir,
        })
    }

    /// `GET path?query` with the key: the status and the JSON.
    async fn get(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> anyhow::Result<(reqwest::StatusCode, serde_json::Value)> {
        let answer = self
            .http
            .get(format!("{}{path}", self.base))
            .query(query)
            .bearer_auth(KEY)
            .send()
            .await?;
        Ok((answer.status(), answer.json().await?))
    }

    /// `GET path?query`, which must answer 200, read as `T`.
    async fn read<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> anyhow::Result<T> {
        let (status, body) = self.get(path, query).await?;
        anyhow::ensure!(status == 200, "GET {path} {query:?}: {status} {body}");
        Ok(serde_json::from_value(body)?)
    }
}

#[tokio::test]
async fn the_api_gives_the_summary_alone_and_the_recipients_a_page_at_a_time() -> anyhow::Result<()>
{
    use reports::RecipientQuery;
    let served = Served::start().await?;
    let report = format!("/v1/campaigns/{CAMPAIGN}/report");
    let recipients = format!("/v1/campaigns/{CAMPAIGN}/recipients");

    // The summary: no rows, and otherwise the full report, as the desktop's own reads it.
    let full: Report = served.read(&report, &[]).await?;
    let summary: Report = served.read(&report, &[("recipients", "none")]).await?;
    assert_eq!(
        full.recipients.len(),
        16,
        "the default still lists everyone"
    );
    assert!(
        summary.recipients.is_empty(),
        "the summary leaves the rows out"
    );
    assert_eq!(summary.funnel, full.funnel);
    assert_eq!(
        Report {
            recipients: full.recipients.clone(),
            ..summary.clone()
        },
        full
    );
    let desktop = served
        .engine
        .ledger()
        .read(|c| reports::summary(c, CAMPAIGN, pacer_engine::prices::card(c)?.as_ref()))
        .await?;
    assert_eq!(summary, desktop);

    // Pages of 5 put together are the report's rows, in order.
    let mut paged = Vec::new();
    for offset in ["0", "5", "10", "15"] {
        let page: RecipientPage = served
            .read(&recipients, &[("offset", offset), ("limit", "5")])
            .await?;
        assert_eq!(
            (page.total, page.offset.to_string()),
            (16, offset.to_owned())
        );
        paged.extend(page.rows);
    }
    assert_eq!(paged, full.recipients);

    // Filtered and searched exactly as the window's own table is.
    for (filter, text) in [
        ("failed", ""),
        ("delivered", ""),
        ("waiting", ""),
        ("cancelled", ""),
        ("all", "0300 0000005"),
        ("all", "ayesha"),
        ("all", "%"),
    ] {
        let page: RecipientPage = served
            .read(&recipients, &[("filter", filter), ("text", text)])
            .await?;
        let query = RecipientQuery {
            filter: serde_json::from_value(serde_json::json!(filter))?,
            text: text.into(),
            offset: 0,
            limit: 100,
        };
        let desktop = served
            .engine
            .ledger()
            .read(move |c| reports::recipients(c, CAMPAIGN, &query))
            .await?;
        assert_eq!(page, desktop, "filter={filter} text={text}");
    }
    let failed: RecipientPage = served.read(&recipients, &[("filter", "failed")]).await?;
    assert_eq!(
        failed
            .rows
            .iter()
            .map(|r| r.key.as_str())
            .collect::<Vec<_>>(),
        ["m-failed-a", "m-failed-b", "m-failed-c", "m-failed-d"]
    );
    let found: RecipientPage = served
        .read(&recipients, &[("text", "0300 0000005")])
        .await?;
    assert_eq!(found.rows.len(), 1, "a local spelling finds the number");
    let everyone: RecipientPage = served.read(&recipients, &[("limit", "5000")]).await?;
    assert_eq!(
        everyone.rows.len(),
        16,
        "a huge limit is capped, not refused"
    );

    // One message's history, as `GET /v1/messages/{id}` gives it.
    let view: serde_json::Value = served.read("/v1/messages/m-failed-b", &[]).await?;
    let events: Vec<messages::Event> = serde_json::from_value(view["events"].clone())?;
    let desktop = served
        .engine
        .ledger()
        .read(|c| reports::history(c, "m-failed-b"))
        .await?;
    assert_eq!(events, desktop);
    served.engine.shutdown().await;
    Ok(())
}

#[tokio::test]
async fn a_report_question_the_api_cannot_read_is_refused_naming_what_to_fix() -> anyhow::Result<()>
{
    let served = Served::start().await?;
    let report = format!("/v1/campaigns/{CAMPAIGN}/report");
    let recipients = format!("/v1/campaigns/{CAMPAIGN}/recipients");
    /// A path, its query, and the field the refusal must name.
    type Refused<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);
    let refused: [Refused; 8] = [
        (&recipients, &[("filter", "bogus")], "filter"),
        (&recipients, &[("filter", "Failed ")], "filter"),
        (&recipients, &[("offset", "-1")], "offset"),
        (&recipients, &[("limit", "ten")], "limit"),
        (&recipients, &[("limit", "99999999999")], "limit"),
        (&report, &[("recipients", "some")], "recipients"),
        (
            &report,
            &[("format", "csv"), ("recipients", "none")],
            "recipients",
        ),
        (&report, &[("format", "pdf")], "format"),
    ];
    for (path, query, field) in refused {
        let (status, body) = served.get(path, query).await?;
        assert_eq!(status, 400, "{path} {query:?}: {body}");
        assert_eq!(body["error"]["code"], "invalid_request", "{body}");
        assert_eq!(body["error"]["field"], field, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains(field)),
            "the words name what is wrong: {body}"
        );
    }
    // A campaign that does not exist is a 404, as on every campaign route.
    for (path, query) in [
        ("/v1/campaigns/cmp_nope/recipients", &[][..]),
        (
            "/v1/campaigns/cmp_nope/report",
            &[("recipients", "none")][..],
        ),
        ("/v1/campaigns/cmp_nope", &[][..]),
    ] {
        let (status, body) = served.get(path, query).await?;
        assert_eq!(status, 404, "{path}: {body}");
        assert_eq!(body["error"]["code"], "not_found", "{path}: {body}");
    }
    served.engine.shutdown().await;
    Ok(())
}
