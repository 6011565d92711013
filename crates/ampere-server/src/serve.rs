//! Binds the address, announces it and serves until Ctrl-C (or SIGTERM).

use std::future::Future;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio::sync::watch;

use crate::connections::Connections;
use crate::refusal::busy_answer;
use crate::security_headers::SecurityHeaders;
use crate::{build_router, ServeOptions, ServerError};

/// How long open connections get to finish after the shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Serves `options.root` at `options.address` until Ctrl-C, then shuts down gracefully.
pub async fn serve(options: ServeOptions) -> Result<(), ServerError> {
    let listener =
        TcpListener::bind(options.address)
            .await
            .map_err(|source| ServerError::Bind {
                address: options.address,
                source,
            })?;
    let address = listener.local_addr().map_err(ServerError::Serve)?;
    println!("Serving {} at http://{address}/", options.root.display());
    serve_on(listener, &options, shutdown_signal()).await
}

/// Serves on a bound listener (`options.address` is not used) until `shutdown` completes;
/// then stops accepting, ends the live-reload streams, lets the responses under way finish
/// and waits at most `SHUTDOWN_GRACE` for their connections to close.
pub async fn serve_on(
    listener: TcpListener,
    options: &ServeOptions,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), ServerError> {
    let (router, stop_streams) = build_router(options);
    let (stop_connections, stopping) = watch::channel(false);
    let security = SecurityHeaders::new(&options.connect_origins);
    let connections = Connections::new(
        router,
        options.limits,
        busy_answer(options.limits.max_connections, &security.headers(false)),
        stopping,
    );
    tokio::select! {
        () = connections.accept_from(&listener) => {}
        () = shutdown => {}
    }
    drop(listener);
    // Receivers may all be gone already; nothing to end then.
    let _ = stop_streams.send(true);
    let _ = stop_connections.send(true);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, connections.all_closed()).await;
    Ok(())
}

/// Completes on Ctrl-C, or on SIGTERM where there is one.
async fn shutdown_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut terminate) => {
                terminate.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::LiveReload;
    use std::time::Instant;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;
    use tokio::sync::oneshot;

    async fn read_until(stream: &mut TcpStream, needle: &str) -> String {
        let mut received = Vec::new();
        let mut buffer = [0_u8; 4096];
        while !String::from_utf8_lossy(&received).contains(needle) {
            let read = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut buffer))
                .await
                .unwrap()
                .unwrap();
            assert!(read > 0, "connection closed before {needle:?}");
            received.extend_from_slice(&buffer[..read]);
        }
        String::from_utf8_lossy(&received).into_owned()
    }

    #[tokio::test]
    async fn live_reload_streams_over_http_and_shutdown_ends_them_promptly() {
        let site = tempfile::tempdir().unwrap();
        std::fs::write(site.path().join("index.html"), "<body>home</body>").unwrap();
        let live_reload = LiveReload::new();
        let mut options =
            ServeOptions::new(site.path().to_path_buf(), "127.0.0.1:0".parse().unwrap());
        options.live_reload = Some(live_reload.clone());
        let listener = TcpListener::bind(options.address).await.unwrap();
        let address = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server = tokio::spawn(async move {
            serve_on(listener, &options, async {
                let _ = stopped.await;
            })
            .await
        });

        let mut client = TcpStream::connect(address).await.unwrap();
        client
            .write_all(b"GET /__ampere/live-reload HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
            .await
            .unwrap();
        let head = read_until(&mut client, "\r\n\r\n").await;
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        assert!(head.contains("content-type: text/event-stream"), "{head}");

        live_reload.notify();
        read_until(&mut client, "event: reload").await;
        live_reload.notify_error("docs/a.md:1:1: broken");
        read_until(&mut client, "data: \"docs/a.md:1:1: broken\"").await;

        let started = Instant::now();
        stop.send(()).unwrap();
        server.await.unwrap().unwrap();
        assert!(
            started.elapsed() < SHUTDOWN_GRACE,
            "the open event stream must not hold up shutdown"
        );
    }

    #[tokio::test]
    async fn binding_a_taken_port_is_a_clear_error() {
        let taken = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let options = ServeOptions::new(".".into(), taken.local_addr().unwrap());
        let error = serve(options).await.unwrap_err();
        assert!(matches!(error, ServerError::Bind { .. }));
        assert!(error.to_string().contains("hint:"));
    }
}
