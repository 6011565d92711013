//! What the build takes from the built theme: the client entry from Vite's manifest,
//! its assets, and the English string catalogue.

use std::collections::BTreeMap;
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
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

pub struct ThemeFiles {
    pub client: PathBuf,
    pub entry_script: String,
    pub entry_styles: Vec<String>,
    /// Theme strings in English (key → text).
    pub strings: BTreeMap<String, String>,
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
    let entry = manifest
        .iter()
        .find(|(source, entry)| entry.is_entry && source.contains("entry-client"))
        .or_else(|| manifest.iter().find(|(_, entry)| entry.is_entry))
        .map(|(_, entry)| entry)
        .ok_or_else(|| ThemeError::Invalid {
            what: "client manifest",
            path: manifest_path.clone(),
            message: "no entry chunk".into(),
        })?;
    let strings = read_theme_strings(theme)?;
    Ok(ThemeFiles {
        entry_script: format!("/{}", entry.file),
        entry_styles: entry.css.iter().map(|css| format!("/{css}")).collect(),
        client,
        strings,
    })
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

/// Every file of the client build to copy (relative path, source), except the manifest.
pub fn client_files(client: &Path) -> Vec<(String, PathBuf)> {
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
            if relative.starts_with(".vite/") || relative == "index.html" {
                return None;
            }
            Some((relative, entry.path().to_path_buf()))
        })
        .collect()
}
