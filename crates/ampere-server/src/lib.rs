//! `ampere serve`: an HTTP server over a built site.
//!
//! It serves the build output the way a static host configured by `deploy/nginx.conf` does:
//! `…/index.html` is trimmed, folders get their trailing slash, `redirects.json` answers 301,
//! unmatched paths get their locale's `404.html`, hashed `assets/` are cached forever, and
//! responses are compressed. Files are looked up per request, so a build may swap the root
//! folder while it runs, and streamed (single byte ranges too). Every response carries the
//! security headers (`security_headers`). Connections are limited in number and time
//! (`limits`). With live reload, every HTML page listens on an event stream and reloads when
//! the build says so.

mod compression;
mod connections;
mod error;
mod file_response;
mod headers;
mod idle_timeout;
mod limits;
mod live_reload;
mod live_reload_script;
mod live_reload_stream;
mod not_found;
mod range;
mod redirects;
mod refusal;
mod request_path;
mod resolve;
mod security_headers;
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
pub use limits::{
    ConnectionLimits, HEADER_READ_TIMEOUT, IDLE_TIMEOUT, MAX_CONNECTIONS, MAX_REFUSALS_IN_FLIGHT,
};
pub use live_reload::LiveReload;
pub use live_reload_script::{LIVE_RELOAD_PATH, LIVE_RELOAD_SCRIPT_PATH};
pub use refusal::RETRY_AFTER_SECONDS;
pub use security_headers::{content_security_policy, THEME_HEAD_SCRIPT_HASH};
pub use serve::{serve, serve_on};

use live_reload_script::live_reload_script;
use live_reload_stream::{live_reload_events, LiveReloadEndpoint};
use security_headers::{add_security_headers, SecurityHeaders};
use site::{serve_site, Site};

/// What to serve, where, and whether pages reload when the build changes.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The build output folder.
    pub root: PathBuf,
    pub address: SocketAddr,
    /// `Some` to inject the live-reload script and open its event stream.
    pub live_reload: Option<LiveReload>,
    /// Origins other than the site's own that pages fetch from (`scheme://host[:port]`, e.g.
    /// the Ask-AI endpoint's), allowed by the Content-Security-Policy's `connect-src`.
    pub connect_origins: Vec<String>,
    /// The connection limit and timeouts.
    pub limits: ConnectionLimits,
    /// Routes answered before the site's files (the Ask-AI service), with the client's
    /// address available as `ConnectInfo<SocketAddr>`.
    pub routes: Option<Router>,
    /// Serve the site's files; false answers only `routes` (404 for everything else), for a
    /// static host that proxies the Ask-AI path to this server.
    pub site_files: bool,
}

impl ServeOptions {
    /// Serves `root` at `address` without live reload, with the default limits.
    pub fn new(root: PathBuf, address: SocketAddr) -> Self {
        Self {
            root,
            address,
            live_reload: None,
            connect_origins: Vec::new(),
            limits: ConnectionLimits::default(),
            routes: None,
            site_files: true,
        }
    }
}

/// The complete application: site files, live reload when enabled, compression.
pub fn router(options: &ServeOptions) -> Router {
    build_router(options).0
}

/// The router, and the switch that ends its live-reload streams for shutdown. Layers, from
/// the outside in: security headers, entity tags weakened for compressed bodies, compression.
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
            keep_alive: options.limits.keep_alive_interval(),
        };
        router = router
            .route(
                LIVE_RELOAD_PATH,
                get(live_reload_events).with_state(endpoint),
            )
            .route(LIVE_RELOAD_SCRIPT_PATH, get(live_reload_script));
    }
    let security = Arc::new(SecurityHeaders::new(&options.connect_origins));
    let mut router = if options.site_files {
        router.fallback(serve_site).with_state(site)
    } else {
        router
            .fallback(|| async { axum::http::StatusCode::NOT_FOUND })
            .with_state(site)
    };
    if let Some(routes) = &options.routes {
        router = router.merge(routes.clone());
    }
    let router = router
        .layer(CompressionLayer::new().compress_when(compression::worth_compressing()))
        .layer(axum::middleware::map_response(
            compression::weaken_entity_tag_when_encoded,
        ))
        .layer(axum::middleware::from_fn_with_state(
            security,
            add_security_headers,
        ));
    (router, stop_streams)
}
