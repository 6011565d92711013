//! A doc's page: content, table of contents, breadcrumbs, previous/next and its search record.

use ampere_markdown::Rendered;
use ampere_site::sidebar::{ancestors_of_doc, PageRef};
use ampere_site::translation_status::{translation_state, TranslationState};
use ampere_site::Doc;

use super::{describe, table_of_contents, Context, LocalePages};
use crate::page_data::*;

/// Adds the page of the doc at `index` (in its locale's text) to `output`.
pub fn add_doc_page(
    context: &Context<'_>,
    output: &mut LocalePages,
    index: usize,
    doc: &Doc,
    translated: bool,
    rendered: &Rendered,
) {
    let front_matter = &doc.front_matter;
    let config = &context.site.config.table_of_contents;
    let mut data = PageData::new(
        PageKind::Doc,
        context.href(&doc.route),
        &context.locale.code,
        doc.title.clone(),
        &context.site.config.title,
    );
    data.sidebar = context.sidebar_id.map(str::to_string);
    data.description = describe(doc, rendered);
    data.html = rendered.html.clone();
    data.toc = table_of_contents(
        rendered,
        front_matter
            .toc_min_heading_level
            .unwrap_or(config.min_heading_level),
        front_matter
            .toc_max_heading_level
            .unwrap_or(config.max_heading_level),
    );
    let ancestors = ancestors_of_doc(context.sidebar, index);
    if data.html.contains(DOC_CARD_LIST) {
        let cards = doc_card_list(context, index, &ancestors);
        data.html = data.html.replace(DOC_CARD_LIST, &cards);
    }
    data.breadcrumbs = context.breadcrumbs(&ancestors);
    if !data.breadcrumbs.is_empty() {
        data.breadcrumbs.push(Breadcrumb {
            label: doc.sidebar_label.clone(),
            href: None,
        });
    }
    let (previous, next) = context.neighbours(&PageRef::Doc(index));
    let version = doc_version(context, index);
    data.previous = chosen_neighbour(context, version, &front_matter.pagination_prev, previous);
    data.next = chosen_neighbour(context, version, &front_matter.pagination_next, next);
    data.flags = PageFlags {
        hide_title: front_matter.hide_title,
        hide_table_of_contents: front_matter.hide_table_of_contents,
        hide_footer: front_matter.hide_footer,
        unlisted: front_matter.unlisted,
        draft: front_matter.draft,
        untranslated: !translated && !context.locale.is_default,
        outdated: translated
            && translation_state(context.site, context.locale, &context.site.docs[index])
                == TranslationState::Outdated,
    };
    data.edit_url = match &front_matter.custom_edit_url {
        Some(written) => written.clone(),
        None => context
            .site
            .edit_url_of(index, doc, translated, context.locale),
    };
    data.last_update = context
        .site
        .last_update_of(index, doc)
        .map(|(date, author)| LastUpdate { date, author });
    if context.site.shows_version(version) {
        data.version = Some(context.site.versions[version].name.clone());
        data.version_hrefs = same_doc_in_other_versions(context, index);
    }
    output.add_checked_page(doc, context.locale.href(&doc.route), rendered);
    // The search finds the docs of the last version only (as Docusaurus's contextual search
    // does from a page of it); the other versions are reached through the version dropdown.
    let in_last_version = context.site.versions[doc_version(context, index)].is_last;
    if !front_matter.unlisted && in_last_version {
        let section = ancestors
            .first()
            .map(|top| context.category_title(top))
            .unwrap_or_default();
        output
            .search_documents
            .push(search_document(doc, &data.route, section, rendered));
    }
    output.pages.push(data);
}

/// Version name → the href of doc `index`'s id in every other version that has it.
fn same_doc_in_other_versions(
    context: &Context<'_>,
    index: usize,
) -> std::collections::BTreeMap<String, String> {
    let site = context.site;
    let doc = &site.docs[index];
    let plugin = &site.versions[doc.version].plugin_id;
    (0..site.versions.len())
        .filter(|version| *version != doc.version && &site.versions[*version].plugin_id == plugin)
        .filter_map(|version| {
            let (_, other) = site.doc_in_version(version, &doc.id)?;
            Some((
                site.versions[version].name.clone(),
                context.href(&other.route),
            ))
        })
        .collect()
}

/// The docs version of doc `index` (an index into `Site::versions`).
fn doc_version(context: &Context<'_>, index: usize) -> usize {
    context.site.docs[index].version
}

/// Where MDX's `<DocCardList />` stands in a page's HTML (`ampere-markdown`'s components).
const DOC_CARD_LIST: &str = "<div class=\"doc-card-list\" data-doc-card-list></div>";

/// `<DocCardList />`: a card per item of the category the page is the index of, else of the
/// category that holds the page, as Docusaurus shows it.
fn doc_card_list(
    context: &Context<'_>,
    index: usize,
    ancestors: &[&ampere_site::sidebar::SidebarCategory],
) -> String {
    let own = ampere_site::sidebar::categories(context.sidebar)
        .into_iter()
        .map(|(_, category)| category)
        .find(|category| category.link_doc == Some(index));
    let Some(category) = own.or_else(|| ancestors.last().copied()) else {
        return String::new();
    };
    let card = |label: &str, href: &str, description: &str| {
        format!(
            "<li class=\"doc-card\"><a href=\"{}\"><strong>{}</strong>{}</a></li>",
            ampere_markdown::escape_html(href),
            ampere_markdown::escape_html(label),
            if description.is_empty() {
                String::new()
            } else {
                format!("<span>{}</span>", ampere_markdown::escape_html(description))
            }
        )
    };
    let items: String = category
        .items
        .iter()
        .filter_map(|item| match item {
            ampere_site::sidebar::SidebarNode::Doc(child) => {
                let (doc, _) = context
                    .site
                    .localized_doc(context.locale, &context.site.docs[*child]);
                let description = doc.front_matter.description.clone().unwrap_or_default();
                Some(card(
                    &doc.sidebar_label,
                    &context.href(&doc.route),
                    &description,
                ))
            }
            ampere_site::sidebar::SidebarNode::Category(child) => {
                let href = context.category_href(child)?;
                Some(card(
                    &context.category_title(child),
                    &href,
                    child.description.as_deref().unwrap_or(""),
                ))
            }
            ampere_site::sidebar::SidebarNode::Link { label, href } => Some(card(label, href, "")),
        })
        .collect();
    format!("<ul class=\"doc-card-list\">{items}</ul>")
}

/// Front matter `pagination_prev`/`pagination_next`: a doc id, `null` for none, or absent for the
/// sidebar's neighbour. Ids name docs of the page's own version.
fn chosen_neighbour(
    context: &Context<'_>,
    version: usize,
    chosen: &Option<Option<String>>,
    from_sidebar: Option<PageLink>,
) -> Option<PageLink> {
    match chosen {
        Some(Some(id)) => context.doc_link(version, id),
        Some(None) => None,
        None => from_sidebar,
    }
}

fn search_document(
    doc: &Doc,
    route: &str,
    section: String,
    rendered: &Rendered,
) -> ampere_search::Document {
    ampere_search::Document {
        title: doc.title.clone(),
        path: route.to_string(),
        file: doc.source.to_string_lossy().into_owned(),
        dir: section,
        subtitles: rendered
            .headings
            .iter()
            .map(|heading| heading.text.as_str())
            .collect::<Vec<_>>()
            .join(" "),
        sections: rendered
            .sections
            .iter()
            .map(|section| ampere_search::Section {
                heading: section.heading.clone(),
                anchor: section.anchor.clone(),
                level: section.level,
                text: section.text.clone(),
            })
            .collect(),
    }
}
