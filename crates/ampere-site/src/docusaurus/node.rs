//! Running one of ampere's Node scripts over a site (`evaluate.cjs`, `react_pages.cjs`): in the
//! site's folder, with `NODE_ENV=production` as in `docusaurus build`, its input on standard
//! input and its JSON on standard output.

use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Why a run gave no output to read.
pub enum NodeFailure {
    /// Node could not be started (not installed).
    Start(std::io::Error),
    /// The input could not be handed over, or the process not waited for.
    Io(std::io::Error),
    /// The script failed: the first lines of what it printed on standard error.
    Script(String),
}

impl std::fmt::Display for NodeFailure {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NodeFailure::Start(error) => write!(formatter, "cannot start Node.js: {error}"),
            NodeFailure::Io(error) => write!(formatter, "Node.js did not run to the end: {error}"),
            NodeFailure::Script(lines) => write!(formatter, "{lines}"),
        }
    }
}

/// Runs `node <arguments>` in `site_root` with `input` on standard input; its standard output.
pub fn run_node(
    site_root: &Path,
    arguments: &[OsString],
    input: &[u8],
) -> Result<Vec<u8>, NodeFailure> {
    let mut child = Command::new("node")
        .args(arguments)
        .current_dir(site_root)
        .env("NODE_ENV", "production")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(NodeFailure::Start)?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input).map_err(NodeFailure::Io)?;
    }
    let output = child.wait_with_output().map_err(NodeFailure::Io)?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first_lines: Vec<&str> = stderr.lines().take(6).collect();
        return Err(NodeFailure::Script(first_lines.join("\n")));
    }
    Ok(output.stdout)
}
