//! Constants of the binary index layout, shared by the writer and the reader.
//!
//! The index of a locale is one core file, loaded before the first query, and a directory of
//! small files fetched only when a query needs them: the posting lists in shards of
//! consecutive terms, and the text of each page.
//!
//! ```text
//! core:
//! "AMPS" version:u8 checksum:u32le  (FNV-1a of everything after these 9 bytes)
//! locale:string
//! han variants: string of (traditional, simplified) character pairs, see `analyzer/han.rs`
//! dirs:    count, string*
//! pages:   count, (title:string path:string dir:varint section_count:varint body_terms:varint)*
//! sections:count, (heading:string level_and_flags:u8 [anchor:string])*
//! dictionary: see `dictionary.rs` (terms in byte order, each with its document frequency)
//! forms:   see `forms.rs` (the terms of each stem; empty without a stemmer)
//! synonyms: see `synonyms.rs` (the site's groups of phrases, analyzed)
//! homophones: present:u8 [checksum:u32le]  (of homophones.bin, Chinese indexes only)
//! shards:  count, (term_count:varint checksum:u32le)*
//!
//! postings-<shard>.bin: per term of the shard, document_frequency times
//!                       (record_delta << 2 | field_rank):varint
//! <page>.txt:           the plain text of the page's sections, in order, separated by U+001E
//! homophones.bin:       see `homophones.rs`
//! ```
//! Record ids number pages first (0..pages) and then sections. A page record carries the
//! page-wide fields (title, dir) and the body of the whole page; a section record its heading.
//! A section's anchor is stored only when it differs from `derived_anchor(heading)`.

pub const MAGIC: &[u8; 4] = b"AMPS";
/// The name of the homophones file in the index directory.
const HOMOPHONES_FILE: &str = "homophones.bin";
pub const VERSION: u8 = 6;
/// Magic, version and checksum.
pub const HEADER_LENGTH: usize = 9;
/// Separates the section texts of a page fragment.
pub const FRAGMENT_SEPARATOR: char = '\u{1E}';
/// Bit of a section's level byte: the anchor is derived from the heading, not stored.
pub const ANCHOR_DERIVED: u8 = 0x80;

/// A file of the index directory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum IndexFile {
    /// The posting lists of one shard of terms.
    Postings(usize),
    /// The text of one page.
    Fragment(usize),
    /// The Chinese homophone groups (`homophones.rs`), fetched only by a query with a Han
    /// bigram the index does not hold.
    Homophones,
}

impl IndexFile {
    /// The file's name in the index directory.
    pub fn name(self) -> String {
        match self {
            IndexFile::Postings(shard) => format!("postings-{shard}.bin"),
            IndexFile::Fragment(page) => format!("{page}.txt"),
            IndexFile::Homophones => HOMOPHONES_FILE.to_string(),
        }
    }

    /// The file a name stands for (the inverse of `name`).
    pub fn parse(name: &str) -> Option<IndexFile> {
        if name == HOMOPHONES_FILE {
            return Some(IndexFile::Homophones);
        }
        // Digits only: `parse` alone would also take "+1".
        let number = |digits: &str| {
            Some(digits)
                .filter(|digits| digits.bytes().all(|byte| byte.is_ascii_digit()))
                .and_then(|digits| digits.parse().ok())
        };
        if let Some(shard) = name
            .strip_prefix("postings-")
            .and_then(|rest| rest.strip_suffix(".bin"))
        {
            return number(shard).map(IndexFile::Postings);
        }
        name.strip_suffix(".txt")
            .and_then(number)
            .map(IndexFile::Fragment)
    }
}

/// Field ranks of a posting, best first.
pub const RANK_TITLE: u8 = 0;
pub const RANK_HEADING: u8 = 1;
pub const RANK_DIR: u8 = 2;
pub const RANK_BODY: u8 = 3;

/// Weight of a field rank for the BM25F tie-breaker.
pub fn field_weight(field_rank: u8) -> f32 {
    match field_rank {
        RANK_TITLE => 4.0,
        RANK_HEADING => 2.5,
        RANK_DIR => 1.5,
        _ => 1.0,
    }
}

/// The anchor a heading gets when none is given: lower case, spaces to `-`, ASCII punctuation
/// other than `-` and `_` dropped. The writer stores any anchor that differs, so this only has to
/// agree with itself, not with the Markdown renderer.
pub fn derived_anchor(heading: &str) -> String {
    let mut anchor = String::with_capacity(heading.len());
    for character in heading.trim().chars() {
        if character == ' ' {
            anchor.push('-');
        } else if character.is_ascii_alphanumeric() || character == '-' || character == '_' {
            anchor.push(character.to_ascii_lowercase());
        } else if !character.is_ascii() {
            anchor.push(crate::analyzer::to_lower(character));
        }
    }
    anchor
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_round_trip() {
        for file in [
            IndexFile::Postings(0),
            IndexFile::Postings(12),
            IndexFile::Fragment(266),
            IndexFile::Homophones,
        ] {
            assert_eq!(IndexFile::parse(&file.name()), Some(file));
        }
        for name in [
            "",
            ".txt",
            "postings-.bin",
            "postings-1.txt.bin",
            "-1.txt",
            "1.bin",
            "x.txt",
        ] {
            assert_eq!(IndexFile::parse(name), None, "{name}");
        }
    }

    #[test]
    fn derived_anchors_follow_the_usual_slug_rules() {
        assert_eq!(
            derived_anchor("Wiring the CT clamps"),
            "wiring-the-ct-clamps"
        );
        assert_eq!(derived_anchor("4. Test a port (TCP)"), "4-test-a-port-tcp");
        assert_eq!(derived_anchor("Überblick"), "überblick");
    }
}
