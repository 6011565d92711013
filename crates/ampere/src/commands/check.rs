//! `ampere check`: broken links and anchors, per locale, without rendering.

use std::process::ExitCode;
use std::time::Instant;

use ampere_render::prepare;
use ampere_render::theme_files::read_theme_strings;

use crate::cli::SiteArguments;

pub fn run(site: &SiteArguments, locales: &[String], strict: bool) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let mut stages = Vec::new();
    // Without the theme's English catalogue the rest is still checked; code.json keys are not.
    let theme_strings = read_theme_strings(&site.theme).unwrap_or_else(|error| {
        eprintln!("warning: {error}\n  code.json translations are not checked");
        Default::default()
    });
    let prepared = prepare(&site.site, locales, &theme_strings, &mut stages)?;
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
    if strict && !prepared.warnings.is_empty() {
        println!(
            "{} warnings, which --strict counts as errors",
            prepared.warnings.len()
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(if prepared.broken_links.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
