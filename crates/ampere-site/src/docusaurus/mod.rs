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

/// With `versions.json`, Docusaurus serves `lastVersion` (the first released version unless the
/// site names another) at the docs route: that version's docs (`versioned_docs/version-<v>/`,
/// its `versioned_sidebars/` file and translations) are the ones built. The other versions (and
/// `next`, the current docs, when a release is the last version) are not built yet: one warning,
/// and links into their routes are named as such, not as broken.
pub fn choose_docs_version(
    root: &Path,
    config: &mut crate::config::SiteConfig,
) -> Vec<crate::diagnostic::Diagnostic> {
    let Ok(text) = std::fs::read_to_string(root.join("versions.json")) else {
        return Vec::new();
    };
    let versions: Vec<String> = serde_json::from_str(&text).unwrap_or_default();
    if versions.is_empty() {
        return Vec::new();
    }
    let last = config
        .docs
        .last_version
        .clone()
        .unwrap_or_else(|| versions[0].clone());
    let base = crate::route::normalize_route(&config.docs.route_base_path);
    if last != "current" && root.join(format!("versioned_docs/version-{last}")).is_dir() {
        config.docs.path = format!("versioned_docs/version-{last}");
        let sidebars = format!("versioned_sidebars/version-{last}-sidebars.json");
        config.docs.sidebar_path = root.join(&sidebars).is_file().then_some(sidebars);
        config.docs.built_version = Some(last.clone());
    }
    let mut not_built: Vec<String> = versions
        .iter()
        .filter(|version| **version != last)
        .cloned()
        .collect();
    if last != "current" {
        not_built.push("next".to_string());
    }
    for version in &not_built {
        config.foreign_routes.push(crate::config::ForeignRoute {
            prefix: format!("{base}{version}/"),
            owner: format!("the docs version `{version}`"),
            exact: false,
        });
    }
    let built = if last == "current" {
        "the current docs".to_string()
    } else {
        format!("version {last}")
    };
    vec![crate::diagnostic::Diagnostic::new(
        Path::new("versions.json"),
        0,
        0,
        format!(
            "versioned docs: {built} is built at {base} (Docusaurus's last version); {} not built yet",
            not_built.join(", ")
        ),
    )
    .with_hint("links into the versions that are not built are reported as warnings")
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
