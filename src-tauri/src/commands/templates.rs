//! Templates: the ones Pacer knows, syncing them from Meta, and a preview with values.

use std::collections::BTreeMap;

use pacer_engine::templates::{self, Preview, SyncReport, TemplateInfo};
use pacer_words::{Said, ids};
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
    templates::sync_into(&engine).await.map_err(|e| {
        UiError::said_with(
            ErrorCode::Meta,
            Said::new(ids::APP_TEMPLATES_SYNC_FAILED),
            e,
        )
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
            UiError::from(
                Said::new(ids::APP_TEMPLATE_MISSING)
                    .with("name", name.as_str())
                    .with("language", language.as_str()),
            )
        })?;
    Ok(templates::render(&info, &values))
}
