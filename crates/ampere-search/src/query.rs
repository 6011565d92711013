//! Turns a raw query into at most 16 analyzed words with their prefix and typo rules.

use crate::analyzer::{detach_proclitic, is_han, tokenize, Analyzer, Script};
use crate::synonyms::{add_synonyms, SynonymGroup};

/// Characters of a query that are looked at; the rest is ignored.
pub const MAX_QUERY_CHARACTERS: usize = 256;
/// Words of a query that are looked at; the rest are ignored.
pub const MAX_QUERY_WORDS: usize = 16;
/// Typed words from which a query reads as a question ("how do I …") rather than keywords.
pub const QUESTION_WORDS: usize = 4;

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
    /// The typed word this term comes from, counting from 0: the bigrams of a Han run share it.
    pub run: u8,
    /// How many words of the typed sentence this term accounts for: 1 for a word; a Han run,
    /// written without spaces, counts one word per two characters, spread over its bigrams.
    pub counts_as: u8,
    /// Set on a variant: another spelling of a query word, looked up like any word but whose
    /// matches count for that word, never as a word of their own. Variants follow the words.
    pub variant: Option<Variant>,
}

/// What a variant is, with the number of the query word it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// A Han bigram reversed (响应 for 应响): two swapped characters. Counts with one typo,
    /// and only when the typed bigram is not in the index.
    Transposed(u8),
    /// An Arabic word without the preposition or conjunction written onto it (وحدة for
    /// لوحدة): the same word, so it counts without a typo.
    Detached(u8),
    /// Two typed words written as one (wifi for "wi fi", netzzähler for "Netz Zähler"): counts
    /// for both, as a whole word.
    Joined(u8),
    /// Part `part` of `parts` of a phrase that means the same as the `span` typed words from
    /// `word` on (a synonym the site lists): counts for them, with one edit, when a record
    /// holds every part of the phrase; `phrase` numbers the phrases added to the query.
    Synonym {
        word: u8,
        span: u8,
        phrase: u8,
        part: u8,
        parts: u8,
    },
}

impl Variant {
    /// The number of the (first) query word the variant stands for.
    pub fn word(self) -> usize {
        match self {
            Variant::Transposed(word)
            | Variant::Detached(word)
            | Variant::Joined(word)
            | Variant::Synonym { word, .. } => usize::from(word),
        }
    }

    /// How many query words, from `word()` on, the variant stands for.
    pub fn span(self) -> usize {
        match self {
            Variant::Joined(_) => 2,
            Variant::Synonym { span, .. } => usize::from(span),
            Variant::Transposed(_) | Variant::Detached(_) => 1,
        }
    }
}

/// Edits allowed for a word of `letters` characters.
pub fn typo_budget(letters: usize) -> u8 {
    match letters {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// Whether the query reads as a question ("how do I …"): four typed words or more.
pub fn is_question(words: &[QueryWord]) -> bool {
    let typed: usize = words
        .iter()
        .filter(|word| word.variant.is_none())
        .map(|word| usize::from(word.counts_as))
        .sum();
    typed >= QUESTION_WORDS
}

/// Analyzes `query` the same way as indexed text, bounded in length and word count, then adds
/// variants while room remains (see `QueryWord::variant`): a Han run is indexed as
/// overlapping bigrams, so two swapped characters (响应 typed 应响) turn the bigram they form
/// into its reverse, and each bigram brings its reverse along; an Arabic word brings itself
/// without an attached preposition or conjunction.
pub fn parse_query(analyzer: &Analyzer, query: &str) -> Vec<QueryWord> {
    parse_query_with(analyzer, query, &[])
}

/// `parse_query` with the index's synonym groups: the other phrases of a group whose phrase
/// the query contains come after the words' own variants, then the joined pairs.
pub fn parse_query_with(
    analyzer: &Analyzer,
    query: &str,
    synonyms: &[SynonymGroup],
) -> Vec<QueryWord> {
    let end = query
        .char_indices()
        .nth(MAX_QUERY_CHARACTERS)
        .map_or(query.len(), |(cut, _)| cut);
    let query = query.get(..end).unwrap_or("");
    let mut words: Vec<QueryWord> = Vec::new();
    let mut han_bigrams = 0u16;
    let mut run = 0u8;
    let mut first = true;
    // End of the last token when it was Han (the next bigram of its run overlaps it), and the
    // characters of the run so far.
    let mut han_end: Option<usize> = None;
    let mut run_characters = 0usize;
    tokenize(analyzer, query, |token| {
        let letters = token.term.chars().count();
        let han = token.term.chars().next().is_some_and(is_han);
        let continues = han && han_end.is_some_and(|end| token.start < end);
        han_end = han.then_some(token.end);
        let counts_as = if continues {
            run_characters += 1;
            u8::from(run_characters.is_multiple_of(2))
        } else {
            run = run.saturating_add(u8::from(!first));
            first = false;
            run_characters = letters;
            1
        };
        if words.len() >= MAX_QUERY_WORDS || words.iter().any(|word| word.term == token.term) {
            // Only the sum matters: a repeated or capped word still counts in the sentence.
            if let Some(last) = words.last_mut() {
                last.counts_as = last.counts_as.saturating_add(counts_as);
            }
            return;
        }
        if han && letters == 2 {
            han_bigrams |= 1 << words.len();
        }
        words.push(QueryWord {
            term: token.term.to_string(),
            original: token.original.to_string(),
            prefix: letters >= 3,
            typos: typo_budget(letters),
            accented: token.original != token.term,
            run,
            counts_as,
            variant: None,
        });
    });
    if let Some(last) = words.last_mut() {
        last.prefix = true;
    }
    add_variants(analyzer.script, &mut words, han_bigrams);
    add_synonyms(synonyms, &mut words);
    if analyzer.script == Script::Latin {
        add_joined(&mut words);
    }
    words
}

/// Appends, while there is room, each pair of consecutive typed words written as one word
/// (Latin script: "wi fi" finds WiFi, "Netz Zähler" finds Netzzähler).
fn add_joined(words: &mut Vec<QueryWord>) {
    let typed = words
        .iter()
        .take_while(|word| word.variant.is_none())
        .count();
    for first in 0..typed.saturating_sub(1) {
        if words.len() >= MAX_QUERY_WORDS {
            return;
        }
        let (left, right) = (&words[first], &words[first + 1]);
        if left.run == right.run || left.term.chars().chain(right.term.chars()).any(is_han) {
            continue;
        }
        let term = [left.term.as_str(), right.term.as_str()].concat();
        if term.chars().count() > crate::analyzer::MAX_TERM_CHARACTERS
            || words.iter().any(|other| other.term == term)
        {
            continue;
        }
        words.push(QueryWord {
            original: [left.original.as_str(), right.original.as_str()].concat(),
            prefix: right.prefix,
            typos: 0,
            accented: false,
            run: left.run,
            counts_as: 0,
            variant: Some(Variant::Joined(first as u8)),
            term,
        });
    }
}

/// Appends the variants of the words (the reverse of a Han bigram, an Arabic word without
/// its proclitic), while there is room.
fn add_variants(script: Script, words: &mut Vec<QueryWord>, han_bigrams: u16) {
    for number in 0..words.len() {
        if words.len() >= MAX_QUERY_WORDS {
            return;
        }
        let word = &words[number];
        let (term, variant) = if han_bigrams & (1 << number) != 0 {
            (
                word.term.chars().rev().collect(),
                Variant::Transposed(number as u8),
            )
        } else if script == Script::Arabic {
            match detach_proclitic(&word.term) {
                Some(detached) => (detached.to_string(), Variant::Detached(number as u8)),
                None => continue,
            }
        } else {
            continue;
        };
        if words.iter().any(|other| other.term == term) {
            continue;
        }
        words.push(QueryWord {
            original: term.clone(),
            term,
            prefix: word.prefix && matches!(variant, Variant::Detached(_)),
            typos: 0,
            accented: false,
            run: word.run,
            counts_as: 0,
            variant: Some(variant),
        });
    }
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
        let words = parse_query(&Script::Latin.into(), "an ins gr");
        let prefixes: Vec<bool> = words
            .iter()
            .filter(|word| word.variant.is_none())
            .map(|word| word.prefix)
            .collect();
        assert_eq!(prefixes, [false, true, true]);
    }

    #[test]
    fn two_typed_words_are_also_looked_up_as_one() {
        let words = parse_query(&Script::Latin.into(), "Netz Zähler wi fi");
        let joined: Vec<(&str, Option<Variant>)> = words
            .iter()
            .filter(|word| word.variant.is_some())
            .map(|word| (word.term.as_str(), word.variant))
            .collect();
        assert_eq!(
            joined,
            [
                ("netzzahler", Some(Variant::Joined(0))),
                ("zahlerwi", Some(Variant::Joined(1))),
                ("wifi", Some(Variant::Joined(2))),
            ]
        );
        assert_eq!(Variant::Joined(2).span(), 2);
        assert!(
            words.last().is_some_and(|word| word.prefix),
            "the last pair ends in a prefix"
        );
        assert_eq!(parse_query(&Script::Arabic.into(), "عنوان ثابت").len(), 2);
    }

    #[test]
    fn caps_length_and_word_count_and_removes_duplicates() {
        let many: String = (0..100).map(|number| format!("w{number} ")).collect();
        assert_eq!(
            parse_query(&Script::Latin.into(), &many).len(),
            MAX_QUERY_WORDS
        );
        assert_eq!(
            parse_query(&Script::Latin.into(), "grid grid GRID").len(),
            1
        );
        let long = "x ".repeat(10_000);
        assert!(parse_query(&Script::Latin.into(), &long).len() <= 1);
    }

    #[test]
    fn empty_and_symbol_only_queries_have_no_words() {
        assert!(parse_query(&Script::Latin.into(), "").is_empty());
        assert!(parse_query(&Script::Latin.into(), "🙂 \u{200F} ?!").is_empty());
    }

    #[test]
    fn a_han_run_counts_one_word_per_two_characters() {
        let words = parse_query(&Script::Chinese.into(), "控制响应时间");
        assert!(words.iter().all(|word| word.run == 0));
        assert!(!is_question(&words));
        let words = parse_query(&Script::Chinese.into(), "怎么给控制器设置固定IP地址");
        let runs: Vec<u8> = words
            .iter()
            .filter(|word| word.variant.is_none())
            .map(|word| word.run)
            .collect();
        assert_eq!(runs, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
        assert!(is_question(&words));
        assert!(is_question(&parse_query(
            &Script::Latin.into(),
            "how do I connect it"
        )));
        assert!(!is_question(&parse_query(
            &Script::Latin.into(),
            "grid energy meter"
        )));
    }

    #[test]
    fn han_bigrams_bring_their_reverse_as_a_transposition_variant() {
        let words = parse_query(&Script::Chinese.into(), "控制应响");
        let terms: Vec<(&str, Option<Variant>)> = words
            .iter()
            .map(|word| (word.term.as_str(), word.variant))
            .collect();
        assert_eq!(
            terms,
            [
                ("控制", None),
                ("制应", None),
                ("应响", None),
                ("制控", Some(Variant::Transposed(0))),
                ("应制", Some(Variant::Transposed(1))),
                ("响应", Some(Variant::Transposed(2))),
            ]
        );
        assert!(words
            .iter()
            .all(|word| !word.prefix || word.variant.is_none()));
        // Variants only fill the room the words leave.
        let long = "控制响应时间安装指南网络配置固定地址设置";
        let words = parse_query(&Script::Chinese.into(), long);
        assert_eq!(words.len(), MAX_QUERY_WORDS);
        assert!(words.iter().all(|word| word.variant.is_none()));
        // No variant of a single character, nor of a Latin word.
        assert_eq!(parse_query(&Script::Chinese.into(), "装 grid").len(), 2);
    }

    #[test]
    fn arabic_words_bring_themselves_without_a_proclitic() {
        let words = parse_query(&Script::Arabic.into(), "عنوان لوحدة");
        assert_eq!(words.len(), 3);
        assert_eq!(words[2].term, "وحده");
        assert_eq!(words[2].variant, Some(Variant::Detached(1)));
        assert!(words[2].prefix, "the last word's variant is a prefix too");
        assert_eq!(parse_query(&Script::Latin.into(), "lvoid").len(), 1);
    }

    #[test]
    fn notes_accented_words() {
        let words = parse_query(&Script::Latin.into(), "réseau grid");
        assert!(words[0].accented);
        assert!(!words[1].accented);
    }
}
