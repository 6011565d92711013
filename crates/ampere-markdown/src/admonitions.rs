//! Admonitions (`:::note Title` … `:::`) turned into HTML blocks around Markdown content,
//! before parsing. Keeps a map from output lines to source lines for diagnostics.

use crate::escape::escape_html;

pub const KINDS: [&str; 6] = ["note", "tip", "info", "warning", "danger", "caution"];

pub struct Prepared {
    pub text: String,
    /// `line_map[i]` is the 1-based source line of output line `i` (0-based).
    pub line_map: Vec<usize>,
}

/// Rewrites admonition fences into HTML. `default_title` gives the title of a kind
/// when the fence has none (translated per locale).
pub fn prepare(source: &str, default_title: &dyn Fn(&str) -> String) -> Prepared {
    let mut text = String::with_capacity(source.len() + 256);
    let mut line_map = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut open = 0usize;
    let mut push = |text: &mut String, line: &str, source_line: usize| {
        text.push_str(line);
        text.push('\n');
        line_map.push(source_line);
    };
    for (index, line) in source.lines().enumerate() {
        let number = index + 1;
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some((marker, length)) = fence {
            let run = trimmed
                .chars()
                .take_while(|character| *character == marker)
                .count();
            if run >= length && trimmed[run..].trim().is_empty() {
                fence = None;
            }
            push(&mut text, line, number);
            continue;
        }
        if indent <= 3 {
            if let Some(marker) = ['`', '~']
                .into_iter()
                .find(|marker| trimmed.starts_with(*marker))
            {
                let run = trimmed
                    .chars()
                    .take_while(|character| *character == marker)
                    .count();
                if run >= 3 {
                    fence = Some((marker, run));
                    push(&mut text, line, number);
                    continue;
                }
            }
        }
        if indent <= 3 && trimmed.starts_with(":::") {
            let rest = trimmed.trim_start_matches(':').trim();
            if rest.is_empty() && open > 0 {
                open -= 1;
                push(&mut text, "", number);
                push(&mut text, "</div></div>", number);
                push(&mut text, "", number);
                continue;
            }
            let (kind, title) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let kind = kind.to_ascii_lowercase();
            if KINDS.contains(&kind.as_str()) {
                open += 1;
                let title = title
                    .trim()
                    .trim_start_matches('[')
                    .trim_end_matches(']')
                    .trim();
                let title = if title.is_empty() {
                    default_title(&kind)
                } else {
                    title.to_string()
                };
                let html = format!(
                    "<div class=\"admonition admonition-{kind}\" role=\"note\"><p class=\"admonition-title\">{}</p><div class=\"admonition-content\">",
                    escape_html(&title)
                );
                push(&mut text, "", number);
                push(&mut text, &html, number);
                push(&mut text, "", number);
                continue;
            }
        }
        push(&mut text, line, number);
    }
    let last = source.lines().count().max(1);
    for _ in 0..open {
        push(&mut text, "", last);
        push(&mut text, "</div></div>", last);
    }
    Prepared { text, line_map }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_become_html_blocks_with_titles() {
        let prepared = prepare(":::warning Mind the gap\nText\n:::\n", &|kind| {
            kind.to_uppercase()
        });
        assert!(prepared.text.contains("admonition-warning"));
        assert!(prepared.text.contains(">Mind the gap</p>"));
        assert_eq!(prepared.line_map.len(), prepared.text.lines().count());
    }

    #[test]
    fn code_fences_are_left_alone() {
        let prepared = prepare("```\n:::note\n```\n", &|kind| kind.to_string());
        assert!(!prepared.text.contains("admonition"));
    }

    #[test]
    fn default_titles_come_from_the_caller() {
        let prepared = prepare(":::tip\nx\n:::", &|_| "सुझाव".to_string());
        assert!(prepared.text.contains(">सुझाव</p>"));
    }
}
