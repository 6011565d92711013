//! What the build takes from the built theme: the client entry from Vite's manifest,
//! its assets, and the English string catalogue.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

#[derive(Debug, thiserror::Error)]
pub enum ThemeError {
    #[error("cannot read the theme's {what} at {path}: {source}\n  hint: build the theme first (`make theme`, or `npm run build` in theme/)")]
    Read {
        what: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the theme's {what} at {path} is not valid: {message}")]
    Invalid {
        what: &'static str,
        path: PathBuf,
        message: String,
    },
}

#[derive(Deserialize)]
struct ManifestEntry {
    file: String,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    assets: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default, rename = "dynamicImports")]
    dynamic_imports: Vec<String>,
}

pub struct ThemeFiles {
    pub client: PathBuf,
    pub entry_script: String,
    pub entry_styles: Vec<String>,
    /// Theme strings in English (key → text).
    pub strings: BTreeMap<String, String>,
    /// The client files only the mermaid diagrams load (`assets/…`), copied only for a site
    /// that enables them (~5 MB of chunks no other page asks for).
    pub diagram_files: BTreeSet<String>,
}

pub fn read_theme(theme: &Path) -> Result<ThemeFiles, ThemeError> {
    let client = theme.join("dist/client");
    let manifest_path = client.join(".vite/manifest.json");
    let text = fs::read_to_string(&manifest_path).map_err(|source| ThemeError::Read {
        what: "client manifest",
        path: manifest_path.clone(),
        source,
    })?;
    let manifest: BTreeMap<String, ManifestEntry> =
        serde_json::from_str(&text).map_err(|error| ThemeError::Invalid {
            what: "client manifest",
            path: manifest_path.clone(),
            message: error.to_string(),
        })?;
    let (entry_key, entry) = manifest
        .iter()
        .find(|(source, entry)| entry.is_entry && source.contains("entry-client"))
        .or_else(|| manifest.iter().find(|(_, entry)| entry.is_entry))
        .ok_or_else(|| ThemeError::Invalid {
            what: "client manifest",
            path: manifest_path.clone(),
            message: "no entry chunk".into(),
        })?;
    let strings = read_theme_strings(theme)?;
    Ok(ThemeFiles {
        entry_script: format!("/{}", entry.file),
        entry_styles: entry.css.iter().map(|css| format!("/{css}")).collect(),
        diagram_files: diagram_files(&manifest, entry_key),
        client,
        strings,
    })
}

/// The files reachable from the entry only through the mermaid chunk (its dynamic import).
fn diagram_files(manifest: &BTreeMap<String, ManifestEntry>, entry_key: &str) -> BTreeSet<String> {
    let Some(diagrams) = manifest[entry_key]
        .dynamic_imports
        .iter()
        .find(|key| key.contains("mermaid"))
    else {
        return BTreeSet::new();
    };
    let without = reachable(manifest, entry_key, Some(diagrams.as_str()));
    let with = reachable(manifest, diagrams, None);
    with.difference(&without)
        .flat_map(|key| {
            let entry = &manifest[key];
            std::iter::once(entry.file.clone())
                .chain(entry.css.iter().cloned())
                .chain(entry.assets.iter().cloned())
        })
        .collect()
}

/// The manifest keys reachable from `start` by static and dynamic imports, not going into `skip`.
fn reachable(
    manifest: &BTreeMap<String, ManifestEntry>,
    start: &str,
    skip: Option<&str>,
) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut pending = vec![start.to_string()];
    while let Some(key) = pending.pop() {
        if Some(key.as_str()) == skip || !seen.insert(key.clone()) {
            continue;
        }
        if let Some(entry) = manifest.get(&key) {
            pending.extend(entry.imports.iter().chain(&entry.dynamic_imports).cloned());
        }
    }
    seen
}

/// The theme's English string catalogue (`strings/en.json`: key → text). It is source, not
/// build output, so `ampere check` reads it without a built theme.
pub fn read_theme_strings(theme: &Path) -> Result<BTreeMap<String, String>, ThemeError> {
    let strings_path = theme.join("strings/en.json");
    let strings_text = fs::read_to_string(&strings_path).map_err(|source| ThemeError::Read {
        what: "string catalogue",
        path: strings_path.clone(),
        source,
    })?;
    serde_json::from_str(&strings_text).map_err(|error| ThemeError::Invalid {
        what: "string catalogue",
        path: strings_path,
        message: error.to_string(),
    })
}

/// Every file of the client build to copy (relative path, source), except the manifest and the
/// files of `left_out`.
pub fn client_files(client: &Path, left_out: &BTreeSet<String>) -> Vec<(String, PathBuf)> {
    walkdir::WalkDir::new(client)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .filter_map(|entry| {
            let relative = entry
                .path()
                .strip_prefix(client)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            if relative.starts_with(".vite/")
                || relative == "index.html"
                || left_out.contains(&relative)
            {
                return None;
            }
            Some((relative, entry.path().to_path_buf()))
        })
        .collect()
}
