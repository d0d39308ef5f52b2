//! Reading a contact list file row by row, whatever program wrote it.
//!
//! The format is decided by the file's first bytes, not its name (people rename files):
//! a ZIP is XLSX or ODS, an OLE container is XLS (or a password-protected XLSX), anything else
//! is read as delimited text. Text is UTF-16 when it says so (a byte-order mark, or the NUL
//! bytes every other byte that Excel's "Unicode text" has), otherwise each cell is UTF-8 when
//! it is valid UTF-8 and Windows-1252 when not — exports that were glued together from two
//! systems mix both. The delimiter is the one of `,` `;` tab `|` that splits the first lines
//! into the same, largest number of cells.
//!
//! Rows are handed to a callback as they are read (a CSV file is never held in memory; an
//! XLSX sheet is streamed cell by cell), each with its row number as a spreadsheet program
//! shows it: blank lines count, a quoted cell spanning lines does not.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufReader, Cursor, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::rc::Rc;

use calamine::{Data, DataRef, Ods, OdsError, Reader, Xls, XlsError, Xlsx, XlsxError};
use encoding_rs::{Decoder, Encoding, UTF_16BE, UTF_16LE, WINDOWS_1252};
use serde::{Deserialize, Serialize};

use super::ImportError;

mod archive;

pub(crate) use archive::size_text;

/// The kind of file a list came in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum FileFormat {
    /// Delimited text.
    Csv,
    /// Excel 2007 and later.
    Xlsx,
    /// Excel 97–2003.
    Xls,
    /// OpenDocument (LibreOffice, Google Sheets export).
    Ods,
}

/// What was found out about the file while reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SourceInfo {
    pub format: FileFormat,
    /// Text files: "UTF-8", "UTF-8 with BOM", "UTF-16LE", "UTF-16BE", "Windows-1252", or
    /// "UTF-8 and Windows-1252" when cells of both were found.
    pub encoding: Option<String>,
    /// Text files: the delimiter.
    pub delimiter: Option<char>,
    /// Spreadsheets: the sheet read.
    pub sheet: Option<String>,
}

/// Receives each row: its number and its cells.
pub(crate) type OnRow<'a> = dyn FnMut(u64, &[String]) -> Result<(), ImportError> + 'a;

/// Longest line accepted: a contact list has no 8 MB lines, a binary file often does.
const MAX_LINE_BYTES: usize = 8 << 20;
/// A quoted cell spanning more lines than this is an unclosed quote, not an address.
const MAX_LINES_PER_ROW: u64 = 200;
/// Bytes looked at to decide encoding and delimiter.
const SAMPLE_BYTES: usize = 64 << 10;

/// Reads `path`, calling `on_row` for every row in order.
pub(crate) fn read_rows(path: &Path, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    let io_error = |source: io::Error| ImportError::Open {
        path: path.to_owned(),
        source,
    };
    let mut file = File::open(path).map_err(io_error)?;
    let mut head = Vec::with_capacity(8);
    (&mut file)
        .take(8)
        .read_to_end(&mut head)
        .map_err(io_error)?;
    file.seek(SeekFrom::Start(0)).map_err(io_error)?;
    if head.is_empty() {
        return Err(ImportError::Empty);
    }
    if head.starts_with(b"PK\x03\x04") {
        return read_zip(path, file, on_row);
    }
    if head.starts_with(b"PK\x05\x06") {
        // An empty ZIP archive.
        return Err(ImportError::NotAList {
            looks_like: "an empty compressed (ZIP) file",
        });
    }
    if head.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
        return read_ole(file, on_row);
    }
    if let Some(looks_like) = known_binary(&head) {
        return Err(ImportError::NotAList { looks_like });
    }
    read_text(file, on_row)
}

fn known_binary(head: &[u8]) -> Option<&'static str> {
    let signatures: [(&[u8], &'static str); 7] = [
        (b"%PDF", "a PDF document"),
        (b"\x89PNG", "an image"),
        (b"\xFF\xD8\xFF", "an image"),
        (b"GIF8", "an image"),
        (b"\x1F\x8B", "a compressed (gzip) file"),
        (b"Rar!", "a compressed (RAR) file"),
        (b"7z\xBC\xAF", "a compressed (7-Zip) file"),
    ];
    signatures
        .iter()
        .find(|(sig, _)| head.starts_with(sig))
        .map(|(_, what)| *what)
}

// ---- spreadsheets -------------------------------------------------------------------------

/// Runs calamine code with its panics turned into a "damaged file" error: a broken file must
/// never take the app down.
fn guarded<T>(f: impl FnOnce() -> Result<T, ImportError>) -> Result<T, ImportError> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(ImportError::Damaged {
            detail: "the spreadsheet reader could not make sense of it".into(),
        })
    })
}

fn read_zip(path: &Path, file: File, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    let is_ods = zip_says_ods(path);
    guarded(|| {
        let mut file = BufReader::new(file);
        // A bomb is refused from the central directory, before any part is unpacked.
        archive::check(&mut file)?;
        if is_ods {
            check_ods_content(&mut file)?;
        }
        file.seek(SeekFrom::Start(0))
            .map_err(|source| ImportError::Read { source })?;
        if is_ods {
            let mut book = Ods::new(file).map_err(ods_error)?;
            return read_ranges(&mut book, FileFormat::Ods, on_row, ods_error);
        }
        let book = Xlsx::new(file).map_err(xlsx_error)?;
        read_xlsx(book, on_row)
    })
}

/// An ODS file starts with an uncompressed `mimetype` entry naming the OpenDocument type.
fn zip_says_ods(path: &Path) -> bool {
    let mut head = Vec::new();
    match File::open(path) {
        Ok(file) => {
            if file.take(200).read_to_end(&mut head).is_err() {
                return false;
            }
        }
        Err(_) => return false,
    }
    head.windows(38)
        .any(|w| w == b"application/vnd.oasis.opendocument.spr")
}

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
fn check_ods_content<R: Read + Seek>(file: &mut R) -> Result<(), ImportError> {
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
                        looks_like: "a spreadsheet of more than 10 million cells",
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

fn read_ole(file: File, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    guarded(|| {
        let mut reader = BufReader::new(file);
        match Xls::new(&mut reader) {
            Ok(mut book) => read_ranges(&mut book, FileFormat::Xls, on_row, xls_error),
            Err(XlsError::Password) => Err(ImportError::PasswordProtected),
            Err(first) => {
                // A password-protected XLSX is an OLE container holding the encrypted package.
                if reader.seek(SeekFrom::Start(0)).is_ok()
                    && let Err(XlsxError::Password) = Xlsx::new(&mut reader)
                {
                    return Err(ImportError::PasswordProtected);
                }
                Err(xls_error(first))
            }
        }
    })
}

fn xlsx_error(e: XlsxError) -> ImportError {
    match e {
        XlsxError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

fn xls_error(e: XlsError) -> ImportError {
    match e {
        XlsError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

fn ods_error(e: OdsError) -> ImportError {
    match e {
        OdsError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

/// XLSX, streamed cell by cell from the first sheet that has any.
fn read_xlsx<RS: Read + Seek>(
    mut book: Xlsx<RS>,
    on_row: &mut OnRow<'_>,
) -> Result<SourceInfo, ImportError> {
    let names = book.sheet_names();
    for name in names {
        let mut cells = book.worksheet_cells_reader(&name).map_err(xlsx_error)?;
        let mut row: Vec<String> = Vec::new();
        let mut current: Option<u32> = None;
        let mut any = false;
        while let Some(cell) = cells.next_cell().map_err(xlsx_error)? {
            let (r, c) = cell.get_position();
            let text = data_ref_text(cell.get_value());
            if text.is_empty() {
                continue;
            }
            if current != Some(r) {
                if let Some(done) = current {
                    on_row(u64::from(done) + 1, &row)?;
                }
                row.clear();
                current = Some(r);
            }
            let c = c as usize;
            if c >= row.len() {
                if c > 16_384 {
                    return Err(ImportError::Damaged {
                        detail: "a cell lies beyond Excel's last column".into(),
                    });
                }
                row.resize(c + 1, String::new());
            }
            row[c] = text;
            any = true;
        }
        if let Some(done) = current {
            on_row(u64::from(done) + 1, &row)?;
        }
        if any {
            return Ok(SourceInfo {
                format: FileFormat::Xlsx,
                encoding: None,
                delimiter: None,
                sheet: Some(name),
            });
        }
    }
    Err(ImportError::Empty)
}

/// XLS and ODS: the first sheet with data, as one range.
fn read_ranges<RS: Read + Seek, R: Reader<RS>>(
    book: &mut R,
    format: FileFormat,
    on_row: &mut OnRow<'_>,
    error: fn(R::Error) -> ImportError,
) -> Result<SourceInfo, ImportError> {
    for name in book.sheet_names() {
        let range = book.worksheet_range(&name).map_err(error)?;
        let Some((top, left)) = range.start() else {
            continue;
        };
        let mut any = false;
        let mut row: Vec<String> = Vec::new();
        for (i, cells) in range.rows().enumerate() {
            row.clear();
            row.resize(left as usize, String::new());
            row.extend(cells.iter().map(data_text));
            while row.last().is_some_and(String::is_empty) {
                row.pop();
            }
            if row.is_empty() {
                continue;
            }
            any = true;
            on_row(u64::from(top) + i as u64 + 1, &row)?;
        }
        if any {
            return Ok(SourceInfo {
                format,
                encoding: None,
                delimiter: None,
                sheet: Some(name),
            });
        }
    }
    Err(ImportError::Empty)
}

/// A float as the digits a person typed: integral values never get `.0` or an exponent.
pub(crate) fn float_text(f: f64) -> String {
    if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e18 {
        format!("{}", f as i64)
    } else {
        format!("{f}")
    }
}

fn date_text(dt: &calamine::ExcelDateTime) -> String {
    if dt.is_datetime() && (0.0..2_958_466.0).contains(&dt.as_f64()) {
        let (y, mo, d, h, mi, s, _) = dt.to_ymd_hms_milli();
        if h == 0 && mi == 0 && s == 0 {
            format!("{y:04}-{mo:02}-{d:02}")
        } else {
            format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}")
        }
    } else {
        float_text(dt.as_f64())
    }
}

fn data_text(cell: &Data) -> String {
    match cell {
        Data::Int(i) => i.to_string(),
        Data::Float(f) => float_text(*f),
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_owned(),
        Data::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_owned(),
        Data::DateTime(dt) => date_text(dt),
        Data::Error(e) => e.to_string(),
        Data::Empty => String::new(),
    }
}

fn data_ref_text(cell: &DataRef<'_>) -> String {
    match cell {
        DataRef::Int(i) => i.to_string(),
        DataRef::Float(f) => float_text(*f),
        DataRef::String(s) | DataRef::DateTimeIso(s) | DataRef::DurationIso(s) => {
            s.trim().to_owned()
        }
        DataRef::SharedString(s) => s.trim().to_owned(),
        DataRef::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_owned(),
        DataRef::DateTime(dt) => date_text(dt),
        DataRef::Error(e) => e.to_string(),
        DataRef::Empty => String::new(),
    }
}

// ---- text ---------------------------------------------------------------------------------

/// How the bytes of a text file become text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TextEncoding {
    /// Each cell UTF-8 if valid, else Windows-1252.
    Utf8OrAnsi { bom: bool },
    /// Decoded as a stream before splitting.
    Utf16(&'static Encoding),
}

fn detect_encoding(sample: &[u8]) -> (TextEncoding, usize) {
    if sample.starts_with(&[0xEF, 0xBB, 0xBF]) {
        return (TextEncoding::Utf8OrAnsi { bom: true }, 3);
    }
    if sample.starts_with(&[0xFF, 0xFE]) {
        return (TextEncoding::Utf16(UTF_16LE), 2);
    }
    if sample.starts_with(&[0xFE, 0xFF]) {
        return (TextEncoding::Utf16(UTF_16BE), 2);
    }
    // UTF-16 without a mark: text in Latin script has a NUL in every other byte.
    let pairs = sample.len() / 2;
    if pairs >= 4 {
        let even_nul = sample.iter().step_by(2).filter(|&&b| b == 0).count();
        let odd_nul = sample
            .iter()
            .skip(1)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count();
        if odd_nul * 10 >= pairs * 7 && even_nul * 20 <= pairs {
            return (TextEncoding::Utf16(UTF_16LE), 0);
        }
        if even_nul * 10 >= pairs * 7 && odd_nul * 20 <= pairs {
            return (TextEncoding::Utf16(UTF_16BE), 0);
        }
    }
    (TextEncoding::Utf8OrAnsi { bom: false }, 0)
}

/// Marks the I/O error raised for an overlong line.
#[derive(Debug)]
struct LineTooLong;

impl std::fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a line is longer than 8 MB")
    }
}

impl std::error::Error for LineTooLong {}

/// Passes bytes through, failing when a line grows past [`MAX_LINE_BYTES`], and notes where
/// the blank lines are (the CSV reader skips them without a word, but a person counting rows
/// in a spreadsheet counts them).
struct LineGuard<R> {
    inner: R,
    since_newline: usize,
    /// Bytes read so far.
    offset: u64,
    /// The last two bytes read.
    last: [u8; 2],
    /// Offsets of the `\n` ending each blank line, oldest first.
    blanks: Rc<RefCell<VecDeque<u64>>>,
}

impl<R: Read> Read for LineGuard<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        let chunk = &buf[..n];
        for (i, &b) in chunk.iter().enumerate() {
            if b == b'\n' {
                let at = self.offset + i as u64;
                // A line with nothing before its end (`\n` or `\r\n`).
                let blank = at == 0
                    || self.last[1] == b'\n'
                    || (self.last[1] == b'\r' && (self.last[0] == b'\n' || at == 1));
                if blank {
                    self.blanks.borrow_mut().push_back(at);
                }
            }
            self.last = [self.last[1], b];
        }
        self.offset += n as u64;
        match chunk.iter().rposition(|&b| b == b'\n') {
            Some(at) => self.since_newline = n - at - 1,
            None => self.since_newline += n,
        }
        if self.since_newline > MAX_LINE_BYTES {
            return Err(io::Error::new(io::ErrorKind::InvalidData, LineTooLong));
        }
        Ok(n)
    }
}

/// Decodes UTF-16 into UTF-8 as it is read.
struct Utf16Reader<R> {
    inner: R,
    decoder: Decoder,
    input: Vec<u8>,
    start: usize,
    end: usize,
    eof: bool,
    output: Vec<u8>,
    out_start: usize,
}

impl<R: Read> Utf16Reader<R> {
    fn new(inner: R, encoding: &'static Encoding) -> Self {
        Utf16Reader {
            inner,
            decoder: encoding.new_decoder_without_bom_handling(),
            input: vec![0; 64 << 10],
            start: 0,
            end: 0,
            eof: false,
            output: Vec::with_capacity(200 << 10),
            out_start: 0,
        }
    }
}

impl<R: Read> Read for Utf16Reader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if self.out_start < self.output.len() {
                let n = buf.len().min(self.output.len() - self.out_start);
                buf[..n].copy_from_slice(&self.output[self.out_start..self.out_start + n]);
                self.out_start += n;
                return Ok(n);
            }
            if self.eof && self.start == self.end {
                return Ok(0);
            }
            if self.start == self.end && !self.eof {
                self.start = 0;
                self.end = self.inner.read(&mut self.input)?;
                if self.end == 0 {
                    self.eof = true;
                }
            }
            self.output.clear();
            self.out_start = 0;
            let needed = self
                .decoder
                .max_utf8_buffer_length(self.end - self.start)
                .unwrap_or(self.input.len() * 3)
                .max(16);
            self.output.resize(needed, 0);
            let (_, read, written, _) = self.decoder.decode_to_utf8(
                &self.input[self.start..self.end],
                &mut self.output,
                self.eof,
            );
            self.start += read;
            self.output.truncate(written);
            if self.eof && self.output.is_empty() {
                self.start = self.end;
                return Ok(0);
            }
        }
    }
}

/// Text whose cells may be UTF-8 or Windows-1252, and which of the two were seen.
#[derive(Debug, Default)]
struct CellDecoder {
    utf8: bool,
    ansi: bool,
}

impl CellDecoder {
    fn decode(&mut self, bytes: &[u8], into: &mut String) {
        into.clear();
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                if !text.is_ascii() {
                    self.utf8 = true;
                }
                into.push_str(text.trim());
            }
            Err(_) => {
                self.ansi = true;
                let (text, _) = WINDOWS_1252.decode_without_bom_handling(bytes);
                into.push_str(text.trim());
            }
        }
    }
}

/// Whether a sample of text is a list rather than a binary file: no NUL, few control
/// characters or undecodable bytes.
fn looks_like_text(sample: &str) -> bool {
    let mut total = 0usize;
    let mut odd = 0usize;
    for c in sample.chars() {
        total += 1;
        if c == '\0' {
            return false;
        }
        if (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || c == '\u{FFFD}' {
            odd += 1;
        }
    }
    odd * 100 <= total
}

/// The delimiter that splits the sample's first records into the same, largest number of
/// cells; `,` when none splits anything (a one-column list).
fn detect_delimiter(sample: &[u8]) -> char {
    // Leave out a last line that the sample may have cut in half.
    let cut = match sample.iter().rposition(|&b| b == b'\n') {
        Some(at) if at + 1 < sample.len() => &sample[..=at],
        _ => sample,
    };
    let mut best = (',', 0usize, 0usize); // (delimiter, consistent records, cells)
    for delimiter in [',', ';', '\t', '|'] {
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .delimiter(delimiter as u8)
            .from_reader(cut);
        let mut counts: Vec<usize> = Vec::new();
        let mut record = csv::ByteRecord::new();
        while counts.len() < 30 {
            match reader.read_byte_record(&mut record) {
                Ok(true) => {
                    if record.iter().any(|f| !f.is_empty()) {
                        counts.push(record.len());
                    }
                }
                _ => break,
            }
        }
        if counts.is_empty() {
            continue;
        }
        let mut sorted = counts.clone();
        sorted.sort_unstable();
        // The most frequent count (the widest among ties).
        let mut mode = (0usize, 0usize);
        let mut i = 0;
        while i < sorted.len() {
            let j = sorted[i..].iter().take_while(|&&c| c == sorted[i]).count();
            if j >= mode.1 {
                mode = (sorted[i], j);
            }
            i += j;
        }
        let (cells, agreeing) = mode;
        if cells < 2 {
            continue;
        }
        // Most records must agree; among agreeing delimiters the one giving more cells wins.
        let consistent = agreeing * 10 >= counts.len() * 7;
        let best_consistent = best.1 > 0;
        let better = match (consistent, best_consistent) {
            (true, false) => true,
            (true, true) => cells > best.2,
            (false, false) => cells > best.2 && best.2 == 0,
            (false, true) => false,
        };
        if better {
            best = (delimiter, if consistent { agreeing } else { 0 }, cells);
        }
    }
    best.0
}

fn read_text(mut file: File, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    let io_error = |source: io::Error| ImportError::Read { source };
    let mut raw_head = Vec::with_capacity(SAMPLE_BYTES);
    (&mut file)
        .take(SAMPLE_BYTES as u64)
        .read_to_end(&mut raw_head)
        .map_err(io_error)?;
    let (encoding, skip) = detect_encoding(&raw_head);
    let raw_head = raw_head.split_off(skip);
    let body = Cursor::new(raw_head).chain(file);
    let mut stream: Box<dyn Read> = match encoding {
        TextEncoding::Utf8OrAnsi { .. } => Box::new(body),
        TextEncoding::Utf16(enc) => Box::new(Utf16Reader::new(body, enc)),
    };
    // The sample, now as UTF-8 (or 1252) bytes, for the checks below.
    let mut sample = Vec::with_capacity(SAMPLE_BYTES);
    (&mut stream)
        .take(SAMPLE_BYTES as u64)
        .read_to_end(&mut sample)
        .map_err(io_error)?;
    if sample.iter().all(|b| b.is_ascii_whitespace()) {
        return Err(ImportError::Empty);
    }
    let sample_text = match std::str::from_utf8(&sample) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        // Possibly cut in the middle of a character, or Windows-1252.
        Err(e) if e.error_len().is_none() => std::borrow::Cow::Borrowed(
            std::str::from_utf8(&sample[..e.valid_up_to()]).unwrap_or(""),
        ),
        Err(_) => WINDOWS_1252.decode_without_bom_handling(&sample).0,
    };
    if !looks_like_text(&sample_text) {
        return Err(ImportError::NotAList {
            looks_like: "a binary file",
        });
    }
    let delimiter = detect_delimiter(&sample);
    let blanks = Rc::new(RefCell::new(VecDeque::new()));
    let guarded = LineGuard {
        inner: Cursor::new(sample).chain(stream),
        since_newline: 0,
        offset: 0,
        last: [0, 0],
        blanks: Rc::clone(&blanks),
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter as u8)
        .buffer_capacity(256 << 10)
        .from_reader(guarded);

    let mut record = csv::ByteRecord::new();
    let mut cells: Vec<String> = Vec::new();
    let mut decoder = CellDecoder::default();
    let mut row: u64 = 0;
    loop {
        let more = reader
            .read_byte_record(&mut record)
            .map_err(|e| csv_error(e, row))?;
        if !more {
            break;
        }
        let embedded = record.as_slice().iter().filter(|&&b| b == b'\n').count() as u64;
        if embedded > MAX_LINES_PER_ROW {
            return Err(ImportError::UnclosedQuote { row: row + 1 });
        }
        // Blank lines met while reading this record: those before it, plus blank lines
        // inside its quoted cells (which are not rows).
        let end = reader.position().byte();
        let mut blank = 0u64;
        {
            let mut blanks = blanks.borrow_mut();
            while blanks.front().is_some_and(|&at| at < end) {
                blanks.pop_front();
                blank += 1;
            }
        }
        let inside: u64 = record
            .iter()
            .map(|cell| {
                cell.windows(2).filter(|w| w == b"\n\n").count() as u64
                    + cell.windows(3).filter(|w| w == b"\n\r\n").count() as u64
            })
            .sum();
        row += 1 + blank.saturating_sub(inside);
        cells.resize_with(record.len(), String::new);
        for (cell, bytes) in cells.iter_mut().zip(record.iter()) {
            decoder.decode(bytes, cell);
        }
        on_row(row, &cells[..record.len()])?;
    }
    let encoding = match encoding {
        TextEncoding::Utf16(enc) if enc == UTF_16LE => "UTF-16LE".to_owned(),
        TextEncoding::Utf16(_) => "UTF-16BE".to_owned(),
        TextEncoding::Utf8OrAnsi { bom } => match (decoder.utf8, decoder.ansi, bom) {
            (_, false, true) => "UTF-8 with BOM".to_owned(),
            (_, false, false) => "UTF-8".to_owned(),
            (false, true, _) => "Windows-1252".to_owned(),
            (true, true, _) => "UTF-8 and Windows-1252".to_owned(),
        },
    };
    Ok(SourceInfo {
        format: FileFormat::Csv,
        encoding: Some(encoding),
        delimiter: Some(delimiter),
        sheet: None,
    })
}

fn csv_error(e: csv::Error, rows_so_far: u64) -> ImportError {
    if let csv::ErrorKind::Io(io) = e.kind() {
        if io.get_ref().is_some_and(|inner| inner.is::<LineTooLong>()) {
            return ImportError::LineTooLong {
                row: rows_so_far + 1,
            };
        }
        return ImportError::Read {
            source: io::Error::new(io.kind(), io.to_string()),
        };
    }
    ImportError::Damaged {
        detail: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Rows = Vec<(u64, Vec<String>)>;

    fn rows_of(bytes: &[u8]) -> Result<(SourceInfo, Rows), ImportError> {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("list.csv");
        std::fs::write(&path, bytes).expect("write");
        let mut rows = Vec::new();
        let info = read_rows(&path, &mut |n, cells| {
            rows.push((n, cells.to_vec()));
            Ok(())
        })?;
        Ok((info, rows))
    }

    #[test]
    fn blank_lines_count_as_rows_and_quoted_newlines_do_not() {
        let (info, rows) = rows_of(
            b"name,phone\n\"Ali\nKhan\",0300\n\nSara,0301\r\n,\n\r\n\r\nOmar,\"a\n\nb\"\n\nZed,1",
        )
        .expect("reads");
        assert_eq!(info.delimiter, Some(','));
        let numbers: Vec<u64> = rows.iter().map(|(n, _)| *n).collect();
        assert_eq!(numbers, vec![1, 2, 4, 5, 8, 10]);
        assert_eq!(rows[1].1, vec!["Ali\nKhan".to_owned(), "0300".to_owned()]);
    }

    #[test]
    fn delimiters_are_detected() {
        assert_eq!(detect_delimiter(b"a;b;c\n1,5;2;3\n4;5;6\n"), ';');
        assert_eq!(detect_delimiter(b"a\tb\n1\t2\n"), '\t');
        assert_eq!(detect_delimiter(b"a|b|c\n1|2|3\n"), '|');
        assert_eq!(detect_delimiter(b"phone\n0300\n"), ',');
        assert_eq!(detect_delimiter(b"\"a,b\";c\n\"1,2\";3\n"), ';');
    }

    /// The fixture ODS with its `content.xml` replaced by what `edit` makes of it.
    fn ods_with_content(edit: impl Fn(&str) -> String) -> Vec<u8> {
        use std::io::Write;
        let fixture = include_bytes!("../../../../../tests/fixtures/lists/contacts.ods");
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

    #[test]
    fn floats_become_digits() {
        assert_eq!(float_text(923001234567.0), "923001234567");
        assert_eq!(float_text(9.23001234567E+11), "923001234567");
        assert_eq!(float_text(1500.5), "1500.5");
    }

    #[test]
    fn windows_1252_and_utf16_are_decoded() {
        let (info, rows) = rows_of(b"name,phone\nJos\xe9,1\n").expect("reads");
        assert_eq!(info.encoding.as_deref(), Some("Windows-1252"));
        assert_eq!(rows[1].1[0], "José");
        let mut utf16 = vec![0xFF, 0xFE];
        for unit in "name\tphone\nJosé\t1\n".encode_utf16() {
            utf16.extend_from_slice(&unit.to_le_bytes());
        }
        let (info, rows) = rows_of(&utf16).expect("reads");
        assert_eq!(info.encoding.as_deref(), Some("UTF-16LE"));
        assert_eq!(info.delimiter, Some('\t'));
        assert_eq!(rows[1].1, vec!["José".to_owned(), "1".to_owned()]);
    }
}
