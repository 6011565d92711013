//! Checks that every doc id the content names leads to a doc: front matter `pagination_next` and
//! `pagination_prev` (in every locale), and `_category_.json` links of type `doc`.

use std::collections::BTreeSet;

use crate::diagnostic::Diagnostic;
use crate::model::{Doc, Folder};
use crate::suggestion::closest;

const ID_RULE: &str = "a doc id is the file's path under docs/ without number prefixes and without .md; the front matter `id` replaces the file name";

/// The ids a check can accept: built docs, and docs that exist but are not built (drafts, or
/// hidden by a `show_if` flag). A pagination link to an unbuilt doc is left out, like `null`.
pub struct KnownDocs<'a> {
    pub built: &'a [Doc],
    pub unbuilt: &'a BTreeSet<String>,
}

impl KnownDocs<'_> {
    fn exists(&self, id: &str) -> bool {
        self.built.iter().any(|doc| doc.id == id) || self.unbuilt.contains(id)
    }

    fn hint(&self, id: &str, what_else: &str) -> String {
        let suggestion = closest(
            id,
            self.built
                .iter()
                .map(|doc| doc.id.as_str())
                .chain(self.unbuilt.iter().map(String::as_str)),
        );
        match suggestion {
            Some(found) => format!("did you mean `{found}`? ({ID_RULE}; {what_else})"),
            None => format!("{ID_RULE}; {what_else}"),
        }
    }
}

/// `pagination_next` / `pagination_prev` of `docs` that name no doc.
pub fn check_pagination<'a>(
    docs: impl IntoIterator<Item = &'a Doc>,
    known: &KnownDocs<'_>,
    problems: &mut Vec<Diagnostic>,
) {
    for doc in docs {
        let line_of = |key: &str| doc.front_matter_lines.get(key).copied().unwrap_or(0);
        let mut keys = [
            ("pagination_prev", &doc.front_matter.pagination_prev),
            ("pagination_next", &doc.front_matter.pagination_next),
        ];
        keys.sort_by_key(|(key, _)| line_of(key));
        for (key, value) in keys {
            let Some(Some(id)) = value else { continue };
            if known.exists(id) {
                continue;
            }
            let line = line_of(key);
            problems.push(
                Diagnostic::new(
                    &doc.source,
                    line,
                    1,
                    format!("`{key}` names the doc `{id}`, which does not exist"),
                )
                .with_hint(known.hint(id, "write `null` for no link")),
            );
        }
    }
}

/// `_category_.json` links of type `doc` (in `folder` and below) that name no built doc.
pub fn check_category_links(
    folder: &Folder,
    known: &KnownDocs<'_>,
    problems: &mut Vec<Diagnostic>,
) {
    if let Some(id) = &folder.link_doc {
        if !known.built.iter().any(|doc| &doc.id == id) {
            problems.push(
                Diagnostic::new(
                    &folder.source.join("_category_.json"),
                    0,
                    0,
                    format!("category links to doc `{id}`, which does not exist"),
                )
                .with_hint(known.hint(id, "use the id of a built doc, usually one in this folder")),
            );
        }
    }
    for child in &folder.folders {
        check_category_links(child, known, problems);
    }
}

// Tested through `load_site` in load/tests.rs, over a copy of the fixture site.
