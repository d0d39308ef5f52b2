//! Templates: the ones Pacer knows, syncing them from Meta, and a preview with values.

use std::collections::BTreeMap;

use pacer_engine::templates::{self, Preview, SyncReport, TemplateInfo};
use tauri::State;

use super::{Answer, ErrorCode, UiError, engine};
use crate::state::AppState;

/// The templates Pacer knows (synced from Meta).
#[tauri::command]
pub async fn templates(state: State<'_, AppState>) -> Answer<Vec<TemplateInfo>> {
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(templates::list).await?)
}

/// Reads every template from Meta again.
#[tauri::command]
pub async fn sync_templates(state: State<'_, AppState>) -> Answer<SyncReport> {
    let engine = engine(&state).await?;
    templates::sync_into(&engine).await.map_err(|e| UiError {
            code: ErrorCode::Meta,
        message: "Pacer couldn't read your templates from Meta. Check the connection in Settings → Meta account, then try again.".into(),
        details: Some(e.to_string()),
        said: None,
    })
}

/// A template with sample values filled in.
#[tauri::command]
pub async fn preview_template(
    state: State<'_, AppState>,
    name: String,
    language: String,
    values: BTreeMap<String, String>,
) -> Answer<Preview> {
    let engine = engine(&state).await?;
    let (n, l) = (name.clone(), language.clone());
    let info = engine
        .ledger()
        .read(move |c| templates::get(c, &n, &l))
        .await?
        .ok_or_else(|| {
            UiError::new(format!(
                "There is no template \"{name}\" in {language}. Sync the templates and try again."
            ))
        })?;
    Ok(templates::render(&info, &values))
}
