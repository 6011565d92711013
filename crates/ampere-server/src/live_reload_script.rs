//! The small script put into every HTML page when live reload is on.

/// Where pages listen for live-reload events.
pub const LIVE_RELOAD_PATH: &str = "/__ampere/live-reload";

/// Listens on the event stream: `reload` reloads the page; `error` (with a JSON string as
/// data) shows a fixed banner with the build error, which the next reload removes. The
/// browser's own connection errors arrive as `error` events without data and are ignored
/// (EventSource reconnects by itself).
pub const SCRIPT: &str = r#"<script data-ampere-live-reload>
(() => {
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
</script>
"#;

/// Puts the script just before the last `</body>` (any letter case), or at the end when the
/// page has none.
pub fn inject(html: &[u8]) -> Vec<u8> {
    const CLOSING_BODY: &[u8] = b"</body>";
    let position = html
        .windows(CLOSING_BODY.len())
        .rposition(|window| window.eq_ignore_ascii_case(CLOSING_BODY))
        .unwrap_or(html.len());
    let mut injected = Vec::with_capacity(html.len() + SCRIPT.len());
    injected.extend_from_slice(&html[..position]);
    injected.extend_from_slice(SCRIPT.as_bytes());
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
        assert!(injected.starts_with("<html><body><p>hi</p><script data-ampere-live-reload>"));
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
}
