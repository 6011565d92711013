//! Arabic folding: harakat and tatweel removed, letter variants folded, digits to ASCII,
//! and a light prefix stemmer for the definite article.

use super::latin::Folded;

/// Folds one Arabic-script character.
pub fn fold(character: char) -> Folded {
    let code = character as u32;
    match code {
        // Harakat, Quranic marks, superscript alef, tatweel.
        0x064B..=0x065F | 0x0610..=0x061A | 0x0670 | 0x06D6..=0x06ED | 0x0640 => Folded::Nothing,
        // Eastern Arabic and Persian digits.
        0x0660..=0x0669 => Folded::One(ascii_digit(code - 0x0660)),
        0x06F0..=0x06F9 => Folded::One(ascii_digit(code - 0x06F0)),
        // Alef with hamza above/below, madda, wasla.
        0x0622 | 0x0623 | 0x0625 | 0x0671 => Folded::One('\u{0627}'),
        // Alef maksura, Farsi yeh, yeh with hamza → yeh.
        0x0649 | 0x06CC | 0x0626 => Folded::One('\u{064A}'),
        // Waw with hamza → waw.
        0x0624 => Folded::One('\u{0648}'),
        // Teh marbuta → heh.
        0x0629 => Folded::One('\u{0647}'),
        // Keheh (Persian kaf) → kaf.
        0x06A9 => Folded::One('\u{0643}'),
        _ => Folded::Same,
    }
}

fn ascii_digit(value: u32) -> char {
    char::from_digit(value, 10).unwrap_or('0')
}

/// Prefixes removed from a folded Arabic term when at least three letters remain:
/// the definite article with its common proclitics.
const ARTICLE_PREFIXES: [&str; 6] = [
    "\u{0648}\u{0627}\u{0644}", // وال
    "\u{0628}\u{0627}\u{0644}", // بال
    "\u{0643}\u{0627}\u{0644}", // كال
    "\u{0641}\u{0627}\u{0644}", // فال
    "\u{0627}\u{0644}",         // ال
    "\u{0644}\u{0644}",         // لل
];

/// Removes a leading definite article from a folded term, in place.
pub fn strip_article(term: &mut String) {
    for prefix in ARTICLE_PREFIXES {
        if let Some(rest) = term.strip_prefix(prefix) {
            if rest.chars().count() >= 3 {
                *term = rest.to_string();
                return;
            }
        }
    }
}

/// Prepositions and conjunctions written onto the next word: و and, ف so, ب with, ل for,
/// ك like.
const PROCLITICS: [char; 5] = ['\u{0648}', '\u{0641}', '\u{0628}', '\u{0644}', '\u{0643}'];
/// Letters that must remain after a proclitic: with fewer, the letter is more likely the
/// word's own (وحدة is not و + حدة).
const MIN_DETACHED_LETTERS: usize = 4;

/// A folded term without the one-letter preposition or conjunction it may start with
/// (لوحده → وحده), when enough letters remain; `None` otherwise. The index keeps words as
/// written, so this is for the query side, as an alternative to the word as typed.
pub fn detach_proclitic(term: &str) -> Option<&str> {
    let mut characters = term.chars();
    let first = characters.next()?;
    let rest = characters.as_str();
    (PROCLITICS.contains(&first) && rest.chars().count() >= MIN_DETACHED_LETTERS).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fold_word(word: &str) -> String {
        let mut out = String::new();
        for character in word.chars() {
            fold(character).push_onto(character, &mut out);
        }
        strip_article(&mut out);
        out
    }

    #[test]
    fn removes_harakat_and_tatweel() {
        assert_eq!(fold_word("تَثْبِيت"), "تثبيت");
        assert_eq!(fold_word("تـثـبيت"), "تثبيت");
    }

    #[test]
    fn folds_letter_variants_and_digits() {
        assert_eq!(fold_word("إعداد"), fold_word("اعداد"));
        assert_eq!(fold_word("شبكة"), "شبكه");
        assert_eq!(fold_word("مستوى"), "مستوي");
        assert_eq!(fold_word("٤٨٥"), "485");
    }

    #[test]
    fn detaches_a_proclitic_when_a_word_of_four_letters_remains() {
        assert_eq!(detach_proclitic(&fold_word("لوحدة")), Some("وحده"));
        assert_eq!(detach_proclitic(&fold_word("وبطارية")), Some("بطاريه"));
        assert_eq!(detach_proclitic(&fold_word("وحدة")), None);
        assert_eq!(detach_proclitic(&fold_word("عنوان")), None);
        assert_eq!(detach_proclitic(""), None);
    }

    #[test]
    fn strips_the_article_only_when_a_stem_remains() {
        assert_eq!(fold_word("التثبيت"), "تثبيت");
        assert_eq!(fold_word("الى"), "الي");
    }
}
