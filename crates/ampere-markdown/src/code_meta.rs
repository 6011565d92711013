//! What a fenced code block's info string and magic comments ask for, as Docusaurus reads them:
//! ```` ```js title="/src/a.js" {1,3-5} showLineNumbers ````, and `// highlight-next-line`,
//! `// highlight-start` … `// highlight-end` in any comment syntax (`#`, `--`, `%`, `/* */`,
//! `<!-- -->`, `{/* */}`); the magic comment lines themselves are not shown.

use std::collections::BTreeSet;

/// A code block's language, title, highlighted lines (1-based) and line numbering.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct CodeMeta {
    pub language: String,
    pub title: Option<String>,
    pub highlighted: BTreeSet<usize>,
    /// The first line's number when lines are numbered.
    pub line_numbers: Option<usize>,
    /// The code without its magic comment lines.
    pub code: String,
}

impl CodeMeta {
    /// Whether the lines must be wrapped (a highlight or line numbers).
    pub fn marks_lines(&self) -> bool {
        !self.highlighted.is_empty() || self.line_numbers.is_some()
    }
}

pub fn code_meta(info: &str, code: &str) -> CodeMeta {
    let mut meta = CodeMeta::default();
    let mut rest = info.trim();
    let first = rest.split_whitespace().next().unwrap_or("");
    let language = first.split('{').next().unwrap_or("");
    if !language.is_empty() && !language.contains('=') && language != "showLineNumbers" {
        meta.language = language.to_string();
        rest = rest[language.len()..].trim_start();
    }
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("title=") {
            let (title, remaining) = quoted(after);
            meta.title = Some(title);
            rest = remaining.trim_start();
        } else if let Some(after) = rest.strip_prefix('{') {
            let end = after.find('}').unwrap_or(after.len());
            meta.highlighted.extend(line_ranges(&after[..end]));
            rest = after.get(end + 1..).unwrap_or("").trim_start();
        } else if let Some(after) = rest.strip_prefix("showLineNumbers") {
            let start = after
                .strip_prefix('=')
                .and_then(|number| number.split_whitespace().next()?.parse().ok())
                .unwrap_or(1);
            meta.line_numbers = Some(start);
            rest = after
                .split_once(' ')
                .map_or("", |(_, remaining)| remaining)
                .trim_start();
        } else {
            rest = rest
                .split_once(' ')
                .map_or("", |(_, remaining)| remaining)
                .trim_start();
        }
    }
    apply_magic_comments(&mut meta, code);
    meta
}

/// A `"…"` or `'…'` value and what follows it; an unquoted value runs to the next space.
fn quoted(text: &str) -> (String, &str) {
    match text.chars().next() {
        Some(quote @ ('"' | '\'')) => {
            let body = &text[1..];
            let end = body.find(quote).unwrap_or(body.len());
            (body[..end].to_string(), body.get(end + 1..).unwrap_or(""))
        }
        _ => {
            let end = text.find(' ').unwrap_or(text.len());
            (text[..end].to_string(), &text[end..])
        }
    }
}

/// `1,3-5` → {1, 3, 4, 5}.
fn line_ranges(text: &str) -> Vec<usize> {
    text.split(',')
        .flat_map(|part| {
            let part = part.trim();
            match part.split_once('-') {
                Some((from, to)) => {
                    match (from.trim().parse::<usize>(), to.trim().parse::<usize>()) {
                        (Ok(from), Ok(to)) if from <= to && to - from < 10_000 => {
                            (from..=to).collect()
                        }
                        _ => Vec::new(),
                    }
                }
                None => part.parse().ok().into_iter().collect(),
            }
        })
        .collect()
}

/// The directive of a magic comment line (`highlight-next-line`, `-start`, `-end`), if it is one.
fn magic_directive(line: &str) -> Option<&'static str> {
    let inner = line
        .trim()
        .trim_start_matches("{/*")
        .trim_end_matches("*/}")
        .trim_start_matches("<!--")
        .trim_end_matches("-->")
        .trim_start_matches("/*")
        .trim_end_matches("*/")
        .trim_start_matches("//")
        .trim_start_matches('#')
        .trim_start_matches("--")
        .trim_start_matches('%')
        .trim();
    let is_comment = line.trim() != inner;
    ["highlight-next-line", "highlight-start", "highlight-end"]
        .into_iter()
        .find(|directive| is_comment && inner == *directive)
}

fn apply_magic_comments(meta: &mut CodeMeta, code: &str) {
    let mut kept = String::with_capacity(code.len());
    let mut number = 0;
    let mut next_line = false;
    let mut in_block = false;
    for line in code.split_inclusive('\n') {
        match magic_directive(line) {
            Some("highlight-next-line") => next_line = true,
            Some("highlight-start") => in_block = true,
            Some("highlight-end") => in_block = false,
            _ => {
                number += 1;
                if next_line || in_block {
                    meta.highlighted.insert(number);
                }
                next_line = false;
                kept.push_str(line);
            }
        }
    }
    meta.code = kept;
}

/// The highlighted HTML of a block split into one element per line, each marked when highlighted
/// and numbered when asked: spans that cross a line end are closed and reopened, so every line is
/// well-formed HTML.
pub fn mark_lines(body: &str, meta: &CodeMeta) -> String {
    let mut output = String::with_capacity(body.len() + 64);
    let mut open: Vec<&str> = Vec::new();
    let mut number = 1;
    let start_line = |output: &mut String, number: usize, open: &[&str]| {
        let class = if meta.highlighted.contains(&number) {
            "code-line highlighted"
        } else {
            "code-line"
        };
        match meta.line_numbers {
            Some(first) => output.push_str(&format!(
                "<span class=\"{class}\" data-line=\"{}\">",
                first + number - 1
            )),
            None => output.push_str(&format!("<span class=\"{class}\">")),
        }
        open.iter().for_each(|tag| output.push_str(tag));
    };
    start_line(&mut output, number, &open);
    let mut line_start = 0;
    let mut line_has_text = false;
    let mut rest = body.trim_end_matches('\n');
    while !rest.is_empty() {
        if rest.starts_with("<span") {
            let end = rest.find('>').map_or(rest.len(), |end| end + 1);
            open.push(&rest[..end]);
            output.push_str(&rest[..end]);
            rest = &rest[end..];
        } else if let Some(after) = rest.strip_prefix("</span>") {
            open.pop();
            output.push_str("</span>");
            rest = after;
        } else if let Some(after) = rest.strip_prefix('\n') {
            output.push_str(&"</span>".repeat(open.len()));
            output.push_str("</span>\n");
            number += 1;
            line_start = output.len();
            line_has_text = false;
            start_line(&mut output, number, &open);
            rest = after;
        } else {
            let next = rest.find(['<', '\n']).unwrap_or(rest.len()).max(1);
            output.push_str(&rest[..next]);
            line_has_text = true;
            rest = &rest[next..];
        }
    }
    if number > 1 && !line_has_text {
        // The highlighter closes its spans after the last line break: no line of its own.
        output.truncate(line_start);
        return output;
    }
    output.push_str(&"</span>".repeat(open.len()));
    output.push_str("</span>\n");
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_info_string_gives_language_title_lines_and_numbering() {
        let meta = code_meta(
            "js title=\"/src/a.js\" {1,3-4} showLineNumbers",
            "a\nb\nc\nd\n",
        );
        assert_eq!(meta.language, "js");
        assert_eq!(meta.title.as_deref(), Some("/src/a.js"));
        assert_eq!(meta.highlighted, BTreeSet::from([1, 3, 4]));
        assert_eq!(meta.line_numbers, Some(1));
        let plain = code_meta("bash", "ls\n");
        assert!(!plain.marks_lines() && plain.title.is_none());
    }

    #[test]
    fn magic_comments_mark_lines_and_are_not_shown() {
        let code = "a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n<!-- highlight-end -->\ne\n// a normal comment\n";
        let meta = code_meta("js", code);
        assert_eq!(meta.code, "a\nb\nc\nd\ne\n// a normal comment\n");
        assert_eq!(meta.highlighted, BTreeSet::from([2, 3, 4]));
    }

    #[test]
    fn lines_stay_well_formed_when_a_span_crosses_them() {
        let meta = code_meta("js {2}", "");
        let html = mark_lines("<span class=\"c\">/* one\ntwo */</span>\nthree\n", &meta);
        assert_eq!(
            html,
            "<span class=\"code-line\"><span class=\"c\">/* one</span></span>\n<span class=\"code-line highlighted\"><span class=\"c\">two */</span></span>\n<span class=\"code-line\">three</span>\n"
        );
    }
}
