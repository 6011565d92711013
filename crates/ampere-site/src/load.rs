//! Reads `ampere.toml`, `docs/`, `pages/` and `i18n/` into a validated [`Site`].
//! This is the only stage that reads the content files.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use crate::category::{parse_category, CategoryFile, CategoryLink};
use crate::config::{
    check_sidebar_has_pages, parse_config, BlogOptions, CustomFields, SiteConfig, LOCALE_ORDER,
};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::doc_references::{check_category_links, check_pagination, KnownDocs};
use crate::front_matter::{check_front_matter, split_front_matter};
use crate::model::{Doc, Folder, Locale, Site, Translations};
use crate::placeholders::replace_placeholders;
use crate::route::{normalize_route, route_from_segments, slugify, strip_number_prefix};
use crate::sidebar::{build_sidebar, Sidebar, SIDEBAR_IDS};
use crate::synonyms::read_synonyms;

/// Loads the site in `root`. Every mistake found is reported, not only the first.
pub fn load_site(root: &Path) -> Result<Site, Diagnostics> {
    let ReadConfig {
        config,
        path: config_path,
        text: config_text,
        warnings: config_warnings,
    } = read_config(root).map_err(Diagnostics)?;
    let mut versions = crate::versions::site_versions(root, &config).map_err(Diagnostics)?;
    let mut loader = Loader {
        root,
        docs_root: PathBuf::new(),
        route_base: String::new(),
        version: 0,
        key_prefix: String::new(),
        fields: &config.custom_fields,
        problems: Vec::new(),
        docs: Vec::new(),
        unbuilt_doc_ids: BTreeSet::new(),
        category_slugs: HashMap::new(),
        react_pages: Vec::new(),
    };
    for (index, version) in versions.iter_mut().enumerate() {
        loader.enter_version(index, version);
        let docs_root = loader.docs_root.clone();
        version.tree = loader.load_folder(&docs_root, &[]);
        version.tree.label = String::new();
    }
    loader.enter_version(0, &versions[0]);
    let mut pages = loader.load_pages(&pages_folder(root), None);
    if let Some(blog) = &config.blog {
        let default_code = &config.i18n.default_locale;
        let own = root.join("i18n").join(default_code);
        let messages = crate::translation_files::read_messages(&own.join("code.json"));
        let localized = own.join("docusaurus-plugin-content-blog");
        let title = blog_texts::localized_title(Some(&localized), blog.title.as_deref());
        let texts = blog_texts::BlogTexts::new(&messages, title);
        pages.extend(loader.load_blog(blog, None, &texts));
    }
    let locales = locales_of(&config);
    let codes: Vec<&str> = locales
        .iter()
        .filter(|locale| !locale.is_default)
        .map(|locale| locale.code.as_str())
        .collect();
    let translations = loader.load_all_translations(&codes, &versions, config.blog.as_ref());
    let Loader {
        mut problems,
        docs,
        unbuilt_doc_ids,
        react_pages,
        ..
    } = loader;
    problems.extend(config_warnings);
    let known = KnownDocs {
        built: &docs,
        unbuilt: &unbuilt_doc_ids,
    };
    for version in &versions {
        check_unique_routes(&docs, &version.tree, &mut problems);
        check_category_links(&version.tree, &known, &mut problems);
    }
    check_pagination(&docs, &known, &mut problems);
    for translated in translations.values() {
        check_pagination(translated.docs.values(), &known, &mut problems);
    }
    let mut synonyms = BTreeMap::new();
    for locale in &locales {
        match read_synonyms(root, locale) {
            Ok(groups) => {
                synonyms.insert(locale.code.clone(), groups);
            }
            Err(problem) => problems.push(problem),
        }
    }
    let mut site = Site {
        root: root.to_path_buf(),
        config,
        locales,
        docs,
        versions,
        pages,
        translations,
        sidebars: Vec::new(),
        warnings: Vec::new(),
        static_files: static_files(root),
        co_located: BTreeMap::new(),
        synonyms,
        figures: BTreeMap::new(),
        figure_labels: BTreeMap::new(),
        last_changes: Default::default(),
    };
    if site.config.shows_last_update() {
        site.last_changes = crate::last_update::last_changes(root);
    }
    let co_located: Vec<CoLocated> = site
        .versions
        .iter()
        .flat_map(|version| co_located_files(&root.join(&version.path), &version.key_prefix))
        .collect();
    site.static_files.extend(
        co_located
            .iter()
            .map(|file| (file.source.clone(), file.url.clone())),
    );
    let (figures, figure_problems) = crate::figures::load_figures(&site.static_files);
    site.figures = figures;
    problems.extend(figure_problems);
    for locale in site.locales.iter().filter(|locale| !locale.is_default) {
        match crate::figures::read_figure_labels(root, locale) {
            Ok(labels) => {
                site.figure_labels.insert(locale.code.clone(), labels);
            }
            Err(problem) => problems.push(problem),
        }
    }
    site.co_located = co_located
        .into_iter()
        .map(|file| (file.relative, file.url))
        .collect();
    let unbuilt = react::add_react_pages(&mut site, &react_pages, &mut problems);
    add_reference_pages(&mut site, &mut problems);
    site.config
        .foreign_routes
        .extend(
            unbuilt
                .into_iter()
                .map(|route| crate::config::ForeignRoute {
                    prefix: route,
                    owner: "a React page".to_string(),
                    exact: true,
                }),
        );
    for version in 0..site.versions.len() {
        let (sidebars, from_file) = match read_sidebars_file(&site, version) {
            Some(Ok((sidebars, warnings))) => {
                problems.extend(warnings);
                (sidebars, true)
            }
            Some(Err(problem)) => {
                problems.push(problem);
                (Vec::new(), true)
            }
            None => {
                let nodes = build_sidebar(&site, version);
                let generated = Sidebar::new(SIDEBAR_IDS[0].to_string(), nodes)
                    .in_version(version, &site.versions[version]);
                (vec![generated], false)
            }
        };
        site.sidebars.extend(sidebars);
        site.versions[version].sidebars_from_file = from_file;
    }
    let sidebar_has_pages = site
        .sidebars
        .iter()
        .any(|sidebar| !sidebar.order.is_empty());
    problems.extend(check_sidebar_has_pages(
        &config_path,
        &config_text,
        &site.config,
        sidebar_has_pages,
    ));
    let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) =
        problems.into_iter().partition(Diagnostic::is_error);
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    site.warnings = warnings;
    Ok(site)
}

/// The API reference made from the site's OpenAPI file (`openapi.rs`), in every locale (its
/// text is the file's, untranslated). A file that cannot be read is a warning, as a plugin
/// failing in Docusaurus fails the build but should not lose the rest of the site.
fn add_reference_pages(site: &mut Site, problems: &mut Vec<Diagnostic>) {
    let Some(options) = site.config.openapi.clone() else {
        return;
    };
    match crate::openapi::reference_pages(&site.root, &options) {
        Ok(pages) => {
            for translations in site.translations.values_mut() {
                if let Some(own) = translations.pages.as_mut() {
                    own.extend(pages.iter().cloned());
                }
            }
            site.pages.extend(pages);
        }
        Err(problem) => problems.push(problem.as_warning()),
    }
}

/// The configuration as read, where it came from, and its warnings.
struct ReadConfig {
    config: SiteConfig,
    path: PathBuf,
    /// The text of `ampere.toml` (for key positions); empty for a Docusaurus configuration.
    text: String,
    warnings: Vec<Diagnostic>,
}

/// `ampere.toml` when the site has one, else the site's `docusaurus.config.*`.
fn read_config(root: &Path) -> Result<ReadConfig, Vec<Diagnostic>> {
    let path = root.join("ampere.toml");
    if !path.exists() {
        if let Some(docusaurus_path) = crate::docusaurus::find_config(root) {
            let evaluated = crate::docusaurus::evaluate_module(root, &docusaurus_path)
                .map_err(|problem| vec![problem])?;
            let shown = docusaurus_path
                .strip_prefix(root)
                .unwrap_or(&docusaurus_path)
                .to_path_buf();
            let (config, warnings) = crate::docusaurus::config_from_docusaurus(&shown, evaluated)?;
            return Ok(ReadConfig {
                config,
                path: shown,
                text: String::new(),
                warnings,
            });
        }
    }
    let text = fs::read_to_string(&path).map_err(|error| {
        vec![Diagnostic::new(&path, 0, 0, format!("cannot read the site configuration: {error}"))
            .with_hint("run ampere in the folder that holds ampere.toml or docusaurus.config.js, or pass --site <folder>")]
    })?;
    let config = parse_config(&path, &text)?;
    Ok(ReadConfig {
        config,
        path,
        text,
        warnings: Vec::new(),
    })
}

fn locales_of(config: &SiteConfig) -> Vec<Locale> {
    let mut codes: Vec<&String> = config.i18n.locales.keys().collect();
    let rank = |code: &str| {
        if code == config.i18n.default_locale {
            0
        } else {
            1 + LOCALE_ORDER
                .iter()
                .position(|known| *known == code)
                .unwrap_or(LOCALE_ORDER.len())
        }
    };
    codes.sort_by_key(|code| (rank(code), (*code).clone()));
    codes
        .into_iter()
        .map(|code| {
            let locale_config = config.i18n.locales[code].clone();
            let is_default = *code == config.i18n.default_locale;
            let prefix = if is_default {
                String::new()
            } else {
                format!("/{}", locale_config.path)
            };
            Locale {
                code: code.clone(),
                config: locale_config,
                prefix,
                is_default,
            }
        })
        .collect()
}

struct Loader<'a> {
    root: &'a Path,
    /// The docs folder of the version being read.
    docs_root: PathBuf,
    /// The route every doc of that version is under, with both slashes: `/docs/`, `/docs/next/`
    /// or `/`.
    route_base: String,
    /// Its index into `Site::versions`.
    version: usize,
    /// What its docs' relative paths start with (`DocsVersion::key_prefix`).
    key_prefix: String,
    fields: &'a CustomFields,
    problems: Vec<Diagnostic>,
    docs: Vec<Doc>,
    /// Ids of docs that exist but are not built: drafts and pages hidden by a flag.
    unbuilt_doc_ids: BTreeSet<String>,
    /// How often each default generated-index slug was handed out (in the version being read).
    category_slugs: HashMap<String, usize>,
    /// React pages under the pages folder (file, route), rendered once the site is loaded.
    react_pages: Vec<(PathBuf, String)>,
}

impl<'a> Loader<'a> {
    /// Reads the docs of `version` (number `index`) from now on.
    fn enter_version(&mut self, index: usize, version: &crate::model::DocsVersion) {
        self.docs_root = self.root.join(&version.path);
        self.route_base = version.route_base.clone();
        self.version = index;
        self.key_prefix = version.key_prefix.clone();
        self.category_slugs.clear();
    }

    fn relative(&self, path: &Path) -> PathBuf {
        path.strip_prefix(self.root).unwrap_or(path).to_path_buf()
    }

    fn load_folder(&mut self, folder_path: &Path, segments: &[String]) -> Folder {
        let name = folder_path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (prefix_position, unprefixed) = strip_number_prefix(&name);
        let category = self.read_category(&folder_path.join("_category_.json"));
        let label = category
            .label
            .clone()
            .map(|label| self.replace(&folder_path.join("_category_.json"), &label, 0))
            .unwrap_or_else(|| unprefixed.to_string());
        let mut folder = Folder {
            name: name.clone(),
            source: self.relative(folder_path),
            position: category.position.or(prefix_position),
            label,
            category,
            ..Folder::default()
        };
        if let Some(flag) = folder.category.custom_props.show_if.clone() {
            if !self.flag_is_set(&folder_path.join("_category_.json"), &flag) {
                self.record_unbuilt_folder(folder_path, segments);
                return folder;
            }
        }
        let mut entries = read_directory(folder_path, &mut self.problems);
        entries.sort();
        for entry in entries {
            let file_name = entry
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            if file_name.starts_with('_') || file_name.starts_with('.') {
                continue;
            }
            if entry.is_dir() {
                let mut child_segments = segments.to_vec();
                child_segments.push(strip_number_prefix(&file_name).1.to_string());
                let child = self.load_folder(&entry, &child_segments);
                if !child.docs.is_empty() || !child.folders.is_empty() {
                    folder.folders.push(child);
                }
            } else if file_name.ends_with(".md") || file_name.ends_with(".mdx") {
                let docs_root = self.docs_root.clone();
                if let Some(doc) = self.read_doc(&entry, &docs_root, segments, None) {
                    if doc.front_matter.draft || !self.doc_is_shown(&doc) {
                        self.unbuilt_doc_ids.insert(doc.id);
                        continue;
                    }
                    folder.docs.push(self.docs.len());
                    self.docs.push(doc);
                }
            }
        }
        self.link_category(&mut folder, segments);
        folder
    }

    /// Records the ids of the docs of a folder hidden by a flag. Its files are not checked (they
    /// are not built), so whatever they would report is dropped.
    fn record_unbuilt_folder(&mut self, folder_path: &Path, segments: &[String]) {
        let reported = self.problems.len();
        for path in markdown_files(folder_path) {
            let relative = path.strip_prefix(folder_path).unwrap_or(&path);
            let mut doc_segments = segments.to_vec();
            if let Some(parent) = relative.parent() {
                doc_segments.extend(parent.components().map(|component| {
                    strip_number_prefix(&component.as_os_str().to_string_lossy())
                        .1
                        .to_string()
                }));
            }
            let docs_root = self.docs_root.clone();
            if let Some(doc) = self.read_doc(&path, &docs_root, &doc_segments, None) {
                self.unbuilt_doc_ids.insert(doc.id);
            }
        }
        self.problems.truncate(reported);
    }

    fn link_category(&mut self, folder: &mut Folder, segments: &[String]) {
        match &folder.category.link {
            Some(CategoryLink::GeneratedIndex { slug, .. }) => {
                let route = match slug {
                    Some(slug) => normalize_route(slug),
                    None => {
                        route_from_segments(["category", &self.unique_category_slug(&folder.label)])
                    }
                };
                let route = self.under_route_base(&route);
                folder.generated_index = Some(route);
            }
            Some(CategoryLink::Doc { id }) => folder.link_doc = Some(id.clone()),
            // Docusaurus's convention: `index`, `README` or a doc named like the folder is the
            // category's page; without one the category has no page (no generated index the
            // site did not ask for).
            None if !segments.is_empty() => {
                let folder_name = strip_number_prefix(&folder.name).1.to_lowercase();
                let index_doc = folder.docs.iter().copied().find(|&index| {
                    let stem = Path::new(&self.docs[index].relative_path)
                        .file_stem()
                        .map(|stem| {
                            strip_number_prefix(&stem.to_string_lossy())
                                .1
                                .to_lowercase()
                        })
                        .unwrap_or_default();
                    stem == "index" || stem == "readme" || stem == folder_name
                });
                if let Some(index) = index_doc {
                    folder.link_doc = Some(self.docs[index].id.clone());
                }
            }
            None => {}
        }
    }

    fn read_category(&mut self, path: &Path) -> CategoryFile {
        let Ok(text) = fs::read_to_string(path) else {
            return CategoryFile {
                collapsible: true,
                collapsed: true,
                ..CategoryFile::default()
            };
        };
        parse_category(&self.relative(path), &text).unwrap_or_else(|problem| {
            self.problems.push(problem);
            CategoryFile::default()
        })
    }

    fn replace(&mut self, path: &Path, text: &str, line_offset: usize) -> String {
        let relative = self.relative(path);
        let (replaced, warnings) = replace_placeholders(&relative, text, line_offset, self.fields);
        self.problems.extend(warnings);
        replaced
    }

    fn flag_is_set(&mut self, path: &Path, flag: &str) -> bool {
        match self.fields.flag(flag) {
            Some(value) => value,
            None => {
                let relative = self.relative(path);
                self.problems.push(
                    Diagnostic::new(&relative, 0, 0, format!("unknown flag `{flag}` in show_if"))
                        .with_hint(format!(
                            "flags are the true/false customFields: {}",
                            self.fields.flag_names()
                        )),
                );
                true
            }
        }
    }

    fn doc_is_shown(&mut self, doc: &Doc) -> bool {
        match doc.front_matter.show_if.clone() {
            Some(flag) => self.flag_is_set(&self.root.join(&doc.source), &flag),
            None => true,
        }
    }

    /// The default slug of a generated index, made unique as Docusaurus's slugger makes it
    /// (a second "Kubernetes" category is `kubernetes-1`).
    fn unique_category_slug(&mut self, label: &str) -> String {
        let base = slugify(label);
        let count = self.category_slugs.entry(base.clone()).or_insert(0);
        let slug = if *count == 0 {
            base.clone()
        } else {
            format!("{base}-{count}")
        };
        *count += 1;
        slug
    }

    /// A route of the docs plugin (`/intro/`) under `docs.routeBasePath` (`/docs/intro/`).
    fn under_route_base(&self, route: &str) -> String {
        format!("{}{}", self.route_base.trim_end_matches('/'), route)
    }

    /// Reads one Markdown file of the folder `base`. `route` forces the route (translations keep
    /// the original's); docs (files under the docs folder) are placed under `docs.routeBasePath`.
    fn read_doc(
        &mut self,
        path: &Path,
        base: &Path,
        segments: &[String],
        route: Option<&str>,
    ) -> Option<Doc> {
        let source = self.relative(path);
        let text = match fs::read_to_string(path) {
            Ok(text) => normalize_line_endings(text),
            Err(error) => {
                self.problems.push(Diagnostic::new(
                    &source,
                    0,
                    0,
                    format!("cannot read the page: {error}"),
                ));
                return None;
            }
        };
        let split = match split_front_matter(&source, &text) {
            Ok(split) => split,
            Err(problem) => {
                self.problems.push(problem);
                return None;
            }
        };
        self.problems.extend(split.warnings.iter().cloned());
        let mut front_matter = split.front_matter;
        self.problems
            .extend(check_front_matter(&source, &front_matter, &split.key_lines));
        let mut body = self.replace(path, &split.body, split.body_line_offset);
        let stem = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (prefix_position, unprefixed) = strip_number_prefix(&stem);
        let id_base = front_matter
            .id
            .clone()
            .unwrap_or_else(|| unprefixed.to_string());
        let id = segments
            .iter()
            .map(String::as_str)
            .chain([id_base.as_str()])
            .collect::<Vec<_>>()
            .join("/");
        let is_placed_doc = route.is_none() && base == self.docs_root;
        let key_prefix = if is_placed_doc || route.is_some() {
            self.key_prefix.clone()
        } else {
            String::new()
        };
        let route = match (route, &front_matter.slug) {
            (Some(route), _) => route.to_string(),
            (None, Some(slug)) if slug.starts_with('/') => normalize_route(slug),
            (None, Some(slug)) => {
                route_from_segments(segments.iter().map(String::as_str).chain([slug.as_str()]))
            }
            (None, None) if is_category_index(&id_base, segments) => {
                route_from_segments(segments.iter().map(String::as_str))
            }
            (None, None) => route_from_segments(
                segments
                    .iter()
                    .map(String::as_str)
                    .chain([id_base.as_str()]),
            ),
        };
        let title = match front_matter.title.take() {
            Some(title) => self.replace(path, &title, 0),
            None => take_first_heading(&mut body).unwrap_or_else(|| id_base.clone()),
        };
        if title.trim().is_empty() {
            let line = split.key_lines.get("title").copied().unwrap_or(1);
            self.problems.push(
                Diagnostic::new(&source, line, 1, "the page's title is empty").with_hint(
                    "give it a `title:` in front matter or a `# Heading` as its first line",
                ),
            );
        }
        for text in [
            &mut front_matter.sidebar_label,
            &mut front_matter.description,
        ]
        .into_iter()
        .flatten()
        {
            *text = replace_placeholders(&source, text, 0, self.fields).0;
        }
        let route = if is_placed_doc {
            self.under_route_base(&route)
        } else {
            route
        };
        let docs_relative = path.strip_prefix(base).unwrap_or(path);
        Some(Doc {
            id,
            relative_path: format!(
                "{key_prefix}{}",
                docs_relative.to_string_lossy().replace('\\', "/")
            ),
            version: self.version,
            source,
            route,
            sidebar_label: front_matter
                .sidebar_label
                .clone()
                .unwrap_or_else(|| title.clone()),
            title,
            position: front_matter.sidebar_position.or(prefix_position),
            front_matter,
            body,
            html: None,
            body_line_offset: split.body_line_offset,
            front_matter_lines: split.key_lines,
        })
    }

    /// The Markdown pages of the pages folder and its subfolders, as Docusaurus finds them
    /// (files and folders starting with `_` and tests are left out). React pages are not built:
    /// each is named in a warning and its route recorded, so links to it are not "broken".
    /// With `localized` (the locale's `i18n/<locale>/docusaurus-plugin-content-pages/`), a page
    /// translated there is read from there.
    fn load_pages(&mut self, pages_path: &Path, localized: Option<&Path>) -> Vec<Doc> {
        if !pages_path.is_dir() {
            return Vec::new();
        }
        let mut pages = Vec::new();
        for (path, folder) in blog::localized_files(pages_path, localized, page_files) {
            let pages_path = folder.as_path();
            let relative = path.strip_prefix(pages_path).unwrap_or(&path);
            let segments: Vec<String> = relative
                .parent()
                .map(|parent| {
                    parent
                        .components()
                        .map(|part| part.as_os_str().to_string_lossy().into_owned())
                        .collect()
                })
                .unwrap_or_default();
            let extension = path
                .extension()
                .map(|extension| extension.to_string_lossy().into_owned())
                .unwrap_or_default();
            if extension == "md" || extension == "mdx" {
                pages.extend(self.read_doc(&path, pages_path, &segments, None));
                continue;
            }
            let stem = path
                .file_stem()
                .map(|stem| stem.to_string_lossy().into_owned())
                .unwrap_or_default();
            let route = if stem == "index" {
                route_from_segments(segments.iter().map(String::as_str))
            } else {
                route_from_segments(segments.iter().map(String::as_str).chain([stem.as_str()]))
            };
            self.react_pages.push((path.clone(), route));
        }
        pages
    }

    /// Every locale's translations, the locales read in parallel (each by a loader of its own;
    /// their problems are kept in the order of the locales).
    fn load_all_translations(
        &mut self,
        codes: &[&str],
        versions: &[crate::model::DocsVersion],
        blog: Option<&BlogOptions>,
    ) -> BTreeMap<String, Translations> {
        let originals = self.originals();
        let this = &*self;
        let loaded = crate::parallel::parallel_map(codes, |code| {
            let mut fork = this.fork();
            let mut translations = Translations::default();
            fork.load_catalogues(code, &mut translations);
            for (index, version) in versions.iter().enumerate() {
                fork.enter_version(index, version);
                fork.load_version_translations(code, version, &originals, &mut translations);
            }
            fork.enter_version(0, &versions[0]);
            let messages = translations.code.clone();
            translations.pages = fork.load_localized_pages(code, blog, &messages);
            (code.to_string(), translations, fork.problems)
        });
        let mut translations = BTreeMap::new();
        for (code, locale_translations, problems) in loaded {
            self.problems.extend(problems);
            translations.insert(code, locale_translations);
        }
        translations
    }

    /// A loader for reading translations beside this one: the same site, no docs, no problems.
    fn fork(&self) -> Loader<'a> {
        Loader {
            root: self.root,
            docs_root: self.docs_root.clone(),
            route_base: self.route_base.clone(),
            version: self.version,
            key_prefix: self.key_prefix.clone(),
            fields: self.fields,
            problems: Vec::new(),
            docs: Vec::new(),
            unbuilt_doc_ids: BTreeSet::new(),
            category_slugs: HashMap::new(),
            react_pages: Vec::new(),
        }
    }

    /// Each built doc's route and folder id, by its relative path (with its version's prefix).
    fn originals(&self) -> HashMap<String, (String, String)> {
        self.docs
            .iter()
            .map(|doc| {
                let folder_id = doc
                    .id
                    .rsplit_once('/')
                    .map_or("", |(folder, _)| folder)
                    .to_string();
                (doc.relative_path.clone(), (doc.route.clone(), folder_id))
            })
            .collect()
    }

    /// The locale's standalone pages and blog when it translates any of them
    /// (`docusaurus-plugin-content-pages/`, `docusaurus-plugin-content-blog/`), or has a blog
    /// whose words its `messages` (`code.json`) translate: every page, the translated ones read
    /// from there; none when it translates none.
    fn load_localized_pages(
        &mut self,
        code: &str,
        blog: Option<&BlogOptions>,
        messages: &BTreeMap<String, String>,
    ) -> Option<Vec<Doc>> {
        let base = self.root.join("i18n").join(code);
        let pages_localized = base.join("docusaurus-plugin-content-pages");
        let blog_localized = base.join("docusaurus-plugin-content-blog");
        let blog_words = blog.is_some() && !messages.is_empty();
        if !pages_localized.is_dir() && !blog_localized.is_dir() && !blog_words {
            return None;
        }
        let reported = self.problems.len();
        let mut pages = self.load_pages(&pages_folder(self.root), Some(&pages_localized));
        if let Some(blog) = blog {
            let title = blog_texts::localized_title(Some(&blog_localized), blog.title.as_deref());
            let texts = blog_texts::BlogTexts::new(messages, title);
            pages.extend(self.load_blog(blog, Some(&blog_localized), &texts));
        }
        // What the default locale's files say was reported with the default locale.
        let own = Path::new("i18n").join(code);
        let mut index = 0;
        self.problems.retain(|problem| {
            index += 1;
            index <= reported || problem.file.starts_with(&own)
        });
        self.react_pages.clear();
        Some(pages)
    }

    /// The locale's theme strings (`code.json`) and the source hashes of its translated pages.
    fn load_catalogues(&mut self, code: &str, translations: &mut Translations) {
        let base = self.root.join("i18n").join(code);
        let code_path = base.join("code.json");
        if let Ok(text) = fs::read_to_string(&code_path) {
            match crate::translation_files::parse_messages(&self.relative(&code_path), &text) {
                Ok(messages) => {
                    translations.code_positions =
                        crate::translation_files::key_positions(&text, messages.keys());
                    translations.code = messages;
                }
                Err(problem) => self.problems.push(problem),
            }
        }
        for file in ["navbar", "footer"] {
            let path = base
                .join("docusaurus-theme-classic")
                .join(format!("{file}.json"));
            let Ok(text) = fs::read_to_string(&path) else {
                continue;
            };
            match crate::translation_files::parse_messages(&self.relative(&path), &text) {
                Ok(messages) => translations.theme_config.extend(
                    messages
                        .into_iter()
                        .map(|(key, message)| (format!("{file}.{key}"), message)),
                ),
                Err(problem) => self.problems.push(problem),
            }
        }
        let hashes_path = base.join(crate::translation_status::SOURCE_HASHES_FILE);
        match crate::translation_status::read_source_hashes(
            &hashes_path,
            &self.relative(&hashes_path),
        ) {
            Ok(hashes) => translations.source_hashes = hashes,
            Err(problem) => self.problems.push(problem),
        }
    }

    /// The sidebar labels and translated docs of one docs version in locale `code`. The last
    /// version's sidebar labels are the ones checked; another version's fill only the keys the
    /// last version's file does not have.
    fn load_version_translations(
        &mut self,
        code: &str,
        version: &crate::model::DocsVersion,
        originals: &HashMap<String, (String, String)>,
        translations: &mut Translations,
    ) {
        let base = self.root.join("i18n").join(code);
        let folder = &version.translation_folder;
        let sidebar_path = base.join(format!("{folder}.json"));
        if let Ok(text) = fs::read_to_string(&sidebar_path) {
            match crate::translation_files::parse_messages(&self.relative(&sidebar_path), &text) {
                Ok(messages) if version.key_prefix.is_empty() => {
                    translations.sidebar_positions =
                        crate::translation_files::key_positions(&text, messages.keys());
                    translations.sidebar.extend(messages);
                }
                Ok(messages) => {
                    for (key, message) in messages {
                        translations.sidebar.entry(key).or_insert(message);
                    }
                }
                Err(problem) => self.problems.push(problem),
            }
        }
        let translated_folder = base.join(folder);
        for path in markdown_files(&translated_folder) {
            let relative = path
                .strip_prefix(&translated_folder)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            let key = format!("{}{relative}", version.key_prefix);
            let Some((route, folder_id)) = originals.get(&key).cloned() else {
                // A translation of a page that is not built (a draft, or hidden by a flag) is skipped;
                // one with no original at all is skipped with a warning, as Docusaurus skips it.
                if !self.docs_root.join(&relative).exists() {
                    let source = self.relative(&path);
                    self.problems.push(
                        Diagnostic::new(&source, 0, 0, format!("translation of `{relative}`, which the docs folder does not have"))
                            .with_hint("it is not built; a translated page must have the same relative path as its original in the docs folder")
                            .as_warning(),
                    );
                }
                continue;
            };
            let segments: Vec<String> = folder_id
                .split('/')
                .filter(|segment| !segment.is_empty())
                .map(str::to_string)
                .collect();
            if let Some(doc) = self.read_doc(&path, &translated_folder, &segments, Some(&route)) {
                translations.docs.insert(key, doc);
            }
        }
    }
}

/// The files Docusaurus's pages plugin builds: Markdown, MDX and React files, without
/// `_`-prefixed files or folders and tests.
fn page_files(root: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_entry(|entry| {
            let name = entry.file_name().to_string_lossy();
            entry.depth() == 0 || !(name.starts_with('_') || name == "__tests__")
        })
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .filter(|path| {
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            let is_page = [".md", ".mdx", ".js", ".jsx", ".ts", ".tsx"]
                .iter()
                .any(|extension| name.ends_with(extension));
            is_page && !name.contains(".test.") && !name.ends_with(".d.ts")
        })
        .collect();
    files.sort();
    files
}

/// Docusaurus's category index: `index`, `README` or a doc named like its folder takes the
/// folder's route (`docs/mcp/mcp.md` is `/docs/mcp/`).
fn is_category_index(id_base: &str, segments: &[String]) -> bool {
    let name = id_base.to_lowercase();
    name == "index"
        || name == "readme"
        || segments
            .last()
            .is_some_and(|folder| folder.to_lowercase() == name)
}

/// The sidebars a sidebars file defines, and the warnings about items it could not place.
type SidebarsRead = (Vec<Sidebar>, Vec<Diagnostic>);

/// The sidebars of the site's sidebars file (`docs.sidebarPath`, else `sidebars.{js,ts,json}`
/// beside a Docusaurus configuration), or `None` when it has none.
fn read_sidebars_file(site: &Site, version: usize) -> Option<Result<SidebarsRead, Diagnostic>> {
    let docs_version = &site.versions[version];
    let is_current = docs_version.name == crate::versions::CURRENT;
    let path = match &docs_version.sidebar_path {
        Some(written) => {
            let written = Path::new(written);
            if written.is_absolute() {
                written.to_path_buf()
            } else {
                site.root.join(written)
            }
        }
        None if is_current && crate::docusaurus::find_config(&site.root).is_some() => [
            "sidebars.js",
            "sidebars.ts",
            "sidebars.json",
            "sidebars.mjs",
            "sidebars.cjs",
        ]
        .iter()
        .map(|name| site.root.join(name))
        .find(|path| path.is_file())?,
        None => return None,
    };
    let shown = path.strip_prefix(&site.root).unwrap_or(&path).to_path_buf();
    let value = if path
        .extension()
        .is_some_and(|extension| extension == "json")
    {
        let text = fs::read_to_string(&path).map_err(|error| {
            Diagnostic::new(
                &shown,
                0,
                0,
                format!("cannot read the sidebars file: {error}"),
            )
        });
        text.and_then(|text| {
            serde_json::from_str(&text).map_err(|error| {
                Diagnostic::new(
                    &shown,
                    error.line(),
                    error.column(),
                    format!("the sidebars file is not valid JSON: {error}"),
                )
            })
        })
    } else {
        crate::docusaurus::evaluate_module(&site.root, &path).map(|evaluated| evaluated.value)
    };
    Some(
        value.map(|value| crate::sidebars_file::sidebars_from_value(site, version, &shown, &value)),
    )
}

/// The standalone pages: ampere's `pages/`, or Docusaurus's `src/pages/`.
fn pages_folder(root: &Path) -> PathBuf {
    let native = root.join("pages");
    if native.is_dir() {
        native
    } else {
        root.join("src").join("pages")
    }
}

/// A file that lives beside the docs (an image or download a page links to as `./img/a.png`).
struct CoLocated {
    source: PathBuf,
    /// Relative to the docs folder, `/`-separated.
    relative: String,
    /// Where the build writes it: `/assets/files/<content hash>/<name>`.
    url: String,
}

/// Every file in the docs folder that is not a page, a category file or code: Docusaurus copies
/// the ones pages link to, with a content hash in the name; ampere copies them all, hashed.
fn co_located_files(docs_root: &Path, key_prefix: &str) -> Vec<CoLocated> {
    use sha2::{Digest, Sha256};
    const NOT_ASSETS: [&str; 9] = ["md", "mdx", "js", "jsx", "ts", "tsx", "json", "yml", "yaml"];
    walkdir::WalkDir::new(docs_root)
        .into_iter()
        .filter_entry(|entry| {
            entry.depth() == 0 || !entry.file_name().to_string_lossy().starts_with(['.', '_'])
        })
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .filter(|entry| {
            let extension = entry
                .path()
                .extension()
                .map(|extension| extension.to_string_lossy().to_lowercase())
                .unwrap_or_default();
            !NOT_ASSETS.contains(&extension.as_str())
        })
        .filter_map(|entry| {
            let bytes = fs::read(entry.path()).ok()?;
            let hash: String = Sha256::digest(&bytes)
                .iter()
                .take(5)
                .map(|byte| format!("{byte:02x}"))
                .collect();
            let relative = format!(
                "{key_prefix}{}",
                entry
                    .path()
                    .strip_prefix(docs_root)
                    .ok()?
                    .to_string_lossy()
                    .replace('\\', "/")
            );
            let name = entry.file_name().to_string_lossy().into_owned();
            Some(CoLocated {
                source: entry.path().to_path_buf(),
                relative,
                url: format!("/assets/files/{hash}/{name}"),
            })
        })
        .collect()
}

/// Files under `static/`: (source path, URL path such as `/img/logo.svg`).
fn static_files(root: &Path) -> Vec<(PathBuf, String)> {
    let base = root.join("static");
    walkdir::WalkDir::new(&base)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .filter_map(|entry| {
            let relative = entry
                .path()
                .strip_prefix(&base)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            Some((entry.path().to_path_buf(), format!("/{relative}")))
        })
        .collect()
}

/// `\r\n` and a lone `\r` (classic Mac) both become `\n`, so every later stage sees lines.
fn normalize_line_endings(text: String) -> String {
    if !text.contains('\r') {
        return text;
    }
    text.replace("\r\n", "\n").replace('\r', "\n")
}

fn read_directory(path: &Path, problems: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
    match fs::read_dir(path) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .collect(),
        Err(error) => {
            problems.push(Diagnostic::new(
                path,
                0,
                0,
                format!("cannot read the folder: {error}"),
            ));
            Vec::new()
        }
    }
}

fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .filter(|path| {
            path.extension()
                .is_some_and(|extension| extension == "md" || extension == "mdx")
        })
        .collect();
    files.sort();
    files
}

/// Docusaurus takes the title from a leading `# Heading` when front matter has none; in MDX
/// the heading may follow the page's `import`/`export` blocks and `{/* comments */}`. The heading
/// line is blanked (not removed), so later lines keep their numbers.
fn take_first_heading(body: &mut String) -> Option<String> {
    let mut offset = 0;
    let mut in_esm = false;
    for line in body.split_inclusive('\n') {
        let trimmed = line.trim();
        let starts_esm = trimmed.starts_with("import ") || trimmed.starts_with("export ");
        if trimmed.is_empty() {
            in_esm = false;
        } else if in_esm || starts_esm {
            in_esm = true;
        } else if !(trimmed.starts_with("{/*") && trimmed.ends_with("*/}")) {
            let title = trimmed.strip_prefix("# ")?.trim().to_string();
            let end = offset + line.trim_end_matches(['\n', '\r']).len();
            body.replace_range(offset..end, "");
            return Some(title);
        }
        offset += line.len();
    }
    None
}

fn check_unique_routes(docs: &[Doc], tree: &Folder, problems: &mut Vec<Diagnostic>) {
    let mut seen: HashMap<&str, &Path> = HashMap::new();
    let mut generated: Vec<(&str, &Path)> = Vec::new();
    collect_generated(tree, &mut generated);
    let all = docs
        .iter()
        .map(|doc| (doc.route.as_str(), doc.source.as_path()))
        .chain(generated);
    for (route, source) in all {
        if let Some(first) = seen.insert(route, source) {
            problems.push(
                Diagnostic::new(
                    source,
                    0,
                    0,
                    format!("route `{route}` is also used by {}", first.display()),
                )
                .with_hint("give one of them another `slug` (or category link slug)"),
            );
        }
    }
}

fn collect_generated<'a>(folder: &'a Folder, into: &mut Vec<(&'a str, &'a Path)>) {
    if let Some(route) = &folder.generated_index {
        into.push((route.as_str(), folder.source.as_path()));
    }
    for child in &folder.folders {
        collect_generated(child, into);
    }
}

mod blog;
mod blog_texts;
mod react;

#[cfg(test)]
mod tests;
