//! Markdown already rendered, kept by a watch session between rebuilds: a page whose text and
//! rendering context (its locale, the link table, the locale's strings) did not change is not
//! parsed again.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use ampere_markdown::Rendered;
use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed};

/// Rendered Markdown by a fingerprint of everything the rendering reads.
#[derive(Default)]
pub struct MarkdownCache {
    entries: Mutex<HashMap<u64, Rendered>>,
    used: Mutex<HashSet<u64>>,
    /// A cache that keeps nothing (a one-shot build has no next build to keep for).
    disabled: bool,
}

impl MarkdownCache {
    /// A cache that renders every time and keeps nothing.
    pub fn disabled() -> Self {
        MarkdownCache {
            disabled: true,
            ..MarkdownCache::default()
        }
    }

    /// The rendering of the page whose inputs have fingerprint `key`, made by `render` unless
    /// it is kept from an earlier build.
    pub fn get_or_render(&self, key: u64, render: impl FnOnce() -> Rendered) -> Rendered {
        if self.disabled {
            return render();
        }
        lock(&self.used).insert(key);
        if let Some(rendered) = lock(&self.entries).get(&key) {
            return rendered.clone();
        }
        let rendered = render();
        lock(&self.entries).insert(key, rendered.clone());
        rendered
    }

    /// Forgets the renderings the last build did not use (pages edited or removed since).
    pub fn keep_only_used(&self) {
        let used = std::mem::take(&mut *lock(&self.used));
        lock(&self.entries).retain(|key, _| used.contains(key));
    }
}

/// The fingerprint of one page's rendering: its text, its path and how it is read, under the
/// fingerprint of its locale's rendering context.
pub fn page_key(context: u64, body: &str, path: &str, mdx: bool) -> u64 {
    let mut bytes = Vec::with_capacity(body.len() + path.len() + 2);
    bytes.extend_from_slice(body.as_bytes());
    bytes.push(0);
    bytes.extend_from_slice(path.as_bytes());
    bytes.push(u8::from(mdx));
    xxh3_64_with_seed(&bytes, context)
}

/// The fingerprint of a locale's rendering context, from the text of each part.
pub fn context_key(parts: &[&str]) -> u64 {
    xxh3_64(parts.join("\u{0}").as_bytes())
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
