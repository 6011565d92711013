//! The loaded index: validated once in `from_bytes`, then read without further checks failing.

use std::cell::OnceCell;

use levenshtein_automata::LevenshteinAutomatonBuilder;

use crate::analyzer::Script;
use crate::encoding::{checksum, Reader};
use crate::error::IndexError;
use crate::format::{
    derived_anchor, ANCHOR_DERIVED, FRAGMENT_SEPARATOR, HEADER_LENGTH, MAGIC, VERSION,
};
use crate::page_text::{PageText, TokenizedText};

/// A page of the index.
#[derive(Debug)]
pub(crate) struct Page {
    pub title: String,
    pub path: String,
    pub dir: u32,
    pub first_section: u32,
    pub section_count: u32,
    pub body_terms: u32,
}

/// A section of a page.
#[derive(Debug)]
pub(crate) struct SectionRecord {
    pub page: u32,
    pub heading: String,
    pub anchor: String,
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
    /// Title, headings and section texts of each page whose fragment has been added.
    pub(crate) page_texts: Vec<Option<PageText>>,
    pub(crate) dictionary: fst::Map<Vec<u8>>,
    pub(crate) postings: Vec<u8>,
    /// Start of each term's posting list, by dictionary ordinal.
    posting_starts: Vec<u32>,
    pub(crate) average_body_terms: f32,
    one_typo: OnceCell<LevenshteinAutomatonBuilder>,
    two_typos: OnceCell<LevenshteinAutomatonBuilder>,
}

impl Index {
    /// Loads the core bytes produced by `build_index`. Any malformed input is an error.
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
            let body_terms = reader.small()?;
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
                body_terms,
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
                let level = reader.byte()?;
                let anchor = if level & ANCHOR_DERIVED != 0 {
                    derived_anchor(&heading)
                } else {
                    reader.string()?
                };
                sections.push(SectionRecord {
                    page: page_number as u32,
                    heading,
                    anchor,
                });
            }
        }
        let dictionary_bytes = reader.bytes()?.to_vec();
        let postings = reader.rest().to_vec();
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
        let posting_starts = posting_starts(&postings, record_count)?;
        if posting_starts.len() != dictionary.len() {
            return Err(IndexError::Malformed(
                "posting lists do not match the dictionary",
            ));
        }
        let total_terms: u64 = pages.iter().map(|page| u64::from(page.body_terms)).sum();
        let average_body_terms = if pages.is_empty() {
            1.0
        } else {
            (total_terms as f32 / pages.len() as f32).max(1.0)
        };
        Ok(Index {
            script: Script::for_locale(&locale),
            locale,
            dirs,
            page_texts: pages.iter().map(|_| None).collect(),
            pages,
            sections,
            dictionary,
            postings,
            posting_starts,
            average_body_terms,
            one_typo: OnceCell::new(),
            two_typos: OnceCell::new(),
        })
    }

    /// Adds the text fragment of page `page` (as written by `build_index`). Returns whether it
    /// was accepted: a fragment for a missing page or with the wrong number of sections is not.
    pub fn add_fragment(&mut self, page: usize, text: &str) -> bool {
        let Some(record) = self.pages.get(page) else {
            return false;
        };
        let texts: Vec<&str> = text.split(FRAGMENT_SEPARATOR).collect();
        if texts.len() != record.section_count as usize {
            return false;
        }
        let tokenized = |text: &str| TokenizedText::new(self.script, &self.dictionary, text.into());
        let first = record.first_section as usize;
        let sections = texts
            .iter()
            .enumerate()
            .map(|(number, text)| {
                let heading = self
                    .sections
                    .get(first + number)
                    .map_or("", |section| section.heading.as_str());
                (tokenized(heading), tokenized(text))
            })
            .collect();
        let page_text = PageText {
            title: tokenized(&record.title),
            sections,
        };
        self.page_texts[page] = Some(page_text);
        true
    }

    /// Whether the fragment of `page` has been added.
    pub fn has_fragment(&self, page: usize) -> bool {
        self.page_texts.get(page).is_some_and(Option::is_some)
    }

    /// The loaded text of a page.
    pub(crate) fn page_text(&self, page: u32) -> Option<&PageText> {
        self.page_texts.get(page as usize)?.as_ref()
    }

    /// The heading and text of section `section` (global number), when its page is loaded.
    pub(crate) fn section_text(&self, section: u32) -> Option<&(TokenizedText, TokenizedText)> {
        let record = self.sections.get(section as usize)?;
        let page = self.pages.get(record.page as usize)?;
        self.page_text(record.page)?
            .sections
            .get(section.checked_sub(page.first_section)? as usize)
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

    fn posting_bytes(&self, ordinal: u64) -> &[u8] {
        let start = usize::try_from(ordinal)
            .ok()
            .and_then(|ordinal| self.posting_starts.get(ordinal))
            .map_or(usize::MAX, |&start| start as usize);
        self.postings.get(start..).unwrap_or(&[])
    }

    /// Number of entries of the posting list of term `ordinal` (document frequency).
    pub(crate) fn posting_count(&self, ordinal: u64) -> u32 {
        Reader::new(self.posting_bytes(ordinal))
            .small()
            .unwrap_or(0)
    }

    /// Calls `each` for every posting of term `ordinal`; stops quietly on anything unexpected.
    pub(crate) fn for_each_posting(&self, ordinal: u64, mut each: impl FnMut(Posting)) {
        let _ = decode_postings(
            &mut Reader::new(self.posting_bytes(ordinal)),
            u64::MAX,
            &mut each,
        );
    }
}

fn decode_postings(
    reader: &mut Reader<'_>,
    record_count: u64,
    mut each: impl FnMut(Posting),
) -> Result<(), IndexError> {
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

/// Checks every posting list and returns where each starts.
fn posting_starts(postings: &[u8], record_count: u64) -> Result<Vec<u32>, IndexError> {
    let mut reader = Reader::new(postings);
    let term_count = reader.count()?;
    let mut starts = Vec::with_capacity(term_count);
    for _ in 0..term_count {
        let start = u32::try_from(reader.position())
            .map_err(|_| IndexError::Malformed("postings too large"))?;
        starts.push(start);
        decode_postings(&mut reader, record_count, |_| {})?;
    }
    if !reader.is_at_end() {
        return Err(IndexError::Malformed("trailing bytes"));
    }
    Ok(starts)
}
