//! Server-side rendering, one chunk of pages at a time (the write stage asks for each chunk, so a
//! build never holds every page's HTML at once): every page through the theme's Node workers,
//! except the pages whose data and locale data are the same as when a watch session last
//! rendered them.

use std::collections::HashMap;

use xxhash_rust::xxh3::xxh3_64_with_seed;

use crate::page_data::PageData;
use crate::ssr::Renderer;

use super::errors::BuildError;
use super::prepare::{parallel_map, Prepared};

/// What rendering a chunk produced: each page's data as JSON and its body, in page order.
pub struct Rendered {
    pub page_json: Vec<String>,
    pub bodies: Vec<String>,
    /// Each page's rendering key: its data and its locale's data (without hashed URLs).
    pub keys: Vec<u64>,
}

/// Bodies already rendered, by the fingerprint of their page data and locale data: what a watch
/// session keeps between rebuilds, so that only the pages an edit changed are rendered again.
#[derive(Default)]
pub struct RenderCache {
    /// The bodies of the last build, and of this one so far.
    previous: HashMap<u64, String>,
    current: HashMap<u64, String>,
    /// Keeps nothing (a one-shot build).
    pub disabled: bool,
}

impl RenderCache {
    /// Starts a build: the last build's bodies become the ones to reuse.
    pub fn begin(&mut self) {
        self.previous = std::mem::take(&mut self.current);
    }

    /// Ends a build: only its own bodies are kept.
    pub fn finish(&mut self) {
        self.previous.clear();
    }

    fn get(&self, key: u64) -> Option<&String> {
        self.current.get(&key).or_else(|| self.previous.get(&key))
    }
}

/// Every page of `prepared`, in order (locale by locale).
pub fn all_pages(prepared: &Prepared) -> Vec<&PageData> {
    prepared
        .pages
        .iter()
        .flat_map(|pages| pages.pages.iter())
        .collect()
}

/// Renders `pages` (one chunk of the build), except those `cache` holds.
pub fn render_chunk(
    renderer: &Renderer,
    pages: &[&PageData],
    cache: &mut RenderCache,
) -> Result<Rendered, BuildError> {
    let page_json: Vec<String> = parallel_map(pages, |page| {
        serde_json::to_string(page).unwrap_or_else(|_| "{}".into())
    });
    let seed = renderer.locales_fingerprint();
    let keys: Vec<u64> = page_json
        .iter()
        .map(|json| xxh3_64_with_seed(json.as_bytes(), seed))
        .collect();
    let missing: Vec<usize> = (0..pages.len())
        .filter(|&index| cache.disabled || cache.get(keys[index]).is_none())
        .collect();
    let jobs: Vec<(&str, &str)> = missing
        .iter()
        .map(|&index| (pages[index].route.as_str(), page_json[index].as_str()))
        .collect();
    let mut fresh = renderer.render_all(&jobs, &|_| {})?.into_iter();
    let mut missing = missing.into_iter().peekable();
    let mut bodies = Vec::with_capacity(pages.len());
    for (index, key) in keys.iter().enumerate() {
        let body = if missing.next_if_eq(&index).is_some() {
            fresh.next().unwrap_or_default()
        } else {
            cache.get(*key).cloned().unwrap_or_default()
        };
        if !cache.disabled {
            cache.current.insert(*key, body.clone());
        }
        bodies.push(body);
    }
    Ok(Rendered {
        page_json,
        bodies,
        keys,
    })
}
