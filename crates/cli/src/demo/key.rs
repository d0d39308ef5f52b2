//! The demo's local API key: random for each data folder, made the first time the demo starts
//! there, kept beside its database in a file only the user can read (`api-key`, 0600), and
//! reused on later starts. A fixed key would be known to every web page and program that
//! knows Pacer; this one is known only to whoever can read the user's files.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use rand::RngCore as _;

/// The key file's name in the data folder.
pub const FILE_NAME: &str = "api-key";

/// Random bytes in a key (written as twice as many hex digits).
const KEY_BYTES: usize = 32;

/// The key file of the data folder `folder`.
pub fn path(folder: &Path) -> PathBuf {
    folder.join(FILE_NAME)
}

/// The key kept in `folder`, if there is one.
pub fn saved(folder: &Path) -> std::io::Result<Option<String>> {
    match std::fs::read_to_string(path(folder)) {
        Ok(text) => {
            let key = text.trim();
            Ok((!key.is_empty()).then(|| key.to_owned()))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// A new key: [`KEY_BYTES`] random bytes as hex.
fn new_key() -> String {
    let mut bytes = [0u8; KEY_BYTES];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// The key kept in `folder` (which must exist), made and kept now if there is none.
pub fn load_or_create(folder: &Path) -> anyhow::Result<String> {
    let file = path(folder);
    if let Some(key) = saved(folder).with_context(|| format!("cannot read {}", file.display()))? {
        keep_private(&file)?;
        return Ok(key);
    }
    // Written whole to a file of its own (0600: tempfile makes it the user's alone), then put
    // in place only if no other demo put one there meanwhile, so a key once printed stays.
    let mut temporary = tempfile::Builder::new()
        .prefix(".api-key-")
        .tempfile_in(folder)
        .with_context(|| format!("cannot write the demo's key in {}", folder.display()))?;
    let key = new_key();
    writeln!(temporary, "{key}")
        .and_then(|()| temporary.as_file().sync_all())
        .with_context(|| format!("cannot write the demo's key in {}", folder.display()))?;
    // A key file emptied by hand is replaced.
    let persisted = if file.exists() {
        temporary.persist(&file)
    } else {
        temporary.persist_noclobber(&file)
    };
    match persisted {
        Ok(_) => Ok(key),
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => saved(folder)
            .with_context(|| format!("cannot read {}", file.display()))?
            .with_context(|| format!("{} is empty", file.display())),
        Err(e) => Err(e.error).with_context(|| format!("cannot write {}", file.display())),
    }
}

/// Makes the key file the user's alone again if it was opened up (copied with other
/// permissions, or edited by hand).
fn keep_private(file: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(file)
            .with_context(|| format!("cannot read {}", file.display()))?
            .permissions()
            .mode();
        if mode & 0o077 != 0 {
            std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600))
                .with_context(|| format!("cannot make {} private", file.display()))?;
            tracing::warn!(
                "{} could be read by other users; it is the user's alone again",
                file.display()
            );
        }
    }
    #[cfg(not(unix))]
    let _ = file;
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_key_is_made_once_per_folder_and_kept() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let first = load_or_create(a.path()).unwrap();
        assert_eq!(first.len(), 2 * KEY_BYTES);
        assert!(first.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_eq!(
            load_or_create(a.path()).unwrap(),
            first,
            "kept across starts"
        );
        assert_ne!(
            load_or_create(b.path()).unwrap(),
            first,
            "each folder its own"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let file = path(a.path());
            let mode = |f: &Path| std::fs::metadata(f).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&file), 0o600);
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
            assert_eq!(load_or_create(a.path()).unwrap(), first);
            assert_eq!(
                mode(&file),
                0o600,
                "a key file opened up is made private again"
            );
        }
    }
}
