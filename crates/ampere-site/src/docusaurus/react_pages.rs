//! The React pages of a Docusaurus site (`src/pages/**/*.{js,jsx,ts,tsx}`), server-rendered to
//! static HTML in Node by `react_pages.cjs`, once per locale (with the locale's `code.json` for
//! `translate()`). A page that cannot be rendered is named in a warning and left out.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::diagnostic::Diagnostic;

const SCRIPT: &str = include_str!("react_pages.cjs");

/// One locale to render the pages in.
#[derive(Debug, Clone, Serialize)]
pub struct LocaleJob {
    pub code: String,
    /// `""` for the default locale, else `/<path>`.
    pub prefix: String,
    /// The locale's `code.json` messages (key → text).
    pub messages: BTreeMap<String, String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Job<'a> {
    site_root: &'a Path,
    search_paths: Vec<PathBuf>,
    site_config: &'a serde_json::Value,
    default_locale: &'a str,
    pages: Vec<PageFile<'a>>,
    locales: &'a [LocaleJob],
}

#[derive(Serialize)]
struct PageFile<'a> {
    file: &'a Path,
}

/// One page rendered in one locale, or why it could not be.
#[derive(Debug, Clone, Deserialize)]
pub struct RenderedPage {
    pub file: PathBuf,
    /// None when the page could not even be bundled (then it fails in every locale).
    pub locale: Option<String>,
    #[serde(default)]
    pub html: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
}

/// A file a page imports (an image), copied to `url`.
#[derive(Debug, Clone, Deserialize)]
pub struct Asset {
    pub source: PathBuf,
    pub url: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RenderedPages {
    pub pages: Vec<RenderedPage>,
    pub assets: Vec<Asset>,
    /// Packages the pages import that are not installed (rendered as stand-ins).
    pub missing_modules: Vec<String>,
}

/// Renders `files` (absolute paths) in every locale of `locales`.
pub fn render_react_pages(
    site_root: &Path,
    site_config: &serde_json::Value,
    default_locale: &str,
    files: &[PathBuf],
    locales: &[LocaleJob],
) -> Result<RenderedPages, Diagnostic> {
    let root = site_root
        .canonicalize()
        .unwrap_or_else(|_| site_root.to_path_buf());
    let job = Job {
        site_root: &root,
        search_paths: super::evaluate::module_search_paths(),
        site_config,
        default_locale,
        pages: files.iter().map(|file| PageFile { file }).collect(),
        locales,
    };
    let failed = |message: String| {
        Diagnostic::new(Path::new("src/pages"), 0, 0, message)
            .with_hint("the React pages are rendered with Node.js 20 or later and the theme's packages (make theme)")
    };
    let input = serde_json::to_vec(&job)
        .map_err(|error| failed(format!("cannot describe the pages: {error}")))?;
    let arguments: Vec<std::ffi::OsString> = vec!["-e".into(), SCRIPT.into()];
    let stdout =
        super::node::run_node(&root, &arguments, &input).map_err(|failure| match failure {
            super::node::NodeFailure::Script(lines) => {
                failed(format!("rendering the React pages failed:\n{lines}"))
            }
            other => failed(format!(
                "cannot render the React pages with Node.js: {other}"
            )),
        })?;
    serde_json::from_slice(&stdout)
        .map_err(|error| failed(format!("the rendered pages cannot be read: {error}")))
}
