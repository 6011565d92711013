//! The per-locale data every page shares: site facts, sidebar, strings, search settings.

use std::collections::BTreeMap;

use ampere_site::config::{Direction as ConfiguredDirection, Mode};
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

/// A navbar or footer text in `locale`: its translation in the locale's
/// `docusaurus-theme-classic/navbar.json` or `footer.json` (`key` is `navbar.item.label.Blog`,
/// `footer.copyright`, …), else `default` as the configuration writes it.
pub(crate) fn theme_config_text(site: &Site, locale: &Locale, key: &str, default: &str) -> String {
    theme_config_translation(site, locale, key)
        .cloned()
        .unwrap_or_else(|| default.to_string())
}

/// The locale's translation of a navbar or footer text, when its files have one.
pub(crate) fn theme_config_translation<'a>(
    site: &'a Site,
    locale: &Locale,
    key: &str,
) -> Option<&'a String> {
    site.translations
        .get(&locale.code)
        .and_then(|translations| translations.theme_config.get(key))
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
pub(crate) fn normalize_link(to: &str) -> String {
    let (path, rest) = match to.find(['#', '?']) {
        Some(index) => to.split_at(index),
        None => (to, ""),
    };
    format!("{}{rest}", ampere_site::route::normalize_route(path))
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

pub fn locale_data(site: &Site, inputs: LocaleDataInputs<'_>) -> LocaleData {
    let config = &site.config;
    let fields = &config.custom_fields;
    let navbar_items = navbar::navbar_items(site, &inputs);
    let this_locale = inputs
        .locales
        .iter()
        .find(|info| info.code == inputs.locale.code)
        .cloned()
        .unwrap_or_else(|| locale_info(inputs.locale, ""));
    let copyright = replace_placeholders(
        std::path::Path::new("ampere.toml"),
        &theme_config_text(site, inputs.locale, "footer.copyright", &config.copyright),
        0,
        fields,
    )
    .0;
    LocaleData {
        locale: this_locale,
        locales: inputs.locales,
        default_locale: config.i18n.default_locale.clone(),
        site: SiteInfo {
            mermaid: config.markdown.mermaid,
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
                .map(|logo| theme_config_text(site, inputs.locale, "navbar.logo.alt", &logo.alt))
                .unwrap_or_default(),
            navbar_title: theme_config_text(
                site,
                inputs.locale,
                "navbar.title",
                config.navbar.title.as_ref().unwrap_or(&config.title),
            ),
            footer: config
                .footer_links
                .iter()
                .map(|column| FooterColumn {
                    title: theme_config_text(
                        site,
                        inputs.locale,
                        &format!("footer.link.title.{}", column.title),
                        &column.title,
                    ),
                    items: column
                        .items
                        .iter()
                        .map(|link| FooterLink {
                            label: theme_config_text(
                                site,
                                inputs.locale,
                                &format!("footer.link.item.label.{}", link.label),
                                &link.label,
                            ),
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

/// The default docs plugin's versions in Docusaurus's order (current, then `versions.json`), as
/// the theme shows them in `locale`.
fn docs_versions(site: &Site, locale: &Locale) -> Vec<DocsVersion> {
    let mut versions: Vec<(usize, DocsVersion)> = site
        .versions
        .iter()
        .enumerate()
        .filter(|(_, version)| version.plugin_id == ampere_site::versions::DEFAULT_PLUGIN)
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

mod navbar;

#[cfg(test)]
mod tests;
