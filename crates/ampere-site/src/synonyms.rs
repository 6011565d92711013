//! The site's synonyms, one list per locale: `synonyms.json` beside `ampere.toml` for the
//! default locale, `i18n/<locale>/synonyms.json` for the others. Each is a JSON array of groups,
//! each group the phrases that mean the same to a reader:
//!
//! ```json
//! [["grid meter", "energy meter", "electricity meter", "kWh meter"], ["charger", "wallbox"]]
//! ```
//! The search looks for every phrase of a group when a query contains one of them, ranked below
//! the words as typed.

use std::path::{Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::model::Locale;

/// The file of a locale's synonyms, relative to the site folder.
pub fn synonyms_file(locale: &Locale) -> PathBuf {
    if locale.is_default {
        PathBuf::from("synonyms.json")
    } else {
        Path::new("i18n").join(&locale.code).join("synonyms.json")
    }
}

/// Reads a locale's synonym groups (none when the file does not exist).
pub fn read_synonyms(root: &Path, locale: &Locale) -> Result<Vec<Vec<String>>, Diagnostic> {
    let relative = synonyms_file(locale);
    let path = root.join(&relative);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => {
            return Err(Diagnostic::new(
                &path,
                0,
                0,
                format!("cannot read: {error}"),
            ))
        }
    };
    let groups: Vec<Vec<String>> = serde_json::from_str(&text).map_err(|error| {
        Diagnostic::new(&path, error.line(), error.column(), format!("not a list of synonym groups: {error}"))
            .with_hint("write a JSON array of groups, each an array of phrases: [[\"grid meter\", \"energy meter\"], [\"charger\", \"wallbox\"]]")
    })?;
    if let Some(number) = groups.iter().position(|group| group.len() < 2) {
        return Err(Diagnostic::new(
            &path,
            0,
            0,
            format!("synonym group {} has fewer than two phrases", number + 1),
        )
        .with_hint(
            "a group lists at least two phrases that mean the same; remove it or add a phrase",
        ));
    }
    Ok(groups)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Direction, LocaleConfig};

    fn locale(code: &str, is_default: bool) -> Locale {
        Locale {
            code: code.into(),
            config: LocaleConfig {
                label: code.into(),
                direction: Some(Direction::Ltr),
                html_lang: code.into(),
                calendar: "gregory".into(),
                path: code.into(),
                translate: Some(true),
                url: String::new(),
                base_url: String::new(),
            },
            prefix: if is_default {
                String::new()
            } else {
                format!("/{code}")
            },
            is_default,
        }
    }

    #[test]
    fn each_locale_reads_its_own_list() {
        let folder = tempfile::tempdir().expect("folder");
        std::fs::write(
            folder.path().join("synonyms.json"),
            r#"[["grid meter", "energy meter"]]"#,
        )
        .expect("write");
        let english = read_synonyms(folder.path(), &locale("en", true)).expect("read");
        assert_eq!(
            english,
            [vec!["grid meter".to_string(), "energy meter".to_string()]]
        );
        assert!(read_synonyms(folder.path(), &locale("de", false))
            .expect("none")
            .is_empty());
    }

    #[test]
    fn a_mistake_names_the_file_and_where() {
        let folder = tempfile::tempdir().expect("folder");
        std::fs::create_dir_all(folder.path().join("i18n/de")).expect("folder");
        let file = folder.path().join("i18n/de/synonyms.json");
        std::fs::write(&file, "[[\"Zähler\", \"Stromzähler\"],\n [\"allein\"]]").expect("write");
        let error = read_synonyms(folder.path(), &locale("de", false)).expect_err("one phrase");
        assert!(
            error
                .to_string()
                .contains("group 2 has fewer than two phrases"),
            "{error}"
        );
        std::fs::write(&file, "[[\"Zähler\",\n 3]]").expect("write");
        let error = read_synonyms(folder.path(), &locale("de", false)).expect_err("a number");
        assert!(error.to_string().contains("synonyms.json:2:"), "{error}");
    }
}
