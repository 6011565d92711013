//! From a loaded site to a built one: page data, navigation, search indexes,
//! server-side rendering through Node workers, and atomic output.

pub mod document;
pub mod feeds;
pub mod figures;
pub mod incremental_output;
pub mod languages;
pub mod links;
pub mod locale_data;
pub mod output;
pub mod page_data;
pub mod pages;
mod pipeline;
mod search_files;
pub mod sitemap;
pub mod ssr;
pub mod theme_files;
pub mod url_path;

pub use pipeline::{
    build, prepare, theme_data, BrokenLink, BrokenLinks, BuildError, BuildOptions, BuildReport,
    BuildSession, Prepared, Scope, Stages,
};
