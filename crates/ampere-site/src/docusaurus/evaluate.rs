//! Runs `evaluate.cjs` in Node over one module of the site and reads its JSON.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diagnostic::Diagnostic;

const SCRIPT: &str = include_str!("evaluate.cjs");

/// What a module exports, as JSON, and what had to be left out to evaluate it.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Evaluated {
    pub value: serde_json::Value,
    /// Packages the module imports that are not installed (replaced by stand-ins).
    pub missing_modules: Vec<String>,
    /// Docusaurus's defaults (label, direction, htmlLang, calendar, path) of each locale code
    /// listed in `i18n.locales`, computed with Node's `Intl` as Docusaurus computes them.
    pub locale_defaults: BTreeMap<String, serde_json::Value>,
}

/// Evaluates `file` (relative paths inside it resolve from its folder, the process runs in
/// `site_root` with `NODE_ENV=production`, as in `docusaurus build`).
pub fn evaluate_module(site_root: &Path, file: &Path) -> Result<Evaluated, Diagnostic> {
    let absolute = file.canonicalize().unwrap_or_else(|_| file.to_path_buf());
    let failed = |message: String, hint: &str| Diagnostic::new(file, 0, 0, message).with_hint(hint);
    let mut arguments: Vec<std::ffi::OsString> = vec!["-".into(), absolute.into_os_string()];
    arguments.extend(
        module_search_paths()
            .into_iter()
            .map(PathBuf::into_os_string),
    );
    let stdout = super::node::run_node(site_root, &arguments, SCRIPT.as_bytes()).map_err(|failure| match failure {
        super::node::NodeFailure::Start(error) => failed(
            format!("cannot start Node.js to read this file: {error}"),
            "install Node.js 20 or later; ampere evaluates Docusaurus configuration files with it",
        ),
        super::node::NodeFailure::Script(lines) => failed(
            format!("evaluating this file failed:\n{lines}"),
            "the file must run under Node.js as it does for `docusaurus build`; fix the error above",
        ),
        other => failed(other.to_string(), ""),
    })?;
    serde_json::from_slice(&stdout).map_err(|error| {
        failed(
            format!("the file's export cannot be read as data: {error}"),
            "export a plain configuration object (or a function returning one)",
        )
    })
}

/// Where the evaluator looks for `esbuild` (to read TypeScript and ES modules) besides the
/// site: the theme named by `AMPERE_THEME`, then a `theme/` folder beside the working folder or
/// the executable or any folder above them (the repository's theme holds it after `make theme`).
pub(crate) fn module_search_paths() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::env::var_os("AMPERE_THEME")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    let starts = [std::env::current_dir().ok(), std::env::current_exe().ok()];
    for start in starts.into_iter().flatten() {
        for folder in start.ancestors() {
            let theme = folder.join("theme");
            if theme.join("node_modules").is_dir() && !paths.contains(&theme) {
                paths.push(theme);
            }
        }
    }
    paths
}
