//! `ampere translations`: per locale, which pages are translated from the current source, which
//! are outdated (the default-locale page changed since) and which are missing, and which
//! translated pages leave out a term of the locale's glossary; `--mark` records the current
//! translations as up to date.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use ampere_site::figures::untranslated_labels;
use ampere_site::glossary::{glossary_misses, read_glossary, GlossaryMiss, GLOSSARY_FILE};
use ampere_site::load::load_site;
use ampere_site::model::{Locale, Site};
use ampere_site::translation_status::{
    current_source_hashes, translation_state, TranslationState, SOURCE_HASHES_FILE,
};
use anyhow::Context as _;

pub fn run(
    site_folder: &Path,
    wanted: &[String],
    strict: bool,
    allow_missing: bool,
    mark: bool,
) -> anyhow::Result<ExitCode> {
    let site = load_site(site_folder)?;
    let locales: Vec<&Locale> = site
        .locales
        .iter()
        .filter(|locale| !locale.is_default)
        .filter(|locale| wanted.is_empty() || wanted.contains(&locale.code))
        .collect();
    if let Some(unknown) = wanted.iter().find(|code| site.locale(code).is_none()) {
        anyhow::bail!(
            "the site has no locale `{unknown}`; its locales are in ampere.toml [i18n.locales]"
        );
    }
    if mark {
        for locale in &locales {
            mark_locale(&site, locale)?;
        }
        return run(site_folder, wanted, strict, allow_missing, false);
    }
    let mut incomplete = false;
    let mut out = std::io::stdout().lock();
    for locale in &locales {
        let report = report(&site, locale)?;
        incomplete |= !report.outdated.is_empty()
            || !report.glossary_misses.is_empty()
            || !report.untranslated_labels.is_empty()
            || (!allow_missing && !report.missing.is_empty());
        // A closed pipe (`| head`) ends the listing, not the program.
        if out
            .write_all(report.text(&locale.code, !wanted.is_empty()).as_bytes())
            .is_err()
        {
            break;
        }
    }
    Ok(if strict && incomplete {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Writes the locale's source hashes: every translated page up to date with its source.
fn mark_locale(site: &Site, locale: &Locale) -> anyhow::Result<()> {
    let hashes = current_source_hashes(site, locale);
    let path = site
        .root
        .join("i18n")
        .join(&locale.code)
        .join(SOURCE_HASHES_FILE);
    if hashes.is_empty() && !path.exists() {
        return Ok(());
    }
    let mut json = serde_json::to_string_pretty(&hashes)?;
    json.push('\n');
    std::fs::create_dir_all(path.parent().unwrap_or(&site.root))
        .and_then(|()| std::fs::write(&path, json))
        .with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!(
        "{}: {} translations recorded as up to date in {}",
        locale.code,
        hashes.len(),
        path.display()
    );
    Ok(())
}

#[derive(Default)]
struct Report {
    translated: usize,
    outdated: Vec<String>,
    missing: Vec<String>,
    glossary_terms: usize,
    glossary_misses: Vec<GlossaryMiss>,
    /// Figure labels (when the site has figures) and those the locale leaves untranslated.
    figure_labels: Option<usize>,
    untranslated_labels: Vec<(String, String)>,
}

fn report(site: &Site, locale: &Locale) -> anyhow::Result<Report> {
    let mut report = Report::default();
    for doc in &site.docs {
        match translation_state(site, locale, doc) {
            TranslationState::Translated => report.translated += 1,
            TranslationState::Outdated => report.outdated.push(doc.relative_path.clone()),
            TranslationState::Missing => report.missing.push(doc.relative_path.clone()),
        }
    }
    let relative = Path::new("i18n").join(&locale.code).join(GLOSSARY_FILE);
    let glossary = read_glossary(&site.root.join(&relative), &relative)
        .map_err(|diagnostic| anyhow::anyhow!("{diagnostic}"))?;
    report.glossary_terms = glossary.len();
    report.glossary_misses = glossary_misses(site, locale, &glossary);
    if !site.figures.is_empty() {
        report.figure_labels = Some(
            site.figures
                .values()
                .map(|figure| figure.labels.len())
                .sum(),
        );
        report.untranslated_labels = untranslated_labels(site, locale);
    }
    Ok(report)
}

impl Report {
    /// One summary line; the outdated pages always, the missing ones when asked for the locale.
    fn text(&self, code: &str, list_missing: bool) -> String {
        let mut text = format!(
            "{code}: {} translated, {} outdated, {} missing; glossary {} terms, {} pages without a term's translation\n",
            self.translated,
            self.outdated.len(),
            self.missing.len(),
            self.glossary_terms,
            self.glossary_misses.len()
        );
        if let Some(labels) = self.figure_labels {
            text.insert_str(
                text.len() - 1,
                &format!(
                    "; figures {labels} labels, {} untranslated",
                    self.untranslated_labels.len()
                ),
            );
        }
        for (figure, label) in &self.untranslated_labels {
            text.push_str(&format!(
                "  figure    {figure}: \"{label}\" is not in i18n/{code}/figures.json\n"
            ));
        }
        for page in &self.outdated {
            text.push_str(&format!("  outdated  docs/{page}\n"));
        }
        for miss in &self.glossary_misses {
            text.push_str(&format!(
                "  glossary  docs/{}: uses \"{}\" but not its translation \"{}\"\n",
                miss.page, miss.term, miss.translation
            ));
        }
        if list_missing {
            for page in &self.missing {
                text.push_str(&format!("  missing   docs/{page}\n"));
            }
        }
        text
    }
}
