//! Docusaurus translation files: `code.json` and `current.json` (`{"key": {"message": "…"}}`).

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::Diagnostic;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Message {
    message: String,
    #[allow(dead_code)]
    description: Option<String>,
}

/// Reads a translation file into key → message.
pub fn parse_messages(path: &Path, text: &str) -> Result<BTreeMap<String, String>, Diagnostic> {
    let messages: BTreeMap<String, Message> = serde_json::from_str(text).map_err(|error| {
        Diagnostic::new(
            path,
            error.line(),
            error.column(),
            format!(
                "invalid translation file: {}",
                crate::category::without_position(&error)
            ),
        )
        .with_hint("the file maps each key to {\"message\": \"…\", \"description\": \"…\"}")
    })?;
    Ok(messages
        .into_iter()
        .map(|(key, value)| (key, value.message))
        .collect())
}

/// Where each key of a translation file stands (1-based line and column of its opening quote).
/// serde_json keeps no positions, so the key is found as JSON writes it, followed by `:`.
pub fn key_positions<'a>(
    text: &str,
    keys: impl IntoIterator<Item = &'a String>,
) -> BTreeMap<String, (usize, usize)> {
    keys.into_iter()
        .filter_map(|key| {
            let quoted = serde_json::to_string(key).ok()?;
            let offset = text.match_indices(&quoted).find_map(|(offset, _)| {
                let after = text[offset + quoted.len()..].trim_start();
                after.starts_with(':').then_some(offset)
            })?;
            Some((
                key.clone(),
                crate::diagnostic::line_and_column(text, offset),
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_are_located_where_they_are_keys() {
        let text = "{\n  \"a\": {\"message\": \"a\"},\n  \"b\": {\"message\": \"a\"}\n}";
        let keys = ["a".to_string(), "b".to_string()];
        let positions = key_positions(text, &keys);
        assert_eq!(positions["a"], (2, 3));
        assert_eq!(positions["b"], (3, 3));
    }

    use super::*;

    #[test]
    fn reads_messages() {
        let messages = parse_messages(
            Path::new("code.json"),
            r#"{"theme.NotFound.title": {"message": "पृष्ठ नहीं मिला", "description": "x"}}"#,
        )
        .expect("parses");
        assert_eq!(messages["theme.NotFound.title"], "पृष्ठ नहीं मिला");
    }

    #[test]
    fn a_plain_string_value_is_an_error() {
        let error = parse_messages(Path::new("i18n/hi/code.json"), "{\n  \"a\": \"b\"\n}")
            .expect_err("refused");
        insta::assert_snapshot!(error.to_string());
    }
}
