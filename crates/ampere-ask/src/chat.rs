//! A client of an OpenAI-compatible chat-completions endpoint (llama.cpp's server, vLLM,
//! Ollama, hosted APIs): posts the messages with `"stream": true` and yields the answer's words
//! as they arrive. Dropping the stream closes the connection, which stops the generation.

use std::time::Duration;

use axum::body::Bytes;
use futures_util::{Stream, StreamExt};
use serde::Serialize;
use serde_json::Value;

/// Words of an answer at most.
const MAX_ANSWER_TOKENS: u32 = 400;
/// Seconds to open the connection at most.
const CONNECT_SECONDS: u64 = 5;

/// Where the model is and how long to wait for it.
#[derive(Debug, Clone)]
pub struct ChatOptions {
    /// The chat-completions URL.
    pub url: String,
    pub model: String,
    /// Sent as `Authorization: Bearer <key>` when present.
    pub api_key: Option<String>,
    /// How long to wait for the first word, and between two words.
    pub timeout: Duration,
}

/// One chat message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Message {
    pub role: &'static str,
    pub content: String,
}

/// Why no (more) answer came from the endpoint; the reader is told to try again.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ChatError {
    #[error("the model's endpoint cannot be reached: {0}")]
    Unreachable(String),
    #[error("the model's endpoint answered HTTP {0}")]
    Status(u16),
    #[error("the model's endpoint did not answer within {0} s")]
    Timeout(u64),
    #[error("the model's endpoint sent something that is not a chat completion: {0}")]
    Malformed(String),
}

/// The endpoint and the HTTP client that speaks to it (connections are reused).
#[derive(Debug, Clone)]
pub struct ChatClient {
    options: ChatOptions,
    client: reqwest::Client,
}

#[derive(Serialize)]
struct CompletionRequest<'a> {
    model: &'a str,
    messages: &'a [Message],
    stream: bool,
    max_tokens: u32,
    temperature: f32,
}

impl ChatClient {
    pub fn new(options: ChatOptions) -> Result<ChatClient, ChatError> {
        let client = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(CONNECT_SECONDS))
            .build()
            .map_err(|error| ChatError::Unreachable(error.to_string()))?;
        Ok(ChatClient { options, client })
    }

    /// The answer to `messages`, a piece at a time. The request fails with the first error; the
    /// stream ends with one when the endpoint stops in the middle or sends something else.
    pub async fn answer(
        &self,
        messages: &[Message],
    ) -> Result<impl Stream<Item = Result<String, ChatError>>, ChatError> {
        let body = CompletionRequest {
            model: &self.options.model,
            messages,
            stream: true,
            max_tokens: MAX_ANSWER_TOKENS,
            temperature: 0.2,
        };
        let body =
            serde_json::to_vec(&body).map_err(|error| ChatError::Malformed(error.to_string()))?;
        let mut request = self
            .client
            .post(&self.options.url)
            .header("content-type", "application/json")
            .header("accept", "text/event-stream, application/json")
            .body(body);
        if let Some(key) = &self.options.api_key {
            request = request.bearer_auth(key);
        }
        let timeout = self.options.timeout;
        let response = tokio::time::timeout(timeout, request.send())
            .await
            .map_err(|_| ChatError::Timeout(timeout.as_secs()))?
            .map_err(|error| ChatError::Unreachable(error_chain(&error)))?;
        if !response.status().is_success() {
            return Err(ChatError::Status(response.status().as_u16()));
        }
        let events = response
            .headers()
            .get("content-type")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.contains("event-stream"));
        let bytes = Box::pin(
            response
                .bytes_stream()
                .map(|chunk| chunk.map_err(|error| ChatError::Unreachable(error_chain(&error)))),
        );
        let pieces = Box::pin(with_idle_timeout(bytes, timeout));
        Ok(if events {
            server_sent_pieces(pieces).boxed()
        } else {
            whole_body_piece(pieces).boxed()
        })
    }
}

/// The error and its causes, as one line.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// Ends `stream` with a timeout error when no chunk arrives for `timeout`.
fn with_idle_timeout<S>(
    stream: S,
    timeout: Duration,
) -> impl Stream<Item = Result<Bytes, ChatError>>
where
    S: Stream<Item = Result<Bytes, ChatError>> + Unpin,
{
    futures_util::stream::unfold((stream, false), move |(mut stream, ended)| async move {
        if ended {
            return None;
        }
        match tokio::time::timeout(timeout, stream.next()).await {
            Ok(Some(Ok(chunk))) => Some((Ok(chunk), (stream, false))),
            Ok(Some(Err(error))) => Some((Err(error), (stream, true))),
            Ok(None) => None,
            Err(_) => Some((Err(ChatError::Timeout(timeout.as_secs())), (stream, true))),
        }
    })
}

/// Server-sent events (`data: {json}` lines, `data: [DONE]` at the end) as answer pieces.
fn server_sent_pieces<S>(chunks: S) -> impl Stream<Item = Result<String, ChatError>>
where
    S: Stream<Item = Result<Bytes, ChatError>> + Unpin,
{
    let state = EventReader {
        chunks,
        pending: Vec::new(),
        received_all: false,
        stopped: false,
    };
    futures_util::stream::unfold(state, |mut state| async move {
        let item = state.next_piece().await?;
        state.stopped = item.is_err();
        Some((item, state))
    })
}

/// The bytes received and not yet read as lines.
struct EventReader<S> {
    chunks: S,
    pending: Vec<u8>,
    /// The endpoint has sent everything (the chunk stream is not polled again).
    received_all: bool,
    /// `[DONE]` or an error was read: nothing more is read.
    stopped: bool,
}

impl<S: Stream<Item = Result<Bytes, ChatError>> + Unpin> EventReader<S> {
    async fn next_piece(&mut self) -> Option<Result<String, ChatError>> {
        while !self.stopped {
            if let Some(end) = self.pending.iter().position(|&byte| byte == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                match event_line(&line) {
                    Line::Piece(piece) => return Some(Ok(piece)),
                    Line::Done => self.stopped = true,
                    Line::Other => {}
                    Line::Malformed(error) => return Some(Err(error)),
                }
            } else if self.received_all {
                if self.pending.is_empty() {
                    return None;
                }
                self.pending.push(b'\n');
            } else {
                match self.chunks.next().await {
                    Some(Ok(chunk)) => self.pending.extend_from_slice(&chunk),
                    Some(Err(error)) => return Some(Err(error)),
                    None => self.received_all = true,
                }
            }
        }
        None
    }
}

enum Line {
    Piece(String),
    Done,
    Other,
    Malformed(ChatError),
}

/// One line of a server-sent event stream.
fn event_line(line: &[u8]) -> Line {
    let Ok(line) = std::str::from_utf8(line) else {
        return Line::Malformed(ChatError::Malformed("a line that is not UTF-8".into()));
    };
    let Some(data) = line.trim().strip_prefix("data:") else {
        return Line::Other; // comments, `event:` and `id:` lines, blank lines
    };
    let data = data.trim();
    if data == "[DONE]" {
        return Line::Done;
    }
    match serde_json::from_str::<Value>(data) {
        Ok(value) => match completion_piece(&value) {
            Ok(Some(piece)) if !piece.is_empty() => Line::Piece(piece),
            Ok(_) => Line::Other,
            Err(error) => Line::Malformed(error),
        },
        Err(_) => Line::Malformed(ChatError::Malformed(shorten(data))),
    }
}

/// The text of a streamed chunk (`choices[0].delta.content`) or of a whole completion
/// (`choices[0].message.content`); `None` for a chunk without text (a role, a finish reason).
fn completion_piece(value: &Value) -> Result<Option<String>, ChatError> {
    if let Some(error) = value.get("error") {
        return Err(ChatError::Malformed(shorten(&error.to_string())));
    }
    let Some(choice) = value.get("choices").and_then(|choices| choices.get(0)) else {
        return Err(ChatError::Malformed(shorten(&value.to_string())));
    };
    let content = choice
        .get("delta")
        .or_else(|| choice.get("message"))
        .and_then(|message| message.get("content"));
    match content {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text.clone())),
        Some(other) => Err(ChatError::Malformed(shorten(&other.to_string()))),
    }
}

/// A non-streamed completion (an endpoint that ignores `"stream": true`) as one piece.
fn whole_body_piece<S>(chunks: S) -> impl Stream<Item = Result<String, ChatError>>
where
    S: Stream<Item = Result<Bytes, ChatError>> + Unpin,
{
    futures_util::stream::once(async move {
        let chunks: Vec<Result<Bytes, ChatError>> = chunks.collect().await;
        let mut body = Vec::new();
        for chunk in chunks {
            body.extend_from_slice(&chunk?);
        }
        let value: Value = serde_json::from_slice(&body)
            .map_err(|_| ChatError::Malformed(shorten(&String::from_utf8_lossy(&body))))?;
        Ok(completion_piece(&value)?.unwrap_or_default())
    })
}

/// At most 200 characters of what the endpoint sent, for the server's log.
fn shorten(text: &str) -> String {
    text.chars().take(200).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(lines: &[&str]) -> Vec<Result<String, ChatError>> {
        let chunks: Vec<Result<Bytes, ChatError>> = lines
            .iter()
            .map(|line| Ok(Bytes::from(line.to_string())))
            .collect();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("runtime");
        runtime.block_on(server_sent_pieces(futures_util::stream::iter(chunks)).collect())
    }

    #[test]
    fn streamed_chunks_become_pieces_even_when_split_across_reads() {
        let got = pieces(&[
            "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n",
            "data: {\"choices\":[{\"delta\":{\"content\":\"Enable \"}}]}\n\ndata: {\"choi",
            "ces\":[{\"delta\":{\"content\":\"remote control [1].\"}}]}\n\n: keep-alive\n\n",
            "data: [DONE]\n\n",
            "data: {\"choices\":[{\"delta\":{\"content\":\"after the end\"}}]}\n\n",
        ]);
        assert_eq!(
            got,
            vec![
                Ok("Enable ".to_string()),
                Ok("remote control [1].".to_string())
            ]
        );
    }

    #[test]
    fn a_last_line_without_a_newline_still_counts() {
        let got = pieces(&["data: {\"choices\":[{\"delta\":{\"content\":\"Yes.\"}}]}"]);
        assert_eq!(got, vec![Ok("Yes.".to_string())]);
    }

    #[test]
    fn what_is_not_a_completion_ends_the_answer_with_an_error() {
        for line in [
            "data: <html>Bad gateway</html>\n",
            "data: {\"error\":{\"message\":\"model not loaded\"}}\n",
            "data: {\"object\":\"something else\"}\n",
            "data: {\"choices\":[{\"delta\":{\"content\":42}}]}\n",
        ] {
            let got = pieces(&[
                line,
                "data: {\"choices\":[{\"delta\":{\"content\":\"x\"}}]}\n",
            ]);
            assert_eq!(got.len(), 1, "{line}");
            assert!(matches!(got[0], Err(ChatError::Malformed(_))), "{line}");
        }
    }
}
