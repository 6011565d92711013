//! A page's text, tokenized once when its fragment is added: each token as its dictionary
//! ordinal, so a query finds its words by number instead of re-analyzing the text.

use crate::analyzer::{tokenize, Analyzer};
use crate::dictionary::Dictionary;

/// Ordinal of a token that is not in the dictionary.
pub const NOT_IN_DICTIONARY: u32 = u32::MAX;

/// One token of a text.
#[derive(Debug, Clone, Copy)]
pub struct TextToken {
    pub ordinal: u32,
    pub position: u32,
    /// Byte range in the text.
    pub start: u32,
    pub end: u32,
}

/// A text and its tokens.
#[derive(Debug, Default)]
pub struct TokenizedText {
    pub text: String,
    pub tokens: Vec<TextToken>,
}

impl TokenizedText {
    pub fn new(analyzer: &Analyzer, dictionary: &Dictionary, text: String) -> TokenizedText {
        let mut tokens = Vec::new();
        tokenize(analyzer, &text, |token| {
            let ordinal = dictionary
                .get(token.term)
                .and_then(|ordinal| u32::try_from(ordinal).ok())
                .unwrap_or(NOT_IN_DICTIONARY);
            tokens.push(TextToken {
                ordinal,
                position: token.position,
                start: token.start as u32,
                end: token.end as u32,
            });
        });
        TokenizedText { text, tokens }
    }
}

/// The title, headings and section texts of one page.
#[derive(Debug, Default)]
pub struct PageText {
    pub title: TokenizedText,
    /// (heading, text) of each section, in order.
    pub sections: Vec<(TokenizedText, TokenizedText)>,
}
