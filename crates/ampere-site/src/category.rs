//! `_category_.json`: a folder's sidebar category, as Docusaurus reads it.

use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::Diagnostic;

#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CategoryFile {
    pub label: Option<String>,
    /// Names the category in translation keys instead of its label (as in Docusaurus), so
    /// that two categories with the same label get translations of their own.
    pub key: Option<String>,
    pub position: Option<f64>,
    #[serde(default = "default_true")]
    pub collapsible: bool,
    #[serde(default = "default_true")]
    pub collapsed: bool,
    pub link: Option<CategoryLink>,
    #[serde(rename = "className")]
    pub class_name: Option<String>,
    pub description: Option<String>,
    #[serde(rename = "customProps", default)]
    pub custom_props: CustomProps,
}

fn default_true() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, tag = "type")]
pub enum CategoryLink {
    #[serde(rename = "generated-index")]
    GeneratedIndex {
        slug: Option<String>,
        title: Option<String>,
        description: Option<String>,
    },
    #[serde(rename = "doc")]
    Doc { id: String },
}

#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CustomProps {
    /// ampere extension: build the folder only when this custom field flag is true.
    #[serde(rename = "showIf")]
    pub show_if: Option<String>,
}

pub fn parse_category(path: &Path, text: &str) -> Result<CategoryFile, Diagnostic> {
    let category: CategoryFile = serde_json::from_str(text).map_err(|error| {
        Diagnostic::new(path, error.line(), error.column(), format!("invalid category file: {}", without_position(&error)))
            .with_hint("keys are label, key, position, collapsible, collapsed, link ({\"type\": \"generated-index\", \"slug\", \"title\", \"description\"} or {\"type\": \"doc\", \"id\"}), className, description, customProps.showIf")
    })?;
    if let Some(CategoryLink::GeneratedIndex {
        slug: Some(slug), ..
    }) = &category.link
    {
        if let Some(reason) = crate::route::unsafe_route_reason(slug) {
            // serde_json keeps no positions of values: the key is found in the text.
            let (line, column) = text.find("\"slug\"").map_or((1, 1), |offset| {
                crate::diagnostic::line_and_column(text, offset)
            });
            return Err(Diagnostic::new(
                path,
                line,
                column,
                format!(
                    "category slug `{}` cannot be a route: {reason}",
                    slug.escape_debug()
                ),
            )
            .with_hint("write a route such as \"/category/legal\""));
        }
    }
    Ok(category)
}

/// serde_json's message without its own " at line L column C" (the diagnostic shows it).
pub(crate) fn without_position(error: &serde_json::Error) -> String {
    let message = error.to_string();
    match message.rfind(" at line ") {
        Some(index) => message[..index].to_string(),
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_generated_index_category() {
        let category = parse_category(
            Path::new("_category_.json"),
            r#"{"label": "Legal", "position": 9, "link": {"type": "generated-index", "slug": "/category/legal"}}"#,
        )
        .expect("parses");
        assert_eq!(category.label.as_deref(), Some("Legal"));
        assert!(category.collapsed && category.collapsible);
        assert!(
            matches!(category.link, Some(CategoryLink::GeneratedIndex { slug: Some(ref slug), .. }) if slug == "/category/legal")
        );
    }

    #[test]
    fn a_bad_link_type_is_an_error_with_location() {
        let error = parse_category(
            Path::new("docs/legal/_category_.json"),
            "{\n  \"label\": \"Legal\",\n  \"link\": {\"type\": \"index\"}\n}",
        )
        .expect_err("refused");
        insta::assert_snapshot!(error.to_string());
    }

    #[test]
    fn an_unknown_key_is_an_error() {
        let error = parse_category(Path::new("_category_.json"), "{\"lable\": \"x\"}")
            .expect_err("refused");
        insta::assert_snapshot!(error.to_string());
    }
}
