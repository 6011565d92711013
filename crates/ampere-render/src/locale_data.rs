//! The per-locale data every page shares: site facts, sidebar, strings, search settings.

use std::collections::BTreeMap;

use ampere_site::config::{
    Direction as ConfiguredDirection, Mode, NavbarItem as ConfiguredNavbarItem, Position,
};
use ampere_site::placeholders::replace_placeholders;
use ampere_site::sidebar::{SidebarCategory, SidebarNode};
use ampere_site::{Locale, Site};

use crate::page_data::*;
use crate::url_path::encode_path;

pub use ampere_site::translation_keys::{announcement_key, category_label_key};

/// Translates a category label (or keeps the default-locale one).
pub fn category_label(site: &Site, locale: &Locale, category: &SidebarCategory) -> String {
    site.translations
        .get(&locale.code)
        .and_then(|translations| {
            translations.sidebar.get(&category_label_key(
                &category.sidebar_id,
                &category.translation_key,
            ))
        })
        .map(|text| {
            replace_placeholders(
                std::path::Path::new(""),
                text,
                0,
                &site.config.custom_fields,
            )
            .0
        })
        .unwrap_or_else(|| category.label.clone())
}

pub fn locale_info(locale: &Locale, data_url: &str) -> LocaleInfo {
    LocaleInfo {
        code: locale.code.clone(),
        label: locale.config.label.clone(),
        direction: match locale.config.direction() {
            ConfiguredDirection::Ltr => Direction::Ltr,
            ConfiguredDirection::Rtl => Direction::Rtl,
        },
        html_lang: locale.config.html_lang.clone(),
        prefix: locale.prefix.clone(),
        data_url: data_url.to_string(),
    }
}

/// Theme strings for `locale`: the theme's English catalogue with the locale's `code.json` over it.
pub fn strings_for(
    site: &Site,
    locale: &Locale,
    defaults: &BTreeMap<String, String>,
) -> BTreeMap<String, String> {
    let mut strings = defaults.clone();
    if let Some(translations) = site.translations.get(&locale.code) {
        for (key, value) in &translations.code {
            strings.insert(key.clone(), value.clone());
        }
    }
    strings
}

pub fn sidebar_items(site: &Site, locale: &Locale, nodes: &[SidebarNode]) -> Vec<SidebarItem> {
    nodes
        .iter()
        .map(|node| match node {
            SidebarNode::Doc(index) => {
                let (doc, _) = site.localized_doc(locale, &site.docs[*index]);
                SidebarItem::Link {
                    label: doc.sidebar_label.clone(),
                    href: encode_path(&locale.href(&doc.route)),
                    doc_id: doc.id.clone(),
                }
            }
            SidebarNode::Link { label, href } => SidebarItem::Link {
                label: label.clone(),
                href: href.clone(),
                doc_id: String::new(),
            },
            SidebarNode::Category(category) => {
                let href = category
                    .link_doc
                    .map(|index| site.docs[index].route.clone())
                    .or_else(|| category.generated_index.clone())
                    .map(|route| encode_path(&locale.href(&route)));
                SidebarItem::Category {
                    label: category_label(site, locale, category),
                    href,
                    collapsible: category.collapsible,
                    collapsed: category.collapsed,
                    items: sidebar_items(site, locale, &category.items),
                }
            }
        })
        .collect()
}

/// A file of the site (`img/logo.svg`) as its URL path, or an absolute URL as it is.
fn asset_url(src: &str) -> String {
    if src.contains("://") || src.starts_with("//") {
        src.to_string()
    } else {
        format!("/{}", src.trim_start_matches('/'))
    }
}

/// A navbar `to` as a route of the site (`/blog` → `/blog/`, `docs/intro` → `/docs/intro/`).
fn normalize_link(to: &str) -> String {
    let (path, rest) = match to.find(['#', '?']) {
        Some(index) => to.split_at(index),
        None => (to, ""),
    };
    format!("{}{rest}", ampere_site::route::normalize_route(path))
}

/// The route of the first page of sidebar `id` (`/` when it has none, or no such sidebar).
fn first_route_of(site: &Site, id: &str) -> String {
    let first = site.first_page_of(id).or_else(|| {
        site.sidebars
            .first()
            .and_then(|sidebar| sidebar.order.first())
    });
    match first {
        Some(ampere_site::sidebar::PageRef::Doc(index)) => site.docs[*index].route.clone(),
        Some(ampere_site::sidebar::PageRef::GeneratedIndex(route)) => route.clone(),
        None => "/".into(),
    }
}

/// Every sidebar of the site as the theme shows it in `locale`, by id.
pub fn sidebars_of(site: &Site, locale: &Locale) -> BTreeMap<String, Vec<SidebarItem>> {
    site.sidebars
        .iter()
        .map(|sidebar| {
            (
                sidebar.key.clone(),
                sidebar_items(site, locale, &sidebar.nodes),
            )
        })
        .collect()
}

pub struct LocaleDataInputs<'a> {
    pub locale: &'a Locale,
    pub locales: Vec<LocaleInfo>,
    pub sidebars: BTreeMap<String, Vec<SidebarItem>>,
    pub strings: BTreeMap<String, String>,
    pub search_index_url: String,
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

pub fn locale_data(site: &Site, inputs: LocaleDataInputs<'_>) -> LocaleData {
    let config = &site.config;
    let fields = &config.custom_fields;
    let position = |position: Position| match position {
        Position::Left => NavbarPosition::Left,
        Position::Right => NavbarPosition::Right,
    };
    let navbar_items = config
        .navbar
        .items
        .iter()
        .map(|item| match item {
            ConfiguredNavbarItem::DocSidebar {
                position: place,
                label,
                sidebar_id,
            } => NavbarItem {
                kind: NavbarItemKind::DocSidebar,
                position: position(*place),
                label: Some(
                    inputs
                        .strings
                        .get(ampere_site::translation_keys::NAVBAR_DOCS_KEY)
                        .cloned()
                        .unwrap_or_else(|| label.clone()),
                ),
                href: Some(encode_path(
                    &inputs.locale.href(&first_route_of(site, sidebar_id)),
                )),
                items: Vec::new(),
                html: None,
            },
            ConfiguredNavbarItem::Link {
                label,
                to,
                href,
                position: place,
            } => NavbarItem {
                kind: NavbarItemKind::Link,
                position: position(*place),
                label: Some(label.clone()),
                href: Some(link_href(inputs.locale, to, href)),
                items: Vec::new(),
                html: None,
            },
            ConfiguredNavbarItem::Dropdown {
                label,
                position: place,
                items,
            } => NavbarItem {
                kind: NavbarItemKind::Dropdown,
                position: position(*place),
                label: Some(label.clone()),
                href: None,
                items: items
                    .iter()
                    .map(|link| NavbarDropdownItem {
                        label: link.label.clone(),
                        href: link_href(inputs.locale, &link.to, &link.href),
                    })
                    .collect(),
                html: None,
            },
            ConfiguredNavbarItem::Html {
                value,
                position: place,
            } => NavbarItem {
                kind: NavbarItemKind::Html,
                position: position(*place),
                label: None,
                href: None,
                items: Vec::new(),
                html: Some(value.clone()),
            },
            ConfiguredNavbarItem::DocsVersionDropdown { position: place } => NavbarItem {
                kind: NavbarItemKind::DocsVersionDropdown,
                position: position(*place),
                label: None,
                href: None,
                items: Vec::new(),
                html: None,
            },
            ConfiguredNavbarItem::LocaleDropdown { position: place } => NavbarItem {
                kind: NavbarItemKind::LocaleDropdown,
                position: position(*place),
                label: None,
                href: None,
                items: Vec::new(),
                html: None,
            },
        })
        .collect();
    let this_locale = inputs
        .locales
        .iter()
        .find(|info| info.code == inputs.locale.code)
        .cloned()
        .unwrap_or_else(|| locale_info(inputs.locale, ""));
    let copyright = replace_placeholders(
        std::path::Path::new("ampere.toml"),
        &config.copyright,
        0,
        fields,
    )
    .0;
    LocaleData {
        locale: this_locale,
        locales: inputs.locales,
        default_locale: config.i18n.default_locale.clone(),
        site: SiteInfo {
            title: config.title.clone(),
            tagline: config.tagline.clone(),
            url: config.url.clone(),
            base_url: format!("{}/", inputs.locale.prefix),
            favicon: format!("/{}", config.favicon.trim_start_matches('/')),
            logo: config.navbar.logo.as_ref().map_or_else(
                || format!("/{}", config.favicon.trim_start_matches('/')),
                |logo| asset_url(&logo.src),
            ),
            logo_alt: config
                .navbar
                .logo
                .as_ref()
                .map(|logo| logo.alt.clone())
                .unwrap_or_default(),
            navbar_title: config
                .navbar
                .title
                .clone()
                .unwrap_or_else(|| config.title.clone()),
            footer: config
                .footer_links
                .iter()
                .map(|column| FooterColumn {
                    title: column.title.clone(),
                    items: column
                        .items
                        .iter()
                        .map(|link| FooterLink {
                            label: link.label.clone(),
                            href: if link.href.starts_with('/') && !link.href.starts_with("//") {
                                encode_path(&inputs.locale.href(&normalize_link(&link.href)))
                            } else {
                                link.href.clone()
                            },
                        })
                        .collect(),
                })
                .collect(),
            copyright,
        },
        navbar: Navbar {
            hide_on_scroll: config.navbar.hide_on_scroll,
            items: navbar_items,
        },
        color_mode: ColorMode {
            default_mode: match config.color_mode.default_mode {
                Mode::Light => ColorModeName::Light,
                Mode::Dark => ColorModeName::Dark,
            },
            disable_switch: config.color_mode.disable_switch,
            respect_prefers_color_scheme: config.color_mode.respect_prefers_color_scheme,
        },
        announcement_bar: config.announcement_bar.as_ref().map(|bar| AnnouncementBar {
            id: bar.id.clone(),
            content: inputs
                .strings
                .get(&announcement_key(&bar.id))
                .cloned()
                .unwrap_or_else(|| bar.content.clone()),
            is_closeable: bar.is_closeable,
        }),
        ask_ai: config.ask_ai.as_ref().map(|ask_ai| AskAi {
            endpoint: ask_ai.endpoint.as_str().to_string(),
        }),
        sidebars: inputs.sidebars,
        strings: inputs.strings,
        search: SearchSettings {
            index_url: inputs.search_index_url,
            debounce_ms: config.search.debounce_ms,
            max_results: config.search.max_results,
            search_page_path: config.search.search_page_path.clone(),
            report_missing_results_url: config.search.report_missing_results_url.clone(),
        },
        table_of_contents: TableOfContents {
            min_heading_level: config.table_of_contents.min_heading_level,
            max_heading_level: config.table_of_contents.max_heading_level,
        },
        versions: docs_versions(site, inputs.locale),
    }
}

/// The site's docs versions in Docusaurus's order (current, then `versions.json`), as the
/// theme shows them in `locale`.
fn docs_versions(site: &Site, locale: &Locale) -> Vec<DocsVersion> {
    let mut versions: Vec<(usize, DocsVersion)> = site
        .versions
        .iter()
        .enumerate()
        .map(|(index, version)| {
            let main_route = site
                .sidebars
                .iter()
                .filter(|sidebar| sidebar.version == index)
                .find_map(|sidebar| sidebar.order.first())
                .map(|page| match page {
                    ampere_site::sidebar::PageRef::Doc(doc) => site.docs[*doc].route.clone(),
                    ampere_site::sidebar::PageRef::GeneratedIndex(route) => route.clone(),
                })
                .unwrap_or_else(|| version.route_base.clone());
            let entry = DocsVersion {
                name: version.name.clone(),
                label: version.label.clone(),
                is_last: version.is_last,
                path: encode_path(&locale.href(&version.route_base)),
                main_href: encode_path(&locale.href(&main_route)),
                banner: version.banner.map(|banner| match banner {
                    ampere_site::model::VersionBanner::Unreleased => VersionBannerKind::Unreleased,
                    ampere_site::model::VersionBanner::Unmaintained => {
                        VersionBannerKind::Unmaintained
                    }
                }),
                badge: version.badge,
            };
            (version.rank, entry)
        })
        .collect();
    versions.sort_by_key(|(rank, _)| *rank);
    versions.into_iter().map(|(_, version)| version).collect()
}

#[cfg(test)]
mod tests;
