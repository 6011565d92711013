//! Builds the index of one locale from its documents (native only): the core file and one
//! text fragment per page.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::analyzer::{is_han, normalize, tokenize, Analyzer, HanVariants, Script};
use crate::dictionary::write_dictionary;
use crate::document::{Document, Section};
use crate::encoding::{checksum, write_string, write_varint};
use crate::format::{
    derived_anchor, IndexFile, ANCHOR_DERIVED, FRAGMENT_SEPARATOR, HEADER_LENGTH, MAGIC, RANK_BODY,
    RANK_DIR, RANK_HEADING, RANK_TITLE, VERSION,
};
use crate::forms::write_forms;
use crate::homophones::Homophones;
use crate::stems::stems_of;
use crate::synonyms::{analyze_synonyms, write_synonyms};

/// Characters of two hyphenated words at most for their joined form to be indexed too.
const MAX_JOINED_CHARACTERS: usize = 8;
/// Characters of a page kept in its fragment; every word is indexed whatever this is.
const MAX_FRAGMENT_CHARACTERS: usize = 60_000;
/// A posting shard closes once it holds this many bytes: small enough that a query fetches
/// little more than its own terms' lists, large enough to keep the number of files low.
const SHARD_TARGET_BYTES: usize = 1_024;

/// A built index: the core bytes, the posting shards and the text of every page.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BuiltIndex {
    pub core: Vec<u8>,
    pub shards: Vec<Vec<u8>>,
    /// The homophone groups (Chinese indexes only).
    pub homophones: Option<Vec<u8>>,
    /// The text of each page, in page order.
    pub fragments: Vec<String>,
}

impl BuiltIndex {
    /// Every file of the index directory: its name and bytes.
    pub fn files(&self) -> impl Iterator<Item = (String, &[u8])> {
        let shards = self
            .shards
            .iter()
            .enumerate()
            .map(|(shard, bytes)| (IndexFile::Postings(shard).name(), bytes.as_slice()));
        let fragments = self
            .fragments
            .iter()
            .enumerate()
            .map(|(page, text)| (IndexFile::Fragment(page).name(), text.as_bytes()));
        let homophones = self
            .homophones
            .iter()
            .map(|bytes| (IndexFile::Homophones.name(), bytes.as_slice()));
        shards.chain(fragments).chain(homophones)
    }

    /// Loads the core and every file, as the browser would after fetching them all.
    pub fn load(&self) -> Result<crate::Index, crate::IndexError> {
        let mut index = crate::Index::from_bytes(self.core.clone())?;
        for (name, bytes) in self.files() {
            if !index.add_file(&name, bytes) {
                return Err(crate::IndexError::Malformed(
                    "a file of the index directory does not match the core",
                ));
            }
        }
        Ok(index)
    }
}

#[derive(Clone, Copy)]
struct Posting {
    record: u32,
    field_rank: u8,
}

#[derive(Default)]
struct PostingTable {
    by_term: BTreeMap<String, Vec<Posting>>,
}

impl PostingTable {
    /// The pairs of `all` whose simplified form occurs in a term: the only ones a query can
    /// gain a match from.
    fn han_variants(&self, all: &HanVariants) -> HanVariants {
        let characters = self.han_characters();
        all.restricted_to(|character| characters.contains(&character))
    }

    /// The Han characters the terms hold.
    fn han_characters(&self) -> BTreeSet<char> {
        self.by_term
            .keys()
            .flat_map(|term| term.chars())
            .filter(|&character| is_han(character))
            .collect()
    }

    /// The homophone groups of the characters the terms hold (Chinese only): every character of
    /// their readings, since a reader may type any of them.
    fn homophones(&self, script: Script) -> Option<Homophones> {
        if script != Script::Chinese {
            return None;
        }
        Some(Homophones::of_characters(&self.han_characters()))
    }

    fn add(&mut self, term: &str, record: u32, field_rank: u8) {
        let list = match self.by_term.get_mut(term) {
            Some(list) => list,
            None => self.by_term.entry(term.to_string()).or_default(),
        };
        match list.last_mut() {
            Some(last) if last.record == record => {
                last.field_rank = last.field_rank.min(field_rank)
            }
            _ => list.push(Posting { record, field_rank }),
        }
    }

    /// Adds every term of `text`, and the joined form of words written with a hyphen between
    /// them ("wifi" for Wi-Fi, "email" for e-mail), so that either way of writing finds the
    /// other. Returns the number of terms of the text.
    fn add_text(&mut self, analyzer: &Analyzer, text: &str, record: u32, field_rank: u8) -> u32 {
        let mut previous: Option<(String, usize)> = None;
        tokenize(analyzer, text, |token| {
            self.add(token.term, record, field_rank);
            if let Some((before, end)) = &previous {
                if let Some(joined) = hyphen_joined(text, before, *end, token.term, token.start) {
                    self.add(&joined, record, field_rank);
                }
            }
            previous = Some((token.term.to_string(), token.end));
        })
    }
}

struct PageEntry {
    title: String,
    path: String,
    dir: u32,
    section_count: u32,
    body_terms: u32,
}

struct SectionEntry {
    heading: String,
    anchor: String,
    level: u8,
}

/// Builds the index of `documents` for `locale`.
pub fn build_index(locale: &str, documents: &[Document]) -> BuiltIndex {
    build_index_with(locale, documents, &[])
}

/// Builds the index of `documents` for `locale` with the site's synonyms: groups of phrases
/// that mean the same ("grid meter", "energy meter", "electricity meter").
pub fn build_index_with(
    locale: &str,
    documents: &[Document],
    synonyms: &[Vec<String>],
) -> BuiltIndex {
    let analyzer = Analyzer {
        script: Script::for_locale(locale),
        han: HanVariants::all(),
    };
    let page_count = documents.len() as u32;
    let mut table = PostingTable::default();
    let mut dirs: Vec<String> = Vec::new();
    let mut dir_ids: HashMap<String, u32> = HashMap::new();
    let mut pages = Vec::with_capacity(documents.len());
    let mut sections: Vec<SectionEntry> = Vec::new();
    let mut fragments = Vec::with_capacity(documents.len());

    for (page_number, document) in documents.iter().enumerate() {
        let record = page_number as u32;
        let title = normalize(&document.title);
        let dir = normalize(&document.dir);
        table.add_text(&analyzer, &title, record, RANK_TITLE);
        table.add_text(&analyzer, &dir, record, RANK_DIR);
        let dir_id = *dir_ids.entry(dir.clone()).or_insert_with(|| {
            dirs.push(dir.clone());
            (dirs.len() - 1) as u32
        });
        let top = [Section {
            level: 1,
            ..Section::default()
        }];
        let page_sections: &[Section] = if document.sections.is_empty() {
            table.add_text(
                &analyzer,
                &normalize(&document.subtitles),
                record,
                RANK_HEADING,
            );
            &top
        } else {
            &document.sections
        };
        let mut body_terms = 0u32;
        let mut fragment = String::new();
        let mut fragment_characters = 0usize;
        for (number, section) in page_sections.iter().enumerate() {
            let section_record = page_count + sections.len() as u32;
            let heading = normalize(&section.heading);
            let text = normalize(&section.text);
            table.add_text(&analyzer, &heading, section_record, RANK_HEADING);
            body_terms += table.add_text(&analyzer, &text, record, RANK_BODY);
            if number > 0 {
                fragment.push(FRAGMENT_SEPARATOR);
            }
            let room = MAX_FRAGMENT_CHARACTERS.saturating_sub(fragment_characters);
            let plain = without_separators(&text);
            let kept = truncate_at_word(&plain, room);
            fragment_characters += kept.chars().count() + 1;
            fragment.push_str(kept);
            sections.push(SectionEntry {
                heading,
                anchor: section.anchor.clone(),
                level: section.level.min(0x7F),
            });
        }
        fragments.push(fragment);
        pages.push(PageEntry {
            title,
            path: document.path.clone(),
            dir: dir_id,
            section_count: page_sections.len() as u32,
            body_terms,
        });
    }

    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.extend_from_slice(&[0; 4]);
    write_string(&mut out, locale);
    table.han_variants(&analyzer.han).write(&mut out);
    write_varint(&mut out, dirs.len() as u64);
    for dir in &dirs {
        write_string(&mut out, dir);
    }
    write_varint(&mut out, pages.len() as u64);
    for page in &pages {
        write_string(&mut out, &page.title);
        write_string(&mut out, &page.path);
        write_varint(&mut out, u64::from(page.dir));
        write_varint(&mut out, u64::from(page.section_count));
        write_varint(&mut out, u64::from(page.body_terms));
    }
    write_varint(&mut out, sections.len() as u64);
    for section in &sections {
        write_string(&mut out, &section.heading);
        if derived_anchor(&section.heading) == section.anchor {
            out.push(section.level | ANCHOR_DERIVED);
        } else {
            out.push(section.level);
            write_string(&mut out, &section.anchor);
        }
    }
    let lists = encode_postings(&table);
    write_dictionary(
        &mut out,
        table
            .by_term
            .keys()
            .zip(&lists)
            .map(|(term, (count, _))| (term.as_str(), *count)),
    );
    let terms: Vec<&str> = table.by_term.keys().map(String::as_str).collect();
    write_forms(&mut out, &terms, stems_of(locale, &terms).as_deref());
    write_synonyms(&mut out, &analyze_synonyms(&analyzer, synonyms));
    let homophones = table.homophones(analyzer.script).map(|groups| {
        let mut bytes = Vec::new();
        groups.write(&mut bytes);
        bytes
    });
    match &homophones {
        Some(bytes) => {
            out.push(1);
            out.extend_from_slice(&checksum(bytes).to_le_bytes());
        }
        None => out.push(0),
    }
    let shards = into_shards(lists);
    write_varint(&mut out, shards.len() as u64);
    for (term_count, bytes) in &shards {
        write_varint(&mut out, *term_count as u64);
        out.extend_from_slice(&checksum(bytes).to_le_bytes());
    }
    let sum = checksum(&out[HEADER_LENGTH..]);
    out[5..9].copy_from_slice(&sum.to_le_bytes());
    BuiltIndex {
        core: out,
        shards: shards.into_iter().map(|(_, bytes)| bytes).collect(),
        homophones,
        fragments,
    }
}

/// Groups consecutive posting lists into shards of about `SHARD_TARGET_BYTES`: (term count,
/// bytes) each.
fn into_shards(lists: Vec<(u32, Vec<u8>)>) -> Vec<(usize, Vec<u8>)> {
    let mut shards: Vec<(usize, Vec<u8>)> = Vec::new();
    for (_, bytes) in lists {
        match shards.last_mut() {
            Some((term_count, shard)) if shard.len() < SHARD_TARGET_BYTES => {
                *term_count += 1;
                shard.extend_from_slice(&bytes);
            }
            _ => shards.push((1, bytes)),
        }
    }
    shards
}

/// Each term's posting list, in dictionary order: (number of records, encoded postings).
fn encode_postings(table: &PostingTable) -> Vec<(u32, Vec<u8>)> {
    let mut lists = Vec::with_capacity(table.by_term.len());
    for list in table.by_term.values() {
        let mut list = list.clone();
        list.sort_by_key(|posting| (posting.record, posting.field_rank));
        // A page's body and its sections' headings interleave, so a record may repeat.
        list.dedup_by_key(|posting| posting.record);
        let mut bytes = Vec::new();
        let mut previous = 0u32;
        for posting in &list {
            // The best field's rank rides in the two low bits of the record delta.
            let delta = u64::from(posting.record - previous);
            previous = posting.record;
            write_varint(
                &mut bytes,
                delta << 2 | u64::from(posting.field_rank.min(3)),
            );
        }
        lists.push((list.len() as u32, bytes));
    }
    lists
}

/// The two terms written as one word, when only a hyphen stands between them in `text` (the
/// first ends at byte `end`, the second starts at `start`), neither is a Han bigram and together
/// they are short: the words readers write either way (Wi-Fi, e-mail, PV-Anlage), not every
/// hyphenated compound, which a reader types with its hyphen or a space (each a term already).
fn hyphen_joined(
    text: &str,
    first: &str,
    end: usize,
    second: &str,
    start: usize,
) -> Option<String> {
    let between = text.get(end..start)?;
    let hyphen = matches!(between, "-" | "\u{2010}" | "\u{2011}");
    let han = first.chars().chain(second.chars()).any(is_han);
    let short = first.chars().count() + second.chars().count() <= MAX_JOINED_CHARACTERS;
    (hyphen && !han && short).then(|| format!("{first}{second}"))
}

fn without_separators(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains(FRAGMENT_SEPARATOR) {
        std::borrow::Cow::Owned(text.replace(FRAGMENT_SEPARATOR, " "))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// The start of `text` with at most `limit` characters, cut after a whole word when possible.
fn truncate_at_word(text: &str, limit: usize) -> &str {
    let Some((cut, _)) = text.char_indices().nth(limit) else {
        return text;
    };
    let head = &text[..cut];
    match head.rfind(char::is_whitespace) {
        Some(space) if space > cut / 2 => &head[..space],
        _ => head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncation_keeps_whole_words_and_char_boundaries() {
        assert_eq!(truncate_at_word("alpha beta gamma", 12), "alpha beta");
        assert_eq!(truncate_at_word("ééééé", 2), "éé");
        assert_eq!(truncate_at_word("short", 99), "short");
    }

    #[test]
    fn words_written_with_a_hyphen_are_also_indexed_as_one() {
        assert_eq!(
            hyphen_joined("Wi-Fi", "wi", 2, "fi", 3).as_deref(),
            Some("wifi")
        );
        assert_eq!(
            hyphen_joined("e\u{2011}mail", "e", 1, "mail", 4).as_deref(),
            Some("email")
        );
        assert_eq!(hyphen_joined("Wi - Fi", "wi", 2, "fi", 5), None);
        assert_eq!(hyphen_joined("grid meter", "grid", 4, "meter", 5), None);
        let document = Document {
            title: "Wi-Fi and Modbus-TCP".into(),
            path: "/w/".into(),
            ..Document::default()
        };
        let index = build_index("en", &[document]).load().expect("index");
        for query in ["wifi", "wi-fi", "wi fi", "modbus-tcp", "modbus tcp"] {
            assert_eq!(index.search(query, 5).len(), 1, "{query}");
        }
    }

    #[test]
    fn index_starts_with_magic_and_version() {
        let built = build_index("en", &[]);
        assert_eq!(&built.core[..4], MAGIC);
        assert_eq!(built.core[4], VERSION);
        assert!(built.fragments.is_empty());
    }

    #[test]
    fn one_fragment_per_page_with_one_part_per_section() {
        let document = Document {
            title: "Grid".into(),
            path: "/grid/".into(),
            sections: vec![
                Section {
                    level: 1,
                    text: "top \u{1E} text".into(),
                    ..Section::default()
                },
                Section {
                    heading: "Meter".into(),
                    anchor: "meter".into(),
                    level: 2,
                    text: "meter text".into(),
                },
            ],
            ..Document::default()
        };
        let built = build_index("en", &[document]);
        assert_eq!(built.fragments, ["top   text\u{1E}meter text"]);
    }
}
