use super::*;

fn sample(rows: &[&[&str]]) -> Vec<(u64, Vec<String>)> {
    rows.iter()
        .enumerate()
        .map(|(i, r)| (i as u64 + 1, r.iter().map(|c| c.to_string()).collect()))
        .collect()
}

#[test]
fn headers_name_the_columns() {
    assert_eq!(phone_header_score("Mobile No."), 90);
    assert_eq!(phone_header_score("WhatsApp Number"), 100);
    assert_eq!(phone_header_score("Teléfono"), 80);
    assert_eq!(phone_header_score("Contact No"), 60);
    assert_eq!(phone_header_score("Invoice No"), 0);
    assert_eq!(phone_header_score("Customer Name"), 0);
    assert_eq!(phone_header_score("Fax"), 0);
    assert_eq!(name_header("Customer Name"), Some(NameHeader::Full(100)));
    assert_eq!(name_header("First Name"), Some(NameHeader::First));
    assert_eq!(name_header("Surname"), Some(NameHeader::Last));
    assert_eq!(name_header("Company Name"), None);
    assert_eq!(name_header("Customer"), Some(NameHeader::Full(80)));
}

#[test]
fn a_title_line_above_the_header_is_skipped() {
    let rows = sample(&[
        &["Customer list, March", "", ""],
        &["", "", ""],
        &["Name", "Cell", "City"],
        &["Ali", "0300 1234567", "Lahore"],
        &["Sara", "0301 7654321", "Karachi"],
    ]);
    let plan = plan(&rows, &ColumnOverrides::default()).expect("plans");
    assert_eq!(plan.header_row, Some(3));
    assert_eq!(plan.phone, 1);
    assert_eq!(plan.name, NameFrom::Column(0));
    assert_eq!(plan.detected.attributes, vec!["City".to_owned()]);
}

#[test]
fn without_a_header_the_content_decides() {
    let rows = sample(&[
        &["Ali Khan", "03001234567", "Lahore"],
        &["Sara", "03017654321", "Karachi"],
    ]);
    let plan = plan(&rows, &ColumnOverrides::default()).expect("plans");
    assert_eq!(plan.header_row, None);
    assert_eq!(plan.data_after, 0);
    assert_eq!(plan.phone, 1);
    assert_eq!(plan.name, NameFrom::Column(0));
    assert_eq!(plan.detected.phone, "column 2");
}

#[test]
fn long_headers_are_shortened_in_messages() {
    let long = "x".repeat(5_000);
    let rows = sample(&[&[long.as_str(), "City"], &["Ali", "Lahore"]]);
    let err = plan(&rows, &ColumnOverrides::default()).expect_err("no phone column");
    let ImportError::NoPhoneColumn { columns } = &err else {
        panic!("no phone column: {err}");
    };
    assert!(
        columns.chars().count() <= quote::QUOTE_CHARS,
        "an error names the columns in at most 64 characters: {columns}"
    );
}

#[test]
fn an_unknown_header_without_numbers_is_an_error() {
    let rows = sample(&[&["Name", "City"], &["Ali", "Lahore"]]);
    let err = plan(&rows, &ColumnOverrides::default()).expect_err("no phone column");
    assert!(matches!(err, ImportError::NoPhoneColumn { .. }));
}
