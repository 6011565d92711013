//! Server-side rendering: the theme's server bundle runs in Node worker processes (one per core),
//! driven over stdin/stdout with JSON lines (see `theme/server/worker.mjs`).

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use serde_json::json;

use crate::page_data::{LocaleData, PageData};

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

    fn send(&mut self, message: &serde_json::Value) -> Result<(), RenderError> {
        serde_json::to_writer(&mut self.input, message)
            .map_err(|error| RenderError::Protocol(error.to_string()))?;
        self.input.write_all(b"\n")?;
        self.input.flush()?;
        Ok(())
    }

    fn request(&mut self, message: &serde_json::Value, route: &str) -> Result<String, RenderError> {
        self.send(message)?;
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

/// A pool of render workers that know every locale's shared data.
pub struct Renderer {
    script: PathBuf,
    workers: usize,
    locales: Vec<serde_json::Value>,
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
        let locales = locales
            .iter()
            .map(|data| json!({"type": "locale", "data": data}))
            .collect();
        Ok(Renderer {
            script: theme.join("server/worker.mjs"),
            workers,
            locales,
        })
    }

    /// The theme's inline head script (colour mode and embed mode before first paint).
    pub fn head_html(&self) -> Result<String, RenderError> {
        let mut worker = Worker::start(&self.script)?;
        worker.request(&json!({"type": "head", "id": 0}), "<head>")
    }

    /// Renders every page; `progress` is called after each page with the count done.
    pub fn render_all(
        &self,
        pages: &[&PageData],
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<String>, RenderError> {
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<String>>> = Mutex::new(vec![None; pages.len()]);
        let failure: Mutex<Option<RenderError>> = Mutex::new(None);
        std::thread::scope(|scope| {
            for _ in 0..self.workers.min(pages.len().max(1)) {
                scope.spawn(|| {
                    let outcome = (|| -> Result<(), RenderError> {
                        let mut worker = Worker::start(&self.script)?;
                        for locale in &self.locales {
                            worker.send(locale)?;
                        }
                        loop {
                            if failure
                                .lock()
                                .map(|failure| failure.is_some())
                                .unwrap_or(true)
                            {
                                return Ok(());
                            }
                            let index = next.fetch_add(1, Ordering::Relaxed);
                            let Some(page) = pages.get(index) else {
                                return Ok(());
                            };
                            let html = worker.request(
                                &json!({"type": "render", "id": index, "page": page}),
                                &page.route,
                            )?;
                            if let Ok(mut results) = results.lock() {
                                results[index] = Some(html);
                            }
                            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                        }
                    })();
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
            .map(|(html, page)| {
                html.ok_or_else(|| RenderError::WorkerDied {
                    route: page.route.clone(),
                    details: String::new(),
                })
            })
            .collect()
    }
}
