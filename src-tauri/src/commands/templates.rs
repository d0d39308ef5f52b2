//! Templates: the ones Pacer knows, syncing them from Meta, a preview with values, and the
//! builder's: checking a draft as it is typed, a media header's sample uploaded from a file,
//! creating, editing and deleting with Meta.

use std::collections::BTreeMap;

use pacer_engine::campaigns::{CampaignError, HeaderKind};
use pacer_engine::templates::{
    self, DraftProblem, Preview, SampleUpload, SyncReport, TemplateChangeError, TemplateDraftSpec,
    TemplateInfo,
};
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, engine, record_here};
use crate::state::AppState;
use pacer_engine::audit::Action;

/// The templates Pacer knows (synced from Meta).
#[tauri::command]
pub async fn templates(state: State<'_, AppState>) -> Answer<Vec<TemplateInfo>> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::campaigns::templates(&office).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(templates::list).await?)
}

/// Reads every template from Meta again.
#[tauri::command]
pub async fn sync_templates(state: State<'_, AppState>) -> Answer<SyncReport> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::templates::sync(&office).await?);
    }
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
    let info = if let Some(office) = super::desk_link(&state).await {
        // The office's templates, rendered here as the office would (the same code).
        crate::desk::campaigns::templates(&office)
            .await?
            .into_iter()
            .find(|t| t.name == name && t.language == language)
    } else {
        let engine = engine(&state).await?;
        let (n, l) = (name.clone(), language.clone());
        engine
            .ledger()
            .read(move |c| templates::get(c, &n, &l))
            .await?
    };
    let info = info.ok_or_else(|| {
        UiError::from(
            Said::new(ids::APP_TEMPLATE_MISSING)
                .with("name", name.as_str())
                .with("language", language.as_str()),
        )
    })?;
    Ok(templates::render(&info, &values))
}

/// Everything wrong with a draft, each problem on its field; empty when Meta would take it.
/// Pure and instant: the builder calls it as the person types.
#[tauri::command]
pub fn check_template_draft(spec: TemplateDraftSpec) -> Vec<DraftProblem> {
    templates::check_draft(&spec)
}

/// Submits a draft to Meta for review; the template comes back as Meta took it (`PENDING`).
#[tauri::command]
pub async fn create_template(
    state: State<'_, AppState>,
    spec: TemplateDraftSpec,
) -> Answer<TemplateInfo> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::templates::create(&office, &spec).await?);
    }
    let engine = engine(&state).await?;
    let made = templates::create(&engine, &spec).await?;
    let subject = format!("{} {}", made.name, made.language);
    record_here(&engine, Action::TemplateCreated, Some(subject), None).await;
    Ok(made)
}

/// Replaces template `name` in `language` with `spec` and sends it back to review (its name,
/// language and category stay as Meta has them).
#[tauri::command]
pub async fn edit_template(
    state: State<'_, AppState>,
    name: String,
    language: String,
    spec: TemplateDraftSpec,
) -> Answer<TemplateInfo> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::templates::edit(&office, &name, &language, &spec).await?);
    }
    let engine = engine(&state).await?;
    let edited = templates::edit(&engine, &name, &language, &spec).await?;
    let subject = format!("{name} {language}");
    record_here(&engine, Action::TemplateEdited, Some(subject), None).await;
    Ok(edited)
}

/// Deletes template `name` in every language with Meta. Returns how many languages went.
#[tauri::command]
pub async fn delete_template(state: State<'_, AppState>, name: String) -> Answer<usize> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::templates::delete(&office, &name).await?);
    }
    let engine = engine(&state).await?;
    let deleted = templates::delete(&engine, &name).await?;
    record_here(&engine, Action::TemplateDeleted, Some(name), None).await;
    Ok(deleted)
}

impl From<TemplateChangeError> for UiError {
    fn from(e: TemplateChangeError) -> Self {
        // The window branches on the kind: Meta's refusals and silences are Meta's, the rest
        // is something to fix here (a draft problem, no account, an unknown template).
        let code = match &e {
            TemplateChangeError::Refused(_) | TemplateChangeError::Unreachable(_) => {
                ErrorCode::Meta
            }
            TemplateChangeError::NotSaved(_) => ErrorCode::Database,
            TemplateChangeError::Ledger(_) => ErrorCode::Database,
            _ => ErrorCode::Input,
        };
        match (e, code) {
            (TemplateChangeError::Ledger(e), _) => e.into(),
            (e, code) => match e.said() {
                Some(said) => UiError::said(code, said),
                None => UiError::of(code, e.to_string()),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(value: serde_json::Value) -> TemplateDraftSpec {
        serde_json::from_value(value).unwrap_or_else(|e| panic!("spec: {e}"))
    }

    #[test]
    fn a_draft_is_checked_with_each_problem_on_its_field_in_catalogue_words() {
        let problems = check_template_draft(spec(serde_json::json!({
            "name": "Order Update", "language": "en", "category": "UTILITY",
            "body": "Hi {{1}}, your order has shipped today.", "samples": {"1": ""}
        })));
        let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
        assert_eq!(fields, ["name", "samples.1"]);
        assert_eq!(problems[0].message_said.id, ids::TEMPLATE_DRAFT_NAME);
    }

    #[test]
    fn a_refused_change_reaches_the_window_as_a_catalogue_message() {
        let error = UiError::from(TemplateChangeError::NotFound {
            name: "win_back".into(),
        });
        assert_eq!(error.code, ErrorCode::Input);
        assert_eq!(
            error.said.map(|s| s.id),
            Some(ids::TEMPLATE_ERROR_NOT_FOUND.to_owned())
        );
        let error = UiError::from(TemplateChangeError::NoAccount);
        assert_eq!(
            error.said.map(|s| s.id),
            Some(ids::TEMPLATE_ERROR_NO_ACCOUNT.to_owned())
        );
    }
}

/// Opens a file dialog for a media header's sample (a picture, a video or a PDF, as `kind`
/// says), checks the file and uploads it with Meta's Resumable Upload API; answers its name
/// and the handle the draft's header takes. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_template_sample(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    kind: HeaderKind,
) -> Answer<Option<SampleUpload>> {
    let (title, filter): (&'static str, crate::dialogs::Filter) = match kind {
        HeaderKind::Image => (
            ids::DIALOG_SAMPLE_PICTURE,
            ("JPEG or PNG", &["jpg", "jpeg", "png"]),
        ),
        HeaderKind::Video => (ids::DIALOG_SAMPLE_VIDEO, ("MP4", &["mp4"])),
        HeaderKind::Document => (ids::DIALOG_SAMPLE_PDF, ("PDF", &["pdf"])),
    };
    let question = crate::dialogs::FileQuestion {
        title,
        filters: vec![filter],
        ..crate::dialogs::FileQuestion::default()
    };
    let Some(path) = crate::dialogs::pick_file(&app, question).await? else {
        return Ok(None);
    };
    let picked = state.chosen.remember_file(&path)?;
    let file = std::path::Path::new(&picked.path);
    if let Some(office) = super::desk_link(&state).await {
        return Ok(Some(
            crate::desk::templates::upload_sample(&office, file, kind).await?,
        ));
    }
    let engine = engine(&state).await?;
    let sample = templates::upload_sample(&engine, file, kind)
        .await
        .map_err(CampaignError::HeaderFile)?;
    Ok(Some(sample))
}
