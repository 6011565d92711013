use super::*;

const SITE_CONFIG: &str = include_str!("../../../../site/ampere.toml");
/// A stable copy for error snapshots: edits to the portal's config do not move its lines.
const FIXTURE_CONFIG: &str = include_str!("../../../../tests/fixtures/small-site/ampere.toml");

fn errors(text: &str) -> String {
    match parse_config(Path::new("site/ampere.toml"), text) {
        Ok(_) => "no error".to_string(),
        Err(problems) => problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

#[test]
fn the_portal_configuration_is_valid() {
    let config = parse_config(Path::new("site/ampere.toml"), SITE_CONFIG).expect("valid config");
    assert_eq!(config.i18n.locales.len(), 12);
    assert_eq!(config.i18n.default_locale, "en");
    assert_eq!(config.custom_fields.flag("enableEnecoPage"), Some(true));
    assert_eq!(config.custom_fields.flag("showToolbox"), Some(true));
    assert_eq!(config.custom_fields.text("brandName"), Some("Eniris"));
    assert!(!config.navbar.hide_on_scroll);
    assert_eq!(config.i18n.locales["ar"].direction(), Direction::Rtl);
    assert_eq!(config.i18n.locales["ch"].html_lang, "zh-Hans");
    assert_eq!(config.search.debounce_ms, 300);
    assert_eq!(config.sitemap.changefreq, ChangeFrequency::Weekly);
}

#[test]
fn an_unknown_key_names_line_and_column() {
    let text = FIXTURE_CONFIG.replace("tagline =", "tagLine =");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn a_wrong_type_names_line_and_column() {
    let text = FIXTURE_CONFIG.replace("hideOnScroll = false", "hideOnScroll = \"yes\"");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn an_invalid_direction_is_refused() {
    let text = FIXTURE_CONFIG.replace("direction = \"rtl\"", "direction = \"right\"");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn a_locale_base_url_must_match_its_path() {
    let text = FIXTURE_CONFIG.replace("baseUrl = \"/hi/\"", "baseUrl = \"/hindi/\"");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn an_ask_ai_endpoint_is_optional_and_read() {
    let config = parse_config(Path::new("site/ampere.toml"), FIXTURE_CONFIG).expect("valid");
    assert!(config.ask_ai.is_none());
    let text = format!("{FIXTURE_CONFIG}\n[askAi]\nendpoint = \"https://ai.example.com/ask\"\n");
    let config = parse_config(Path::new("site/ampere.toml"), &text).expect("valid");
    assert_eq!(
        config
            .ask_ai
            .map(|ask_ai| ask_ai.endpoint.as_str().to_string()),
        Some("https://ai.example.com/ask".to_string())
    );
}

#[test]
fn an_invalid_ask_ai_endpoint_names_line_and_column() {
    let text = format!("{FIXTURE_CONFIG}\n[askAi]\nendpoint = \"ai.example.com/ask\"\n");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn a_chat_backend_is_read_with_its_defaults() {
    let text = format!(
        "{FIXTURE_CONFIG}\n[askAi]\n[askAi.chat]\nurl = \"http://127.0.0.1:8080/v1/chat/completions\"\nmodel = \"gemma-3-270m\"\n"
    );
    let config = parse_config(Path::new("ampere.toml"), &text).expect("config");
    let chat = config
        .ask_ai
        .and_then(|ask_ai| ask_ai.chat)
        .expect("chat back-end");
    assert_eq!(chat.url, "http://127.0.0.1:8080/v1/chat/completions");
    assert_eq!(chat.model, "gemma-3-270m");
    assert_eq!(chat.api_key_env, None);
    assert_eq!(chat.timeout_seconds, 30);
}

#[test]
fn a_chat_backend_without_an_absolute_url_is_refused() {
    let text =
        format!("{FIXTURE_CONFIG}\n[askAi.chat]\nurl = \"/v1/chat/completions\"\nmodel = \"m\"\n");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn an_unknown_ask_ai_key_names_line_and_column() {
    let text = format!("{FIXTURE_CONFIG}\n[askAi]\nendpoint = \"/api/ask\"\nmodel = \"large\"\n");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn an_unknown_navbar_item_type_is_refused() {
    let text = FIXTURE_CONFIG.replace("type = \"docSidebar\"", "type = \"docPage\"");
    insta::assert_snapshot!(errors(&text));
}

#[test]
fn a_navbar_item_naming_an_unknown_sidebar_lists_the_known_ids() {
    let text = FIXTURE_CONFIG.replace(
        "sidebarId = \"tutorialSidebar\"",
        "sidebarId = \"docsSidebar\"",
    );
    insta::assert_snapshot!(errors(&text));
}
