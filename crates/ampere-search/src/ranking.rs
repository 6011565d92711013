//! Ranks pages and their sections. A query of several words orders pages by their evidence
//! (BM25F-style relevance times words held, proximity, title); a one-word query, ties and the
//! sections of a page go by ordered buckets: words matched, typos, attribute, proximity,
//! exactness.

use core::cmp::Reverse;

use crate::analyzer::{to_lower, tokenize, MAX_TERM_CHARACTERS};
use crate::format::{RANK_BODY, RANK_HEADING, RANK_TITLE};
use crate::index::Index;
use crate::matching::{Candidate, Matches, TermMatch, WordMatch};
use crate::page_text::{PageText, TokenizedText};
use crate::query::{QueryWord, MAX_QUERY_WORDS};
use crate::sorting::sort_by;
use crate::terms::TermTable;

/// Cost of two consecutive query words that are far apart or in different places.
const FAR: u16 = 7;
/// Queries with at least this many significant words rank pages by evidence (`evidence`)
/// before the buckets; a one-word query keeps the buckets alone (title, then prefix, typos).
const EVIDENCE_FROM_WORDS: u32 = 2;
/// What a word found only as a typo, another form or a synonym counts for in the evidence,
/// against its full weight for the word as typed.
const CORRECTED_WORD: f32 = 0.5;
/// Evidence lost per unit of proximity cost (words apart or in different sections).
const PROXIMITY_FACTOR: f32 = 0.03;
/// Evidence multiplier of a page whose whole title is the query, word for word.
const TITLE_EQUALS_FACTOR: f32 = 2.0;
/// The same, when some title words are forms or typos of the query's.
const TITLE_VARIANT_FACTOR: f32 = 1.3;
/// Pages whose sections are re-read for the title-equals-query bonus at most.
const MAX_PROXIMITY_PAGES: usize = 64;
/// Pages whose text is read for proximity and exactness: the first this many by what the
/// postings tell, whatever the number of results asked for, so that the top results never
/// depend on it (the search dialog asks for 20).
pub const PAGES_MEASURED: usize = 20;
/// Exactness bonus of a page whose whole title is the query.
const TITLE_EQUALS_QUERY: u16 = 16;
/// Positions remembered per word and section.
const MAX_POSITIONS: usize = 32;

/// The bucket key; smaller is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct RankKey {
    pub matched: Reverse<u8>,
    pub typos: u16,
    pub attribute: u16,
    pub proximity: u16,
    pub exactness: Reverse<u16>,
}

/// A section of a ranked page, with its page's title and dir matches merged in.
#[derive(Debug, Clone)]
pub struct RankedSection {
    pub section: u32,
    pub words: [WordMatch; MAX_QUERY_WORDS],
    /// The section itself (heading or body) matched, not only its page.
    pub own: bool,
    pub relevance: f32,
    pub key: RankKey,
}

/// A page with its candidate sections, best first after `rank`.
#[derive(Debug, Clone)]
pub struct RankedPage {
    pub page: u32,
    pub words: [WordMatch; MAX_QUERY_WORDS],
    /// Matches in the page's title and dir, which hold for every section of the page.
    pub shared: [WordMatch; MAX_QUERY_WORDS],
    /// The query words that count in the buckets (`Matches::significant`).
    pub significant: u16,
    /// Significant words that fill the words-matched bucket (`Matches::required`).
    pub required: u8,
    pub relevance: f32,
    /// How much the page's title being the query adds to its evidence (1 when it is not).
    pub title_factor: f32,
    /// `evidence`, as of the last sort.
    pub evidence: f32,
    /// `Matches::weights`.
    pub weights: [f32; MAX_QUERY_WORDS],
    pub key: RankKey,
    pub sections: Vec<RankedSection>,
}

impl RankedPage {
    /// Whether the page matches every significant word the query requires (`first_key` counts
    /// at most `required` of them).
    pub fn is_complete(&self) -> bool {
        let wanted = self.significant.count_ones().min(u32::from(self.required));
        u32::from(self.key.matched.0) >= wanted
    }
}

/// The first buckets of a key, counting only the `significant` words (a bit mask), and of
/// those the best `required` matched at most (`Matches::required` is one less than the words
/// that can match, so at most the worst matched one is left out).
fn first_key(words: &[WordMatch], significant: u16, required: u8) -> RankKey {
    let mut key = RankKey::default();
    let mut matched = 0u8;
    let mut worst = WordMatch::NONE;
    let counted = words
        .iter()
        .enumerate()
        .filter(|(number, word)| significant & (1 << number) != 0 && word.is_match());
    for (_, word) in counted {
        matched += 1;
        key.typos += u16::from(word.typos);
        key.attribute += u16::from(word.field_rank);
        if !worst.is_match() || worst.better_than(*word) {
            worst = *word;
        }
    }
    if matched > required {
        matched -= 1;
        key.typos -= u16::from(worst.typos);
        key.attribute -= u16::from(worst.field_rank);
    }
    key.matched = Reverse(matched);
    key
}

/// How strongly the page answers a query of several words, as a whole: its BM25F-style
/// relevance times the share of the query's weight it holds (each word weighing its inverse page
/// frequency, a typo, form or synonym half), lessened by how far apart the words stand and
/// raised when the title is the query. A page that holds the rare words in its title can pass a
/// long overview that mentions every word once, which the words-matched bucket never allowed,
/// and a page without the query's rarest word (a product name) is not carried by common ones.
/// Measured in ARCHITECTURE.md ("Search").
fn evidence(page: &RankedPage) -> f32 {
    let mut matched = 0.0f32;
    let mut total = 0.0f32;
    for (word, weight) in page.words.iter().zip(page.weights) {
        total += weight;
        if word.is_match() {
            matched += weight * if word.typos == 0 { 1.0 } else { CORRECTED_WORD };
        }
    }
    let coverage = if total > 0.0 { matched / total } else { 0.0 };
    let proximity = 1.0 / (1.0 + PROXIMITY_FACTOR * f32::from(page.key.proximity));
    page.relevance * coverage * proximity * page.title_factor
}

/// Best first: by evidence for a query of several words, by buckets, then relevance, then page
/// number (so equal pages keep one order).
fn sort_pages(pages: &mut Vec<RankedPage>) {
    for page in pages.iter_mut() {
        page.evidence = evidence(page);
    }
    sort_by(pages, &|left, right| {
        let long = left.significant.count_ones() >= EVIDENCE_FROM_WORDS;
        (if long {
            right.evidence.total_cmp(&left.evidence)
        } else {
            core::cmp::Ordering::Equal
        })
        .then(left.key.cmp(&right.key))
        .then(right.relevance.total_cmp(&left.relevance))
        .then(left.page.cmp(&right.page))
    });
}

/// Groups matches by page and orders pages and sections; the costly buckets are measured on the
/// first `PAGES_MEASURED` pages.
/// Proximity, the exact-accent bonus and body matches of sections are measured on the pages
/// whose text fragment is loaded, among those `pages_to_measure` names.
pub fn rank(
    index: &Index,
    words: &[QueryWord],
    mut matches: Matches,
    terms: &TermTable,
) -> Vec<RankedPage> {
    let word_count = words.len().min(MAX_QUERY_WORDS);
    let query_terms = QueryTerms::new(core::mem::take(&mut matches.terms));
    let mut pages = group_by_page(index, matches, word_count);
    let untouched = FAR * (typed_terms(words).saturating_sub(1) as u16);
    let measured = pages_to_measure(&pages);
    for page in pages.iter_mut() {
        if measured.contains(&page.page) && index.has_fragment(page.page as usize) {
            measure_page(index, words, &query_terms, page);
        } else {
            page.key.proximity = untouched;
        }
    }
    for page in pages.iter_mut().take(MAX_PROXIMITY_PAGES) {
        let (bonus, factor) = match title_matches_query(index, words, terms, page.page) {
            Some(true) => (TITLE_EQUALS_QUERY, TITLE_EQUALS_FACTOR),
            Some(false) => (TITLE_EQUALS_QUERY / 2, TITLE_VARIANT_FACTOR),
            None => (0, 1.0),
        };
        page.title_factor = factor;
        page.key.exactness = Reverse(page.key.exactness.0 + bonus);
    }
    for page in pages.iter_mut() {
        // On equal buckets the top of the page is the better landing than one of its sections.
        let top = index
            .pages
            .get(page.page as usize)
            .map_or(u32::MAX, |record| record.first_section);
        sort_by(&mut page.sections, &|left, right| {
            left.key
                .cmp(&right.key)
                .then((right.section == top).cmp(&(left.section == top)))
                .then(right.relevance.total_cmp(&left.relevance))
        });
    }
    sort_pages(&mut pages);
    pages
}

/// The pages, in the order known before their text is read, whose text a query reads: the
/// first `PAGES_MEASURED`. The same pages whatever else is loaded and however many results are
/// asked for, so a query's results never depend on what was searched before or on the limit.
pub fn pages_to_measure(pages: &[RankedPage]) -> Vec<u32> {
    pages
        .iter()
        .take(PAGES_MEASURED)
        .map(|page| page.page)
        .collect()
}

/// Pages with their heading-matched sections, sorted by what the postings alone tell.
pub fn group_by_page(index: &Index, matches: Matches, word_count: usize) -> Vec<RankedPage> {
    let page_count = index.pages.len() as u32;
    let mut slot_of_page: Vec<u32> = vec![u32::MAX; index.pages.len()];
    let mut pages: Vec<RankedPage> = Vec::new();
    let mut page_level: Vec<Option<Candidate>> = Vec::new();
    let significant = matches.significant;
    let required = matches.required;
    let weights = matches.weights;
    for candidate in matches.candidates {
        let (page, section) = if candidate.record < page_count {
            (candidate.record, None)
        } else {
            let section = candidate.record - page_count;
            match index.sections.get(section as usize) {
                Some(record) => (record.page, Some(section)),
                None => continue,
            }
        };
        let Some(slot) = slot_of_page.get_mut(page as usize) else {
            continue;
        };
        if *slot == u32::MAX {
            *slot = pages.len() as u32;
            pages.push(RankedPage {
                page,
                words: [WordMatch::NONE; MAX_QUERY_WORDS],
                shared: [WordMatch::NONE; MAX_QUERY_WORDS],
                significant,
                required,
                relevance: 0.0,
                title_factor: 1.0,
                evidence: 0.0,
                weights,
                key: RankKey::default(),
                sections: Vec::new(),
            });
            page_level.push(None);
        }
        let slot = *slot as usize;
        match section {
            None => page_level[slot] = Some(candidate),
            Some(section) => pages[slot].sections.push(RankedSection {
                section,
                words: candidate.words,
                own: true,
                relevance: candidate.relevance,
                key: RankKey::default(),
            }),
        }
    }
    for (page, page_candidate) in pages.iter_mut().zip(page_level) {
        complete_page(index, page, page_candidate.as_ref(), word_count);
    }
    sort_pages(&mut pages);
    pages
}

fn complete_page(
    index: &Index,
    page: &mut RankedPage,
    page_candidate: Option<&Candidate>,
    word_count: usize,
) {
    let page_words = page_candidate.map_or([WordMatch::NONE; MAX_QUERY_WORDS], |candidate| {
        candidate.words
    });
    let page_relevance = page_candidate.map_or(0.0, |candidate| candidate.relevance);
    let mut shared = page_words;
    for word in shared.iter_mut() {
        if word.field_rank == RANK_BODY {
            *word = WordMatch::NONE;
        }
    }
    page.shared = shared;
    if let Some(record) = index.pages.get(page.page as usize) {
        let top = record.first_section;
        if !page.sections.iter().any(|section| section.section == top) {
            page.sections.push(RankedSection {
                section: top,
                words: [WordMatch::NONE; MAX_QUERY_WORDS],
                own: false,
                relevance: 0.0,
                key: RankKey::default(),
            });
        }
    }
    let mut words = page_words;
    let mut best_section_relevance = 0.0f32;
    for section in page.sections.iter_mut() {
        merge_words(&mut section.words, &shared);
        merge_words(&mut words, &section.words);
        section.key = with_exactness(
            first_key(
                &section.words[..word_count],
                page.significant,
                page.required,
            ),
            &section.words[..word_count],
        );
        best_section_relevance = best_section_relevance.max(section.relevance);
    }
    page.words = words;
    page.relevance = page_relevance + best_section_relevance;
    page.key = with_exactness(
        first_key(&words[..word_count], page.significant, page.required),
        &words[..word_count],
    );
}

fn merge_words(into: &mut [WordMatch; MAX_QUERY_WORDS], from: &[WordMatch; MAX_QUERY_WORDS]) {
    for (mine, other) in into.iter_mut().zip(from.iter()) {
        *mine = mine.best(*other);
    }
}

/// Exactness from the matched words: 2 for the word itself, 1 for the whole word with a typo
/// (spam for spem), nothing for a longer term (spectrum for spem).
fn with_exactness(mut key: RankKey, words: &[WordMatch]) -> RankKey {
    let exactness: u16 = words
        .iter()
        .filter(|word| word.is_match())
        .map(|word| u16::from(word.exactness))
        .sum();
    key.exactness = Reverse(exactness);
    key
}

/// The query's own words: the variants come after them.
fn typed_terms(words: &[QueryWord]) -> usize {
    words
        .iter()
        .position(|word| word.variant.is_some())
        .unwrap_or(words.len())
}

/// Whether the page title's terms are the query's words, in order: `Some(true)` when every one
/// is the word itself, `Some(false)` when some are typo or prefix variants of it.
fn title_matches_query(
    index: &Index,
    words: &[QueryWord],
    terms: &TermTable,
    page: u32,
) -> Option<bool> {
    let record = index.pages.get(page as usize)?;
    let mut position = 0usize;
    let mut matches = true;
    let mut exact = true;
    let words = &words[..typed_terms(words)];
    tokenize(&index.analyzer, &record.title, |token| {
        match words.get(position) {
            Some(word) if word.term == token.term => {}
            Some(_) if terms.meaning(token.term).words & (1 << position.min(15)) != 0 => {
                exact = false;
            }
            _ => matches = false,
        }
        position += 1;
    });
    (matches && position == words.len()).then_some(exact)
}

/// What reading one section's title, heading and text found.
struct SectionReading {
    own: [WordMatch; MAX_QUERY_WORDS],
    positions: Vec<Vec<u32>>,
    accents: u16,
    body_hits: u32,
}

/// Whether `slice` of the text, lower-cased, is `original` (a query word as typed).
fn lower_equals(slice: &str, original: &str) -> bool {
    slice
        .chars()
        .take(MAX_TERM_CHARACTERS)
        .map(to_lower)
        .eq(original.chars())
}

/// The expanded terms of a query (`Matches::terms`), to find its words in page text.
struct QueryTerms {
    /// Sorted by ordinal.
    terms: Vec<TermMatch>,
    /// A bit per ordinal modulo 256: most tokens of a text are no query term and are turned
    /// away by it at once.
    filter: [u64; 4],
}

impl QueryTerms {
    fn new(terms: Vec<TermMatch>) -> QueryTerms {
        let mut filter = [0u64; 4];
        for term in &terms {
            filter[(term.ordinal as usize >> 6) & 3] |= 1 << (term.ordinal & 63);
        }
        QueryTerms { terms, filter }
    }

    /// The entries for dictionary term `ordinal`.
    fn of(&self, ordinal: u32) -> &[TermMatch] {
        if self.filter[(ordinal as usize >> 6) & 3] & (1 << (ordinal & 63)) == 0 {
            return &[];
        }
        let start = self.terms.partition_point(|term| term.ordinal < ordinal);
        let rest = self.terms.get(start..).unwrap_or(&[]);
        let count = rest
            .iter()
            .take_while(|term| term.ordinal == ordinal)
            .count();
        &rest[..count]
    }
}

/// Calls `each` with the query terms, position and exact-accent mask of every token of
/// `tokenized` that stands for query words, found by dictionary ordinal; returns the number of
/// tokens.
fn visit_query_terms(
    words: &[QueryWord],
    terms: &QueryTerms,
    tokenized: &TokenizedText,
    mut each: impl FnMut(&[TermMatch], u32, u16),
) -> u32 {
    for token in &tokenized.tokens {
        let found = terms.of(token.ordinal);
        if found.is_empty() {
            continue;
        }
        let mut accents = 0u16;
        let slice = tokenized
            .text
            .get(token.start as usize..token.end as usize)
            .unwrap_or("");
        for term in found {
            let word = usize::from(term.word);
            let Some(query_word) = words.get(word) else {
                continue;
            };
            if query_word.accented && lower_equals(slice, &query_word.original) {
                accents |= 1 << word;
            }
        }
        each(found, token.position, accents);
    }
    tokenized.tokens.len() as u32
}

fn read_section(
    words: &[QueryWord],
    terms: &QueryTerms,
    page_text: &PageText,
    section_in_page: usize,
) -> SectionReading {
    let word_count = words.len().min(MAX_QUERY_WORDS);
    let mut reading = SectionReading {
        own: [WordMatch::NONE; MAX_QUERY_WORDS],
        positions: vec![Vec::new(); word_count],
        accents: 0,
        body_hits: 0,
    };
    let Some((heading, text)) = page_text.sections.get(section_in_page) else {
        return reading;
    };
    let mut offset = 0u32;
    for (field_rank, part) in [
        (RANK_TITLE, &page_text.title),
        (RANK_HEADING, heading),
        (RANK_BODY, text),
    ] {
        let count = visit_query_terms(words, terms, part, |found, position, accents| {
            if field_rank == RANK_BODY {
                reading.body_hits += 1;
            }
            reading.accents |= accents;
            for term in found {
                let word = usize::from(term.word);
                let Some(positions) = reading.positions.get_mut(word) else {
                    continue;
                };
                if positions.last() != Some(&(offset + position)) && positions.len() < MAX_POSITIONS
                {
                    positions.push(offset + position);
                }
                if field_rank != RANK_TITLE {
                    reading.own[word] = reading.own[word].best(WordMatch {
                        typos: term.typos,
                        field_rank,
                        exactness: term.exactness,
                    });
                }
            }
        });
        offset += count + 8;
    }
    reading
}

/// Reads every section of a page whose fragment is loaded: which query words each holds in
/// its heading or text, how close they are, and whether accents were typed as written.
fn measure_page(index: &Index, words: &[QueryWord], terms: &QueryTerms, page: &mut RankedPage) {
    let (Some(record), Some(page_text)) = (
        index.pages.get(page.page as usize),
        index.page_text(page.page),
    ) else {
        return;
    };
    let word_count = words.len().min(MAX_QUERY_WORDS);
    let matched: Vec<usize> = (0..word_count)
        .filter(|&word| page.words[word].is_match())
        .collect();
    let mut best_proximity = u16::MAX;
    let mut best_accents = 0u16;
    let sections = record.first_section..record.first_section + record.section_count;
    for (section_in_page, section) in sections.enumerate() {
        let reading = read_section(words, terms, page_text, section_in_page);
        let own = reading.own.iter().any(|word| word.is_match());
        let slot = match page
            .sections
            .iter()
            .position(|ranked| ranked.section == section)
        {
            Some(slot) => slot,
            None if own => {
                page.sections.push(RankedSection {
                    section,
                    words: page.shared,
                    own: false,
                    relevance: 0.0,
                    key: RankKey::default(),
                });
                page.sections.len() - 1
            }
            None => continue,
        };
        let ranked = &mut page.sections[slot];
        merge_words(&mut ranked.words, &reading.own);
        ranked.own |= own;
        let hits = reading.body_hits as f32;
        ranked.relevance += 0.5 * hits / (hits + 1.2);
        let proximity = if word_count >= 2 {
            proximity(&matched, &reading.positions)
        } else {
            0
        };
        let accent_count = reading.accents.count_ones() as u16;
        let mut key = with_exactness(
            first_key(&ranked.words[..word_count], page.significant, page.required),
            &ranked.words[..word_count],
        );
        key.proximity = proximity;
        key.exactness = Reverse(key.exactness.0 + accent_count);
        ranked.key = key;
        best_proximity = best_proximity.min(proximity);
        best_accents = best_accents.max(accent_count);
    }
    page.key.proximity = if best_proximity == u16::MAX {
        0
    } else {
        best_proximity
    };
    page.key.exactness = Reverse(page.key.exactness.0 + best_accents);
}

/// Sum over consecutive matched query words of their closest distance (reversed order costs 1).
fn proximity(matched: &[usize], positions: &[Vec<u32>]) -> u16 {
    let mut total = 0u16;
    for pair in matched.windows(2) {
        let (Some(left), Some(right)) = (positions.get(pair[0]), positions.get(pair[1])) else {
            total += FAR;
            continue;
        };
        let mut best = FAR;
        for &first in left {
            for &second in right {
                let cost = if second > first {
                    second - first - 1
                } else {
                    first - second
                };
                best = best.min(cost.min(u32::from(FAR)) as u16);
            }
        }
        total += best;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacent_words_cost_nothing_reversed_cost_one() {
        assert_eq!(proximity(&[0, 1], &[vec![3], vec![4]]), 0);
        assert_eq!(proximity(&[0, 1], &[vec![4], vec![3]]), 1);
        assert_eq!(proximity(&[0, 1], &[vec![0], vec![40]]), FAR);
        assert_eq!(proximity(&[0, 1], &[vec![0], vec![]]), FAR);
    }

    #[test]
    fn a_question_leaves_out_its_worst_matched_significant_word() {
        let word = |typos, field_rank| WordMatch {
            typos,
            field_rank,
            exactness: crate::matching::EXACT,
        };
        // "stelle" only as a typo in the body, "feste" and "Adresse" in headings; the third
        // word is not significant.
        let headings = [word(1, 3), word(0, 1), word(0, 0), word(0, 1)];
        let body = [word(0, 3), word(0, 3), WordMatch::NONE, word(0, 3)];
        let significant = 0b1011;
        assert!(
            first_key(&body, significant, u8::MAX) < first_key(&headings, significant, u8::MAX)
        );
        let required = 2;
        let key = first_key(&headings, significant, required);
        assert_eq!((key.matched, key.typos, key.attribute), (Reverse(2), 0, 2));
        assert!(key < first_key(&body, significant, required));
        // A record that misses one word ties with one that matches all, on the words bucket.
        let missing = [word(0, 1), WordMatch::NONE, WordMatch::NONE, word(0, 1)];
        assert_eq!(
            first_key(&missing, significant, required).matched,
            Reverse(2)
        );
    }

    #[test]
    fn keys_order_buckets_lexicographically() {
        let two_words = RankKey {
            matched: Reverse(2),
            typos: 2,
            ..RankKey::default()
        };
        let one_word = RankKey {
            matched: Reverse(1),
            ..RankKey::default()
        };
        assert!(two_words < one_word);
        let title = RankKey {
            matched: Reverse(1),
            attribute: 0,
            proximity: 5,
            ..RankKey::default()
        };
        let body = RankKey {
            matched: Reverse(1),
            attribute: 3,
            ..RankKey::default()
        };
        assert!(title < body);
    }
}
