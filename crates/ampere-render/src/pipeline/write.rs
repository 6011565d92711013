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
use super::page_outputs::{assets_key, page_output_key, PageOutputs};
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

/// What the write stage needs of the session: how to render a chunk of pages, and the output
/// keys of the pages it last committed.
pub struct PageProduction<'a> {
    pub render: &'a mut dyn FnMut(&[&PageData]) -> Result<Rendered, BuildError>,
    pub outputs: &'a mut PageOutputs,
}

/// Renders (through `production.render`, a chunk of pages at a time) and writes every page whose
/// output the session did not commit from the same inputs, then the theme's client files,
/// static files, redirects and the sitemap.
pub fn write_site(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    files: &SiteFiles<'_>,
    production: PageProduction<'_>,
) -> Result<(), BuildError> {
    let io = |result: std::io::Result<()>| result.map_err(write_error(staged.folder()));
    let theme = files.theme;
    let assets = document_assets(staged, prepared, theme, files.head_html)?;
    let shared = PageShared {
        prepared,
        files,
        assets_key: assets_key(&assets),
        assets: &assets,
        languages: page_languages(prepared),
    };
    let pages = all_pages(prepared);
    let progress = Progress::new(pages.len());
    for (number, chunk) in pages.chunks(PAGES_PER_CHUNK).enumerate() {
        let rendered = (production.render)(chunk)?;
        let jobs: Vec<PageJob<'_>> = chunk
            .iter()
            .zip(&rendered.bodies)
            .zip(&rendered.page_json)
            .zip(&rendered.keys)
            .map(|(((page, body), json), &render_key)| PageJob {
                page,
                body,
                json,
                render_key,
            })
            .collect();
        let parts: Vec<&[PageJob<'_>]> = jobs.chunks(256).collect();
        let outputs = &*production.outputs;
        let written = parallel_map(&parts, |part| write_pages(staged, &shared, outputs, part));
        for result in written {
            production
                .outputs
                .record(result.map_err(write_error(staged.folder()))?);
        }
        progress.show((number * PAGES_PER_CHUNK + chunk.len()).min(pages.len()));
    }
    progress.end();
    let languages = &shared.languages;
    let no_diagrams = std::collections::BTreeSet::new();
    let left_out = if prepared.site.config.markdown.mermaid {
        &no_diagrams
    } else {
        &theme.diagram_files
    };
    for (relative, source) in client_files(&theme.client, left_out) {
        io(staged.copy(&source, &relative))?;
    }
    for (source, url) in &prepared.site.static_files {
        io(staged.copy(source, url))?;
    }
    for (path, contents) in figure_files(prepared) {
        io(staged.write(&path, contents))?;
    }
    io(write_redirects(staged, prepared))?;
    io(write_sitemap(staged, prepared, languages, &assets.site_url))?;
    io(write_feeds(staged, prepared, &assets.site_url))
}

/// The blog's RSS and Atom feeds in every locale (`<locale>/<blog>/rss.xml`, `atom.xml`), from
/// the posts' pages as rendered.
fn write_feeds(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    site_url: &str,
) -> std::io::Result<()> {
    let Some(blog) = &prepared.site.config.blog else {
        return Ok(());
    };
    let base = ampere_site::route::normalize_route(&blog.route_base_path);
    let site = &prepared.site;
    for (locale, pages) in prepared.locales.iter().zip(&prepared.pages) {
        let mut posts: Vec<&ampere_site::Doc> = site
            .pages_of(locale)
            .iter()
            .filter(|page| page.route.starts_with(&base) && page.front_matter.date.is_some())
            .collect();
        posts.sort_by(|left, right| post_date(right).cmp(post_date(left)));
        let rendered = |route: &str| {
            let href = encode_path(&locale.href(route));
            pages
                .pages
                .iter()
                .find(|page| page.route == href)
                .map(|page| page.html.as_str())
        };
        let entries: Vec<crate::feeds::FeedPost<'_>> = posts
            .iter()
            .take(crate::feeds::FEED_LIMIT)
            .map(|post| crate::feeds::FeedPost {
                title: &post.title,
                url: format!("{site_url}{}", encode_path(&locale.href(&post.route))),
                date: post_date(post),
                description: post.front_matter.description.as_deref().unwrap_or(""),
                html: rendered(&post.route).unwrap_or(""),
            })
            .collect();
        let title = format!("{} Blog", site.config.title);
        let url = format!("{site_url}{}", encode_path(&locale.href(&base)));
        let feed = crate::feeds::Feed {
            title: &title,
            url: &url,
            language: &locale.config.html_lang,
            posts: &entries,
        };
        let folder = locale.href(&base);
        let folder = folder.trim_start_matches('/');
        staged.write(&format!("{folder}rss.xml"), crate::feeds::rss(&feed))?;
        staged.write(&format!("{folder}atom.xml"), crate::feeds::atom(&feed))?;
    }
    Ok(())
}

/// A post's date (`YYYY-MM-DD`, set by the blog's loader).
fn post_date(post: &ampere_site::Doc) -> &str {
    post.front_matter
        .date
        .as_ref()
        .and_then(|date| date.as_str())
        .unwrap_or("")
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

/// One page to write: its data, its rendered body, its data as JSON and its rendering key.
struct PageJob<'a> {
    page: &'a PageData,
    body: &'a str,
    json: &'a str,
    render_key: u64,
}

/// What every page of the write stage shares.
struct PageShared<'a> {
    prepared: &'a Prepared,
    files: &'a SiteFiles<'a>,
    assets: &'a DocumentAssets,
    assets_key: u64,
    languages: PageLanguages,
}

/// Writes the pages of `part` whose output changed (keeping the others' files as they are);
/// returns every page's output key.
fn write_pages(
    staged: &impl OutputFiles,
    shared: &PageShared<'_>,
    outputs: &PageOutputs,
    part: &[PageJob<'_>],
) -> std::io::Result<Vec<(String, u64)>> {
    let mut keys = Vec::with_capacity(part.len());
    for job in part {
        let page = job.page;
        let data = &shared.files.locale_datas[shared.prepared.locale_index(&page.locale)];
        let alternates = shared
            .languages
            .alternates(unprefixed(&page.route, &data.locale.prefix));
        let key = page_output_key(
            job.render_key,
            &data.locale.data_url,
            shared.assets_key,
            alternates,
        );
        let kept = outputs.unchanged(&page.route, key) && keep_page(staged, page);
        if !kept {
            let html = document(page, data, shared.assets, job.body, alternates);
            write_page(staged, page, &html, job.json)?;
        }
        keys.push((page.route.clone(), key));
    }
    Ok(keys)
}

/// Keeps a page's files as the previous build wrote them, when the output still holds them all.
fn keep_page(staged: &impl OutputFiles, page: &PageData) -> bool {
    let route = decode_path(&page.route);
    if page.kind == PageKind::NotFound {
        return staged.keep(&route);
    }
    staged.keep(&route_file(&route, "index.html"))
        && staged.keep(&route_file(&route, "page-data.json"))
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

/// The page stylesheet (written here) and what every document links to.
fn document_assets(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    theme: &ThemeFiles,
    head_html: &str,
) -> Result<DocumentAssets, BuildError> {
    let mut stylesheet = page_stylesheet(theme)?;
    let config = &prepared.site.config;
    stylesheet.push_str(&ampere_site::brand::brand_stylesheet(
        &prepared.site.root,
        &config.custom_css,
    ));
    let name = format!("assets/styles.{}.css", content_hash(stylesheet.as_bytes()));
    staged
        .write(&name, &stylesheet)
        .map_err(write_error(staged.folder()))?;
    let site_url = prepared.site.config.url.trim_end_matches('/').to_string();
    let favicon_url = format!("/{}", config.favicon.trim_start_matches('/'));
    let favicon = prepared
        .site
        .static_files
        .iter()
        .find(|(_, url)| *url == favicon_url)
        .and_then(|(source, url)| crate::document::favicon_data_url(url, source));
    Ok(DocumentAssets {
        favicon,
        head_html: format!(
            "{head_html}{}",
            crate::document::site_meta_tags(&prepared.site.config, &site_url)
        ),
        scripts: vec![theme.entry_script.clone()],
        stylesheets: vec![format!("/{name}")],
        site_url,
    })
}

/// The theme's entry styles and the code highlighting styles as one file: the only stylesheet
/// that blocks the first paint. Two stylesheets cost a mobile reader on a slow network a second
/// request before anything shows (Lighthouse, simulated slow 4G: first contentful paint 1.45 s
/// with two, 0.76 s with one, on the portal's home page). The entry styles keep no relative
/// URLs apart from the folder they share with this file.
fn page_stylesheet(theme: &ThemeFiles) -> Result<String, BuildError> {
    let mut stylesheet = String::new();
    for style in &theme.entry_styles {
        let path = theme.client.join(style.trim_start_matches('/'));
        let text = std::fs::read_to_string(&path).map_err(|error| {
            BuildError::Theme(crate::theme_files::ThemeError::Read {
                what: "entry stylesheet",
                path: path.clone(),
                source: error,
            })
        })?;
        stylesheet.push_str(&text);
        stylesheet.push('\n');
    }
    stylesheet.push_str(&highlight_stylesheet());
    Ok(stylesheet)
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
