//! `pacer import`, `pacer lists`, `pacer templates`, `pacer campaign`, `pacer report`,
//! `pacer prices`, `pacer reply`: what office staff do, from the command line, against the running Pacer
//! (see `client.rs`).
//!
//! One file per command group; each reads Pacer's answers into the engine's own types (the ones
//! the local API serialises), so an answer of another shape is an error, never zeros and blanks.
//! What they share is here: reading an answer kept whole for `--json`, and writing a file only
//! the user may read.

mod campaign;
mod import;
mod lists;
mod prices;
mod reply;
mod report;
mod templates;

use std::path::Path;

use anyhow::Context;
use serde_json::Value;

pub use campaign::{CampaignArgs, campaign};
pub use import::{ImportArgs, import};
pub use lists::{ListsArgs, lists};
pub use prices::{PricesArgs, prices};
pub use reply::{ReplyArgs, reply};
pub use report::{ReportArgs, report};
pub use templates::{TemplatesArgs, templates};

pub(super) fn write_file(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    use std::io::Write as _;
    create_private(path)
        .and_then(|mut file| file.write_all(bytes))
        .with_context(|| {
            format!(
                "cannot write {}: check the folder exists and you may write to it",
                path.display()
            )
        })
}

/// Creates (or truncates) a file the user alone may read, as the app does with its exports:
/// reports and problem rows hold customers' names and numbers. A file that already exists
/// keeps the permissions it has.
pub(super) fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::File::options();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

/// Reads an answer already fetched as JSON (to print it whole with `--json`) as `T`.
pub(super) fn read<T: serde::de::DeserializeOwned>(answer: Value) -> anyhow::Result<T> {
    serde_json::from_value(answer).context(
        "Pacer's answer could not be read: is the running Pacer the same version as this `pacer`?",
    )
}
