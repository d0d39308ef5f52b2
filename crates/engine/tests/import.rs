//! Importing contact lists (`docs/sending.md#import-and-dedupe`) on real files and real SQLite databases: the
//! messy lists of `tests/fixtures/lists/` give exact reports (counts, row numbers, reasons),
//! numbers in any spelling become one contact, a second import of the same file changes
//! nothing, opted-out customers stay opted out, broken files give plain errors and never a
//! panic, and the read side (audience, lists, search, tags) finds what was imported.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use pacer_engine::audiences::Audience;
use pacer_engine::clock::Millis;
use pacer_engine::contacts;
use pacer_engine::import::{
    self, ColumnOverrides, FileFormat, FoundBy, ImportError, ImportOptions, ImportReport,
    InvalidReason, Saved, normalise_phone, read_and_normalise,
};
use pacer_engine::ledger::Ledger;
use proptest::prelude::*;

const NOW: Millis = 1_741_000_000_000;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/lists")
        .join(name)
}

fn options(list: &str, country: &str) -> ImportOptions {
    ImportOptions {
        list: list.into(),
        default_country: country.into(),
        columns: ColumnOverrides::default(),
        tags: vec![],
    }
}

fn open_ledger(dir: &Path) -> anyhow::Result<Ledger> {
    Ledger::open(&dir.join("pacer.db")).context("open the ledger")
}

/// (row, merged into, E.164) of each duplicate.
fn duplicates(report: &ImportReport) -> Vec<(u64, u64, &str)> {
    report
        .duplicates
        .iter()
        .map(|d| (d.row, d.merged_into, d.phone.as_str()))
        .collect()
}

/// (row, value, reason) of each invalid row.
fn invalid(report: &ImportReport) -> Vec<(u64, &str, InvalidReason)> {
    report
        .invalid
        .iter()
        .map(|r| (r.row, r.value.as_str(), r.reason.clone()))
        .collect()
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn attrs(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Every row is accounted for: nothing silently dropped.
fn assert_rows_add_up(report: &ImportReport) {
    assert_eq!(
        report.rows_read,
        report.contacts + report.duplicate_count + report.invalid_count + report.empty_rows,
        "every row read must be a contact, a duplicate, an invalid number or an empty row"
    );
}

#[tokio::test]
async fn a_messy_pakistani_billing_export_gives_an_exact_report() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let report = import::import_file(
        &ledger,
        &fixture("pk_billing.csv"),
        &options("March invoices", "PK"),
        NOW,
    )
    .await?;

    assert_eq!(report.format, FileFormat::Csv);
    assert_eq!(report.encoding.as_deref(), Some("UTF-8"));
    assert_eq!(report.delimiter, Some(','));
    assert_eq!(report.header_row, Some(1));
    assert_eq!(report.columns.phone, "Mobile No");
    assert_eq!(report.columns.phone_found_by, FoundBy::Header);
    assert_eq!(report.columns.name, strings(&["Customer Name"]));
    assert_eq!(
        report.columns.attributes,
        strings(&["City", "Amount Due", "Invoice No"])
    );
    assert_eq!(report.rows_read, 19);
    assert_eq!(report.contacts, 7);
    assert_eq!(report.empty_rows, 1, "row 9 is empty");
    assert_eq!(
        duplicates(&report),
        vec![
            (4, 2, "+923001234567"),
            (8, 3, "+923217654321"),
            (11, 10, "+923111234567"),
            (18, 5, "+923331234567"),
        ],
        "local, international, 00, wa_id and Excel spellings of one number are one contact"
    );
    assert_eq!(
        invalid(&report),
        vec![
            (7, "0300 123456", InvalidReason::TooShort),
            (12, "n/a", InvalidReason::NotANumber),
            (13, "", InvalidReason::Empty),
            (
                14,
                "0300-1111111 / 0321-2222222",
                InvalidReason::SeveralNumbers
            ),
            (16, "12345", InvalidReason::TooShort),
            (17, "0300 12345678", InvalidReason::TooLong),
            (19, "9.23E+11", InvalidReason::ShortenedByExcel),
        ]
    );
    assert_eq!(report.invalid[0].message, "too short");
    let reasons: Vec<(InvalidReason, u64)> = report
        .invalid_reasons
        .iter()
        .map(|r| (r.reason.clone(), r.count))
        .collect();
    assert_eq!(
        reasons,
        vec![
            (InvalidReason::TooShort, 2),
            (InvalidReason::Empty, 1),
            (InvalidReason::NotANumber, 1),
            (InvalidReason::SeveralNumbers, 1),
            (InvalidReason::ShortenedByExcel, 1),
            (InvalidReason::TooLong, 1),
        ],
        "commonest first"
    );
    assert_eq!(report.invalid[0].name.as_deref(), Some("Usman Tariq"));
    assert_eq!(
        report.saved,
        Some(Saved {
            new: 7,
            updated: 0,
            unchanged: 0,
            opted_out: 0
        })
    );
    assert_eq!(
        report.summary,
        "19 rows read: 7 contacts added, 4 duplicates merged, 7 numbers not valid \
         (see the list — 2 are missing a digit), 1 empty row skipped."
    );
    assert_rows_add_up(&report);

    let ali = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923001234567"))?
        .context("Ali is a contact")?;
    assert_eq!(ali.name.as_deref(), Some("Ali Khan"));
    assert_eq!(
        ali.attributes,
        attrs(&[
            ("City", "Lahore"),
            ("Amount Due", "1750"),
            ("Invoice No", "INV-003")
        ]),
        "the later row's cells win"
    );
    let zainab = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923217654321"))?
        .context("row 3's number is a contact")?;
    assert_eq!(zainab.name.as_deref(), Some("Zainab Bibi"));
    assert_eq!(
        zainab.attributes.get("Amount Due").map(String::as_str),
        Some("2300"),
        "an empty cell in a later row never erases a value"
    );
    let rahul = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+919871234567"))?
        .context("a wa_id of India is read as international")?;
    assert_eq!(rahul.name.as_deref(), Some("Rahul Verma"));

    let lists = ledger.read_now(contacts::lists)?;
    assert_eq!(
        lists,
        vec![contacts::ListSummary {
            name: "March invoices".into(),
            members: 7,
            opted_out: 0
        }]
    );
    let history = ledger.read_now(|c| import::recent_imports(c, 10))?;
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].summary, report.summary);
    assert_eq!(history[0].list.as_deref(), Some("March invoices"));
    let stored = ledger.read_now(|c| import::import_report(c, history[0].id))?;
    assert_eq!(
        stored.as_ref(),
        Some(&report),
        "the stored report is the one returned"
    );
    ledger.close();
    Ok(())
}

#[test]
fn countries_spellings_and_a_semicolon_delimiter() -> anyhow::Result<()> {
    let n = read_and_normalise(
        &fixture("europe_semicolon.csv"),
        &options("EU", "GB"),
        usize::MAX,
    )?;
    let report = &n.report;
    assert_eq!(
        report.delimiter,
        Some(';'),
        "decimal commas must not fool the delimiter"
    );
    assert_eq!(report.rows_read, 11);
    assert_eq!(
        duplicates(report),
        vec![(3, 2, "+447400123456"), (8, 7, "+5511912345678")]
    );
    assert_eq!(
        invalid(report),
        vec![
            (11, "+999 123 456 789", InvalidReason::UnknownCountryCode),
            (12, "+44 7400 12345", InvalidReason::TooShort),
        ]
    );
    let phones: Vec<&str> = n.contacts.iter().map(|c| c.phone.as_str()).collect();
    assert_eq!(
        phones,
        vec![
            "+447400123456",
            "+493012345678",
            "+4915123456789",
            "+14155552671",
            "+5511912345678",
            "+919871234567",
            "+8613800138000",
        ]
    );
    assert_eq!(
        n.contacts[0].attributes,
        attrs(&[("Country", "GB"), ("Balance", "12,00")])
    );
    assert_eq!(report.saved, None, "a preview saves nothing");
    assert_eq!(
        report.summary,
        "11 rows read: 7 contacts, 2 duplicates merged, 2 numbers not valid \
         (see the list — 1 is missing a digit)."
    );
    assert_rows_add_up(report);
    Ok(())
}

#[test]
fn a_utf8_file_with_a_bom_urdu_headers_and_urdu_digits() -> anyhow::Result<()> {
    let n = read_and_normalise(&fixture("urdu_bom.csv"), &options("Urdu", "PK"), usize::MAX)?;
    assert_eq!(n.report.encoding.as_deref(), Some("UTF-8 with BOM"));
    assert_eq!(n.report.columns.phone, "موبائل");
    assert_eq!(n.report.columns.name, strings(&["نام"]));
    assert_eq!(duplicates(&n.report), vec![(4, 2, "+923001234567")]);
    assert!(n.report.invalid.is_empty());
    assert_eq!(n.contacts[1].phone, "+923217654321");
    assert_eq!(n.contacts[1].name.as_deref(), Some("فاطمہ"));
    assert_eq!(
        n.report.summary,
        "3 rows read: 2 contacts, 1 duplicate merged."
    );
    Ok(())
}

#[test]
fn excel_unicode_text_is_utf16_with_tabs() -> anyhow::Result<()> {
    let n = read_and_normalise(
        &fixture("excel_unicode_text.txt"),
        &options("IN", "IN"),
        usize::MAX,
    )?;
    assert_eq!(n.report.encoding.as_deref(), Some("UTF-16LE"));
    assert_eq!(n.report.delimiter, Some('\t'));
    assert_eq!(
        duplicates(&n.report),
        vec![(3, 2, "+919871234567"), (5, 4, "+919812345678")]
    );
    assert_eq!(
        invalid(&n.report),
        vec![(6, "98123", InvalidReason::TooShort)]
    );
    assert_eq!(
        n.report.summary,
        "5 rows read: 2 contacts, 2 duplicates merged, 1 number not valid \
         (see the list — it is missing a digit)."
    );
    Ok(())
}

#[test]
fn windows_1252_with_pipes() -> anyhow::Result<()> {
    let n = read_and_normalise(
        &fixture("windows1252_pipe.csv"),
        &options("BR", "BR"),
        usize::MAX,
    )?;
    assert_eq!(n.report.encoding.as_deref(), Some("Windows-1252"));
    assert_eq!(n.report.delimiter, Some('|'));
    assert_eq!(n.report.columns.phone, "Celular");
    assert_eq!(n.report.columns.name, strings(&["Nome"]));
    assert_eq!(duplicates(&n.report), vec![(4, 2, "+5511912345678")]);
    assert_eq!(n.contacts[1].name.as_deref(), Some("João Müller"));
    assert_eq!(n.contacts[0].attributes, attrs(&[("Cidade", "São Paulo")]));
    Ok(())
}

#[test]
fn quoted_newlines_and_blank_lines_keep_spreadsheet_row_numbers() -> anyhow::Result<()> {
    let n = read_and_normalise(
        &fixture("quoted_newlines.csv"),
        &options("Q", "PK"),
        usize::MAX,
    )?;
    let rows: Vec<(u64, &str)> = n
        .contacts
        .iter()
        .map(|c| (c.row, c.phone.as_str()))
        .collect();
    assert_eq!(
        rows,
        vec![
            (2, "+923001234567"),
            (4, "+923217654321"),
            (7, "+923331234567")
        ],
        "a cell spanning three lines is one row; blank lines are rows"
    );
    assert_eq!(n.report.empty_rows, 3);
    assert_eq!(n.report.rows_read, 6);
    assert_eq!(n.contacts[0].name.as_deref(), Some("Khan, Ali"));
    assert_eq!(n.contacts[1].name.as_deref(), Some("Sara \"Sunny\" Ahmed"));
    assert_eq!(
        n.contacts[0].attributes.get("Address").map(String::as_str),
        Some("House 12, Street 4\nGulberg III\nLahore")
    );
    Ok(())
}

#[test]
fn thirty_columns_with_first_and_last_names() -> anyhow::Result<()> {
    let n = read_and_normalise(
        &fixture("wide_30_columns.csv"),
        &options("US", "US"),
        usize::MAX,
    )?;
    let report = &n.report;
    assert_eq!(
        report.columns.phone, "WhatsApp",
        "WhatsApp beats Landline and Fax"
    );
    assert_eq!(report.columns.name, strings(&["First Name", "Last Name"]));
    assert_eq!(
        report.columns.attributes.len(),
        29,
        "every column but the phone is kept"
    );
    assert_eq!(duplicates(report), vec![(6, 3, "+15125550147")]);
    assert_eq!(
        invalid(report),
        vec![(5, "555-0123", InvalidReason::TooShort)]
    );
    let mary = &n.contacts[1];
    assert_eq!(mary.name.as_deref(), Some("Mary Johnson"));
    assert_eq!(
        mary.attributes.get("Notes").map(String::as_str),
        Some("upgraded")
    );
    assert_eq!(
        mary.attributes.get("Email").map(String::as_str),
        Some("mary.j@example.com")
    );
    assert_eq!(n.contacts[2].name.as_deref(), Some("José García"));
    Ok(())
}

#[test]
fn a_column_named_by_the_person_wins() -> anyhow::Result<()> {
    let mut o = options("US", "US");
    o.columns = ColumnOverrides::parse(["phone=landline", "name=Email"])?;
    let n = read_and_normalise(&fixture("wide_30_columns.csv"), &o, usize::MAX)?;
    assert_eq!(n.report.columns.phone, "Landline");
    assert_eq!(n.report.columns.phone_found_by, FoundBy::Override);
    assert_eq!(n.report.columns.name, strings(&["Email"]));
    assert_eq!(n.contacts.len(), 1);
    assert_eq!(n.contacts[0].phone, "+14155550100");
    assert_eq!(n.contacts[0].name.as_deref(), Some("john@example.com"));
    assert_eq!(
        n.report
            .invalid
            .iter()
            .map(|r| r.reason.clone())
            .collect::<Vec<_>>(),
        vec![InvalidReason::Empty; 4]
    );

    o.columns = ColumnOverrides::parse(["phone=Mobil"])?;
    let err = read_and_normalise(&fixture("wide_30_columns.csv"), &o, usize::MAX)
        .expect_err("a column that is not there");
    assert_eq!(err.code(), "column_not_found");
    assert!(
        err.to_string().starts_with(
            "There is no column \"Mobil\" in this file (the columns are: Account No, First Name,"
        ),
        "{err}"
    );

    // A column number past the last column is not there either (found by the local API's
    // contract run: "column 923077…" made Pacer try to allocate 14 TB and die).
    for (role, wanted) in [
        ("phone", "column 31"),
        ("phone", "923077889900123"),
        ("name", "column 18446744073709551615"),
    ] {
        o.columns = ColumnOverrides::parse([format!("{role}={wanted}")])?;
        let err = read_and_normalise(&fixture("wide_30_columns.csv"), &o, usize::MAX)
            .expect_err("a column number past the last column");
        assert_eq!(err.code(), "column_not_found", "{role}={wanted}: {err}");
        assert!(
            err.to_string()
                .starts_with(&format!("There is no column \"{wanted}\" in this file")),
            "{err}"
        );
    }
    o.columns = ColumnOverrides::parse(["phone=column 17", "name=column 30"])?;
    let n = read_and_normalise(&fixture("wide_30_columns.csv"), &o, usize::MAX)?;
    assert_eq!(
        n.report.columns.name,
        strings(&["Referral"]),
        "the last column is there"
    );
    Ok(())
}

#[test]
fn a_file_without_a_header_row() -> anyhow::Result<()> {
    let n = read_and_normalise(&fixture("no_header.csv"), &options("NH", "PK"), usize::MAX)?;
    assert_eq!(n.report.header_row, None);
    assert_eq!(n.report.columns.phone, "column 2");
    assert_eq!(n.report.columns.phone_found_by, FoundBy::Content);
    assert_eq!(n.report.columns.name, strings(&["column 1"]));
    assert_eq!(n.report.rows_read, 3, "the first row is data");
    assert_eq!(n.contacts[0].row, 1);
    assert_eq!(n.contacts[0].phone, "+923001234567");
    assert_eq!(
        invalid(&n.report),
        vec![(3, "not known", InvalidReason::NotANumber)]
    );
    Ok(())
}

#[test]
fn title_lines_above_the_header_are_not_rows() -> anyhow::Result<()> {
    let n = read_and_normalise(&fixture("title_rows.csv"), &options("T", "PK"), usize::MAX)?;
    assert_eq!(n.report.header_row, Some(3));
    assert_eq!(n.report.columns.phone, "Cell");
    assert_eq!(n.report.columns.name, strings(&["Customer"]));
    assert_eq!(n.report.rows_read, 2);
    assert_eq!(n.report.empty_rows, 0);
    assert_eq!(n.report.summary, "2 rows read: 2 contacts.");
    Ok(())
}

#[test]
fn an_ods_spreadsheet_with_numbers_stored_as_floats() -> anyhow::Result<()> {
    let n = read_and_normalise(&fixture("contacts.ods"), &options("ODS", "PK"), usize::MAX)?;
    assert_eq!(n.report.format, FileFormat::Ods);
    assert_eq!(
        n.report.sheet.as_deref(),
        Some("Customers"),
        "the first sheet with data"
    );
    assert_eq!(duplicates(&n.report), vec![(5, 2, "+923001234567")]);
    assert_eq!(
        invalid(&n.report),
        vec![(6, "12345", InvalidReason::TooShort)]
    );
    assert_eq!(n.report.empty_rows, 1);
    assert_eq!(
        n.contacts[1].attributes,
        attrs(&[("City", "Karachi"), ("Balance", "2300.5")])
    );
    Ok(())
}

/// An XLSX as Excel users make it: an empty first sheet, phone numbers typed as numbers
/// (stored as floats), a date column, an empty row.
fn write_xlsx(path: &Path) -> anyhow::Result<()> {
    use rust_xlsxwriter::{ExcelDateTime, Format, Workbook};
    let mut book = Workbook::new();
    book.add_worksheet().set_name("Summary")?;
    let sheet = book.add_worksheet();
    sheet.set_name("Customers")?;
    let date = Format::new().set_num_format("yyyy-mm-dd");
    for (col, header) in ["Name", "Mobile", "Due", "Invoice date"].iter().enumerate() {
        sheet.write_string(0, col as u16, *header)?;
    }
    sheet.write_string(1, 0, "Ali Khan")?;
    sheet.write_number(1, 1, 923001234567.0)?;
    sheet.write_number(1, 2, 1500.0)?;
    sheet.write_datetime_with_format(1, 3, &ExcelDateTime::from_ymd(2025, 3, 1)?, &date)?;
    sheet.write_string(2, 0, "Sara Ahmed")?;
    sheet.write_string(2, 1, "0321-7654321")?;
    sheet.write_number(2, 2, 99.5)?;
    // Row 4 left empty.
    sheet.write_string(4, 0, "Ali again")?;
    sheet.write_number(4, 1, 3001234567.0)?;
    sheet.write_number(4, 2, 1750.0)?;
    sheet.write_string(5, 0, "Wrong")?;
    sheet.write_number(5, 1, 30012345.0)?;
    book.save(path)?;
    Ok(())
}

#[tokio::test]
async fn an_xlsx_with_floats_dates_and_an_empty_first_sheet() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("customers.xlsx");
    write_xlsx(&path)?;
    let ledger = open_ledger(dir.path())?;
    let report = import::import_file(&ledger, &path, &options("Excel", "PK"), NOW).await?;
    assert_eq!(report.format, FileFormat::Xlsx);
    assert_eq!(report.sheet.as_deref(), Some("Customers"));
    assert_eq!(duplicates(&report), vec![(5, 2, "+923001234567")]);
    assert_eq!(
        invalid(&report),
        vec![(6, "30012345", InvalidReason::TooShort)]
    );
    assert_eq!(report.empty_rows, 1);
    let ali = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923001234567"))?
        .context("Ali")?;
    assert_eq!(ali.name.as_deref(), Some("Ali again"));
    assert_eq!(
        ali.attributes,
        attrs(&[("Due", "1750"), ("Invoice date", "2025-03-01")]),
        "floats are digits, dates are dates, and the later row wins"
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn importing_the_same_file_again_changes_nothing() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let file = fixture("pk_billing.csv");
    let first = import::import_file(&ledger, &file, &options("March", "PK"), NOW).await?;
    let stamps = |l: &Ledger| {
        l.read_now(|c| {
            let mut s =
                c.prepare("SELECT phone, updated_at, attributes FROM contacts ORDER BY id")?;
            let rows = s.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })
    };
    let before = stamps(&ledger)?;
    let again = import::import_file(&ledger, &file, &options("March", "PK"), NOW + 60_000).await?;
    assert_eq!(
        again.saved,
        Some(Saved {
            new: 0,
            updated: 0,
            unchanged: 7,
            opted_out: 0
        }),
        "a second import of the same file adds and changes nothing"
    );
    assert_eq!(
        again.summary,
        "19 rows read: 0 contacts added, 7 contacts already up to date, 4 duplicates merged, \
         7 numbers not valid (see the list — 2 are missing a digit), 1 empty row skipped."
    );
    assert_eq!(stamps(&ledger)?, before, "no row was rewritten");
    assert_eq!(first.duplicates, again.duplicates);

    // A newer export with one changed value updates that contact only.
    let newer = dir.path().join("april.csv");
    std::fs::write(
        &newer,
        "Customer Name,Mobile No,City\nAli Khan,0300 1234567,Karachi\nZainab Bibi,0321-7654321,Karachi\nNew Person,0301 2345678,Lahore\n",
    )?;
    let april =
        import::import_file(&ledger, &newer, &options("April", "PK"), NOW + 120_000).await?;
    assert_eq!(
        april.saved,
        Some(Saved {
            new: 1,
            updated: 1,
            unchanged: 1,
            opted_out: 0
        })
    );
    let ali = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923001234567"))?
        .context("Ali")?;
    assert_eq!(
        ali.attributes.get("City").map(String::as_str),
        Some("Karachi")
    );
    assert_eq!(
        ali.attributes.get("Invoice No").map(String::as_str),
        Some("INV-003"),
        "attributes merge: columns the newer file lacks are kept"
    );
    let counts = ledger.read_now(contacts::lists)?;
    let sizes: Vec<(String, u64)> = counts.into_iter().map(|l| (l.name, l.members)).collect();
    assert_eq!(
        sizes,
        vec![("April".to_owned(), 3), ("March".to_owned(), 7)],
        "a contact can be in several lists"
    );
    assert_eq!(ledger.read_now(contacts::count)?, 8);
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn opted_out_customers_stay_opted_out() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    ledger
        .write(|c| {
            c.execute(
                "INSERT INTO marketing_opt_outs (recipient, at, source) VALUES ('+923001234567', 1, 'user_preferences')",
                [],
            )
        })
        .await?;
    let report = import::import_file(
        &ledger,
        &fixture("pk_billing.csv"),
        &options("March", "PK"),
        NOW,
    )
    .await?;
    assert_eq!(report.saved.map(|s| s.opted_out), Some(1));
    assert!(
        report
            .summary
            .ends_with(" 1 of them turned off marketing messages earlier and stays opted out."),
        "{}",
        report.summary
    );
    let again = import::import_file(
        &ledger,
        &fixture("pk_billing.csv"),
        &options("March", "PK"),
        NOW,
    )
    .await?;
    assert_eq!(again.saved.map(|s| s.opted_out), Some(1));
    let audience = ledger.read_now(|c| contacts::audience(c, &Audience::of(&["March"], &[])))?;
    let opted: Vec<&str> = audience
        .iter()
        .filter(|c| c.opted_out)
        .map(|c| c.phone.as_str())
        .collect();
    assert_eq!(
        opted,
        vec!["+923001234567"],
        "an import never clears an opt-out"
    );
    let opt_outs: i64 = ledger
        .read_now(|c| c.query_row("SELECT COUNT(*) FROM marketing_opt_outs", [], |r| r.get(0)))?;
    assert_eq!(opt_outs, 1);
    let lists = ledger.read_now(contacts::lists)?;
    assert_eq!(lists[0].opted_out, 1);
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn audience_lists_search_and_tags() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let mut march = options("March", "PK");
    march.tags = strings(&["billing", " billing ", "", "2025"]);
    import::import_file(&ledger, &fixture("pk_billing.csv"), &march, NOW).await?;
    let mut urdu = options("Urdu", "PK");
    urdu.tags = strings(&["urdu"]);
    import::import_file(&ledger, &fixture("urdu_bom.csv"), &urdu, NOW).await?;
    let mut eu = options("EU", "GB");
    eu.tags = strings(&["europe"]);
    import::import_file(&ledger, &fixture("europe_semicolon.csv"), &eu, NOW).await?;

    let phones = |people: &[contacts::Contact]| -> Vec<String> {
        people.iter().map(|c| c.phone.to_string()).collect()
    };
    let urdu_list = ledger.read_now(|c| contacts::audience(c, &Audience::of(&["Urdu"], &[])))?;
    assert_eq!(
        phones(&urdu_list),
        strings(&["+923001234567", "+923217654321"])
    );
    assert_eq!(urdu_list[0].tags, strings(&["2025", "billing", "urdu"]));

    let both = ledger
        .read_now(|c| contacts::audience(c, &Audience::of(&["March", "Urdu"], &["europe"])))?;
    assert_eq!(
        both.len(),
        13,
        "7 + 7 with one number in both lists: each contact once"
    );
    assert!(both.windows(2).all(|w| w[0].id < w[1].id), "ordered by id");
    let none = ledger.read_now(|c| contacts::audience(c, &Audience::of(&["Nope"], &[])))?;
    assert!(none.is_empty());

    let lists = ledger.read_now(contacts::lists)?;
    let summary: Vec<(&str, u64)> = lists.iter().map(|l| (l.name.as_str(), l.members)).collect();
    assert_eq!(summary, vec![("EU", 7), ("March", 7), ("Urdu", 2)]);

    let found = ledger.read_now(|c| contacts::search(c, "MALIK", 10, 0))?;
    assert_eq!(phones(&found), strings(&["+923451234567"]), "ignores case");
    let found = ledger.read_now(|c| contacts::search(c, "0300 123", 10, 0))?;
    assert_eq!(
        phones(&found),
        strings(&["+923001234567"]),
        "a local prefix finds"
    );
    let found = ledger.read_now(|c| contacts::search(c, "%", 10, 0))?;
    assert!(found.is_empty(), "wildcards are literal");
    let page1 = ledger.read_now(|c| contacts::search(c, "", 5, 0))?;
    let page2 = ledger.read_now(|c| contacts::search(c, "", 5, 5))?;
    let page3 = ledger.read_now(|c| contacts::search(c, "", 5, 10))?;
    assert_eq!(
        (page1.len(), page2.len(), page3.len()),
        (5, 5, 3),
        "13 contacts in pages of 5"
    );
    assert!(page1[4].id < page2[0].id);

    let ali = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923001234567"))?
        .context("Ali")?;
    let id = ali.id;
    ledger
        .write(move |c| contacts::set_tags(c, id, &strings(&["vip", "vip", " "])))
        .await?;
    let ali = ledger
        .read_now(|c| contacts::contact_by_phone(c, "+923001234567"))?
        .context("Ali")?;
    assert_eq!(ali.tags, strings(&["vip"]));
    let vips = ledger.read_now(|c| contacts::audience(c, &Audience::of(&[], &["vip"])))?;
    assert_eq!(phones(&vips), strings(&["+923001234567"]));
    assert!(
        ledger
            .read_now(|c| contacts::contact_by_phone(c, "+10000000000"))?
            .is_none()
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn the_contacts_table_pages_and_filters_with_a_total() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let mut march = options("March", "PK");
    march.tags = strings(&["billing"]);
    import::import_file(&ledger, &fixture("pk_billing.csv"), &march, NOW).await?;
    let mut eu = options("EU", "GB");
    eu.tags = strings(&["europe"]);
    import::import_file(&ledger, &fixture("europe_semicolon.csv"), &eu, NOW).await?;
    let query = |q: contacts::ContactQuery| ledger.read_now(move |c| contacts::page(c, &q));
    let everyone = query(contacts::ContactQuery {
        limit: 5,
        ..Default::default()
    })?;
    assert_eq!(
        everyone.total, 13,
        "7 + 7 with one number in both lists; the total counts every match, not the page"
    );
    assert_eq!(
        everyone.rows.len(),
        5,
        "only the page is sent to the window"
    );
    let last = query(contacts::ContactQuery {
        limit: 5,
        offset: 10,
        ..Default::default()
    })?;
    assert_eq!((last.total, last.offset, last.rows.len()), (13, 10, 3));
    assert!(
        everyone.rows[4].id < last.rows[0].id,
        "pages follow each other"
    );

    let eu_only = query(contacts::ContactQuery {
        list: Some("EU".into()),
        limit: 100,
        ..Default::default()
    })?;
    assert_eq!(eu_only.total, 7);
    assert!(
        eu_only
            .rows
            .iter()
            .all(|c| c.tags.contains(&"europe".to_owned()))
    );
    let tagged = query(contacts::ContactQuery {
        tag: Some("billing".into()),
        text: "0300 123".into(),
        limit: 100,
        ..Default::default()
    })?;
    assert_eq!(
        tagged
            .rows
            .iter()
            .map(|c| c.phone.as_str())
            .collect::<Vec<_>>(),
        vec!["+923001234567"],
        "filters combine: tag and number"
    );
    let opted_out = query(contacts::ContactQuery {
        opted_out: Some(true),
        limit: 100,
        ..Default::default()
    })?;
    let reachable = query(contacts::ContactQuery {
        opted_out: Some(false),
        limit: 100,
        ..Default::default()
    })?;
    assert_eq!(
        opted_out.total + reachable.total,
        13,
        "opted out and reachable split everyone"
    );
    assert_eq!(
        ledger.read_now(contacts::tags)?,
        strings(&["billing", "europe"])
    );
    ledger.close();
    Ok(())
}

#[test]
fn a_preview_keeps_a_page_of_contacts_and_reports_every_row() -> anyhow::Result<()> {
    let file = fixture("pk_billing.csv");
    let all = read_and_normalise(&file, &options("P", "PK"), usize::MAX)?;
    let page = read_and_normalise(&file, &options("P", "PK"), 2)?;
    assert_eq!(
        page.contacts,
        all.contacts[..2].to_vec(),
        "the first two, duplicates merged"
    );
    assert_eq!(
        page.report, all.report,
        "the report covers every row either way"
    );
    let checked = import::check_file(&file, &options("P", "PK"))?;
    assert_eq!(checked, all.report);
    Ok(())
}

#[test]
fn problem_rows_download_is_safe_in_a_spreadsheet() -> anyhow::Result<()> {
    let n = read_and_normalise(&fixture("pk_billing.csv"), &options("P", "PK"), usize::MAX)?;
    let mut out = Vec::new();
    n.report.write_problem_rows(&mut out)?;
    let text = String::from_utf8(out)?;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Row,Name,Number,Problem");
    assert_eq!(
        lines[1],
        "4,Ali Khan,'+92 300 1234567,same number as row 2 (+923001234567): merged"
    );
    assert_eq!(
        lines[2],
        "7,Usman Tariq,0300 123456,number not valid: too short"
    );
    assert_eq!(
        lines.len(),
        1 + 4 + 7,
        "every duplicate and invalid row, in row order"
    );
    assert!(
        lines.iter().all(|l| !l.contains(",+") && !l.contains(",=")),
        "no cell may start with a formula character"
    );
    Ok(())
}

/// A password-protected Excel file as Excel saves it: an OLE compound file holding an
/// `EncryptedPackage` stream (here empty; only its presence matters). Header, one FAT sector,
/// one directory sector.
fn encrypted_workbook() -> Vec<u8> {
    const END: u32 = 0xFFFF_FFFE;
    const FREE: u32 = 0xFFFF_FFFF;
    let mut file = vec![0u8; 512 * 3];
    let put32 =
        |buf: &mut [u8], at: usize, v: u32| buf[at..at + 4].copy_from_slice(&v.to_le_bytes());
    let put16 =
        |buf: &mut [u8], at: usize, v: u16| buf[at..at + 2].copy_from_slice(&v.to_le_bytes());
    file[..8].copy_from_slice(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1");
    put16(&mut file, 24, 0x003E); // minor version
    put16(&mut file, 26, 0x0003); // major version
    put16(&mut file, 28, 0xFFFE); // byte order
    put16(&mut file, 30, 9); // 512-byte sectors
    put16(&mut file, 32, 6); // 64-byte mini sectors
    put32(&mut file, 44, 1); // FAT sectors
    put32(&mut file, 48, 1); // first directory sector
    put32(&mut file, 56, 4096); // mini stream cutoff
    put32(&mut file, 60, END); // no mini FAT
    put32(&mut file, 68, END); // no DIFAT sectors
    put32(&mut file, 76, 0); // the FAT is sector 0
    for i in 1..109 {
        put32(&mut file, 76 + 4 * i, FREE);
    }
    // Sector 0: the FAT.
    let fat = 512;
    put32(&mut file, fat, 0xFFFF_FFFD); // sector 0 holds the FAT
    put32(&mut file, fat + 4, END); // sector 1: the directory, one sector long
    for i in 2..128 {
        put32(&mut file, fat + 4 * i, FREE);
    }
    // Sector 1: the directory.
    let mut entry = |index: usize, name: &str, kind: u8, child: u32| {
        let at = 1024 + 128 * index;
        let units: Vec<u16> = name.encode_utf16().collect();
        for (i, u) in units.iter().enumerate() {
            put16(&mut file, at + 2 * i, *u);
        }
        put16(&mut file, at + 64, ((units.len() + 1) * 2) as u16);
        file[at + 66] = kind;
        file[at + 67] = 1; // black
        put32(&mut file, at + 68, FREE); // no left sibling
        put32(&mut file, at + 72, FREE); // no right sibling
        put32(&mut file, at + 76, child);
        put32(&mut file, at + 116, END); // no data
    };
    entry(0, "Root Entry", 5, 1);
    entry(1, "EncryptedPackage", 2, FREE);
    file
}

/// Writes `path` with a file that must be refused, and returns the error.
fn refused(dir: &Path, name: &str, bytes: &[u8]) -> ImportError {
    let path = dir.join(name);
    if let Err(e) = std::fs::write(&path, bytes) {
        panic!("cannot write {name}: {e}");
    }
    match read_and_normalise(&path, &options("G", "PK"), usize::MAX) {
        Ok(n) => panic!("{name} was imported: {:?}", n.report),
        Err(e) => e,
    }
}

#[test]
fn broken_files_give_plain_errors() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let d = dir.path();
    let e = refused(d, "empty.csv", b"");
    assert_eq!(e.code(), "empty_file");
    assert_eq!(
        e.to_string(),
        "The file is empty. Export the list again from your billing system and import the new file."
    );
    assert_eq!(refused(d, "blank.csv", b"\r\n \n\n").code(), "empty_file");
    assert_eq!(refused(d, "commas.csv", b",,,\n,,\n").code(), "empty_file");
    assert_eq!(refused(d, "header.csv", b"Name,Phone\n").code(), "no_rows");
    let e = refused(d, "names.csv", b"Name,City\nAli,Lahore\nSara,Karachi\n");
    assert_eq!(e.code(), "no_phone_column");
    assert_eq!(
        e.to_string(),
        "No column looks like phone numbers: name it with --column phone=<header> (the columns are: Name, City)."
    );
    assert_eq!(
        refused(d, "picture.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").code(),
        "not_a_list"
    );
    assert_eq!(
        refused(d, "doc.pdf", b"%PDF-1.7\n%\xe2\xe3").code(),
        "not_a_list"
    );
    let mut noise = Vec::new();
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..50_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        noise.push((x >> 24) as u8);
    }
    assert_eq!(refused(d, "noise.csv", &noise).code(), "not_a_list");
    let e = refused(d, "locked.xlsx", &encrypted_workbook());
    assert_eq!(e.code(), "password_protected");
    assert!(
        e.to_string()
            .starts_with("This file is password-protected."),
        "{e}"
    );
    let e = refused(
        d,
        "zip.xlsx",
        b"PK\x03\x04garbage that is not a zip archive at all",
    );
    assert_eq!(e.code(), "damaged_file");
    let e = refused(
        d,
        "ole.xls",
        b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 then nothing that makes an OLE file",
    );
    assert_eq!(e.code(), "damaged_file");
    let mut huge = b"Name,Phone\n".to_vec();
    huge.extend(std::iter::repeat_n(b'x', 9 << 20));
    let e = refused(d, "huge.csv", &huge);
    assert_eq!(e.code(), "line_too_long");
    let mut unclosed = b"Name,Phone,Address\nAli,0300 1234567,\"House 1\n".to_vec();
    for i in 0..300 {
        unclosed.extend(format!("Person {i},0300 {i:07},Street\n").as_bytes());
    }
    let e = refused(d, "quote.csv", &unclosed);
    assert_eq!(e.code(), "unclosed_quote");
    assert!(e.to_string().starts_with("Row 2 opens a quote"), "{e}");

    let e = read_and_normalise(&fixture("pk_billing.csv"), &options("G", "XX"), usize::MAX)
        .expect_err("unknown country");
    assert_eq!(e.code(), "unknown_country");
    let e = read_and_normalise(&d.join("missing.csv"), &options("G", "PK"), usize::MAX)
        .expect_err("no such file");
    assert_eq!(e.code(), "cannot_open");
    assert!(ColumnOverrides::parse(["phone"]).is_err());
    Ok(())
}

#[test]
fn no_file_makes_the_importer_panic() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let xlsx = dir.path().join("good.xlsx");
    write_xlsx(&xlsx)?;
    let mut originals: Vec<(String, Vec<u8>)> = vec![("x.xlsx".into(), std::fs::read(&xlsx)?)];
    for name in [
        "contacts.ods",
        "pk_billing.csv",
        "excel_unicode_text.txt",
        "quoted_newlines.csv",
    ] {
        originals.push((name.into(), std::fs::read(fixture(name))?));
    }
    let target = dir.path().join("mangled");
    let mut x: u64 = 42;
    for (name, bytes) in &originals {
        let step = (bytes.len() / 40).max(1);
        // Truncated at many points.
        for cut in (0..bytes.len()).step_by(step) {
            std::fs::write(&target, &bytes[..cut])?;
            // Either outcome is fine; a panic fails the test.
            let _ = read_and_normalise(&target, &options("F", "PK"), usize::MAX);
        }
        // Bytes flipped at random.
        for _ in 0..25 {
            let mut copy = bytes.clone();
            for _ in 0..4 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let at = (x as usize) % copy.len().max(1);
                if let Some(b) = copy.get_mut(at) {
                    *b ^= (x >> 32) as u8 | 1;
                }
            }
            std::fs::write(&target, &copy)?;
            let _ = read_and_normalise(&target, &options("F", "PK"), usize::MAX);
        }
        let _ = name;
    }
    Ok(())
}

/// The writer connection's page cache setting.
async fn cache_size(ledger: &Ledger) -> anyhow::Result<i64> {
    Ok(ledger
        .write(|c| c.pragma_query_value(None, "cache_size", |r| r.get::<_, i64>(0)))
        .await?)
}

/// A 20,000-row export: 15,000 numbers in five spellings, 3,000 later duplicates, 1,500
/// invalid numbers and 500 empty rows.
#[tokio::test]
async fn twenty_thousand_rows() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("big.csv");
    let mut text = String::from("Name,Phone,Plan\n");
    let spell = |i: u64, form: u64| -> String {
        let n = format!("{i:07}");
        match form % 5 {
            0 => format!("0300 {n}"),
            1 => format!("+92 300 {n}"),
            2 => format!("92300{n}"),
            3 => format!("0092-300-{n}"),
            _ => format!("9.2300{n}E+11"),
        }
    };
    for i in 0..20_000u64 {
        let line = match i % 40 {
            0..=29 => format!("Person {i},{},Gold\n", spell(i, i)),
            30..=35 => format!("Again {i},{},Silver\n", spell(i - 30, i + 1)),
            36..=38 => format!("Bad {i},0300 {:06},Gold\n", i % 1_000_000),
            _ => ",,\n".to_owned(),
        };
        text.push_str(&line);
    }
    std::fs::write(&path, text)?;
    let ledger = open_ledger(dir.path())?;
    let before = cache_size(&ledger).await?;
    let report = import::import_file(&ledger, &path, &options("Big", "PK"), NOW).await?;
    assert_eq!(
        cache_size(&ledger).await?,
        before,
        "the writer gets its page cache setting back"
    );
    assert_eq!(report.rows_read, 20_000);
    assert_eq!(report.contacts, 15_000);
    assert_eq!(report.duplicate_count, 3_000);
    assert_eq!(report.duplicates.len(), 3_000);
    assert_eq!(report.invalid_count, 1_500);
    assert_eq!(
        report.invalid_reasons,
        vec![import::ReasonCount {
            reason: InvalidReason::TooShort,
            count: 1_500
        }]
    );
    assert_eq!(report.empty_rows, 500);
    assert_eq!(report.saved.map(|s| s.new), Some(15_000));
    assert!(
        report
            .invalid
            .iter()
            .all(|r| r.reason == InvalidReason::TooShort),
        "a six-digit subscriber number is missing a digit"
    );
    assert_eq!(ledger.read_now(contacts::count)?, 15_000);
    let big = ledger.read_now(contacts::lists)?;
    assert_eq!(big[0].members, 15_000);
    ledger.close();
    Ok(())
}

/// A number as the normaliser writes it, as text (the tests compare text).
fn normalised(raw: &str, country: Option<&str>) -> Result<String, InvalidReason> {
    normalise_phone(raw, country).map(|number| number.to_string())
}

/// Valid numbers of many countries, made from the metadata's own examples.
fn valid_number() -> impl Strategy<Value = (String, String)> {
    let countries = [
        "PK", "IN", "GB", "US", "BR", "DE", "CN", "NG", "ID", "MX", "FR", "IT", "AE", "SA", "EG",
        "KE", "ZA", "AU", "JP", "RU", "BD", "TR", "ES", "AR", "CA",
    ];
    (
        prop::sample::select(countries.to_vec()),
        any::<bool>(),
        0u32..10_000,
    )
        .prop_filter_map("a valid number", |(country, mobile, tail)| {
            let meta = phonenumber::metadata::DATABASE.by_id(country)?;
            let d = meta.descriptors();
            let example = if mobile { d.mobile() } else { d.fixed_line() }?.example()?;
            let keep = example.len().checked_sub(4)?;
            let national = format!("{}{tail:04}", &example[..keep]);
            let e164 = format!("+{}{national}", meta.country_code());
            normalised(&e164, None)
                .ok()
                .map(|n| (country.to_owned(), n))
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn normalising_a_normalised_number_gives_the_same_number(
        (country, e164) in valid_number(),
        default in prop::sample::select(vec!["PK", "IN", "GB", "US", "BR", "DE"]),
        spaced in any::<bool>(),
    ) {
        prop_assert_eq!(normalised(&e164, Some(default)), Ok(e164.clone()));
        prop_assert_eq!(normalised(&e164, None), Ok(e164.clone()));
        prop_assert_eq!(normalised(&e164, Some(&country)), Ok(e164.clone()));
        // The same number with 00 instead of +, and spaced out, is still the same number.
        let digits = &e164[1..];
        let written = if spaced {
            digits.chars().enumerate().map(|(i, c)| if i % 3 == 2 { format!("{c} ") } else { c.to_string() }).collect::<String>()
        } else {
            digits.to_owned()
        };
        prop_assert_eq!(normalised(&format!("00{written}"), Some(default)), Ok(e164.clone()));
    }

    #[test]
    fn any_text_is_a_number_or_a_reason(text in "\\PC{0,40}") {
        // Never a panic; a number is always E.164.
        if let Ok(n) = normalised(&text, Some("PK")) {
            prop_assert!(n.starts_with('+') && n[1..].bytes().all(|b| b.is_ascii_digit()) && n.len() <= 16);
        }
    }
}

#[tokio::test]
async fn a_big_import_reports_its_progress_batch_by_batch() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let file = dir.path().join("forty-thousand.csv");
    let mut csv = String::from("Name,Phone\n");
    for i in 0..40_000 {
        csv.push_str(&format!("Customer {i},+92300{:07}\n", 1_000_000 + i));
    }
    std::fs::write(&file, csv)?;
    let seen = std::sync::Mutex::new(Vec::new());
    let report = import::import_file_reporting(&ledger, &file, &options("Big", "PK"), NOW, |p| {
        seen.lock().unwrap_or_else(|e| e.into_inner()).push(p.saved);
    })
    .await?;
    let seen = seen.into_inner().unwrap_or_else(|e| e.into_inner());
    let saved = report.saved.context("an import says what it saved")?;
    assert!(
        seen.len() >= 3,
        "batches of 16,384 give a report each: {seen:?}"
    );
    assert!(
        seen.windows(2).all(|w| w[0] <= w[1]),
        "never goes back: {seen:?}"
    );
    assert_eq!(
        seen.last().copied(),
        Some(saved.new + saved.updated + saved.unchanged)
    );
    assert_eq!(saved.new, 40_000);
    Ok(())
}

#[test]
fn a_folder_or_a_pipe_is_refused_at_once_never_read_forever() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let fifo = dir.path().join("list.csv");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status()?;
    anyhow::ensure!(made.success(), "mkfifo failed");
    let (done, answer) = std::sync::mpsc::channel();
    for path in [dir.path().to_owned(), fifo] {
        let done = done.clone();
        std::thread::spawn(move || {
            let _ = done.send(import::check_file(&path, &options("Pipes", "PK")));
        });
        let result = answer
            .recv_timeout(std::time::Duration::from_secs(20))
            .context("checking a folder or a pipe must not block")?;
        let error = result.err().context("a folder or a pipe is not a list")?;
        assert!(matches!(error, ImportError::NotAFile { .. }), "{error}");
        assert!(
            error
                .to_string()
                .contains("Choose the CSV or Excel file itself")
        );
    }
    Ok(())
}

/// A file with more problem rows than a report lists (`import::MAX_LISTED` of each kind):
/// `over` numbers, each followed by a number that is not valid and by the same number again.
fn many_problems_file(dir: &Path, over: u64) -> anyhow::Result<PathBuf> {
    let path = dir.join("many-problems.csv");
    let mut csv = String::from("Name,Phone\n");
    for i in 0..over {
        let n = 1_000_000 + i;
        // Rows 2 + 3i, 3 + 3i and 4 + 3i.
        csv.push_str(&format!("Customer {i},+92300{n:07}\n"));
        csv.push_str(&format!("Broken {i},0300 {:06}\n", i % 1_000_000));
        csv.push_str(&format!("=Again {i},0300{n:07}\n"));
    }
    std::fs::write(&path, csv)?;
    Ok(path)
}

#[tokio::test]
async fn more_problem_rows_than_a_report_lists_are_counted_exactly_and_all_saved()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let listed = import::MAX_LISTED as u64;
    let over = listed + 1_500;
    let file = many_problems_file(dir.path(), over)?;
    let report = import::import_file(&ledger, &file, &options("Many", "PK"), NOW).await?;

    assert_rows_add_up(&report);
    assert_eq!(
        (
            report.contacts,
            report.invalid_count,
            report.duplicate_count
        ),
        (over, over, over),
        "the counts cover every row, however many are listed"
    );
    assert_eq!(
        (report.invalid.len() as u64, report.duplicates.len() as u64),
        (listed, listed),
        "a report lists at most MAX_LISTED rows of each kind"
    );
    assert!(report.truncated, "the report says it lists only some rows");
    assert_eq!(
        report.invalid.last().map(|r| r.row),
        Some(3 + 3 * (listed - 1)),
        "the listed rows are the first ones"
    );
    assert_eq!(
        report.duplicates.last().map(|d| (d.row, d.merged_into)),
        Some((4 + 3 * (listed - 1), 2 + 3 * (listed - 1)))
    );
    let stored = ledger
        .read_now(|c| import::recent_imports(c, 1))?
        .first()
        .map(|r| r.id)
        .context("the import is in the history")?;
    assert_eq!(
        ledger
            .read_now(|c| import::import_report(c, stored))?
            .as_ref(),
        Some(&report),
        "the stored report is the one returned, problem-row file included"
    );
    assert!(
        serde_json::to_string(&report)?.len() < 4_000_000,
        "a report stays small however many rows need fixing"
    );

    let saved = report
        .problems_file
        .as_deref()
        .map(PathBuf::from)
        .context("an import with problem rows saves them all")?;
    assert!(
        saved.starts_with(dir.path()),
        "the rows to fix are kept beside the database: {}",
        saved.display()
    );
    let mut out = Vec::new();
    let written = report.write_problem_rows(&mut out)?;
    assert_eq!(written, 2 * over, "every problem row is written");
    let mut reader = csv::Reader::from_reader(out.as_slice());
    assert_eq!(
        reader.headers()?.iter().collect::<Vec<_>>(),
        ["Row", "Name", "Number", "Problem"]
    );
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record?;
        rows.push(record.iter().map(str::to_owned).collect::<Vec<_>>());
    }
    assert_eq!(rows.len() as u64, 2 * over, "one CSV line per problem row");
    let numbers: Vec<u64> = rows.iter().filter_map(|r| r[0].parse().ok()).collect();
    let expected: Vec<u64> = (0..over).flat_map(|i| [3 + 3 * i, 4 + 3 * i]).collect();
    assert!(
        numbers == expected,
        "every invalid and duplicate row, in row order, and nothing else"
    );
    assert_eq!(
        rows[0],
        [
            "3",
            "Broken 0",
            "0300 000000",
            "number not valid: too short"
        ]
    );
    let last = over - 1;
    assert_eq!(
        rows[rows.len() - 1],
        [
            (4 + 3 * last).to_string(),
            format!("'=Again {last}"),
            format!("0300{:07}", 1_000_000 + last),
            format!(
                "same number as row {} (+92300{:07}): merged",
                2 + 3 * last,
                1_000_000 + last
            ),
        ],
        "rows past the listed ones are there, defused for a spreadsheet"
    );
    assert!(
        rows.iter().flatten().all(|cell| !cell.starts_with('=')),
        "no cell may start with a formula character"
    );

    // A preview keeps no file: it offers the rows it lists, and says so by the count.
    let preview = import::check_file(&file, &options("Many", "PK"))?;
    assert_eq!(preview.problems_file, None);
    assert!(preview.truncated);
    assert_eq!(
        (preview.invalid_count, preview.duplicate_count),
        (over, over)
    );
    assert_eq!(
        preview.write_problem_rows(std::io::sink())?,
        2 * listed,
        "without the import's file, only the listed rows can be written"
    );

    // A report naming some other file (it may come back from the window) never reads it.
    let mut forged = report.clone();
    let elsewhere = dir.path().join("secret.csv");
    std::fs::write(&elsewhere, "not a list of rows to fix\n")?;
    forged.problems_file = Some(elsewhere.to_string_lossy().into_owned());
    let mut out = Vec::new();
    assert_eq!(forged.write_problem_rows(&mut out)?, 2 * listed);
    assert!(
        !String::from_utf8(out)?.contains("not a list"),
        "only a file an import wrote is copied"
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn the_rows_to_fix_of_the_latest_imports_are_kept_and_older_ones_removed()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let file = fixture("pk_billing.csv");
    let mut first = None;
    for i in 0..22 {
        let report = import::import_file(&ledger, &file, &options("Again", "PK"), NOW + i).await?;
        let saved = report
            .problems_file
            .context("the fixture has rows to fix")?;
        first.get_or_insert(saved);
    }
    let folder = dir.path().join("import-problems");
    let kept = std::fs::read_dir(&folder)?.count();
    assert_eq!(kept, 20, "the files of the latest 20 imports are kept");
    let first = first.context("an import ran")?;
    assert!(
        !Path::new(&first).exists(),
        "the oldest file is removed: {first}"
    );

    // An import that fails leaves no file behind.
    let empty = dir.path().join("empty.csv");
    std::fs::write(&empty, "Name,Phone\n")?;
    assert!(
        import::import_file(&ledger, &empty, &options("Again", "PK"), NOW)
            .await
            .is_err()
    );
    assert_eq!(std::fs::read_dir(&folder)?.count(), 20);
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn the_history_says_each_summary_as_a_message_rebuilt_from_the_stored_counts()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = open_ledger(dir.path())?;
    let report = import::import_file(
        &ledger,
        &fixture("pk_billing.csv"),
        &options("March invoices", "PK"),
        NOW,
    )
    .await?;
    assert_eq!(report.summary_said.id, "engine-import-summary");
    assert_eq!(report.summary_said.to_string(), report.summary);
    assert_eq!(
        report.invalid[0].message_said.to_string(),
        report.invalid[0].message
    );

    // A report stored by a Pacer before the catalogue's messages: no `_said` in its JSON.
    ledger
        .write(|c| {
            c.execute(
                "UPDATE imports SET report = json_remove(report, '$.summary_said', '$.invalid[0].message_said')",
                [],
            )
        })
        .await?;
    let history = ledger.read_now(|c| import::recent_imports(c, 10))?;
    let said = history[0]
        .summary_said
        .clone()
        .context("rebuilt from the counts")?;
    assert_eq!(said, report.summary_said);
    assert_eq!(said.to_string(), history[0].summary);
    let stored = ledger
        .read_now(|c| import::import_report(c, history[0].id))?
        .context("the stored report")?;
    assert_eq!(stored.summary_said, report.summary_said);
    assert_eq!(
        stored.invalid[0].message_said,
        report.invalid[0].message_said
    );

    // A report whose counts cannot be read keeps its English only.
    ledger
        .write(|c| {
            c.execute(
                "UPDATE imports SET report = '{\"summary\":\"3 rows read: 3 contacts.\"}'",
                [],
            )
        })
        .await?;
    let history = ledger.read_now(|c| import::recent_imports(c, 10))?;
    assert_eq!(history[0].summary, "3 rows read: 3 contacts.");
    assert_eq!(history[0].summary_said, None);
    Ok(())
}
