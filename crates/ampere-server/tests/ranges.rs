//! `Range` and `If-Range` through the router: 206, 416, ignored ranges, and ranges that are
//! always of the uncompressed file.
#![allow(clippy::unwrap_used)]

mod support;

use std::time::{Duration, SystemTime};

use ampere_server::LiveReload;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use support::{get, send, Answer, Fixture, SCRIPT};

const SCRIPT_PATH: &str = "/assets/entry-client-3f9a1c2b.js";

async fn get_with_headers(router: &axum::Router, uri: &str, headers: &[(&str, &str)]) -> Answer {
    let mut request = Request::get(uri);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    send(router, request.body(Body::empty()).unwrap()).await
}

fn whole_script() -> String {
    SCRIPT.repeat(4)
}

#[tokio::test]
async fn files_say_they_accept_ranges() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    assert_eq!(
        get(&router, SCRIPT_PATH).await.header("accept-ranges"),
        "bytes"
    );
    assert_eq!(get(&router, "/").await.header("accept-ranges"), "bytes");
    assert_eq!(get(&router, "/nope/").await.header("accept-ranges"), "");
}

#[tokio::test]
async fn one_range_gets_partial_content() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let whole = whole_script();
    let length = whole.len();
    let cases = [
        ("bytes=0-9", 0, 9),
        ("bytes=10-", 10, length - 1),
        ("bytes=-7", length - 7, length - 1),
        ("bytes=5-100000", 5, length - 1),
    ];
    for (range, start, end) in cases {
        let answer = get_with_headers(&router, SCRIPT_PATH, &[("range", range)]).await;
        assert_eq!(answer.status, StatusCode::PARTIAL_CONTENT, "{range}");
        assert_eq!(
            answer.header("content-range"),
            format!("bytes {start}-{end}/{length}"),
            "{range}"
        );
        assert_eq!(
            answer.header("content-length"),
            (end - start + 1).to_string()
        );
        assert_eq!(answer.text(), whole[start..=end], "{range}");
        assert_eq!(answer.header("accept-ranges"), "bytes");
    }
}

#[tokio::test]
async fn a_range_past_the_end_is_not_satisfiable() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let length = whole_script().len();
    for range in [format!("bytes={length}-"), "bytes=-0".to_owned()] {
        let answer = get_with_headers(&router, SCRIPT_PATH, &[("range", &range)]).await;
        assert_eq!(answer.status, StatusCode::RANGE_NOT_SATISFIABLE, "{range}");
        assert_eq!(answer.header("content-range"), format!("bytes */{length}"));
        assert!(answer.body.is_empty());
    }
}

#[tokio::test]
async fn malformed_and_multiple_ranges_get_the_whole_file() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for range in ["bytes=9-5", "bytes=x-y", "lines=1-2", "bytes=0-1,5-6"] {
        let answer = get_with_headers(&router, SCRIPT_PATH, &[("range", range)]).await;
        assert_eq!(answer.status, StatusCode::OK, "{range}");
        assert_eq!(answer.text(), whole_script(), "{range}");
        assert_eq!(answer.header("content-range"), "");
    }
}

#[tokio::test]
async fn if_range_serves_the_part_only_for_the_current_version() {
    let fixture = Fixture::new();
    let file = fixture.root().join(SCRIPT_PATH.trim_start_matches('/'));
    // A modification time a minute ago makes Last-Modified a strong validator.
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(60))
        .unwrap();
    let router = fixture.router(None);
    let first = get(&router, SCRIPT_PATH).await;
    let entity_tag = first.header("etag").to_owned();
    let last_modified = first.header("last-modified").to_owned();
    let part = |if_range: String| {
        let router = router.clone();
        async move {
            get_with_headers(
                &router,
                SCRIPT_PATH,
                &[("range", "bytes=0-3"), ("if-range", &if_range)],
            )
            .await
            .status
        }
    };
    assert_eq!(part(entity_tag.clone()).await, StatusCode::PARTIAL_CONTENT);
    assert_eq!(
        part(last_modified.clone()).await,
        StatusCode::PARTIAL_CONTENT
    );
    assert_eq!(part("\"stale\"".to_owned()).await, StatusCode::OK);
    assert_eq!(part(format!("W/{entity_tag}")).await, StatusCode::OK);
    assert_eq!(
        part("Mon, 01 Jan 2001 00:00:00 GMT".to_owned()).await,
        StatusCode::OK
    );

    std::fs::write(&file, "a new version of the script, longer than before").unwrap();
    let changed = get_with_headers(
        &router,
        SCRIPT_PATH,
        &[("range", "bytes=0-3"), ("if-range", &entity_tag)],
    )
    .await;
    assert_eq!(changed.status, StatusCode::OK);
    assert_eq!(
        changed.text(),
        "a new version of the script, longer than before"
    );
}

#[tokio::test]
async fn ranges_are_of_the_uncompressed_file_and_never_compressed() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let answer = get_with_headers(
        &router,
        SCRIPT_PATH,
        &[("range", "bytes=0-9"), ("accept-encoding", "gzip, br")],
    )
    .await;
    assert_eq!(answer.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(answer.header("content-encoding"), "");
    assert_eq!(answer.text(), whole_script()[..10]);
    assert!(answer.header("etag").starts_with('"'), "a strong tag");

    let compressed = get_with_headers(&router, SCRIPT_PATH, &[("accept-encoding", "gzip")]).await;
    assert_eq!(compressed.header("content-encoding"), "gzip");
    assert_eq!(
        compressed.header("accept-ranges"),
        "",
        "not for compressed bodies"
    );
    assert!(compressed.header("etag").starts_with("W/"));
}

#[tokio::test]
async fn head_and_not_found_pages_ignore_ranges() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let head = Request::head(SCRIPT_PATH)
        .header("range", "bytes=0-3")
        .body(Body::empty())
        .unwrap();
    let head = send(&router, head).await;
    assert_eq!(head.status, StatusCode::OK);
    assert_eq!(
        head.header("content-length"),
        whole_script().len().to_string()
    );
    let missing = get_with_headers(&router, "/nope/", &[("range", "bytes=0-3")]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.text().contains("en not found"));
}

#[tokio::test]
async fn pages_with_the_live_reload_script_are_ranged_as_served() {
    let fixture = Fixture::new();
    let router = fixture.router(Some(LiveReload::new()));
    let whole = get(&router, "/").await.text();
    let tail = get_with_headers(&router, "/", &[("range", "bytes=-20")]).await;
    assert_eq!(tail.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(tail.text(), whole[whole.len() - 20..]);
}
