use super::*;

fn render_page(markdown: &str) -> Rendered {
    let highlighter = Highlighter::new();
    let rewrite = |written: &str| -> Option<String> {
        written
            .strip_suffix(".md")
            .map(|path| format!("/docs/{path}/"))
            .or_else(|| {
                written
                    .split_once(".md#")
                    .map(|(path, anchor)| format!("/docs/{path}/#{anchor}"))
            })
    };
    let title = |kind: &str| -> String {
        let mut characters = kind.chars();
        characters
            .next()
            .map(|first| first.to_uppercase().chain(characters).collect())
            .unwrap_or_default()
    };
    render(
        markdown,
        &highlighter,
        &RenderOptions {
            rewrite_link: &rewrite,
            admonition_title: &title,
            mdx: false,
            figures: None,
        },
    )
}

const PAGE: &str = "Intro with a [link](other.md#part) and `code`.

## Wiring the RS485 bus {#rs485}

:::danger Isolate first
Switch **off** the supply.
:::

| Setting | Value |
|:--|--:|
| Port | 502 |

- [x] Terminate
- [ ] Check

Footnote here.[^1]

[^1]: A note.

### Details

```json
{ \"power\": 1500 }
```

:::tip
Nested text.
:::

## Wiring the RS485 bus
";

#[test]
fn renders_the_full_feature_set() {
    insta::assert_snapshot!(render_page(PAGE).html);
}

#[test]
fn collects_headings_sections_links_and_summary() {
    let rendered = render_page(PAGE);
    let headings: Vec<String> = rendered
        .headings
        .iter()
        .map(|heading| format!("{} {} {}", heading.level, heading.id, heading.text))
        .collect();
    assert_eq!(
        headings,
        [
            "2 rs485 Wiring the RS485 bus",
            "3 details Details",
            "2 wiring-the-rs485-bus Wiring the RS485 bus"
        ]
    );
    assert_eq!(rendered.sections[0].heading, "");
    assert_eq!(rendered.sections[0].text, "Intro with a link and code.");
    assert!(rendered.sections[1].text.contains("Switch off the supply."));
    assert_eq!(rendered.summary, "Intro with a link and code.");
    assert_eq!(rendered.links.len(), 1);
    let link = &rendered.links[0];
    assert_eq!(
        (
            link.written.as_str(),
            link.href.as_str(),
            link.line,
            link.column
        ),
        ("other.md#part", "/docs/other/#part", 1, 14)
    );
}

#[test]
fn link_lines_stay_right_after_admonitions() {
    let rendered = render_page(":::note\nA\n:::\n\nText\n\n[x](/y/)\n");
    assert_eq!(rendered.links[0].line, 7);
}

#[test]
fn raw_html_and_odd_input_do_not_break() {
    let rendered = render_page(":::note\nunclosed\n\n```\n:::\n");
    assert!(rendered.html.contains("admonition-note"));
    let rendered = render_page("");
    assert!(rendered.html.is_empty());
}

struct OneFigure;

impl crate::Figures for OneFigure {
    fn contains(&self, url: &str) -> bool {
        url == "/img/figures/bus.svg"
    }
    fn markup(&self, url: &str, alt: &str) -> String {
        format!("<svg data-url=\"{url}\" aria-label=\"{alt}\"></svg>")
    }
}

fn render_with_figures(markdown: &str) -> Rendered {
    let highlighter = Highlighter::new();
    let title = |kind: &str| kind.to_string();
    render(
        markdown,
        &highlighter,
        &RenderOptions {
            rewrite_link: &|_| None,
            admonition_title: &title,
            mdx: false,
            figures: Some(&OneFigure),
        },
    )
}

#[test]
fn a_figure_alone_in_its_paragraph_is_drawn_with_its_caption_and_other_images_stay_images() {
    let rendered = render_with_figures(
        "Before.\n\n![The bus, *both* ends terminated](/img/figures/bus.svg \"Terminate <both> ends\")\n\nText ![logo](/img/logo.svg) and ![inline](/img/figures/bus.svg).\n",
    );
    assert!(
        rendered.html.contains("<figure class=\"figure\"><svg data-url=\"/img/figures/bus.svg\" aria-label=\"The bus, both ends terminated\"></svg><figcaption>Terminate &lt;both&gt; ends</figcaption></figure>\n<p>Text"),
        "{}",
        rendered.html
    );
    assert!(!rendered.html.contains("<p><figure"), "{}", rendered.html);
    assert!(
        rendered
            .html
            .contains("<img src=\"/img/logo.svg\" alt=\"logo\""),
        "{}",
        rendered.html
    );
    assert!(rendered.html.contains("and <figure class=\"figure\"><svg data-url=\"/img/figures/bus.svg\" aria-label=\"inline\"></svg></figure>."), "{}", rendered.html);
    assert_eq!(
        rendered.links.iter().filter(|link| link.is_image).count(),
        3
    );
    assert!(rendered.sections[0].text.contains("both ends terminated"));
}
