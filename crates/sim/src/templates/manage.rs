//! Templates created, edited and deleted through the Graph API, as Meta keeps them: a created
//! template is PENDING under a new id until its review; an edit replaces every component and
//! sends the template back to review; a deletion by name removes every language (by name and
//! `hsm_id`, one). The rules a request must pass first are in `rules`, the review's decision
//! in `review`.

use serde_json::{Value, json};

use super::review::Verdict;
use super::rules::{self, Draft, SUBCODE_DUPLICATE};
use super::{Category, TemplateDef, TemplateStore};
use crate::errors::MetaError;

/// A template waiting for its review, and which version of it the review is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reviewing {
    /// The template's id.
    pub id: String,
    /// Its review round when the review started.
    pub round: u64,
}

/// A review's outcome, for the status webhook.
#[derive(Debug, Clone)]
pub struct Concluded {
    /// The template's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its language.
    pub language: String,
    /// Its category.
    pub category: Category,
    /// What the review decided.
    pub verdict: Verdict,
}

impl TemplateStore {
    /// Adds a template that passed the rules as PENDING; returns Meta's answer
    /// (`{id, status, category}`) and the review to run.
    pub fn create(&mut self, draft: Draft) -> Result<(Value, Reviewing), MetaError> {
        if self
            .templates
            .iter()
            .any(|t| t.name == draft.name && t.language == draft.language)
        {
            return Err(MetaError::template_refused(
                Some(SUBCODE_DUPLICATE),
                "Content in this language already exists",
                format!(
                    "There is already a template named {} in {}: edit it, or choose another name.",
                    draft.name, draft.language
                ),
            ));
        }
        let id = self.next_id.to_string();
        let category = draft.category.meta_name();
        let definition = json!({
            "id": id,
            "name": draft.name,
            "language": draft.language,
            "status": "PENDING",
            "category": category,
            "parameter_format": if draft.named { "NAMED" } else { "POSITIONAL" },
            "components": draft.components,
        });
        // The rules accepted every component, so parsing cannot fail; if it ever does, the
        // request is refused rather than a broken template kept.
        let mut def = TemplateDef::parse(definition).map_err(MetaError::invalid_parameter)?;
        def.review_round = 1;
        self.next_id = self.next_id.saturating_add(1);
        self.templates.push(def);
        let answer = json!({"id": id, "status": "PENDING", "category": category});
        Ok((answer, Reviewing { id, round: 1 }))
    }

    /// Whether a template has this id.
    pub fn has_id(&self, id: &str) -> bool {
        self.templates.iter().any(|t| t.id == id)
    }

    /// Edits a template (`POST /{template_id}`): only an APPROVED, REJECTED or PAUSED one, the
    /// category of an approved one stays; it goes back to PENDING for a new review.
    pub fn edit(&mut self, id: &str, body: &Value) -> Result<Reviewing, MetaError> {
        let Some(index) = self.templates.iter().position(|t| t.id == id) else {
            return Err(MetaError::unsupported_request("POST", id));
        };
        let current = &self.templates[index];
        if !matches!(current.status.as_str(), "APPROVED" | "REJECTED" | "PAUSED") {
            return Err(MetaError::template_refused(
                None,
                "Template can't be edited",
                format!(
                    "Only an approved, rejected or paused template can be edited; this one is {}.",
                    current.status
                ),
            ));
        }
        let edit = rules::check_edit(body, current.named)?;
        if let Some(category) = edit.category
            && current.status == "APPROVED"
            && category != current.category
        {
            return Err(MetaError::template_refused(
                None,
                "Category can't be changed",
                "The category of an approved template can't be changed.",
            ));
        }
        let mut definition = current.json.clone();
        if let Some(components) = edit.components {
            definition["components"] = Value::Array(components);
        }
        if let Some(category) = edit.category {
            definition["category"] = json!(category.meta_name());
        }
        definition["status"] = json!("PENDING");
        if let Some(object) = definition.as_object_mut() {
            object.remove("rejected_reason");
        }
        let round = current.review_round + 1;
        let mut def = TemplateDef::parse(definition).map_err(MetaError::invalid_parameter)?;
        def.review_round = round;
        self.templates[index] = def;
        Ok(Reviewing {
            id: id.to_owned(),
            round,
        })
    }

    /// Deletes every language of `name`, or only the template `hsm_id` of that name; returns
    /// how many went. A disabled template cannot be deleted.
    pub fn delete(&mut self, name: &str, hsm_id: Option<&str>) -> Result<usize, MetaError> {
        let matches = |t: &TemplateDef| t.name == name && hsm_id.is_none_or(|id| t.id == id);
        let found: Vec<&TemplateDef> = self.templates.iter().filter(|t| matches(t)).collect();
        if found.is_empty() {
            let which = hsm_id.map_or(String::new(), |id| format!(" with id {id}"));
            return Err(MetaError::template_refused(
                None,
                "Message template not found",
                format!("There is no template named {name}{which}."),
            ));
        }
        if found.iter().any(|t| t.status == "DISABLED") {
            return Err(MetaError::template_refused(
                None,
                "Template can't be deleted",
                "A disabled template can't be deleted.",
            ));
        }
        let count = found.len();
        self.templates.retain(|t| !matches(t));
        Ok(count)
    }

    /// Applies the review's decision, if the template is still the version the review was
    /// for and still PENDING (an edit or a deletion in the meantime makes it moot).
    pub fn conclude_review(&mut self, reviewing: &Reviewing) -> Option<Concluded> {
        let def = self
            .templates
            .iter_mut()
            .find(|t| t.id == reviewing.id && t.review_round == reviewing.round)?;
        if def.status != "PENDING" {
            return None;
        }
        let verdict = def.review();
        def.status = verdict.status().to_owned();
        def.json["status"] = json!(verdict.status());
        def.json["rejected_reason"] = json!(verdict.reason());
        Some(Concluded {
            id: def.id.clone(),
            name: def.name.clone(),
            language: def.language.clone(),
            category: def.category,
            verdict,
        })
    }
}
