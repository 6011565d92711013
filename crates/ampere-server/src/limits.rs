//! How many connections the server holds and how long it waits for each: what keeps a flood of
//! idle or slow sockets from locking everyone else out.

use std::time::Duration;

/// Connections served at once. One more is answered `503 Service Unavailable` with
/// `Retry-After` and closed, so it never hangs. Each connection may hold a socket and one open
/// file, so the limit stays well under the usual 1024 open files per process.
pub const MAX_CONNECTIONS: usize = 256;

/// How long a client has to send a complete request head, counted from when the connection
/// opens or the previous response on it ends. It is therefore also the keep-alive timeout: an
/// idle connection between requests is closed after it. (Slowloris clients that trickle a
/// header byte at a time are closed after it too.)
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a connection may go without a byte moving in either direction while a request is
/// under way (a client that stopped reading a large file, or stopped sending). Long-lived
/// responses that are meant to stay open send something more often than this: the live-reload
/// event stream sends a comment every `idle_timeout / 3`.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(60);

/// Connections refused at the limit that are still being answered `503` (each takes at most
/// `REFUSAL_TIMEOUT`). Beyond this many, the `503` is written only as far as the socket takes it
/// at once, and the socket is closed: refusing cannot use up open files either.
pub const MAX_REFUSALS_IN_FLIGHT: usize = 64;

// The limits fit the usual limit of 1024 open files: a socket and an open file per
// connection, the refusals, and room for the rest (listener, watcher, runtime).
const _: () = assert!(MAX_CONNECTIONS * 2 + MAX_REFUSALS_IN_FLIGHT < 1024 - 64);

/// How long reading a refused client's request, writing the `503` and waiting for the client to
/// hang up may take, in all.
pub const REFUSAL_TIMEOUT: Duration = Duration::from_secs(1);

/// The limits one server runs with. `ConnectionLimits::default()` holds the constants above;
/// tests shorten them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectionLimits {
    pub max_connections: usize,
    pub header_read_timeout: Duration,
    pub idle_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        Self {
            max_connections: MAX_CONNECTIONS,
            header_read_timeout: HEADER_READ_TIMEOUT,
            idle_timeout: IDLE_TIMEOUT,
        }
    }
}

impl ConnectionLimits {
    /// How often a long-lived response (the live-reload stream) must send something so that
    /// the idle timeout never closes it: three times within one idle timeout.
    pub fn keep_alive_interval(&self) -> Duration {
        self.idle_timeout / 3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_event_stream_speaks_well_within_the_idle_timeout() {
        let limits = ConnectionLimits::default();
        assert!(limits.keep_alive_interval() * 2 < limits.idle_timeout);
        assert!(limits.keep_alive_interval() > Duration::ZERO);
    }
}
