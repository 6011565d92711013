//! Live reload through the router: the injected script and the event stream.
#![allow(clippy::unwrap_used)]

mod support;

use std::time::Duration;

use ampere_server::{LiveReload, LIVE_RELOAD_PATH, LIVE_RELOAD_SCRIPT_PATH};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::StreamExt;
use support::{get, get_with, Fixture};
use tower::ServiceExt;

#[tokio::test]
async fn without_live_reload_nothing_is_injected_and_there_is_no_endpoint() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    assert!(!get(&router, "/")
        .await
        .text()
        .contains("data-ampere-live-reload"));
    assert!(!get(&router, "/nope/")
        .await
        .text()
        .contains("data-ampere-live-reload"));
    for endpoint in [LIVE_RELOAD_PATH, LIVE_RELOAD_SCRIPT_PATH] {
        assert_eq!(get(&router, endpoint).await.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn every_html_response_gets_the_script_before_the_closing_body() {
    let fixture = Fixture::new();
    let router = fixture.router(Some(LiveReload::new()));
    for uri in ["/", "/hi/installation/", "/hi/nope/", "/nope"] {
        let text = get(&router, uri).await.text();
        let element = format!("<script src=\"{LIVE_RELOAD_SCRIPT_PATH}\" data-ampere-live-reload>");
        let script = text.find(&element).unwrap();
        let body_end = text.rfind("</body>").unwrap();
        assert!(script < body_end, "{uri}");
    }
    let data = get(&router, "/installation/page-data.json").await.text();
    assert!(!data.contains("data-ampere-live-reload"));
    let script = get(&router, "/assets/entry-client-3f9a1c2b.js")
        .await
        .text();
    assert!(!script.contains("data-ampere-live-reload"));
}

#[tokio::test]
async fn the_script_is_a_served_file_so_no_inline_script_runs() {
    let fixture = Fixture::new();
    let router = fixture.router(Some(LiveReload::new()));
    let script = get(&router, LIVE_RELOAD_SCRIPT_PATH).await;
    assert_eq!(script.status, StatusCode::OK);
    assert_eq!(
        script.header("content-type"),
        "text/javascript; charset=utf-8"
    );
    assert!(script
        .text()
        .contains(&format!("new EventSource(\"{LIVE_RELOAD_PATH}\")")));
    let page = get(&router, "/").await.text();
    let inline_scripts = page
        .match_indices("<script")
        .filter(|(start, _)| !page[*start..].starts_with("<script src="))
        .count();
    assert_eq!(inline_scripts, 0, "{page}");
}

#[tokio::test]
async fn the_injected_page_has_its_own_entity_tag() {
    let fixture = Fixture::new();
    let plain = get(&fixture.router(None), "/").await;
    let live = get(&fixture.router(Some(LiveReload::new())), "/").await;
    assert_ne!(plain.header("etag"), live.header("etag"));
    let stale = get_with(
        &fixture.router(Some(LiveReload::new())),
        "/",
        ("if-none-match", plain.header("etag")),
    )
    .await;
    assert_eq!(stale.status, StatusCode::OK);
}

#[tokio::test]
async fn the_event_stream_carries_reload_and_error_events() {
    let fixture = Fixture::new();
    let live_reload = LiveReload::new();
    let router = fixture.router(Some(live_reload.clone()));
    let request = Request::get(LIVE_RELOAD_PATH)
        .header("accept-encoding", "gzip, br")
        .body(Body::empty())
        .unwrap();
    let response = router.oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    assert!(
        response.headers().get("content-encoding").is_none(),
        "event streams are never compressed"
    );
    let mut frames = response.into_body().into_data_stream();

    live_reload.notify_error("docs/a.md:3:1: unclosed admonition\nhint: add :::");
    let mut received = String::new();
    while !received.contains("\n\n") {
        let frame = tokio::time::timeout(Duration::from_secs(5), frames.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        received.push_str(&String::from_utf8_lossy(&frame));
    }
    assert!(received.contains("event: error"), "{received}");
    assert!(
        received.contains(r#"data: "docs/a.md:3:1: unclosed admonition\nhint: add :::""#),
        "{received}"
    );

    live_reload.notify();
    let mut received = String::new();
    while !received.contains("event: reload") {
        let frame = tokio::time::timeout(Duration::from_secs(5), frames.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        received.push_str(&String::from_utf8_lossy(&frame));
    }
}

#[tokio::test]
async fn a_page_opened_after_a_failed_build_hears_the_error_first() {
    let fixture = Fixture::new();
    let live_reload = LiveReload::new();
    live_reload.notify_error("broken");
    let router = fixture.router(Some(live_reload));
    let response = router
        .oneshot(Request::get(LIVE_RELOAD_PATH).body(Body::empty()).unwrap())
        .await
        .unwrap();
    let mut frames = response.into_body().into_data_stream();
    let frame = tokio::time::timeout(Duration::from_secs(5), frames.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(&frame).into_owned();
    assert!(
        text.contains("event: error") && text.contains("\"broken\""),
        "{text}"
    );
}
