//! What an XLSX or ODS file may declare before calamine opens it. Both are ZIP archives, and a
//! ZIP archive says in its central directory how big each of its parts becomes when unpacked.
//! A file of a few megabytes can declare gigabytes (a "ZIP bomb": a run of one byte packs a
//! thousand times smaller), and calamine unpacks whole parts into memory (the shared strings,
//! an ODS sheet) or a cell's text as one string. So the archive is judged from its central
//! directory alone — no part is unpacked — and refused when it would expand far beyond any
//! contact list.
//!
//! Declared sizes can lie, which the `zip` crate (the one calamine reads through) answers: it
//! stops every part with an error as soon as it unpacks more than the part's declared size,
//! and it reads no more packed bytes than the part's declared packed size. So what passes here
//! is all calamine can ever unpack.
//!
//! The limits, from a generated 1,000,000-row contact list (8 columns: name, phone, city,
//! amount, invoice, date, email, address; written by `rust_xlsxwriter`): its sheet unpacks to
//! 323 MB from 43 MB (7.5 times), its shared strings to 161 MB from 26 MB (6.2 times), 484 MB
//! in all; the same list with every cell the same text, as packable as a real sheet gets,
//! unpacks 13 times. A million rows of 30 columns come to about 1.8 GB.

use super::super::ImportError;

/// Most parts an archive may have: a workbook is a dozen parts and three or so per sheet.
const MAX_PARTS: usize = 10_000;
/// Most bytes one part may unpack to: six times the million-row sheet above (a million rows
/// of about 50 columns).
const MAX_PART_BYTES: u64 = 2 << 30;
/// Most bytes all parts together may unpack to: eight times the million-row list above,
/// twice a million rows of 30 columns.
const MAX_EXPANDED_BYTES: u64 = 4 << 30;
/// Most times a part may unpack bigger than it is packed: 7.5 times the million-row sheet,
/// 7.7 times the sheet of identical cells. Apache POI refuses the same (its minimum inflate
/// ratio is 0.01). A run of one byte packs about 1,000 times.
const MAX_RATIO: u64 = 100;
/// Parts that unpack to less than this are not held to [`MAX_RATIO`]: a small part of
/// repeated markup can pack tightly and costs nothing.
const RATIO_FROM_BYTES: u64 = 1 << 20;

/// One part as the central directory declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Part {
    /// Bytes in the file.
    pub packed: u64,
    /// Bytes once unpacked.
    pub unpacked: u64,
}

/// Judges an archive's declared parts: too many, one or all too big once unpacked, or one
/// packed far more tightly than any spreadsheet program packs.
pub(crate) fn judge(parts: impl ExactSizeIterator<Item = Part>) -> Result<(), ImportError> {
    if parts.len() > MAX_PARTS {
        return Err(ImportError::TooManyParts { parts: parts.len() });
    }
    let parts: Vec<Part> = parts.collect();
    let expanded = parts
        .iter()
        .fold(0u64, |sum, part| sum.saturating_add(part.unpacked));
    if expanded > MAX_EXPANDED_BYTES || parts.iter().any(|p| p.unpacked > MAX_PART_BYTES) {
        return Err(ImportError::ExpandsTooFar { expanded });
    }
    let tightest = parts
        .iter()
        .filter(|p| p.unpacked >= RATIO_FROM_BYTES)
        .find(|p| p.unpacked / p.packed.max(1) > MAX_RATIO);
    if let Some(part) = tightest {
        return Err(ImportError::PackedTooTightly {
            packed: part.packed,
            unpacked: part.unpacked,
        });
    }
    Ok(())
}

/// Judges the archive `file` from its central directory (nothing is unpacked).
pub(crate) fn check<R: std::io::Read + std::io::Seek>(file: R) -> Result<(), ImportError> {
    let archive = zip::ZipArchive::new(file).map_err(|e| ImportError::Damaged {
        detail: e.to_string(),
    })?;
    let parts = (0..archive.len()).filter_map(|i| {
        // An index below `len` always has an entry; none would only skip it.
        archive.by_index_data(i).ok().map(|entry| Part {
            packed: entry.compressed_size(),
            unpacked: entry.size(),
        })
    });
    judge(parts.collect::<Vec<_>>().into_iter())
}

/// A size as a file manager shows it: "10 GB", "1.5 GB", "240 MB", "12 KB", "512 bytes".
pub(crate) fn size_text(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KB", "MB", "GB", "TB"];
    if bytes < 1024 {
        return format!("{bytes} bytes");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if value < 10.0 && value.fract() >= 0.05 {
        format!("{value:.1} {}", UNITS[unit])
    } else {
        format!("{value:.0} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: u64 = 1_000_000;

    fn judged(parts: &[(u64, u64)]) -> Result<(), ImportError> {
        judge(
            parts
                .iter()
                .map(|&(packed, unpacked)| Part { packed, unpacked }),
        )
    }

    /// The figures measured on generated million-row lists (module docs) pass.
    #[test]
    fn a_million_row_contact_list_passes() {
        // Sheet, shared strings, and the workbook's small parts.
        let eight_columns = [
            (43_243_983, 323_118_018),
            (25_824_642, 160_795_627),
            (1_464, 6_995),
            (335, 1_167),
            (401, 867),
        ];
        assert!(judged(&eight_columns).is_ok(), "1,000,000 rows × 8 columns");
        let identical_cells = [(22_424_429, 297_000_538), (157, 196)];
        assert!(judged(&identical_cells).is_ok(), "the most packable sheet");
        let thirty_columns = [(162 * MB, 1_212 * MB), (97 * MB, 603 * MB)];
        assert!(
            judged(&thirty_columns).is_ok(),
            "1,000,000 rows × 30 columns"
        );
    }

    #[test]
    fn bombs_are_refused_by_size_ratio_or_parts() {
        let gib = 1u64 << 30;
        // 10 MB declaring a 10 GB sheet: refused by its size first.
        let refused = judged(&[(10 * MB, 10 * gib)]);
        assert!(
            matches!(refused, Err(ImportError::ExpandsTooFar { expanded }) if expanded == 10 * gib),
            "{refused:?}"
        );
        assert!(
            refused
                .expect_err("refused")
                .to_string()
                .starts_with("This spreadsheet would expand to 10 GB when opened"),
            "the message names the size"
        );
        // Small enough, but packed 1,000 times.
        let tight = judged(&[(200_000, 200 * MB)]);
        assert!(
            matches!(tight, Err(ImportError::PackedTooTightly { .. })),
            "{tight:?}"
        );
        // A small part may pack tightly.
        assert!(judged(&[(100, 500_000)]).is_ok());
        // Many small parts add up.
        let many = vec![(1_000, 1 << 20); 5_000];
        assert!(matches!(
            judged(&many),
            Err(ImportError::ExpandsTooFar { .. })
        ));
        let parts = vec![(10, 10); MAX_PARTS + 1];
        assert!(matches!(
            judged(&parts),
            Err(ImportError::TooManyParts { .. })
        ));
    }

    #[test]
    fn sizes_read_as_a_file_manager_shows_them() {
        assert_eq!(size_text(512), "512 bytes");
        assert_eq!(size_text(12 * 1024), "12 KB");
        assert_eq!(size_text(240 << 20), "240 MB");
        assert_eq!(size_text(3 << 29), "1.5 GB");
        assert_eq!(size_text(10 << 30), "10 GB");
    }
}
