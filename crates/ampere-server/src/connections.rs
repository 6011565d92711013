//! The accept loop: every connection gets its own task, under the connection limit, the
//! header-read timeout (which is also the keep-alive timeout) and the idle timeout. One over
//! the limit is answered `503` at once (see `refusal`).

use std::io;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, OwnedSemaphorePermit, Semaphore};

use crate::idle_timeout::{Activity, Tracked};
use crate::limits::{ConnectionLimits, MAX_REFUSALS_IN_FLIGHT};
use crate::refusal::refuse;

/// How long to wait before accepting again when the process is out of open files.
const ACCEPT_RETRY: Duration = Duration::from_millis(100);

/// Everything the accept loop shares with its connections.
pub(crate) struct Connections {
    router: Router,
    limits: ConnectionLimits,
    /// One permit per connection being served.
    slots: Arc<Semaphore>,
    /// One permit per refusal being written.
    refusals: Arc<Semaphore>,
    /// The bytes of the `503` answer.
    busy_answer: Bytes,
    /// Becomes true when the server shuts down: connections finish their response and close.
    stopping: watch::Receiver<bool>,
}

impl Connections {
    pub fn new(
        router: Router,
        limits: ConnectionLimits,
        busy_answer: Bytes,
        stopping: watch::Receiver<bool>,
    ) -> Self {
        Self {
            router,
            limits,
            slots: Arc::new(Semaphore::new(limits.max_connections)),
            refusals: Arc::new(Semaphore::new(MAX_REFUSALS_IN_FLIGHT)),
            busy_answer,
            stopping,
        }
    }

    /// Accepts connections until the future is dropped.
    pub async fn accept_from(&self, listener: &TcpListener) {
        let mut out_of_files_reported = false;
        loop {
            let socket = match listener.accept().await {
                Ok((socket, _)) => socket,
                Err(error) if is_about_one_connection(&error) => continue,
                Err(error) => {
                    if !out_of_files_reported {
                        eprintln!(
                            "warning: cannot accept connections: {error}\n\
                             hint: the process may be out of open files; raise `ulimit -n` \
                             or lower MAX_CONNECTIONS in crates/ampere-server/src/limits.rs"
                        );
                        out_of_files_reported = true;
                    }
                    tokio::time::sleep(ACCEPT_RETRY).await;
                    continue;
                }
            };
            out_of_files_reported = false;
            match self.slots.clone().try_acquire_owned() {
                Ok(slot) => {
                    let router = self.router.clone();
                    let stopping = self.stopping.clone();
                    let limits = self.limits;
                    tokio::spawn(serve_connection(socket, router, limits, stopping, slot));
                }
                Err(_) => refuse(socket, &self.refusals, self.busy_answer.clone()),
            }
        }
    }

    /// Completes when every connection has closed.
    pub async fn all_closed(&self) {
        let every_slot = u32::try_from(self.limits.max_connections).unwrap_or(u32::MAX);
        // The semaphore is never closed, so this only fails if it were; then nothing waits.
        let _ = self.slots.acquire_many(every_slot).await;
    }
}

/// Errors that end one half-open connection, not the listener.
fn is_about_one_connection(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
    )
}

/// Serves HTTP/1.1 on one socket until the client leaves, a timeout closes it, or the server
/// shuts down (then the response under way finishes first). `_slot` frees its place when done.
async fn serve_connection(
    socket: TcpStream,
    router: Router,
    limits: ConnectionLimits,
    mut stopping: watch::Receiver<bool>,
    _slot: OwnedSemaphorePermit,
) {
    // Small responses go out at once rather than waiting for more to send.
    let _ = socket.set_nodelay(true);
    let router = match socket.peer_addr() {
        Ok(peer) => router.layer(axum::Extension(axum::extract::ConnectInfo(peer))),
        Err(_) => router,
    };
    let activity = Activity::new();
    let socket = TokioIo::new(Tracked::new(socket, activity.clone()));
    let connection = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .keep_alive(true)
        .serve_connection(socket, TowerToHyperService::new(router));
    tokio::pin!(connection);
    let idle = activity.until_idle_for(limits.idle_timeout);
    tokio::pin!(idle);
    let mut shutting_down = false;
    loop {
        tokio::select! {
            // An error here (a client hanging up, a header-read timeout) ends only this
            // connection; there is no one to tell.
            _ = connection.as_mut() => return,
            () = &mut idle => return,
            () = stopped(&mut stopping), if !shutting_down => {
                connection.as_mut().graceful_shutdown();
                shutting_down = true;
            }
        }
    }
}

/// Completes when the server shuts down; never when the switch is gone without that.
async fn stopped(stopping: &mut watch::Receiver<bool>) {
    if stopping.wait_for(|stopping| *stopping).await.is_err() {
        std::future::pending::<()>().await;
    }
}
