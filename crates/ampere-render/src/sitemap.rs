//! `sitemap.xml`: every listed page with its alternates in every locale (SPEC §9).

use ampere_markdown::escape_html;
use ampere_site::config::SitemapConfig;

use crate::languages::Alternate;
use crate::page_data::{PageData, PageKind};

/// `ignorePatterns` entries: `/tags/**` matches `/tags/` and everything under it.
pub fn is_ignored(route_without_prefix: &str, patterns: &[String]) -> bool {
    patterns
        .iter()
        .any(|pattern| match pattern.strip_suffix("/**") {
            Some(prefix) => {
                route_without_prefix == format!("{prefix}/")
                    || route_without_prefix.starts_with(&format!("{prefix}/"))
            }
            None => route_without_prefix == pattern,
        })
}

pub struct SitemapEntry<'a> {
    pub page: &'a PageData,
    /// The route without locale prefix.
    pub unprefixed: &'a str,
    /// The locales that translate the page.
    pub alternates: &'a [Alternate],
}

/// Every listed page in its own language, with the locales that translate it as alternates;
/// fallback pages (the default locale's text under another prefix) are not listed: their
/// canonical URL is the original's.
pub fn sitemap(site_url: &str, config: &SitemapConfig, entries: &[SitemapEntry<'_>]) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
    for entry in entries {
        let page = entry.page;
        if matches!(
            page.kind,
            PageKind::NotFound | PageKind::Search | PageKind::LinkReport
        ) || page.flags.unlisted
            || page.flags.untranslated
            || is_ignored(entry.unprefixed, &config.ignore_patterns)
        {
            continue;
        }
        xml.push_str(&format!(
            "<url><loc>{}{}</loc><changefreq>{}</changefreq><priority>{:.1}</priority>",
            site_url,
            escape_html(&page.route),
            config.changefreq.as_str(),
            config.priority
        ));
        for alternate in entry.alternates {
            xml.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}{}{}\"/>",
                escape_html(&alternate.hreflang),
                site_url,
                alternate.prefix,
                escape_html(entry.unprefixed)
            ));
        }
        xml.push_str("</url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_pages_are_ignored() {
        let patterns = vec!["/tags/**".to_string()];
        assert!(is_ignored("/tags/", &patterns));
        assert!(is_ignored("/tags/battery/", &patterns));
        assert!(!is_ignored("/tagsx/", &patterns));
    }
}
