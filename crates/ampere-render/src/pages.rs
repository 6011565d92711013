//! Every page of one locale as page data, plus what search and link checking need.

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;

use ampere_markdown::{render, Highlighter, Link, RenderOptions, Rendered};
use ampere_site::sidebar::{ancestors_of_doc, categories, PageRef, SidebarCategory, SidebarNode};
use ampere_site::{Doc, Locale, Site};

use crate::links::LinkTable;
use crate::locale_data::category_label;
use crate::page_data::*;
use crate::url_path::encode_path;

/// Links written in one page, for checking and the link report.
pub struct PageLinks {
    pub source: PathBuf,
    pub body_line_offset: usize,
    pub route: String,
    pub links: Vec<Link>,
}

pub struct LocalePages {
    pub pages: Vec<PageData>,
    pub search_documents: Vec<ampere_search::Document>,
    pub links: Vec<PageLinks>,
    /// Decoded route → heading ids, for anchor checking.
    pub anchors: BTreeMap<String, HashSet<String>>,
}

pub struct Context<'a> {
    pub site: &'a Site,
    pub locale: &'a Locale,
    pub sidebar: &'a [SidebarNode],
    pub order: &'a [PageRef],
    pub highlighter: &'a Highlighter,
    pub link_table: &'a LinkTable,
    pub strings: &'a BTreeMap<String, String>,
}

impl Context<'_> {
    fn string(&self, key: &str, fallback: &str) -> String {
        self.strings
            .get(key)
            .cloned()
            .unwrap_or_else(|| fallback.to_string())
    }

    fn href(&self, route: &str) -> String {
        encode_path(&self.locale.href(route))
    }

    fn render_doc(&self, doc: &Doc) -> Rendered {
        let rewrite = |written: &str| {
            self.link_table
                .rewrite(written, &doc.relative_path, self.locale)
        };
        let title = |kind: &str| {
            let mut characters = kind.chars();
            let fallback: String = characters
                .next()
                .map(|first| first.to_uppercase().chain(characters).collect())
                .unwrap_or_default();
            self.string(&format!("theme.admonition.{kind}"), &fallback)
        };
        render(
            &doc.body,
            self.highlighter,
            &RenderOptions {
                rewrite_link: &rewrite,
                admonition_title: &title,
            },
        )
    }

    fn category_title(&self, category: &SidebarCategory) -> String {
        category_label(
            self.site,
            self.locale,
            &category.translation_key,
            &category.label,
        )
    }

    fn category_href(&self, category: &SidebarCategory) -> Option<String> {
        category
            .link_doc
            .map(|index| self.site.docs[index].route.clone())
            .or_else(|| category.generated_index.clone())
            .map(|route| self.href(&route))
    }

    fn page_ref_link(&self, page: &PageRef) -> Option<PageLink> {
        match page {
            PageRef::Doc(index) => {
                let (doc, _) = self
                    .site
                    .localized_doc(self.locale, &self.site.docs[*index]);
                Some(PageLink {
                    label: doc.sidebar_label.clone(),
                    href: self.href(&doc.route),
                })
            }
            PageRef::GeneratedIndex(route) => categories(self.sidebar)
                .into_iter()
                .find(|(_, category)| category.generated_index.as_deref() == Some(route))
                .map(|(_, category)| PageLink {
                    label: self.category_title(category),
                    href: self.href(route),
                }),
        }
    }

    fn neighbours(&self, page: &PageRef) -> (Option<PageLink>, Option<PageLink>) {
        let Some(position) = self.order.iter().position(|candidate| candidate == page) else {
            return (None, None);
        };
        let previous = position
            .checked_sub(1)
            .and_then(|index| self.page_ref_link(&self.order[index]));
        let next = self
            .order
            .get(position + 1)
            .and_then(|next| self.page_ref_link(next));
        (previous, next)
    }

    fn breadcrumbs(&self, ancestors: &[&SidebarCategory]) -> Vec<Breadcrumb> {
        ancestors
            .iter()
            .map(|category| Breadcrumb {
                label: self.category_title(category),
                href: self.category_href(category),
            })
            .collect()
    }

    fn doc_by_id_link(&self, id: &str) -> Option<PageLink> {
        self.site
            .doc_by_id(id)
            .and_then(|(index, _)| self.page_ref_link(&PageRef::Doc(index)))
    }
}

fn describe(doc: &Doc, rendered: &Rendered) -> String {
    doc.front_matter.description.clone().unwrap_or_else(|| {
        let summary = &rendered.summary;
        if summary.chars().count() <= 200 {
            summary.clone()
        } else {
            let cut: String = summary.chars().take(197).collect();
            format!("{}…", cut.trim_end())
        }
    })
}

pub fn locale_pages(context: &Context<'_>) -> LocalePages {
    let site = context.site;
    let locale = context.locale;
    let config = &site.config.table_of_contents;
    let mut output = LocalePages {
        pages: Vec::new(),
        search_documents: Vec::new(),
        links: Vec::new(),
        anchors: BTreeMap::new(),
    };
    let rendered: Vec<(&Doc, bool, Rendered)> = site
        .docs
        .iter()
        .map(|original| {
            let (doc, translated) = site.localized_doc(locale, original);
            (doc, translated, context.render_doc(doc))
        })
        .collect();

    for (index, (doc, translated, page)) in rendered.iter().enumerate() {
        let front_matter = &doc.front_matter;
        let minimum = front_matter
            .toc_min_heading_level
            .unwrap_or(config.min_heading_level);
        let maximum = front_matter
            .toc_max_heading_level
            .unwrap_or(config.max_heading_level);
        let mut data = PageData::new(
            PageKind::Doc,
            context.href(&doc.route),
            &locale.code,
            doc.title.clone(),
        );
        data.description = describe(doc, page);
        data.html = page.html.clone();
        data.toc = page
            .headings
            .iter()
            .filter(|heading| (minimum..=maximum).contains(&heading.level))
            .map(|heading| TocEntry {
                id: heading.id.clone(),
                text: heading.text.clone(),
                level: heading.level,
            })
            .collect();
        let ancestors = ancestors_of_doc(context.sidebar, index);
        data.breadcrumbs = context.breadcrumbs(&ancestors);
        if !data.breadcrumbs.is_empty() {
            data.breadcrumbs.push(Breadcrumb {
                label: doc.sidebar_label.clone(),
                href: None,
            });
        }
        let (previous, next) = context.neighbours(&PageRef::Doc(index));
        data.previous = match &front_matter.pagination_prev {
            Some(Some(id)) => context.doc_by_id_link(id),
            Some(None) => None,
            None => previous,
        };
        data.next = match &front_matter.pagination_next {
            Some(Some(id)) => context.doc_by_id_link(id),
            Some(None) => None,
            None => next,
        };
        data.flags = PageFlags {
            hide_title: front_matter.hide_title,
            hide_table_of_contents: front_matter.hide_table_of_contents,
            hide_footer: front_matter.hide_footer,
            unlisted: front_matter.unlisted,
            draft: front_matter.draft,
            untranslated: !translated && !locale.is_default,
        };
        data.edit_url = front_matter.custom_edit_url.clone().flatten();
        output.anchors.insert(
            locale.href(&doc.route),
            page.headings
                .iter()
                .map(|heading| heading.id.clone())
                .collect(),
        );
        output.links.push(PageLinks {
            source: doc.source.clone(),
            body_line_offset: doc.body_line_offset,
            route: locale.href(&doc.route),
            links: page.links.clone(),
        });
        if !front_matter.unlisted {
            output.search_documents.push(ampere_search::Document {
                title: doc.title.clone(),
                path: data.route.clone(),
                file: doc.source.to_string_lossy().into_owned(),
                dir: ancestors
                    .first()
                    .map(|top| context.category_title(top))
                    .unwrap_or_default(),
                subtitles: page
                    .headings
                    .iter()
                    .map(|heading| heading.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
                sections: page
                    .sections
                    .iter()
                    .map(|section| ampere_search::Section {
                        heading: section.heading.clone(),
                        anchor: section.anchor.clone(),
                        level: section.level,
                        text: section.text.clone(),
                    })
                    .collect(),
            });
        }
        output.pages.push(data);
    }

    for (ancestors, category) in categories(context.sidebar) {
        let Some(route) = &category.generated_index else {
            continue;
        };
        let label = context.category_title(category);
        let translations = site.translations.get(&locale.code);
        let key = crate::locale_data::category_label_key(&category.translation_key);
        let translated = |suffix: &str| {
            translations.and_then(|translations| {
                translations
                    .sidebar
                    .get(&format!("{key}.link.generated-index.{suffix}"))
                    .cloned()
            })
        };
        let fill = |text: String| {
            ampere_site::placeholders::replace_placeholders(
                std::path::Path::new(""),
                &text,
                0,
                &site.config.custom_fields,
            )
            .unwrap_or(text)
        };
        let title = fill(
            translated("title")
                .or_else(|| category.index_title.clone())
                .unwrap_or_else(|| label.clone()),
        );
        let mut data = PageData::new(PageKind::Category, context.href(route), &locale.code, title);
        data.description = fill(
            translated("description")
                .or_else(|| category.description.clone())
                .unwrap_or_default(),
        );
        data.breadcrumbs = context.breadcrumbs(&ancestors);
        data.breadcrumbs.push(Breadcrumb {
            label: label.clone(),
            href: None,
        });
        let (previous, next) = context.neighbours(&PageRef::GeneratedIndex(route.clone()));
        data.previous = previous;
        data.next = next;
        let cards = category
            .items
            .iter()
            .filter_map(|item| match item {
                SidebarNode::Doc(index) => {
                    let (doc, _, page) = &rendered[*index];
                    Some(CategoryCard {
                        label: doc.sidebar_label.clone(),
                        href: context.href(&doc.route),
                        description: describe(doc, page),
                        kind: "link",
                        count: None,
                    })
                }
                SidebarNode::Category(child) => Some(CategoryCard {
                    label: context.category_title(child),
                    href: context.category_href(child)?,
                    description: ampere_site::placeholders::replace_placeholders(
                        std::path::Path::new(""),
                        &child.description.clone().unwrap_or_default(),
                        0,
                        &site.config.custom_fields,
                    )
                    .unwrap_or_default(),
                    kind: "category",
                    count: Some(child.items.len()),
                }),
            })
            .collect();
        data.category = Some(CategoryContent { cards });
        output.anchors.insert(locale.href(route), HashSet::new());
        output.pages.push(data);
    }

    for standalone in &site.pages {
        let page = context.render_doc(standalone);
        let mut data = PageData::new(
            PageKind::MarkdownPage,
            context.href(&standalone.route),
            &locale.code,
            standalone.title.clone(),
        );
        data.description = describe(standalone, &page);
        data.html = page.html.clone();
        data.toc = page
            .headings
            .iter()
            .filter(|heading| {
                (config.min_heading_level..=config.max_heading_level).contains(&heading.level)
            })
            .map(|heading| TocEntry {
                id: heading.id.clone(),
                text: heading.text.clone(),
                level: heading.level,
            })
            .collect();
        data.flags.untranslated = !locale.is_default;
        output.anchors.insert(
            locale.href(&standalone.route),
            page.headings
                .iter()
                .map(|heading| heading.id.clone())
                .collect(),
        );
        output.links.push(PageLinks {
            source: standalone.source.clone(),
            body_line_offset: standalone.body_line_offset,
            route: locale.href(&standalone.route),
            links: page.links,
        });
        output.pages.push(data);
    }

    let search_route = format!(
        "/{}/",
        site.config.search.search_page_path.trim_matches('/')
    );
    let search_title = context.string("theme.SearchPage.title", "Search");
    output.pages.push(PageData::new(
        PageKind::Search,
        context.href(&search_route),
        &locale.code,
        search_title,
    ));
    output
        .anchors
        .insert(locale.href(&search_route), HashSet::new());
    let report_title = context.string("theme.LinkReport.title", "Link report");
    output.pages.push(PageData::new(
        PageKind::LinkReport,
        context.href("/link-report/"),
        &locale.code,
        report_title,
    ));
    output
        .anchors
        .insert(locale.href("/link-report/"), HashSet::new());
    let mut not_found = PageData::new(
        PageKind::NotFound,
        context.href("/404.html"),
        &locale.code,
        context.string("theme.NotFound.title", "Page Not Found"),
    );
    not_found.flags.unlisted = true;
    output.pages.push(not_found);
    output
}
