//! `ampere ask-feedback`: what readers thought of Ask-AI's answers, for the writers.

use std::path::Path;
use std::process::ExitCode;

use ampere_ask::{read_feedback, Feedback, FEEDBACK_FILE};
use anyhow::Context as _;

pub fn run(folder: &Path, json: bool) -> anyhow::Result<ExitCode> {
    let (votes, skipped) = read_feedback(folder)
        .with_context(|| format!("cannot read {}", folder.join(FEEDBACK_FILE).display()))?;
    if json {
        for vote in &votes {
            println!("{}", serde_json::to_string(vote)?);
        }
    } else {
        print!("{}", summary(&votes, &folder.join(FEEDBACK_FILE)));
    }
    if skipped > 0 {
        eprintln!(
            "warning: {skipped} lines of {} are not feedback and were skipped",
            FEEDBACK_FILE
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Counts, then every disliked answer (newest first) with its question and sources.
fn summary(votes: &[Feedback], file: &Path) -> String {
    let disliked: Vec<&Feedback> = votes
        .iter()
        .rev()
        .filter(|vote| vote.vote == "dislike")
        .collect();
    let liked = votes.len() - disliked.len();
    let mut out = format!(
        "{} answers rated in {}: {liked} liked, {} disliked\n",
        votes.len(),
        file.display(),
        disliked.len()
    );
    if !disliked.is_empty() {
        out.push_str(
            "\nDisliked (newest first): questions the documentation may not answer well\n",
        );
    }
    for vote in disliked {
        out.push_str(&format!(
            "\n- [{}] {} ({})\n",
            vote.locale,
            one_line(&vote.question),
            vote.time
        ));
        let sources = if vote.sources.is_empty() {
            "none".to_string()
        } else {
            vote.sources.join(", ")
        };
        out.push_str(&format!("  sources: {sources}\n"));
    }
    out
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_and_lists_disliked_questions() {
        let vote = |question: &str, vote: &str| Feedback {
            time: "Tue, 24 Nov 2026 10:00:00 GMT".into(),
            locale: "de".into(),
            question: question.into(),
            answer: "…".into(),
            vote: vote.into(),
            sources: vec!["/de/battery/".into()],
        };
        let text = summary(
            &[vote("Warum\nlädt nicht?", "dislike"), vote("ok", "like")],
            Path::new("f/ask-feedback.jsonl"),
        );
        assert_eq!(
            text,
            "2 answers rated in f/ask-feedback.jsonl: 1 liked, 1 disliked\n\nDisliked (newest first): questions the documentation may not answer well\n\n- [de] Warum lädt nicht? (Tue, 24 Nov 2026 10:00:00 GMT)\n  sources: /de/battery/\n"
        );
    }
}
