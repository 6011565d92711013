//! Finds the dictionary terms a query word stands for: exact, prefix and typo variants.

use crate::index::Index;
use crate::query::QueryWord;
use crate::sorting::sort_by;
use crate::typos::TermDistance;

/// Dictionary terms visited per query word at most (bounded work for one-letter prefixes).
const MAX_VISITED_TERMS: usize = 2_000;
/// Terms kept per query word, the closest and most frequent first.
const MAX_KEPT_TERMS: usize = 96;
/// Words longer than this are matched exactly or as a prefix, without typos.
const MAX_TYPO_SCAN_CHARACTERS: usize = 32;

/// One dictionary term matched by a query word.
#[derive(Debug, Clone)]
pub struct Expansion {
    pub term: String,
    /// Dictionary ordinal (the dictionary holds fewer than 2^32 terms: see `Dictionary::read`).
    pub ordinal: u32,
    pub typos: u8,
    /// The term equals the query word.
    pub exact: bool,
    /// The whole term is `typos` edits from the word: a typo of the word itself, not in the
    /// start of a longer word (spam for "spem", not spectrum).
    pub whole: bool,
    /// Another form of the word (same stem: "charge" for "charging"), not the word itself.
    pub form: bool,
    pub document_frequency: u32,
}

#[cfg(test)]
impl Expansion {
    /// An expansion for tests: ordinal 0, found on one record, whole when exact.
    pub fn sample(term: &str, typos: u8, exact: bool) -> Expansion {
        Expansion {
            term: term.to_string(),
            ordinal: 0,
            typos,
            exact,
            whole: exact,
            form: false,
            document_frequency: 1,
        }
    }
}

/// All dictionary terms for `word`, best first.
pub fn expand(index: &Index, word: &QueryWord) -> Vec<Expansion> {
    let mut found: Vec<(usize, TermDistance)> = Vec::new();
    let dictionary = &index.dictionary;
    let letters = word.term.chars().count();
    let mut keep = |ordinal: usize, distance: TermDistance| {
        found.push((ordinal, distance));
        found.len() < MAX_VISITED_TERMS
    };
    let no_typos = |whole| TermDistance { typos: 0, whole };
    if word.typos == 0 || letters > MAX_TYPO_SCAN_CHARACTERS {
        if word.prefix {
            dictionary.for_each_with_prefix(&word.term, |ordinal| {
                keep(ordinal, no_typos(dictionary.term(ordinal) == word.term))
            });
        } else if let Some(ordinal) = dictionary.get(&word.term) {
            keep(ordinal, no_typos(true));
        }
    } else {
        dictionary.for_each_within(&word.term, word.typos.min(2), word.prefix, keep);
    }
    let mut expansions: Vec<Expansion> = found
        .into_iter()
        .map(|(ordinal, distance)| {
            let term = dictionary.term(ordinal).to_string();
            Expansion {
                exact: term == word.term,
                whole: distance.whole,
                form: false,
                typos: distance.typos,
                document_frequency: dictionary.document_frequency(ordinal),
                term,
                ordinal: ordinal as u32,
            }
        })
        .collect();
    add_forms(index, word, &mut expansions);
    if expansions.is_empty() {
        add_homophones(index, word, &mut expansions);
    }
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

/// Adds the other forms of the word (its stem's terms) that no lookup found yet: as whole
/// words one edit away, so that a page with every word as typed ranks above one that has only
/// their forms ("limitation" typed, "limit" on the page).
fn add_forms(index: &Index, word: &QueryWord, expansions: &mut Vec<Expansion>) {
    for ordinal in index.forms.forms_of(&index.dictionary, &word.term) {
        if expansions
            .iter()
            .any(|found| found.ordinal as usize == ordinal)
        {
            continue;
        }
        expansions.push(Expansion {
            term: index.dictionary.term(ordinal).to_string(),
            ordinal: ordinal as u32,
            typos: 1,
            exact: false,
            whole: true,
            form: true,
            document_frequency: index.dictionary.document_frequency(ordinal),
        });
    }
}

/// For a Han bigram the index does not hold, the bigrams that differ from it in one character of
/// the same reading (网络 for 网洛), with one typo.
fn add_homophones(index: &Index, word: &QueryWord, expansions: &mut Vec<Expansion>) {
    let Some(homophones) = &index.homophones else {
        return;
    };
    for variant in homophones.variants_of(&word.term) {
        let Some(ordinal) = index.dictionary.get(&variant) else {
            continue;
        };
        if expansions
            .iter()
            .any(|found| found.ordinal as usize == ordinal)
        {
            continue;
        }
        expansions.push(Expansion {
            document_frequency: index.dictionary.document_frequency(ordinal),
            term: variant,
            ordinal: ordinal as u32,
            typos: 1,
            exact: false,
            whole: true,
            form: false,
        });
    }
}
