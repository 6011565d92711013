//! Readers' likes and dislikes, appended one JSON line each to `ask-feedback.jsonl` in a folder
//! the server is given (never inside the build output, which is replaced on every build). A
//! line is written whole or not at all, so a restart loses nothing that was acknowledged.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

/// The file in the feedback folder.
pub const FEEDBACK_FILE: &str = "ask-feedback.jsonl";

/// One stored vote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Feedback {
    /// When it arrived, as an HTTP date.
    pub time: String,
    pub locale: String,
    pub question: String,
    pub answer: String,
    /// "like" or "dislike".
    pub vote: String,
    /// The links the answer cited.
    #[serde(default)]
    pub sources: Vec<String>,
}

/// The append-only store.
pub struct FeedbackStore {
    file: PathBuf,
    writing: Mutex<()>,
}

impl FeedbackStore {
    pub fn new(folder: &Path) -> FeedbackStore {
        FeedbackStore {
            file: folder.join(FEEDBACK_FILE),
            writing: Mutex::new(()),
        }
    }

    /// Appends `feedback` as one line, creating the folder and file when missing.
    pub fn append(&self, feedback: &Feedback) -> std::io::Result<()> {
        let mut line = serde_json::to_string(feedback).map_err(std::io::Error::other)?;
        line.push('\n');
        let _writing = self
            .writing
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(folder) = self.file.parent() {
            std::fs::create_dir_all(folder)?;
        }
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.file)?;
        file.write_all(line.as_bytes())?;
        file.sync_data()
    }
}

/// Every stored vote of the folder, oldest first; lines that are not feedback are skipped and
/// counted.
pub fn read_feedback(folder: &Path) -> std::io::Result<(Vec<Feedback>, usize)> {
    let text = match std::fs::read_to_string(folder.join(FEEDBACK_FILE)) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(error) => return Err(error),
    };
    let mut votes = Vec::new();
    let mut skipped = 0;
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        match serde_json::from_str(line) {
            Ok(feedback) => votes.push(feedback),
            Err(_) => skipped += 1,
        }
    }
    Ok((votes, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appended_votes_are_read_back_after_a_restart() {
        let folder = tempfile::tempdir().expect("temporary folder");
        let vote = Feedback {
            time: "Tue, 24 Nov 2026 10:00:00 GMT".into(),
            locale: "en".into(),
            question: "Why \"no\" charge?\nLine two".into(),
            answer: "Because. [1]".into(),
            vote: "dislike".into(),
            sources: vec!["/battery/".into()],
        };
        FeedbackStore::new(&folder.path().join("feedback"))
            .append(&vote)
            .expect("stored");
        let again = FeedbackStore::new(&folder.path().join("feedback"));
        again.append(&vote).expect("stored again");
        std::fs::OpenOptions::new()
            .append(true)
            .open(folder.path().join("feedback").join(FEEDBACK_FILE))
            .and_then(|mut file| file.write_all(b"{broken\n"))
            .expect("damaged line");
        let (votes, skipped) = read_feedback(&folder.path().join("feedback")).expect("read");
        assert_eq!(votes, vec![vote.clone(), vote]);
        assert_eq!(skipped, 1);
    }
}
