//! The write stage: every page's HTML and data, the theme's client files, static files,
//! redirect pages, `redirects.json` and the sitemap, into the staging folder.

use crate::document::{document, redirect_document, DocumentAssets};
use crate::languages::{unprefixed, PageLanguages};
use crate::output::{content_hash, route_file, StagedOutput};
use crate::page_data::{LocaleData, PageData, PageKind};
use crate::sitemap::{sitemap, SitemapEntry};
use crate::theme_files::{client_files, ThemeFiles};
use crate::url_path::{decode_path, encode_path};
use ampere_markdown::highlight_stylesheet;

use super::errors::{write_error, BuildError};
use super::prepare::{parallel_map, Prepared};
use super::redirects::expand_redirects;
use super::server_render::{all_pages, Rendered};

pub fn write_site(
    staged: &StagedOutput,
    prepared: &Prepared,
    theme: &ThemeFiles,
    locale_datas: &[LocaleData],
    rendered: &Rendered,
) -> Result<(), BuildError> {
    let io = |result: std::io::Result<()>| result.map_err(write_error(&staged.staging));
    let assets = document_assets(staged, prepared, theme, rendered)?;
    let languages = page_languages(prepared);
    let pages = all_pages(prepared);
    let jobs: Vec<(&PageData, &String)> = pages.into_iter().zip(&rendered.bodies).collect();
    let chunks: Vec<&[(&PageData, &String)]> = jobs.chunks(256).collect();
    let written = parallel_map(&chunks, |chunk| -> std::io::Result<()> {
        for (page, body) in chunk.iter() {
            let data = &locale_datas[prepared.locale_index(&page.locale)];
            let alternates = languages.alternates(unprefixed(&page.route, &data.locale.prefix));
            write_page(
                staged,
                page,
                &document(page, data, &assets, body, alternates),
            )?;
        }
        Ok(())
    });
    for result in written {
        io(result)?;
    }
    for (relative, source) in client_files(&theme.client) {
        io(staged.copy(&source, &relative))?;
    }
    for (source, url) in &prepared.site.static_files {
        io(staged.copy(source, url))?;
    }
    io(write_redirects(staged, prepared))?;
    io(write_sitemap(
        staged,
        prepared,
        &languages,
        &assets.site_url,
    ))
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
    staged: &StagedOutput,
    prepared: &Prepared,
    theme: &ThemeFiles,
    rendered: &Rendered,
) -> Result<DocumentAssets, BuildError> {
    let highlight_css = highlight_stylesheet();
    let highlight_name = format!(
        "assets/highlight.{}.css",
        content_hash(highlight_css.as_bytes())
    );
    staged
        .write(&highlight_name, &highlight_css)
        .map_err(write_error(&staged.staging))?;
    let mut stylesheets = theme.entry_styles.clone();
    stylesheets.push(format!("/{highlight_name}"));
    Ok(DocumentAssets {
        head_html: rendered.head_html.clone(),
        scripts: vec![theme.entry_script.clone()],
        stylesheets,
        site_url: prepared.site.config.url.trim_end_matches('/').to_string(),
    })
}

/// A page's `index.html` and `page-data.json` (the 404 page: its own file name, no data).
fn write_page(staged: &StagedOutput, page: &PageData, html: &str) -> std::io::Result<()> {
    let route = decode_path(&page.route);
    if page.kind == PageKind::NotFound {
        return staged.write(&route, html);
    }
    staged.write(&route_file(&route, "index.html"), html)?;
    let data = serde_json::to_string(page).map_err(std::io::Error::other)?;
    staged.write(&route_file(&route, "page-data.json"), data)
}

fn write_redirects(staged: &StagedOutput, prepared: &Prepared) -> std::io::Result<()> {
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
    staged: &StagedOutput,
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
