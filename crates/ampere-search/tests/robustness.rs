//! Property tests: no query and no byte string makes the engine panic.
//! Case count: proptest's default (256) or `PROPTEST_CASES`.

use ampere_search::{build_index, BuiltIndex, Document, Index, IndexFile, Section};
use proptest::prelude::*;

fn fixture_bytes(locale: &str) -> Vec<u8> {
    fixture(locale).core
}

fn fixture(locale: &str) -> BuiltIndex {
    let texts = [
        ("Installation", "Mount the controller on the DIN rail. Größe, réseau, تثبيت الشبكة, स्थापना ज़रूरी, 控制器安装指南"),
        ("Grid energy meter", "Modbus TCP and RS485 meters; عداد ٤٤٣; नियंत्रक; 网络配置"),
        ("Troubleshooting", "Controller offline: restart the router and check the heartbeat."),
    ];
    let documents: Vec<Document> = texts
        .iter()
        .enumerate()
        .map(|(number, (title, text))| Document {
            title: title.to_string(),
            path: format!("/page-{number}/"),
            file: format!("docs/page-{number}.md"),
            dir: "Controller".into(),
            subtitles: "First Second".into(),
            sections: vec![
                Section {
                    heading: String::new(),
                    anchor: String::new(),
                    level: 1,
                    text: text.to_string(),
                },
                Section {
                    heading: "First".into(),
                    anchor: "first".into(),
                    level: 2,
                    text: text.repeat(3),
                },
            ],
        })
        .collect();
    build_index(locale, &documents)
}

fn fnv(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811C_9DC5;
    for &byte in bytes {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}

/// Re-seals the checksum after a mutation, so the structural checks behind it get exercised.
fn reseal(bytes: &mut [u8]) {
    if bytes.len() >= 9 {
        let sum = fnv(&bytes[9..]);
        bytes[5..9].copy_from_slice(&sum.to_le_bytes());
    }
}

fn hostile_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(
            prop_oneof![
                Just('\u{200F}'),
                Just('\u{202E}'),
                Just('\u{0}'),
                Just('🙂'),
                Just('ज'),
                Just('\u{93C}'),
                Just('安'),
                Just('装'),
                Just('裝'),
                Just('ت'),
                Just('\u{64E}'),
                Just('é'),
                Just('e'),
                Just('\u{301}'),
                Just(' '),
                Just('i'),
                Just('n'),
                Just('s'),
                Just('t'),
                any::<char>()
            ],
            0..600
        )
        .prop_map(|characters| characters.into_iter().collect()),
        "[a-z ]{0,40}",
    ]
}

proptest! {
    #[test]
    fn any_query_returns_bounded_results(query in hostile_text(), limit in 0usize..200) {
        for locale in ["en", "ar", "hi", "ch"] {
            let index = fixture(locale).load().expect("fixture loads");
            let hits = index.search(&query, limit);
            prop_assert!(hits.len() <= limit.min(100));
            prop_assert!(index.missing_files(&query, limit).is_empty());
        }
    }

    #[test]
    fn any_fragment_text_is_accepted_or_refused_cleanly(
        page in 0usize..5,
        text in hostile_text(),
        query in hostile_text(),
    ) {
        let built = fixture("en");
        let mut index = Index::from_bytes(built.core.clone()).expect("fixture loads");
        for (shard, bytes) in built.shards.iter().enumerate() {
            let accepted = index.add_file(&IndexFile::Postings(shard).name(), bytes);
            prop_assert!(accepted);
        }
        let before = index.missing_files(&query, 20);
        let _ = index.add_file(&IndexFile::Fragment(page).name(), text.as_bytes());
        let _ = index.search(&query, 20);
        prop_assert!(index.missing_files(&query, 20).len() <= before.len());
    }

    #[test]
    fn any_file_bytes_are_accepted_or_refused_cleanly(
        name in prop_oneof![Just("postings-0".to_string()), "[a-z0-9.-]{0,16}"],
        bytes in proptest::collection::vec(any::<u8>(), 0..512),
        query in "[a-zé ]{0,20}",
    ) {
        let built = fixture("en");
        let mut index = Index::from_bytes(built.core.clone()).expect("fixture loads");
        let accepted = index.add_file(&format!("{name}.bin"), &bytes);
        prop_assert!(!accepted || built.shards.contains(&bytes));
        let _ = index.missing_files(&query, 20);
        let _ = index.search(&query, 20);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
        let _ = Index::from_bytes(bytes);
    }

    #[test]
    fn resealed_mutations_load_or_fail_cleanly(
        flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
        cut in any::<prop::sample::Index>(),
        truncate in any::<bool>(),
        query in "[a-zé ]{0,20}",
    ) {
        let built = fixture("en");
        let mut bytes = built.core.clone();
        for (position, value) in flips {
            let at = position.index(bytes.len());
            bytes[at] ^= value;
        }
        if truncate {
            let keep = cut.index(bytes.len());
            bytes.truncate(keep);
        }
        reseal(&mut bytes);
        if let Ok(mut index) = Index::from_bytes(bytes) {
            // The directory's files belong to the unmutated core: each is taken or refused.
            for (name, file) in built.files() {
                let _ = index.add_file(&name, file);
            }
            let _ = index.missing_files(&query, 20);
            let _ = index.search(&query, 20);
        }
    }
}

#[test]
fn a_flipped_byte_is_rejected_by_the_checksum() {
    let mut bytes = fixture_bytes("en");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    assert!(Index::from_bytes(bytes).is_err());
}
