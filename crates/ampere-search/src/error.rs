//! Errors of the index reader. Queries never fail.

/// Why index bytes could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IndexError {
    #[error("not an ampere search index (bad magic bytes); hint: rebuild the site")]
    BadMagic,
    #[error("unsupported index version {0}; hint: rebuild the site with this version of ampere")]
    UnsupportedVersion(u8),
    #[error("index checksum mismatch: the file is corrupted or truncated")]
    ChecksumMismatch,
    #[error("index ends early")]
    Truncated,
    #[error("malformed index: {0}")]
    Malformed(&'static str),
}
