//! Constants of the binary index layout, shared by the writer and the reader.
//!
//! The index of a locale is one core file, loaded before the first query, and one small text
//! fragment per page, fetched only for the pages a query shows.
//!
//! ```text
//! core:
//! "AMPS" version:u8 checksum:u32le  (FNV-1a of everything after these 9 bytes)
//! locale:string
//! dirs:    count, string*
//! pages:   count, (title:string path:string dir:varint section_count:varint body_terms:varint)*
//! sections:count, (heading:string level_and_flags:u8 [anchor:string])*
//! dictionary: bytes (fst map: term -> ordinal)
//! postings:   count, per term in dictionary order: count, (record_delta << 2 | field_rank : varint)*
//!
//! fragment of a page: the plain text of its sections, in order, separated by U+001E.
//! ```
//! Record ids number pages first (0..pages) and then sections. A page record carries the
//! page-wide fields (title, dir) and the body of the whole page; a section record its heading.
//! A section's anchor is stored only when it differs from `derived_anchor(heading)`.

pub const MAGIC: &[u8; 4] = b"AMPS";
pub const VERSION: u8 = 3;
/// Magic, version and checksum.
pub const HEADER_LENGTH: usize = 9;
/// Separates the section texts of a page fragment.
pub const FRAGMENT_SEPARATOR: char = '\u{1E}';
/// Bit of a section's level byte: the anchor is derived from the heading, not stored.
pub const ANCHOR_DERIVED: u8 = 0x80;

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
    fn derived_anchors_follow_the_usual_slug_rules() {
        assert_eq!(
            derived_anchor("Wiring the CT clamps"),
            "wiring-the-ct-clamps"
        );
        assert_eq!(derived_anchor("4. Test a port (TCP)"), "4-test-a-port-tcp");
        assert_eq!(derived_anchor("Überblick"), "überblick");
    }
}
