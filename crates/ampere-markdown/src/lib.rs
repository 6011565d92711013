//! Markdown to HTML: CommonMark + GFM (tables, task lists, footnotes, strikethrough), admonitions,
//! heading ids (`{#custom-id}`), build-time highlighting and link rewriting. Also returns what
//! later stages need: headings (TOC), sections (search), links (checking) and a summary.

mod admonitions;
mod code_meta;
pub mod code_spans;
mod components;
mod escape;
mod heading_id;
mod highlight;
mod mdx;
mod render;
mod tables;
pub mod units;

pub use escape::escape_html;
pub use heading_id::heading_slug;
pub use highlight::{highlight_stylesheet, Highlighter};
pub use mdx::{lower_mdx, Lowered};
pub use render::render;

/// A heading of the page (levels 2 to 6; the title is the page's h1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub text: String,
}

/// The text under one heading (or before the first one), for search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Empty for the text before the first heading.
    pub heading: String,
    pub anchor: String,
    pub level: u8,
    pub text: String,
}

/// A link written in the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// As written in the Markdown.
    pub written: String,
    /// After rewriting (`.md` paths to routes); what the page links to.
    pub href: String,
    /// 1-based line and column in the Markdown body.
    pub line: usize,
    pub column: usize,
    /// An image (`![alt](src)`) rather than a link.
    pub is_image: bool,
}

/// A mistake in the Markdown, located in the body, with how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line and column in the Markdown body.
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub hint: String,
    /// True when the page cannot be shown as written (the build stops); false for a warning.
    pub is_error: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Rendered {
    pub html: String,
    pub headings: Vec<Heading>,
    pub sections: Vec<Section>,
    pub links: Vec<Link>,
    /// Plain text of the first paragraph (for descriptions).
    pub summary: String,
    /// Mistakes found while rendering.
    pub problems: Vec<Problem>,
}

/// What the caller decides per page and locale.
pub struct RenderOptions<'a> {
    /// Maps a link as written to the href to emit; `None` keeps it as written.
    pub rewrite_link: &'a dyn Fn(&str) -> Option<String>,
    /// The title of an admonition kind (`note`, `tip`…) when the fence gives none.
    pub admonition_title: &'a dyn Fn(&str) -> String,
    /// Read the page as MDX (`.mdx` files, and `.md` files when the site's format is `mdx`).
    pub mdx: bool,
    /// The site's figures: an image of one is drawn into the page (`<figure>` with the image's
    /// title as its caption) instead of linked.
    pub figures: Option<&'a dyn Figures>,
}

/// Drawings a page shows inline rather than as `<img>` (the site's translated SVG figures).
pub trait Figures {
    /// Whether the image URL (after rewriting) is a figure.
    fn contains(&self, url: &str) -> bool;
    /// The figure's markup, named by `alt`, for the page's locale.
    fn markup(&self, url: &str, alt: &str) -> String;
}
