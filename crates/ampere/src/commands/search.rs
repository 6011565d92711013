//! `ampere search` and `ampere records`: the search index from the terminal.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::process::ExitCode;

use ampere_render::prepare;
use anyhow::Context as _;

use crate::cli::SiteArguments;

/// The locale's search documents and synonym groups, as the build indexes them.
fn documents(
    site: &SiteArguments,
    locale: &str,
) -> anyhow::Result<(Vec<ampere_search::Document>, Vec<Vec<String>>)> {
    let mut stages = Vec::new();
    let mut prepared = prepare(
        &site.site,
        &[locale.to_string()],
        &BTreeMap::new(),
        &mut stages,
    )?;
    let pages = prepared.pages.pop().context("no locale was prepared")?;
    let synonyms = prepared.site.synonyms_of(locale).to_vec();
    Ok((pages.search_documents, synonyms))
}

pub fn run(
    site: &SiteArguments,
    locale: &str,
    limit: usize,
    query: &str,
) -> anyhow::Result<ExitCode> {
    let (documents, synonyms) = documents(site, locale)?;
    let index = ampere_search::build_index_with(locale, &documents, &synonyms)
        .load()
        .context("the index just built cannot be read")?;
    let started = std::time::Instant::now();
    let hits = index.search(query, limit);
    let elapsed = started.elapsed();
    for (rank, hit) in hits.iter().enumerate() {
        let plain = |text: &str| text.replace(['\u{1}', '\u{2}'], "");
        let section = hit
            .section
            .as_deref()
            .map(|section| format!(" › {}", plain(section)))
            .unwrap_or_default();
        println!(
            "{:>2}. {}{}\n    {}\n    {}",
            rank + 1,
            plain(&hit.page_title),
            section,
            hit.href,
            plain(&hit.snippet)
        );
    }
    println!(
        "{} results in {:.3} ms",
        hits.len(),
        elapsed.as_secs_f64() * 1000.0
    );
    Ok(ExitCode::SUCCESS)
}

pub fn records(site: &SiteArguments, locale: &str) -> anyhow::Result<ExitCode> {
    let (documents, _) = documents(site, locale)?;
    let records: Vec<serde_json::Value> = documents
        .iter()
        .map(|document| {
            serde_json::json!({
                "title": document.title,
                "path": document.path,
                "file": document.file,
                "dir": document.dir,
                "subtitles": document.subtitles,
                "sections": document.sections.iter().map(|section| serde_json::json!({
                    "heading": section.heading,
                    "anchor": section.anchor,
                    "level": section.level,
                    "text": section.text,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    // A closed pipe (`| head`) ends the listing, not the program.
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", serde_json::to_string(&records)?);
    Ok(ExitCode::SUCCESS)
}
