//! A locale's terminology list, `i18n/<locale>/glossary.json`: the English term, the one
//! translation used for it, and every form of that translation the pages use
//! (`[{"term": "grid meter", "translation": "netmeter", "forms": ["netmeter", "netmeters"], "notes": "…"}]`).
//! A translated page whose English source uses a term must use one of its forms: that is how a
//! term stays the same word across a locale's pages.

use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::Diagnostic;
use crate::model::{Doc, Locale, Site};
use crate::translation_status::{translation_state, TranslationState};

/// The file of a locale's glossary, under `i18n/<locale>/`.
pub const GLOSSARY_FILE: &str = "glossary.json";

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlossaryEntry {
    /// The English term, as the English pages write it (matched as whole words, any case).
    pub term: String,
    pub translation: String,
    /// The forms of the translation the pages use (plural, cases); the translation itself when
    /// empty. Matched anywhere in the page, any case.
    #[serde(default)]
    pub forms: Vec<String>,
    #[serde(default)]
    pub notes: String,
}

impl GlossaryEntry {
    fn forms(&self) -> Vec<String> {
        let forms = if self.forms.is_empty() {
            std::slice::from_ref(&self.translation)
        } else {
            self.forms.as_slice()
        };
        forms.iter().map(|form| form.to_lowercase()).collect()
    }
}

/// A translated page that does not use a glossary term's translation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlossaryMiss {
    /// The page, relative to `docs/`.
    pub page: String,
    pub term: String,
    pub translation: String,
}

/// Reads a locale's glossary; a missing file is an empty glossary.
pub fn read_glossary(path: &Path, shown: &Path) -> Result<Vec<GlossaryEntry>, Diagnostic> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => {
            return Err(Diagnostic::new(
                shown,
                0,
                0,
                format!("cannot read: {error}"),
            ));
        }
    };
    serde_json::from_str(&text).map_err(|error| {
        Diagnostic::new(
            shown,
            error.line(),
            error.column(),
            format!("not a glossary: {error}"),
        )
        .with_hint(
            "a glossary is a JSON array of {\"term\", \"translation\", \"forms\": [...], \"notes\"}",
        )
    })
}

/// Every translated page of `locale` that leaves out the translation of a term its English
/// source uses.
pub fn glossary_misses(
    site: &Site,
    locale: &Locale,
    glossary: &[GlossaryEntry],
) -> Vec<GlossaryMiss> {
    let Some(translations) = site.translations.get(&locale.code) else {
        return Vec::new();
    };
    let mut misses = Vec::new();
    let names = product_names(site);
    for doc in &site.docs {
        if translation_state(site, locale, doc) == TranslationState::Missing {
            continue;
        }
        let Some(translated) = translations.docs.get(&doc.relative_path) else {
            continue;
        };
        let english = without_names(&page_text(doc), site, &names);
        let text = page_text(translated);
        for entry in glossary {
            let term = entry.term.to_lowercase();
            let used = contains_word(&without_longer_terms(&english, &term, glossary), &term);
            if used
                && !entry
                    .forms()
                    .iter()
                    .any(|form| text.contains(form.as_str()))
            {
                misses.push(GlossaryMiss {
                    page: doc.relative_path.clone(),
                    term: entry.term.clone(),
                    translation: entry.translation.clone(),
                });
            }
        }
    }
    misses
}

/// The text without the glossary's longer terms that contain `term` ("power controller" for
/// "controller"): those have their own entry, and their translation need not contain the
/// shorter term's.
fn without_longer_terms(text: &str, term: &str, glossary: &[GlossaryEntry]) -> String {
    glossary
        .iter()
        .map(|entry| entry.term.to_lowercase())
        .filter(|longer| longer.len() > term.len() && contains_word(longer, term))
        .fold(text.to_string(), |text, longer| text.replace(&longer, " "))
}

/// A page's title and body without its code (code is never translated), lower case.
fn page_text(doc: &Doc) -> String {
    format!(
        "{}\n{}",
        doc.title,
        ampere_markdown::code_spans::prose(&doc.body)
    )
    .to_lowercase()
}

/// The text without the product and brand names the placeholders put in (`SmartgridOne
/// Controller` is a name, not the word "controller"), which are never translated.
fn without_names(text: &str, site: &Site, names: &[String]) -> String {
    site.config
        .custom_fields
        .text_values()
        .map(str::to_string)
        .chain(names.iter().cloned())
        .filter(|value| !value.is_empty())
        .fold(text.to_string(), |text, name| {
            text.replace(&name.to_lowercase(), " ")
        })
}

/// The product names the English pages use that contain a glossary word ("ACE Service
/// Installer"), listed in `glossary-names.json` beside the site configuration: never translated.
fn product_names(site: &Site) -> Vec<String> {
    std::fs::read_to_string(site.root.join(NAMES_FILE))
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// The file of product names the glossary check leaves out.
pub const NAMES_FILE: &str = "glossary-names.json";

/// Whether `word` stands in `text` as a whole word: not inside another ("fuse" is not in
/// "refused") nor part of a hyphenated name ("bus" is not in "M-Bus").
fn contains_word(text: &str, word: &str) -> bool {
    if word.is_empty() {
        return false;
    }
    let joins = |character: char| character.is_alphanumeric() || character == '-';
    text.match_indices(word).any(|(start, _)| {
        let before = text[..start].chars().next_back();
        let after = text[start + word.len()..].chars().next();
        !before.is_some_and(joins) && !after.is_some_and(joins)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_term_counts_only_as_a_whole_word() {
        assert!(contains_word("replace the main fuse.", "fuse"));
        assert!(contains_word("fuse", "fuse"));
        assert!(!contains_word("the request was refused", "fuse"));
        assert!(!contains_word("fuses", "fuse"));
        assert!(contains_word("grid meter: (grid meter)", "grid meter"));
        assert!(!contains_word("an m-bus meter", "bus"));
        assert!(contains_word("the rs485 bus.", "bus"));
        assert!(!contains_word("anything", ""));
    }

    #[test]
    fn forms_default_to_the_translation_and_ignore_case() {
        let entry = GlossaryEntry {
            term: "inverter".into(),
            translation: "Wechselrichter".into(),
            forms: Vec::new(),
            notes: String::new(),
        };
        assert_eq!(entry.forms(), ["wechselrichter"]);
    }

    #[test]
    fn a_glossary_that_is_not_one_names_the_line() {
        let folder = tempfile::tempdir().expect("folder");
        let path = folder.path().join("glossary.json");
        std::fs::write(&path, "[{\"term\": \"x\"}]").expect("write");
        let error = read_glossary(&path, Path::new("i18n/nl/glossary.json")).expect_err("invalid");
        assert!(
            error.to_string().contains("i18n/nl/glossary.json:1:"),
            "{error}"
        );
        assert!(read_glossary(&folder.path().join("none.json"), &path)
            .expect("missing is empty")
            .is_empty());
    }
}
