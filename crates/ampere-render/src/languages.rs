//! Which locales really translate each page, for what the build tells search engines: a page's
//! `hreflang` alternates and sitemap alternates list only the locales that have it in their own
//! language, and a fallback page (the default locale's text under another locale's prefix)
//! names the original as its canonical URL instead of announcing itself as a translation.

use std::collections::HashMap;

use crate::page_data::PageData;

/// One locale's version of a page: its `hreflang` and its locale prefix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternate {
    pub hreflang: String,
    pub prefix: String,
}

/// Route without locale prefix → the locales whose page at that route is in their own language.
#[derive(Debug, Default)]
pub struct PageLanguages {
    translated: HashMap<String, Vec<Alternate>>,
}

impl PageLanguages {
    /// From every locale's pages: `(locale hreflang, locale prefix, pages)`.
    pub fn new<'a>(locales: impl IntoIterator<Item = (&'a str, &'a str, &'a [PageData])>) -> Self {
        let mut translated: HashMap<String, Vec<Alternate>> = HashMap::new();
        for (hreflang, prefix, pages) in locales {
            for page in pages.iter().filter(|page| !page.flags.untranslated) {
                translated
                    .entry(unprefixed(&page.route, prefix).to_string())
                    .or_default()
                    .push(Alternate {
                        hreflang: hreflang.to_string(),
                        prefix: prefix.to_string(),
                    });
            }
        }
        PageLanguages { translated }
    }

    /// The locales whose version of the page at `route` (without prefix) is a translation.
    pub fn alternates(&self, unprefixed_route: &str) -> &[Alternate] {
        self.translated
            .get(unprefixed_route)
            .map_or(&[], Vec::as_slice)
    }
}

/// `route` without the locale prefix `prefix` ('' for the default locale).
pub fn unprefixed<'a>(route: &'a str, prefix: &str) -> &'a str {
    if prefix.is_empty() {
        return route;
    }
    match route.strip_prefix(prefix) {
        Some(rest) if rest.starts_with('/') => rest,
        _ => route,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page_data::PageKind;

    fn page(route: &str, untranslated: bool) -> PageData {
        let mut page = PageData::new(PageKind::Doc, route.into(), "x", "T".into(), "S");
        page.flags.untranslated = untranslated;
        page
    }

    #[test]
    fn only_real_translations_are_alternates() {
        let english = [page("/a/", false), page("/b/", false)];
        let dutch = [page("/nl/a/", true), page("/nl/b/", false)];
        let languages = PageLanguages::new([("en", "", &english[..]), ("nl", "/nl", &dutch[..])]);
        let codes = |route| {
            languages
                .alternates(route)
                .iter()
                .map(|alternate| alternate.hreflang.as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(codes("/a/"), ["en"]);
        assert_eq!(codes("/b/"), ["en", "nl"]);
        assert!(codes("/c/").is_empty());
        assert_eq!(unprefixed("/nl/a/", "/nl"), "/a/");
        assert_eq!(unprefixed("/nlx/", "/nl"), "/nlx/");
    }
}
