//! The plan stage: every file the build will write, with where it comes from, checked before
//! anything is written. A path that would leave the output folder, or two sources of one path
//! (a page and a static file, a page and a redirect, a route inside another locale's folder),
//! is an error naming both sources; nothing is silently replaced.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ampere_site::config::Redirect;
use ampere_site::{Diagnostic, Folder, Locale, Site};

use crate::output::{confined_path, route_file};
use crate::page_data::{PageData, PageKind};
use crate::pages::LocalePages;
use crate::url_path::decode_path;

use super::redirects::expand_redirects;

/// Files every build writes at the root of the output besides pages and assets.
const BUILT_IN_FILES: [&str; 2] = ["sitemap.xml", "redirects.json"];

/// Where a planned file comes from.
#[derive(Debug, Clone)]
struct Origin {
    file: PathBuf,
    line: usize,
    column: usize,
    what: String,
}

impl Origin {
    fn describe(&self) -> String {
        if self.line > 0 {
            format!("{} ({}:{})", self.what, self.file.display(), self.line)
        } else {
            format!("{} ({})", self.what, self.file.display())
        }
    }

    fn problem(&self, message: String, hint: &str) -> Diagnostic {
        Diagnostic::new(&self.file, self.line, self.column, message).with_hint(hint)
    }
}

/// Checks the output plan of the selected locales; returns the problems found.
pub fn check_output_plan(
    site: &Site,
    locales: &[Locale],
    pages: &[LocalePages],
) -> Vec<Diagnostic> {
    let origins = PageOrigins::new(site);
    let mut plan = Plan::default();
    for (locale, locale_pages) in locales.iter().zip(pages) {
        for page in &locale_pages.pages {
            let origin = origins.of(site, locale, page);
            for file in page_files(page) {
                plan.claim(file, origin.clone());
            }
        }
    }
    // Claimed first, so that a site file over one is the problem reported, at its own place.
    for built_in in BUILT_IN_FILES {
        let origin = Origin {
            file: PathBuf::from("(ampere)"),
            line: 0,
            column: 0,
            what: format!("the build's own `{built_in}`"),
        };
        plan.claim(built_in.to_string(), origin);
    }
    for (source, url) in &site.static_files {
        let relative = source.strip_prefix(&site.root).unwrap_or(source);
        let origin = Origin {
            file: relative.to_path_buf(),
            line: 0,
            column: 0,
            what: "static file".into(),
        };
        plan.claim(url.clone(), origin);
    }
    plan_redirects(site, locales, pages, &mut plan);
    let mut problems = plan.problems;
    problems.extend(routes_inside_locale_folders(site));
    problems
}

/// The files a page writes (decoded paths relative to the output).
fn page_files(page: &PageData) -> Vec<String> {
    let route = decode_path(&page.route);
    if page.kind == PageKind::NotFound {
        return vec![route];
    }
    vec![
        route_file(&route, "index.html"),
        route_file(&route, "page-data.json"),
    ]
}

#[derive(Default)]
struct Plan {
    claimed: HashMap<PathBuf, Origin>,
    problems: Vec<Diagnostic>,
}

impl Plan {
    /// Claims one output file for `origin`; a path outside the output or already claimed
    /// is a problem located at `origin`.
    fn claim(&mut self, file: String, origin: Origin) {
        let path = match confined_path(&file) {
            Ok(path) => path,
            Err(reason) => {
                self.problems.push(origin.problem(
                    format!(
                        "{} would write `{file}`, outside the output folder: {reason}",
                        origin.what
                    ),
                    "use a route made of plain segments (no `..`, backslashes or absolute paths)",
                ));
                return;
            }
        };
        if let Some(first) = self.claimed.get(&path) {
            if first.file != origin.file || first.what != origin.what {
                self.problems.push(origin.problem(
                    format!(
                        "{} writes `{}`, which {} writes too; one would silently replace the other",
                        origin.what,
                        path.display(),
                        first.describe()
                    ),
                    "give one of them another slug, file name or path",
                ));
            }
            return;
        }
        self.claimed.insert(path, origin);
    }
}

fn plan_redirects(site: &Site, locales: &[Locale], pages: &[LocalePages], plan: &mut Plan) {
    let config_file = site.root.join("ampere.toml");
    let config_file = config_file.strip_prefix(&site.root).unwrap_or(&config_file);
    let expanded = expand_redirects(&site.config.redirects, locales, pages);
    for (index, redirect) in site.config.redirects.iter().enumerate() {
        let key = format!("redirects[{index}]");
        let (line, column) = site.config.positions.of(&key);
        let origin = Origin {
            file: config_file.to_path_buf(),
            line,
            column,
            what: format!("redirect from `{}`", redirect.from),
        };
        if !expanded.iter().any(|page| page.redirect == index) {
            plan.problems.push(origin.problem(
                format!(
                    "redirect to `{}` matches no page, so it would be dropped",
                    redirect.to
                ),
                &missing_target_hint(redirect),
            ));
        }
        for page in expanded.iter().filter(|page| page.redirect == index) {
            plan.claim(route_file(&page.from, "index.html"), origin.clone());
        }
    }
}

fn missing_target_hint(redirect: &Redirect) -> String {
    if redirect.prefix {
        format!(
            "no route starts with `{}`; point `to` at an existing route or folder of routes",
            redirect.to
        )
    } else {
        format!("no page has the route `{}`; point `to` at an existing page (routes start and end with `/`)", redirect.to)
    }
}

/// A default-locale route whose first segment is another locale's folder, or a folder the
/// build writes its own files into, would be replaced by (or replace) that folder's files.
fn routes_inside_locale_folders(site: &Site) -> Vec<Diagnostic> {
    let mut taken: Vec<(String, String)> = site
        .locales
        .iter()
        .filter(|locale| !locale.is_default)
        .map(|locale| {
            (
                locale.config.path.clone(),
                format!("locale `{}`", locale.code),
            )
        })
        .collect();
    for reserved in ampere_site::config::RESERVED_FOLDERS {
        taken.push((reserved.to_string(), "the build's own files".into()));
    }
    let mut problems = Vec::new();
    for doc in site.docs.iter().chain(&site.pages) {
        let first = doc
            .route
            .trim_start_matches('/')
            .split('/')
            .next()
            .unwrap_or_default();
        if let Some((folder, owner)) = taken.iter().find(|(folder, _)| folder == first) {
            let line = doc.front_matter_lines.get("slug").copied().unwrap_or(0);
            problems.push(
                Diagnostic::new(&doc.source, line, 1, format!("route `{}` lies in the folder `/{folder}/` of {owner}", doc.route))
                    .with_hint("give the page another slug; the first segment of a route must not be a locale path or `assets`"),
            );
        }
    }
    problems
}

/// Finds the source of each page: docs and standalone pages by route, categories by folder.
struct PageOrigins<'a> {
    docs: HashMap<&'a str, &'a ampere_site::Doc>,
    pages: HashMap<&'a str, &'a ampere_site::Doc>,
    categories: HashMap<&'a str, &'a Path>,
}

impl<'a> PageOrigins<'a> {
    fn new(site: &'a Site) -> Self {
        let mut categories = HashMap::new();
        for version in &site.versions {
            collect_categories(&version.tree, &mut categories);
        }
        PageOrigins {
            docs: site
                .docs
                .iter()
                .map(|doc| (doc.route.as_str(), doc))
                .collect(),
            pages: site
                .pages
                .iter()
                .map(|page| (page.route.as_str(), page))
                .collect(),
            categories,
        }
    }

    fn of(&self, site: &Site, locale: &Locale, page: &PageData) -> Origin {
        let route = decode_path(&page.route);
        let unprefixed = route.strip_prefix(&locale.prefix).unwrap_or(&route);
        let doc = match page.kind {
            PageKind::Doc => self.docs.get(unprefixed),
            PageKind::MarkdownPage => self.pages.get(unprefixed),
            _ => None,
        };
        if let Some(doc) = doc {
            let (translated, _) = site.localized_doc(locale, doc);
            return Origin {
                file: translated.source.clone(),
                line: translated
                    .front_matter_lines
                    .get("slug")
                    .copied()
                    .unwrap_or(0),
                column: 1,
                what: format!("page `{}`", doc.route),
            };
        }
        if let Some(folder) = self.categories.get(unprefixed) {
            return Origin {
                file: folder.join("_category_.json"),
                line: 0,
                column: 0,
                what: format!("category page `{unprefixed}`"),
            };
        }
        let (line, column) = site.config.positions.of("search.searchPagePath");
        Origin {
            file: PathBuf::from("ampere.toml"),
            line: if page.kind == PageKind::Search {
                line
            } else {
                0
            },
            column,
            what: format!("built-in page `{unprefixed}`"),
        }
    }
}

fn collect_categories<'a>(folder: &'a Folder, into: &mut HashMap<&'a str, &'a Path>) {
    if let Some(route) = &folder.generated_index {
        into.insert(route.as_str(), folder.source.as_path());
    }
    for child in &folder.folders {
        collect_categories(child, into);
    }
}
