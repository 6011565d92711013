//! Serves a build output folder with live reload, for trying the server by hand:
//!
//!     cargo run -p ampere-server --example serve -- build 127.0.0.1:3000
//!
//! Type `reload` (or `error <message>`) and Enter to notify open pages.

use std::io::BufRead;

use ampere_server::{serve, LiveReload, ServeOptions, ServerError};

#[tokio::main]
async fn main() -> Result<(), ServerError> {
    let mut arguments = std::env::args().skip(1);
    let root = arguments.next().unwrap_or_else(|| "build".to_owned());
    let address = arguments
        .next()
        .and_then(|address| address.parse().ok())
        .unwrap_or_else(|| std::net::SocketAddr::from(([127, 0, 0, 1], 3000)));
    let live_reload = LiveReload::new();
    let notifier = live_reload.clone();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            match line.strip_prefix("error ") {
                Some(message) => notifier.notify_error(message),
                None => notifier.notify(),
            }
        }
    });
    let mut options = ServeOptions::new(root.into(), address);
    options.live_reload = Some(live_reload);
    serve(options).await
}
