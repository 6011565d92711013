//! Ranks pages and their sections by ordered buckets: words matched, typos, attribute,
//! proximity, exactness; the BM25F-style relevance only breaks ties.

use core::cmp::{Ordering, Reverse};

use crate::analyzer::tokenize;
use crate::index::Index;
use crate::matching::{Candidate, Matches, WordMatch};
use crate::query::{QueryWord, MAX_QUERY_WORDS};
use crate::sorting::sort_by;
use crate::terms::TermTable;

/// Cost of two consecutive query words that are far apart or in different places.
const FAR: u16 = 7;
/// Pages whose sections are re-read for proximity and exactness at most.
const MAX_PROXIMITY_PAGES: usize = 64;
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
    pub relevance: f32,
    pub key: RankKey,
    pub sections: Vec<RankedSection>,
}

fn first_key(words: &[WordMatch]) -> RankKey {
    let mut key = RankKey::default();
    let mut matched = 0u8;
    for word in words.iter().filter(|word| word.is_match()) {
        matched += 1;
        key.typos += u16::from(word.typos);
        key.attribute += u16::from(word.field_rank);
    }
    key.matched = Reverse(matched);
    key
}

fn compare(
    left_key: &RankKey,
    left_relevance: f32,
    right_key: &RankKey,
    right_relevance: f32,
) -> Ordering {
    left_key
        .cmp(right_key)
        .then(right_relevance.total_cmp(&left_relevance))
}

/// Groups matches by page and orders pages and sections; `limit` bounds the costly buckets.
pub fn rank(
    index: &Index,
    words: &[QueryWord],
    matches: Matches,
    terms: &TermTable,
    limit: usize,
) -> Vec<RankedPage> {
    let page_count = index.pages.len() as u32;
    let word_count = words.len().min(MAX_QUERY_WORDS);
    let mut slot_of_page: Vec<u32> = vec![u32::MAX; index.pages.len()];
    let mut pages: Vec<RankedPage> = Vec::new();
    let mut page_level: Vec<Option<Candidate>> = Vec::new();
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
                relevance: 0.0,
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
    sort_by(&mut pages, &|left, right| {
        compare(&left.key, left.relevance, &right.key, right.relevance)
    });
    if word_count >= 2 || words.iter().any(|word| word.accented) {
        let boundary = pages.get(limit.saturating_sub(1)).map(|page| page.key);
        for page in pages.iter_mut().take(MAX_PROXIMITY_PAGES) {
            if boundary.is_some_and(|boundary| page.key > boundary) {
                break;
            }
            measure_page(index, words, terms, page);
        }
        let untouched = FAR * (word_count.saturating_sub(1) as u16);
        for page in pages.iter_mut().skip(MAX_PROXIMITY_PAGES) {
            page.key.proximity = untouched;
        }
    }
    for page in pages.iter_mut().take(MAX_PROXIMITY_PAGES) {
        if title_equals_query(index, words, page.page) {
            page.key.exactness = Reverse(page.key.exactness.0 + TITLE_EQUALS_QUERY);
        }
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
    sort_by(&mut pages, &|left, right| {
        compare(&left.key, left.relevance, &right.key, right.relevance)
            .then(left.page.cmp(&right.page))
    });
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
        for (mine, from_page) in section.words.iter_mut().zip(page_words.iter()) {
            *mine = mine.best(*from_page);
        }
        for (all, mine) in words.iter_mut().zip(section.words.iter()) {
            *all = all.best(*mine);
        }
        section.relevance += page_relevance;
        section.key = with_exactness(
            first_key(&section.words[..word_count]),
            &section.words[..word_count],
        );
        best_section_relevance = best_section_relevance.max(section.relevance);
    }
    page.words = words;
    page.relevance = best_section_relevance;
    page.key = with_exactness(first_key(&words[..word_count]), &words[..word_count]);
}

fn with_exactness(mut key: RankKey, words: &[WordMatch]) -> RankKey {
    let exact = words
        .iter()
        .filter(|word| word.is_match() && word.exact)
        .count() as u16;
    key.exactness = Reverse(exact * 2);
    key
}

/// Whether the page title's terms are exactly the query's terms, in order.
fn title_equals_query(index: &Index, words: &[QueryWord], page: u32) -> bool {
    let Some(record) = index.pages.get(page as usize) else {
        return false;
    };
    let mut position = 0usize;
    let mut equal = true;
    tokenize(index.script, &record.title, |token| {
        equal &= words
            .get(position)
            .is_some_and(|word| word.term == token.term);
        position += 1;
    });
    equal && position == words.len()
}

/// Re-reads the page's candidate sections to measure proximity and the exact-accent bonus.
fn measure_page(index: &Index, words: &[QueryWord], terms: &TermTable, page: &mut RankedPage) {
    let Some(record) = index.pages.get(page.page as usize) else {
        return;
    };
    let word_count = words.len().min(MAX_QUERY_WORDS);
    let matched: Vec<usize> = (0..word_count)
        .filter(|&word| page.words[word].is_match())
        .collect();
    let mut best_proximity = u16::MAX;
    let mut best_accents = 0u16;
    for section in page.sections.iter_mut() {
        let Some(section_record) = index.sections.get(section.section as usize) else {
            continue;
        };
        let mut positions: Vec<Vec<u32>> = vec![Vec::new(); word_count];
        let mut accents = 0u16;
        let mut offset = 0u32;
        for text in [
            record.title.as_str(),
            section_record.heading.as_str(),
            section_record.text.as_str(),
        ] {
            let count = tokenize(index.script, text, |token| {
                let mask = terms.words_of(token.term);
                if mask == 0 {
                    return;
                }
                for (word, query_word) in words.iter().enumerate().take(word_count) {
                    if mask & (1 << word) == 0 {
                        continue;
                    }
                    if positions[word].len() < MAX_POSITIONS {
                        positions[word].push(offset + token.position);
                    }
                    if query_word.accented && token.original == query_word.original {
                        accents |= 1 << word;
                    }
                }
            });
            offset += count + 8;
        }
        let proximity = proximity(&matched, &positions);
        let accent_count = accents.count_ones() as u16;
        section.key.proximity = proximity;
        section.key.exactness = Reverse(section.key.exactness.0 + accent_count);
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
