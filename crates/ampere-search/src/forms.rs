//! Word forms: the dictionary terms that share a stem ("charge", "charged", "charges"), so that a
//! query word finds the other forms of itself, ranked below the form it typed.
//!
//! Stems come from the Snowball stemmer of the index's language at build time (`stems.rs`); the
//! browser carries no stemmer. The terms of one stem all start with the same characters, their
//! *stem part* (the start they share with each other and with the stem: "charg" for charge,
//! charged, charges; "batter" for battery, batteries), so they stand together in the sorted
//! dictionary, and one number per term is enough to find them again:
//!
//! ```text
//! forms: count (0, or the dictionary's), then per term: cut:varint
//! ```
//! `cut` is the number of characters after the term's stem part. The forms of a term are the
//! terms that start with its stem part and have a stem part of the same length.
//!
//! A word the dictionary does not hold ("charging" where the pages only say "charge") is taken
//! as a form of a neighbouring term when it starts with that term's stem part and goes on for at
//! most `MAX_ENDING` characters.

#[cfg(any(feature = "build", test))]
use std::collections::HashMap;

use crate::dictionary::Dictionary;
#[cfg(any(feature = "build", test))]
use crate::encoding::write_varint;
use crate::encoding::Reader;
use crate::error::IndexError;

/// Characters a query word may have after a stem part to count as one of its forms.
const MAX_ENDING: usize = 4;
/// Characters of a stem part at least (shorter ones join unrelated words: "wpl" is no stem of
/// "wplmtr").
const MIN_STEM: usize = 4;
/// Forms of one term at most.
const MAX_FORMS: usize = 32;
/// Terms on each side of a word's place in the dictionary looked at for the stem it extends.
const NEIGHBOURS: usize = 8;

/// The word forms of a dictionary: empty when the index has no stemmer for its language.
#[derive(Debug, Default)]
pub struct WordForms {
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
    // The stem part of a stem: the start its terms share with each other and with it.
    let mut parts: HashMap<&str, usize> = HashMap::new();
    for (term, stem) in terms.iter().zip(stems) {
        let shared = shared_characters(term, stem);
        parts
            .entry(stem.as_str())
            .and_modify(|part| *part = (*part).min(shared))
            .or_insert(shared);
    }
    for (term, stem) in terms.iter().zip(stems) {
        let part = parts.get(stem.as_str()).copied().unwrap_or(0);
        write_varint(out, (term.chars().count() - part) as u64);
    }
}

#[cfg(any(feature = "build", test))]
fn shared_characters(left: &str, right: &str) -> usize {
    left.chars()
        .zip(right.chars())
        .take_while(|(left, right)| left == right)
        .count()
}

impl WordForms {
    /// Reads the forms of `dictionary`.
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
        let mut stem_characters = Vec::with_capacity(count);
        for ordinal in 0..count {
            let cut = reader.small()?;
            let characters = dictionary.term(ordinal).chars().count() as u32;
            stem_characters.push(characters.saturating_sub(cut));
        }
        Ok(WordForms { stem_characters })
    }

    /// The other forms of the term a query word stands for: of the term itself when the
    /// dictionary holds the word, else of the neighbouring term whose stem part the word extends.
    pub fn forms_of(&self, dictionary: &Dictionary, word: &str) -> Vec<usize> {
        if self.stem_characters.is_empty() {
            return Vec::new();
        }
        if let Some(ordinal) = dictionary.get(word) {
            return self
                .group(dictionary, ordinal)
                .into_iter()
                .filter(|&other| other != ordinal)
                .collect();
        }
        let letters = word.chars().count();
        let at = dictionary.lower_bound(word);
        let window = at.saturating_sub(NEIGHBOURS)..(at + NEIGHBOURS).min(dictionary.len());
        let mut best: Option<(usize, usize)> = None;
        for neighbour in window {
            let stem = self.stem_characters[neighbour] as usize;
            // The ending a word adds to a stem is short, and shorter than the stem.
            if stem < MIN_STEM || letters < stem || letters - stem > MAX_ENDING.min(stem - 1) {
                continue;
            }
            let longer = best.is_none_or(|(_, found)| stem > found);
            if longer && word.starts_with(stem_part(dictionary.term(neighbour), stem)) {
                best = Some((neighbour, stem));
            }
        }
        best.map(|(neighbour, _)| self.group(dictionary, neighbour))
            .unwrap_or_default()
    }

    /// The terms of `ordinal`'s stem: those that start with its stem part and have one of the
    /// same length (none when the part is too short to tell words apart).
    fn group(&self, dictionary: &Dictionary, ordinal: usize) -> Vec<usize> {
        let stem = self.stem_characters[ordinal] as usize;
        if stem < MIN_STEM {
            return vec![ordinal];
        }
        let part = stem_part(dictionary.term(ordinal), stem);
        let mut group = Vec::new();
        for other in dictionary.lower_bound(part)..dictionary.len() {
            if !dictionary.term(other).starts_with(part) || group.len() >= MAX_FORMS {
                break;
            }
            if self.stem_characters[other] as usize == stem {
                group.push(other);
            }
        }
        group
    }
}

/// The first `characters` characters of `term`.
fn stem_part(term: &str, characters: usize) -> &str {
    let end = term
        .char_indices()
        .nth(characters)
        .map_or(term.len(), |(end, _)| end);
    &term[..end]
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
        assert!(forms.forms_of(&dictionary, "statics").len() == 1);
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
    fn forms_that_do_not_match_the_dictionary_are_refused() {
        let mut out = Vec::new();
        write_dictionary(&mut out, ["a", "b"].into_iter().map(|term| (term, 1)));
        write_varint(&mut out, 3);
        let mut reader = Reader::new(&out);
        let dictionary = Dictionary::read(&mut reader).expect("dictionary");
        assert!(WordForms::read(&mut reader, &dictionary).is_err());
    }
}
