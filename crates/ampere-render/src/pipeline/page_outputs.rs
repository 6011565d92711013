//! Which pages' output files a session's rebuild can keep as they are: each page's output key
//! (everything its `index.html` and `page-data.json` are made from) as of the session's last
//! complete commit. A page whose key is unchanged, and whose files the output still holds, is
//! neither assembled nor compared again: on a save that touches two pages of 3,500 that was most
//! of the write stage (see ARCHITECTURE.md, "Watch sessions").

use std::collections::HashMap;

use xxhash_rust::xxh3::Xxh3;

use crate::document::DocumentAssets;
use crate::languages::Alternate;

/// The output keys of the last complete commit, and those of the build under way.
#[derive(Default)]
pub struct PageOutputs {
    committed: HashMap<String, u64>,
    current: HashMap<String, u64>,
}

impl PageOutputs {
    /// Whether `route`'s files were last committed from the inputs `key` names.
    pub fn unchanged(&self, route: &str, key: u64) -> bool {
        self.committed.get(route) == Some(&key)
    }

    /// Records the keys of the pages this build produced.
    pub fn record(&mut self, keys: impl IntoIterator<Item = (String, u64)>) {
        self.current.extend(keys);
    }

    /// Ends a build. A complete commit makes its keys the ones to compare with; a commit stopped
    /// early leaves some pages as an earlier build wrote them, so nothing is trusted until the
    /// next complete one; a build that failed before its commit left the output as it was.
    pub fn finish(&mut self, outcome: Outcome) {
        let current = std::mem::take(&mut self.current);
        match outcome {
            Outcome::Complete => self.committed = current,
            Outcome::Partial => self.committed.clear(),
            Outcome::NotWritten => {}
        }
    }
}

/// What became of a build's files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Complete,
    Partial,
    NotWritten,
}

/// What every page of a build shares in its document: the head and the asset URLs.
pub fn assets_key(assets: &DocumentAssets) -> u64 {
    let mut hasher = Xxh3::new();
    for part in [&assets.head_html, &assets.site_url]
        .into_iter()
        .chain(&assets.favicon)
        .chain(&assets.scripts)
        .chain(&assets.stylesheets)
    {
        hasher.update(part.as_bytes());
        hasher.update(&[0]);
    }
    hasher.digest()
}

/// A page's output key: its rendering key (page data and locale data, `server_render`), its
/// locale data file (content-hashed), the shared assets and the locales that translate it.
pub fn page_output_key(
    render_key: u64,
    locale_data_url: &str,
    assets_key: u64,
    alternates: &[Alternate],
) -> u64 {
    let mut hasher = Xxh3::new();
    hasher.update(&render_key.to_le_bytes());
    hasher.update(&assets_key.to_le_bytes());
    hasher.update(locale_data_url.as_bytes());
    for alternate in alternates {
        hasher.update(&[0]);
        hasher.update(alternate.hreflang.as_bytes());
        hasher.update(&[1]);
        hasher.update(alternate.prefix.as_bytes());
    }
    hasher.digest()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_complete_commit_is_trusted() {
        let mut outputs = PageOutputs::default();
        outputs.record([("/a/".to_string(), 1)]);
        outputs.finish(Outcome::Complete);
        assert!(outputs.unchanged("/a/", 1));
        assert!(!outputs.unchanged("/a/", 2));
        outputs.record([("/a/".to_string(), 2)]);
        outputs.finish(Outcome::NotWritten);
        assert!(
            outputs.unchanged("/a/", 1),
            "a failed build changes nothing"
        );
        outputs.record([("/a/".to_string(), 2)]);
        outputs.finish(Outcome::Partial);
        assert!(!outputs.unchanged("/a/", 1) && !outputs.unchanged("/a/", 2));
    }

    #[test]
    fn every_input_changes_the_key() {
        let alternate = |hreflang: &str| Alternate {
            hreflang: hreflang.into(),
            prefix: "/de".into(),
        };
        let base = page_output_key(1, "/assets/locale-en.1.json", 7, &[alternate("de")]);
        let changed = [
            page_output_key(2, "/assets/locale-en.1.json", 7, &[alternate("de")]),
            page_output_key(1, "/assets/locale-en.2.json", 7, &[alternate("de")]),
            page_output_key(1, "/assets/locale-en.1.json", 8, &[alternate("de")]),
            page_output_key(1, "/assets/locale-en.1.json", 7, &[alternate("fr")]),
            page_output_key(1, "/assets/locale-en.1.json", 7, &[]),
        ];
        for (input, key) in changed.into_iter().enumerate() {
            assert_ne!(base, key, "changing input {input} left the key as it was");
        }
    }
}
