//! `ampere.toml`: the typed site configuration (SPEC §1, §3, §9).

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::{line_and_column, Diagnostic};

mod ask_ai;
pub use ask_ai::{AskAi, ChatBackend, Endpoint, DEFAULT_ENDPOINT};

mod navbar;
pub use navbar::check_sidebar_has_pages;

mod positions;
pub use positions::ConfigPositions;

mod paths;
pub use paths::RESERVED_FOLDERS;

mod locale_defaults;
pub use locale_defaults::fill_locale_defaults;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SiteConfig {
    pub title: String,
    #[serde(default)]
    pub tagline: String,
    #[serde(default = "default_favicon")]
    pub favicon: String,
    pub url: String,
    #[serde(default = "default_base_url")]
    pub base_url: String,
    /// Footer text; `{{field}}` placeholders are replaced with custom fields.
    #[serde(default)]
    pub copyright: String,
    #[serde(default)]
    pub custom_fields: CustomFields,
    #[serde(default)]
    pub navbar: Navbar,
    #[serde(default)]
    pub color_mode: ColorMode,
    #[serde(default)]
    pub table_of_contents: TableOfContents,
    #[serde(default)]
    pub search: SearchConfig,
    #[serde(default)]
    pub sitemap: SitemapConfig,
    #[serde(default)]
    pub announcement_bar: Option<AnnouncementBar>,
    /// Link columns above the copyright line (Docusaurus's `themeConfig.footer.links`).
    #[serde(default)]
    pub footer_links: Vec<FooterColumn>,
    /// The Ask-AI mode of the search dialog; absent: no Ask-AI mode.
    #[serde(default)]
    pub ask_ai: Option<AskAi>,
    #[serde(default)]
    pub redirects: Vec<Redirect>,
    #[serde(default)]
    pub i18n: I18n,
    /// The docs plugin's folder, routes and sidebars file (Docusaurus's classic preset `docs`).
    #[serde(default)]
    pub docs: DocsOptions,
    /// An API reference made from an OpenAPI file (`docusaurus-preset-openapi`'s `api`).
    #[serde(default)]
    pub openapi: Option<OpenApiOptions>,
    /// The site's own stylesheets (Docusaurus's `theme.customCss`), relative to the site or
    /// absolute: their primary colours (`--ifm-color-primary…`) become the theme's (`brand.rs`).
    #[serde(default)]
    pub custom_css: Vec<String>,
    /// Meta tags of every page (Docusaurus's `themeConfig.metadata`): each an attribute map,
    /// `{ name = "keywords", content = "…" }`.
    #[serde(default)]
    pub metadata: Vec<BTreeMap<String, String>>,
    /// The image shared pages show (Docusaurus's `themeConfig.image`), relative to the site:
    /// `og:image` and `twitter:image` of every page.
    #[serde(default)]
    pub image: Option<String>,
    /// Further instances of the docs plugin, each with its own folder, route and sidebars
    /// (Docusaurus's `plugins: [['@docusaurus/plugin-content-docs', {id, …}]]`).
    #[serde(default)]
    pub docs_plugins: Vec<DocsPlugin>,
    /// The blog (Docusaurus's classic preset `blog`); absent: no blog.
    #[serde(default)]
    pub blog: Option<BlogOptions>,
    /// How Markdown files are read (Docusaurus's `markdown` options).
    #[serde(default)]
    pub markdown: MarkdownOptions,
    /// What a broken link, anchor or image does to `ampere build` (as in Docusaurus).
    #[serde(default)]
    pub on_broken_links: OnBrokenLinks,
    /// What a link to a heading id the page does not have does (Docusaurus's default: warn).
    #[serde(default = "warn")]
    pub on_broken_anchors: OnBrokenLinks,
    /// Where each key stands in the file, for diagnostics.
    #[serde(skip)]
    pub positions: ConfigPositions,
    /// Routes that plugins of a Docusaurus configuration would make and ampere does not:
    /// a link into them is a warning naming the plugin, not a broken link.
    #[serde(skip)]
    pub foreign_routes: Vec<ForeignRoute>,
    /// Read from a `docusaurus.config.*` (whose code.json holds Docusaurus's own theme keys).
    #[serde(skip)]
    pub from_docusaurus: bool,
    /// The Docusaurus configuration as evaluated (what `useDocusaurusContext().siteConfig`
    /// gives the site's React pages).
    #[serde(skip)]
    pub docusaurus_value: Option<serde_json::Value>,
}

impl SiteConfig {
    /// The options of every docs plugin: the classic preset's, then each further instance's.
    pub fn all_docs_options(&self) -> impl Iterator<Item = &DocsOptions> {
        std::iter::once(&self.docs).chain(self.docs_plugins.iter().map(|plugin| &plugin.options))
    }

    /// Whether a docs plugin shows when its docs last changed (`showLastUpdateTime`/`Author`).
    pub fn shows_last_update(&self) -> bool {
        self.all_docs_options()
            .any(|options| options.show_last_update_time || options.show_last_update_author)
    }
}

/// The routes under `prefix` (`/api/`) that `owner` (a plugin ampere does not run) would make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForeignRoute {
    pub prefix: String,
    pub owner: String,
    /// Only the route itself (a page), not the routes under it.
    pub exact: bool,
}

/// `onBrokenLinks`: Docusaurus's setting of the same name, with its default.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum OnBrokenLinks {
    /// The build fails and writes nothing.
    #[default]
    Throw,
    /// The build goes on and prints each broken link.
    Warn,
}

/// `customFields`: any names, as in Docusaurus. Text values fill `{{name}}` placeholders in the
/// content; true/false values are the flags of `show_if` and `customProps.showIf`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(transparent)]
pub struct CustomFields(BTreeMap<String, FieldValue>);

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum FieldValue {
    Flag(bool),
    Text(String),
    /// Numbers, lists and tables: kept for the site's own code, never a placeholder.
    Other(serde::de::IgnoredAny),
}

impl CustomFields {
    /// Fields from name and text pairs (tests, and configurations read from Docusaurus).
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        CustomFields(
            pairs
                .into_iter()
                .map(|(name, value)| (name.to_string(), FieldValue::Text(value.to_string())))
                .collect(),
        )
    }

    pub fn insert(&mut self, name: String, value: FieldValue) {
        self.0.insert(name, value);
    }

    /// The text value of a placeholder name used in content, e.g. `brandName`.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.0.get(name) {
            Some(FieldValue::Text(text)) => Some(text),
            _ => None,
        }
    }

    /// The value of a flag used by `show_if` / `customProps.showIf`.
    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.0.get(name) {
            Some(FieldValue::Flag(value)) => Some(*value),
            _ => None,
        }
    }

    /// Every text value (the names placeholders put into the content).
    pub fn text_values(&self) -> impl Iterator<Item = &str> {
        self.0.values().filter_map(|value| match value {
            FieldValue::Text(text) => Some(text.as_str()),
            _ => None,
        })
    }

    /// The names that can be placeholders, for hints.
    pub fn text_names(&self) -> String {
        self.names(|value| matches!(value, FieldValue::Text(_)))
    }

    /// The names that can be flags, for hints.
    pub fn flag_names(&self) -> String {
        self.names(|value| matches!(value, FieldValue::Flag(_)))
    }

    fn names(&self, keep: impl Fn(&FieldValue) -> bool) -> String {
        let names: Vec<&str> = self
            .0
            .iter()
            .filter(|(_, value)| keep(value))
            .map(|(name, _)| name.as_str())
            .collect();
        if names.is_empty() {
            "none defined".to_string()
        } else {
            names.join(", ")
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct Navbar {
    pub hide_on_scroll: bool,
    /// The brand text beside the logo; absent: the site title.
    pub title: Option<String>,
    /// The brand image; absent: the favicon.
    pub logo: Option<NavbarLogo>,
    pub items: Vec<NavbarItem>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", tag = "type")]
pub enum NavbarItem {
    #[serde(rename = "docSidebar", rename_all = "camelCase")]
    DocSidebar {
        sidebar_id: String,
        position: Position,
        label: String,
    },
    #[serde(rename = "localeDropdown")]
    LocaleDropdown { position: Position },
    /// A link to one doc (Docusaurus's `type: 'doc'`), of the last version of the docs plugin
    /// `docsPluginId` (the default one when absent); the label defaults to the doc's sidebar label.
    #[serde(rename = "doc", rename_all = "camelCase")]
    Doc {
        doc_id: String,
        #[serde(default)]
        docs_plugin_id: Option<String>,
        #[serde(default)]
        label: Option<String>,
        #[serde(default = "left")]
        position: Position,
    },
    /// The docs versions (Docusaurus's `type: 'docsVersionDropdown'`).
    #[serde(rename = "docsVersionDropdown")]
    DocsVersionDropdown {
        #[serde(default = "left")]
        position: Position,
    },
    /// A menu of links under one label (Docusaurus's `type: 'dropdown'`).
    #[serde(rename = "dropdown", rename_all = "camelCase")]
    Dropdown {
        label: String,
        #[serde(default = "left")]
        position: Position,
        items: Vec<NavbarDropdownLink>,
    },
    /// Markup the site writes itself (Docusaurus's `type: 'html'`): a separator, a badge, a
    /// link with an icon. Shown as written, like Docusaurus; the Content-Security-Policy still
    /// keeps scripts and inline event handlers in it from running.
    #[serde(rename = "html", rename_all = "camelCase")]
    Html {
        value: String,
        #[serde(default = "left")]
        position: Position,
    },
    /// A link: `to` a route of the site (locale-prefixed) or `href` anywhere; its content is
    /// `html` (markup the site wrote, such as an icon) when given, else the label.
    #[serde(rename = "link", rename_all = "camelCase")]
    Link {
        label: String,
        #[serde(default)]
        html: Option<String>,
        #[serde(default)]
        to: Option<String>,
        #[serde(default)]
        href: Option<String>,
        #[serde(default = "left")]
        position: Position,
    },
}

fn left() -> Position {
    Position::Left
}

/// One link of a dropdown: `to` a route of the site (locale-prefixed) or `href` anywhere.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NavbarDropdownLink {
    pub label: String,
    #[serde(default)]
    pub to: Option<String>,
    #[serde(default)]
    pub href: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NavbarLogo {
    /// A file under `static/` (`img/logo.svg`) or an absolute URL.
    pub src: String,
    #[serde(default)]
    pub alt: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FooterColumn {
    #[serde(default)]
    pub title: String,
    pub items: Vec<FooterLink>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FooterLink {
    pub label: String,
    /// A route of the site (locale-prefixed) or an address elsewhere.
    pub href: String,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Position {
    Left,
    Right,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct ColorMode {
    pub default_mode: Mode,
    pub disable_switch: bool,
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    #[default]
    Light,
    Dark,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct TableOfContents {
    pub min_heading_level: u8,
    pub max_heading_level: u8,
}

impl Default for TableOfContents {
    fn default() -> Self {
        TableOfContents {
            min_heading_level: 2,
            max_heading_level: 3,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchConfig {
    pub app_id: String,
    pub api_key: String,
    pub index_name: String,
    pub contextual_search: bool,
    pub search_page_path: String,
    pub debounce_ms: u32,
    pub max_results: u32,
    /// Where "Let us know." on the no-results screen points (an issue form, a mail address page);
    /// absent: the link is not shown.
    pub report_missing_results_url: Option<String>,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            app_id: String::new(),
            api_key: String::new(),
            index_name: String::new(),
            contextual_search: true,
            search_page_path: "search".to_string(),
            debounce_ms: 300,
            max_results: 20,
            report_missing_results_url: None,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct SitemapConfig {
    pub changefreq: ChangeFrequency,
    pub priority: f32,
    pub ignore_patterns: Vec<String>,
}

impl Default for SitemapConfig {
    fn default() -> Self {
        SitemapConfig {
            changefreq: ChangeFrequency::Weekly,
            priority: 0.5,
            ignore_patterns: vec!["/tags/**".to_string()],
        }
    }
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ChangeFrequency {
    Always,
    Hourly,
    Daily,
    #[default]
    Weekly,
    Monthly,
    Yearly,
    Never,
}

impl ChangeFrequency {
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeFrequency::Always => "always",
            ChangeFrequency::Hourly => "hourly",
            ChangeFrequency::Daily => "daily",
            ChangeFrequency::Weekly => "weekly",
            ChangeFrequency::Monthly => "monthly",
            ChangeFrequency::Yearly => "yearly",
            ChangeFrequency::Never => "never",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AnnouncementBar {
    pub id: String,
    /// Trusted HTML.
    pub content: String,
    #[serde(default = "default_true")]
    pub is_closeable: bool,
}

fn default_true() -> bool {
    true
}

fn warn() -> OnBrokenLinks {
    OnBrokenLinks::Warn
}

fn default_favicon() -> String {
    "img/favicon.ico".to_string()
}

fn default_base_url() -> String {
    "/".to_string()
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Redirect {
    pub from: String,
    pub to: String,
    /// When true, every route under `from` redirects to the same rest under `to`.
    #[serde(default)]
    pub prefix: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct I18n {
    #[serde(default = "default_locale_code")]
    pub default_locale: String,
    /// Keyed by locale code; ordered by code here, listed in file order by `Site::locales`.
    /// A locale's keys left out take Docusaurus's defaults (`locale_defaults.rs`).
    #[serde(default)]
    pub locales: BTreeMap<String, LocaleConfig>,
}

impl Default for I18n {
    fn default() -> Self {
        I18n {
            default_locale: default_locale_code(),
            locales: BTreeMap::new(),
        }
    }
}

fn default_locale_code() -> String {
    "en".to_string()
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct LocaleConfig {
    pub label: String,
    pub direction: Option<Direction>,
    pub html_lang: String,
    pub calendar: String,
    pub path: String,
    pub translate: Option<bool>,
    pub url: String,
    pub base_url: String,
}

/// The blog options ampere implements, with Docusaurus's defaults.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct BlogOptions {
    /// The folder of the posts, relative to the site.
    pub path: String,
    /// The title of the list pages (Docusaurus's `blogTitle`; default "Blog", translated by a
    /// locale's `docusaurus-plugin-content-blog/options.json`).
    pub title: Option<String>,
    /// The URL path of the blog (`blog` → `/blog/`).
    pub route_base_path: String,
    /// Posts per list page.
    pub posts_per_page: usize,
}

impl Default for BlogOptions {
    fn default() -> Self {
        BlogOptions {
            path: "blog".to_string(),
            title: None,
            route_base_path: "blog".to_string(),
            posts_per_page: 10,
        }
    }
}

/// Docusaurus's `markdown` options that ampere implements.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct MarkdownOptions {
    pub format: MarkdownFormat,
    /// Docusaurus's `markdown.mermaid`: ```` ```mermaid ```` code blocks are drawn as diagrams.
    pub mermaid: bool,
}

/// `markdown.format`: `mdx` reads every page as MDX (Docusaurus's default, which a Docusaurus
/// configuration gets); `detect` (the default of `ampere.toml`) reads `.mdx` files as MDX and
/// `.md` files as CommonMark; `md` reads every page as CommonMark.
#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MarkdownFormat {
    Mdx,
    Md,
    #[default]
    Detect,
}

impl MarkdownOptions {
    /// Whether the page in `source` is read as MDX.
    pub fn reads_as_mdx(&self, source: &Path) -> bool {
        let is_mdx_file = source
            .extension()
            .is_some_and(|extension| extension == "mdx");
        match self.format {
            MarkdownFormat::Mdx => true,
            MarkdownFormat::Md => false,
            MarkdownFormat::Detect => is_mdx_file,
        }
    }
}

/// The classic preset's docs options that ampere implements, with Docusaurus's defaults.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct DocsOptions {
    /// The folder of the default locale's docs, relative to the site.
    pub path: String,
    /// The URL path the docs are served under (`docs` → `/docs/intro/`; `/` → `/intro/`).
    pub route_base_path: String,
    /// The sidebars file, relative to the site; absent: one sidebar made from the folders.
    pub sidebar_path: Option<String>,
    /// Docusaurus's `lastVersion` (`current` or a name from `versions.json`): the version served
    /// at the docs route. Default: the newest release, or `current` without `versions.json`.
    pub last_version: Option<String>,
    /// Docusaurus's `versions`: label, path, banner and badge of each version, by name.
    pub versions: BTreeMap<String, VersionOptions>,
    /// Docusaurus's `onlyIncludeVersions`: the versions built (all when absent).
    pub only_include_versions: Option<Vec<String>>,
    /// Docusaurus's `includeCurrentVersion` (default true): whether the docs folder is built
    /// when the site has released versions.
    pub include_current_version: bool,
    /// Docusaurus's `editUrl`: where a doc is edited, the doc's path under the site appended
    /// (`https://github.com/org/repo/edit/main/website/` → `…/website/docs/intro.md`).
    pub edit_url: Option<String>,
    /// Docusaurus's `editLocalizedFiles`: a translated doc's edit link leads to its translation.
    pub edit_localized_files: bool,
    /// Docusaurus's `editCurrentVersion`: every version's edit link leads to the current docs.
    pub edit_current_version: bool,
    /// Docusaurus's `showLastUpdateTime`: each doc shows when it last changed (its last commit,
    /// or front matter `last_update.date`).
    pub show_last_update_time: bool,
    /// Docusaurus's `showLastUpdateAuthor`: and who changed it.
    pub show_last_update_author: bool,
}

/// Where the OpenAPI file is and where its reference pages go (Docusaurus's openapi preset).
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct OpenApiOptions {
    /// The OpenAPI file (JSON or YAML), relative to the site.
    pub path: String,
    /// The URL path of the reference (`api` → `/api/`).
    pub route_base_path: String,
}

impl Default for OpenApiOptions {
    fn default() -> Self {
        OpenApiOptions {
            path: "openapi.json".to_string(),
            route_base_path: "api".to_string(),
        }
    }
}

/// A further docs plugin instance: its id (which names its translations folder,
/// `docusaurus-plugin-content-docs-<id>`) and its options.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DocsPlugin {
    pub id: String,
    #[serde(default)]
    pub options: DocsOptions,
}

/// One entry of the docs option `versions` (every field optional, as in Docusaurus).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub struct VersionOptions {
    pub label: Option<String>,
    pub path: Option<String>,
    pub banner: Option<String>,
    pub badge: Option<bool>,
}

impl Default for DocsOptions {
    fn default() -> Self {
        DocsOptions {
            path: "docs".to_string(),
            route_base_path: "docs".to_string(),
            sidebar_path: None,
            last_version: None,
            versions: BTreeMap::new(),
            only_include_versions: None,
            include_current_version: true,
            edit_url: None,
            edit_localized_files: false,
            edit_current_version: false,
            show_last_update_time: false,
            show_last_update_author: false,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    #[default]
    Ltr,
    Rtl,
}

impl LocaleConfig {
    /// The writing direction (filled from the code when the configuration leaves it out).
    pub fn direction(&self) -> Direction {
        self.direction.unwrap_or_default()
    }

    /// Whether the locale's content is translated (Docusaurus's `translate`, default true).
    pub fn translates(&self) -> bool {
        self.translate.unwrap_or(true)
    }
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        }
    }
}

/// The locale order of the spec; locales not listed here follow in code order.
pub const LOCALE_ORDER: [&str; 12] = [
    "nl", "en", "fr", "de", "it", "pl", "pt", "es", "sv", "ch", "ar", "hi",
];

/// Parses and checks `ampere.toml`.
pub fn parse_config(path: &Path, text: &str) -> Result<SiteConfig, Vec<Diagnostic>> {
    let mut config: SiteConfig = toml::from_str(text).map_err(|error| {
        let (line, column) = error
            .span()
            .map_or((0, 0), |span| line_and_column(text, span.start));
        vec![Diagnostic::new(path, line, column, error.message().trim().to_string())
            .with_hint("see the comments in site/ampere.toml and site/README.md for every key and its type")]
    })?;
    config.positions = ConfigPositions::read(text);
    fill_locale_defaults(&mut config);
    config.copyright = config
        .copyright
        .replace("{year}", &current_year().to_string());
    let mut problems = check_config(path, text, &config);
    problems.extend(paths::check_config_paths(path, &config));
    if problems.is_empty() {
        Ok(config)
    } else {
        Err(problems)
    }
}

/// The checks of [`parse_config`] for a configuration read from `docusaurus.config.*`.
pub fn check_docusaurus_config(path: &Path, config: &SiteConfig) -> Vec<Diagnostic> {
    let mut problems = check_config(path, "", config);
    problems.extend(paths::check_config_paths(path, config));
    problems
}

/// The current year (UTC), for `{year}` in the copyright line.
fn current_year() -> i64 {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    year_of_day(i64::try_from(seconds / 86_400).unwrap_or(0))
}

/// The Gregorian year of a day counted from 1970-01-01 (Howard Hinnant's civil-from-days).
fn year_of_day(days: i64) -> i64 {
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let year = year_of_era + era * 400;
    if month_index >= 10 {
        year + 1
    } else {
        year
    }
}

/// Rules that types alone cannot express.
fn check_config(path: &Path, text: &str, config: &SiteConfig) -> Vec<Diagnostic> {
    let mut problems = navbar::check_sidebar_ids(path, text, config);
    let locate = |key: &str| config.positions.of(key);
    if !config
        .i18n
        .locales
        .contains_key(&config.i18n.default_locale)
    {
        let (line, column) = locate("i18n.defaultLocale");
        problems.push(
            Diagnostic::new(
                path,
                line,
                column,
                format!(
                    "default locale `{}` is not one of the configured locales",
                    config.i18n.default_locale
                ),
            )
            .with_hint("add an [i18n.locales.<code>] table for it or pick a configured code"),
        );
    }
    let toc = &config.table_of_contents;
    if !(2..=6).contains(&toc.min_heading_level)
        || !(2..=6).contains(&toc.max_heading_level)
        || toc.min_heading_level > toc.max_heading_level
    {
        let (line, column) = locate("tableOfContents.minHeadingLevel");
        problems.push(
            Diagnostic::new(path, line, column, "table of contents levels must satisfy 2 <= minHeadingLevel <= maxHeadingLevel <= 6")
                .with_hint("the spec uses minHeadingLevel = 2 and maxHeadingLevel = 3"),
        );
    }
    if !(0.0..=1.0).contains(&config.sitemap.priority) {
        let (line, column) = locate("sitemap.priority");
        problems.push(
            Diagnostic::new(
                path,
                line,
                column,
                "sitemap priority must be between 0.0 and 1.0",
            )
            .with_hint("the spec uses 0.5"),
        );
    }
    for (code, locale) in &config.i18n.locales {
        let is_default = *code == config.i18n.default_locale;
        let expected = if is_default {
            "/".to_string()
        } else {
            format!("/{}/", locale.path)
        };
        if locale.base_url != expected {
            let (line, column) = locate(&format!("i18n.locales.{code}.baseUrl"));
            problems.push(
                Diagnostic::new(
                    path,
                    line,
                    column,
                    format!("locale `{code}` has baseUrl `{}`", locale.base_url),
                )
                .with_hint(format!("use baseUrl = \"{expected}\": the default locale is served at /, every other locale under /<path>/")),
            );
        }
    }
    problems
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod year_tests {
    use super::year_of_day;

    #[test]
    fn days_map_to_their_year() {
        assert_eq!(year_of_day(0), 1970);
        assert_eq!(year_of_day(364), 1970);
        assert_eq!(year_of_day(365), 1971);
        // 2024-12-31 and 2025-01-01.
        assert_eq!(year_of_day(20_088), 2024);
        assert_eq!(year_of_day(20_089), 2025);
        // 2026-11-24.
        assert_eq!(year_of_day(20_781), 2026);
    }
}
