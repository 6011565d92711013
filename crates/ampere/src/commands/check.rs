//! `ampere check`: broken links and anchors, per locale, without rendering.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use ampere_render::prepare;

use crate::cli::SiteArguments;

pub fn run(site: &SiteArguments, locales: &[String]) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let mut stages = Vec::new();
    let prepared = prepare(&site.site, locales, &BTreeMap::new(), &mut stages)?;
    let pages: usize = prepared.pages.iter().map(|pages| pages.pages.len()).sum();
    for warning in &prepared.warnings {
        println!("{warning}\n");
    }
    for link in &prepared.broken_links {
        println!("{link}\n");
    }
    let codes: Vec<&str> = prepared
        .locales
        .iter()
        .map(|locale| locale.code.as_str())
        .collect();
    println!(
        "checked {pages} pages in {} locales ({}) in {:.0} ms: {} broken links",
        codes.len(),
        codes.join(" "),
        started.elapsed().as_secs_f64() * 1000.0,
        prepared.broken_links.len()
    );
    Ok(if prepared.broken_links.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
