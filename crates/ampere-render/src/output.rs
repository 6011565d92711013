//! Writing the build: into a temporary folder next to the output, swapped in only when complete.

use std::fs;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// A build folder that becomes the output only on `commit`; dropped uncommitted, it is removed.
pub struct StagedOutput {
    pub staging: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl StagedOutput {
    pub fn new(target: &Path) -> std::io::Result<Self> {
        let parent = target
            .parent()
            .filter(|parent| !parent.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        fs::create_dir_all(parent)?;
        let name = target
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_else(|| "build".into());
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

    pub fn write(&self, relative: &str, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
        let path = self.staging.join(relative.trim_start_matches('/'));
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(path, contents)
    }

    pub fn copy(&self, from: &Path, relative: &str) -> std::io::Result<()> {
        let path = self.staging.join(relative.trim_start_matches('/'));
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::copy(from, path).map(|_| ())
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

impl Drop for StagedOutput {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_dir_all(&self.staging);
        }
    }
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
