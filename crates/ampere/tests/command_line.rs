//! The binary as a user runs it: exit codes and what it prints, over copies of the small fixture
//! site. Builds use the repository's built theme (`make test` builds it before these tests).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture() -> PathBuf {
    repository().join("tests/fixtures/small-site")
}

fn ampere(arguments: &[&str], folder: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ampere"))
        .args(arguments)
        .current_dir(folder)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A copy of the fixture site at `<folder>/site`.
fn site_in(folder: &Path) -> PathBuf {
    let site = folder.join("site");
    for entry in walkdir::WalkDir::new(fixture()).into_iter().flatten() {
        let target = site.join(entry.path().strip_prefix(fixture()).expect("inside"));
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).expect("dir");
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
    site
}

/// Rewrites a file of the site with `change`.
fn edit(path: &Path, change: impl FnOnce(String) -> String) {
    let text = fs::read_to_string(path).expect("read");
    fs::write(path, change(text)).expect("write");
}

/// Adds a line at the top of a page's front matter.
fn add_front_matter(page: &Path, line: &str) {
    edit(page, |text| {
        text.replacen("---\n", &format!("---\n{line}\n"), 1)
    });
}

fn theme() -> String {
    repository().join("theme").to_string_lossy().into_owned()
}

#[test]
fn every_flag_of_every_command_has_help() {
    let folder = tempfile::tempdir().expect("temp");
    for command in ["build", "serve", "check", "search", "records"] {
        let output = ampere(&[command, "--help"], folder.path());
        assert_eq!(output.status.code(), Some(0));
        let help = text(&output.stdout);
        assert!(help.contains("Exit codes:"), "{command}: {help}");
        for line in help
            .lines()
            .filter(|line| line.trim_start().starts_with("--"))
        {
            let words: Vec<&str> = line.split_whitespace().collect();
            // `--flag <VALUE> Description…` or `--flag Description…`.
            let described = words.iter().skip(1).any(|word| !word.starts_with('<'));
            assert!(described, "{command}: no help for `{}`", line.trim());
        }
    }
}

#[test]
fn check_passes_on_a_sound_site_and_fails_on_a_broken_link_with_its_place() {
    let folder = tempfile::tempdir().expect("temp");
    let site = site_in(folder.path());
    let output = ampere(
        &["check", "--site", "site", "--theme", &theme()],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("0 broken links"));

    let page = site.join("docs/legal/terms.md");
    edit(&page, |text| text + "\n![Plan](/img/missing.svg)\n");
    let output = ampere(
        &["check", "--site", "site", "--theme", &theme()],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(1));
    // The fixture's locales are partly translated: only the error is snapshot, not those warnings.
    let report = text(&output.stdout);
    let errors: Vec<&str> = report
        .split("\n\n")
        .filter(|block| block.starts_with("error:"))
        .collect();
    insta::assert_snapshot!(errors.join("\n\n"));
}

#[test]
fn a_content_mistake_exits_1_with_file_line_column_and_hint() {
    let folder = tempfile::tempdir().expect("temp");
    let site = site_in(folder.path());
    let page = site.join("docs/Guide/1-installation.md");
    add_front_matter(&page, "slug: ../../outside");
    let output = ampere(
        &["check", "--site", "site", "--theme", &theme()],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(1));
    insta::assert_snapshot!(text(&output.stderr));
}

#[test]
fn a_failed_build_writes_nothing_and_keeps_the_previous_output() {
    let folder = tempfile::tempdir().expect("temp");
    let site = site_in(folder.path());
    let out = folder.path().join("out");
    fs::create_dir_all(&out).expect("dir");
    fs::write(out.join("index.html"), "previous").expect("write");
    let page = site.join("docs/Guide/1-installation.md");
    add_front_matter(&page, "slug: /../../escaped");
    let output = ampere(
        &[
            "build",
            "--site",
            "site",
            "--out",
            "out",
            "--theme",
            &theme(),
        ],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("cannot be a route"));
    assert_eq!(
        fs::read_to_string(out.join("index.html")).expect("read"),
        "previous"
    );
    let mut names: Vec<String> = fs::read_dir(folder.path())
        .expect("list")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["out", "site"], "nothing written beside the output");
}

#[test]
fn a_build_succeeds_and_a_broken_link_fails_it_unless_the_site_says_warn() {
    let folder = tempfile::tempdir().expect("temp");
    let site = site_in(folder.path());
    let build = |folder: &Path| {
        ampere(
            &[
                "build",
                "--site",
                "site",
                "--out",
                "out",
                "--theme",
                &theme(),
                "--locale",
                "en",
            ],
            folder,
        )
    };
    let output = build(folder.path());
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(folder
        .path()
        .join("out/Guide/installation/index.html")
        .exists());

    let page = site.join("docs/legal/terms.md");
    edit(&page, |text| text + "\n[Gone](/nowhere/)\n");
    let output = build(folder.path());
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("broken link `/nowhere/`"));
    assert!(text(&output.stderr).contains("onBrokenLinks"));

    edit(&site.join("ampere.toml"), |text| {
        format!("onBrokenLinks = \"warn\"\n{text}")
    });
    let output = build(folder.path());
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("warning: broken link `/nowhere/`"));
}

#[test]
fn usage_mistakes_exit_2_and_site_mistakes_exit_1() {
    let folder = tempfile::tempdir().expect("temp");
    let output = ampere(&["check", "--sight", "site"], folder.path());
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--sight"));

    let output = ampere(
        &["check", "--site", "no-such-folder", "--theme", &theme()],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(1));
    let message = text(&output.stderr);
    assert!(
        message.contains("cannot read the site configuration"),
        "{message}"
    );
    assert!(message.contains("hint:"), "{message}");

    site_in(folder.path());
    let output = ampere(
        &["check", "--site", "site", "--locale", "xx"],
        folder.path(),
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("unknown locale `xx`"));
}

#[test]
fn translations_reports_outdated_and_missing_pages_and_strict_fails_on_them() {
    let folder = tempfile::tempdir().expect("temporary folder");
    site_in(folder.path());
    let report = ampere(
        &["translations", "--strict", "--allow-missing"],
        folder.path(),
    );
    assert_eq!(report.status.code(), Some(1), "{}", text(&report.stderr));
    assert!(
        text(&report.stdout).contains(
            "hi: 0 translated, 1 outdated, 3 missing; glossary 0 terms, 0 pages without a term's translation\n  outdated  docs/Guide/1-installation.md\n"
        ),
        "{}",
        text(&report.stdout)
    );

    let marked = ampere(
        &[
            "translations",
            "--mark",
            "--locale",
            "hi",
            "--strict",
            "--allow-missing",
        ],
        folder.path(),
    );
    assert_eq!(marked.status.code(), Some(0), "{}", text(&marked.stderr));
    assert!(
        text(&marked.stdout)
            .starts_with("hi: 1 translated, 0 outdated, 3 missing; glossary 0 terms, 0 pages without a term's translation\n  missing   docs/"),
        "{}",
        text(&marked.stdout)
    );
    assert!(folder
        .path()
        .join("site/i18n/hi/translated-sources.json")
        .exists());

    let strict = ampere(
        &["translations", "--strict", "--locale", "hi"],
        folder.path(),
    );
    assert_eq!(strict.status.code(), Some(1));

    // A glossary term the English page uses and the translation leaves out fails --strict.
    let glossary = folder.path().join("site/i18n/hi/glossary.json");
    std::fs::write(
        &glossary,
        r#"[{"term": "DIN rail", "translation": "डीआईएन रेल", "forms": ["डीआईएन रेल"], "notes": ""}]"#,
    )
    .expect("glossary");
    let terms = ampere(
        &[
            "translations",
            "--strict",
            "--allow-missing",
            "--locale",
            "hi",
        ],
        folder.path(),
    );
    assert_eq!(terms.status.code(), Some(1), "{}", text(&terms.stdout));
    assert!(
        text(&terms.stdout).contains(
            "glossary 1 terms, 1 pages without a term's translation\n  glossary  docs/Guide/1-installation.md: uses \"DIN rail\" but not its translation \"डीआईएन रेल\"\n"
        ),
        "{}",
        text(&terms.stdout)
    );
    let unknown = ampere(&["translations", "--locale", "xx"], folder.path());
    assert_eq!(unknown.status.code(), Some(1));
    assert!(
        text(&unknown.stderr).contains("no locale `xx`"),
        "{}",
        text(&unknown.stderr)
    );
}
