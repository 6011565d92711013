//! Hostile request paths: never a panic, never a byte from outside the root.
#![allow(clippy::unwrap_used)]

mod support;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use proptest::prelude::*;
use support::{send, Fixture, SECRET};

const HOSTILE: &[&str] = &[
    "/../secret.txt",
    "/..",
    "/../",
    "/%2e%2e/secret.txt",
    "/%2E%2E/secret.txt",
    "/.%2e/secret.txt",
    "/%2e./secret.txt",
    "/hi/../../secret.txt",
    "/hi/%2e%2e/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/..%2fsecret.txt",
    "/..%5csecret.txt",
    "/%5c..%5csecret.txt",
    "/%00",
    "/index.html%00.js",
    "/%c0%ae%c0%ae/secret.txt",
    "/%252e%252e/secret.txt",
    "/./index.html",
    "/%2e/",
    "/a/%0a/",
    "/%ff",
    "/%",
    "/%%",
    "/%zz/",
    "/%2",
    "/hi%2f..%2f..%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/....//secret.txt",
    "/.../",
    "//../secret.txt",
    "/External%20Signals/../../secret.txt",
];

fn allowed(status: StatusCode) -> bool {
    [
        StatusCode::OK,
        StatusCode::MOVED_PERMANENTLY,
        StatusCode::BAD_REQUEST,
        StatusCode::NOT_FOUND,
    ]
    .contains(&status)
}

#[tokio::test]
async fn known_attacks_are_refused() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for path in HOSTILE {
        let Ok(request) = Request::get(*path).body(Body::empty()) else {
            continue; // not even a valid URI: the HTTP parser refuses it first
        };
        let answer = send(&router, request).await;
        assert!(allowed(answer.status), "{path}: {}", answer.status);
        assert!(!answer.text().contains(SECRET), "{path} leaked the secret");
        let location = answer.header("location");
        assert!(
            !location.starts_with("//"),
            "{path} redirects off site: {location}"
        );
    }
}

#[tokio::test]
async fn dot_segments_are_a_bad_request() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    for path in [
        "/%2e%2e/secret.txt",
        "/a/%2e/",
        "/%00",
        "/..%5csecret.txt",
        "/%ff",
    ] {
        let answer = send(&router, Request::get(path).body(Body::empty()).unwrap()).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}");
    }
}

#[tokio::test]
async fn raw_backslashes_are_refused_when_they_reach_the_server() {
    let fixture = Fixture::new();
    let router = fixture.router(None);
    if let Ok(request) = Request::get("/..\\secret.txt").body(Body::empty()) {
        let answer = send(&router, request).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    }
}

#[cfg(unix)]
#[tokio::test]
async fn symbolic_links_out_of_the_root_are_not_followed() {
    let fixture = Fixture::new();
    std::os::unix::fs::symlink(fixture.holder.path(), fixture.root().join("escape")).unwrap();
    std::os::unix::fs::symlink(
        fixture.holder.path().join("secret.txt"),
        fixture.root().join("secret-link.txt"),
    )
    .unwrap();
    let router = fixture.router(None);
    for path in [
        "/escape/secret.txt",
        "/secret-link.txt",
        "/escape/",
        "/escape",
    ] {
        let answer = send(&router, Request::get(path).body(Body::empty()).unwrap()).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!answer.text().contains(SECRET));
    }
}

fn hostile_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("/".to_owned()),
        Just("..".to_owned()),
        Just(".".to_owned()),
        Just("%2e".to_owned()),
        Just("%2E".to_owned()),
        Just("%2f".to_owned()),
        Just("%5c".to_owned()),
        Just("%00".to_owned()),
        Just("%".to_owned()),
        Just("%ff".to_owned()),
        Just("%c0%ae".to_owned()),
        Just("secret.txt".to_owned()),
        Just("hi".to_owned()),
        Just("index.html".to_owned()),
        Just("build".to_owned()),
        Just("?x=1".to_owned()),
        Just("%20".to_owned()),
        Just("assets".to_owned()),
        "[ -~]{0,4}",
        "\\PC{0,3}",
    ]
}

#[test]
fn fuzzed_paths_never_panic_or_leak() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let fixture = Fixture::new();
    let router = fixture.router(None);
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 2000,
        ..ProptestConfig::default()
    });
    let paths = proptest::collection::vec(hostile_piece(), 0..12)
        .prop_map(|pieces| format!("/{}", pieces.concat()));
    runner
        .run(&paths, |path| {
            let Ok(request) = Request::get(path.as_str()).body(Body::empty()) else {
                return Ok(()); // not a valid URI: the HTTP parser refuses it first
            };
            let answer = runtime.block_on(send(&router, request));
            prop_assert!(allowed(answer.status), "{}: {}", path, answer.status);
            prop_assert!(
                !answer.text().contains(SECRET),
                "{} leaked the secret",
                path
            );
            let location = answer.header("location");
            prop_assert!(!location.starts_with("//"), "{} redirects off site", path);
            Ok(())
        })
        .unwrap();
}
