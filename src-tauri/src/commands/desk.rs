//! Settings → Connect to the office's Pacer, on a desk (`docs/office.md`): the office Pacers
//! found on the network, the certificate of the one chosen (to compare by eye with the office
//! PC's screen), pairing with the code it shows — the credential goes to this PC's keyring and
//! the pinned fingerprint to the settings — and leaving the office again.

use std::time::Duration;

use pacer_engine::sharing::desk_link::{self, NotAnAddress};
use pacer_engine::sharing::{Discovery, Fingerprint, OfficeAddress};
use pacer_words::{Said, ids};
use serde::Serialize;
use tauri::State;

use super::app::save_and_restart;
use super::{Answer, ErrorCode, UiError, store_secret};
use crate::desk::OfficeLink;
use crate::secrets::Secret;
use crate::state::{AppInfo, AppState};

/// How long a desk listens for office Pacers: they answer a query within a second.
const LISTEN_FOR: Duration = Duration::from_secs(3);
/// The longest desk name kept (the office cuts it too).
const MAX_DESK_NAME: usize = 60;

/// An office Pacer found on the network.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct OfficeFound {
    /// Its name, as it announces it.
    pub name: String,
    /// Where to reach it (`https://192.168.1.20:8093`).
    pub address: String,
    /// The first groups of its certificate's fingerprint: the full one is compared once
    /// connected.
    pub fingerprint_prefix: String,
}

/// The certificate an office Pacer shows, to compare with its screen before pairing.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct OfficeCertificate {
    /// The address as Pacer will keep it (`https://host:port`).
    pub address: String,
    /// Its fingerprint, 16 groups of 4 hex digits.
    pub fingerprint: String,
}

/// The office Pacers that answer on this PC's networks within a few seconds, by name. None
/// when discovery cannot run here (the person types the address instead).
#[tauri::command]
pub async fn find_offices() -> Answer<Vec<OfficeFound>> {
    let found = match Discovery::on_the_network().find_offices(LISTEN_FOR).await {
        Ok(found) => found,
        Err(e) => {
            tracing::info!("{e}");
            Vec::new()
        }
    };
    Ok(found
        .into_iter()
        .filter_map(|office| {
            let ip = *office.addresses.first()?;
            let host = match ip {
                std::net::IpAddr::V4(v4) => v4.to_string(),
                std::net::IpAddr::V6(v6) => format!("[{v6}]"),
            };
            Some(OfficeFound {
                name: office.name,
                address: format!("https://{host}:{}", office.port),
                fingerprint_prefix: office.fingerprint_prefix,
            })
        })
        .collect())
}

/// The certificate the office Pacer at `address` shows. Nothing is sent to it: the
/// handshake stops at the certificate.
#[tauri::command]
pub async fn look_at_office(address: String) -> Answer<OfficeCertificate> {
    let address = office_address(&address)?;
    let fingerprint = desk_link::look_at_certificate(&address).await?;
    Ok(OfficeCertificate {
        address: address.to_string(),
        fingerprint: fingerprint.to_string(),
    })
}

/// What the person settled on to pair this desk.
#[derive(Debug, Clone, serde::Deserialize, ts_rs::TS)]
pub struct Pairing {
    /// The office Pacer's address.
    pub address: String,
    /// The fingerprint the person compared with the office PC's screen ([`look_at_office`]).
    pub fingerprint: String,
    /// The code the office PC shows.
    pub code: String,
    /// This desk's name in the office's Settings → People.
    pub desk_name: String,
    /// The office's name, when it was found on the network.
    #[ts(optional = nullable)]
    pub office_name: Option<String>,
    /// The fingerprint's first groups the office announced, when it was found on the network:
    /// a certificate that does not start with them is refused.
    #[ts(optional = nullable)]
    pub announced_prefix: Option<String>,
}

/// Pairs this PC as a desk of the office Pacer: the office checks the code, this PC pins the
/// fingerprint the person compared and keeps the credential in its keyring, and from then on
/// no engine runs here: every screen works through the office Pacer.
#[tauri::command]
pub async fn connect_to_office(state: State<'_, AppState>, pairing: Pairing) -> Answer<AppInfo> {
    connect(&state, pairing).await
}

/// [`connect_to_office`], for tests.
pub async fn connect(state: &AppState, pairing: Pairing) -> Answer<AppInfo> {
    if state.settings.read().await.share_with_office {
        return Err(UiError::said(
            ErrorCode::Input,
            Said::new(ids::DESK_SHARED_HERE),
        ));
    }
    let address = office_address(&pairing.address)?;
    let fingerprint: Fingerprint = pairing.fingerprint.parse().map_err(|_| {
        UiError::said(
            ErrorCode::Input,
            Said::new(ids::DESK_FINGERPRINT_NOT_COMPARED),
        )
    })?;
    if let Some(prefix) = pairing.announced_prefix.filter(|p| !p.is_empty())
        && !fingerprint.to_string().starts_with(&prefix.to_uppercase())
    {
        return Err(UiError::said(
            ErrorCode::Office,
            Said::new(ids::DESK_FINGERPRINT_NOT_ANNOUNCED)
                .with("address", address.to_string())
                .with("prefix", prefix),
        ));
    }
    let desk_name = desk_name(&pairing.desk_name);
    let (_, paired) = desk_link::pair(&address, fingerprint, &pairing.code, &desk_name).await?;
    store_secret(state, Secret::DeskCredential, paired.credential.clone()).await?;
    let office = OfficeLink {
        office_name: [pairing.office_name, Some(paired.office)]
            .into_iter()
            .flatten()
            .map(|n| n.trim().to_owned())
            .find(|n| !n.is_empty())
            .unwrap_or_else(|| address.to_string()),
        address,
        fingerprint: fingerprint.to_string(),
        desk_name: paired.desk.name,
    };
    save_and_restart(state, |settings| settings.desk_of = Some(office)).await
}

/// Stops working as a desk: the credential leaves the keyring, and this PC's own engine
/// starts again in its mode. The office still lists the desk until its owner withdraws it.
#[tauri::command]
pub async fn leave_office(state: State<'_, AppState>) -> Answer<AppInfo> {
    leave(&state).await
}

/// [`leave_office`], for tests.
pub async fn leave(state: &AppState) -> Answer<AppInfo> {
    let store = std::sync::Arc::clone(&state.secrets);
    let forgot = tokio::task::spawn_blocking(move || store.delete(Secret::DeskCredential));
    match tokio::time::timeout(crate::secrets::KEYRING_PATIENCE, forgot).await {
        Ok(Ok(Ok(()))) => {}
        Ok(Ok(Err(e))) => return Err(UiError::from(e)),
        _ => {
            return Err(UiError::said(
                ErrorCode::Keyring,
                Said::new(ids::APP_KEYRING_NO_ANSWER),
            ));
        }
    }
    save_and_restart(state, |settings| settings.desk_of = None).await
}

fn office_address(typed: &str) -> Answer<OfficeAddress> {
    typed
        .parse()
        .map_err(|e: NotAnAddress| UiError::said(ErrorCode::Input, e.said()))
}

/// The name typed, without control characters and cut to a length a list shows; this PC's
/// host name when none was typed.
fn desk_name(typed: &str) -> String {
    let typed: String = typed.chars().filter(|c| !c.is_control()).collect();
    let typed = typed.trim();
    let name = if typed.is_empty() {
        std::fs::read_to_string("/etc/hostname")
            .ok()
            .map(|h| h.trim().to_owned())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "Desk".to_owned())
    } else {
        typed.to_owned()
    };
    name.chars().take(MAX_DESK_NAME).collect()
}
