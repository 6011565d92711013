//! Maps a request path onto a file of the build output, looked up afresh on every request so
//! that a build swapping the root folder in place is picked up at once.

use std::fs;
use std::path::{Path, PathBuf};

use crate::request_path::RequestPath;

/// What a request path names in the build output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    /// A regular file inside the root (for a folder: its `index.html`).
    File(PathBuf),
    /// A folder asked for without its trailing slash.
    Folder,
    /// Nothing servable: missing, a folder without `index.html`, a file asked for with a
    /// trailing slash, or something that leads outside the root through a symbolic link.
    NotFound,
}

/// Looks the path up under `root`.
pub fn resolve(root: &Path, path: &RequestPath) -> Resolution {
    let mut target = root.to_path_buf();
    target.extend(path.segments());
    let Ok(metadata) = fs::metadata(&target) else {
        return Resolution::NotFound;
    };
    if !is_inside(root, &target) {
        return Resolution::NotFound;
    }
    if metadata.is_dir() {
        if !path.has_trailing_slash() {
            return Resolution::Folder;
        }
        target.push("index.html");
        return match fs::metadata(&target) {
            Ok(index) if index.is_file() && is_inside(root, &target) => Resolution::File(target),
            _ => Resolution::NotFound,
        };
    }
    if metadata.is_file() && !path.has_trailing_slash() {
        Resolution::File(target)
    } else {
        Resolution::NotFound
    }
}

/// True when `candidate`, with every symbolic link followed, lies under `root` (also
/// resolved). Both are resolved per call because the root may be a link that a build swaps.
pub fn is_inside(root: &Path, candidate: &Path) -> bool {
    match (fs::canonicalize(root), fs::canonicalize(candidate)) {
        (Ok(root), Ok(candidate)) => candidate.starts_with(root),
        _ => false,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn fixture() -> tempfile::TempDir {
        let directory = tempfile::tempdir().unwrap();
        let root = directory.path();
        fs::create_dir_all(root.join("installation")).unwrap();
        fs::create_dir_all(root.join("External Signals/Eneco")).unwrap();
        fs::create_dir_all(root.join("empty")).unwrap();
        fs::write(root.join("index.html"), "home").unwrap();
        fs::write(root.join("installation/index.html"), "install").unwrap();
        fs::write(root.join("External Signals/Eneco/index.html"), "eneco").unwrap();
        fs::write(root.join("sitemap.xml"), "<urlset/>").unwrap();
        directory
    }

    fn resolve_raw(root: &Path, raw: &str) -> Resolution {
        resolve(root, &RequestPath::parse(raw).unwrap())
    }

    #[test]
    fn root_serves_its_index() {
        let site = fixture();
        assert_eq!(
            resolve_raw(site.path(), "/"),
            Resolution::File(site.path().join("index.html"))
        );
    }

    #[test]
    fn folders_with_slash_serve_their_index() {
        let site = fixture();
        assert_eq!(
            resolve_raw(site.path(), "/External%20Signals/Eneco/"),
            Resolution::File(site.path().join("External Signals/Eneco/index.html"))
        );
    }

    #[test]
    fn folders_without_slash_ask_for_one() {
        let site = fixture();
        assert_eq!(
            resolve_raw(site.path(), "/installation"),
            Resolution::Folder
        );
    }

    #[test]
    fn files_are_served_without_slash_only() {
        let site = fixture();
        assert_eq!(
            resolve_raw(site.path(), "/sitemap.xml"),
            Resolution::File(site.path().join("sitemap.xml"))
        );
        assert_eq!(
            resolve_raw(site.path(), "/sitemap.xml/"),
            Resolution::NotFound
        );
    }

    #[test]
    fn missing_paths_and_folders_without_index_are_not_found() {
        let site = fixture();
        assert_eq!(resolve_raw(site.path(), "/nope/"), Resolution::NotFound);
        assert_eq!(resolve_raw(site.path(), "/empty/"), Resolution::NotFound);
    }

    #[test]
    fn a_missing_root_finds_nothing() {
        let site = fixture();
        let missing = site.path().join("not-built-yet");
        assert_eq!(resolve_raw(&missing, "/"), Resolution::NotFound);
    }

    #[cfg(unix)]
    #[test]
    fn symbolic_links_leading_outside_the_root_are_not_found() {
        let outside = tempfile::tempdir().unwrap();
        fs::write(outside.path().join("secret.txt"), "secret").unwrap();
        let site = fixture();
        std::os::unix::fs::symlink(outside.path(), site.path().join("escape")).unwrap();
        assert_eq!(
            resolve_raw(site.path(), "/escape/secret.txt"),
            Resolution::NotFound
        );
        assert_eq!(resolve_raw(site.path(), "/escape"), Resolution::NotFound);
    }

    #[cfg(unix)]
    #[test]
    fn a_root_that_is_a_symbolic_link_is_followed() {
        let site = fixture();
        let holder = tempfile::tempdir().unwrap();
        let link = holder.path().join("build");
        std::os::unix::fs::symlink(site.path(), &link).unwrap();
        assert_eq!(
            resolve_raw(&link, "/installation/"),
            Resolution::File(link.join("installation/index.html"))
        );
    }
}
