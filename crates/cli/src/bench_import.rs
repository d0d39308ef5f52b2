//! The import figure for `pacer bench` (`docs/sending.md#targets`): a realistic messy export of `rows`
//! rows — numbers of six countries in a dozen spellings (local, `+`, `00`, `wa_id`, Excel
//! floats, brackets and dashes), about 10 % later duplicates in another spelling, about 5 %
//! numbers that are not valid, a few empty rows — first read, normalised and deduped without
//! saving (the target's figure, comparable to the peer that only reads: `import::check_file`), then
//! imported into a fresh ledger end to end (read, normalise, dedupe, save). Wall time and peak
//! memory are reported for both.
//!
//! The file is `rows` rows long, or, with a size in MB, as many rows as make that size (about
//! 15 million rows a gigabyte): `pacer bench --only import --import-mb 1000`.
//!
//! Peak memory is this process's high-water mark (`VmHWM`). Before each measurement it is
//! reset (`/proc/self/clear_refs`), so earlier benchmarks in the same `pacer bench` run do not
//! count; where the reset is not allowed, the figure includes them and says so.

use std::io::{BufWriter, Write};
use std::path::Path;
use std::time::Instant;

use anyhow::Context;
use pacer_engine::import::{ImportOptions, check_file, import_file};
use pacer_engine::ledger::Ledger;

/// What the import benchmark measured.
#[derive(Debug, Clone)]
pub struct ImportBench {
    /// Rows in the generated file.
    pub rows: usize,
    /// Size of the file (MB).
    pub file_mb: f64,
    /// Wall time to read, normalise and dedupe the file, saving nothing (s): the target's figure.
    pub normalise_seconds: f64,
    /// Highest resident memory while doing so (MB).
    pub normalise_peak_mb: f64,
    /// Wall time of the whole import: read, normalise, dedupe, save into SQLite (s).
    pub seconds: f64,
    /// Highest resident memory during the whole import (MB).
    pub peak_mb: f64,
    /// Resident memory just before the import (MB): the process's own share of `peak_mb`.
    pub baseline_mb: f64,
    /// Whether the high-water mark could be reset before the import (if not, `peak_mb` may
    /// come from earlier work in this process).
    pub peak_is_import_only: bool,
    /// The import report's one-line summary.
    pub summary: String,
}

impl std::fmt::Display for ImportBench {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} rows ({:.0} MB): normalised and deduped in {:.2} s, peak {:.0} MB; \
             imported into SQLite in {:.2} s, peak {:.0} MB (process before: {:.0} MB{}). {}",
            self.rows,
            self.file_mb,
            self.normalise_seconds,
            self.normalise_peak_mb,
            self.seconds,
            self.peak_mb,
            self.baseline_mb,
            if self.peak_is_import_only {
                ""
            } else {
                "; peaks may include earlier work"
            },
            self.summary
        )
    }
}

/// A small deterministic generator (xorshift64*): the same file every run.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn digits(&mut self, n: usize) -> String {
        (0..n)
            .map(|_| char::from(b'0' + self.below(10) as u8))
            .collect()
    }
}

/// A number: its country code and national significant number.
#[derive(Debug, Clone)]
struct Number {
    code: &'static str,
    national: String,
    /// The country's trunk prefix for local spellings ("0"), if it has one.
    trunk: &'static str,
}

fn new_number(noise: &mut Noise) -> Number {
    let pick = noise.below(100);
    let (code, trunk, national) = match pick {
        0..=59 => {
            let prefixes = [
                "300", "301", "302", "303", "306", "312", "321", "333", "345",
            ];
            let p = prefixes[noise.below(prefixes.len() as u64) as usize];
            ("92", "0", format!("{p}{}", noise.digits(7)))
        }
        60..=74 => {
            let prefixes = ["98", "99", "97", "70", "88", "81"];
            let p = prefixes[noise.below(prefixes.len() as u64) as usize];
            ("91", "0", format!("{p}{}", noise.digits(8)))
        }
        75..=82 => ("44", "0", format!("740{}", noise.digits(7))),
        83..=89 => (
            "1",
            "",
            format!("415{}{}", 2 + noise.below(8), noise.digits(6)),
        ),
        90..=94 => (
            "55",
            "0",
            format!("119{}{}", 6 + noise.below(4), noise.digits(7)),
        ),
        _ => ("49", "0", format!("151{}", noise.digits(8))),
    };
    Number {
        code,
        national,
        trunk,
    }
}

/// One of the spellings office staff produce. Local spellings only for Pakistan (the
/// default country of the benchmark); other countries are written internationally.
fn spell(n: &Number, noise: &mut Noise) -> String {
    let nat = &n.national;
    let (a, b) = nat.split_at(3.min(nat.len()));
    let local = n.code == "92";
    match noise.below(if local { 12 } else { 7 }) {
        0 => format!("+{}{nat}", n.code),
        1 => format!("+{} {a} {b}", n.code),
        2 => format!("00{}{nat}", n.code),
        3 => format!("{}{nat}", n.code),
        4 => format!("+{}-{a}-{b}", n.code),
        5 => format!("{}{nat}.0", n.code),
        6 => {
            let digits = format!("{}{nat}", n.code);
            let (first, rest) = digits.split_at(1);
            format!("{first}.{rest}E+{}", rest.len())
        }
        7 => format!("{}{a} {b}", n.trunk),
        8 => format!("{}{a}-{b}", n.trunk),
        9 => format!("({}{a}) {b}", n.trunk),
        10 => format!("{}{nat}", n.trunk),
        _ => format!("{a}.{}.{}", &b[..3.min(b.len())], &b[3.min(b.len())..]),
    }
}

/// A number that is not valid: a digit short, letters, two numbers, or nothing.
fn broken(n: &Number, noise: &mut Noise) -> String {
    match noise.below(5) {
        0 | 1 => format!("0{}", &n.national[..n.national.len() - 1]),
        2 => "n/a".to_owned(),
        3 => format!("0{} / 0{}", n.national, n.national),
        _ => String::new(),
    }
}

const FIRST: [&str; 12] = [
    "Ali", "Sara", "Bilal", "Hina", "Usman", "Zainab", "Rahul", "Priya", "Oliver", "Emma", "José",
    "Lena",
];
const LAST: [&str; 10] = [
    "Khan", "Ahmed", "Malik", "Sharma", "Smith", "Silva", "Müller", "Raza", "Verma", "Jones",
];
const CITIES: [&str; 8] = [
    "Lahore",
    "Karachi",
    "Islamabad",
    "Delhi",
    "London",
    "São Paulo",
    "Berlin",
    "Austin",
];

/// How long the generated file is.
#[derive(Debug, Clone, Copy)]
pub enum FileLength {
    /// This many rows.
    Rows(usize),
    /// As many rows as make at least this many bytes.
    Bytes(u64),
}

/// A writer that counts the bytes written through it.
struct Counted<W> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Writes the benchmark's messy export of `length` to `path`; returns its rows.
pub fn write_messy_csv(path: &Path, length: FileLength) -> anyhow::Result<usize> {
    let file = std::fs::File::create(path).with_context(|| format!("create {}", path.display()))?;
    let mut out = Counted {
        inner: BufWriter::with_capacity(1 << 20, file),
        bytes: 0,
    };
    let mut noise = Noise(0x5EED_1234_ABCD_0001);
    // A bounded pool of earlier numbers to duplicate from (later duplicates in another spelling).
    let mut earlier: Vec<Number> = Vec::with_capacity(4096);
    writeln!(out, "Customer Name,Mobile No,City,Amount Due,Invoice No")?;
    let mut rows = 0;
    loop {
        match length {
            FileLength::Rows(wanted) if rows >= wanted => break,
            FileLength::Bytes(wanted) if out.bytes >= wanted => break,
            _ => {}
        }
        let i = rows;
        rows += 1;
        let roll = noise.below(1000);
        if roll < 5 {
            writeln!(out, ",,,,")?;
            continue;
        }
        let phone = if roll < 105 && !earlier.is_empty() {
            let n = earlier[noise.below(earlier.len() as u64) as usize].clone();
            spell(&n, &mut noise)
        } else {
            let n = new_number(&mut noise);
            let text = if roll < 155 {
                broken(&n, &mut noise)
            } else {
                spell(&n, &mut noise)
            };
            if earlier.len() < 4096 {
                earlier.push(n);
            } else {
                let at = noise.below(4096) as usize;
                earlier[at] = n;
            }
            text
        };
        let name = format!(
            "{} {}",
            FIRST[noise.below(FIRST.len() as u64) as usize],
            LAST[noise.below(LAST.len() as u64) as usize]
        );
        let city = CITIES[noise.below(CITIES.len() as u64) as usize];
        let quoted = if phone.contains(',') {
            format!("\"{phone}\"")
        } else {
            phone
        };
        writeln!(
            out,
            "{name},{quoted},{city},\"{},{:03}\",INV-{i:07}",
            1 + noise.below(99),
            noise.below(1000)
        )?;
    }
    out.flush()?;
    Ok(rows)
}

/// `VmHWM` or `VmRSS` of this process, in MB.
fn status_mb(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: f64 = line
        .trim_start_matches(field)
        .trim_start_matches(':')
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1024.0)
}

/// Resets this process's high-water mark of resident memory (Linux ≥ 4.0).
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Generates a messy file of `length` and imports it into a fresh ledger (default country
/// PK), measuring time and peak memory.
pub async fn import_million(length: FileLength) -> anyhow::Result<ImportBench> {
    let dir = tempfile::tempdir().context("temp dir for the import benchmark")?;
    let csv = dir.path().join("messy_export.csv");
    let rows = {
        let csv = csv.clone();
        tokio::task::spawn_blocking(move || write_messy_csv(&csv, length))
            .await
            .context("generate the benchmark file")??
    };
    let file_mb = std::fs::metadata(&csv).map_or(0.0, |m| m.len() as f64 / 1e6);
    let ledger = Ledger::open(&dir.path().join("bench.db")).context("open the bench ledger")?;
    let options = ImportOptions {
        list: "Benchmark".into(),
        default_country: "PK".into(),
        columns: Default::default(),
        tags: vec![],
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);

    let peak_is_import_only = reset_peak();
    let baseline_mb = status_mb("VmRSS").unwrap_or(0.0);
    let started = Instant::now();
    let checked = {
        let (csv, options) = (csv.clone(), options.clone());
        tokio::task::spawn_blocking(move || check_file(&csv, &options))
            .await
            .context("normalise the benchmark file")?
            .context("normalise the benchmark file")?
    };
    let normalise_seconds = started.elapsed().as_secs_f64();
    let normalise_peak_mb = status_mb("VmHWM").unwrap_or(0.0);
    drop(checked);

    reset_peak();
    let started = Instant::now();
    let report = import_file(&ledger, &csv, &options, now)
        .await
        .context("import the benchmark file")?;
    let seconds = started.elapsed().as_secs_f64();
    let peak_mb = status_mb("VmHWM").unwrap_or(0.0);
    ledger.close();
    Ok(ImportBench {
        rows,
        file_mb,
        normalise_seconds,
        normalise_peak_mb,
        seconds,
        peak_mb,
        baseline_mb,
        peak_is_import_only,
        summary: report.summary,
    })
}
