//! The security headers on every kind of response, and frames allowed only in embedded mode.
#![allow(clippy::unwrap_used)]

mod support;

use ampere_server::{router, LiveReload, LIVE_RELOAD_SCRIPT_PATH, THEME_HEAD_SCRIPT_HASH};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use support::{get, get_with, send, Answer, Fixture};

fn assert_protected(answer: &Answer, uri: &str) {
    let policy = answer.header("content-security-policy");
    assert!(policy.contains("default-src 'self'"), "{uri}: {policy}");
    let scripts = policy
        .split(';')
        .map(str::trim)
        .find(|directive| directive.starts_with("script-src "))
        .unwrap();
    assert_eq!(
        scripts,
        format!("script-src 'self' 'wasm-unsafe-eval' {THEME_HEAD_SCRIPT_HASH}"),
        "{uri}: no inline script but the theme's"
    );
    assert!(policy.contains("object-src 'none'"), "{uri}");
    assert_eq!(
        answer.header("referrer-policy"),
        "strict-origin-when-cross-origin",
        "{uri}"
    );
    assert_eq!(answer.header("x-content-type-options"), "nosniff", "{uri}");
}

fn assert_framed_by_site_only(answer: &Answer, uri: &str) {
    assert_protected(answer, uri);
    assert!(answer
        .header("content-security-policy")
        .ends_with("; frame-ancestors 'self'"));
    assert_eq!(answer.header("x-frame-options"), "SAMEORIGIN", "{uri}");
}

fn assert_framed_by_anyone(answer: &Answer, uri: &str) {
    assert_protected(answer, uri);
    assert!(answer
        .header("content-security-policy")
        .ends_with("; frame-ancestors *"));
    assert_eq!(answer.header("x-frame-options"), "", "{uri}");
}

#[tokio::test]
async fn pages_assets_not_found_and_redirects_are_framed_by_the_site_only() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for (uri, status) in [
        ("/", StatusCode::OK),
        ("/assets/entry-client-3f9a1c2b.js", StatusCode::OK),
        ("/assets/ampere_search-5e6f.wasm", StatusCode::OK),
        ("/nope/", StatusCode::NOT_FOUND),
        ("/hi/nope/", StatusCode::NOT_FOUND),
        ("/installation", StatusCode::MOVED_PERMANENTLY),
        ("/Accessories/a1-port/", StatusCode::MOVED_PERMANENTLY),
        ("/%2e%2e/secret.txt", StatusCode::BAD_REQUEST),
    ] {
        let answer = get(&router, uri).await;
        assert_eq!(answer.status, status, "{uri}");
        assert_framed_by_site_only(&answer, uri);
    }
    let compressed = get_with(&router, "/", ("accept-encoding", "gzip")).await;
    assert_eq!(compressed.header("content-encoding"), "gzip");
    assert_framed_by_site_only(&compressed, "/ (gzip)");
    let not_modified = get_with(&router, "/", ("if-none-match", "*")).await;
    assert_eq!(not_modified.status, StatusCode::NOT_MODIFIED);
    assert_framed_by_site_only(&not_modified, "/ (304)");
    let post = send(&router, Request::post("/").body(Body::empty()).unwrap()).await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_framed_by_site_only(&post, "POST /");
}

#[tokio::test]
async fn embedded_mode_may_be_framed_by_anyone() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for (uri, status) in [
        ("/?embed=true", StatusCode::OK),
        ("/hi/installation/?lang=x&embed=true", StatusCode::OK),
        ("/nope/?embed=true", StatusCode::NOT_FOUND),
        ("/installation?embed=true", StatusCode::MOVED_PERMANENTLY),
    ] {
        let answer = get(&router, uri).await;
        assert_eq!(answer.status, status, "{uri}");
        assert_framed_by_anyone(&answer, uri);
    }
    for uri in [
        "/?embed=false",
        "/?embedded=true",
        "/?embed=false&embed=true",
    ] {
        assert_framed_by_site_only(&get(&router, uri).await, uri);
    }
}

#[tokio::test]
async fn the_live_reload_endpoints_are_protected_too() {
    let fixture = Fixture::new();
    let router = fixture.router(Some(LiveReload::new()));
    assert_framed_by_site_only(&get(&router, LIVE_RELOAD_SCRIPT_PATH).await, "script");
    let page = get(&router, "/").await;
    assert_framed_by_site_only(&page, "/ with live reload");
    assert!(page.text().contains(LIVE_RELOAD_SCRIPT_PATH));
}

#[tokio::test]
async fn configured_origins_may_be_fetched_from() {
    let fixture = Fixture::new();
    let mut options = fixture.options(None);
    options.connect_origins = vec!["https://ai.example.com".to_owned()];
    let answer = get(&router(&options), "/").await;
    assert!(answer
        .header("content-security-policy")
        .contains("; connect-src 'self' https://ai.example.com;"));
    let plain = get(&fixture.router(None), "/").await;
    assert!(plain
        .header("content-security-policy")
        .contains("; connect-src 'self';"));
}
