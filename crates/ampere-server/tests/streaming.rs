//! Large files are streamed: serving one does not take memory in proportion to its size.
//! (Alone in its test binary, so the process's peak memory is this test's.)
#![allow(clippy::unwrap_used)]

mod support;

use std::time::Duration;

use support::{read_until, Fixture, RunningServer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The most resident memory the process has had, from /proc (Linux), in bytes.
fn peak_resident_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_file_is_served_without_holding_it_in_memory() {
    let fixture = Fixture::new();
    let size: u64 = 256 * 1024 * 1024;
    // Sparse: takes no disk space, reads as zeros.
    let big = std::fs::File::create(fixture.root().join("big.bin")).unwrap();
    big.set_len(size).unwrap();
    let server = RunningServer::start(fixture.options(None)).await;
    let before = peak_resident_memory();

    let mut client = TcpStream::connect(server.address).await.unwrap();
    client
        .write_all(b"GET /big.bin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let head = read_until(&mut client, "\r\n\r\n").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(
        head.contains(&format!("content-length: {size}\r\n")),
        "{head}"
    );
    let already = (head.len() - head.find("\r\n\r\n").unwrap() - 4) as u64;
    let mut received = already;
    let mut buffer = vec![0_u8; 256 * 1024];
    loop {
        let read = tokio::time::timeout(Duration::from_secs(10), client.read(&mut buffer))
            .await
            .unwrap()
            .unwrap();
        if read == 0 {
            break;
        }
        received += read as u64;
    }
    assert_eq!(received, size);

    if let (Some(before), Some(after)) = (before, peak_resident_memory()) {
        let grown = after.saturating_sub(before);
        assert!(
            grown < 48 * 1024 * 1024,
            "serving a {size}-byte file raised peak memory by {grown} bytes"
        );
    }
    server.stop().await;
}
