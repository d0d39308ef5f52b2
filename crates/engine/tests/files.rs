//! Files Pacer opens on someone's word (issue 13, "Files"), on real files and the real
//! listener: a spreadsheet that would unpack to gigabytes is refused from its central
//! directory, never unpacked; an invoice swapped for a link to a private key between the check
//! and the upload never reaches Meta; and a file that is not a contact list at all — a
//! credentials file imported as one — does not come back out through its report or its error.
//!
//! Linux only: the bomb's peak memory is read from `/proc`, its child limited with `ulimit`,
//! and the swapped invoice is a symbolic link.
#![cfg(target_os = "linux")]

mod support;

use std::io::Write as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context as _;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::campaigns::{HeaderFileError, HeaderKind, HeaderUploads, header_files};
use pacer_engine::clock::Millis;
use pacer_engine::config::EngineConfig;
use pacer_engine::import::{self, ColumnOverrides, ImportOptions};
use pacer_engine::ledger::Ledger;
use pacer_engine::node::{Node, NodeConfig};
use pacer_engine::webhook_receiver::WebhookSecrets;
use serde_json::{Value, json};
use support::{Rig, sim_config};

const NOW: Millis = 1_741_000_000_000;

// ---- ZIP bombs ---------------------------------------------------------------------------------

/// One part of a hand-made ZIP archive, already packed.
struct Part {
    name: &'static str,
    deflated: bool,
    crc: u32,
    data: Vec<u8>,
    unpacked: u64,
}

impl Part {
    fn stored(name: &'static str, text: &str) -> Part {
        Part {
            name,
            deflated: false,
            crc: crc32fast::hash(text.as_bytes()),
            data: text.as_bytes().to_vec(),
            unpacked: text.len() as u64,
        }
    }

    /// `head`, then `run` `times` times, then `tail`, deflated. Each piece is packed from a
    /// fresh state and flushed to a byte boundary, so the packed `run` is repeated as it is:
    /// gigabytes are declared and packed without ever being held.
    fn deflated(name: &'static str, head: &[u8], run: &[u8], times: u64, tail: &[u8]) -> Part {
        use flate2::{Compress, Compression, FlushCompress};
        let pack = |bytes: &[u8], flush: FlushCompress| {
            let mut state = Compress::new(Compression::best(), false);
            let mut out = Vec::with_capacity(bytes.len() + 1024);
            state
                .compress_vec(bytes, &mut out, flush)
                .expect("deflate into a buffer with room");
            assert_eq!(state.total_in(), bytes.len() as u64, "all of it packed");
            out
        };
        let packed_run = pack(run, FlushCompress::Full);
        let mut data = pack(head, FlushCompress::Full);
        data.reserve(packed_run.len() * times as usize);
        for _ in 0..times {
            data.extend_from_slice(&packed_run);
        }
        data.extend(pack(tail, FlushCompress::Finish));
        let mut crc = crc32fast::Hasher::new();
        crc.update(head);
        let mut run_crc = crc32fast::Hasher::new();
        run_crc.update(run);
        for _ in 0..times {
            crc.combine(&run_crc);
        }
        crc.update(tail);
        Part {
            name,
            deflated: true,
            crc: crc.finalize(),
            data,
            unpacked: head.len() as u64 + run.len() as u64 * times + tail.len() as u64,
        }
    }
}

/// A ZIP64 archive of `parts` (sizes in ZIP64 fields, so a part may declare more than 4 GB).
fn zip64(parts: &[Part]) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    let mut central: Vec<u8> = Vec::new();
    for part in parts {
        let offset = out.len() as u64;
        let method: u16 = if part.deflated { 8 } else { 0 };
        let name = part.name.as_bytes();
        let common = |into: &mut Vec<u8>| {
            into.extend(0u16.to_le_bytes()); // flags
            into.extend(method.to_le_bytes());
            into.extend(0u16.to_le_bytes()); // time
            into.extend(0x21u16.to_le_bytes()); // 1980-01-01
            into.extend(part.crc.to_le_bytes());
            into.extend(u32::MAX.to_le_bytes()); // packed size: in the ZIP64 field
            into.extend(u32::MAX.to_le_bytes()); // unpacked size: in the ZIP64 field
            into.extend((name.len() as u16).to_le_bytes());
        };
        out.extend(0x0403_4b50u32.to_le_bytes());
        out.extend(45u16.to_le_bytes());
        common(&mut out);
        out.extend(20u16.to_le_bytes());
        out.extend(name);
        out.extend(1u16.to_le_bytes());
        out.extend(16u16.to_le_bytes());
        out.extend(part.unpacked.to_le_bytes());
        out.extend((part.data.len() as u64).to_le_bytes());
        out.extend(&part.data);

        central.extend(0x0201_4b50u32.to_le_bytes());
        central.extend(45u16.to_le_bytes()); // made by
        central.extend(45u16.to_le_bytes()); // needed
        common(&mut central);
        central.extend(28u16.to_le_bytes()); // extra field
        central.extend(0u16.to_le_bytes()); // comment
        central.extend(0u16.to_le_bytes()); // disk
        central.extend(0u16.to_le_bytes()); // internal attributes
        central.extend(0u32.to_le_bytes()); // external attributes
        central.extend(u32::MAX.to_le_bytes()); // offset: in the ZIP64 field
        central.extend(name);
        central.extend(1u16.to_le_bytes());
        central.extend(24u16.to_le_bytes());
        central.extend(part.unpacked.to_le_bytes());
        central.extend((part.data.len() as u64).to_le_bytes());
        central.extend(offset.to_le_bytes());
    }
    let (central_at, central_len, count) =
        (out.len() as u64, central.len() as u64, parts.len() as u64);
    out.extend(&central);
    let record_at = out.len() as u64;
    out.extend(0x0606_4b50u32.to_le_bytes());
    out.extend(44u64.to_le_bytes());
    out.extend(45u16.to_le_bytes());
    out.extend(45u16.to_le_bytes());
    out.extend(0u32.to_le_bytes());
    out.extend(0u32.to_le_bytes());
    out.extend(count.to_le_bytes());
    out.extend(count.to_le_bytes());
    out.extend(central_len.to_le_bytes());
    out.extend(central_at.to_le_bytes());
    out.extend(0x0706_4b50u32.to_le_bytes());
    out.extend(0u32.to_le_bytes());
    out.extend(record_at.to_le_bytes());
    out.extend(1u32.to_le_bytes());
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out.extend((count as u16).to_le_bytes());
    out.extend((count as u16).to_le_bytes());
    out.extend((central_len as u32).to_le_bytes());
    out.extend((central_at as u32).to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// One run of the bomb: a mebibyte of one letter, packed about 1,000 times.
const RUN: usize = 1 << 20;
/// Runs in the bomb's sheet: 10 GB.
const RUNS: u64 = 10 * 1024;

/// An XLSX whose one sheet holds a single cell of 10 GB of text (the cell calamine would build
/// as one string).
fn xlsx_bomb() -> Vec<u8> {
    zip64(&[
        Part::stored(
            "[Content_Types].xml",
            r#"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"#,
        ),
        Part::stored(
            "_rels/.rels",
            r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#,
        ),
        Part::stored(
            "xl/workbook.xml",
            r#"<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
        ),
        Part::stored(
            "xl/_rels/workbook.xml.rels",
            r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#,
        ),
        Part::deflated(
            "xl/worksheets/sheet1.xml",
            br#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>"#,
            &[b'A'; RUN],
            RUNS,
            b"</t></is></c></row></sheetData></worksheet>",
        ),
    ])
}

/// An ODS whose one sheet holds a single cell of 10 GB of text.
fn ods_bomb() -> Vec<u8> {
    zip64(&[
        Part::stored("mimetype", "application/vnd.oasis.opendocument.spreadsheet"),
        Part::stored(
            "META-INF/manifest.xml",
            r#"<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#,
        ),
        Part::deflated(
            "content.xml",
            br#"<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="Sheet1"><table:table-row><table:table-cell office:value-type="string"><text:p>"#,
            &[b'A'; RUN],
            RUNS,
            b"</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>",
        ),
    ])
}

/// This process's peak resident memory so far (`VmHWM`), in KB.
fn peak_kb() -> anyhow::Result<u64> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .context("VmHWM in /proc/self/status")
}

/// Set in the child process: the file it imports.
const CHILD_FILE: &str = "PACER_TEST_BOMB_FILE";
/// The child's answer line.
const CHILD_SAYS: &str = "bomb-child:";

/// The child's side: imports the file named by [`CHILD_FILE`] and prints its peak memory
/// before and after, and the answer.
fn import_as_child(file: &Path) -> anyhow::Result<()> {
    let options = ImportOptions {
        list: "Bomb".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    // A small list first: what any import loads once (the phone number metadata, about
    // 14 MB) is not counted against the bomb.
    let warm_up = file.with_extension("csv");
    std::fs::write(
        &warm_up,
        "Name,Mobile
Ali,0300 1234567
",
    )?;
    import::check_file(&warm_up, &options)?;
    let before = peak_kb()?;
    let answer = match import::check_file(file, &options) {
        Ok(report) => format!("imported|{}", report.summary),
        Err(e) => format!("{}|{e}", e.code()),
    };
    let after = peak_kb()?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{CHILD_SAYS}{before}|{after}|{answer}")?;
    out.flush()?;
    Ok(())
}

/// What the child said: peak memory before and after (KB), the error code and message.
struct ChildAnswer {
    before_kb: u64,
    after_kb: u64,
    code: String,
    message: String,
}

/// Imports `file` in a child process (this test binary again, running only this test), its
/// address space limited to 4 GB: a bomb unpacked would kill the child, never this machine.
/// A child of its own measures the import's peak memory alone.
fn import_in_a_child(file: &Path) -> anyhow::Result<ChildAnswer> {
    let exe = std::env::current_exe()?;
    let output = Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -v 4194304 && exec "$0" "$@""#)
        .arg(exe)
        .args([
            "a_10_gb_spreadsheet_bomb_is_refused_from_its_directory_with_memory_flat",
            "--exact",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env(CHILD_FILE, file)
        .output()?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    anyhow::ensure!(
        output.status.success(),
        "the importing process must stay alive (it ended with {}): {stdout}{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let line = stdout
        .lines()
        // libtest may print the test's name on the same line first.
        .find_map(|l| l.split_once(CHILD_SAYS).map(|(_, answer)| answer))
        .with_context(|| format!("the child's answer in: {stdout}"))?;
    let mut fields = line.splitn(4, '|');
    let mut next = || fields.next().context("a field of the child's answer");
    Ok(ChildAnswer {
        before_kb: next()?.parse()?,
        after_kb: next()?.parse()?,
        code: next()?.to_owned(),
        message: next()?.to_owned(),
    })
}

/// A 10 MB XLSX (and ODS) declaring a 10 GB sheet is refused from its central directory with
/// a message saying what to do; the importing process stays alive and its memory flat.
#[test]
fn a_10_gb_spreadsheet_bomb_is_refused_from_its_directory_with_memory_flat() -> anyhow::Result<()> {
    if let Some(file) = std::env::var_os(CHILD_FILE) {
        return import_as_child(Path::new(&file));
    }
    let dir = tempfile::tempdir()?;
    let mut figures = Vec::new();
    for (name, bytes) in [("bomb.xlsx", xlsx_bomb()), ("bomb.ods", ods_bomb())] {
        let file = dir.path().join(name);
        std::fs::write(&file, &bytes)?;
        // In MB as a file manager counts them (1,048,576 bytes), like the message's "10 GB".
        let size_mb = bytes.len() as f64 / 1_048_576.0;
        assert!(
            (5.0..20.0).contains(&size_mb),
            "{name}: about 10 MB on disk, {size_mb:.1} MB"
        );
        let answer = import_in_a_child(&file)?;
        assert_eq!(
            answer.code, "expands_too_far",
            "{name}: a spreadsheet declaring 10 GB is refused, not read: {}",
            answer.message
        );
        assert!(
            answer
                .message
                .starts_with("This spreadsheet would expand to 10 GB when opened")
                && answer.message.contains("export the list as CSV"),
            "{name}: the message says what happened and what to do: {}",
            answer.message
        );
        let grew_mb = answer.after_kb.saturating_sub(answer.before_kb) as f64 / 1024.0;
        // Judging the archive reads its central directory (a few KB); unpacking the sheet
        // would take 10 GB. 64 MB is far from both.
        assert!(
            grew_mb < 64.0,
            "{name}: refusing a bomb keeps memory flat, but the peak grew {grew_mb:.1} MB"
        );
        let peak_mb = answer.after_kb as f64 / 1024.0;
        figures.push((size_mb, grew_mb, peak_mb));
    }
    // Read by `make proof`.
    eprintln!(
        "proof: a {:.0} MB XLSX declaring a 10 GB sheet refused; peak memory +{:.1} MB (the importing process's peak {:.0} MB; ODS: {:.0} MB file, +{:.1} MB, peak {:.0} MB)",
        figures[0].0, figures[0].1, figures[0].2, figures[1].0, figures[1].1, figures[1].2
    );
    Ok(())
}

// ---- invoices swapped after their check ---------------------------------------------------------

/// A campaign's check finds two invoices; before the upload, one is swapped for a link to the
/// user's private key. The upload refuses it from the open handle: Meta receives the other
/// invoice and not one byte of the key.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invoice_swapped_for_a_link_to_a_private_key_before_upload_is_refused()
-> anyhow::Result<()> {
    use sha2::{Digest, Sha256};
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let files = tempfile::tempdir()?;
    let folder = files.path().join("invoices");
    std::fs::create_dir(&folder)?;
    std::fs::write(folder.join("INV-1.pdf"), "%PDF-1.4\n% invoice 1\n%%EOF\n")?;
    std::fs::write(folder.join("INV-2.pdf"), "%PDF-1.4\n% invoice 2\n%%EOF\n")?;
    // A key that even starts like a PDF: only the link check can stop it.
    let key = files.path().join("id_ed25519");
    let key_bytes = "%PDF-\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n";
    std::fs::write(&key, key_bytes)?;

    let folder = header_files::check_folder(&folder)?;
    let one = header_files::find(&folder, "INV-1", HeaderKind::Document)?;
    let two = header_files::find(&folder, "INV-2", HeaderKind::Document)?;
    // Between the check and the upload.
    std::fs::remove_file(one.path())?;
    std::os::unix::fs::symlink(&key, one.path())?;

    let uploads = HeaderUploads::upload_all(&rig.engine, vec![one.clone(), two.clone()]).await;
    let refused = uploads.media.get(&one).context("an answer for INV-1")?;
    assert!(
        matches!(refused, Err(HeaderFileError::Changed { .. })),
        "the invoice turned into a link to a private key is refused: {refused:?}"
    );
    let message = refused
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(
        message.contains("was replaced after Pacer checked it"),
        "the person is told what happened: {message}"
    );
    assert!(
        matches!(uploads.media.get(&two), Some(Ok(_))),
        "the other invoice goes up"
    );
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        1,
        "Meta received one document: the untouched invoice"
    );
    let key_sha = hex::encode(Sha256::digest(key_bytes.as_bytes()));
    let uploaded: Vec<String> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare("SELECT sha256 FROM media_uploads")?
                .query_map([], |r| r.get(0))?
                .collect()
        })
        .await?;
    assert_eq!(uploaded.len(), 1, "one upload recorded");
    assert!(
        !uploaded.contains(&key_sha),
        "the key's bytes were never uploaded"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    // Read by `make proof`.
    eprintln!(
        "proof: an invoice swapped for a link to a private key between check and upload refused; 1 of 2 documents uploaded, none of the key"
    );
    Ok(())
}

// ---- a credentials file imported as contacts ------------------------------------------------------

/// An `~/.aws/credentials`-style file: two profiles, keys of the usual length (a 64-character
/// line) and a longer one.
const CREDENTIALS: &str = "[default]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEYxxxxxxxxxxxxxxxxxxxxxx
region = eu-west-1

[work]
aws_access_key_id = AKIAI44QH8DHBEXAMPLE
aws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY
aws_session_token = IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQDexampleTokenExampleToken
";

/// The secrets of [`CREDENTIALS`]: the text after each `=`.
fn secrets() -> Vec<&'static str> {
    CREDENTIALS
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(_, v)| v))
        .filter(|v| v.len() >= 16)
        .collect()
}

/// Every string in a JSON answer.
fn strings_of(answer: &Value, into: &mut Vec<String>) {
    match answer {
        Value::String(s) => into.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings_of(v, into)),
        Value::Object(fields) => fields.iter().for_each(|(k, v)| {
            into.push(k.clone());
            strings_of(v, into);
        }),
        _ => {}
    }
}

/// Most characters of `line` in a row that any of `answers` holds.
fn longest_quote(answers: &[String], line: &str) -> usize {
    // Where each character starts, and the end.
    let bounds: Vec<usize> = line
        .char_indices()
        .map(|(at, _)| at)
        .chain([line.len()])
        .collect();
    let chars = bounds.len() - 1;
    let holds = |n: usize| {
        n == 0
            || (0..=chars.saturating_sub(n)).any(|start| {
                let piece = &line[bounds[start]..bounds[start + n]];
                answers.iter().any(|a| a.contains(piece))
            })
    };
    // Pieces held shrink as they grow: the longest is found by bisection.
    let (mut low, mut high) = (0, chars);
    while low < high {
        let mid = (low + high).div_ceil(2);
        if holds(mid) {
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    low
}

/// Checks what a credentials file's import answered: no more than 64 characters of any line,
/// no line longer than 12 characters whole, no 16 characters of a secret in a row. Returns the
/// most characters of one line quoted.
fn assert_nothing_leaks(what: &str, answer: &Value) -> usize {
    let mut answers = Vec::new();
    strings_of(answer, &mut answers);
    let mut most = 0;
    for line in CREDENTIALS.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let quoted = longest_quote(&answers, line);
        most = most.max(quoted);
        assert!(
            quoted <= 64,
            "{what}: at most 64 characters of a line are quoted, but {quoted} of {line:?} are"
        );
        if line.chars().count() > 12 {
            assert!(
                quoted < line.chars().count(),
                "{what}: a line is never answered whole: {line:?}"
            );
        }
    }
    for secret in secrets() {
        let quoted = longest_quote(&answers, secret);
        assert!(
            quoted < 16,
            "{what}: no 16 characters of a secret come back, but {quoted} of {secret:?} did"
        );
    }
    most
}

fn credentials_options() -> ImportOptions {
    ImportOptions {
        list: "Stolen".into(),
        default_country: "PK".into(),
        columns: ColumnOverrides {
            phone: Some("1".into()),
            name: None,
        },
        tags: vec![],
    }
}

/// A Node's settings with the local API on loopback; its Graph address is never called.
fn node_config(dir: &Path, api_addr: SocketAddr) -> anyhow::Result<NodeConfig> {
    let mut graph = GraphConfig::new("unused-token");
    graph.base_url = "http://127.0.0.1:9".into();
    Ok(NodeConfig {
        config: EngineConfig::new(dir.join("pacer.db"), "106540352242922"),
        client: GraphClient::new(graph)?,
        api_key: API_KEY.into(),
        secrets: WebhookSecrets {
            app_secret: "secret".into(),
            verify_token: "verify".into(),
        },
        api_addr,
        webhook_addr: "127.0.0.1:0".parse()?,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: None,
    })
}

const API_KEY: &str = "test-api-key-7d1e9b";

/// Writes `text` into the data folder's `imports/` (the folder a caller of the API may name).
fn in_imports(data: &Path, name: &str, text: &str) -> anyhow::Result<PathBuf> {
    let folder = data.join("imports");
    std::fs::create_dir_all(&folder)?;
    let path = folder.join(name);
    std::fs::write(&path, text)?;
    Ok(path)
}

/// The credentials attack of issue 13: an `~/.aws/credentials`-style file imported as contacts
/// with the phone in column 1, through the importer and through the real local API. Every
/// line is "not a phone number"; no report, stored report, list or error hands one back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_credentials_file_imported_as_contacts_comes_back_in_no_answer() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = in_imports(dir.path(), "credentials", CREDENTIALS)?;
    let options = credentials_options();

    let checked = import::check_file(&file, &options)?;
    assert_eq!(
        checked.contacts, 0,
        "no line of a credentials file is a contact"
    );
    let mut most = assert_nothing_leaks("check_file", &serde_json::to_value(&checked)?);

    let ledger_dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&ledger_dir.path().join("pacer.db"))?;
    let imported = import::import_file(&ledger, &file, &options, NOW).await?;
    assert!(imported.invalid_count >= 6, "{}", imported.summary);
    most = most.max(assert_nothing_leaks(
        "import_file",
        &serde_json::to_value(&imported)?,
    ));

    // The same through the local API of a running Pacer.
    let node = Node::start(node_config(dir.path(), "127.0.0.1:0".parse()?)?).await?;
    let base = format!("http://{}", node.api_addr());
    let http = reqwest::Client::new();
    let response = http
        .post(format!("{base}/v1/imports"))
        .bearer_auth(API_KEY)
        .json(&json!({
            "path": file,
            "list": "Stolen",
            "country": "PK",
            "columns": {"phone": "1"},
        }))
        .send()
        .await?;
    let status = response.status();
    let report: Value = response.json().await?;
    assert!(status.is_success(), "{status}: {report}");
    most = most.max(assert_nothing_leaks("POST /v1/imports", &report));
    // A report as Pacer versions before the quoting rule stored it: every line whole.
    let mut old_report = report.clone();
    let lines: Vec<&str> = CREDENTIALS.lines().collect();
    for row in old_report["invalid"]
        .as_array_mut()
        .context("invalid rows")?
    {
        let number = row["row"].as_u64().context("a row number")? as usize;
        row["value"] = json!(lines[number - 1]);
    }
    let stored = serde_json::to_string(&old_report)?;
    node.engine()
        .ledger()
        .write(move |c| {
            c.execute(
                "INSERT INTO imports (file_name, list_id, report, created_at)
                 SELECT file_name, list_id, ?1, created_at FROM imports WHERE id = 1",
                [stored],
            )
        })
        .await?;
    let mut answers = 1;
    for path in ["/v1/imports", "/v1/imports/1", "/v1/imports/2"] {
        let answer: Value = http
            .get(format!("{base}{path}"))
            .bearer_auth(API_KEY)
            .send()
            .await?
            .json()
            .await?;
        most = most.max(assert_nothing_leaks(&format!("GET {path}"), &answer));
        answers += 1;
    }
    node.stop().await;
    // Read by `make proof`.
    eprintln!(
        "proof: a credentials file imported as contacts: no answer quotes more than 64 characters of any line ({} answers; at most {most} characters of one line, none of a secret)",
        answers + 2
    );
    Ok(())
}

/// A file whose one line is 10 KB — many cells, or one — named wrongly in `--column`: the
/// error names the columns in at most 64 characters, in process and through the local API.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_error_about_a_10_kb_line_quotes_at_most_64_characters_of_it() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let many_cells: String = (0..1_100)
        .map(|i| format!("secret{i:03}"))
        .collect::<Vec<_>>()
        .join(",");
    let one_cell = "k".repeat(10_240);
    let node = Node::start(node_config(dir.path(), "127.0.0.1:0".parse()?)?).await?;
    let base = format!("http://{}", node.api_addr());
    let http = reqwest::Client::new();
    let mut most = 0;
    for (name, line) in [("many.csv", &many_cells), ("one.csv", &one_cell)] {
        assert!(line.len() >= 10_000, "a 10 KB line");
        let file = in_imports(dir.path(), name, &format!("{line}\n"))?;
        let options = ImportOptions {
            columns: ColumnOverrides {
                phone: Some("Mobile".into()),
                name: None,
            },
            ..credentials_options()
        };
        let error = import::check_file(&file, &options).expect_err("no column Mobile");
        assert_eq!(error.code(), "column_not_found", "{error}");
        let message = error.to_string();
        let quoted = longest_quote(std::slice::from_ref(&message), line);
        assert!(
            quoted <= 64,
            "{name}: the error quotes {quoted} characters of the line: {message}"
        );
        most = most.max(quoted);

        let answer: Value = http
            .post(format!("{base}/v1/imports"))
            .bearer_auth(API_KEY)
            .json(&json!({
                "path": file,
                "list": "Stolen",
                "country": "PK",
                "columns": {"phone": "Mobile"},
            }))
            .send()
            .await?
            .json()
            .await?;
        let mut answers = Vec::new();
        strings_of(&answer, &mut answers);
        let quoted = longest_quote(&answers, line);
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("There is no column")),
            "{name}: the API answers the error: {answer}"
        );
        assert!(
            quoted <= 64,
            "{name}: the API's error quotes {quoted} characters of the line: {answer}"
        );
        most = most.max(quoted);
    }
    node.stop().await;
    eprintln!(
        "proof: an import error about a 10 KB line quotes {most} characters of it (at most 64), in process and through the API"
    );
    Ok(())
}
