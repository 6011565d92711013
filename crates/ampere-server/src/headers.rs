//! Response headers for files: content type, caching policy and validators (ETag,
//! Last-Modified) with the conditional-request check that answers 304.

use std::fs::Metadata;
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::header::{IF_MODIFIED_SINCE, IF_NONE_MATCH};
use axum::http::HeaderMap;

/// Files under this top-level folder carry a content hash in their name.
pub const HASHED_ASSETS_FOLDER: &str = "assets";
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub const REVALIDATE: &str = "no-cache";

/// The `Content-Type` for a file, by extension. Text types say they are UTF-8.
pub fn content_type(path: &Path) -> String {
    let extension = path
        .extension()
        .and_then(|extension| extension.to_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    let known = match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "bin" => "application/octet-stream",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "xml" => "application/xml; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "pdf" => "application/pdf",
        _ => "",
    };
    if !known.is_empty() {
        return known.to_owned();
    }
    match mime_guess::from_ext(&extension).first_raw() {
        Some(guess) if guess.starts_with("text/") => format!("{guess}; charset=utf-8"),
        Some(guess) => guess.to_owned(),
        None => "application/octet-stream".to_owned(),
    }
}

/// True for HTML files, the only ones the live-reload script is injected into.
pub fn is_html(path: &Path) -> bool {
    content_type(path).starts_with("text/html")
}

/// `Cache-Control` for a file named by these request segments: hashed assets forever,
/// everything else revalidated on every use (a new build may change it at any moment).
pub fn cache_control(segments: &[String]) -> &'static str {
    match segments {
        [folder, _, ..] if folder == HASHED_ASSETS_FOLDER => IMMUTABLE,
        _ => REVALIDATE,
    }
}

/// What identifies one version of a file: a strong ETag (the compression layer weakens it
/// when it changes the bytes, as nginx does) and the modification time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Validators {
    pub entity_tag: String,
    pub last_modified: Option<SystemTime>,
}

impl Validators {
    /// Built from size and modification time. `variant` distinguishes bodies that differ for
    /// the same file (the live-reload script), so a browser never reuses the wrong one.
    pub fn from_metadata(metadata: &Metadata, variant: &str) -> Self {
        let last_modified = metadata.modified().ok();
        let nanoseconds = last_modified
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .unwrap_or(Duration::ZERO)
            .as_nanos();
        let entity_tag = format!("\"{:x}-{:x}{variant}\"", metadata.len(), nanoseconds);
        Self {
            entity_tag,
            last_modified,
        }
    }

    /// `Last-Modified` as an HTTP date.
    pub fn last_modified_header(&self) -> Option<String> {
        self.last_modified.map(httpdate::fmt_http_date)
    }

    /// True when the request's conditional headers say its cached copy is current
    /// (RFC 9110 §13.1: If-None-Match wins over If-Modified-Since).
    pub fn is_fresh(&self, request: &HeaderMap) -> bool {
        if let Some(if_none_match) = request.get(IF_NONE_MATCH) {
            let Ok(list) = if_none_match.to_str() else {
                return false;
            };
            return list.split(',').map(str::trim).any(|candidate| {
                candidate == "*" || weak_form(candidate) == weak_form(&self.entity_tag)
            });
        }
        let (Some(since), Some(modified)) = (
            request
                .get(IF_MODIFIED_SINCE)
                .and_then(|value| value.to_str().ok())
                .and_then(|value| httpdate::parse_http_date(value).ok()),
            self.last_modified,
        ) else {
            return false;
        };
        // HTTP dates have whole seconds; compare at that precision.
        let modified_seconds = modified
            .duration_since(UNIX_EPOCH)
            .map(|duration| duration.as_secs())
            .unwrap_or(u64::MAX);
        let since_seconds = since
            .duration_since(UNIX_EPOCH)
            .map(|duration| duration.as_secs())
            .unwrap_or(0);
        modified_seconds <= since_seconds
    }
}

impl Validators {
    /// True when an `If-Range` value names this version (RFC 9110 §13.1.5): the same strong
    /// entity tag, or exactly the `Last-Modified` date when that is a strong validator (at
    /// least a second before `now`). A weak tag never matches.
    pub fn matches_if_range(&self, value: &str, now: SystemTime) -> bool {
        let value = value.trim();
        if value.starts_with('"') {
            return value == self.entity_tag && !self.entity_tag.starts_with("W/");
        }
        if value.starts_with("W/") {
            return false;
        }
        let (Ok(date), Some(modified)) = (httpdate::parse_http_date(value), self.last_modified)
        else {
            return false;
        };
        let strong = modified + Duration::from_secs(1) <= now;
        strong && whole_seconds(modified) == whole_seconds(date)
    }
}

fn whole_seconds(time: SystemTime) -> u64 {
    time.duration_since(UNIX_EPOCH)
        .map(|duration| duration.as_secs())
        .unwrap_or(0)
}

/// Weak comparison (RFC 9110 §8.8.3.2): the `W/` prefix does not matter.
fn weak_form(entity_tag: &str) -> &str {
    entity_tag.strip_prefix("W/").unwrap_or(entity_tag)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn content_types_by_extension() {
        let expected = [
            ("index.html", "text/html; charset=utf-8"),
            (
                "assets/entry-client-3f9a1c2b.js",
                "text/javascript; charset=utf-8",
            ),
            ("assets/style.css", "text/css; charset=utf-8"),
            ("page-data.json", "application/json"),
            ("assets/locale-hi.9a8b7c6d.json", "application/json"),
            ("assets/ampere_search-5e6f.wasm", "application/wasm"),
            ("assets/search-hi.1a2b3c4d.bin", "application/octet-stream"),
            ("img/logo.svg", "image/svg+xml"),
            ("img/photo.PNG", "image/png"),
            ("sitemap.xml", "application/xml; charset=utf-8"),
            ("assets/font.woff2", "font/woff2"),
            ("favicon.ico", "image/x-icon"),
            ("robots.txt", "text/plain; charset=utf-8"),
            ("no-extension", "application/octet-stream"),
            ("movie.mp4", "video/mp4"),
        ];
        for (name, content_type_expected) in expected {
            assert_eq!(
                content_type(Path::new(name)),
                content_type_expected,
                "{name}"
            );
        }
    }

    #[test]
    fn only_top_level_assets_are_immutable() {
        let segments = |path: &str| path.split('/').map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(
            cache_control(&segments("assets/entry-client-3f9a1c2b.js")),
            IMMUTABLE
        );
        assert_eq!(cache_control(&segments("assets/nested/a.js")), IMMUTABLE);
        assert_eq!(cache_control(&segments("assets")), REVALIDATE);
        assert_eq!(cache_control(&segments("hi/assets/a.js")), REVALIDATE);
        assert_eq!(cache_control(&segments("index.html")), REVALIDATE);
    }

    fn validators() -> Validators {
        Validators {
            entity_tag: "W/\"10-abc\"".to_owned(),
            last_modified: Some(UNIX_EPOCH + Duration::from_secs(1_700_000_000)),
        }
    }

    fn request(name: axum::http::HeaderName, value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(name, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn if_none_match_uses_weak_comparison_and_lists() {
        let validators = validators();
        assert!(validators.is_fresh(&request(IF_NONE_MATCH, "W/\"10-abc\"")));
        assert!(validators.is_fresh(&request(IF_NONE_MATCH, "\"10-abc\"")));
        assert!(validators.is_fresh(&request(IF_NONE_MATCH, "\"x\", W/\"10-abc\"")));
        assert!(validators.is_fresh(&request(IF_NONE_MATCH, "*")));
        assert!(!validators.is_fresh(&request(IF_NONE_MATCH, "W/\"11-abc\"")));
        assert!(!validators.is_fresh(&HeaderMap::new()));
    }

    #[test]
    fn if_range_dates_match_only_a_strong_last_modified() {
        let validators = validators();
        let date = validators.last_modified_header().unwrap();
        let modified = validators.last_modified.unwrap();
        assert!(validators.matches_if_range(&date, modified + Duration::from_secs(2)));
        assert!(
            !validators.matches_if_range(&date, modified),
            "a file modified this very second may change again within it"
        );
    }

    #[test]
    fn if_modified_since_compares_whole_seconds() {
        let validators = validators();
        let date = validators.last_modified_header().unwrap();
        assert!(validators.is_fresh(&request(IF_MODIFIED_SINCE, &date)));
        let earlier = httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(1_600_000_000));
        assert!(!validators.is_fresh(&request(IF_MODIFIED_SINCE, &earlier)));
        assert!(!validators.is_fresh(&request(IF_MODIFIED_SINCE, "not a date")));
    }

    #[test]
    fn if_none_match_wins_over_if_modified_since() {
        let validators = validators();
        let mut headers = request(IF_NONE_MATCH, "\"other\"");
        let date = validators.last_modified_header().unwrap();
        headers.insert(IF_MODIFIED_SINCE, HeaderValue::from_str(&date).unwrap());
        assert!(!validators.is_fresh(&headers));
    }

    #[test]
    fn entity_tags_differ_by_variant_size_and_time() {
        let directory = tempfile::tempdir().unwrap();
        let file = directory.path().join("index.html");
        std::fs::write(&file, "hello").unwrap();
        let metadata = std::fs::metadata(&file).unwrap();
        let plain = Validators::from_metadata(&metadata, "");
        let live = Validators::from_metadata(&metadata, "-live");
        assert_ne!(plain.entity_tag, live.entity_tag);
        assert!(plain.entity_tag.starts_with("\"5-"));
    }
}
