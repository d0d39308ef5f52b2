//! A language per customer (`docs/campaigns.md`, "A language per customer"): a column of the
//! list names each customer's language, and they get the template in it when Meta approved the
//! template in that language; everyone else gets the campaign's own language (the fallback).
//!
//! People write languages in many ways, so a value is read as a code (`ur`, `en_US`, `pt-BR`,
//! any case), then as its first part (`en` or `en_GB` find `en_US`), then as a name in English
//! or in the language itself (`Urdu`, `اردو`, `Español`).

use rusqlite::Connection;

use super::values::{Headers, column_value};
use super::{CampaignError, CampaignSpec};
use crate::contacts::Contact;
use crate::templates::{self, TemplateInfo};

/// The template's approved languages a campaign can choose among, and the column choosing.
#[derive(Debug, Clone)]
pub(super) struct Languages {
    /// The campaign's own language: for everyone when no column chooses, and the fallback.
    fallback: TemplateInfo,
    /// Every other approved language of the template (only read with a column).
    others: Vec<TemplateInfo>,
    /// The column naming each customer's language.
    column: Option<String>,
    /// The languages' codes, in [`Languages::all`]'s order.
    codes: Vec<String>,
}

/// The language a customer gets.
pub(super) struct Pick<'a> {
    /// The template in that language.
    pub(super) info: &'a TemplateInfo,
    /// True when a column chooses and named no approved language for them (empty, or a
    /// language the template has no approved version in).
    pub(super) fell_back: bool,
}

impl Languages {
    /// The campaign's choice: its own template (`fallback`, already checked) and, when a column
    /// chooses, every other usable language of the same template.
    pub(super) fn load(
        conn: &Connection,
        spec: &CampaignSpec,
        fallback: TemplateInfo,
    ) -> Result<Languages, CampaignError> {
        let column = spec
            .language_column
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::to_owned);
        let others = match &column {
            Some(_) => templates::list(conn)?
                .into_iter()
                .filter(|t| t.name == fallback.name && t.language != fallback.language && t.usable)
                .collect(),
            None => Vec::new(),
        };
        let codes = std::iter::once(&fallback)
            .chain(&others)
            .map(|t| t.language.clone())
            .collect();
        Ok(Languages {
            fallback,
            others,
            column,
            codes,
        })
    }

    /// The campaign's own template.
    pub(super) fn fallback(&self) -> &TemplateInfo {
        &self.fallback
    }

    /// Every language the campaign can send in, its own first.
    pub(super) fn all(&self) -> impl Iterator<Item = &TemplateInfo> {
        std::iter::once(&self.fallback).chain(&self.others)
    }

    /// The column choosing, if any.
    pub(super) fn column(&self) -> Option<&str> {
        self.column.as_deref()
    }

    /// The language `contact` gets.
    pub(super) fn pick(&self, contact: &Contact, headers: &Headers) -> Pick<'_> {
        let Some(column) = &self.column else {
            return Pick {
                info: &self.fallback,
                fell_back: false,
            };
        };
        let named = column_value(contact, column, headers)
            .and_then(|value| match_language(&value, &self.codes));
        match named {
            // The campaign's own language, named.
            Some(0) => Pick {
                info: &self.fallback,
                fell_back: false,
            },
            Some(i) => Pick {
                info: &self.others[i - 1],
                fell_back: false,
            },
            None => Pick {
                info: &self.fallback,
                fell_back: true,
            },
        }
    }
}

/// Which of `codes` (Meta's language codes, the preferred first) `value` names: the same code
/// (any case, `-` or `_`), else the first code of the same language (`en` finds `en_US`), else
/// by the language's name.
pub fn match_language(value: &str, codes: &[impl AsRef<str>]) -> Option<usize> {
    let wanted = canonical(value);
    if wanted.is_empty() {
        return None;
    }
    if let Some(i) = codes.iter().position(|c| canonical(c.as_ref()) == wanted) {
        return Some(i);
    }
    let primary = |code: &str| {
        canonical(code)
            .split('_')
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let wanted_primary = by_name(&wanted).map_or_else(|| primary(&wanted), str::to_owned);
    codes
        .iter()
        .position(|c| primary(c.as_ref()) == wanted_primary)
}

/// `pt-BR` → `pt_br`; `  Urdu ` → `urdu`.
fn canonical(text: &str) -> String {
    text.trim().to_lowercase().replace('-', "_")
}

/// A language's code from its name in English or in itself (lower case).
fn by_name(name: &str) -> Option<&'static str> {
    const NAMES: &[(&str, &[&str])] = &[
        ("af", &["afrikaans"]),
        ("ar", &["arabic", "العربية", "عربي"]),
        ("bn", &["bengali", "bangla", "বাংলা"]),
        ("de", &["german", "deutsch"]),
        ("en", &["english"]),
        ("es", &["spanish", "español", "espanol", "castellano"]),
        ("fa", &["persian", "farsi", "فارسی"]),
        ("fr", &["french", "français", "francais"]),
        ("gu", &["gujarati", "ગુજરાતી"]),
        ("ha", &["hausa"]),
        ("hi", &["hindi", "हिन्दी", "हिंदी"]),
        ("id", &["indonesian", "bahasa indonesia", "indonesia"]),
        ("it", &["italian", "italiano"]),
        ("ms", &["malay", "bahasa melayu", "melayu"]),
        ("mr", &["marathi", "मराठी"]),
        ("pa", &["punjabi", "panjabi", "ਪੰਜਾਬੀ", "پنجابی"]),
        ("pt", &["portuguese", "português", "portugues"]),
        ("ru", &["russian", "русский"]),
        ("sw", &["swahili", "kiswahili"]),
        ("ta", &["tamil", "தமிழ்"]),
        ("te", &["telugu", "తెలుగు"]),
        ("tr", &["turkish", "türkçe", "turkce"]),
        ("ur", &["urdu", "اردو"]),
        ("zh", &["chinese", "中文"]),
    ];
    NAMES
        .iter()
        .find(|(_, names)| names.contains(&name))
        .map(|(code, _)| *code)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODES: &[&str] = &["en_US", "ur", "pt_BR", "es_MX", "ar"];

    #[test]
    fn a_code_is_read_in_any_case_with_either_separator() {
        assert_eq!(match_language("en_US", CODES), Some(0));
        assert_eq!(match_language(" EN-us ", CODES), Some(0));
        assert_eq!(match_language("pt-BR", CODES), Some(2));
        assert_eq!(match_language("UR", CODES), Some(1));
    }

    #[test]
    fn the_first_part_finds_the_same_language_elsewhere() {
        assert_eq!(match_language("en", CODES), Some(0));
        assert_eq!(match_language("en_GB", CODES), Some(0));
        assert_eq!(match_language("es", CODES), Some(3));
        assert_eq!(match_language("ur_PK", CODES), Some(1));
    }

    #[test]
    fn a_name_in_english_or_in_the_language_itself_is_read() {
        assert_eq!(match_language("Urdu", CODES), Some(1));
        assert_eq!(match_language("اردو", CODES), Some(1));
        assert_eq!(match_language("Español", CODES), Some(3));
        assert_eq!(match_language("ARABIC", CODES), Some(4));
        assert_eq!(match_language("Portuguese", CODES), Some(2));
    }

    #[test]
    fn nothing_is_guessed_for_an_empty_or_unknown_value() {
        assert_eq!(match_language("", CODES), None);
        assert_eq!(match_language("   ", CODES), None);
        assert_eq!(match_language("fr", CODES), None);
        assert_eq!(match_language("Klingon", CODES), None);
        assert_eq!(match_language("hi", CODES), None);
    }
}
