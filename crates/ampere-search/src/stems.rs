//! The Snowball stemmer of an index's language (native only: the browser reads the word forms
//! the index stores, see `forms.rs`). Languages without a well-kept Snowball stemmer get none.

use rust_stemmers::{Algorithm, Stemmer};

/// The stemmer for a locale code (`en`, `de`, `pt-BR`…), by its language.
pub fn stemmer_for(locale: &str) -> Option<Stemmer> {
    let language = locale
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let algorithm = match language.as_str() {
        "en" => Algorithm::English,
        "nl" => Algorithm::Dutch,
        "fr" => Algorithm::French,
        "de" => Algorithm::German,
        "it" => Algorithm::Italian,
        "pt" => Algorithm::Portuguese,
        "es" => Algorithm::Spanish,
        "sv" => Algorithm::Swedish,
        "da" => Algorithm::Danish,
        "no" | "nb" | "nn" => Algorithm::Norwegian,
        "fi" => Algorithm::Finnish,
        "ro" => Algorithm::Romanian,
        "hu" => Algorithm::Hungarian,
        "ru" => Algorithm::Russian,
        "tr" => Algorithm::Turkish,
        _ => return None,
    };
    Some(Stemmer::create(algorithm))
}

/// The stem of every term, in order; `None` when the locale has no stemmer. Terms of digits
/// and terms of other scripts are their own stems.
pub fn stems_of(locale: &str, terms: &[&str]) -> Option<Vec<String>> {
    let stemmer = stemmer_for(locale)?;
    Some(
        terms
            .iter()
            .map(|term| {
                if term.chars().any(|character| character.is_ascii_digit()) {
                    term.to_string()
                } else {
                    stemmer.stem(term).into_owned()
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_of_a_word_share_a_stem_in_each_language() {
        for (locale, words) in [
            ("en", ["charge", "charging", "charged"]),
            ("de", ["zähler", "zählers", "zählern"]),
            ("nl", ["meter", "meters", "meter"]),
            ("fr", ["compteur", "compteurs", "compteur"]),
            ("es", ["batería", "baterías", "batería"]),
        ] {
            let stems = stems_of(locale, &words).expect("a stemmer");
            assert!(
                stems.iter().all(|stem| *stem == stems[0]),
                "{locale}: {stems:?}"
            );
        }
        assert!(stems_of("hi", &["x"]).is_none());
        assert!(stems_of("pt-BR", &["x"]).is_some());
        assert_eq!(stems_of("en", &["rs485"]).expect("en")[0], "rs485");
    }
}
