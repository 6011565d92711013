//! The build's `redirects.json` (`[{"from": "/old/", "to": "/new/"}]`), read again whenever
//! the file changes (a build may swap the whole root), matched on exact decoded paths.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use serde::Deserialize;

pub const REDIRECTS_FILE: &str = "redirects.json";

/// Characters that cannot stand in a `Location` header as they are. `%`, `/`, `?`, `#` and
/// `:` stay, so targets that are already encoded, carry a query or are absolute URLs pass.
const LOCATION_ESCAPES: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'<')
    .add(b'>')
    .add(b'\\')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// A redirect target as written in `redirects.json`, made fit for a `Location` header.
pub fn location(target: &str) -> String {
    utf8_percent_encode(target, LOCATION_ESCAPES).to_string()
}

#[derive(Debug, Deserialize)]
struct Redirect {
    from: String,
    to: String,
}

/// Identifies one version of the file without reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Fingerprint {
    path: PathBuf,
    length: u64,
    modified: Option<SystemTime>,
    #[cfg(unix)]
    inode: u64,
}

impl Fingerprint {
    fn of(path: &Path) -> Option<Self> {
        let metadata = fs::metadata(path).ok()?;
        Some(Self {
            path: path.to_path_buf(),
            length: metadata.len(),
            modified: metadata.modified().ok(),
            #[cfg(unix)]
            inode: std::os::unix::fs::MetadataExt::ino(&metadata),
        })
    }
}

#[derive(Debug)]
struct Loaded {
    fingerprint: Fingerprint,
    targets: Arc<HashMap<String, String>>,
}

/// The redirect table, cached until the file on disk changes.
#[derive(Debug, Default)]
pub struct Redirects {
    loaded: Mutex<Option<Loaded>>,
}

impl Redirects {
    /// Where `decoded_path` (`/Accessories/a1-port/`) redirects to, if anywhere. A path
    /// without its trailing slash also matches an entry written with one, saving a hop.
    pub fn target(&self, root: &Path, decoded_path: &str) -> Option<String> {
        let targets = self.current(root);
        if let Some(target) = targets.get(decoded_path) {
            return Some(target.clone());
        }
        if decoded_path.ends_with('/') {
            return None;
        }
        targets.get(&format!("{decoded_path}/")).cloned()
    }

    fn current(&self, root: &Path) -> Arc<HashMap<String, String>> {
        let path = root.join(REDIRECTS_FILE);
        let Some(fingerprint) = Fingerprint::of(&path) else {
            return Arc::default();
        };
        let mut loaded = self.loaded.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(current) = loaded.as_ref() {
            if current.fingerprint == fingerprint {
                return Arc::clone(&current.targets);
            }
        }
        let targets = Arc::new(read(&path));
        *loaded = Some(Loaded {
            fingerprint,
            targets: Arc::clone(&targets),
        });
        targets
    }
}

/// Reads the table; a file that cannot be read or parsed is reported once per version and
/// leaves the server without redirects until it is fixed.
fn read(path: &Path) -> HashMap<String, String> {
    let parsed = fs::read(path)
        .map_err(|error| error.to_string())
        .and_then(|bytes| {
            serde_json::from_slice::<Vec<Redirect>>(&bytes).map_err(|error| error.to_string())
        });
    match parsed {
        Ok(redirects) => redirects
            .into_iter()
            .map(|redirect| (redirect.from, redirect.to))
            .collect(),
        Err(error) => {
            eprintln!(
                "warning: {}: {error}\n\
                 hint: redirects.json must be an array of {{\"from\": \"/old/\", \"to\": \"/new/\"}}; \
                 redirects are ignored until it is fixed",
                path.display()
            );
            HashMap::new()
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn write(root: &Path, json: &str) {
        fs::write(root.join(REDIRECTS_FILE), json).unwrap();
    }

    #[test]
    fn matches_exact_paths_and_the_slashless_form() {
        let root = tempfile::tempdir().unwrap();
        write(
            root.path(),
            r#"[{"from": "/Accessories/a1-port/", "to": "/Controller/Accessories/a1-port/"},
                {"from": "/Old Name/", "to": "/New Name/"}]"#,
        );
        let redirects = Redirects::default();
        let target = |path| redirects.target(root.path(), path);
        assert_eq!(
            target("/Accessories/a1-port/").as_deref(),
            Some("/Controller/Accessories/a1-port/")
        );
        assert_eq!(
            target("/Accessories/a1-port").as_deref(),
            Some("/Controller/Accessories/a1-port/")
        );
        assert_eq!(target("/Old Name/").as_deref(), Some("/New Name/"));
        assert_eq!(target("/Accessories/"), None);
        assert_eq!(target("/accessories/a1-port/"), None);
    }

    #[test]
    fn locations_escape_spaces_and_keep_queries() {
        assert_eq!(location("/New Name/"), "/New%20Name/");
        assert_eq!(location("/a/?b=c#d"), "/a/?b=c#d");
        assert_eq!(location("/already%20encoded/"), "/already%20encoded/");
        assert_eq!(
            location("/हिन्दी/"),
            "/%E0%A4%B9%E0%A4%BF%E0%A4%A8%E0%A5%8D%E0%A4%A6%E0%A5%80/"
        );
    }

    #[test]
    fn a_missing_or_broken_file_means_no_redirects() {
        let root = tempfile::tempdir().unwrap();
        let redirects = Redirects::default();
        assert_eq!(redirects.target(root.path(), "/a/"), None);
        write(root.path(), "{not json");
        assert_eq!(redirects.target(root.path(), "/a/"), None);
    }

    #[test]
    fn a_swapped_root_is_read_again() {
        let holder = tempfile::tempdir().unwrap();
        let root = holder.path().join("build");
        fs::create_dir(&root).unwrap();
        write(&root, r#"[{"from": "/a/", "to": "/first/"}]"#);
        let redirects = Redirects::default();
        assert_eq!(redirects.target(&root, "/a/").as_deref(), Some("/first/"));

        let next = holder.path().join("build-next");
        fs::create_dir(&next).unwrap();
        write(&next, r#"[{"from": "/a/", "to": "/later/"}]"#);
        fs::rename(&root, holder.path().join("build-old")).unwrap();
        fs::rename(&next, &root).unwrap();
        assert_eq!(redirects.target(&root, "/a/").as_deref(), Some("/later/"));
    }
}
