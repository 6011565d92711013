//! Turns a raw query into at most 16 analyzed words with their prefix and typo rules.

use crate::analyzer::{tokenize, Script};

/// Characters of a query that are looked at; the rest is ignored.
pub const MAX_QUERY_CHARACTERS: usize = 256;
/// Words of a query that are looked at; the rest are ignored.
pub const MAX_QUERY_WORDS: usize = 16;

/// One analyzed query word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryWord {
    /// Folded term.
    pub term: String,
    /// Lower-cased, unfolded form.
    pub original: String,
    /// Whether longer terms starting with this one also match.
    pub prefix: bool,
    /// Edits allowed: 0 up to 4 letters, 1 up to 8, 2 beyond.
    pub typos: u8,
    /// The user typed accents or other foldable marks (enables the exact-accent bonus).
    pub accented: bool,
}

/// Edits allowed for a word of `letters` characters.
pub fn typo_budget(letters: usize) -> u8 {
    match letters {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// Analyzes `query` the same way as indexed text, bounded in length and word count.
pub fn parse_query(script: Script, query: &str) -> Vec<QueryWord> {
    let end = query
        .char_indices()
        .nth(MAX_QUERY_CHARACTERS)
        .map_or(query.len(), |(cut, _)| cut);
    let query = query.get(..end).unwrap_or("");
    let mut words: Vec<QueryWord> = Vec::new();
    tokenize(script, query, |token| {
        if words.len() >= MAX_QUERY_WORDS || words.iter().any(|word| word.term == token.term) {
            return;
        }
        let letters = token.term.chars().count();
        words.push(QueryWord {
            term: token.term.to_string(),
            original: token.original.to_string(),
            prefix: letters >= 3,
            typos: typo_budget(letters),
            accented: token.original != token.term,
        });
    });
    if let Some(last) = words.last_mut() {
        last.prefix = true;
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_follow_word_length() {
        assert_eq!(typo_budget(4), 0);
        assert_eq!(typo_budget(5), 1);
        assert_eq!(typo_budget(8), 1);
        assert_eq!(typo_budget(9), 2);
    }

    #[test]
    fn last_word_is_always_a_prefix_others_from_three_letters() {
        let words = parse_query(Script::Latin, "an ins gr");
        let prefixes: Vec<bool> = words.iter().map(|word| word.prefix).collect();
        assert_eq!(prefixes, [false, true, true]);
    }

    #[test]
    fn caps_length_and_word_count_and_removes_duplicates() {
        let many: String = (0..100).map(|number| format!("w{number} ")).collect();
        assert_eq!(parse_query(Script::Latin, &many).len(), MAX_QUERY_WORDS);
        assert_eq!(parse_query(Script::Latin, "grid grid GRID").len(), 1);
        let long = "x ".repeat(10_000);
        assert!(parse_query(Script::Latin, &long).len() <= 1);
    }

    #[test]
    fn empty_and_symbol_only_queries_have_no_words() {
        assert!(parse_query(Script::Latin, "").is_empty());
        assert!(parse_query(Script::Latin, "🙂 \u{200F} ?!").is_empty());
    }

    #[test]
    fn notes_accented_words() {
        let words = parse_query(Script::Latin, "réseau grid");
        assert!(words[0].accented);
        assert!(!words[1].accented);
    }
}
