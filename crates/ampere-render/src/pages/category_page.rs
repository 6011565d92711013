//! A category's generated index page: title, description and one card per item.

use ampere_markdown::Rendered;
use ampere_site::placeholders::replace_placeholders;
use ampere_site::sidebar::{SidebarCategory, SidebarNode};
use ampere_site::Doc;

use super::{describe, Context};
use crate::page_data::*;
use ampere_site::translation_keys::generated_index_key;

/// The generated index page of `category`, or `None` when the category has none.
pub fn category_page(
    context: &Context<'_>,
    ancestors: &[&SidebarCategory],
    category: &SidebarCategory,
    rendered: &[(&Doc, bool, Rendered)],
) -> Option<PageData> {
    let route = category.generated_index.as_ref()?;
    let label = context.category_title(category);
    let title = context.fill(
        translated(context, category, "title")
            .or_else(|| category.index_title.clone())
            .unwrap_or_else(|| label.clone()),
    );
    let mut data = PageData::new(
        PageKind::Category,
        context.href(route),
        &context.locale.code,
        title,
        &context.site.config.title,
    );
    data.sidebar = context.sidebar_id.map(str::to_string);
    data.version = context
        .sidebar_version
        .filter(|version| context.site.shows_version(*version))
        .map(|version| context.site.versions[version].name.clone());
    data.description = context.fill(
        translated(context, category, "description")
            .or_else(|| category.description.clone())
            .unwrap_or_default(),
    );
    data.breadcrumbs = context.breadcrumbs(ancestors);
    data.breadcrumbs.push(Breadcrumb { label, href: None });
    let (previous, next) = context.neighbours(&ampere_site::sidebar::PageRef::GeneratedIndex(
        route.clone(),
    ));
    data.previous = previous;
    data.next = next;
    let cards = category
        .items
        .iter()
        .filter_map(|item| card(context, item, rendered))
        .collect();
    data.category = Some(CategoryContent { cards });
    Some(data)
}

/// The locale's translation of the generated index's `title` or `description`.
fn translated(context: &Context<'_>, category: &SidebarCategory, suffix: &str) -> Option<String> {
    context
        .site
        .translations
        .get(&context.locale.code)?
        .sidebar
        .get(&generated_index_key(
            &category.sidebar_id,
            &category.translation_key,
            suffix,
        ))
        .cloned()
}

fn card(
    context: &Context<'_>,
    item: &SidebarNode,
    rendered: &[(&Doc, bool, Rendered)],
) -> Option<CategoryCard> {
    match item {
        SidebarNode::Doc(index) => {
            let (doc, _, page) = &rendered[*index];
            Some(CategoryCard {
                label: doc.sidebar_label.clone(),
                href: context.href(&doc.route),
                description: describe(doc, page),
                kind: CategoryCardKind::Link,
                count: None,
            })
        }
        SidebarNode::Category(child) => Some(CategoryCard {
            label: context.category_title(child),
            href: context.category_href(child)?,
            description: context.fill(child.description.clone().unwrap_or_default()),
            kind: CategoryCardKind::Category,
            count: Some(child.items.len()),
        }),
        SidebarNode::Link { label, href } => Some(CategoryCard {
            label: label.clone(),
            href: href.clone(),
            description: String::new(),
            kind: CategoryCardKind::Link,
            count: None,
        }),
    }
}

impl Context<'_> {
    /// Replaces `{{customField}}` placeholders in a category text (already checked at load).
    fn fill(&self, text: String) -> String {
        replace_placeholders(
            std::path::Path::new(""),
            &text,
            0,
            &self.site.config.custom_fields,
        )
        .0
    }
}
