//! NFKC normalization of indexed text (native builds only; the browser normalizes queries).

use unicode_normalization::UnicodeNormalization;

/// The NFKC form of `text`.
pub fn normalize(text: &str) -> String {
    text.nfkc().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composes_and_folds_compatibility_forms() {
        assert_eq!(normalize("e\u{301}"), "é");
        assert_eq!(normalize("ﬁ"), "fi");
        assert_eq!(normalize("ＡＢＣ"), "ABC");
    }
}
