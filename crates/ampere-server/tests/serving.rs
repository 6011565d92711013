//! The serving rules, over a fixture build output.
#![allow(clippy::unwrap_used)]

mod support;

use std::io::Read;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use support::{get, get_with, send, Fixture, SCRIPT};

#[tokio::test]
async fn serves_pages_and_percent_encoded_routes() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let home = get(&router, "/").await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.text().contains("en home"));
    assert_eq!(home.header("content-type"), "text/html; charset=utf-8");

    let eneco = get(&router, "/External%20Signals/Eneco/").await;
    assert_eq!(eneco.status, StatusCode::OK);
    assert!(eneco.text().contains("eneco"));

    let hindi = get(&router, "/hi/installation/").await;
    assert!(hindi.text().contains("hi installation"));
    let data = get(&router, "/installation/page-data.json").await;
    assert_eq!(data.header("content-type"), "application/json");
}

#[tokio::test]
async fn trims_a_trailing_index_html_keeping_the_query() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let answer = get(&router, "/hi/installation/index.html?embed=true").await;
    assert_eq!(answer.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(answer.header("location"), "/hi/installation/?embed=true");
    let root = get(&router, "/index.html").await;
    assert_eq!(root.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(root.header("location"), "/");
    let encoded = get(&router, "/External%20Signals/Eneco/index.html").await;
    assert_eq!(encoded.header("location"), "/External%20Signals/Eneco/");
}

#[tokio::test]
async fn adds_the_trailing_slash_to_folders_keeping_the_query() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let answer = get(&router, "/installation?embed=true").await;
    assert_eq!(answer.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(answer.header("location"), "/installation/?embed=true");
    let locale = get(&router, "/hi").await;
    assert_eq!(locale.header("location"), "/hi/");
    let encoded = get(&router, "/External%20Signals/Eneco").await;
    assert_eq!(encoded.header("location"), "/External%20Signals/Eneco/");
}

#[tokio::test]
async fn a_protocol_relative_looking_path_never_redirects_off_site() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let answer = get(&router, "//installation").await;
    assert_eq!(answer.header("location"), "/installation/");
    let index = get(&router, "//evil.example/index.html").await;
    assert_eq!(index.header("location"), "/evil.example/");
}

#[tokio::test]
async fn redirects_json_answers_before_the_meta_refresh_page() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let answer = get(&router, "/Accessories/a1-port/?from=old").await;
    assert_eq!(answer.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(
        answer.header("location"),
        "/Controller/Accessories/a1-port/?from=old"
    );
    let without_slash = get(&router, "/Accessories/a1-port").await;
    assert_eq!(
        without_slash.header("location"),
        "/Controller/Accessories/a1-port/"
    );
    let with_space = get(&router, "/Old%20Signals/").await;
    assert_eq!(with_space.header("location"), "/External%20Signals/Eneco/");
}

#[tokio::test]
async fn unmatched_paths_get_their_locale_not_found_page() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let cases = [
        ("/hi/nope/", "hi not found"),
        ("/hi/installation/deeper/", "hi not found"),
        ("/ar/nope", "ar not found"),
        ("/nope", "en not found"),
        ("/nope/", "en not found"),
        ("/installation/nope/", "en not found"),
        ("/sitemap.xml/", "en not found"),
        ("/empty-folder/", "en not found"),
        ("/assets/missing-123.js", "en not found"),
    ];
    for (uri, expected) in cases {
        let answer = get(&router, uri).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(
            answer.header("content-type"),
            "text/html; charset=utf-8",
            "{uri}"
        );
        assert!(answer.text().contains(expected), "{uri}: {}", answer.text());
    }
}

#[tokio::test]
async fn without_any_not_found_page_a_built_in_one_answers() {
    let fixture = Fixture::new();
    std::fs::remove_file(fixture.root().join("404.html")).unwrap();
    let router = fixture.router(None);
    let answer = get(&router, "/nope/").await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert!(answer.text().contains("Page not found"));
}

#[tokio::test]
async fn content_types_match_the_files() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let cases = [
        (
            "/assets/entry-client-3f9a1c2b.js",
            "text/javascript; charset=utf-8",
        ),
        ("/assets/style-0a1b2c3d.css", "text/css; charset=utf-8"),
        ("/assets/locale-hi.9a8b7c6d.json", "application/json"),
        ("/assets/search-hi.1a2b3c4d.bin", "application/octet-stream"),
        ("/assets/ampere_search-5e6f.wasm", "application/wasm"),
        ("/assets/font-1234.woff2", "font/woff2"),
        ("/img/logo.svg", "image/svg+xml"),
        ("/img/photo.png", "image/png"),
        ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/favicon.ico", "image/x-icon"),
    ];
    for (uri, expected) in cases {
        let answer = get(&router, uri).await;
        assert_eq!(answer.status, StatusCode::OK, "{uri}");
        assert_eq!(answer.header("content-type"), expected, "{uri}");
        assert_eq!(answer.header("x-content-type-options"), "nosniff", "{uri}");
    }
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_everything_else_revalidates() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let asset = get(&router, "/assets/entry-client-3f9a1c2b.js").await;
    assert_eq!(
        asset.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    for uri in [
        "/",
        "/installation/page-data.json",
        "/sitemap.xml",
        "/nope/",
        "/hi",
    ] {
        assert_eq!(
            get(&router, uri).await.header("cache-control"),
            "no-cache",
            "{uri}"
        );
    }
}

#[tokio::test]
async fn compresses_by_accept_encoding_but_not_compressed_formats() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let script = "/assets/entry-client-3f9a1c2b.js";

    let gzip = get_with(&router, script, ("accept-encoding", "gzip")).await;
    assert_eq!(gzip.header("content-encoding"), "gzip");
    assert!(gzip
        .header("vary")
        .to_ascii_lowercase()
        .contains("accept-encoding"));
    let mut decoded = String::new();
    flate2::read::GzDecoder::new(gzip.body.as_slice())
        .read_to_string(&mut decoded)
        .unwrap();
    assert_eq!(decoded, SCRIPT.repeat(4));

    let brotli = get_with(&router, script, ("accept-encoding", "br;q=1, gzip;q=0.5")).await;
    assert_eq!(brotli.header("content-encoding"), "br");
    assert_eq!(get(&router, script).await.header("content-encoding"), "");

    for uri in [
        "/assets/ampere_search-5e6f.wasm",
        "/",
        "/img/logo.svg",
        "/assets/search-hi.1a2b3c4d.bin",
    ] {
        let answer = get_with(&router, uri, ("accept-encoding", "gzip")).await;
        assert_eq!(answer.header("content-encoding"), "gzip", "{uri}");
    }
    for uri in ["/img/photo.png", "/assets/font-1234.woff2"] {
        let answer = get_with(&router, uri, ("accept-encoding", "gzip, br")).await;
        assert_eq!(answer.header("content-encoding"), "", "{uri}");
    }
}

#[tokio::test]
async fn head_answers_the_headers_without_a_body() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let request = Request::head("/installation/").body(Body::empty()).unwrap();
    let head = send(&router, request).await;
    assert_eq!(head.status, StatusCode::OK);
    assert!(head.body.is_empty());
    assert_eq!(head.header("content-type"), "text/html; charset=utf-8");
    let get_answer = get(&router, "/installation/").await;
    assert_eq!(
        head.header("content-length"),
        get_answer.body.len().to_string()
    );
    assert_eq!(head.header("etag"), get_answer.header("etag"));

    let missing = send(
        &router,
        Request::head("/nope/").body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.is_empty());
}

#[tokio::test]
async fn other_methods_are_not_allowed() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for method in [Method::POST, Method::PUT, Method::DELETE] {
        let request = Request::builder()
            .method(method.clone())
            .uri("/")
            .body(Body::empty())
            .unwrap();
        let answer = send(&router, request).await;
        assert_eq!(answer.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
        assert_eq!(answer.header("allow"), "GET, HEAD");
    }
}

#[tokio::test]
async fn a_current_cached_copy_gets_not_modified() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let first = get(&router, "/installation/").await;
    let entity_tag = first.header("etag").to_owned();
    assert!(entity_tag.starts_with('"'), "uncompressed: a strong tag");
    assert!(!first.header("last-modified").is_empty());

    let compressed = get_with(&router, "/installation/", ("accept-encoding", "gzip")).await;
    assert_eq!(compressed.header("content-encoding"), "gzip");
    let weak_tag = compressed.header("etag").to_owned();
    assert_eq!(weak_tag, format!("W/{entity_tag}"), "compressed: weakened");
    let revalidated = get_with(&router, "/installation/", ("if-none-match", &weak_tag)).await;
    assert_eq!(revalidated.status, StatusCode::NOT_MODIFIED);

    let again = get_with(&router, "/installation/", ("if-none-match", &entity_tag)).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), entity_tag);

    let since = get_with(
        &router,
        "/installation/",
        ("if-modified-since", first.header("last-modified")),
    )
    .await;
    assert_eq!(since.status, StatusCode::NOT_MODIFIED);

    std::fs::write(
        fixture.root().join("installation/index.html"),
        "<body>changed, longer</body>",
    )
    .unwrap();
    let changed = get_with(&router, "/installation/", ("if-none-match", &entity_tag)).await;
    assert_eq!(changed.status, StatusCode::OK);
    assert!(changed.text().contains("changed"));
}

#[tokio::test]
async fn a_root_swapped_while_serving_is_served_at_once() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    assert!(get(&router, "/").await.text().contains("first build"));

    let next = fixture.holder.path().join("build.next");
    support::write_build(&next, "second build");
    std::fs::write(next.join("new-page.html"), "<body>new</body>").unwrap();
    std::fs::write(
        next.join("redirects.json"),
        r#"[{"from": "/moved/", "to": "/hi/"}]"#,
    )
    .unwrap();
    std::fs::rename(fixture.root(), fixture.holder.path().join("build.old")).unwrap();
    std::fs::rename(&next, fixture.root()).unwrap();

    assert!(get(&router, "/").await.text().contains("second build"));
    assert!(get(&router, "/hi/nope/")
        .await
        .text()
        .contains("hi not found second build"));
    assert_eq!(get(&router, "/new-page.html").await.status, StatusCode::OK);
    assert_eq!(get(&router, "/moved/").await.header("location"), "/hi/");
    assert_eq!(
        get(&router, "/Accessories/a1-port/").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_missing_root_answers_not_found_instead_of_failing() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    std::fs::rename(fixture.root(), fixture.holder.path().join("elsewhere")).unwrap();
    let answer = get(&router, "/").await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert!(answer.text().contains("Page not found"));
}

#[tokio::test]
async fn a_raw_non_ascii_query_is_escaped_in_the_location() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    if let Ok(request) = Request::get("/installation?q=नमस्ते&x=a%20b").body(Body::empty())
    {
        let answer = send(&router, request).await;
        assert_eq!(answer.status, StatusCode::MOVED_PERMANENTLY);
        assert!(answer
            .header("location")
            .starts_with("/installation/?q=%E0%A4%A8"));
        assert!(answer.header("location").ends_with("&x=a%20b"));
    }
}
