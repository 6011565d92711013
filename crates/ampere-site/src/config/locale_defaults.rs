//! Docusaurus's defaults for the keys a locale leaves out: its name in its own language, its
//! writing direction, `htmlLang` and URL path equal to its code, the Gregorian calendar.

use super::{Direction, SiteConfig};

/// Languages written right to left (the primary subtag of a locale code).
const RIGHT_TO_LEFT: [&str; 10] = ["ar", "fa", "he", "ur", "yi", "ps", "ckb", "dv", "sd", "ug"];

/// Names of common languages in their own language, for locales without a `label`.
const LABELS: [(&str, &str); 40] = [
    ("ar", "العربية"),
    ("bg", "Български"),
    ("bn", "বাংলা"),
    ("ca", "Català"),
    ("ch", "中文"),
    ("cs", "Čeština"),
    ("da", "Dansk"),
    ("de", "Deutsch"),
    ("el", "Ελληνικά"),
    ("en", "English"),
    ("es", "Español"),
    ("fa", "فارسی"),
    ("fi", "Suomi"),
    ("fr", "Français"),
    ("he", "עברית"),
    ("hi", "हिन्दी"),
    ("hu", "Magyar"),
    ("id", "Indonesia"),
    ("it", "Italiano"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("nb", "Norsk bokmål"),
    ("nl", "Nederlands"),
    ("pl", "Polski"),
    ("pt", "Português"),
    ("pt-BR", "Português (Brasil)"),
    ("ro", "Română"),
    ("ru", "Русский"),
    ("sk", "Slovenčina"),
    ("sv", "Svenska"),
    ("ta", "தமிழ்"),
    ("th", "ไทย"),
    ("tr", "Türkçe"),
    ("uk", "Українська"),
    ("ur", "اردو"),
    ("vi", "Tiếng Việt"),
    ("zh", "中文"),
    ("zh-CN", "简体中文"),
    ("zh-Hans", "简体中文"),
    ("zh-TW", "繁體中文"),
];

/// Fills every key a locale leaves out; the default locale is added when no locale is listed.
pub fn fill_locale_defaults(config: &mut SiteConfig) {
    let default_code = config.i18n.default_locale.clone();
    config.i18n.locales.entry(default_code.clone()).or_default();
    for (code, locale) in &mut config.i18n.locales {
        if locale.label.is_empty() {
            locale.label = label_of(code);
        }
        if locale.direction.is_none() {
            locale.direction = Some(direction_of(code));
        }
        if locale.html_lang.is_empty() {
            locale.html_lang = code.clone();
        }
        if locale.calendar.is_empty() {
            locale.calendar = "gregory".to_string();
        }
        if locale.path.is_empty() {
            locale.path = code.clone();
        }
        if locale.translate.is_none() {
            locale.translate = Some(true);
        }
        if locale.url.is_empty() {
            locale.url = config.url.clone();
        }
        if locale.base_url.is_empty() {
            locale.base_url = if *code == default_code {
                "/".to_string()
            } else {
                format!("/{}/", locale.path)
            };
        }
    }
}

fn primary_subtag(code: &str) -> &str {
    code.split(['-', '_']).next().unwrap_or(code)
}

fn label_of(code: &str) -> String {
    LABELS
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(code))
        .or_else(|| {
            LABELS
                .iter()
                .find(|(known, _)| *known == primary_subtag(code))
        })
        .map_or_else(|| code.to_string(), |(_, label)| (*label).to_string())
}

fn direction_of(code: &str) -> Direction {
    if RIGHT_TO_LEFT.contains(&primary_subtag(code)) {
        Direction::Rtl
    } else {
        Direction::Ltr
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_directions_follow_the_code() {
        assert_eq!(label_of("fr"), "Français");
        assert_eq!(label_of("pt-BR"), "Português (Brasil)");
        assert_eq!(label_of("de-AT"), "Deutsch");
        assert_eq!(label_of("xx"), "xx");
        assert_eq!(direction_of("ar"), Direction::Rtl);
        assert_eq!(direction_of("fa-IR"), Direction::Rtl);
        assert_eq!(direction_of("en"), Direction::Ltr);
    }
}
