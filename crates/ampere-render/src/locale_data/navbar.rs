//! The navbar items as the theme shows them in a locale: labels translated (`navbar.json`),
//! links resolved to routes of the locale, and the sidebars each docs item stands for.

use ampere_site::config::{NavbarItem as ConfiguredNavbarItem, Position};
use ampere_site::sidebar::PageRef;
use ampere_site::{Doc, Locale, Site};

use super::{normalize_link, theme_config_text, theme_config_translation, LocaleDataInputs};
use crate::page_data::*;
use crate::url_path::encode_path;

/// Every navbar item of the configuration, in order.
pub fn navbar_items(site: &Site, inputs: &LocaleDataInputs<'_>) -> Vec<NavbarItem> {
    site.config
        .navbar
        .items
        .iter()
        .map(|item| navbar_item(site, inputs, item))
        .collect()
}

fn navbar_item(
    site: &Site,
    inputs: &LocaleDataInputs<'_>,
    item: &ConfiguredNavbarItem,
) -> NavbarItem {
    let locale = inputs.locale;
    match item {
        ConfiguredNavbarItem::DocSidebar {
            position,
            label,
            sidebar_id,
        } => NavbarItem {
            label: Some(docs_item_label(site, inputs, label)),
            href: Some(encode_path(&locale.href(&first_route_of(site, sidebar_id)))),
            active_sidebars: sidebar_keys(site, 0, sidebar_id),
            ..item_of(NavbarItemKind::DocSidebar, *position)
        },
        ConfiguredNavbarItem::Doc {
            doc_id,
            docs_plugin_id,
            label,
            position,
        } => doc_item(
            site,
            inputs,
            site.navbar_doc(docs_plugin_id.as_deref(), doc_id),
            label,
            doc_id,
            *position,
        ),
        ConfiguredNavbarItem::Link {
            label,
            html,
            to,
            href,
            position,
        } => NavbarItem {
            label: Some(navbar_label(site, locale, label)),
            href: Some(link_href(locale, to, href)),
            html: html.clone(),
            ..item_of(NavbarItemKind::Link, *position)
        },
        ConfiguredNavbarItem::Dropdown {
            label,
            position,
            items,
        } => NavbarItem {
            label: Some(navbar_label(site, locale, label)),
            items: items
                .iter()
                .map(|link| NavbarDropdownItem {
                    label: navbar_label(site, locale, &link.label),
                    href: link_href(locale, &link.to, &link.href),
                })
                .collect(),
            ..item_of(NavbarItemKind::Dropdown, *position)
        },
        ConfiguredNavbarItem::Html { value, position } => NavbarItem {
            html: Some(value.clone()),
            ..item_of(NavbarItemKind::Html, *position)
        },
        ConfiguredNavbarItem::DocsVersionDropdown { position } => {
            item_of(NavbarItemKind::DocsVersionDropdown, *position)
        }
        ConfiguredNavbarItem::LocaleDropdown { position } => {
            item_of(NavbarItemKind::LocaleDropdown, *position)
        }
    }
}

/// An item of `kind` at `position` with nothing else set.
fn item_of(kind: NavbarItemKind, position: Position) -> NavbarItem {
    NavbarItem {
        kind,
        position: match position {
            Position::Left => NavbarPosition::Left,
            Position::Right => NavbarPosition::Right,
        },
        label: None,
        href: None,
        items: Vec::new(),
        html: None,
        active_sidebars: Vec::new(),
    }
}

/// A navbar `doc` item: a link to the doc, labelled as configured or with the doc's sidebar
/// label, current on the pages of the doc's sidebar (in every version).
fn doc_item(
    site: &Site,
    inputs: &LocaleDataInputs<'_>,
    doc: Option<(usize, &Doc)>,
    label: &Option<String>,
    doc_id: &str,
    position: Position,
) -> NavbarItem {
    let locale = inputs.locale;
    let label = label
        .clone()
        .or_else(|| doc.map(|(_, doc)| site.localized_doc(locale, doc).0.sidebar_label.clone()))
        .unwrap_or_else(|| doc_id.to_string());
    let route = doc.map_or_else(|| "/".to_string(), |(_, doc)| doc.route.clone());
    let active_sidebars = doc
        .and_then(|(index, doc)| {
            let sidebar = site.sidebar_of_doc(index)?;
            Some(sidebar_keys(site, doc.version, &sidebar.id))
        })
        .unwrap_or_default();
    NavbarItem {
        label: Some(docs_item_label(site, inputs, &label)),
        href: Some(encode_path(&locale.href(&route))),
        active_sidebars,
        ..item_of(NavbarItemKind::DocSidebar, position)
    }
}

/// The keys of the sidebar `id` in every version of the docs plugin of version `version`.
fn sidebar_keys(site: &Site, version: usize, id: &str) -> Vec<String> {
    let plugin = &site.versions[version].plugin_id;
    site.sidebars
        .iter()
        .filter(|sidebar| sidebar.id == id && &site.versions[sidebar.version].plugin_id == plugin)
        .map(|sidebar| sidebar.key.clone())
        .collect()
}

/// A navbar item's label in `locale` (Docusaurus's key `item.label.<label>`).
fn navbar_label(site: &Site, locale: &Locale, label: &str) -> String {
    theme_config_text(site, locale, &format!("navbar.item.label.{label}"), label)
}

/// The label of a navbar item that leads to the docs: the locale's `navbar.json` translation,
/// else (on a native site) the theme string `theme.navbar.docs` of the portal's `code.json`,
/// else as configured.
fn docs_item_label(site: &Site, inputs: &LocaleDataInputs<'_>, label: &str) -> String {
    let key = format!("navbar.item.label.{label}");
    let native_docs_label = || {
        (!site.config.from_docusaurus)
            .then(|| {
                inputs
                    .strings
                    .get(ampere_site::translation_keys::NAVBAR_DOCS_KEY)
            })
            .flatten()
    };
    theme_config_translation(site, inputs.locale, &key)
        .or_else(native_docs_label)
        .cloned()
        .unwrap_or_else(|| label.to_string())
}

/// The href of a navbar link: `to` a route of the site in `locale`, or `href` as written.
/// A `to` that is a full URL (`https://…`) is kept as written, as Docusaurus keeps it.
fn link_href(locale: &Locale, to: &Option<String>, href: &Option<String>) -> String {
    match (to, href) {
        (Some(to), _) if crate::links::is_external(to) => to.clone(),
        (Some(to), _) => encode_path(&locale.href(&normalize_link(to))),
        (None, Some(href)) => href.clone(),
        (None, None) => encode_path(&locale.href("/")),
    }
}

/// The route of the first page of sidebar `id` (`/` when it has none, or no such sidebar).
fn first_route_of(site: &Site, id: &str) -> String {
    let first = site.first_page_of(id).or_else(|| {
        site.sidebars
            .first()
            .and_then(|sidebar| sidebar.order.first())
    });
    match first {
        Some(PageRef::Doc(index)) => site.docs[*index].route.clone(),
        Some(PageRef::GeneratedIndex(route)) => route.clone(),
        None => "/".into(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::Path;

    use super::*;
    use crate::locale_data::locale_data;

    /// The locale data of `code` for the real Docusaurus site `compat/<name>`.
    fn compat_locale_data(name: &str, code: &str) -> LocaleData {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../compat")
            .join(name);
        let site = ampere_site::load_site(&root).expect("the compat site loads");
        let locale = site.locale(code).expect("the locale exists").clone();
        locale_data(
            &site,
            LocaleDataInputs {
                locale: &locale,
                locales: Vec::new(),
                sidebars: BTreeMap::new(),
                strings: BTreeMap::new(),
                search_index_url: String::new(),
            },
        )
    }

    #[test]
    fn navbar_and_footer_texts_come_from_the_locales_theme_classic_files() {
        let data = compat_locale_data("wails", "zh-Hans");
        let labels: Vec<&str> = data
            .navbar
            .items
            .iter()
            .filter_map(|item| item.label.as_deref())
            .collect();
        assert!(labels.contains(&"赞助我们 ❤"), "{labels:?}");
        assert!(labels.contains(&"博客"), "{labels:?}");
        assert!(data.site.footer.iter().any(|column| column.title == "文档"));
        let sponsor = data
            .navbar
            .items
            .iter()
            .find(|item| item.label.as_deref() == Some("赞助我们 ❤"));
        assert_eq!(
            sponsor.and_then(|item| item.href.as_deref()),
            Some("https://github.com/sponsors/leaanthony")
        );
    }

    #[test]
    fn doc_items_lead_to_their_doc_and_are_current_in_its_sidebar_only() {
        let data = compat_locale_data("yew", "ja");
        let item = |label: &str| {
            data.navbar
                .items
                .iter()
                .find(|item| item.label.as_deref() == Some(label))
                .unwrap_or_else(|| panic!("no navbar item {label}"))
        };
        assert_eq!(
            item("Docs").href.as_deref(),
            Some("/ja/docs/getting-started/introduction/")
        );
        assert_eq!(
            item("Community").href.as_deref(),
            Some("/ja/community/awesome/")
        );
        let community = &item("Community").active_sidebars;
        assert!(!community.is_empty());
        assert!(community
            .iter()
            .all(|key| !item("Docs").active_sidebars.contains(key)));
        assert!(
            item("Docs").active_sidebars.len() >= 2,
            "the docs sidebar of every version: {:?}",
            item("Docs").active_sidebars
        );
    }
}
