//! What an ODS sheet may make calamine do, checked before calamine reads it: a sheet cut
//! short, or a few repeated cells that would expand to millions, is refused.

use std::io::{BufReader, Read, Seek};

use super::ImportError;
/// Most cells an ODS file may make calamine hold: a million contacts with ten columns. calamine
/// builds every sheet whole, repeated rows and columns written out, before Pacer sees a row.
const MAX_ODS_CELLS: u64 = 10_000_000;
/// calamine's limits on an ODS sheet.
const ODS_MAX_ROWS: u64 = 1_048_576;
const ODS_MAX_COLUMNS: u64 = 16_384;

/// The attributes that give an ODS cell a value (or a formula) in calamine's eyes.
const ODS_VALUE_ATTRIBUTES: &[&str] = &[
    "office:value-type",
    "calcext:value-type",
    "office:value",
    "office:string-value",
    "office:date-value",
    "office:time-value",
    "office:boolean-value",
    "table:formula",
];

/// The cells calamine builds for one ODS sheet: its row elements as written, then the rows from
/// the first with a value to the last (repeats expanded) as wide as the widest.
#[derive(Debug, Default)]
struct OdsExtent {
    rows: u64,
    first: Option<u64>,
    end: u64,
    widest: u64,
    written: u64,
    row_repeat: u64,
    row_width: u64,
    column: u64,
}

impl OdsExtent {
    fn start_row(&mut self, repeat: u64) {
        self.row_repeat = repeat.min(ODS_MAX_ROWS.saturating_sub(self.rows));
        self.row_width = 0;
        self.column = 0;
    }

    fn cell(&mut self, repeat: u64, has_value: bool) {
        self.column = self.column.saturating_add(repeat).min(ODS_MAX_COLUMNS);
        if has_value {
            self.row_width = self.column;
        }
    }

    fn end_row(&mut self) {
        if self.row_width > 0 {
            self.first.get_or_insert(self.rows);
            self.end = self.rows + self.row_repeat;
            self.widest = self.widest.max(self.row_width);
        }
        self.written += self.row_width;
        self.rows += self.row_repeat;
    }

    fn cells(&self) -> u64 {
        let expanded = self
            .first
            .map_or(0, |first| (self.end - first) * self.widest);
        self.written.saturating_add(expanded)
    }
}

/// A `…-repeated` count, its entities decoded as calamine decodes them (1 when absent or
/// unreadable, as calamine then refuses the file).
fn ods_repeat(element: &quick_xml::events::BytesStart<'_>, name: &str) -> u64 {
    element
        .try_get_attribute(name)
        .ok()
        .flatten()
        .and_then(|attribute| {
            quick_xml::escape::unescape(&attribute.value)
                .ok()?
                .parse()
                .ok()
        })
        .unwrap_or(1)
}

/// Refuses an ODS file calamine cannot read safely, before it reads it: one whose
/// `content.xml` leaves an element open (calamine reads a table, or a cell's comment, until its
/// end tag without checking for the end of the file, so a damaged file kept it reading
/// forever), or whose sheets would make calamine hold more than [`MAX_ODS_CELLS`] cells (a row
/// repeated thousands of times takes a few bytes in the file and gigabytes in memory). Streams
/// the XML once.
pub(super) fn check_ods_content<R: Read + Seek>(file: &mut R) -> Result<(), ImportError> {
    use quick_xml::events::Event;
    let damaged = |detail: String| ImportError::Damaged { detail };
    let mut archive = zip::ZipArchive::new(file).map_err(|e| damaged(e.to_string()))?;
    let content = archive
        .by_name("content.xml")
        .map_err(|e| damaged(format!("content.xml: {e}")))?;
    let mut xml = quick_xml::Reader::from_reader(BufReader::new(content));
    // Like calamine: `<a/>` is an element opened and closed.
    xml.config_mut().expand_empty_elements = true;
    let mut open = 0usize;
    let mut sheet: Option<OdsExtent> = None;
    let mut cells = 0u64;
    let mut buf = Vec::new();
    loop {
        match xml.read_event_into(&mut buf) {
            Ok(Event::Start(element)) => {
                open += 1;
                match (element.name().as_ref(), sheet.as_mut()) {
                    // calamine reads a table until the first end of a table, nested ones too.
                    ("table:table", None) => sheet = Some(OdsExtent::default()),
                    ("table:table-row", Some(extent)) => {
                        extent.start_row(ods_repeat(&element, "table:number-rows-repeated"));
                    }
                    ("table:table-cell" | "table:covered-table-cell", Some(extent)) => {
                        let has_value = element
                            .attributes()
                            .flatten()
                            .any(|a| ODS_VALUE_ATTRIBUTES.contains(&a.key.as_ref()));
                        let repeat = ods_repeat(&element, "table:number-columns-repeated");
                        extent.cell(repeat, has_value);
                    }
                    _ => {}
                }
            }
            // An end tag without its start, or of another element, is an error below.
            Ok(Event::End(element)) => {
                open = open.saturating_sub(1);
                match (element.name().as_ref(), sheet.as_mut()) {
                    ("table:table-row", Some(extent)) => extent.end_row(),
                    ("table:table", Some(extent)) => {
                        cells = cells.saturating_add(extent.cells());
                        sheet = None;
                    }
                    _ => {}
                }
                let current = sheet.as_ref().map_or(0, OdsExtent::cells);
                if cells.saturating_add(current) > MAX_ODS_CELLS {
                    return Err(ImportError::NotAList {
                        looks_like: "huge_sheet",
                    });
                }
            }
            Ok(Event::Eof) if open == 0 => return Ok(()),
            Ok(Event::Eof) => {
                return Err(damaged(
                    "the sheet's content stops before its end (content.xml is cut short)".into(),
                ));
            }
            Ok(_) => {}
            Err(e) => return Err(damaged(format!("content.xml: {e}"))),
        }
        buf.clear();
    }
}

#[cfg(test)]
mod tests {

    use std::io::{Cursor, Read};

    use super::super::FileFormat;
    use super::super::test_rows::rows_of;
    use super::*;
    /// The fixture ODS with its `content.xml` replaced by what `edit` makes of it.
    fn ods_with_content(edit: impl Fn(&str) -> String) -> Vec<u8> {
        use std::io::Write;
        let fixture = include_bytes!("../../../../../../tests/fixtures/lists/contacts.ods");
        let mut source = zip::ZipArchive::new(Cursor::new(&fixture[..])).expect("the fixture");
        let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let stored = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        for i in 0..source.len() {
            let mut entry = source.by_index(i).expect("an entry");
            let name = entry.name().expect("its name").into_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).expect("its bytes");
            if name == "content.xml" {
                bytes = edit(&String::from_utf8(bytes).expect("UTF-8")).into_bytes();
            }
            out.start_file(name, stored).expect("an entry");
            out.write_all(&bytes).expect("written");
        }
        out.finish().expect("a zip").into_inner()
    }

    /// Found by fuzzing (`import_xlsx`): calamine reads an ODS table until `</table:table>`
    /// without checking for the end of the file, so a sheet cut short kept the import reading
    /// forever. It is refused as damaged; the fixture itself still reads.
    #[test]
    fn an_ods_sheet_cut_short_is_damaged_not_read_forever() {
        let (info, rows) = rows_of(&ods_with_content(str::to_owned)).expect("the fixture reads");
        assert_eq!(info.format, FileFormat::Ods);
        assert!(rows.len() > 3, "the fixture's rows are read");
        let cut = ods_with_content(|xml| {
            let end = xml.rfind("</table:table>").expect("a table");
            xml[..end].to_owned()
        });
        let (done, answer) = std::sync::mpsc::channel();
        std::thread::spawn(move || done.send(rows_of(&cut).map(|_| ())));
        let outcome = answer
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("reading a damaged ODS file ends");
        assert!(
            matches!(outcome, Err(ImportError::Damaged { .. })),
            "a sheet cut short is a damaged file: {outcome:?}"
        );
    }

    /// Found by probing calamine's ODS reader (`import_xlsx`'s form): one row of 16,384 numbers
    /// repeated 6,000 times is a 1 KB file that made calamine build 98 million cells (over
    /// 1.5 GB). A sheet that large is refused before calamine reads it.
    #[test]
    fn an_ods_sheet_of_millions_of_repeated_cells_is_refused() {
        let repeated = ods_with_content(|xml| {
            let end = xml.rfind("</table:table>").expect("a table");
            format!(
                "{}<table:table-row table:number-rows-repeated=\"6000\"><table:table-cell \
                 table:number-columns-repeated=\"16384\" office:value-type=\"float\" \
                 office:value=\"923001234567\"/></table:table-row>{}",
                &xml[..end],
                &xml[end..]
            )
        });
        let outcome = rows_of(&repeated).map(|_| ());
        assert!(
            matches!(outcome, Err(ImportError::NotAList { .. })),
            "98 million cells are not a contact list: {outcome:?}"
        );
        // Empty formatted cells repeated to the sheet's end, as LibreOffice writes them, are
        // no cells at all.
        let formatted = ods_with_content(|xml| {
            let end = xml.rfind("</table:table>").expect("a table");
            format!(
                "{}<table:table-row table:number-rows-repeated=\"1048000\"><table:table-cell \
                 table:style-name=\"ce1\" table:number-columns-repeated=\"1024\"/>\
                 </table:table-row>{}",
                &xml[..end],
                &xml[end..]
            )
        });
        let (_, rows) = rows_of(&formatted).expect("a list with formatted empty rows reads");
        assert!(rows.len() > 3, "its rows are read");
    }
}
