//! Secrets in the OS keyring (`docs/sending.md#secrets`): the access token, the app secret, the verify
//! token, the local API key and the tunnel token. Never in the settings file, the database,
//! logs, errors or `Debug` output.
//!
//! [`SecretStore`] is the OS keyring (Secret Service on Linux, Keychain on macOS, Credential
//! Manager on Windows); [`MemoryStore`] stands in for it in unit tests only.

use std::collections::HashMap;
use std::sync::Mutex;

/// One of the secrets Pacer keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Secret {
    /// The system user's access token.
    AccessToken,
    /// The Meta app's secret (checks webhook signatures).
    AppSecret,
    /// The verify token Meta echoes when it checks the callback URL.
    VerifyToken,
    /// The local API's key.
    ApiKey,
    /// The tunnel service's token (a cloudflared named tunnel's token, ngrok's authtoken),
    /// handed to the tunnel program in its own variable only.
    TunnelToken,
    /// The office certificate and its private key (PEM, the certificate first), made the
    /// first time this Pacer is shared with the office (`docs/office.md`).
    OfficeIdentity,
    /// This PC's credential as a desk of the office Pacer, handed over once when it was
    /// paired.
    DeskCredential,
}

impl Secret {
    /// Its name in the keyring.
    pub fn key(self) -> &'static str {
        match self {
            Secret::AccessToken => "meta-access-token",
            Secret::AppSecret => "meta-app-secret",
            Secret::VerifyToken => "meta-verify-token",
            Secret::ApiKey => "local-api-key",
            Secret::TunnelToken => "tunnel-token",
            Secret::OfficeIdentity => "office-identity",
            Secret::DeskCredential => "desk-credential",
        }
    }
}

/// The keyring could not be used. Its words are the catalogue's (`app-keyring-failed…`):
/// [`SecretError::said`] in the person's language, `Display` in English.
#[derive(Debug)]
pub struct SecretError {
    /// The keyring's own words (they never contain the secret), or Pacer's when the keyring
    /// did not answer.
    pub detail: String,
    /// Whose words `detail` is.
    pub trouble: KeyringTrouble,
}

/// What went wrong with the keyring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyringTrouble {
    /// The keyring answered with an error (its words in `detail`).
    Refused,
    /// The call to it stopped unexpectedly.
    Stopped,
    /// It did not answer in time (it may be locked).
    Locked,
    /// It did not answer in time while the local API key was read: the key works until
    /// Pacer closes.
    LockedApiKey,
}

impl SecretError {
    /// The keyring's own words.
    pub fn refused(detail: impl Into<String>) -> Self {
        SecretError {
            detail: detail.into(),
            trouble: KeyringTrouble::Refused,
        }
    }

    fn of(trouble: KeyringTrouble) -> Self {
        let detail = match trouble {
            KeyringTrouble::Refused | KeyringTrouble::Stopped => {
                "the keyring call stopped unexpectedly"
            }
            KeyringTrouble::Locked => {
                "the keyring did not answer within 30 seconds; it may be locked"
            }
            KeyringTrouble::LockedApiKey => {
                "the keyring did not answer within 30 seconds; it may be locked. The local API key works until Pacer closes"
            }
        };
        SecretError {
            detail: detail.into(),
            trouble,
        }
    }

    /// What to tell the person (the keyring's own words as they are).
    pub fn said(&self) -> pacer_words::Said {
        use pacer_words::{Said, ids};
        match self.trouble {
            KeyringTrouble::Refused => {
                Said::new(ids::APP_KEYRING_FAILED).with("detail", self.detail.as_str())
            }
            KeyringTrouble::Stopped => Said::new(ids::APP_KEYRING_FAILED_STOPPED),
            KeyringTrouble::Locked => Said::new(ids::APP_KEYRING_FAILED_LOCKED),
            KeyringTrouble::LockedApiKey => Said::new(ids::APP_KEYRING_FAILED_LOCKED_API_KEY),
        }
    }
}

impl std::fmt::Display for SecretError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for SecretError {}

/// Where secrets live.
pub trait SecretStore: Send + Sync + std::fmt::Debug {
    /// The secret, if stored.
    fn get(&self, secret: Secret) -> Result<Option<String>, SecretError>;
    /// Stores (replaces) it.
    fn set(&self, secret: Secret, value: &str) -> Result<(), SecretError>;
    /// Forgets it (nothing when it is not there).
    fn delete(&self, secret: Secret) -> Result<(), SecretError>;
}

/// The OS keyring, under one service name.
#[derive(Debug, Clone)]
pub struct Keyring {
    service: String,
}

impl Keyring {
    /// Pacer's entries, under `service` (tests use their own service name).
    pub fn new(service: impl Into<String>) -> Self {
        Keyring {
            service: service.into(),
        }
    }

    fn entry(&self, secret: Secret) -> Result<keyring::Entry, SecretError> {
        keyring::Entry::new(&self.service, secret.key()).map_err(failed)
    }
}

fn failed(e: keyring::Error) -> SecretError {
    SecretError::refused(e.to_string())
}

impl SecretStore for Keyring {
    fn get(&self, secret: Secret) -> Result<Option<String>, SecretError> {
        match self.entry(secret)?.get_password() {
            Ok(value) => Ok(Some(value)),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(failed(e)),
        }
    }

    fn set(&self, secret: Secret, value: &str) -> Result<(), SecretError> {
        self.entry(secret)?.set_password(value).map_err(failed)
    }

    fn delete(&self, secret: Secret) -> Result<(), SecretError> {
        match self.entry(secret)?.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(failed(e)),
        }
    }
}

/// Secrets in memory, for unit tests of code that needs a store. Its `Debug` names the
/// secrets it holds, never their values.
#[derive(Default)]
pub struct MemoryStore(Mutex<HashMap<Secret, String>>);

impl std::fmt::Debug for MemoryStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let held: Vec<Secret> = self
            .0
            .lock()
            .map(|m| m.keys().copied().collect())
            .unwrap_or_default();
        f.debug_struct("MemoryStore")
            .field("holds", &held)
            .field("values", &"[redacted]")
            .finish()
    }
}

impl SecretStore for MemoryStore {
    fn get(&self, secret: Secret) -> Result<Option<String>, SecretError> {
        Ok(self.0.lock().ok().and_then(|m| m.get(&secret).cloned()))
    }

    fn set(&self, secret: Secret, value: &str) -> Result<(), SecretError> {
        if let Ok(mut m) = self.0.lock() {
            m.insert(secret, value.to_owned());
        }
        Ok(())
    }

    fn delete(&self, secret: Secret) -> Result<(), SecretError> {
        if let Ok(mut m) = self.0.lock() {
            m.remove(&secret);
        }
        Ok(())
    }
}

/// A new random key for the local API (32 bytes, hex).
pub fn new_api_key() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The local API key: the stored one, or a new one stored now. When the keyring cannot be
/// used the key lives for this run only, and the error says why.
pub fn api_key(store: &dyn SecretStore) -> (String, Option<SecretError>) {
    match store.get(Secret::ApiKey) {
        Ok(Some(key)) if !key.is_empty() => (key, None),
        Ok(_) => {
            let key = new_api_key();
            let problem = store.set(Secret::ApiKey, &key).err();
            (key, problem)
        }
        Err(e) => (new_api_key(), Some(e)),
    }
}

/// How long Pacer waits for the keyring (an unlock prompt may be waiting for the person).
pub const KEYRING_PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

/// Reads a secret off the async threads, giving up after [`KEYRING_PATIENCE`] (a locked
/// keyring can wait forever for an unlock prompt nobody answers).
pub async fn read(
    store: &std::sync::Arc<dyn SecretStore>,
    secret: Secret,
) -> Result<Option<String>, SecretError> {
    let store = std::sync::Arc::clone(store);
    let read = tokio::task::spawn_blocking(move || store.get(secret));
    match tokio::time::timeout(KEYRING_PATIENCE, read).await {
        Ok(Ok(answer)) => answer,
        Ok(Err(_)) => Err(SecretError::of(KeyringTrouble::Stopped)),
        Err(_) => Err(SecretError::of(KeyringTrouble::Locked)),
    }
}

/// The office certificate kept in the keyring, or a new one made and kept there: the same
/// certificate at every start, so paired desks keep trusting it. One that cannot be read back
/// is replaced (desks then say the certificate changed, and are paired again).
pub async fn load_office_identity(
    store: &std::sync::Arc<dyn SecretStore>,
) -> Result<pacer_engine::sharing::Identity, SecretError> {
    use pacer_engine::sharing::Identity;
    if let Some(kept) = read(store, Secret::OfficeIdentity).await? {
        let at = kept
            .find("-----BEGIN PRIVATE KEY-----")
            .unwrap_or(kept.len());
        let (certificate, key) = kept.split_at(at);
        match Identity::from_pem(certificate, key) {
            Ok(identity) => return Ok(identity),
            Err(e) => tracing::warn!(
                "the office certificate kept could not be read ({e}); making a new one"
            ),
        }
    }
    let identity = Identity::generate().map_err(|e| SecretError::refused(e.to_string()))?;
    let both = format!("{}{}", identity.certificate_pem(), identity.key_pem());
    let store = std::sync::Arc::clone(store);
    let kept = tokio::task::spawn_blocking(move || store.set(Secret::OfficeIdentity, &both));
    match tokio::time::timeout(KEYRING_PATIENCE, kept).await {
        Ok(Ok(answer)) => answer?,
        Ok(Err(_)) => return Err(SecretError::of(KeyringTrouble::Stopped)),
        Err(_) => return Err(SecretError::of(KeyringTrouble::Locked)),
    }
    Ok(identity)
}

/// [`api_key`] off the async threads, with the same patience.
pub async fn load_api_key(
    store: &std::sync::Arc<dyn SecretStore>,
) -> (String, Option<SecretError>) {
    let store = std::sync::Arc::clone(store);
    let load = tokio::task::spawn_blocking(move || api_key(store.as_ref()));
    match tokio::time::timeout(KEYRING_PATIENCE, load).await {
        Ok(Ok(answer)) => answer,
        _ => (
            new_api_key(),
            Some(SecretError::of(KeyringTrouble::LockedApiKey)),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_english_the_keyring_s_troubles_read_as_they_always_have() {
        let unlock = "Unlock the keyring (on Linux: GNOME Keyring or KWallet must be running), then try again.";
        let cases = [
            (
                SecretError::refused("Platform secure storage failure: DBus error"),
                "Platform secure storage failure: DBus error",
            ),
            (
                SecretError::of(KeyringTrouble::Stopped),
                "the keyring call stopped unexpectedly",
            ),
            (
                SecretError::of(KeyringTrouble::Locked),
                "the keyring did not answer within 30 seconds; it may be locked",
            ),
            (
                SecretError::of(KeyringTrouble::LockedApiKey),
                "the keyring did not answer within 30 seconds; it may be locked. The local API key works until Pacer closes",
            ),
        ];
        for (error, detail) in cases {
            assert_eq!(
                error.to_string(),
                format!(
                    "Pacer couldn't use this computer's keyring, where it keeps your Meta token and secrets ({detail}). {unlock}"
                )
            );
        }
        let said = SecretError::refused("DBus error").said();
        assert_eq!(said.id, pacer_words::ids::APP_KEYRING_FAILED);
        assert_eq!(
            said.args.get("detail"),
            Some(&pacer_words::Arg::Text("DBus error".into()))
        );
    }
}
