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
        write!(formatter, "  --> {}", self.file.display())?;
        if self.line > 0 {
            write!(formatter, ":{}:{}", self.line, self.column.max(1))?;
        }
        if !self.hint.is_empty() {
            write!(formatter, "\n  hint: {}", self.hint)?;
        }
        Ok(())
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
