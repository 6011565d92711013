//! The documentation the answers come from: each locale's search index, read from the build
//! output (`assets/search-<locale>.<hash>.bin` and its folder), the same files and the same
//! ranking the search dialog uses. A rebuild writes new hashed names; the next question loads
//! them, so answers follow the served site.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ampere_search::Index;

/// Hits asked of the search core per question.
const HITS_PER_QUESTION: usize = 20;

/// One retrieved section: where it is and its whole text.
#[derive(Debug, Clone, PartialEq)]
pub struct Passage {
    pub page_title: String,
    /// The section heading; empty when the page as a whole matched.
    pub heading: String,
    /// Page path, plus `#anchor` for a section (locale-prefixed, as the site serves it).
    pub href: String,
    pub text: String,
}

/// The loaded index of each locale, reloaded when the build output names another.
pub struct Library {
    root: PathBuf,
    loaded: Mutex<HashMap<String, (PathBuf, Index)>>,
}

impl Library {
    /// A library over the build output folder `root`; nothing is read before a question.
    pub fn new(root: PathBuf) -> Library {
        Library {
            root,
            loaded: Mutex::new(HashMap::new()),
        }
    }

    /// Whether the build output has an index for `locale`.
    pub fn has_locale(&self, locale: &str) -> bool {
        core_file(&self.root, locale).is_some()
    }

    /// The sections that best answer `question` in `locale`, best first; empty when the
    /// locale has no index.
    pub fn passages(&self, locale: &str, question: &str) -> Vec<Passage> {
        let Some(core) = core_file(&self.root, locale) else {
            return Vec::new();
        };
        let mut loaded = match self.loaded.lock() {
            Ok(loaded) => loaded,
            Err(poisoned) => poisoned.into_inner(),
        };
        let stale = loaded.get(locale).is_none_or(|(path, _)| *path != core);
        if stale {
            match load_index(&core) {
                Some(index) => {
                    loaded.insert(locale.to_string(), (core.clone(), index));
                }
                None => return Vec::new(),
            }
        }
        let Some((_, index)) = loaded.get(locale) else {
            return Vec::new();
        };
        let subject = crate::extract::subject_query(locale, question);
        let mut hits = index.search(&subject, HITS_PER_QUESTION);
        for hit in index.search(question, HITS_PER_QUESTION) {
            if !hits.iter().any(|known| known.href == hit.href) {
                hits.push(hit);
            }
        }
        hits.into_iter()
            .filter_map(|hit| {
                let (heading, text) = index.section_passage(hit.section_number)?;
                Some(Passage {
                    page_title: hit.page_title.clone(),
                    heading: hit
                        .section
                        .as_ref()
                        .map_or(String::new(), |_| heading.into()),
                    href: hit.href.clone(),
                    text: text.to_string(),
                })
            })
            .collect()
    }
}

impl Library {
    /// Whether the locale's index (as last loaded) holds `term`; false before a question loaded it.
    pub fn knows(&self, locale: &str, term: &str) -> bool {
        let loaded = match self.loaded.lock() {
            Ok(loaded) => loaded,
            Err(poisoned) => poisoned.into_inner(),
        };
        loaded
            .get(locale)
            .is_some_and(|(_, index)| index.holds_term(term))
    }
}

/// The core file of `locale`'s index in the output `root`, when there is one: the one its
/// pointer (`search-index/<locale>.json`) names, else the last by name.
fn core_file(root: &Path, locale: &str) -> Option<PathBuf> {
    if locale.is_empty()
        || !locale
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        return None;
    }
    // The locale's pointer names the current core (an interrupted rebuild may leave two).
    let pointer = std::fs::read_to_string(root.join("search-index").join(format!("{locale}.json")))
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .and_then(|pointer| pointer["core"].as_str().map(str::to_string))
        .filter(|core| !core.contains(".."))
        .map(|core| root.join(core.trim_start_matches('/')))
        .filter(|core| core.starts_with(root.join("assets")) && core.is_file());
    if pointer.is_some() {
        return pointer;
    }
    let prefix = format!("search-{locale}.");
    std::fs::read_dir(root.join("assets"))
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(&prefix) && name.ends_with(".bin"))
        .max()
        .map(|name| root.join("assets").join(name))
}

/// The index at `core` with every file of its folder added (posting shards and page texts).
fn load_index(core: &Path) -> Option<Index> {
    let mut index = Index::from_bytes(std::fs::read(core).ok()?).ok()?;
    let folder = core.with_extension("");
    for entry in std::fs::read_dir(folder).ok()?.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Ok(bytes) = std::fs::read(entry.path()) {
            index.add_file(&name, &bytes);
        }
    }
    Some(index)
}
