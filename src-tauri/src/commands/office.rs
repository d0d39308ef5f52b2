//! Settings → Share with the office, on the office Pacer's own window (`docs/office.md`): where
//! desks reach it and its certificate's fingerprint, a pairing code for one desk, the people
//! (desks and system keys) with their roles and a way to withdraw them at once, and who did
//! what. The same engine functions the local API's `/v1/office/…` and `/v1/audit` call; what
//! the person does here is recorded as "This PC".

use pacer_engine::audit::{self, Action, Entry, Filter, Who};
use pacer_engine::sharing::desks::{self, Desk, Role};
use pacer_words::{Said, ids};
use serde::Serialize;
use tauri::State;

use super::{Answer, ErrorCode, UiError, desk_link, engine, exports_folder};
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// This Pacer's office listener, as Settings shows it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct OfficeView {
    /// Whether the running Pacer listens for desks.
    pub shared: bool,
    /// The port it listens on (every address of this PC).
    pub port: Option<u16>,
    /// The certificate's fingerprint desks compare when pairing (16 groups of 4 hex digits).
    pub fingerprint: Option<String>,
}

/// A pairing code to show, and until when it works.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct PairingView {
    /// `4821-0937`.
    pub code: String,
    /// The fingerprint shown beside it.
    pub fingerprint: String,
    /// Milliseconds since 1970 (Pacer's clock) when it stops working.
    #[ts(type = "number")]
    pub expires_at: i64,
    /// What the desk paired with it may do.
    pub role: Role,
}

async fn office(state: &AppState) -> Answer<pacer_engine::node::OfficeHandle> {
    let runtime = state.runtime.read().await;
    runtime
        .as_ref()
        .and_then(|r| r.node.office().cloned())
        .ok_or_else(|| UiError::from(Said::new(ids::OFFICE_NOT_SHARED)))
}

/// Whether this Pacer is shared with the office, and how desks recognise it.
#[tauri::command]
pub async fn office_view(state: State<'_, AppState>) -> Answer<OfficeView> {
    if let Some(desk) = state.desk.read().await.as_ref() {
        // On a desk: the office it works with, as it was pinned when paired.
        return Ok(OfficeView {
            shared: true,
            port: desk.office.address.port(),
            fingerprint: Some(desk.office.fingerprint.clone()),
        });
    }
    let runtime = state.runtime.read().await;
    let office = runtime.as_ref().and_then(|r| r.node.office().cloned());
    Ok(OfficeView {
        shared: office.is_some(),
        port: office.as_ref().map(|o| o.addr().port()),
        fingerprint: office.map(|o| o.fingerprint().to_string()),
    })
}

/// A new pairing code for one desk that will have `role` (staff when not said; any code shown
/// before is closed).
#[tauri::command]
pub async fn open_pairing_code(
    state: State<'_, AppState>,
    role: Option<Role>,
) -> Answer<PairingView> {
    let role = role.unwrap_or(Role::Staff);
    if let Some(link) = desk_link(&state).await {
        let shown = crate::desk::office::open_pairing_code(&link, role).await?;
        return Ok(PairingView {
            code: shown.code,
            fingerprint: shown.fingerprint,
            expires_at: shown.expires_at,
            role: shown.role,
        });
    }
    let office = office(&state).await?;
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    let code = office.open_pairing(now, role);
    Ok(PairingView {
        code: code.to_string(),
        fingerprint: office.fingerprint().to_string(),
        expires_at: now + pacer_engine::sharing::pairing::CODE_LIFETIME_MS,
        role,
    })
}

/// Closes the code shown (the person closed the pairing window).
#[tauri::command]
pub async fn close_pairing_code(state: State<'_, AppState>) -> Answer<()> {
    if let Some(link) = desk_link(&state).await {
        return Ok(crate::desk::office::close_pairing_code(&link).await?);
    }
    if let Ok(office) = office(&state).await {
        office.close_pairing();
    }
    Ok(())
}

/// Every desk and system key ever paired, newest first.
#[tauri::command]
pub async fn office_desks(state: State<'_, AppState>) -> Answer<Vec<Desk>> {
    if let Some(link) = desk_link(&state).await {
        return Ok(crate::desk::office::desks(&link).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(desks::list).await?)
}

/// Withdraws a desk's access at once; recorded as done by this PC.
#[tauri::command]
pub async fn revoke_desk(state: State<'_, AppState>, id: i64) -> Answer<Vec<Desk>> {
    if let Some(link) = desk_link(&state).await {
        return Ok(crate::desk::office::revoke(&link, id).await?);
    }
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    engine
        .ledger()
        .write(move |c| {
            if desks::revoke(c, id, now)? {
                audit::record(
                    c,
                    now,
                    &Who::this_pc(),
                    Action::DeskRevoked,
                    Some(&id.to_string()),
                    None,
                )?;
            }
            desks::list(c)
        })
        .await
        .map_err(UiError::from)
}

/// Gives a desk another role from its next request; recorded as done by this PC.
#[tauri::command]
pub async fn set_desk_role(state: State<'_, AppState>, id: i64, role: Role) -> Answer<Vec<Desk>> {
    if let Some(link) = desk_link(&state).await {
        return Ok(crate::desk::office::set_role(&link, id, role).await?);
    }
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    engine
        .ledger()
        .write(move |c| {
            if desks::set_role(c, id, role)? {
                audit::record(
                    c,
                    now,
                    &Who::this_pc(),
                    Action::RoleChanged,
                    Some(&id.to_string()),
                    Some(role.as_str()),
                )?;
            }
            desks::list(c)
        })
        .await
        .map_err(UiError::from)
}

/// A page of who did what, newest first (`before`: the last id of the page before).
#[tauri::command]
pub async fn audit_log(state: State<'_, AppState>, before: Option<i64>) -> Answer<Vec<Entry>> {
    if let Some(link) = desk_link(&state).await {
        return Ok(crate::desk::office::audit_log(&link, before).await?);
    }
    let engine = engine(&state).await?;
    let filter = Filter {
        before_id: before,
        limit: 100,
        ..Filter::default()
    };
    Ok(engine
        .ledger()
        .read(move |c| audit::page(c, &filter))
        .await?)
}

/// Asks where to save the whole log as CSV and writes it; the path, or `None` when the person
/// cancelled.
#[tauri::command]
pub async fn export_audit_log(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<String>> {
    let link = desk_link(&state).await;
    if link.is_none() {
        // Said before the dialog: nothing to export while the engine is not running.
        engine(&state).await?;
    }
    let question = FileQuestion {
        title: ids::DIALOG_AUDIT_LOG,
        filters: vec![("CSV", &["csv"])],
        folder: Some(exports_folder(&state)),
        file_name: Some("audit-log.csv".into()),
    };
    let Some(mut path) = dialogs::save_file(&app, question).await? else {
        return Ok(None);
    };
    if path.extension().is_none() {
        path.set_extension("csv");
    }
    if let Some(link) = link {
        // The office's own file, downloaded to the place chosen here.
        crate::desk::office::export_audit_log(&link, &path).await?;
        return Ok(Some(path.display().to_string()));
    }
    let engine = engine(&state).await?;
    let written = engine
        .ledger()
        .read_long(|c| {
            let mut bytes = Vec::new();
            match audit::export_csv(c, &mut bytes) {
                Ok(_) => Ok(Ok(bytes)),
                Err(audit::ExportError::Database(e)) => Err(e),
                Err(other) => Ok(Err(other.to_string())),
            }
        })
        .await?;
    let bytes = written.map_err(|why| {
        UiError::said_with(
            ErrorCode::File,
            Said::new(ids::APP_EXPORT_BUILD_FAILED),
            why,
        )
    })?;
    let target = path.clone();
    tokio::task::spawn_blocking(move || -> Answer<()> {
        std::fs::write(&target, bytes).map_err(|e| {
            UiError::said_with(
                ErrorCode::File,
                Said::new(ids::APP_EXPORT_WRITE_FAILED).with("path", target.display().to_string()),
                e,
            )
        })?;
        // Names of desks and customers' numbers: readable by this user only, like a report.
        crate::settings::restrict(&target);
        Ok(())
    })
    .await
    .map_err(|_| UiError::from(Said::new(ids::APP_SAVING_STOPPED)))??;
    Ok(Some(path.display().to_string()))
}
