//! The idle timeout: a socket wrapper that notes when bytes last moved, and a watchdog that
//! completes once none have moved for the timeout (the connection is then dropped).

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Instant;

/// When bytes last moved on one connection.
#[derive(Debug)]
pub(crate) struct Activity {
    opened: Instant,
    /// Milliseconds after `opened` of the last read or write that moved bytes.
    last_moved: AtomicU64,
}

impl Activity {
    pub fn new() -> Arc<Self> {
        Arc::new(Self {
            opened: Instant::now(),
            last_moved: AtomicU64::new(0),
        })
    }

    fn note_progress(&self) {
        let elapsed = u64::try_from(self.opened.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_moved.store(elapsed, Ordering::Relaxed);
    }

    fn idle_for(&self) -> Duration {
        let last_moved = Duration::from_millis(self.last_moved.load(Ordering::Relaxed));
        self.opened.elapsed().saturating_sub(last_moved)
    }

    /// Completes once no byte has moved for `timeout`.
    pub async fn until_idle_for(&self, timeout: Duration) {
        loop {
            let idle = self.idle_for();
            if idle >= timeout {
                return;
            }
            tokio::time::sleep(timeout - idle).await;
        }
    }
}

/// A socket that reports every read and write that moves bytes to its `Activity`.
pub(crate) struct Tracked<Socket> {
    socket: Socket,
    activity: Arc<Activity>,
}

impl<Socket> Tracked<Socket> {
    pub fn new(socket: Socket, activity: Arc<Activity>) -> Self {
        Self { socket, activity }
    }
}

impl<Socket: AsyncRead + Unpin> AsyncRead for Tracked<Socket> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffer: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buffer.filled().len();
        let polled = Pin::new(&mut self.socket).poll_read(context, buffer);
        if matches!(polled, Poll::Ready(Ok(()))) && buffer.filled().len() > before {
            self.activity.note_progress();
        }
        polled
    }
}

impl<Socket: AsyncWrite + Unpin> AsyncWrite for Tracked<Socket> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.socket).poll_write(context, bytes);
        self.note_written(&polled);
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffers: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.socket).poll_write_vectored(context, buffers);
        self.note_written(&polled);
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.socket.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.socket).poll_flush(context)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.socket).poll_shutdown(context)
    }
}

impl<Socket> Tracked<Socket> {
    fn note_written(&self, polled: &Poll<io::Result<usize>>) {
        if matches!(polled, Poll::Ready(Ok(written)) if *written > 0) {
            self.activity.note_progress();
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn the_watchdog_fires_only_after_a_quiet_timeout() {
        let activity = Activity::new();
        let (client, server) = tokio::io::duplex(64);
        let mut server = Tracked::new(server, activity.clone());
        let mut client = client;
        let timeout = Duration::from_millis(80);

        let watchdog = activity.until_idle_for(timeout);
        tokio::pin!(watchdog);
        // Bytes moving keep it from firing.
        for _ in 0..3 {
            tokio::select! {
                () = &mut watchdog => panic!("fired while bytes were moving"),
                () = tokio::time::sleep(Duration::from_millis(50)) => {}
            }
            client.write_all(b"x").await.unwrap();
            let mut byte = [0_u8; 1];
            server.read_exact(&mut byte).await.unwrap();
        }
        let quiet = Instant::now();
        watchdog.await;
        assert!(quiet.elapsed() >= timeout - Duration::from_millis(5));
        assert!(quiet.elapsed() < timeout * 4);
    }
}
