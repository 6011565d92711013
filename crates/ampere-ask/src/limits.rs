//! What one reader or a crowd can ask of the service: question length, questions per client
//! address per minute, and questions answered at once (a few more wait their turn; the rest
//! are told the service is busy).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Characters of a question at most.
pub const MAX_QUESTION_CHARACTERS: usize = 1_000;
/// Questions answered at the same time; more wait in the queue.
pub const MAX_QUESTIONS_AT_ONCE: usize = 8;
/// Questions waiting for their turn at most; more get "busy" at once.
pub const MAX_QUESTIONS_WAITING: usize = 16;
/// How long a question waits for its turn before it gets "busy".
pub const QUEUE_WAIT: Duration = Duration::from_secs(20);
/// Questions per client address per window.
pub const QUESTIONS_PER_WINDOW: usize = 20;
pub const WINDOW: Duration = Duration::from_secs(60);
/// Addresses remembered at most (the oldest windows are forgotten first).
const MAX_REMEMBERED_ADDRESSES: usize = 10_000;

/// Questions per client address in the current window.
#[derive(Default)]
pub struct RateLimiter {
    windows: Mutex<HashMap<IpAddr, (Instant, usize)>>,
}

impl RateLimiter {
    /// Counts a question from `address`; false when the address has asked too many.
    pub fn allow(&self, address: IpAddr, now: Instant) -> bool {
        let mut windows = self
            .windows
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if windows.len() >= MAX_REMEMBERED_ADDRESSES {
            windows.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        if windows.len() >= MAX_REMEMBERED_ADDRESSES {
            return false;
        }
        let window = windows.entry(address).or_insert((now, 0));
        if now.duration_since(window.0) >= WINDOW {
            *window = (now, 0);
        }
        window.1 += 1;
        window.1 <= QUESTIONS_PER_WINDOW
    }
}

/// Questions answered at once, and a bounded queue of those waiting for their turn.
pub struct Turns {
    at_once: Arc<tokio::sync::Semaphore>,
    waiting: AtomicUsize,
}

impl Default for Turns {
    fn default() -> Self {
        Turns {
            at_once: Arc::new(tokio::sync::Semaphore::new(MAX_QUESTIONS_AT_ONCE)),
            waiting: AtomicUsize::new(0),
        }
    }
}

impl Turns {
    /// A turn, held until the answer is complete (or abandoned); `None` when the queue is full
    /// or the wait too long.
    pub async fn take(&self) -> Option<tokio::sync::OwnedSemaphorePermit> {
        if let Ok(permit) = Arc::clone(&self.at_once).try_acquire_owned() {
            return Some(permit);
        }
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= MAX_QUESTIONS_WAITING {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        let permit =
            tokio::time::timeout(QUEUE_WAIT, Arc::clone(&self.at_once).acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        permit.ok()?.ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_limited_per_window_and_others_are_not() {
        let limiter = RateLimiter::default();
        let now = Instant::now();
        let reader: IpAddr = [192, 0, 2, 1].into();
        let other: IpAddr = [192, 0, 2, 2].into();
        for _ in 0..QUESTIONS_PER_WINDOW {
            assert!(limiter.allow(reader, now));
        }
        assert!(!limiter.allow(reader, now));
        assert!(limiter.allow(other, now));
        assert!(limiter.allow(reader, now + WINDOW));
    }
}
