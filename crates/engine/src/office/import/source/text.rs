//! Delimited text (CSV, semicolon, tab or pipe): the delimiter found from the first lines,
//! read row by row with the `csv` crate and never held in memory whole, each row numbered as
//! a spreadsheet program shows it.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, Cursor, Read};

use encoding_rs::{UTF_16LE, WINDOWS_1252};
use std::rc::Rc;

use super::encoding::{CellDecoder, TextEncoding, Utf16Reader, detect_encoding, looks_like_text};
use super::{FileFormat, ImportError, OnRow, SourceInfo};
/// Longest line accepted: a contact list has no 8 MB lines, a binary file often does.
const MAX_LINE_BYTES: usize = 8 << 20;
/// A quoted cell spanning more lines than this is an unclosed quote, not an address.
const MAX_LINES_PER_ROW: u64 = 200;
/// Bytes looked at to decide encoding and delimiter.
const SAMPLE_BYTES: usize = 64 << 10;

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

pub(super) fn read_text(mut file: File, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
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
            looks_like: "binary",
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

    use super::super::test_rows::rows_of;
    use super::*;

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
}
