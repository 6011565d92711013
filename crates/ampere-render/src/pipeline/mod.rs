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
mod plan;
mod prepare;
mod redirects;
mod server_render;
mod stages;
mod write;

pub use errors::{BrokenLinks, BuildError};
pub use link_check::BrokenLink;
pub use prepare::{prepare, Prepared};
pub use stages::Stages;

use std::path::PathBuf;
use std::time::Duration;

use ampere_site::config::OnBrokenLinks;

use crate::output::StagedOutput;
use crate::theme_files::read_theme;

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
}

/// What the theme receives from a site, computed without writing anything: every locale's shared
/// data and (in `Prepared::pages`) every page's data. The theme's test fixtures are made of it
/// (`examples/contract.rs`), so they are the engine's output rather than a hand-written copy.
pub fn theme_data(
    site: &std::path::Path,
    theme_strings: &std::collections::BTreeMap<String, String>,
) -> Result<(Prepared, Vec<crate::page_data::LocaleData>), BuildError> {
    let prepared = prepare(site, &[], theme_strings, &mut Vec::new())?;
    let index_urls: Vec<String> = prepared
        .locales
        .iter()
        .zip(&prepared.pages)
        .map(|(locale, pages)| {
            crate::search_files::search_index_url(
                &locale.code,
                &pages.search_documents,
                prepared.site.synonyms_of(&locale.code),
            )
        })
        .collect();
    let datas = locale_files::locale_datas(&prepared, &index_urls);
    Ok((prepared, datas))
}

/// Builds the site into `options.out`, replacing it only when every stage succeeded.
pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    let mut stages = Stages::default();
    let theme = stages.time("theme", || read_theme(&options.theme))?;
    let prepared =
        prepare::prepare_with(&options.site, &options.locales, &theme.strings, &mut stages)?;
    if prepared.site.config.on_broken_links == OnBrokenLinks::Throw
        && !prepared.broken_links.is_empty()
    {
        return Err(BuildError::BrokenLinks(BrokenLinks(prepared.broken_links)));
    }
    StagedOutput::remove_abandoned(&options.out);
    let staged = StagedOutput::new(&options.out).map_err(errors::write_error(&options.out))?;
    let index_urls = stages.time("search index", || {
        locale_files::write_search_indexes(&staged, &prepared)
    })?;
    let locale_files = stages.time("locale data", || {
        locale_files::write_locale_data(&staged, &prepared, &index_urls)
    })?;
    let rendered = stages.time("server-side render", || {
        server_render::render_pages(&options.theme, &prepared, &locale_files)
    })?;
    stages.time("write", || {
        write::write_site(&staged, &prepared, &theme, &locale_files, &rendered)
    })?;
    stages.time("commit", || {
        staged.commit().map_err(errors::write_error(&options.out))
    })?;
    Ok(BuildReport {
        pages: prepared.page_count(),
        locales: prepared.locales.len(),
        stages: stages.finish(),
        broken_links: prepared.broken_links,
        warnings: prepared.warnings,
    })
}
