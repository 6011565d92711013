//! Every translation key of a site, built in one place: the keys of `code.json` (theme strings,
//! admonition titles, the navbar's docs link, the announcement bar) and of
//! `docusaurus-plugin-content-docs/current.json` (category labels, generated-index titles and
//! descriptions), with their English text, and the check of each locale's files against them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::model::{Site, Translations};
use crate::sidebar::{SidebarCategory, SidebarNode};
use crate::suggestion::closest;

/// Admonition kinds whose titles the theme strings translate (`theme.admonition.<kind>`).
pub const ADMONITION_KINDS: [&str; 6] = ["note", "tip", "info", "warning", "danger", "caution"];

/// The theme key of the navbar's link to the docs.
pub const NAVBAR_DOCS_KEY: &str = "theme.navbar.docs";

/// The `current.json` key of a category label.
pub fn category_label_key(sidebar_id: &str, translation_key: &str) -> String {
    format!("sidebar.{sidebar_id}.category.{translation_key}")
}

/// The `current.json` key of a generated index's `title` or `description`.
pub fn generated_index_key(sidebar_id: &str, translation_key: &str, field: &str) -> String {
    format!(
        "{}.link.generated-index.{field}",
        category_label_key(sidebar_id, translation_key)
    )
}

/// The `code.json` key of an announcement's translation. It names the announcement's id, so a
/// new announcement shows its configured text until it is translated, never an old translation.
pub fn announcement_key(id: &str) -> String {
    format!("announcementBar.{id}")
}

/// The `code.json` key of an admonition kind's default title.
pub fn admonition_key(kind: &str) -> String {
    format!("theme.admonition.{kind}")
}

/// Which translation file a key belongs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Catalogue {
    /// `i18n/<locale>/code.json`; placeholders are `{name}`.
    Code,
    /// `i18n/<locale>/docusaurus-plugin-content-docs/current.json`; placeholders are `{{name}}`.
    Sidebar,
}

impl Catalogue {
    pub fn file(self, locale: &str) -> String {
        match self {
            Catalogue::Code => format!("i18n/{locale}/code.json"),
            Catalogue::Sidebar => {
                format!("i18n/{locale}/docusaurus-plugin-content-docs/current.json")
            }
        }
    }

    /// The placeholders of a text in this catalogue's syntax, without spaces, each once.
    pub fn placeholders(self, text: &str) -> BTreeSet<String> {
        let (open, close) = match self {
            Catalogue::Code => ("{", "}"),
            Catalogue::Sidebar => ("{{", "}}"),
        };
        let mut found = BTreeSet::new();
        let mut rest = text;
        while let Some(start) = rest.find(open) {
            let after = &rest[start + open.len()..];
            let Some(end) = after.find(close) else { break };
            let name: String = after[..end]
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            let is_name = !name.is_empty()
                && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                && (open == "{{" || !after[..end].contains('{'));
            if is_name {
                found.insert(format!("{open}{name}{close}"));
            }
            rest = &after[end + close.len()..];
        }
        found
    }
}

/// Every key a locale can translate, with its English text, per catalogue.
pub fn translatable_keys(
    site: &Site,
    theme_strings: &BTreeMap<String, String>,
) -> BTreeMap<(Catalogue, String), String> {
    let mut keys = BTreeMap::new();
    for (key, text) in theme_strings {
        if shows_key(site, key) {
            keys.insert((Catalogue::Code, key.clone()), text.clone());
        }
    }
    for kind in ADMONITION_KINDS {
        keys.entry((Catalogue::Code, admonition_key(kind)))
            .or_insert_with(|| capitalized(kind));
    }
    keys.entry((Catalogue::Code, NAVBAR_DOCS_KEY.to_string()))
        .or_insert_with(|| "Docs".to_string());
    if site.config.from_docusaurus {
        for (key, text) in crate::source_keys::source_keys(&site.root) {
            keys.entry((Catalogue::Code, key)).or_insert(text);
        }
    }
    if let Some(bar) = &site.config.announcement_bar {
        keys.insert(
            (Catalogue::Code, announcement_key(&bar.id)),
            bar.content.clone(),
        );
    }
    for sidebar in &site.sidebars {
        add_category_keys(&sidebar.nodes, &mut keys);
    }
    keys
}

/// Whether the site can show theme string `key`: the notices of docs versions only show on a
/// site with several versions, the last-update line only where a docs plugin shows it, so a
/// site without them is not asked to translate them.
fn shows_key(site: &Site, key: &str) -> bool {
    if key.starts_with(VERSION_NOTICE_KEYS) {
        return site.versions.len() > 1;
    }
    if key.starts_with(LAST_UPDATE_KEYS) {
        return site.config.shows_last_update();
    }
    true
}

/// What the keys of the docs-version notices start with (Docusaurus's names).
const VERSION_NOTICE_KEYS: &str = "theme.docs.versions.";

/// What the keys of the last-update line start with (Docusaurus's names).
const LAST_UPDATE_KEYS: &str = "theme.lastUpdated.";

fn add_category_keys(nodes: &[SidebarNode], keys: &mut BTreeMap<(Catalogue, String), String>) {
    for node in nodes {
        let SidebarNode::Category(category) = node else {
            continue;
        };
        for (key, text) in category_texts(category) {
            keys.entry((Catalogue::Sidebar, key)).or_insert(text);
        }
        add_category_keys(&category.items, keys);
    }
}

/// A category's translatable texts: its label (unless it is only a placeholder, which
/// translates itself) and its generated index's title and description.
fn category_texts(category: &SidebarCategory) -> Vec<(String, String)> {
    let key = &category.translation_key;
    let mut texts = Vec::new();
    if !is_placeholder_only(key) {
        texts.push((
            category_label_key(&category.sidebar_id, key),
            category.label.clone(),
        ));
    }
    if category.generated_index.is_some() {
        if let Some(title) = category
            .index_title
            .as_ref()
            .filter(|title| !is_placeholder_only(title))
        {
            texts.push((
                generated_index_key(&category.sidebar_id, key, "title"),
                title.clone(),
            ));
        }
        if let Some(description) = &category.description {
            texts.push((
                generated_index_key(&category.sidebar_id, key, "description"),
                description.clone(),
            ));
        }
    }
    texts
}

fn is_placeholder_only(text: &str) -> bool {
    let trimmed = text.trim();
    trimmed.starts_with("{{")
        && trimmed.ends_with("}}")
        && trimmed[2..trimmed.len() - 2]
            .trim()
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_')
}

fn capitalized(kind: &str) -> String {
    let mut characters = kind.chars();
    characters
        .next()
        .map(|first| first.to_uppercase().chain(characters).collect())
        .unwrap_or_default()
}

/// Checks every locale's translation files against the keys: a key the site does not have
/// (most often a misspelling, whose translation is never shown) and a translation that drops or
/// adds a placeholder are warnings with the key's place; missing keys are warnings too, since a
/// partly translated locale shows English where it lacks a key (as Docusaurus does).
/// `ampere check --strict` fails on any of them.
pub fn check_translations(
    site: &Site,
    theme_strings: &BTreeMap<String, String>,
) -> Vec<Diagnostic> {
    let keys = translatable_keys(site, theme_strings);
    let mut problems = Vec::new();
    for (code, translations) in &site.translations {
        for catalogue in [Catalogue::Code, Catalogue::Sidebar] {
            // Without the theme's English catalogue, code.json has nothing to be checked against.
            if catalogue == Catalogue::Code && theme_strings.is_empty() {
                continue;
            }
            let file = catalogue.file(code);
            let messages = messages_of(translations, catalogue);
            check_catalogue(
                &keys,
                catalogue,
                &file,
                messages,
                translations,
                site.config.from_docusaurus,
                &mut problems,
            );
        }
    }
    problems
}

fn messages_of(translations: &Translations, catalogue: Catalogue) -> &BTreeMap<String, String> {
    match catalogue {
        Catalogue::Code => &translations.code,
        Catalogue::Sidebar => &translations.sidebar,
    }
}

fn check_catalogue(
    keys: &BTreeMap<(Catalogue, String), String>,
    catalogue: Catalogue,
    file: &str,
    messages: &BTreeMap<String, String>,
    translations: &Translations,
    docusaurus_keys: bool,
    problems: &mut Vec<Diagnostic>,
) {
    let known: Vec<&str> = keys
        .keys()
        .filter(|(kind, _)| *kind == catalogue)
        .map(|(_, key)| key.as_str())
        .collect();
    let at = |key: &str| {
        let (line, column) = translations.position(catalogue, key);
        (Path::new(file).to_path_buf(), line, column)
    };
    // Keys of Docusaurus's own theme (`theme.blog.…`) that ampere's theme does not show: a
    // Docusaurus site's code.json has dozens; they are named together, not one warning each.
    let foreign: Vec<&String> = messages
        .keys()
        .filter(|key| docusaurus_keys && (key.starts_with("theme.") || key.starts_with("version.")))
        .filter(|key| !keys.contains_key(&(catalogue, (*key).clone())))
        .collect();
    if let Some(first) = foreign.first() {
        let (path, line, column) = at(first);
        let names: Vec<&str> = foreign.iter().take(4).map(|key| key.as_str()).collect();
        problems.push(
            Diagnostic::new(&path, line, column, format!(
                "{} keys of Docusaurus's theme are not used by ampere's theme ({}{})",
                foreign.len(),
                names.join(", "),
                if foreign.len() > names.len() { ", …" } else { "" }
            ))
            .with_hint("they are kept for Docusaurus; ampere shows the keys it lists in `ampere translations`")
            .as_warning(),
        );
    }
    for (key, message) in messages {
        if foreign.contains(&key) {
            continue;
        }
        let (path, line, column) = at(key);
        let Some(english) = keys.get(&(catalogue, key.clone())) else {
            let hint = match closest(key, known.iter().copied()) {
                Some(suggestion) => format!("did you mean `{suggestion}`? A key the site does not have is never shown"),
                None => "remove it, or check the key against the English source: a key the site does not have is never shown".to_string(),
            };
            problems.push(
                Diagnostic::new(
                    &path,
                    line,
                    column,
                    format!("translation key `{key}` is not used by the site"),
                )
                .with_hint(hint)
                .as_warning(),
            );
            continue;
        };
        let wanted = catalogue.placeholders(english);
        let written = catalogue.placeholders(message);
        if wanted != written && !key.ends_with(".plurals") {
            problems.push(
                Diagnostic::new(&path, line, column, format!(
                    "the translation of `{key}` has placeholders [{}], the English has [{}]",
                    written.into_iter().collect::<Vec<_>>().join(" "),
                    wanted.into_iter().collect::<Vec<_>>().join(" ")
                ))
                .with_hint("keep every placeholder of the English text, written the same way; they are replaced when the page is built")
                .as_warning(),
            );
        }
    }
    let missing: Vec<&str> = known
        .iter()
        .copied()
        .filter(|key| !messages.contains_key(*key))
        .collect();
    if !missing.is_empty() {
        const SHOWN: usize = 5;
        let mut listed = missing[..missing.len().min(SHOWN)].join(", ");
        if missing.len() > SHOWN {
            listed.push_str(&format!(" and {} more", missing.len() - SHOWN));
        }
        problems.push(
            Diagnostic::new(
                Path::new(file),
                0,
                0,
                format!(
                    "{} of {} keys are not translated (English is shown): {listed}",
                    missing.len(),
                    known.len()
                ),
            )
            .with_hint("add them to the file; the key list comes from the English sources")
            .as_warning(),
        );
    }
}
