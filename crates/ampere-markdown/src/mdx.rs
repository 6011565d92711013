//! MDX lowered to the Markdown and HTML the renderer reads, with a real MDX parser
//! (markdown-rs, the Rust port of micromark's MDX): ESM `import`/`export` is removed, JSX
//! elements become the HTML of the components Docusaurus pages import (`components.rs`) or
//! plain HTML, and `{expressions}` become their text when they are literals. Nothing of the MDX
//! syntax reaches a reader; what cannot be shown is named in a warning at its line.
//!
//! The lowering edits the source in place (byte ranges from the parser's positions), so the
//! Markdown between JSX tags keeps its lines and is rendered by the same renderer as every page.

use std::collections::BTreeMap;

use markdown::mdast::{AttributeContent, AttributeValue, Node};
use markdown::{Constructs, MdxSignal, ParseOptions};

use crate::components::{lower_component, selected_tab, Component, Element, Place};
use crate::Problem;

/// The Markdown and HTML to render, and what could not be shown.
pub struct Lowered {
    pub text: String,
    pub problems: Vec<Problem>,
}

/// One replacement of a byte range of the source.
pub(crate) struct Edit {
    pub start: usize,
    pub end: usize,
    pub text: String,
}

fn parse_options() -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            gfm_autolink_literal: true,
            gfm_footnote_definition: true,
            gfm_label_start_footnote: true,
            gfm_strikethrough: true,
            gfm_table: true,
            gfm_task_list_item: true,
            ..Constructs::mdx()
        },
        mdx_esm_parse: Some(Box::new(|_| MdxSignal::Ok)),
        ..ParseOptions::default()
    }
}

/// What Docusaurus's MDX 1 compatibility accepts and MDX itself refuses, made parseable
/// without moving a byte: `<!-- comment -->` reads as `{/** comment */}` and a heading id
/// `{#id}` as ` #id ` (the renderer still sees the source as written).
fn docusaurus_compatible(source: &str) -> String {
    let mut fences = crate::code_spans::Fences::default();
    let mut output = String::with_capacity(source.len());
    for line in source.split_inclusive('\n') {
        if fences.is_code(line) {
            output.push_str(line);
            continue;
        }
        let mut line = line.replace("<!--", "{/**").replace("-->", "*/}");
        if line.trim_start().starts_with('#') {
            if let Some(start) = line.rfind("{#") {
                if line[start..].trim_end().ends_with('}') {
                    let end = start + line[start..].find('}').unwrap_or(0);
                    line.replace_range(start..start + 1, " ");
                    line.replace_range(end..end + 1, " ");
                }
            }
        }
        output.push_str(&line);
    }
    output
}

/// Lowers an MDX body. A body the MDX parser refuses is kept as Markdown, with a warning.
pub fn lower_mdx(source: &str) -> Lowered {
    let compatible = docusaurus_compatible(source);
    let tree = match markdown::to_mdast(&compatible, &parse_options()) {
        Ok(tree) => tree,
        Err(message) => {
            let (line, column) =
                message
                    .place
                    .as_ref()
                    .map_or((1, 1), |place| match place.as_ref() {
                        markdown::message::Place::Point(point) => (point.line, point.column),
                        markdown::message::Place::Position(position) => {
                            (position.start.line, position.start.column)
                        }
                    });
            return Lowered {
                text: source.to_string(),
                problems: vec![Problem {
                    line,
                    column,
                    message: format!("this page is not valid MDX ({}); it is read as plain Markdown", message.reason),
                    hint: "in MDX, write `<` as `&lt;` and `{` as `\\{` in text, and close every JSX tag".into(),
                    is_error: false,
                }],
            };
        }
    };
    let mut lowering = Lowering {
        source,
        imports: BTreeMap::new(),
        selected_tabs: Vec::new(),
        edits: Vec::new(),
        problems: Vec::new(),
    };
    if let Some(children) = tree.children() {
        lowering.collect_imports(children);
        for child in children {
            lowering.visit(child);
        }
    }
    Lowered {
        text: apply(source, lowering.edits),
        problems: lowering.problems,
    }
}

struct Lowering<'a> {
    source: &'a str,
    /// Local name → module it is imported from (`Tabs` → `@theme/Tabs`).
    imports: BTreeMap<String, String>,
    /// The selected value of each enclosing `<Tabs>`, innermost last.
    selected_tabs: Vec<String>,
    edits: Vec<Edit>,
    problems: Vec<Problem>,
}

impl Lowering<'_> {
    fn collect_imports(&mut self, nodes: &[Node]) {
        for node in nodes {
            if let Node::MdxjsEsm(esm) = node {
                for (name, module) in imported_names(&esm.value) {
                    self.imports.insert(name, module);
                }
            }
        }
    }

    fn visit(&mut self, node: &Node) {
        match node {
            Node::MdxjsEsm(esm) => {
                if let Some(position) = &esm.position {
                    self.remove(position.start.offset, position.end.offset);
                }
            }
            Node::MdxFlowExpression(expression) => {
                self.expression(&expression.value, expression.position.as_ref(), true)
            }
            Node::MdxTextExpression(expression) => {
                self.expression(&expression.value, expression.position.as_ref(), false)
            }
            Node::MdxJsxFlowElement(element) => self.element(
                Element {
                    name: element.name.as_deref(),
                    attributes: attributes(&element.attributes),
                    children: &element.children,
                    flow: true,
                },
                element.position.as_ref(),
            ),
            Node::MdxJsxTextElement(element) => self.element(
                Element {
                    name: element.name.as_deref(),
                    attributes: attributes(&element.attributes),
                    children: &element.children,
                    flow: false,
                },
                element.position.as_ref(),
            ),
            _ => {
                for child in node.children().into_iter().flatten() {
                    self.visit(child);
                }
            }
        }
    }

    /// Replaces `[start, end)` by nothing but its line breaks, so later lines keep their numbers.
    fn remove(&mut self, start: usize, end: usize) {
        let breaks = self.source[start..end].matches('\n').count();
        self.edits.push(Edit {
            start,
            end,
            text: "\n".repeat(breaks),
        });
    }

    fn warn(&mut self, position: Option<&markdown::unist::Position>, message: String) {
        let (line, column) = position.map_or((1, 1), |at| (at.start.line, at.start.column));
        self.problems.push(Problem {
            line,
            column,
            message,
            hint: "ampere renders the MDX components Docusaurus's theme provides (Tabs, TabItem, Admonition, Details, CodeBlock, DocCardList, Link) and HTML elements".into(),
            is_error: false,
        });
    }

    fn expression(
        &mut self,
        value: &str,
        position: Option<&markdown::unist::Position>,
        flow: bool,
    ) {
        let Some(position) = position else { return };
        let (start, end) = (position.start.offset, position.end.offset);
        let trimmed = value.trim();
        let is_comment = trimmed.starts_with("/*") && trimmed.ends_with("*/");
        if trimmed.is_empty() || is_comment {
            self.remove(start, end);
            return;
        }
        match string_literal(trimmed) {
            Some(text) => self.edits.push(Edit {
                start,
                end,
                text: crate::escape::escape_html(&text),
            }),
            None => {
                self.remove(start, end);
                let kind = if flow { "block" } else { "inline" };
                self.warn(
                    Some(position),
                    format!(
                        "the {kind} expression `{{{}}}` is not evaluated; it is left out",
                        shorten(trimmed)
                    ),
                );
            }
        }
    }

    fn element(&mut self, element: Element<'_>, position: Option<&markdown::unist::Position>) {
        let Some(position) = position else { return };
        let component = classify(element.name, &self.imports);
        let is_tabs = matches!(component, Component::Tabs);
        let lowered = {
            let place = Place {
                source: self.source,
                span: (position.start.offset, position.end.offset),
                inner: inner_span(&element),
                selected_tab: self.selected_tabs.last().map(String::as_str),
            };
            lower_component(&component, &element, &place)
        };
        if let Some(warning) = lowered.warning {
            self.warn(Some(position), warning);
        }
        self.edits.extend(lowered.edits);
        if lowered.keep_children {
            if is_tabs {
                self.selected_tabs.push(selected_tab(&element));
            }
            for child in element.children {
                self.visit(child);
            }
            if is_tabs {
                self.selected_tabs.pop();
            }
        }
    }
}

/// The byte range of an element's children: from the end of its opening tag to the start of
/// its closing tag (`None` for an element without children).
fn inner_span(element: &Element<'_>) -> Option<(usize, usize)> {
    let first = element.children.first()?.position()?;
    let last = element.children.last()?.position()?;
    Some((first.start.offset, last.end.offset))
}

/// What a JSX name stands for, from the page's imports.
fn classify(name: Option<&str>, imports: &BTreeMap<String, String>) -> Component {
    let Some(name) = name else {
        return Component::Fragment;
    };
    if name.starts_with(|character: char| character.is_ascii_lowercase()) {
        return Component::Html(name.to_string());
    }
    let module = imports.get(name).map(String::as_str).unwrap_or("");
    let known = module
        .strip_prefix("@theme/")
        .or_else(|| module.strip_prefix("@theme-original/"))
        .or_else(|| module.strip_prefix("@docusaurus/"))
        .unwrap_or(if module.is_empty() { name } else { "" });
    match known {
        "Tabs" => Component::Tabs,
        "TabItem" => Component::TabItem,
        "Admonition" => Component::Admonition,
        "Details" => Component::Details,
        "CodeBlock" => Component::CodeBlock,
        "DocCardList" => Component::DocCardList,
        "Link" => Component::Link,
        "BrowserOnly" => Component::BrowserOnly,
        "ThemedImage" => Component::ThemedImage,
        _ => Component::Unknown {
            name: name.to_string(),
            module: module.to_string(),
        },
    }
}

/// Attribute name → value: string literals as written, `true` for a bare attribute, and the
/// text of an `{expression}` value (without braces); spreads are left out.
pub(crate) fn attributes(contents: &[AttributeContent]) -> Vec<(String, Option<String>, bool)> {
    contents
        .iter()
        .filter_map(|content| match content {
            AttributeContent::Property(property) => Some(match &property.value {
                None => (property.name.clone(), None, false),
                Some(AttributeValue::Literal(text)) => {
                    (property.name.clone(), Some(text.clone()), false)
                }
                Some(AttributeValue::Expression(expression)) => {
                    (property.name.clone(), Some(expression.value.clone()), true)
                }
            }),
            AttributeContent::Expression(_) => None,
        })
        .collect()
}

/// The text of a JavaScript string literal (`'a'`, `"a"`, or a template without `${`).
pub(crate) fn string_literal(expression: &str) -> Option<String> {
    let quote = expression.chars().next()?;
    if !matches!(quote, '\'' | '"' | '`') || expression.len() < 2 || !expression.ends_with(quote) {
        return None;
    }
    let body = &expression[1..expression.len() - 1];
    if quote == '`' && body.contains("${") {
        return None;
    }
    let mut text = String::with_capacity(body.len());
    let mut characters = body.chars();
    while let Some(character) = characters.next() {
        if character != '\\' {
            if character == quote {
                return None;
            }
            text.push(character);
            continue;
        }
        match characters.next() {
            Some('n') => text.push('\n'),
            Some('t') => text.push('\t'),
            Some(other) => text.push(other),
            None => {}
        }
    }
    Some(text)
}

/// `import A, { B as C } from 'module'` → (A, module), (C, module).
fn imported_names(esm: &str) -> Vec<(String, String)> {
    let mut names = Vec::new();
    for statement in esm
        .split(';')
        .flat_map(|part| part.split("\nimport ").map(str::trim))
    {
        let statement = statement.trim_start_matches("import").trim();
        let Some((clause, module)) = statement.rsplit_once(" from ") else {
            continue;
        };
        let module = module
            .trim()
            .trim_matches(['\'', '"', ';', ' ', '\n'])
            .to_string();
        let (default, named) = match clause.split_once('{') {
            Some((before, after)) => (before, after.split('}').next().unwrap_or("")),
            None => (clause, ""),
        };
        for name in default
            .split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty() && !name.starts_with('*'))
        {
            names.push((name.to_string(), module.clone()));
        }
        for part in named.split(',') {
            let local = part.rsplit(" as ").next().unwrap_or("").trim();
            if !local.is_empty() {
                names.push((local.to_string(), module.clone()));
            }
        }
    }
    names
}

fn shorten(text: &str) -> String {
    let single_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if single_line.chars().count() > 40 {
        format!("{}…", single_line.chars().take(40).collect::<String>())
    } else {
        single_line
    }
}

/// Applies non-overlapping edits (in any order) to the source.
fn apply(source: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|edit| (edit.start, edit.end));
    let mut output = String::with_capacity(source.len());
    let mut position = 0;
    for edit in edits {
        if edit.start < position {
            continue;
        }
        output.push_str(&source[position..edit.start]);
        output.push_str(&edit.text);
        position = edit.end;
    }
    output.push_str(&source[position..]);
    output
}

#[cfg(test)]
mod tests;
