//! The records the index is built from: one document per page, split into sections.

/// One page of one locale.
#[derive(Debug, Clone, Default, PartialEq)]
#[cfg_attr(feature = "build", derive(serde::Deserialize))]
pub struct Document {
    /// Page title.
    pub title: String,
    /// Route with locale prefix, e.g. `/hi/installation/`.
    pub path: String,
    /// Source path, e.g. `docs/Controller/installation.md`.
    pub file: String,
    /// Section name, e.g. `Troubleshooting`.
    pub dir: String,
    /// The page's headings joined by spaces.
    pub subtitles: String,
    /// The page's text, heading to heading; the first one has an empty heading.
    pub sections: Vec<Section>,
}

/// The text from one heading to the next.
#[derive(Debug, Clone, Default, PartialEq)]
#[cfg_attr(feature = "build", derive(serde::Deserialize))]
pub struct Section {
    /// Heading text; empty for the text before the first heading.
    pub heading: String,
    /// Heading id without `#`; empty for the top of the page.
    pub anchor: String,
    /// Heading level (2 for `##`); 1 for the top.
    pub level: u8,
    /// Plain text of the section.
    pub text: String,
}
