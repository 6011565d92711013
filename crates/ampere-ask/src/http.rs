//! The Ask-AI protocol over HTTP, as the theme speaks it (`theme/src/searchUi/askAi.ts`):
//!
//! ```text
//! POST <path>           {"question", "locale", "context"?}  → 200 application/x-ndjson, one event a line:
//!                       {"type":"sources","mode":"quoted","sources":[{"title","href"}]}
//!                       {"type":"text","text":"…"}            (repeated; the answer so far is their concatenation)
//!                       {"type":"notCovered"}                 (the documentation does not answer it)
//!                       {"type":"done"}
//!                       → 400 bad question or locale, 429 too many from one address, 503 busy
//! POST <path>/feedback  {"question", "answer", "vote": "like"|"dislike", "locale"?, "sources"?} → 204
//! ```
//!
//! Nothing of the question is executed or echoed as HTML: it is only searched for.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde::{Deserialize, Serialize};
use tokio::sync::Semaphore;

use crate::extract::quote;
use crate::feedback::{Feedback, FeedbackStore};
use crate::library::Library;
use crate::limits::{RateLimiter, MAX_QUESTIONS_AT_ONCE, MAX_QUESTION_CHARACTERS};

/// Bytes of a request body at most.
const MAX_BODY_BYTES: usize = 64 * 1024;

/// Where the service reads the documentation and keeps the feedback.
#[derive(Debug, Clone)]
pub struct AskOptions {
    /// The build output folder (the search indexes in `assets/`).
    pub root: PathBuf,
    /// The path questions are posted to, e.g. `/__ampere/ask-ai`.
    pub path: String,
    /// The folder of `ask-feedback.jsonl`; keep it outside the build output.
    pub feedback_folder: PathBuf,
}

struct Service {
    library: Library,
    feedback: FeedbackStore,
    limiter: RateLimiter,
    at_once: Semaphore,
}

/// The routes of the service, to merge into the site's router.
pub fn ask_router(options: &AskOptions) -> Router {
    let service = Arc::new(Service {
        library: Library::new(options.root.clone()),
        feedback: FeedbackStore::new(&options.feedback_folder),
        limiter: RateLimiter::default(),
        at_once: Semaphore::new(MAX_QUESTIONS_AT_ONCE),
    });
    let path = options.path.trim_end_matches('/');
    Router::new()
        .route(path, post(ask))
        .route(&format!("{path}/feedback"), post(feedback))
        .with_state(service)
}

#[derive(Deserialize)]
struct Question {
    question: String,
    locale: String,
}

#[derive(Serialize)]
struct Source {
    title: String,
    href: String,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum Event {
    Sources {
        mode: &'static str,
        sources: Vec<Source>,
    },
    Text {
        text: String,
    },
    NotCovered,
    Done,
}

fn refuse(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        message.to_string(),
    )
        .into_response()
}

async fn ask(State(service): State<Arc<Service>>, request: Request) -> Response {
    let address = client_address(&request);
    let body = match axum::body::to_bytes(request.into_body(), MAX_BODY_BYTES).await {
        Ok(body) => body,
        Err(_) => return refuse(StatusCode::PAYLOAD_TOO_LARGE, "The question is too long."),
    };
    let question: Question = match serde_json::from_slice(&body) {
        Ok(question) => question,
        Err(_) => {
            return refuse(
                StatusCode::BAD_REQUEST,
                "Send {\"question\": \"…\", \"locale\": \"en\"} as JSON.",
            )
        }
    };
    let text = question.question.trim().to_string();
    if text.is_empty() {
        return refuse(StatusCode::BAD_REQUEST, "The question is empty.");
    }
    if text.chars().count() > MAX_QUESTION_CHARACTERS {
        return refuse(
            StatusCode::BAD_REQUEST,
            "The question is too long: ask it in fewer than 1000 characters.",
        );
    }
    if !service.library.has_locale(&question.locale) {
        return refuse(
            StatusCode::BAD_REQUEST,
            "The site has no documentation in this locale.",
        );
    }
    if let Some(address) = address {
        if !service.limiter.allow(address, Instant::now()) {
            return refuse(
                StatusCode::TOO_MANY_REQUESTS,
                "Too many questions from this address; try again in a minute.",
            );
        }
    }
    let Ok(_permit) = service.at_once.try_acquire() else {
        return refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "Ask AI is busy; try again in a moment.",
        );
    };
    let locale = question.locale.clone();
    let worker = Arc::clone(&service);
    let answered = tokio::task::spawn_blocking(move || {
        let passages = worker.library.passages(&locale, &text);
        quote(&locale, &text, &passages)
    })
    .await;
    let Ok(quoted) = answered else {
        return refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Ask AI failed on this question.",
        );
    };
    let mut events = Vec::new();
    match quoted {
        Some(quoted) => {
            let sources = quoted
                .sources
                .iter()
                .map(|passage| Source {
                    title: if passage.heading.is_empty() {
                        passage.page_title.clone()
                    } else {
                        format!("{} › {}", passage.page_title, passage.heading)
                    },
                    href: passage.href.clone(),
                })
                .collect();
            events.push(Event::Sources {
                mode: "quoted",
                sources,
            });
            let count = quoted.sentences.len();
            for (number, sentence) in quoted.sentences.into_iter().enumerate() {
                let separator = if number + 1 < count { "\n\n" } else { "" };
                events.push(Event::Text {
                    text: format!("{sentence}{separator}"),
                });
            }
        }
        None => events.push(Event::NotCovered),
    }
    events.push(Event::Done);
    stream_events(events)
}

/// The events as NDJSON, one chunk each, so the browser shows the answer as it arrives.
fn stream_events(events: Vec<Event>) -> Response {
    let lines = events.into_iter().map(|event| {
        let mut line = serde_json::to_string(&event).unwrap_or_default();
        line.push('\n');
        Ok::<Bytes, std::convert::Infallible>(Bytes::from(line))
    });
    let mut response = Response::new(Body::from_stream(futures_util::stream::iter(lines)));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("application/x-ndjson; charset=utf-8"),
    );
    headers.insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}

#[derive(Deserialize)]
struct Vote {
    question: String,
    answer: String,
    vote: String,
    #[serde(default)]
    locale: String,
    #[serde(default)]
    sources: Vec<String>,
}

async fn feedback(
    State(service): State<Arc<Service>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let _ = headers;
    let Ok(vote) = serde_json::from_slice::<Vote>(&body) else {
        return refuse(
            StatusCode::BAD_REQUEST,
            "Send {\"question\", \"answer\", \"vote\": \"like\" or \"dislike\"} as JSON.",
        );
    };
    if vote.vote != "like" && vote.vote != "dislike" {
        return refuse(
            StatusCode::BAD_REQUEST,
            "The vote is \"like\" or \"dislike\".",
        );
    }
    if body.len() > MAX_BODY_BYTES {
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, "The feedback is too long.");
    }
    let stored = Feedback {
        time: httpdate::fmt_http_date(SystemTime::now()),
        locale: vote.locale,
        question: vote.question,
        answer: vote.answer,
        vote: vote.vote,
        sources: vote.sources,
    };
    let service = Arc::clone(&service);
    match tokio::task::spawn_blocking(move || service.feedback.append(&stored)).await {
        Ok(Ok(())) => StatusCode::NO_CONTENT.into_response(),
        _ => refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            "The feedback could not be stored.",
        ),
    }
}

/// The reader's address: the connection's, or behind a proxy on this machine the last address
/// of `X-Forwarded-For` (the one the proxy added).
fn client_address(request: &Request) -> Option<IpAddr> {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(address)| address.ip())?;
    if !peer.is_loopback() {
        return Some(peer);
    }
    let forwarded = request
        .headers()
        .get("x-forwarded-for")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(|value| value.trim().parse().ok());
    Some(forwarded.unwrap_or(peer))
}
