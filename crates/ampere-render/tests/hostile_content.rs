//! Regression tests of content that used to write outside the output, replace a page or a
//! locale, inject markup, or be lost without a word (issue "Safe by construction"). Each case
//! changes a copy of the small fixture site and checks the located problem `prepare` reports
//! (the stages before anything is written), or the HTML it makes.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ampere_render::{prepare, BuildError, Prepared};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site")
}

/// A copy of the fixture site in a temporary folder.
fn copy_of_fixture() -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("temp");
    for entry in walkdir::WalkDir::new(fixture()).into_iter().flatten() {
        let target = directory
            .path()
            .join(entry.path().strip_prefix(fixture()).expect("inside"));
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).expect("dir");
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
    directory
}

fn write(site: &Path, relative: &str, text: &str) {
    let path = site.join(relative);
    fs::create_dir_all(path.parent().expect("parent")).expect("dir");
    fs::write(path, text).expect("write");
}

fn edit(site: &Path, relative: &str, change: impl FnOnce(String) -> String) {
    let path = site.join(relative);
    let text = fs::read_to_string(&path).expect("read");
    fs::write(path, change(text)).expect("write");
}

fn prepared(site: &Path) -> Result<Prepared, BuildError> {
    prepare(site, &[], &BTreeMap::new(), &mut Vec::new())
}

/// The error text of a site that must not prepare.
fn failure(site: &Path) -> String {
    match prepared(site) {
        Ok(_) => panic!("the site prepared without an error"),
        Err(error) => error.to_string(),
    }
}

fn assert_reports(site: &Path, needles: &[&str]) {
    let text = failure(site);
    for needle in needles {
        assert!(text.contains(needle), "missing {needle:?} in:\n{text}");
    }
}

const PAGE: &str = "docs/Guide/1-installation.md";

fn with_front_matter(line: &str) -> impl FnOnce(String) -> String + '_ {
    move |text| text.replacen("---\n", &format!("---\n{line}\n"), 1)
}

#[test]
fn slugs_that_leave_the_output_are_located_errors() {
    for slug in [
        "../../outside",
        "/../escape",
        "a\\\\..\\\\b",
        "%2e%2e/encoded",
        "C:/drive",
    ] {
        let site = copy_of_fixture();
        edit(
            site.path(),
            PAGE,
            with_front_matter(&format!("slug: \"{slug}\"")),
        );
        assert_reports(
            site.path(),
            &[
                "cannot be a route",
                "docs/Guide/1-installation.md:2:1",
                "hint:",
            ],
        );
    }
}

#[test]
fn an_id_with_a_path_is_a_located_error() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, with_front_matter("id: ../../escape"));
    assert_reports(site.path(), &["cannot name a doc", "1-installation.md:2:1"]);
}

#[test]
fn a_category_slug_that_leaves_the_output_is_an_error() {
    let site = copy_of_fixture();
    write(
        site.path(),
        "docs/Guide/_category_.json",
        r#"{"label": "Guide", "link": {"type": "generated-index", "slug": "/../../x"}}"#,
    );
    assert_reports(
        site.path(),
        &["category slug", "docs/Guide/_category_.json:1:"],
    );
}

#[test]
fn unsafe_and_shared_locale_paths_are_errors() {
    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        text.replace("path = \"ar\"", "path = \"../ar\"")
    });
    assert_reports(
        site.path(),
        &["cannot be a locale folder", "ampere.toml:96:1"],
    );

    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        text.replace("path = \"ar\"", "path = \"hi\"")
    });
    assert_reports(site.path(), &["both have path `hi`", "ampere.toml:"]);
}

#[test]
fn redirects_that_leave_replace_or_point_nowhere_are_errors() {
    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        text.replace("from = \"/Setup/\"", "from = \"/../Setup/\"")
    });
    assert_reports(
        site.path(),
        &["redirect from `/../Setup/` cannot be a route"],
    );

    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        text.replace("to = \"/Guide/\"", "to = \"/Nowhere/\"")
    });
    assert_reports(site.path(), &["matches no page", "ampere.toml:73:1"]);

    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        text.replace("from = \"/Setup/\"", "from = \"/legal/terms/\"")
            .replace(
                "to = \"/Guide/\"\nprefix = true",
                "to = \"/Guide/installation/\"",
            )
    });
    assert_reports(
        site.path(),
        &["silently replace", "redirect from `/legal/terms/`"],
    );
}

#[test]
fn a_static_file_or_standalone_page_over_a_page_is_an_error() {
    let site = copy_of_fixture();
    write(
        site.path(),
        "static/Guide/installation/index.html",
        "<p>shadow</p>",
    );
    assert_reports(
        site.path(),
        &[
            "static file writes `Guide/installation/index.html`",
            "silently replace",
        ],
    );

    let site = copy_of_fixture();
    write(
        site.path(),
        "pages/clash.md",
        "---\ntitle: Clash\nslug: /Guide/installation\n---\n\nText.\n",
    );
    assert_reports(site.path(), &["pages/clash.md", "silently replace"]);
}

#[test]
fn a_static_file_over_the_sitemap_is_an_error() {
    let site = copy_of_fixture();
    write(site.path(), "static/sitemap.xml", "<urlset/>");
    assert_reports(
        site.path(),
        &[
            "static file writes `sitemap.xml`",
            "the build's own `sitemap.xml`",
        ],
    );
}

#[test]
fn an_english_route_inside_a_locale_folder_is_an_error() {
    let site = copy_of_fixture();
    edit(
        site.path(),
        PAGE,
        with_front_matter("slug: /hi/installation"),
    );
    assert_reports(
        site.path(),
        &[
            "lies in the folder `/hi/` of locale `hi`",
            "1-installation.md:2:1",
        ],
    );
}

#[test]
fn an_admonition_never_closed_or_unknown_is_a_located_warning() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text + "\n:::note\nForever open.\n"
    });
    let prepared_site = prepared(site.path()).expect("Docusaurus builds it too");
    assert!(prepared_site
        .warnings
        .iter()
        .any(|warning| warning.message.contains("never closed")
            && warning
                .file
                .to_string_lossy()
                .ends_with("1-installation.md")));

    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text + "\n:::unknown\nText.\n:::\n"
    });
    let prepared = prepared(site.path()).expect("a warning does not stop the build");
    let warnings: Vec<String> = prepared.warnings.iter().map(ToString::to_string).collect();
    assert!(
        warnings
            .iter()
            .any(|warning| warning.starts_with("warning: unknown admonition `:::unknown`")),
        "{warnings:?}"
    );
    assert_eq!(
        warnings
            .iter()
            .filter(|warning| warning.contains(":::unknown"))
            .count(),
        1,
        "reported once, not once per locale"
    );
}

#[test]
fn classic_mac_line_endings_keep_the_front_matter() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| text.replace('\n', "\r"));
    let prepared = prepared(site.path()).expect("prepares");
    let page = prepared.pages[0]
        .pages
        .iter()
        .find(|page| page.route == "/Guide/installation/")
        .expect("the page keeps its route");
    assert_eq!(page.title, "Installation");
}

#[test]
fn a_missing_image_is_a_broken_link() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text + "\n![Wiring](/img/missing.svg)\n"
    });
    let prepared = prepared(site.path()).expect("prepares");
    let report: Vec<String> = prepared
        .broken_links
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        report
            .iter()
            .any(|line| line.contains("broken image `/img/missing.svg`")),
        "{report:?}"
    );
}

#[test]
fn a_site_url_that_is_not_a_url_is_an_error() {
    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        let start = text.find("\nurl = ").expect("url key") + 1;
        let end = start + text[start..].find('\n').expect("line end");
        format!("{}url = \"not a url\"{}", &text[..start], &text[end..])
    });
    assert_reports(
        site.path(),
        &["is not an absolute http(s) URL", "ampere.toml:"],
    );
}

#[test]
fn inverted_table_of_contents_levels_are_an_error() {
    let site = copy_of_fixture();
    edit(
        site.path(),
        PAGE,
        with_front_matter("toc_min_heading_level: 4\ntoc_max_heading_level: 2"),
    );
    assert_reports(
        site.path(),
        &["is above toc_max_heading_level", "1-installation.md:2:1"],
    );
}

#[test]
fn an_empty_title_is_an_error() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text.replace("title: Installation", "title: \"  \"")
    });
    assert_reports(site.path(), &["title is empty", "1-installation.md:2:1"]);
}

#[test]
fn a_hostile_heading_id_is_escaped() {
    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text + "\n## Payload {#a\"onmouseover=\"alert(1)}\n\nText.\n"
    });
    let prepared = prepared(site.path()).expect("prepares");
    let page = prepared.pages[0]
        .pages
        .iter()
        .find(|page| page.route == "/Guide/installation/")
        .expect("page");
    assert!(!page.html.contains("\"onmouseover"), "{}", page.html);
    assert!(
        page.html
            .contains("id=\"a&quot;onmouseover=&quot;alert(1)\""),
        "{}",
        page.html
    );
}

#[test]
fn year_in_the_copyright_is_replaced() {
    let site = copy_of_fixture();
    edit(site.path(), "ampere.toml", |text| {
        let start = text.find("\ncopyright = ").expect("copyright key") + 1;
        let end = start + text[start..].find('\n').expect("line end");
        format!(
            "{}copyright = \"© {{year}} Example\"{}",
            &text[..start],
            &text[end..]
        )
    });
    let prepared = prepared(site.path()).expect("prepares");
    let copyright = &prepared.site.config.copyright;
    assert!(!copyright.contains("{year}"), "{copyright}");
    let year: u32 = copyright
        .trim_start_matches("© ")
        .trim_end_matches(" Example")
        .parse()
        .expect("a year");
    assert!(year >= 2025, "{year}");
}

#[test]
fn a_file_beside_a_doc_is_copied_hashed_and_a_missing_one_is_located() {
    let site = copy_of_fixture();
    fs::create_dir_all(site.path().join("docs/Guide/img")).expect("folder");
    fs::write(
        site.path().join("docs/Guide/img/diagram.png"),
        b"\x89PNG\r\n\x1a\nfake",
    )
    .expect("image");
    edit(site.path(), PAGE, |text| {
        text + "\n![Wiring diagram](./img/diagram.png)\n"
    });
    let prepared_site = prepared(site.path()).expect("the image is found");
    let url = prepared_site
        .site
        .co_located
        .get("Guide/img/diagram.png")
        .expect("listed")
        .clone();
    assert!(
        url.starts_with("/assets/files/") && url.ends_with("/diagram.png"),
        "{url}"
    );
    assert!(prepared_site
        .site
        .static_files
        .iter()
        .any(|(_, copied)| *copied == url));
    let html: String = prepared_site.pages[0]
        .pages
        .iter()
        .map(|page| page.html.clone())
        .collect();
    assert!(
        html.contains(&format!("src=\"{url}\"")),
        "the page shows the copied file"
    );

    let site = copy_of_fixture();
    edit(site.path(), PAGE, |text| {
        text + "\n![Missing](./img/missing.png)\n"
    });
    let broken: Vec<String> = prepared(site.path())
        .expect("a broken image is reported, not a load error")
        .broken_links
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        broken.iter().any(
            |problem| problem.contains("broken image `./img/missing.png`")
                && problem.contains("1-installation.md:")
        ),
        "{broken:?}"
    );
}

#[test]
fn doc_card_list_shows_the_cards_of_its_category() {
    let site = copy_of_fixture();
    fs::write(
        site.path().join("docs/Guide/overview.mdx"),
        "---\ntitle: Overview\n---\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
    )
    .expect("page");
    let prepared_site = prepared(site.path()).expect("prepares");
    let page = prepared_site.pages[0]
        .pages
        .iter()
        .find(|page| page.title == "Overview")
        .expect("the page");
    assert!(
        page.html.contains("<ul class=\"doc-card-list\">"),
        "{}",
        page.html
    );
    assert!(
        page.html.matches("class=\"doc-card\"").count() >= 2,
        "{}",
        page.html
    );
    assert!(
        !page.html.contains("data-doc-card-list"),
        "the marker is replaced"
    );
}
