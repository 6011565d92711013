//! Checks of the `[[navbar.items]]` that types alone cannot express: a `docSidebar` item must
//! name a sidebar that exists and that has a page to link to.
//! (An unknown item `type` is already refused while parsing, with the expected types.)

use std::path::Path;

use super::{NavbarItem, SiteConfig};
use crate::diagnostic::{line_and_column, Diagnostic};
use crate::sidebar::SIDEBAR_IDS;

/// Every `docSidebar` item whose `sidebarId` is not a sidebar of the site.
pub(super) fn check_sidebar_ids(path: &Path, text: &str, config: &SiteConfig) -> Vec<Diagnostic> {
    if config.docs.sidebar_path.is_some() {
        // The sidebars file names the sidebars; it is read with the content.
        return Vec::new();
    }
    doc_sidebar_items(config)
        .enumerate()
        .filter(|(_, (sidebar_id, _))| !SIDEBAR_IDS.contains(sidebar_id))
        .map(|(occurrence, (sidebar_id, label))| {
            at_sidebar_id(
                path,
                text,
                occurrence,
                format!("the navbar item \"{label}\" names the sidebar `{sidebar_id}`, which does not exist"),
            )
            .with_hint(format!(
                "known sidebar ids: {}; the only sidebar is the one generated from docs/, so use sidebarId = \"{}\"",
                SIDEBAR_IDS.join(", "),
                SIDEBAR_IDS[0],
            ))
        })
        .collect()
}

/// Every `docSidebar` item, when the sidebar has no page to link to (no doc and no category page).
pub fn check_sidebar_has_pages(
    path: &Path,
    text: &str,
    config: &SiteConfig,
    sidebar_has_pages: bool,
) -> Vec<Diagnostic> {
    if sidebar_has_pages {
        return Vec::new();
    }
    doc_sidebar_items(config)
        .enumerate()
        .map(|(occurrence, (sidebar_id, label))| {
            at_sidebar_id(
                path,
                text,
                occurrence,
                format!("the navbar item \"{label}\" links to the sidebar `{sidebar_id}`, which has nothing to link to"),
            )
            .with_hint("add a page under docs/ that is listed in the sidebar (not the home page, not unlisted, not a draft), or remove this navbar item")
        })
        .collect()
}

/// A diagnostic at the `occurrence`-th `sidebarId` key of the file.
fn at_sidebar_id(path: &Path, text: &str, occurrence: usize, message: String) -> Diagnostic {
    let (line, column) = sidebar_id_location(text, occurrence);
    Diagnostic::new(path, line, column, message)
}

/// Sidebar id and label of each `docSidebar` item, in file order.
fn doc_sidebar_items(config: &SiteConfig) -> impl Iterator<Item = (&str, &str)> {
    config.navbar.items.iter().filter_map(|item| match item {
        NavbarItem::DocSidebar {
            sidebar_id, label, ..
        } => Some((sidebar_id.as_str(), label.as_str())),
        NavbarItem::LocaleDropdown { .. }
        | NavbarItem::Link { .. }
        | NavbarItem::Html { .. }
        | NavbarItem::DocsVersionDropdown { .. }
        | NavbarItem::Doc { .. }
        | NavbarItem::Dropdown { .. } => None,
    })
}

/// Line and column of the `occurrence`-th `sidebarId = ...` key (0-based) outside comments;
/// (0, 0) when it cannot be found.
fn sidebar_id_location(text: &str, occurrence: usize) -> (usize, usize) {
    let mut offset = 0;
    let mut found = 0;
    for line in text.split_inclusive('\n') {
        let code = line.split('#').next().unwrap_or_default();
        let mut search_from = 0;
        while let Some(position) = code[search_from..].find("sidebarId") {
            let start = search_from + position;
            let after = code[start + "sidebarId".len()..].trim_start();
            if after.starts_with('=') {
                if found == occurrence {
                    return line_and_column(text, offset + start);
                }
                found += 1;
            }
            search_from = start + "sidebarId".len();
        }
        offset += line.len();
    }
    (0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_sidebar_id_key_in_order_and_skips_comments() {
        let text = "# sidebarId = \"x\"\n[[navbar.items]]\nsidebarId = \"a\"\n\n[[navbar.items]]\n  sidebarId= \"b\"\n";
        assert_eq!(sidebar_id_location(text, 0), (3, 1));
        assert_eq!(sidebar_id_location(text, 1), (6, 3));
        assert_eq!(sidebar_id_location(text, 2), (0, 0));
    }

    #[test]
    fn finds_keys_of_inline_tables() {
        let text = "items = [{ type = \"docSidebar\", sidebarId = \"a\" }]\n";
        assert_eq!(sidebar_id_location(text, 0), (1, 33));
    }
}
