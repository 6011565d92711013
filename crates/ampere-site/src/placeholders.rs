//! `{{brandName}}`-style placeholders in content, replaced with the site's custom fields.
//!
//! Only names that exist in `customFields` are replaced, and never inside code (fenced blocks
//! and inline code spans): a `{{ template }}` in a code sample or a name the site does not define
//! stays as it is written, as Docusaurus would show it. An unknown name outside code is a warning,
//! so that a typo in a placeholder is seen without stopping a site that means the braces.

use std::path::Path;

use crate::config::CustomFields;
use crate::diagnostic::Diagnostic;
use ampere_markdown::code_spans::{code_span_length, Fences};

/// The text with its placeholders replaced, and a warning for each unknown name outside code.
pub fn replace_placeholders(
    path: &Path,
    text: &str,
    line_offset: usize,
    fields: &CustomFields,
) -> (String, Vec<Diagnostic>) {
    if !text.contains("{{") {
        return (text.to_string(), Vec::new());
    }
    let mut output = String::with_capacity(text.len() + 64);
    let mut warnings = Vec::new();
    let mut fences = Fences::default();
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if fences.is_code(line) || !line.contains("{{") {
            output.push_str(line);
            continue;
        }
        let at = |column: usize, name: &str| {
            Diagnostic::new(
                path,
                index + 1 + line_offset,
                column,
                format!("unknown placeholder `{{{{{name}}}}}` is shown as written"),
            )
            .with_hint(format!(
                "placeholders are the text fields of customFields ({}); put the braces in `code` if they are meant literally",
                fields.text_names()
            ))
            .as_warning()
        };
        output.push_str(&replace_in_line(line, fields, &mut |column, name| {
            warnings.push(at(column, name));
        }));
    }
    (output, warnings)
}

/// Replaces the known placeholders of one line outside its inline code spans.
fn replace_in_line(
    line: &str,
    fields: &CustomFields,
    unknown: &mut dyn FnMut(usize, &str),
) -> String {
    let mut output = String::with_capacity(line.len() + 32);
    let mut position = 0;
    while position < line.len() {
        let rest = &line[position..];
        if rest.starts_with('`') {
            let span_end = code_span_length(rest);
            output.push_str(&rest[..span_end]);
            position += span_end;
            continue;
        }
        if let Some((name, length)) = placeholder_at(rest) {
            match fields.text(name) {
                Some(value) => output.push_str(value),
                None => {
                    unknown(line[..position].chars().count() + 1, name);
                    output.push_str(&rest[..length]);
                }
            }
            position += length;
            continue;
        }
        let character = rest.chars().next().unwrap_or(' ');
        output.push(character);
        position += character.len_utf8();
    }
    output
}

/// The name and byte length of a `{{ name }}` at the start of `text`.
fn placeholder_at(text: &str) -> Option<(&str, usize)> {
    let after = text.strip_prefix("{{")?;
    let end = after.find("}}")?;
    let name = after[..end].trim();
    let is_identifier = !name.is_empty()
        && name
            .chars()
            .all(|character| character.is_ascii_alphanumeric() || character == '_');
    is_identifier.then_some((name, end + 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> CustomFields {
        CustomFields::from_pairs([("brandName", "Volta"), ("controllerName", "Volta Box")])
    }

    fn replaced(text: &str) -> (String, Vec<Diagnostic>) {
        replace_placeholders(Path::new("docs/a.md"), text, 4, &fields())
    }

    #[test]
    fn replaces_known_names() {
        let (text, warnings) = replaced("The {{controllerName}} by {{ brandName }}.");
        assert_eq!(text, "The Volta Box by Volta.");
        assert!(warnings.is_empty());
    }

    #[test]
    fn keeps_text_that_is_not_a_placeholder() {
        let (text, warnings) = replaced("`{{ value | json }}` and {{");
        assert_eq!(text, "`{{ value | json }}` and {{");
        assert!(warnings.is_empty());
    }

    #[test]
    fn code_is_never_touched() {
        let source = "Run `{{brandName}}` and ``a {{brandName}} b``.\n```yaml\nname: {{brandName}}\n```\n~~~~\n{{other}}\n```\n~~~~\n{{brandName}}";
        let (text, warnings) = replaced(source);
        assert_eq!(text, source.replace("~~~~\n{{brandName}}", "~~~~\nVolta"));
        assert!(warnings.is_empty());
    }

    #[test]
    fn an_unknown_name_stays_and_warns_at_its_place() {
        let (text, warnings) = replaced("one\ntwo {{brand}} three");
        assert_eq!(text, "one\ntwo {{brand}} three");
        let warnings: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        insta::assert_snapshot!(warnings.join("\n"));
    }
}
