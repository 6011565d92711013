//! The site's brand colours, taken from its own stylesheets (Docusaurus's `customCss`): the
//! Infima variable `--ifm-color-primary` of `:root` and of `[data-theme='dark']` becomes the
//! theme's `--ampere-color-primary`, and its stronger and softer shades are mixed from it (the
//! sites' own shade variables are often template leftovers of another hue), so a Docusaurus
//! site keeps its colour without ampere applying the rest of its CSS.

use std::path::Path;

/// The primary colour one colour mode declares.
#[derive(Debug, Default, PartialEq)]
struct Palette {
    primary: Option<String>,
}

/// The stylesheet that sets the theme's primary colours from the site's stylesheets (empty
/// when they declare none).
pub fn brand_stylesheet(root: &Path, files: &[String]) -> String {
    let text: String = files
        .iter()
        .filter_map(|file| std::fs::read_to_string(root.join(file)).ok())
        .collect::<Vec<_>>()
        .join("\n");
    let (light, dark) = palettes(&text);
    let mut css = String::new();
    if let Some(primary) = &light.primary {
        css.push_str(&format!(
            ":root{{--ampere-color-primary:{primary};--ampere-color-primary-strong:color-mix(in srgb,{primary} 75%,#000);--ampere-color-primary-soft:color-mix(in srgb,{primary} 12%,#fff)}}\n"
        ));
    }
    if let Some(primary) = dark.primary.as_ref().or(light.primary.as_ref()) {
        css.push_str(&format!(
            "html[data-theme='dark']{{--ampere-color-primary:{primary};--ampere-color-primary-strong:color-mix(in srgb,{primary} 70%,#fff);--ampere-color-primary-soft:color-mix(in srgb,{primary} 22%,#1b1b1d)}}\n"
        ));
    }
    css
}

/// The light (`:root`) and dark (`[data-theme='dark']`) palettes of a stylesheet.
fn palettes(css: &str) -> (Palette, Palette) {
    let mut light = Palette::default();
    let mut dark = Palette::default();
    let mut rest = css;
    while let Some(open) = rest.find('{') {
        let selector = rest[..open].rsplit(['}', ';']).next().unwrap_or("").trim();
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let body = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let palette = if selector.contains("data-theme") && selector.contains("dark") {
            &mut dark
        } else if selector.contains(":root") || selector == "html" {
            &mut light
        } else {
            continue;
        };
        if let Some(value) = declared(body, "--ifm-color-primary") {
            palette.primary = Some(value);
        }
    }
    (light, dark)
}

/// The value `body` declares for `name` when it is a plain colour (no `var()`, no braces).
fn declared(body: &str, name: &str) -> Option<String> {
    body.split(';').find_map(|declaration| {
        let (property, value) = declaration.split_once(':')?;
        let value = value.trim();
        let plain = !value.is_empty()
            && value.chars().all(|character| {
                character.is_ascii_alphanumeric() || " #(),.%-".contains(character)
            })
            && !value.contains("var(");
        (property.trim() == name && plain).then(|| value.to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_primary_colours_of_each_mode_are_taken_and_nothing_else() {
        let css = "/* a comment */\n:root {\n  --ifm-color-primary: #147af3;\n  --ifm-color-primary-darkest: #0955af;\n  --ifm-font-size: 95%;\n}\n.hero { color: red; }\n[data-theme='dark'] {\n  --ifm-color-primary: #4791eb;\n  --ifm-color-primary-lightest: #9ac2f4;\n}\n";
        let (light, dark) = palettes(css);
        assert_eq!(light.primary.as_deref(), Some("#147af3"));
        assert_eq!(dark.primary.as_deref(), Some("#4791eb"));
        assert_eq!(
            declared(
                "--ifm-color-primary: red}</style><script>",
                "--ifm-color-primary"
            ),
            None
        );
        assert_eq!(
            palettes(".x { --ifm-color-primary: red; }"),
            (Palette::default(), Palette::default())
        );
    }

    #[test]
    fn a_sites_colour_sets_both_modes_and_no_colour_sets_nothing() {
        let folder = tempfile::tempdir().expect("temporary folder");
        std::fs::write(
            folder.path().join("custom.css"),
            ":root { --ifm-color-primary: #df0000; }",
        )
        .expect("write");
        let css = brand_stylesheet(folder.path(), &["custom.css".to_string()]);
        assert!(
            css.starts_with(":root{--ampere-color-primary:#df0000;"),
            "{css}"
        );
        assert!(
            css.contains("html[data-theme='dark']{--ampere-color-primary:#df0000;"),
            "{css}"
        );
        assert_eq!(
            brand_stylesheet(folder.path(), &["missing.css".to_string()]),
            ""
        );
    }
}
