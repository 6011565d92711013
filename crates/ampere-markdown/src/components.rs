//! The JSX elements of an MDX page as HTML and Markdown: the components of Docusaurus's theme
//! that pages import (Tabs, TabItem, Admonition, Details, CodeBlock, DocCardList, Link,
//! BrowserOnly), HTML elements, fragments, and components ampere cannot render (their content
//! is kept, the wrapper is dropped, and a warning names them).

use markdown::mdast::Node;

use crate::escape::escape_html;
use crate::mdx::{string_literal, Edit};

/// What a JSX name stands for.
pub(crate) enum Component {
    Fragment,
    Html(String),
    Tabs,
    TabItem,
    Admonition,
    Details,
    CodeBlock,
    DocCardList,
    Link,
    BrowserOnly,
    ThemedImage,
    Unknown { name: String, module: String },
}

/// One JSX element as the parser gives it.
pub(crate) struct Element<'a> {
    pub name: Option<&'a str>,
    /// (name, value, value is an expression) per attribute.
    pub attributes: Vec<(String, Option<String>, bool)>,
    pub children: &'a [Node],
    /// A flow (block) element rather than one inside a paragraph.
    pub flow: bool,
}

impl Element<'_> {
    /// The text of an attribute: a string literal, or an expression that is one.
    fn attribute(&self, wanted: &str) -> Option<String> {
        self.attributes
            .iter()
            .find(|(name, _, _)| name == wanted)
            .and_then(|(_, value, is_expression)| match (value, is_expression) {
                (Some(value), false) => Some(value.clone()),
                (Some(value), true) => string_literal(value.trim())
                    .or_else(|| site_file(value.trim()))
                    .or_else(|| {
                        let trimmed = value.trim();
                        trimmed.parse::<f64>().is_ok().then(|| trimmed.to_string())
                    }),
                (None, _) => Some(String::new()),
            })
    }

    fn has(&self, wanted: &str) -> bool {
        self.attributes.iter().any(|(name, value, _)| {
            name == wanted && value.as_deref().is_none_or(|value| value.trim() != "false")
        })
    }
}

/// A file of the site named by the two expressions Docusaurus pages use for it:
/// `require('@site/static/img/a.png').default` → `/img/a.png`, `useBaseUrl('/img/a.png')` →
/// `/img/a.png`.
fn site_file(expression: &str) -> Option<String> {
    let inner = expression
        .strip_prefix("require(")
        .and_then(|rest| rest.strip_suffix(").default"))
        .or_else(|| {
            expression
                .strip_prefix("useBaseUrl(")
                .and_then(|rest| rest.strip_suffix(')'))
        })?;
    let path = string_literal(inner.trim())?;
    let path = path
        .strip_prefix("@site/static")
        .map(str::to_string)
        .unwrap_or(path);
    Some(if path.starts_with('/') {
        path
    } else {
        format!("/{path}")
    })
}

/// The edits for one element, whether its children are lowered too, and a warning.
pub(crate) struct LoweredElement {
    pub edits: Vec<Edit>,
    pub keep_children: bool,
    pub warning: Option<String>,
}

/// Where the element stands: its whole span and the span of its children.
pub(crate) struct Place<'a> {
    pub source: &'a str,
    pub span: (usize, usize),
    pub inner: Option<(usize, usize)>,
    /// The value of the tab selected by the enclosing `<Tabs>`, for a `<TabItem>`.
    pub selected_tab: Option<&'a str>,
}

pub(crate) fn lower_component(
    component: &Component,
    element: &Element<'_>,
    place: &Place<'_>,
) -> LoweredElement {
    match component {
        Component::Fragment => wrap(place, element.flow, String::new(), String::new()),
        Component::Html(name) => html_element(name, element, place),
        Component::Tabs => {
            let (opening, _) = tabs_opening(element);
            wrap(place, true, opening, "</div>".into())
        }
        Component::TabItem => {
            let value = tab_value(element);
            let hidden = place.selected_tab.is_some_and(|selected| selected != value);
            let opening = format!(
                "<div role=\"tabpanel\" class=\"tabs-panel\" data-value=\"{}\"{}>",
                escape_html(&value),
                if hidden { " hidden" } else { "" }
            );
            wrap(place, true, opening, "</div>".into())
        }
        Component::Admonition => admonition(element, place),
        Component::Details => {
            let summary = element
                .attribute("summary")
                .map(|text| format!("<summary>{}</summary>", escape_html(&text)))
                .unwrap_or_default();
            wrap(
                place,
                true,
                format!("<details>{summary}"),
                "</details>".into(),
            )
        }
        Component::CodeBlock => code_block(element, place),
        Component::DocCardList => replace_all(
            place,
            "<div class=\"doc-card-list\" data-doc-card-list></div>".into(),
        ),
        Component::Link => link(element, place),
        Component::BrowserOnly => replace_all(place, String::new()),
        Component::ThemedImage => replace_all(place, themed_image(element)),
        Component::Unknown { name, module } => {
            let from = if module.is_empty() {
                String::new()
            } else {
                format!(" (from `{module}`)")
            };
            let mut lowered = if place.inner.is_some() {
                wrap(place, element.flow, String::new(), String::new())
            } else {
                replace_all(place, String::new())
            };
            lowered.warning = Some(if place.inner.is_some() {
                format!("the component <{name}>{from} is not rendered by ampere; its content is shown without it")
            } else {
                format!("the component <{name} />{from} is not rendered by ampere; it is left out")
            });
            lowered
        }
    }
}

/// The value of the tab a `<Tabs>` shows first: `defaultValue`, the `<TabItem default>`, or the
/// first tab.
pub(crate) fn selected_tab(element: &Element<'_>) -> String {
    tabs_opening(element).1
}

/// The tab list of a `<Tabs>` from its `<TabItem>` children, and the selected value.
fn tabs_opening(element: &Element<'_>) -> (String, String) {
    let items: Vec<Element<'_>> = element
        .children
        .iter()
        .filter_map(|child| match child {
            Node::MdxJsxFlowElement(item) => Some(Element {
                name: item.name.as_deref(),
                attributes: crate::mdx::attributes(&item.attributes),
                children: &item.children,
                flow: true,
            }),
            _ => None,
        })
        .filter(|item| item.name.is_some_and(|name| name.ends_with("TabItem")) || item.has("value"))
        .collect();
    let selected = element
        .attribute("defaultValue")
        .or_else(|| items.iter().find(|item| item.has("default")).map(tab_value))
        .or_else(|| items.first().map(tab_value))
        .unwrap_or_default();
    let buttons: String = items
        .iter()
        .map(|item| {
            let value = tab_value(item);
            let label = item.attribute("label").unwrap_or_else(|| value.clone());
            format!(
                "<button type=\"button\" role=\"tab\" class=\"tabs-tab\" data-value=\"{}\" aria-selected=\"{}\">{}</button>",
                escape_html(&value),
                value == selected,
                escape_html(&label)
            )
        })
        .collect();
    let mut data = String::new();
    if let Some(group) = element.attribute("groupId") {
        data.push_str(&format!(" data-group-id=\"{}\"", escape_html(&group)));
    }
    if element.has("queryString") {
        let key = element
            .attribute("queryString")
            .filter(|key| !key.is_empty())
            .or_else(|| element.attribute("groupId"))
            .unwrap_or_default();
        data.push_str(&format!(" data-query-string=\"{}\"", escape_html(&key)));
    }
    let opening = format!(
        "<div class=\"tabs-container\"{data}><div role=\"tablist\" class=\"tabs-list\">{buttons}</div>"
    );
    (opening, selected)
}

fn tab_value(item: &Element<'_>) -> String {
    item.attribute("value")
        .or_else(|| item.attribute("label"))
        .unwrap_or_default()
}

fn admonition(element: &Element<'_>, place: &Place<'_>) -> LoweredElement {
    let kind = element.attribute("type").unwrap_or_else(|| "note".into());
    let title = element
        .attribute("title")
        .map(|title| format!("[{title}]"))
        .unwrap_or_default();
    if !element.flow {
        return wrap(place, false, String::new(), String::new());
    }
    let (start, end) = place.span;
    let Some((inner_start, inner_end)) = place.inner else {
        return replace_all(place, format!("\n:::{kind}{title}\n:::\n"));
    };
    LoweredElement {
        edits: vec![
            Edit {
                start,
                end: inner_start,
                text: format!("\n:::{kind}{title}\n\n"),
            },
            Edit {
                start: inner_end,
                end,
                text: "\n\n:::\n".into(),
            },
        ],
        keep_children: true,
        warning: None,
    }
}

/// `<CodeBlock language="js" title="x">{`code`}</CodeBlock>` as a fenced code block.
fn code_block(element: &Element<'_>, place: &Place<'_>) -> LoweredElement {
    let code = place
        .inner
        .map(|(start, end)| {
            let written = place.source[start..end].trim();
            written
                .strip_prefix('{')
                .and_then(|rest| rest.strip_suffix('}'))
                .and_then(|expression| string_literal(expression.trim()))
                .unwrap_or_else(|| written.to_string())
        })
        .unwrap_or_default();
    let code = code.trim_matches('\n');
    let longest_run = code
        .split(|character| character != '`')
        .map(str::len)
        .max()
        .unwrap_or(0);
    let fence = "`".repeat(longest_run.max(2) + 1);
    let mut info = element.attribute("language").unwrap_or_default();
    if let Some(title) = element.attribute("title") {
        info.push_str(&format!(" title=\"{title}\""));
    }
    if element.has("showLineNumbers") {
        info.push_str(" showLineNumbers");
    }
    replace_all(place, format!("\n{fence}{info}\n{code}\n{fence}\n"))
}

fn link(element: &Element<'_>, place: &Place<'_>) -> LoweredElement {
    let href = element
        .attribute("to")
        .or_else(|| element.attribute("href"))
        .unwrap_or_default();
    if element.flow {
        return wrap(
            place,
            true,
            format!("<a href=\"{}\">", escape_html(&href)),
            "</a>".into(),
        );
    }
    if place.inner.is_none() {
        return replace_all(place, format!("[{href}]({href})"));
    }
    let mut lowered = wrap(place, false, "[".into(), format!("]({href})"));
    lowered.keep_children = true;
    lowered
}

/// `<ThemedImage sources={{light: useBaseUrl('/img/a.png'), dark: …}} alt="…" />` as the light
/// image (the theme has one image per page for both colour modes).
fn themed_image(element: &Element<'_>) -> String {
    let sources = element
        .attributes
        .iter()
        .find(|(name, _, _)| name == "sources")
        .and_then(|(_, value, _)| value.clone())
        .unwrap_or_default();
    let light = sources
        .split_once("light")
        .and_then(|(_, rest)| rest.split(['\'', '"', '`']).nth(1))
        .unwrap_or_default();
    let alt = element.attribute("alt").unwrap_or_default();
    format!("![{}]({})", alt.replace(']', "\\]"), light)
}

/// HTML elements keep their tag; JSX attribute names become HTML ones.
fn html_element(name: &str, element: &Element<'_>, place: &Place<'_>) -> LoweredElement {
    let attributes: String = element
        .attributes
        .iter()
        .filter_map(|(attribute, value, is_expression)| {
            let html_name = match attribute.as_str() {
                "className" => "class",
                "htmlFor" => "for",
                other => other,
            };
            match (value, is_expression) {
                (None, _) => Some(format!(" {html_name}")),
                (Some(value), false) => Some(format!(" {html_name}=\"{}\"", escape_html(value))),
                (Some(value), true) if html_name == "style" => {
                    Some(format!(" style=\"{}\"", escape_html(&style_text(value))))
                }
                (Some(value), true) => element
                    .attribute(attribute)
                    .filter(|_| !value.trim().is_empty())
                    .map(|text| format!(" {html_name}=\"{}\"", escape_html(&text))),
            }
        })
        .collect();
    let opening = format!("<{name}{attributes}>");
    if place.inner.is_none() {
        let text = if is_void(name) {
            format!("<{name}{attributes} />")
        } else {
            format!("{opening}</{name}>")
        };
        return replace_all(place, text);
    }
    let flow = element.flow && place.source[place.span.0..place.span.1].contains('\n');
    wrap(place, flow, opening, format!("</{name}>"))
}

fn is_void(name: &str) -> bool {
    matches!(
        name,
        "br" | "hr" | "img" | "input" | "source" | "track" | "wbr" | "col" | "area" | "embed"
    )
}

/// A JSX style object (`{{color: 'red', fontSize: 12}}`) as CSS text.
fn style_text(expression: &str) -> String {
    let inner = expression
        .trim()
        .trim_start_matches('{')
        .trim_end_matches('}');
    inner
        .split(',')
        .filter_map(|pair| {
            let (key, value) = pair.split_once(':')?;
            let key = key.trim().trim_matches(['\'', '"']);
            let value = value.trim();
            let value = string_literal(value).unwrap_or_else(|| {
                let unitless = matches!(
                    key,
                    "opacity" | "zIndex" | "fontWeight" | "lineHeight" | "flex" | "order"
                );
                if value.parse::<f64>().is_ok() && !unitless {
                    format!("{value}px")
                } else {
                    value.to_string()
                }
            });
            let property: String = key
                .chars()
                .flat_map(|character| {
                    if character.is_ascii_uppercase() {
                        vec!['-', character.to_ascii_lowercase()]
                    } else {
                        vec![character]
                    }
                })
                .collect();
            (!property.is_empty()).then(|| format!("{property}:{value}"))
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// Replaces the opening and closing tags, keeping the children. Flow wrappers stand on their own
/// lines with blank lines around the children, so the children are read as Markdown.
fn wrap(place: &Place<'_>, flow: bool, opening: String, closing: String) -> LoweredElement {
    let (start, end) = place.span;
    let Some((inner_start, inner_end)) = place.inner else {
        return replace_all(place, format!("{opening}{closing}"));
    };
    let (opening, closing) = if flow && !opening.is_empty() {
        (format!("{opening}\n\n"), format!("\n\n{closing}"))
    } else if flow {
        ("\n".to_string(), "\n".to_string())
    } else {
        (opening, closing)
    };
    LoweredElement {
        edits: vec![
            Edit {
                start,
                end: inner_start,
                text: opening,
            },
            Edit {
                start: inner_end,
                end,
                text: closing,
            },
        ],
        keep_children: true,
        warning: None,
    }
}

/// Replaces the whole element, children included.
fn replace_all(place: &Place<'_>, text: String) -> LoweredElement {
    LoweredElement {
        edits: vec![Edit {
            start: place.span.0,
            end: place.span.1,
            text,
        }],
        keep_children: false,
        warning: None,
    }
}
