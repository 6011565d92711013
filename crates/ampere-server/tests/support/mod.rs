//! A small build output to serve in tests, and a way to send it requests.
#![allow(dead_code, clippy::unwrap_used)]

use std::fs;
use std::path::{Path, PathBuf};

use ampere_server::{router, LiveReload, ServeOptions};
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use axum::Router;
use tower::ServiceExt;

/// Long enough to be worth compressing.
pub const SCRIPT: &str =
    "console.log('ampere entry client, long enough to be compressed by the server');\n";
pub const SECRET: &str = "TOP-SECRET-OUTSIDE-ROOT";

pub struct Fixture {
    /// Holds `build/` and a secret file beside it that must never be served.
    pub holder: tempfile::TempDir,
}

impl Fixture {
    pub fn new() -> Self {
        let holder = tempfile::tempdir().unwrap();
        fs::write(holder.path().join("secret.txt"), SECRET).unwrap();
        write_build(&holder.path().join("build"), "first build");
        Self { holder }
    }

    pub fn root(&self) -> PathBuf {
        self.holder.path().join("build")
    }

    pub fn options(&self, live_reload: Option<LiveReload>) -> ServeOptions {
        let mut options = ServeOptions::new(self.root(), "127.0.0.1:0".parse().unwrap());
        options.live_reload = live_reload;
        options
    }

    pub fn router(&self, live_reload: Option<LiveReload>) -> Router {
        router(&self.options(live_reload))
    }
}

fn page(title: &str) -> String {
    format!("<!doctype html><html><head><title>{title}</title></head><body><main>{title}</main></body></html>\n")
}

/// Writes a build output the way the build lays it out; `marker` is in every page.
pub fn write_build(root: &Path, marker: &str) {
    let files: Vec<(&str, String)> = vec![
        ("index.html", page(&format!("en home {marker}"))),
        ("page-data.json", "{\"route\": \"/\", \"title\": \"Quick start\"}".to_owned()),
        ("404.html", page(&format!("en not found {marker}"))),
        ("installation/index.html", page(&format!("en installation {marker}"))),
        ("installation/page-data.json", "{\"route\": \"/installation/\"}".to_owned()),
        ("External Signals/Eneco/index.html", page(&format!("eneco {marker}"))),
        ("hi/index.html", page(&format!("hi home {marker}"))),
        ("hi/404.html", page(&format!("hi not found {marker}"))),
        ("hi/installation/index.html", page(&format!("hi installation {marker}"))),
        ("ar/404.html", page(&format!("ar not found {marker}"))),
        ("Controller/Accessories/a1-port/index.html", page("a1 port")),
        ("Accessories/a1-port/index.html", page("meta refresh")),
        (
            "redirects.json",
            r#"[{"from": "/Accessories/a1-port/", "to": "/Controller/Accessories/a1-port/"},
                {"from": "/Old Signals/", "to": "/External Signals/Eneco/"}]"#
                .to_owned(),
        ),
        ("assets/entry-client-3f9a1c2b.js", SCRIPT.repeat(4)),
        ("assets/style-0a1b2c3d.css", "body { margin: 0; padding: 0; color: black; }\n".repeat(4)),
        ("assets/locale-hi.9a8b7c6d.json", "{\"hello\": \"नमस्ते\", \"padding\": \"................\"}".to_owned()),
        ("assets/search-hi.1a2b3c4d.bin", "\0binary search index\0".repeat(8)),
        ("assets/ampere_search-5e6f.wasm", "\0asm\u{1}\0\0\0".repeat(16)),
        ("assets/font-1234.woff2", "wOF2 already compressed font data ".repeat(8)),
        ("img/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\"/></svg>".repeat(2)),
        ("img/photo.png", "\u{89}PNG image data that is already compressed ".repeat(8)),
        ("sitemap.xml", "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"></urlset>".to_owned()),
        ("favicon.ico", "icon".to_owned()),
    ];
    for (path, contents) in files {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
    }
    fs::create_dir_all(root.join("empty-folder")).unwrap();
}

pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|value| value.to_str().expect("header values are visible ASCII"))
            .unwrap_or_default()
    }
}

pub async fn send(router: &Router, request: Request<Body>) -> Answer {
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap()
        .to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

pub async fn get(router: &Router, uri: &str) -> Answer {
    send(router, Request::get(uri).body(Body::empty()).unwrap()).await
}

pub async fn get_with(router: &Router, uri: &str, header: (&str, &str)) -> Answer {
    let request = Request::get(uri)
        .header(header.0, header.1)
        .body(Body::empty())
        .unwrap();
    send(router, request).await
}

/// A server running on a free port of 127.0.0.1 until `stop`.
pub struct RunningServer {
    pub address: std::net::SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), ampere_server::ServerError>>,
}

impl RunningServer {
    pub async fn start(options: ServeOptions) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            ampere_server::serve_on(listener, &options, async {
                let _ = stopped.await;
            })
            .await
        });
        Self {
            address,
            stop: Some(stop),
            task,
        }
    }

    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        (&mut self.task).await.unwrap().unwrap();
    }
}

/// Reads from `stream` until `needle` has arrived (panics after 5 s or at end of stream).
pub async fn read_until(stream: &mut tokio::net::TcpStream, needle: &str) -> String {
    use tokio::io::AsyncReadExt;
    let mut received = Vec::new();
    let mut buffer = [0_u8; 4096];
    while !String::from_utf8_lossy(&received).contains(needle) {
        let read =
            tokio::time::timeout(std::time::Duration::from_secs(5), stream.read(&mut buffer))
                .await
                .expect("no answer within 5 s")
                .unwrap();
        assert!(
            read > 0,
            "connection closed before {needle:?}; got {:?}",
            String::from_utf8_lossy(&received)
        );
        received.extend_from_slice(&buffer[..read]);
    }
    String::from_utf8_lossy(&received).into_owned()
}

/// Reads until the server closes the connection (a reset counts as closing); panics after
/// `limit`. Returns what arrived.
pub async fn read_to_close(
    stream: &mut tokio::net::TcpStream,
    limit: std::time::Duration,
) -> Vec<u8> {
    use tokio::io::AsyncReadExt;
    let mut received = Vec::new();
    let mut buffer = vec![0_u8; 64 * 1024];
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Err(_) => panic!("the connection was still open after {limit:?}"),
            Ok(Ok(0)) | Ok(Err(_)) => return received,
            Ok(Ok(read)) => received.extend_from_slice(&buffer[..read]),
        }
    }
}
