//! Build-time code highlighting with syntect: CSS classes (`hl-…`) so light and dark themes
//! are plain stylesheets.

use syntect::highlighting::ThemeSet;
use syntect::html::{css_for_theme_with_class_style, ClassStyle, ClassedHTMLGenerator};
use syntect::parsing::SyntaxSet;
use syntect::util::LinesWithEndings;

use crate::escape::escape_html;

const CLASS_STYLE: ClassStyle = ClassStyle::SpacedPrefixed { prefix: "hl-" };

/// Loads the syntax definitions once; shared by every page (it is `Sync`).
pub struct Highlighter {
    syntaxes: SyntaxSet,
}

impl Default for Highlighter {
    fn default() -> Self {
        Self::new()
    }
}

impl Highlighter {
    pub fn new() -> Self {
        Highlighter {
            syntaxes: SyntaxSet::load_defaults_newlines(),
        }
    }

    /// The `<pre>` element for a fenced code block with its info string (`js title="a.js"
    /// {1,3}`, may be empty): highlighted, with its title, marked and numbered lines.
    pub fn code_block(&self, info: &str, code: &str) -> String {
        let meta = crate::code_meta::code_meta(info, code);
        let code = meta.code.as_str();
        let language = meta.language.split([',']).next().unwrap_or("").trim();
        let token = match language {
            "sh" | "shell" | "console" | "bash" => "bash",
            "js" | "javascript" | "ts" | "typescript" | "jsx" | "tsx" => "js",
            "yml" => "yaml",
            "py" => "python",
            other => other,
        };
        let body = self
            .syntaxes
            .find_syntax_by_token(token)
            .filter(|_| !token.is_empty() && token != "text")
            .and_then(|syntax| {
                let mut generator =
                    ClassedHTMLGenerator::new_with_class_style(syntax, &self.syntaxes, CLASS_STYLE);
                for line in LinesWithEndings::from(code) {
                    generator
                        .parse_html_for_line_which_includes_newline(line)
                        .ok()?;
                }
                Some(generator.finalize())
            })
            .unwrap_or_else(|| escape_html(code));
        let language_attribute = if language.is_empty() {
            String::new()
        } else {
            format!(" data-language=\"{}\"", escape_html(language))
        };
        let body = if meta.marks_lines() {
            crate::code_meta::mark_lines(&body, &meta)
        } else {
            body
        };
        let numbered = if meta.line_numbers.is_some() {
            " numbered"
        } else {
            ""
        };
        let pre = format!(
            "<pre class=\"code{numbered}\"{language_attribute}><code>{body}</code></pre>\n"
        );
        match &meta.title {
            Some(title) => format!(
                "<div class=\"code-block\"><div class=\"code-title\">{}</div>{pre}</div>\n",
                escape_html(title)
            ),
            None => pre,
        }
    }
}

/// The stylesheet for highlighted code: a light theme, and a dark one under `html[data-theme=dark]`.
pub fn highlight_stylesheet() -> String {
    let themes = ThemeSet::load_defaults();
    let mut css = String::new();
    if let Some(light) = themes.themes.get("InspiredGitHub") {
        css.push_str(&css_for_theme_with_class_style(light, CLASS_STYLE).unwrap_or_default());
    }
    if let Some(dark) = themes.themes.get("base16-ocean.dark") {
        let dark_css = css_for_theme_with_class_style(dark, CLASS_STYLE).unwrap_or_default();
        for line in dark_css.lines() {
            if line.trim_end().ends_with('{') || line.trim_end().ends_with(',') {
                css.push_str(&line.replace(".hl-", "html[data-theme=\"dark\"] .hl-"));
            } else {
                css.push_str(line);
            }
            css.push('\n');
        }
    }
    // The page theme owns the block background; only token colours come from here.
    let colours: String = css
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with("background-color"))
        .collect();
    without_comments(&colours)
        .replace(": ", ":")
        .replace(" {", "{")
        .replace(", ", ",")
        .replace(";}", "}")
}

/// The stylesheet without its `/* ... */` comments (the caller then drops the spaces) (syntect's generated CSS has no strings that
/// could hold one), so that every page downloads fewer bytes before its first paint.
fn without_comments(css: &str) -> String {
    let mut kept = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        kept.push_str(&rest[..start]);
        rest = rest[start + 2..]
            .find("*/")
            .map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    kept.push_str(rest);
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stylesheet_is_compact_and_keeps_both_colour_modes() {
        let css = highlight_stylesheet();
        assert!(
            !css.contains("/*") && !css.contains('\n'),
            "{}",
            &css[..200]
        );
        assert!(css.contains(".hl-comment{color:#"), "{}", &css[..200]);
        assert!(css.contains("html[data-theme=\"dark\"] .hl-"));
        assert!(!css.contains("background-color"));
        assert_eq!(without_comments("a/* x */b/* y"), "ab");
    }

    #[test]
    fn known_languages_get_classes() {
        let html = Highlighter::new().code_block("json", "{ \"a\": 1 }\n");
        assert!(html.starts_with("<pre class=\"code\" data-language=\"json\"><code>"));
        assert!(html.contains("class=\"hl-"));
    }

    #[test]
    fn unknown_languages_are_escaped_text() {
        let html = Highlighter::new().code_block("nonsense", "<b>\n");
        assert_eq!(
            html,
            "<pre class=\"code\" data-language=\"nonsense\"><code>&lt;b&gt;\n</code></pre>\n"
        );
    }

    #[test]
    fn the_stylesheet_has_a_dark_variant() {
        let css = highlight_stylesheet();
        assert!(css.contains(".hl-"));
        assert!(css.contains("html[data-theme=\"dark\"] .hl-"));
    }
}
