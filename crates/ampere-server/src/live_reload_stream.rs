//! The Server-Sent Events endpoint pages listen on for live reload.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::{broadcast, watch};

use crate::live_reload::{LiveReload, LiveReloadEvent, Subscription};

/// What the endpoint needs: the hub, a flag that ends every stream when the server shuts
/// down (graceful shutdown would otherwise wait for these never-ending responses), and how
/// often a quiet stream sends a comment so that the idle timeout never closes it.
#[derive(Clone)]
pub(crate) struct LiveReloadEndpoint {
    pub live_reload: LiveReload,
    pub stopping: watch::Receiver<bool>,
    pub keep_alive: Duration,
}

pub(crate) async fn live_reload_events(
    State(endpoint): State<LiveReloadEndpoint>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let stream = event_stream(endpoint.live_reload.subscribe(), endpoint.stopping);
    Sse::new(stream).keep_alive(KeepAlive::new().interval(endpoint.keep_alive))
}

struct Listener {
    pending_error: Option<String>,
    events: broadcast::Receiver<LiveReloadEvent>,
    stopping: watch::Receiver<bool>,
}

fn event_stream(
    subscription: Subscription,
    stopping: watch::Receiver<bool>,
) -> impl Stream<Item = Result<Event, Infallible>> {
    let listener = Listener {
        pending_error: subscription.current_error,
        events: subscription.events,
        stopping,
    };
    stream::unfold(listener, |mut listener| async move {
        if let Some(message) = listener.pending_error.take() {
            return Some((
                Ok(to_server_sent_event(&LiveReloadEvent::Error(message))),
                listener,
            ));
        }
        let event = tokio::select! {
            () = stopped(&mut listener.stopping) => return None,
            received = listener.events.recv() => match received {
                Ok(event) => event,
                // Missed events: reloading is always a safe answer.
                Err(RecvError::Lagged(_)) => LiveReloadEvent::Reload,
                Err(RecvError::Closed) => return None,
            },
        };
        Some((Ok(to_server_sent_event(&event)), listener))
    })
}

/// Completes when the server shuts down. A router made without `serve` never does: its
/// switch is dropped at once, which must not end the streams.
async fn stopped(stopping: &mut watch::Receiver<bool>) {
    if stopping.wait_for(|stopping| *stopping).await.is_err() {
        std::future::pending::<()>().await;
    }
}

fn to_server_sent_event(event: &LiveReloadEvent) -> Event {
    match event {
        LiveReloadEvent::Reload => Event::default().event("reload").data("reload"),
        // JSON keeps the message on one line: SSE data cannot carry a carriage return.
        LiveReloadEvent::Error(message) => Event::default()
            .event("error")
            .data(serde_json::Value::from(message.as_str()).to_string()),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use futures_util::StreamExt;

    #[tokio::test]
    async fn streams_the_current_error_then_events_then_ends_on_shutdown() {
        let live_reload = LiveReload::new();
        live_reload.notify_error("line one\r\nline two");
        let (stop, stopping) = watch::channel(false);
        let stream = event_stream(live_reload.subscribe(), stopping);
        tokio::pin!(stream);

        assert!(
            stream.next().await.is_some(),
            "the current error comes first"
        );
        live_reload.notify();
        assert!(stream.next().await.is_some(), "then the reload");
        stop.send(true).unwrap();
        assert!(stream.next().await.is_none(), "shutdown ends the stream");
    }

    #[tokio::test]
    async fn a_dropped_switch_does_not_end_the_stream() {
        let live_reload = LiveReload::new();
        let (stop, stopping) = watch::channel(false);
        drop(stop);
        let stream = event_stream(live_reload.subscribe(), stopping);
        tokio::pin!(stream);
        live_reload.notify();
        assert!(stream.next().await.is_some());
    }

    #[test]
    fn error_messages_with_line_breaks_do_not_panic() {
        let event = to_server_sent_event(&LiveReloadEvent::Error("a\r\nb\rc\n".to_owned()));
        let _ = format!("{event:?}");
    }
}
