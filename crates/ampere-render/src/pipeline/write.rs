//! The write stage: every page's HTML and data, the theme's client files, static files,
//! redirect pages, `redirects.json` and the sitemap, into the staging folder.

use crate::document::{document, redirect_document, DocumentAssets};
use crate::languages::{unprefixed, PageLanguages};
use crate::output::{content_hash, route_file, OutputFiles};
use crate::page_data::{LocaleData, PageData, PageKind};
use crate::sitemap::{sitemap, SitemapEntry};
use crate::theme_files::{client_files, ThemeFiles};
use crate::url_path::{decode_path, encode_path};
use std::io::IsTerminal;

use ampere_markdown::highlight_stylesheet;

use super::errors::{write_error, BuildError};
use super::prepare::{parallel_map, Prepared};
use super::redirects::expand_redirects;
use super::server_render::{all_pages, Rendered};

/// How many pages are rendered and written together: enough to keep the render workers busy,
/// few enough that a build of tens of thousands of pages never holds all their HTML at once.
const PAGES_PER_CHUNK: usize = 1024;

/// What the write stage is given besides the prepared site.
pub struct SiteFiles<'a> {
    pub theme: &'a ThemeFiles,
    pub locale_datas: &'a [LocaleData],
    pub head_html: &'a str,
}

/// Renders (through `render`, a chunk of pages at a time) and writes every page, then the
/// theme's client files, static files, redirects and the sitemap.
pub fn write_site(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    files: &SiteFiles<'_>,
    render: &mut dyn FnMut(&[&PageData]) -> Result<Rendered, BuildError>,
) -> Result<(), BuildError> {
    let io = |result: std::io::Result<()>| result.map_err(write_error(staged.folder()));
    let theme = files.theme;
    let assets = document_assets(staged, prepared, theme, files.head_html)?;
    let languages = page_languages(prepared);
    let pages = all_pages(prepared);
    let progress = Progress::new(pages.len());
    for (number, chunk) in pages.chunks(PAGES_PER_CHUNK).enumerate() {
        let rendered = render(chunk)?;
        let jobs: Vec<PageJob<'_>> = chunk
            .iter()
            .zip(&rendered.bodies)
            .zip(&rendered.page_json)
            .map(|((page, body), json)| PageJob { page, body, json })
            .collect();
        let parts: Vec<&[PageJob<'_>]> = jobs.chunks(256).collect();
        let written = parallel_map(&parts, |part| -> std::io::Result<()> {
            for job in part.iter() {
                let page = job.page;
                let data = &files.locale_datas[prepared.locale_index(&page.locale)];
                let alternates = languages.alternates(unprefixed(&page.route, &data.locale.prefix));
                let html = document(page, data, &assets, job.body, alternates);
                write_page(staged, page, &html, job.json)?;
            }
            Ok(())
        });
        for result in written {
            io(result)?;
        }
        progress.show((number * PAGES_PER_CHUNK + chunk.len()).min(pages.len()));
    }
    progress.end();
    for (relative, source) in client_files(&theme.client) {
        io(staged.copy(&source, &relative))?;
    }
    for (source, url) in &prepared.site.static_files {
        io(staged.copy(source, url))?;
    }
    for (path, contents) in figure_files(prepared) {
        io(staged.write(&path, contents))?;
    }
    io(write_redirects(staged, prepared))?;
    io(write_sitemap(
        staged,
        prepared,
        &languages,
        &assets.site_url,
    ))
}

/// Every figure on its own, in each locale's labels (the files a figure links to for zooming);
/// locales with the same labels share a file.
fn figure_files(prepared: &Prepared) -> std::collections::BTreeMap<String, String> {
    prepared
        .locales
        .iter()
        .flat_map(|locale| {
            crate::figures::LocaleFigures {
                site: &prepared.site,
                locale,
            }
            .files()
        })
        .collect()
}

/// "rendering n/m pages" on a terminal, for builds large enough to be waited for.
struct Progress {
    total: usize,
    shown: bool,
}

impl Progress {
    fn new(total: usize) -> Self {
        Progress {
            total,
            shown: std::io::stderr().is_terminal() && total > PAGES_PER_CHUNK,
        }
    }

    fn show(&self, done: usize) {
        if self.shown {
            eprint!("\r  rendering and writing {done}/{} pages", self.total);
        }
    }

    fn end(&self) {
        if self.shown {
            eprintln!();
        }
    }
}

/// One page to write: its data, its rendered body and its data as JSON.
struct PageJob<'a> {
    page: &'a PageData,
    body: &'a str,
    json: &'a str,
}

/// Which locales translate each page (for `hreflang` and the sitemap).
fn page_languages(prepared: &Prepared) -> PageLanguages {
    PageLanguages::new(
        prepared
            .locales
            .iter()
            .zip(&prepared.pages)
            .map(|(locale, pages)| {
                (
                    locale.config.html_lang.as_str(),
                    locale.prefix.as_str(),
                    pages.pages.as_slice(),
                )
            }),
    )
}

/// The highlight stylesheet (written here) and what every document links to.
fn document_assets(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    theme: &ThemeFiles,
    head_html: &str,
) -> Result<DocumentAssets, BuildError> {
    let highlight_css = highlight_stylesheet();
    let highlight_name = format!(
        "assets/highlight.{}.css",
        content_hash(highlight_css.as_bytes())
    );
    staged
        .write(&highlight_name, &highlight_css)
        .map_err(write_error(staged.folder()))?;
    let mut stylesheets = theme.entry_styles.clone();
    stylesheets.push(format!("/{highlight_name}"));
    Ok(DocumentAssets {
        head_html: head_html.to_string(),
        scripts: vec![theme.entry_script.clone()],
        stylesheets,
        site_url: prepared.site.config.url.trim_end_matches('/').to_string(),
    })
}

/// A page's `index.html` and `page-data.json` (the 404 page: its own file name, no data).
fn write_page(
    staged: &impl OutputFiles,
    page: &PageData,
    html: &str,
    json: &str,
) -> std::io::Result<()> {
    let route = decode_path(&page.route);
    if page.kind == PageKind::NotFound {
        return staged.write(&route, html);
    }
    staged.write(&route_file(&route, "index.html"), html)?;
    staged.write(&route_file(&route, "page-data.json"), json)
}

fn write_redirects(staged: &impl OutputFiles, prepared: &Prepared) -> std::io::Result<()> {
    let redirects = expand_redirects(
        &prepared.site.config.redirects,
        &prepared.locales,
        &prepared.pages,
    );
    let mut listed = Vec::with_capacity(redirects.len());
    for redirect in &redirects {
        staged.write(
            &route_file(&redirect.from, "index.html"),
            redirect_document(&redirect.to),
        )?;
        listed.push(serde_json::json!({"from": encode_path(&redirect.from), "to": redirect.to}));
    }
    let json = serde_json::to_string_pretty(&listed).map_err(std::io::Error::other)?;
    staged.write("redirects.json", json)
}

fn write_sitemap(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    languages: &PageLanguages,
    site_url: &str,
) -> std::io::Result<()> {
    let entries: Vec<SitemapEntry<'_>> = prepared
        .locales
        .iter()
        .zip(&prepared.pages)
        .flat_map(|(locale, pages)| {
            pages.pages.iter().map(move |page| {
                let unprefixed = unprefixed(&page.route, &locale.prefix);
                SitemapEntry {
                    page,
                    unprefixed,
                    alternates: languages.alternates(unprefixed),
                }
            })
        })
        .collect();
    staged.write(
        "sitemap.xml",
        sitemap(site_url, &prepared.site.config.sitemap, &entries),
    )
}
