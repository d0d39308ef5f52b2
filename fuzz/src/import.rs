//! The import targets' work: a file of fuzzed bytes through the preview, the dry run and a
//! real import into a ledger, with the invariants the report promises.

use std::sync::OnceLock;

use pacer_engine::clock::Clock;
use pacer_engine::import::{self, ImportOptions, ImportReport};
use pacer_engine::ledger::Ledger;

use crate::{runtime, scratch};

/// One ledger per process that every valid file is imported into (known numbers are merged,
/// as in real use).
fn ledger() -> &'static Ledger {
    static LEDGER: OnceLock<Ledger> = OnceLock::new();
    LEDGER.get_or_init(|| Ledger::open(&scratch().join("import.db")).expect("a new ledger"))
}

fn options() -> ImportOptions {
    ImportOptions {
        list: "Fuzzed list".into(),
        default_country: "PK".into(),
        tags: vec!["fuzz".into()],
        ..ImportOptions::default()
    }
}

/// The counts a report must keep: every row read is a contact, a duplicate, an invalid number
/// or empty (`ImportReport::rows_read`).
fn check_counts(report: &ImportReport) {
    assert_eq!(
        report.rows_read,
        report.contacts + report.duplicate_count + report.invalid_count + report.empty_rows,
        "every row read is a contact, a duplicate, an invalid number or an empty row: {report:?}"
    );
    assert!(
        report.duplicates.len() as u64 <= report.duplicate_count
            && report.invalid.len() as u64 <= report.invalid_count,
        "the listed rows are a part of the counted ones"
    );
}

/// Writes `bytes` as `file_name` and imports it: the preview, the dry run and the import must
/// agree, and each ends in a report or an error, never a panic.
pub fn exercise(file_name: &str, bytes: &[u8]) {
    let path = scratch().join(file_name);
    std::fs::write(&path, bytes).expect("writing the file to import");
    let options = options();
    let preview = import::read_and_normalise(&path, &options, 16);
    let dry_run = import::check_file(&path, &options);
    let report = match (preview, dry_run) {
        (Ok(preview), Ok(dry_run)) => {
            assert_eq!(
                preview.report, dry_run,
                "the preview and the dry run read the same file the same way"
            );
            assert!(preview.contacts.len() as u64 <= preview.report.contacts.min(16));
            check_counts(&dry_run);
            dry_run
        }
        (Err(preview), Err(dry_run)) => {
            assert_eq!(
                preview.code(),
                dry_run.code(),
                "the preview and the dry run refuse a file for the same reason"
            );
            return;
        }
        (preview, dry_run) => {
            panic!("the preview and the dry run disagree: {preview:?} / {dry_run:?}")
        }
    };
    if report.contacts == 0 {
        return;
    }
    let now = Clock::real_time().now_ms();
    let imported = runtime()
        .block_on(import::import_file(ledger(), &path, &options, now))
        .unwrap_or_else(|e| panic!("a file the dry run read must import: {e}"));
    check_counts(&imported);
    let saved = imported.saved.expect("an import says what it saved");
    assert_eq!(
        saved.new + saved.updated + saved.unchanged,
        imported.contacts,
        "every contact of the file is new, updated or unchanged: {imported:?}"
    );
    assert_eq!(
        (
            imported.rows_read,
            imported.contacts,
            imported.duplicate_count,
            imported.invalid_count
        ),
        (
            report.rows_read,
            report.contacts,
            report.duplicate_count,
            report.invalid_count
        ),
        "the import reads the file as the dry run did"
    );
}
