//! The folders Pacer may read for a caller of the local API: what the person offered, and
//! nothing else.
//!
//! A program with the API key can ask Pacer to import a file (`POST /v1/imports` with a
//! `path`) or to attach a PDF per recipient from a folder (`POST /v1/campaigns` with
//! `pdf.folder`). Without a limit, the key would let it read every file the person can — an
//! SSH key or `~/.aws/credentials` — and, through an import's report, read it back. So a path
//! named through the API is read only when it lies inside an allowed folder:
//!
//! - the data folder's `imports/` (the database's folder + `imports`), always: drop a list
//!   there and any program on this machine may import it;
//! - the data folder's `desk-files/`, where `POST /v1/files` keeps what was uploaded (over the
//!   office listener, the only folder a desk may name);
//! - the folders the person added (Settings → *Folders Pacer may read*, or
//!   `pacer serve --readable-folder DIR`).
//!
//! Paths are compared after [`std::fs::canonicalize`], so `..` and links that lead out of an
//! allowed folder are refused. A path that does not exist yet is judged by its deepest
//! existing ancestor: a missing file outside the folders gets the same refusal as an existing
//! one, so the refusal tells a caller nothing about what exists elsewhere. A file can always be
//! uploaded instead (multipart), which needs no folder at all.

use std::path::{Component, Path, PathBuf};

/// The folder every data folder offers for imports: `<database's folder>/imports`.
pub fn imports_folder(db: &Path) -> PathBuf {
    data_folder(db).join("imports")
}

/// Where the office Pacer keeps the files its desks uploaded (`POST /v1/files`):
/// `<database's folder>/desk-files`, one folder per upload. The only folder a desk may name.
pub fn desk_files_folder(db: &Path) -> PathBuf {
    data_folder(db).join("desk-files")
}

/// The folder holding the database (`.` for a bare file name).
pub fn data_folder(db: &Path) -> PathBuf {
    match db.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The folders a caller of the local API may name files in.
#[derive(Debug, Clone)]
pub struct ReadableFolders {
    /// The data folder's `imports/` first, then the person's folders, as given.
    folders: Vec<PathBuf>,
    /// True for the office listener: only what desks uploaded may be named.
    for_desks: bool,
}

/// A path outside every allowed folder (or one whose folder cannot be resolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAllowed {
    /// The allowed folders, for the answer (none over the office listener).
    pub allowed: Vec<PathBuf>,
    /// True over the office listener, where a file is uploaded first.
    pub for_desks: bool,
}

impl std::fmt::Display for NotAllowed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.for_desks {
            return f.write_str("A desk cannot name a file on the office Pacer's computer: upload it first (POST /v1/files) and name the path that answers; the app and `pacer import` do this for you.");
        }
        write!(
            f,
            "Pacer reads files named through the local API only in the folders you allowed: {}. Put the file in one of them, allow its folder (Settings → Folders Pacer may read in the app, or `pacer serve --readable-folder DIR`), or upload the file instead (`pacer import` does).",
            list(&self.allowed)
        )
    }
}

impl std::error::Error for NotAllowed {}

fn list(folders: &[PathBuf]) -> String {
    folders
        .iter()
        .map(|f| f.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl ReadableFolders {
    /// The folders for the database `db`: its `imports/` and `extra`.
    pub fn new(db: &Path, extra: &[PathBuf]) -> Self {
        let mut folders = vec![imports_folder(db), desk_files_folder(db)];
        folders.extend(extra.iter().filter(|f| !f.as_os_str().is_empty()).cloned());
        Self {
            folders,
            for_desks: false,
        }
    }

    /// The office listener's: only the files desks uploaded ([`desk_files_folder`]); a path
    /// anywhere else on the office Pacer's computer is refused (it means nothing to a desk).
    pub fn for_desks(db: &Path) -> Self {
        Self {
            folders: vec![desk_files_folder(db)],
            for_desks: true,
        }
    }

    /// The allowed folders, the data folder's `imports/` first.
    pub fn folders(&self) -> &[PathBuf] {
        &self.folders
    }

    /// `path` resolved (links followed, `..` gone) when it lies inside an allowed folder (or
    /// is one); [`NotAllowed`] otherwise. Pacer reads the resolved path, so what was checked
    /// is what is read.
    pub fn resolve(&self, path: &Path) -> Result<PathBuf, NotAllowed> {
        let refused = || NotAllowed {
            allowed: if self.for_desks {
                Vec::new()
            } else {
                self.folders.clone()
            },
            for_desks: self.for_desks,
        };
        let resolved = resolve_as_far_as_it_exists(path).ok_or_else(refused)?;
        let inside = self
            .folders
            .iter()
            // A folder that does not exist (yet) allows nothing.
            .filter_map(|folder| std::fs::canonicalize(folder).ok())
            .any(|folder| resolved.starts_with(&folder));
        if inside { Ok(resolved) } else { Err(refused()) }
    }
}

/// `path` canonicalised; when its end does not exist, its deepest existing ancestor
/// canonicalised with the rest appended (which must hold no `..`, `.` or root: nothing that
/// could climb back out). `None` when no ancestor resolves or the rest could climb.
fn resolve_as_far_as_it_exists(path: &Path) -> Option<PathBuf> {
    if let Ok(resolved) = std::fs::canonicalize(path) {
        return Some(resolved);
    }
    let mut rest: Vec<&std::ffi::OsStr> = Vec::new();
    let mut ancestor = path;
    loop {
        let parent = ancestor.parent()?;
        match ancestor.components().next_back() {
            Some(Component::Normal(name)) => rest.push(name),
            _ => return None,
        }
        if let Ok(mut resolved) = std::fs::canonicalize(parent) {
            for name in rest.iter().rev() {
                resolved.push(name);
            }
            return Some(resolved);
        }
        ancestor = parent;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_imports_folder_is_beside_the_database() {
        assert_eq!(
            imports_folder(Path::new("/data/pacer/pacer.db")),
            Path::new("/data/pacer/imports")
        );
        assert_eq!(
            imports_folder(Path::new("pacer.db")),
            Path::new("./imports")
        );
    }

    #[test]
    fn over_the_office_listener_only_what_desks_uploaded_resolves() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("data/pacer.db");
        let uploaded = desk_files_folder(&db).join("up-1");
        std::fs::create_dir_all(&uploaded).unwrap();
        std::fs::create_dir_all(imports_folder(&db)).unwrap();
        std::fs::write(uploaded.join("poster.png"), "x").unwrap();
        std::fs::write(imports_folder(&db).join("list.csv"), "x").unwrap();
        let folders = ReadableFolders::for_desks(&db);
        assert!(folders.resolve(&uploaded.join("poster.png")).is_ok());
        assert!(folders.resolve(&uploaded).is_ok(), "an uploaded folder");
        for refused in [
            imports_folder(&db).join("list.csv"),
            db.clone(),
            uploaded.join("../../pacer.db"),
        ] {
            let refusal = folders.resolve(&refused).unwrap_err();
            assert!(
                refusal.allowed.is_empty(),
                "no folder of the office is named"
            );
            assert!(refusal.to_string().contains("POST /v1/files"), "{refusal}");
        }
    }

    #[test]
    fn only_paths_inside_an_allowed_folder_resolve() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("data/pacer.db");
        let imports = imports_folder(&db);
        let extra = dir.path().join("shared");
        let outside = dir.path().join("private");
        for folder in [&imports, &extra, &outside] {
            std::fs::create_dir_all(folder).unwrap();
        }
        std::fs::write(imports.join("list.csv"), "x").unwrap();
        std::fs::write(extra.join("list.csv"), "x").unwrap();
        std::fs::write(outside.join("secret"), "x").unwrap();
        let folders = ReadableFolders::new(&db, std::slice::from_ref(&extra));

        assert!(folders.resolve(&imports.join("list.csv")).is_ok());
        assert!(folders.resolve(&extra.join("list.csv")).is_ok());
        assert!(
            folders.resolve(&imports.join("not-yet.csv")).is_ok(),
            "a missing file inside is the import's to report"
        );
        for refused in [
            outside.join("secret"),
            outside.join("missing"),
            imports.join("../../private/secret"),
            imports.join("missing/../../../private/secret"),
            dir.path().join("data/pacer.db"),
            PathBuf::from("/etc/passwd"),
        ] {
            assert_eq!(
                folders.resolve(&refused).map_err(|e| e.allowed.len()),
                // imports/, desk-files/ and the person's folder.
                Err(3),
                "{} is outside every allowed folder",
                refused.display()
            );
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(outside.join("secret"), imports.join("link.csv")).unwrap();
            std::os::unix::fs::symlink(&outside, imports.join("door")).unwrap();
            assert!(
                folders.resolve(&imports.join("link.csv")).is_err(),
                "a link leading out of an allowed folder is refused"
            );
            assert!(
                folders.resolve(&imports.join("door/secret")).is_err(),
                "a linked folder leading out is refused"
            );
            assert!(folders.resolve(&imports.join("door/missing")).is_err());
        }
    }
}
