//! Constants of the binary index layout, shared by the writer and the reader.
//!
//! ```text
//! "AMPS" version:u8 checksum:u32le  (FNV-1a of everything after these 9 bytes)
//! locale:string
//! dirs:    count, string*
//! pages:   count, (title:string path:string dir:varint section_count:varint)*
//! sections:count, (heading:string anchor:string level:u8 text:string body_terms:varint)*
//! dictionary: bytes (fst map: term -> offset in postings)
//! postings:   bytes (per term: count, (record_delta << 2 | best_field_rank : varint)*)
//! ```
//! Record ids number pages first (0..pages) and then sections. Page records carry the
//! page-wide fields (title, dir), section records the heading and body.

pub const MAGIC: &[u8; 4] = b"AMPS";
pub const VERSION: u8 = 2;
/// Magic, version and checksum.
pub const HEADER_LENGTH: usize = 9;

/// Field bits of a posting; the rank order is title, heading, dir, body.
pub const FIELD_TITLE: u8 = 1;
pub const FIELD_HEADING: u8 = 2;
pub const FIELD_DIR: u8 = 4;
pub const FIELD_BODY: u8 = 8;

/// Rank of the best field in `fields` (0 = title … 3 = body); 4 when empty.
pub fn best_field_rank(fields: u8) -> u8 {
    if fields & FIELD_TITLE != 0 {
        0
    } else if fields & FIELD_HEADING != 0 {
        1
    } else if fields & FIELD_DIR != 0 {
        2
    } else if fields & FIELD_BODY != 0 {
        3
    } else {
        4
    }
}

/// Weight of a field rank for the BM25F tie-breaker.
pub fn field_weight(field_rank: u8) -> f32 {
    match field_rank {
        0 => 4.0,
        1 => 2.5,
        2 => 1.5,
        _ => 1.0,
    }
}
