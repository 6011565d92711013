//! `{{brandName}}`-style placeholders in content, replaced with the site's custom fields.

use std::path::Path;

use crate::config::CustomFields;
use crate::diagnostic::{line_and_column, Diagnostic};

/// Replaces every `{{name}}` with its custom field value. `line_offset` maps the text's
/// first line to its line in the file. An unknown name is an error at its position.
pub fn replace_placeholders(
    path: &Path,
    text: &str,
    line_offset: usize,
    fields: &CustomFields,
) -> Result<String, Diagnostic> {
    if !text.contains("{{") {
        return Ok(text.to_string());
    }
    let mut output = String::with_capacity(text.len() + 64);
    let mut rest = text;
    let mut consumed = 0;
    while let Some(start) = rest.find("{{") {
        output.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            output.push_str(&rest[start..]);
            return Ok(output);
        };
        let name = after[..end].trim();
        let is_identifier = !name.is_empty()
            && name
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || character == '_');
        if !is_identifier {
            // Not a placeholder (for example a template in a code sample): keep it.
            output.push_str("{{");
            consumed += start + 2;
            rest = after;
            continue;
        }
        match fields.text(name) {
            Some(value) => output.push_str(value),
            None => {
                let (line, column) = line_and_column(text, consumed + start);
                return Err(Diagnostic::new(
                    path,
                    line + line_offset,
                    column,
                    format!("unknown placeholder `{{{{{name}}}}}`"),
                )
                .with_hint(format!(
                    "placeholders are {}; they come from [customFields] in ampere.toml",
                    CustomFields::TEXT_NAMES
                )));
            }
        }
        consumed += start + 2 + end + 2;
        rest = &after[end + 2..];
    }
    output.push_str(rest);
    Ok(output)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> CustomFields {
        CustomFields {
            brand_name: "Volta".into(),
            controller_name: "Volta Box".into(),
            insights_name: "Insights".into(),
            insights_url: "https://insights.example".into(),
            enable_eneco_page: true,
            show_toolbox: false,
        }
    }

    #[test]
    fn replaces_known_names() {
        let text = replace_placeholders(
            Path::new("a.md"),
            "The {{controllerName}} by {{ brandName }}.",
            0,
            &fields(),
        )
        .expect("replaced");
        assert_eq!(text, "The Volta Box by Volta.");
    }

    #[test]
    fn keeps_text_that_is_not_a_placeholder() {
        let text = replace_placeholders(
            Path::new("a.md"),
            "`{{ value | json }}` and {{",
            0,
            &fields(),
        )
        .expect("kept");
        assert_eq!(text, "`{{ value | json }}` and {{");
    }

    #[test]
    fn an_unknown_name_is_an_error_at_its_place() {
        let error = replace_placeholders(
            Path::new("docs/a.md"),
            "one\ntwo {{brand}} three",
            4,
            &fields(),
        )
        .expect_err("refused");
        insta::assert_snapshot!(error.to_string());
    }
}
