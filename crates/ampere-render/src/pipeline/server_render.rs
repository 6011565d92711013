//! The server-side render stage: every page through the theme's Node workers, except the pages
//! whose data and locale data are the same as when a watch session last rendered them.

use std::collections::HashMap;
use std::io::IsTerminal;

use xxhash_rust::xxh3::xxh3_64_with_seed;

use crate::page_data::PageData;
use crate::ssr::Renderer;

use super::errors::BuildError;
use super::prepare::{parallel_map, Prepared};

/// What rendering produced: each page's data as JSON and its body, in page order.
pub struct Rendered {
    pub page_json: Vec<String>,
    pub bodies: Vec<String>,
}

/// Bodies already rendered, by the fingerprint of their page data and locale data: what a watch
/// session keeps between rebuilds, so that only the pages an edit changed are rendered again.
#[derive(Default)]
pub struct RenderCache {
    bodies: HashMap<u64, String>,
    /// Keeps nothing (a one-shot build).
    pub disabled: bool,
}

/// Every page of `prepared`, in order (locale by locale).
pub fn all_pages(prepared: &Prepared) -> Vec<&PageData> {
    prepared
        .pages
        .iter()
        .flat_map(|pages| pages.pages.iter())
        .collect()
}

/// Renders the pages `cache` does not hold; leaves in `cache` exactly this build's bodies.
pub fn render_pages(
    renderer: &Renderer,
    prepared: &Prepared,
    cache: &mut RenderCache,
) -> Result<Rendered, BuildError> {
    let pages = all_pages(prepared);
    let page_json: Vec<String> = parallel_map(&pages, |page| {
        serde_json::to_string(page).unwrap_or_else(|_| "{}".into())
    });
    let seed = renderer.locales_fingerprint();
    let keys: Vec<u64> = page_json
        .iter()
        .map(|json| xxh3_64_with_seed(json.as_bytes(), seed))
        .collect();
    let missing: Vec<usize> = (0..pages.len())
        .filter(|&index| !cache.bodies.contains_key(&keys[index]))
        .collect();
    let jobs: Vec<(&str, &str)> = missing
        .iter()
        .map(|&index| (pages[index].route.as_str(), page_json[index].as_str()))
        .collect();
    let fresh = render_with_progress(renderer, &jobs)?;
    if cache.disabled {
        return Ok(Rendered {
            page_json,
            bodies: fresh,
        });
    }
    let mut previous = std::mem::take(&mut cache.bodies);
    previous.extend(missing.iter().map(|&index| keys[index]).zip(fresh));
    let bodies = keys
        .iter()
        .map(|key| previous.get(key).cloned().unwrap_or_default())
        .collect();
    cache.bodies = keys
        .iter()
        .filter_map(|key| previous.remove_entry(key))
        .collect();
    Ok(Rendered { page_json, bodies })
}

fn render_with_progress(
    renderer: &Renderer,
    jobs: &[(&str, &str)],
) -> Result<Vec<String>, BuildError> {
    let count = jobs.len();
    let on_terminal = std::io::stderr().is_terminal() && count > 50;
    let progress = |done: usize| {
        if on_terminal && (done.is_multiple_of(50) || done == count) {
            eprint!("\r  rendering {done}/{count} pages");
        }
    };
    let bodies = renderer.render_all(jobs, &progress)?;
    if on_terminal {
        eprintln!();
    }
    Ok(bodies)
}
