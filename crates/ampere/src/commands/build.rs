//! `ampere build`.

use std::path::Path;
use std::process::ExitCode;

use ampere_render::{build, BuildOptions, BuildReport};

use crate::cli::SiteArguments;

pub fn run(site: &SiteArguments, out: &Path, locales: &[String]) -> anyhow::Result<ExitCode> {
    let report = build_once(site, out, locales)?;
    print_report(&report, out);
    Ok(ExitCode::SUCCESS)
}

pub fn build_once(
    site: &SiteArguments,
    out: &Path,
    locales: &[String],
) -> anyhow::Result<BuildReport> {
    eprintln!("Building {} → {}", site.site.display(), out.display());
    let options = BuildOptions {
        site: site.site.clone(),
        out: out.to_path_buf(),
        theme: site.theme.clone(),
        locales: locales.to_vec(),
    };
    Ok(build(&options)?)
}

pub fn print_report(report: &BuildReport, out: &Path) {
    for warning in ampere_site::diagnostic::grouped_warnings(&report.warnings) {
        eprintln!("{warning}\n");
    }
    for link in &report.broken_links {
        eprintln!("{}\n", link.clone().as_warning());
    }
    eprintln!(
        "Built {} pages in {} locales into {}",
        report.pages,
        report.locales,
        out.display()
    );
    for (stage, duration) in &report.stages {
        eprintln!("  {stage:<20} {:>8.1} ms", duration.as_secs_f64() * 1000.0);
    }
    if !report.broken_links.is_empty() {
        eprintln!(
            "warning: {} broken links (onBrokenLinks = \"warn\" let the build pass)",
            report.broken_links.len()
        );
    }
}
