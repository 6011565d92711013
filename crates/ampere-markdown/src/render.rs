//! The Markdown renderer: one pass over pulldown-cmark events with offsets.

use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::admonitions::prepare;
use crate::escape::escape_html;
use crate::heading_id::{heading_slug, UniqueIds};
use crate::{Heading, Highlighter, Link, RenderOptions, Rendered, Section};

fn parser_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_SMART_PUNCTUATION
}

/// The destination of an image as written in the source (`![alt](./img/a.png)` → `./img/a.png`),
/// for diagnostics after the destination was rewritten.
fn written_image(text: &str, range: std::ops::Range<usize>) -> String {
    let source = &text[range.start..range.end.min(text.len())];
    source
        .rfind("](")
        .map(|start| &source[start + 2..])
        .and_then(|rest| rest.split([')', ' ']).next())
        .unwrap_or(source)
        .trim_matches(['<', '>'])
        .to_string()
}

pub fn render(markdown: &str, highlighter: &Highlighter, options: &RenderOptions<'_>) -> Rendered {
    let lowered = options.mdx.then(|| crate::mdx::lower_mdx(markdown));
    let markdown = lowered
        .as_ref()
        .map_or(markdown, |lowered| lowered.text.as_str());
    let mut prepared = prepare(markdown, options.admonition_title);
    if let Some(lowered) = &lowered {
        prepared.problems.extend(lowered.problems.iter().cloned());
    }
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(
            prepared
                .text
                .match_indices('\n')
                .map(|(index, _)| index + 1),
        )
        .collect();
    let locate = |offset: usize| -> (usize, usize) {
        let line_index = line_starts
            .partition_point(|&start| start <= offset)
            .saturating_sub(1);
        let column = prepared.text[line_starts[line_index]..offset.min(prepared.text.len())]
            .chars()
            .count()
            + 1;
        let source_line = prepared
            .line_map
            .get(line_index)
            .copied()
            .unwrap_or(line_index + 1);
        (source_line, column)
    };

    let mut state = State::default();
    let mut tables = crate::tables::TableLabels::default();
    let mut drew_figure = false;
    let mut events: Vec<Event<'_>> = Vec::new();
    let mut parser = Parser::new_ext(&prepared.text, parser_options()).into_offset_iter();
    while let Some((event, range)) = parser.next() {
        match event {
            Event::Start(Tag::Heading { level, id, .. }) => {
                let mut inner = Vec::new();
                let mut text = String::new();
                for (inner_event, _) in parser.by_ref() {
                    match &inner_event {
                        Event::End(TagEnd::Heading(_)) => break,
                        Event::Text(value) | Event::Code(value) => text.push_str(value),
                        _ => {}
                    }
                    inner.push(inner_event);
                }
                let text = text.trim().to_string();
                let level_number = heading_level(level);
                let wanted = id
                    .map(|id| id.to_string())
                    .unwrap_or_else(|| heading_slug(&text));
                let anchor = state.ids.claim(&wanted);
                let mut inner_html = String::new();
                pulldown_cmark::html::push_html(&mut inner_html, inner.into_iter());
                let attribute = escape_html(&anchor);
                let fragment = escape_html(&crate::escape::encode_fragment(&anchor));
                events.push(Event::Html(CowStr::from(format!(
                    "<h{level_number} id=\"{attribute}\">{inner_html}<a class=\"hash-link\" href=\"#{fragment}\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h{level_number}>\n"
                ))));
                state.start_section(&text, &anchor, level_number);
                if level_number >= 2 {
                    state.headings.push(Heading {
                        level: level_number,
                        id: anchor,
                        text,
                    });
                }
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let language = match &kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                let mut code = String::new();
                for (inner_event, _) in parser.by_ref() {
                    match inner_event {
                        Event::End(TagEnd::CodeBlock) => break,
                        Event::Text(value) => code.push_str(&value),
                        _ => {}
                    }
                }
                state.add_text(&code);
                events.push(Event::Html(CowStr::from(
                    highlighter.code_block(&language, &code),
                )));
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let written = dest_url.to_string();
                let href = (options.rewrite_link)(&written).unwrap_or_else(|| written.clone());
                let (line, column) = locate(range.start);
                state.links.push(Link {
                    written,
                    href: href.clone(),
                    line,
                    column,
                    is_image: false,
                });
                events.push(Event::Start(Tag::Link {
                    link_type,
                    dest_url: CowStr::from(href),
                    title,
                    id,
                }));
            }
            Event::Start(Tag::Image {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let (line, column) = locate(range.start);
                // A file beside the page (`./img/a.png`) is copied; its URL replaces the path.
                let dest_url = match (options.rewrite_link)(&dest_url) {
                    Some(href) => CowStr::from(href),
                    None => dest_url,
                };
                state.links.push(Link {
                    written: written_image(&prepared.text, range.clone()),
                    href: dest_url.to_string(),
                    line,
                    column,
                    is_image: true,
                });
                if let Some(figures) = options
                    .figures
                    .filter(|figures| figures.contains(&dest_url))
                {
                    let alt = image_text(&mut parser);
                    state.add_inline_text(&alt);
                    drew_figure = true;
                    events.push(Event::Html(CowStr::from(figure_html(
                        &figures.markup(&dest_url, &alt),
                        &title,
                    ))));
                    continue;
                }
                events.push(Event::Start(Tag::Image {
                    link_type,
                    dest_url,
                    title,
                    id,
                }));
            }
            Event::Start(Tag::Table(alignments)) => {
                events.push(tables.open(&alignments));
                events.push(Event::Start(Tag::Table(alignments)));
            }
            Event::Start(Tag::TableHead) => {
                tables.start_head();
                events.push(event);
            }
            Event::Start(Tag::TableRow) => {
                tables.start_row();
                events.push(event);
            }
            Event::Start(Tag::TableCell) => events.push(tables.start_cell().unwrap_or(event)),
            Event::End(TagEnd::Table) => {
                events.push(Event::End(TagEnd::Table));
                events.push(Event::Html(CowStr::from("</div>\n")));
            }
            Event::Start(Tag::Paragraph) => {
                state.in_paragraph = true;
                events.push(Event::Start(Tag::Paragraph));
            }
            Event::End(TagEnd::Paragraph) => {
                state.in_paragraph = false;
                if state.summary.is_empty() && !state.paragraph_text.trim().is_empty() {
                    state.summary = state.paragraph_text.trim().to_string();
                }
                state.paragraph_text.clear();
                state.add_text("\n");
                events.push(Event::End(TagEnd::Paragraph));
            }
            Event::Text(value) => {
                state.add_inline_text(&value);
                tables.text(&value);
                let value = match crate::units::bind_units(&value) {
                    std::borrow::Cow::Borrowed(_) => value,
                    std::borrow::Cow::Owned(bound) => CowStr::from(bound),
                };
                events.push(Event::Text(value));
            }
            Event::Code(value) => {
                state.add_inline_text(&value);
                tables.text(&value);
                events.push(Event::Code(value));
            }
            Event::SoftBreak | Event::HardBreak => {
                state.add_text(" ");
                if state.in_paragraph {
                    state.paragraph_text.push(' ');
                }
                events.push(event);
            }
            // Blocks, list items and table rows end a line of the section's text (so a row or an
            // item can be quoted on its own); cells are separated by a bar.
            Event::End(TagEnd::Item | TagEnd::TableRow | TagEnd::TableHead) => {
                if event == Event::End(TagEnd::TableHead) {
                    tables.end_head();
                }
                state.add_text("\n");
                events.push(event);
            }
            Event::End(TagEnd::TableCell) => {
                state.add_text(CELL_SEPARATOR);
                events.push(tables.end_cell().unwrap_or(event));
            }
            Event::TaskListMarker(checked) => {
                // The item's text follows; the box itself is decoration for assistive technology.
                let state = if checked { " checked" } else { "" };
                events.push(Event::Html(CowStr::from(format!(
                    "<input type=\"checkbox\" disabled{state} aria-hidden=\"true\"> "
                ))));
            }
            other => events.push(other),
        }
    }
    let events = if drew_figure {
        unwrap_figures(events)
    } else {
        events
    };
    let mut html = String::with_capacity(prepared.text.len() * 2);
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    state.finish_section();
    Rendered {
        html,
        headings: state.headings,
        sections: state.sections,
        links: state.links,
        summary: state.summary,
        problems: prepared.problems,
    }
}

/// The text of an image (its alt text), read up to the image's end.
fn image_text<'a>(
    parser: &mut impl Iterator<Item = (Event<'a>, std::ops::Range<usize>)>,
) -> String {
    let mut text = String::new();
    for (event, _) in parser.by_ref() {
        match event {
            Event::End(TagEnd::Image) => break,
            Event::Text(value) | Event::Code(value) => text.push_str(&value),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            _ => {}
        }
    }
    text
}

/// A figure: its drawing, and its caption when the image has a title.
fn figure_html(markup: &str, caption: &str) -> String {
    let caption = if caption.is_empty() {
        String::new()
    } else {
        format!("<figcaption>{}</figcaption>", escape_html(caption))
    };
    format!("<figure class=\"figure\">{markup}{caption}</figure>")
}

/// A figure alone in its paragraph stands on its own (`<figure>` may not sit in a `<p>`).
fn unwrap_figures(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let is_figure = |event: &Event<'_>| matches!(event, Event::Html(html) if html.starts_with("<figure class=\"figure\">"));
    let mut out: Vec<Event<'_>> = Vec::with_capacity(events.len());
    for event in events {
        out.push(event);
        let count = out.len();
        let alone = count >= 3
            && matches!(out[count - 1], Event::End(TagEnd::Paragraph))
            && is_figure(&out[count - 2])
            && matches!(out[count - 3], Event::Start(Tag::Paragraph));
        if alone {
            out.pop();
            let figure = out.pop();
            out.pop();
            out.extend(figure);
            out.push(Event::Html(CowStr::from("\n")));
        }
    }
    out
}

/// Between the cells of a table row in a section's text.
const CELL_SEPARATOR: &str = " | ";

/// A section's text as lines (one per paragraph, list item or table row), white space collapsed
/// within each, empty lines and trailing cell separators dropped.
fn section_lines(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
            line.trim_matches(['|', ' ']).to_string()
        })
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn heading_level(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

#[derive(Default)]
struct State {
    ids: UniqueIds,
    headings: Vec<Heading>,
    sections: Vec<Section>,
    current: Option<Section>,
    links: Vec<Link>,
    summary: String,
    in_paragraph: bool,
    paragraph_text: String,
}

impl State {
    fn add_text(&mut self, text: &str) {
        let section = self.current.get_or_insert_with(|| Section {
            heading: String::new(),
            anchor: String::new(),
            level: 1,
            text: String::new(),
        });
        section.text.push_str(text);
    }

    fn add_inline_text(&mut self, text: &str) {
        self.add_text(text);
        if self.in_paragraph {
            self.paragraph_text.push_str(text);
        }
    }

    fn start_section(&mut self, heading: &str, anchor: &str, level: u8) {
        self.finish_section();
        self.current = Some(Section {
            heading: heading.to_string(),
            anchor: anchor.to_string(),
            level,
            text: String::new(),
        });
    }

    fn finish_section(&mut self) {
        if let Some(mut section) = self.current.take() {
            section.text = section_lines(&section.text);
            if !section.text.is_empty() || !section.heading.is_empty() {
                self.sections.push(section);
            }
        }
    }
}

#[cfg(test)]
mod tests;
