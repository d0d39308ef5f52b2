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

/// The most of the newest log file read for its last lines: a day's log can be hundreds of
/// megabytes, and 200 lines are a few dozen kilobytes.
const TAIL_BYTES: u64 = 256 * 1024;

/// The last `lines` lines of the newest log file (of its last 256 KiB). File work: call it on a
/// blocking thread.
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
    let (text, cut) = read_end(&newest.path(), TAIL_BYTES).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    // A read that starts mid-file starts mid-line: that first piece is left out.
    let whole = if cut {
        &all[1.min(all.len())..]
    } else {
        &all[..]
    };
    whole[whole.len().saturating_sub(lines)..].join("\n")
}

/// The last `most` bytes of a file as text, and whether that cut off its start (a character
/// cut there reads as U+FFFD).
fn read_end(path: &Path, most: u64) -> std::io::Result<(String, bool)> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = std::fs::File::open(path)?;
    let start = file.metadata()?.len().saturating_sub(most);
    file.seek(SeekFrom::Start(start))?;
    let mut bytes = Vec::new();
    file.take(most).read_to_end(&mut bytes)?;
    Ok((String::from_utf8_lossy(&bytes).into_owned(), start > 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_is_the_last_whole_lines_of_the_newest_log_however_large()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        assert_eq!(tail(dir.path(), 200), "(no log yet)");
        let logs = dir.path().join("logs");
        std::fs::create_dir(&logs)?;
        let short: String = (0..300).map(|i| format!("line {i}\n")).collect();
        std::fs::write(logs.join("pacer.2026-01-01.log"), short)?;
        let shown = tail(dir.path(), 200);
        assert_eq!(shown.lines().count(), 200, "200 lines asked, 200 shown");
        assert!(shown.starts_with("line 100\n") && shown.ends_with("line 299"));

        // Ten megabytes of log: only its end is read, and no cut line is shown.
        let long: String = (0..200_000)
            .map(|i| format!("2026-01-01T10:00:00Z INFO a long log line number {i:07}\n"))
            .collect();
        std::fs::write(logs.join("pacer.2026-01-01.log"), long)?;
        let shown = tail(dir.path(), 200);
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), 200);
        assert!(
            lines
                .iter()
                .all(|l| l.starts_with("2026-01-01T10:00:00Z INFO")),
            "every line shown is whole"
        );
        assert!(lines[199].ends_with("0199999"), "the newest line is last");
        Ok(())
    }
}
