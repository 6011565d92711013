//! What can stop a build, each naming where and how to fix it.

use std::fmt;
use std::path::{Path, PathBuf};

use ampere_site::Diagnostics;

use super::link_check::BrokenLink;
use crate::ssr::RenderError;
use crate::theme_files::ThemeError;

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Site(#[from] Diagnostics),
    #[error(transparent)]
    Theme(#[from] ThemeError),
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error(transparent)]
    BrokenLinks(#[from] BrokenLinks),
    #[error("unknown locale `{code}`\n  hint: configured locales are {known}")]
    UnknownLocale { code: String, known: String },
    #[error("cannot write the build output {path}: {source}\n  hint: check that the folder is writable and the disk has room; the previous output is untouched")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Broken links, anchors and images that fail the build (`onBrokenLinks = "throw"`, the default).
#[derive(Debug, thiserror::Error)]
pub struct BrokenLinks(pub Vec<BrokenLink>);

impl fmt::Display for BrokenLinks {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        for link in &self.0 {
            writeln!(formatter, "{link}\n")?;
        }
        write!(
            formatter,
            "{} broken link{} found; nothing was written.\n  hint: fix them, or set onBrokenLinks = \"warn\" in ampere.toml to build anyway",
            self.0.len(),
            if self.0.len() == 1 { "" } else { "s" }
        )
    }
}

/// Wraps an I/O error of writing `path` into a build error naming it.
pub fn write_error(path: &Path) -> impl FnOnce(std::io::Error) -> BuildError + '_ {
    move |source| BuildError::Write {
        path: path.to_path_buf(),
        source,
    }
}
