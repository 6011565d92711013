//! Hostile strings through every field of a page that reaches HTML, an attribute or the
//! embedded JSON: none may add markup, end the page-data script early, or change the data.

use std::collections::BTreeMap;
use std::path::Path;

use ampere_render::document::{document, DocumentAssets};
use ampere_render::locale_data::{locale_data, LocaleDataInputs};
use ampere_render::page_data::{Breadcrumb, PageData, PageLink, TocEntry};
use proptest::prelude::*;

const PAGE_DATA_OPEN: &str = "<script id=\"__ampere_page\" type=\"application/json\">";

fn fixture_page() -> (ampere_site::Site, PageData) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site");
    let prepared = ampere_render::prepare(&root, &["en".into()], &BTreeMap::new(), &mut Vec::new())
        .expect("fixture prepares");
    let page = prepared.pages[0].pages[0].clone();
    (prepared.site, page)
}

/// Strings that break naive HTML, attribute, JSON or script embedding.
fn hostile() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "\"",
        "'",
        "<",
        ">",
        "&",
        "<!--",
        "-->",
        "</script>",
        "<script>",
        "</SCRIPT >",
        "<!--<script>",
        "\u{2028}",
        "\u{2029}",
        "\u{0}",
        "`",
        "${x}",
        "{{brandName}}",
        "\\",
        "\" onmouseover=\"alert(1)",
        "<img src=x onerror=alert(1)>",
        "&lt;",
        "]]>",
        " ",
        "é",
    ]);
    prop::collection::vec(pieces, 1..8).prop_map(|pieces| pieces.concat())
}

fn hostile_page(mut page: PageData, text: &str) -> PageData {
    page.title = text.to_string();
    page.description = text.to_string();
    page.toc = vec![TocEntry {
        id: text.to_string(),
        text: text.to_string(),
        level: 2,
    }];
    page.breadcrumbs = vec![Breadcrumb {
        label: text.to_string(),
        href: Some(text.to_string()),
    }];
    page.previous = Some(PageLink {
        label: text.to_string(),
        href: text.to_string(),
    });
    page
}

fn assets() -> DocumentAssets {
    DocumentAssets {
        favicon: None,
        head_html: String::new(),
        scripts: vec!["/assets/entry.js".into()],
        stylesheets: vec!["/assets/entry.css".into()],
        site_url: "https://docs.example.com".into(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn hostile_fields_stay_data(text in hostile(), label in hostile()) {
        let (mut site, page) = fixture_page();
        site.config.title = label.clone();
        let page = hostile_page(page, &text);
        let locale = &site.locales[0];
        let data = locale_data(&site, LocaleDataInputs {
            locale,
            locales: Vec::new(),
            sidebars: std::collections::BTreeMap::new(),
            strings: BTreeMap::from([("theme.NotFound.title".to_string(), label.clone())]),
            search_index_url: "/assets/search-en.bin".into(),
        });
        let html = document(&page, &data, &assets(), "<p>body</p>", &[]);

        // Only the page-data script exists (the theme's head script, in head HTML that is empty
        // here, loads the module script the `ampere-entry` meta element names).
        prop_assert_eq!(html.matches("<script").count(), 1, "{}", html);
        prop_assert_eq!(html.matches("<meta name=\"ampere-entry\"").count(), 1, "{}", html);
        // No element or attribute came from the payload (escaped text may still read `onerror=`).
        prop_assert!(!html.contains("<img") && !html.contains("\" onmouseover=\""), "{}", html);
        // The page-data script ends where the engine ended it, and parses back to the page.
        let start = html.find(PAGE_DATA_OPEN).expect("page data") + PAGE_DATA_OPEN.len();
        let end = start + html[start..].find("</script>").expect("script end");
        let json = &html[start..end];
        prop_assert!(!json.contains('<') && !json.contains('>'));
        let boot: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
        prop_assert_eq!(&boot["page"], &serde_json::to_value(&page).expect("json"));
        // The title element holds the escaped text, never markup.
        let title_start = html.find("<title>").expect("title") + "<title>".len();
        let title_end = title_start + html[title_start..].find("</title>").expect("title end");
        prop_assert!(!html[title_start..title_end].contains('<'));
    }
}
