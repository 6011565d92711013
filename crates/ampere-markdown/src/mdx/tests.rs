use super::*;

fn lowered(source: &str) -> String {
    lower_mdx(source).text
}

#[test]
fn imports_exports_and_comments_leave_no_text_and_keep_lines() {
    let source = "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n# Title\n\n{/* a comment */}\n\nText {'literal'} here.\n";
    let text = lowered(source);
    assert!(
        !text.contains("import") && !text.contains("export") && !text.contains("comment"),
        "{text}"
    );
    assert!(text.contains("Text literal here."));
    assert_eq!(text.lines().count(), source.lines().count());
}

#[test]
fn tabs_become_a_tab_list_and_panels() {
    let source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n<TabItem value=\"mac\" label=\"macOS\">\n\n**Mac** text\n\n</TabItem>\n<TabItem value=\"win\" label=\"Windows\" default>\n\nWindows text\n\n</TabItem>\n</Tabs>\n";
    let text = lowered(source);
    insta::assert_snapshot!(text);
}

#[test]
fn admonition_code_block_and_link_components() {
    let source = "import Admonition from '@theme/Admonition';\nimport CodeBlock from '@theme/CodeBlock';\nimport Link from '@docusaurus/Link';\n\n<Admonition type=\"tip\" title=\"Careful\">\n\nBody\n\n</Admonition>\n\n<CodeBlock language=\"js\" title=\"a.js\">{`const a = 1;`}</CodeBlock>\n\nSee <Link to=\"/docs/intro\">the intro</Link>.\n";
    insta::assert_snapshot!(lowered(source));
}

#[test]
fn html_elements_and_unknown_components() {
    let lowered = lower_mdx("<div className=\"box\" style={{fontSize: 12, color: 'red'}}>\n\nInside\n\n</div>\n\n<Highlight color=\"red\">kept</Highlight> and <Chart />\n");
    insta::assert_snapshot!(lowered.text);
    let warnings: Vec<&str> = lowered
        .problems
        .iter()
        .map(|problem| problem.message.as_str())
        .collect();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(warnings[0].contains("<Highlight>"));
    assert!(warnings[1].contains("<Chart />"));
}

#[test]
fn invalid_mdx_is_read_as_markdown_with_a_located_warning() {
    let lowered = lower_mdx("Text\n\n<div>\nopen {\n");
    assert_eq!(lowered.text, "Text\n\n<div>\nopen {\n");
    assert_eq!(lowered.problems.len(), 1);
    assert_eq!(lowered.problems[0].line, 4);
}

#[test]
fn string_literals_are_read_with_their_escapes() {
    assert_eq!(string_literal("'it\\'s'").as_deref(), Some("it's"));
    assert_eq!(string_literal("`a ${b}`"), None);
    assert_eq!(string_literal("a + b"), None);
}

#[test]
fn a_themed_image_is_its_light_image() {
    let text = lowered("import ThemedImage from '@theme/ThemedImage';\n\n<ThemedImage alt=\"Diagram\" sources={{ light: useBaseUrl('/img/light.png'), dark: useBaseUrl('/img/dark.png') }} />\n");
    assert!(text.contains("![Diagram](/img/light.png)"), "{text}");
}

#[test]
fn site_files_named_by_require_or_use_base_url_become_their_paths() {
    let text = lowered("<img src={require(\"@site/static/img/wails.webp\").default} width=\"40%\" />\n\n<img src={useBaseUrl('/img/b.png')} />\n");
    assert!(
        text.contains("<img src=\"/img/wails.webp\" width=\"40%\" />"),
        "{text}"
    );
    assert!(text.contains("<img src=\"/img/b.png\" />"), "{text}");
}
