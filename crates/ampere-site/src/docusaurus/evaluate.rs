//! Runs `evaluate.cjs` in Node over one module of the site and reads its JSON.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
    let mut child = Command::new("node")
        .arg("-")
        .arg(&absolute)
        .args(module_search_paths())
        .current_dir(site_root)
        .env("NODE_ENV", "production")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| {
            failed(
                format!("cannot start Node.js to read this file: {error}"),
                "install Node.js 20 or later; ampere evaluates Docusaurus configuration files with it",
            )
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(SCRIPT.as_bytes()).map_err(|error| {
            failed(format!("cannot hand the evaluator to Node.js: {error}"), "")
        })?;
    }
    let output = child
        .wait_with_output()
        .map_err(|error| failed(format!("Node.js did not finish: {error}"), ""))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first_lines: Vec<&str> = stderr.lines().take(6).collect();
        return Err(failed(
            format!("evaluating this file failed:\n{}", first_lines.join("\n")),
            "the file must run under Node.js as it does for `docusaurus build`; fix the error above",
        ));
    }
    serde_json::from_slice(&output.stdout).map_err(|error| {
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
