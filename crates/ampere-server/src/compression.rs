//! Which responses are compressed (gzip or brotli, chosen by `Accept-Encoding`), and what
//! compression does to their entity tags.

use axum::http::header::{CONTENT_ENCODING, ETAG};
use axum::http::HeaderValue;
use axum::response::Response;
use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};

/// The tower-http default (nothing under 32 bytes, no images except SVG, no event streams)
/// plus formats that are compressed already. (tower-http never compresses a `206`: ranges are
/// always of the uncompressed file.)
pub fn worth_compressing() -> impl Predicate {
    DefaultPredicate::new()
        .and(NotForContentType::const_new("font/woff"))
        .and(NotForContentType::const_new("application/zip"))
        .and(NotForContentType::const_new("application/gzip"))
        .and(NotForContentType::const_new("application/x-gzip"))
        .and(NotForContentType::const_new("application/zstd"))
        .and(NotForContentType::const_new("application/pdf"))
        .and(NotForContentType::const_new("video/"))
        .and(NotForContentType::const_new("audio/"))
}

/// A compressed body is not byte-for-byte the file its strong entity tag names, so the tag
/// becomes weak (as nginx does): it still revalidates (`If-None-Match` compares weakly) but
/// never satisfies `If-Range`.
pub async fn weaken_entity_tag_when_encoded(mut response: Response) -> Response {
    if !response.headers().contains_key(CONTENT_ENCODING) {
        return response;
    }
    let weakened = match response.headers().get(ETAG) {
        Some(tag) if !tag.as_bytes().starts_with(b"W/") => {
            HeaderValue::from_bytes(&[b"W/", tag.as_bytes()].concat()).ok()
        }
        _ => None,
    };
    if let Some(weakened) = weakened {
        response.headers_mut().insert(ETAG, weakened);
    }
    response
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    async fn tag_after(encoding: Option<&str>, tag: &str) -> String {
        let mut response = Response::new(axum::body::Body::empty());
        response
            .headers_mut()
            .insert(ETAG, HeaderValue::from_str(tag).unwrap());
        if let Some(encoding) = encoding {
            response
                .headers_mut()
                .insert(CONTENT_ENCODING, HeaderValue::from_str(encoding).unwrap());
        }
        let response = weaken_entity_tag_when_encoded(response).await;
        response.headers()[ETAG].to_str().unwrap().to_owned()
    }

    #[tokio::test]
    async fn only_encoded_bodies_get_a_weak_tag() {
        assert_eq!(tag_after(Some("gzip"), "\"1-2\"").await, "W/\"1-2\"");
        assert_eq!(tag_after(Some("br"), "W/\"1-2\"").await, "W/\"1-2\"");
        assert_eq!(tag_after(None, "\"1-2\"").await, "\"1-2\"");
    }
}
