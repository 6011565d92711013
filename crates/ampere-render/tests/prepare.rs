//! The pipeline up to page data, over the small fixture site (no theme needed).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ampere_render::page_data::PageKind;
use ampere_render::prepare;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site")
}

fn prepared() -> ampere_render::Prepared {
    prepare(&fixture(), &[], &BTreeMap::new(), &mut Vec::new()).expect("fixture prepares")
}

#[test]
fn every_locale_gets_every_page() {
    let prepared = prepared();
    let routes: Vec<Vec<String>> = prepared
        .pages
        .iter()
        .map(|pages| pages.pages.iter().map(|page| page.route.clone()).collect())
        .collect();
    insta::assert_debug_snapshot!(routes);
}

#[test]
fn doc_page_data_matches_the_snapshot() {
    let prepared = prepared();
    let page = prepared.pages[0]
        .pages
        .iter()
        .find(|page| page.route == "/Guide/installation/")
        .expect("installation page");
    insta::assert_snapshot!(serde_json::to_string_pretty(page).expect("json"));
}

#[test]
fn translated_and_fallback_pages_in_hindi() {
    let prepared = prepared();
    let hindi = prepared
        .pages
        .iter()
        .find(|pages| pages.pages[0].locale == "hi")
        .expect("hindi");
    let installation = hindi
        .pages
        .iter()
        .find(|page| page.route == "/hi/Guide/installation/")
        .expect("page");
    assert_eq!(installation.title, "स्थापना");
    assert!(!installation.flags.untranslated);
    assert_eq!(installation.breadcrumbs[0].label, "मार्गदर्शिका");
    let tuning = hindi
        .pages
        .iter()
        .find(|page| page.route == "/hi/Guide/Advanced/tuning/")
        .expect("page");
    assert!(tuning.flags.untranslated);
    let home = hindi
        .pages
        .iter()
        .find(|page| page.route == "/hi/")
        .expect("home");
    assert!(
        home.html
            .contains("href=\"/hi/Guide/installation/#mounting\""),
        "{}",
        home.html
    );
}

#[test]
fn category_pages_list_their_children_as_cards() {
    let prepared = prepared();
    let category = prepared.pages[0]
        .pages
        .iter()
        .find(|page| page.kind == PageKind::Category && page.route == "/category/guide/")
        .expect("category");
    let cards = &category.category.as_ref().expect("cards").cards;
    let labels: Vec<(&str, &str)> = cards
        .iter()
        .map(|card| (card.label.as_str(), card.href.as_str()))
        .collect();
    assert_eq!(
        labels,
        [
            ("Installation", "/Guide/installation/"),
            ("2. Advanced", "/category/2-advanced/")
        ]
    );
    assert_eq!(cards[0].description, "Mount and wire the controller.");
}

#[test]
fn the_fixture_has_no_broken_links_and_a_broken_one_is_located() {
    assert!(prepared().broken_links.is_empty());
    let directory = tempfile::tempdir().expect("temp");
    for entry in walkdir::WalkDir::new(fixture())
        .into_iter()
        .filter_map(Result::ok)
    {
        let target = directory
            .path()
            .join(entry.path().strip_prefix(fixture()).expect("inside"));
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).expect("dir");
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
    let page = directory.path().join("docs/legal/terms.md");
    let text = std::fs::read_to_string(&page).expect("read")
        + "\nSee [gone](../Guide/gone.md) and [x](/Guide/installation/#nowhere).\n";
    std::fs::write(&page, text).expect("write");
    let prepared = prepare(
        directory.path(),
        &["en".to_string()],
        &BTreeMap::new(),
        &mut Vec::new(),
    )
    .expect("prepares");
    let report: Vec<String> = prepared
        .broken_links
        .iter()
        .map(ToString::to_string)
        .collect();
    insta::assert_snapshot!(report.join("\n\n"));
}
