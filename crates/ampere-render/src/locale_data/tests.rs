use std::path::Path;

use ampere_site::config::{AskAi as AskAiConfig, Endpoint};
use ampere_site::load_site;

use super::*;

fn fixture_site() -> Site {
    load_site(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site"))
        .expect("fixture loads")
}

fn locale_data_json(site: &Site) -> serde_json::Value {
    let locale = &site.locales[0];
    let data = locale_data(
        site,
        LocaleDataInputs {
            locale,
            locales: Vec::new(),
            sidebars: BTreeMap::new(),
            strings: BTreeMap::new(),
            search_index_url: "/assets/search-en.bin".into(),
        },
    );
    serde_json::to_value(data).expect("json")
}

#[test]
fn the_ask_ai_endpoint_reaches_the_theme_only_when_configured() {
    let mut site = fixture_site();
    assert!(locale_data_json(&site).get("askAi").is_none());

    site.config.ask_ai = Some(AskAiConfig {
        endpoint: Endpoint::parse("https://ai.example.com/ask").expect("valid"),
        chat: None,
    });
    assert_eq!(
        locale_data_json(&site)["askAi"],
        serde_json::json!({ "endpoint": "https://ai.example.com/ask" })
    );
}

#[test]
fn the_announcement_is_translated_only_by_its_own_id() {
    let mut site = fixture_site();
    site.config.announcement_bar = Some(ampere_site::config::AnnouncementBar {
        id: "spring".into(),
        content: "New guides".into(),
        is_closeable: true,
    });
    let locale = &site.locales[0];
    let announcement = |strings: &[(&str, &str)]| {
        let data = locale_data(
            &site,
            LocaleDataInputs {
                locale,
                locales: Vec::new(),
                sidebars: BTreeMap::new(),
                strings: strings
                    .iter()
                    .map(|(key, value)| (key.to_string(), value.to_string()))
                    .collect(),
                search_index_url: "/assets/search-en.bin".into(),
            },
        );
        data.announcement_bar.expect("configured").content
    };
    assert_eq!(announcement(&[]), "New guides");
    assert_eq!(
        announcement(&[("announcementBar.spring", "Neue Anleitungen")]),
        "Neue Anleitungen"
    );
    assert_eq!(
        announcement(&[("announcementBar.winter", "Alte Meldung")]),
        "New guides"
    );
}
