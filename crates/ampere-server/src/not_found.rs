//! The not-found page: the requested locale's `404.html`, else the root one, else a minimal
//! built-in page (for example while a build swaps the root).

use std::fs;
use std::path::{Path, PathBuf};

use crate::request_path::RequestPath;
use crate::resolve::is_inside;

pub const NOT_FOUND_FILE: &str = "404.html";

/// Shown when the build has no `404.html` at all.
pub const FALLBACK_PAGE: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<title>Page not found</title></head><body><h1>Page not found</h1></body></html>\n";

/// The `404.html` for this path. The first segment names the locale when a folder of that
/// name holds its own `404.html` (`/hi/nope/` → `hi/404.html`); no list of locales is needed.
pub fn not_found_page(root: &Path, path: &RequestPath) -> Option<PathBuf> {
    let locale_page = path
        .first_segment()
        .filter(|_| path.segments().len() > 1 || path.has_trailing_slash())
        .map(|locale| root.join(locale).join(NOT_FOUND_FILE));
    locale_page
        .into_iter()
        .chain(std::iter::once(root.join(NOT_FOUND_FILE)))
        .find(|page| {
            fs::metadata(page).is_ok_and(|metadata| metadata.is_file()) && is_inside(root, page)
        })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn fixture() -> tempfile::TempDir {
        let directory = tempfile::tempdir().unwrap();
        let root = directory.path();
        fs::create_dir_all(root.join("hi")).unwrap();
        fs::create_dir_all(root.join("installation")).unwrap();
        fs::write(root.join("404.html"), "en").unwrap();
        fs::write(root.join("hi/404.html"), "hi").unwrap();
        directory
    }

    fn page(root: &Path, raw: &str) -> Option<PathBuf> {
        not_found_page(root, &RequestPath::parse(raw).unwrap())
    }

    #[test]
    fn locale_prefixes_get_their_own_page() {
        let site = fixture();
        assert_eq!(
            page(site.path(), "/hi/nope/"),
            Some(site.path().join("hi/404.html"))
        );
        assert_eq!(
            page(site.path(), "/hi/a/b/c"),
            Some(site.path().join("hi/404.html"))
        );
    }

    #[test]
    fn everything_else_gets_the_root_page() {
        let site = fixture();
        assert_eq!(
            page(site.path(), "/nope"),
            Some(site.path().join("404.html"))
        );
        assert_eq!(page(site.path(), "/"), Some(site.path().join("404.html")));
        assert_eq!(
            page(site.path(), "/installation/nope/"),
            Some(site.path().join("404.html"))
        );
        assert_eq!(
            page(site.path(), "/hiking/"),
            Some(site.path().join("404.html"))
        );
    }

    #[test]
    fn a_locale_name_alone_without_slash_is_a_root_path() {
        // `/hi` itself is answered with a redirect to `/hi/`; a file named `hi` would be a
        // root-level file, so its 404 is the default locale's.
        let site = fixture();
        assert_eq!(page(site.path(), "/hi"), Some(site.path().join("404.html")));
    }

    #[test]
    fn no_page_when_the_build_has_none() {
        let empty = tempfile::tempdir().unwrap();
        assert_eq!(page(empty.path(), "/nope/"), None);
    }
}
