//! The build as named stages over one prepared value:
//!
//! ```text
//! theme → load → pages → links → plan → search index → locale data → server-side render → write → commit
//! ```
//!
//! `prepare` runs the stages that need no theme and write nothing (load, pages, links, plan); it
//! is also what `ampere check` runs. `build` adds the stages that produce files. Each stage is a
//! function of its own module, timed by [`Stages`].

mod errors;
mod link_check;
mod locale_files;
mod page_outputs;
mod plan;
mod prepare;
mod redirects;
mod server_render;
mod session;
mod stages;
mod write;

pub use errors::{BrokenLinks, BuildError};
pub use link_check::BrokenLink;
pub use prepare::{prepare, Prepared};
pub use session::{BuildSession, Scope};
pub use stages::Stages;

use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub site: PathBuf,
    pub out: PathBuf,
    pub theme: PathBuf,
    /// Locale codes to build; empty builds all.
    pub locales: Vec<String>,
}

pub struct BuildReport {
    pub pages: usize,
    pub locales: usize,
    pub stages: Vec<(&'static str, Duration)>,
    /// Broken links, anchors and images, when the site's `onBrokenLinks` lets the build pass.
    pub broken_links: Vec<BrokenLink>,
    /// Problems that did not stop the build.
    pub warnings: Vec<ampere_site::Diagnostic>,
    /// For a rebuild of a session: the files it wrote and removed (a full build writes all).
    pub changes: Option<crate::incremental_output::Changes>,
}

/// What the theme receives from a site, computed without writing anything: every locale's shared
/// data and (in `Prepared::pages`) every page's data. The theme's test fixtures are made of it
/// (`examples/contract.rs`), so they are the engine's output rather than a hand-written copy.
pub fn theme_data(
    site: &std::path::Path,
    theme_strings: &std::collections::BTreeMap<String, String>,
) -> Result<(Prepared, Vec<crate::page_data::LocaleData>), BuildError> {
    let prepared = prepare(site, &[], theme_strings, &mut Vec::new())?;
    let datas = locale_files::locale_datas(&prepared);
    Ok((prepared, datas))
}

/// Builds the site into `options.out`, replacing it only when every stage succeeded.
pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    BuildSession::once(options.clone()).build()
}
