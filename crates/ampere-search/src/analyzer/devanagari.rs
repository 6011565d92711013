//! Devanagari normalization: vowel signs are kept; only nukta, chandrabindu and anusvara
//! variants are folded so that common spelling variants meet.

use super::latin::Folded;

const NUKTA: char = '\u{093C}';
const VIRAMA: char = '\u{094D}';
const ANUSVARA: char = '\u{0902}';

/// Folds one Devanagari character before the anusvara pass.
pub fn fold(character: char) -> Folded {
    let code = character as u32;
    match code {
        // Nukta sign: ज़ → ज.
        0x093C => Folded::Nothing,
        // Precomposed nukta letters क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ → base letter.
        0x0958 => Folded::One('\u{0915}'),
        0x0959 => Folded::One('\u{0916}'),
        0x095A => Folded::One('\u{0917}'),
        0x095B => Folded::One('\u{091C}'),
        0x095C => Folded::One('\u{0921}'),
        0x095D => Folded::One('\u{0922}'),
        0x095E => Folded::One('\u{092B}'),
        0x095F => Folded::One('\u{092F}'),
        0x0929 => Folded::One('\u{0928}'),
        0x0931 => Folded::One('\u{0930}'),
        0x0934 => Folded::One('\u{0933}'),
        // Chandrabindu → anusvara.
        0x0901 => Folded::One(ANUSVARA),
        // Devanagari digits → ASCII.
        0x0966..=0x096F => Folded::One(char::from_digit(code - 0x0966, 10).unwrap_or('0')),
        _ => Folded::Same,
    }
}

fn is_nasal_consonant(character: char) -> bool {
    matches!(
        character,
        '\u{0919}' | '\u{091E}' | '\u{0923}' | '\u{0928}' | '\u{092E}'
    )
}

fn is_consonant(character: char) -> bool {
    ('\u{0915}'..='\u{0939}').contains(&character)
}

/// Replaces a nasal consonant with virama before another consonant by the anusvara
/// (हिन्दी → हिंदी), in place. Does nothing to a term without Devanagari.
pub fn fold_anusvara(term: &mut String) {
    if !term.contains(VIRAMA) {
        return;
    }
    let characters: Vec<char> = term.chars().collect();
    let mut out = String::with_capacity(term.len());
    let mut index = 0;
    while index < characters.len() {
        let current = characters[index];
        let next = characters.get(index + 1).copied();
        let after = characters.get(index + 2).copied();
        if is_nasal_consonant(current)
            && next == Some(VIRAMA)
            && after.is_some_and(is_consonant)
            && index > 0
        {
            out.push(ANUSVARA);
            index += 2;
            continue;
        }
        out.push(current);
        index += 1;
    }
    *term = out;
}

/// True for characters that stay inside a Devanagari word (letters, vowel signs, virama, nukta).
pub fn is_word_character(character: char) -> bool {
    let code = character as u32;
    (0x0900..=0x097F).contains(&code) && !matches!(code, 0x0964 | 0x0965 | 0x0970)
        || character == NUKTA
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fold_word(word: &str) -> String {
        let mut out = String::new();
        for character in word.chars() {
            fold(character).push_onto(character, &mut out);
        }
        fold_anusvara(&mut out);
        out
    }

    #[test]
    fn keeps_vowel_signs() {
        assert_eq!(fold_word("स्थापना"), "स्थापना");
        assert_ne!(fold_word("कम"), fold_word("काम"));
    }

    #[test]
    fn folds_nukta_variants() {
        assert_eq!(fold_word("ज़रूरत"), fold_word("जरूरत"));
        assert_eq!(fold_word("\u{095B}रूरत"), fold_word("जरूरत"));
    }

    #[test]
    fn folds_chandrabindu_and_anusvara_variants() {
        assert_eq!(fold_word("हिन्दी"), fold_word("हिंदी"));
        assert_eq!(fold_word("पाँच"), fold_word("पांच"));
    }
}
