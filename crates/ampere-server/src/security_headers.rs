//! The security headers every response carries: a Content-Security-Policy the theme satisfies,
//! `Referrer-Policy`, `X-Content-Type-Options` and frame protection. Pages asked for with
//! `embed=true` (SPEC: "any page may be shown in an embedded mode") may be framed by any site;
//! everything else only by the site itself. `deploy/nginx.conf` sends the same set.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{
    CONTENT_SECURITY_POLICY, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use percent_encoding::percent_decode_str;

/// The one inline script that executes in a built page: the theme's head script
/// (`theme/src/headHtml.ts`, which sets the colour mode before first paint). Its hash is the
/// SHA-256 of the script text, checked against that file by this module's tests; change it
/// here and in `deploy/nginx.conf` whenever the script changes.
pub const THEME_HEAD_SCRIPT_HASH: &str = "'sha256-y7bi7zq+ZM9iSaGFcrKSvXIDdPGmbMCHZDpsuLG90Oo='";

pub const REFERRER: &str = "strict-origin-when-cross-origin";

/// Who may frame a page that is not in embedded mode.
const FRAMED_BY_SITE_ONLY: &str = "'self'";
/// Who may frame a page asked for with `embed=true`: anyone.
const FRAMED_BY_ANYONE: &str = "*";

/// The Content-Security-Policy. Scripts: the site's own files, the theme's head script by its
/// hash, and WebAssembly compilation for the search engine (`'wasm-unsafe-eval'`), never other
/// inline scripts or `eval`. Styles: the site's own files; `style` attributes are allowed (server
/// rendering writes some, e.g. progress bars) but `<style>` elements are not. Fetches (page
/// data, search indexes, live reload, Ask-AI) go to the site itself and to `connect_origins`.
pub fn content_security_policy(connect_origins: &[String], frame_ancestors: &str) -> String {
    let connect_sources: String = connect_origins
        .iter()
        .filter(|origin| is_plain_origin(origin))
        .map(|origin| format!(" {origin}"))
        .collect();
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {THEME_HEAD_SCRIPT_HASH}; \
         style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; \
         font-src 'self' data:; connect-src 'self'{connect_sources}; object-src 'none'; \
         base-uri 'self'; form-action 'self'; frame-ancestors {frame_ancestors}"
    )
}

/// `scheme://host[:port]` and nothing that could end a CSP directive or source list.
fn is_plain_origin(origin: &str) -> bool {
    let Some(host) = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"))
    else {
        return false;
    };
    !host.is_empty()
        && host
            .chars()
            .all(|character| character.is_ascii_alphanumeric() || ".-:[]".contains(character))
}

/// The header values, worked out once per server.
#[derive(Debug, Clone)]
pub(crate) struct SecurityHeaders {
    framed_by_site_only: HeaderValue,
    framed_by_anyone: HeaderValue,
}

impl SecurityHeaders {
    /// `connect_origins` that are not plain origins are left out of the policy.
    pub fn new(connect_origins: &[String]) -> Self {
        let policy = |frame_ancestors| {
            HeaderValue::from_str(&content_security_policy(connect_origins, frame_ancestors))
                .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
        };
        Self {
            framed_by_site_only: policy(FRAMED_BY_SITE_ONLY),
            framed_by_anyone: policy(FRAMED_BY_ANYONE),
        }
    }

    /// The headers for a response to a request in embedded mode or not.
    pub fn headers(&self, embedded: bool) -> Vec<(HeaderName, HeaderValue)> {
        let policy = if embedded {
            &self.framed_by_anyone
        } else {
            &self.framed_by_site_only
        };
        let mut headers = vec![
            (CONTENT_SECURITY_POLICY, policy.clone()),
            (REFERRER_POLICY, HeaderValue::from_static(REFERRER)),
            (X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        ];
        if !embedded {
            // For browsers without CSP frame-ancestors; it has no "anyone" value, so an
            // embeddable response simply goes without it.
            headers.push((X_FRAME_OPTIONS, HeaderValue::from_static("SAMEORIGIN")));
        }
        headers
    }

    fn apply(&self, response: &mut HeaderMap, embedded: bool) {
        for (name, value) in self.headers(embedded) {
            response.insert(name, value);
        }
    }
}

/// The middleware that puts the headers on every response.
pub(crate) async fn add_security_headers(
    State(security): State<Arc<SecurityHeaders>>,
    request: Request,
    next: Next,
) -> Response {
    let embedded = is_embedded(request.uri().query());
    let mut response = next.run(request).await;
    security.apply(response.headers_mut(), embedded);
    response
}

/// True when the query asks for embedded mode the way the theme reads it
/// (`URLSearchParams.get('embed') === 'true'`: the first `embed` parameter, decoded).
pub fn is_embedded(query: Option<&str>) -> bool {
    let Some(query) = query else {
        return false;
    };
    query
        .split('&')
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
        .find(|(name, _)| decoded(name) == "embed")
        .is_some_and(|(_, value)| decoded(value) == "true")
}

fn decoded(text: &str) -> String {
    percent_decode_str(&text.replace('+', " "))
        .decode_utf8_lossy()
        .into_owned()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha256};
    use std::path::Path;

    fn repository_file(relative: &str) -> String {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(relative);
        std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
    }

    /// Base64 (standard alphabet, padded), as CSP hashes are written.
    fn base64(bytes: &[u8]) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut text = String::new();
        for chunk in bytes.chunks(3) {
            let word = chunk.iter().enumerate().fold(0_u32, |word, (index, byte)| {
                word | u32::from(*byte) << (16 - 8 * index)
            });
            for index in 0..4 {
                if index <= chunk.len() {
                    text.push(char::from(
                        ALPHABET[(word >> (18 - 6 * index) & 63) as usize],
                    ));
                } else {
                    text.push('=');
                }
            }
        }
        text
    }

    /// The head script as the theme writes it into pages: the template literal of
    /// `headHtml.ts` without its line breaks.
    fn theme_head_script() -> String {
        let source = repository_file("theme/src/headHtml.ts");
        let start = source.find("const script = `").unwrap() + "const script = `".len();
        let length = source[start..].find('`').unwrap();
        source[start..start + length].replace('\n', "")
    }

    #[test]
    fn the_policy_allows_exactly_the_theme_head_script() {
        let digest = Sha256::digest(theme_head_script().as_bytes());
        let expected = format!("'sha256-{}'", base64(&digest));
        assert_eq!(
            THEME_HEAD_SCRIPT_HASH, expected,
            "theme/src/headHtml.ts changed its script: put {expected} into THEME_HEAD_SCRIPT_HASH \
             and into the Content-Security-Policy of deploy/nginx.conf"
        );
    }

    #[test]
    fn nginx_sends_the_same_policy() {
        let config = repository_file("deploy/nginx.conf");
        let expected = content_security_policy(&[], "$ampere_frame_ancestors");
        let sent: Vec<&str> = config
            .lines()
            .map(str::trim)
            .filter(|line| line.starts_with("add_header Content-Security-Policy"))
            .collect();
        assert!(
            !sent.is_empty(),
            "deploy/nginx.conf sends no Content-Security-Policy"
        );
        for line in sent {
            assert_eq!(
                line,
                format!("add_header Content-Security-Policy \"{expected}\" always;"),
                "deploy/nginx.conf must send the policy of security_headers.rs"
            );
        }
    }

    #[test]
    fn base64_matches_known_values() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn embedded_mode_is_read_like_the_theme_reads_it() {
        assert!(is_embedded(Some("embed=true")));
        assert!(is_embedded(Some("a=1&embed=true&b")));
        assert!(is_embedded(Some("%65mbed=%74rue")));
        assert!(!is_embedded(None));
        assert!(!is_embedded(Some("embed=false&embed=true")));
        assert!(!is_embedded(Some("embed=TRUE")));
        assert!(!is_embedded(Some("embedded=true")));
        assert!(!is_embedded(Some("embed")));
    }

    #[test]
    fn only_plain_origins_reach_the_policy() {
        let origins = [
            "https://ai.example.com".to_owned(),
            "http://127.0.0.1:4000".to_owned(),
            "https://evil.example; script-src *".to_owned(),
            "javascript:alert(1)".to_owned(),
        ];
        let policy = content_security_policy(&origins, "'self'");
        assert!(policy.contains("connect-src 'self' https://ai.example.com http://127.0.0.1:4000;"));
        assert!(!policy.contains("evil"));
        assert!(!policy.contains("javascript"));
    }

    #[test]
    fn embedded_responses_may_be_framed_by_anyone_and_others_only_by_the_site() {
        let security = SecurityHeaders::new(&[]);
        let names = |embedded| -> Vec<String> {
            security
                .headers(embedded)
                .into_iter()
                .map(|(name, value)| format!("{name}: {}", value.to_str().unwrap()))
                .collect()
        };
        let framed = names(false).join("\n");
        assert!(framed.contains("frame-ancestors 'self'"));
        assert!(framed.contains("x-frame-options: SAMEORIGIN"));
        let embedded = names(true).join("\n");
        assert!(embedded.contains("frame-ancestors *"));
        assert!(!embedded.contains("x-frame-options"));
        assert!(embedded.contains("referrer-policy: strict-origin-when-cross-origin"));
    }
}
