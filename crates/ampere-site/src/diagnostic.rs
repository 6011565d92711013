//! A content or configuration mistake, located in a file, with a hint on how to fix it.

use std::fmt;
use std::path::{Path, PathBuf};

/// Whether a problem stops the build.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Severity {
    /// The build stops; nothing is written.
    #[default]
    Error,
    /// The build goes on; the problem is printed.
    Warning,
}

/// One mistake in the site's content or configuration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    pub severity: Severity,
    pub file: PathBuf,
    /// 1-based line; 0 when the mistake concerns the whole file.
    pub line: usize,
    /// 1-based column; 0 when unknown.
    pub column: usize,
    pub message: String,
    pub hint: String,
}

impl Diagnostic {
    pub fn new(file: &Path, line: usize, column: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            file: file.to_path_buf(),
            line,
            column,
            message: message.into(),
            hint: String::new(),
        }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = hint.into();
        self
    }

    /// The same problem, reported without stopping the build.
    pub fn as_warning(mut self) -> Self {
        self.severity = Severity::Warning;
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        writeln!(formatter, "{label}: {}", self.message)?;
        write!(formatter, "  --> {}", self.place())?;
        if !self.hint.is_empty() {
            write!(formatter, "\n  hint: {}", self.hint)?;
        }
        Ok(())
    }
}

/// Warnings as a build prints them: one that recurs with the same message and hint (an ignored
/// front-matter key in a hundred files) is printed once, followed by where else it stands
/// (`also at` the next few places, and how many more), so that the rest stays readable.
pub fn grouped_warnings(warnings: &[Diagnostic]) -> Vec<String> {
    const PLACES_SHOWN: usize = 5;
    let mut groups: Vec<(&Diagnostic, Vec<&Diagnostic>)> = Vec::new();
    for warning in warnings {
        match groups
            .iter_mut()
            .find(|(first, _)| first.message == warning.message && first.hint == warning.hint)
        {
            Some((_, more)) => more.push(warning),
            None => groups.push((warning, Vec::new())),
        }
    }
    groups
        .into_iter()
        .map(|(first, more)| {
            let mut text = first.to_string();
            if more.is_empty() {
                return text;
            }
            let places: Vec<String> = more
                .iter()
                .take(PLACES_SHOWN)
                .map(|other| other.place())
                .collect();
            text.push_str(&format!("\n  also at: {}", places.join(", ")));
            if more.len() > PLACES_SHOWN {
                text.push_str(&format!(" and {} more", more.len() - PLACES_SHOWN));
            }
            text
        })
        .collect()
}

impl Diagnostic {
    /// `file:line:column`, or the file alone when the place has no line.
    pub fn place(&self) -> String {
        if self.line > 0 {
            format!(
                "{}:{}:{}",
                self.file.display(),
                self.line,
                self.column.max(1)
            )
        } else {
            self.file.display().to_string()
        }
    }
}

/// Every mistake found while loading a site, reported together.
#[derive(Debug, thiserror::Error)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, diagnostic) in self.0.iter().enumerate() {
            if index > 0 {
                writeln!(formatter)?;
            }
            writeln!(formatter, "{diagnostic}")?;
        }
        write!(
            formatter,
            "{} error{} found; nothing was written.",
            self.0.len(),
            if self.0.len() == 1 { "" } else { "s" }
        )
    }
}

/// The 1-based line and column of a byte offset in `text`.
pub fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |index| index + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod grouping_tests {
    use super::*;

    #[test]
    fn a_recurring_warning_is_printed_once_with_its_other_places() {
        let at = |file: &str, line: usize| {
            Diagnostic::new(
                Path::new(file),
                line,
                1,
                "front matter key `comment` is ignored",
            )
            .as_warning()
        };
        let mut warnings: Vec<Diagnostic> = (1..=8).map(|line| at("docs/a.md", line)).collect();
        warnings.push(Diagnostic::new(Path::new("x.md"), 0, 0, "another").as_warning());
        let printed = grouped_warnings(&warnings);
        assert_eq!(printed.len(), 2);
        assert_eq!(
            printed[0],
            "warning: front matter key `comment` is ignored\n  --> docs/a.md:1:1\n  also at: docs/a.md:2:1, docs/a.md:3:1, docs/a.md:4:1, docs/a.md:5:1, docs/a.md:6:1 and 2 more"
        );
        assert_eq!(printed[1], "warning: another\n  --> x.md");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_from_one() {
        let text = "a\nbc\néd";
        assert_eq!(line_and_column(text, 0), (1, 1));
        assert_eq!(line_and_column(text, 3), (2, 2));
        assert_eq!(line_and_column(text, 7), (3, 2));
    }

    #[test]
    fn display_names_file_line_column_and_hint() {
        let diagnostic = Diagnostic::new(Path::new("docs/a.md"), 3, 7, "unknown key `titel`")
            .with_hint("did you mean `title`?");
        assert_eq!(
            diagnostic.to_string(),
            "error: unknown key `titel`\n  --> docs/a.md:3:7\n  hint: did you mean `title`?"
        );
    }
}
