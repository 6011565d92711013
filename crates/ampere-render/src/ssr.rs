//! Server-side rendering: the theme's server bundle runs in Node worker processes (one per core),
//! driven over stdin/stdout with JSON lines (see `theme/server/worker.mjs`).

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use serde_json::json;

use xxhash_rust::xxh3::xxh3_64;

use crate::page_data::LocaleData;

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("cannot start the theme's render worker `node {script}`: {source}\n  hint: install Node.js 20 and build the theme first (`make theme`)")]
    Start {
        script: PathBuf,
        source: std::io::Error,
    },
    #[error("the theme's server bundle is missing at {0}\n  hint: build the theme first (`make theme`, or `npm run build` in theme/)")]
    MissingBundle(PathBuf),
    #[error("the render worker stopped unexpectedly while rendering {route}{details}")]
    WorkerDied { route: String, details: String },
    #[error("rendering {route} failed in the theme:\n{message}")]
    Page { route: String, message: String },
    #[error("talking to the render worker failed: {0}")]
    Io(#[from] std::io::Error),
    #[error("the render worker answered something that is not JSON: {0}")]
    Protocol(String),
}

struct Worker {
    child: Child,
    input: BufWriter<ChildStdin>,
    output: BufReader<ChildStdout>,
}

impl Worker {
    fn start(script: &Path) -> Result<Self, RenderError> {
        let mut child = Command::new("node")
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|source| RenderError::Start {
                script: script.to_path_buf(),
                source,
            })?;
        let input = child
            .stdin
            .take()
            .ok_or_else(|| RenderError::Protocol("no stdin".into()))?;
        let output = child
            .stdout
            .take()
            .ok_or_else(|| RenderError::Protocol("no stdout".into()))?;
        Ok(Worker {
            child,
            input: BufWriter::new(input),
            output: BufReader::new(output),
        })
    }

    fn send_line(&mut self, line: &str) -> Result<(), RenderError> {
        self.input.write_all(line.as_bytes())?;
        self.input.write_all(b"\n")?;
        self.input.flush()?;
        Ok(())
    }

    fn request_line(&mut self, line: &str, route: &str) -> Result<String, RenderError> {
        self.send_line(line)?;
        let mut line = String::new();
        if self.output.read_line(&mut line)? == 0 {
            return Err(RenderError::WorkerDied {
                route: route.to_string(),
                details: String::new(),
            });
        }
        let reply: serde_json::Value = serde_json::from_str(&line)
            .map_err(|_| RenderError::Protocol(line.chars().take(200).collect()))?;
        if let Some(message) = reply.get("error").and_then(|error| error.as_str()) {
            return Err(RenderError::Page {
                route: route.to_string(),
                message: message.to_string(),
            });
        }
        reply
            .get("html")
            .and_then(|html| html.as_str())
            .map(str::to_string)
            .ok_or_else(|| RenderError::Protocol(line.chars().take(200).collect()))
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A pool of render workers that know every locale's shared data. The workers start on first use
/// and stay warm between calls (a watch session keeps one `Renderer` across rebuilds); a worker
/// that fails is replaced on the next call.
pub struct Renderer {
    script: PathBuf,
    workers: Vec<Mutex<Option<Worker>>>,
    /// Each locale's data as the workers receive it, and a fingerprint of all of it.
    locales: Vec<String>,
    locales_fingerprint: u64,
    /// The fingerprint of the locale data each worker was last sent.
    known: Vec<Mutex<u64>>,
}

impl Renderer {
    pub fn new(theme: &Path, locales: &[LocaleData]) -> Result<Self, RenderError> {
        let bundle = theme.join("dist/server/entry-server.js");
        if !bundle.exists() {
            return Err(RenderError::MissingBundle(bundle));
        }
        let workers = std::thread::available_parallelism()
            .map_or(2, usize::from)
            .clamp(1, 8);
        let mut renderer = Renderer {
            script: theme.join("server/worker.mjs"),
            workers: (0..workers).map(|_| Mutex::new(None)).collect(),
            locales: Vec::new(),
            locales_fingerprint: 0,
            known: (0..workers).map(|_| Mutex::new(0)).collect(),
        };
        renderer.set_locales(locales);
        Ok(renderer)
    }

    /// The locale data the next pages are rendered with (sent to each worker before its next page).
    pub fn set_locales(&mut self, locales: &[LocaleData]) {
        self.locales = locales.iter().map(render_locale_message).collect();
        self.locales_fingerprint = xxh3_64(self.locales.concat().as_bytes()) | 1;
    }

    /// A fingerprint of what the locale data makes of a page: equal fingerprints and equal page
    /// data render the same HTML.
    pub fn locales_fingerprint(&self) -> u64 {
        self.locales_fingerprint
    }

    /// The theme's inline head script (colour mode and embed mode before first paint).
    pub fn head_html(&self) -> Result<String, RenderError> {
        let mut worker = Worker::start(&self.script)?;
        worker.request_line(r#"{"type":"head","id":0}"#, "<head>")
    }

    /// Renders every page (each given as its route and its page data as JSON); `progress` is
    /// called after each page with the count done.
    pub fn render_all(
        &self,
        pages: &[(&str, &str)],
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<String>, RenderError> {
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<String>>> = Mutex::new(vec![None; pages.len()]);
        let failure: Mutex<Option<RenderError>> = Mutex::new(None);
        let failed = || {
            failure
                .lock()
                .map(|failure| failure.is_some())
                .unwrap_or(true)
        };
        std::thread::scope(|scope| {
            for slot in 0..self.workers.len().min(pages.len()) {
                let (next, done, results, failure) = (&next, &done, &results, &failure);
                scope.spawn(move || {
                    let outcome = self.with_worker(slot, |worker| loop {
                        if failed() {
                            return Ok(());
                        }
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some((route, page)) = pages.get(index) else {
                            return Ok(());
                        };
                        let line = format!(r#"{{"type":"render","id":{index},"page":{page}}}"#);
                        let html = worker.request_line(&line, route)?;
                        if let Ok(mut results) = results.lock() {
                            results[index] = Some(html);
                        }
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                    });
                    if let Err(error) = outcome {
                        if let Ok(mut failure) = failure.lock() {
                            failure.get_or_insert(error);
                        }
                    }
                });
            }
        });
        if let Some(error) = failure.into_inner().ok().flatten() {
            return Err(error);
        }
        let results = results
            .into_inner()
            .map_err(|_| RenderError::Protocol("a worker thread panicked".into()))?;
        results
            .into_iter()
            .zip(pages)
            .map(|(html, (route, _))| {
                html.ok_or_else(|| RenderError::WorkerDied {
                    route: route.to_string(),
                    details: String::new(),
                })
            })
            .collect()
    }

    /// Runs `work` on worker `slot`, started (and sent the current locale data) when needed; a
    /// worker whose work failed is stopped, so the next call starts a fresh one.
    fn with_worker(
        &self,
        slot: usize,
        work: impl FnOnce(&mut Worker) -> Result<(), RenderError>,
    ) -> Result<(), RenderError> {
        let mut guard = self.workers[slot]
            .lock()
            .map_err(|_| RenderError::Protocol("a worker thread panicked".into()))?;
        let mut known = self.known[slot]
            .lock()
            .map_err(|_| RenderError::Protocol("a worker thread panicked".into()))?;
        let outcome = (|| {
            if guard.is_none() {
                *guard = Some(Worker::start(&self.script)?);
                *known = 0;
            }
            let worker = guard
                .as_mut()
                .ok_or_else(|| RenderError::Protocol("no worker".into()))?;
            if *known != self.locales_fingerprint {
                for locale in &self.locales {
                    worker.send_line(locale)?;
                }
                *known = self.locales_fingerprint;
            }
            work(worker)
        })();
        if outcome.is_err() {
            *guard = None;
        }
        outcome
    }
}

/// The locale message a worker receives. The URLs that carry content hashes (the locale data
/// files) are left out: the server render never shows them, and without them an edit that
/// changes only a locale data URL does not make every page render again. (The search pointer's
/// URL is stable.)
fn render_locale_message(data: &LocaleData) -> String {
    let mut value = serde_json::to_value(data).unwrap_or_default();
    if let Some(url) = value.pointer_mut("/locale/dataUrl") {
        *url = json!("");
    }
    if let Some(serde_json::Value::Array(locales)) = value.pointer_mut("/locales") {
        for locale in locales {
            if let Some(url) = locale.pointer_mut("/dataUrl") {
                *url = json!("");
            }
        }
    }
    json!({"type": "locale", "data": value}).to_string()
}
