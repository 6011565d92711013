//! The data handed to the theme: mirrors `theme/src/data/types.ts` (serde, camelCase).

use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LocaleInfo {
    pub code: String,
    pub label: String,
    pub direction: &'static str,
    pub html_lang: String,
    pub prefix: String,
    pub data_url: String,
}

#[derive(Debug, Clone, Serialize)]
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
        href: Option<String>,
        collapsible: bool,
        collapsed: bool,
        items: Vec<SidebarItem>,
    },
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NavbarItem {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub position: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    pub title: String,
    pub tagline: String,
    pub url: String,
    pub base_url: String,
    pub favicon: String,
    pub brand_name: String,
    pub controller_name: String,
    pub insights_name: String,
    pub insights_url: String,
    pub copyright: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Navbar {
    pub hide_on_scroll: bool,
    pub items: Vec<NavbarItem>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ColorMode {
    pub default_mode: &'static str,
    pub disable_switch: bool,
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementBar {
    pub id: String,
    pub content: String,
    pub is_closeable: bool,
}

/// The search dialog's Ask-AI mode (absent when the site configures no endpoint).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AskAi {
    /// Questions are posted here; feedback to `<endpoint>/feedback`.
    pub endpoint: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchSettings {
    pub index_url: String,
    pub debounce_ms: u32,
    pub max_results: u32,
    pub search_page_path: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableOfContents {
    pub min_heading_level: u8,
    pub max_heading_level: u8,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Version {
    pub name: String,
    pub label: String,
    pub is_last: bool,
    pub path: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LocaleData {
    pub locale: LocaleInfo,
    pub locales: Vec<LocaleInfo>,
    pub default_locale: String,
    pub site: SiteInfo,
    pub navbar: Navbar,
    pub color_mode: ColorMode,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub announcement_bar: Option<AnnouncementBar>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ask_ai: Option<AskAi>,
    pub sidebar: Vec<SidebarItem>,
    pub strings: std::collections::BTreeMap<String, String>,
    pub search: SearchSettings,
    pub table_of_contents: TableOfContents,
    pub versions: Vec<Version>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct TocEntry {
    pub id: String,
    pub text: String,
    pub level: u8,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PageLink {
    pub label: String,
    pub href: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Breadcrumb {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageFlags {
    pub hide_title: bool,
    pub hide_table_of_contents: bool,
    pub hide_footer: bool,
    pub unlisted: bool,
    pub draft: bool,
    pub untranslated: bool,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryCard {
    pub label: String,
    pub href: String,
    pub description: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryContent {
    pub cards: Vec<CategoryCard>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkReportEntry {
    pub source: String,
    pub target: String,
    pub ok: bool,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum PageKind {
    Doc,
    Category,
    Search,
    NotFound,
    MarkdownPage,
    LinkReport,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageData {
    pub kind: PageKind,
    pub route: String,
    pub locale: String,
    pub title: String,
    pub description: String,
    pub html: String,
    pub toc: Vec<TocEntry>,
    pub breadcrumbs: Vec<Breadcrumb>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous: Option<PageLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<PageLink>,
    pub flags: PageFlags,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<CategoryContent>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link_report: Option<Vec<LinkReportEntry>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
}

impl PageData {
    pub fn new(kind: PageKind, route: String, locale: &str, title: String) -> Self {
        PageData {
            kind,
            route,
            locale: locale.to_string(),
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
        }
    }
}
