//! What one reader or a crowd can ask of the service: question length, questions per client
//! address per minute, and questions answered at once (the rest are told the service is busy).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Characters of a question at most.
pub const MAX_QUESTION_CHARACTERS: usize = 1_000;
/// Questions answered at the same time; more get "busy".
pub const MAX_QUESTIONS_AT_ONCE: usize = 8;
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
