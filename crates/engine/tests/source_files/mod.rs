//! Reading Pacer's own source, for the tests that hold its structure in place (`layers.rs`,
//! `table_owners.rs`).

use std::path::{Path, PathBuf};

use anyhow::Context;

/// Every `.rs` file under `folder`, into `files`.
pub fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(folder).with_context(|| format!("{}", folder.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            rust_files(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    Ok(())
}
