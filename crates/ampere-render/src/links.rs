//! Link rewriting (relative `.md` paths to routes, locale prefixes) and link checking.

use std::collections::{HashMap, HashSet};
use std::path::{Component, Path};

use ampere_site::{Locale, Site};

use crate::url_path::{decode_path, encode_path};

/// Maps `docs/`-relative Markdown paths to routes.
pub struct LinkTable {
    routes_by_file: HashMap<String, String>,
}

impl LinkTable {
    pub fn new(site: &Site) -> Self {
        LinkTable {
            routes_by_file: site
                .docs
                .iter()
                .map(|doc| (doc.relative_path.clone(), doc.route.clone()))
                .collect(),
        }
    }

    /// The href to emit for `written` in the doc at `relative_path`, in `locale`.
    /// `None` keeps the link as written (external, anchor-only, or unresolvable).
    pub fn rewrite(&self, written: &str, relative_path: &str, locale: &Locale) -> Option<String> {
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
            let folder = Path::new(relative_path).parent().unwrap_or(Path::new(""));
            let target = normalize(&folder.join(&path));
            let route = self.routes_by_file.get(&target)?;
            return Some(with_anchor(&locale.href(route)));
        }
        if path.starts_with('/') && !is_static_path(&path) {
            let mut route = path.clone();
            if !route.ends_with('/') && !route.rsplit('/').next().unwrap_or("").contains('.') {
                route.push('/');
            }
            return Some(with_anchor(&locale.href(&route)));
        }
        None
    }
}

fn is_external(link: &str) -> bool {
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

/// Why a link does not resolve, or `None` when it does.
pub fn check_link(
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
    fn checks_pages_anchors_and_files() {
        let mut targets = LinkTargets::default();
        targets
            .pages
            .insert("/a b/".into(), HashSet::from(["x".to_string()]));
        targets.files.insert("/img/logo.svg".into());
        assert_eq!(check_link("/a%20b/#x", &targets, &[]), None);
        assert_eq!(check_link("/img/logo.svg", &targets, &[]), None);
        assert_eq!(check_link("https://example.com/", &targets, &[]), None);
        assert_eq!(
            check_link("/a%20b/#y", &targets, &[]).as_deref(),
            Some("page `/a b/` has no heading with id `y`")
        );
        assert_eq!(
            check_link("/nope/", &targets, &[]).as_deref(),
            Some("no page at `/nope/`")
        );
    }
}
