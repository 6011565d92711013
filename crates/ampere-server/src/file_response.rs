//! Turns one file of the build output into a response: headers, 304 for a current cached
//! copy, one byte range (206 / 416), and the live-reload script in HTML. Files are streamed
//! from disk in chunks; only HTML that gets the script is read whole (pages are small).

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;
use std::time::SystemTime;

use axum::body::Body;
use axum::http::header::{
    ACCEPT_RANGES, CACHE_CONTROL, CONTENT_LENGTH, CONTENT_RANGE, CONTENT_TYPE, ETAG, LAST_MODIFIED,
};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use tokio::io::AsyncReadExt;
use tokio_util::io::ReaderStream;

use crate::headers::{content_type, is_html, Validators};
use crate::live_reload_script::inject;
use crate::range::{requested_range, RangeAnswer};

/// The size of the chunks a file is streamed in.
const CHUNK_SIZE: usize = 64 * 1024;

/// How a file is answered.
#[derive(Debug, Clone, Copy)]
pub struct FileAnswer {
    pub status: StatusCode,
    pub cache_control: &'static str,
    pub live_reload: bool,
}

/// What a response body is made from.
enum Content {
    /// An open file of this many bytes, streamed.
    File { file: File, length: u64 },
    /// Bytes in memory (a page with the live-reload script).
    Bytes(Vec<u8>),
}

impl Content {
    fn length(&self) -> u64 {
        match self {
            Content::File { length, .. } => *length,
            Content::Bytes(bytes) => bytes.len() as u64,
        }
    }

    /// The body for `length` bytes from `start`.
    fn body(self, start: u64, length: u64) -> io::Result<Body> {
        match self {
            Content::File { mut file, .. } => {
                file.seek(SeekFrom::Start(start))?;
                let reader = tokio::fs::File::from_std(file).take(length);
                Ok(Body::from_stream(ReaderStream::with_capacity(
                    reader, CHUNK_SIZE,
                )))
            }
            Content::Bytes(bytes) => {
                let start = usize::try_from(start)
                    .unwrap_or(usize::MAX)
                    .min(bytes.len());
                let end = usize::try_from(length)
                    .map_or(bytes.len(), |length| start.saturating_add(length))
                    .min(bytes.len());
                Ok(Body::from(bytes[start..end].to_vec()))
            }
        }
    }
}

/// Opens `path` (one handle, so a root swapped meanwhile cannot mix two builds) and answers
/// it. Fails only when the file cannot be opened or read.
pub fn file_response(
    path: &Path,
    answer: FileAnswer,
    method: &Method,
    request: &HeaderMap,
) -> io::Result<Response> {
    let mut file = File::open(path)?;
    let metadata = file.metadata()?;
    let inject_script = answer.live_reload && is_html(path);
    let validators = Validators::from_metadata(&metadata, if inject_script { "-live" } else { "" });
    let cacheable = answer.status == StatusCode::OK;

    let mut builder = Response::builder().header(CACHE_CONTROL, answer.cache_control);
    if cacheable {
        builder = builder
            .header(ETAG, header_value(&validators.entity_tag))
            .header(ACCEPT_RANGES, "bytes");
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

    let content = if inject_script {
        let mut page = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or_default());
        file.read_to_end(&mut page)?;
        Content::Bytes(inject(&page))
    } else {
        Content::File {
            file,
            length: metadata.len(),
        }
    };
    let length = content.length();
    // Only GET has ranges (RFC 9110 §14.2); HEAD describes the whole file.
    let range = if cacheable && method == Method::GET {
        requested_range(request, length, &validators, SystemTime::now())
    } else {
        RangeAnswer::Whole
    };
    let builder = builder.header(CONTENT_TYPE, header_value(&content_type(path)));
    let response = match range {
        RangeAnswer::Whole => finish(
            builder.status(answer.status).header(CONTENT_LENGTH, length),
            content.body(0, length)?,
        ),
        RangeAnswer::Part { start, end } => finish(
            builder
                .status(StatusCode::PARTIAL_CONTENT)
                .header(CONTENT_RANGE, format!("bytes {start}-{end}/{length}"))
                .header(CONTENT_LENGTH, end - start + 1),
            content.body(start, end - start + 1)?,
        ),
        RangeAnswer::Unsatisfiable => finish(
            builder
                .status(StatusCode::RANGE_NOT_SATISFIABLE)
                .header(CONTENT_RANGE, format!("bytes */{length}"))
                .header(CONTENT_LENGTH, 0),
            Body::empty(),
        ),
    };
    Ok(response)
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
    use axum::body::HttpBody as _;
    use axum::http::header::IF_NONE_MATCH;

    fn answer(status: StatusCode, live_reload: bool) -> FileAnswer {
        FileAnswer {
            status,
            cache_control: crate::headers::REVALIDATE,
            live_reload,
        }
    }

    fn get(path: &Path, answer: FileAnswer, request: &HeaderMap) -> io::Result<Response> {
        file_response(path, answer, &Method::GET, request)
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
        let plain = get(&page, answer(StatusCode::OK, false), &HeaderMap::new()).unwrap();
        assert_eq!(body_text(plain).await, "<body>hello</body>");
        let live = get(&page, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert!(body_text(live).await.contains("data-ampere-live-reload"));
    }

    #[tokio::test]
    async fn other_files_never_get_the_script() {
        let directory = tempfile::tempdir().unwrap();
        let data = directory.path().join("page-data.json");
        std::fs::write(&data, "{\"body\": \"</body>\"}").unwrap();
        let response = get(&data, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert_eq!(body_text(response).await, "{\"body\": \"</body>\"}");
    }

    #[tokio::test]
    async fn files_are_streamed_and_only_injected_pages_are_in_memory() {
        let directory = tempfile::tempdir().unwrap();
        let data = directory.path().join("search.bin");
        std::fs::write(&data, vec![7_u8; 3 * CHUNK_SIZE]).unwrap();
        let streamed = get(&data, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert_eq!(streamed.body().size_hint().exact(), None, "a stream");
        assert_eq!(
            streamed.headers()[CONTENT_LENGTH],
            (3 * CHUNK_SIZE).to_string()
        );
        let page = directory.path().join("index.html");
        std::fs::write(&page, "<body>hello</body>").unwrap();
        let live = get(&page, answer(StatusCode::OK, true), &HeaderMap::new()).unwrap();
        assert!(live.body().size_hint().exact().is_some());
    }

    #[test]
    fn a_current_copy_gets_not_modified_but_a_not_found_page_never_does() {
        let directory = tempfile::tempdir().unwrap();
        let page = directory.path().join("404.html");
        std::fs::write(&page, "missing").unwrap();
        let first = get(&page, answer(StatusCode::OK, false), &HeaderMap::new()).unwrap();
        let mut request = HeaderMap::new();
        request.insert(IF_NONE_MATCH, first.headers()[ETAG].clone());
        let second = get(&page, answer(StatusCode::OK, false), &request).unwrap();
        assert_eq!(second.status(), StatusCode::NOT_MODIFIED);
        let not_found = get(&page, answer(StatusCode::NOT_FOUND, false), &request).unwrap();
        assert_eq!(not_found.status(), StatusCode::NOT_FOUND);
        assert!(!not_found.headers().contains_key(ETAG));
    }

    #[test]
    fn a_missing_file_is_an_error() {
        let directory = tempfile::tempdir().unwrap();
        let missing = directory.path().join("gone.html");
        assert!(get(&missing, answer(StatusCode::OK, false), &HeaderMap::new()).is_err());
    }
}
