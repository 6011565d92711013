//! Builds one locale's index from a records file (the JSON array printed by `ampere records`).
//!
//! `cargo run -p ampere-search --example build-index -- records.json out.bin <locale>`

use std::process::ExitCode;

use ampere_search::{build_index_with, BuildOptions, Document};

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [records, output, locale] = arguments.as_slice() else {
        eprintln!("usage: build-index <records.json> <out.bin> <locale>");
        return ExitCode::from(2);
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
    let mut options = BuildOptions::default();
    if let Some(budget) = std::env::var("AMPERE_STORED_TEXT")
        .ok()
        .and_then(|value| value.parse().ok())
    {
        options.stored_text_budget = budget;
    }
    let bytes = build_index_with(locale, &documents, options);
    if let Err(error) = std::fs::write(output, &bytes) {
        eprintln!("cannot write {output}: {error}");
        return ExitCode::FAILURE;
    }
    println!("{output}: {} pages, {} bytes", documents.len(), bytes.len());
    ExitCode::SUCCESS
}
