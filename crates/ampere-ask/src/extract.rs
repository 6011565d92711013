//! The embedded answerer: no model, no download. It quotes the sentences of the retrieved
//! sections that share the most of the question's words, each followed by the number of the
//! source it comes from, and says when the documentation does not cover the question. The
//! theme labels such an answer as quoted from the documentation, not generated.

use std::collections::HashSet;

use ampere_search::analyzer::{tokenize, Analyzer, Script};

use crate::library::Passage;
use crate::stop_words::is_stop_word;

/// Sources cited at most.
pub const MAX_SOURCES: usize = 3;
/// Sentences quoted at most.
const MAX_SENTENCES: usize = 4;
/// Share of the question's words a passage must hold for the question to count as covered.
const COVERAGE_FLOOR: f32 = 0.6;
/// Characters of a quoted sentence at most (longer ones end with an ellipsis).
const MAX_SENTENCE_CHARACTERS: usize = 400;

/// An answer quoted from the passages.
#[derive(Debug, Clone, PartialEq)]
pub struct Quoted {
    /// Sentences, each ending with its source number in brackets: "… [1]".
    pub sentences: Vec<String>,
    /// The cited passages, in the order of their numbers.
    pub sources: Vec<Passage>,
}

/// The quoted answer, or `None` when no passage holds enough of the question's words.
/// `known` tells whether the documentation uses a term at all: a Han bigram it never uses is a
/// seam between two words of the question (是怎 in 是怎么回事), not a subject a passage could cover.
pub fn quote(
    locale: &str,
    question: &str,
    passages: &[Passage],
    known: impl Fn(&str) -> bool,
) -> Option<Quoted> {
    let analyzer = Analyzer::from(Script::for_locale(locale));
    let mut wanted = question_terms(&analyzer, question);
    wanted.retain(|term| !is_han_bigram(term) || known(term));
    if wanted.is_empty() {
        return None;
    }
    let best_coverage = passages
        .iter()
        .map(|passage| {
            coverage(
                &analyzer,
                &wanted,
                &format!("{} {}", passage.heading, passage.text),
            )
        })
        .fold(0.0_f32, f32::max);
    if best_coverage < COVERAGE_FLOOR {
        return None;
    }
    let mut candidates: Vec<(f32, usize, usize, String)> = Vec::new();
    for (passage_number, passage) in passages.iter().enumerate() {
        for (sentence_number, sentence) in sentences(&passage.text).into_iter().enumerate() {
            let score = coverage(&analyzer, &wanted, &sentence)
                - passage_number as f32 * 0.01
                - sentence_number as f32 * 0.002;
            if score > 0.0 {
                candidates.push((score, passage_number, sentence_number, sentence));
            }
        }
    }
    candidates.sort_by(|left, right| right.0.total_cmp(&left.0));
    let mut chosen: Vec<(usize, usize, String)> = Vec::new();
    let mut cited: Vec<usize> = Vec::new();
    for (_, passage_number, sentence_number, sentence) in candidates {
        if chosen.len() >= MAX_SENTENCES {
            break;
        }
        if !cited.contains(&passage_number) {
            if cited.len() >= MAX_SOURCES {
                continue;
            }
            cited.push(passage_number);
        }
        chosen.push((passage_number, sentence_number, sentence));
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_by_key(|(passage_number, sentence_number, _)| {
        let rank = cited.iter().position(|cited| cited == passage_number);
        (rank, *sentence_number)
    });
    let sentences = chosen
        .into_iter()
        .map(|(passage_number, _, sentence)| {
            let number = cited
                .iter()
                .position(|cited| *cited == passage_number)
                .unwrap_or(0)
                + 1;
            format!("{} [{number}]", shorten(&sentence))
        })
        .collect();
    let sources = cited
        .iter()
        .map(|&number| passages[number].clone())
        .collect();
    Some(Quoted { sentences, sources })
}

/// The question without its question words ("why does my battery not charge" → "battery
/// charge"): what the search core is asked, since the page states the subject, not the question.
pub fn subject_query(locale: &str, question: &str) -> String {
    let analyzer = Analyzer::from(Script::for_locale(locale));
    question_terms(&analyzer, question).join(" ")
}

fn is_han_bigram(term: &str) -> bool {
    term.chars().count() == 2 && term.chars().all(ampere_search::analyzer::is_han)
}

/// The question's subject terms, folded as the index folds them.
fn question_terms(analyzer: &Analyzer, question: &str) -> Vec<String> {
    let mut terms: Vec<String> = Vec::new();
    tokenize(analyzer, question, |token| {
        let term = token.term.to_string();
        let short = term.chars().count() < 2 && !term.chars().any(ampere_search::analyzer::is_han);
        if !short && !is_stop_word(analyzer, &term) && !terms.contains(&term) {
            terms.push(term);
        }
    });
    terms
}

/// Share of `wanted` found in `text`; a word counts when a text word shares its first five
/// letters (charging/charge, meters/meter) or equals it.
fn coverage(analyzer: &Analyzer, wanted: &[String], text: &str) -> f32 {
    let mut present: HashSet<String> = HashSet::new();
    tokenize(analyzer, text, |token| {
        present.insert(token.term.to_string());
        present.insert(stem_key(token.term));
    });
    let found = wanted
        .iter()
        .filter(|term| present.contains(term.as_str()) || present.contains(&stem_key(term)))
        .count();
    found as f32 / wanted.len() as f32
}

/// The first five characters of a word of five or more (a crude stem shared across locales),
/// marked so that it never equals a whole word.
fn stem_key(term: &str) -> String {
    let characters: Vec<char> = term.chars().collect();
    if characters.len() < 5 {
        return term.to_string();
    }
    let mut key: String = characters[..5].iter().collect();
    key.push('~');
    key
}

/// The sentences of a text: split after `.`, `!`, `?` (and their CJK, Arabic and Devanagari
/// forms) and at line breaks; blank ones dropped.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut characters = text.chars().peekable();
    while let Some(character) = characters.next() {
        if character == '\n' {
            push_sentence(&mut out, &mut current);
            continue;
        }
        current.push(character);
        let ends = matches!(character, '。' | '！' | '？' | '।' | '؟')
            || (matches!(character, '.' | '!' | '?')
                && characters.peek().is_none_or(|next| next.is_whitespace()));
        if ends {
            push_sentence(&mut out, &mut current);
        }
    }
    push_sentence(&mut out, &mut current);
    out
}

fn push_sentence(out: &mut Vec<String>, current: &mut String) {
    let sentence = current.trim();
    if sentence
        .chars()
        .filter(|character| character.is_alphanumeric())
        .count()
        >= 3
    {
        out.push(sentence.to_string());
    }
    current.clear();
}

fn shorten(sentence: &str) -> String {
    if sentence.chars().count() <= MAX_SENTENCE_CHARACTERS {
        return sentence.to_string();
    }
    let mut short: String = sentence.chars().take(MAX_SENTENCE_CHARACTERS).collect();
    short.push('…');
    short
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn han_bigrams_the_documentation_never_uses_are_not_subjects() {
        let passages = [passage(
            "网络",
            "控制器通过以太网连接路由器。",
            "/ch/network/",
        )];
        let known =
            |term: &str| ["控制", "制器", "路由", "由器", "以太", "太网", "连接"].contains(&term);
        let quoted = quote("ch", "控制器怎么连接路由器？", &passages, known).expect("covered");
        assert_eq!(quoted.sources[0].href, "/ch/network/");
        let nothing_known = quote("ch", "控制器怎么连接路由器？", &passages, |_| {
            false
        });
        assert_eq!(
            nothing_known, None,
            "a question of seams alone covers nothing"
        );
    }

    #[test]
    fn arabic_and_hindi_question_words_are_not_subjects() {
        let analyzer = Analyzer::from(Script::Arabic);
        assert_eq!(
            question_terms(&analyzer, "كيف أوصل البطارية؟"),
            ["اوصل", "بطاريه"]
        );
        let analyzer = Analyzer::from(Script::Devanagari);
        assert_eq!(
            question_terms(&analyzer, "बैटरी चार्ज क्यों नहीं होती है?"),
            ["बैटरी", "चार्ज"]
        );
    }

    fn passage(heading: &str, text: &str, href: &str) -> Passage {
        Passage {
            page_title: "Battery".into(),
            heading: heading.into(),
            href: href.into(),
            text: text.into(),
        }
    }

    #[test]
    fn quotes_the_sentences_that_hold_the_question_and_cites_them() {
        let passages = [
            passage(
                "Charging",
                "The battery charges from solar surplus only. Check the grid meter direction if it does not charge. The case is grey.",
                "/battery/#charging",
            ),
            passage("", "Unrelated text about widgets.", "/widgets/"),
        ];
        let quoted = quote(
            "en",
            "Why does my battery not charge from solar?",
            &passages,
            |_| true,
        )
        .expect("covered");
        assert_eq!(quoted.sources.len(), 1);
        assert_eq!(quoted.sources[0].href, "/battery/#charging");
        assert!(quoted.sentences[0].starts_with("The battery charges from solar surplus only."));
        assert!(quoted
            .sentences
            .iter()
            .all(|sentence| sentence.ends_with("[1]")));
        assert!(!quoted
            .sentences
            .iter()
            .any(|sentence| sentence.contains("grey")));
    }

    #[test]
    fn says_nothing_when_the_passages_do_not_cover_the_question() {
        let passages = [passage("", "The controller has four LEDs.", "/leds/")];
        assert_eq!(
            quote(
                "en",
                "What is the price of a heat pump subsidy?",
                &passages,
                |_| true
            ),
            None
        );
        assert_eq!(quote("en", "", &passages, |_| true), None);
        assert_eq!(quote("en", "how why what", &passages, |_| true), None);
    }

    #[test]
    fn splits_sentences_in_every_script() {
        assert_eq!(
            sentences("网络断开。请检查路由器。"),
            ["网络断开。", "请检查路由器。"]
        );
        assert_eq!(
            sentences("Version 1.2 is out. Next.\nLine"),
            ["Version 1.2 is out.", "Next.", "Line"]
        );
    }
}
