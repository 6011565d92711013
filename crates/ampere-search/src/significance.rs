//! Which query words count in the words-matched bucket: the rare ones, and in a question only
//! the rarer half of them; bigrams that exist only because of a typed transposition do not.

use crate::analyzer::is_han;
use crate::expansion::Expansion;
use crate::matching::holds_as_typed;
use crate::query::{is_question, QueryWord, Variant, MAX_QUERY_WORDS};
use crate::sorting::sort_by;

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
        let swapped = expansions
            .get(corrected)
            .is_some_and(|found| !holds_as_typed(found))
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

/// On how many records typed word `word` is found: its own term's count (the word itself
/// first), or, when only a variant of it is in the index (a corrected bigram), the variant's.
/// `None` when it is found nowhere.
pub fn word_frequency(
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
    word: usize,
) -> Option<u32> {
    let own = expansions.get(word).and_then(|found| {
        found
            .iter()
            .find(|expansion| expansion.exact)
            .or(found.first())
    });
    let through_variant = || {
        words
            .iter()
            .zip(expansions)
            .filter(|(other, _)| other.variant.is_some_and(|variant| variant.word() == word))
            .find_map(|(_, found)| found.first())
    };
    own.or_else(through_variant)
        .map(|expansion| expansion.document_frequency)
}

/// Which query words are rare enough to count in the ranking buckets, and how many of them a
/// record must match (see `Matches`).
pub fn significant_words(
    page_count: usize,
    words: &[QueryWord],
    expansions: &[Vec<Expansion>],
) -> (u16, u8) {
    let half = page_count / 2;
    let question = is_question(words);
    let artifacts = transposition_artifacts(words, expansions);
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut present = 0u16;
    for word in 0..expansions.len().min(MAX_QUERY_WORDS) {
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
        let frequency = word_frequency(words, expansions, word).map_or(0, |found| found as usize);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyzer::Script;
    use crate::query::parse_query;

    /// The expansions of each word: its own term when listed in `found` with a frequency.
    fn exact_expansions(words: &[QueryWord], found: &[(&str, u32)]) -> Vec<Vec<Expansion>> {
        words
            .iter()
            .map(|word| {
                found
                    .iter()
                    .filter(|(term, _)| *term == word.term)
                    .map(|&(term, frequency)| Expansion {
                        document_frequency: frequency,
                        ..Expansion::sample(term, 0, true)
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn bigrams_straddling_a_transposition_do_not_count() {
        // 控制响应时间 typed as 控制应响时间: 应响 is not in the index, its reverse is; 制应 and
        // 响时 only exist because of the swap, even when some page happens to hold 响时.
        let words = parse_query(&Script::Chinese.into(), "控制应响时间");
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
        let words = parse_query(&Script::Chinese.into(), "控制响应时间");
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
            &Script::Latin.into(),
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
        let words = parse_query(&Script::Latin.into(), "fixed address");
        let expansions = exact_expansions(&words, &[("fixed", 8), ("address", 9)]);
        assert_eq!(significant_words(267, &words, &expansions), (0b11, u8::MAX));
    }
}
