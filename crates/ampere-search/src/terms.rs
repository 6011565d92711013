//! The expanded query terms as a sorted table, to find query words again in stored text.

use crate::expansion::Expansion;
use crate::sorting::sort_by;

/// Sorted (term, bit mask of the query words it stands for).
pub struct TermTable {
    entries: Vec<(String, u16)>,
}

impl TermTable {
    pub fn new(expansions: &[Vec<Expansion>]) -> TermTable {
        let mut entries: Vec<(String, u16)> = Vec::new();
        for (word_number, word_expansions) in expansions.iter().enumerate().take(16) {
            for expansion in word_expansions {
                entries.push((expansion.term.clone(), 1 << word_number));
            }
        }
        sort_by(&mut entries, &|left, right| left.0.cmp(&right.0));
        let mut merged: Vec<(String, u16)> = Vec::with_capacity(entries.len());
        for (term, mask) in entries {
            match merged.last_mut() {
                Some(last) if last.0 == term => last.1 |= mask,
                _ => merged.push((term, mask)),
            }
        }
        TermTable { entries: merged }
    }

    /// The query words `term` stands for (0 when none).
    pub fn words_of(&self, term: &str) -> u16 {
        self.entries
            .binary_search_by(|entry| entry.0.as_str().cmp(term))
            .map_or(0, |found| self.entries[found].1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expansion(term: &str) -> Expansion {
        Expansion {
            term: term.to_string(),
            offset: 0,
            typos: 0,
            exact: true,
            document_frequency: 1,
        }
    }

    #[test]
    fn merges_terms_shared_by_several_words() {
        let table = TermTable::new(&[
            vec![expansion("grid"), expansion("grids")],
            vec![expansion("grid")],
        ]);
        assert_eq!(table.words_of("grid"), 0b11);
        assert_eq!(table.words_of("grids"), 0b01);
        assert_eq!(table.words_of("meter"), 0);
    }
}
