//! The Ask-AI service over HTTP: answers with sources, "not covered", and a clear refusal for
//! every bad request, over an index built the way `ampere build` writes it.

use std::net::SocketAddr;
use std::path::Path;

use ampere_ask::{ask_router, read_feedback, AskOptions, MAX_QUESTIONS_AT_ONCE};
use ampere_search::{build_index, Document, Section};
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

fn write_index(root: &Path, locale: &str) {
    let documents = vec![Document {
        title: "Control malfunctioning".into(),
        path: format!("{}/Troubleshooting/control-malfunctioning/", if locale == "en" { "" } else { "/de" }),
        sections: vec![Section {
            level: 2,
            heading: "Symptoms".into(),
            anchor: "symptoms".into(),
            text: "Battery does not charge from solar surplus | Battery not in remote-control mode | Enable remote control\nThe grid meter reads backwards | CT reversed | Turn the CT".into(),
        }],
        ..Default::default()
    }];
    let built = build_index(locale, &documents);
    let stem = root.join(format!("assets/search-{locale}.abc"));
    std::fs::create_dir_all(&stem).expect("index folder");
    std::fs::write(
        root.join(format!("assets/search-{locale}.abc.bin")),
        &built.core,
    )
    .expect("core");
    for (name, bytes) in built.files() {
        std::fs::write(stem.join(name), bytes).expect("index file");
    }
}

struct Service {
    _folder: tempfile::TempDir,
    feedback: std::path::PathBuf,
    router: axum::Router,
}

fn service() -> Service {
    let folder = tempfile::tempdir().expect("temporary folder");
    write_index(&folder.path().join("build"), "en");
    let feedback = folder.path().join("feedback");
    let router = ask_router(&AskOptions::quoted(
        folder.path().join("build"),
        "/__ampere/ask-ai",
        feedback.clone(),
    ));
    Service {
        _folder: folder,
        feedback,
        router,
    }
}

async fn post(
    router: &axum::Router,
    path: &str,
    body: &str,
    client: [u8; 4],
) -> (StatusCode, String) {
    let mut request = Request::post(path)
        .body(Body::from(body.to_string()))
        .expect("request");
    let address = SocketAddr::from((client, 50_000));
    request.extensions_mut().insert(ConnectInfo(address));
    let response = router.clone().oneshot(request).await.expect("response");
    let status = response.status();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

#[tokio::test]
async fn a_covered_question_streams_sources_then_quoted_sentences() {
    let service = service();
    let question = r#"{"question": "Why does my battery not charge from solar?", "locale": "en", "context": []}"#;
    let (status, body) = post(
        &service.router,
        "/__ampere/ask-ai",
        question,
        [192, 0, 2, 1],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let events: Vec<serde_json::Value> = body
        .lines()
        .map(|line| serde_json::from_str(line).expect("event"))
        .collect();
    assert_eq!(events[0]["type"], "sources");
    assert_eq!(events[0]["mode"], "quoted");
    assert_eq!(
        events[0]["sources"][0]["href"],
        "/Troubleshooting/control-malfunctioning/#symptoms"
    );
    assert_eq!(
        events[0]["sources"][0]["title"],
        "Control malfunctioning › Symptoms"
    );
    assert_eq!(
        events[1]["text"],
        "Battery does not charge from solar surplus | Battery not in remote-control mode | Enable remote control [1]"
    );
    assert_eq!(events.last().expect("done")["type"], "done");
}

#[tokio::test]
async fn an_uncovered_question_says_so_and_html_is_never_echoed() {
    let service = service();
    let question = r#"{"question": "<script>alert(1)</script> price of bitcoin", "locale": "en"}"#;
    let (status, body) = post(
        &service.router,
        "/__ampere/ask-ai",
        question,
        [192, 0, 2, 1],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "{\"type\":\"notCovered\"}\n{\"type\":\"done\"}\n");
}

#[tokio::test]
async fn bad_questions_are_refused_with_the_reason() {
    let service = service();
    let long = format!(
        r#"{{"question": "{}", "locale": "en"}}"#,
        "meter ".repeat(2_000)
    );
    for (body, status, reason) in [
        (
            r#"{"question": "   ", "locale": "en"}"#.to_string(),
            StatusCode::BAD_REQUEST,
            "empty",
        ),
        (long, StatusCode::BAD_REQUEST, "too long"),
        (
            r#"{"question": "meter", "locale": "xx"}"#.to_string(),
            StatusCode::BAD_REQUEST,
            "no documentation in this locale",
        ),
        (
            r#"{"question": "meter", "locale": "../../etc"}"#.to_string(),
            StatusCode::BAD_REQUEST,
            "no documentation in this locale",
        ),
        ("not json".to_string(), StatusCode::BAD_REQUEST, "as JSON"),
        (
            "x".repeat(100_000),
            StatusCode::PAYLOAD_TOO_LARGE,
            "too long",
        ),
    ] {
        let (answered, text) =
            post(&service.router, "/__ampere/ask-ai", &body, [192, 0, 2, 1]).await;
        assert_eq!(answered, status, "{text}");
        assert!(text.contains(reason), "{text}");
    }
}

#[tokio::test]
async fn one_address_is_rate_limited_and_others_still_get_answers() {
    let service = service();
    let question = r#"{"question": "grid meter", "locale": "en"}"#;
    let mut limited = 0;
    for _ in 0..30 {
        let (status, _) = post(
            &service.router,
            "/__ampere/ask-ai",
            question,
            [198, 51, 100, 7],
        )
        .await;
        if status == StatusCode::TOO_MANY_REQUESTS {
            limited += 1;
        }
    }
    assert_eq!(limited, 10);
    let (status, _) = post(
        &service.router,
        "/__ampere/ask-ai",
        question,
        [198, 51, 100, 8],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn many_questions_at_once_are_answered_or_told_busy_never_dropped() {
    let service = service();
    let question = r#"{"question": "grid meter reads backwards", "locale": "en"}"#;
    let asked = (0..50u8).map(|client| {
        let router = service.router.clone();
        async move {
            post(&router, "/__ampere/ask-ai", question, [203, 0, 113, client])
                .await
                .0
        }
    });
    let statuses = futures_util::future::join_all(asked).await;
    let answered = statuses
        .iter()
        .filter(|status| **status == StatusCode::OK)
        .count();
    let busy = statuses
        .iter()
        .filter(|status| **status == StatusCode::SERVICE_UNAVAILABLE)
        .count();
    assert_eq!(answered + busy, 50);
    assert!(answered >= MAX_QUESTIONS_AT_ONCE.min(50));
}

#[tokio::test]
async fn feedback_is_stored_and_bad_votes_refused() {
    let service = service();
    let vote = r#"{"question": "q", "answer": "a [1]", "vote": "dislike", "locale": "en", "sources": ["/x/"]}"#;
    let (status, _) = post(
        &service.router,
        "/__ampere/ask-ai/feedback",
        vote,
        [192, 0, 2, 1],
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, text) = post(
        &service.router,
        "/__ampere/ask-ai/feedback",
        r#"{"question": "q", "answer": "a", "vote": "meh"}"#,
        [192, 0, 2, 1],
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(text.contains("like"));
    let (votes, skipped) = read_feedback(&service.feedback).expect("read");
    assert_eq!((votes.len(), skipped), (1, 0));
    assert_eq!(votes[0].sources, ["/x/"]);
}
