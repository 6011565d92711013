//! Word forms: the dictionary terms that share a stem ("charge", "charged", "charges"), so that a
//! query word finds the other forms of itself, ranked below the form it typed.
//!
//! Stems come from the Snowball stemmer of the index's language at build time (`stems.rs`); the
//! browser carries no stemmer. Per term the index stores two numbers:
//!
//! ```text
//! forms: count (0, or the dictionary's), then per term: next:zigzag varint, then per term: cut:varint
//! ```
//! - `next`: the distance to the next term of the same stem, the terms of a stem forming a
//!   cycle (0: the term is the only one of its stem);
//! - `cut`: characters after the term's stem part, the longest start it shares with its stem
//!   ("charges" → "charg" + 2; "battery", stem "batteri" → "batter" + 1).
//!
//! A query word that is a term brings its cycle. A word the dictionary does not hold ("charging"
//! where the pages only say "charge") is taken as a form of a neighbouring term when it starts
//! with that term's stem part and goes on for at most `MAX_ENDING` characters.

use crate::dictionary::Dictionary;
#[cfg(any(feature = "build", test))]
use crate::encoding::write_varint;
use crate::encoding::Reader;
use crate::error::IndexError;

/// Characters a query word may have after a stem to count as one of its forms.
const MAX_ENDING: usize = 4;
/// Characters of a stem part at least (shorter stems join unrelated words).
const MIN_STEM: usize = 3;
/// Terms of one stem followed at most (bounded work on a malformed cycle).
const MAX_FORMS: usize = 32;
/// Terms on each side of a word's place in the dictionary looked at for the stem it extends.
const NEIGHBOURS: usize = 8;

/// The word forms of a dictionary: empty when the index has no stemmer for its language.
#[derive(Debug, Default)]
pub struct WordForms {
    /// Per ordinal: the next ordinal of the same stem (itself when alone).
    next: Vec<u32>,
    /// Per ordinal: characters of the term's stem part.
    stem_characters: Vec<u32>,
}

#[cfg(any(feature = "build", test))]
/// Writes the forms of the sorted `terms` given the stem of each (`None`: no stemmer).
pub fn write_forms(out: &mut Vec<u8>, terms: &[&str], stems: Option<&[String]>) {
    let Some(stems) = stems else {
        write_varint(out, 0);
        return;
    };
    write_varint(out, terms.len() as u64);
    let mut by_stem: std::collections::HashMap<&str, Vec<usize>> = Default::default();
    for (ordinal, stem) in stems.iter().enumerate() {
        by_stem.entry(stem.as_str()).or_default().push(ordinal);
    }
    let mut next: Vec<usize> = (0..terms.len()).collect();
    for members in by_stem.values() {
        for (position, &ordinal) in members.iter().enumerate() {
            next[ordinal] = members[(position + 1) % members.len()];
        }
    }
    for (ordinal, &following) in next.iter().enumerate() {
        let delta = following as i64 - ordinal as i64;
        write_varint(out, ((delta << 1) ^ (delta >> 63)) as u64);
    }
    for (term, stem) in terms.iter().zip(stems) {
        let shared = term
            .chars()
            .zip(stem.chars())
            .take_while(|(left, right)| left == right)
            .count();
        write_varint(out, (term.chars().count() - shared) as u64);
    }
}

impl WordForms {
    /// Reads the forms of `dictionary`, checking every link stays inside it.
    pub fn read(reader: &mut Reader<'_>, dictionary: &Dictionary) -> Result<WordForms, IndexError> {
        let count = reader.count()?;
        if count == 0 {
            return Ok(WordForms::default());
        }
        if count != dictionary.len() {
            return Err(IndexError::Malformed(
                "word forms do not match the dictionary",
            ));
        }
        let mut next = Vec::with_capacity(count);
        for ordinal in 0..count {
            let zigzag = reader.varint()?;
            let delta = (zigzag >> 1) as i64 ^ -((zigzag & 1) as i64);
            let following = i64::try_from(ordinal)
                .ok()
                .and_then(|ordinal| ordinal.checked_add(delta))
                .and_then(|following| u32::try_from(following).ok())
                .filter(|&following| (following as usize) < count)
                .ok_or(IndexError::Malformed("word form link out of range"))?;
            next.push(following);
        }
        let mut stem_characters = Vec::with_capacity(count);
        for ordinal in 0..count {
            let cut = reader.small()?;
            let characters = dictionary.term(ordinal).chars().count() as u32;
            stem_characters.push(characters.saturating_sub(cut));
        }
        Ok(WordForms {
            next,
            stem_characters,
        })
    }

    /// The other forms of the term a query word stands for: of the term itself when the
    /// dictionary holds the word, else of the neighbouring term whose stem the word extends.
    pub fn forms_of(&self, dictionary: &Dictionary, word: &str) -> Vec<usize> {
        if self.next.is_empty() {
            return Vec::new();
        }
        if let Some(ordinal) = dictionary.get(word) {
            return self
                .cycle(ordinal)
                .filter(|&other| other != ordinal)
                .collect();
        }
        let letters = word.chars().count();
        let at = dictionary.lower_bound(word);
        let window = at.saturating_sub(NEIGHBOURS)..(at + NEIGHBOURS).min(dictionary.len());
        let mut best: Option<(usize, usize)> = None;
        for neighbour in window {
            let stem = self.stem_characters[neighbour] as usize;
            if stem < MIN_STEM || letters < stem || letters - stem > MAX_ENDING {
                continue;
            }
            let term = dictionary.term(neighbour);
            let part_end = term
                .char_indices()
                .nth(stem)
                .map_or(term.len(), |(end, _)| end);
            let longer = best.is_none_or(|(_, found)| stem > found);
            if longer && word.starts_with(&term[..part_end]) {
                best = Some((neighbour, stem));
            }
        }
        best.map(|(neighbour, _)| self.cycle(neighbour).collect())
            .unwrap_or_default()
    }

    /// The terms of `ordinal`'s stem, itself first.
    fn cycle(&self, ordinal: usize) -> impl Iterator<Item = usize> + '_ {
        let mut current = Some(ordinal);
        std::iter::from_fn(move || {
            let here = current?;
            let following = self.next[here] as usize;
            current = (following != ordinal).then_some(following);
            Some(here)
        })
        .take(MAX_FORMS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dictionary::write_dictionary;

    fn loaded(terms: &[&str], stems: &[&str]) -> (Dictionary, WordForms) {
        let mut out = Vec::new();
        write_dictionary(&mut out, terms.iter().map(|term| (*term, 1)));
        let stems: Vec<String> = stems.iter().map(|stem| stem.to_string()).collect();
        write_forms(&mut out, terms, Some(&stems));
        let mut reader = Reader::new(&out);
        let dictionary = Dictionary::read(&mut reader).expect("dictionary");
        let forms = WordForms::read(&mut reader, &dictionary).expect("forms");
        assert!(reader.is_at_end());
        (dictionary, forms)
    }

    fn names(dictionary: &Dictionary, ordinals: Vec<usize>) -> Vec<&str> {
        let mut names: Vec<&str> = ordinals
            .into_iter()
            .map(|ordinal| dictionary.term(ordinal))
            .collect();
        names.sort_unstable();
        names
    }

    const TERMS: [&str; 7] = [
        "batteries",
        "battery",
        "charge",
        "charged",
        "charger",
        "static",
        "station",
    ];
    const STEMS: [&str; 7] = [
        "batteri", "batteri", "charg", "charg", "charger", "static", "station",
    ];

    #[test]
    fn a_term_brings_the_other_terms_of_its_stem() {
        let (dictionary, forms) = loaded(&TERMS, &STEMS);
        assert_eq!(
            names(&dictionary, forms.forms_of(&dictionary, "charge")),
            ["charged"]
        );
        assert_eq!(
            names(&dictionary, forms.forms_of(&dictionary, "battery")),
            ["batteries"]
        );
        assert!(forms.forms_of(&dictionary, "charger").is_empty());
    }

    #[test]
    fn a_word_the_pages_do_not_hold_finds_the_stem_it_extends() {
        let (dictionary, forms) = loaded(&TERMS, &STEMS);
        assert_eq!(
            names(&dictionary, forms.forms_of(&dictionary, "charging")),
            ["charge", "charged"]
        );
        assert_eq!(
            names(&dictionary, forms.forms_of(&dictionary, "batterys")),
            ["batteries", "battery"]
        );
        // A plural finds its singular; a word that only starts like a stem does not.
        assert_eq!(
            names(&dictionary, forms.forms_of(&dictionary, "stations")),
            ["station"]
        );
        assert!(forms.forms_of(&dictionary, "statistics").is_empty());
        assert!(forms.forms_of(&dictionary, "chargingstation").is_empty());
    }

    #[test]
    fn an_index_without_a_stemmer_has_no_forms() {
        let mut out = Vec::new();
        write_dictionary(&mut out, ["a", "b"].into_iter().map(|term| (term, 1)));
        write_forms(&mut out, &["a", "b"], None);
        let mut reader = Reader::new(&out);
        let dictionary = Dictionary::read(&mut reader).expect("dictionary");
        let forms = WordForms::read(&mut reader, &dictionary).expect("forms");
        assert!(forms.forms_of(&dictionary, "a").is_empty());
    }

    #[test]
    fn a_link_out_of_the_dictionary_is_refused() {
        let mut out = Vec::new();
        write_dictionary(&mut out, ["a", "b"].into_iter().map(|term| (term, 1)));
        write_varint(&mut out, 2);
        write_varint(&mut out, 8); // +4: past the end
        write_varint(&mut out, 0);
        write_varint(&mut out, 0);
        write_varint(&mut out, 0);
        let mut reader = Reader::new(&out);
        let dictionary = Dictionary::read(&mut reader).expect("dictionary");
        assert!(WordForms::read(&mut reader, &dictionary).is_err());
    }
}
