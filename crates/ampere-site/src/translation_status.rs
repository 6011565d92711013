//! Which translations are up to date with their English source. Each locale keeps, in
//! `i18n/<locale>/translated-sources.json`, the hash of the default-locale source each translated
//! page was translated from (`{"Controller/installation.md": "3f2a…"}`), written by
//! `ampere translations --mark`, never by hand. A translation whose source has changed since is
//! outdated: still shown, with a notice; a page without translation is missing (it falls back).

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::diagnostic::Diagnostic;
use crate::model::{Doc, Locale, Site};

/// The file of a locale's source hashes, under `i18n/<locale>/`.
pub const SOURCE_HASHES_FILE: &str = "translated-sources.json";

/// Where a default-locale page stands in another locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TranslationState {
    /// Translated from the current source.
    Translated,
    /// Translated, but the source changed since (or its source was never recorded).
    Outdated,
    /// Not translated: the page falls back to the default locale's text.
    Missing,
}

/// The hash of a source page's content: its title and body (front matter keys other than the
/// title do not change what a translator translates).
pub fn source_hash(doc: &Doc) -> String {
    let mut digest = Sha256::new();
    digest.update(doc.title.as_bytes());
    digest.update([0]);
    digest.update(doc.body.replace("\r\n", "\n").as_bytes());
    digest
        .finalize()
        .iter()
        .take(8)
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Reads a locale's source hashes; a missing file is an empty record.
pub fn read_source_hashes(
    path: &Path,
    shown: &Path,
) -> Result<BTreeMap<String, String>, Diagnostic> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(error) => {
            return Err(Diagnostic::new(
                shown,
                0,
                0,
                format!("cannot read: {error}"),
            ))
        }
    };
    serde_json::from_str(&text).map_err(|error| {
        Diagnostic::new(shown, error.line(), error.column(), format!("not a map of page paths to hashes: {error}"))
            .with_hint("this file is written by `ampere translations --mark`; delete it and run that command to write it again")
    })
}

/// The state of default-locale `doc` in `locale`.
pub fn translation_state(site: &Site, locale: &Locale, doc: &Doc) -> TranslationState {
    if locale.is_default {
        return TranslationState::Translated;
    }
    let Some(translations) = site.translations.get(&locale.code) else {
        return TranslationState::Missing;
    };
    if !translations.docs.contains_key(&doc.relative_path) {
        return TranslationState::Missing;
    }
    match translations.source_hashes.get(&doc.relative_path) {
        Some(hash) if *hash == source_hash(doc) => TranslationState::Translated,
        _ => TranslationState::Outdated,
    }
}

/// The hashes to record for `locale`: every translated page marked as translated from its
/// current source.
pub fn current_source_hashes(site: &Site, locale: &Locale) -> BTreeMap<String, String> {
    site.docs
        .iter()
        .filter(|doc| translation_state(site, locale, doc) != TranslationState::Missing)
        .map(|doc| (doc.relative_path.clone(), source_hash(doc)))
        .collect()
}
