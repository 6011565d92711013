//! Text analysis shared by the index builder and the query side: splits text into terms and
//! folds them per script, so that both sides agree by construction.
//!
//! Every analyzer lower-cases, folds Latin accents (keeping the unfolded form for an exactness
//! bonus), folds Arabic letter forms and Devanagari nukta/anusvara variants (the rules touch
//! disjoint code points, so mixed-script text is safe), folds traditional Han characters to
//! simplified ones (`han.rs`), and splits Han runs into character bigrams. The locale adds the Arabic article stemmer (`ar`). NFKC normalization happens before:
//! in the builder natively, in the browser with `String.prototype.normalize('NFKC')`.

mod arabic;
mod case;
mod devanagari;
mod han;
mod latin;
#[cfg(feature = "build")]
mod normalize;

#[cfg(feature = "build")]
pub use normalize::normalize;

pub(crate) use arabic::detach_proclitic;
pub(crate) use case::to_lower;
pub use han::HanVariants;
use latin::Folded;

/// Longest term kept, in characters; longer words are truncated on both sides.
pub const MAX_TERM_CHARACTERS: usize = 40;

/// The analysis rules selected by a locale code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    /// en, nl, fr, de, it, pl, pt, es, sv and any unknown code.
    Latin,
    /// ar: adds the definite-article stemmer.
    Arabic,
    /// hi.
    Devanagari,
    /// ch (Chinese).
    Chinese,
}

impl Script {
    /// The analyzer for a locale code such as `en`, `ar`, `hi` or `ch`.
    pub fn for_locale(locale: &str) -> Script {
        match locale {
            "ar" => Script::Arabic,
            "hi" => Script::Devanagari,
            "ch" | "zh" | "zh-CN" | "zh-Hans" => Script::Chinese,
            _ => Script::Latin,
        }
    }
}

/// The analysis rules of one index: its script's rules and the Han variants it folds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analyzer {
    pub script: Script,
    pub han: HanVariants,
}

impl From<Script> for Analyzer {
    /// The script's rules without Han variants.
    fn from(script: Script) -> Analyzer {
        Analyzer {
            script,
            han: HanVariants::default(),
        }
    }
}

/// One term found in a text.
#[derive(Debug, Clone, Copy)]
pub struct Token<'a> {
    /// The folded term, as stored in the dictionary.
    pub term: &'a str,
    /// The lower-cased, unfolded form (for the exact-accent bonus).
    pub original: &'a str,
    /// Byte range in the analyzed text.
    pub start: usize,
    pub end: usize,
    /// Token number within the text, counting from zero.
    pub position: u32,
}

#[derive(PartialEq, Eq, Clone, Copy)]
enum Kind {
    Word,
    Han,
    Ignorable,
    Separator,
}

/// Whether `character` is a Han ideograph (indexed as bigrams).
pub fn is_han(character: char) -> bool {
    matches!(character as u32,
        0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2FA1F)
}

/// Letters and digits of the scripts a documentation portal meets, written out as ranges
/// because the standard library's full Unicode tables would add kilobytes to the wasm.
fn is_letter_or_digit(character: char) -> bool {
    matches!(character as u32,
        0x30..=0x39 | 0x41..=0x5A | 0x61..=0x7A | 0xAA | 0xB5 | 0xBA
        | 0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0x2AF
        | 0x370..=0x373 | 0x376..=0x377 | 0x37B..=0x37D | 0x37F | 0x386 | 0x388..=0x3FF
        | 0x400..=0x481 | 0x48A..=0x52F | 0x531..=0x556 | 0x561..=0x587 | 0x5D0..=0x5EA
        | 0x620..=0x64A | 0x660..=0x669 | 0x66E..=0x6D3 | 0x6D5 | 0x6E5..=0x6E6 | 0x6EE..=0x6FC
        | 0x6FF | 0x750..=0x77F | 0x8A0..=0x8C9
        | 0x980..=0xDFF | 0xE01..=0xE3A | 0xE40..=0xE4E | 0xE50..=0xE59
        | 0x1100..=0x11FF | 0x1E00..=0x1FBC | 0x1FC2..=0x1FCC | 0x1FD0..=0x1FDB | 0x1FE0..=0x1FEC
        | 0x1FF2..=0x1FFC | 0x3041..=0x3096 | 0x30A1..=0x30FA | 0x30FC..=0x30FF | 0xAC00..=0xD7A3
        | 0xFF10..=0xFF19 | 0xFF21..=0xFF3A | 0xFF41..=0xFF5A)
}

fn classify(character: char) -> Kind {
    let code = character as u32;
    if is_han(character) {
        return Kind::Han;
    }
    if is_letter_or_digit(character)
        || (0x0300..=0x036F).contains(&code)
        || matches!(code, 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED)
        || devanagari::is_word_character(character)
    {
        return Kind::Word;
    }
    // Zero-width joiners, direction marks, word joiner, byte-order mark, soft hyphen.
    if matches!(code, 0x00AD | 0x061C | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060 | 0xFEFF) {
        return Kind::Ignorable;
    }
    Kind::Separator
}

/// Splits `text` into tokens and calls `each` for every one; returns how many there were.
pub fn tokenize(analyzer: &Analyzer, text: &str, mut each: impl FnMut(Token<'_>)) -> u32 {
    let script = analyzer.script;
    let mut state = TokenizerState::default();
    for (offset, character) in text.char_indices() {
        let end = offset + character.len_utf8();
        match classify(character) {
            Kind::Word => {
                state.flush_han(&mut each);
                state.push_word_character(character, offset, end);
            }
            Kind::Han => {
                state.flush_word(script, &mut each);
                state.han.push((analyzer.han.fold(character), offset, end));
            }
            Kind::Ignorable => {}
            Kind::Separator => {
                state.flush_word(script, &mut each);
                state.flush_han(&mut each);
            }
        }
    }
    state.flush_word(script, &mut each);
    state.flush_han(&mut each);
    state.position
}

#[derive(Default)]
struct TokenizerState {
    term: String,
    original: String,
    characters: usize,
    start: Option<usize>,
    end: usize,
    han: Vec<(char, usize, usize)>,
    position: u32,
}

impl TokenizerState {
    fn push_word_character(&mut self, character: char, start: usize, end: usize) {
        if self.start.is_none() {
            self.start = Some(start);
        }
        self.end = end;
        if self.characters >= MAX_TERM_CHARACTERS {
            return;
        }
        {
            let lower = case::to_lower(character);
            self.original.push(lower);
            let folded = match latin::fold(lower) {
                Folded::Same => match arabic::fold(lower) {
                    Folded::Same => devanagari::fold(lower),
                    other => other,
                },
                other => other,
            };
            folded.push_onto(lower, &mut self.term);
        }
        self.characters += 1;
    }

    fn flush_word(&mut self, script: Script, each: &mut impl FnMut(Token<'_>)) {
        let Some(start) = self.start.take() else {
            return;
        };
        if script == Script::Arabic {
            arabic::strip_article(&mut self.term);
        }
        devanagari::fold_anusvara(&mut self.term);
        if !self.term.is_empty() {
            each(Token {
                term: &self.term,
                original: &self.original,
                start,
                end: self.end,
                position: self.position,
            });
            self.position += 1;
        }
        self.term.clear();
        self.original.clear();
        self.characters = 0;
    }

    fn flush_han(&mut self, each: &mut impl FnMut(Token<'_>)) {
        if self.han.is_empty() {
            return;
        }
        let han = std::mem::take(&mut self.han);
        let mut buffer = String::new();
        if let [(character, start, end)] = han.as_slice() {
            buffer.push(*character);
            self.emit_han(&buffer, *start, *end, each);
        }
        for pair in han.windows(2) {
            buffer.clear();
            buffer.push(pair[0].0);
            buffer.push(pair[1].0);
            self.emit_han(&buffer, pair[0].1, pair[1].2, each);
        }
        self.han = han;
        self.han.clear();
    }

    fn emit_han(&mut self, term: &str, start: usize, end: usize, each: &mut impl FnMut(Token<'_>)) {
        each(Token {
            term,
            original: term,
            start,
            end,
            position: self.position,
        });
        self.position += 1;
    }
}

/// The folded terms of `text` (convenience for tests and the builder).
pub fn terms(analyzer: &Analyzer, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    tokenize(analyzer, text, |token| out.push(token.term.to_string()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_cases_and_folds_accents() {
        assert_eq!(
            terms(&Script::Latin.into(), "Größe der Batterie"),
            ["grosse", "der", "batterie"]
        );
        assert_eq!(
            terms(&Script::Latin.into(), "Réseau, l'installation"),
            ["reseau", "l", "installation"]
        );
    }

    #[test]
    fn keeps_the_unfolded_form() {
        let mut originals = Vec::new();
        tokenize(&Script::Latin.into(), "Éléments", |token| {
            originals.push(token.original.to_string())
        });
        assert_eq!(originals, ["éléments"]);
    }

    #[test]
    fn records_byte_ranges_and_positions() {
        let mut seen = Vec::new();
        tokenize(&Script::Latin.into(), "  RS485 – Modbus", |token| {
            seen.push((
                token.term.to_string(),
                token.start,
                token.end,
                token.position,
            ))
        });
        assert_eq!(
            seen,
            [
                ("rs485".to_string(), 2, 7, 0),
                ("modbus".to_string(), 12, 18, 1)
            ]
        );
    }

    #[test]
    fn splits_han_into_bigrams() {
        assert_eq!(
            terms(&Script::Chinese.into(), "安装指南"),
            ["安装", "装指", "指南"]
        );
        assert_eq!(terms(&Script::Chinese.into(), "装"), ["装"]);
        assert_eq!(
            terms(&Script::Chinese.into(), "RS485接口"),
            ["rs485", "接口"]
        );
    }

    #[test]
    fn folds_traditional_han_before_making_bigrams() {
        let analyzer = Analyzer {
            script: Script::Chinese,
            han: HanVariants::all(),
        };
        assert_eq!(terms(&analyzer, "技術規格"), ["技术", "术规", "规格"]);
        let mut ranges = Vec::new();
        tokenize(&analyzer, "網絡", |token| {
            ranges.push((token.start, token.end))
        });
        assert_eq!(ranges, [(0, 6)]);
    }

    #[test]
    fn arabic_words_survive_marks_and_direction_marks() {
        assert_eq!(terms(&Script::Arabic.into(), "التَّثبيت\u{200F}"), ["تثبيت"]);
        assert_eq!(terms(&Script::Arabic.into(), "تث\u{200F}بيت"), ["تثبيت"]);
    }

    #[test]
    fn devanagari_words_keep_their_vowel_signs() {
        assert_eq!(
            terms(&Script::Devanagari.into(), "स्थापना। नियंत्रक"),
            ["स्थापना", "नियंत्रक"]
        );
    }

    #[test]
    fn truncates_very_long_words() {
        let long = "a".repeat(500);
        assert_eq!(
            terms(&Script::Latin.into(), &long)[0].chars().count(),
            MAX_TERM_CHARACTERS
        );
    }

    #[test]
    fn letter_ranges_agree_with_the_standard_library_where_it_matters() {
        for code in (0x20..0x250u32).chain(0x410..0x450).chain(0x620..0x6FF) {
            let Some(character) = char::from_u32(code) else {
                continue;
            };
            // Marks are word characters through `classify`; superscripts and fractions are not.
            if matches!(code, 0xB2 | 0xB3 | 0xB9 | 0xBC..=0xBE | 0x64B..=0x65F | 0x670 | 0x6D6..=0x6ED | 0x640)
            {
                continue;
            }
            assert_eq!(
                is_letter_or_digit(character),
                character.is_alphanumeric(),
                "U+{code:04X}"
            );
        }
    }

    #[test]
    fn emoji_and_controls_separate_words() {
        assert_eq!(
            terms(&Script::Latin.into(), "wifi🙂setup\u{0}x"),
            ["wifi", "setup", "x"]
        );
    }
}
