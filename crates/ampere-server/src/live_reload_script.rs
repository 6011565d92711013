//! The small script every HTML page loads when live reload is on. It is a served file, not an
//! inline script, so the Content-Security-Policy needs no exception for it.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;

use crate::headers::REVALIDATE;

/// Where pages listen for live-reload events.
pub const LIVE_RELOAD_PATH: &str = "/__ampere/live-reload";

/// Where the script is served.
pub const LIVE_RELOAD_SCRIPT_PATH: &str = "/__ampere/live-reload.js";

/// What is put into every page.
pub const SCRIPT_ELEMENT: &str =
    "<script src=\"/__ampere/live-reload.js\" data-ampere-live-reload></script>\n";

/// Listens on the event stream: `reload` reloads the page; `error` (with a JSON string as
/// data) shows a fixed banner with the build error, which the next reload removes. The
/// browser's own connection errors arrive as `error` events without data and are ignored
/// (EventSource reconnects by itself).
pub const SCRIPT: &str = r#"(() => {
  const bannerId = "ampere-build-error";
  const source = new EventSource("/__ampere/live-reload");
  const removeBanner = () => document.getElementById(bannerId)?.remove();
  source.addEventListener("reload", () => { removeBanner(); location.reload(); });
  source.addEventListener("error", (event) => {
    if (typeof event.data !== "string") return;
    let message = event.data;
    try { message = JSON.parse(event.data); } catch (_) {}
    removeBanner();
    const banner = document.createElement("pre");
    banner.id = bannerId;
    banner.setAttribute("role", "alert");
    banner.textContent = "Build failed\n\n" + message;
    banner.style.cssText = "position:fixed;inset-block-start:0;inset-inline:0;z-index:2147483647;margin:0;padding:0.75rem 1rem;max-block-size:50vh;overflow:auto;background:#7f1d1d;color:#fff;font:13px/1.4 ui-monospace,monospace;white-space:pre-wrap;direction:ltr;text-align:start";
    document.body.appendChild(banner);
  });
})();
"#;

/// Answers `LIVE_RELOAD_SCRIPT_PATH`.
pub(crate) async fn live_reload_script() -> impl IntoResponse {
    (
        [
            (CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (CACHE_CONTROL, REVALIDATE),
        ],
        SCRIPT,
    )
}

/// Puts the script just before the last `</body>` (any letter case), or at the end when the
/// page has none.
pub fn inject(html: &[u8]) -> Vec<u8> {
    const CLOSING_BODY: &[u8] = b"</body>";
    let position = html
        .windows(CLOSING_BODY.len())
        .rposition(|window| window.eq_ignore_ascii_case(CLOSING_BODY))
        .unwrap_or(html.len());
    let mut injected = Vec::with_capacity(html.len() + SCRIPT_ELEMENT.len());
    injected.extend_from_slice(&html[..position]);
    injected.extend_from_slice(SCRIPT_ELEMENT.as_bytes());
    injected.extend_from_slice(&html[position..]);
    injected
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goes_before_the_closing_body_tag() {
        let page = b"<html><body><p>hi</p></body></html>";
        let injected = String::from_utf8_lossy(&inject(page)).into_owned();
        assert!(
            injected.starts_with("<html><body><p>hi</p><script src=\"/__ampere/live-reload.js\"")
        );
        assert!(injected.ends_with("</script>\n</body></html>"));
    }

    #[test]
    fn uses_the_last_closing_body_in_any_case() {
        let page = b"<body><code>&lt;/body&gt; </body></code></BODY>";
        let injected = String::from_utf8_lossy(&inject(page)).into_owned();
        assert!(injected.ends_with("</script>\n</BODY>"));
        assert!(injected.starts_with("<body><code>&lt;/body&gt; </body></code><script"));
    }

    #[test]
    fn is_appended_when_there_is_no_body_tag() {
        let injected = inject(b"<p>fragment</p>");
        assert!(injected.starts_with(b"<p>fragment</p><script"));
    }

    #[test]
    fn the_script_listens_where_the_endpoint_is() {
        assert!(SCRIPT.contains(&format!("new EventSource(\"{LIVE_RELOAD_PATH}\")")));
    }

    #[test]
    fn the_element_loads_the_served_script_and_runs_nothing_inline() {
        assert!(SCRIPT_ELEMENT.contains(&format!("src=\"{LIVE_RELOAD_SCRIPT_PATH}\"")));
        assert!(SCRIPT_ELEMENT.ends_with("></script>\n"));
        assert!(!SCRIPT.contains("<script"));
    }
}
