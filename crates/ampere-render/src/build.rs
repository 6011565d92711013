//! The whole build: load → markdown and pages → search → server-side render → write.

use std::collections::{BTreeMap, HashSet};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ampere_markdown::{highlight_stylesheet, Highlighter};
use ampere_site::sidebar::{build_sidebar, reading_order};
use ampere_site::{load_site, Diagnostics, Locale, Site};

use crate::document::{document, redirect_document, script_json, DocumentAssets};
use crate::links::{check_link, static_files, LinkTable, LinkTargets};
use crate::locale_data::{locale_data, locale_info, sidebar_items, strings_for, LocaleDataInputs};
use crate::output::{content_hash, route_file, StagedOutput};
use crate::page_data::{LinkReportEntry, LocaleData, PageData, PageKind};
use crate::pages::{locale_pages, Context, LocalePages};
use crate::search_files::write_search_index;
use crate::sitemap::{sitemap, SitemapEntry};
use crate::ssr::{RenderError, Renderer};
use crate::theme_files::{client_files, read_theme, ThemeError};

pub struct BuildOptions {
    pub site: PathBuf,
    pub out: PathBuf,
    pub theme: PathBuf,
    /// Locale codes to build; empty builds all.
    pub locales: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct BrokenLink {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    pub target: String,
    pub reason: String,
}

impl std::fmt::Display for BrokenLink {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "broken link `{}`: {}\n  --> {}:{}:{}\n  hint: link to an existing page's .md file (relative path) or route, and to a heading id it has",
            self.target,
            self.reason,
            self.file.display(),
            self.line,
            self.column
        )
    }
}

pub struct BuildReport {
    pub pages: usize,
    pub locales: usize,
    pub stages: Vec<(&'static str, Duration)>,
    pub broken_links: Vec<BrokenLink>,
}

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Site(#[from] Diagnostics),
    #[error(transparent)]
    Theme(#[from] ThemeError),
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error("unknown locale `{code}`\n  hint: configured locales are {known}")]
    UnknownLocale { code: String, known: String },
    #[error("cannot write the build output {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Everything before rendering: the loaded site and each selected locale's pages.
pub struct Prepared {
    pub site: Site,
    pub locales: Vec<Locale>,
    pub pages: Vec<LocalePages>,
    pub broken_links: Vec<BrokenLink>,
    pub link_report: Vec<Vec<LinkReportEntry>>,
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

/// Loads the site and computes every page of the selected locales (no theme needed).
pub fn prepare(
    site_root: &Path,
    wanted: &[String],
    strings_defaults: &BTreeMap<String, String>,
    stages: &mut Vec<(&'static str, Duration)>,
) -> Result<Prepared, BuildError> {
    let started = Instant::now();
    let site = load_site(site_root)?;
    let locales = select_locales(&site, wanted)?;
    stages.push(("load", started.elapsed()));

    let started = Instant::now();
    let sidebar = build_sidebar(&site);
    let order = reading_order(&sidebar);
    let highlighter = Highlighter::new();
    let link_table = LinkTable::new(&site);
    let strings: Vec<BTreeMap<String, String>> = locales
        .iter()
        .map(|locale| strings_for(&site, locale, strings_defaults))
        .collect();
    let threads = std::thread::available_parallelism()
        .map_or(2, usize::from)
        .max(1);
    let mut pages: Vec<Option<LocalePages>> = (0..locales.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let chunk = locales.len().div_ceil(threads).max(1);
        for (chunk_index, slots) in pages.chunks_mut(chunk).enumerate() {
            let (site, sidebar, order, highlighter, link_table, locales, strings) = (
                &site,
                &sidebar,
                &order,
                &highlighter,
                &link_table,
                &locales,
                &strings,
            );
            scope.spawn(move || {
                for (offset, slot) in slots.iter_mut().enumerate() {
                    let index = chunk_index * chunk + offset;
                    let context = Context {
                        site,
                        locale: &locales[index],
                        sidebar,
                        order,
                        highlighter,
                        link_table,
                        strings: &strings[index],
                    };
                    *slot = Some(locale_pages(&context));
                }
            });
        }
    });
    let pages: Vec<LocalePages> = pages.into_iter().flatten().collect();
    stages.push(("markdown and pages", started.elapsed()));

    let started = Instant::now();
    let (broken_links, link_report) = check_links(&site, &pages);
    stages.push(("links", started.elapsed()));
    Ok(Prepared {
        site,
        locales,
        pages,
        broken_links,
        link_report,
    })
}

fn check_links(site: &Site, pages: &[LocalePages]) -> (Vec<BrokenLink>, Vec<Vec<LinkReportEntry>>) {
    let mut targets = LinkTargets::default();
    for locale_pages in pages {
        for (route, anchors) in &locale_pages.anchors {
            targets.pages.insert(route.clone(), anchors.clone());
        }
    }
    for (_, url) in static_files(&site.root) {
        targets.files.insert(url);
    }
    targets.files.insert("/sitemap.xml".into());
    let redirects: Vec<(String, String)> = site
        .config
        .redirects
        .iter()
        .map(|redirect| (redirect.from.clone(), redirect.to.clone()))
        .collect();
    let mut broken = Vec::new();
    let mut seen = HashSet::new();
    let mut reports = Vec::new();
    for locale_pages in pages {
        let mut report = Vec::new();
        for page in &locale_pages.links {
            for link in &page.links {
                let problem = check_link(&link.href, &targets, &redirects);
                report.push(LinkReportEntry {
                    source: crate::url_path::encode_path(&page.route),
                    target: link.href.clone(),
                    ok: problem.is_none(),
                });
                if let Some(reason) = problem {
                    let line = link.line + page.body_line_offset;
                    if seen.insert((page.source.clone(), line, link.column, link.written.clone())) {
                        broken.push(BrokenLink {
                            file: page.source.clone(),
                            line,
                            column: link.column,
                            target: link.written.clone(),
                            reason,
                        });
                    }
                }
            }
        }
        reports.push(report);
    }
    (broken, reports)
}

fn write_error(path: &Path) -> impl FnOnce(std::io::Error) -> BuildError + '_ {
    move |source| BuildError::Write {
        path: path.to_path_buf(),
        source,
    }
}

pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    let total = Instant::now();
    let theme = read_theme(&options.theme)?;
    let mut stages = Vec::new();
    let mut prepared = prepare(&options.site, &options.locales, &theme.strings, &mut stages)?;
    let site = &prepared.site;
    let staged = StagedOutput::new(&options.out).map_err(write_error(&options.out))?;
    let io = |result: std::io::Result<()>| result.map_err(write_error(&staged.staging));

    // Search: one index per locale.
    let started = Instant::now();
    let mut index_urls = Vec::new();
    for (locale, pages) in prepared.locales.iter().zip(&prepared.pages) {
        let url = write_search_index(&staged, &locale.code, &pages.search_documents)
            .map_err(write_error(&staged.staging))?;
        index_urls.push(url);
    }
    stages.push(("search index", started.elapsed()));

    // Shared per-locale data, with content-hashed names.
    let started = Instant::now();
    let sidebar = build_sidebar(site);
    let first_doc = reading_order(&sidebar)
        .into_iter()
        .next()
        .map(|page| match page {
            ampere_site::sidebar::PageRef::Doc(index) => site.docs[index].route.clone(),
            ampere_site::sidebar::PageRef::GeneratedIndex(route) => route,
        });
    let mut locale_datas: Vec<LocaleData> = prepared
        .locales
        .iter()
        .zip(&index_urls)
        .map(|(locale, index_url)| {
            locale_data(
                site,
                LocaleDataInputs {
                    locale,
                    locales: Vec::new(),
                    sidebar: sidebar_items(site, locale, &sidebar),
                    strings: strings_for(site, locale, &theme.strings),
                    search_index_url: index_url.clone(),
                    first_doc_href: crate::url_path::encode_path(
                        &locale.href(first_doc.as_deref().unwrap_or("/")),
                    ),
                },
            )
        })
        .collect();
    let partial_hashes: Vec<String> = locale_datas
        .iter()
        .map(|data| content_hash(script_json(data).as_bytes()))
        .collect();
    let combined = content_hash(partial_hashes.concat().as_bytes());
    let data_urls: Vec<String> = prepared
        .locales
        .iter()
        .zip(&partial_hashes)
        .map(|(locale, hash)| {
            format!(
                "/assets/locale-{}.{}.json",
                locale.code,
                content_hash(format!("{hash}{combined}").as_bytes())
            )
        })
        .collect();
    let infos: Vec<_> = prepared
        .locales
        .iter()
        .zip(&data_urls)
        .map(|(locale, url)| locale_info(locale, url))
        .collect();
    for (index, data) in locale_datas.iter_mut().enumerate() {
        data.locales = infos.clone();
        data.locale = infos[index].clone();
        io(staged.write(&data_urls[index], script_json(data)))?;
    }
    for (pages, report) in prepared
        .pages
        .iter_mut()
        .zip(std::mem::take(&mut prepared.link_report))
    {
        if let Some(page) = pages
            .pages
            .iter_mut()
            .find(|page| page.kind == PageKind::LinkReport)
        {
            page.link_report = Some(report);
        }
    }
    stages.push(("locale data", started.elapsed()));

    // Server-side rendering in Node workers.
    let started = Instant::now();
    let renderer = Renderer::new(&options.theme, &locale_datas)?;
    let head_html = renderer.head_html()?;
    let all_pages: Vec<&PageData> = prepared
        .pages
        .iter()
        .flat_map(|pages| pages.pages.iter())
        .collect();
    let count = all_pages.len();
    let on_terminal = std::io::stderr().is_terminal();
    let progress = |done: usize| {
        if on_terminal && (done.is_multiple_of(50) || done == count) {
            eprint!("\r  rendering {done}/{count} pages");
        }
    };
    let bodies = renderer.render_all(&all_pages, &progress)?;
    if on_terminal {
        eprintln!();
    }
    stages.push(("server-side render", started.elapsed()));

    // Write pages, assets, sitemap, redirects.
    let started = Instant::now();
    let highlight_css = highlight_stylesheet();
    let highlight_name = format!(
        "assets/highlight.{}.css",
        content_hash(highlight_css.as_bytes())
    );
    io(staged.write(&highlight_name, &highlight_css))?;
    let mut stylesheets = theme.entry_styles.clone();
    stylesheets.push(format!("/{highlight_name}"));
    let assets = DocumentAssets {
        head_html,
        scripts: vec![theme.entry_script.clone()],
        stylesheets,
        site_url: site.config.url.trim_end_matches('/').to_string(),
    };
    let locale_index = |code: &str| {
        prepared
            .locales
            .iter()
            .position(|locale| locale.code == code)
            .unwrap_or(0)
    };
    let jobs: Vec<(&&PageData, &String)> = all_pages.iter().zip(&bodies).collect();
    let threads = std::thread::available_parallelism()
        .map_or(2, usize::from)
        .clamp(1, 4)
        * 2;
    let written: Vec<std::io::Result<()>> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(threads).max(1))
            .map(|chunk| {
                let (staged, locale_datas, assets) = (&staged, &locale_datas, &assets);
                scope.spawn(move || -> std::io::Result<()> {
                    for (page, body) in chunk {
                        let data = &locale_datas[locale_index(&page.locale)];
                        let html = document(page, data, assets, body);
                        let route = crate::url_path::decode_path(&page.route);
                        if page.kind == PageKind::NotFound {
                            staged.write(&route, html)?;
                        } else {
                            staged.write(&route_file(&route, "index.html"), html)?;
                            staged.write(
                                &route_file(&route, "page-data.json"),
                                serde_json::to_string(page).unwrap_or_default(),
                            )?;
                        }
                    }
                    Ok(())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|_| Err(std::io::Error::other("a writer thread panicked")))
            })
            .collect()
    });
    for result in written {
        io(result)?;
    }
    for (relative, source) in client_files(&theme.client) {
        io(staged.copy(&source, &relative))?;
    }
    for (source, url) in static_files(&site.root) {
        io(staged.copy(&source, &url))?;
    }
    let mut redirects = Vec::new();
    for redirect in &site.config.redirects {
        for locale in &prepared.locales {
            for page in prepared.pages[locale_index(&locale.code)].pages.iter() {
                let route = crate::url_path::decode_path(&page.route);
                let unprefixed = route.strip_prefix(&locale.prefix).unwrap_or(&route);
                let from = if redirect.prefix {
                    match unprefixed.strip_prefix(redirect.to.as_str()) {
                        Some(rest) => format!("{}{rest}", redirect.from),
                        None => continue,
                    }
                } else if unprefixed == redirect.to {
                    redirect.from.clone()
                } else {
                    continue;
                };
                let from = locale.href(&from);
                io(staged.write(
                    &route_file(&from, "index.html"),
                    redirect_document(&page.route),
                ))?;
                redirects.push(serde_json::json!({"from": crate::url_path::encode_path(&from), "to": page.route}));
            }
        }
    }
    io(staged.write(
        "redirects.json",
        serde_json::to_string_pretty(&redirects).unwrap_or_default(),
    ))?;
    let alternates: Vec<(String, String)> = prepared
        .locales
        .iter()
        .map(|locale| (locale.config.html_lang.clone(), locale.prefix.clone()))
        .collect();
    let entries: Vec<SitemapEntry<'_>> = prepared
        .locales
        .iter()
        .zip(&prepared.pages)
        .flat_map(|(locale, pages)| {
            pages.pages.iter().map(move |page| SitemapEntry {
                page,
                unprefixed: page
                    .route
                    .strip_prefix(locale.prefix.as_str())
                    .unwrap_or(&page.route),
            })
        })
        .collect();
    io(staged.write(
        "sitemap.xml",
        sitemap(
            &assets.site_url,
            &site.config.sitemap,
            &entries,
            &alternates,
        ),
    ))?;
    staged.commit().map_err(write_error(&options.out))?;
    stages.push(("write", started.elapsed()));
    stages.push(("total", total.elapsed()));
    Ok(BuildReport {
        pages: count,
        locales: prepared.locales.len(),
        stages,
        broken_links: prepared.broken_links,
    })
}
