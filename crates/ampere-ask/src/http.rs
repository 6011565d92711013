//! The Ask-AI protocol over HTTP, as the theme speaks it (`theme/src/searchUi/askAi.ts`):
//!
//! ```text
//! POST <path>           {"question", "locale", "context"?}  → 200 application/x-ndjson, one event a line:
//!                       {"type":"sources","mode":"quoted"|"generated","sources":[{"title","href"}]}
//!                       {"type":"text","text":"…"}            (repeated; the answer so far is their concatenation)
//!                       {"type":"notCovered"}                 (the documentation does not answer it)
//!                       {"type":"error","message":"…"}        (the model failed; the theme offers a retry)
//!                       {"type":"done"}
//!                       → 400 bad question or locale, 429 too many from one address, 503 busy
//! POST <path>/feedback  {"question", "answer", "vote": "like"|"dislike", "locale"?, "sources"?} → 204
//! ```
//!
//! Nothing of the question is executed or echoed as HTML: it is only searched for.

use std::collections::HashMap;
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

use crate::chat::{ChatClient, ChatOptions};
use crate::extract::{quote, Quoted};
use crate::feedback::{Feedback, FeedbackStore};
use crate::generated::generated_events;
use crate::library::{Library, Passage};
use crate::limits::{RateLimiter, Turns, MAX_QUESTION_CHARACTERS};

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
    /// The model that writes answers; `None`: answers are quoted from the documentation.
    pub chat: Option<ChatOptions>,
    /// The language of each locale as the model is told it (e.g. "de" → "Deutsch (de)"); a
    /// locale not listed is named by its code.
    pub languages: HashMap<String, String>,
}

impl AskOptions {
    /// Quoted answers from the build output at `root`, asked at `path`.
    pub fn quoted(root: PathBuf, path: &str, feedback_folder: PathBuf) -> AskOptions {
        AskOptions {
            root,
            path: path.to_string(),
            feedback_folder,
            chat: None,
            languages: HashMap::new(),
        }
    }
}

pub(crate) struct Service {
    library: Library,
    feedback: FeedbackStore,
    limiter: RateLimiter,
    turns: Turns,
    pub(crate) chat: Option<ChatClient>,
    languages: HashMap<String, String>,
}

/// The routes of the service, to merge into the site's router.
pub fn ask_router(options: &AskOptions) -> Router {
    let chat = options
        .chat
        .clone()
        .and_then(|chat| match ChatClient::new(chat) {
            Ok(client) => Some(client),
            Err(error) => {
                eprintln!("warning: Ask AI quotes the documentation instead: {error}");
                None
            }
        });
    let service = Arc::new(Service {
        library: Library::new(options.root.clone()),
        feedback: FeedbackStore::new(&options.feedback_folder),
        limiter: RateLimiter::default(),
        turns: Turns::default(),
        chat,
        languages: options.languages.clone(),
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
pub(crate) struct Source {
    title: String,
    href: String,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub(crate) enum Event {
    Sources {
        mode: &'static str,
        sources: Vec<Source>,
    },
    Text {
        text: String,
    },
    NotCovered,
    Error {
        message: String,
    },
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
    let question = match read_question(&service, &body) {
        Ok(question) => question,
        Err((status, message)) => return refuse(status, message),
    };
    if let Some(address) = address {
        if !service.limiter.allow(address, Instant::now()) {
            return refuse(
                StatusCode::TOO_MANY_REQUESTS,
                "Too many questions from this address; try again in a minute.",
            );
        }
    }
    let Some(turn) = service.turns.take().await else {
        return refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "Ask AI is busy; try again in a moment.",
        );
    };
    let Question { question, locale } = question;
    let worker = Arc::clone(&service);
    let (asked, answered_locale) = (question.clone(), locale.clone());
    let answered = tokio::task::spawn_blocking(move || {
        let passages = worker.library.passages(&answered_locale, &asked);
        quote(&answered_locale, &asked, &passages, |term| {
            worker.library.knows(&answered_locale, term)
        })
    })
    .await;
    let Ok(quoted) = answered else {
        return refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Ask AI failed on this question.",
        );
    };
    match (quoted, &service.chat) {
        (None, _) => stream_events(vec![Event::NotCovered, Event::Done]),
        (Some(quoted), None) => stream_events(quoted_events(quoted)),
        (Some(quoted), Some(_)) => {
            let language = service
                .languages
                .get(&locale)
                .cloned()
                .unwrap_or_else(|| locale.clone());
            let events = generated_events(
                Arc::clone(&service),
                turn,
                language,
                question,
                quoted.sources,
            );
            event_stream_response(Body::from_stream(events))
        }
    }
}

/// The question of a request body, trimmed, or why it is refused.
fn read_question(service: &Service, body: &[u8]) -> Result<Question, (StatusCode, &'static str)> {
    let Ok(question) = serde_json::from_slice::<Question>(body) else {
        return Err((
            StatusCode::BAD_REQUEST,
            "Send {\"question\": \"…\", \"locale\": \"en\"} as JSON.",
        ));
    };
    let text = question.question.trim().to_string();
    if text.is_empty() {
        return Err((StatusCode::BAD_REQUEST, "The question is empty."));
    }
    if text.chars().count() > MAX_QUESTION_CHARACTERS {
        return Err((
            StatusCode::BAD_REQUEST,
            "The question is too long: ask it in fewer than 1000 characters.",
        ));
    }
    if !service.library.has_locale(&question.locale) {
        return Err((
            StatusCode::BAD_REQUEST,
            "The site has no documentation in this locale.",
        ));
    }
    Ok(Question {
        question: text,
        locale: question.locale,
    })
}

/// How a cited section is listed under the answer.
pub(crate) fn source_of(passage: &Passage) -> Source {
    Source {
        title: if passage.heading.is_empty() {
            passage.page_title.clone()
        } else {
            format!("{} › {}", passage.page_title, passage.heading)
        },
        href: passage.href.clone(),
    }
}

/// A quoted answer: its sources, then each sentence (with its source number).
fn quoted_events(quoted: Quoted) -> Vec<Event> {
    let mut events = vec![Event::Sources {
        mode: "quoted",
        sources: quoted.sources.iter().map(source_of).collect(),
    }];
    let count = quoted.sentences.len();
    for (number, sentence) in quoted.sentences.into_iter().enumerate() {
        let separator = if number + 1 < count { "\n\n" } else { "" };
        events.push(Event::Text {
            text: format!("{sentence}{separator}"),
        });
    }
    events.push(Event::Done);
    events
}

/// One event as an NDJSON line.
pub(crate) fn event_line(event: &Event) -> Bytes {
    let mut line = serde_json::to_string(event).unwrap_or_default();
    line.push('\n');
    Bytes::from(line)
}

/// The events as NDJSON, one chunk each, so the browser shows the answer as it arrives.
fn stream_events(events: Vec<Event>) -> Response {
    let lines = events
        .into_iter()
        .map(|event| Ok::<Bytes, std::convert::Infallible>(event_line(&event)));
    event_stream_response(Body::from_stream(futures_util::stream::iter(lines)))
}

fn event_stream_response(body: Body) -> Response {
    let mut response = Response::new(body);
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
