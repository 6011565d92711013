//! Collects, for every record a query touches, how well each query word matched it.

use crate::analyzer::is_han;
use crate::expansion::Expansion;
use crate::format::field_weight;
use crate::index::Index;
use crate::query::{QueryWord, Variant, MAX_QUERY_WORDS};
use crate::significance::{significant_words, word_frequency};
use crate::sorting::sort_by;
use crate::synonyms::MAX_PHRASE_TERMS;

/// `WordMatch::exactness` of a dictionary term that is the query word itself.
pub const EXACT: u8 = 2;
/// `WordMatch::exactness` of a term that is the whole query word give or take its typos.
pub const WHOLE_WORD: u8 = 1;
/// `WordMatch::exactness` of a longer term that only starts like the query word.
pub const COMPLETION: u8 = 0;

/// How one query word matched one record (or page, or section with its page's fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WordMatch {
    /// Edits needed; `u8::MAX` when the word did not match.
    pub typos: u8,
    /// 0 title, 1 heading, 2 dir, 3 body.
    pub field_rank: u8,
    /// `EXACT`, `WHOLE_WORD` or `COMPLETION`.
    pub exactness: u8,
}

impl WordMatch {
    pub const NONE: WordMatch = WordMatch {
        typos: u8::MAX,
        field_rank: u8::MAX,
        exactness: COMPLETION,
    };

    pub fn is_match(self) -> bool {
        self.typos != u8::MAX
    }

    /// Ordered as the ranking buckets: fewer typos, then a better field, then more exact.
    pub fn better_than(self, other: WordMatch) -> bool {
        (self.typos, self.field_rank, other.exactness)
            < (other.typos, other.field_rank, self.exactness)
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

/// How a dictionary term counts for the query: for which word, with how many typos, how exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TermMatch {
    pub ordinal: u32,
    /// The query word it counts for (a variant's term counts for the variant's word).
    pub word: u8,
    /// The words it counts for, from `word` on (2 for two typed words written as one).
    pub span: u8,
    pub typos: u8,
    pub exactness: u8,
}

/// Candidates of all records touched by a query, in first-touched order.
pub struct Matches {
    pub candidates: Vec<Candidate>,
    /// Bit mask of the query words that count in the ranking buckets: all of them, except
    /// words found on more than half of the pages ("the", "how") when rarer words are present,
    /// and the common half of a question's words. Common words still add to the relevance.
    pub significant: u16,
    /// Significant words a record must match to fill the words-matched bucket; its best
    /// matched words up to this number decide the typo and attribute buckets. One less than
    /// the significant words of a question, none missing otherwise (`u8::MAX`).
    pub required: u8,
    /// Every expanded term, sorted by ordinal, to find the query words again in page text.
    pub terms: Vec<TermMatch>,
    /// How much each typed query word tells pages apart: the inverse page frequency of its own
    /// term (or of its variants' when only they are in the index); 0 for a variant and for a
    /// word found nowhere.
    pub weights: [f32; MAX_QUERY_WORDS],
}

/// The weight of each typed word (`Matches::weights`).
fn word_weights(
    page_count: usize,
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
) -> [f32; MAX_QUERY_WORDS] {
    let mut weights = [0.0f32; MAX_QUERY_WORDS];
    let pages = page_count as f32;
    for (number, weight) in weights.iter_mut().enumerate().take(words.len()) {
        if words[number].variant.is_some() {
            continue;
        }
        if let Some(frequency) = word_frequency(words, expansions, number) {
            *weight = inverse_frequency(pages, (frequency as f32).min(pages));
        }
    }
    even_out_han_runs(words, &mut weights);
    weights
}

/// The BM25 inverse frequency of a term found on `frequency` of `total` records.
fn inverse_frequency(total: f32, frequency: f32) -> f32 {
    (1.0 + (total - frequency + 0.5) / (frequency + 0.5)).ln()
}

/// The bigrams of a Han run weigh the same: the run's mean. A bigram that straddles two words
/// (护与 in 维护与安全) is rare for being no word at all, and would otherwise outweigh the words.
fn even_out_han_runs(words: &[QueryWord], weights: &mut [f32; MAX_QUERY_WORDS]) {
    let is_bigram = |word: &QueryWord| word.variant.is_none() && word.term.chars().any(is_han);
    for run in words
        .iter()
        .filter(|word| is_bigram(word))
        .map(|word| word.run)
    {
        let members = || {
            (0..words.len().min(MAX_QUERY_WORDS))
                .filter(move |&number| is_bigram(&words[number]) && words[number].run == run)
        };
        let found: Vec<f32> = members()
            .map(|number| weights[number])
            .filter(|&weight| weight > 0.0)
            .collect();
        if found.is_empty() {
            continue;
        }
        let mean = found.iter().sum::<f32>() / found.len() as f32;
        for number in members() {
            if weights[number] > 0.0 {
                weights[number] = mean;
            }
        }
    }
}

/// How `expansion` of query word `number` counts: a variant's term counts for the word the
/// variant stands for, never as exact, and a transposed one with one typo more.
fn term_match(words: &[QueryWord], number: usize, expansion: &Expansion) -> TermMatch {
    let word = &words[number];
    // A typo match may be the whole term within budget (spam for spem) or a typo in the
    // start of a longer term (spectrum for spem); only the first is the word itself.
    let mut exactness = if expansion.exact {
        EXACT
    } else if expansion.form || (expansion.typos > 0 && expansion.whole) {
        WHOLE_WORD
    } else {
        COMPLETION
    };
    let mut typos = expansion.typos;
    if let Some(variant) = word.variant {
        exactness = exactness.min(WHOLE_WORD);
        if let Variant::Transposed(_) | Variant::Synonym { .. } = variant {
            typos = typos.saturating_add(1);
        }
    }
    TermMatch {
        ordinal: expansion.ordinal,
        word: word.variant.map_or(number, Variant::word) as u8,
        span: word.variant.map_or(1, Variant::span) as u8,
        typos,
        exactness,
    }
}

/// What the parts of one synonym phrase found in one record: the parts found (a bit each), the
/// best field of each, and the relevance they add once every part is there.
struct PhraseHit {
    parts: u8,
    field_ranks: [u8; MAX_PHRASE_TERMS],
    relevance: f32,
}

impl PhraseHit {
    fn new() -> PhraseHit {
        PhraseHit {
            parts: 0,
            field_ranks: [u8::MAX; MAX_PHRASE_TERMS],
            relevance: 0.0,
        }
    }
}

/// The synonym phrase and part a query word is, when it is one.
fn synonym_part(word: &QueryWord) -> Option<(u8, usize)> {
    match word.variant {
        Some(Variant::Synonym { phrase, part, .. }) => Some((phrase, usize::from(part))),
        _ => None,
    }
}

/// Whether a word's expansions include the word as typed (not only corrections of it, such as
/// the homophones of a Han bigram).
pub fn holds_as_typed(found: &[Expansion]) -> bool {
    found.iter().any(|expansion| expansion.typos == 0)
}

/// Relevance of a synonym's term against the word itself.
const SYNONYM_CLOSENESS: f32 = 0.5;

/// Decodes the posting lists of every expansion and records the best match per word and record.
pub fn collect_matches(
    index: &Index,
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
) -> Matches {
    let record_count = index.pages.len() + index.sections.len();
    let mut slot_of_record: Vec<u32> = vec![u32::MAX; record_count];
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut terms: Vec<TermMatch> = Vec::new();
    let total_records = record_count as f32;
    // (phrase, record) → what the phrase's parts found there; sorted before use, so records whose
    // phrases are complete join in a fixed order.
    let mut phrase_hits: Vec<((u8, u32), PhraseHit)> = Vec::new();
    let numbered = expansions
        .iter()
        .enumerate()
        .take(MAX_QUERY_WORDS.min(words.len()));
    for (word_number, word_expansions) in numbered {
        // A Han bigram typed as it is in the index is taken as typed; the reverse is a typo
        // correction only for a bigram the index does not hold.
        let typed_exists = match words[word_number].variant {
            Some(Variant::Transposed(typed)) => expansions
                .get(usize::from(typed))
                .is_some_and(|found| holds_as_typed(found)),
            _ => false,
        };
        if typed_exists {
            continue;
        }
        let own = words[word_number]
            .variant
            .and_then(|variant| expansions.get(variant.word()));
        let synonym = synonym_part(&words[word_number]);
        for expansion in word_expansions {
            let term = term_match(words, word_number, expansion);
            terms.push(term);
            let counted = usize::from(term.word);
            let frequency = expansion.document_frequency as f32;
            let inverse = inverse_frequency(total_records, frequency);
            // A variant's term the word found itself (وحده, a typo of لوحده) adds no relevance
            // twice.
            let repeated =
                own.is_some_and(|own| own.iter().any(|found| found.ordinal == expansion.ordinal));
            let closeness = if repeated {
                0.0
            } else if synonym.is_some() {
                // Another phrase of a synonym group counts below the reader's own words.
                SYNONYM_CLOSENESS
            } else if term.exactness == EXACT {
                1.0
            } else {
                0.6 / (1.0 + f32::from(term.typos))
            };
            index.for_each_posting(expansion.ordinal, |posting| {
                let length = body_length(index, posting.record);
                let saturation =
                    2.2 / (1.0 + 1.2 * (0.25 + 0.75 * length / index.average_body_terms));
                let gain = inverse * closeness * field_weight(posting.field_rank) * saturation;
                if let Some((phrase, part)) = synonym {
                    let key = (phrase, posting.record);
                    let at = match phrase_hits.iter().rposition(|(found, _)| *found == key) {
                        Some(at) => at,
                        None => {
                            phrase_hits.push((key, PhraseHit::new()));
                            phrase_hits.len() - 1
                        }
                    };
                    let hit = &mut phrase_hits[at].1;
                    if let Some(rank) = hit.field_ranks.get_mut(part) {
                        hit.parts |= 1 << part;
                        *rank = (*rank).min(posting.field_rank);
                        hit.relevance += gain;
                    }
                    return;
                }
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
                    typos: term.typos,
                    field_rank: posting.field_rank,
                    exactness: term.exactness,
                };
                let last = (counted + usize::from(term.span)).min(MAX_QUERY_WORDS);
                for word in &mut candidate.words[counted..last] {
                    *word = word.best(found);
                }
                candidate.relevance += gain;
            });
        }
    }
    sort_by(&mut phrase_hits, &|left, right| left.0.cmp(&right.0));
    for ((phrase, record), hit) in phrase_hits {
        let Some(Variant::Synonym {
            word, span, parts, ..
        }) = words.iter().find_map(|word| {
            word.variant
                .filter(|_| synonym_part(word).is_some_and(|(found, _)| found == phrase))
        })
        else {
            continue;
        };
        let parts = usize::from(parts).min(MAX_PHRASE_TERMS);
        if u32::from(hit.parts) != (1u32 << parts) - 1 {
            continue;
        }
        let Some(slot) = slot_of_record.get_mut(record as usize) else {
            continue;
        };
        if *slot == u32::MAX {
            *slot = candidates.len() as u32;
            candidates.push(Candidate::new(record));
        }
        let Some(candidate) = candidates.get_mut(*slot as usize) else {
            continue;
        };
        let found = WordMatch {
            typos: 1,
            field_rank: hit.field_ranks[..parts]
                .iter()
                .copied()
                .max()
                .unwrap_or(u8::MAX),
            exactness: WHOLE_WORD,
        };
        let first = usize::from(word);
        let last = (first + usize::from(span)).min(MAX_QUERY_WORDS);
        for matched in candidate.words.get_mut(first..last).into_iter().flatten() {
            *matched = matched.best(found);
        }
        candidate.relevance += hit.relevance;
    }
    sort_by(&mut terms, &|left, right| left.ordinal.cmp(&right.ordinal));
    let (significant, required) = significant_words(index.pages.len(), words, expansions);
    Matches {
        candidates,
        significant,
        required,
        terms,
        weights: word_weights(index.pages.len(), words, expansions),
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
    use crate::analyzer::Script;
    use crate::query::parse_query;

    fn expansion(term: &str, typos: u8, exact: bool, document_frequency: u32) -> Expansion {
        Expansion {
            document_frequency,
            ..Expansion::sample(term, typos, exact)
        }
    }

    #[test]
    fn fewer_typos_beat_a_better_field() {
        let title_typo = WordMatch {
            typos: 1,
            field_rank: 0,
            exactness: WHOLE_WORD,
        };
        let body_exact = WordMatch {
            typos: 0,
            field_rank: 3,
            exactness: EXACT,
        };
        assert_eq!(title_typo.best(body_exact), body_exact);
        assert!(WordMatch {
            typos: 0,
            field_rank: 0,
            exactness: EXACT
        }
        .better_than(body_exact));
        assert!(!WordMatch::NONE.is_match());
        assert_eq!(WordMatch::NONE.best(body_exact), body_exact);
    }

    /// A one-typo expansion; `whole` as the dictionary scan reports it (see `typos.rs`).
    fn typo(term: &str, whole: bool) -> Expansion {
        Expansion {
            whole,
            ..expansion(term, 1, false, 1)
        }
    }

    #[test]
    fn a_whole_word_typo_is_more_exact_than_a_typo_in_a_longer_word() {
        let words = parse_query(&Script::Latin.into(), "stelle spem");
        let substituted = term_match(&words, 0, &typo("stellt", true));
        assert_eq!((substituted.typos, substituted.exactness), (1, WHOLE_WORD));
        let completed = term_match(&words, 0, &expansion("stellen", 0, false, 1));
        assert_eq!((completed.typos, completed.exactness), (0, COMPLETION));
        let whole = term_match(&words, 1, &typo("spam", true));
        let longer = term_match(&words, 1, &typo("spectrum", false));
        assert_eq!((whole.typos, whole.exactness), (1, WHOLE_WORD));
        assert_eq!((longer.typos, longer.exactness), (1, COMPLETION));
        let exact = term_match(&words, 1, &expansion("spem", 0, true, 1));
        assert_eq!((exact.typos, exact.exactness), (0, EXACT));
    }

    #[test]
    fn an_arabic_word_without_its_proclitic_counts_for_it_without_a_typo() {
        let words = parse_query(&Script::Arabic.into(), "عنوان لوحدة");
        let detached = words
            .iter()
            .position(|word| word.term == "وحده")
            .expect("the word is also looked up without its proclitic");
        let found = term_match(&words, detached, &expansion("وحده", 0, true, 3));
        assert_eq!(usize::from(found.word), 1);
        assert_eq!((found.typos, found.exactness), (0, WHOLE_WORD));
    }

    #[test]
    fn a_reversed_han_bigram_counts_for_the_word_it_corrects_with_one_typo() {
        let words = parse_query(&Script::Chinese.into(), "控制应响时间");
        let variant = words
            .iter()
            .position(|word| word.term == "响应")
            .expect("the reversed bigram is looked up");
        let found = term_match(&words, variant, &expansion("响应", 0, true, 3));
        let corrected = words.iter().position(|word| word.term == "应响");
        assert_eq!(Some(usize::from(found.word)), corrected);
        assert_eq!(found.typos, 1);
        assert_ne!(found.exactness, EXACT);
    }
}
