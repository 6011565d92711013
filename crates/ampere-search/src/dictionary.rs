//! The term dictionary: every indexed term in byte order, front-coded on disk, with the number
//! of records it occurs in. Terms are found exactly, by prefix, or within a number of typos.
//!
//! ```text
//! count, per term: shared_bytes:varint suffix:string, then per term: document_frequency:varint
//! ```
//! `shared_bytes` is how many leading bytes the term shares with the previous one.

use crate::encoding::Reader;
#[cfg(any(feature = "build", test))]
use crate::encoding::{write_string, write_varint};
use crate::error::IndexError;
use crate::typos::{TermDistance, TypoScan};

/// A loaded dictionary; ordinals number the terms in byte order from 0.
#[derive(Debug, Default)]
pub struct Dictionary {
    /// All terms, one after the other.
    text: String,
    /// End of each term in `text`.
    ends: Vec<u32>,
    /// The characters of all terms, one after the other, for the typo scan.
    characters: Vec<char>,
    /// End of each term in `characters`.
    character_ends: Vec<u32>,
    /// Characters each term shares with the previous one.
    shared_characters: Vec<u32>,
    document_frequencies: Vec<u32>,
}

#[cfg(any(feature = "build", test))]
/// Writes sorted, unique `(term, document frequency)` pairs.
pub fn write_dictionary<'a>(
    out: &mut Vec<u8>,
    terms: impl ExactSizeIterator<Item = (&'a str, u32)>,
) {
    write_varint(out, terms.len() as u64);
    let mut previous = "";
    let mut frequencies = Vec::with_capacity(terms.len());
    for (term, frequency) in terms {
        let shared = shared_bytes(previous, term);
        write_varint(out, shared as u64);
        write_string(out, &term[shared..]);
        frequencies.push(frequency);
        previous = term;
    }
    // The numbers after the words: each stream compresses better on its own.
    for frequency in frequencies {
        write_varint(out, u64::from(frequency));
    }
}

#[cfg(any(feature = "build", test))]
/// Leading bytes two strings share, at a character boundary.
fn shared_bytes(left: &str, right: &str) -> usize {
    let mut shared = 0;
    for ((offset, left_char), right_char) in left.char_indices().zip(right.chars()) {
        if left_char != right_char {
            break;
        }
        shared = offset + left_char.len_utf8();
    }
    shared
}

impl Dictionary {
    /// Reads a dictionary, checking that terms are valid UTF-8, sorted and unique.
    pub fn read(reader: &mut Reader<'_>) -> Result<Dictionary, IndexError> {
        let count = reader.count()?;
        if u32::try_from(count).is_err() {
            return Err(IndexError::Malformed("dictionary too large"));
        }
        let mut dictionary = Dictionary {
            text: String::new(),
            ends: Vec::with_capacity(count),
            characters: Vec::new(),
            character_ends: Vec::with_capacity(count),
            shared_characters: Vec::with_capacity(count),
            document_frequencies: Vec::with_capacity(count),
        };
        let mut previous_start = 0usize;
        for ordinal in 0..count {
            let shared = reader.varint()?;
            let suffix = reader.string()?;
            let previous = &dictionary.text[previous_start..];
            let shared = usize::try_from(shared)
                .ok()
                .filter(|&shared| shared <= previous.len() && previous.is_char_boundary(shared))
                .ok_or(IndexError::Malformed("dictionary prefix out of range"))?;
            if ordinal > 0 && suffix.is_empty() {
                return Err(IndexError::Malformed("dictionary term repeated"));
            }
            let shared_characters = previous[..shared].chars().count() as u32;
            let start = dictionary.text.len();
            dictionary
                .text
                .extend_from_within(previous_start..previous_start + shared);
            dictionary.text.push_str(&suffix);
            if ordinal > 0 && dictionary.text[previous_start..start] >= dictionary.text[start..] {
                return Err(IndexError::Malformed("dictionary terms out of order"));
            }
            let end = u32::try_from(dictionary.text.len())
                .map_err(|_| IndexError::Malformed("dictionary too large"))?;
            dictionary.ends.push(end);
            dictionary
                .characters
                .extend(dictionary.text[start..].chars());
            dictionary
                .character_ends
                .push(dictionary.characters.len() as u32);
            dictionary.shared_characters.push(shared_characters);
            previous_start = start;
        }
        for _ in 0..count {
            let frequency = reader.small()?;
            if frequency == 0 {
                return Err(IndexError::Malformed("dictionary term found nowhere"));
            }
            dictionary.document_frequencies.push(frequency);
        }
        Ok(dictionary)
    }

    /// Number of terms.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// The term number `ordinal` ("" past the end).
    pub fn term(&self, ordinal: usize) -> &str {
        let Some(&end) = self.ends.get(ordinal) else {
            return "";
        };
        let start = if ordinal == 0 {
            0
        } else {
            self.ends[ordinal - 1]
        };
        &self.text[start as usize..end as usize]
    }

    /// Number of records term `ordinal` occurs in (0 past the end).
    pub fn document_frequency(&self, ordinal: usize) -> u32 {
        self.document_frequencies.get(ordinal).copied().unwrap_or(0)
    }

    /// The ordinal of the first term not below `key`.
    pub(crate) fn lower_bound(&self, key: &str) -> usize {
        let (mut low, mut high) = (0, self.len());
        while low < high {
            let middle = (low + high) / 2;
            if self.term(middle) < key {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        low
    }

    /// The ordinal of `term`, when it is in the dictionary.
    pub fn get(&self, term: &str) -> Option<usize> {
        let found = self.lower_bound(term);
        (self.term(found) == term && found < self.len()).then_some(found)
    }

    /// Calls `visit` with the ordinal of every term starting with `prefix`, in order, while it
    /// returns true.
    pub fn for_each_with_prefix(&self, prefix: &str, mut visit: impl FnMut(usize) -> bool) {
        for ordinal in self.lower_bound(prefix)..self.len() {
            if !self.term(ordinal).starts_with(prefix) || !visit(ordinal) {
                return;
            }
        }
    }

    /// Calls `visit(ordinal, distance)` for every term within `budget` edits of `word` (a
    /// transposition is one edit), or whose start is, when `prefix` is set, in order, while it
    /// returns true.
    pub fn for_each_within(
        &self,
        word: &str,
        budget: u8,
        prefix: bool,
        mut visit: impl FnMut(usize, TermDistance) -> bool,
    ) {
        let mut scan = TypoScan::new(word, budget, prefix);
        let mut start = 0usize;
        for ordinal in 0..self.len() {
            let end = self.character_ends[ordinal] as usize;
            let term = &self.characters[start..end];
            start = end;
            if let Some(distance) = scan.distance(term, self.shared_characters[ordinal] as usize) {
                if !visit(ordinal, distance) {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dictionary(terms: &[&str]) -> Dictionary {
        let mut sorted = terms.to_vec();
        sorted.sort_unstable();
        let mut out = Vec::new();
        write_dictionary(&mut out, sorted.iter().map(|term| (*term, 1)));
        Dictionary::read(&mut Reader::new(&out)).expect("valid dictionary")
    }

    #[test]
    fn round_trips_front_coded_terms() {
        let terms = ["grid", "grids", "gridéa", "gridéb", "meter", "電網"];
        let loaded = dictionary(&terms);
        assert_eq!(loaded.len(), terms.len());
        for (ordinal, term) in terms.iter().enumerate() {
            assert_eq!(loaded.term(ordinal), *term);
            assert_eq!(loaded.get(term), Some(ordinal));
        }
        assert_eq!(loaded.get("gri"), None);
        assert_eq!(loaded.get("zzz"), None);
        assert_eq!(loaded.shared_characters, [0, 4, 4, 5, 0, 0]);
    }

    #[test]
    fn rejects_unsorted_repeated_and_split_characters() {
        for terms in [&["b", "a"][..], &["a", "a"][..]] {
            let mut out = Vec::new();
            write_varint(&mut out, terms.len() as u64);
            for term in terms {
                write_varint(&mut out, 0);
                write_string(&mut out, term);
                write_varint(&mut out, 1);
            }
            assert!(Dictionary::read(&mut Reader::new(&out)).is_err());
        }
        let mut out = Vec::new();
        write_varint(&mut out, 2);
        write_varint(&mut out, 0);
        write_string(&mut out, "é");
        write_varint(&mut out, 1);
        write_varint(&mut out, 1);
        write_string(&mut out, "x");
        write_varint(&mut out, 1);
        assert!(Dictionary::read(&mut Reader::new(&out)).is_err());
    }

    #[test]
    fn finds_prefixes_and_typos_in_order() {
        let loaded = dictionary(&["grid", "gird", "grids", "group", "meter", "metre"]);
        let mut found = Vec::new();
        loaded.for_each_with_prefix("gri", |ordinal| {
            found.push(loaded.term(ordinal).to_string());
            true
        });
        assert_eq!(found, ["grid", "grids"]);
        let mut within = Vec::new();
        loaded.for_each_within("grid", 1, false, |ordinal, distance| {
            within.push((loaded.term(ordinal).to_string(), distance.typos));
            true
        });
        assert_eq!(
            within,
            [("gird".into(), 1), ("grid".into(), 0), ("grids".into(), 1)]
        );
        let mut prefixed = Vec::new();
        loaded.for_each_within("mete", 1, true, |ordinal, distance| {
            prefixed.push((loaded.term(ordinal).to_string(), distance.typos));
            true
        });
        assert_eq!(prefixed, [("meter".into(), 0), ("metre".into(), 1)]);
    }
}
