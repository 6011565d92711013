//! A Docusaurus configuration (as evaluated by Node) mapped onto the [`SiteConfig`] that
//! `ampere.toml` gives. Every key ampere implements is carried over; every other key, plugin and
//! theme is named in one warning line, never silently dropped and never fatal.

use std::path::Path;

use serde_json::{json, Map, Value};

use super::Evaluated;
use crate::config::{check_docusaurus_config, fill_locale_defaults, ForeignRoute, SiteConfig};
use crate::diagnostic::Diagnostic;

/// Keys that only matter to `docusaurus deploy` or to Docusaurus's own bundler: nothing to build.
const BUILD_IRRELEVANT: [&str; 8] = [
    "organizationName",
    "projectName",
    "deploymentBranch",
    "githubHost",
    "githubPort",
    "future",
    "scripts",
    "stylesheets",
];

/// Presets read as the classic preset (the OpenAPI preset wraps it and adds `api`).
const CLASSIC_PRESETS: [&str; 4] = [
    "docusaurus-preset-openapi",
    "@docusaurus/preset-classic",
    "classic",
    "docusaurus-preset-classic",
];

/// The configuration and the warnings about what it says that ampere does not do.
pub fn config_from_docusaurus(
    path: &Path,
    evaluated: Evaluated,
) -> Result<(SiteConfig, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut mapper = Mapper {
        path,
        warnings: Vec::new(),
        foreign_routes: Vec::new(),
    };
    for module in &evaluated.missing_modules {
        mapper.warn(format!("the package `{module}` is not installed; what the configuration takes from it is left out"));
    }
    let value = evaluated.value.clone();
    let Value::Object(root) = evaluated.value else {
        return Err(vec![Diagnostic::new(
            path,
            0,
            0,
            "the configuration does not export an object",
        )
        .with_hint(
            "export default (or module.exports =) an object with at least title and url",
        )]);
    };
    let shape = mapper.site(root, &evaluated.locale_defaults);
    let mut config: SiteConfig = serde_json::from_value(shape).map_err(|error| {
        vec![Diagnostic::new(path, 0, 0, format!("a configuration value has the wrong type: {error}"))
            .with_hint("compare with the Docusaurus configuration reference (https://docusaurus.io/docs/api/docusaurus-config)")]
    })?;
    fill_locale_defaults(&mut config);
    config.foreign_routes = mapper.foreign_routes;
    config.from_docusaurus = true;
    config.docusaurus_value = Some(value);
    let problems = check_docusaurus_config(path, &config);
    if problems.is_empty() {
        Ok((config, mapper.warnings))
    } else {
        Err(problems)
    }
}

struct Mapper<'a> {
    path: &'a Path,
    warnings: Vec<Diagnostic>,
    /// Routes made by plugins ampere does not run.
    foreign_routes: Vec<ForeignRoute>,
}

impl Mapper<'_> {
    fn warn(&mut self, message: String) {
        self.warnings
            .push(Diagnostic::new(self.path, 0, 0, message).as_warning());
    }

    fn unsupported(&mut self, key_path: &str, consequence: &str) {
        self.warn(format!("{key_path} is not supported; {consequence}"));
    }

    /// Warns for every key of `object` left after the supported ones were taken out.
    fn rest(&mut self, prefix: &str, object: Map<String, Value>) {
        for (key, value) in object {
            if matches!(value, Value::Null | Value::Bool(false)) {
                continue;
            }
            self.unsupported(&format!("{prefix}{key}"), "it is ignored");
        }
    }

    fn site(
        &mut self,
        mut root: Map<String, Value>,
        defaults: &std::collections::BTreeMap<String, Value>,
    ) -> Value {
        let mut shape = Map::new();
        for key in ["title", "tagline", "favicon", "url"] {
            if let Some(value) = root.remove(key) {
                shape.insert(key.to_string(), value);
            }
        }
        if let Some(base) = root.remove("baseUrl") {
            if base.as_str().is_some_and(|base| base != "/") {
                self.unsupported(
                    &format!("baseUrl {base}"),
                    "the site is built to be served from /",
                );
            }
        }
        if root.remove("trailingSlash") == Some(Value::Bool(false)) {
            self.unsupported(
                "trailingSlash: false",
                "pages are written as folder/index.html and linked with a trailing slash",
            );
        }
        let broken = root.remove("onBrokenLinks");
        shape.insert(
            "onBrokenLinks".into(),
            json!(broken_links_mode(broken.as_ref())),
        );
        let anchors = root.remove("onBrokenAnchors");
        let anchors_mode = match anchors.as_ref().and_then(Value::as_str) {
            Some("throw") => "throw",
            _ => "warn",
        };
        shape.insert("onBrokenAnchors".into(), json!(anchors_mode));
        for key in ["onBrokenMarkdownLinks", "onDuplicateRoutes"] {
            root.remove(key);
        }
        let mut markdown = match root.remove("markdown") {
            Some(Value::Object(markdown)) => markdown,
            _ => Map::new(),
        };
        let format = markdown.remove("format").unwrap_or_else(|| json!("mdx"));
        let mermaid = markdown.remove("mermaid") == Some(Value::Bool(true));
        shape.insert(
            "markdown".into(),
            json!({ "format": format, "mermaid": mermaid }),
        );
        self.rest("markdown.", markdown);
        if let Some(Value::Object(fields)) = root.remove("customFields") {
            shape.insert("customFields".into(), Value::Object(fields));
        }
        if let Some(Value::Object(i18n)) = root.remove("i18n") {
            shape.insert("i18n".into(), self.i18n(i18n, defaults));
        }
        let mut docs = json!({});
        if let Some(Value::Array(presets)) = root.remove("presets") {
            self.presets(presets, &mut shape, &mut docs);
        }
        shape.insert("docs".into(), docs);
        if let Some(Value::Object(theme_config)) = root.remove("themeConfig") {
            self.theme_config(theme_config, &mut shape);
        }
        let mut docs_plugins = Vec::new();
        for kind in ["plugins", "themes"] {
            if let Some(Value::Array(entries)) = root.remove(kind) {
                for (index, entry) in entries.iter().enumerate() {
                    match self.docs_plugin(kind, index, entry) {
                        Some(instance) => docs_plugins.push(instance),
                        None => self.plugin(kind, index, entry),
                    }
                }
            }
        }
        if !docs_plugins.is_empty() {
            shape.insert("docsPlugins".into(), Value::Array(docs_plugins));
        }
        for key in BUILD_IRRELEVANT {
            root.remove(key);
        }
        self.rest("", root);
        Value::Object(shape)
    }

    fn i18n(
        &mut self,
        mut i18n: Map<String, Value>,
        defaults: &std::collections::BTreeMap<String, Value>,
    ) -> Value {
        let default_locale = i18n.remove("defaultLocale").unwrap_or_else(|| json!("en"));
        let mut configs = match i18n.remove("localeConfigs") {
            Some(Value::Object(configs)) => configs,
            _ => Map::new(),
        };
        let mut locales = Map::new();
        let codes = match i18n.remove("locales") {
            Some(Value::Array(codes)) => codes,
            _ => vec![default_locale.clone()],
        };
        for code in codes.iter().filter_map(Value::as_str) {
            let mut locale = match defaults.get(code) {
                Some(Value::Object(values)) => values.clone(),
                _ => Map::new(),
            };
            if let Some(Value::Object(given)) = configs.remove(code) {
                for (key, value) in given {
                    match key.as_str() {
                        "label" | "direction" | "htmlLang" | "calendar" | "path" | "translate" => {
                            locale.insert(key, value);
                        }
                        _ => self.unsupported(
                            &format!("i18n.localeConfigs.{code}.{key}"),
                            "it is ignored",
                        ),
                    }
                }
            }
            locales.insert(code.to_string(), Value::Object(locale));
        }
        i18n.remove("path");
        self.rest("i18n.", i18n);
        json!({ "defaultLocale": default_locale, "locales": locales })
    }

    fn presets(&mut self, presets: Vec<Value>, shape: &mut Map<String, Value>, docs: &mut Value) {
        for (index, preset) in presets.into_iter().enumerate() {
            let (name, options) = plugin_name_and_options(&preset);
            if !CLASSIC_PRESETS.contains(&name.as_str()) {
                self.unsupported(
                    &format!("presets[{index}] \"{name}\""),
                    "only the classic preset is read",
                );
                continue;
            }
            let Some(Value::Object(mut options)) = options else {
                continue;
            };
            match options.remove("docs") {
                Some(Value::Object(docs_options)) => *docs = self.docs_options(docs_options),
                Some(Value::Bool(false)) => self.unsupported(
                    "presets[classic].docs: false",
                    "the docs folder is still built",
                ),
                _ => {}
            }
            if let Some(Value::Object(sitemap)) = options.remove("sitemap") {
                shape.insert("sitemap".into(), self.sitemap(sitemap));
            }
            match options.remove("blog") {
                Some(Value::Bool(false)) => {}
                Some(Value::Object(blog)) => {
                    shape.insert("blog".into(), self.blog_options(blog));
                }
                _ => {
                    shape.insert("blog".into(), json!({}));
                }
            }
            if let Some(Value::Object(mut api)) = options.remove("api") {
                let mut openapi = Map::new();
                for key in ["path", "routeBasePath"] {
                    if let Some(value) = api.remove(key).filter(Value::is_string) {
                        openapi.insert(key.to_string(), value);
                    }
                }
                shape.insert("openapi".into(), Value::Object(openapi));
                self.rest("presets[openapi].api.", api);
            }
            if let Some(Value::Object(mut theme)) = options.remove("theme") {
                if let Some(css) = theme.remove("customCss") {
                    let files: Vec<Value> = match css {
                        Value::String(file) => vec![json!(file)],
                        Value::Array(files) => files.into_iter().filter(Value::is_string).collect(),
                        _ => Vec::new(),
                    };
                    shape.insert("customCss".into(), Value::Array(files));
                    self.unsupported(
                        "presets[classic].theme.customCss",
                        "only its primary colours (--ifm-color-primary…) are taken into ampere's theme; the rest of the site's CSS is not applied",
                    );
                }
                self.rest("presets[classic].theme.", theme);
            }
            options.remove("pages");
            self.rest("presets[classic].", options);
        }
    }

    fn docs_options(&mut self, options: Map<String, Value>) -> Value {
        self.docs_options_at("presets[classic].docs.", options)
    }

    /// The docs options at `prefix` (the classic preset's, or a docs plugin's), the ones ampere
    /// does not implement named in a warning each.
    fn docs_options_at(&mut self, prefix: &str, mut options: Map<String, Value>) -> Value {
        let mut docs = Map::new();
        for key in ["path", "routeBasePath"] {
            if let Some(value) = options.remove(key) {
                docs.insert(key.to_string(), value);
            }
        }
        if let Some(Value::String(sidebar)) = options.remove("sidebarPath") {
            docs.insert("sidebarPath".into(), json!(sidebar));
        }
        if let Some(Value::String(last)) = options.remove("lastVersion") {
            docs.insert("lastVersion".into(), json!(last));
        }
        if let Some(Value::Object(versions)) = options.remove("versions") {
            docs.insert("versions".into(), self.version_options(prefix, versions));
        }
        if let Some(only) = options
            .remove("onlyIncludeVersions")
            .filter(Value::is_array)
        {
            docs.insert("onlyIncludeVersions".into(), only);
        }
        if let Some(include) = options
            .remove("includeCurrentVersion")
            .filter(Value::is_boolean)
        {
            docs.insert("includeCurrentVersion".into(), include);
        }

        match options.remove("editUrl") {
            Some(Value::String(url)) => {
                docs.insert("editUrl".into(), json!(url));
            }
            Some(Value::Object(function)) if function.contains_key("__function") => self
                .unsupported(
                    &format!("{prefix}editUrl (a function)"),
                    "pages have no edit link; write the editUrl as a string",
                ),
            _ => {}
        }
        for key in [
            "editLocalizedFiles",
            "editCurrentVersion",
            "showLastUpdateTime",
            "showLastUpdateAuthor",
        ] {
            if let Some(flag) = options.remove(key).filter(Value::is_boolean) {
                docs.insert(key.into(), flag);
            }
        }
        for key in ["include", "exclude", "numberPrefixParser"] {
            options.remove(key);
        }
        self.rest(prefix, options);
        Value::Object(docs)
    }

    /// The docs option `versions`, keeping the fields ampere implements (label, path, banner,
    /// badge) and naming the others (className, noIndex) in a warning each.
    fn version_options(&mut self, prefix: &str, versions: Map<String, Value>) -> Value {
        let mut kept = Map::new();
        for (name, options) in versions {
            let Value::Object(mut options) = options else {
                continue;
            };
            let mut version = Map::new();
            for key in ["label", "path", "banner"] {
                if let Some(value) = options.remove(key).filter(Value::is_string) {
                    version.insert(key.to_string(), value);
                }
            }
            if let Some(badge) = options.remove("badge").filter(Value::is_boolean) {
                version.insert("badge".into(), badge);
            }
            self.rest(&format!("{prefix}versions.{name}."), options);
            kept.insert(name, Value::Object(version));
        }
        Value::Object(kept)
    }

    fn blog_options(&mut self, mut blog: Map<String, Value>) -> Value {
        let mut options = Map::new();
        for key in ["path", "routeBasePath"] {
            if let Some(value) = blog.remove(key).filter(Value::is_string) {
                options.insert(key.to_string(), value);
            }
        }
        if let Some(value) = blog.remove("postsPerPage").filter(Value::is_u64) {
            options.insert("postsPerPage".into(), value);
        }
        if let Some(value) = blog.remove("blogTitle").filter(Value::is_string) {
            options.insert("title".into(), value);
        }
        for key in [
            "include",
            "exclude",
            "blogTitle",
            "blogDescription",
            "showReadingTime",
            "blogSidebarTitle",
            "blogSidebarCount",
            "onInlineTags",
            "onInlineAuthors",
            "onUntruncatedBlogPosts",
            "authorsMapPath",
            "tags",
        ] {
            blog.remove(key);
        }
        self.rest("presets[classic].blog.", blog);
        Value::Object(options)
    }

    fn sitemap(&mut self, mut sitemap: Map<String, Value>) -> Value {
        let mut shape = Map::new();
        for key in ["changefreq", "priority", "ignorePatterns"] {
            if let Some(value) = sitemap.remove(key) {
                shape.insert(key.to_string(), value);
            }
        }
        self.rest("presets[classic].sitemap.", sitemap);
        Value::Object(shape)
    }

    fn theme_config(&mut self, mut theme: Map<String, Value>, shape: &mut Map<String, Value>) {
        if let Some(Value::Array(tags)) = theme.remove("metadata") {
            let tags: Vec<Value> = tags
                .into_iter()
                .filter_map(|tag| match tag {
                    Value::Object(attributes) => Some(Value::Object(
                        attributes
                            .into_iter()
                            .filter(|(_, value)| value.is_string())
                            .collect(),
                    )),
                    _ => None,
                })
                .collect();
            shape.insert("metadata".into(), Value::Array(tags));
        }
        if let Some(Value::String(image)) = theme.remove("image") {
            shape.insert("image".into(), json!(image));
        }
        if let Some(Value::Object(navbar)) = theme.remove("navbar") {
            shape.insert("navbar".into(), self.navbar(navbar));
        }
        if let Some(Value::Object(mut footer)) = theme.remove("footer") {
            if let Some(Value::String(copyright)) = footer.remove("copyright") {
                shape.insert("copyright".into(), json!(copyright));
            }
            if let Some(Value::Array(links)) = footer.remove("links") {
                shape.insert("footerLinks".into(), Value::Array(footer_columns(&links)));
            }
            footer.remove("style");
            self.rest("themeConfig.footer.", footer);
        }
        if let Some(Value::Object(mut mode)) = theme.remove("colorMode") {
            let mut color_mode = Map::new();
            for key in ["defaultMode", "disableSwitch", "respectPrefersColorScheme"] {
                if let Some(value) = mode.remove(key) {
                    color_mode.insert(key.to_string(), value);
                }
            }
            self.rest("themeConfig.colorMode.", mode);
            shape.insert("colorMode".into(), Value::Object(color_mode));
        }
        if let Some(Value::Object(mut bar)) = theme.remove("announcementBar") {
            let mut announcement = Map::new();
            for key in ["id", "content", "isCloseable"] {
                if let Some(value) = bar.remove(key) {
                    announcement.insert(key.to_string(), value);
                }
            }
            announcement
                .entry("id")
                .or_insert(json!("announcement-bar"));
            self.rest("themeConfig.announcementBar.", bar);
            shape.insert("announcementBar".into(), Value::Object(announcement));
        }
        if let Some(Value::Object(mut toc)) = theme.remove("tableOfContents") {
            let mut levels = Map::new();
            for key in ["minHeadingLevel", "maxHeadingLevel"] {
                if let Some(value) = toc.remove(key) {
                    levels.insert(key.to_string(), value);
                }
            }
            shape.insert("tableOfContents".into(), Value::Object(levels));
        }
        if let Some(Value::Object(mut algolia)) = theme.remove("algolia") {
            let mut search = Map::new();
            for key in [
                "appId",
                "apiKey",
                "indexName",
                "contextualSearch",
                "searchPagePath",
            ] {
                if let Some(value) = algolia.remove(key) {
                    search.insert(key.to_string(), value);
                }
            }
            shape.insert("search".into(), Value::Object(search));
            self.warn("themeConfig.algolia is kept for reference; ampere's built-in search answers queries".to_string());
        }
        self.rest("themeConfig.", theme);
    }

    fn navbar(&mut self, mut navbar: Map<String, Value>) -> Value {
        let hide_on_scroll = navbar.remove("hideOnScroll").unwrap_or(json!(false));
        let mut items = Vec::new();
        if let Some(Value::Array(entries)) = navbar.remove("items") {
            for (index, item) in entries.into_iter().enumerate() {
                if let Some(item) = self.navbar_item(index, item) {
                    items.push(item);
                }
            }
        }
        let title = navbar.remove("title").filter(Value::is_string);
        let logo = match navbar.remove("logo") {
            Some(Value::Object(logo)) => logo.get("src").and_then(Value::as_str).map(|src| {
                json!({ "src": src, "alt": logo.get("alt").and_then(Value::as_str).unwrap_or("") })
            }),
            _ => None,
        };
        navbar.remove("style");
        self.rest("themeConfig.navbar.", navbar);
        json!({ "hideOnScroll": hide_on_scroll, "items": items, "title": title, "logo": logo })
    }

    fn navbar_item(&mut self, index: usize, item: Value) -> Option<Value> {
        let kind = item
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("default");
        let position = item.get("position").cloned().unwrap_or(json!("left"));
        let label = item.get("label").and_then(Value::as_str).unwrap_or("Docs");
        match kind {
            "doc" => Some(json!({
                "type": "doc",
                "docId": item.get("docId").and_then(Value::as_str).unwrap_or_default(),
                "docsPluginId": item.get("docsPluginId").and_then(Value::as_str),
                "label": item.get("label").and_then(Value::as_str),
                "position": position,
            })),
            "docSidebar" => Some(json!({
                "type": "docSidebar",
                "sidebarId": item.get("sidebarId").and_then(Value::as_str).unwrap_or(crate::sidebar::SIDEBAR_IDS[0]),
                "position": position,
                "label": label,
            })),
            "localeDropdown" => Some(json!({ "type": "localeDropdown", "position": position })),
            "docsVersionDropdown" => {
                for key in ["dropdownItemsBefore", "dropdownItemsAfter"] {
                    if item
                        .get(key)
                        .and_then(Value::as_array)
                        .is_some_and(|links| !links.is_empty())
                    {
                        self.unsupported(
                            &format!("themeConfig.navbar.items[{index}].{key}"),
                            "the dropdown lists the docs versions only",
                        );
                    }
                }
                Some(json!({ "type": "docsVersionDropdown", "position": position }))
            }
            "dropdown" => Some(json!({
                "type": "dropdown",
                "label": item.get("label").and_then(Value::as_str).unwrap_or("More"),
                "position": position,
                "items": self.dropdown_links(index, &item),
            })),
            "default" if item.get("to").is_some() || item.get("href").is_some() => Some(json!({
                "type": "link",
                "label": if item.get("html").is_some() { item.get("label").and_then(Value::as_str).unwrap_or("") } else { label },
                "html": item.get("html").and_then(Value::as_str),
                "to": item.get("to").and_then(Value::as_str),
                "href": item.get("href").and_then(Value::as_str),
                "position": position,
            })),
            "html" => {
                match item.get("value").and_then(Value::as_str) {
                    Some(value) => {
                        Some(json!({ "type": "html", "value": value, "position": position }))
                    }
                    None => {
                        self.unsupported(
                        &format!("themeConfig.navbar.items[{index}] (type html without a string value)"),
                        "the item is not shown",
                    );
                        None
                    }
                }
            }
            "search" => None,
            other => {
                self.unsupported(
                    &format!("themeConfig.navbar.items[{index}] (type {other}, \"{label}\")"),
                    "the item is not shown",
                );
                None
            }
        }
    }

    /// The links of a dropdown item; an entry that is not a link (`to`/`href`) is named in a
    /// warning and left out.
    fn dropdown_links(&mut self, index: usize, item: &Value) -> Vec<Value> {
        let entries = item
            .get("items")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let mut links = Vec::new();
        for (position, entry) in entries.iter().enumerate() {
            let label = entry.get("label").and_then(Value::as_str);
            let to = entry.get("to").and_then(Value::as_str);
            let href = entry.get("href").and_then(Value::as_str);
            match label {
                Some(label) if to.is_some() || href.is_some() => {
                    links.push(json!({ "label": label, "to": to, "href": href }));
                }
                _ => self.unsupported(
                    &format!(
                        "themeConfig.navbar.items[{index}].items[{position}] (\"{}\")",
                        label.unwrap_or("?")
                    ),
                    "only links (to or href, with a label) are shown in a dropdown",
                ),
            }
        }
        links
    }

    /// Records the routes a plugin ampere does not run would make (`routeBasePath` or its
    /// default), so that links into them are named as such rather than as broken.
    fn foreign(&mut self, route_base: Option<&Value>, default: &str, owner: &str) {
        let base = route_base.and_then(Value::as_str).unwrap_or(default);
        self.foreign_routes.push(ForeignRoute {
            prefix: crate::route::normalize_route(base),
            owner: owner.to_string(),
            exact: false,
        });
    }

    /// A further instance of the docs plugin (`['@docusaurus/plugin-content-docs', {id, …}]`):
    /// its id and the docs options ampere implements; `None` for any other plugin.
    fn docs_plugin(&mut self, kind: &str, index: usize, entry: &Value) -> Option<Value> {
        let (name, options) = plugin_name_and_options(entry);
        if name != "@docusaurus/plugin-content-docs" && name != "content-docs" {
            return None;
        }
        let Some(Value::Object(mut options)) = options else {
            return None;
        };
        let id = match options.remove("id") {
            Some(Value::String(id)) => id,
            _ => return None,
        };
        let docs = self.docs_options_at(&format!("{kind}[{index}]."), options);
        Some(json!({ "id": id, "options": docs }))
    }

    fn plugin(&mut self, kind: &str, index: usize, entry: &Value) {
        let (name, options) = plugin_name_and_options(entry);
        if name == "@docusaurus/theme-mermaid" {
            // Its diagrams are drawn by ampere's theme when `markdown.mermaid` is on.
            return;
        }
        let route_base = options
            .as_ref()
            .and_then(|options| options.get("routeBasePath"));
        let default_base = if name.contains("content-blog") {
            Some("blog")
        } else if name.contains("content-docs") {
            Some("docs")
        } else {
            None
        };
        if route_base.is_some() || default_base.is_some() {
            self.foreign(
                route_base,
                default_base.unwrap_or(""),
                &format!("the plugin \"{name}\""),
            );
        }
        let consequence = if name.contains("search") {
            "ampere's built-in search is used"
        } else {
            "it is not run"
        };
        self.unsupported(&format!("{kind}[{index}] \"{name}\""), consequence);
    }
}

/// Footer links as columns: `[{title, items: [{label, to|href}]}]`, or a flat list of links
/// (one column without a title). Items without a target (HTML items) are left out.
fn footer_columns(links: &[Value]) -> Vec<Value> {
    let link = |item: &Value| {
        let target = item
            .get("to")
            .or_else(|| item.get("href"))
            .and_then(Value::as_str)?;
        let label = item.get("label").and_then(Value::as_str).unwrap_or(target);
        Some(json!({ "label": label, "href": target }))
    };
    if links.iter().all(|entry| entry.get("items").is_none()) {
        let items: Vec<Value> = links.iter().filter_map(link).collect();
        return vec![json!({ "title": "", "items": items })];
    }
    links
        .iter()
        .filter_map(|column| {
            let items: Vec<Value> = column
                .get("items")?
                .as_array()?
                .iter()
                .filter_map(link)
                .collect();
            let title = column.get("title").and_then(Value::as_str).unwrap_or("");
            Some(json!({ "title": title, "items": items }))
        })
        .collect()
}

/// A plugin or preset entry: `"name"`, `["name", options]` or a function.
fn plugin_name_and_options(entry: &Value) -> (String, Option<Value>) {
    match entry {
        Value::String(name) => (name.clone(), None),
        Value::Array(parts) => {
            let (name, _) = parts
                .first()
                .map_or((String::from("?"), None), plugin_name_and_options);
            (name, parts.get(1).cloned())
        }
        Value::Object(object) => match object.get("__function").and_then(Value::as_str) {
            Some(function) => (format!("function {function}"), None),
            None => (
                object
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("?")
                    .to_string(),
                None,
            ),
        },
        _ => ("?".to_string(), None),
    }
}

/// Docusaurus's `onBrokenLinks` (throw, warn, log, ignore) as ampere's two modes.
fn broken_links_mode(value: Option<&Value>) -> &'static str {
    match value.and_then(Value::as_str) {
        Some("warn" | "log" | "ignore") => "warn",
        _ => "throw",
    }
}
