//! Who did what (`docs/office.md`), on a real ledger on disk: each action is recorded with the
//! person, the desk and the time; pages come newest first and the next one starts where the
//! last ended, even with entries recorded meanwhile; filters by action, desk and time; no text
//! grows past its bound; the CSV export lists everything oldest first with ISO times in UTC
//! and never hands a spreadsheet a formula; and the table refuses an action Pacer does not
//! know, or a desk that was never paired.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use pacer_engine::audit::{
    self, Action, DETAIL_MAX_CHARS, Entry, Filter, PAGE_MAX, SUBJECT_MAX_CHARS, WHO_MAX_CHARS, Who,
};
use pacer_engine::clock::Millis;
use pacer_engine::ledger::Ledger;
use pacer_engine::sharing::desks::{self, Credential, Role};

/// 2025-03-03 11:06:40 UTC.
const NOW: Millis = 1_741_000_000_000;

fn open() -> (Ledger, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open(&dir.path().join("pacer.db")).unwrap();
    (ledger, dir)
}

async fn pair(ledger: &Ledger, name: &'static str) -> Who {
    let desk = ledger
        .write(move |c| desks::pair(c, name, Role::Staff, &Credential::generate(), NOW))
        .await
        .unwrap();
    Who::desk(desk.id, desk.name)
}

async fn record(
    ledger: &Ledger,
    at: Millis,
    who: &Who,
    action: Action,
    subject: Option<&str>,
    detail: Option<&str>,
) -> i64 {
    let who = who.clone();
    let subject = subject.map(str::to_owned);
    let detail = detail.map(str::to_owned);
    ledger
        .write(move |c| audit::record(c, at, &who, action, subject.as_deref(), detail.as_deref()))
        .await
        .unwrap()
}

async fn page(ledger: &Ledger, filter: Filter) -> Vec<Entry> {
    ledger.read(move |c| audit::page(c, &filter)).await.unwrap()
}

fn ids(entries: &[Entry]) -> Vec<i64> {
    entries.iter().map(|e| e.id).collect()
}

#[tokio::test]
async fn entries_come_newest_first_and_the_next_page_starts_where_the_last_ended() {
    let (ledger, _dir) = open();
    let front = pair(&ledger, "Front desk").await;
    let first = record(
        &ledger,
        NOW,
        &front,
        Action::CampaignCreated,
        Some("Spring sale"),
        None,
    )
    .await;
    let second = record(
        &ledger,
        NOW + 1_000,
        &front,
        Action::CampaignLaunched,
        Some("Spring sale"),
        Some("1,200 recipients"),
    )
    .await;
    let third = record(
        &ledger,
        NOW + 2_000,
        &Who::this_pc(),
        Action::CampaignPaused,
        Some("Spring sale"),
        None,
    )
    .await;
    assert!(first < second && second < third);

    let newest = page(
        &ledger,
        Filter {
            limit: 2,
            ..Filter::default()
        },
    )
    .await;
    assert_eq!(ids(&newest), [third, second]);
    assert_eq!(
        newest[1],
        Entry {
            id: second,
            at: NOW + 1_000,
            who: "Front desk".into(),
            desk_id: front.desk_id,
            action: Action::CampaignLaunched,
            subject: Some("Spring sale".into()),
            detail: Some("1,200 recipients".into()),
        }
    );
    assert_eq!(newest[0].who, "This PC");
    assert_eq!(newest[0].desk_id, None);

    // Recorded while the person reads the first page: the next page neither repeats nor skips.
    let fourth = record(
        &ledger,
        NOW + 3_000,
        &Who::local_api(),
        Action::CampaignResumed,
        Some("Spring sale"),
        None,
    )
    .await;
    let next = page(
        &ledger,
        Filter {
            before_id: Some(second),
            limit: 2,
            ..Filter::default()
        },
    )
    .await;
    assert_eq!(ids(&next), [first]);
    assert_eq!(
        ids(&page(&ledger, Filter::default()).await),
        [fourth, third, second, first]
    );
    assert_eq!(
        page(&ledger, Filter::default()).await[0].who,
        "Local API",
        "a program on the local API is named as such"
    );
}

#[tokio::test]
async fn a_page_can_be_only_one_action_one_desk_or_a_period_and_is_never_too_long() {
    let (ledger, _dir) = open();
    let front = pair(&ledger, "Front desk").await;
    let back = pair(&ledger, "Back office").await;
    let mut by_front = Vec::new();
    let mut imports = Vec::new();
    for i in 0..6 {
        let who = if i % 2 == 0 { &front } else { &back };
        let action = if i % 3 == 0 {
            Action::ContactsImported
        } else {
            Action::OptedOut
        };
        let id = record(
            &ledger,
            NOW + i * 60_000,
            who,
            action,
            Some("+923001230001"),
            None,
        )
        .await;
        if i % 2 == 0 {
            by_front.push(id);
        }
        if action == Action::ContactsImported {
            imports.push(id);
        }
    }
    by_front.reverse();
    imports.reverse();

    let only = |action, desk_id, since| Filter {
        action,
        desk_id,
        since,
        ..Filter::default()
    };
    assert_eq!(
        ids(&page(&ledger, only(Some(Action::ContactsImported), None, None)).await),
        imports
    );
    assert_eq!(
        ids(&page(&ledger, only(None, front.desk_id, None)).await),
        by_front
    );
    let front_imports = page(
        &ledger,
        only(Some(Action::ContactsImported), front.desk_id, None),
    )
    .await;
    assert_eq!(front_imports.len(), 1);
    assert_eq!(front_imports[0].at, NOW);
    let recent = page(&ledger, only(None, None, Some(NOW + 4 * 60_000))).await;
    assert_eq!(
        recent.iter().map(|e| e.at).collect::<Vec<_>>(),
        [NOW + 5 * 60_000, NOW + 4 * 60_000]
    );
    assert!(
        page(&ledger, only(Some(Action::ReplySent), None, None))
            .await
            .is_empty()
    );

    // However many are asked for, a page carries at most PAGE_MAX.
    ledger
        .write(|c| {
            for i in 0..PAGE_MAX + 10 {
                audit::record(
                    c,
                    NOW + 1_000_000 + i64::from(i),
                    &Who::local_api(),
                    Action::ReplySent,
                    None,
                    None,
                )?;
            }
            Ok(())
        })
        .await
        .unwrap();
    let long = page(
        &ledger,
        Filter {
            limit: u32::MAX,
            ..Filter::default()
        },
    )
    .await;
    assert_eq!(long.len(), PAGE_MAX as usize);
    assert_eq!(page(&ledger, Filter::default()).await.len(), 100);
}

#[tokio::test]
async fn no_text_is_kept_past_its_bound() {
    let (ledger, _dir) = open();
    // Multi-byte characters: a cut in the middle of one would not be text.
    let name = "ڈیسک".repeat(40);
    let subject = "é".repeat(SUBJECT_MAX_CHARS * 3);
    let detail = "x".repeat(DETAIL_MAX_CHARS * 10);
    let who = Who {
        name: name.clone(),
        desk_id: None,
    };
    let id = record(
        &ledger,
        NOW,
        &who,
        Action::SettingsChanged,
        Some(&subject),
        Some(&detail),
    )
    .await;
    let kept = page(&ledger, Filter::default()).await;
    assert_eq!(kept[0].id, id);
    assert_eq!(kept[0].who.chars().count(), WHO_MAX_CHARS);
    assert!(name.starts_with(&kept[0].who));
    let kept_subject = kept[0].subject.as_deref().unwrap();
    assert_eq!(kept_subject.chars().count(), SUBJECT_MAX_CHARS);
    assert!(subject.starts_with(kept_subject));
    assert_eq!(
        kept[0].detail.as_deref().unwrap().chars().count(),
        DETAIL_MAX_CHARS
    );
    // Short texts are kept whole.
    record(
        &ledger,
        NOW,
        &Who::this_pc(),
        Action::SettingsChanged,
        Some("Sending hours"),
        Some(""),
    )
    .await;
    let short = &page(&ledger, Filter::default()).await[0];
    assert_eq!(
        (short.subject.as_deref(), short.detail.as_deref()),
        (Some("Sending hours"), Some(""))
    );
}

#[tokio::test]
async fn the_export_lists_everything_oldest_first_with_utc_times_and_no_formula() {
    let (ledger, _dir) = open();
    let front = pair(&ledger, "Front desk").await;
    record(
        &ledger,
        NOW,
        &front,
        Action::ContactsImported,
        Some("=HYPERLINK(\"http://evil.example\",\"Spring\")"),
        Some("240 contacts, 3 invalid"),
    )
    .await;
    record(
        &ledger,
        NOW + 61_500,
        &Who::this_pc(),
        Action::OptedOut,
        Some("+923001230001"),
        None,
    )
    .await;
    record(
        &ledger,
        NOW + 3_600_000,
        &Who::local_api(),
        Action::ReplySent,
        Some("+923001230002"),
        Some("line one\nline two, with \"quotes\""),
    )
    .await;

    let (bytes, written) = ledger
        .read(|c| {
            let mut bytes = Vec::new();
            let written = audit::export_csv(c, &mut bytes)
                .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
            Ok((bytes, written))
        })
        .await
        .unwrap();
    assert_eq!(written, 3);
    let text = String::from_utf8(bytes).unwrap();
    let text = text
        .strip_prefix('\u{feff}')
        .expect("a byte-order mark, so Excel reads names in any script");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        reader.headers().unwrap(),
        vec!["at", "who", "action", "subject", "detail"]
    );
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    assert_eq!(
        rows,
        [
            [
                "2025-03-03T11:06:40Z",
                "Front desk",
                "contacts_imported",
                "'=HYPERLINK(\"http://evil.example\",\"Spring\")",
                "240 contacts, 3 invalid",
            ],
            [
                "2025-03-03T11:07:41Z",
                "This PC",
                "opted_out",
                // A phone number starts with `+`: quote-prefixed like every export does.
                "'+923001230001",
                "",
            ],
            [
                "2025-03-03T12:06:40Z",
                "Local API",
                "reply_sent",
                "'+923001230002",
                "line one\nline two, with \"quotes\"",
            ],
        ]
    );

    // An empty log is a header alone.
    let (empty, _empty_dir) = open();
    let (bytes, written) = empty
        .read(|c| {
            let mut bytes = Vec::new();
            let written = audit::export_csv(c, &mut bytes)
                .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
            Ok((bytes, written))
        })
        .await
        .unwrap();
    assert_eq!(written, 0);
    assert_eq!(
        String::from_utf8(bytes).unwrap(),
        "\u{feff}at,who,action,subject,detail\n"
    );
}

#[tokio::test]
async fn the_table_refuses_an_unknown_action_and_a_desk_never_paired() {
    let (ledger, _dir) = open();
    let unknown = ledger
        .write(|c| {
            c.execute(
                "INSERT INTO audit (at, who, action) VALUES (?1, 'This PC', 'campaign_exploded')",
                [NOW],
            )
        })
        .await;
    assert!(unknown.is_err(), "an action Pacer does not know is refused");
    assert!("campaign_exploded".parse::<Action>().is_err());

    let stranger = ledger
        .write(|c| {
            audit::record(
                c,
                NOW,
                &Who::desk(4242, "Nobody"),
                Action::DeskRevoked,
                None,
                None,
            )
        })
        .await;
    assert!(stranger.is_err(), "a desk that was never paired is refused");

    // Every action the module knows is one the table takes.
    for action in Action::ALL {
        record(&ledger, NOW, &Who::this_pc(), action, None, None).await;
    }
    assert_eq!(
        page(&ledger, Filter::default()).await.len(),
        Action::ALL.len()
    );
}
