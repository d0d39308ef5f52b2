//! How the bytes of a text list become text: UTF-16 when it says so, otherwise each cell
//! UTF-8 when valid and Windows-1252 when not, and whether the result looks like a list at
//! all.

use std::io::{self, Read};

use encoding_rs::{Decoder, Encoding, UTF_16BE, UTF_16LE, WINDOWS_1252};
/// How the bytes of a text file become text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TextEncoding {
    /// Each cell UTF-8 if valid, else Windows-1252.
    Utf8OrAnsi { bom: bool },
    /// Decoded as a stream before splitting.
    Utf16(&'static Encoding),
}

pub(super) fn detect_encoding(sample: &[u8]) -> (TextEncoding, usize) {
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

/// Decodes UTF-16 into UTF-8 as it is read.
pub(super) struct Utf16Reader<R> {
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
    pub(super) fn new(inner: R, encoding: &'static Encoding) -> Self {
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
pub(super) struct CellDecoder {
    pub(super) utf8: bool,
    pub(super) ansi: bool,
}

impl CellDecoder {
    pub(super) fn decode(&mut self, bytes: &[u8], into: &mut String) {
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
pub(super) fn looks_like_text(sample: &str) -> bool {
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

#[cfg(test)]
mod tests {

    use super::super::test_rows::rows_of;
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
