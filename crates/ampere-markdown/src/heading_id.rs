//! Heading ids as Docusaurus (github-slugger) makes them, made unique within a page.

use std::collections::HashMap;

/// Lower case; letters, digits, `-` and `_` kept; spaces become `-`; other characters dropped.
pub fn heading_slug(text: &str) -> String {
    text.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .filter_map(|character| {
            if character == ' ' {
                Some('-')
            } else if character.is_alphanumeric()
                || character == '-'
                || character == '_'
                || is_mark(character)
            {
                Some(character)
            } else {
                None
            }
        })
        .collect()
}

/// Combining marks (Devanagari vowel signs, Arabic harakat…) belong to the word they modify.
fn is_mark(character: char) -> bool {
    matches!(character as u32, 0x0300..=0x036F | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963 | 0x064B..=0x065F | 0x0670)
}

/// Hands out unique ids: the second `intro` becomes `intro-1`.
#[derive(Default)]
pub struct UniqueIds {
    seen: HashMap<String, usize>,
}

impl UniqueIds {
    pub fn claim(&mut self, wanted: &str) -> String {
        let base = if wanted.is_empty() {
            "section".to_string()
        } else {
            wanted.to_string()
        };
        let mut candidate = base.clone();
        while let Some(count) = self.seen.get_mut(&candidate) {
            *count += 1;
            candidate = format!("{base}-{count}");
        }
        self.seen.insert(candidate.clone(), 0);
        candidate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_like_github() {
        assert_eq!(
            heading_slug("Wiring the RS485 bus!"),
            "wiring-the-rs485-bus"
        );
        assert_eq!(heading_slug("What's new? (2025)"), "whats-new-2025");
        assert_eq!(heading_slug("माउंटिंग निर्देश"), "माउंटिंग-निर्देश");
    }

    #[test]
    fn repeated_ids_get_a_number() {
        let mut ids = UniqueIds::default();
        assert_eq!(ids.claim("faq"), "faq");
        assert_eq!(ids.claim("faq"), "faq-1");
        assert_eq!(ids.claim("faq"), "faq-2");
    }
}
