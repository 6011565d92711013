//! A Docusaurus site folder read as Docusaurus reads it: `docusaurus.config.{js,mjs,cjs,ts}`
//! evaluated by Node (`evaluate.rs`), then mapped onto the same typed configuration that
//! `ampere.toml` gives (`config.rs`), with one warning per key ampere does not implement.

use std::path::{Path, PathBuf};

mod config;
mod evaluate;
mod node;
pub mod react_pages;

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

/// The site's Docusaurus configuration file, when it has one.
pub fn find_config(root: &Path) -> Option<PathBuf> {
    CONFIG_FILES
        .iter()
        .map(|name| root.join(name))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests;
