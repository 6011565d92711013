//! The `code.json` keys a Docusaurus site's own code uses (`src/**/*.{js,jsx,ts,tsx}`):
//! `translate({id: 'x', message: 'Text'})`, `<Translate id="x">Text</Translate>`, and the
//! message-only forms, whose message is the key (as `docusaurus write-translations` extracts
//! them). A translation of one of them is used by the site, not an unknown key.

use std::collections::BTreeMap;
use std::path::Path;

/// Key → English text (the message, or the key itself when the code gives none).
pub fn source_keys(root: &Path) -> BTreeMap<String, String> {
    let mut keys = BTreeMap::new();
    let folder = root.join("src");
    for entry in walkdir::WalkDir::new(&folder)
        .into_iter()
        .filter_entry(|entry| entry.file_name() != "node_modules")
        .filter_map(Result::ok)
    {
        let is_code = entry.path().extension().is_some_and(|extension| {
            ["js", "jsx", "ts", "tsx", "mjs", "cjs"].contains(&extension.to_string_lossy().as_ref())
        });
        if !is_code {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(entry.path()) {
            keys_in(&text, &mut keys);
        }
    }
    keys
}

/// The keys of the `translate(...)` calls and `<Translate>` elements of one source text.
fn keys_in(text: &str, keys: &mut BTreeMap<String, String>) {
    for (start, _) in text.match_indices("translate(") {
        let call = &text[start..];
        let end = call.find(')').unwrap_or(call.len());
        record(&call[..end], None, keys);
    }
    for (start, _) in text.match_indices("<Translate") {
        let element = &text[start..];
        let Some(open_end) = element.find('>') else {
            continue;
        };
        let attributes = &element[..open_end];
        let children = element[open_end + 1..]
            .split("</Translate>")
            .next()
            .filter(|children| !children.contains('<') && !children.contains('{'))
            .map(str::trim);
        record(attributes, children, keys);
    }
}

/// Records the key of one call or element: its `id`, else its message.
fn record(source: &str, children: Option<&str>, keys: &mut BTreeMap<String, String>) {
    let id = quoted_value(source, "id");
    let message = quoted_value(source, "message")
        .or_else(|| children.filter(|text| !text.is_empty()).map(str::to_string));
    if let Some(key) = id.clone().or_else(|| message.clone()) {
        keys.entry(key.clone())
            .or_insert_with(|| message.unwrap_or(key));
    }
}

/// The string written after `name:` or `name=` (in ', " or ` quotes).
fn quoted_value(source: &str, name: &str) -> Option<String> {
    let mut rest = source;
    while let Some(found) = rest.find(name) {
        let before_is_word = rest[..found]
            .chars()
            .next_back()
            .is_some_and(|character| character.is_alphanumeric() || character == '_');
        let after = rest[found + name.len()..].trim_start();
        rest = &rest[found + name.len()..];
        if before_is_word {
            continue;
        }
        let Some(value) = after.strip_prefix(':').or_else(|| after.strip_prefix('=')) else {
            continue;
        };
        let value = value.trim_start();
        let quote = value.chars().next()?;
        if !['\'', '"', '`'].contains(&quote) {
            continue;
        }
        let inner = &value[1..];
        return inner.find(quote).map(|end| inner[..end].to_string());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_messages_of_calls_and_elements_are_keys() {
        let mut keys = BTreeMap::new();
        keys_in(
            r#"
            const a = translate({ id: 'homepage.Tagline', message: 'Build apps' });
            const b = translate({message: "Only a message"});
            <Translate id="home.cta" description="button">Start</Translate>
            <Translate>Plain words</Translate>
            const valid = translate({ id: `theme.x` });
            "#,
            &mut keys,
        );
        assert_eq!(
            keys.get("homepage.Tagline").map(String::as_str),
            Some("Build apps")
        );
        assert_eq!(
            keys.get("Only a message").map(String::as_str),
            Some("Only a message")
        );
        assert_eq!(keys.get("home.cta").map(String::as_str), Some("Start"));
        assert_eq!(
            keys.get("Plain words").map(String::as_str),
            Some("Plain words")
        );
        assert!(keys.contains_key("theme.x"));
        assert!(!keys.contains_key("button"), "a description is not a key");
    }
}
