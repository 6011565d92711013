//! Collects, for every record a query touches, how well each query word matched it.

use crate::analyzer::is_han;
use crate::expansion::Expansion;
use crate::format::field_weight;
use crate::index::Index;
use crate::query::{QueryWord, MAX_QUERY_WORDS};
use crate::sorting::sort_by;

/// How one query word matched one record (or page, or section with its page's fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WordMatch {
    /// Edits needed; `u8::MAX` when the word did not match.
    pub typos: u8,
    /// 0 title, 1 heading, 2 dir, 3 body.
    pub field_rank: u8,
    /// The dictionary term equals the query word (no prefix extension, no typo).
    pub exact: bool,
}

impl WordMatch {
    pub const NONE: WordMatch = WordMatch {
        typos: u8::MAX,
        field_rank: u8::MAX,
        exact: false,
    };

    pub fn is_match(self) -> bool {
        self.typos != u8::MAX
    }

    /// Ordered as the ranking buckets: fewer typos, then a better field, then exact.
    pub fn better_than(self, other: WordMatch) -> bool {
        (self.typos, self.field_rank, !self.exact) < (other.typos, other.field_rank, !other.exact)
    }

    pub fn best(self, other: WordMatch) -> WordMatch {
        if other.better_than(self) {
            other
        } else {
            self
        }
    }
}

/// Per-word matches of one record.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub record: u32,
    pub words: [WordMatch; MAX_QUERY_WORDS],
    pub relevance: f32,
}

impl Candidate {
    pub fn new(record: u32) -> Candidate {
        Candidate {
            record,
            words: [WordMatch::NONE; MAX_QUERY_WORDS],
            relevance: 0.0,
        }
    }
}

/// Candidates of all records touched by a query, in first-touched order.
pub struct Matches {
    pub candidates: Vec<Candidate>,
    /// Bit mask of the query words that count in the ranking buckets: all of them, except
    /// words found on more than half of the pages ("the", "how") when rarer words are present.
    /// Common words still add to the relevance.
    pub significant: u16,
}

/// Words of a question ("how do I …") at least this long count; shorter ones ("do", "I", "to")
/// are almost always function words.
const QUESTION_WORDS: usize = 4;

/// Which query words are rare enough to count in the ranking buckets (see `Matches`).
fn significant_words(index: &Index, words: &[QueryWord], expansions: &[Vec<Expansion>]) -> u16 {
    let half = index.pages.len() / 2;
    let question = words.len() >= QUESTION_WORDS;
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut present = 0u16;
    for (word, word_expansions) in expansions.iter().enumerate().take(MAX_QUERY_WORDS) {
        present |= 1 << word;
        let short = words.get(word).is_some_and(|query_word| {
            query_word.term.chars().count() <= 2 && !query_word.term.chars().any(is_han)
        });
        if question && short {
            continue;
        }
        let frequency = word_expansions
            .iter()
            .find(|expansion| expansion.exact)
            .or(word_expansions.first())
            .map_or(0, |expansion| expansion.document_frequency as usize);
        if frequency <= half {
            candidates.push((word, frequency));
        }
    }
    // In a question, the rarer half of the words found decide ("feste", "Adresse"), whatever
    // language the rest of the site is in.
    if question {
        let mut found: Vec<usize> = candidates
            .iter()
            .map(|&(_, frequency)| frequency)
            .filter(|&frequency| frequency > 0)
            .collect();
        sort_by(&mut found, &|left, right| left.cmp(right));
        if let Some(&median) = found.get(found.len().saturating_sub(1) / 2) {
            candidates.retain(|&(_, frequency)| frequency <= median);
        }
    }
    let rare = candidates
        .iter()
        .fold(0u16, |mask, &(word, _)| mask | (1 << word));
    if rare == 0 {
        present
    } else {
        rare
    }
}

/// Decodes the posting lists of every expansion and records the best match per word and record.
pub fn collect_matches(
    index: &Index,
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
) -> Matches {
    let record_count = index.pages.len() + index.sections.len();
    let mut slot_of_record: Vec<u32> = vec![u32::MAX; record_count];
    let mut candidates: Vec<Candidate> = Vec::new();
    let total_records = record_count as f32;
    for (word_number, word_expansions) in expansions.iter().enumerate().take(MAX_QUERY_WORDS) {
        for expansion in word_expansions {
            let frequency = expansion.document_frequency as f32;
            let inverse = (1.0 + (total_records - frequency + 0.5) / (frequency + 0.5)).ln();
            let closeness = if expansion.exact {
                1.0
            } else {
                0.6 / (1.0 + f32::from(expansion.typos))
            };
            index.for_each_posting(expansion.ordinal, |posting| {
                let Some(slot) = slot_of_record.get_mut(posting.record as usize) else {
                    return;
                };
                if *slot == u32::MAX {
                    *slot = candidates.len() as u32;
                    candidates.push(Candidate::new(posting.record));
                }
                let Some(candidate) = candidates.get_mut(*slot as usize) else {
                    return;
                };
                let found = WordMatch {
                    typos: expansion.typos,
                    field_rank: posting.field_rank,
                    exact: expansion.exact,
                };
                candidate.words[word_number] = candidate.words[word_number].best(found);
                let length = body_length(index, posting.record);
                let saturation =
                    2.2 / (1.0 + 1.2 * (0.25 + 0.75 * length / index.average_body_terms));
                candidate.relevance +=
                    inverse * closeness * field_weight(posting.field_rank) * saturation;
            });
        }
    }
    Matches {
        candidates,
        significant: significant_words(index, words, expansions),
    }
}

/// Terms of the record's body: the page's for a page record; headings count as average.
fn body_length(index: &Index, record: u32) -> f32 {
    index
        .pages
        .get(record as usize)
        .map_or(index.average_body_terms, |page| {
            page.body_terms.max(1) as f32
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fewer_typos_beat_a_better_field() {
        let title_typo = WordMatch {
            typos: 1,
            field_rank: 0,
            exact: false,
        };
        let body_exact = WordMatch {
            typos: 0,
            field_rank: 3,
            exact: true,
        };
        assert_eq!(title_typo.best(body_exact), body_exact);
        assert!(WordMatch {
            typos: 0,
            field_rank: 0,
            exact: true
        }
        .better_than(body_exact));
        assert!(!WordMatch::NONE.is_match());
        assert_eq!(WordMatch::NONE.best(body_exact), body_exact);
    }
}
