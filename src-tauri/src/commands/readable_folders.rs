//! Settings → Folders Pacer may read: adding one through a folder dialog, removing one.

use std::path::Path;

use pacer_words::ids;
use tauri::State;

use super::Answer;
use crate::dialogs::{self, FileQuestion};
use crate::settings::Settings;
use crate::state::AppState;

/// Changes the folders Pacer may read, saves the settings and restarts the engine with them
/// (requests in flight finish first; nothing queued is lost).
async fn change_readable_folders(
    state: &AppState,
    change: impl FnOnce(&mut Vec<String>),
) -> Answer<Settings> {
    let changed = {
        let mut settings = state.settings.write().await;
        let mut next = settings.clone();
        change(&mut next.readable_folders);
        if next.readable_folders == settings.readable_folders {
            return Ok(next);
        }
        next.save(&state.data_dir)?;
        *settings = next.clone();
        next
    };
    if let Err(problem) = state.start().await {
        tracing::warn!("the engine did not start again with the new folders: {problem}");
    }
    Ok(changed)
}

/// Settings → Folders Pacer may read: opens a folder dialog and adds the folder picked (the
/// only way a folder joins the list). Returns the settings, or `None` when the person
/// cancelled.
#[tauri::command]
pub async fn add_readable_folder(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Settings>> {
    let question = FileQuestion {
        title: ids::DIALOG_READABLE_FOLDER,
        ..FileQuestion::default()
    };
    let Some(path) = dialogs::pick_folder(&app, question).await? else {
        return Ok(None);
    };
    let picked = state.chosen.remember_folder(&path)?;
    let imports = std::fs::canonicalize(state.imports_folder().await).ok();
    let settings = change_readable_folders(&state, |folders| {
        let already =
            folders.contains(&picked.path) || imports.is_some_and(|i| i == Path::new(&picked.path));
        if !already {
            folders.push(picked.path);
        }
    })
    .await?;
    Ok(Some(settings))
}

/// Settings → Folders Pacer may read: removes a folder from the list (the data folder's
/// `imports/` is not in it and stays allowed).
#[tauri::command]
pub async fn remove_readable_folder(state: State<'_, AppState>, path: String) -> Answer<Settings> {
    change_readable_folders(&state, |folders| folders.retain(|f| *f != path)).await
}
