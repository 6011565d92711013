//! The translation check over the small fixture site: keys the site has, misspelt keys,
//! dropped placeholders and untranslated keys, each located in its file.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use ampere_site::load_site;
use ampere_site::translation_keys::{check_translations, translatable_keys, Catalogue};

fn fixture() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site")
}

fn theme_strings() -> BTreeMap<String, String> {
    BTreeMap::from([
        (
            "theme.NotFound.title".to_string(),
            "Page Not Found".to_string(),
        ),
        (
            "theme.SearchBar.results".to_string(),
            "{count} results".to_string(),
        ),
    ])
}

#[test]
fn the_key_list_has_theme_admonition_and_category_keys() {
    let site = load_site(&fixture()).expect("fixture loads");
    let keys = translatable_keys(&site, &theme_strings());
    let has = |catalogue: Catalogue, key: &str| keys.contains_key(&(catalogue, key.to_string()));
    assert!(has(Catalogue::Code, "theme.NotFound.title"));
    assert!(has(Catalogue::Code, "theme.admonition.danger"));
    assert!(has(Catalogue::Code, "theme.navbar.docs"));
    assert!(has(
        Catalogue::Sidebar,
        "sidebar.tutorialSidebar.category.Guide"
    ));
}

#[test]
fn misspelt_keys_and_dropped_placeholders_are_located_warnings() {
    let directory = tempfile::tempdir().expect("temp");
    for entry in walkdir::WalkDir::new(fixture()).into_iter().flatten() {
        let target = directory
            .path()
            .join(entry.path().strip_prefix(fixture()).expect("inside"));
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).expect("dir");
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
    let hindi = directory.path().join("i18n/hi");
    fs::write(
        hindi.join("code.json"),
        "{\n  \"theme.NotFound.title\": { \"message\": \"पृष्ठ नहीं मिला\" },\n  \"theme.SearchBar.results\": { \"message\": \"परिणाम\" }\n}\n",
    )
    .expect("write");
    fs::write(
        hindi.join("docusaurus-plugin-content-docs/current.json"),
        "{\n  \"sidebar.tutorialSidebar.category.Guid\": { \"message\": \"मार्गदर्शिका\" }\n}\n",
    )
    .expect("write");
    let site = load_site(directory.path()).expect("loads");
    let report: Vec<String> = check_translations(&site, &theme_strings())
        .iter()
        .filter(|problem| problem.file.to_string_lossy().contains("/hi/"))
        .map(ToString::to_string)
        .collect();
    insta::assert_snapshot!(report.join("\n\n"));
}
