//! The data handed to the theme (serde, camelCase). These types are the one source of the
//! engine↔theme contract: `theme/src/data/generated/contract.ts` is generated from them
//! (`make contract`; `make lint` fails when it is stale, see `tests/theme_contract.rs`).

use serde::Serialize;
use ts_rs::TS;

/// Writing direction of a locale.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Ltr,
    Rtl,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        }
    }
}

/// Which side of the navbar an item sits on.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum NavbarPosition {
    Left,
    Right,
}

/// What a navbar item is.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum NavbarItemKind {
    DocSidebar,
    LocaleDropdown,
    Link,
    Dropdown,
    Html,
    /// The docs versions, each linking to the page's doc in it (Docusaurus's
    /// `docsVersionDropdown`); the theme builds it from `LocaleData.versions`.
    DocsVersionDropdown,
}

/// The colour mode a first-time reader gets.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ColorModeName {
    Light,
    Dark,
}

impl ColorModeName {
    pub fn as_str(self) -> &'static str {
        match self {
            ColorModeName::Light => "light",
            ColorModeName::Dark => "dark",
        }
    }
}

/// 'category' cards lead to a category index, 'link' cards to a doc.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum CategoryCardKind {
    Link,
    Category,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LocaleInfo {
    pub code: String,
    pub label: String,
    pub direction: Direction,
    pub html_lang: String,
    pub prefix: String,
    pub data_url: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum SidebarItem {
    #[serde(rename = "link", rename_all = "camelCase")]
    Link {
        label: String,
        href: String,
        doc_id: String,
    },
    #[serde(rename = "category", rename_all = "camelCase")]
    Category {
        label: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        href: Option<String>,
        collapsible: bool,
        collapsed: bool,
        items: Vec<SidebarItem>,
    },
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NavbarItem {
    #[serde(rename = "type")]
    pub kind: NavbarItemKind,
    pub position: NavbarPosition,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
    /// The links of a `dropdown` item, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<NavbarDropdownItem>>")]
    pub items: Vec<NavbarDropdownItem>,
    /// The markup of an `html` item, as the site wrote it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub html: Option<String>,
    /// For an item that leads to the docs: the sidebars (keys of `LocaleData.sidebars`) on whose
    /// pages it is the current item; empty: current on every docs page.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub active_sidebars: Vec<String>,
}

/// One link of a navbar dropdown.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NavbarDropdownItem {
    pub label: String,
    pub href: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    /// Whether ```` ```mermaid ```` code blocks are drawn as diagrams (Docusaurus's
    /// `markdown.mermaid`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub mermaid: bool,
    pub title: String,
    pub tagline: String,
    pub url: String,
    pub base_url: String,
    pub favicon: String,
    /// The navbar's brand image and text.
    pub logo: String,
    pub logo_alt: String,
    pub navbar_title: String,
    pub copyright: String,
    /// Link columns above the copyright line.
    pub footer: Vec<FooterColumn>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FooterColumn {
    pub title: String,
    pub items: Vec<FooterLink>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FooterLink {
    pub label: String,
    pub href: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Navbar {
    pub hide_on_scroll: bool,
    pub items: Vec<NavbarItem>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ColorMode {
    pub default_mode: ColorModeName,
    pub disable_switch: bool,
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementBar {
    pub id: String,
    pub content: String,
    pub is_closeable: bool,
}

/// The search dialog's Ask-AI mode (absent when the site configures no endpoint).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AskAi {
    /// Questions are posted here; feedback to `<endpoint>/feedback`.
    pub endpoint: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SearchSettings {
    /// The locale's search pointer (`/search-index/<locale>.json`, a stable URL): a JSON object
    /// whose `core` names the current core index file.
    pub index_url: String,
    pub debounce_ms: u32,
    pub max_results: u32,
    pub search_page_path: String,
    /// Where "Let us know." on the no-results screen points (e.g. an issue form); hidden when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub report_missing_results_url: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TableOfContents {
    pub min_heading_level: u8,
    pub max_heading_level: u8,
}

/// One docs version as the theme shows it (SPEC §3 "Docs version").
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DocsVersion {
    /// `current` or a name from `versions.json`: what the stored preference holds.
    pub name: String,
    pub label: String,
    pub is_last: bool,
    /// The route its docs are under, in the locale (`/ja/docs/next/`).
    pub path: String,
    /// The href of its first doc in the locale (where the dropdown leads from a page the
    /// version does not have).
    pub main_href: String,
    /// The notice above its docs; none for the last version.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub banner: Option<VersionBannerKind>,
    /// Whether its doc pages show the version badge.
    pub badge: bool,
}

/// A doc's last change, as its page shows it.
#[derive(Debug, Clone, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LastUpdate {
    /// `YYYY-MM-DD`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub author: Option<String>,
}

/// What the version banner says: the version is newer than the last, or older.
#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum VersionBannerKind {
    Unreleased,
    Unmaintained,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LocaleData {
    pub locale: LocaleInfo,
    pub locales: Vec<LocaleInfo>,
    pub default_locale: String,
    pub site: SiteInfo,
    pub navbar: Navbar,
    pub color_mode: ColorMode,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub announcement_bar: Option<AnnouncementBar>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub ask_ai: Option<AskAi>,
    /// Every sidebar of the locale by id; a page names the one it shows.
    pub sidebars: std::collections::BTreeMap<String, Vec<SidebarItem>>,
    pub strings: std::collections::BTreeMap<String, String>,
    pub search: SearchSettings,
    pub table_of_contents: TableOfContents,
    pub versions: Vec<DocsVersion>,
}

#[derive(Debug, Clone, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct TocEntry {
    pub id: String,
    pub text: String,
    pub level: u8,
}

#[derive(Debug, Clone, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PageLink {
    pub label: String,
    pub href: String,
}

#[derive(Debug, Clone, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Breadcrumb {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PageFlags {
    pub hide_title: bool,
    pub hide_table_of_contents: bool,
    pub hide_footer: bool,
    pub unlisted: bool,
    pub draft: bool,
    /// This locale has no translation: the default locale's text is shown.
    pub untranslated: bool,
    /// The translation was made from an older version of the default locale's page.
    pub outdated: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CategoryCard {
    pub label: String,
    pub href: String,
    pub description: String,
    #[serde(rename = "type")]
    pub kind: CategoryCardKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub count: Option<usize>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CategoryContent {
    pub cards: Vec<CategoryCard>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LinkReportEntry {
    pub source: String,
    pub target: String,
    pub ok: bool,
}

#[derive(Debug, Clone, Copy, Serialize, TS, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum PageKind {
    Doc,
    Category,
    Search,
    NotFound,
    MarkdownPage,
    LinkReport,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PageData {
    /// The id of the sidebar shown with the page (a key of `LocaleData.sidebars`); none for
    /// pages without a sidebar.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sidebar: Option<String>,
    pub kind: PageKind,
    pub route: String,
    pub locale: String,
    pub title: String,
    /// The `<title>` of the page: "<page title> | <site title>", or the site title alone when the
    /// page title is empty or the same (see [`document_title`]).
    pub document_title: String,
    pub description: String,
    pub html: String,
    pub toc: Vec<TocEntry>,
    pub breadcrumbs: Vec<Breadcrumb>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub previous: Option<PageLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub next: Option<PageLink>,
    pub flags: PageFlags,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub category: Option<CategoryContent>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub link_report: Option<Vec<LinkReportEntry>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub edit_url: Option<String>,
    /// When the doc last changed (`YYYY-MM-DD`) and by whom, when its docs plugin shows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last_update: Option<LastUpdate>,
    /// On a site with several docs versions, the name of the version a doc or generated-index
    /// page belongs to (a name of `LocaleData.versions`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub version: Option<String>,
    /// For a doc of a site with several versions: version name → the href of the same doc (by
    /// id) in that version, for every other version that has it.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    #[ts(optional, as = "Option<std::collections::BTreeMap<String, String>>")]
    pub version_hrefs: std::collections::BTreeMap<String, String>,
}

/// What every server-rendered HTML page carries inline (`script#__ampere_page`). The page's
/// content HTML is left out (`html` is empty) when the document already holds it, rendered, in
/// the element marked `data-ampere-content`: the client reads it from there, so a page carries
/// its content once rather than twice.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BootData<'a> {
    pub page: &'a PageData,
    /// URL of the page's own locale data (the same as its `LocaleInfo::data_url`).
    pub locale_data_url: &'a str,
}

impl PageData {
    pub fn new(
        kind: PageKind,
        route: String,
        locale: &str,
        title: String,
        site_title: &str,
    ) -> Self {
        PageData {
            kind,
            route,
            locale: locale.to_string(),
            document_title: document_title(&title, site_title),
            title,
            description: String::new(),
            html: String::new(),
            toc: Vec::new(),
            breadcrumbs: Vec::new(),
            previous: None,
            next: None,
            flags: PageFlags::default(),
            category: None,
            link_report: None,
            edit_url: None,
            sidebar: None,
            version: None,
            version_hrefs: std::collections::BTreeMap::new(),
            last_update: None,
        }
    }
}

/// The document title rule, computed here once for the `<title>` the build writes and the one the
/// theme sets on client-side navigation.
pub fn document_title(page_title: &str, site_title: &str) -> String {
    if page_title.is_empty() || page_title == site_title {
        site_title.to_string()
    } else {
        format!("{page_title} | {site_title}")
    }
}

#[cfg(test)]
mod tests {
    use super::document_title;

    #[test]
    fn the_document_title_names_the_page_then_the_site() {
        assert_eq!(document_title("Grid limits", "Docs"), "Grid limits | Docs");
        assert_eq!(document_title("", "Docs"), "Docs");
        assert_eq!(document_title("Docs", "Docs"), "Docs");
    }
}
