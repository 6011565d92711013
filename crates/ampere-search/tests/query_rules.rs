//! End-to-end checks of the query rules: Han transpositions, whole-word typos, questions that
//! word one of their rare words differently from the page, Arabic proclitics.

use ampere_search::{build_index, Document, Index, Section};

fn page(title: &str, path: &str, sections: &[(&str, &str)]) -> Document {
    Document {
        title: title.into(),
        path: path.into(),
        file: format!("docs{path}index.md"),
        dir: String::new(),
        subtitles: sections
            .iter()
            .map(|(heading, _)| *heading)
            .collect::<Vec<_>>()
            .join(" "),
        sections: sections
            .iter()
            .map(|(heading, text)| Section {
                heading: (*heading).into(),
                anchor: heading.to_lowercase().replace(' ', "-"),
                level: if heading.is_empty() { 1 } else { 2 },
                text: (*text).into(),
            })
            .collect(),
    }
}

fn index(locale: &str, documents: &[Document]) -> Index {
    build_index(locale, documents).load().expect("index loads")
}

fn first_path(index: &Index, query: &str) -> String {
    index
        .search(query, 20)
        .into_iter()
        .next()
        .map(|hit| hit.href.split('#').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

#[test]
fn two_swapped_han_characters_are_one_typo() {
    let index = index(
        "ch",
        &[
            page(
                "控制响应时间",
                "/ch/response/",
                &[("", "控制器的响应速度。")],
            ),
            // Holds 控制, 响时 (a bigram of the typo) and 时间, but not the corrected 响应.
            page(
                "设备集成",
                "/ch/devices/",
                &[("", "控制设备时，影响时间的因素很多。")],
            ),
            page("网络配置", "/ch/network/", &[("", "默认使用DHCP。")]),
        ],
    );
    assert_eq!(first_path(&index, "控制应响时间"), "/ch/response/");
    assert_eq!(first_path(&index, "控制响应时间"), "/ch/response/");
    // A bigram that is in the index is taken as typed.
    assert_eq!(first_path(&index, "配置"), "/ch/network/");
}

#[test]
fn a_typo_in_the_whole_word_beats_a_typo_in_the_start_of_a_longer_one() {
    let index = index(
        "hi",
        &[
            // The longer word sits in a short page, so relevance alone would put it first.
            page("प्रमाणपत्र", "/hi/certificates/", &[("", "स्पेक्ट्रम")]),
            page(
                "ऐप",
                "/hi/app/",
                &[(
                    "",
                    "ऐप की सूचनाएँ कभी कभी स्पैम फ़ोल्डर में चली जाती हैं और दिखाई नहीं देतीं।",
                )],
            ),
        ],
    );
    assert_eq!(first_path(&index, "स्पेम"), "/hi/app/");
}

#[test]
fn a_question_may_word_one_of_its_rare_words_differently_from_the_answer() {
    let filler = |number: usize, text: &str| {
        page(
            &format!("Topic {number}"),
            &format!("/topic-{number}/"),
            &[("", text)],
        )
    };
    let mut documents = vec![
        page(
            "Network configuration",
            "/network/",
            &[
                ("", "The controller needs a network connection."),
                (
                    "Setting a fixed address",
                    "Ask the administrator which address is free and enter it.",
                ),
            ],
        ),
        // Every rare word of the question, scattered through a long body.
        page(
            "Quick start",
            "/quick-start/",
            &[(
                "",
                "Configure the controller step by step. Mount it first. A fixed cable keeps it \
                 in place. Then note the address that the router gives it.",
            )],
        ),
    ];
    for number in 0..3 {
        documents.push(filler(number, "The office router, for the controller."));
    }
    documents.push(filler(3, "The office, for the meter."));
    for number in 4..6 {
        documents.push(filler(number, "The meter of the site, for the controller."));
    }
    let index = index("en", &documents);
    // The question's rare words are configure, fixed and address; the answer says "setting".
    assert_eq!(
        first_path(
            &index,
            "how do I configure a fixed address for my office router"
        ),
        "/network/"
    );
    // Both pages hold every keyword (configure as configuration): the one whose title and
    // heading hold them comes before the one that scatters them through a long body.
    assert_eq!(first_path(&index, "configure fixed address"), "/network/");
    // A keyword found nowhere in a page leaves it below the pages that hold them all.
    assert_eq!(first_path(&index, "office meter"), "/topic-3/");
}

#[test]
fn an_arabic_word_is_found_without_its_attached_preposition() {
    let index = index(
        "ar",
        &[
            page(
                "إعداد الشبكة",
                "/ar/network/",
                &[("", "عنوان وحدة التحكم.")],
            ),
            // لوحة is one typo away from لوحدة too, and in a title.
            page("لوحة المفاتيح", "/ar/panel/", &[("", "ابدأ هنا.")]),
        ],
    );
    assert_eq!(first_path(&index, "لوحدة"), "/ar/network/");
}

#[test]
fn a_han_character_typed_for_another_of_the_same_reading_is_one_typo() {
    let index = index(
        "ch",
        &[
            page(
                "网络配置",
                "/ch/network/",
                &[("", "控制器通过以太网连接路由器。")],
            ),
            page(
                "控制响应时间",
                "/ch/response/",
                &[("", "控制器的响应速度。")],
            ),
        ],
    );
    // 洛 and 络 are both luo: a pinyin input method's typo.
    assert_eq!(first_path(&index, "网洛配置"), "/ch/network/");
    assert_eq!(first_path(&index, "网络配置"), "/ch/network/");
}

#[test]
fn the_homophones_file_is_fetched_only_by_a_query_that_needs_it() {
    let documents = vec![Document {
        title: "网络配置".into(),
        path: "/ch/network/".into(),
        sections: vec![Section {
            level: 1,
            text: "控制器通过以太网连接路由器。".into(),
            ..Section::default()
        }],
        ..Document::default()
    }];
    let built = ampere_search::build_index("ch", &documents);
    let files: std::collections::HashMap<String, Vec<u8>> = built
        .files()
        .map(|(name, bytes)| (name, bytes.to_vec()))
        .collect();
    let mut index = Index::from_bytes(built.core.clone()).expect("core");
    let first_round = |index: &Index, query: &str| -> Vec<String> {
        index
            .missing_files(query, 10)
            .into_iter()
            .map(|file| file.name())
            .collect()
    };
    assert!(!first_round(&index, "网络配置").contains(&"homophones.bin".to_string()));
    assert!(first_round(&index, "网洛配置").contains(&"homophones.bin".to_string()));
    for _ in 0..3 {
        for name in first_round(&index, "网洛配置") {
            assert!(index.add_file(&name, &files[&name]), "{name}");
        }
    }
    assert!(first_round(&index, "网洛配置").is_empty());
    assert_eq!(
        index
            .search("网洛配置", 5)
            .first()
            .map(|hit| hit.href.as_str()),
        Some("/ch/network/")
    );
}
