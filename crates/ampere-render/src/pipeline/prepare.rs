//! The stages that need no theme and write nothing: load, pages, links, plan. `ampere check`
//! runs exactly these.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use ampere_markdown::Highlighter;
pub(super) use ampere_site::parallel::parallel_map;
use ampere_site::{load_site, Diagnostic, Diagnostics, Locale, Site};

use super::errors::BuildError;
use super::link_check::{check_links, BrokenLink};
use super::plan::check_output_plan;
use super::stages::Stages;
use crate::links::LinkTable;
use crate::locale_data::strings_for;
use crate::pages::{locale_pages, rendering_key, Context, LocalePages, MarkdownCache};

/// The loaded site and each selected locale's pages, checked.
pub struct Prepared {
    pub site: Site,
    pub locales: Vec<Locale>,
    /// Per selected locale, in the order of `locales`; each ends with its link report page.
    pub pages: Vec<LocalePages>,
    /// Per selected locale: the theme strings, translated where the locale translates them.
    pub strings: Vec<BTreeMap<String, String>>,
    /// Broken links, anchors and images (whether they stop the build is the site's choice).
    pub broken_links: Vec<BrokenLink>,
    /// Problems that do not stop the build, to print.
    pub warnings: Vec<Diagnostic>,
}

impl Prepared {
    pub fn page_count(&self) -> usize {
        self.pages.iter().map(|pages| pages.pages.len()).sum()
    }

    /// The position of a locale in `locales` and `pages`.
    pub fn locale_index(&self, code: &str) -> usize {
        self.locales
            .iter()
            .position(|locale| locale.code == code)
            .unwrap_or(0)
    }
}

/// Loads the site and computes every page of the selected locales (no theme needed); the
/// timing of each stage is appended to `timings`.
pub fn prepare(
    site_root: &Path,
    wanted: &[String],
    strings_defaults: &BTreeMap<String, String>,
    timings: &mut Vec<(&'static str, Duration)>,
) -> Result<Prepared, BuildError> {
    let mut stages = Stages::default();
    let cache = MarkdownCache::disabled();
    let prepared = prepare_with(site_root, wanted, strings_defaults, &cache, &mut stages);
    timings.extend_from_slice(stages.timings());
    prepared
}

pub(super) fn prepare_with(
    site_root: &Path,
    wanted: &[String],
    strings_defaults: &BTreeMap<String, String>,
    markdown_cache: &MarkdownCache,
    stages: &mut Stages,
) -> Result<Prepared, BuildError> {
    let (site, locales) = stages.time("load", || -> Result<_, BuildError> {
        let site = load_site(site_root)?;
        let locales = select_locales(&site, wanted)?;
        Ok((site, locales))
    })?;
    let strings: Vec<BTreeMap<String, String>> = locales
        .iter()
        .map(|locale| strings_for(&site, locale, strings_defaults))
        .collect();
    let mut pages = stages.time("markdown and pages", || {
        let pages = pages_of_locales(&site, &locales, &strings, markdown_cache);
        markdown_cache.keep_only_used();
        pages
    });
    let broken_links = stages.time("links", || {
        let (broken, report_pages) = check_links(&site, &pages);
        for (locale_pages, report_page) in pages.iter_mut().zip(report_pages) {
            locale_pages.pages.push(report_page);
        }
        broken
    });
    let (broken_links, anchor_warnings): (Vec<Diagnostic>, Vec<Diagnostic>) =
        broken_links.into_iter().partition(Diagnostic::is_error);
    let mut problems: Vec<Diagnostic> = site.warnings.clone();
    problems.extend(anchor_warnings);
    stages.time("plan", || {
        problems.extend(markdown_problems(&pages));
        problems.extend(ampere_site::translation_keys::check_translations(
            &site,
            strings_defaults,
        ));
        problems.extend(check_output_plan(&site, &locales, &pages));
    });
    let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) =
        problems.into_iter().partition(Diagnostic::is_error);
    if !errors.is_empty() {
        return Err(Diagnostics(errors).into());
    }
    Ok(Prepared {
        site,
        locales,
        pages,
        strings,
        broken_links,
        warnings,
    })
}

fn select_locales(site: &Site, wanted: &[String]) -> Result<Vec<Locale>, BuildError> {
    if wanted.is_empty() {
        return Ok(site.locales.clone());
    }
    wanted
        .iter()
        .map(|code| {
            site.locale(code)
                .cloned()
                .ok_or_else(|| BuildError::UnknownLocale {
                    code: code.clone(),
                    known: site
                        .locales
                        .iter()
                        .map(|locale| locale.code.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                })
        })
        .collect()
}

/// The pages stage: every locale's pages, the locales spread over the cores.
fn pages_of_locales(
    site: &Site,
    locales: &[Locale],
    strings: &[BTreeMap<String, String>],
    markdown_cache: &MarkdownCache,
) -> Vec<LocalePages> {
    let highlighter = Highlighter::new();
    let link_table = LinkTable::new(site);
    let contexts: Vec<Context<'_>> = locales
        .iter()
        .zip(strings)
        .map(|(locale, strings)| Context {
            site,
            locale,
            sidebar_id: None,
            sidebar_version: None,
            sidebar: &[],
            order: &[],
            highlighter: &highlighter,
            link_table: &link_table,
            strings,
            markdown_cache,
            rendering_key: rendering_key(site, locale, &link_table, strings),
        })
        .collect();
    parallel_map(&contexts, locale_pages)
}

/// Markdown problems of every locale, each reported once (a fallback page is rendered in
/// every locale that lacks a translation).
fn markdown_problems(pages: &[LocalePages]) -> Vec<Diagnostic> {
    let mut seen = std::collections::HashSet::new();
    pages
        .iter()
        .flat_map(|locale_pages| locale_pages.problems.iter())
        .filter(|problem| seen.insert((*problem).clone()))
        .cloned()
        .collect()
}
