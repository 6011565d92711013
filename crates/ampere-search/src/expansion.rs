//! Finds the dictionary terms a query word stands for: exact, prefix and typo variants.

use fst::automaton::{Automaton, Str};
use fst::{IntoStreamer, Streamer};
use levenshtein_automata::Distance;

use crate::index::Index;
use crate::query::QueryWord;
use crate::sorting::sort_by;

/// Dictionary terms visited per query word at most (bounded work for one-letter prefixes).
const MAX_VISITED_TERMS: usize = 2_000;
/// Terms kept per query word, the closest and most frequent first.
const MAX_KEPT_TERMS: usize = 96;
/// Words longer than this are matched exactly or as a prefix, without an automaton.
const MAX_AUTOMATON_CHARACTERS: usize = 32;

/// One dictionary term matched by a query word.
#[derive(Debug, Clone)]
pub struct Expansion {
    pub term: String,
    pub ordinal: u64,
    pub typos: u8,
    /// The term equals the query word.
    pub exact: bool,
    pub document_frequency: u32,
}

/// All dictionary terms for `word`, best first.
pub fn expand(index: &Index, word: &QueryWord) -> Vec<Expansion> {
    let mut found: Vec<(Vec<u8>, u64, u8)> = Vec::new();
    let letters = word.term.chars().count();
    if word.typos == 0 || letters > MAX_AUTOMATON_CHARACTERS {
        if word.prefix {
            let automaton = Str::new(&word.term).starts_with();
            let mut stream = index.dictionary.search(automaton).into_stream();
            while let Some((term, ordinal)) = stream.next() {
                found.push((term.to_vec(), ordinal, 0));
                if found.len() >= MAX_VISITED_TERMS {
                    break;
                }
            }
        } else if let Some(ordinal) = index.dictionary.get(word.term.as_bytes()) {
            found.push((word.term.as_bytes().to_vec(), ordinal, 0));
        }
    } else {
        let builder = index.automaton_builder(word.typos);
        let automaton = if word.prefix {
            builder.build_prefix_dfa(&word.term)
        } else {
            builder.build_dfa(&word.term)
        };
        let mut stream = index.dictionary.search_with_state(&automaton).into_stream();
        while let Some((term, ordinal, state)) = stream.next() {
            let typos = match automaton.distance(state) {
                Distance::Exact(distance) => distance,
                Distance::AtLeast(distance) => distance,
            };
            found.push((term.to_vec(), ordinal, typos));
            if found.len() >= MAX_VISITED_TERMS {
                break;
            }
        }
    }
    let mut expansions: Vec<Expansion> = found
        .into_iter()
        .filter_map(|(term, ordinal, typos)| {
            let term = String::from_utf8(term).ok()?;
            Some(Expansion {
                exact: term == word.term,
                document_frequency: index.posting_count(ordinal),
                term,
                ordinal,
                typos,
            })
        })
        .collect();
    sort_by(&mut expansions, &|left, right| {
        left.typos
            .cmp(&right.typos)
            .then(right.exact.cmp(&left.exact))
            .then(right.document_frequency.cmp(&left.document_frequency))
            .then(left.term.len().cmp(&right.term.len()))
    });
    expansions.truncate(MAX_KEPT_TERMS);
    expansions
}
