//! `ampere serve`: an HTTP server over a built site.
//!
//! It serves the build output the way a static host configured by `deploy/nginx.conf` does:
//! `…/index.html` is trimmed, folders get their trailing slash, `redirects.json` answers 301,
//! unmatched paths get their locale's `404.html`, hashed `assets/` are cached forever, and
//! responses are compressed. Files are looked up per request, so a build may swap the root
//! folder while it runs. With live reload, every HTML page listens on an event stream and
//! reloads when the build says so.

mod compression;
mod error;
mod file_response;
mod headers;
mod live_reload;
mod live_reload_script;
mod live_reload_stream;
mod not_found;
mod redirects;
mod request_path;
mod resolve;
mod serve;
mod site;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::routing::get;
use axum::Router;
use tokio::sync::watch;
use tower_http::compression::CompressionLayer;

pub use error::ServerError;
pub use live_reload::LiveReload;
pub use live_reload_script::LIVE_RELOAD_PATH;
pub use serve::serve;

use live_reload_stream::{live_reload_events, LiveReloadEndpoint};
use site::{serve_site, Site};

/// What to serve, where, and whether pages reload when the build changes.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The build output folder.
    pub root: PathBuf,
    pub address: SocketAddr,
    /// `Some` to inject the live-reload script and open its event stream.
    pub live_reload: Option<LiveReload>,
}

/// The complete application: site files, live reload when enabled, compression.
pub fn router(options: &ServeOptions) -> Router {
    build_router(options).0
}

/// The router, and the switch that ends its live-reload streams for shutdown.
pub(crate) fn build_router(options: &ServeOptions) -> (Router, watch::Sender<bool>) {
    let (stop_streams, stopping) = watch::channel(false);
    let site = Arc::new(Site {
        root: options.root.clone(),
        live_reload: options.live_reload.is_some(),
        redirects: Default::default(),
    });
    let mut router = Router::new();
    if let Some(live_reload) = &options.live_reload {
        let endpoint = LiveReloadEndpoint {
            live_reload: live_reload.clone(),
            stopping,
        };
        router = router.route(
            LIVE_RELOAD_PATH,
            get(live_reload_events).with_state(endpoint),
        );
    }
    let router = router
        .fallback(serve_site)
        .with_state(site)
        .layer(CompressionLayer::new().compress_when(compression::worth_compressing()));
    (router, stop_streams)
}
