//! The site's figures as a page of one locale shows them: the drawing in the page, its labels
//! in the locale's language, mirrored on a right-to-left page when the drawing allows it, inside
//! a link to the drawing on its own (a file under `assets/figures/`) that a reader opens to zoom
//! in on a phone.

use ampere_markdown::Figures;
use ampere_site::config::Direction;
use ampere_site::figures::{Figure, FigureView};
use ampere_site::{Locale, Site};

use crate::output::content_hash;
use crate::url_path::decode_path;

/// One locale's view of the site's figures (what the Markdown renderer draws into pages).
pub struct LocaleFigures<'a> {
    pub site: &'a Site,
    pub locale: &'a Locale,
}

impl LocaleFigures<'_> {
    fn figure(&self, url: &str) -> Option<&Figure> {
        self.site.figures.get(&decode_path(url))
    }

    fn labels(&self, figure: &Figure) -> Option<&std::collections::BTreeMap<String, String>> {
        self.site
            .figure_labels
            .get(&self.locale.code)
            .and_then(|figures| figures.get(&figure.name))
    }

    /// Every figure's standalone file for this locale: (output path, contents).
    pub fn files(&self) -> Vec<(String, String)> {
        self.site
            .figures
            .values()
            .map(|figure| standalone_file(figure, self.labels(figure), self.locale))
            .collect()
    }
}

impl Figures for LocaleFigures<'_> {
    fn contains(&self, url: &str) -> bool {
        self.figure(url).is_some()
    }

    fn markup(&self, url: &str, alt: &str) -> String {
        let Some(figure) = self.figure(url) else {
            return String::new();
        };
        let labels = self.labels(figure);
        let drawing = figure.render(&FigureView {
            labels,
            alt,
            right_to_left: self.locale.config.direction() == Direction::Rtl,
        });
        let (path, _) = standalone_file(figure, labels, self.locale);
        format!("<a class=\"figure-zoom\" href=\"/{path}\">{drawing}</a>")
    }
}

/// The output path (`assets/figures/<name>.<hash>.svg`) and contents of a figure on its own.
fn standalone_file(
    figure: &Figure,
    labels: Option<&std::collections::BTreeMap<String, String>>,
    locale: &Locale,
) -> (String, String) {
    let contents = figure.standalone(labels, locale);
    let path = format!(
        "assets/figures/{}.{}.svg",
        figure.name,
        content_hash(contents.as_bytes())
    );
    (path, contents)
}

/// A fingerprint of the figures and their labels, part of what a page's rendering depends on.
pub fn figures_fingerprint(site: &Site, locale: &Locale) -> String {
    let labels = site.figure_labels.get(&locale.code);
    format!(
        "{:?}{labels:?}",
        site.figures
            .values()
            .map(|figure| (&figure.name, &figure.svg))
            .collect::<Vec<_>>()
    )
}
