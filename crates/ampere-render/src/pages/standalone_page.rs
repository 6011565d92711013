//! A standalone page from `pages/`: content and table of contents, no sidebar.

use std::path::Path;

use ampere_site::Doc;

use super::{describe, table_of_contents, Context, LocalePages};
use crate::page_data::*;

pub fn add_standalone_page(context: &Context<'_>, output: &mut LocalePages, standalone: &Doc) {
    let config = &context.site.config.table_of_contents;
    let rendered = context.render_doc(standalone);
    let mut data = PageData::new(
        PageKind::MarkdownPage,
        context.href(&standalone.route),
        &context.locale.code,
        standalone.title.clone(),
        &context.site.config.title,
    );
    data.description = describe(standalone, &rendered);
    data.html = rendered.html.clone();
    data.toc = table_of_contents(
        &rendered,
        config.min_heading_level,
        config.max_heading_level,
    );
    data.flags.hide_title = standalone.front_matter.hide_title;
    // A React page is translated by the locale's code.json; a Markdown page by its own file.
    data.flags.untranslated = !context.locale.is_default
        && standalone.html.is_none()
        && !standalone.source.starts_with(Path::new("i18n"));
    output.add_checked_page(
        standalone,
        context.locale.href(&standalone.route),
        &rendered,
    );
    output.pages.push(data);
}
