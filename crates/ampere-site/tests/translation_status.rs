//! Translation states over a copy of the small fixture site (its hi locale translates the
//! installation page): outdated until recorded, translated once recorded, outdated again when
//! the English source changes; untranslated pages are missing.

use std::path::{Path, PathBuf};

use ampere_site::load::load_site;
use ampere_site::translation_status::{
    current_source_hashes, translation_state, TranslationState, SOURCE_HASHES_FILE,
};

fn copy_fixture(into: &Path) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/small-site");
    for entry in walkdir::WalkDir::new(&source)
        .into_iter()
        .filter_map(Result::ok)
    {
        let target = into.join(entry.path().strip_prefix(&source).expect("inside"));
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).expect("folder");
        } else {
            std::fs::copy(entry.path(), &target).expect("file");
        }
    }
    into.to_path_buf()
}

fn states(root: &Path) -> Vec<(String, TranslationState)> {
    let site = load_site(root).expect("loads");
    let hindi = site.locale("hi").expect("hi");
    site.docs
        .iter()
        .map(|doc| {
            (
                doc.relative_path.clone(),
                translation_state(&site, hindi, doc),
            )
        })
        .collect()
}

fn state_of(root: &Path, page: &str) -> TranslationState {
    states(root)
        .into_iter()
        .find(|(path, _)| path == page)
        .expect("page")
        .1
}

#[test]
fn a_translation_is_outdated_until_recorded_and_again_after_its_source_changes() {
    let folder = tempfile::tempdir().expect("temporary folder");
    let root = copy_fixture(folder.path());
    let page = "Guide/1-installation.md";
    assert_eq!(state_of(&root, page), TranslationState::Outdated);
    assert_eq!(state_of(&root, "intro.md"), TranslationState::Missing);

    let site = load_site(&root).expect("loads");
    let hashes = current_source_hashes(&site, site.locale("hi").expect("hi"));
    assert_eq!(hashes.keys().collect::<Vec<_>>(), [page]);
    let file = root.join("i18n/hi").join(SOURCE_HASHES_FILE);
    std::fs::write(&file, serde_json::to_string(&hashes).expect("json")).expect("recorded");
    assert_eq!(state_of(&root, page), TranslationState::Translated);

    let english = root.join("docs").join(page);
    let text = std::fs::read_to_string(&english).expect("source");
    std::fs::write(&english, format!("{text}\nA new sentence in English.\n")).expect("edited");
    assert_eq!(state_of(&root, page), TranslationState::Outdated);
}

#[test]
fn a_damaged_record_is_a_located_error() {
    let folder = tempfile::tempdir().expect("temporary folder");
    let root = copy_fixture(folder.path());
    std::fs::write(
        root.join("i18n/hi").join(SOURCE_HASHES_FILE),
        "{\n  \"a.md\": 3\n}",
    )
    .expect("written");
    let problems = load_site(&root).expect_err("refused").to_string();
    assert!(
        problems.contains("i18n/hi/translated-sources.json:2:"),
        "{problems}"
    );
    assert!(
        problems.contains("ampere translations --mark"),
        "{problems}"
    );
}
