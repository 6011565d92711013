//! The live-reload hub: the build tells it that a new site is in place (or that the build
//! failed), and every open page listening on the event stream hears about it.

use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::broadcast;

/// How many unread events a slow page may fall behind before it is simply told to reload.
const BACKLOG: usize = 16;

/// What open pages are told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum LiveReloadEvent {
    /// A new build is in place: reload.
    Reload,
    /// The last build failed: show this message until the next reload.
    Error(String),
}

/// A handle to tell open pages to reload. Cheap to clone; every clone talks to the same pages.
#[derive(Debug, Clone)]
pub struct LiveReload {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    events: broadcast::Sender<LiveReloadEvent>,
    /// The error of the last build while it is unresolved, shown to pages opened since.
    current_error: Mutex<Option<String>>,
}

/// One listening page: the error to show first, if any, then the events as they come.
pub(crate) struct Subscription {
    pub current_error: Option<String>,
    pub events: broadcast::Receiver<LiveReloadEvent>,
}

impl LiveReload {
    pub fn new() -> Self {
        let (events, _) = broadcast::channel(BACKLOG);
        Self {
            shared: Arc::new(Shared {
                events,
                current_error: Mutex::new(None),
            }),
        }
    }

    /// Tells every open page to reload (and forgets a previous build error).
    pub fn notify(&self) {
        *self.lock_error() = None;
        // Sending fails only when no page is listening, which is fine.
        let _ = self.shared.events.send(LiveReloadEvent::Reload);
    }

    /// Shows `message` in a banner on every open page, and on pages opened until the next
    /// `notify`.
    pub fn notify_error(&self, message: &str) {
        *self.lock_error() = Some(message.to_owned());
        let _ = self
            .shared
            .events
            .send(LiveReloadEvent::Error(message.to_owned()));
    }

    pub(crate) fn subscribe(&self) -> Subscription {
        // Subscribe before reading the error so that nothing sent in between is lost.
        let events = self.shared.events.subscribe();
        Subscription {
            current_error: self.lock_error().clone(),
            events,
        }
    }

    fn lock_error(&self) -> std::sync::MutexGuard<'_, Option<String>> {
        self.shared
            .current_error
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl Default for LiveReload {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_clone_reaches_every_subscriber() {
        let live_reload = LiveReload::new();
        let mut first = live_reload.subscribe();
        let mut second = live_reload.clone().subscribe();
        live_reload.clone().notify();
        assert_eq!(first.events.recv().await.unwrap(), LiveReloadEvent::Reload);
        assert_eq!(second.events.recv().await.unwrap(), LiveReloadEvent::Reload);
    }

    #[tokio::test]
    async fn an_error_is_kept_for_late_pages_until_the_next_reload() {
        let live_reload = LiveReload::new();
        live_reload.notify_error("docs/a.md:3:1: unclosed admonition");
        let late = live_reload.subscribe();
        assert_eq!(
            late.current_error.as_deref(),
            Some("docs/a.md:3:1: unclosed admonition")
        );
        live_reload.notify();
        assert_eq!(live_reload.subscribe().current_error, None);
    }

    #[test]
    fn notifying_without_listeners_is_harmless() {
        let live_reload = LiveReload::default();
        live_reload.notify();
        live_reload.notify_error("x");
    }
}
