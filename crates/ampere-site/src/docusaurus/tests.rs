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
    assert_eq!(config.navbar.title.as_deref(), Some("My Site"));
    assert_eq!(
        config.navbar.logo.as_ref().map(|logo| logo.src.as_str()),
        Some("img/logo.svg")
    );
    insta::assert_snapshot!(warnings.join("\n"));
}

#[test]
fn footer_links_become_columns_or_one_column() {
    let columns = "export default { title: 'T', url: 'https://t.example', themeConfig: { footer: { links: [ { title: 'Docs', items: [ { label: 'Intro', to: '/docs/intro' }, { html: '<b>x</b>' } ] }, { title: 'More', items: [ { label: 'GitHub', href: 'https://github.com/x' } ] } ] } } };";
    let (config, _) = read(columns);
    assert_eq!(config.footer_links.len(), 2);
    assert_eq!(config.footer_links[0].title, "Docs");
    assert_eq!(
        config.footer_links[0].items.len(),
        1,
        "an html item has no target"
    );
    assert_eq!(config.footer_links[1].items[0].href, "https://github.com/x");
    let flat = "export default { title: 'T', url: 'https://t.example', themeConfig: { footer: { links: [ { label: 'Blog', to: '/blog' } ] } } };";
    let (config, _) = read(flat);
    assert_eq!(config.footer_links.len(), 1);
    assert_eq!(config.footer_links[0].items[0].label, "Blog");
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

#[test]
fn a_dropdown_keeps_its_links_and_names_what_it_cannot_show() {
    let text = "export default { title: 'T', url: 'https://t.example', themeConfig: { navbar: { items: [ { type: 'dropdown', label: 'About', position: 'right', items: [ { label: 'FAQ', to: 'about/faqs' }, { label: 'Releases', href: 'https://example.com/releases' }, { type: 'docsVersion', label: 'Versions' } ] } ] } } };";
    let (config, warnings) = read(text);
    let NavbarItem::Dropdown {
        label,
        position,
        items,
    } = &config.navbar.items[0]
    else {
        panic!("a dropdown: {:?}", config.navbar.items);
    };
    assert_eq!(label, "About");
    assert!(matches!(position, crate::config::Position::Right));
    let links: Vec<(&str, Option<&str>, Option<&str>)> = items
        .iter()
        .map(|link| {
            (
                link.label.as_str(),
                link.to.as_deref(),
                link.href.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        links,
        [
            ("FAQ", Some("about/faqs"), None),
            ("Releases", None, Some("https://example.com/releases"))
        ]
    );
    assert!(
        warnings
            .iter()
            .any(|warning| warning.contains("themeConfig.navbar.items[0].items[2] (\"Versions\")")),
        "{warnings:?}"
    );
}

#[test]
fn an_html_item_keeps_its_markup_and_one_without_a_value_is_named() {
    let text = "export default { title: 'T', url: 'https://t.example', themeConfig: { navbar: { items: [ { type: 'html', position: 'right', value: '<span class=\"sep\">|</span>' }, { type: 'html' } ] } } };";
    let (config, warnings) = read(text);
    assert_eq!(config.navbar.items.len(), 1, "{:?}", config.navbar.items);
    let NavbarItem::Html { value, position } = &config.navbar.items[0] else {
        panic!("an html item: {:?}", config.navbar.items);
    };
    assert_eq!(value, "<span class=\"sep\">|</span>");
    assert!(matches!(position, crate::config::Position::Right));
    assert!(
        warnings
            .iter()
            .any(|warning| warning.contains("navbar.items[1] (type html without a string value)")),
        "{warnings:?}"
    );
}
