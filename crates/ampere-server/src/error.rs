//! Errors that stop the server.

use std::io;
use std::net::SocketAddr;

/// Why `serve` could not start or stopped early.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The address could not be bound (port in use, no permission, unknown interface).
    #[error(
        "could not listen on {address}: {source}\n\
         hint: another program may already use this port; stop it or choose another port"
    )]
    Bind {
        address: SocketAddr,
        #[source]
        source: io::Error,
    },
    /// The listening socket failed while serving.
    #[error("the server stopped unexpectedly: {0}")]
    Serve(#[source] io::Error),
}
