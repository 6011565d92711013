//! An API reference made from an OpenAPI 3 file, at the routes Docusaurus's openapi preset
//! gives it: one page per operation at `<base>/<slug>` (the kebab-cased summary, else the
//! operation id, made unique as Docusaurus's slugger makes it), `<base>/introduction` with the
//! API's description, and `<base>` listing every operation by tag. Each page is Markdown made
//! here and rendered once (its method and path, description, parameters, request body and
//! responses); links in the file's descriptions are not checked.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use serde_json::Value;

use crate::config::OpenApiOptions;
use crate::diagnostic::Diagnostic;
use crate::model::Doc;
use crate::route::normalize_route;

const METHODS: [&str; 7] = ["get", "put", "post", "delete", "options", "head", "patch"];

/// One operation of the file.
struct Operation<'a> {
    method: &'a str,
    path: &'a str,
    body: &'a serde_json::Map<String, Value>,
    slug: String,
}

/// The reference pages, or the reason the file cannot be read.
pub fn reference_pages(root: &Path, options: &OpenApiOptions) -> Result<Vec<Doc>, Diagnostic> {
    let shown = Path::new(&options.path);
    let text = std::fs::read_to_string(root.join(&options.path)).map_err(|error| {
        Diagnostic::new(
            shown,
            0,
            0,
            format!("cannot read the OpenAPI file: {error}"),
        )
        .with_hint("the openapi preset's api.path names the file, relative to the site")
    })?;
    // Read once, in the file's order (YAML mappings keep it; JSON objects here are sorted by
    // key): that order decides which of two operations with one summary gets the `-1` slug, as
    // in Docusaurus.
    let ordered: serde_yaml::Value = serde_yaml::from_str(&text).map_err(|error| {
        let line = error.location().map_or(0, |location| location.line());
        Diagnostic::new(
            shown,
            line,
            1,
            format!("the OpenAPI file is not valid JSON or YAML: {error}"),
        )
    })?;
    let spec: Value = serde_yaml::from_value(ordered.clone()).map_err(|error| {
        Diagnostic::new(
            shown,
            0,
            0,
            format!("the OpenAPI file cannot be read as data: {error}"),
        )
    })?;
    let base = normalize_route(&options.route_base_path);
    let path_order: Vec<String> = ordered
        .get("paths")
        .and_then(serde_yaml::Value::as_mapping)
        .map(|paths| {
            paths
                .keys()
                .filter_map(|key| key.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let operations = operations(&spec, &path_order);
    let source = shown.to_path_buf();
    let page = |route: String, title: String, markdown: String| {
        made_page(&source, route, title, &markdown)
    };
    let info = spec.get("info");
    let title = text_of(info, "title").unwrap_or("API").to_string();
    let mut pages = vec![
        page(base.clone(), title.clone(), overview(&operations, &base)),
        page(
            format!("{base}introduction/"),
            title.clone(),
            introduction(info),
        ),
    ];
    pages.extend(operations.iter().map(|operation| {
        page(
            format!("{base}{}/", operation.slug),
            operation_title(operation),
            operation_markdown(operation),
        )
    }));
    Ok(pages)
}

/// Every operation in the file's order (`path_order`; paths it does not name follow), each with
/// its unique slug.
fn operations<'a>(spec: &'a Value, path_order: &[String]) -> Vec<Operation<'a>> {
    let mut used: HashMap<String, usize> = HashMap::new();
    let mut found = Vec::new();
    let Some(paths) = spec.get("paths").and_then(Value::as_object) else {
        return found;
    };
    let mut ordered: Vec<(&String, &Value)> = paths.iter().collect();
    ordered.sort_by_key(|(path, _)| {
        path_order
            .iter()
            .position(|known| known == *path)
            .unwrap_or(usize::MAX)
    });
    for (path, item) in ordered {
        let Some(item) = item.as_object() else {
            continue;
        };
        for method in METHODS {
            let Some(body) = item.get(method).and_then(Value::as_object) else {
                continue;
            };
            let name = body
                .get("summary")
                .and_then(Value::as_str)
                .or_else(|| body.get("operationId").and_then(Value::as_str))
                .unwrap_or(path);
            let base = kebab_case(name);
            let count = used.entry(base.clone()).or_insert(0);
            let slug = if *count == 0 {
                base.clone()
            } else {
                format!("{base}-{count}")
            };
            *count += 1;
            found.push(Operation {
                method,
                path,
                body,
                slug,
            });
        }
    }
    found
}

/// `getStats` / `Get stats` → `get-stats` (words split at case changes and non-alphanumerics).
fn kebab_case(text: &str) -> String {
    let mut slug = String::new();
    let mut previous_lower = false;
    for character in text.chars() {
        if character.is_alphanumeric() {
            if character.is_uppercase() && previous_lower && !slug.ends_with('-') {
                slug.push('-');
            }
            slug.extend(character.to_lowercase());
            previous_lower = character.is_lowercase() || character.is_ascii_digit();
        } else {
            if !slug.is_empty() && !slug.ends_with('-') {
                slug.push('-');
            }
            previous_lower = false;
        }
    }
    slug.trim_end_matches('-').to_string()
}

fn text_of<'a>(value: Option<&'a Value>, key: &str) -> Option<&'a str> {
    value?.get(key)?.as_str()
}

fn operation_title(operation: &Operation<'_>) -> String {
    operation
        .body
        .get("summary")
        .and_then(Value::as_str)
        .or_else(|| operation.body.get("operationId").and_then(Value::as_str))
        .unwrap_or(operation.path)
        .to_string()
}

fn overview(operations: &[Operation<'_>], base: &str) -> String {
    let mut by_tag: BTreeMap<&str, Vec<&Operation<'_>>> = BTreeMap::new();
    for operation in operations {
        let tag = operation
            .body
            .get("tags")
            .and_then(Value::as_array)
            .and_then(|tags| tags.first())
            .and_then(Value::as_str)
            .unwrap_or("Other");
        by_tag.entry(tag).or_default().push(operation);
    }
    let mut markdown = format!("[Introduction]({base}introduction/)\n\n");
    for (tag, operations) in by_tag {
        markdown.push_str(&format!("## {}\n\n", escape_markdown(tag)));
        for operation in operations {
            markdown.push_str(&format!(
                "- [{}]({base}{}/) `{} {}`\n",
                escape_markdown(&operation_title(operation)),
                operation.slug,
                operation.method.to_uppercase(),
                operation.path
            ));
        }
        markdown.push('\n');
    }
    markdown
}

fn introduction(info: Option<&Value>) -> String {
    let mut markdown = String::new();
    if let Some(version) = text_of(info, "version") {
        markdown.push_str(&format!("Version: `{version}`\n\n"));
    }
    markdown.push_str(text_of(info, "description").unwrap_or(""));
    markdown
}

fn operation_markdown(operation: &Operation<'_>) -> String {
    let body = operation.body;
    let mut markdown = format!(
        "**{}** `{}`\n\n",
        operation.method.to_uppercase(),
        operation.path
    );
    if let Some(description) = body.get("description").and_then(Value::as_str) {
        markdown.push_str(description);
        markdown.push_str("\n\n");
    }
    if let Some(parameters) = body
        .get("parameters")
        .and_then(Value::as_array)
        .filter(|list| !list.is_empty())
    {
        markdown.push_str("## Parameters\n\n| Name | In | Required | Type | Description |\n| --- | --- | --- | --- | --- |\n");
        for parameter in parameters {
            let field = |key: &str| parameter.get(key).and_then(Value::as_str).unwrap_or("");
            let kind = parameter
                .get("schema")
                .and_then(|schema| schema.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("");
            let required = parameter
                .get("required")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            markdown.push_str(&format!(
                "| `{}` | {} | {} | {} | {} |\n",
                field("name"),
                field("in"),
                if required { "yes" } else { "no" },
                kind,
                escape_cell(field("description"))
            ));
        }
        markdown.push('\n');
    }
    if let Some(content) = body
        .get("requestBody")
        .and_then(|request| request.get("content"))
        .and_then(Value::as_object)
    {
        markdown.push_str("## Request body\n\n");
        for (media, schema) in content {
            markdown.push_str(&format!(
                "`{media}`\n\n{}",
                schema_block(schema.get("schema"))
            ));
        }
    }
    if let Some(responses) = body.get("responses").and_then(Value::as_object) {
        markdown.push_str("## Responses\n\n| Status | Description |\n| --- | --- |\n");
        for (status, response) in responses {
            let description = response
                .get("description")
                .and_then(Value::as_str)
                .unwrap_or("");
            markdown.push_str(&format!("| {status} | {} |\n", escape_cell(description)));
        }
    }
    markdown
}

/// A schema as an indented JSON code block (references shown as they are written).
fn schema_block(schema: Option<&Value>) -> String {
    match schema {
        Some(schema) => format!(
            "```json\n{}\n```\n\n",
            serde_json::to_string_pretty(schema)
                .unwrap_or_default()
                .replace("```", "` ` `")
        ),
        None => String::new(),
    }
}

fn escape_cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

fn escape_markdown(text: &str) -> String {
    text.replace(['[', ']'], "")
}

/// A reference page: its Markdown rendered to HTML once (as CommonMark: the file's
/// descriptions are Markdown, not MDX), shown as it is in every locale.
fn made_page(source: &Path, route: String, title: String, markdown: &str) -> Doc {
    let rewrite = |_: &str| None;
    let admonition_title = |kind: &str| kind.to_string();
    let options = ampere_markdown::RenderOptions {
        rewrite_link: &rewrite,
        admonition_title: &admonition_title,
        mdx: false,
        figures: None,
    };
    let rendered = ampere_markdown::render(markdown, highlighter(), &options);
    Doc {
        id: route.clone(),
        source: source.to_path_buf(),
        relative_path: String::new(),
        version: 0,
        sidebar_label: title.clone(),
        title,
        route,
        position: None,
        front_matter: Default::default(),
        body: String::new(),
        html: Some(rendered.html),
        body_line_offset: 0,
        front_matter_lines: BTreeMap::new(),
    }
}

fn highlighter() -> &'static ampere_markdown::Highlighter {
    static HIGHLIGHTER: std::sync::OnceLock<ampere_markdown::Highlighter> =
        std::sync::OnceLock::new();
    HIGHLIGHTER.get_or_init(ampere_markdown::Highlighter::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_kebab_cased_summaries_or_ids_made_unique() {
        assert_eq!(kebab_case("Get stats"), "get-stats");
        assert_eq!(kebab_case("feed-archiveEvent"), "feed-archive-event");
        assert_eq!(
            kebab_case("Create or update worker"),
            "create-or-update-worker"
        );
        let spec = serde_json::json!({ "paths": {
            "/a": { "get": { "summary": "Get stats" }, "post": { "operationId": "feed-sendEvent" } },
            "/b": { "get": { "summary": "Get stats" } },
            "/c": { "get": { "summary": "Get stats" } }
        }});
        let order = ["/c".to_string(), "/a".to_string(), "/b".to_string()];
        let found: Vec<(String, &str)> = operations(&spec, &order)
            .into_iter()
            .map(|operation| (operation.slug, operation.path))
            .collect();
        assert_eq!(
            found,
            [
                ("get-stats".to_string(), "/c"),
                ("get-stats-1".to_string(), "/a"),
                ("feed-send-event".to_string(), "/a"),
                ("get-stats-2".to_string(), "/b"),
            ]
        );
    }

    #[test]
    fn an_operation_page_shows_its_method_parameters_body_and_responses() {
        let spec = serde_json::json!({ "paths": { "/items/{id}": { "put": {
            "summary": "Update item", "description": "Changes *one* item.",
            "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
            "requestBody": { "content": { "application/json": { "schema": { "type": "object" } } } },
            "responses": { "200": { "description": "Updated" } }
        }}}});
        let operations = operations(&spec, &[]);
        let markdown = operation_markdown(&operations[0]);
        assert!(markdown.starts_with("**PUT** `/items/{id}`"), "{markdown}");
        assert!(
            markdown.contains("| `id` | path | yes | string |  |"),
            "{markdown}"
        );
        assert!(markdown.contains("`application/json`"), "{markdown}");
        assert!(markdown.contains("| 200 | Updated |"), "{markdown}");
    }
}
