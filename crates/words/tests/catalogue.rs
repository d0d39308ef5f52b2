//! Nothing left behind: every language has every message of English, with no placeholder
//! English lacks, and says who wrote it and whether a native speaker has reviewed it. Reads
//! the files in `locales/` (the window's catalogue too), so a language added there is checked
//! without a line of code.

use std::collections::BTreeMap;

use anyhow::Context;
use pacer_words::catalogue::{Messages, messages};

const LOCALES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../locales");

/// Language tag (the file's name) → its messages.
fn catalogues() -> anyhow::Result<BTreeMap<String, Messages>> {
    let mut found = BTreeMap::new();
    let mut unreadable = Vec::new();
    for entry in std::fs::read_dir(LOCALES).with_context(|| LOCALES.to_owned())? {
        let path = entry?.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let tag = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let source = std::fs::read_to_string(&path)?;
        match messages(&source) {
            Ok(read) => {
                found.insert(tag, read);
            }
            Err(lines) => {
                for line in lines {
                    unreadable.push(format!("{tag}.ftl line {}: {}", line.line, line.text));
                }
            }
        }
    }
    anyhow::ensure!(
        unreadable.is_empty(),
        "Fluent cannot read these lines:\n{}",
        unreadable.join("\n")
    );
    Ok(found)
}

#[test]
fn every_language_has_every_english_message_and_nothing_else() -> anyhow::Result<()> {
    let all = catalogues()?;
    let english = all.get("en").context("locales/en.ftl is the catalogue")?;
    assert!(english.len() > 20, "English has its messages");
    assert!(
        all.len() >= 7,
        "English, Urdu, Arabic, Hindi, Bahasa Indonesia, Portuguese and Spanish: {:?}",
        all.keys()
    );
    let mut problems = Vec::new();
    for (tag, language) in &all {
        for (id, variables) in english {
            match language.get(id) {
                None => problems.push(format!("{tag}.ftl lacks {id}")),
                Some(theirs) => {
                    for extra in theirs.difference(variables) {
                        problems.push(format!(
                            "{tag}.ftl {id} uses {{ ${extra} }}, which English does not give"
                        ));
                    }
                }
            }
        }
        for id in language.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!(
                "{tag}.ftl has {id}, which English no longer has: remove it"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    Ok(())
}

#[test]
fn every_language_says_its_name_direction_translator_and_review() -> anyhow::Result<()> {
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(LOCALES)? {
        let path = entry?.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let tag = name.trim_end_matches(".ftl");
        if tag.parse::<unic_langid::LanguageIdentifier>().is_err() {
            problems.push(format!(
                "{name}: the file's name is not a language tag such as ur-PK"
            ));
        }
        let source = std::fs::read_to_string(&path)?;
        let value = |id: &str| {
            source
                .lines()
                .find_map(|line| line.strip_prefix(&format!("{id} = ")))
                .map(str::trim)
                .unwrap_or_default()
                .to_owned()
        };
        if value("language-name").is_empty() || value("language-translator").is_empty() {
            problems.push(format!(
                "{name}: say the language's name and who translated it"
            ));
        }
        if !["ltr", "rtl"].contains(&value("language-direction").as_str()) {
            problems.push(format!("{name}: language-direction is ltr or rtl"));
        }
        if !["yes", "no"].contains(&value("language-reviewed").as_str()) {
            problems.push(format!("{name}: language-reviewed is yes or no"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    Ok(())
}

/// Pacer's own words outside the window (a native dialog's title) come in every language of
/// `locales/`, chosen by the window's tag; a tag Pacer does not speak is English.
#[test]
fn pacer_itself_speaks_every_language_the_window_does() -> anyhow::Result<()> {
    use pacer_words::{LANGUAGES, Said, ids, in_language};
    let files: Vec<String> = catalogues()?
        .into_keys()
        .filter(|tag| tag != "en")
        .collect();
    let spoken: Vec<String> = LANGUAGES.iter().map(|(tag, _)| (*tag).to_owned()).collect();
    anyhow::ensure!(
        files == spoken,
        "locales/ has {files:?}, pacer_words::LANGUAGES {spoken:?}"
    );
    let title = Said::new(ids::DIALOG_CONTACT_LIST);
    let english = "Choose a contact list to import";
    anyhow::ensure!(in_language("en", &title) == english);
    anyhow::ensure!(in_language("xx-YY", &title) == english, "an unknown tag");
    for (tag, _) in LANGUAGES {
        let said = in_language(tag, &title);
        anyhow::ensure!(!said.is_empty() && said != english, "{tag}: {said}");
    }
    anyhow::ensure!(
        in_language("ur", &title) == in_language("ur-PK", &title),
        "a tag without its region finds the language"
    );
    anyhow::ensure!(in_language("pt-BR", &title) == "Escolha uma lista de contatos para importar");
    Ok(())
}
