//! `ampere serve [--watch]`.

use std::net::SocketAddr;
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Duration;

use ampere_server::{serve, LiveReload, ServeOptions};
use anyhow::Context as _;
use notify::{RecursiveMode, Watcher};

use crate::cli::SiteArguments;
use crate::commands::build::{build_once, print_report};

pub fn run(
    site: &SiteArguments,
    out: &Path,
    host: &str,
    port: u16,
    watch: bool,
) -> anyhow::Result<ExitCode> {
    let address: SocketAddr = format!("{host}:{port}")
        .parse()
        .with_context(|| format!("`{host}:{port}` is not an address to listen on"))?;
    if !out.join("index.html").exists() {
        let report = build_once(site, out, &[])?;
        print_report(&report, out);
    }
    let live_reload = watch.then(LiveReload::new);
    if let Some(live_reload) = live_reload.clone() {
        let site = site.clone();
        let out = out.to_path_buf();
        std::thread::spawn(move || watch_and_rebuild(&site, &out, &live_reload));
    }
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(serve(ServeOptions {
        root: out.to_path_buf(),
        address,
        live_reload,
    }))?;
    Ok(ExitCode::SUCCESS)
}

/// Rebuilds after each burst of changes under the site folder; a failed rebuild keeps the last good output.
fn watch_and_rebuild(site: &SiteArguments, out: &Path, live_reload: &LiveReload) {
    let (sender, receiver) = mpsc::channel();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok() {
            let _ = sender.send(());
        }
    });
    let mut watcher = match watcher {
        Ok(watcher) => watcher,
        Err(error) => {
            eprintln!(
                "warning: cannot watch {}: {error}; serving without rebuilds",
                site.site.display()
            );
            return;
        }
    };
    if let Err(error) = watcher.watch(&site.site, RecursiveMode::Recursive) {
        eprintln!(
            "warning: cannot watch {}: {error}; serving without rebuilds",
            site.site.display()
        );
        return;
    }
    eprintln!("Watching {} for changes", site.site.display());
    while receiver.recv().is_ok() {
        // Let a burst of saves settle into one rebuild.
        while receiver.recv_timeout(Duration::from_millis(200)).is_ok() {}
        match build_once(site, out, &[]) {
            Ok(report) => {
                print_report(&report, out);
                live_reload.notify();
            }
            Err(error) => {
                let message = format!("{error:#}");
                eprintln!("{message}\nThe last good build is still being served.");
                live_reload.notify_error(&message);
            }
        }
    }
}
