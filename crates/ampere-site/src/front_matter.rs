//! The YAML front matter of a Markdown page, as Docusaurus reads it.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::Diagnostic;

/// The keys ampere reads. Other keys are accepted, as Docusaurus accepts them, and named in a
/// warning by [`check_front_matter`].
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
pub struct FrontMatter {
    pub id: Option<String>,
    pub title: Option<String>,
    pub sidebar_label: Option<String>,
    pub sidebar_position: Option<f64>,
    pub slug: Option<String>,
    pub description: Option<String>,
    #[serde(default)]
    pub keywords: Vec<String>,
    #[serde(default)]
    pub hide_title: bool,
    #[serde(default)]
    pub hide_table_of_contents: bool,
    pub toc_min_heading_level: Option<u8>,
    pub toc_max_heading_level: Option<u8>,
    /// `Some(None)` is an explicit `null`: no link.
    #[serde(default, deserialize_with = "explicit_null")]
    pub pagination_next: Option<Option<String>>,
    #[serde(default, deserialize_with = "explicit_null")]
    pub pagination_prev: Option<Option<String>>,
    #[serde(default)]
    pub unlisted: bool,
    #[serde(default)]
    pub draft: bool,
    #[serde(default, deserialize_with = "explicit_null")]
    pub custom_edit_url: Option<Option<String>>,
    pub last_update: Option<LastUpdate>,
    #[serde(default)]
    pub hide_footer: bool,
    /// ampere extension: build the page only when this custom field flag is true.
    pub show_if: Option<String>,
    pub image: Option<String>,
    /// Tag names or `{label, permalink}` tables, as Docusaurus takes them.
    pub tags: Option<Vec<serde_yaml::Value>>,
    /// A blog post's date (`2024-10-14`, or with a time); else the file name's date prefix.
    pub date: Option<serde_yaml::Value>,
    /// A blog post's authors (keys of `authors.yml` or inline entries).
    pub authors: Option<serde_yaml::Value>,
}

/// Every key [`FrontMatter`] reads.
const KNOWN_KEYS: [&str; 23] = [
    "date",
    "authors",
    "id",
    "title",
    "sidebar_label",
    "sidebar_position",
    "slug",
    "description",
    "keywords",
    "hide_title",
    "hide_table_of_contents",
    "toc_min_heading_level",
    "toc_max_heading_level",
    "pagination_next",
    "pagination_prev",
    "unlisted",
    "draft",
    "custom_edit_url",
    "last_update",
    "hide_footer",
    "show_if",
    "image",
    "tags",
];

#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LastUpdate {
    pub date: Option<String>,
    pub author: Option<String>,
}

fn explicit_null<'de, D>(deserializer: D) -> Result<Option<Option<String>>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    Option::<String>::deserialize(deserializer).map(Some)
}

/// A page split into its front matter and its Markdown body.
#[derive(Debug, Clone)]
pub struct SplitPage {
    pub front_matter: FrontMatter,
    pub body: String,
    /// Number of lines before the body (front matter and fences), to map body lines back.
    pub body_line_offset: usize,
    /// The line in the file of each top-level front matter key, for diagnostics about its value.
    pub key_lines: BTreeMap<String, usize>,
    /// What was read leniently, as Docusaurus reads it (two keys on one line).
    pub warnings: Vec<Diagnostic>,
}

/// Splits `---` fenced YAML front matter from the body and parses it.
pub fn split_front_matter(path: &Path, text: &str) -> Result<SplitPage, Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return Ok(SplitPage {
            front_matter: FrontMatter::default(),
            body: text.to_string(),
            body_line_offset: 0,
            key_lines: BTreeMap::new(),
            warnings: Vec::new(),
        });
    };
    let mut yaml_end = None;
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            yaml_end = Some((offset, offset + line.len()));
            break;
        }
        offset += line.len();
    }
    let Some((yaml_end, body_start)) = yaml_end else {
        return Err(Diagnostic::new(
            path,
            1,
            1,
            "front matter is opened with `---` but never closed",
        )
        .with_hint("add a line with only `---` after the last front matter key"));
    };
    let yaml = &rest[..yaml_end];
    let mut warnings = Vec::new();
    let front_matter = if yaml.trim().is_empty() {
        FrontMatter::default()
    } else {
        serde_yaml::from_str::<FrontMatter>(yaml).or_else(|error| {
            read_leniently(path, yaml, &mut warnings).ok_or_else(|| yaml_diagnostic(path, &error))
        })?
    };
    let body = rest[body_start..].to_string();
    let body_line_offset = 2 + yaml.matches('\n').count();
    Ok(SplitPage {
        front_matter,
        body,
        body_line_offset,
        key_lines: key_lines(yaml),
        warnings,
    })
}

/// Front matter that is not valid YAML but that Docusaurus's reader (js-yaml) accepts: a
/// top-level key written after a closing `]` or `}` on the line of another
/// (`authors: [a] tags: [b]`) is read as if it stood on a line of its own, with a warning.
fn read_leniently(path: &Path, yaml: &str, warnings: &mut Vec<Diagnostic>) -> Option<FrontMatter> {
    let mut repaired = String::new();
    let mut split_lines = Vec::new();
    for (index, line) in yaml.lines().enumerate() {
        match second_key_at(line) {
            Some(at) if !line.starts_with([' ', '\t']) => {
                repaired.push_str(line[..at].trim_end());
                repaired.push('\n');
                repaired.push_str(&line[at..]);
                split_lines.push(index + 2);
            }
            _ => repaired.push_str(line),
        }
        repaired.push('\n');
    }
    if split_lines.is_empty() {
        return None;
    }
    let front_matter = serde_yaml::from_str::<FrontMatter>(&repaired).ok()?;
    warnings.extend(split_lines.into_iter().map(|line| {
        Diagnostic::new(
            path,
            line,
            1,
            "two front matter keys on one line; read as two lines, as Docusaurus reads them",
        )
        .with_hint(
            "put each key on a line of its own (YAML readers other than Docusaurus's refuse this)",
        )
        .as_warning()
    }));
    Some(front_matter)
}

/// Where a second `key:` starts after a closing `]` or `}` of `line`.
fn second_key_at(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    for (index, byte) in bytes.iter().enumerate() {
        if *byte != b']' && *byte != b'}' {
            continue;
        }
        let rest = &line[index + 1..];
        let trimmed = rest.trim_start();
        if trimmed.len() == rest.len() || trimmed.is_empty() {
            continue;
        }
        let key_length = trimmed
            .find(|character: char| {
                !(character.is_alphanumeric() || character == '_' || character == '-')
            })
            .unwrap_or(trimmed.len());
        if key_length > 0 && trimmed[key_length..].starts_with(':') {
            return Some(line.len() - trimmed.len());
        }
    }
    None
}

/// Values that parse but cannot work: a slug or id that would leave its folder, table of
/// contents levels that select nothing.
pub fn check_front_matter(
    path: &Path,
    front_matter: &FrontMatter,
    key_lines: &BTreeMap<String, usize>,
) -> Vec<Diagnostic> {
    let at = |key: &str, message: String, hint: &str| {
        let line = key_lines.get(key).copied().unwrap_or(1);
        Diagnostic::new(path, line, 1, message).with_hint(hint)
    };
    let mut problems: Vec<Diagnostic> = key_lines
        .iter()
        .filter(|(key, _)| !KNOWN_KEYS.contains(&key.as_str()))
        .map(|(key, line)| {
            Diagnostic::new(
                path,
                *line,
                1,
                format!("front matter key `{key}` is not used by ampere; it is ignored"),
            )
            .with_hint(match crate::suggestion::closest(key, KNOWN_KEYS) {
                Some(known) => format!("did you mean `{known}`?"),
                None => format!("the keys ampere reads are {}", KNOWN_KEYS.join(", ")),
            })
            .as_warning()
        })
        .collect();
    if let Some(slug) = &front_matter.slug {
        if let Some(reason) = crate::route::unsafe_route_reason(slug) {
            problems.push(at(
                "slug",
                format!("slug `{}` cannot be a route: {reason}", slug.escape_debug()),
                "write a route such as `/installation` (from the locale root) or `installation` (in the page's folder)",
            ));
        }
    }
    if let Some(id) = &front_matter.id {
        let reason = crate::route::unsafe_route_reason(id)
            .or_else(|| id.contains('/').then(|| "it contains `/`".to_string()))
            .or_else(|| id.trim().is_empty().then(|| "it is empty".to_string()));
        if let Some(reason) = reason {
            problems.push(at(
                "id",
                format!("id `{}` cannot name a doc: {reason}", id.escape_debug()),
                "an id is a single name such as `installation`; the folder is added to it",
            ));
        }
    }
    let minimum = front_matter.toc_min_heading_level;
    let maximum = front_matter.toc_max_heading_level;
    for (key, level) in [
        ("toc_min_heading_level", minimum),
        ("toc_max_heading_level", maximum),
    ] {
        if let Some(level) = level.filter(|level| !(2..=6).contains(level)) {
            problems.push(at(
                key,
                format!("{key} is {level}; headings in the table of contents are levels 2 to 6"),
                "use a level from 2 to 6",
            ));
        }
    }
    if let (Some(minimum), Some(maximum)) = (minimum, maximum) {
        if minimum > maximum {
            problems.push(at(
                "toc_min_heading_level",
                format!("toc_min_heading_level ({minimum}) is above toc_max_heading_level ({maximum}); the table of contents would be empty"),
                "swap them, or set hide_table_of_contents: true to show none",
            ));
        }
    }
    problems
}

/// The file line of each top-level key of the YAML (which starts on line 2, after `---`), from
/// the YAML parser's own positions: a key is the scalar that starts each pair of the top mapping.
fn key_lines(yaml: &str) -> BTreeMap<String, usize> {
    let mut collector = TopLevelKeys::default();
    let mut parser = yaml_rust2::parser::Parser::new_from_str(yaml);
    // A YAML error is reported by serde_yaml with its position; the keys read until then remain.
    let _ = parser.load(&mut collector, false);
    collector.lines
}

/// Collects the keys of the top-level mapping with their lines.
#[derive(Default)]
struct TopLevelKeys {
    /// Nesting of mappings and sequences; the top mapping is depth 1.
    depth: usize,
    /// Within the top mapping: true when the next node at depth 1 is a key.
    expecting_key: bool,
    lines: BTreeMap<String, usize>,
}

impl yaml_rust2::parser::MarkedEventReceiver for TopLevelKeys {
    fn on_event(&mut self, event: yaml_rust2::Event, mark: yaml_rust2::scanner::Marker) {
        use yaml_rust2::Event;
        let at_top = self.depth == 1;
        match event {
            Event::MappingStart(..) | Event::SequenceStart(..) => {
                if at_top {
                    self.expecting_key = !self.expecting_key;
                }
                self.depth += 1;
                if self.depth == 1 {
                    self.expecting_key = true;
                }
            }
            Event::MappingEnd | Event::SequenceEnd => self.depth = self.depth.saturating_sub(1),
            Event::Scalar(value, ..) if at_top => {
                if self.expecting_key {
                    // The parser counts lines from 1 within the YAML, which starts on file line 2.
                    self.lines.entry(value).or_insert(mark.line() + 1);
                }
                self.expecting_key = !self.expecting_key;
            }
            Event::Alias(..) if at_top => self.expecting_key = !self.expecting_key,
            _ => {}
        }
    }
}

fn yaml_diagnostic(path: &Path, error: &serde_yaml::Error) -> Diagnostic {
    // Front matter starts on line 2 of the file, after the opening `---`.
    let (line, column) = error
        .location()
        .map_or((1, 1), |location| (location.line() + 1, location.column()));
    let message = error.to_string();
    let message = message
        .split(" at line ")
        .next()
        .unwrap_or(&message)
        .to_string();
    let hint = "check the YAML syntax and the value's type (see site/README.md, Front matter)";
    Diagnostic::new(
        path,
        line,
        column,
        format!("invalid front matter: {message}"),
    )
    .with_hint(hint)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_text(text: &str) -> String {
        match split_front_matter(Path::new("docs/page.md"), text) {
            Ok(_) => "no error".to_string(),
            Err(diagnostic) => diagnostic.to_string(),
        }
    }

    #[test]
    fn two_keys_on_one_line_are_read_as_docusaurus_reads_them_with_a_warning() {
        let text = "---\ntitle: Release\nauthors: [hamza] tags: [release]\n---\nbody\n";
        let page = split_front_matter(Path::new("blog/post.md"), text).expect("read");
        assert_eq!(page.front_matter.title.as_deref(), Some("Release"));
        assert_eq!(page.front_matter.tags.as_ref().map(Vec::len), Some(1));
        assert_eq!(page.warnings.len(), 1);
        assert_eq!(page.warnings[0].line, 3);
        assert_eq!(page.body, "body\n");
        let refused = "---\ntitle: [a] b c\n---\n";
        assert!(split_front_matter(Path::new("a.md"), refused).is_err());
    }

    #[test]
    fn key_lines_come_from_the_parser_and_skip_nested_keys() {
        let yaml = "title: A\nlast_update:\n  date: 2025-01-01\n  author: me\ntags: [a, b]\n# slug: commented\n\"quoted key\": 1\nslug: /x\n";
        let lines = key_lines(yaml);
        assert_eq!(lines.get("title"), Some(&2));
        assert_eq!(lines.get("last_update"), Some(&3));
        assert_eq!(lines.get("date"), None);
        assert_eq!(lines.get("tags"), Some(&6));
        assert_eq!(lines.get("quoted key"), Some(&8));
        assert_eq!(lines.get("slug"), Some(&9));
        assert_eq!(lines.len(), 5);
    }

    #[test]
    fn reads_keys_and_body() {
        let page = split_front_matter(
            Path::new("a.md"),
            "---\ntitle: Install\nsidebar_position: 2\npagination_next: null\n---\n## Hello\n",
        )
        .expect("parses");
        assert_eq!(page.front_matter.title.as_deref(), Some("Install"));
        assert_eq!(page.front_matter.sidebar_position, Some(2.0));
        assert_eq!(page.front_matter.pagination_next, Some(None));
        assert_eq!(page.front_matter.pagination_prev, None);
        assert_eq!(page.body, "## Hello\n");
        assert_eq!(page.body_line_offset, 5);
        assert_eq!(page.key_lines["pagination_next"], 4);
        assert_eq!(page.key_lines.get("Hello"), None);
    }

    #[test]
    fn a_page_without_front_matter_is_all_body() {
        let page = split_front_matter(Path::new("a.md"), "## Hi\n").expect("parses");
        assert_eq!(page.front_matter, FrontMatter::default());
        assert_eq!(page.body_line_offset, 0);
    }

    #[test]
    fn an_unknown_key_is_a_warning_with_location() {
        let page = split_front_matter(Path::new("a.md"), "---\ntitle: A\ntitel: B\n---\nbody\n")
            .expect("parses");
        let warnings = check_front_matter(Path::new("a.md"), &page.front_matter, &page.key_lines);
        insta::assert_snapshot!(warnings[0].to_string());
    }

    #[test]
    fn a_wrong_type_is_an_error_with_location() {
        insta::assert_snapshot!(error_text("---\ntitle: A\nsidebar_position: first\n---\n"));
    }

    #[test]
    fn an_unclosed_front_matter_is_an_error() {
        insta::assert_snapshot!(error_text("---\ntitle: A\n"));
    }
}
