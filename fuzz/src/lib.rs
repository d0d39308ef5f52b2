//! What Pacer's fuzz targets share: one tokio runtime, one scratch folder and one engine per
//! process, and the input formats of the structured targets.
//!
//! A target never catches a panic: libFuzzer's panic hook (installed by `fuzz_target!`) aborts
//! on any panic on any thread — the engine's tasks, the ledger's writer, rayon's workers —
//! before it can unwind, so a panic the engine would swallow still counts as a crash. One
//! exception, [`init`]: calamine and phonenumber panic on some input (an arithmetic overflow in
//! a cell reference, say), and the importer runs them inside `catch_unwind` guards on purpose,
//! turning such a panic into "damaged file" or "not a number". A panic raised in one of those
//! two crates while one of those guards is on the stack is left to the guard; every other panic,
//! engine code inside a guard included, aborts.

pub mod api;
pub mod graph;
pub mod import;
pub mod webhook;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::Engine;
use pacer_engine::config::EngineConfig;
use pacer_engine::ledger::Ledger;

/// The importer's guards (`import/source.rs`, `import/phone.rs`) and the crates they guard.
const GUARDS: &[&str] = &["guarded", "normalise_guarded", "with_database"];
const GUARDED_CRATES: &[&str] = &["/calamine-", "/phonenumber-"];

/// Whether one of the importer's guards is on this backtrace: a frame with its name, whose
/// source line (the next line) is in the engine's `import/`.
fn guard_on_stack(stack: &str) -> bool {
    let lines: Vec<&str> = stack.lines().collect();
    lines.windows(2).any(|pair| {
        let frame = pair[0]
            .trim_start()
            .split_once(": ")
            .map_or("", |(_, name)| name);
        let name = frame.split('<').next().unwrap_or_default();
        let name = name.rsplit("::").next().unwrap_or_default();
        GUARDS.contains(&name) && pair[1].contains("/engine/src/office/import/")
    })
}

/// Installs the panic policy described in the module's doc, over libFuzzer's aborting hook.
/// Every target calls it first.
pub fn init() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let abort = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let in_guarded_crate = info
                .location()
                .is_some_and(|at| GUARDED_CRATES.iter().any(|c| at.file().contains(c)));
            if in_guarded_crate {
                let stack = std::backtrace::Backtrace::force_capture().to_string();
                if guard_on_stack(&stack) {
                    return;
                }
            }
            abort(info);
        }));
    });
}

/// The access token every fuzzed Graph client holds (scrubbed from everything it reports).
pub const TOKEN: &str = "EAAFUZZTOKEN";

/// The runtime every target's async work runs on (two workers, like the machine).
pub fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a tokio runtime")
    })
}

/// A folder that lives as long as the process (its files are overwritten, never piled up).
pub fn scratch() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        tempfile::Builder::new()
            .prefix("pacer-fuzz-")
            .tempdir()
            .expect("a scratch folder")
    })
    .path()
}

/// A loopback address where nothing listens: sends fail at once with "connection refused",
/// so the engine's retries run without any traffic leaving the machine.
pub fn closed_base_url() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let address = listener.local_addr().expect("its address");
    drop(listener);
    format!("http://{address}")
}

/// A Graph client for `base_url`, with short timeouts.
pub fn graph_client(base_url: &str) -> GraphClient {
    let mut config = GraphConfig::new(TOKEN);
    config.base_url = base_url.to_owned();
    config.request_timeout = Duration::from_secs(2);
    config.connect_timeout = Duration::from_millis(500);
    GraphClient::new(config).expect("a valid Graph configuration")
}

/// Starts an engine on a new ledger file in the scratch folder; `seed` writes to the ledger
/// before the engine opens it (the dispatcher loads what it finds).
pub fn start_engine(
    name: &str,
    configure: impl FnOnce(&mut EngineConfig),
    seed: impl FnOnce(&Ledger),
) -> Arc<Engine> {
    let path: PathBuf = scratch().join(format!("{name}.db"));
    let ledger = Ledger::open(&path).expect("a new ledger");
    seed(&ledger);
    ledger.close();
    let mut config = EngineConfig::new(path, "100000000000001");
    config.waba_id = "200000000000001".into();
    configure(&mut config);
    let client = graph_client(&closed_base_url());
    runtime()
        .block_on(Engine::start(config, client))
        .expect("the engine starts")
}

/// The real message templates the simulator serves, as Meta lists them.
pub const SAMPLE_TEMPLATES: &str = include_str!("../../crates/sim/src/sample_templates.json");

/// Builds an uncompressed ZIP from the sections of `input`: each section starts with
/// [`SECTION`], then the entry's name up to the first `\n`, then its bytes. Entries are
/// stored, not deflated, so mutations reach the XML inside instead of breaking a checksum.
pub fn zip_of_sections(input: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for section in input.split(|&b| b == SECTION).skip(1) {
        let (name, content) = match section.iter().position(|&b| b == b'\n') {
            Some(at) => (&section[..at], &section[at + 1..]),
            None => (section, &[][..]),
        };
        let name = String::from_utf8_lossy(name);
        // A name the writer refuses (a duplicate, say) leaves that entry out.
        if zip.start_file(name.as_ref(), options).is_ok() {
            zip.write_all(content).expect("writing to memory");
        }
    }
    zip.finish().expect("finishing in memory").into_inner()
}

/// Starts each section of a [`zip_of_sections`] input (ASCII record separator: it never
/// occurs in the XML of a workbook).
pub const SECTION: u8 = 0x1e;
