//! Link rewriting (relative `.md` paths to routes, locale prefixes) and link checking.

use std::collections::{HashMap, HashSet};
use std::path::{Component, Path};

use ampere_site::{Locale, Site};

use crate::url_path::{decode_path, encode_path};

/// Maps `docs/`-relative Markdown paths to routes.
pub struct LinkTable {
    routes_by_file: HashMap<String, String>,
    /// URL paths of the files under `static/` (`/schemas/config.json`): never locale-prefixed.
    static_paths: HashSet<String>,
    /// Files beside the docs, by docs-relative path → the URL they are copied to.
    co_located: HashMap<String, String>,
}

impl LinkTable {
    /// Every entry of the table as text, in a stable order (what a rendering depends on).
    pub fn fingerprint(&self) -> String {
        let mut entries: Vec<String> = self
            .routes_by_file
            .iter()
            .chain(&self.co_located)
            .map(|(file, route)| format!("{file}\u{0}{route}"))
            .chain(self.static_paths.iter().cloned())
            .collect();
        entries.sort_unstable();
        entries.join("\n")
    }

    pub fn new(site: &Site) -> Self {
        LinkTable {
            routes_by_file: site
                .docs
                .iter()
                .map(|doc| (doc.relative_path.clone(), doc.route.clone()))
                .collect(),
            static_paths: site
                .static_files
                .iter()
                .map(|(_, url)| url.clone())
                .collect(),
            co_located: site
                .co_located
                .iter()
                .map(|(path, url)| (path.clone(), url.clone()))
                .collect(),
        }
    }

    /// The href to emit for `written` in the page at `relative_path` (under its docs or pages
    /// folder) with route `route`, in `locale`. `None` keeps the link as written (external,
    /// anchor-only, or unresolvable).
    pub fn rewrite(
        &self,
        written: &str,
        relative_path: &str,
        route: &str,
        locale: &Locale,
    ) -> Option<String> {
        if is_external(written) || written.starts_with('#') || written.starts_with("//") {
            return None;
        }
        let (path, anchor) = match written.split_once('#') {
            Some((path, anchor)) => (path, Some(anchor)),
            None => (written, None),
        };
        let path = decode_path(path);
        let with_anchor = |route: &str| match anchor {
            Some(anchor) => format!("{}#{anchor}", encode_path(route)),
            None => encode_path(route),
        };
        if path.ends_with(".md") || path.ends_with(".mdx") {
            let route = self.route_of_file(&path, relative_path)?;
            return Some(with_anchor(&locale.href(route)));
        }
        if !path.starts_with('/') && !path.is_empty() && has_extension(&path) {
            let folder = Path::new(relative_path).parent().unwrap_or(Path::new(""));
            let url = self.co_located.get(&normalize(&folder.join(&path)))?;
            return Some(url.clone());
        }
        if !path.starts_with('/') && !path.is_empty() && !has_extension(&path) {
            return Some(with_anchor(&locale.href(&resolve_url(route, &path))));
        }
        if path.starts_with('/') && !is_static_path(&path) && !self.static_paths.contains(&path) {
            let mut route = path.clone();
            if !route.ends_with('/') && !route.rsplit('/').next().unwrap_or("").contains('.') {
                route.push('/');
            }
            return Some(with_anchor(&locale.href(&route)));
        }
        None
    }
}

impl LinkTable {
    /// The route of a Markdown file linked from the doc at `relative_path`, found as Docusaurus
    /// finds it: next to the doc, then from the docs folder's root (`@site/docs/…` too).
    fn route_of_file(&self, path: &str, relative_path: &str) -> Option<&String> {
        let folder = Path::new(relative_path).parent().unwrap_or(Path::new(""));
        let beside = normalize(&folder.join(path));
        self.routes_by_file.get(&beside).or_else(|| {
            let from_root = path.strip_prefix("@site/").map_or(path, |rest| {
                rest.split_once('/').map_or(rest, |(_, after)| after)
            });
            self.routes_by_file.get(&normalize(Path::new(from_root)))
        })
    }
}

/// A relative URL (`./lists`, `../tutorial`, `components#update` without its anchor) resolved
/// as the browser resolves it on the page's Docusaurus URL, which has no trailing slash
/// (`/docs/html/elements`): ampere serves the page at `/docs/html/elements/`, so the link is
/// written out absolute to reach the same page.
fn resolve_url(page_route: &str, relative: &str) -> String {
    let page = page_route.trim_end_matches('/');
    let folder = page.rsplit_once('/').map_or("", |(folder, _)| folder);
    let mut parts: Vec<&str> = folder.split('/').filter(|part| !part.is_empty()).collect();
    for part in relative.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    let mut route = format!("/{}", parts.join("/"));
    if !route.ends_with('/') {
        route.push('/');
    }
    route
}

fn has_extension(path: &str) -> bool {
    path.rsplit('/')
        .next()
        .is_some_and(|name| name.contains('.') && name != "." && name != "..")
}

pub(crate) fn is_external(link: &str) -> bool {
    link.contains("://") || link.starts_with("mailto:") || link.starts_with("tel:")
}

fn is_static_path(path: &str) -> bool {
    path.starts_with("/img/") || path.starts_with("/assets/") || path.starts_with("/files/")
}

fn normalize(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    parts.join("/")
}

/// Everything a link may point at: routes with their anchors, and static files.
#[derive(Default)]
pub struct LinkTargets {
    /// Decoded route → anchors on that page.
    pub pages: HashMap<String, HashSet<String>>,
    /// Decoded paths of static files (`/img/logo.svg`).
    pub files: HashSet<String>,
}

/// Why a link does not resolve.
#[derive(Debug, PartialEq, Eq)]
pub struct LinkProblem {
    pub reason: String,
    /// The page exists but has no heading with the link's id (`onBrokenAnchors` decides).
    pub is_anchor: bool,
}

/// Why a link does not resolve, or `None` when it does.
pub fn check_link(
    href: &str,
    targets: &LinkTargets,
    redirects: &[(String, String)],
) -> Option<LinkProblem> {
    let reason = check_link_reason(href, targets, redirects)?;
    let is_anchor = reason.starts_with("page `") && reason.contains("has no heading with id");
    Some(LinkProblem { reason, is_anchor })
}

fn check_link_reason(
    href: &str,
    targets: &LinkTargets,
    redirects: &[(String, String)],
) -> Option<String> {
    if is_external(href) || href.starts_with("//") {
        return None;
    }
    let (path, anchor) = match href.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (href, None),
    };
    if path.is_empty() {
        return None;
    }
    if path.ends_with(".md") || path.ends_with(".mdx") {
        return Some(format!("no page comes from `{path}` (no such file under docs/, or it is a draft or hidden by a flag)"));
    }
    if !path.starts_with('/') && has_extension(path) {
        return Some(format!(
            "no file `{path}` beside the page (a file linked by a relative path is copied from the docs folder)"
        ));
    }
    if !path.starts_with('/') {
        return Some(
            "relative link that is not a .md file; link to the page's .md file or its route"
                .to_string(),
        );
    }
    let path = decode_path(path.split('?').next().unwrap_or(path));
    if targets.files.contains(&path) {
        return None;
    }
    let Some(anchors) = targets.pages.get(&path) else {
        if redirects
            .iter()
            .any(|(from, _)| path.starts_with(from.as_str()))
        {
            return None;
        }
        let is_file = path
            .rsplit('/')
            .next()
            .is_some_and(|name| name.contains('.'));
        return Some(if is_file {
            format!("no file at `{path}` (files come from static/)")
        } else {
            format!("no page at `{path}`")
        });
    };
    match anchor {
        Some(anchor) if !anchors.contains(&decode_path(anchor)) => {
            Some(format!("page `{path}` has no heading with id `{anchor}`"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_urls_resolve_from_the_page_url_without_its_trailing_slash() {
        assert_eq!(
            resolve_url("/docs/html/elements/", "./lists"),
            "/docs/html/lists/"
        );
        assert_eq!(
            resolve_url("/docs/html/elements/", "lists"),
            "/docs/html/lists/"
        );
        assert_eq!(
            resolve_url("/docs/html/elements/", "../tutorial"),
            "/docs/tutorial/"
        );
        assert_eq!(resolve_url("/docs/a/b/", "../../x/y"), "/x/y/");
        assert!(!has_extension(".."));
        assert!(has_extension("../files/manual.pdf"));
    }

    #[test]
    fn checks_pages_anchors_and_files() {
        let mut targets = LinkTargets::default();
        targets
            .pages
            .insert("/a b/".into(), HashSet::from(["x".to_string()]));
        targets.files.insert("/img/logo.svg".into());
        assert_eq!(check_link("/a%20b/#x", &targets, &[]), None);
        assert_eq!(check_link("/img/logo.svg", &targets, &[]), None);
        assert_eq!(check_link("https://example.com/", &targets, &[]), None);
        let anchor = check_link("/a%20b/#y", &targets, &[]).expect("broken anchor");
        assert_eq!(anchor.reason, "page `/a b/` has no heading with id `y`");
        assert!(anchor.is_anchor);
        let page = check_link("/nope/", &targets, &[]).expect("broken link");
        assert_eq!(page.reason, "no page at `/nope/`");
        assert!(!page.is_anchor);
    }
}
