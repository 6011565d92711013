//! A watch session's rebuilds write the same output as a clean full build, byte for byte, for
//! every kind of change a writer makes (issue "The writer's loop in a blink"): a page's text, its
//! title, a translated page, a new and a removed page, `_category_.json`, `ampere.toml`,
//! `code.json`, `current.json` and static files. Each case builds the fixture site in a session,
//! changes it, rebuilds the pages first and then everything (as `ampere serve --watch` does), and
//! compares the output with a clean build of the changed site. Needs the built theme (`make theme`).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ampere_render::{build, BuildOptions, BuildSession, Scope};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A copy of the fixture site in a temporary folder, and a session that built it into `build/`.
struct Built {
    folder: tempfile::TempDir,
    site: PathBuf,
    out: PathBuf,
    session: BuildSession,
}

fn first_build() -> Built {
    let folder = tempfile::tempdir().expect("temporary folder");
    let site = copy_of_fixture(folder.path());
    let out = folder.path().join("build");
    let mut session = BuildSession::new(options(&site, &out));
    session.build().expect("first build");
    Built {
        folder,
        site,
        out,
        session,
    }
}

/// A copy of the small fixture site in `folder/site`.
fn copy_of_fixture(folder: &Path) -> PathBuf {
    let fixture = repository().join("tests/fixtures/small-site");
    let site = folder.join("site");
    for entry in walkdir::WalkDir::new(&fixture).into_iter().flatten() {
        let target = site.join(entry.path().strip_prefix(&fixture).expect("inside"));
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).expect("folder");
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
    site
}

fn options(site: &Path, out: &Path) -> BuildOptions {
    BuildOptions {
        site: site.to_path_buf(),
        out: out.to_path_buf(),
        theme: repository().join("theme"),
        locales: Vec::new(),
    }
}

/// Every file of `folder` by its relative path, with its bytes.
fn files_of(folder: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(folder)
        .into_iter()
        .flatten()
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let relative = entry
                .path()
                .strip_prefix(folder)
                .expect("inside")
                .to_path_buf();
            (relative, fs::read(entry.path()).expect("read"))
        })
        .collect()
}

fn assert_same_output(case: &str, rebuilt: &Path, clean: &Path) {
    let rebuilt = files_of(rebuilt);
    let clean = files_of(clean);
    let only_rebuilt: Vec<_> = rebuilt
        .keys()
        .filter(|path| !clean.contains_key(*path))
        .collect();
    let only_clean: Vec<_> = clean
        .keys()
        .filter(|path| !rebuilt.contains_key(*path))
        .collect();
    assert!(
        only_rebuilt.is_empty() && only_clean.is_empty(),
        "{case}: files only in the rebuilt output {only_rebuilt:?}, only in the clean build {only_clean:?}"
    );
    let differing: Vec<_> = rebuilt
        .iter()
        .filter(|(path, bytes)| clean.get(*path) != Some(bytes))
        .map(|(path, _)| path)
        .collect();
    assert!(
        differing.is_empty(),
        "{case}: files that differ {differing:?}"
    );
}

fn write(site: &Path, relative: &str, text: &str) {
    let path = site.join(relative);
    fs::create_dir_all(path.parent().expect("parent")).expect("folder");
    fs::write(path, text).expect("write");
}

fn edit(site: &Path, relative: &str, change: impl FnOnce(String) -> String) {
    let path = site.join(relative);
    let text = fs::read_to_string(&path).expect("read");
    fs::write(path, change(text)).expect("write");
}

/// A change a writer makes to the site folder.
type Change = Box<dyn Fn(&Path)>;

/// The kinds of change, each named.
fn changes() -> Vec<(&'static str, Change)> {
    vec![
        (
            "the text of an English page",
            Box::new(|site: &Path| {
                edit(site, "docs/intro.md", |text| {
                    format!("{text}\nA sentence added by the writer.\n")
                })
            }),
        ),
        (
            "the title of a page",
            Box::new(|site: &Path| {
                edit(site, "docs/Guide/2-Advanced/tuning.md", |text| {
                    text.replacen("title:", "title: Renamed —", 1)
                })
            }),
        ),
        (
            "a translated page",
            Box::new(|site: &Path| {
                edit(
                    site,
                    "i18n/hi/docusaurus-plugin-content-docs/current/Guide/1-installation.md",
                    |text| format!("{text}\nएक नया वाक्य।\n"),
                )
            }),
        ),
        (
            "a new page",
            Box::new(|site: &Path| {
                write(
                    site,
                    "docs/Guide/new-page.md",
                    "---\ntitle: A new page\n---\n\nNew text.\n",
                )
            }),
        ),
        (
            "a removed page and the link to it",
            Box::new(|site: &Path| {
                fs::remove_file(site.join("docs/Guide/2-Advanced/tuning.md")).expect("remove");
                edit(site, "docs/Guide/1-installation.md", |text| {
                    text.replace("[advanced](2-Advanced/tuning.md)", "advanced settings")
                });
            }),
        ),
        (
            "_category_.json",
            Box::new(|site: &Path| {
                edit(site, "docs/Guide/_category_.json", |text| {
                    text.replacen("\"label\": \"", "\"label\": \"Renamed ", 1)
                })
            }),
        ),
        (
            "ampere.toml",
            Box::new(|site: &Path| {
                edit(site, "ampere.toml", |text| {
                    text.replacen("tagline = \"", "tagline = \"Changed: ", 1)
                })
            }),
        ),
        (
            "code.json",
            Box::new(|site: &Path| {
                edit(site, "i18n/hi/code.json", |text| {
                    text.replacen(": \"", ": \"बदला ", 1)
                })
            }),
        ),
        (
            "current.json",
            Box::new(|site: &Path| {
                edit(
                    site,
                    "i18n/hi/docusaurus-plugin-content-docs/current.json",
                    |text| text.replacen("\"message\": \"", "\"message\": \"बदला ", 1),
                )
            }),
        ),
        (
            "a static file added, changed and removed",
            Box::new(|site: &Path| {
                write(
                    site,
                    "static/img/new.svg",
                    "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                );
                edit(site, "static/img/favicon.svg", |text| {
                    format!("{text}\n<!-- changed -->\n")
                });
            }),
        ),
    ]
}

#[test]
fn every_kind_of_change_rebuilds_to_what_a_clean_build_writes() {
    for (case, change) in changes() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let site = copy_of_fixture(folder.path());
        let rebuilt = folder.path().join("rebuilt");
        let mut session = BuildSession::new(options(&site, &rebuilt));
        session.build().expect("first build");
        change(&site);
        let pages = session
            .build_scope(Scope::PagesFirst, &|| false)
            .unwrap_or_else(|error| panic!("{case}: pages first: {error}"));
        assert!(
            pages.changes.is_some_and(|changes| changes.complete),
            "{case}"
        );
        session
            .build()
            .unwrap_or_else(|error| panic!("{case}: everything: {error}"));
        let clean = folder.path().join("clean");
        build(&options(&site, &clean)).unwrap_or_else(|error| panic!("{case}: clean: {error}"));
        assert_same_output(case, &rebuilt, &clean);
    }
}

#[test]
fn an_edit_to_one_page_writes_few_files_and_a_rebuild_without_change_writes_none() {
    let Built {
        folder: _folder,
        site,
        out,
        mut session,
    } = first_build();
    let files = files_of(&out).len();
    let unchanged = session
        .build()
        .expect("rebuild")
        .changes
        .expect("a rebuild");
    assert_eq!((unchanged.written, unchanged.removed), (0, 0));
    edit(&site, "docs/intro.md", |text| {
        format!("{text}\nOne more line.\n")
    });
    let pages = session
        .build_scope(Scope::PagesFirst, &|| false)
        .expect("pages first")
        .changes
        .expect("a rebuild");
    assert!(
        pages.written > 0 && pages.written * 4 < files,
        "{} of {files} files written for one page's text",
        pages.written
    );
    // The search rebuild that follows changes the index and its pointer, never a page: pages
    // name the pointer, whose URL does not change with the index.
    let before = files_of(&out);
    session.build().expect("search rebuild");
    let after = files_of(&out);
    let changed: Vec<&PathBuf> = after
        .iter()
        .filter(|(path, bytes)| before.get(*path) != Some(*bytes))
        .map(|(path, _)| path)
        .collect();
    assert!(
        changed.iter().any(|path| path.starts_with("search-index")),
        "{changed:?}"
    );
    assert!(
        changed.iter().all(|path| path.starts_with("search-index")
            || path.to_string_lossy().starts_with("assets/search-")),
        "only the search files change: {changed:?}"
    );
}

#[test]
fn a_session_adopts_an_output_and_writes_only_what_differs() {
    let folder = tempfile::tempdir().expect("temporary folder");
    let site = copy_of_fixture(folder.path());
    let out = folder.path().join("build");
    build(&options(&site, &out)).expect("full build");
    let mut session = BuildSession::new(options(&site, &out));
    assert!(session.adopt_output());
    let changes = session
        .build()
        .expect("adopting build")
        .changes
        .expect("incremental");
    let files = files_of(&out).len();
    // Only copied files (theme client files, static files) are written once more: their
    // manifest entries differ in kind, not in content.
    assert!(changes.complete && changes.removed == 0);
    assert!(
        changes.written * 4 < files,
        "{} of {files} written",
        changes.written
    );
    edit(&site, "docs/intro.md", |text| {
        format!("{text}\nEdited after adopting.\n")
    });
    session.build().expect("rebuild");
    let clean = folder.path().join("clean");
    build(&options(&site, &clean)).expect("clean build");
    assert_same_output("an adopted output", &out, &clean);
}

#[test]
fn a_failed_rebuild_leaves_the_output_and_the_next_one_recovers() {
    let Built {
        folder,
        site,
        out,
        mut session,
    } = first_build();
    let before = files_of(&out);
    edit(&site, "docs/intro.md", |text| {
        format!("{text}\n[broken](./nowhere.md)\n")
    });
    assert!(session.build_scope(Scope::PagesFirst, &|| false).is_err());
    assert!(
        files_of(&out) == before,
        "a failed rebuild changed the output"
    );
    edit(&site, "docs/intro.md", |text| {
        text.replace("\n[broken](./nowhere.md)\n", "\nFixed.\n")
    });
    session.build().expect("rebuild after the fix");
    let clean = folder.path().join("clean");
    build(&options(&site, &clean)).expect("clean build");
    assert_same_output("after a failed rebuild", &out, &clean);
}

#[test]
fn a_stopped_rebuild_and_a_removed_page_are_made_whole_by_the_next_one() {
    let Built {
        folder,
        site,
        out,
        mut session,
    } = first_build();
    // A save during the commit: it stops after a few files, some pages still the old ones.
    edit(&site, "docs/intro.md", |text| {
        format!("{text}\nA line more.\n")
    });
    edit(&site, "ampere.toml", |text| {
        text.replacen("title = \"", "title = \"New ", 1)
    });
    let written = std::sync::atomic::AtomicUsize::new(0);
    let stop = || written.fetch_add(1, std::sync::atomic::Ordering::Relaxed) > 3;
    let stopped = session
        .build_scope(Scope::PagesFirst, &stop)
        .expect("stopped rebuild")
        .changes
        .expect("a rebuild");
    assert!(!stopped.complete, "the commit was meant to stop early");
    session
        .build_scope(Scope::PagesFirst, &|| false)
        .expect("pages first");
    // A page removed from the output behind the session's back is written again, though
    // nothing it is made from changed.
    std::fs::remove_file(out.join("index.html")).expect("remove a page");
    session.build().expect("everything");
    let clean = folder.path().join("clean");
    build(&options(&site, &clean)).expect("clean build");
    assert_same_output("after a stopped rebuild", &out, &clean);
}
