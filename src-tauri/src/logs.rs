//! Logs: `tracing` to daily files in the data folder's `logs/` (the last 7 kept), readable by
//! the user alone. Secrets never reach a log line: the engine never formats them, and the
//! Graph client's errors are stripped of the token.

use std::path::Path;

use tracing_appender::non_blocking::WorkerGuard;
use tracing_subscriber::EnvFilter;

/// Starts logging to files; keep the guard for as long as the app runs.
pub fn init(data_dir: &Path) -> Option<WorkerGuard> {
    let folder = data_dir.join("logs");
    std::fs::create_dir_all(&folder).ok()?;
    crate::settings::restrict(&folder);
    let appender = tracing_appender::rolling::Builder::new()
        .rotation(tracing_appender::rolling::Rotation::DAILY)
        .filename_prefix("pacer")
        .filename_suffix("log")
        .max_log_files(7)
        .build(&folder)
        .ok()?;
    let (writer, guard) = tracing_appender::non_blocking(appender);
    let filter = EnvFilter::try_from_env("PACER_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(false)
        .try_init()
        .ok()?;
    Some(guard)
}

/// The last `lines` lines of the newest log file.
pub fn tail(data_dir: &Path, lines: usize) -> String {
    let folder = data_dir.join("logs");
    let newest = std::fs::read_dir(&folder).ok().and_then(|entries| {
        entries
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().starts_with("pacer"))
            .max_by_key(|e| e.metadata().and_then(|m| m.modified()).ok())
    });
    let Some(newest) = newest else {
        return "(no log yet)".into();
    };
    let text = std::fs::read_to_string(newest.path()).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}
