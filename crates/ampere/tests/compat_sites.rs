//! The real Docusaurus sites under `compat/` build with ampere unchanged, and the result is
//! compared with what Docusaurus itself built from the same folder
//! (`compat/<site>/expected/routes-<locale>.txt`, written by `compat/expected-routes.sh`):
//! - every route ampere writes is a route Docusaurus writes (besides ampere's own link report),
//!   or is listed, with its reason, in `compat/<site>/expected/ampere-extras.txt`;
//! - every Docusaurus route ampere does not write yet is listed, with its reason, in
//!   `compat/<site>/expected/ampere-gaps.txt`, and every listed gap is still a gap (closing one
//!   without removing it from the list fails, so the list only shrinks);
//! - no MDX syntax (imports, exports, JSX tags, `{/* */}`) reaches a reader as text;
//! - every image a page shows is in the output;
//! - the build has no broken link (the sites throw on them, as in Docusaurus);
//! - a site with a blog has its RSS and Atom feeds.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `compat/<site>` with Docusaurus's route lists.
fn sites() -> Vec<PathBuf> {
    let mut sites: Vec<PathBuf> = fs::read_dir(repository().join("compat"))
        .expect("compat folder")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.join("expected").is_dir())
        .collect();
    sites.sort();
    sites
}

fn build(site: &Path, out: &Path) {
    let output = Command::new(env!("CARGO_BIN_EXE_ampere"))
        .args(["build", "--site"])
        .arg(site)
        .arg("--out")
        .arg(out)
        .arg("--theme")
        .arg(repository().join("theme"))
        .output()
        .expect("ampere runs");
    assert!(
        output.status.success(),
        "{} does not build:\n{}",
        site.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The routes of the output, without trailing slashes (`/docs/intro`), as Docusaurus lists them.
fn built_routes(out: &Path) -> BTreeSet<String> {
    walkdir::WalkDir::new(out)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name() == "index.html")
        .filter_map(|entry| {
            let folder = entry.path().parent()?.strip_prefix(out).ok()?;
            let route = format!("/{}", folder.to_string_lossy().replace('\\', "/"));
            Some(normalize(&route))
        })
        .collect()
}

fn normalize(route: &str) -> String {
    let trimmed = route.trim().trim_end_matches('/');
    if trimmed.is_empty() {
        "/".to_string()
    } else {
        trimmed.to_string()
    }
}

/// Docusaurus's routes of every locale.
fn expected_routes(site: &Path) -> BTreeSet<String> {
    let mut routes = BTreeSet::new();
    for entry in fs::read_dir(site.join("expected"))
        .expect("expected folder")
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("routes-") && name.ends_with(".txt") {
            let text = fs::read_to_string(entry.path()).expect("route list");
            routes.extend(
                text.lines()
                    .filter(|line| !line.trim().is_empty())
                    .map(normalize),
            );
        }
    }
    routes
}

/// The routes listed in `expected/<file>`: a route, or a route prefix ending in `/**`; `#`
/// starts a reason.
fn listed(site: &Path, file: &str) -> Vec<String> {
    let text = fs::read_to_string(site.join("expected").join(file)).unwrap_or_default();
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim().to_string())
        .filter(|line| !line.is_empty())
        .collect()
}

fn covers(gap: &str, route: &str) -> bool {
    match gap.strip_suffix("/**") {
        Some(prefix) => route == prefix || route.starts_with(&format!("{prefix}/")),
        None => normalize(gap) == route,
    }
}

/// ampere's own pages, which Docusaurus does not have.
fn is_ampere_page(route: &str) -> bool {
    route.ends_with("/link-report")
        || route == "/link-report"
        || route.ends_with("/search")
        || route == "/search"
}

#[test]
fn compat_sites_build_the_routes_docusaurus_builds() {
    let sites = sites();
    assert!(
        sites.len() >= 2,
        "compat/ holds the real sites with their route lists"
    );
    for site in sites {
        let out = tempfile::tempdir().expect("temporary folder");
        build(&site, out.path());
        let built = built_routes(out.path());
        let expected = expected_routes(&site);
        let name = site
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let extras = listed(&site, "ampere-extras.txt");
        let extra: Vec<&String> = built
            .iter()
            .filter(|route| !expected.contains(*route) && !is_ampere_page(route))
            .filter(|route| !extras.iter().any(|listed| covers(listed, route)))
            .collect();
        assert!(extra.is_empty(), "{name}: ampere writes routes Docusaurus does not, and ampere-extras.txt does not list: {extra:?}");
        let stale: Vec<&String> = extras
            .iter()
            .filter(|listed| !built.iter().any(|route| covers(listed, route)))
            .collect();
        assert!(stale.is_empty(), "{name}: ampere no longer writes these listed extras: remove them from ampere-extras.txt: {stale:?}");
        let gaps = listed(&site, "ampere-gaps.txt");
        let missing: Vec<&String> = expected
            .iter()
            .filter(|route| !built.contains(*route))
            .filter(|route| !gaps.iter().any(|gap| covers(gap, route)))
            .collect();
        assert!(missing.is_empty(), "{name}: Docusaurus routes ampere does not write and ampere-gaps.txt does not list: {missing:?}");
        let closed: Vec<&String> = gaps
            .iter()
            .filter(|gap| {
                !expected
                    .iter()
                    .any(|route| covers(gap, route) && !built.contains(route))
            })
            .collect();
        assert!(closed.is_empty(), "{name}: these gaps are closed (ampere writes every route they cover): remove them from ampere-gaps.txt: {closed:?}");
        check_pages(&name, out.path());
        check_feeds(&name, &site, out.path());
    }
}

/// A site with a blog gets its RSS and Atom feeds, each holding posts, as Docusaurus writes them.
fn check_feeds(name: &str, site: &Path, out: &Path) {
    if !site.join("blog").is_dir() {
        return;
    }
    for (file, entry) in [("rss.xml", "<item>"), ("atom.xml", "<entry>")] {
        let feed = fs::read_to_string(out.join("blog").join(file)).unwrap_or_default();
        assert!(
            feed.contains(entry),
            "{name}: blog/{file} is missing or holds no post"
        );
    }
}

/// No MDX syntax in what readers see, and every image present.
fn check_pages(name: &str, out: &Path) {
    for entry in walkdir::WalkDir::new(out)
        .into_iter()
        .filter_map(Result::ok)
    {
        if entry.file_name() != "index.html" {
            continue;
        }
        let html = fs::read_to_string(entry.path()).expect("page");
        let Some(article) = article_of(&html) else {
            continue;
        };
        let text = visible_text(article);
        for line in text.lines().map(str::trim) {
            let leaked = (line.starts_with("import ") && line.contains(" from "))
                || line.starts_with("export default")
                || line.starts_with("export const")
                || line.contains("{/*")
                || jsx_tag_in(line);
            assert!(
                !leaked,
                "{name}: MDX syntax shown as text in {}: {line:?}",
                entry.path().display()
            );
        }
        for source in image_sources(article) {
            if source.starts_with('/') && !source.starts_with("//") {
                let path = out.join(
                    source
                        .trim_start_matches('/')
                        .split(['?', '#'])
                        .next()
                        .unwrap_or(""),
                );
                let decoded = percent_decoded(&path.to_string_lossy());
                assert!(
                    path.exists() || Path::new(&decoded).exists(),
                    "{name}: image {source} of {} is missing",
                    entry.path().display()
                );
            }
        }
    }
}

/// The page's Markdown content (the theme's `markdown_*` block inside the server-rendered
/// `<article>`), or `None` for pages without one (category pages list cards, whose
/// descriptions are the plain text of their pages).
fn article_of(html: &str) -> Option<&str> {
    let article = html.find("<article")?;
    let start = html[article..].find("<div class=\"markdown_")? + article;
    let end = html[start..].find("</article>")? + start;
    Some(&html[start..end])
}

/// The text outside code, scripts and tags, with `&lt;` and `&gt;` decoded.
fn visible_text(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        text.push_str(&rest[..start]);
        let tag = &rest[start..];
        let skip_to = ["<pre", "<code", "<script", "<style"]
            .iter()
            .find(|opening| tag.starts_with(**opening))
            .and_then(|opening| {
                let closing = format!("</{}>", &opening[1..]);
                tag.find(&closing).map(|end| end + closing.len())
            });
        let consumed = skip_to.unwrap_or_else(|| tag.find('>').map_or(tag.len(), |end| end + 1));
        if tag.starts_with("<p")
            || tag.starts_with("<li")
            || tag.starts_with("<br")
            || tag.starts_with("<h")
            || tag.starts_with("<div")
        {
            text.push('\n');
        }
        rest = &tag[consumed..];
    }
    text.push_str(rest);
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A JSX component tag (`<Tabs>`, `<TabItem value="a">`, `</Tabs>`, `<Chart />`) in text. A type
/// written in text (`Promise<Response>`, `Array<Item | number>`) follows a word, so it is not one.
fn jsx_tag_in(line: &str) -> bool {
    line.match_indices('<').any(|(index, _)| {
        let follows_word = line[..index]
            .chars()
            .next_back()
            .is_some_and(|before| before.is_alphanumeric() || before == '_');
        let after = &line[index + 1..];
        let after = after.strip_prefix('/').unwrap_or(after);
        let name: String = after
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        let rest = after[name.len()..].trim_start();
        let attribute = rest.split_once('=').is_some_and(|(key, _)| {
            !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        });
        !follows_word
            && name
                .chars()
                .next()
                .is_some_and(|first| first.is_ascii_uppercase())
            && (rest.starts_with('>') || rest.starts_with("/>") || attribute)
    })
}

#[test]
fn jsx_tags_are_told_from_types_in_text() {
    assert!(jsx_tag_in("<Tabs>"));
    assert!(jsx_tag_in("see <TabItem value=\"a\">"));
    assert!(jsx_tag_in("</Tabs>"));
    assert!(jsx_tag_in("<Chart />"));
    assert!(!jsx_tag_in("Promise<Response>"));
    assert!(!jsx_tag_in("Array<AlovaFileItem | number>"));
    assert!(!jsx_tag_in("a < B and C > d"));
}

fn image_sources(html: &str) -> Vec<String> {
    html.match_indices("<img")
        .filter_map(|(index, _)| {
            let tag = &html[index..index + html[index..].find('>')?];
            let start = tag.find("src=\"")? + 5;
            let end = tag[start..].find('"')? + start;
            Some(tag[start..end].replace("&amp;", "&"))
        })
        .collect()
}

fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' && index + 2 < bytes.len() {
            if let Ok(value) = u8::from_str_radix(&text[index + 1..index + 3], 16) {
                decoded.push(value);
                index += 3;
                continue;
            }
        }
        decoded.push(bytes[index]);
        index += 1;
    }
    String::from_utf8_lossy(&decoded).into_owned()
}
