//! Writes one locale's search index: the core file `assets/search-<locale>.<hash>.bin`, loaded
//! when search opens, and the index directory `assets/search-<locale>.<hash>/` (posting shards
//! `postings-<n>.bin`, page texts `<n>.txt`), fetched only as queries need them. One hash over
//! all of it names both, so a changed page never meets a stale core.
//!
//! Pages do not name the core: they name the locale's **pointer**, `search-index/<locale>.json`
//! (`{"core": "/assets/search-<locale>.<hash>.bin"}`), a stable URL revalidated on every use.
//! An edit that changes only the index (a page's body) then changes the index files and the
//! pointer, never the locale data or the HTML of every page of the locale.

use sha2::{Digest, Sha256};

use crate::output::{short_hex, OutputFiles};

/// Builds and writes the index of `documents`; returns the URL of its pointer.
#[cfg(test)]
pub fn write_search_index(
    staged: &impl OutputFiles,
    locale: &str,
    documents: &[ampere_search::Document],
    synonyms: &[Vec<String>],
) -> std::io::Result<String> {
    let built = ampere_search::build_index_with(locale, documents, synonyms);
    write_built_index(staged, locale, &built)
}

/// Writes a built index and then its pointer; returns the URL of the pointer.
pub fn write_built_index(
    staged: &impl OutputFiles,
    locale: &str,
    built: &ampere_search::BuiltIndex,
) -> std::io::Result<String> {
    let stem = index_stem(locale, built);
    staged.write(&format!("{stem}.bin"), &built.core)?;
    for (name, bytes) in built.files() {
        staged.write(&format!("{stem}/{name}"), bytes)?;
    }
    let pointer = serde_json::json!({ "core": format!("/{stem}.bin") });
    staged.write(&pointer_path(locale), pointer.to_string())?;
    Ok(search_pointer_url(locale))
}

/// The stable URL of a locale's search pointer, which names the current core file.
pub fn search_pointer_url(locale: &str) -> String {
    format!("/{}", pointer_path(locale))
}

/// Where a locale's pointer is written, relative to the output folder.
pub fn pointer_path(locale: &str) -> String {
    format!("{POINTER_FOLDER}/{locale}.json")
}

/// The output folder of the search pointers.
pub const POINTER_FOLDER: &str = "search-index";

fn index_stem(locale: &str, built: &ampere_search::BuiltIndex) -> String {
    format!("assets/search-{locale}.{}", hash_of(built))
}

fn hash_of(built: &ampere_search::BuiltIndex) -> String {
    let mut digest = Sha256::new();
    digest.update(&built.core);
    for (name, bytes) in built.files() {
        digest.update((name.len() as u64).to_le_bytes());
        digest.update(name.as_bytes());
        digest.update((bytes.len() as u64).to_le_bytes());
        digest.update(bytes);
    }
    short_hex(&digest.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::output::StagedOutput;

    #[test]
    fn core_and_fragments_share_one_hashed_name() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let out = folder.path().join("build");
        let staged = StagedOutput::new(&out).expect("staging");
        let document = ampere_search::Document {
            title: "Grid".into(),
            path: "/grid/".into(),
            sections: vec![ampere_search::Section {
                level: 1,
                text: "Meter wiring".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        let url = write_search_index(&staged, "en", &[document], &[]).expect("written");
        assert_eq!(url, "/search-index/en.json");
        let pointer: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(staged.staging.join("search-index/en.json")).expect("pointer"),
        )
        .expect("JSON");
        let core = pointer["core"]
            .as_str()
            .expect("the pointer names the core");
        assert!(staged.staging.join(core.trim_start_matches('/')).is_file());
        let stem = core.trim_start_matches('/').trim_end_matches(".bin");
        assert!(stem.starts_with("assets/search-en."));
        let fragment = std::fs::read_to_string(staged.staging.join(format!("{stem}/0.txt")))
            .expect("fragment written");
        assert_eq!(fragment, "Meter wiring");
        assert!(staged
            .staging
            .join(format!("{stem}/postings-0.bin"))
            .is_file());
    }
}
