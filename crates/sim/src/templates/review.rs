//! What Meta's review decides about a template that passed the rules: approved, or rejected
//! with one of Meta's reasons (Meta, Templates documentation). Meta's review is a model
//! nobody can run; the simulator stands in for it with a few plain, deterministic rules, so a
//! test or the demo can provoke each outcome on purpose:
//!
//! - `INVALID_FORMAT`: two variables side by side with nothing but spaces between them (Meta
//!   cannot tell what such a message says);
//! - `TAG_CONTENT_MISMATCH`: an AUTHENTICATION template that does not speak of a code;
//! - `PROMOTIONAL`: a UTILITY template whose text reads like an offer ("% off", "sale",
//!   "discount", "promo", "coupon");
//! - anything else is approved.
//!
//! When the decision is taken (after `SimConfig::template_review`) is `crate::template_review`'s
//! business; this module only judges.

use serde_json::Value;

use super::{Category, TemplateDef};

/// Words that make a UTILITY template promotional.
const PROMOTIONAL_WORDS: &[&str] = &[
    "sale",
    "sales",
    "discount",
    "discounts",
    "promo",
    "promotion",
    "coupon",
    "coupons",
];

/// Words an AUTHENTICATION template speaks of.
const CODE_WORDS: &[&str] = &[
    "code",
    "otp",
    "password",
    "passcode",
    "pin",
    "verification",
    "verify",
];

/// The review's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The template can be sent.
    Approved,
    /// The template was refused.
    Rejected {
        /// Meta's reason: `INVALID_FORMAT`, `PROMOTIONAL`, `TAG_CONTENT_MISMATCH`.
        reason: &'static str,
        /// What to change, for a person.
        recommendation: &'static str,
    },
}

impl Verdict {
    /// The status the template gets: APPROVED or REJECTED.
    pub fn status(&self) -> &'static str {
        match self {
            Verdict::Approved => "APPROVED",
            Verdict::Rejected { .. } => "REJECTED",
        }
    }

    /// The `reason` of the status webhook and the listing's `rejected_reason` (`NONE` when
    /// approved, as Meta writes it).
    pub fn reason(&self) -> &'static str {
        match self {
            Verdict::Approved => "NONE",
            Verdict::Rejected { reason, .. } => reason,
        }
    }
}

impl TemplateDef {
    /// Meta's review of this template as it is now.
    pub fn review(&self) -> Verdict {
        let texts = self.texts();
        if texts.iter().take(2).any(|t| adjacent_variables(t)) {
            return Verdict::Rejected {
                reason: "INVALID_FORMAT",
                recommendation: "Put some words between two variables so the message can be understood.",
            };
        }
        let words: Vec<String> = texts.iter().flat_map(|t| words(t)).collect();
        let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
        match self.category {
            Category::Authentication if !has(CODE_WORDS) => Verdict::Rejected {
                reason: "TAG_CONTENT_MISMATCH",
                recommendation: "An authentication template only delivers a code; choose the category that fits the text.",
            },
            Category::Utility
                if has(PROMOTIONAL_WORDS)
                    || texts.iter().any(|t| t.to_lowercase().contains("% off")) =>
            {
                Verdict::Rejected {
                    reason: "PROMOTIONAL",
                    recommendation: "A utility template may not promote: remove the offer or choose MARKETING.",
                }
            }
            _ => Verdict::Approved,
        }
    }

    /// The header text and body (first, the two that hold variables), then the footer and
    /// the button labels.
    fn texts(&self) -> Vec<String> {
        let components = self.json.get("components").and_then(Value::as_array);
        let text_of = |kind: &str| {
            components
                .into_iter()
                .flatten()
                .filter(|c| {
                    c.get("type")
                        .and_then(Value::as_str)
                        .is_some_and(|t| t.eq_ignore_ascii_case(kind))
                })
                .filter_map(|c| c.get("text").and_then(Value::as_str))
                .next()
                .unwrap_or_default()
                .to_owned()
        };
        let mut texts = vec![text_of("HEADER"), text_of("BODY"), text_of("FOOTER")];
        texts.extend(
            components
                .into_iter()
                .flatten()
                .filter_map(|c| c.get("buttons").and_then(Value::as_array))
                .flatten()
                .filter_map(|b| b.get("text").and_then(Value::as_str))
                .map(str::to_owned),
        );
        texts
    }
}

/// Whether two variables stand side by side with only spaces between them.
fn adjacent_variables(text: &str) -> bool {
    let mut rest = text;
    while let Some(close) = rest.find("}}") {
        rest = &rest[close + 2..];
        if rest.trim_start().starts_with("{{") {
            return true;
        }
    }
    false
}

/// The lowercase words of a text.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacent_variables_are_found_through_spaces_only() {
        assert!(adjacent_variables("Hi {{1}} {{2}} there"));
        assert!(adjacent_variables("Hi {{1}}{{2}} there"));
        assert!(!adjacent_variables("Hi {{1}}, {{2}} there"));
        assert!(!adjacent_variables("}}"));
    }
}
