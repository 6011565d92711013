//! The expanded query terms as a sorted table, to find query words again in page text.

use crate::expansion::Expansion;
use crate::sorting::sort_by;

/// What a term of the text stands for in the query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TermMeaning {
    /// Bit mask of the query words the term stands for (0 when none).
    pub words: u16,
    /// Fewest edits between the term and one of those words.
    pub typos: u8,
    /// The term equals one of those words.
    pub exact: bool,
}

/// Sorted (term, meaning), and the same by dictionary ordinal.
pub struct TermTable {
    entries: Vec<(String, TermMeaning)>,
    by_ordinal: Vec<(u32, TermMeaning)>,
}

fn merge(into: &mut TermMeaning, other: TermMeaning) {
    into.words |= other.words;
    into.typos = into.typos.min(other.typos);
    into.exact |= other.exact;
}

impl TermTable {
    pub fn new(expansions: &[Vec<Expansion>]) -> TermTable {
        let mut entries: Vec<(String, TermMeaning)> = Vec::new();
        let mut by_ordinal: Vec<(u32, TermMeaning)> = Vec::new();
        for (word_number, word_expansions) in expansions.iter().enumerate().take(16) {
            for expansion in word_expansions {
                let meaning = TermMeaning {
                    words: 1 << word_number,
                    typos: expansion.typos,
                    exact: expansion.exact,
                };
                entries.push((expansion.term.clone(), meaning));
                by_ordinal.push((expansion.ordinal, meaning));
            }
        }
        sort_by(&mut entries, &|left, right| left.0.cmp(&right.0));
        sort_by(&mut by_ordinal, &|left, right| left.0.cmp(&right.0));
        let mut merged: Vec<(String, TermMeaning)> = Vec::with_capacity(entries.len());
        for (term, meaning) in entries {
            match merged.last_mut() {
                Some(last) if last.0 == term => merge(&mut last.1, meaning),
                _ => merged.push((term, meaning)),
            }
        }
        let mut merged_ordinals: Vec<(u32, TermMeaning)> = Vec::with_capacity(by_ordinal.len());
        for (ordinal, meaning) in by_ordinal {
            match merged_ordinals.last_mut() {
                Some(last) if last.0 == ordinal => merge(&mut last.1, meaning),
                _ => merged_ordinals.push((ordinal, meaning)),
            }
        }
        TermTable {
            entries: merged,
            by_ordinal: merged_ordinals,
        }
    }

    /// What `term` stands for; no words when it is not a query term.
    pub fn meaning(&self, term: &str) -> TermMeaning {
        self.entries
            .binary_search_by(|entry| entry.0.as_str().cmp(term))
            .map_or(TermMeaning::default(), |found| self.entries[found].1)
    }

    /// What the dictionary term number `ordinal` stands for.
    pub fn meaning_of(&self, ordinal: u32) -> TermMeaning {
        self.by_ordinal
            .binary_search_by(|entry| entry.0.cmp(&ordinal))
            .map_or(TermMeaning::default(), |found| self.by_ordinal[found].1)
    }

    /// The query words `term` stands for (0 when none).
    pub fn words_of(&self, term: &str) -> u16 {
        self.meaning(term).words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expansion(term: &str, typos: u8) -> Expansion {
        Expansion::sample(term, typos, typos == 0)
    }

    #[test]
    fn merges_terms_shared_by_several_words() {
        let table = TermTable::new(&[
            vec![expansion("grid", 0), expansion("grids", 1)],
            vec![expansion("grid", 1)],
        ]);
        assert_eq!(table.words_of("grid"), 0b11);
        assert_eq!(table.words_of("grids"), 0b01);
        assert_eq!(table.words_of("meter"), 0);
        assert_eq!(table.meaning("grid").typos, 0);
        assert!(table.meaning("grid").exact);
        assert!(!table.meaning("grids").exact);
        assert_eq!(table.meaning_of(0).words, 0b11);
        assert_eq!(table.meaning_of(7).words, 0);
    }
}
