//! The server-side render stage: every page through the theme's Node workers.

use std::io::IsTerminal;
use std::path::Path;

use crate::page_data::{LocaleData, PageData};
use crate::ssr::Renderer;

use super::errors::BuildError;
use super::prepare::Prepared;

/// What rendering produced: the shared head HTML and each page's body, in page order.
pub struct Rendered {
    pub head_html: String,
    pub bodies: Vec<String>,
}

/// Every page of `prepared`, in order (locale by locale).
pub fn all_pages(prepared: &Prepared) -> Vec<&PageData> {
    prepared
        .pages
        .iter()
        .flat_map(|pages| pages.pages.iter())
        .collect()
}

pub fn render_pages(
    theme: &Path,
    prepared: &Prepared,
    locale_datas: &[LocaleData],
) -> Result<Rendered, BuildError> {
    let renderer = Renderer::new(theme, locale_datas)?;
    let head_html = renderer.head_html()?;
    let pages = all_pages(prepared);
    let count = pages.len();
    let on_terminal = std::io::stderr().is_terminal();
    let progress = |done: usize| {
        if on_terminal && (done.is_multiple_of(50) || done == count) {
            eprint!("\r  rendering {done}/{count} pages");
        }
    };
    let bodies = renderer.render_all(&pages, &progress)?;
    if on_terminal {
        eprintln!();
    }
    Ok(Rendered { head_html, bodies })
}
