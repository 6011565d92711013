//! A Docusaurus site folder read as Docusaurus reads it: `docusaurus.config.{js,mjs,cjs,ts}`
//! evaluated by Node (`evaluate.rs`), then mapped onto the same typed configuration that
//! `ampere.toml` gives (`config.rs`), with one warning per key ampere does not implement.

use std::path::{Path, PathBuf};

mod config;
mod evaluate;

pub use config::config_from_docusaurus;
pub use evaluate::{evaluate_module, Evaluated};

/// The file names Docusaurus looks for, in its order.
pub const CONFIG_FILES: [&str; 6] = [
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.cts",
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
];

/// `versions.json` lists released versions, which ampere does not build yet: one warning, and
/// links into them (`/docs/next/`, `/docs/<version>/`) are named as such, not as broken.
pub fn versions_not_built(
    root: &Path,
    config: &mut crate::config::SiteConfig,
) -> Vec<crate::diagnostic::Diagnostic> {
    let path = root.join("versions.json");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Vec::new();
    };
    let versions: Vec<String> = serde_json::from_str(&text).unwrap_or_default();
    if versions.is_empty() {
        return Vec::new();
    }
    let base = crate::route::normalize_route(&config.docs.route_base_path);
    for version in versions.iter().map(String::as_str).chain(["next"]) {
        config.foreign_routes.push(crate::config::ForeignRoute {
            prefix: format!("{base}{version}/"),
            owner: format!("the docs version `{version}`"),
            exact: false,
        });
    }
    vec![crate::diagnostic::Diagnostic::new(
        Path::new("versions.json"),
        0,
        0,
        format!(
            "versioned docs are not built yet: only docs/ (the current version) is built, at {base}; versioned_docs/ for {} are left out",
            versions.join(", ")
        ),
    )
    .with_hint("Docusaurus serves the last released version at the docs route; compare before publishing")
    .as_warning()]
}

/// The site's Docusaurus configuration file, when it has one.
pub fn find_config(root: &Path) -> Option<PathBuf> {
    CONFIG_FILES
        .iter()
        .map(|name| root.join(name))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests;
