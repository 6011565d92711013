//! The loaded index: validated once in `from_bytes`, then read without further checks failing.

use std::cell::RefCell;

use crate::analyzer::{is_han, Analyzer, HanVariants, Script};
use crate::dictionary::Dictionary;
use crate::encoding::{checksum, Reader};
use crate::error::IndexError;
use crate::expansion::Expansion;
use crate::format::{
    derived_anchor, IndexFile, ANCHOR_DERIVED, FRAGMENT_SEPARATOR, HEADER_LENGTH, MAGIC, VERSION,
};
use crate::forms::WordForms;
use crate::homophones::Homophones;
use crate::matching::holds_as_typed;
use crate::page_text::{PageText, TokenizedText};
use crate::query::QueryWord;
use crate::search::ExpandedQuery;
use crate::synonyms::{read_synonyms, SynonymGroup};

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
    pub(crate) analyzer: Analyzer,
    pub(crate) dirs: Vec<String>,
    pub(crate) pages: Vec<Page>,
    pub(crate) sections: Vec<SectionRecord>,
    /// Title, headings and section texts of each page whose fragment has been added.
    pub(crate) page_texts: Vec<Option<PageText>>,
    pub(crate) dictionary: Dictionary,
    /// The terms of each stem (empty without a stemmer).
    pub(crate) forms: WordForms,
    /// The site's synonym groups, analyzed.
    pub(crate) synonyms: Vec<SynonymGroup>,
    /// The checksum of `homophones.bin`, when the index has one (Chinese indexes).
    homophones_checksum: Option<u32>,
    /// Characters of the same Mandarin reading, once `homophones.bin` is added.
    pub(crate) homophones: Option<Homophones>,
    /// The posting lists, in shards of consecutive terms fetched when a query needs them.
    shards: Vec<Shard>,
    pub(crate) average_body_terms: f32,
    /// The last query's words and expansions (they depend on the dictionary alone).
    pub(crate) last_expansion: RefCell<Option<ExpandedQuery>>,
}

/// The posting lists of the terms `first_ordinal..first_ordinal + term_count`.
#[derive(Debug)]
struct Shard {
    first_ordinal: usize,
    term_count: usize,
    checksum: u32,
    /// The shard's bytes and where each term's list starts in them, once added.
    loaded: Option<(Vec<u8>, Vec<u32>)>,
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
        let han = HanVariants::read(&mut reader)?;
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
        let dictionary = Dictionary::read(&mut reader)?;
        let forms = WordForms::read(&mut reader, &dictionary)?;
        let synonyms = read_synonyms(&mut reader)?;
        let homophones_checksum = match reader.byte()? {
            0 => None,
            1 => Some(reader.u32()?),
            _ => return Err(IndexError::Malformed("homophones flag is neither 0 nor 1")),
        };
        let shard_count = reader.count()?;
        let mut shards = Vec::with_capacity(shard_count);
        let mut first_ordinal = 0usize;
        for _ in 0..shard_count {
            let term_count = reader.small()? as usize;
            let checksum = reader.u32()?;
            if term_count == 0 || term_count > dictionary.len() - first_ordinal {
                return Err(IndexError::Malformed("empty posting shard"));
            }
            shards.push(Shard {
                first_ordinal,
                term_count,
                checksum,
                loaded: None,
            });
            first_ordinal += term_count;
        }
        if first_ordinal != dictionary.len() || !reader.is_at_end() {
            return Err(IndexError::Malformed(
                "posting shards do not match the dictionary",
            ));
        }
        let total_terms: u64 = pages.iter().map(|page| u64::from(page.body_terms)).sum();
        let average_body_terms = if pages.is_empty() {
            1.0
        } else {
            (total_terms as f32 / pages.len() as f32).max(1.0)
        };
        Ok(Index {
            analyzer: Analyzer {
                script: Script::for_locale(&locale),
                han,
            },
            locale,
            dirs,
            page_texts: pages.iter().map(|_| None).collect(),
            pages,
            sections,
            dictionary,
            forms,
            synonyms,
            homophones_checksum,
            homophones: None,
            shards,
            average_body_terms,
            last_expansion: RefCell::new(None),
        })
    }

    /// Whether `term` (folded as the index folds text) is a term of the index.
    pub fn holds_term(&self, term: &str) -> bool {
        self.dictionary.get(term).is_some()
    }

    /// Adds a file of the index directory (`IndexFile::name`): a posting shard or a page's
    /// text. Returns whether it was accepted; a file that does not belong to this core is not.
    pub fn add_file(&mut self, name: &str, bytes: &[u8]) -> bool {
        match IndexFile::parse(name) {
            Some(IndexFile::Postings(shard)) => self.add_shard(shard, bytes),
            Some(IndexFile::Fragment(page)) => {
                std::str::from_utf8(bytes).is_ok_and(|text| self.add_fragment(page, text))
            }
            Some(IndexFile::Homophones) => self.add_homophones(bytes),
            None => false,
        }
    }

    fn add_homophones(&mut self, bytes: &[u8]) -> bool {
        if self.homophones_checksum != Some(checksum(bytes)) {
            return false;
        }
        let mut reader = Reader::new(bytes);
        match Homophones::read(&mut reader) {
            Ok(homophones) if reader.is_at_end() => {
                self.homophones = Some(homophones);
                // Expansions made without them are stale.
                *self.last_expansion.borrow_mut() = None;
                true
            }
            _ => false,
        }
    }

    /// Whether a query with these words and expansions needs `homophones.bin`, not loaded yet:
    /// a Han bigram the index does not hold as typed.
    pub(crate) fn needs_homophones(
        &self,
        words: &[QueryWord],
        expansions: &[Vec<Expansion>],
    ) -> bool {
        self.homophones_checksum.is_some()
            && self.homophones.is_none()
            && words.iter().zip(expansions).any(|(word, found)| {
                word.variant.is_none()
                    && word.term.chars().count() == 2
                    && word.term.chars().all(is_han)
                    && !holds_as_typed(found)
            })
    }

    fn add_shard(&mut self, shard: usize, bytes: &[u8]) -> bool {
        let record_count = (self.pages.len() + self.sections.len()) as u64;
        let Some(entry) = self.shards.get(shard) else {
            return false;
        };
        if checksum(bytes) != entry.checksum {
            return false;
        }
        let mut reader = Reader::new(bytes);
        let mut starts = Vec::with_capacity(entry.term_count);
        for ordinal in entry.first_ordinal..entry.first_ordinal + entry.term_count {
            starts.push(reader.position() as u32);
            let count = self.dictionary.document_frequency(ordinal);
            if decode_postings(&mut reader, count, record_count, |_| {}).is_err() {
                return false;
            }
        }
        if !reader.is_at_end() {
            return false;
        }
        self.shards[shard].loaded = Some((bytes.to_vec(), starts));
        true
    }

    /// The shard holding the posting list of term `ordinal`.
    fn shard_of(&self, ordinal: usize) -> Option<usize> {
        let after = self
            .shards
            .partition_point(|shard| shard.first_ordinal <= ordinal);
        after
            .checked_sub(1)
            .filter(|_| ordinal < self.dictionary.len())
    }

    /// The file holding the posting list of term `ordinal`, when it is not loaded yet.
    pub(crate) fn missing_postings(&self, ordinal: u32) -> Option<IndexFile> {
        self.shard_of(ordinal as usize)
            .filter(|&shard| self.shards[shard].loaded.is_none())
            .map(IndexFile::Postings)
    }

    /// Adds the text fragment of page `page` (as written by `build_index`). Returns whether it
    /// was accepted: a fragment for a missing page or with the wrong number of sections is not.
    fn add_fragment(&mut self, page: usize, text: &str) -> bool {
        let Some(record) = self.pages.get(page) else {
            return false;
        };
        let texts: Vec<&str> = text.split(FRAGMENT_SEPARATOR).collect();
        if texts.len() != record.section_count as usize {
            return false;
        }
        let tokenized =
            |text: &str| TokenizedText::new(&self.analyzer, &self.dictionary, text.into());
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
    pub(crate) fn has_fragment(&self, page: usize) -> bool {
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

    /// The heading and whole text of section `number` (`Hit::section_number`), when its page's
    /// text has been added.
    pub fn section_passage(&self, number: u32) -> Option<(&str, &str)> {
        self.section_text(number)
            .map(|(heading, text)| (heading.text.as_str(), text.text.as_str()))
    }

    /// The locale code the index was built for.
    pub fn locale(&self) -> &str {
        &self.locale
    }

    /// Number of pages.
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// Calls `each` for every posting of term `ordinal`; nothing when its shard is not loaded.
    pub(crate) fn for_each_posting(&self, ordinal: u32, mut each: impl FnMut(Posting)) {
        let ordinal = ordinal as usize;
        let Some(shard) = self.shard_of(ordinal).map(|shard| &self.shards[shard]) else {
            return;
        };
        let Some((bytes, starts)) = &shard.loaded else {
            return;
        };
        let start = starts[ordinal - shard.first_ordinal] as usize;
        let count = self.dictionary.document_frequency(ordinal);
        let _ = decode_postings(
            &mut Reader::new(&bytes[start..]),
            count,
            u64::MAX,
            &mut each,
        );
    }
}

/// Decodes `count` postings, checking that records increase and stay below `record_count`.
fn decode_postings(
    reader: &mut Reader<'_>,
    count: u32,
    record_count: u64,
    mut each: impl FnMut(Posting),
) -> Result<(), IndexError> {
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
