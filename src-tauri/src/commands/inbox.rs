//! The Inbox: conversations, one thread, marking read, replies (text, a file, a template),
//! quick replies, and the files customers sent.

use pacer_engine::inbox::{
    self, ConversationPage, ConversationQuery, QuickReply, Reply, ThreadPage, ThreadQuery,
};
use pacer_words::ids;
use tauri::State;

use super::{Answer, ErrorCode, UiError, desk_link, engine, now_ms};
use crate::chosen::Picked;
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// A page of conversations, newest first.
#[tauri::command]
pub async fn conversations(
    state: State<'_, AppState>,
    query: ConversationQuery,
) -> Answer<ConversationPage> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::conversations(&office, &query).await?);
    }
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    Ok(engine
        .ledger()
        .read(move |c| inbox::conversations(c, &query, now))
        .await?)
}

/// A page of one customer's thread (oldest first, ending before `query.before`).
#[tauri::command]
pub async fn conversation(state: State<'_, AppState>, query: ThreadQuery) -> Answer<ThreadPage> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::thread(&office, &query).await?);
    }
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    Ok(engine
        .ledger()
        .read(move |c| inbox::thread(c, &query, now))
        .await?)
}

/// Marks a conversation read up to its newest customer message; how many were unread.
#[tauri::command]
pub async fn mark_conversation_read(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    phone: String,
) -> Answer<u32> {
    if let Some(office) = desk_link(&state).await {
        let was = crate::desk::mark_read(&office, &phone).await?;
        crate::inbox_notices::changed(&app, vec![phone]).await;
        return Ok(was);
    }
    let engine = engine(&state).await?;
    let now = now_ms();
    let who = phone.clone();
    let was = engine
        .ledger()
        .write(move |c| inbox::mark_read(c, &who, now))
        .await?;
    crate::inbox_notices::changed(&app, vec![phone]).await;
    Ok(was)
}

/// Opens a file dialog for a file to send; only a file picked here may be sent.
#[tauri::command]
pub async fn choose_reply_file(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Picked>> {
    let question = FileQuestion {
        title: ids::DIALOG_REPLY_FILE,
        ..FileQuestion::default()
    };
    match dialogs::pick_file(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_file(&path)?)),
        None => Ok(None),
    }
}

/// Sends a reply through the express lane; the message's key. A file must be one the person
/// picked in [`choose_reply_file`].
#[tauri::command]
pub async fn send_reply(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    phone: String,
    reply: Reply,
) -> Answer<String> {
    let reply = match reply {
        Reply::File { path, caption } => {
            let path = state.chosen.file_to_read(&path, &state.own_files().await)?;
            Reply::File {
                path: path.display().to_string(),
                caption,
            }
        }
        other => other,
    };
    if let Some(office) = desk_link(&state).await {
        let key = match reply {
            // The file is on this desk: handed to the office first.
            Reply::File { path, caption } => {
                crate::desk::inbox::reply_with_file(
                    &office,
                    &phone,
                    std::path::Path::new(&path),
                    caption,
                )
                .await?
            }
            reply => crate::desk::reply(&office, &phone, &reply).await?,
        };
        crate::inbox_notices::changed(&app, vec![phone]).await;
        return Ok(key);
    }
    let engine = engine(&state).await?;
    let key = inbox::send_reply(&engine, &phone, reply)
        .await
        .map_err(|e| {
            let said = e.said();
            match e.details() {
                Some(details) => UiError::said_with(ErrorCode::Input, said, details),
                None => UiError::said(ErrorCode::Input, said),
            }
        })?;
    super::record_here(
        &engine,
        pacer_engine::audit::Action::ReplySent,
        Some(phone.clone()),
        None,
    )
    .await;
    crate::inbox_notices::changed(&app, vec![phone]).await;
    Ok(key)
}

/// Every quick reply, by title.
#[tauri::command]
pub async fn quick_replies(state: State<'_, AppState>) -> Answer<Vec<QuickReply>> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::inbox::quick_replies(&office).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(inbox::quick_replies).await?)
}

/// Saves a new quick reply or changes one.
#[tauri::command]
pub async fn save_quick_reply(state: State<'_, AppState>, reply: QuickReply) -> Answer<QuickReply> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::inbox::save_quick_reply(&office, &reply).await?);
    }
    let engine = engine(&state).await?;
    let now = now_ms();
    let saved = engine
        .ledger()
        .write(move |c| Ok(inbox::save_quick_reply(c, &reply, now)))
        .await?;
    saved.map_err(|e| UiError::said(ErrorCode::Input, e.said()))
}

/// Deletes a quick reply; whether there was one.
#[tauri::command]
pub async fn delete_quick_reply(state: State<'_, AppState>, id: i64) -> Answer<bool> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::inbox::delete_quick_reply(&office, id).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .write(move |c| inbox::delete_quick_reply(c, id))
        .await?)
}

/// A person's "Try again" for a customer's file that failed or waits for its retry; whether
/// there was such a file.
#[tauri::command]
pub async fn fetch_media_again(state: State<'_, AppState>, media_id: String) -> Answer<bool> {
    if let Some(office) = desk_link(&state).await {
        return Ok(crate::desk::inbox::fetch_again(&office, &media_id).await?);
    }
    let runtime = state.runtime.read().await;
    let Some(runtime) = runtime.as_ref() else {
        drop(runtime);
        return Err(super::not_running(&state).await);
    };
    Ok(runtime.node.media().fetch_now(&media_id).await?)
}

/// Opens a file a customer sent with the system's viewer.
#[tauri::command]
pub async fn open_media(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    media_id: String,
) -> Answer<()> {
    use tauri_plugin_opener::OpenerExt;
    let path = if let Some(office) = desk_link(&state).await {
        // A copy from the office, kept in this desk's data folder to open here.
        let folder = state.data_dir.join("office-media");
        let here = crate::desk::inbox::media_here(&office, &media_id, &folder).await?;
        Some(here.display().to_string())
    } else {
        let engine = engine(&state).await?;
        let id = media_id.clone();
        engine
            .ledger()
            .read(move |c| inbox::stored_media_path(c, &id))
            .await?
    };
    let Some(path) = path else {
        return Err(UiError::from(pacer_words::Said::new(
            pacer_words::ids::INBOX_MEDIA_NOT_HERE,
        )));
    };
    app.opener().open_path(path, None::<&str>).map_err(|e| {
        UiError::said_with(
            ErrorCode::File,
            pacer_words::Said::new(pacer_words::ids::INBOX_MEDIA_NOT_OPENED),
            e,
        )
    })
}

/// Shows a desktop notification the window wrote in the person's language, unless notices
/// are off or the window is in front (the person sees the Inbox already).
#[tauri::command]
pub async fn show_notice(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    title: String,
    body: String,
) -> Answer<bool> {
    use tauri::Manager;
    use tauri_plugin_notification::NotificationExt;
    if !state.settings.read().await.notify_new_messages {
        return Ok(false);
    }
    let in_front = app
        .get_webview_window("main")
        .and_then(|w| w.is_focused().ok())
        .unwrap_or(false);
    if in_front {
        return Ok(false);
    }
    let short = |text: String, max: usize| -> String {
        match text.char_indices().nth(max) {
            Some((cut, _)) => format!("{}…", &text[..cut]),
            None => text,
        }
    };
    // A desktop without a notification service simply shows nothing.
    Ok(app
        .notification()
        .builder()
        .title(short(title, 80))
        .body(short(body, 200))
        .show()
        .is_ok())
}
