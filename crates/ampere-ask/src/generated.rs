//! An answer written by the model: the sources at once, then the model's words as they arrive,
//! then `done`, or `notCovered` when the model says the sources do not answer, or `error` when
//! the model fails. The answer is written by a task that stops, and closes its connection to the
//! model (which stops the generation), as soon as the reader goes away.

use std::convert::Infallible;
use std::sync::Arc;

use axum::body::Bytes;
use futures_util::{Stream, StreamExt};
use tokio::sync::mpsc::Sender;
use tokio::sync::OwnedSemaphorePermit;

use crate::chat::{ChatClient, ChatError, Message};
use crate::http::{event_line, source_of, Event, Service};
use crate::library::Passage;
use crate::prompt::{grounded_messages, may_be_not_covered, NOT_COVERED_MARKER};

/// Events buffered between the model and a slow reader.
const BUFFERED_EVENTS: usize = 32;

/// How the model's answer ended.
enum Ending {
    Written,
    NotCovered,
    /// The reader went away.
    Abandoned,
}

/// The NDJSON lines of a model-written answer to `question` from `sources`; `turn` is held
/// until the answer ends.
pub(crate) fn generated_events(
    service: Arc<Service>,
    turn: OwnedSemaphorePermit,
    language: String,
    question: String,
    sources: Vec<Passage>,
) -> impl Stream<Item = Result<Bytes, Infallible>> + Send + 'static {
    let (sender, receiver) = tokio::sync::mpsc::channel::<Bytes>(BUFFERED_EVENTS);
    tokio::spawn(async move {
        let _turn = turn;
        let Some(client) = service.chat.as_ref() else {
            return;
        };
        let listed = Event::Sources {
            mode: "generated",
            sources: sources.iter().map(source_of).collect(),
        };
        if sender.send(event_line(&listed)).await.is_err() {
            return;
        }
        let messages = grounded_messages(&language, &question, &sources);
        let ending = tokio::select! {
            () = sender.closed() => Ok(Ending::Abandoned),
            ending = write_answer(client, &messages, &sender) => ending,
        };
        let last = match ending {
            Ok(Ending::Abandoned) => return,
            Ok(Ending::Written) => vec![Event::Done],
            Ok(Ending::NotCovered) => vec![Event::NotCovered, Event::Done],
            Err(error) => {
                eprintln!("Ask AI: {error}");
                vec![
                    Event::Error {
                        message: error.to_string(),
                    },
                    Event::Done,
                ]
            }
        };
        for event in last {
            if sender.send(event_line(&event)).await.is_err() {
                return;
            }
        }
    });
    futures_util::stream::unfold(receiver, |mut receiver| async move {
        let line = receiver.recv().await?;
        Some((Ok(line), receiver))
    })
}

/// Streams the model's words to `sender` as text events; holds back the start of the answer
/// until it is clear that it is not the not-covered marker.
async fn write_answer(
    client: &ChatClient,
    messages: &[Message],
    sender: &Sender<Bytes>,
) -> Result<Ending, ChatError> {
    let mut pieces = std::pin::pin!(client.answer(messages).await?);
    let mut held = String::new();
    let mut deciding = true;
    while let Some(piece) = pieces.next().await {
        let mut piece = piece?;
        if deciding {
            held.push_str(&piece);
            if may_be_not_covered(&held) {
                if held.trim_start().starts_with(NOT_COVERED_MARKER) {
                    return Ok(Ending::NotCovered);
                }
                continue;
            }
            deciding = false;
            piece = std::mem::take(&mut held).trim_start().to_string();
        }
        if sender
            .send(event_line(&Event::Text { text: piece }))
            .await
            .is_err()
        {
            return Ok(Ending::Abandoned);
        }
    }
    if deciding {
        // The model said nothing, or only the start of the marker.
        return Ok(Ending::NotCovered);
    }
    Ok(Ending::Written)
}
