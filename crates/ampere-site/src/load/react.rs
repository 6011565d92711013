//! The site's React pages (`src/pages/*.js`, `.tsx`, …) as pages of every locale: rendered by
//! Node (`docusaurus/react_pages.rs`) and added to the default locale's pages and to each
//! locale's own, with the files they import copied.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::docusaurus::react_pages::{render_react_pages, LocaleJob, RenderedPage, RenderedPages};
use crate::model::{Doc, Site};

/// Renders `pages` (file, route) and adds them to the site; returns the routes of the pages that
/// could not be rendered (each named in a warning).
pub(super) fn add_react_pages(
    site: &mut Site,
    pages: &[(PathBuf, String)],
    problems: &mut Vec<Diagnostic>,
) -> Vec<String> {
    if pages.is_empty() {
        return Vec::new();
    }
    let rendered = match render_all(site, pages) {
        Ok(rendered) => rendered,
        Err(mut not_rendered) => {
            problems.append(&mut not_rendered);
            return pages.iter().map(|(_, route)| route.clone()).collect();
        }
    };
    if !rendered.missing_modules.is_empty() {
        problems.push(
            Diagnostic::new(Path::new("src/pages"), 0, 0, format!(
                "the React pages import packages that are not installed ({}); what they render is left out and their children are shown",
                rendered.missing_modules.join(", ")
            ))
            .with_hint("run `npm install` in the site folder to render them fully")
            .as_warning(),
        );
    }
    site.static_files.extend(
        rendered
            .assets
            .iter()
            .map(|asset| (asset.source.clone(), asset.url.clone())),
    );
    let (by_locale, unbuilt) = pages_by_locale(site, pages, &rendered, problems);
    add_to_locales(site, by_locale);
    unbuilt
}

/// Every page rendered in every locale of the site, or the warnings saying why none could be.
fn render_all(site: &Site, pages: &[(PathBuf, String)]) -> Result<RenderedPages, Vec<Diagnostic>> {
    let Some(config) = site.config.docusaurus_value.as_ref() else {
        return Err(pages
            .iter()
            .map(|(file, route)| {
                not_built(
                    site,
                    file,
                    route,
                    "React pages are built for sites with a docusaurus.config file",
                )
            })
            .collect());
    };
    let locales: Vec<LocaleJob> = site
        .locales
        .iter()
        .map(|locale| LocaleJob {
            code: locale.code.clone(),
            prefix: locale.prefix.clone(),
            messages: messages_of(site, &locale.code),
        })
        .collect();
    let files: Vec<PathBuf> = pages.iter().map(|(file, _)| absolute(file)).collect();
    let default_locale = &site.default_locale().code;
    render_react_pages(&site.root, config, default_locale, &files, &locales)
        .map_err(|problem| vec![problem.as_warning()])
}

/// The rendered pages as documents, by locale code; a page that failed in any locale is named
/// in a warning and its route returned instead.
fn pages_by_locale(
    site: &Site,
    pages: &[(PathBuf, String)],
    rendered: &RenderedPages,
    problems: &mut Vec<Diagnostic>,
) -> (BTreeMap<String, Vec<Doc>>, Vec<String>) {
    let mut unbuilt = Vec::new();
    let mut by_locale: BTreeMap<String, Vec<Doc>> = BTreeMap::new();
    for (file, route) in pages {
        let absolute_file = absolute(file);
        let results: Vec<&RenderedPage> = rendered
            .pages
            .iter()
            .filter(|page| page.file == absolute_file)
            .collect();
        if let Some(error) = results.iter().find_map(|page| page.error.as_ref()) {
            problems.push(not_built(
                site,
                file,
                route,
                &format!("it could not be rendered: {error}"),
            ));
            unbuilt.push(route.clone());
            continue;
        }
        for page in results {
            if let (Some(locale), Some(html)) = (&page.locale, &page.html) {
                by_locale
                    .entry(locale.clone())
                    .or_default()
                    .push(react_doc(site, file, route, page, html));
            }
        }
    }
    (by_locale, unbuilt)
}

/// Each locale's rendered pages into its page list (a locale without a list of its own gets
/// the default locale's pages and its React pages).
fn add_to_locales(site: &mut Site, mut by_locale: BTreeMap<String, Vec<Doc>>) {
    let defaults = site.pages.clone();
    for (code, translations) in site.translations.iter_mut() {
        let mut pages = translations
            .pages
            .take()
            .unwrap_or_else(|| defaults.clone());
        pages.extend(by_locale.remove(code).unwrap_or_default());
        translations.pages = Some(pages);
    }
    let default_locale = site.default_locale().code.clone();
    site.pages
        .extend(by_locale.remove(&default_locale).unwrap_or_default());
}

/// The page as a document of the site: its HTML as rendered, titled by its `<Layout title>`.
fn react_doc(site: &Site, file: &Path, route: &str, page: &RenderedPage, html: &str) -> Doc {
    let title = page
        .title
        .clone()
        .unwrap_or_else(|| site.config.title.clone());
    let mut front_matter = crate::front_matter::FrontMatter {
        description: page.description.clone(),
        ..Default::default()
    };
    front_matter.hide_title = true;
    Doc {
        id: route.to_string(),
        source: file.strip_prefix(&site.root).unwrap_or(file).to_path_buf(),
        relative_path: String::new(),
        version: 0,
        route: route.to_string(),
        sidebar_label: title.clone(),
        title,
        position: None,
        front_matter,
        body: String::new(),
        html: Some(html.to_string()),
        body_line_offset: 0,
        front_matter_lines: BTreeMap::new(),
    }
}

/// The `code.json` messages of locale `code` (the default locale's from its own
/// `i18n/<code>/code.json`, which Docusaurus reads too).
fn messages_of(site: &Site, code: &str) -> BTreeMap<String, String> {
    if let Some(translations) = site.translations.get(code) {
        return translations.code.clone();
    }
    crate::translation_files::read_messages(&site.root.join("i18n").join(code).join("code.json"))
}

fn not_built(site: &Site, file: &Path, route: &str, why: &str) -> Diagnostic {
    let shown = file.strip_prefix(&site.root).unwrap_or(file);
    Diagnostic::new(shown, 0, 0, format!("React page for `{route}` is not built: {why}"))
        .with_hint("links to its route are reported as warnings; a page written in Markdown or MDX is always built")
        .as_warning()
}

fn absolute(file: &Path) -> PathBuf {
    file.canonicalize().unwrap_or_else(|_| file.to_path_buf())
}
