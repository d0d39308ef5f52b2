//! Pacer's words: one message catalogue for the window, the engine, the command line and the
//! local API (`docs/languages.md`).
//!
//! The catalogue is `locales/<language>.ftl` at the repository's root, in Project Fluent's
//! format: each message has an id, its text, and `{ $placeholders }` that each language places
//! where its grammar wants them, with plurals chosen by the library, never by joining
//! fragments. What Pacer says to a person is a [`Said`]: an id and its arguments. The window
//! renders it in the person's language; the command line and the local API, whose readers
//! are programs and their developers, render it in English with [`english`].
//!
//! Every id is a constant in [`ids`], generated from `locales/en.ftl` when the crate builds,
//! so Rust code naming a message the catalogue lacks does not compile.

pub mod catalogue;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// Every message id of the catalogue, as a constant.
pub mod ids {
    include!(concat!(env!("OUT_DIR"), "/ids.rs"));
}

/// The English catalogue, the one every other language follows.
pub const ENGLISH: &str = include_str!("../../../locales/en.ftl");

/// A message for a person: an id of the catalogue and the values of its placeholders.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Said {
    /// The message's id in `locales/*.ftl` (one of [`ids`]).
    pub id: String,
    /// Placeholder name (without `$`) → value.
    pub args: BTreeMap<String, Arg>,
}

/// The value of a placeholder: a number (formatted and used for plurals in the reader's
/// language) or text (shown as it is: a name, a file, a phone number).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Arg {
    /// A count or an amount.
    Number(f64),
    /// Anything said as it is.
    Text(String),
}

/// Equal values are equal: Pacer's numbers are counts and amounts, never NaN, so equality is
/// total (view types that hold a [`Said`] can derive `Eq`).
impl Eq for Arg {}

impl Eq for Said {}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_args {
    ($($t:ty),+) => {
        $(impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        })+
    };
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f64);

impl Said {
    /// A message without placeholders.
    pub fn new(id: &'static str) -> Self {
        Said {
            id: id.to_owned(),
            args: BTreeMap::new(),
        }
    }

    /// The same message with one more placeholder's value.
    #[must_use]
    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.insert(name.to_owned(), value.into());
        self
    }
}

impl std::fmt::Display for Said {
    /// English, as the command line and the local API say it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english(self))
    }
}

static BUNDLE: LazyLock<FluentBundle<FluentResource>> = LazyLock::new(|| {
    let english: unic_langid::LanguageIdentifier = unic_langid::langid!("en");
    let mut bundle = FluentBundle::new_concurrent(vec![english]);
    // Terminals and JSON show Unicode's direction marks as stray characters; English text
    // needs none.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(english_number));
    // `ENGLISH` is checked by this crate's tests; a message that failed to parse is simply
    // missing, and `english` says so rather than panicking.
    let resource = match FluentResource::try_new(ENGLISH.to_owned()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    if let Err(errors) = bundle.add_resource(resource) {
        debug_assert!(errors.is_empty(), "en.ftl holds an id twice: {errors:?}");
    }
    bundle
});

/// A whole number the English way, with thousands grouped ("1,000", as the window writes it);
/// anything else as Fluent writes it. (fluent-bundle leaves grouping to the application.)
fn english_number<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let n = number.value;
    if n.fract() != 0.0 || !n.is_finite() || n.abs() >= 1e15 {
        return None;
    }
    #[allow(clippy::cast_possible_truncation)]
    let digits = (n.abs() as u64).to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0.0 {
        grouped.push('-');
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    Some(grouped)
}

/// The message in English. An id the catalogue lacks (possible only for text read back from
/// an older Pacer's data) comes out as the id itself, never as nothing.
pub fn english(said: &Said) -> String {
    let Some(pattern) = BUNDLE.get_message(&said.id).and_then(|m| m.value()) else {
        return said.id.clone();
    };
    let args = fluent_args(said);
    let mut errors = Vec::new();
    let text: Cow<'_, str> = BUNDLE.format_pattern(pattern, Some(&args), &mut errors);
    text.into_owned()
}

/// The other languages' catalogues, by the tag the window uses: for the few words Pacer itself
/// shows outside the window (a native dialog's title), in the language the person chose there.
pub const LANGUAGES: [(&str, &str); 6] = [
    ("ar", include_str!("../../../locales/ar.ftl")),
    ("es-419", include_str!("../../../locales/es-419.ftl")),
    ("hi-IN", include_str!("../../../locales/hi-IN.ftl")),
    ("id-ID", include_str!("../../../locales/id-ID.ftl")),
    ("pt-BR", include_str!("../../../locales/pt-BR.ftl")),
    ("ur-PK", include_str!("../../../locales/ur-PK.ftl")),
];

/// The bundles of [`LANGUAGES`], made the first time one is asked for.
static OTHER_BUNDLES: LazyLock<Vec<(&'static str, FluentBundle<FluentResource>)>> =
    LazyLock::new(|| {
        LANGUAGES
            .iter()
            .filter_map(|(tag, source)| {
                let id: unic_langid::LanguageIdentifier = tag.parse().ok()?;
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // A native dialog's title is one line of text: no direction marks in it.
                bundle.set_use_isolating(false);
                let resource = match FluentResource::try_new((*source).to_owned()) {
                    Ok(resource) | Err((resource, _)) => resource,
                };
                let _ = bundle.add_resource(resource);
                Some((*tag, bundle))
            })
            .collect()
    });

/// The tag of [`LANGUAGES`] that `tag` names: itself, or the same language in another
/// region (`ur` is `ur-PK`). `None` for English and for a language Pacer does not speak.
pub fn spoken(tag: &str) -> Option<&'static str> {
    let primary = tag.split(['-', '_']).next().unwrap_or_default();
    LANGUAGES
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(tag))
        .or_else(|| {
            LANGUAGES
                .iter()
                .find(|(known, _)| known.split('-').next() == Some(primary))
        })
        .map(|(known, _)| *known)
}

/// The message in the language `tag` names ([`spoken`]); English for any other tag, and for
/// a message that language lacks.
pub fn in_language(tag: &str, said: &Said) -> String {
    let bundle = spoken(tag).and_then(|known| {
        OTHER_BUNDLES
            .iter()
            .find(|(tag, _)| *tag == known)
            .map(|(_, bundle)| bundle)
    });
    let Some(bundle) = bundle else {
        return english(said);
    };
    let Some(pattern) = bundle.get_message(&said.id).and_then(|m| m.value()) else {
        return english(said);
    };
    let args = fluent_args(said);
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}

/// A message's arguments as Fluent takes them.
fn fluent_args(said: &Said) -> FluentArgs<'_> {
    let mut args = FluentArgs::new();
    for (name, value) in &said.args {
        match value {
            Arg::Number(n) => args.set(name.as_str(), FluentValue::from(*n)),
            Arg::Text(text) => args.set(name.as_str(), FluentValue::from(text.as_str())),
        }
    }
    args
}

/// The catalogue's ids and their placeholders as TypeScript (`ui/src/bindings/Messages.ts`,
/// written by `src-tauri/tests/bindings.rs`): the window's `t` takes only these ids, each with
/// exactly its placeholders, so a missing or misspelt one fails `tsc`.
pub fn typescript() -> String {
    let messages = catalogue::messages(ENGLISH).unwrap_or_default();
    let mut out = String::from(
        "// Generated from locales/en.ftl by src-tauri/tests/bindings.rs: do not edit.\n\n\
         /** Each message of Pacer's catalogue → the values its placeholders take. */\n\
         export type MessageArgs = {\n",
    );
    for (id, variables) in &messages {
        if variables.is_empty() {
            out.push_str(&format!("  \"{id}\": null;\n"));
        } else {
            let fields: Vec<String> = variables
                .iter()
                .map(|v| format!("{v}: string | number"))
                .collect();
            out.push_str(&format!("  \"{id}\": {{ {} }};\n", fields.join("; ")));
        }
    }
    out.push_str("};\n\n/** Every message id of Pacer's catalogue. */\nexport type MessageId = keyof MessageArgs;\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_said_in_english_with_its_placeholders_and_no_direction_marks() {
        let said = Said::new(ids::SETTINGS_LANGUAGE_SYSTEM).with("language", "Urdu");
        assert_eq!(said.to_string(), "The computer's language (Urdu)");
    }

    #[test]
    fn whole_numbers_are_grouped_in_thousands_as_the_window_writes_them() {
        let said = Said::new(ids::CONTACTS_SUMMARY)
            .with("contacts", 45_000u32)
            .with("lists", 1u32);
        assert_eq!(said.to_string(), "45,000 contacts in 1 list");
        let said = Said::new(ids::CONTACTS_SUMMARY)
            .with("contacts", 1u32)
            .with("lists", 1_234_567u32);
        assert_eq!(said.to_string(), "1 contact in 1,234,567 lists");
    }

    #[test]
    fn an_unknown_id_is_said_as_itself() {
        let said = Said {
            id: "gone-in-a-later-version".into(),
            args: BTreeMap::new(),
        };
        assert_eq!(english(&said), "gone-in-a-later-version");
    }

    #[test]
    fn said_travels_as_an_id_and_plain_arguments() {
        let said = Said::new(ids::SETTINGS_LANGUAGE_UNREVIEWED)
            .with("translator", "Ayesha")
            .with("count", 3u32);
        let json = serde_json::to_string(&said).expect("serialises");
        assert_eq!(
            json,
            r#"{"id":"settings-language-unreviewed","args":{"count":3.0,"translator":"Ayesha"}}"#
        );
    }

    #[test]
    fn the_typescript_lists_each_id_with_its_placeholders() {
        let ts = typescript();
        assert!(ts.contains("\"nav-home\": null;"), "{ts}");
        assert!(ts.contains("\"settings-language-system\": { language: string | number };"));
    }
}
