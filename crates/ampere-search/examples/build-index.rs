//! Builds one locale's index from a records file (the JSON array printed by `ampere records`):
//! the core file, and the index directory's files (posting shards, page texts) in a folder next
//! to it (`<out>.d/`).
//!
//! `cargo run -p ampere-search --example build-index -- records.json out.bin <locale> [synonyms.json]`
//!
//! With a synonyms file (the site's `synonyms.json` or `i18n/<locale>/synonyms.json`), the index
//! carries its groups, as `ampere build` writes it.

use std::path::PathBuf;
use std::process::ExitCode;

use ampere_search::{build_index_with, Document};

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (records, output, locale, synonyms_file) = match arguments.as_slice() {
        [records, output, locale] => (records, output, locale, None),
        [records, output, locale, synonyms] => (records, output, locale, Some(synonyms)),
        _ => {
            eprintln!("usage: build-index <records.json> <out.bin> <locale> [synonyms.json]");
            return ExitCode::from(2);
        }
    };
    let synonyms: Vec<Vec<String>> = match synonyms_file.map(std::fs::read_to_string) {
        None => Vec::new(),
        Some(Ok(text)) => match serde_json::from_str(&text) {
            Ok(groups) => groups,
            Err(error) => {
                eprintln!(
                    "{}: not a list of synonym groups: {error}",
                    synonyms_file.map_or("", |file| file.as_str())
                );
                return ExitCode::FAILURE;
            }
        },
        Some(Err(error)) => {
            eprintln!(
                "cannot read {}: {error}",
                synonyms_file.map_or("", |file| file.as_str())
            );
            return ExitCode::FAILURE;
        }
    };
    let text = match std::fs::read_to_string(records) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("cannot read {records}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let documents: Vec<Document> = match serde_json::from_str(&text) {
        Ok(documents) => documents,
        Err(error) => {
            eprintln!("{records}: not a JSON array of documents: {error}");
            return ExitCode::FAILURE;
        }
    };
    let built = build_index_with(locale, &documents, &synonyms);
    let folder = PathBuf::from(format!("{output}.d"));
    let written = std::fs::write(output, &built.core)
        .and_then(|()| match std::fs::remove_dir_all(&folder) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
            _ => std::fs::create_dir_all(&folder),
        })
        .and_then(|()| {
            built
                .files()
                .try_for_each(|(name, bytes)| std::fs::write(folder.join(name), bytes))
        });
    if let Err(error) = written {
        eprintln!("cannot write {output}: {error}");
        return ExitCode::FAILURE;
    }
    println!(
        "{output}: {} pages, {} bytes, posting shards and page texts in {}",
        documents.len(),
        built.core.len(),
        folder.display()
    );
    ExitCode::SUCCESS
}
