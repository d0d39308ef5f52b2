//! Campaigns: the list with progress, counting an audience, creating, checking, previewing
//! and testing one, and launching, pausing, resuming, cancelling, discarding, retrying and copying it.

use pacer_engine::E164;
use pacer_engine::audiences::{self, Audience, AudienceCount};
use pacer_engine::campaigns::{
    self, Campaign, CampaignSpec, Check, HeaderKind, Progress, RecipientPreview, RetryReport,
};
use pacer_engine::import::normalise_phone;
use pacer_words::ids;
use serde::Serialize;
use tauri::State;

use super::{Answer, UiError, desk_link, engine, launcher, record_here};
use crate::chosen::Picked;
use crate::desk;
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;
use pacer_engine::audit::Action;

/// A campaign with its progress, for the list.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct CampaignRow {
    /// The campaign.
    pub campaign: Campaign,
    /// Where its messages are.
    pub progress: Progress,
}

/// Every campaign with its progress, newest first.
#[tauri::command]
pub async fn campaigns(state: State<'_, AppState>) -> Answer<Vec<CampaignRow>> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::rows(&office).await?);
    }
    let launcher = launcher(&state).await?;
    rows(&launcher).await
}

/// Every campaign with its progress (also pushed as the `campaigns` event).
pub async fn rows(launcher: &campaigns::Launcher) -> Answer<Vec<CampaignRow>> {
    let list = campaigns::list(launcher.engine()).await?;
    let mut rows = Vec::with_capacity(list.len());
    for campaign in list {
        let progress = launcher.progress(&campaign.id).await?;
        rows.push(CampaignRow { campaign, progress });
    }
    Ok(rows)
}

/// Opens a folder dialog for a campaign's invoice PDFs; the folder picked may then be named in
/// a campaign. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_invoice_folder(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Picked>> {
    let question = FileQuestion {
        title: ids::DIALOG_INVOICE_FOLDER,
        ..FileQuestion::default()
    };
    match dialogs::pick_folder(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_folder(&path)?)),
        None => Ok(None),
    }
}

/// Opens a file dialog for a campaign's one header file (a poster, a video, a PDF for
/// everyone), offering the types the header takes; the file picked may then be named in a
/// campaign. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_header_file(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    kind: HeaderKind,
) -> Answer<Option<Picked>> {
    let (title, filter): (&'static str, dialogs::Filter) = match kind {
        HeaderKind::Image => (
            ids::DIALOG_PICTURE,
            ("JPEG or PNG", &["jpg", "jpeg", "png"]),
        ),
        HeaderKind::Video => (ids::DIALOG_VIDEO, ("MP4 or 3GPP", &["mp4", "3gp"])),
        HeaderKind::Document => (ids::DIALOG_PDF, ("PDF", &["pdf"])),
    };
    let question = FileQuestion {
        title,
        filters: vec![filter],
        ..FileQuestion::default()
    };
    match dialogs::pick_file(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_file(&path)?)),
        None => Ok(None),
    }
}

/// Creates a draft campaign (checked at once: template, mapping, lists, header files). Its
/// folder of files, or its one file, must be one the person picked in Pacer's dialog this
/// session, or the demo's samples: the page never names a file for Pacer to read by itself.
pub async fn create_campaign_from_window(state: &AppState, spec: CampaignSpec) -> Answer<Campaign> {
    create_campaign_reporting(state, spec, |_, _| {}).await
}

/// [`create_campaign_from_window`], telling `progress(sent, total)` as a desk hands the
/// campaign's files to the office Pacer.
pub async fn create_campaign_reporting(
    state: &AppState,
    mut spec: CampaignSpec,
    progress: impl Fn(u64, u64) + Send + Sync + 'static,
) -> Answer<Campaign> {
    if let Some(pdf) = spec.pdf.as_mut() {
        let folder = pdf.folder.to_string_lossy().into_owned();
        pdf.folder = state
            .chosen
            .folder_to_read(&folder, &state.own_files().await)?;
    }
    if let Some(file) = spec.header_file.as_mut() {
        let named = file.to_string_lossy().into_owned();
        *file = state
            .chosen
            .file_to_read(&named, &state.own_files().await)?;
    }
    if let Some(office) = desk_link(state).await {
        return Ok(desk::campaigns::create(&office, &spec, progress).await?);
    }
    let engine = engine(state).await?;
    let campaign = campaigns::create(&engine, spec).await?;
    record_here(
        &engine,
        Action::CampaignCreated,
        Some(campaign.id.clone()),
        None,
    )
    .await;
    Ok(campaign)
}

/// [`create_campaign_from_window`] for the window, with the files' upload told as it goes.
#[tauri::command]
pub async fn create_campaign(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    spec: CampaignSpec,
) -> Answer<Campaign> {
    use tauri::Emitter as _;
    // On a desk the files leave first: the wizard shows them going, as an import does.
    let progress = move |sent, total| {
        let _ = app.emit(
            crate::events::UPLOAD_PROGRESS,
            crate::desk::UploadProgress { sent, total },
        );
    };
    create_campaign_reporting(&state, spec, progress).await
}

/// How many contacts an audience selects and how many of them opted out, without saving
/// anything (the wizard's count as the person changes the audience).
#[tauri::command]
pub async fn count_audience(
    state: State<'_, AppState>,
    audience: Audience,
) -> Answer<AudienceCount> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::count(&office, &audience).await?);
    }
    Ok(audiences::count(&*engine(&state).await?, audience).await?)
}

/// Checks every recipient and plans the daily limit.
#[tauri::command]
pub async fn check_campaign(state: State<'_, AppState>, id: String) -> Answer<Check> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::check(&office, &id).await?);
    }
    Ok(campaigns::check(&*engine(&state).await?, &id).await?)
}

/// What one recipient (the first, unless a number is given) will get.
#[tauri::command]
pub async fn preview_campaign(
    state: State<'_, AppState>,
    id: String,
    phone: Option<String>,
) -> Answer<RecipientPreview> {
    let phone = match phone.filter(|p| !p.trim().is_empty()) {
        Some(raw) => Some(customer_number(&state, &raw).await?),
        None => None,
    };
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::preview(&office, &id, phone.as_ref()).await?);
    }
    Ok(campaigns::preview(&*engine(&state).await?, &id, phone.as_ref()).await?)
}

/// A number a person typed, as Pacer keeps it: read like a spreadsheet's numbers, national
/// forms in the default country of Settings (`0300 1234567` is `+923001234567` in Pakistan).
async fn customer_number(state: &AppState, raw: &str) -> Answer<E164> {
    let country = state.settings.read().await.default_country.clone();
    number_in(raw, &country)
}

/// `raw` read as a number of `country` (or international), or what to type instead.
fn number_in(raw: &str, country: &str) -> Answer<E164> {
    normalise_phone(raw, Some(country)).map_err(|why| {
        UiError::new(format!(
            "\"{}\" is not a phone number Pacer can send to ({why}). Type it with its country code, such as +923001234567, or as it is written in {country}.",
            raw.trim()
        ))
    })
}

/// Sends the campaign's message to one number now; returns the message id.
#[tauri::command]
pub async fn test_campaign(
    state: State<'_, AppState>,
    id: String,
    to: String,
    sample: Option<String>,
) -> Answer<String> {
    let to = customer_number(&state, &to).await?;
    let sample = match sample.filter(|p| !p.trim().is_empty()) {
        Some(raw) => Some(customer_number(&state, &raw).await?),
        None => None,
    };
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::test_send(&office, &id, &to, sample.as_ref()).await?);
    }
    Ok(campaigns::test_send(&*engine(&state).await?, &id, &to, sample.as_ref()).await?)
}

/// Starts the launch in the background; refuses while recipients have problems unless
/// `skip_problems`. `version` is the campaign's version the person was looking at: nothing is
/// done when someone changed it since, here or at a desk (as for pause, resume and cancel;
/// `campaigns::unchanged`).
#[tauri::command]
pub async fn launch_campaign(
    state: State<'_, AppState>,
    id: String,
    skip_problems: bool,
    version: Option<i64>,
) -> Answer<Check> {
    launch_from_window(&state, id, skip_problems, version).await
}

/// [`launch_campaign`] for the window (and the tests: it takes the state itself).
pub async fn launch_from_window(
    state: &AppState,
    id: String,
    skip_problems: bool,
    version: Option<i64>,
) -> Answer<Check> {
    if let Some(office) = desk_link(state).await {
        #[derive(serde::Deserialize)]
        struct Launching {
            check: Check,
        }
        let body = serde_json::json!({ "skip_problems": skip_problems });
        let answer: Launching = act(&office, &id, "launch", &body, version).await?;
        return Ok(answer.check);
    }
    let engine = engine(state).await?;
    campaigns::unchanged(&engine, &id, version).await?;
    let check = launcher(state).await?.start(&id, skip_problems).await?;
    record_here(&engine, Action::CampaignLaunched, Some(id), None).await;
    Ok(check)
}

/// Pauses a campaign (OTPs and other campaigns go on).
#[tauri::command]
pub async fn pause_campaign(
    state: State<'_, AppState>,
    id: String,
    version: Option<i64>,
) -> Answer<Campaign> {
    pause_from_window(&state, id, version).await
}

/// [`pause_campaign`] for the window (and the tests: it takes the state itself).
pub async fn pause_from_window(
    state: &AppState,
    id: String,
    version: Option<i64>,
) -> Answer<Campaign> {
    if let Some(office) = desk_link(state).await {
        return act(&office, &id, "pause", &serde_json::json!({}), version).await;
    }
    let engine = engine(state).await?;
    campaigns::unchanged(&engine, &id, version).await?;
    let paused = campaigns::pause(&engine, &id).await?;
    record_here(&engine, Action::CampaignPaused, Some(id), None).await;
    Ok(paused)
}

/// Resumes a paused campaign.
#[tauri::command]
pub async fn resume_campaign(
    state: State<'_, AppState>,
    id: String,
    version: Option<i64>,
) -> Answer<Campaign> {
    resume_from_window(&state, id, version).await
}

/// [`resume_campaign`] for the window (and the tests: it takes the state itself).
pub async fn resume_from_window(
    state: &AppState,
    id: String,
    version: Option<i64>,
) -> Answer<Campaign> {
    if let Some(office) = desk_link(state).await {
        return act(&office, &id, "resume", &serde_json::json!({}), version).await;
    }
    let engine = engine(state).await?;
    campaigns::unchanged(&engine, &id, version).await?;
    let resumed = campaigns::resume(&engine, &id).await?;
    record_here(&engine, Action::CampaignResumed, Some(id), None).await;
    Ok(resumed)
}

/// Cancels what has not left yet; returns how many messages were cancelled.
#[tauri::command]
pub async fn cancel_campaign(
    state: State<'_, AppState>,
    id: String,
    version: Option<i64>,
) -> Answer<u64> {
    cancel_from_window(&state, id, version).await
}

/// [`cancel_campaign`] for the window (and the tests: it takes the state itself).
pub async fn cancel_from_window(state: &AppState, id: String, version: Option<i64>) -> Answer<u64> {
    if let Some(office) = desk_link(state).await {
        #[derive(serde::Deserialize)]
        struct Cancelled {
            cancelled: u64,
        }
        let body = serde_json::json!({});
        let answer: Cancelled = act(&office, &id, "cancel", &body, version).await?;
        return Ok(answer.cancelled);
    }
    let engine = engine(state).await?;
    campaigns::unchanged(&engine, &id, version).await?;
    let cancelled = campaigns::cancel(&engine, &id).await?;
    record_here(&engine, Action::CampaignCancelled, Some(id), None).await;
    Ok(cancelled)
}

/// Asks the office Pacer to `action` campaign `id` (a desk), only if it is still at `version`
/// when one is given.
async fn act<T: serde::de::DeserializeOwned>(
    office: &pacer_engine::sharing::DeskLink,
    id: &str,
    action: &str,
    body: &serde_json::Value,
    version: Option<i64>,
) -> Answer<T> {
    let path = format!("/v1/campaigns/{}/{action}", desk::path_part(id));
    Ok(match version {
        Some(version) => office.post_if_unchanged(&path, body, version).await?,
        None => office.post(&path, body).await?,
    })
}

/// Deletes a campaign that never sent anything (a draft, or scheduled and not launched).
#[tauri::command]
pub async fn discard_campaign(state: State<'_, AppState>, id: String) -> Answer<()> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::discard(&office, &id).await?);
    }
    let engine = engine(&state).await?;
    campaigns::discard(&engine, &id).await?;
    record_here(&engine, Action::CampaignDeleted, Some(id), None).await;
    Ok(())
}

/// Sends the failed messages whose reason can change again.
#[tauri::command]
pub async fn retry_campaign(state: State<'_, AppState>, id: String) -> Answer<RetryReport> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::retry(&office, &id).await?);
    }
    let engine = engine(&state).await?;
    let retried = campaigns::retry_failed(&engine, &id).await?;
    record_here(&engine, Action::CampaignResumed, Some(id), None).await;
    Ok(retried)
}

/// Copies a campaign as a new draft.
#[tauri::command]
pub async fn clone_campaign(
    state: State<'_, AppState>,
    id: String,
    name: Option<String>,
) -> Answer<Campaign> {
    let name = name.filter(|n| !n.trim().is_empty());
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::campaigns::clone(&office, &id, name).await?);
    }
    let engine = engine(&state).await?;
    let clone = campaigns::clone_campaign(&engine, &id, name).await?;
    record_here(
        &engine,
        Action::CampaignCreated,
        Some(clone.id.clone()),
        None,
    )
    .await;
    Ok(clone)
}

#[cfg(test)]
mod tests {
    use super::number_in;

    /// A test send to the person's own number, typed as they write it, goes to the same
    /// customer as the international form: one number to pair pacing and the tier.
    #[test]
    fn a_typed_number_is_read_in_the_default_country() {
        for typed in [
            "0300 1234567",
            "0300-1234567",
            "+92 300 1234567",
            "00923001234567",
        ] {
            assert_eq!(
                number_in(typed, "PK")
                    .map(|n| n.to_string())
                    .ok()
                    .as_deref(),
                Some("+923001234567"),
                "{typed}"
            );
        }
        let refused = number_in("0300 12", "PK").unwrap_err();
        assert!(
            refused
                .message
                .contains("\"0300 12\" is not a phone number")
                && refused.message.contains("country code"),
            "{}",
            refused.message
        );
    }
}
