//! The answer to a connection over the limit: a short `503 Service Unavailable` with
//! `Retry-After`, written straight to the socket, which is then closed. The client gets a
//! clear answer at once instead of waiting in the listen queue.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{HeaderName, HeaderValue};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;

use crate::limits::REFUSAL_TIMEOUT;

/// Seconds a refused client is asked to wait before trying again.
pub const RETRY_AFTER_SECONDS: u32 = 1;

/// The complete HTTP/1.1 answer, with the given extra headers (the security headers).
pub fn busy_answer(max_connections: usize, headers: &[(HeaderName, HeaderValue)]) -> Bytes {
    let body = format!(
        "The server is busy: it already serves {max_connections} connections. \
         Try again in {RETRY_AFTER_SECONDS} s.\n"
    );
    let mut answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\n\
         content-type: text/plain; charset=utf-8\r\n\
         content-length: {}\r\n\
         retry-after: {RETRY_AFTER_SECONDS}\r\n\
         cache-control: no-store\r\n\
         connection: close\r\n",
        body.len()
    )
    .into_bytes();
    for (name, value) in headers {
        answer.extend_from_slice(name.as_str().as_bytes());
        answer.extend_from_slice(b": ");
        answer.extend_from_slice(value.as_bytes());
        answer.extend_from_slice(b"\r\n");
    }
    answer.extend_from_slice(b"\r\n");
    answer.extend_from_slice(body.as_bytes());
    Bytes::from(answer)
}

/// How long a refused client's request may take to arrive, and then to hang up.
const REFUSAL_WAIT: Duration = Duration::from_millis(100);

/// Answers `socket` with `answer`. With a permit from `refusals`, in a task of its own that
/// first reads the request (closing with unread bytes would reset the connection, and a reset
/// can destroy the answer before the client reads it), bounded by `REFUSAL_TIMEOUT`. Without
/// one (a flood), at once and only as far as the socket takes it without waiting.
pub fn refuse(socket: TcpStream, refusals: &Arc<Semaphore>, answer: Bytes) {
    let Ok(permit) = refusals.clone().try_acquire_owned() else {
        let mut unread = [0_u8; 4096];
        let _ = socket.try_read(&mut unread);
        let _ = socket.try_write(&answer);
        return;
    };
    tokio::spawn(async move {
        let _permit = permit;
        let _ = tokio::time::timeout(REFUSAL_TIMEOUT, answer_and_close(socket, &answer)).await;
    });
}

async fn answer_and_close(mut socket: TcpStream, answer: &[u8]) -> std::io::Result<()> {
    let mut unread = [0_u8; 4096];
    if tokio::time::timeout(REFUSAL_WAIT, socket.readable())
        .await
        .is_ok()
    {
        while matches!(socket.try_read(&mut unread), Ok(read) if read > 0) {}
    }
    socket.write_all(answer).await?;
    socket.shutdown().await?;
    // Whatever else the client sends before it hangs up is read for the same reason.
    let _ = tokio::time::timeout(REFUSAL_WAIT, async {
        while socket.read(&mut unread).await.unwrap_or(0) > 0 {}
    })
    .await;
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_is_a_complete_response_with_its_length() {
        let headers = [(
            HeaderName::from_static("x-content-type-options"),
            HeaderValue::from_static("nosniff"),
        )];
        let answer = String::from_utf8(busy_answer(7, &headers).to_vec()).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 503 Service Unavailable\r\n"));
        assert!(head.contains("\r\nretry-after: 1\r\n"));
        assert!(head.contains("\r\nx-content-type-options: nosniff"));
        assert!(head.contains(&format!("\r\ncontent-length: {}\r\n", body.len())));
        assert!(body.contains("7 connections"));
    }
}
