//! Marks matched words in titles and cuts short snippets around them.
//! A match is wrapped in `\u{1}` … `\u{2}`.

use crate::analyzer::{tokenize, Analyzer};
use crate::page_text::TokenizedText;
use crate::terms::TermTable;

pub const MARK_START: char = '\u{1}';
pub const MARK_END: char = '\u{2}';
/// Target snippet length in characters.
const SNIPPET_CHARACTERS: usize = 160;
/// Words shown before the first match.
const LEADING_WORDS: usize = 4;

/// Matched byte ranges of a text (merged where they overlap, as Han bigrams do) and the start
/// of every token.
#[derive(Default)]
struct Matched {
    ranges: Vec<(usize, usize, u16)>,
    token_starts: Vec<usize>,
}

impl Matched {
    fn push(&mut self, start: usize, end: usize, mask: u16) {
        self.token_starts.push(start);
        if mask == 0 {
            return;
        }
        match self.ranges.last_mut() {
            Some(last) if start < last.1 => {
                last.1 = last.1.max(end);
                last.2 |= mask;
            }
            _ => self.ranges.push((start, end, mask)),
        }
    }
}

fn matched_ranges(analyzer: &Analyzer, text: &str, terms: &TermTable) -> Matched {
    let mut matched = Matched::default();
    tokenize(analyzer, text, |token| {
        matched.push(token.start, token.end, terms.words_of(token.term))
    });
    matched
}

fn matched_tokens(tokenized: &TokenizedText, terms: &TermTable) -> Matched {
    let mut matched = Matched::default();
    for token in &tokenized.tokens {
        let mask = terms.meaning_of(token.ordinal).words;
        matched.push(token.start as usize, token.end as usize, mask);
    }
    matched
}

fn write_marked(
    out: &mut String,
    text: &str,
    from: usize,
    to: usize,
    ranges: &[(usize, usize, u16)],
) {
    let mut cursor = from;
    for &(start, end, _) in ranges {
        if end <= from || start >= to {
            continue;
        }
        let start = start.max(cursor);
        let end = end.min(to);
        out.push_str(text.get(cursor..start).unwrap_or(""));
        out.push(MARK_START);
        out.push_str(text.get(start..end).unwrap_or(""));
        out.push(MARK_END);
        cursor = end;
    }
    out.push_str(text.get(cursor..to).unwrap_or(""));
}

/// `text` with every matched word marked.
pub fn mark_all(analyzer: &Analyzer, text: &str, terms: &TermTable) -> String {
    let ranges = matched_ranges(analyzer, text, terms).ranges;
    let mut out = String::with_capacity(text.len() + ranges.len() * 2);
    write_marked(&mut out, text, 0, text.len(), &ranges);
    out
}

/// About 160 characters of `text` around the window with the most distinct matched words.
#[cfg(test)]
pub fn snippet(analyzer: &Analyzer, text: &str, terms: &TermTable) -> String {
    cut_snippet(text, matched_ranges(analyzer, text, terms))
}

/// `snippet` of a text tokenized when its page was loaded.
pub fn snippet_of(tokenized: &TokenizedText, terms: &TermTable) -> String {
    cut_snippet(&tokenized.text, matched_tokens(tokenized, terms))
}

fn cut_snippet(text: &str, matched: Matched) -> String {
    let Matched {
        ranges,
        token_starts,
    } = matched;
    let characters = text.chars().count().max(1);
    let window_bytes = SNIPPET_CHARACTERS * text.len() / characters + 1;
    let mut best_start = 0usize;
    let mut best_words = 0u32;
    for (number, &(start, _, _)) in ranges.iter().enumerate() {
        let mut mask = 0u16;
        for &(other_start, _, other_mask) in &ranges[number..] {
            if other_start >= start + window_bytes * 3 / 4 {
                break;
            }
            mask |= other_mask;
        }
        if mask.count_ones() > best_words {
            best_words = mask.count_ones();
            best_start = start;
        }
    }
    let from = if best_words == 0 {
        0
    } else {
        let index = token_starts.partition_point(|&start| start < best_start);
        if index <= LEADING_WORDS {
            0
        } else {
            let lead = token_starts
                .get(index - LEADING_WORDS)
                .copied()
                .unwrap_or(0);
            if best_start - lead > window_bytes / 3 {
                best_start
            } else {
                lead
            }
        }
    };
    let limit = from + window_bytes;
    let to = if limit >= text.len() {
        text.len()
    } else {
        let cut = floor_char_boundary(text, limit);
        let head = text.get(..cut).unwrap_or("");
        head.rfind(char::is_whitespace)
            .filter(|&space| space > from)
            .unwrap_or(cut)
    };
    let mut out = String::with_capacity(to - from + 16);
    if from > 0 {
        out.push('…');
    }
    write_marked(&mut out, text, from, to, &ranges);
    if to < text.len() {
        out.push('…');
    }
    out
}

fn floor_char_boundary(text: &str, mut index: usize) -> usize {
    while index > 0 && !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyzer::Script;
    use crate::expansion::Expansion;

    fn table(terms: &[&str]) -> TermTable {
        let expansions: Vec<Vec<Expansion>> = terms
            .iter()
            .map(|term| vec![Expansion::sample(term, 0, true)])
            .collect();
        TermTable::new(&expansions)
    }

    #[test]
    fn marks_matched_words_in_titles() {
        let marked = mark_all(
            &Script::Latin.into(),
            "Grid energy meter",
            &table(&["meter"]),
        );
        assert_eq!(marked, "Grid energy \u{1}meter\u{2}");
    }

    #[test]
    fn merges_overlapping_han_bigrams() {
        let marked = mark_all(
            &Script::Chinese.into(),
            "安装指南",
            &table(&["安装", "装指"]),
        );
        assert_eq!(marked, "\u{1}安装指\u{2}南");
    }

    #[test]
    fn snippet_centres_on_the_match() {
        let text = format!(
            "{} the modbus address is set here {}",
            "filler ".repeat(60),
            "tail ".repeat(60)
        );
        let cut = snippet(&Script::Latin.into(), &text, &table(&["modbus"]));
        assert!(cut.starts_with('…'));
        assert!(cut.contains("\u{1}modbus\u{2}"));
        assert!(cut.chars().count() < 200);
    }

    #[test]
    fn snippet_without_match_is_the_start() {
        let cut = snippet(&Script::Latin.into(), "short text", &table(&["absent"]));
        assert_eq!(cut, "short text");
    }
}
