//! When each file of the site last changed and by whom, from git (as Docusaurus's
//! `showLastUpdateTime` / `showLastUpdateAuthor` read it): one `git log` over the site folder,
//! newest commit first, so a file's first appearance is its last change. Outside a git
//! repository, or without git, nothing is known and pages show no date.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A file's last change: its day (`YYYY-MM-DD`, UTC) and author.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastChange {
    pub date: String,
    pub author: String,
}

/// Each committed file under `root` (by path relative to it) with its last change.
pub fn last_changes(root: &Path) -> HashMap<PathBuf, LastChange> {
    let output = Command::new("git")
        .arg("-C")
        .arg(root)
        .args([
            "log",
            "--format=%x1e%ct%x1f%an",
            "--name-only",
            "--relative",
            "--no-renames",
            "--",
            ".",
        ])
        .output();
    match output {
        Ok(output) if output.status.success() => {
            parse_log(&String::from_utf8_lossy(&output.stdout))
        }
        _ => HashMap::new(),
    }
}

fn parse_log(log: &str) -> HashMap<PathBuf, LastChange> {
    let mut changes = HashMap::new();
    for commit in log
        .split('\u{1e}')
        .filter(|commit| !commit.trim().is_empty())
    {
        let mut lines = commit.lines();
        let Some((seconds, author)) = lines.next().and_then(|header| header.split_once('\u{1f}'))
        else {
            continue;
        };
        let Ok(seconds) = seconds.trim().parse::<i64>() else {
            continue;
        };
        let change = LastChange {
            date: day_of(seconds),
            author: author.trim().to_string(),
        };
        for file in lines.map(str::trim).filter(|line| !line.is_empty()) {
            changes
                .entry(PathBuf::from(file))
                .or_insert_with(|| change.clone());
        }
    }
    changes
}

/// The UTC day of a Unix time, `YYYY-MM-DD` (civil-from-days, proleptic Gregorian calendar).
fn day_of(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_commit_of_a_file_is_its_last_change() {
        let log = "\u{1e}1729036800\u{1f}Ada\n\ndocs/a.md\n\u{1e}1600000000\u{1f}Bob\n\ndocs/a.md\ndocs/b.md\n";
        let changes = parse_log(log);
        assert_eq!(
            changes.get(Path::new("docs/a.md")),
            Some(&LastChange {
                date: "2024-10-16".into(),
                author: "Ada".into()
            })
        );
        assert_eq!(changes[Path::new("docs/b.md")].date, "2020-09-13");
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(day_of(951_782_400), "2000-02-29");
    }
}
