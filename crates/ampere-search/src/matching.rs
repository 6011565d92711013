//! Collects, for every record a query touches, how well each query word matched it.

use crate::analyzer::{is_han, MAX_TERM_CHARACTERS};
use crate::expansion::Expansion;
use crate::format::field_weight;
use crate::index::Index;
use crate::query::{is_question, QueryWord, Variant, MAX_QUERY_WORDS};
use crate::sorting::sort_by;

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
}

/// A question needs at least this many significant words found in the index before one of
/// them may be missing.
const QUESTION_TOLERANCE_FROM: usize = 3;

/// The words whose own bigram is not in the index only because of a transposition next to
/// them. Swapping two characters of a Han run changes three bigrams: the pair itself, whose
/// reverse its `Variant::Transposed` finds, and the two bigrams that straddle the pair (制应
/// and 响时 in 控制应响时间 for 控制响应时间). Those two belong to no word of the text; they are
/// left out of the buckets, or a page with the corrected run would lose to any page that
/// happens to hold them.
fn transposition_artifacts(words: &[QueryWord], expansions: &[Vec<Expansion>]) -> u16 {
    let mut artifacts = 0u16;
    for (variant, word) in words.iter().enumerate().take(MAX_QUERY_WORDS) {
        let Some(Variant::Transposed(corrected)) = word.variant else {
            continue;
        };
        let corrected = usize::from(corrected);
        let swapped = expansions.get(corrected).is_some_and(Vec::is_empty)
            && expansions
                .get(variant)
                .is_some_and(|found| !found.is_empty());
        if !swapped {
            continue;
        }
        for neighbour in [corrected.wrapping_sub(1), corrected + 1] {
            let Some(other) = words.get(neighbour) else {
                continue;
            };
            // The run of a transposed bigram is a Han run of two characters or more: all
            // its words are bigrams.
            if other.variant.is_none() && other.run == word.run {
                artifacts |= 1 << neighbour;
            }
        }
    }
    artifacts
}

/// Which query words are rare enough to count in the ranking buckets, and how many of them a
/// record must match (see `Matches`).
fn significant_words(
    page_count: usize,
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
) -> (u16, u8) {
    let half = page_count / 2;
    let question = is_question(words);
    let artifacts = transposition_artifacts(words, expansions);
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut present = 0u16;
    for (word, word_expansions) in expansions.iter().enumerate().take(MAX_QUERY_WORDS) {
        let Some(query_word) = words.get(word) else {
            continue;
        };
        if query_word.variant.is_some() || artifacts & (1 << word) != 0 {
            continue;
        }
        present |= 1 << word;
        let short = query_word.term.chars().count() <= 2 && !query_word.term.chars().any(is_han);
        if question && short {
            continue;
        }
        // A word found only through a variant (a corrected bigram) is as frequent as it.
        let variant_expansions = words
            .iter()
            .zip(expansions)
            .find(|(other, found)| {
                other.variant.is_some_and(|variant| variant.word() == word) && !found.is_empty()
            })
            .map(|(_, found)| found);
        let own = word_expansions
            .iter()
            .find(|expansion| expansion.exact)
            .or(word_expansions.first());
        let frequency = own
            .or(variant_expansions.and_then(|found| found.first()))
            .map_or(0, |expansion| expansion.document_frequency as usize);
        if frequency <= half {
            candidates.push((word, frequency));
        }
    }
    let mut required = u8::MAX;
    // In a question, the rarer half of the words found decide ("feste", "Adresse"), whatever
    // language the rest of the site is in; and one of them may be missing: a question's rare
    // words include verb forms and pronouns ("stelle", "أضبط") the pages word differently
    // ("einstellen", "ضبط"), so the page that matches all the others best is the answer.
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
        let kept = candidates
            .iter()
            .filter(|&&(_, frequency)| frequency > 0)
            .count();
        if kept >= QUESTION_TOLERANCE_FROM {
            required = (kept - 1) as u8;
        }
    }
    let rare = candidates
        .iter()
        .fold(0u16, |mask, &(word, _)| mask | (1 << word));
    if rare == 0 {
        (present, u8::MAX)
    } else {
        (rare, required)
    }
}

/// Whether `term`, as a whole, is within `budget` edits of `word` (insertions, deletions,
/// substitutions, transpositions of neighbours). Terms are at most `MAX_TERM_CHARACTERS`
/// long: the table is three rolling rows on the stack, as this runs for many terms.
fn whole_within(word: &str, term: &str, budget: u8) -> bool {
    const WIDTH: usize = MAX_TERM_CHARACTERS + 1;
    let mut letters = ['\0'; MAX_TERM_CHARACTERS];
    let mut length = 0;
    for (slot, character) in letters.iter_mut().zip(word.chars()) {
        *slot = character;
        length += 1;
    }
    let word = &letters[..length];
    // The rows of the term's character before the previous one, of the previous one, and
    // of this one.
    let mut before = [0u8; WIDTH];
    let mut above = [0u8; WIDTH];
    let mut row = [0u8; WIDTH];
    for (cell, value) in above.iter_mut().enumerate() {
        *value = cell as u8;
    }
    let mut previous = '\0';
    for (depth, character) in term.chars().take(MAX_TERM_CHARACTERS).enumerate() {
        row[0] = depth as u8 + 1;
        for cell in 1..=length {
            let mut value = (above[cell] + 1)
                .min(row[cell - 1] + 1)
                .min(above[cell - 1] + u8::from(word[cell - 1] != character));
            if cell >= 2 && word[cell - 1] == previous && word[cell - 2] == character {
                value = value.min(before[cell - 2] + 1);
            }
            row[cell] = value;
        }
        before = above;
        above = row;
        previous = character;
    }
    above[length] <= budget
}

/// How `expansion` of query word `number` counts: a variant's term counts for the word the
/// variant stands for, never as exact, and a transposed one with one typo more.
fn term_match(words: &[QueryWord], number: usize, expansion: &Expansion) -> TermMatch {
    let word = &words[number];
    // A typo match may be the whole term within budget (spam for spem) or a typo in the
    // start of a longer term (spectrum for spem); only the first is the word itself.
    let mut exactness = if expansion.exact {
        EXACT
    } else if expansion.typos > 0
        && expansion
            .term
            .chars()
            .count()
            .abs_diff(word.term.chars().count())
            <= usize::from(expansion.typos)
        && whole_within(&word.term, &expansion.term, expansion.typos)
    {
        WHOLE_WORD
    } else {
        COMPLETION
    };
    let mut typos = expansion.typos;
    if let Some(variant) = word.variant {
        exactness = exactness.min(WHOLE_WORD);
        if let Variant::Transposed(_) = variant {
            typos = typos.saturating_add(1);
        }
    }
    TermMatch {
        ordinal: u32::try_from(expansion.ordinal).unwrap_or(u32::MAX),
        word: word.variant.map_or(number, Variant::word) as u8,
        typos,
        exactness,
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
    let mut terms: Vec<TermMatch> = Vec::new();
    let total_records = record_count as f32;
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
                .is_some_and(|found| !found.is_empty()),
            _ => false,
        };
        if typed_exists {
            continue;
        }
        let own = words[word_number]
            .variant
            .and_then(|variant| expansions.get(variant.word()));
        for expansion in word_expansions {
            let term = term_match(words, word_number, expansion);
            terms.push(term);
            let counted = usize::from(term.word);
            let frequency = expansion.document_frequency as f32;
            let inverse = (1.0 + (total_records - frequency + 0.5) / (frequency + 0.5)).ln();
            // A variant's term the word found itself (وحده, a typo of لوحده) adds no relevance
            // twice.
            let repeated =
                own.is_some_and(|own| own.iter().any(|found| found.ordinal == expansion.ordinal));
            let closeness = if repeated {
                0.0
            } else if term.exactness == EXACT {
                1.0
            } else {
                0.6 / (1.0 + f32::from(term.typos))
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
                    typos: term.typos,
                    field_rank: posting.field_rank,
                    exactness: term.exactness,
                };
                candidate.words[counted] = candidate.words[counted].best(found);
                let length = body_length(index, posting.record);
                let saturation =
                    2.2 / (1.0 + 1.2 * (0.25 + 0.75 * length / index.average_body_terms));
                candidate.relevance +=
                    inverse * closeness * field_weight(posting.field_rank) * saturation;
            });
        }
    }
    sort_by(&mut terms, &|left, right| left.ordinal.cmp(&right.ordinal));
    let (significant, required) = significant_words(index.pages.len(), words, expansions);
    Matches {
        candidates,
        significant,
        required,
        terms,
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
            term: term.to_string(),
            ordinal: 0,
            typos,
            exact,
            document_frequency,
        }
    }

    /// The expansions of each word: its own term when listed in `found` with a frequency.
    fn exact_expansions(words: &[QueryWord], found: &[(&str, u32)]) -> Vec<Vec<Expansion>> {
        words
            .iter()
            .map(|word| {
                found
                    .iter()
                    .filter(|(term, _)| *term == word.term)
                    .map(|&(term, frequency)| expansion(term, 0, true, frequency))
                    .collect()
            })
            .collect()
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

    #[test]
    fn a_whole_word_typo_is_more_exact_than_a_typo_in_a_longer_word() {
        let words = parse_query(Script::Latin, "stelle spem");
        let substituted = term_match(&words, 0, &expansion("stellt", 1, false, 1));
        assert_eq!((substituted.typos, substituted.exactness), (1, WHOLE_WORD));
        let completed = term_match(&words, 0, &expansion("stellen", 0, false, 1));
        assert_eq!((completed.typos, completed.exactness), (0, COMPLETION));
        let whole = term_match(&words, 1, &expansion("spam", 1, false, 1));
        let longer = term_match(&words, 1, &expansion("spectrum", 1, false, 1));
        assert_eq!((whole.typos, whole.exactness), (1, WHOLE_WORD));
        assert_eq!((longer.typos, longer.exactness), (1, COMPLETION));
        let exact = term_match(&words, 1, &expansion("spem", 0, true, 1));
        assert_eq!((exact.typos, exact.exactness), (0, EXACT));
        // A typo in the start of a term of about the word's length is no whole-word match.
        let words = parse_query(Script::Latin, "abcd");
        let start = term_match(&words, 0, &expansion("abxde", 1, false, 1));
        assert_eq!(start.exactness, COMPLETION);
        let words = parse_query(Script::Devanagari, "स्पेम");
        let whole = term_match(&words, 0, &expansion("स्पैम", 1, false, 1));
        let longer = term_match(&words, 0, &expansion("स्पेक्ट्रम", 1, false, 1));
        assert_eq!(
            (whole.exactness, longer.exactness),
            (WHOLE_WORD, COMPLETION)
        );
    }

    #[test]
    fn an_arabic_word_without_its_proclitic_counts_for_it_without_a_typo() {
        let words = parse_query(Script::Arabic, "عنوان لوحدة");
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
        let words = parse_query(Script::Chinese, "控制应响时间");
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

    #[test]
    fn bigrams_straddling_a_transposition_do_not_count() {
        // 控制响应时间 typed as 控制应响时间: 应响 is not in the index, its reverse is; 制应 and
        // 响时 only exist because of the swap, even when some page happens to hold 响时.
        let words = parse_query(Script::Chinese, "控制应响时间");
        let expansions = exact_expansions(
            &words,
            &[("控制", 52), ("响应", 20), ("响时", 1), ("时间", 18)],
        );
        let (significant, required) = significant_words(267, &words, &expansions);
        let counted: Vec<&str> = (0..words.len())
            .filter(|word| significant & (1 << word) != 0)
            .map(|word| words[word].term.as_str())
            .collect();
        assert_eq!(counted, ["控制", "应响", "时间"]);
        assert_eq!(required, u8::MAX);
        // Without the reverse in the index nothing is dropped.
        let expansions = exact_expansions(&words, &[("控制", 52), ("响时", 1), ("时间", 18)]);
        let (significant, _) = significant_words(267, &words, &expansions);
        assert_eq!(significant, 0b11111);
    }

    #[test]
    fn a_han_run_is_not_a_question_by_its_number_of_bigrams() {
        let words = parse_query(Script::Chinese, "控制响应时间");
        let expansions = exact_expansions(
            &words,
            &[
                ("控制", 52),
                ("制响", 1),
                ("响应", 20),
                ("应时", 2),
                ("时间", 18),
            ],
        );
        let (significant, required) = significant_words(267, &words, &expansions);
        assert_eq!(significant, 0b11111);
        assert_eq!(required, u8::MAX);
    }

    #[test]
    fn a_question_may_miss_one_of_its_rare_words() {
        let words = parse_query(
            Script::Latin,
            "how do I set a fixed address for my unit controller",
        );
        let expansions = exact_expansions(
            &words,
            &[
                ("how", 5),
                ("set", 7),
                ("fixed", 8),
                ("address", 9),
                ("for", 100),
                ("unit", 40),
                ("controller", 50),
            ],
        );
        let (significant, required) = significant_words(267, &words, &expansions);
        let counted: Vec<&str> = (0..words.len())
            .filter(|word| significant & (1 << word) != 0)
            .map(|word| words[word].term.as_str())
            .collect();
        assert_eq!(counted, ["how", "set", "fixed", "address"]);
        assert_eq!(required, 3);
        // Keywords must all match.
        let words = parse_query(Script::Latin, "fixed address");
        let expansions = exact_expansions(&words, &[("fixed", 8), ("address", 9)]);
        assert_eq!(significant_words(267, &words, &expansions), (0b11, u8::MAX));
    }
}
