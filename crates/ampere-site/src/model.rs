//! The loaded, validated site: locales, docs, folders and translations.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::category::CategoryFile;
use crate::config::{LocaleConfig, SiteConfig};
use crate::front_matter::FrontMatter;
use crate::sidebar::{PageRef, Sidebar};

#[derive(Debug, Clone)]
pub struct Site {
    /// The site folder (holding ampere.toml).
    pub root: PathBuf,
    pub config: SiteConfig,
    /// Every locale, default first, then in the spec's order.
    pub locales: Vec<Locale>,
    /// Default-locale docs that are built (drafts and hidden pages left out), of every docs
    /// version: the last version's first.
    pub docs: Vec<Doc>,
    /// The docs versions (`versions.rs`), the last version first; a site without
    /// `versions.json` has one, `current`.
    pub versions: Vec<DocsVersion>,
    /// Standalone pages from `pages/` (no sidebar).
    pub pages: Vec<Doc>,
    /// Per non-default locale: translated docs, theme strings and sidebar labels.
    pub translations: BTreeMap<String, Translations>,
    /// The sidebars of every version, each with its reading order, built once when the site is
    /// loaded: the sidebars file's, or the one generated from the docs folder.
    pub sidebars: Vec<Sidebar>,
    /// Files under `static/`, listed once at load: (source path, URL path `/img/logo.svg`).
    pub static_files: Vec<(PathBuf, String)>,
    /// Files beside the docs (images, downloads), by path relative to the docs folder, with the
    /// URL they are copied to (they are in `static_files` too).
    pub co_located: BTreeMap<String, String>,
    /// Per locale code: the synonym groups the search uses (`synonyms.rs`).
    pub synonyms: BTreeMap<String, Vec<Vec<String>>>,
    /// The figures (SVG drawings under `static/img/figures/`), by URL (`figures.rs`).
    pub figures: BTreeMap<String, crate::figures::Figure>,
    /// Per locale code: each figure's translated labels (`i18n/<locale>/figures.json`).
    pub figure_labels: BTreeMap<String, crate::figures::FigureLabels>,
    /// When each file last changed (from git), read when a docs plugin shows it
    /// (`showLastUpdateTime` / `showLastUpdateAuthor`); empty otherwise.
    pub last_changes: std::collections::HashMap<PathBuf, crate::last_update::LastChange>,
    /// Problems found while loading that do not stop the build.
    pub warnings: Vec<crate::diagnostic::Diagnostic>,
}

#[derive(Debug, Clone)]
pub struct Locale {
    pub code: String,
    pub config: LocaleConfig,
    /// `""` for the default locale, else `/<path>`.
    pub prefix: String,
    pub is_default: bool,
}

impl Locale {
    /// The full URL path of a locale-relative route (`/app/` → `/hi/app/`).
    pub fn href(&self, route: &str) -> String {
        format!("{}{}", self.prefix, route)
    }
}

/// One Markdown page.
#[derive(Debug, Clone)]
pub struct Doc {
    /// Docusaurus doc id: folder path and name without number prefixes (`Controller/installation`).
    pub id: String,
    /// Source file relative to the site root (`docs/Controller/installation.md`).
    pub source: PathBuf,
    /// Path relative to the docs folder, as used for translations (`Controller/installation.md`),
    /// after the version's `key_prefix` (`version-1.0/intro.md` for a version not served at the
    /// docs route).
    pub relative_path: String,
    /// Index into `Site::versions` (0 for pages and blog posts).
    pub version: usize,
    /// Route relative to the locale root, with both slashes (`/installation/`).
    pub route: String,
    pub title: String,
    pub sidebar_label: String,
    pub position: Option<f64>,
    pub front_matter: FrontMatter,
    /// Markdown body with placeholders replaced.
    pub body: String,
    /// The page's HTML when it is not Markdown (a React page, server-rendered): shown as it is.
    pub html: Option<String>,
    /// Lines before the body in the source file.
    pub body_line_offset: usize,
    /// The line in the source file of each top-level front matter key (`pagination_next` → 4).
    pub front_matter_lines: BTreeMap<String, usize>,
}

/// One docs version: where its docs, sidebars and translations are, and its route.
#[derive(Debug, Clone)]
pub struct DocsVersion {
    /// The docs plugin it belongs to (`default`, or a further instance's id).
    pub plugin_id: String,
    /// `current` (the docs folder) or a name from `versions.json`.
    pub name: String,
    /// Shown in the version dropdown and badge (`Next`, `2.0`, or the docs option's label).
    pub label: String,
    /// The route its docs are under, with both slashes (`/docs/`, `/docs/next/`).
    pub route_base: String,
    /// Its docs folder, relative to the site.
    pub path: String,
    /// Its sidebars file, relative to the site; none: one sidebar made from the folders.
    pub sidebar_path: Option<String>,
    /// Its folder under `i18n/<locale>/` (`docusaurus-plugin-content-docs/current`,
    /// `docusaurus-plugin-content-docs/version-<name>`, `docusaurus-plugin-content-docs-<plugin>/current`),
    /// which also names its sidebar translations file (with `.json`).
    pub translation_folder: String,
    /// What starts its docs' `Doc::relative_path`: empty for the default plugin's last version,
    /// else the translation folder and a slash, so that every version's paths are distinct.
    pub key_prefix: String,
    /// Whether it is the version its plugin serves at its docs route.
    pub is_last: bool,
    /// Its place in Docusaurus's order (current, then `versions.json`), for the dropdown.
    pub rank: usize,
    pub banner: Option<VersionBanner>,
    /// Whether its pages show the version badge.
    pub badge: bool,
    /// The folder tree of its docs, for the sidebar.
    pub tree: Folder,
    /// Whether its sidebars come from a sidebars file (then a doc no sidebar lists has none).
    pub sidebars_from_file: bool,
}

impl DocsVersion {
    /// The key of its sidebar `id` in the theme's data: the id for the site's primary docs,
    /// else prefixed with the version (and the plugin, for a further docs plugin).
    pub fn sidebar_key(&self, id: &str) -> String {
        if self.key_prefix.is_empty() {
            id.to_string()
        } else if self.plugin_id == crate::versions::DEFAULT_PLUGIN {
            format!("{}/{id}", self.name)
        } else {
            format!("{}/{}/{id}", self.plugin_id, self.name)
        }
    }
}

/// The notice above the docs of a version that is not the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VersionBanner {
    /// A version newer than the last (`next`): "unreleased documentation".
    Unreleased,
    /// An older release: "no longer actively maintained".
    Unmaintained,
}

/// A folder under `docs/`: a sidebar category (the root folder is the sidebar itself).
#[derive(Debug, Clone, Default)]
pub struct Folder {
    /// Folder name as on disk (`8-Local control modes`).
    pub name: String,
    /// Source path relative to the site root.
    pub source: PathBuf,
    pub category: CategoryFile,
    /// Label after placeholders; the folder name without number prefix by default.
    pub label: String,
    pub position: Option<f64>,
    /// Indices into `Site::docs`, for the docs directly in this folder.
    pub docs: Vec<usize>,
    pub folders: Vec<Folder>,
    /// Route of the generated index page (`/category/legal/`), when the category has one.
    pub generated_index: Option<String>,
    /// Doc id of the category's own page, when its link is a doc.
    pub link_doc: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub struct Translations {
    /// Translated docs keyed by `Doc::relative_path`.
    pub docs: BTreeMap<String, Doc>,
    /// Theme strings from `code.json` (key → message).
    pub code: BTreeMap<String, String>,
    /// Sidebar labels from `docusaurus-plugin-content-docs/current.json` (key → message).
    pub sidebar: BTreeMap<String, String>,
    /// Navbar and footer texts from `docusaurus-theme-classic/navbar.json` and `footer.json`,
    /// keyed `navbar.<key>` and `footer.<key>` (`navbar.item.label.Blog`, `footer.copyright`).
    pub theme_config: BTreeMap<String, String>,
    /// Line and column of each key in `code.json` and in `current.json`.
    pub code_positions: BTreeMap<String, (usize, usize)>,
    pub sidebar_positions: BTreeMap<String, (usize, usize)>,
    /// The locale's standalone pages and blog pages, when it translates any of them (else the
    /// default locale's `Site::pages` are shown); see `Site::pages_of`.
    pub pages: Option<Vec<Doc>>,
    /// The source hash each translated page was translated from (`translation_status`).
    pub source_hashes: BTreeMap<String, String>,
}

impl Translations {
    /// Where `key` stands in the catalogue's file, or (0, 0).
    pub fn position(
        &self,
        catalogue: crate::translation_keys::Catalogue,
        key: &str,
    ) -> (usize, usize) {
        let positions = match catalogue {
            crate::translation_keys::Catalogue::Code => &self.code_positions,
            crate::translation_keys::Catalogue::Sidebar => &self.sidebar_positions,
        };
        positions.get(key).copied().unwrap_or((0, 0))
    }
}

impl Site {
    /// The synonym groups of locale `code` (none when it has no list).
    pub fn synonyms_of(&self, code: &str) -> &[Vec<String>] {
        self.synonyms.get(code).map_or(&[], Vec::as_slice)
    }

    pub fn default_locale(&self) -> &Locale {
        &self.locales[0]
    }

    pub fn locale(&self, code: &str) -> Option<&Locale> {
        self.locales.iter().find(|locale| locale.code == code)
    }

    /// The doc of `locale` for a default-locale doc: its translation, or the doc itself.
    /// The flag says whether the text is translated.
    pub fn localized_doc<'a>(&'a self, locale: &Locale, doc: &'a Doc) -> (&'a Doc, bool) {
        if locale.is_default {
            return (doc, true);
        }
        match self
            .translations
            .get(&locale.code)
            .and_then(|translations| translations.docs.get(&doc.relative_path))
        {
            Some(translated) => (translated, true),
            None => (doc, false),
        }
    }

    /// The sidebar shown with doc `index`: the first that lists it; without a sidebars file,
    /// its version's generated sidebar for every doc (as the portal has always shown it).
    pub fn sidebar_of_doc(&self, index: usize) -> Option<&Sidebar> {
        let version = self.docs[index].version;
        self.sidebars
            .iter()
            .find(|sidebar| sidebar.has_doc(index))
            .or_else(|| {
                (!self.versions[version].sidebars_from_file)
                    .then(|| {
                        self.sidebars
                            .iter()
                            .find(|sidebar| sidebar.version == version)
                    })
                    .flatten()
            })
    }

    /// Whether the theme shows the version of doc pages of version `version`: it is one of
    /// several versions of the default docs plugin (the one the version dropdown lists).
    pub fn shows_version(&self, version: usize) -> bool {
        let plugin = &self.versions[version].plugin_id;
        plugin == crate::versions::DEFAULT_PLUGIN
            && self
                .versions
                .iter()
                .filter(|other| &other.plugin_id == plugin)
                .count()
                > 1
    }

    /// The options of the docs plugin `plugin_id` (the classic preset's for the default one).
    pub fn docs_options(&self, plugin_id: &str) -> &crate::config::DocsOptions {
        self.config
            .docs_plugins
            .iter()
            .find(|plugin| plugin.id == plugin_id)
            .map_or(&self.config.docs, |plugin| &plugin.options)
    }

    /// Where doc `index` is edited, shown in `locale` (`shown` is its text there, `translated`
    /// whether that is a translation), from its plugin's `editUrl`; none without one.
    pub fn edit_url_of(
        &self,
        index: usize,
        shown: &Doc,
        translated: bool,
        locale: &Locale,
    ) -> Option<String> {
        let original = &self.docs[index];
        let version = &self.versions[original.version];
        let options = self.docs_options(&version.plugin_id);
        let base = options.edit_url.as_ref()?;
        let path = if translated && !locale.is_default && options.edit_localized_files {
            shown.source.clone()
        } else if options.edit_current_version {
            let current = self.versions.iter().find(|other| {
                other.plugin_id == version.plugin_id && other.name == crate::versions::CURRENT
            })?;
            let within = original
                .source
                .strip_prefix(&version.path)
                .unwrap_or(&original.source);
            std::path::Path::new(&current.path).join(within)
        } else {
            original.source.clone()
        };
        let path = path.to_string_lossy().replace('\\', "/");
        Some(format!(
            "{}/{}",
            base.trim_end_matches('/'),
            path.trim_start_matches("./")
        ))
    }

    /// The standalone and blog pages of `locale`: its own when it translates any, else the
    /// default locale's.
    pub fn pages_of(&self, locale: &Locale) -> &[Doc] {
        self.translations
            .get(&locale.code)
            .and_then(|translations| translations.pages.as_deref())
            .unwrap_or(&self.pages)
    }

    /// When `shown` (doc `index` in a locale) last changed and by whom, as its plugin shows it
    /// (`showLastUpdateTime` / `showLastUpdateAuthor`): front matter `last_update` first, then
    /// git; none when the plugin shows neither or nothing is known.
    pub fn last_update_of(
        &self,
        index: usize,
        shown: &Doc,
    ) -> Option<(Option<String>, Option<String>)> {
        let version = &self.versions[self.docs[index].version];
        let options = self.docs_options(&version.plugin_id);
        if !options.show_last_update_time && !options.show_last_update_author {
            return None;
        }
        let written = shown.front_matter.last_update.as_ref();
        let from_git = self.last_changes.get(&shown.source);
        let date = written
            .and_then(|update| update.date.clone())
            .or_else(|| from_git.map(|change| change.date.clone()))
            .filter(|_| options.show_last_update_time);
        let author = written
            .and_then(|update| update.author.clone())
            .or_else(|| from_git.map(|change| change.author.clone()))
            .filter(|_| options.show_last_update_author);
        (date.is_some() || author.is_some()).then_some((date, author))
    }

    /// The docs version that is served at the docs route.
    pub fn last_version(&self) -> &DocsVersion {
        &self.versions[0]
    }

    /// The sidebar a page of the reading order belongs to (a generated index's, for one).
    pub fn sidebar_of_page(&self, page: &PageRef) -> Option<&Sidebar> {
        match page {
            PageRef::Doc(index) => self.sidebar_of_doc(*index),
            PageRef::GeneratedIndex(_) => self
                .sidebars
                .iter()
                .find(|sidebar| sidebar.order.contains(page)),
        }
    }

    /// The first page of the last version's sidebar `id`, for a navbar `docSidebar` item.
    pub fn first_page_of(&self, id: &str) -> Option<&PageRef> {
        self.sidebars
            .iter()
            .find(|sidebar| sidebar.version == 0 && sidebar.id == id)
            .and_then(|sidebar| sidebar.order.first())
    }

    /// The last version's doc `id` (what a navbar item or the configuration names).
    pub fn doc_by_id(&self, id: &str) -> Option<(usize, &Doc)> {
        self.doc_in_version(0, id)
    }

    /// The doc a navbar `doc` item names: `id` in the last version of the docs plugin
    /// `plugin_id` (the default plugin when none).
    pub fn navbar_doc(&self, plugin_id: Option<&str>, id: &str) -> Option<(usize, &Doc)> {
        let plugin_id = plugin_id.unwrap_or(crate::versions::DEFAULT_PLUGIN);
        let version = self
            .versions
            .iter()
            .position(|version| version.plugin_id == plugin_id && version.is_last)?;
        self.doc_in_version(version, id)
    }

    /// The doc `id` of version `version` (what a sidebar or a doc of that version names).
    pub fn doc_in_version(&self, version: usize, id: &str) -> Option<(usize, &Doc)> {
        self.docs
            .iter()
            .enumerate()
            .find(|(_, doc)| doc.version == version && doc.id == id)
    }
}
