//! How much of a file Pacer's answers may show. An import report and an import or invoice
//! error go back to whoever asked — the window, or a program on the local API — so they quote
//! at most [`QUOTE_CHARS`] characters of any cell or line, and a report never hands back a
//! whole line of a file: a file that is not a contact list at all (a key, a password file)
//! must not come back out through its report.
//!
//! The rows to fix ([`super::problems`]) are not cut: that CSV is written to the person's own
//! data folder, readable by them alone, so they can correct each row; no answer of the local
//! API carries its content.

/// Most characters of a cell, a line or a header a report or an error shows, the "…" that
/// marks a cut included.
pub const QUOTE_CHARS: usize = 64;

/// Most characters shown of text found where a phone number should be (a cell Pacer could
/// not read as a number at all): enough to recognise "N/A", "no number" or "ask at shop" and
/// find the row, too few to carry a line of a key or a password file, whose lines are this
/// text (an AWS key line and a PEM line are 64 characters). The rows to fix have it whole.
pub const TEXT_IN_NUMBER_CHARS: usize = 12;

/// At most `max` characters of `text` (at least 1), cut on a character boundary, ending in
/// "…" when cut (the "…" counts).
pub(crate) fn quote_within(text: &str, max: usize) -> String {
    let max = max.max(1);
    match text.char_indices().nth(max) {
        None => text.to_owned(),
        Some(_) => {
            let keep = text
                .char_indices()
                .nth(max - 1)
                .map_or(text.len(), |(at, _)| at);
            format!("{}…", &text[..keep])
        }
    }
}

/// At most [`QUOTE_CHARS`] characters of `text`.
pub(crate) fn quote(text: &str) -> String {
    quote_within(text, QUOTE_CHARS)
}

/// A phone cell as a report shows it: at most [`QUOTE_CHARS`] characters, and at most
/// [`TEXT_IN_NUMBER_CHARS`] when it is text rather than a number (`not_a_number`).
pub(crate) fn phone_cell(raw: &str, not_a_number: bool) -> String {
    if not_a_number {
        quote_within(raw, TEXT_IN_NUMBER_CHARS)
    } else {
        quote(raw)
    }
}

/// Cells of a line joined by ", ", at most [`QUOTE_CHARS`] characters in all: an error can
/// name a file's columns without quoting its header line whole.
pub(crate) fn quote_cells<'a>(cells: impl IntoIterator<Item = &'a str>) -> String {
    let joined = cells
        .into_iter()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        // Only the first cells can be shown; stop before a binary "header" of megabytes.
        .take(QUOTE_CHARS)
        .map(quote)
        .collect::<Vec<_>>()
        .join(", ");
    quote(&joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_to_the_limit_with_an_ellipsis() {
        assert_eq!(quote("0300 1234567"), "0300 1234567", "short text is whole");
        let line = "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
        assert_eq!(line.chars().count(), 64);
        assert_eq!(quote(line), line, "64 characters fit");
        let longer = format!("{line}x");
        let cut = quote(&longer);
        assert_eq!(cut.chars().count(), QUOTE_CHARS, "the ellipsis counts");
        assert!(cut.ends_with('…') && longer.starts_with(cut.trim_end_matches('…')));
        // Cut between characters, never inside one.
        let urdu = "محمد علی خان ".repeat(20);
        assert_eq!(quote(&urdu).chars().count(), QUOTE_CHARS);
        assert_eq!(quote_within("ask at shop please", 12), "ask at shop…");
        assert_eq!(quote_within("N/A", 12), "N/A");
    }

    #[test]
    fn a_header_line_is_named_in_at_most_the_limit() {
        let cells: Vec<String> = (0..500).map(|i| format!("column {i}")).collect();
        let named = quote_cells(cells.iter().map(String::as_str));
        assert!(named.chars().count() <= QUOTE_CHARS, "{named}");
        assert!(named.starts_with("column 0, column 1"));
        assert_eq!(quote_cells(["Name", " ", "Phone"]), "Name, Phone");
    }
}
