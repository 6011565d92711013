//! Where each key of `ampere.toml` stands, from the TOML parser's own spans, so that a
//! diagnostic about a value points at it instead of at the first text that looks like it.

use std::collections::HashMap;

use toml_edit::{ImDocument, Item, Table};

use crate::diagnostic::line_and_column;

/// Key path (`i18n.locales.nl.path`, `redirects[0].from`) → 1-based line and column of the key.
#[derive(Debug, Clone, Default)]
pub struct ConfigPositions {
    positions: HashMap<String, (usize, usize)>,
}

impl ConfigPositions {
    /// Reads the positions of every key; a text that does not parse has none.
    pub fn read(text: &str) -> Self {
        let mut positions = HashMap::new();
        if let Ok(document) = ImDocument::parse(text) {
            collect_table(text, document.as_table(), "", &mut positions);
        }
        ConfigPositions { positions }
    }

    /// The line and column of `path`, else of its nearest parent that has one, else (0, 0).
    pub fn of(&self, path: &str) -> (usize, usize) {
        let mut path = path;
        loop {
            if let Some(position) = self.positions.get(path) {
                return *position;
            }
            match path.rfind(['.', '[']) {
                Some(end) => path = &path[..end],
                None => return (0, 0),
            }
        }
    }
}

fn collect_table(
    text: &str,
    table: &Table,
    prefix: &str,
    into: &mut HashMap<String, (usize, usize)>,
) {
    for (key, item) in table.iter() {
        let path = if prefix.is_empty() {
            key.to_string()
        } else {
            format!("{prefix}.{key}")
        };
        let span = table
            .key(key)
            .and_then(|key| key.span())
            .or_else(|| item.span());
        if let Some(span) = span {
            into.insert(path.clone(), line_and_column(text, span.start));
        }
        collect_item(text, item, &path, into);
    }
}

fn collect_item(text: &str, item: &Item, path: &str, into: &mut HashMap<String, (usize, usize)>) {
    match item {
        Item::Table(table) => collect_table(text, table, path, into),
        Item::ArrayOfTables(array) => {
            for (index, table) in array.iter().enumerate() {
                let element = format!("{path}[{index}]");
                if let Some(span) = table.span() {
                    into.insert(element.clone(), line_and_column(text, span.start));
                }
                collect_table(text, table, &element, into);
            }
        }
        Item::Value(toml_edit::Value::InlineTable(table)) => {
            for (key, value) in table.iter() {
                let child = format!("{path}.{key}");
                if let Some(span) = table.key(key).and_then(|key| key.span()).or(value.span()) {
                    into.insert(child, line_and_column(text, span.start));
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_tables_and_arrays_of_tables_are_located() {
        let text = "title = \"a\"\n\n[i18n.locales.nl]\npath = \"nl\"\n\n[[redirects]]\nfrom = \"/a/\"\n\n[[redirects]]\nfrom = \"/b/\"\n";
        let positions = ConfigPositions::read(text);
        assert_eq!(positions.of("title"), (1, 1));
        assert_eq!(positions.of("i18n.locales.nl.path"), (4, 1));
        assert_eq!(positions.of("redirects[1].from"), (10, 1));
        assert_eq!(
            positions.of("redirects[1].to"),
            positions.of("redirects[1]")
        );
        assert_eq!(positions.of("nothing.here"), (0, 0));
    }
}
