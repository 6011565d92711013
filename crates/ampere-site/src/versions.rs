//! The docs versions of a site, made as Docusaurus makes them: `versions.json` lists the releases
//! (newest first), each with its docs in `versioned_docs/version-<name>/` and its sidebars in
//! `versioned_sidebars/version-<name>-sidebars.json`; `current` is the docs folder itself. The
//! last version (`lastVersion`, by default the newest release) is served at the docs route,
//! `current` at `next/` and every other release at its name, unless the docs option `versions`
//! says otherwise.

use std::path::Path;

use crate::config::DocsOptions;
use crate::diagnostic::Diagnostic;
use crate::model::{DocsVersion, VersionBanner};
use crate::route::normalize_route;

/// Docusaurus's name of the version read from the docs folder.
pub const CURRENT: &str = "current";

/// Docusaurus's id of the docs plugin of the classic preset.
pub const DEFAULT_PLUGIN: &str = "default";

/// Every docs version of the site: the default plugin's (the last version first: its docs are
/// the site's primary docs, which a navbar `doc` item or a sidebar id names), then each further
/// plugin instance's.
pub fn site_versions(
    root: &Path,
    config: &crate::config::SiteConfig,
) -> Result<Vec<DocsVersion>, Vec<Diagnostic>> {
    let mut versions = docs_versions(root, DEFAULT_PLUGIN, &config.docs)?;
    for plugin in &config.docs_plugins {
        versions.extend(docs_versions(root, &plugin.id, &plugin.options)?);
    }
    Ok(versions)
}

/// What the files of plugin `plugin_id` start with: nothing for the default plugin,
/// `<id>_` for another (`community_versions.json`, `community_versioned_docs/`).
fn file_prefix(plugin_id: &str) -> String {
    if plugin_id == DEFAULT_PLUGIN {
        String::new()
    } else {
        format!("{plugin_id}_")
    }
}

/// The versions of one docs plugin, the last version first, then in Docusaurus's order.
pub fn docs_versions(
    root: &Path,
    plugin_id: &str,
    options: &DocsOptions,
) -> Result<Vec<DocsVersion>, Vec<Diagnostic>> {
    let files = file_prefix(plugin_id);
    let released = released_versions(root, &files)?;
    let mut names: Vec<String> = Vec::new();
    if options.include_current_version || released.is_empty() {
        names.push(CURRENT.to_string());
    }
    names.extend(released.iter().cloned());
    if let Some(only) = &options.only_include_versions {
        names.retain(|name| only.contains(name));
    }
    let last = options
        .last_version
        .clone()
        .or_else(|| released.first().cloned())
        .unwrap_or_else(|| CURRENT.to_string());
    if !names.contains(&last) {
        return Err(vec![Diagnostic::new(
            Path::new(&format!("{files}versions.json")),
            0,
            0,
            format!(
                "the docs' lastVersion `{last}` is not one of the versions built ({})",
                names.join(", ")
            ),
        )
        .with_hint(
            "name a version of versions.json, or `current` for the docs folder",
        )]);
    }
    let mut versions: Vec<DocsVersion> = names
        .iter()
        .enumerate()
        .map(|(rank, name)| {
            let place = Place {
                plugin_id,
                rank,
                names: &names,
                last: &last,
            };
            version(root, options, name, &place)
        })
        .collect();
    versions.sort_by_key(|version| !version.is_last);
    Ok(versions)
}

/// The names in `versions.json` (`<plugin>_versions.json`; none without the file).
fn released_versions(root: &Path, files: &str) -> Result<Vec<String>, Vec<Diagnostic>> {
    let name = format!("{files}versions.json");
    let Ok(text) = std::fs::read_to_string(root.join(&name)) else {
        return Ok(Vec::new());
    };
    serde_json::from_str(&text).map_err(|error| {
        vec![Diagnostic::new(
            Path::new(&name),
            error.line(),
            error.column(),
            format!("versions.json is not a list of version names: {error}"),
        )
        .with_hint("write the released versions as a JSON array of strings, newest first: [\"2.0\", \"1.0\"]")]
    })
}

/// Where a version stands among its plugin's versions.
struct Place<'a> {
    plugin_id: &'a str,
    /// Its index in Docusaurus's order (`names`).
    rank: usize,
    names: &'a [String],
    /// The name of the plugin's last version.
    last: &'a str,
}

fn version(root: &Path, options: &DocsOptions, name: &str, place: &Place<'_>) -> DocsVersion {
    let written = options.versions.get(name).cloned().unwrap_or_default();
    let is_current = name == CURRENT;
    let is_last = name == place.last;
    let (path, sidebar_path, translation_folder) = folders(root, options, name, place.plugin_id);
    let is_primary = is_last && place.plugin_id == DEFAULT_PLUGIN;
    DocsVersion {
        plugin_id: place.plugin_id.to_string(),
        name: name.to_string(),
        label: written.label.clone().unwrap_or_else(|| {
            if is_current {
                "Next".to_string()
            } else {
                name.to_string()
            }
        }),
        route_base: route_base(options, name, written.path.as_deref(), is_last),
        path,
        sidebar_path,
        key_prefix: if is_primary {
            String::new()
        } else {
            format!("{translation_folder}/")
        },
        translation_folder,
        is_last,
        rank: place.rank,
        banner: banner(written.banner.as_deref(), place),
        badge: written.badge.unwrap_or(place.names.len() > 1),
        tree: Default::default(),
        sidebars_from_file: false,
    }
}

/// The version's route: the docs route for the last version, `next/` for `current`, else the
/// version's name (or the path the docs option gives it).
fn route_base(
    options: &DocsOptions,
    name: &str,
    written_path: Option<&str>,
    is_last: bool,
) -> String {
    let path_part = written_path.map(str::to_string).unwrap_or_else(|| {
        if is_last {
            String::new()
        } else if name == CURRENT {
            "next".to_string()
        } else {
            name.to_string()
        }
    });
    let base = normalize_route(&options.route_base_path);
    normalize_route(&format!("{}/{}", base.trim_end_matches('/'), path_part))
}

/// The version's docs folder, sidebars file and translations folder (under `i18n/<locale>/`).
fn folders(
    root: &Path,
    options: &DocsOptions,
    name: &str,
    plugin_id: &str,
) -> (String, Option<String>, String) {
    let files = file_prefix(plugin_id);
    let translations = if plugin_id == DEFAULT_PLUGIN {
        "docusaurus-plugin-content-docs".to_string()
    } else {
        format!("docusaurus-plugin-content-docs-{plugin_id}")
    };
    if name == CURRENT {
        return (
            options.path.clone(),
            options.sidebar_path.clone(),
            format!("{translations}/{CURRENT}"),
        );
    }
    let sidebars = format!("{files}versioned_sidebars/version-{name}-sidebars.json");
    (
        format!("{files}versioned_docs/version-{name}"),
        root.join(&sidebars).is_file().then_some(sidebars),
        format!("{translations}/version-{name}"),
    )
}

/// The banner the docs option asks for, else Docusaurus's: none for the last version,
/// unreleased for a newer one, unmaintained for an older one.
fn banner(written: Option<&str>, place: &Place<'_>) -> Option<VersionBanner> {
    let last_rank = place
        .names
        .iter()
        .position(|known| known == place.last)
        .unwrap_or(0);
    let is_last = place
        .names
        .get(place.rank)
        .is_some_and(|name| name == place.last);
    match written {
        Some("none") => None,
        Some("unreleased") => Some(VersionBanner::Unreleased),
        Some("unmaintained") => Some(VersionBanner::Unmaintained),
        _ if is_last => None,
        _ if place.rank < last_rank => Some(VersionBanner::Unreleased),
        _ => Some(VersionBanner::Unmaintained),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site_with(versions: &str) -> tempfile::TempDir {
        let folder = tempfile::tempdir().expect("temporary folder");
        std::fs::write(folder.path().join("versions.json"), versions).expect("write");
        std::fs::create_dir_all(folder.path().join("versioned_sidebars")).expect("folder");
        std::fs::write(
            folder
                .path()
                .join("versioned_sidebars/version-2.0-sidebars.json"),
            "{}",
        )
        .expect("write");
        folder
    }

    fn summary(versions: &[DocsVersion]) -> Vec<String> {
        versions
            .iter()
            .map(|version| {
                format!(
                    "{} {} {} {} {:?} badge={}",
                    version.name,
                    version.label,
                    version.route_base,
                    version.path,
                    version.banner,
                    version.badge
                )
            })
            .collect()
    }

    #[test]
    fn without_versions_json_the_docs_folder_is_the_only_version() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let versions = docs_versions(folder.path(), DEFAULT_PLUGIN, &DocsOptions::default())
            .expect("versions");
        assert_eq!(
            summary(&versions),
            ["current Next /docs/ docs None badge=false"]
        );
        assert_eq!(versions[0].key_prefix, "");
    }

    #[test]
    fn the_newest_release_is_served_at_the_docs_route_and_current_at_next() {
        let folder = site_with(r#"["2.0", "1.0"]"#);
        let versions = docs_versions(folder.path(), DEFAULT_PLUGIN, &DocsOptions::default())
            .expect("versions");
        assert_eq!(
            summary(&versions),
            [
                "2.0 2.0 /docs/ versioned_docs/version-2.0 None badge=true",
                "current Next /docs/next/ docs Some(Unreleased) badge=true",
                "1.0 1.0 /docs/1.0/ versioned_docs/version-1.0 Some(Unmaintained) badge=true",
            ]
        );
        assert_eq!(
            versions[0].sidebar_path.as_deref(),
            Some("versioned_sidebars/version-2.0-sidebars.json")
        );
        assert_eq!(
            versions[1].key_prefix,
            "docusaurus-plugin-content-docs/current/"
        );
        assert_eq!(
            versions[2].translation_folder,
            "docusaurus-plugin-content-docs/version-1.0"
        );
    }

    #[test]
    fn the_docs_options_name_the_last_version_labels_and_paths() {
        let folder = site_with(r#"["2.0"]"#);
        let mut options = DocsOptions {
            route_base_path: "/".to_string(),
            last_version: Some("current".to_string()),
            ..DocsOptions::default()
        };
        options.versions.insert(
            "current".to_string(),
            crate::config::VersionOptions {
                label: Some("v3".to_string()),
                ..Default::default()
            },
        );
        let versions = docs_versions(folder.path(), DEFAULT_PLUGIN, &options).expect("versions");
        assert_eq!(
            summary(&versions),
            [
                "current v3 / docs None badge=true",
                "2.0 2.0 /2.0/ versioned_docs/version-2.0 Some(Unmaintained) badge=true",
            ]
        );
        options.only_include_versions = Some(vec!["current".to_string()]);
        let only = docs_versions(folder.path(), DEFAULT_PLUGIN, &options).expect("versions");
        assert_eq!(summary(&only), ["current v3 / docs None badge=false"]);
    }

    #[test]
    fn a_further_docs_plugin_has_its_own_files_and_translations() {
        let folder = tempfile::tempdir().expect("temporary folder");
        std::fs::write(folder.path().join("community_versions.json"), r#"["1.0"]"#).expect("write");
        let options = DocsOptions {
            path: "community".to_string(),
            route_base_path: "community".to_string(),
            ..DocsOptions::default()
        };
        let versions = docs_versions(folder.path(), "community", &options).expect("versions");
        assert_eq!(
            summary(&versions),
            [
                "1.0 1.0 /community/ community_versioned_docs/version-1.0 None badge=true",
                "current Next /community/next/ community Some(Unreleased) badge=true",
            ]
        );
        assert_eq!(
            versions[0].key_prefix,
            "docusaurus-plugin-content-docs-community/version-1.0/"
        );
    }

    #[test]
    fn an_unknown_last_version_is_an_error_that_lists_the_versions() {
        let folder = site_with(r#"["2.0"]"#);
        let options = DocsOptions {
            last_version: Some("3.0".to_string()),
            ..DocsOptions::default()
        };
        let problems = docs_versions(folder.path(), DEFAULT_PLUGIN, &options).expect_err("refused");
        assert!(problems[0].to_string().contains("current, 2.0"));
    }
}
