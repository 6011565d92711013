//! Answers requests for the build output: redirects, files and not-found pages. Everything
//! is looked up on disk per request, so a build that swaps the root is picked up at once.

use std::path::PathBuf;
use std::sync::Arc;

use axum::extract::State;
use axum::http::header::{ALLOW, CACHE_CONTROL, CONTENT_TYPE, LOCATION};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};

use crate::file_response::{file_response, html_response, FileAnswer};
use crate::headers::{cache_control, REVALIDATE};
use crate::not_found::{not_found_page, FALLBACK_PAGE};
use crate::redirects::{self, Redirects};
use crate::request_path::RequestPath;
use crate::resolve::{resolve, Resolution};

/// The build output being served.
#[derive(Debug)]
pub(crate) struct Site {
    pub root: PathBuf,
    pub live_reload: bool,
    pub redirects: Redirects,
}

/// The handler for every path that is not an endpoint of the server itself.
pub(crate) async fn serve_site(
    State(site): State<Arc<Site>>,
    method: Method,
    uri: Uri,
    request: HeaderMap,
) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(ALLOW, "GET, HEAD")]).into_response();
    }
    let path = match RequestPath::parse(uri.path()) {
        Ok(path) => path,
        Err(error) => {
            return (
                StatusCode::BAD_REQUEST,
                [(CONTENT_TYPE, "text/plain; charset=utf-8")],
                format!("Bad request: {error}.\n"),
            )
                .into_response()
        }
    };
    let query = uri.query().map(str::to_owned);
    // File system work blocks; one hop to the blocking pool per request. (HEAD is answered
    // like GET without ranges; axum drops the body and keeps the headers.)
    let answered = tokio::task::spawn_blocking(move || {
        site.answer(&path, query.as_deref(), &method, &request)
    })
    .await;
    answered.unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

impl Site {
    fn answer(
        &self,
        path: &RequestPath,
        query: Option<&str>,
        method: &Method,
        request: &HeaderMap,
    ) -> Response {
        if let Some(target) = self.redirects.target(&self.root, &path.decoded()) {
            return redirect(&redirects::location(&target), query);
        }
        if path.names_index_file() {
            return redirect(&path.parent_folder().encoded(), query);
        }
        match resolve(&self.root, path) {
            Resolution::File(file) => {
                let answer = FileAnswer {
                    status: StatusCode::OK,
                    cache_control: cache_control(path.segments()),
                    live_reload: self.live_reload,
                };
                // A file that vanished since it was resolved (a swap) is simply not found.
                file_response(&file, answer, method, request)
                    .unwrap_or_else(|_| self.not_found(path, method, request))
            }
            Resolution::Folder => redirect(&path.with_trailing_slash().encoded(), query),
            Resolution::NotFound => self.not_found(path, method, request),
        }
    }

    fn not_found(&self, path: &RequestPath, method: &Method, request: &HeaderMap) -> Response {
        let answer = FileAnswer {
            status: StatusCode::NOT_FOUND,
            cache_control: REVALIDATE,
            live_reload: self.live_reload,
        };
        not_found_page(&self.root, path)
            .and_then(|page| file_response(&page, answer, method, request).ok())
            .unwrap_or_else(|| {
                html_response(StatusCode::NOT_FOUND, FALLBACK_PAGE, self.live_reload)
            })
    }
}

/// Characters of a query string escaped when it is carried into a `Location` header, so
/// that the header stays visible ASCII (`%` stays: the query is already encoded).
const QUERY_ESCAPES: &AsciiSet = &CONTROLS.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

/// A permanent redirect that keeps the query string (unless the target brings its own).
/// Marked for revalidation: the next build may change where a path goes.
fn redirect(location: &str, query: Option<&str>) -> Response {
    let location = match query {
        Some(query) if !query.is_empty() && !location.contains('?') => {
            format!("{location}?{}", utf8_percent_encode(query, QUERY_ESCAPES))
        }
        _ => location.to_owned(),
    };
    match HeaderValue::from_str(&location) {
        Ok(location) => (
            StatusCode::MOVED_PERMANENTLY,
            [
                (LOCATION, location),
                (CACHE_CONTROL, HeaderValue::from_static(REVALIDATE)),
            ],
        )
            .into_response(),
        Err(_) => StatusCode::BAD_REQUEST.into_response(),
    }
}
