//! Words that carry no subject in a question (question words, articles, pronouns, auxiliaries,
//! prepositions, postpositions) in the locales of the portal. The Latin ones are written folded
//! (lower case, no accents); the Arabic and Hindi ones as written, folded by the question's
//! analyzer when compared. Chinese has none: its question bigrams the documentation never uses
//! are left out instead (`extract.rs`).

use ampere_search::analyzer::{tokenize, Analyzer};

const STOP_WORDS: &[&str] = &[
    // en
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been",
    "before", "but", "by", "can", "could", "did", "do", "does", "for", "from", "get", "got", "has",
    "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "no", "not", "of", "on",
    "or", "our", "should", "so", "some", "than", "that", "the", "their", "them", "then", "there",
    "these", "they", "this", "to", "up", "was", "we", "what", "when", "where", "which", "who",
    "why", "will", "with", "would", "you", "your", "need", "must", // de
    "aber", "als", "am", "an", "auch", "auf", "aus", "bei", "bin", "bis", "das", "dass", "dem",
    "den", "der", "des", "die", "du", "ein", "eine", "einem", "einen", "einer", "es", "fur", "hat",
    "habe", "ich", "ihr", "im", "in", "ist", "kann", "konnen", "mein", "meine", "meinem", "mit",
    "muss", "nach", "nicht", "noch", "oder", "sich", "sie", "sind", "so", "um", "und", "uber",
    "vom", "von", "vor", "warum", "was", "welche", "welcher", "wenn", "werden", "wie", "wieso",
    "wird", "wo", "zu", "zum", "zur", // nl
    "bij", "dat", "de", "deze", "die", "dit", "een", "en", "er", "hebben", "heb", "heeft", "het",
    "hoe", "ik", "is", "je", "kan", "kunnen", "maar", "met", "mijn", "moet", "naar", "niet", "of",
    "om", "ons", "op", "te", "u", "uw", "van", "voor", "waar", "waarom", "wat", "welke", "wordt",
    "zijn", "ze", // fr
    "au", "aux", "avec", "ce", "ces", "comment", "dans", "de", "des", "du", "elle", "en", "est",
    "et", "il", "je", "la", "le", "les", "leur", "ma", "mes", "mon", "ne", "nous", "ou", "par",
    "pas", "pour", "pourquoi", "quand", "que", "quel", "quelle", "qui", "sa", "se", "son", "sur",
    "un", "une", "vous", "votre", // es, pt, it
    "al", "como", "con", "cual", "cuando", "del", "donde", "el", "es", "esta", "la", "las", "lo",
    "los", "mi", "mis", "no", "para", "pero", "por", "porque", "que", "se", "su", "un", "una", "y",
    "ao", "com", "da", "do", "dos", "e", "em", "meu", "minha", "na", "nao", "no", "o", "os", "um",
    "uma", "che", "chi", "di", "gli", "il", "nel", "non", "perche", "per", "sono", "su",
    // sv, pl
    "och", "att", "det", "den", "en", "ett", "for", "har", "hur", "i", "inte", "jag", "kan", "med",
    "min", "mitt", "om", "pa", "som", "till", "var", "varfor", "vad", "czy", "dla", "jak", "jest",
    "na", "nie", "sie", "to", "w", "z", "ze", "do", "co", "moj",
];

/// Arabic and Hindi question and function words, as written.
const WRITTEN_STOP_WORDS: &[&str] = &[
    // ar
    "كيف",
    "ما",
    "ماذا",
    "لماذا",
    "هل",
    "متى",
    "أين",
    "من",
    "في",
    "على",
    "إلى",
    "عن",
    "مع",
    "هذا",
    "هذه",
    "ذلك",
    "تلك",
    "التي",
    "الذي",
    "أو",
    "لا",
    "لم",
    "لن",
    "هو",
    "هي",
    "أن",
    "إذا",
    "كم",
    "أي",
    "يجب",
    "يمكن",
    "عند",
    "بعد",
    "قبل",
    "كل",
    "بين",
    "أنا",
    "نحن",
    "لدي",
    "عندي",
    "هناك",
    // hi
    "क्या",
    "कैसे",
    "क्यों",
    "कब",
    "कहाँ",
    "कहां",
    "कौन",
    "का",
    "की",
    "के",
    "को",
    "में",
    "से",
    "पर",
    "है",
    "हैं",
    "था",
    "थी",
    "थे",
    "और",
    "या",
    "यह",
    "वह",
    "यहाँ",
    "एक",
    "भी",
    "नहीं",
    "तो",
    "ही",
    "कि",
    "मेरा",
    "मेरी",
    "मेरे",
    "मैं",
    "हम",
    "आप",
    "अपना",
    "अपने",
    "अपनी",
    "करें",
    "करता",
    "करती",
    "करते",
    "करना",
    "होता",
    "होती",
    "होते",
    "होना",
    "हो",
    "रहा",
    "रही",
    "रहे",
    "जा",
    "गया",
    "गई",
    "सकता",
    "सकती",
    "सकते",
    "चाहिए",
    "लिए",
];

/// Whether a term, folded by `analyzer`, is a word without subject.
pub fn is_stop_word(analyzer: &Analyzer, term: &str) -> bool {
    STOP_WORDS.contains(&term)
        || WRITTEN_STOP_WORDS.iter().any(|word| {
            let mut folded = None;
            tokenize(analyzer, word, |token| folded = Some(token.term == term));
            folded == Some(true)
        })
}
