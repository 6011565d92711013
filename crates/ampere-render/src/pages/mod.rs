//! Every page of one locale as page data, plus what search and link checking need: the
//! pages stage. Each kind of page is made by its own module.

mod category_page;
mod doc_page;
mod markdown_cache;
mod special_pages;
mod standalone_page;

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;

use ampere_markdown::{render, Highlighter, Link, RenderOptions, Rendered};
use ampere_site::sidebar::{categories, PageRef, SidebarCategory, SidebarNode};
use ampere_site::Diagnostic;
use ampere_site::{Doc, Locale, Site};

pub use markdown_cache::MarkdownCache;

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
    /// The link report page, completed by the link stage (it lists every link checked).
    pub link_report_page: PageData,
    /// Mistakes in the Markdown of this locale's pages.
    pub problems: Vec<Diagnostic>,
    pub search_documents: Vec<ampere_search::Document>,
    pub links: Vec<PageLinks>,
    /// Decoded route → heading ids, for anchor checking.
    pub anchors: BTreeMap<String, HashSet<String>>,
}

#[derive(Clone, Copy)]
pub struct Context<'a> {
    pub site: &'a Site,
    pub locale: &'a Locale,
    /// The sidebar of the page being made (its id, items and reading order); empty for none.
    pub sidebar_id: Option<&'a str>,
    /// The docs version of that sidebar (an index into `Site::versions`).
    pub sidebar_version: Option<usize>,
    pub sidebar: &'a [SidebarNode],
    pub order: &'a [PageRef],
    pub highlighter: &'a Highlighter,
    pub link_table: &'a LinkTable,
    pub strings: &'a BTreeMap<String, String>,
    /// Renderings kept between the builds of a session.
    pub markdown_cache: &'a MarkdownCache,
    /// The fingerprint of what rendering reads besides the page (locale, links, strings).
    pub rendering_key: u64,
}

/// The fingerprint of a locale's rendering context: the locale, every link target, the
/// strings that admonition titles come from and the figures with the locale's labels.
pub fn rendering_key(
    site: &Site,
    locale: &Locale,
    link_table: &LinkTable,
    strings: &BTreeMap<String, String>,
) -> u64 {
    markdown_cache::context_key(&[
        &format!("{locale:?}"),
        &link_table.fingerprint(),
        &format!("{strings:?}"),
        &crate::figures::figures_fingerprint(site, locale),
    ])
}

impl<'a> Context<'a> {
    /// The same context for a page shown with `sidebar` (or with none).
    pub fn with_sidebar(&self, sidebar: Option<&'a ampere_site::sidebar::Sidebar>) -> Self {
        Context {
            sidebar_id: sidebar.map(|sidebar| sidebar.key.as_str()),
            sidebar_version: sidebar.map(|sidebar| sidebar.version),
            sidebar: sidebar.map_or(&[], |sidebar| sidebar.nodes.as_slice()),
            order: sidebar.map_or(&[], |sidebar| sidebar.order.as_slice()),
            ..*self
        }
    }

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
        if let Some(html) = &doc.html {
            return Rendered {
                html: html.clone(),
                headings: Vec::new(),
                sections: Vec::new(),
                links: Vec::new(),
                summary: doc.front_matter.description.clone().unwrap_or_default(),
                problems: Vec::new(),
            };
        }
        let mdx = self.site.config.markdown.reads_as_mdx(&doc.source);
        let key = markdown_cache::page_key(
            self.rendering_key,
            &doc.body,
            &format!(
                "{}\u{0}{}\u{0}{}",
                doc.relative_path,
                doc.source.display(),
                doc.route
            ),
            mdx,
        );
        self.markdown_cache
            .get_or_render(key, || self.render_markdown(doc, mdx))
    }

    fn render_markdown(&self, doc: &Doc, mdx: bool) -> Rendered {
        let rewrite = |written: &str| {
            self.link_table
                .rewrite(written, &doc.relative_path, &doc.route, self.locale)
        };
        let title = |kind: &str| {
            let mut characters = kind.chars();
            let fallback: String = characters
                .next()
                .map(|first| first.to_uppercase().chain(characters).collect())
                .unwrap_or_default();
            self.string(
                &ampere_site::translation_keys::admonition_key(kind),
                &fallback,
            )
        };
        let figures = crate::figures::LocaleFigures {
            site: self.site,
            locale: self.locale,
        };
        render(
            &doc.body,
            self.highlighter,
            &RenderOptions {
                rewrite_link: &rewrite,
                admonition_title: &title,
                mdx,
                figures: (!self.site.figures.is_empty())
                    .then_some(&figures as &dyn ampere_markdown::Figures),
            },
        )
    }

    fn category_title(&self, category: &SidebarCategory) -> String {
        category_label(self.site, self.locale, category)
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

    /// The link to doc `id` of docs version `version`.
    fn doc_link(&self, version: usize, id: &str) -> Option<PageLink> {
        self.site
            .doc_in_version(version, id)
            .and_then(|(index, _)| self.page_ref_link(&PageRef::Doc(index)))
    }
}

/// The page's description: its front matter's, else the first paragraph cut to 200 characters.
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

/// The table of contents: headings between the two levels.
fn table_of_contents(rendered: &Rendered, minimum: u8, maximum: u8) -> Vec<TocEntry> {
    rendered
        .headings
        .iter()
        .filter(|heading| (minimum..=maximum).contains(&heading.level))
        .map(|heading| TocEntry {
            id: heading.id.clone(),
            text: heading.text.clone(),
            level: heading.level,
        })
        .collect()
}

impl LocalePages {
    /// Records what link checking needs of a rendered Markdown page, and its problems.
    fn add_checked_page(&mut self, doc: &Doc, route: String, rendered: &Rendered) {
        self.anchors.insert(
            route.clone(),
            rendered
                .headings
                .iter()
                .map(|heading| heading.id.clone())
                .collect(),
        );
        self.problems
            .extend(rendered.problems.iter().map(|problem| {
                let line = problem.line + doc.body_line_offset;
                let diagnostic =
                    Diagnostic::new(&doc.source, line, problem.column, &problem.message)
                        .with_hint(&problem.hint);
                if problem.is_error {
                    diagnostic
                } else {
                    diagnostic.as_warning()
                }
            }));
        self.links.push(PageLinks {
            source: doc.source.clone(),
            body_line_offset: doc.body_line_offset,
            route,
            links: rendered.links.clone(),
        });
    }
}

/// Every page of the context's locale: docs, category pages, standalone pages, then the search,
/// link report and 404 pages.
pub fn locale_pages(context: &Context<'_>) -> LocalePages {
    let site = context.site;
    let mut output = LocalePages {
        pages: Vec::new(),
        link_report_page: special_pages::link_report_page(context),
        problems: Vec::new(),
        search_documents: Vec::new(),
        links: Vec::new(),
        anchors: BTreeMap::new(),
    };
    let rendered: Vec<(&Doc, bool, Rendered)> = site
        .docs
        .iter()
        .map(|original| {
            let (doc, translated) = site.localized_doc(context.locale, original);
            (doc, translated, context.render_doc(doc))
        })
        .collect();
    for (index, (doc, translated, page)) in rendered.iter().enumerate() {
        let with_sidebar = context.with_sidebar(site.sidebar_of_doc(index));
        doc_page::add_doc_page(&with_sidebar, &mut output, index, doc, *translated, page);
    }
    for sidebar in &site.sidebars {
        let with_sidebar = context.with_sidebar(Some(sidebar));
        for (ancestors, category) in categories(&sidebar.nodes) {
            if let Some(data) =
                category_page::category_page(&with_sidebar, &ancestors, category, &rendered)
            {
                output
                    .anchors
                    .insert(crate::url_path::decode_path(&data.route), HashSet::new());
                output.pages.push(data);
            }
        }
    }
    for standalone in site.pages_of(context.locale) {
        standalone_page::add_standalone_page(context, &mut output, standalone);
    }
    special_pages::add_special_pages(context, &mut output);
    output
}
