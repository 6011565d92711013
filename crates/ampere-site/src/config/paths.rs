//! Checks of everything in `ampere.toml` that becomes a URL or an output path: the site URL,
//! locale paths, the search page path and redirects.

use std::collections::HashMap;
use std::path::Path;

use super::SiteConfig;
use crate::diagnostic::Diagnostic;
use crate::route::unsafe_route_reason;

/// Top-level output folders the build itself writes; no locale or page may take them.
pub const RESERVED_FOLDERS: [&str; 2] = ["assets", "__ampere"];

pub fn check_config_paths(path: &Path, config: &SiteConfig) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let at = |key: &str, message: String, hint: &str| {
        let (line, column) = config.positions.of(key);
        Diagnostic::new(path, line, column, message).with_hint(hint)
    };
    if let Some(reason) = url_problem(&config.url) {
        problems.push(at(
            "url",
            format!("url `{}` is not an absolute http(s) URL: {reason}", config.url),
            "write the site's public address, e.g. url = \"https://docs.example.com\"; it prefixes every canonical link and sitemap entry",
        ));
    }
    problems.extend(check_locale_paths(config, &at));
    let search = &config.search.search_page_path;
    if let Some(reason) = unsafe_route_reason(search) {
        problems.push(at(
            "search.searchPagePath",
            format!("searchPagePath `{search}` cannot be a route: {reason}"),
            "use a plain path such as \"search\"",
        ));
    }
    if let Some(url) = &config.search.report_missing_results_url {
        let reason = if url.starts_with('/') {
            unsafe_route_reason(url)
        } else {
            url_problem(url).map(str::to_string)
        };
        if let Some(reason) = reason {
            problems.push(at(
                "search.reportMissingResultsUrl",
                format!("reportMissingResultsUrl `{url}` is not a link a reader can follow: {reason}"),
                "write an http(s) address or a route of the site, e.g. \"https://example.com/feedback\"",
            ));
        }
    }
    for (index, redirect) in config.redirects.iter().enumerate() {
        for (field, value) in [("from", &redirect.from), ("to", &redirect.to)] {
            let reason = unsafe_route_reason(value).or_else(|| {
                (!value.starts_with('/')).then(|| "it does not start with `/`".to_string())
            });
            if let Some(reason) = reason {
                problems.push(at(
                    &format!("redirects[{index}].{field}"),
                    format!("redirect {field} `{value}` cannot be a route: {reason}"),
                    "write a route of the site such as \"/Controller/Accessories/\"",
                ));
            }
        }
    }
    problems
}

fn check_locale_paths(
    config: &SiteConfig,
    at: &dyn Fn(&str, String, &str) -> Diagnostic,
) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let mut seen: HashMap<&str, &str> = HashMap::new();
    for (code, locale) in &config.i18n.locales {
        if *code == config.i18n.default_locale {
            continue;
        }
        let key = format!("i18n.locales.{code}.path");
        let path = locale.path.as_str();
        let reason = unsafe_route_reason(path)
            .or_else(|| path.is_empty().then(|| "it is empty".to_string()))
            .or_else(|| {
                path.contains('/')
                    .then(|| "it has more than one segment".to_string())
            })
            .or_else(|| {
                RESERVED_FOLDERS
                    .contains(&path)
                    .then(|| "the build writes its own files there".to_string())
            });
        if let Some(reason) = reason {
            problems.push(at(
                &key,
                format!(
                    "locale `{code}` has path `{path}`, which cannot be a locale folder: {reason}"
                ),
                "use the locale code or another single plain segment, e.g. path = \"nl\"",
            ));
        } else if let Some(first) = seen.insert(path, code) {
            problems.push(at(
                &key,
                format!("locales `{first}` and `{code}` both have path `{path}`; one would replace the other"),
                "give each locale its own path",
            ));
        }
    }
    problems
}

/// Why `url` is not an absolute http(s) URL with a host, or `None` when it is.
fn url_problem(url: &str) -> Option<&'static str> {
    let Some((scheme, rest)) = url.split_once("://") else {
        return Some("it has no scheme (`https://`)");
    };
    if scheme != "http" && scheme != "https" {
        return Some("its scheme is not http or https");
    }
    let host = rest.split('/').next().unwrap_or_default();
    if host.is_empty() {
        return Some("it has no host");
    }
    if url.chars().any(|character| {
        character.is_whitespace() || matches!(character, '"' | '<' | '>' | '\'' | '`')
    }) {
        return Some("it contains spaces, quotes or angle brackets");
    }
    None
}
