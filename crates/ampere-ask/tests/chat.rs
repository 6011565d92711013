//! Answers written by a model behind an OpenAI-compatible chat-completions endpoint: the
//! endpoint here is a real HTTP server on a loopback port that answers the way llama.cpp's
//! server does (server-sent events), or fails the ways real endpoints fail.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use ampere_ask::{ask_router, AskOptions, ChatOptions};
use ampere_search::{build_index, Document, Section};
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

/// How the model endpoint behaves.
#[derive(Clone, Copy, PartialEq)]
enum Behaviour {
    /// Streams these words, a little apart.
    Words(&'static [&'static str]),
    /// Never sends a byte.
    Silent,
    /// Streams something that is not a completion.
    Garbage,
    /// Answers HTTP 500.
    Failing,
}

#[derive(Clone)]
struct Endpoint {
    behaviour: Behaviour,
    requests: Arc<Mutex<Vec<(HeaderMap, Value)>>>,
    /// Set when the endpoint's answer stream is dropped before its end (the client went away).
    cut_off: Arc<AtomicBool>,
    calls: Arc<AtomicUsize>,
}

/// Set `cut_off` when dropped before `finished`.
struct StreamGuard {
    cut_off: Arc<AtomicBool>,
    finished: bool,
}

impl StreamGuard {
    fn finish(&mut self) {
        self.finished = true;
    }
}

impl Drop for StreamGuard {
    fn drop(&mut self) {
        if !self.finished {
            self.cut_off.store(true, Ordering::SeqCst);
        }
    }
}

async fn completions(
    State(endpoint): State<Endpoint>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    endpoint.calls.fetch_add(1, Ordering::SeqCst);
    let request: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    endpoint
        .requests
        .lock()
        .expect("lock")
        .push((headers, request));
    let chunks: Vec<String> = match endpoint.behaviour {
        Behaviour::Failing => return StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        Behaviour::Silent => {
            tokio::time::sleep(Duration::from_secs(30)).await;
            return StatusCode::OK.into_response();
        }
        Behaviour::Garbage => vec!["data: <html>upstream error</html>\n\n".into()],
        Behaviour::Words(words) => words
            .iter()
            .map(|word| {
                format!(
                    "data: {}\n\n",
                    serde_json::json!({"choices": [{"delta": {"content": word}}]})
                )
            })
            .chain(std::iter::once("data: [DONE]\n\n".to_string()))
            .collect(),
    };
    let guard = StreamGuard {
        cut_off: Arc::clone(&endpoint.cut_off),
        finished: false,
    };
    let stream = futures_util::stream::unfold(
        (chunks.into_iter(), guard),
        |(mut chunks, mut guard)| async move {
            tokio::time::sleep(Duration::from_millis(30)).await;
            match chunks.next() {
                Some(chunk) => Some((
                    Ok::<_, std::convert::Infallible>(Bytes::from(chunk)),
                    (chunks, guard),
                )),
                None => {
                    guard.finish();
                    None
                }
            }
        },
    );
    (
        [("content-type", "text/event-stream")],
        Body::from_stream(stream),
    )
        .into_response()
}

/// The endpoint on a loopback port; its URL.
async fn start_endpoint(endpoint: Endpoint) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let address = listener.local_addr().expect("address");
    let app = axum::Router::new()
        .route("/v1/chat/completions", post(completions))
        .with_state(endpoint);
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}/v1/chat/completions")
}

fn write_index(root: &Path) {
    let documents = vec![Document {
        title: "Control malfunctioning".into(),
        path: "/de/Troubleshooting/control-malfunctioning/".into(),
        sections: vec![Section {
            level: 2,
            heading: "Symptome".into(),
            anchor: "symptoms".into(),
            text: "Batterie lädt nicht aus Solarüberschuss | Batterie nicht im Fernsteuermodus | Fernsteuerung aktivieren".into(),
        }],
        ..Default::default()
    }];
    let built = build_index("de", &documents);
    let stem = root.join("assets/search-de.abc");
    std::fs::create_dir_all(&stem).expect("index folder");
    std::fs::write(root.join("assets/search-de.abc.bin"), &built.core).expect("core");
    for (name, bytes) in built.files() {
        std::fs::write(stem.join(name), bytes).expect("index file");
    }
}

struct Asked {
    _folder: tempfile::TempDir,
    router: axum::Router,
    endpoint: Endpoint,
}

async fn service(behaviour: Behaviour, url: Option<String>) -> Asked {
    let endpoint = Endpoint {
        behaviour,
        requests: Arc::default(),
        cut_off: Arc::default(),
        calls: Arc::default(),
    };
    let url = match url {
        Some(url) => url,
        None => start_endpoint(endpoint.clone()).await,
    };
    let folder = tempfile::tempdir().expect("temporary folder");
    write_index(&folder.path().join("build"));
    let mut options = AskOptions::quoted(
        folder.path().join("build"),
        "/ask",
        folder.path().join("feedback"),
    );
    options.chat = Some(ChatOptions {
        url,
        model: "gemma-3-270m-it".into(),
        api_key: Some("secret-key".into()),
        timeout: Duration::from_secs(1),
    });
    options.languages.insert("de".into(), "Deutsch (de)".into());
    Asked {
        _folder: folder,
        router: ask_router(&options),
        endpoint,
    }
}

fn request(question: &str) -> Request<Body> {
    let body = serde_json::json!({"question": question, "locale": "de"}).to_string();
    let mut request = Request::post("/ask")
        .body(Body::from(body))
        .expect("request");
    request
        .extensions_mut()
        .insert(ConnectInfo(SocketAddr::from(([192, 0, 2, 7], 50_000))));
    request
}

/// The NDJSON events of the answer.
async fn events(asked: &Asked, question: &str) -> Vec<Value> {
    let response = asked
        .router
        .clone()
        .oneshot(request(question))
        .await
        .expect("response");
    assert_eq!(response.status(), StatusCode::OK);
    let body = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    String::from_utf8_lossy(&body)
        .lines()
        .map(|line| serde_json::from_str(line).expect("an event per line"))
        .collect()
}

fn kinds(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|event| event["type"].as_str().unwrap_or("?"))
        .collect()
}

const QUESTION: &str = "Warum lädt die Batterie nicht aus Solarüberschuss?";

#[tokio::test]
async fn the_model_writes_the_answer_from_the_sections_found_and_cites_them() {
    let asked = service(
        Behaviour::Words(&["Aktivieren Sie ", "die Fernsteuerung [1]."]),
        None,
    )
    .await;
    let events = events(&asked, QUESTION).await;
    assert_eq!(kinds(&events), ["sources", "text", "text", "done"]);
    assert_eq!(events[0]["mode"], "generated");
    assert_eq!(
        events[0]["sources"][0]["href"],
        "/de/Troubleshooting/control-malfunctioning/#symptoms"
    );
    let answer: String = events
        .iter()
        .filter_map(|event| event["text"].as_str())
        .collect();
    assert_eq!(answer, "Aktivieren Sie die Fernsteuerung [1].");
    let requests = asked.endpoint.requests.lock().expect("lock");
    let (headers, sent) = &requests[0];
    assert_eq!(headers["authorization"], "Bearer secret-key");
    assert_eq!(sent["model"], "gemma-3-270m-it");
    assert_eq!(sent["stream"], true);
    let rules = sent["messages"][0]["content"].as_str().unwrap_or_default();
    assert!(
        rules.contains("Deutsch (de)") && rules.contains("NOT COVERED"),
        "{rules}"
    );
    let user = sent["messages"][1]["content"].as_str().unwrap_or_default();
    assert!(
        user.contains(
            "[1] Control malfunctioning › Symptome\nBatterie lädt nicht aus Solarüberschuss"
        ),
        "{user}"
    );
    assert!(user.ends_with(QUESTION));
}

#[tokio::test]
async fn the_model_saying_not_covered_is_not_covered() {
    let asked = service(Behaviour::Words(&["NOT ", "COVERED"]), None).await;
    assert_eq!(
        kinds(&events(&asked, QUESTION).await),
        ["sources", "notCovered", "done"]
    );
}

#[tokio::test]
async fn a_question_the_search_finds_nothing_for_never_reaches_the_model() {
    let asked = service(Behaviour::Words(&["invented"]), None).await;
    assert_eq!(
        kinds(&events(&asked, "Wärmepumpe Legionellenschaltung").await),
        ["notCovered", "done"]
    );
    assert_eq!(asked.endpoint.calls.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn a_model_that_is_down_slow_broken_or_failing_gives_an_error_event() {
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        let address = listener.local_addr().expect("address");
        drop(listener);
        format!("http://{address}/v1/chat/completions")
    };
    for (behaviour, url, expected) in [
        (Behaviour::Words(&[]), Some(closed), "cannot be reached"),
        (Behaviour::Silent, None, "did not answer within 1 s"),
        (Behaviour::Garbage, None, "not a chat completion"),
        (Behaviour::Failing, None, "HTTP 500"),
    ] {
        let asked = service(behaviour, url).await;
        let events = events(&asked, QUESTION).await;
        assert_eq!(kinds(&events), ["sources", "error", "done"], "{expected}");
        let message = events[1]["message"].as_str().unwrap_or_default();
        assert!(message.contains(expected), "{message}");
    }
}

#[tokio::test]
async fn a_reader_who_leaves_stops_the_generation() {
    let words: &'static [&'static str] = &[
        "Eins ", "zwei ", "drei ", "vier ", "fünf ", "sechs ", "sieben ", "acht ",
    ];
    let asked = service(Behaviour::Words(words), None).await;
    let response = asked
        .router
        .clone()
        .oneshot(request(QUESTION))
        .await
        .expect("response");
    let mut body = response.into_body();
    let mut seen = String::new();
    while !seen.contains("\"text\"") {
        let frame = body.frame().await.expect("a frame").expect("no error");
        if let Ok(data) = frame.into_data() {
            seen.push_str(&String::from_utf8_lossy(&data));
        }
    }
    drop(body);
    for _ in 0..100 {
        if asked.endpoint.cut_off.load(Ordering::SeqCst) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the model's stream was still being read 2 s after the reader left");
}
