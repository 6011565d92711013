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
