//! The loaded index: validated once in `from_bytes`, then read without further checks failing.

use std::cell::OnceCell;

use fst::{IntoStreamer, Streamer};
use levenshtein_automata::LevenshteinAutomatonBuilder;

use crate::analyzer::Script;
use crate::encoding::{checksum, Reader};
use crate::error::IndexError;
use crate::format::{HEADER_LENGTH, MAGIC, VERSION};

/// A page of the index.
#[derive(Debug)]
pub(crate) struct Page {
    pub title: String,
    pub path: String,
    pub dir: u32,
    pub first_section: u32,
    pub section_count: u32,
}

/// A section of a page.
#[derive(Debug)]
pub(crate) struct SectionRecord {
    pub page: u32,
    pub heading: String,
    pub anchor: String,
    pub text: String,
    pub body_terms: u32,
}

/// One entry of a posting list.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Posting {
    pub record: u32,
    /// 0 title, 1 heading, 2 dir, 3 body: the best field the term occurs in.
    pub field_rank: u8,
}

/// A loaded, validated search index of one locale.
pub struct Index {
    pub(crate) locale: String,
    pub(crate) script: Script,
    pub(crate) dirs: Vec<String>,
    pub(crate) pages: Vec<Page>,
    pub(crate) sections: Vec<SectionRecord>,
    pub(crate) dictionary: fst::Map<Vec<u8>>,
    pub(crate) postings: Vec<u8>,
    pub(crate) average_body_terms: f32,
    one_typo: OnceCell<LevenshteinAutomatonBuilder>,
    two_typos: OnceCell<LevenshteinAutomatonBuilder>,
}

impl Index {
    /// Loads index bytes produced by `build_index`. Any malformed input is an error.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Index, IndexError> {
        if bytes.len() < HEADER_LENGTH || &bytes[..4] != MAGIC {
            return Err(IndexError::BadMagic);
        }
        if bytes[4] != VERSION {
            return Err(IndexError::UnsupportedVersion(bytes[4]));
        }
        let stored = u32::from_le_bytes([bytes[5], bytes[6], bytes[7], bytes[8]]);
        if checksum(&bytes[HEADER_LENGTH..]) != stored {
            return Err(IndexError::ChecksumMismatch);
        }
        let mut reader = Reader::new(&bytes[HEADER_LENGTH..]);
        let locale = reader.string()?;
        let dir_count = reader.count()?;
        let mut dirs = Vec::with_capacity(dir_count);
        for _ in 0..dir_count {
            dirs.push(reader.string()?);
        }
        let page_count = reader.count()?;
        let mut pages = Vec::with_capacity(page_count);
        let mut next_section: u32 = 0;
        for _ in 0..page_count {
            let title = reader.string()?;
            let path = reader.string()?;
            let dir = reader.small()?;
            let section_count = reader.small()?;
            if dir as usize >= dirs.len() || section_count == 0 {
                return Err(IndexError::Malformed(
                    "page refers to a missing dir or has no sections",
                ));
            }
            pages.push(Page {
                title,
                path,
                dir,
                first_section: next_section,
                section_count,
            });
            next_section = next_section
                .checked_add(section_count)
                .ok_or(IndexError::Malformed("too many sections"))?;
        }
        let section_count = reader.count()?;
        if section_count != next_section as usize {
            return Err(IndexError::Malformed(
                "section count does not match the pages",
            ));
        }
        let mut sections = Vec::with_capacity(section_count);
        for (page_number, page) in pages.iter().enumerate() {
            for _ in 0..page.section_count {
                let heading = reader.string()?;
                let anchor = reader.string()?;
                let _level = reader.byte()?;
                let text = reader.string()?;
                let body_terms = reader.small()?;
                sections.push(SectionRecord {
                    page: page_number as u32,
                    heading,
                    anchor,
                    text,
                    body_terms,
                });
            }
        }
        let dictionary_bytes = reader.bytes()?.to_vec();
        let postings = reader.bytes()?.to_vec();
        if !reader.is_at_end() {
            return Err(IndexError::Malformed("trailing bytes"));
        }
        let dictionary = fst::Map::new(dictionary_bytes)
            .map_err(|_| IndexError::Malformed("term dictionary"))?;
        // The fst's own CRC-32C check costs 16 KB of tables in the wasm; there the index
        // checksum above covers the dictionary bytes, and native builds check both.
        #[cfg(not(target_arch = "wasm32"))]
        dictionary
            .as_fst()
            .verify()
            .map_err(|_| IndexError::Malformed("term dictionary checksum"))?;
        let record_count = (pages.len() + sections.len()) as u64;
        validate_postings(&dictionary, &postings, record_count)?;
        let total_terms: u64 = sections
            .iter()
            .map(|section| u64::from(section.body_terms))
            .sum();
        let average_body_terms = if sections.is_empty() {
            1.0
        } else {
            (total_terms as f32 / sections.len() as f32).max(1.0)
        };
        Ok(Index {
            script: Script::for_locale(&locale),
            locale,
            dirs,
            pages,
            sections,
            dictionary,
            postings,
            average_body_terms,
            one_typo: OnceCell::new(),
            two_typos: OnceCell::new(),
        })
    }

    /// The locale code the index was built for.
    pub fn locale(&self) -> &str {
        &self.locale
    }

    /// Number of pages.
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The automaton builder for a typo budget of 1 or 2 (Damerau: a transposition is one edit).
    pub(crate) fn automaton_builder(&self, typos: u8) -> &LevenshteinAutomatonBuilder {
        if typos >= 2 {
            self.two_typos
                .get_or_init(|| LevenshteinAutomatonBuilder::new(2, true))
        } else {
            self.one_typo
                .get_or_init(|| LevenshteinAutomatonBuilder::new(1, true))
        }
    }

    /// Number of entries of the posting list at `offset` (document frequency).
    pub(crate) fn posting_count(&self, offset: u64) -> u32 {
        let Some(bytes) = self.postings.get(offset as usize..) else {
            return 0;
        };
        Reader::new(bytes).small().unwrap_or(0)
    }

    /// Calls `each` for every posting at `offset`; stops quietly on anything unexpected.
    pub(crate) fn for_each_posting(&self, offset: u64, mut each: impl FnMut(Posting)) {
        let Some(bytes) = self.postings.get(offset as usize..) else {
            return;
        };
        let _ = decode_postings(bytes, u64::MAX, &mut each);
    }
}

fn decode_postings(
    bytes: &[u8],
    record_count: u64,
    mut each: impl FnMut(Posting),
) -> Result<(), IndexError> {
    let mut reader = Reader::new(bytes);
    let count = reader.count()?;
    let mut record: u64 = 0;
    for index in 0..count {
        let packed = reader.varint()?;
        let delta = packed >> 2;
        if index > 0 && delta == 0 {
            return Err(IndexError::Malformed("posting records out of order"));
        }
        record = record
            .checked_add(delta)
            .ok_or(IndexError::Malformed("record id overflow"))?;
        if record >= record_count {
            return Err(IndexError::Malformed("posting refers to a missing record"));
        }
        each(Posting {
            record: record as u32,
            field_rank: (packed & 3) as u8,
        });
    }
    Ok(())
}

fn validate_postings(
    dictionary: &fst::Map<Vec<u8>>,
    postings: &[u8],
    record_count: u64,
) -> Result<(), IndexError> {
    let mut stream = dictionary.into_stream();
    while let Some((term, offset)) = stream.next() {
        if core::str::from_utf8(term).is_err() {
            return Err(IndexError::Malformed("term is not UTF-8"));
        }
        let bytes = postings
            .get(offset as usize..)
            .ok_or(IndexError::Malformed("posting offset out of range"))?;
        decode_postings(bytes, record_count, |_| {})?;
    }
    Ok(())
}
