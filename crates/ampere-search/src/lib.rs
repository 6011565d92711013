//! ampere-search: the portal's search core, used natively (index building, tests, CLI,
//! benchmarks) and compiled to wasm32 for the browser, so both sides share one analyzer.
//!
//! Records are page sections; a query word matches exactly, as a prefix, or within a typo
//! budget (optimal string alignment distance, scanned over a front-coded dictionary). Results are ranked by
//! ordered buckets (words matched, typos, attribute, proximity, exactness) and grouped by page.

pub mod analyzer;
mod dictionary;
mod document;
mod encoding;
mod error;
mod expansion;
mod format;
mod forms;
mod highlight;
mod homophones;
mod index;
mod matching;
mod page_text;
pub mod query;
mod ranking;
mod search;
mod significance;
mod sorting;
#[cfg(feature = "build")]
mod stems;
mod synonyms;
mod terms;
mod typos;
#[cfg(feature = "build")]
mod writer;

pub use document::{Document, Section};
pub use error::IndexError;
pub use format::IndexFile;
pub use highlight::{MARK_END, MARK_START};
pub use index::Index;
pub use search::{Hit, MAX_LIMIT, SECTIONS_PER_PAGE};
#[cfg(feature = "build")]
pub use writer::{build_index, build_index_with, BuiltIndex};
