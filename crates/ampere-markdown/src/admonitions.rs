//! Admonitions (`:::note Title` … `:::`) turned into HTML blocks around Markdown content,
//! before parsing. Keeps a map from output lines to source lines for diagnostics.

use crate::Problem;

pub const KINDS: [&str; 6] = ["note", "tip", "info", "warning", "danger", "caution"];

/// Docusaurus's other admonition keywords and the kind each is shown as.
const ALIASES: [(&str, &str); 3] = [
    ("important", "info"),
    ("secondary", "note"),
    ("success", "tip"),
];

/// The kind an admonition keyword is shown as, or `None` for an unknown keyword.
fn shown_kind(keyword: &str) -> Option<&'static str> {
    KINDS
        .iter()
        .find(|kind| **kind == keyword)
        .copied()
        .or_else(|| {
            ALIASES
                .iter()
                .find(|(alias, _)| *alias == keyword)
                .map(|(_, kind)| *kind)
        })
}

pub struct Prepared {
    pub text: String,
    /// `line_map[i]` is the 1-based source line of output line `i` (0-based).
    pub line_map: Vec<usize>,
    /// Fences never closed, unknown kinds and stray closing fences.
    pub problems: Vec<Problem>,
}

/// Rewrites admonition fences into HTML. `default_title` gives the title of a kind
/// when the fence has none (translated per locale).
pub fn prepare(source: &str, default_title: &dyn Fn(&str) -> String) -> Prepared {
    let mut text = String::with_capacity(source.len() + 256);
    let mut line_map = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    // The source line and column of each admonition still open.
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut problems = Vec::new();
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
            if rest.is_empty() {
                if open.pop().is_some() {
                    // Indented like its fence, so an admonition in a list item stays in it.
                    push(&mut text, "", number);
                    push(
                        &mut text,
                        &format!("{}</div></div>", &line[..indent]),
                        number,
                    );
                    push(&mut text, "", number);
                    continue;
                }
                problems.push(stray_closing_fence(number, indent + 1));
                push(&mut text, line, number);
                continue;
            }
            let (kind, title) = split_kind_and_title(rest);
            let keyword = kind.to_ascii_lowercase();
            if let Some(kind) = shown_kind(&keyword) {
                open.push((number, indent + 1));
                let title = title
                    .trim()
                    .trim_start_matches('[')
                    .trim_end_matches(']')
                    .trim();
                let title = if title.is_empty() {
                    default_title(kind)
                } else {
                    title.to_string()
                };
                let html = format!(
                    "<div class=\"admonition admonition-{kind}\" role=\"note\"><p class=\"admonition-title\">{}</p><div class=\"admonition-content\">",
                    inline_markdown(&title)
                );
                push(&mut text, "", number);
                push(&mut text, &format!("{}{html}", &line[..indent]), number);
                push(&mut text, "", number);
                continue;
            }
            problems.push(unknown_kind(&keyword, number, indent + 1));
        }
        push(&mut text, line, number);
    }
    let last = source.lines().count().max(1);
    for (line, column) in open {
        problems.push(never_closed(line, column));
        push(&mut text, "", last);
        push(&mut text, "</div></div>", last);
    }
    Prepared {
        text,
        line_map,
        problems,
    }
}

/// A title's inline Markdown (`**bold**`, `code`, links) as HTML, without a paragraph around it;
/// raw HTML in it is shown as text.
fn inline_markdown(title: &str) -> String {
    let events = pulldown_cmark::Parser::new(title).map(|event| match event {
        pulldown_cmark::Event::Html(html) | pulldown_cmark::Event::InlineHtml(html) => {
            pulldown_cmark::Event::Text(html)
        }
        other => other,
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    let trimmed = html.trim();
    trimmed
        .strip_prefix("<p>")
        .and_then(|inner| inner.strip_suffix("</p>"))
        .unwrap_or(trimmed)
        .to_string()
}

/// `note Title`, `note[Title]` and `note [Title]` → (`note`, the title part).
fn split_kind_and_title(rest: &str) -> (&str, &str) {
    let end = rest
        .find(|character: char| character.is_whitespace() || character == '[')
        .unwrap_or(rest.len());
    (&rest[..end], &rest[end..])
}

fn never_closed(line: usize, column: usize) -> Problem {
    Problem {
        line,
        column,
        message: "admonition opened here is never closed; it runs to the end of the page (as in Docusaurus)".into(),
        hint: "end it with a line holding only `:::`; without it the admonition swallows the rest of the page".into(),
        is_error: false,
    }
}

fn unknown_kind(kind: &str, line: usize, column: usize) -> Problem {
    Problem {
        line,
        column,
        message: format!("unknown admonition `:::{kind}`; it is shown as plain text"),
        hint: format!(
            "admonition kinds are {}, {}",
            KINDS.join(", "),
            ALIASES.map(|(alias, _)| alias).join(", ")
        ),
        is_error: false,
    }
}

fn stray_closing_fence(line: usize, column: usize) -> Problem {
    Problem {
        line,
        column,
        message: "`:::` closes no admonition; it is shown as plain text".into(),
        hint: "remove it, or open the admonition above with `:::note` (or another kind)".into(),
        is_error: false,
    }
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
    fn an_admonition_never_closed_is_a_warning_at_its_fence() {
        let prepared = prepare("intro\n\n:::danger\nText\n", &|kind| kind.to_string());
        assert_eq!(prepared.problems.len(), 1);
        let problem = &prepared.problems[0];
        assert!(!problem.is_error);
        assert!(prepared.text.trim_end().ends_with("</div></div>"));
        assert_eq!((problem.line, problem.column), (3, 1));
    }

    #[test]
    fn a_title_keeps_its_inline_markdown_and_escapes_html() {
        let prepared = prepare(":::tip[Use **both** `A` <b>]\nText\n:::\n", &|kind| {
            kind.to_string()
        });
        assert!(
            prepared
                .text
                .contains(">Use <strong>both</strong> <code>A</code> &lt;b&gt;</p>"),
            "{}",
            prepared.text
        );
    }

    #[test]
    fn an_admonition_in_a_list_item_stays_in_it() {
        let prepared = prepare("- item\n\n  :::tip\n  Inside.\n  :::\n", &|kind| {
            kind.to_string()
        });
        assert!(
            prepared
                .text
                .contains("\n  <div class=\"admonition admonition-tip\""),
            "{}",
            prepared.text
        );
        assert!(
            prepared.text.contains("\n  </div></div>"),
            "{}",
            prepared.text
        );
    }

    #[test]
    fn docusaurus_keywords_are_shown_as_their_kind() {
        let prepared = prepare(":::important[Keep]\nText\n:::\n", &|kind| kind.to_string());
        assert!(prepared.problems.is_empty());
        assert!(
            prepared.text.contains("admonition-info"),
            "{}",
            prepared.text
        );
        assert!(prepared.text.contains(">Keep<"));
    }

    #[test]
    fn an_unknown_kind_is_a_warning_listing_the_kinds() {
        let prepared = prepare(":::warnign\nText\n:::\n", &|kind| kind.to_string());
        let problem = &prepared.problems[0];
        assert!(!problem.is_error);
        assert!(problem.hint.contains("warning"), "{}", problem.hint);
    }

    #[test]
    fn bracketed_titles_need_no_space() {
        let prepared = prepare(":::tip[Quick]\nx\n:::", &|kind| kind.to_string());
        assert!(prepared.text.contains(">Quick</p>"));
        assert!(prepared.problems.is_empty());
    }

    #[test]
    fn default_titles_come_from_the_caller() {
        let prepared = prepare(":::tip\nx\n:::", &|_| "सुझाव".to_string());
        assert!(prepared.text.contains(">सुझाव</p>"));
    }
}
