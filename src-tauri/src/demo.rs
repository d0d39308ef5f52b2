//! The demo's sample files: a customer list exported "from an accounts package" — `;`
//! separated, numbers written every way people write them, a duplicate, two unusable rows —
//! an invoice PDF per customer, and a poster for a sale's image header, so a new user can
//! import, launch an invoice run or a promotion and read its report within minutes, with no
//! Meta account.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::Serialize;

/// Customers in the sample list: below the simulator's 250-a-day tier, so the whole demo
/// campaign goes at once.
pub const SAMPLE_CUSTOMERS: usize = 200;

/// Where the sample files are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Samples {
    /// The customer list to import (CSV).
    pub contacts: String,
    /// The folder of invoice PDFs (one per customer, named by invoice number).
    pub invoices: String,
    /// A poster (PNG) for a template's image header.
    pub poster: String,
}

const FIRST: [&str; 12] = [
    "Ayesha", "Hamza", "Zainab", "Omar", "Fatima", "Bilal", "Sana", "Ahmed", "Maryam", "Usman",
    "Hira", "Imran",
];
const LAST: [&str; 8] = [
    "Khan", "Sheikh", "Iqbal", "Ahmed", "Chaudhry", "Malik", "Butt", "Qureshi",
];

/// The number of customer `i` written the way a person might have typed it.
fn messy_number(i: usize) -> String {
    let local = format!("300{:07}", 3_000_000 + i);
    match i % 6 {
        0 => format!("0{} {}", &local[..3], &local[3..]),
        1 => format!("+92 {} {}", &local[..3], &local[3..]),
        2 => format!("92{local}"),
        3 => format!("0{}-{}", &local[..3], &local[3..]),
        4 => format!("0092 ({}) {}", &local[..3], &local[3..]),
        _ => format!("0{local}"),
    }
}

/// The sample list's text.
pub fn customers_csv() -> String {
    let mut out = String::from("\u{feff}Customer;Mobile No;Invoice;Amount;Due date\n");
    for i in 1..=SAMPLE_CUSTOMERS {
        let name = format!("{} {}", FIRST[i % FIRST.len()], LAST[(i / 3) % LAST.len()]);
        let amount = 1_000 + (i * 7_919) % 250_000;
        let _ = writeln!(
            out,
            "\"{name}\";{};INV-2026-{i:05};\"PKR {}\";15 December",
            messy_number(i),
            group(amount)
        );
    }
    // The same customer again, written differently: merged, not sent twice.
    let _ = writeln!(
        out,
        "\"{} {}\";+92 300 {:07};INV-2026-{:05};\"PKR 1,500\";15 December",
        FIRST[10 % FIRST.len()],
        LAST[(10 / 3) % LAST.len()],
        3_000_010,
        10
    );
    // Rows nobody can send to: the import report lists them with the reason.
    out.push_str("\"Walk-in customer\";;INV-2026-09998;\"PKR 900\";15 December\n");
    out.push_str("\"Rashid Mehmood\";0300 12;INV-2026-09999;\"PKR 4,200\";15 December\n");
    out
}

fn group(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A small valid PDF naming the invoice.
fn invoice_pdf(invoice: &str) -> String {
    let text = format!("BT /F1 18 Tf 72 720 Td (Invoice {invoice}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_owned(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        let _ = write!(out, "{} 0 obj\n{object}\nendobj\n", i + 1);
    }
    let xref = out.len();
    let _ = write!(out, "xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for offset in offsets {
        let _ = writeln!(out, "{offset:010} 00000 n ");
    }
    let _ = write!(
        out,
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    );
    out
}

/// The sample poster: 800 × 418 (the 1.91:1 WhatsApp shows a header picture in), a spring
/// sky over green hills with a sun, drawn pixel by pixel and encoded as a PNG.
pub fn poster_png() -> Vec<u8> {
    const WIDTH: u32 = 800;
    const HEIGHT: u32 = 418;
    let mut pixels = Vec::with_capacity((WIDTH * HEIGHT * 3) as usize);
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let (fx, fy) = (f64::from(x), f64::from(y));
            let hill = 300.0 - 40.0 * (fx / 120.0).sin() - 25.0 * (fx / 47.0).cos();
            let sun = ((fx - 620.0).powi(2) + (fy - 110.0).powi(2)).sqrt();
            let shade = fy / f64::from(HEIGHT);
            let rgb = if fy > hill {
                [40.0 + 60.0 * shade, 150.0 + 50.0 * shade, 70.0]
            } else if sun < 60.0 {
                [255.0, 214.0, 80.0]
            } else {
                [110.0 + 90.0 * shade, 180.0 + 50.0 * shade, 250.0]
            };
            // In range by construction; `as u8` only drops the fraction.
            pixels.extend(rgb.map(|c: f64| c.clamp(0.0, 255.0) as u8));
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&pixels));
    // Encoding into memory a picture of the size just given fails only on a bug.
    if let Err(error) = written {
        tracing::error!(%error, "the sample poster could not be drawn");
        out.clear();
    }
    out
}

/// Writes the sample files into the demo folder (once; files already there are kept).
pub fn write_samples(folder: &Path) -> std::io::Result<Samples> {
    let samples = folder.join("samples");
    let invoices = samples.join("invoices");
    std::fs::create_dir_all(&invoices)?;
    let contacts = samples.join("customers.csv");
    if !contacts.exists() {
        std::fs::write(&contacts, customers_csv())?;
    }
    for i in 1..=SAMPLE_CUSTOMERS {
        let invoice = format!("INV-2026-{i:05}");
        let path: PathBuf = invoices.join(format!("{invoice}.pdf"));
        if !path.exists() {
            std::fs::write(&path, invoice_pdf(&invoice))?;
        }
    }
    let poster = samples.join("spring-sale.png");
    if !poster.exists() {
        std::fs::write(&poster, poster_png())?;
    }
    Ok(Samples {
        contacts: contacts.display().to_string(),
        invoices: invoices.display().to_string(),
        poster: poster.display().to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pacer_engine::import::{ImportOptions, check_file};

    #[test]
    fn the_sample_list_imports_with_one_duplicate_and_two_rows_to_fix() {
        let dir = tempfile::tempdir().expect("temp dir");
        let samples = write_samples(dir.path()).expect("written");
        let report = check_file(
            Path::new(&samples.contacts),
            &ImportOptions {
                list: "Customers".into(),
                default_country: "PK".into(),
                ..ImportOptions::default()
            },
        )
        .expect("the sample imports");
        assert_eq!(report.contacts, SAMPLE_CUSTOMERS as u64);
        assert_eq!(report.duplicate_count, 1);
        assert_eq!(report.invalid_count + report.empty_rows, 2, "{report:?}");
        assert_eq!(report.columns.phone, "Mobile No");
        let pdfs = std::fs::read_dir(&samples.invoices)
            .expect("folder")
            .count();
        assert_eq!(pdfs, SAMPLE_CUSTOMERS);
        let pdf =
            std::fs::read(Path::new(&samples.invoices).join("INV-2026-00001.pdf")).expect("pdf");
        assert!(pdf.starts_with(b"%PDF-"));
    }

    #[test]
    fn the_sample_poster_is_a_picture_an_image_header_takes() {
        use pacer_engine::campaigns::{HeaderKind, header_files};
        let dir = tempfile::tempdir().expect("temp dir");
        let samples = write_samples(dir.path()).expect("written");
        let poster = header_files::check_file(Path::new(&samples.poster), HeaderKind::Image)
            .expect("an image header takes the sample poster");
        assert_eq!(poster.mime_type(), "image/png");
        assert!(
            poster.size() > 1_000,
            "a whole picture: {} bytes",
            poster.size()
        );
        assert!(poster.size() <= HeaderKind::Image.max_bytes());
    }
}
