//! The link stage: every link, anchor and image of every page checked against the routes,
//! headings and static files the build will have; the result also fills each locale's link
//! report page.

use std::collections::HashSet;

use ampere_site::{Diagnostic, Site};

use ampere_site::config::OnBrokenLinks;

use crate::links::{check_link, LinkProblem, LinkTargets};
use crate::page_data::{LinkReportEntry, PageData};
use crate::pages::LocalePages;
use crate::url_path::encode_path;

/// A link, anchor or image that does not resolve, located in its source file.
pub type BrokenLink = Diagnostic;

const HINT: &str = "link to an existing page's .md file (relative path) or route, to a heading id it has, or to a file under static/";

/// Checks every link of `pages`; returns the broken ones (each reported once; a missing anchor
/// is a warning when `onBrokenAnchors` is "warn") and, per locale, the link report page made
/// from every link checked.
pub fn check_links(site: &Site, pages: &[LocalePages]) -> (Vec<BrokenLink>, Vec<PageData>) {
    let anchors_warn = site.config.on_broken_anchors == OnBrokenLinks::Warn;
    let targets = link_targets(site, pages);
    let redirects: Vec<(String, String)> = site
        .config
        .redirects
        .iter()
        .map(|redirect| (redirect.from.clone(), redirect.to.clone()))
        .collect();
    let mut broken = Vec::new();
    let mut seen = HashSet::new();
    let mut report_pages = Vec::new();
    for locale_pages in pages {
        let mut report = Vec::new();
        for page in &locale_pages.links {
            for link in &page.links {
                let problem = check_link(&link.href, &targets, &redirects);
                report.push(LinkReportEntry {
                    source: encode_path(&page.route),
                    target: link.href.clone(),
                    ok: problem.is_none(),
                });
                let Some(LinkProblem { reason, is_anchor }) = problem else {
                    continue;
                };
                let line = link.line + page.body_line_offset;
                if seen.insert((page.source.clone(), line, link.column, link.written.clone())) {
                    if let Some(owner) = foreign_owner(site, &link.href) {
                        broken.push(
                            Diagnostic::new(&page.source, line, link.column, format!("link `{}` goes to pages made by {owner}, which ampere does not build", link.written))
                                .with_hint("the link works on a Docusaurus build; with ampere it leads nowhere until that part of the site is supported")
                                .as_warning(),
                        );
                        continue;
                    }
                    let what = if link.is_image { "image" } else { "link" };
                    let diagnostic = Diagnostic::new(
                        &page.source,
                        line,
                        link.column,
                        format!("broken {what} `{}`: {reason}", link.written),
                    )
                    .with_hint(HINT);
                    broken.push(if is_anchor && anchors_warn {
                        diagnostic.as_warning()
                    } else {
                        diagnostic
                    });
                }
            }
        }
        let mut report_page = locale_pages.link_report_page.clone();
        report_page.link_report = Some(report);
        report_pages.push(report_page);
    }
    (broken, report_pages)
}

/// The plugin that would make the page `href` points to, when ampere does not run it.
fn foreign_owner<'a>(site: &'a Site, href: &str) -> Option<&'a str> {
    let path = href.split(['#', '?']).next().unwrap_or(href);
    let path = if path.ends_with('/') {
        path.to_string()
    } else {
        format!("{path}/")
    };
    site.config.foreign_routes.iter().find_map(|foreign| {
        site.locales
            .iter()
            .any(|locale| {
                let route = format!("{}{}", locale.prefix, foreign.prefix);
                if foreign.exact {
                    path == route
                } else {
                    path.starts_with(&route)
                }
            })
            .then_some(foreign.owner.as_str())
    })
}

fn link_targets(site: &Site, pages: &[LocalePages]) -> LinkTargets {
    let mut targets = LinkTargets::default();
    for locale_pages in pages {
        for (route, anchors) in &locale_pages.anchors {
            targets.pages.insert(route.clone(), anchors.clone());
        }
    }
    for (_, url) in &site.static_files {
        targets.files.insert(url.clone());
    }
    targets.files.insert("/sitemap.xml".into());
    targets
}
