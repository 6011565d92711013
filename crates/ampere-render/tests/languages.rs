//! What the build tells search engines about languages, over the small fixture site (en, ar and
//! hi; only the installation page is translated, into hi): a fallback page names the original as
//! canonical and claims no translation; a translated page lists only the locales that translate it.

use std::collections::BTreeMap;
use std::path::Path;

use ampere_render::document::{document, DocumentAssets};
use ampere_render::languages::{unprefixed, PageLanguages};
use ampere_render::page_data::{LocaleData, PageData};
use ampere_render::sitemap::{sitemap, SitemapEntry};

struct Fixture {
    datas: Vec<LocaleData>,
    pages: Vec<Vec<PageData>>,
}

fn fixture() -> Fixture {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site");
    let (prepared, datas) = ampere_render::theme_data(&site, &BTreeMap::new()).expect("prepares");
    let pages = prepared
        .pages
        .into_iter()
        .map(|pages| pages.pages)
        .collect();
    Fixture { datas, pages }
}

fn languages(fixture: &Fixture) -> PageLanguages {
    PageLanguages::new(
        fixture
            .datas
            .iter()
            .zip(&fixture.pages)
            .map(|(data, pages)| {
                (
                    data.locale.html_lang.as_str(),
                    data.locale.prefix.as_str(),
                    pages.as_slice(),
                )
            }),
    )
}

fn html_of(fixture: &Fixture, route: &str) -> String {
    let (data, page) = fixture
        .datas
        .iter()
        .zip(&fixture.pages)
        .find_map(|(data, pages)| {
            pages
                .iter()
                .find(|page| page.route == route)
                .map(|page| (data, page))
        })
        .expect("page");
    let assets = DocumentAssets {
        favicon: None,
        head_html: String::new(),
        scripts: Vec::new(),
        stylesheets: Vec::new(),
        site_url: "https://docs.example.com".into(),
    };
    let languages = languages(fixture);
    let alternates = languages.alternates(unprefixed(&page.route, &data.locale.prefix));
    document(page, data, &assets, "", alternates)
}

fn links(html: &str) -> Vec<&str> {
    html.lines()
        .filter(|line| line.contains("rel=\"canonical\"") || line.contains("hreflang"))
        .collect()
}

#[test]
fn a_fallback_page_points_to_the_original_and_claims_no_translation() {
    let fixture = fixture();
    assert_eq!(
        links(&html_of(&fixture, "/ar/Guide/installation/")),
        ["<link rel=\"canonical\" href=\"https://docs.example.com/Guide/installation/\">"]
    );
}

#[test]
fn a_translated_page_lists_the_locales_that_translate_it() {
    let fixture = fixture();
    assert_eq!(
        links(&html_of(&fixture, "/hi/Guide/installation/")),
        [
            "<link rel=\"canonical\" href=\"https://docs.example.com/hi/Guide/installation/\">",
            "<link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example.com/Guide/installation/\">",
            "<link rel=\"alternate\" hreflang=\"hi\" href=\"https://docs.example.com/hi/Guide/installation/\">",
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example.com/Guide/installation/\">",
        ]
    );
}

#[test]
fn the_sitemap_lists_pages_in_their_own_language_only() {
    let fixture = fixture();
    let languages = languages(&fixture);
    let entries: Vec<SitemapEntry<'_>> = fixture
        .datas
        .iter()
        .zip(&fixture.pages)
        .flat_map(|(data, pages)| {
            let languages = &languages;
            pages.iter().map(move |page| {
                let unprefixed = unprefixed(&page.route, &data.locale.prefix);
                SitemapEntry {
                    page,
                    unprefixed,
                    alternates: languages.alternates(unprefixed),
                }
            })
        })
        .collect();
    let config: ampere_site::config::SitemapConfig =
        toml::from_str("changefreq = \"weekly\"\npriority = 0.5\nignorePatterns = []")
            .expect("config");
    let xml = sitemap("https://docs.example.com", &config, &entries);
    assert!(xml.contains("<loc>https://docs.example.com/hi/Guide/installation/</loc>"));
    assert!(!xml.contains("<loc>https://docs.example.com/ar/Guide/installation/</loc>"));
    assert!(
        !xml.contains("hreflang=\"ar\" href=\"https://docs.example.com/ar/Guide/installation/\"")
    );
}
