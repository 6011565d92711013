//! Pages every locale has whatever the content: search, link report and 404.

use std::collections::HashSet;

use super::{Context, LocalePages};
use crate::page_data::*;

/// The link report page, without its report (the link stage fills it in).
pub fn link_report_page(context: &Context<'_>) -> PageData {
    PageData::new(
        PageKind::LinkReport,
        context.href(LINK_REPORT_ROUTE),
        &context.locale.code,
        context.string("theme.LinkReport.title", "Link report"),
        &context.site.config.title,
    )
}

pub const LINK_REPORT_ROUTE: &str = "/link-report/";

/// Adds the search page and the 404 page, and the link report's route for link checking.
pub fn add_special_pages(context: &Context<'_>, output: &mut LocalePages) {
    let locale = context.locale;
    let search_route = format!(
        "/{}/",
        context
            .site
            .config
            .search
            .search_page_path
            .trim_matches('/')
    );
    output.pages.push(PageData::new(
        PageKind::Search,
        context.href(&search_route),
        &locale.code,
        context.string("theme.SearchPage.title", "Search"),
        &context.site.config.title,
    ));
    for route in [search_route.as_str(), LINK_REPORT_ROUTE] {
        output.anchors.insert(locale.href(route), HashSet::new());
    }
    let mut not_found = PageData::new(
        PageKind::NotFound,
        context.href("/404.html"),
        &locale.code,
        context.string("theme.NotFound.title", "Page Not Found"),
        &context.site.config.title,
    );
    not_found.flags.unlisted = true;
    output.pages.push(not_found);
}
