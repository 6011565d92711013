//! The HTML document around the theme's markup: head, assets, inline page data.

use ampere_markdown::escape_html;

use crate::languages::{unprefixed, Alternate};
use crate::page_data::{BootData, LocaleData, PageData, PageKind};

/// What every page of a build links to.
pub struct DocumentAssets {
    pub head_html: String,
    /// The favicon as a `data:` URL when it is a small SVG (`favicon_data_url`): no request for
    /// it on the way to the first paint; else the theme's URL of the file is used.
    pub favicon: Option<String>,
    pub scripts: Vec<String>,
    pub stylesheets: Vec<String>,
    /// Absolute site URL without trailing slash, for canonical and hreflang links.
    pub site_url: String,
}

/// The largest SVG favicon written into every page instead of linked.
const INLINE_FAVICON_BYTES: usize = 1024;

/// The favicon file (`source`, served at `url`) as a `data:` URL, when it is an SVG of at most
/// 1 KB: a reader's browser then asks for no file before it can finish the page (Lighthouse's
/// simulated slow 4G counted the request in the largest contentful paint).
pub fn favicon_data_url(url: &str, source: &std::path::Path) -> Option<String> {
    if !url.to_ascii_lowercase().ends_with(".svg") {
        return None;
    }
    let svg = std::fs::read_to_string(source).ok()?;
    if svg.len() > INLINE_FAVICON_BYTES {
        return None;
    }
    let mut encoded = String::from("data:image/svg+xml,");
    for character in svg.trim().chars() {
        match character {
            '%' | '#' | '<' | '>' | '"' | '\'' | '&' | '{' | '}' | '|' | '\\' | '^' | '`' => {
                encoded.push_str(&format!("%{:02X}", character as u32))
            }
            '\n' | '\r' | '\t' => encoded.push(' '),
            other => encoded.push(other),
        }
    }
    Some(encoded)
}

/// The meta tags every page carries from the configuration: `metadata` as written, and the
/// shared image (`image`) as `og:image` and `twitter:image`, as Docusaurus writes them.
pub fn site_meta_tags(config: &ampere_site::config::SiteConfig, site_url: &str) -> String {
    let mut tags = String::new();
    for attributes in &config.metadata {
        tags.push_str("\n<meta");
        for (name, value) in attributes {
            let is_attribute = !name.is_empty()
                && name.chars().all(|character| {
                    character.is_ascii_alphanumeric() || character == '-' || character == ':'
                });
            if is_attribute {
                tags.push_str(&format!(" {name}=\"{}\"", escape_html(value)));
            }
        }
        tags.push('>');
    }
    if let Some(image) = &config.image {
        let url = if image.contains("://") {
            image.clone()
        } else {
            format!("{site_url}/{}", image.trim_start_matches('/'))
        };
        let url = escape_html(&url);
        tags.push_str(&format!(
            "\n<meta property=\"og:image\" content=\"{url}\">\n<meta name=\"twitter:image\" content=\"{url}\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">"
        ));
    }
    tags
}

/// JSON safe inside a `<script>` element: no `<`, `>` or `&` appears as itself (so neither
/// `</script>` nor `<!--` can change how the HTML parser reads the element), and the two line
/// separators JavaScript once treated as line ends are escaped. It parses back to the same value.
pub fn script_json(value: &impl serde::Serialize) -> String {
    let json = serde_json::to_string(value).unwrap_or_else(|_| "null".into());
    let mut escaped = String::with_capacity(json.len() + 16);
    for character in json.chars() {
        match character {
            '<' => escaped.push_str("\\u003c"),
            '>' => escaped.push_str("\\u003e"),
            '&' => escaped.push_str("\\u0026"),
            '\u{2028}' => escaped.push_str("\\u2028"),
            '\u{2029}' => escaped.push_str("\\u2029"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// The complete HTML document of `page`; `alternates` are the locales that translate it
/// (`PageLanguages::alternates`).
/// The attribute of the element the theme renders a page's content HTML into.
const CONTENT_MARKER: &str = "data-ampere-content";

pub fn document(
    page: &PageData,
    locale: &LocaleData,
    assets: &DocumentAssets,
    body: &str,
    alternates: &[Alternate],
) -> String {
    let mut head = String::with_capacity(2048);
    head.push_str("<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    head.push_str(&format!(
        "<title>{}</title>\n",
        escape_html(&page.document_title)
    ));
    if !page.description.is_empty() {
        head.push_str(&format!(
            "<meta name=\"description\" content=\"{}\">\n",
            escape_html(&page.description)
        ));
    }
    if page.kind == PageKind::NotFound || page.flags.unlisted {
        head.push_str("<meta name=\"robots\" content=\"noindex, nofollow\">\n");
    } else {
        head.push_str(&search_engine_links(page, locale, assets, alternates));
    }
    head.push_str(&format!(
        "<link rel=\"icon\" href=\"{}\">\n",
        escape_html(assets.favicon.as_deref().unwrap_or(&locale.site.favicon))
    ));
    if assets.favicon.is_some() {
        // The icon's own URL stays in the page for search engines, under a relation browsers do
        // not fetch while loading the page.
        head.push_str(&format!(
            "<link rel=\"apple-touch-icon\" href=\"{}\">\n",
            escape_html(&locale.site.favicon)
        ));
    }
    head.push_str(&assets.head_html);
    head.push('\n');
    for stylesheet in &assets.stylesheets {
        head.push_str(&format!(
            "<link rel=\"stylesheet\" href=\"{stylesheet}\">\n"
        ));
    }
    // The theme's head script fetches the locale data and loads the scripts once the document
    // is parsed and first painted, so that the stylesheet has the network to itself before the
    // first paint (`theme/src/headHtml.ts`).
    head.push_str(&format!(
        "<meta name=\"ampere-preload\" content=\"{}\">\n",
        escape_html(&locale.locale.data_url)
    ));
    for script in &assets.scripts {
        head.push_str(&format!(
            "<meta name=\"ampere-entry\" content=\"{}\">\n",
            escape_html(script)
        ));
    }
    // The content is in the rendered body already; the client reads it from there.
    let without_content;
    let page_in_boot = if !page.html.is_empty() && body.contains(CONTENT_MARKER) {
        without_content = PageData {
            html: String::new(),
            ..page.clone()
        };
        &without_content
    } else {
        page
    };
    let boot = BootData {
        page: page_in_boot,
        locale_data_url: &locale.locale.data_url,
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{dir}\" data-theme=\"{mode}\" data-default-mode=\"{mode}\" data-respect-prefers-color-scheme=\"{respect}\">\n<head>\n{head}</head>\n<body>\n<div id=\"__ampere\">{body}</div>\n<script id=\"__ampere_page\" type=\"application/json\">{boot}</script>\n</body>\n</html>\n",
        lang = escape_html(&locale.locale.html_lang),
        dir = locale.locale.direction.as_str(),
        mode = locale.color_mode.default_mode.as_str(),
        respect = locale.color_mode.respect_prefers_color_scheme,
        boot = script_json(&boot),
    )
}

/// The canonical URL and the language alternates. A fallback page (the default locale's text
/// under this locale's prefix) is not a translation: its canonical URL is the original, and it
/// announces no alternates. A translated page lists the locales that really translate it.
fn search_engine_links(
    page: &PageData,
    locale: &LocaleData,
    assets: &DocumentAssets,
    alternates: &[Alternate],
) -> String {
    let unprefixed = unprefixed(&page.route, &locale.locale.prefix);
    let default_prefix = locale
        .locales
        .iter()
        .find(|info| info.code == locale.default_locale)
        .map_or("", |info| info.prefix.as_str());
    let site = &assets.site_url;
    if page.flags.untranslated {
        return format!("<link rel=\"canonical\" href=\"{site}{default_prefix}{unprefixed}\">\n");
    }
    let mut links = format!("<link rel=\"canonical\" href=\"{site}{}\">\n", page.route);
    for alternate in alternates {
        links.push_str(&format!(
            "<link rel=\"alternate\" hreflang=\"{}\" href=\"{site}{}{unprefixed}\">\n",
            escape_html(&alternate.hreflang),
            alternate.prefix,
        ));
    }
    links.push_str(&format!(
        "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{site}{default_prefix}{unprefixed}\">\n"
    ));
    links
}

/// A static redirect page for hosts without server-side redirects.
pub fn redirect_document(target: &str) -> String {
    let target = escape_html(target);
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Redirecting…</title><link rel=\"canonical\" href=\"{target}\"><meta http-equiv=\"refresh\" content=\"0; url={target}\"><meta name=\"robots\" content=\"noindex\"></head><body><a href=\"{target}\">{target}</a></body></html>\n"
    )
}

#[cfg(test)]
mod meta_tag_tests {
    use super::{favicon_data_url, site_meta_tags};

    #[test]
    fn a_small_svg_favicon_is_written_into_the_page() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let svg = folder.path().join("icon.svg");
        std::fs::write(&svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"><path fill=\"#0b6e4f\" d=\"M0 0h1\"/></svg>\n").expect("write");
        assert_eq!(
            favicon_data_url("/img/icon.svg", &svg).as_deref(),
            Some("data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E%3Cpath fill=%22%230b6e4f%22 d=%22M0 0h1%22/%3E%3C/svg%3E")
        );
        std::fs::write(&svg, format!("<svg>{}</svg>", "x".repeat(2000))).expect("write");
        assert_eq!(
            favicon_data_url("/img/icon.svg", &svg),
            None,
            "a large one stays a file"
        );
        assert_eq!(favicon_data_url("/favicon.ico", &svg), None);
    }

    #[test]
    fn metadata_and_the_shared_image_become_meta_tags_with_escaped_values() {
        let mut config: ampere_site::config::SiteConfig =
            toml::from_str("title = \"T\"\nurl = \"https://t.example\"").expect("config");
        config.metadata = vec![
            [("name", "keywords"), ("content", "a \"b\" <c>")]
                .into_iter()
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect(),
            [("onload\" x", "alert(1)")]
                .into_iter()
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect(),
        ];
        config.image = Some("img/card.png".into());
        let tags = site_meta_tags(&config, "https://t.example");
        assert!(
            tags.contains("<meta content=\"a &quot;b&quot; &lt;c&gt;\" name=\"keywords\">"),
            "{tags}"
        );
        assert!(!tags.contains("onload"), "{tags}");
        assert!(tags
            .contains("<meta property=\"og:image\" content=\"https://t.example/img/card.png\">"));
    }
}
