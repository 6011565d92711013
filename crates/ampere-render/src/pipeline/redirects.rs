//! Redirects of `ampere.toml` expanded to one redirect page per locale and matching route.

use ampere_site::config::Redirect;
use ampere_site::Locale;

use crate::pages::LocalePages;
use crate::url_path::decode_path;

/// One redirect page: decoded `from` route to the (encoded) route of an existing page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedirectPage {
    pub from: String,
    pub to: String,
    /// Index of the redirect in the configuration.
    pub redirect: usize,
}

/// Every redirect page of the selected locales, in configuration order.
pub fn expand_redirects(
    redirects: &[Redirect],
    locales: &[Locale],
    pages: &[LocalePages],
) -> Vec<RedirectPage> {
    let mut expanded = Vec::new();
    for (redirect_index, redirect) in redirects.iter().enumerate() {
        for (locale, locale_pages) in locales.iter().zip(pages) {
            for page in &locale_pages.pages {
                let route = decode_path(&page.route);
                let unprefixed = route.strip_prefix(&locale.prefix).unwrap_or(&route);
                if let Some(from) = redirected_from(redirect, unprefixed) {
                    expanded.push(RedirectPage {
                        from: locale.href(&from),
                        to: page.route.clone(),
                        redirect: redirect_index,
                    });
                }
            }
        }
    }
    expanded
}

/// The route that redirects to `target` under `redirect`, if any.
fn redirected_from(redirect: &Redirect, target: &str) -> Option<String> {
    if redirect.prefix {
        let rest = target.strip_prefix(redirect.to.as_str())?;
        Some(format!("{}{rest}", redirect.from))
    } else if target == redirect.to {
        Some(redirect.from.clone())
    } else {
        None
    }
}
