//! Turns one file of the build output into a response: headers, 304 for a current cached
//! copy, and the live-reload script in HTML.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use axum::body::Body;
use axum::http::header::{
    CACHE_CONTROL, CONTENT_TYPE, ETAG, LAST_MODIFIED, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;

use crate::headers::{content_type, is_html, Validators};
use crate::live_reload_script::inject;

/// How a file is answered.
#[derive(Debug, Clone, Copy)]
pub struct FileAnswer {
    pub status: StatusCode,
    pub cache_control: &'static str,
    pub live_reload: bool,
}

/// Reads `path` (one open handle, so a root swapped meanwhile cannot mix two builds) and
/// answers it. Fails only when the file cannot be opened or read.
pub fn file_response(path: &Path, answer: FileAnswer, request: &HeaderMap) -> io::Result<Response> {
    let mut file = File::open(path)?;
    let metadata = file.metadata()?;
    let inject_script = answer.live_reload && is_html(path);
    let validators = Validators::from_metadata(&metadata, if inject_script { "-live" } else { "" });
    let cacheable = answer.status == StatusCode::OK;

    let mut builder = Response::builder()
        .header(CACHE_CONTROL, answer.cache_control)
        .header(X_CONTENT_TYPE_OPTIONS, "nosniff");
    if cacheable {
        builder = builder.header(ETAG, header_value(&validators.entity_tag));
        if let Some(last_modified) = validators.last_modified_header() {
            builder = builder.header(LAST_MODIFIED, header_value(&last_modified));
        }
        if validators.is_fresh(request) {
            return Ok(finish(
                builder.status(StatusCode::NOT_MODIFIED),
                Body::empty(),
            ));
        }
    }

    let mut body = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or_default());
    file.read_to_end(&mut body)?;
    if inject_script {
        body = inject(&body);
    }
    let builder = builder
        .status(answer.status)
        .header(CONTENT_TYPE, header_value(&content_type(path)));
    Ok(finish(builder, Body::from(body)))
}

/// An HTML page that is not a file (the built-in not-found page).
pub fn html_response(status: StatusCode, html: &str, live_reload: bool) -> Response {
    let body = if live_reload {
        inject(html.as_bytes())
    } else {
        html.as_bytes().to_vec()
    };
    let builder = Response::builder()
        .status(status)
        .header(CONTENT_TYPE, "text/html; charset=utf-8")
        .header(CACHE_CONTROL, crate::headers::REVALIDATE);
    finish(builder, Body::from(body))
}

/// Header values built here are visible ASCII by construction; anything else is dropped
/// rather than trusted.
fn header_value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

fn finish(builder: axum::http::response::Builder, body: Body) -> Response {
    builder.body(body).unwrap_or_else(|_| {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
        response
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use axum::http::header::IF_NONE_MATCH;

    fn answer(status: StatusCode, live_reload: bool) -> FileAnswer {
        FileAnswer {
            status,
            cache_control: crate::headers::REVALIDATE,
            live_reload,
        }
    }

    async fn body_text(response: Response) -> String {
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    #[tokio::test]
    async fn html_gets_the_script_only_with_live_reload() {
        let directory = tempfile::tempdir().unwrap();
        let page = directory.path().join("index.html");
        std::fs::write(&page, "<body>hello</body>").unwrap();
        let plain = file_response(&page, answer(StatusCode::OK, false), &HeaderMap::new()).unwrap();
        assert_eq!(body_text(plain).await, "<body>hello</body>");
        let live = file_response(&page, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert!(body_text(live).await.contains("data-ampere-live-reload"));
    }

    #[tokio::test]
    async fn other_files_never_get_the_script() {
        let directory = tempfile::tempdir().unwrap();
        let data = directory.path().join("page-data.json");
        std::fs::write(&data, "{\"body\": \"</body>\"}").unwrap();
        let response =
            file_response(&data, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert_eq!(body_text(response).await, "{\"body\": \"</body>\"}");
    }

    #[test]
    fn a_current_copy_gets_not_modified_but_a_not_found_page_never_does() {
        let directory = tempfile::tempdir().unwrap();
        let page = directory.path().join("404.html");
        std::fs::write(&page, "missing").unwrap();
        let first = file_response(&page, answer(StatusCode::OK, false), &HeaderMap::new()).unwrap();
        let mut request = HeaderMap::new();
        request.insert(IF_NONE_MATCH, first.headers()[ETAG].clone());
        let second = file_response(&page, answer(StatusCode::OK, false), &request).unwrap();
        assert_eq!(second.status(), StatusCode::NOT_MODIFIED);
        let not_found =
            file_response(&page, answer(StatusCode::NOT_FOUND, false), &request).unwrap();
        assert_eq!(not_found.status(), StatusCode::NOT_FOUND);
        assert!(!not_found.headers().contains_key(ETAG));
    }

    #[test]
    fn a_missing_file_is_an_error() {
        let directory = tempfile::tempdir().unwrap();
        let missing = directory.path().join("gone.html");
        assert!(file_response(&missing, answer(StatusCode::OK, false), &HeaderMap::new()).is_err());
    }
}
