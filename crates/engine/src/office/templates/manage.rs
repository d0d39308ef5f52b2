//! Creating, editing and deleting templates with Meta from Pacer: [`create`], [`edit`],
//! [`delete`].
//!
//! A draft is checked first ([`super::check_draft`]) and refused with every problem before
//! anything is sent. What Meta takes is cached at once as Meta answered (`PENDING`, mostly)
//! through the table's owner (`ledger::templates`), so the template list shows it without a
//! sync; Meta's review webhook later moves it to `APPROVED` or `REJECTED` with its reason
//! (`ledger::templates::save_event`). What Meta refuses on the spot comes back as
//! [`TemplateChangeError::Refused`] with Meta's own words for the person.

use pacer_cloud::{GraphError, MetaError};
use pacer_words::{Said, ids};

use super::draft::{DraftCategory, DraftProblem, TemplateDraftSpec, check_draft};
use super::{DELETED, TemplateInfo, get};
use crate::clock::Clock;
use crate::engine::Engine;
use crate::ledger::LedgerError;
use crate::ledger::templates::{self as cache, Submitted};

/// Meta's subcode for a name that already exists in this language.
const SUBCODE_DUPLICATE: i64 = 2_388_024;

/// The statuses in which Meta lets a template be edited.
pub const EDITABLE: [&str; 3] = ["APPROVED", "REJECTED", "PAUSED"];

/// Why a template could not be created, edited or deleted.
#[derive(Debug, thiserror::Error)]
pub enum TemplateChangeError {
    /// The draft breaks Meta's rules; nothing was sent.
    #[error("{}", self.said_or_empty())]
    Draft(Vec<DraftProblem>),
    /// Meta refused the request.
    #[error("{}", self.said_or_empty())]
    Refused(MetaRefusal),
    /// Meta could not be reached or answered something unreadable: the change may or may not
    /// have been made (a sync tells).
    #[error("{}", self.said_or_empty())]
    Unreachable(GraphError),
    /// Pacer knows no such template.
    #[error("{}", self.said_or_empty())]
    NotFound {
        /// The name asked for.
        name: String,
    },
    /// Meta edits only approved, rejected or paused templates.
    #[error("{}", self.said_or_empty())]
    NotEditable {
        /// The template.
        name: String,
        /// Its status.
        status: String,
    },
    /// The WhatsApp Business Account id is not set.
    #[error("{}", self.said_or_empty())]
    NoAccount,
    /// Meta took the change but Pacer could not cache it (a sync shows it).
    #[error("{}", self.said_or_empty())]
    NotSaved(LedgerError),
    /// The cache could not be read; nothing was sent.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
}

/// What Meta said when it refused a template.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MetaRefusal {
    /// Meta's error code (100 for a template Meta will not take).
    pub code: i64,
    /// Meta's subcode, which names the rule (e.g. 2388299: a variable at an edge of the body).
    pub subcode: Option<i64>,
    /// Meta's title for the person (`error_user_title`).
    pub title: Option<String>,
    /// Meta's words for the person (`error_user_msg`, else its details or message).
    pub message: String,
    /// The template's name and language, for Meta's "already exists".
    #[serde(skip)]
    name: String,
    #[serde(skip)]
    language: String,
}

impl TemplateChangeError {
    /// The error as a catalogue message; `None` for a ledger error, shown as it is.
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            Self::Draft(problems) => {
                Said::new(ids::TEMPLATE_ERROR_DRAFT).with("problems", problems.len())
            }
            Self::Refused(refusal) if refusal.subcode == Some(SUBCODE_DUPLICATE) => {
                Said::new(ids::TEMPLATE_ERROR_DUPLICATE)
                    .with("name", refusal.name.as_str())
                    .with("language", refusal.language.as_str())
            }
            Self::Refused(refusal) => {
                Said::new(ids::TEMPLATE_ERROR_META).with("message", refusal.message.as_str())
            }
            Self::Unreachable(error) => {
                Said::new(ids::TEMPLATE_ERROR_UNREACHABLE).with("why", error.to_string())
            }
            Self::NotFound { name } => {
                Said::new(ids::TEMPLATE_ERROR_NOT_FOUND).with("name", name.as_str())
            }
            Self::NotEditable { name, status } => Said::new(ids::TEMPLATE_ERROR_NOT_EDITABLE)
                .with("name", name.as_str())
                .with("status", status.as_str()),
            Self::NoAccount => Said::new(ids::TEMPLATE_ERROR_NO_ACCOUNT),
            Self::NotSaved(error) => {
                Said::new(ids::TEMPLATE_ERROR_NOT_SAVED).with("why", error.to_string())
            }
            Self::Ledger(_) => return None,
        })
    }

    fn said_or_empty(&self) -> String {
        self.said().map(|s| s.to_string()).unwrap_or_default()
    }

    /// Meta's answer as this error: a refusal with Meta's words, else unreachable.
    fn from_graph(error: GraphError, name: &str, language: &str) -> Self {
        match error {
            GraphError::Api { error, .. } => {
                Self::Refused(MetaRefusal::new(&error, name, language))
            }
            other => Self::Unreachable(other),
        }
    }
}

impl MetaRefusal {
    fn new(error: &MetaError, name: &str, language: &str) -> Self {
        let message = [&error.user_message, &error.details]
            .into_iter()
            .flatten()
            .find(|text| !text.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| error.message.clone());
        MetaRefusal {
            code: error.code,
            subcode: error.subcode,
            title: error.user_title.clone(),
            message,
            name: name.to_owned(),
            language: language.to_owned(),
        }
    }
}

/// Meta's rejection reason (`PROMOTIONAL`, `INVALID_FORMAT` …) in words a person can act on.
pub fn reason_said(reason: &str) -> Said {
    match reason.to_ascii_uppercase().as_str() {
        "PROMOTIONAL" => Said::new(ids::TEMPLATE_REASON_PROMOTIONAL),
        "INVALID_FORMAT" => Said::new(ids::TEMPLATE_REASON_INVALID_FORMAT),
        "TAG_CONTENT_MISMATCH" => Said::new(ids::TEMPLATE_REASON_TAG_MISMATCH),
        _ => Said::new(ids::TEMPLATE_REASON_OTHER).with("reason", reason),
    }
}

fn waba(engine: &Engine) -> Result<String, TemplateChangeError> {
    let waba = engine.config().waba_id.trim().to_owned();
    if waba.is_empty() {
        return Err(TemplateChangeError::NoAccount);
    }
    Ok(waba)
}

/// Checks `spec`, submits it to Meta for review, and caches the new template as Meta answered
/// (`PENDING` until the review's webhook). Nothing is sent when the draft has a problem.
pub async fn create(
    engine: &Engine,
    spec: &TemplateDraftSpec,
) -> Result<TemplateInfo, TemplateChangeError> {
    let problems = check_draft(spec);
    if !problems.is_empty() {
        return Err(TemplateChangeError::Draft(problems));
    }
    let waba = waba(engine)?;
    let draft = spec.to_cloud();
    let created = engine
        .client()
        .create_template(&waba, &draft)
        .await
        .map_err(|e| TemplateChangeError::from_graph(e, &draft.name, &draft.language))?;
    let components = serde_json::to_string(&draft.components)
        .map_err(|e| TemplateChangeError::NotSaved(LedgerError::from(to_sql_error(e))))?;
    let (name, language) = (draft.name.clone(), draft.language.clone());
    let status = created.status.as_str().to_owned();
    let category = created.category.as_str().to_owned();
    tracing::info!(%name, %language, %status, "template created with Meta");
    save(
        engine, name, language, status, category, created.id, components,
    )
    .await
}

/// Replaces the components of template `name` in `language` with those of `spec` (its name,
/// language and category stay as Meta has them) and sends it back to review. Meta edits only
/// approved, rejected or paused templates; Pacer says so before asking.
pub async fn edit(
    engine: &Engine,
    name: &str,
    language: &str,
    spec: &TemplateDraftSpec,
) -> Result<TemplateInfo, TemplateChangeError> {
    let (owned_name, owned_language) = (name.to_owned(), language.to_owned());
    let cached = engine
        .ledger()
        .read(move |c| get(c, &owned_name, &owned_language))
        .await?;
    let Some(cached) = cached.filter(|t| t.status != DELETED) else {
        return Err(TemplateChangeError::NotFound {
            name: name.to_owned(),
        });
    };
    // An edit keeps the name, language and category Meta has: the draft is checked as that
    // template (an authentication template's rules for an authentication template).
    let spec = TemplateDraftSpec {
        name: name.to_owned(),
        language: language.to_owned(),
        category: DraftCategory::from_meta(&cached.category).unwrap_or(spec.category),
        ..spec.clone()
    };
    let problems = check_draft(&spec);
    if !problems.is_empty() {
        return Err(TemplateChangeError::Draft(problems));
    }
    let (true, Some(template_id)) = (
        EDITABLE.contains(&cached.status.as_str()),
        cached.template_id.clone(),
    ) else {
        return Err(TemplateChangeError::NotEditable {
            name: name.to_owned(),
            status: cached.status,
        });
    };
    let components = spec.components();
    engine
        .client()
        .edit_template(&template_id, &components)
        .await
        .map_err(|e| TemplateChangeError::from_graph(e, name, language))?;
    let components = serde_json::to_string(&components)
        .map_err(|e| TemplateChangeError::NotSaved(LedgerError::from(to_sql_error(e))))?;
    tracing::info!(%name, %language, "template edited with Meta");
    save(
        engine,
        name.to_owned(),
        language.to_owned(),
        "PENDING".to_owned(),
        cached.category,
        template_id,
        components,
    )
    .await
}

/// Deletes template `name` in every language with Meta, and marks it deleted in the cache
/// (campaigns that used it keep their history). Returns how many languages were marked.
pub async fn delete(engine: &Engine, name: &str) -> Result<usize, TemplateChangeError> {
    let owned = name.to_owned();
    let known = engine
        .ledger()
        .read(move |c| {
            super::list(c).map(|all| {
                all.into_iter()
                    .filter(|t| t.name == owned && t.status != DELETED)
                    .count()
            })
        })
        .await?;
    if known == 0 {
        return Err(TemplateChangeError::NotFound {
            name: name.to_owned(),
        });
    }
    let waba = waba(engine)?;
    engine
        .client()
        .delete_template(&waba, name, None)
        .await
        .map_err(|e| TemplateChangeError::from_graph(e, name, ""))?;
    let owned = name.to_owned();
    let now = Clock::real_time().now_ms();
    let marked = engine
        .ledger()
        .write(move |c| cache::mark_deleted(c, &owned, DELETED, now))
        .await
        .map_err(TemplateChangeError::NotSaved)?;
    engine
        .reload_template_categories()
        .await
        .map_err(TemplateChangeError::NotSaved)?;
    tracing::info!(%name, "template deleted with Meta");
    Ok(marked)
}

/// Caches a template Meta has just taken, tells the dispatcher its category, and reads it
/// back as the list shows it.
async fn save(
    engine: &Engine,
    name: String,
    language: String,
    status: String,
    category: String,
    template_id: String,
    components: String,
) -> Result<TemplateInfo, TemplateChangeError> {
    let now = Clock::real_time().now_ms();
    let saved = engine
        .ledger()
        .write(move |c| {
            cache::save_submitted(
                c,
                &Submitted {
                    name: &name,
                    language: &language,
                    status: &status,
                    category: &category,
                    template_id: &template_id,
                    components: &components,
                },
                now,
            )?;
            get(c, &name, &language)
        })
        .await
        .map_err(TemplateChangeError::NotSaved)?;
    engine
        .reload_template_categories()
        .await
        .map_err(TemplateChangeError::NotSaved)?;
    saved.ok_or_else(|| {
        TemplateChangeError::NotSaved(LedgerError::from(rusqlite::Error::QueryReturnedNoRows))
    })
}

fn to_sql_error(error: serde_json::Error) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(Box::new(error))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(body: &str) -> TemplateChangeError {
        let error = MetaError::from_http_body(body.as_bytes())
            .unwrap_or_else(|e| panic!("Meta's error body: {e}"));
        TemplateChangeError::from_graph(
            GraphError::Api {
                error: Box::new(error),
                http_status: 400,
            },
            "big_sale",
            "en_US",
        )
    }

    #[test]
    fn metas_refusal_is_said_in_metas_words_with_what_to_do() {
        let refused = refusal(
            r#"{"error": {"message": "Invalid parameter", "type": "OAuthException", "code": 100,
                "error_subcode": 2388299, "error_user_title": "Variables can't be at the start or end",
                "error_user_msg": "Put some text before the first variable and after the last one."}}"#,
        );
        let TemplateChangeError::Refused(meta) = &refused else {
            panic!("{refused:?}");
        };
        assert_eq!((meta.code, meta.subcode), (100, Some(2_388_299)));
        let words = refused.to_string();
        assert!(words.contains("Put some text before"), "{words}");
        assert!(words.contains("submit it again"), "{words}");
    }

    #[test]
    fn a_name_taken_in_this_language_says_which_and_what_to_do() {
        let refused = refusal(
            r#"{"error": {"message": "Invalid parameter", "code": 100, "error_subcode": 2388024,
                "error_user_msg": "There is already a template named big_sale in en_US."}}"#,
        );
        let said = refused.said().unwrap_or_else(|| panic!("{refused:?}"));
        assert_eq!(said.id, ids::TEMPLATE_ERROR_DUPLICATE);
        assert!(
            refused
                .to_string()
                .contains("“big_sale” already exists in en_US")
        );
    }

    #[test]
    fn rejection_reasons_are_said_with_what_to_do() {
        assert_eq!(
            reason_said("PROMOTIONAL").id,
            ids::TEMPLATE_REASON_PROMOTIONAL
        );
        assert_eq!(
            reason_said("invalid_format").id,
            ids::TEMPLATE_REASON_INVALID_FORMAT
        );
        assert_eq!(
            reason_said("TAG_CONTENT_MISMATCH").id,
            ids::TEMPLATE_REASON_TAG_MISMATCH
        );
        let other = reason_said("SCAM");
        assert_eq!(other.id, ids::TEMPLATE_REASON_OTHER);
        assert!(other.to_string().contains("SCAM"));
    }
}
