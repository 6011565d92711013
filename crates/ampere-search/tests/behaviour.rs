//! The search behaviour promised by the design, over a small fixture site.

use ampere_search::{build_index, Document, Hit, Index, IndexFile, Section};

fn section(heading: &str, anchor: &str, text: &str) -> Section {
    Section {
        heading: heading.into(),
        anchor: anchor.into(),
        level: if heading.is_empty() { 1 } else { 2 },
        text: text.into(),
    }
}

fn page(title: &str, path: &str, dir: &str, sections: Vec<Section>) -> Document {
    let subtitles = sections
        .iter()
        .map(|section| section.heading.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    Document {
        title: title.into(),
        path: path.into(),
        file: format!("docs{path}index.md"),
        dir: dir.into(),
        subtitles,
        sections,
    }
}

fn english() -> Index {
    let documents = vec![
        page("Installation", "/installation/", "Controller", vec![
            section("", "", "Mount the controller on a DIN rail in a closed cabinet."),
            section("Choose the location", "choose-the-location", "Close to the grid energy meter, protected against dust."),
            section("Installation steps", "installation-steps", "Isolate the supply, then wire the RS485 bus and switch on."),
        ]),
        page("Grid energy meter", "/Configuration from A to Z/grid-energy-meter/", "Configuration from A to Z", vec![
            section("", "", "The meter measures the exchange with the public grid."),
            section("Supported meters", "supported-meters", "Modbus TCP and RS485 meters from several vendors."),
        ]),
        page("Network configuration", "/Controller/network-configuration/", "Controller", vec![
            section("", "", "The controller uses DHCP by default."),
            section("Static IP address", "static-ip-address", "Set a fixed address when the router has no reservations. Firewall ports 443 and 8883 must be open."),
        ]),
        page("Status LEDs", "/Controller/status-leds/", "Controller", vec![
            section("", "", "Three LEDs show power, network and cloud connection."),
        ]),
        page("Controller offline", "/Troubleshooting/controller-offline/", "Troubleshooting", vec![
            section("", "", "When the portal shows the controller offline, check the cable and the LEDs."),
            section("Check the router", "check-the-router", "Restart the router and look at the heartbeat."),
        ]),
        page("Größe und Gewicht", "/de/size/", "Controller", vec![section("", "", "Die Größe des Gehäuses.")]),
    ];
    build_index("en", &documents).load().expect("index loads")
}

fn first(index: &Index, query: &str) -> Option<Hit> {
    index.search(query, 20).into_iter().next()
}

fn first_path(index: &Index, query: &str) -> String {
    first(index, query)
        .map(|hit| hit.href.split('#').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

#[test]
fn exact_title() {
    assert_eq!(first_path(&english(), "Installation"), "/installation/");
    assert_eq!(
        first_path(&english(), "grid energy meter"),
        "/Configuration from A to Z/grid-energy-meter/"
    );
}

#[test]
fn prefix_of_the_last_word_and_of_longer_words() {
    let index = english();
    assert_eq!(
        first_path(&index, "netw"),
        "/Controller/network-configuration/"
    );
    assert_eq!(
        first_path(&index, "netw config"),
        "/Controller/network-configuration/"
    );
}

#[test]
fn typos_within_budget() {
    let index = english();
    assert_eq!(first_path(&index, "instalation"), "/installation/");
    assert_eq!(
        first_path(&index, "netwrok configuration"),
        "/Controller/network-configuration/"
    );
    assert_eq!(
        first_path(&index, "cnotroller offline"),
        "/Troubleshooting/controller-offline/"
    );
    // Four letters or fewer: no typo allowed.
    assert!(index.search("lexd", 20).is_empty());
}

#[test]
fn words_in_any_order() {
    assert_eq!(
        first_path(&english(), "meter energy grid"),
        "/Configuration from A to Z/grid-energy-meter/"
    );
    assert_eq!(
        first_path(&english(), "offline controller"),
        "/Troubleshooting/controller-offline/"
    );
}

#[test]
fn heading_and_body_words_lead_to_the_section() {
    let index = english();
    let hit = first(&index, "static ip").expect("a hit");
    assert_eq!(
        hit.href,
        "/Controller/network-configuration/#static-ip-address"
    );
    assert_eq!(hit.section.as_deref(), Some("Static IP address"));
    let hit = first(&index, "heartbeat").expect("a hit");
    assert_eq!(
        hit.href,
        "/Troubleshooting/controller-offline/#check-the-router"
    );
    assert!(hit.snippet.contains("\u{1}heartbeat\u{2}"));
    assert_eq!(
        first_path(&index, "firewal"),
        "/Controller/network-configuration/"
    );
    assert_eq!(
        first_path(&index, "heartbaet"),
        "/Troubleshooting/controller-offline/"
    );
}

#[test]
fn title_beats_heading_beats_body() {
    let index = english();
    let hits = index.search("meter", 20);
    assert_eq!(
        hits[0].href,
        "/Configuration from A to Z/grid-energy-meter/"
    );
    assert!(hits[0].title_marked.contains("\u{1}meter\u{2}"));
}

#[test]
fn accents_and_case_are_folded() {
    let index = english();
    assert_eq!(first_path(&index, "GROSSE"), "/de/size/");
    assert_eq!(first_path(&index, "größe"), "/de/size/");
    assert_eq!(first_path(&index, "INSTALLATION"), "/installation/");
}

#[test]
fn groups_by_page_with_at_most_three_rows_and_the_limit() {
    let index = english();
    let hits = index.search("controller", 20);
    assert!(hits.len() <= 20);
    for hit in &hits {
        let same_page = hits
            .iter()
            .filter(|other| other.page_title == hit.page_title)
            .count();
        assert!(same_page <= 3);
    }
    assert!(index.search("controller", 2).len() <= 2);
    assert!(index.search("controller", 0).is_empty());
}

#[test]
fn hostile_queries_return_quietly() {
    let index = english();
    for query in [
        "",
        " ",
        "🙂🙂🙂",
        "\u{0}\u{1}\u{2}\u{7f}",
        "\u{200F}\u{202E}",
        "?!*()[]",
    ] {
        assert!(index.search(query, 20).is_empty(), "{query:?}");
    }
    let long = "installation ".repeat(800);
    assert_eq!(first_path(&index, &long), "/installation/");
    let past_thirty_two = "installation steps isolate the supply then wire the bus";
    assert!(past_thirty_two.len() > 32);
    assert_eq!(first_path(&index, past_thirty_two), "/installation/");
}

#[test]
fn locale_travels_with_the_index() {
    let bytes = build_index(
        "ar",
        &[page(
            "التثبيت",
            "/ar/installation/",
            "",
            vec![section("", "", "تركيب")],
        )],
    );
    let index = bytes.load().expect("loads");
    assert_eq!(index.locale(), "ar");
    assert_eq!(first_path(&index, "تثبيت"), "/ar/installation/");
    assert_eq!(first_path(&index, "التَّثبيت"), "/ar/installation/");
}

#[test]
fn arabic_letter_forms_and_digits() {
    let documents = vec![
        page(
            "إعداد الشبكة",
            "/ar/network/",
            "",
            vec![section("", "", "المنفذ ٤٤٣ مفتوح")],
        ),
        page(
            "عداد الطاقة",
            "/ar/meter/",
            "",
            vec![section("", "", "القياس")],
        ),
    ];
    let index = build_index("ar", &documents).load().expect("loads");
    assert_eq!(first_path(&index, "اعداد الشبكه"), "/ar/network/");
    assert_eq!(first_path(&index, "443"), "/ar/network/");
}

#[test]
fn hindi_nukta_variants_meet() {
    let documents = vec![
        page(
            "ज़रूरी सामान",
            "/hi/needed/",
            "",
            vec![section("", "", "नियंत्रक")],
        ),
        page("हिन्दी भाषा", "/hi/language/", "", vec![section("", "", "")]),
    ];
    let index = build_index("hi", &documents).load().expect("loads");
    assert_eq!(first_path(&index, "जरूरी"), "/hi/needed/");
    assert_eq!(first_path(&index, "हिंदी"), "/hi/language/");
}

#[test]
fn chinese_two_character_substring() {
    let documents = vec![
        page(
            "控制器安装指南",
            "/ch/installation/",
            "",
            vec![section("", "", "将控制器安装在导轨上。")],
        ),
        page(
            "网络配置",
            "/ch/network/",
            "",
            vec![section("", "", "默认使用DHCP。")],
        ),
    ];
    let index = build_index("ch", &documents).load().expect("loads");
    assert_eq!(first_path(&index, "安装"), "/ch/installation/");
    assert_eq!(first_path(&index, "指南"), "/ch/installation/");
    assert_eq!(first_path(&index, "配置"), "/ch/network/");
    assert_eq!(first_path(&index, "网络配置"), "/ch/network/");
}

#[test]
fn traditional_and_simplified_characters_meet() {
    let documents = vec![
        page(
            "技术规格",
            "/ch/specifications/",
            "",
            vec![section("", "", "尺寸和重量。")],
        ),
        page(
            "網絡設定",
            "/ch/network/",
            "",
            vec![section("", "", "預設使用DHCP。")],
        ),
    ];
    let built = build_index("ch", &documents);
    let index = built.load().expect("loads");
    let hit = first(&index, "技術規格").expect("a traditional query finds the simplified page");
    assert_eq!(hit.href, "/ch/specifications/");
    assert_eq!(hit.title_marked, "\u{1}技术规格\u{2}");
    let hit = first(&index, "网络设定").expect("a simplified query finds the traditional page");
    assert_eq!(hit.title_marked, "\u{1}網絡設定\u{2}");
    assert_eq!(first_path(&index, "预设"), "/ch/network/");
    // The browser's index carries the variants of the characters it holds, not the whole
    // table of five thousand pairs.
    assert!(built.core.len() < 1_000, "{} bytes", built.core.len());
}

#[test]
fn documents_without_sections_are_searchable_by_subtitles() {
    let document = Document {
        title: "Legal".into(),
        path: "/legal/".into(),
        subtitles: "Privacy Cookies".into(),
        ..Document::default()
    };
    let index = build_index("en", &[document]).load().expect("loads");
    assert_eq!(first_path(&index, "cookies"), "/legal/");
}

#[test]
fn empty_index_answers_nothing() {
    let index = build_index("en", &[]).load().expect("loads");
    assert!(index.search("anything", 20).is_empty());
}

#[test]
fn the_pages_a_query_shows_ask_for_their_text_and_then_get_sections_and_snippets() {
    let filler = "The installer checks the wiring and the supply. ".repeat(40);
    let document = page(
        "Commissioning",
        "/commissioning/",
        "Controller",
        vec![
            section("", "", "Start here."),
            section(
                "Final checks",
                "final-checks",
                &format!("{filler} Last, write down the modbus address of every meter."),
            ),
        ],
    );
    let built = build_index("en", &[document]);
    let mut index = Index::from_bytes(built.core.clone()).expect("core loads");
    // First the posting lists of the query's terms, then the text of the pages it shows.
    let shards = index.missing_files("modbus address", 20);
    assert!(!shards.is_empty());
    assert!(first(&index, "modbus address").is_none());
    for file in shards {
        let IndexFile::Postings(shard) = file else {
            panic!("{file:?} asked before the postings");
        };
        assert!(index.add_file(&file.name(), &built.shards[shard]));
    }
    assert_eq!(
        index.missing_files("modbus address", 20),
        [IndexFile::Fragment(0)]
    );
    // Without its text the page is still found, at its top and without a snippet.
    let before = first(&index, "modbus address").expect("found from the postings alone");
    assert_eq!(before.href, "/commissioning/");
    assert!(index.add_file("0.txt", built.fragments[0].as_bytes()));
    assert!(index.missing_files("modbus address", 20).is_empty());
    let after = first(&index, "modbus address").expect("a hit");
    assert_eq!(after.href, "/commissioning/#final-checks");
    assert!(after.snippet.contains("\u{1}modbus\u{2} \u{1}address\u{2}"));
    assert!(after.snippet.chars().count() < 200);
    assert!(!index.add_file("0.txt", b"one part only, but the page has two sections"));
    assert!(!index.add_file("1.txt", b"no such page"));
    assert!(!index.add_file("postings-0.bin", b"not the shard's bytes"));
    assert!(!index.add_file("index.html", b""));
}

#[test]
fn in_a_question_the_rare_words_decide_not_the_function_words() {
    let documents = vec![
        page(
            "General FAQ",
            "/faq/",
            "",
            vec![section(
                "",
                "",
                "How do I add a user? How do I connect a second grid inverter? I do not get an email, what do I do?",
            )],
        ),
        page(
            "Grid energy meter",
            "/grid-energy-meter/",
            "",
            vec![section("", "", "Connect the meter to the controller over Modbus.")],
        ),
        page("Users", "/users/", "", vec![section("", "", "Add and remove users.")]),
        page("Email", "/email/", "", vec![section("", "", "Email settings.")]),
    ];
    let index = build_index("en", &documents).load().expect("loads");
    assert_eq!(
        first_path(&index, "how do I connect the grid meter"),
        "/grid-energy-meter/"
    );
}

/// Word forms, written forms and synonyms: a reader's way of writing finds the page's.
#[test]
fn readers_words_find_the_pages_words_below_the_words_as_typed() {
    let documents = vec![
        page(
            "Grid energy meter",
            "/meter/",
            "Configuration",
            vec![section(
                "",
                "",
                "The grid energy meter measures the exchange with the public grid.",
            )],
        ),
        page(
            "Control malfunctioning",
            "/control/",
            "Troubleshooting",
            vec![section(
                "Symptoms",
                "symptoms",
                "Battery does not charge from solar surplus | Enable remote control",
            )],
        ),
        page(
            "Network",
            "/network/",
            "Controller",
            vec![section(
                "",
                "",
                "Connect the controller by Ethernet or Wi-Fi to the router.",
            )],
        ),
        page(
            "Electricity meter reading",
            "/bill/",
            "Monitoring",
            vec![section(
                "",
                "",
                "The electricity meter of the supplier shows the billed energy.",
            )],
        ),
    ];
    let synonyms = vec![vec![
        "grid meter".to_string(),
        "energy meter".to_string(),
        "electricity meter".to_string(),
    ]];
    let built = ampere_search::build_index_with("en", &documents, &synonyms);
    let index = built.load().expect("index");
    let first = |query: &str| index.search(query, 5).first().map(|hit| hit.href.clone());
    assert_eq!(
        first("battery not charging from solar").as_deref(),
        Some("/control/#symptoms")
    );
    assert_eq!(first("wifi router").as_deref(), Some("/network/"));
    assert_eq!(first("wi fi").as_deref(), Some("/network/"));
    // The title with the literal words first, then the title with a synonym of them.
    let hits: Vec<String> = index
        .search("electricity meter", 5)
        .into_iter()
        .map(|hit| hit.href)
        .collect();
    assert_eq!(hits.first().map(String::as_str), Some("/bill/"));
    assert!(hits.iter().any(|href| href == "/meter/"), "{hits:?}");
    assert_eq!(first("kwh").as_deref(), None);
    // A made-up word that starts like a short term is no form of it.
    assert_eq!(first("wifzqx").as_deref(), None);
    // Every word found: complete; a word found nowhere: the closest candidates, not complete.
    assert!(index
        .search("battery solar", 5)
        .iter()
        .all(|hit| hit.complete));
    let closest = index.search("battery zigbee", 5);
    assert!(
        !closest.is_empty() && closest.iter().all(|hit| !hit.complete),
        "{closest:?}"
    );
}
