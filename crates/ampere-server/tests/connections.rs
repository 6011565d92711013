//! Connections over real sockets: the header-read, keep-alive and idle timeouts, the
//! connection limit and its `503`, and the live-reload stream that must outlive them.
#![allow(clippy::unwrap_used)]

mod support;

use std::time::{Duration, Instant};

use ampere_server::{ConnectionLimits, LiveReload, ServeOptions, LIVE_RELOAD_PATH};
use support::{read_to_close, read_until, Fixture, RunningServer};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

const GET_HOME: &[u8] = b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n";

fn options(fixture: &Fixture, limits: ConnectionLimits) -> ServeOptions {
    let mut options = fixture.options(None);
    options.limits = limits;
    options
}

fn short_limits() -> ConnectionLimits {
    ConnectionLimits {
        max_connections: 16,
        header_read_timeout: Duration::from_millis(200),
        idle_timeout: Duration::from_millis(300),
    }
}

/// Sends one request on a kept-alive connection and reads its whole answer.
async fn ask(stream: &mut TcpStream) -> String {
    stream.write_all(GET_HOME).await.unwrap();
    let head = read_until(stream, "</html>\n").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    head
}

#[tokio::test]
async fn a_silent_socket_is_closed_after_the_header_read_timeout() {
    let fixture = Fixture::new();
    let server = RunningServer::start(options(&fixture, short_limits())).await;
    let mut silent = TcpStream::connect(server.address).await.unwrap();
    let opened = Instant::now();
    let received = read_to_close(&mut silent, Duration::from_secs(3)).await;
    assert!(received.is_empty());
    assert!(
        opened.elapsed() >= Duration::from_millis(150),
        "{:?}",
        opened.elapsed()
    );
    server.stop().await;
}

#[tokio::test]
async fn a_header_sent_a_byte_at_a_time_is_cut_off() {
    let fixture = Fixture::new();
    let server = RunningServer::start(options(&fixture, short_limits())).await;
    let mut slow = TcpStream::connect(server.address).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
    let opened = Instant::now();
    // Each header line arrives well within the idle timeout, but the head never completes.
    let closed = loop {
        if slow.write_all(b"X-Slow: yes\r\n").await.is_err() {
            break true;
        }
        let probe = tokio::time::timeout(
            Duration::from_millis(50),
            read_to_close(&mut slow, Duration::from_secs(3)),
        )
        .await;
        if probe.is_ok() {
            break true;
        }
        if opened.elapsed() > Duration::from_secs(3) {
            break false;
        }
    };
    assert!(closed, "a trickled header kept the connection open");
    assert!(opened.elapsed() < Duration::from_secs(2));
    server.stop().await;
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_timeout() {
    let fixture = Fixture::new();
    let server = RunningServer::start(options(&fixture, short_limits())).await;
    let mut client = TcpStream::connect(server.address).await.unwrap();
    ask(&mut client).await;
    ask(&mut client).await;
    let answered = Instant::now();
    let received = read_to_close(&mut client, Duration::from_secs(3)).await;
    assert!(received.is_empty());
    assert!(answered.elapsed() >= Duration::from_millis(150));
    server.stop().await;
}

#[tokio::test]
async fn a_client_that_stops_reading_is_dropped_after_the_idle_timeout() {
    let fixture = Fixture::new();
    let size = 64 * 1024 * 1024;
    let big = std::fs::File::create(fixture.root().join("big.bin")).unwrap();
    big.set_len(size).unwrap();
    let mut limits = short_limits();
    limits.header_read_timeout = Duration::from_secs(5);
    let server = RunningServer::start(options(&fixture, limits)).await;
    let mut client = TcpStream::connect(server.address).await.unwrap();
    client
        .write_all(b"GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    // Socket buffers fill up long before 64 MiB; then nothing moves.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let received = read_to_close(&mut client, Duration::from_secs(3)).await;
    assert!(String::from_utf8_lossy(&received[..12]).starts_with("HTTP/1.1 200"));
    assert!(
        (received.len() as u64) < size,
        "the whole file arrived: the stalled connection was not dropped"
    );
    server.stop().await;
}

#[tokio::test]
async fn at_the_limit_a_new_client_is_told_to_retry_and_service_resumes_after() {
    let fixture = Fixture::new();
    let mut limits = short_limits();
    limits.max_connections = 2;
    limits.header_read_timeout = Duration::from_secs(5);
    limits.idle_timeout = Duration::from_secs(5);
    let server = RunningServer::start(options(&fixture, limits)).await;
    // Two kept-alive clients hold both places (each has been answered, so both are served).
    let mut first = TcpStream::connect(server.address).await.unwrap();
    ask(&mut first).await;
    let mut second = TcpStream::connect(server.address).await.unwrap();
    ask(&mut second).await;

    let mut refused = TcpStream::connect(server.address).await.unwrap();
    refused.write_all(GET_HOME).await.unwrap();
    let answer = read_to_close(&mut refused, Duration::from_secs(3)).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.starts_with("HTTP/1.1 503 Service Unavailable\r\n"),
        "{answer}"
    );
    assert!(answer.contains("\r\nretry-after: 1\r\n"), "{answer}");
    assert!(
        answer.contains("\r\nx-content-type-options: nosniff\r\n"),
        "{answer}"
    );
    assert!(answer.contains("content-security-policy: "), "{answer}");
    assert!(answer.ends_with("Try again in 1 s.\n"), "{answer}");

    drop(first);
    let resumed = Instant::now();
    loop {
        let mut client = TcpStream::connect(server.address).await.unwrap();
        client.write_all(GET_HOME).await.unwrap();
        let answer = read_until(&mut client, "\r\n").await;
        if answer.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        assert!(
            resumed.elapsed() < Duration::from_secs(2),
            "still refused after a place became free"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    drop(second);
    server.stop().await;
}

#[tokio::test]
async fn the_live_reload_stream_outlives_the_idle_and_header_timeouts() {
    let fixture = Fixture::new();
    let live_reload = LiveReload::new();
    let mut options = options(&fixture, short_limits());
    options.live_reload = Some(live_reload.clone());
    let server = RunningServer::start(options).await;
    let mut stream = TcpStream::connect(server.address).await.unwrap();
    let request = format!(
        "GET {LIVE_RELOAD_PATH} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let head = read_until(&mut stream, "\r\n\r\n").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");

    // Three idle timeouts pass: the stream keeps itself alive with comments.
    let quiet_until = Instant::now() + short_limits().idle_timeout * 3;
    let mut comments = 0;
    while Instant::now() < quiet_until {
        read_until(&mut stream, "\n\n").await;
        comments += 1;
    }
    assert!(comments >= 3, "{comments} keep-alive comments");
    live_reload.notify();
    read_until(&mut stream, "event: reload").await;
    server.stop().await;
}

#[tokio::test]
async fn a_flood_of_silent_sockets_still_leaves_a_clear_answer_for_the_next_client() {
    let fixture = Fixture::new();
    let mut limits = short_limits();
    limits.max_connections = 1;
    limits.header_read_timeout = Duration::from_secs(5);
    limits.idle_timeout = Duration::from_secs(5);
    let server = RunningServer::start(options(&fixture, limits)).await;
    // More silent sockets than refusals are answered with patience (MAX_REFUSALS_IN_FLIGHT).
    let mut flood = Vec::new();
    for _ in 0..ampere_server::MAX_REFUSALS_IN_FLIGHT + 40 {
        flood.push(TcpStream::connect(server.address).await.unwrap());
    }
    let started = Instant::now();
    let mut client = TcpStream::connect(server.address).await.unwrap();
    client.write_all(GET_HOME).await.unwrap();
    let answer = read_to_close(&mut client, Duration::from_secs(3)).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer:?}");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
    drop(flood);
    server.stop().await;
}
