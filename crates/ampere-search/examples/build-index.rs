//! Builds one locale's index from a records file (the JSON array printed by `ampere records`):
//! the core file, and the index directory's files (posting shards, page texts) in a folder next
//! to it (`<out>.d/`).
//!
//! `cargo run -p ampere-search --example build-index -- records.json out.bin <locale>`

use std::path::PathBuf;
use std::process::ExitCode;

use ampere_search::{build_index, Document};

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
    let built = build_index(locale, &documents);
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
