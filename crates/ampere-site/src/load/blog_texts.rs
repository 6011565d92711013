//! The words of the blog pages the build makes (list title, "Archive", "Older posts", tag
//! pages, authors) in a locale: the locale's `code.json` under Docusaurus's keys, the blog title
//! from the locale's `docusaurus-plugin-content-blog/options.json`, else English.

use std::collections::BTreeMap;
use std::path::Path;

/// The blog's words in one locale.
#[derive(Debug, Clone)]
pub struct BlogTexts {
    pub title: String,
    pub archive: String,
    pub older: String,
    pub tags: String,
    pub authors: String,
    /// `{nPosts} tagged with "{tagName}"`, with `{nPosts}` already a plural form.
    tagged: String,
    /// `One post|{count} posts`.
    posts: String,
}

impl BlogTexts {
    /// The texts from `messages` (a `code.json`) and the blog title, English where they say nothing.
    pub fn new(messages: &BTreeMap<String, String>, title: Option<String>) -> Self {
        let text = |key: &str, english: &str| {
            messages
                .get(key)
                .cloned()
                .unwrap_or_else(|| english.to_string())
        };
        BlogTexts {
            title: title.unwrap_or_else(|| "Blog".to_string()),
            archive: text("theme.blog.archive.title", "Archive"),
            older: text("theme.blog.paginator.olderEntries", "Older posts"),
            tags: text("theme.tags.tagsPageTitle", "Tags"),
            authors: text("theme.blog.authorsList.pageTitle", "Authors"),
            tagged: text("theme.blog.tagTitle", "{nPosts} tagged with \"{tagName}\""),
            posts: text("theme.blog.post.plurals", "One post|{count} posts"),
        }
    }

    /// The title of the page of tag `label`, which `count` posts carry.
    pub fn tagged(&self, label: &str, count: usize) -> String {
        let forms: Vec<&str> = self.posts.split('|').collect();
        let form = if count == 1 {
            forms[0]
        } else {
            forms[forms.len() - 1]
        };
        self.tagged
            .replace("{nPosts}", &form.replace("{count}", &count.to_string()))
            .replace("{tagName}", label)
    }
}

/// The blog title of a locale: `title` of its `options.json` in `localized`, else `default`.
pub fn localized_title(localized: Option<&Path>, default: Option<&str>) -> Option<String> {
    localized
        .map(|folder| folder.join("options.json"))
        .and_then(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            crate::translation_files::parse_messages(&path, &text).ok()
        })
        .and_then(|messages| messages.get("title").cloned())
        .or_else(|| default.map(str::to_string))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_come_from_code_json_with_english_beside_them() {
        let messages: BTreeMap<String, String> = [
            ("theme.blog.paginator.olderEntries", "過去の記事"),
            (
                "theme.blog.tagTitle",
                "「{tagName}」タグの記事が{nPosts}あります",
            ),
            ("theme.blog.post.plurals", "{count}件"),
        ]
        .into_iter()
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .collect();
        let japanese = BlogTexts::new(&messages, Some("ブログ".into()));
        assert_eq!(japanese.older, "過去の記事");
        assert_eq!(japanese.archive, "Archive");
        assert_eq!(
            japanese.tagged("release", 3),
            "「release」タグの記事が3件あります"
        );
        let english = BlogTexts::new(&BTreeMap::new(), None);
        assert_eq!(english.title, "Blog");
        assert_eq!(english.tagged("news", 1), "One post tagged with \"news\"");
        assert_eq!(english.tagged("news", 2), "2 posts tagged with \"news\"");
    }
}
