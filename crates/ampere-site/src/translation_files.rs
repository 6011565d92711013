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

/// The messages of the translation file at `path`; none when it is missing or cannot be read
/// (for a file that only adds words, such as the default locale's own `code.json`).
pub fn read_messages(path: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| parse_messages(path, &text).ok())
        .unwrap_or_default()
}

/// Where each key of a translation file stands (1-based line and column of its opening quote).
/// serde_json keeps no positions, so the key is found as JSON writes it, followed by `:`.
pub fn key_positions<'a>(
    text: &str,
    keys: impl IntoIterator<Item = &'a String>,
) -> BTreeMap<String, (usize, usize)> {
    let wanted: std::collections::HashSet<&str> = keys.into_iter().map(String::as_str).collect();
    let mut found = BTreeMap::new();
    let bytes = text.as_bytes();
    let (mut line, mut line_start, mut index) = (1, 0, 0);
    // One pass over the text: each string token followed by `:` is a key (a file of hundreds of
    // keys was searched once per key before, which made loading a site's translations slow).
    while index < bytes.len() {
        match bytes[index] {
            b'\n' => {
                line += 1;
                line_start = index + 1;
                index += 1;
            }
            b'"' => {
                let end = closing_quote(bytes, index + 1);
                let token = &text[index..(end + 1).min(text.len())];
                let is_key = text[(end + 1).min(text.len())..]
                    .trim_start()
                    .starts_with(':');
                if let Some(key) = is_key
                    .then(|| serde_json::from_str::<String>(token).ok())
                    .flatten()
                    .filter(|key| wanted.contains(key.as_str()) && !found.contains_key(key))
                {
                    let column = text[line_start..index].chars().count() + 1;
                    found.insert(key, (line, column));
                }
                index = end + 1;
            }
            _ => index += 1,
        }
    }
    found
}

/// The index of the quote that closes a JSON string whose text starts at `from` (or the end of
/// the text when it is never closed).
fn closing_quote(bytes: &[u8], from: usize) -> usize {
    let mut index = from;
    while index < bytes.len() {
        match bytes[index] {
            b'\\' => index += 2,
            b'"' | b'\n' => return index,
            _ => index += 1,
        }
    }
    bytes.len()
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

    #[test]
    fn a_key_inside_a_value_or_after_an_escaped_quote_is_not_taken() {
        let text = "{\n  \"x\": {\"message\": \"say \\\"a\\\": no\"},\n  \"a\": 1\n}";
        let keys = ["a".to_string(), "message".to_string()];
        let positions = key_positions(text, &keys);
        assert_eq!(positions["a"], (3, 3));
        assert_eq!(positions["message"], (2, 9));
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
