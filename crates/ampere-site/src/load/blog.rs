//! The blog as Docusaurus builds it: posts from the blog folder (`2024-10-14-name.md` or
//! `2024-10-14-name/index.md`), dated by front matter or file name, at `slug` or
//! `/<blog>/YYYY/MM/DD/name/`; the list pages (newest first, paginated), the archive and the
//! tag pages are made as Markdown pages listing the posts.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::blog_texts::BlogTexts;
use super::Loader;
use crate::config::BlogOptions;
use crate::model::Doc;
use crate::route::{normalize_route, route_from_segments};

/// One post and what the list pages show of it.
struct Post {
    doc: Doc,
    /// `YYYY-MM-DD`.
    date: String,
    tags: Vec<String>,
}

impl Loader<'_> {
    /// Every blog page: the posts, then the list, archive and tag pages. With `localized` (the
    /// locale's `i18n/<locale>/docusaurus-plugin-content-blog/`), a post translated there is
    /// read from there, as Docusaurus reads it, and the lists are made from the locale's posts,
    /// in its words (`texts`).
    pub(super) fn load_blog(
        &mut self,
        options: &BlogOptions,
        localized: Option<&Path>,
        texts: &BlogTexts,
    ) -> Vec<Doc> {
        let folder = self.root.join(&options.path);
        if !folder.is_dir() {
            return Vec::new();
        }
        let base = normalize_route(&options.route_base_path);
        let mut posts: Vec<Post> = localized_files(&folder, localized, post_files)
            .into_iter()
            .filter_map(|(path, from)| self.read_post(&path, &from, &base))
            .collect();
        posts.sort_by(|left, right| {
            right
                .date
                .cmp(&left.date)
                .then_with(|| left.doc.route.cmp(&right.doc.route))
        });
        let mut pages: Vec<Doc> = Vec::new();
        pages.extend(list_pages(
            &folder,
            &base,
            &texts.title,
            &posts.iter().collect::<Vec<_>>(),
            (options.posts_per_page, texts),
        ));
        pages.push(archive_page(&folder, &base, &posts, texts));
        pages.extend(tag_pages(
            &folder,
            &base,
            &posts,
            (options.posts_per_page, texts),
        ));
        pages.extend(authors_page(&folder, &base, texts));
        pages.extend(posts.into_iter().map(|post| post.doc));
        pages
    }

    fn read_post(&mut self, path: &Path, folder: &Path, base: &str) -> Option<Post> {
        let name_path = if path.file_stem().is_some_and(|stem| stem == "index") {
            path.parent().unwrap_or(path)
        } else {
            path
        };
        let name = name_path.file_stem()?.to_string_lossy().into_owned();
        let (file_date, rest) = date_prefix(&name);
        // A post Docusaurus's lenient YAML reader accepts but this one refuses is left out with a
        // warning (never a failed build for a blog post).
        let reported = self.problems.len();
        let probe = self.read_doc(path, folder, &[], Some("/"));
        for problem in &mut self.problems[reported..] {
            if probe.is_none() {
                *problem = problem.clone().as_warning().with_hint(
                    "the post is left out of the blog until its front matter is valid YAML",
                );
            }
        }
        let probe = probe?;
        if probe.front_matter.draft || probe.front_matter.unlisted {
            return None;
        }
        let date = probe
            .front_matter
            .date
            .as_ref()
            .and_then(|value| value.as_str().map(str::to_string))
            .map(|text| text.chars().take(10).collect::<String>())
            .or(file_date)?;
        let route = match &probe.front_matter.slug {
            Some(slug) => format!("{}{}", base.trim_end_matches('/'), normalize_route(slug)),
            None => {
                let parts: Vec<&str> = date.split('-').collect();
                let mut segments: Vec<&str> = vec![base.trim_matches('/')];
                segments.extend(parts.iter().copied());
                segments.push(rest);
                route_from_segments(segments)
            }
        };
        let tags = probe
            .front_matter
            .tags
            .iter()
            .flatten()
            .filter_map(|tag| match tag {
                serde_yaml::Value::String(label) => Some(label.clone()),
                other => other
                    .get("label")
                    .and_then(|label| label.as_str())
                    .map(str::to_string),
            })
            .collect();
        let mut doc = probe;
        doc.route = route;
        doc.sidebar_label = doc.title.clone();
        // The post's date as the lists show it, which the feeds read too.
        doc.front_matter.date = Some(serde_yaml::Value::String(date.clone()));
        Some(Post { doc, date, tags })
    }
}

/// The files `list` finds in `folder`, each replaced by the file of the same relative path in
/// `localized` when that has one, with the folder each was found in. As in Docusaurus, a file
/// only `localized` has is not read.
pub(super) fn localized_files(
    folder: &Path,
    localized: Option<&Path>,
    list: fn(&Path) -> Vec<PathBuf>,
) -> Vec<(PathBuf, PathBuf)> {
    let mut files: BTreeMap<PathBuf, (PathBuf, PathBuf)> = list(folder)
        .into_iter()
        .map(|path| {
            let relative = path.strip_prefix(folder).unwrap_or(&path).to_path_buf();
            (relative, (path, folder.to_path_buf()))
        })
        .collect();
    if let Some(localized) = localized.filter(|localized| localized.is_dir()) {
        for (relative, found) in files.iter_mut() {
            let translated = localized.join(relative);
            if translated.is_file() {
                *found = (translated, localized.to_path_buf());
            }
        }
    }
    files.into_values().collect()
}

/// The post files: Markdown files directly in the folder, and `index.md(x)` of its subfolders.
fn post_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(folder)
        .max_depth(2)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .filter(|path| {
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            let markdown = name.ends_with(".md") || name.ends_with(".mdx");
            let direct = path.parent() == Some(folder);
            markdown && !name.starts_with('_') && (direct || name.starts_with("index."))
        })
        .collect();
    files.sort();
    files
}

/// `2024-10-14-release-0-22` → (`2024-10-14`, `release-0-22`).
fn date_prefix(name: &str) -> (Option<String>, &str) {
    let bytes = name.as_bytes();
    let is_date = name.len() >= 10
        && bytes[..10]
            .iter()
            .enumerate()
            .all(|(index, byte)| match index {
                4 | 7 => *byte == b'-',
                _ => byte.is_ascii_digit(),
            });
    if !is_date {
        return (None, name);
    }
    let rest = name[10..].trim_start_matches(['-', '_']);
    (
        Some(name[..10].to_string()),
        if rest.is_empty() { name } else { rest },
    )
}

/// A page made by the build (a list of posts), written as Markdown.
fn made_page(folder: &Path, route: String, title: &str, body: String) -> Doc {
    Doc {
        id: route.clone(),
        source: folder.join("index.md"),
        relative_path: String::new(),
        version: 0,
        route,
        title: title.to_string(),
        sidebar_label: title.to_string(),
        position: None,
        front_matter: Default::default(),
        body,
        html: None,
        body_line_offset: 0,
        front_matter_lines: BTreeMap::new(),
    }
}

fn post_entry(post: &Post) -> String {
    let description = post
        .doc
        .front_matter
        .description
        .clone()
        .unwrap_or_default();
    format!(
        "## [{}]({})\n\n*{}*\n\n{}\n\n",
        post.doc.title.replace(['[', ']'], ""),
        post.doc.route,
        post.date,
        description
    )
}

/// `base`, `base/page/2/`, … with `per_page` posts each.
fn list_pages(
    folder: &Path,
    base: &str,
    title: &str,
    posts: &[&Post],
    (per_page, texts): (usize, &BlogTexts),
) -> Vec<Doc> {
    let per_page = per_page.max(1);
    let chunks: Vec<&[&Post]> = if posts.is_empty() {
        vec![&[]]
    } else {
        posts.chunks(per_page).collect()
    };
    chunks
        .iter()
        .enumerate()
        .map(|(index, chunk)| {
            let route = if index == 0 {
                base.to_string()
            } else {
                format!("{}page/{}/", base, index + 1)
            };
            let mut body: String = chunk.iter().map(|post| post_entry(post)).collect();
            if index + 1 < chunks.len() {
                body.push_str(&format!(
                    "[{}]({}page/{}/)\n",
                    texts.older.replace(['[', ']'], ""),
                    base,
                    index + 2
                ));
            }
            made_page(folder, route, title, body)
        })
        .collect()
}

fn archive_page(folder: &Path, base: &str, posts: &[Post], texts: &BlogTexts) -> Doc {
    let mut body = String::new();
    let mut year = "";
    for post in posts {
        if post.date[..4] != *year {
            year = &post.date[..4];
            body.push_str(&format!("\n## {year}\n\n"));
        }
        body.push_str(&format!(
            "- {} [{}]({})\n",
            post.date,
            post.doc.title.replace(['[', ']'], ""),
            post.doc.route
        ));
    }
    made_page(folder, format!("{base}archive/"), &texts.archive, body)
}

/// `base/authors/`, listing the authors of `authors.yml` (Docusaurus 3.5+ writes it when the
/// file names any author).
fn authors_page(folder: &Path, base: &str, texts: &BlogTexts) -> Option<Doc> {
    let text = std::fs::read_to_string(folder.join("authors.yml")).ok()?;
    let authors: BTreeMap<String, serde_yaml::Value> = serde_yaml::from_str(&text).ok()?;
    if authors.is_empty() {
        return None;
    }
    let field = |author: &serde_yaml::Value, key: &str| {
        author
            .get(key)
            .and_then(|value| value.as_str())
            .unwrap_or("")
            .to_string()
    };
    let body: String = authors
        .iter()
        .map(|(key, author)| {
            let name = Some(field(author, "name"))
                .filter(|name| !name.is_empty())
                .unwrap_or_else(|| key.clone());
            let name = name.replace(['[', ']'], "");
            let url = field(author, "url");
            let title = field(author, "title");
            let shown = if url.is_empty() {
                name
            } else {
                format!("[{name}]({url})")
            };
            if title.is_empty() {
                format!("- {shown}\n")
            } else {
                format!("- {shown}: {title}\n")
            }
        })
        .collect();
    Some(made_page(
        folder,
        format!("{base}authors/"),
        &texts.authors,
        body,
    ))
}

/// `base/tags/` and one page (paginated) per tag, at its kebab-case permalink.
fn tag_pages(
    folder: &Path,
    base: &str,
    posts: &[Post],
    (per_page, texts): (usize, &BlogTexts),
) -> Vec<Doc> {
    let mut by_tag: BTreeMap<String, (String, Vec<&Post>)> = BTreeMap::new();
    for post in posts {
        for tag in &post.tags {
            by_tag
                .entry(kebab_case(tag))
                .or_insert_with(|| (tag.clone(), Vec::new()))
                .1
                .push(post);
        }
    }
    if by_tag.is_empty() {
        return Vec::new();
    }
    let index: String = by_tag
        .iter()
        .map(|(slug, (label, tagged))| {
            format!("- [{label}]({base}tags/{slug}/) ({})\n", tagged.len())
        })
        .collect();
    let mut pages = vec![made_page(
        folder,
        format!("{base}tags/"),
        &texts.tags,
        index,
    )];
    for (slug, (label, tagged)) in &by_tag {
        let tag_base = format!("{base}tags/{slug}/");
        pages.extend(list_pages(
            folder,
            &tag_base,
            &texts.tagged(label, tagged.len()),
            tagged,
            (per_page, texts),
        ));
    }
    pages
}

/// Docusaurus's tag permalink: words split at spaces, punctuation and letter/digit and
/// lower/upper boundaries, lower-cased and joined by `-` (`v2` → `v-2`, `Real Time` → `real-time`).
pub(crate) fn kebab_case(text: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut previous: Option<char> = None;
    for character in text.chars() {
        if !character.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            previous = None;
            continue;
        }
        let boundary = previous.is_some_and(|before| {
            (before.is_alphabetic() && character.is_ascii_digit())
                || (before.is_ascii_digit() && character.is_alphabetic())
                || (before.is_lowercase() && character.is_uppercase())
        });
        if boundary && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        current.extend(character.to_lowercase());
        previous = Some(character);
    }
    if !current.is_empty() {
        words.push(current);
    }
    words.join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_dates_as_docusaurus_writes_them() {
        assert_eq!(kebab_case("v2"), "v-2");
        assert_eq!(kebab_case("Real Time"), "real-time");
        assert_eq!(kebab_case("uptime-monitoring"), "uptime-monitoring");
        assert_eq!(kebab_case("AI automation"), "ai-automation");
        assert_eq!(
            date_prefix("2022-01-20-hello-yew"),
            (Some("2022-01-20".into()), "hello-yew")
        );
        assert_eq!(date_prefix("about"), (None, "about"));
    }
}
