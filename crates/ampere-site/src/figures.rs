//! Figures: SVG drawings under `static/img/figures/` whose text labels are translated per locale.
//!
//! A figure is drawn once, with English labels, each label one `<text>` element. A page shows it
//! with the Markdown image syntax (`![alt](/img/figures/rs485.svg "Caption")`); the build puts
//! the drawing into the page itself (so it takes the page's colours in light and dark mode and
//! its labels are real text), with every label replaced by the locale's translation from
//! `i18n/<locale>/figures.json`:
//!
//! ```json
//! { "rs485-daisy-chain": { "Controller": "Regelaar", "Termination": "Afsluiting" } }
//! ```
//!
//! A label with no translation stays English. Only a safe subset of SVG is accepted (shapes,
//! text, markers; no scripts, styles, links or foreign content): the drawing lands in every page
//! that shows it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use crate::diagnostic::Diagnostic;
use crate::model::Locale;

/// The start tags the label and root attributes are inserted after.
const SVG_TAG: &str = "<svg";
const TEXT_TAG: &str = "<text";

/// The URL folder whose SVG files are figures.
pub const FIGURES_URL_FOLDER: &str = "/img/figures/";

/// The elements a figure may use.
const ALLOWED_ELEMENTS: &[&str] = &[
    "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text",
    "title", "desc", "defs", "marker", "use",
];

/// Per figure name: English label → the locale's label.
pub type FigureLabels = BTreeMap<String, BTreeMap<String, String>>;

/// One figure, checked and ready to be localised.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// The file name without `.svg` (`rs485-daisy-chain`): its key in `figures.json`.
    pub name: String,
    pub source: PathBuf,
    /// The drawing from its `<svg` start tag to the end.
    pub svg: String,
    /// Each label's English text, in document order (a label may repeat).
    pub labels: Vec<String>,
    /// Whether the drawing may be mirrored for right-to-left locales (`data-mirror="rtl"`).
    pub mirrorable: bool,
    /// The width and height of its `viewBox`: its natural size in CSS pixels.
    pub size: (f64, f64),
    /// Byte ranges of the labels' text in `svg`, in the order of `labels`.
    label_spans: Vec<std::ops::Range<usize>>,
    /// Byte offsets in `svg` just after `<text` of every label, for per-label attributes.
    text_tags: Vec<usize>,
}

/// How a figure is shown in one place.
pub struct FigureView<'a> {
    /// The locale's labels for this figure (none: English).
    pub labels: Option<&'a BTreeMap<String, String>>,
    /// The accessible name (the image's alt text); the drawing's own `<title>` when empty.
    pub alt: &'a str,
    /// A right-to-left page: a mirrorable drawing is mirrored, and each label takes its
    /// direction from its own first letter (a Latin label such as "HTTPS (TCP 443)" keeps its
    /// order, an Arabic one reads right to left).
    pub right_to_left: bool,
}

impl Figure {
    /// Checks a figure's SVG text and finds its labels.
    pub fn parse(name: &str, source: &Path, text: &str) -> Result<Figure, Diagnostic> {
        let start = text.find(SVG_TAG).ok_or_else(|| {
            Diagnostic::new(source, 1, 1, "a figure must be an SVG drawing").with_hint(
                "start the file with <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 320\">",
            )
        })?;
        let svg = text[start..].trim_end().to_string();
        let scan = scan_svg(&svg).map_err(|(offset, message, hint)| {
            let (line, column) = line_column(text, start + offset);
            Diagnostic::new(source, line, column, message).with_hint(hint)
        })?;
        Ok(Figure {
            name: name.to_string(),
            source: source.to_path_buf(),
            svg,
            labels: scan.labels,
            mirrorable: scan.mirrorable,
            size: scan.size.ok_or_else(|| {
                let (line, column) = line_column(text, start);
                Diagnostic::new(
                    source,
                    line,
                    column,
                    "a figure needs a viewBox of four numbers",
                )
                .with_hint("give the drawing's size: <svg … viewBox=\"0 0 480 320\">")
            })?,
            label_spans: scan.label_spans,
            text_tags: scan.text_tags,
        })
    }

    /// The drawing as one page shows it: labels translated, named by `alt`, and on a
    /// right-to-left page mirrored (shapes only, never the text) when the drawing allows it.
    pub fn render(&self, view: &FigureView<'_>) -> String {
        let mirror = view.right_to_left && self.mirrorable;
        let mut edits: Vec<(usize, usize, String)> = Vec::new();
        let (width, height) = self.size;
        let mut root =
            format!(" width=\"{width}\" height=\"{height}\" role=\"img\" focusable=\"false\"");
        if !view.alt.is_empty() {
            root.push_str(&format!(" aria-label=\"{}\"", escape(view.alt)));
        }
        if mirror {
            root.push_str(" style=\"transform:scaleX(-1)\"");
        }
        edits.push((SVG_TAG.len(), 0, root));
        for (span, english) in self.label_spans.iter().zip(&self.labels) {
            let translated = view.labels.and_then(|labels| labels.get(english));
            // A value and its unit never break apart, in a label as in the text ("120 Ω").
            let label = ampere_markdown::units::bind_units(translated.unwrap_or(english));
            if translated.is_some() || label != english.as_str() {
                edits.push((
                    span.start,
                    span.end - span.start,
                    quick_xml::escape::partial_escape(label.as_ref()).into_owned(),
                ));
            }
        }
        if view.right_to_left {
            let style = if mirror {
                " style=\"unicode-bidi:plaintext;transform-box:fill-box;transform-origin:center;transform:scaleX(-1)\""
            } else {
                " style=\"unicode-bidi:plaintext\""
            };
            for &tag in &self.text_tags {
                edits.push((tag, 0, style.to_string()));
            }
        }
        splice(&self.svg, edits)
    }

    /// The drawing on its own (the file a reader opens to zoom): as the locale's pages show it,
    /// with the locale's language and direction.
    pub fn standalone(&self, labels: Option<&BTreeMap<String, String>>, locale: &Locale) -> String {
        let direction = locale.config.direction();
        let view = FigureView {
            labels,
            alt: "",
            right_to_left: direction == crate::config::Direction::Rtl,
        };
        let drawing = self.render(&view);
        let direction = direction.as_str();
        let mut attributes = format!(
            " xml:lang=\"{}\" direction=\"{direction}\" color=\"#1c1e21\"",
            escape(&locale.config.html_lang)
        );
        let root_tag = &self.svg[..self.svg.find('>').unwrap_or(self.svg.len())];
        if !root_tag.contains("xmlns=") {
            attributes.push_str(" xmlns=\"http://www.w3.org/2000/svg\"");
        }
        splice(&drawing, vec![(SVG_TAG.len(), 0, attributes)])
    }
}

/// What scanning a figure found.
struct Scan {
    labels: Vec<String>,
    label_spans: Vec<std::ops::Range<usize>>,
    text_tags: Vec<usize>,
    mirrorable: bool,
    size: Option<(f64, f64)>,
}

type ScanError = (usize, String, String);

/// Walks the SVG: every element allowed, every attribute safe, every label plain text.
fn scan_svg(svg: &str) -> Result<Scan, ScanError> {
    let mut reader = Reader::from_str(svg);
    reader.config_mut().check_end_names = true;
    let mut scan = Scan {
        labels: Vec::new(),
        label_spans: Vec::new(),
        text_tags: Vec::new(),
        mirrorable: false,
        size: None,
    };
    let mut depth = 0usize;
    // Where the text of the label being read starts.
    let mut open_label: Option<usize> = None;
    loop {
        let before = reader.buffer_position() as usize;
        let event = reader.read_event().map_err(|error| {
            (
                reader.error_position() as usize,
                format!("the figure is not well-formed XML: {error}"),
                "check the tag at this place is closed and its attributes are quoted".to_string(),
            )
        })?;
        let after = reader.buffer_position() as usize;
        match event {
            Event::Start(element) | Event::Empty(element)
                if open_label.is_some() && element.name().as_ref() != "title" =>
            {
                return Err((
                    before,
                    "a figure label holds an element".to_string(),
                    "write each label as plain text in its own <text> (no <tspan>); a second line is a second <text>".to_string(),
                ));
            }
            Event::Start(element) => {
                let name = check_element(&element, depth, before, &mut scan)?;
                depth += 1;
                if name == "text" || name == "title" {
                    open_label = Some(after);
                }
                if name == "text" {
                    scan.text_tags.push(before + TEXT_TAG.len());
                }
            }
            Event::Empty(element) => {
                let name = check_element(&element, depth, before, &mut scan)?;
                if name == "text" {
                    scan.text_tags.push(before + TEXT_TAG.len());
                }
            }
            Event::End(_) => {
                depth = depth.saturating_sub(1);
                if let Some(start) = open_label.take() {
                    let raw = &svg[start..before];
                    let label = quick_xml::escape::unescape(raw)
                        .map(|text| text.trim().to_string())
                        .unwrap_or_else(|_| raw.trim().to_string());
                    if !label.is_empty() {
                        scan.labels.push(label);
                        scan.label_spans.push(start..before);
                    }
                }
            }
            Event::Text(_) | Event::GeneralRef(_) | Event::Comment(_) => {}
            Event::Decl(_) | Event::PI(_) | Event::DocType(_) | Event::CData(_) => {
                return Err((
                    before,
                    "a figure may not hold declarations, processing instructions or CDATA"
                        .to_string(),
                    "remove it; the drawing starts at <svg".to_string(),
                ))
            }
            Event::Eof => break,
        }
    }
    Ok(scan)
}

/// Checks one element and its attributes; returns its name.
fn check_element(
    element: &BytesStart<'_>,
    depth: usize,
    offset: usize,
    scan: &mut Scan,
) -> Result<String, ScanError> {
    let name = element.name().as_ref().to_string();
    if !ALLOWED_ELEMENTS.contains(&name.as_str()) {
        return Err((
            offset,
            format!("a figure may not use <{name}>"),
            format!("draw with {} only", ALLOWED_ELEMENTS.join(", ")),
        ));
    }
    if depth == 0 && name != "svg" {
        return Err((
            offset,
            "a figure's root element must be <svg>".to_string(),
            "wrap the drawing in <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"…\">"
                .to_string(),
        ));
    }
    for attribute in element.attributes() {
        let attribute = attribute.map_err(|error| {
            (
                offset,
                format!("a malformed attribute on <{name}>: {error}"),
                "quote every attribute value".to_string(),
            )
        })?;
        let key = attribute.key.as_ref().to_lowercase();
        let value = attribute
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_or_else(|_| attribute.value.to_string(), |value| value.to_string());
        check_attribute(&name, &key, &value, offset)?;
        if depth == 0 && key == "data-mirror" && value == "rtl" {
            scan.mirrorable = true;
        }
        if depth == 0 && key == "viewbox" {
            scan.size = view_box_size(&value);
        }
    }
    Ok(name)
}

fn check_attribute(element: &str, key: &str, value: &str, offset: usize) -> Result<(), ScanError> {
    let refused = |why: &str| {
        Err((
            offset,
            format!("<{element}> has {why}: {key}=\"{value}\""),
            "figures use presentation attributes only (stroke, fill, transform…), no scripts, styles, classes or links out of the file".to_string(),
        ))
    };
    if key.starts_with("on") {
        return refused("an event handler");
    }
    if key == "style" || key == "class" {
        return refused("a style or class");
    }
    if (key == "href" || key == "xlink:href") && !value.starts_with('#') {
        return refused("a link out of the file");
    }
    let lowered = value.to_lowercase();
    if lowered.contains("javascript:") || lowered.contains("url(") && !lowered.contains("url(#") {
        return refused("a reference out of the file");
    }
    Ok(())
}

/// The width and height of a `viewBox="x y width height"`.
fn view_box_size(value: &str) -> Option<(f64, f64)> {
    let numbers: Vec<f64> = value
        .split([' ', ','])
        .filter(|part| !part.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    match numbers[..] {
        [_, _, width, height] if width > 0.0 && height > 0.0 => Some((width, height)),
        _ => None,
    }
}

/// Applies `(offset, removed length, inserted text)` edits to `text`.
fn splice(text: &str, mut edits: Vec<(usize, usize, String)>) -> String {
    edits.sort_by_key(|(offset, _, _)| *offset);
    let mut out = String::with_capacity(text.len() + 256);
    let mut position = 0;
    for (offset, removed, inserted) in edits {
        if offset < position {
            continue;
        }
        out.push_str(&text[position..offset]);
        out.push_str(&inserted);
        position = offset + removed;
    }
    out.push_str(&text[position..]);
    out
}

fn escape(text: &str) -> String {
    quick_xml::escape::escape(text).into_owned()
}

fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line, column)
}

/// The site's figures, by URL (`/img/figures/rs485.svg`), from its static files; a figure that
/// breaks the rules is a problem naming its file, line and column.
pub fn load_figures(
    static_files: &[(PathBuf, String)],
) -> (BTreeMap<String, Figure>, Vec<Diagnostic>) {
    let mut figures = BTreeMap::new();
    let mut problems = Vec::new();
    for (source, url) in static_files {
        let Some(file) = url.strip_prefix(FIGURES_URL_FOLDER) else {
            continue;
        };
        let Some(name) = file.strip_suffix(".svg") else {
            continue;
        };
        let text = match std::fs::read_to_string(source) {
            Ok(text) => text,
            Err(error) => {
                problems.push(Diagnostic::new(
                    source,
                    0,
                    0,
                    format!("cannot read: {error}"),
                ));
                continue;
            }
        };
        match Figure::parse(name, source, &text) {
            Ok(figure) => {
                figures.insert(url.clone(), figure);
            }
            Err(problem) => problems.push(problem),
        }
    }
    (figures, problems)
}

/// The file of a locale's figure labels, relative to the site folder.
pub fn figure_labels_file(locale: &Locale) -> PathBuf {
    Path::new("i18n").join(&locale.code).join("figures.json")
}

/// Reads a locale's figure labels (none when the file does not exist).
pub fn read_figure_labels(root: &Path, locale: &Locale) -> Result<FigureLabels, Diagnostic> {
    let path = root.join(figure_labels_file(locale));
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(error) => {
            return Err(Diagnostic::new(
                &path,
                0,
                0,
                format!("cannot read: {error}"),
            ))
        }
    };
    serde_json::from_str(&text).map_err(|error| {
        Diagnostic::new(&path, error.line(), error.column(), format!("not a map of figure labels: {error}"))
            .with_hint("write {\"<figure file name without .svg>\": {\"<English label>\": \"<translated label>\"}}")
    })
}

/// The labels of the site's figures that a locale's `figures.json` does not list, as (figure
/// name, English label), each once. A label that stays the same (a terminal name, a value with
/// its unit) is listed with itself as its translation.
pub fn untranslated_labels(site: &crate::model::Site, locale: &Locale) -> Vec<(String, String)> {
    let labels = site.figure_labels.get(&locale.code);
    let mut missing = std::collections::BTreeSet::new();
    for figure in site.figures.values() {
        let translated = labels.and_then(|labels| labels.get(&figure.name));
        for label in &figure.labels {
            if !translated.is_some_and(|translated| translated.contains_key(label)) {
                missing.insert((figure.name.clone(), label.clone()));
            }
        }
    }
    missing.into_iter().collect()
}

#[cfg(test)]
mod tests;
