//! The live output changed file by file: what the rebuilds of `ampere serve --watch` write.
//!
//! A full build ([`crate::output::StagedOutput`]) writes every file into a staging folder and swaps
//! it in. A rebuild computes every file too (in memory, which is fast), but writes only the files
//! whose contents differ from the previous build's, as recorded in a [`Manifest`] of fingerprints,
//! and removes the files the previous build wrote and this one does not. Nothing is written before
//! every stage has succeeded, so a failed rebuild leaves the output as it was. Files are replaced
//! by rename (never rewritten in place), content-hashed assets before the pages that name them, so a
//! reader never loads a page whose scripts, styles or data are missing.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use xxhash_rust::xxh3::xxh3_64;

use crate::output::{confined_or_refused, make_parent, naming, OutputFiles};

/// Every file of a build (its path inside the output) with a fingerprint of its contents.
pub type Manifest = HashMap<PathBuf, u64>;

/// The manifest of an output folder as it is on disk: what lets a session's first build adopt an
/// output an earlier build left (writing only what differs) instead of rewriting all of it.
/// Copied files get their content's fingerprint, which never equals a copy fingerprint, so they
/// are copied again once.
pub fn manifest_of_folder(folder: &Path) -> std::io::Result<Manifest> {
    let mut manifest = Manifest::new();
    for entry in walkdir::WalkDir::new(folder) {
        let entry = entry.map_err(std::io::Error::other)?;
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(relative) = entry.path().strip_prefix(folder) else {
            continue;
        };
        let bytes = fs::read(entry.path()).map_err(|error| naming(entry.path(), error))?;
        manifest.insert(relative.to_path_buf(), xxh3_64(&bytes));
    }
    Ok(manifest)
}

/// What a file will hold: bytes computed by the build, or a copy of a site file.
enum Pending {
    Bytes(Vec<u8>),
    Copy(PathBuf),
}

/// The output of a rebuild: writes only what changed since the build recorded in `previous`.
pub struct IncrementalOutput {
    target: PathBuf,
    previous: Manifest,
    current: Mutex<Manifest>,
    pending: Mutex<Vec<(PathBuf, Pending)>>,
}

/// What a rebuild changed in the output.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Changes {
    pub written: usize,
    pub removed: usize,
    /// False when the commit was stopped early (see [`IncrementalOutput::commit_unless`]).
    pub complete: bool,
    /// True when every file but the pages was written (a commit stopped only during the pages):
    /// the new assets the build named are all in place.
    pub assets_complete: bool,
}

impl IncrementalOutput {
    pub fn new(target: &Path, previous: Manifest) -> Self {
        IncrementalOutput {
            target: target.to_path_buf(),
            previous,
            current: Mutex::new(Manifest::new()),
            pending: Mutex::new(Vec::new()),
        }
    }

    /// Keeps the previous build's files whose path `kept` accepts, as they are, without this
    /// build writing them (a build that leaves the search indexes as they were).
    pub fn keep_previous(&self, kept: impl Fn(&Path) -> bool) {
        let mut current = lock(&self.current);
        for (path, fingerprint) in &self.previous {
            if kept(path) {
                current.insert(path.clone(), *fingerprint);
            }
        }
    }

    /// The manifest this rebuild compared with (to keep it when the rebuild stops before its commit).
    pub fn into_previous(self) -> Manifest {
        self.previous
    }

    /// Records `relative`'s fingerprint; keeps `pending` for the commit when the file changed.
    fn record(&self, relative: &str, fingerprint: u64, pending: Pending) -> std::io::Result<()> {
        let path = confined_or_refused(relative)?;
        let unchanged =
            self.previous.get(&path) == Some(&fingerprint) && self.target.join(&path).is_file();
        if !unchanged {
            lock(&self.pending).push((path.clone(), pending));
        }
        lock(&self.current).insert(path, fingerprint);
        Ok(())
    }

    /// Writes the changed files into the output (assets and data first, pages last) and removes
    /// the files of the previous build that this one no longer has. Returns the new manifest.
    pub fn commit(self) -> std::io::Result<(Manifest, Changes)> {
        self.commit_unless(&|| false)
    }

    /// [`Self::commit`], but when `stop` turns true (checked between files) the commit ends early:
    /// the files written so far stay (each page still names files that exist), nothing is
    /// removed, and the manifest returned is what the output then holds; `Changes::complete` is
    /// false. A later build finishes the job.
    pub fn commit_unless(
        self,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> std::io::Result<(Manifest, Changes)> {
        let mut pending = self
            .pending
            .into_inner()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        pending.sort_by_key(|(path, _)| (is_page(path), path.clone()));
        let pages_from = pending.partition_point(|(path, _)| !is_page(path));
        let (assets, pages) = pending.split_at(pages_from);
        let mut written = write_all(&self.target, assets, stop)?;
        if written.len() == assets.len() {
            written.extend(write_all(&self.target, pages, stop)?);
        }
        let current = self
            .current
            .into_inner()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if written.len() < pending.len() {
            let mut manifest = self.previous;
            for path in &written {
                if let Some(fingerprint) = current.get(path) {
                    manifest.insert(path.clone(), *fingerprint);
                }
            }
            let changes = Changes {
                written: written.len(),
                removed: 0,
                complete: false,
                assets_complete: written.len() >= assets.len(),
            };
            return Ok((manifest, changes));
        }
        let mut removed = 0;
        for path in self
            .previous
            .keys()
            .filter(|path| !current.contains_key(*path))
        {
            let absolute = self.target.join(path);
            if fs::remove_file(&absolute).is_ok() {
                removed += 1;
                remove_empty_folders(&self.target, &absolute);
            }
        }
        let changes = Changes {
            written: written.len(),
            removed,
            complete: true,
            assets_complete: true,
        };
        Ok((current, changes))
    }
}

/// How many threads write the changed files (writing is mostly waiting for the file system).
const WRITERS: usize = 4;

/// Writes `files` with a few threads until `stop`; returns the paths written.
fn write_all(
    target: &Path,
    files: &[(PathBuf, Pending)],
    stop: &(dyn Fn() -> bool + Sync),
) -> std::io::Result<Vec<PathBuf>> {
    let chunk = files.len().div_ceil(WRITERS).max(1);
    let results: Vec<std::io::Result<Vec<PathBuf>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|chunk| {
                scope.spawn(move || {
                    let mut written = Vec::with_capacity(chunk.len());
                    for (path, contents) in chunk {
                        if stop() {
                            break;
                        }
                        replace_file(&target.join(path), contents)?;
                        written.push(path.clone());
                    }
                    Ok(written)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut written = Vec::new();
    for result in results {
        written.extend(result?);
    }
    Ok(written)
}

impl OutputFiles for IncrementalOutput {
    fn write(&self, relative: &str, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
        let contents = contents.as_ref();
        self.record(
            relative,
            xxh3_64(contents),
            Pending::Bytes(contents.to_vec()),
        )
    }

    fn copy(&self, from: &Path, relative: &str) -> std::io::Result<()> {
        self.record(
            relative,
            copy_fingerprint(from)?,
            Pending::Copy(from.to_path_buf()),
        )
    }

    fn folder(&self) -> &Path {
        &self.target
    }

    /// Keeps `relative` as the previous build wrote it, when it wrote it and the file is still there.
    fn keep(&self, relative: &str) -> bool {
        let Ok(path) = confined_or_refused(relative) else {
            return false;
        };
        let Some(&fingerprint) = self.previous.get(&path) else {
            return false;
        };
        if !self.target.join(&path).is_file() {
            return false;
        }
        lock(&self.current).insert(path, fingerprint);
        true
    }
}

/// Passes every file on to `inner` and records its fingerprint: how the first build of a watch
/// session (a full, staged build) leaves the manifest the next rebuild compares with.
pub struct Recording<'a, O: OutputFiles> {
    inner: &'a O,
    manifest: Mutex<Manifest>,
}

impl<'a, O: OutputFiles> Recording<'a, O> {
    pub fn new(inner: &'a O) -> Self {
        Recording {
            inner,
            manifest: Mutex::new(Manifest::new()),
        }
    }

    pub fn into_manifest(self) -> Manifest {
        self.manifest
            .into_inner()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl<O: OutputFiles> OutputFiles for Recording<'_, O> {
    fn write(&self, relative: &str, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
        let contents = contents.as_ref();
        self.inner.write(relative, contents)?;
        lock(&self.manifest).insert(confined_or_refused(relative)?, xxh3_64(contents));
        Ok(())
    }

    fn copy(&self, from: &Path, relative: &str) -> std::io::Result<()> {
        self.inner.copy(from, relative)?;
        lock(&self.manifest).insert(confined_or_refused(relative)?, copy_fingerprint(from)?);
        Ok(())
    }

    fn folder(&self) -> &Path {
        self.inner.folder()
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A copied file's fingerprint: its source, size and modification time (reading every image of
/// the site on each rebuild to hash it would cost more than copying the few that change).
fn copy_fingerprint(from: &Path) -> std::io::Result<u64> {
    let metadata = fs::metadata(from).map_err(|error| naming(from, error))?;
    let modified = metadata
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos());
    let key = format!("{}\n{}\n{modified}", from.display(), metadata.len());
    Ok(xxh3_64(key.as_bytes()))
}

fn is_page(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension == "html")
}

/// Writes `contents` beside `path` and renames it over `path`, so a reader gets the old file or
/// the new one, never half of one.
fn replace_file(path: &Path, contents: &Pending) -> std::io::Result<()> {
    make_parent(path)?;
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.ampere-new"));
    let written = match contents {
        Pending::Bytes(bytes) => fs::write(&temporary, bytes),
        Pending::Copy(from) => fs::copy(from, &temporary).map(|_| ()),
    };
    written
        .and_then(|()| fs::rename(&temporary, path))
        .map_err(|error| {
            let _ = fs::remove_file(&temporary);
            naming(path, error)
        })
}

/// Removes the folders between `root` and the removed file `path` that are now empty.
fn remove_empty_folders(root: &Path, path: &Path) {
    let mut folder = path.parent();
    while let Some(current) = folder {
        if current == root || !current.starts_with(root) || fs::remove_dir(current).is_err() {
            return;
        }
        folder = current.parent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::StagedOutput;

    fn first_build(target: &Path, files: &[(&str, &str)]) -> Manifest {
        let staged = StagedOutput::new(target).expect("stage");
        let recording = Recording::new(&staged);
        for (relative, contents) in files {
            recording.write(relative, contents).expect("write");
        }
        let manifest = recording.into_manifest();
        staged.commit().expect("commit");
        manifest
    }

    #[test]
    fn a_rebuild_writes_what_changed_and_removes_what_is_gone() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let target = folder.path().join("build");
        let manifest = first_build(
            &target,
            &[
                ("a/index.html", "a"),
                ("b/index.html", "b"),
                ("c/d/e.json", "e"),
            ],
        );
        let untouched = fs::metadata(target.join("a/index.html"))
            .and_then(|metadata| metadata.modified())
            .expect("time");
        let rebuild = IncrementalOutput::new(&target, manifest);
        rebuild.write("a/index.html", "a").expect("write");
        rebuild.write("b/index.html", "b, edited").expect("write");
        rebuild.write("f/index.html", "new").expect("write");
        let (manifest, changes) = rebuild.commit().expect("commit");
        assert_eq!(
            changes,
            Changes {
                written: 2,
                removed: 1,
                complete: true,
                assets_complete: true
            }
        );
        assert_eq!(manifest.len(), 3);
        let read = |relative: &str| fs::read_to_string(target.join(relative)).ok();
        assert_eq!(read("b/index.html").as_deref(), Some("b, edited"));
        assert_eq!(read("f/index.html").as_deref(), Some("new"));
        assert!(
            !target.join("c").exists(),
            "the emptied folders are removed"
        );
        let modified = fs::metadata(target.join("a/index.html"))
            .and_then(|metadata| metadata.modified())
            .expect("time");
        assert_eq!(modified, untouched, "an unchanged file is not rewritten");
        let leftovers: Vec<_> = walkdir::WalkDir::new(&target)
            .into_iter()
            .flatten()
            .filter(|entry| entry.file_name().to_string_lossy().ends_with(".ampere-new"))
            .collect();
        assert!(leftovers.is_empty());
    }

    #[test]
    fn a_stopped_commit_keeps_what_it_wrote_and_removes_nothing() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let target = folder.path().join("build");
        let manifest = first_build(&target, &[("a/index.html", "a"), ("gone.json", "x")]);
        let rebuild = IncrementalOutput::new(&target, manifest.clone());
        rebuild.write("assets/new.json", "new").expect("write");
        rebuild.write("a/index.html", "a, edited").expect("write");
        let written = std::sync::atomic::AtomicUsize::new(0);
        let stop = || written.fetch_add(1, std::sync::atomic::Ordering::SeqCst) >= 1;
        let (kept, changes) = rebuild.commit_unless(&stop).expect("commit");
        assert!(!changes.complete);
        assert_eq!(
            changes.written, 1,
            "the asset, then the stop before the page"
        );
        assert!(target.join("gone.json").exists(), "nothing is removed");
        assert_eq!(
            fs::read_to_string(target.join("a/index.html")).expect("read"),
            "a"
        );
        assert_eq!(kept.len(), 3);
        assert_eq!(
            kept.get(Path::new("a/index.html")),
            manifest.get(Path::new("a/index.html"))
        );
        let finish = IncrementalOutput::new(&target, kept);
        finish.write("assets/new.json", "new").expect("write");
        finish.write("a/index.html", "a, edited").expect("write");
        let (_, changes) = finish.commit().expect("commit");
        assert_eq!(
            changes,
            Changes {
                written: 1,
                removed: 1,
                complete: true,
                assets_complete: true
            }
        );
    }

    #[test]
    fn a_rebuild_refuses_paths_outside_the_output_and_writes_nothing_before_commit() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let target = folder.path().join("build");
        let manifest = first_build(&target, &[("index.html", "old")]);
        let rebuild = IncrementalOutput::new(&target, manifest);
        assert!(rebuild.write("/../escaped.html", "x").is_err());
        rebuild.write("index.html", "new").expect("write");
        assert_eq!(
            fs::read_to_string(target.join("index.html")).expect("read"),
            "old"
        );
        drop(rebuild);
        assert!(!folder.path().join("escaped.html").exists());
        assert_eq!(
            fs::read_to_string(target.join("index.html")).expect("read"),
            "old",
            "a rebuild dropped before its commit changes nothing"
        );
    }
}
