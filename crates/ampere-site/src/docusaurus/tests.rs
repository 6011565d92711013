use super::*;
use crate::config::{Direction, NavbarItem, OnBrokenLinks};

/// The configuration of `create-docusaurus`'s TypeScript template, with a search plugin and a
/// function plugin added, in a site folder where no package is installed.
const TEMPLATE_CONFIG: &str = include_str!("test-config.ts");

fn read(config_text: &str) -> (crate::config::SiteConfig, Vec<String>) {
    let site = tempfile::tempdir().expect("temporary folder");
    let path = site.path().join("docusaurus.config.ts");
    std::fs::write(&path, config_text).expect("config written");
    let found = find_config(site.path()).expect("config found");
    let evaluated = evaluate_module(site.path(), &found).expect("evaluated");
    let (config, warnings) =
        config_from_docusaurus(Path::new("docusaurus.config.ts"), evaluated).expect("mapped");
    (
        config,
        warnings
            .iter()
            .map(|warning| warning.message.clone())
            .collect(),
    )
}

#[test]
fn the_template_configuration_is_read_as_docusaurus_reads_it() {
    let (config, warnings) = read(TEMPLATE_CONFIG);
    assert_eq!(config.title, "My Site");
    assert_eq!(config.tagline, "Dinosaurs are cool");
    assert!(config.copyright.starts_with("Copyright © 20"));
    assert_eq!(config.on_broken_links, OnBrokenLinks::Throw);
    assert_eq!(config.docs.route_base_path, "docs");
    assert_eq!(config.docs.sidebar_path.as_deref(), Some("./sidebars.ts"));
    let locales = &config.i18n.locales;
    assert_eq!(locales.len(), 3);
    assert_eq!(locales["fr"].label, "Français");
    assert_eq!(locales["fa"].direction(), Direction::Rtl);
    assert_eq!(locales["fr"].base_url, "/fr/");
    assert!(matches!(
        config.navbar.items[0],
        NavbarItem::DocSidebar { .. }
    ));
    assert!(
        matches!(&config.navbar.items[1], NavbarItem::Link { to: Some(to), .. } if to == "/blog")
    );
    assert!(matches!(
        config.navbar.items[2],
        NavbarItem::LocaleDropdown { .. }
    ));
    insta::assert_snapshot!(warnings.join("\n"));
}

#[test]
fn a_configuration_that_throws_names_the_file_and_the_error() {
    let site = tempfile::tempdir().expect("temporary folder");
    let path = site.path().join("docusaurus.config.js");
    std::fs::write(&path, "module.exports = { title: missingVariable };").expect("written");
    let problem = evaluate_module(site.path(), &path).expect_err("refused");
    assert!(
        problem.message.contains("missingVariable is not defined"),
        "{}",
        problem.message
    );
}

#[test]
fn an_async_function_export_is_awaited() {
    let (config, _) = read("export default async function createConfig() { return { title: 'Async', url: 'https://example.com' }; }");
    assert_eq!(config.title, "Async");
    assert_eq!(config.i18n.default_locale, "en");
    assert_eq!(config.i18n.locales["en"].label, "English");
}
