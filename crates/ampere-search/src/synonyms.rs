//! Synonyms the site's writers keep (grid meter / energy meter / electricity meter; charger /
//! charging station / wallbox): groups of phrases, analyzed like indexed text at build time and
//! stored in the core. A query that contains a phrase of a group also looks for every other
//! phrase of the group: each phrase's words are added as variants (`Variant::Synonym`) that count
//! for the typed phrase's words only when a record holds all of them, one edit below the words
//! as typed.
//!
//! ```text
//! synonyms: group_count, (phrase_count, (term_count, term:string*)*)*
//! ```

#[cfg(feature = "build")]
use crate::analyzer::{normalize, tokenize, Analyzer};
use crate::encoding::Reader;
#[cfg(any(feature = "build", test))]
use crate::encoding::{write_string, write_varint};
use crate::error::IndexError;
use crate::query::{QueryWord, Variant, MAX_QUERY_WORDS};

/// Terms of one phrase at most (a phrase longer than this is left out of its group).
pub const MAX_PHRASE_TERMS: usize = 4;
/// Phrases of one group at most.
const MAX_GROUP_PHRASES: usize = 16;
/// Groups of one index at most.
const MAX_GROUPS: usize = 4_096;

/// One group: phrases that mean the same, each as its analyzed terms.
pub type SynonymGroup = Vec<Vec<String>>;

#[cfg(feature = "build")]
/// The groups of `lists` (each a list of phrases as written) analyzed for the index: phrases of
/// no term or too many terms are left out, and so are groups left with fewer than two phrases.
pub fn analyze_synonyms(analyzer: &Analyzer, lists: &[Vec<String>]) -> Vec<SynonymGroup> {
    let mut groups = Vec::new();
    for list in lists.iter().take(MAX_GROUPS) {
        let mut group: SynonymGroup = Vec::new();
        for phrase in list.iter().take(MAX_GROUP_PHRASES) {
            let mut terms = Vec::new();
            tokenize(analyzer, &normalize(phrase), |token| {
                terms.push(token.term.to_string())
            });
            if !terms.is_empty() && terms.len() <= MAX_PHRASE_TERMS && !group.contains(&terms) {
                group.push(terms);
            }
        }
        if group.len() >= 2 {
            groups.push(group);
        }
    }
    groups
}

#[cfg(any(feature = "build", test))]
pub fn write_synonyms(out: &mut Vec<u8>, groups: &[SynonymGroup]) {
    write_varint(out, groups.len() as u64);
    for group in groups {
        write_varint(out, group.len() as u64);
        for phrase in group {
            write_varint(out, phrase.len() as u64);
            for term in phrase {
                write_string(out, term);
            }
        }
    }
}

pub fn read_synonyms(reader: &mut Reader<'_>) -> Result<Vec<SynonymGroup>, IndexError> {
    let group_count = reader.count()?;
    if group_count > MAX_GROUPS {
        return Err(IndexError::Malformed("too many synonym groups"));
    }
    let mut groups = Vec::with_capacity(group_count);
    for _ in 0..group_count {
        let phrase_count = reader.count()?;
        if !(2..=MAX_GROUP_PHRASES).contains(&phrase_count) {
            return Err(IndexError::Malformed(
                "a synonym group without two to 16 phrases",
            ));
        }
        let mut group = Vec::with_capacity(phrase_count);
        for _ in 0..phrase_count {
            let term_count = reader.count()?;
            if !(1..=MAX_PHRASE_TERMS).contains(&term_count) {
                return Err(IndexError::Malformed(
                    "a synonym phrase without one to four terms",
                ));
            }
            let mut phrase = Vec::with_capacity(term_count);
            for _ in 0..term_count {
                phrase.push(reader.string()?);
            }
            group.push(phrase);
        }
        groups.push(group);
    }
    Ok(groups)
}

/// Appends, while there is room, the words of every other phrase of each group whose phrase the
/// typed words contain.
pub fn add_synonyms(groups: &[SynonymGroup], words: &mut Vec<QueryWord>) {
    let typed: Vec<String> = words
        .iter()
        .take_while(|word| word.variant.is_none())
        .map(|word| word.term.clone())
        .collect();
    let mut phrase_number = 0u8;
    for group in groups {
        for (found, phrase) in group.iter().enumerate() {
            let Some(start) = position_of(&typed, phrase) else {
                continue;
            };
            for other in group
                .iter()
                .enumerate()
                .filter(|&(number, _)| number != found)
                .map(|(_, other)| other)
            {
                if words.len() + other.len() > MAX_QUERY_WORDS || phrase_number == u8::MAX {
                    return;
                }
                for (part, term) in other.iter().enumerate() {
                    words.push(QueryWord {
                        term: term.clone(),
                        original: term.clone(),
                        prefix: false,
                        typos: 0,
                        accented: false,
                        run: words[start].run,
                        counts_as: 0,
                        variant: Some(Variant::Synonym {
                            word: start as u8,
                            span: phrase.len() as u8,
                            phrase: phrase_number,
                            part: part as u8,
                            parts: other.len() as u8,
                        }),
                    });
                }
                phrase_number += 1;
            }
        }
    }
}

/// Where `phrase` starts in `typed`, as consecutive words.
fn position_of(typed: &[String], phrase: &[String]) -> Option<usize> {
    if phrase.is_empty() || phrase.len() > typed.len() {
        return None;
    }
    (0..=typed.len() - phrase.len()).find(|&start| typed[start..start + phrase.len()] == *phrase)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyzer::Script;
    use crate::query::parse_query_with;

    fn groups(lists: &[&[&str]]) -> Vec<SynonymGroup> {
        let lists: Vec<Vec<String>> = lists
            .iter()
            .map(|list| list.iter().map(|phrase| phrase.to_string()).collect())
            .collect();
        analyze_synonyms(&Script::Latin.into(), &lists)
    }

    #[test]
    fn phrases_are_analyzed_like_the_pages() {
        let analyzed = groups(&[
            &["Grid meter", "Energy-Meter", "kWh meter"],
            &["alone"],
            &["a", "A"],
        ]);
        assert_eq!(
            analyzed,
            [vec![
                vec!["grid".to_string(), "meter".to_string()],
                vec!["energy".to_string(), "meter".to_string()],
                vec!["kwh".to_string(), "meter".to_string()],
            ]]
        );
        let mut out = Vec::new();
        write_synonyms(&mut out, &analyzed);
        assert_eq!(
            read_synonyms(&mut Reader::new(&out)).expect("read"),
            analyzed
        );
    }

    #[test]
    fn a_typed_phrase_brings_the_other_phrases_of_its_group() {
        let synonyms = groups(&[
            &["electricity meter", "energy meter"],
            &["charger", "wallbox", "charging station"],
        ]);
        let words = parse_query_with(
            &Script::Latin.into(),
            "my electricity meter charger",
            &synonyms,
        );
        let added: Vec<(&str, Option<Variant>)> = words
            .iter()
            .filter(|word| matches!(word.variant, Some(Variant::Synonym { .. })))
            .map(|word| (word.term.as_str(), word.variant))
            .collect();
        let synonym = |word, span, phrase, part, parts| {
            Some(Variant::Synonym {
                word,
                span,
                phrase,
                part,
                parts,
            })
        };
        assert_eq!(
            added,
            [
                ("energy", synonym(1, 2, 0, 0, 2)),
                ("meter", synonym(1, 2, 0, 1, 2)),
                ("wallbox", synonym(3, 1, 1, 0, 1)),
                ("charging", synonym(3, 1, 2, 0, 2)),
                ("station", synonym(3, 1, 2, 1, 2)),
            ]
        );
    }

    #[test]
    fn malformed_groups_are_refused() {
        let mut out = Vec::new();
        write_synonyms(&mut out, &[vec![vec!["a".into()]]]);
        assert!(read_synonyms(&mut Reader::new(&out)).is_err());
        let mut out = Vec::new();
        write_synonyms(&mut out, &[vec![vec![], vec!["b".into()]]]);
        assert!(read_synonyms(&mut Reader::new(&out)).is_err());
    }
}
