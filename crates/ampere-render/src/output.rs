//! Writing the build: into a temporary folder next to the output, swapped in only when complete.

use std::fs;
use std::path::{Component, Path, PathBuf};

use sha2::{Digest, Sha256};

/// Where the file-producing stages put what they make: a staging folder swapped in whole
/// ([`StagedOutput`], every `ampere build`) or the live output changed file by file
/// ([`crate::incremental_output::IncrementalOutput`], the rebuilds of `ampere serve --watch`).
/// `relative` is always a decoded URL path, confined to the output by [`confined_path`].
pub trait OutputFiles: Sync {
    /// Writes `contents` at `relative`.
    fn write(&self, relative: &str, contents: impl AsRef<[u8]>) -> std::io::Result<()>;
    /// Copies the file `from` to `relative`.
    fn copy(&self, from: &Path, relative: &str) -> std::io::Result<()>;
    /// The folder named in error messages.
    fn folder(&self) -> &Path;
    /// Keeps the file the previous build left at `relative` as it is, without this build
    /// computing it again; false when this output has no previous build or no such file (the
    /// caller then writes it).
    fn keep(&self, _relative: &str) -> bool {
        false
    }
}

/// A build folder that becomes the output only on `commit`; dropped uncommitted, it is removed.
pub struct StagedOutput {
    pub staging: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl StagedOutput {
    pub fn new(target: &Path) -> std::io::Result<Self> {
        let (parent, name) = parent_and_name(target);
        fs::create_dir_all(&parent).map_err(|error| naming(&parent, error))?;
        let staging = parent.join(format!(".{name}.staging-{}", std::process::id()));
        if staging.exists() {
            fs::remove_dir_all(&staging)?;
        }
        fs::create_dir_all(&staging)?;
        Ok(StagedOutput {
            staging,
            target: target.to_path_buf(),
            committed: false,
        })
    }

    /// The confined path of `relative` in the staging folder, with its parent folders made.
    fn prepare_path(&self, relative: &str) -> std::io::Result<PathBuf> {
        let path = self.staging.join(confined_or_refused(relative)?);
        make_parent(&path)?;
        Ok(path)
    }

    /// Removes the staging and old-output folders that an interrupted build of `target` (killed,
    /// or stopped during its swap) left beside it.
    pub fn remove_abandoned(target: &Path) {
        let (parent, name) = parent_and_name(target);
        let Ok(entries) = fs::read_dir(&parent) else {
            return;
        };
        let prefixes = [format!(".{name}.staging-"), format!(".{name}.old-")];
        for entry in entries.flatten() {
            let file_name = entry.file_name().to_string_lossy().into_owned();
            let Some(process) = prefixes
                .iter()
                .find_map(|prefix| file_name.strip_prefix(prefix.as_str()))
            else {
                continue;
            };
            if process_is_running(process) {
                continue;
            }
            let _ = fs::remove_dir_all(entry.path());
        }
    }

    /// Swaps the staged folder in place of the output (two renames; the old output is removed after).
    pub fn commit(mut self) -> std::io::Result<()> {
        let old = self.staging.with_file_name(format!(
            ".{}.old-{}",
            self.target
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default(),
            std::process::id()
        ));
        let had_previous = self.target.exists();
        if had_previous {
            fs::rename(&self.target, &old)?;
        }
        if let Err(error) = fs::rename(&self.staging, &self.target) {
            if had_previous {
                let _ = fs::rename(&old, &self.target);
            }
            return Err(error);
        }
        self.committed = true;
        if had_previous {
            let _ = fs::remove_dir_all(&old);
        }
        Ok(())
    }
}

impl OutputFiles for StagedOutput {
    fn write(&self, relative: &str, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
        let path = self.prepare_path(relative)?;
        fs::write(&path, contents).map_err(|error| naming(&path, error))
    }

    fn copy(&self, from: &Path, relative: &str) -> std::io::Result<()> {
        let path = self.prepare_path(relative)?;
        fs::copy(from, &path)
            .map(|_| ())
            .map_err(|error| naming(&path, error))
    }

    fn folder(&self) -> &Path {
        &self.staging
    }
}

/// [`confined_path`] as an I/O error that names the refused path.
pub(crate) fn confined_or_refused(relative: &str) -> std::io::Result<PathBuf> {
    confined_path(relative).map_err(|reason| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("refusing to write `{relative}`: {reason}"),
        )
    })
}

/// Makes the folders that `path` is written in.
pub(crate) fn make_parent(path: &Path) -> std::io::Result<()> {
    match path.parent() {
        Some(parent) => fs::create_dir_all(parent).map_err(|error| naming(parent, error)),
        None => Ok(()),
    }
}

impl Drop for StagedOutput {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_dir_all(&self.staging);
        }
    }
}

/// The folder holding `target` and `target`'s own name.
fn parent_and_name(target: &Path) -> (PathBuf, String) {
    let parent = target
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "build".into());
    (parent, name)
}

/// True when `process` is the id of a running process other than a finished build (on Linux,
/// `/proc` tells; elsewhere every folder is taken as abandoned only when its id is ours).
fn process_is_running(process: &str) -> bool {
    if process == std::process::id().to_string() {
        return false;
    }
    let proc_root = Path::new("/proc");
    if proc_root.is_dir() {
        return process.parse::<u32>().is_ok() && proc_root.join(process).exists();
    }
    true
}

/// An I/O error that names the path it happened on.
pub(crate) fn naming(path: &Path, error: std::io::Error) -> std::io::Error {
    std::io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

/// The one way an output path is made: `relative` (a decoded URL path such as
/// `/hi/app/index.html`) as a relative path that stays inside the output folder. Refuses `..`
/// and `.` segments, backslashes, drive letters, control characters and empty names.
pub fn confined_path(relative: &str) -> Result<PathBuf, String> {
    if relative.contains('\\') {
        return Err("it contains a backslash".into());
    }
    if let Some(character) = relative.chars().find(|character| character.is_control()) {
        return Err(format!(
            "it contains the control character U+{:04X}",
            character as u32
        ));
    }
    let mut path = PathBuf::new();
    for segment in relative.split('/').filter(|segment| !segment.is_empty()) {
        let mut components = Path::new(segment).components();
        match (components.next(), components.next()) {
            (Some(Component::Normal(part)), None) if !segment.contains(':') => path.push(part),
            _ => return Err(format!("its segment `{segment}` is not a plain name")),
        }
    }
    if path.as_os_str().is_empty() {
        return Err("it names the output folder itself".into());
    }
    Ok(path)
}

/// The first 8 hex digits of the content's SHA-256, for cache-forever file names.
pub fn content_hash(contents: &[u8]) -> String {
    short_hex(&Sha256::digest(contents))
}

/// The first 8 hex digits of a digest.
pub fn short_hex(digest: &[u8]) -> String {
    digest
        .iter()
        .take(4)
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// The output file of a route: `/hi/app/` → `hi/app/index.html`.
pub fn route_file(route: &str, file: &str) -> String {
    format!("{}{}", route.trim_start_matches('/'), file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_paths_stay_inside_the_output() {
        assert_eq!(
            confined_path("/hi/app/index.html"),
            Ok(PathBuf::from("hi/app/index.html"))
        );
        assert_eq!(
            confined_path("/External Signals/a/index.html"),
            Ok(PathBuf::from("External Signals/a/index.html"))
        );
        for hostile in [
            "/../x",
            "a/../../x",
            "./a",
            "/",
            "",
            "a\\..\\b",
            "C:/x",
            "/a/\u{0}/b",
            "..",
        ] {
            assert!(confined_path(hostile).is_err(), "{hostile:?} accepted");
        }
    }

    #[test]
    fn a_write_outside_the_output_is_refused_and_names_the_path() {
        let directory = tempfile::tempdir().expect("temp");
        let staged = StagedOutput::new(&directory.path().join("build")).expect("stage");
        let error = staged.write("/../escaped.html", "x").expect_err("refused");
        assert!(error.to_string().contains("/../escaped.html"), "{error}");
        assert!(!directory.path().join("escaped.html").exists());
    }

    #[test]
    fn folders_of_interrupted_builds_are_removed() {
        let directory = tempfile::tempdir().expect("temp");
        let target = directory.path().join("build");
        let abandoned = directory.path().join(".build.staging-4000000000");
        let old = directory.path().join(".build.old-4000000001");
        let unrelated = directory.path().join(".other.staging-4000000000");
        for folder in [&abandoned, &old, &unrelated] {
            fs::create_dir_all(folder).expect("dir");
        }
        StagedOutput::remove_abandoned(&target);
        assert!(!abandoned.exists());
        assert!(!old.exists());
        assert!(unrelated.exists());
    }

    #[test]
    fn an_uncommitted_build_leaves_the_previous_output() {
        let directory = tempfile::tempdir().expect("temp");
        let target = directory.path().join("build");
        fs::create_dir_all(&target).expect("dir");
        fs::write(target.join("index.html"), "old").expect("write");
        {
            let staged = StagedOutput::new(&target).expect("stage");
            staged.write("index.html", "new").expect("write");
        }
        assert_eq!(
            fs::read_to_string(target.join("index.html")).expect("read"),
            "old"
        );
        let staged = StagedOutput::new(&target).expect("stage");
        staged.write("index.html", "new").expect("write");
        staged.commit().expect("commit");
        assert_eq!(
            fs::read_to_string(target.join("index.html")).expect("read"),
            "new"
        );
        assert_eq!(fs::read_dir(directory.path()).expect("list").count(), 1);
    }
}
