//! The site: configuration (`ampere.toml`), content model and loading of docs, pages and translations.

pub mod brand;
pub mod category;
pub mod config;
pub mod diagnostic;
pub mod doc_references;
pub mod docusaurus;
pub mod figures;
pub mod front_matter;
pub mod glossary;
pub mod last_update;
pub mod load;
pub mod model;
pub mod openapi;
pub mod parallel;
pub mod placeholders;
pub mod route;
pub mod sidebar;
pub mod sidebars_file;
pub mod source_keys;
pub mod suggestion;
pub mod synonyms;
pub mod translation_files;
pub mod translation_keys;
pub mod translation_status;
pub mod versions;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use load::load_site;
pub use model::{Doc, Folder, Locale, Site, Translations};
