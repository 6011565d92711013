//! Which responses are compressed (gzip or brotli, chosen by `Accept-Encoding`).

use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};

/// The tower-http default (nothing under 32 bytes, no images except SVG, no event streams)
/// plus formats that are compressed already.
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
