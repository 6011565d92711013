use std::path::PathBuf;

use super::*;
use crate::sidebar::{build_sidebar, reading_order, PageRef, SidebarNode};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site")
}

#[test]
fn loads_docs_with_ids_routes_and_titles() {
    let site = load_site(&fixture()).expect("fixture loads");
    let summary: Vec<String> = site
        .docs
        .iter()
        .map(|doc| format!("{} {} {}", doc.id, doc.route, doc.title))
        .collect();
    assert_eq!(
        summary,
        [
            "Guide/installation /Guide/installation/ Installation",
            "Guide/Advanced/tuning /Guide/Advanced/tuning/ Tuning",
            "intro / Quick start",
            "legal/terms /legal/terms/ Terms",
        ]
    );
    assert!(site.docs[2]
        .body
        .contains("SmartgridOne Controller by Eniris"));
    assert_eq!(site.pages.len(), 1);
    assert_eq!(site.pages[0].route, "/markdown-page/");
}

#[test]
fn locales_start_with_the_default() {
    let site = load_site(&fixture()).expect("fixture loads");
    let codes: Vec<(&str, &str)> = site
        .locales
        .iter()
        .map(|locale| (locale.code.as_str(), locale.prefix.as_str()))
        .collect();
    assert_eq!(codes, [("en", ""), ("ar", "/ar"), ("hi", "/hi")]);
}

#[test]
fn translations_keep_the_original_route() {
    let site = load_site(&fixture()).expect("fixture loads");
    let hindi = &site.translations["hi"];
    let translated = &hindi.docs["Guide/1-installation.md"];
    assert_eq!(translated.route, "/Guide/installation/");
    assert_eq!(translated.title, "स्थापना");
    assert_eq!(hindi.code["theme.NotFound.title"], "पृष्ठ नहीं मिला");
    assert_eq!(
        hindi.sidebar["sidebar.tutorialSidebar.category.Guide"],
        "मार्गदर्शिका"
    );
}

#[test]
fn the_sidebar_follows_positions_and_hides_flagged_folders() {
    let site = load_site(&fixture()).expect("fixture loads");
    let sidebar = build_sidebar(&site, 0);
    let labels: Vec<String> = sidebar
        .iter()
        .map(|node| match node {
            SidebarNode::Doc(index) => site.docs[*index].title.clone(),
            SidebarNode::Category(category) => format!("[{}]", category.label),
            SidebarNode::Link { label, .. } => format!("<{label}>"),
        })
        .collect();
    // The home page (route `/`) is not part of the sidebar (SPEC §2).
    assert_eq!(labels, ["[Guide]", "[legal]"]);
    let order = reading_order(&sidebar);
    assert_eq!(order[0], PageRef::GeneratedIndex("/category/guide/".into()));
    assert_eq!(
        order[2],
        PageRef::GeneratedIndex("/category/2-advanced/".into())
    );
}

fn copy_fixture() -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("temp dir");
    for entry in walkdir::WalkDir::new(fixture())
        .into_iter()
        .filter_map(Result::ok)
    {
        let relative = entry.path().strip_prefix(fixture()).expect("inside");
        let target = directory.path().join(relative);
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).expect("dir");
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
    directory
}

fn load_errors(directory: &Path) -> String {
    match load_site(directory) {
        Ok(_) => "no error".into(),
        Err(diagnostics) => diagnostics
            .to_string()
            .replace(&directory.display().to_string(), "<site>"),
    }
}

#[test]
fn bad_front_matter_bad_category_and_unknown_placeholder_are_all_reported() {
    let directory = copy_fixture();
    let root = directory.path();
    fs::write(
        root.join("docs/legal/terms.md"),
        "---\ntitle: Terms\nsidebar_postion: 2\n---\nText\n",
    )
    .expect("write");
    fs::write(
        root.join("docs/Guide/_category_.json"),
        "{\n  \"label\": \"Guide\",\n  \"position\": \"two\"\n}\n",
    )
    .expect("write");
    fs::write(
        root.join("docs/Guide/2-Advanced/tuning.md"),
        "---\ntitle: Tuning\n---\n\nMade by {{brand}}.\n",
    )
    .expect("write");
    insta::assert_snapshot!(load_errors(root));
}

#[test]
fn duplicate_routes_are_refused() {
    let directory = copy_fixture();
    fs::write(
        directory.path().join("docs/legal/other.md"),
        "---\ntitle: Other\nslug: /legal/terms\n---\nx\n",
    )
    .expect("write");
    insta::assert_snapshot!(load_errors(directory.path()));
}

#[test]
fn an_unknown_pagination_id_names_the_key_line_and_the_closest_id() {
    let directory = copy_fixture();
    let root = directory.path();
    fs::write(
        root.join("docs/legal/terms.md"),
        "---\ntitle: Terms\npagination_prev: Guide/instalation\npagination_next: monitoring/overview\n---\nText\n",
    )
    .expect("write");
    let translated =
        root.join("i18n/hi/docusaurus-plugin-content-docs/current/Guide/1-installation.md");
    fs::write(
        &translated,
        "---\ntitle: स्थापना\npagination_next: tuning\n---\nText\n",
    )
    .expect("write");
    insta::assert_snapshot!(load_errors(root));
}

#[test]
fn pagination_may_name_a_draft_or_a_page_hidden_by_a_flag() {
    let directory = copy_fixture();
    let root = directory.path();
    fs::write(
        root.join("docs/legal/terms.md"),
        "---\ntitle: Terms\npagination_prev: legal/draft\npagination_next: Hidden/secret\n---\nText\n",
    )
    .expect("write");
    assert_eq!(load_errors(root), "no error");
}

#[test]
fn a_category_link_to_an_unknown_doc_suggests_the_closest_id() {
    let directory = copy_fixture();
    fs::write(
        directory.path().join("docs/legal/_category_.json"),
        "{ \"link\": { \"type\": \"doc\", \"id\": \"legal/term\" } }\n",
    )
    .expect("write");
    insta::assert_snapshot!(load_errors(directory.path()));
}

#[test]
fn a_docs_navbar_item_needs_a_page_in_the_sidebar() {
    let directory = copy_fixture();
    let root = directory.path();
    for folder in ["docs/Guide", "docs/legal"] {
        fs::remove_dir_all(root.join(folder)).expect("remove");
    }
    fs::remove_dir_all(root.join("i18n/hi/docusaurus-plugin-content-docs/current"))
        .expect("remove");
    insta::assert_snapshot!(load_errors(root));
}

#[test]
fn the_first_heading_after_mdx_imports_is_the_title() {
    let mut body = "\nimport Tabs from '@theme/Tabs';\nimport {\n  A,\n} from './a';\n\n{/* note */}\n# The Title\n\nText\n".to_string();
    assert_eq!(
        super::take_first_heading(&mut body).as_deref(),
        Some("The Title")
    );
    assert_eq!(body.lines().count(), 10, "lines keep their numbers");
    assert!(!body.contains("# The Title"));
    let mut plain = "Intro\n# Not a title\n".to_string();
    assert_eq!(super::take_first_heading(&mut plain), None);
}

fn compat(name: &str) -> Site {
    load_site(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../compat")
            .join(name),
    )
    .expect("the compat site loads")
}

#[test]
fn every_docs_version_is_loaded_with_its_own_routes_ids_and_edit_links() {
    let site = compat("wails");
    let names: Vec<&str> = site
        .versions
        .iter()
        .map(|version| version.name.as_str())
        .collect();
    assert_eq!(names, ["v2.15.0", "current", "v2.13.0"]);
    let introduction: Vec<(usize, &str)> = (0..site.versions.len())
        .filter_map(|version| site.doc_in_version(version, "introduction"))
        .map(|(index, doc)| (index, doc.route.as_str()))
        .collect();
    let routes: Vec<&str> = introduction.iter().map(|(_, route)| *route).collect();
    assert_eq!(
        routes,
        [
            "/docs/introduction/",
            "/docs/next/introduction/",
            "/docs/v2.13.0/introduction/"
        ]
    );
    let ja = site.locale("ja").expect("ja");
    let (index, _) = introduction[2];
    let (shown, translated) = site.localized_doc(ja, &site.docs[index]);
    assert!(
        translated,
        "the ja translation of v2.13.0 is read from version-v2.13.0/"
    );
    assert!(shown
        .source
        .starts_with("i18n/ja/docusaurus-plugin-content-docs/version-v2.13.0"));
    assert_eq!(
        site.edit_url_of(index, shown, translated, ja).as_deref(),
        Some("https://github.com/wailsapp/wails/edit/master/website/versioned_docs/version-v2.13.0/introduction.mdx")
    );
}

#[test]
fn a_locale_that_translates_blog_posts_gets_its_own_blog_pages() {
    let site = compat("alova");
    let chinese = site.locale("zh-CN").expect("zh-CN");
    let routes = |pages: &[Doc]| -> BTreeSet<String> {
        pages.iter().map(|page| page.route.clone()).collect()
    };
    let english = routes(&site.pages);
    let translated = routes(site.pages_of(chinese));
    assert!(english
        .iter()
        .any(|route| route.starts_with("/blog/tags/retry")));
    assert!(
        translated
            .iter()
            .any(|route| route.starts_with("/blog/tags/重试")),
        "{translated:?}"
    );
    assert!(site.pages_of(chinese).iter().any(|page| page
        .source
        .starts_with("i18n/zh-CN/docusaurus-plugin-content-blog")));
}

#[test]
fn react_pages_are_rendered_in_every_locale_with_its_code_json() {
    let site = compat("wails");
    let home = |pages: &[Doc]| {
        pages
            .iter()
            .find(|page| page.route == "/")
            .and_then(|page| page.html.clone())
            .expect("the React home page is rendered")
    };
    let english = home(&site.pages);
    assert!(english.contains("Brian Ketelsen"), "{english}");
    assert!(
        english.contains("href=\"/docs/introduction/\""),
        "{english}"
    );
    let japanese = home(site.pages_of(site.locale("ja").expect("ja")));
    assert!(
        japanese.contains("Goで美しいクロスプラットフォームアプリを開発"),
        "{japanese}"
    );
    assert!(
        japanese.contains("href=\"/ja/docs/introduction/\""),
        "{japanese}"
    );
    assert!(site
        .warnings
        .iter()
        .any(|warning| warning.message.contains("react-responsive-carousel")));
}

#[test]
fn last_updates_come_from_front_matter_then_git_when_the_docs_show_them() {
    let mut site = load_site(&fixture()).expect("fixture loads");
    assert_eq!(
        site.last_update_of(0, &site.docs[0].clone()),
        None,
        "not shown by default"
    );
    site.config.docs.show_last_update_time = true;
    site.config.docs.show_last_update_author = true;
    site.last_changes = crate::last_update::last_changes(&site.root);
    let (index, doc) = site.doc_by_id("Guide/installation").expect("doc");
    let (date, author) = site
        .last_update_of(index, doc)
        .expect("committed, so known to git");
    let date = date.expect("a date");
    assert_eq!(date.len(), 10, "{date}");
    assert!(author.is_some_and(|author| !author.is_empty()));
    let mut written = doc.clone();
    written.front_matter.last_update = Some(crate::front_matter::LastUpdate {
        date: Some("2025-04-22".into()),
        author: None,
    });
    let (date, _) = site.last_update_of(index, &written).expect("known");
    assert_eq!(date.as_deref(), Some("2025-04-22"), "front matter wins");
}
