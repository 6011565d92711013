//! Builds the binary index of one locale from its documents (native only).

use std::collections::{BTreeMap, HashMap};

use crate::analyzer::{normalize, tokenize, Script};
use crate::document::{Document, Section};
use crate::encoding::{checksum, write_bytes, write_string, write_varint};
use crate::format::{
    best_field_rank, FIELD_BODY, FIELD_DIR, FIELD_HEADING, FIELD_TITLE, HEADER_LENGTH, MAGIC,
    VERSION,
};

/// Tuning of the index builder.
#[derive(Debug, Clone, Copy)]
pub struct BuildOptions {
    /// Total characters of section text stored for snippets. Every word is indexed whatever
    /// this is; when the site's text is longer, each section keeps an equal share of its start.
    pub stored_text_budget: usize,
}

impl Default for BuildOptions {
    fn default() -> BuildOptions {
        BuildOptions {
            stored_text_budget: 64_000,
        }
    }
}

/// Builds the index of `documents` for `locale` with the default options.
pub fn build_index(locale: &str, documents: &[Document]) -> Vec<u8> {
    build_index_with(locale, documents, BuildOptions::default())
}

#[derive(Clone, Copy)]
struct Posting {
    record: u32,
    fields: u8,
}

#[derive(Default)]
struct PostingTable {
    by_term: BTreeMap<String, Vec<Posting>>,
}

impl PostingTable {
    fn add(&mut self, term: &str, record: u32, field: u8) {
        let list = match self.by_term.get_mut(term) {
            Some(list) => list,
            None => self.by_term.entry(term.to_string()).or_default(),
        };
        match list.last_mut() {
            Some(last) if last.record == record => last.fields |= field,
            _ => list.push(Posting {
                record,
                fields: field,
            }),
        }
    }

    fn add_text(&mut self, script: Script, text: &str, record: u32, field: u8) -> u32 {
        tokenize(script, text, |token| self.add(token.term, record, field))
    }
}

struct NormalizedSection {
    heading: String,
    anchor: String,
    level: u8,
    text: String,
}

/// Builds the index with explicit options.
pub fn build_index_with(locale: &str, documents: &[Document], options: BuildOptions) -> Vec<u8> {
    let script = Script::for_locale(locale);
    let page_count = documents.len() as u32;
    let mut table = PostingTable::default();
    let mut dirs: Vec<String> = Vec::new();
    let mut dir_ids: HashMap<String, u32> = HashMap::new();
    let mut pages = Vec::with_capacity(documents.len());
    let mut sections: Vec<(NormalizedSection, u32)> = Vec::new();

    for (page_number, document) in documents.iter().enumerate() {
        let record = page_number as u32;
        let title = normalize(&document.title);
        let dir = normalize(&document.dir);
        table.add_text(script, &title, record, FIELD_TITLE);
        table.add_text(script, &dir, record, FIELD_DIR);
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
                script,
                &normalize(&document.subtitles),
                record,
                FIELD_HEADING,
            );
            &top
        } else {
            &document.sections
        };
        for section in page_sections {
            let section_record = page_count + sections.len() as u32;
            let normalized = NormalizedSection {
                heading: normalize(&section.heading),
                anchor: section.anchor.clone(),
                level: section.level,
                text: normalize(&section.text),
            };
            table.add_text(script, &normalized.heading, section_record, FIELD_HEADING);
            let body_terms = table.add_text(script, &normalized.text, section_record, FIELD_BODY);
            sections.push((normalized, body_terms));
        }
        pages.push((
            title,
            document.path.clone(),
            dir_id,
            page_sections.len() as u32,
        ));
    }

    let stored_limit = stored_characters_per_section(
        sections
            .iter()
            .map(|(section, _)| section.text.chars().count()),
        options.stored_text_budget,
    );

    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.extend_from_slice(&[0; 4]);
    write_string(&mut out, locale);
    write_varint(&mut out, dirs.len() as u64);
    for dir in &dirs {
        write_string(&mut out, dir);
    }
    write_varint(&mut out, pages.len() as u64);
    for (title, path, dir_id, section_count) in &pages {
        write_string(&mut out, title);
        write_string(&mut out, path);
        write_varint(&mut out, u64::from(*dir_id));
        write_varint(&mut out, u64::from(*section_count));
    }
    write_varint(&mut out, sections.len() as u64);
    for (section, body_terms) in &sections {
        write_string(&mut out, &section.heading);
        write_string(&mut out, &section.anchor);
        out.push(section.level);
        write_string(&mut out, truncate_at_word(&section.text, stored_limit));
        write_varint(&mut out, u64::from(*body_terms));
    }
    let (dictionary, postings) = encode_postings(&table);
    write_bytes(&mut out, &dictionary);
    write_bytes(&mut out, &postings);
    let sum = checksum(&out[HEADER_LENGTH..]);
    out[5..9].copy_from_slice(&sum.to_le_bytes());
    out
}

fn encode_postings(table: &PostingTable) -> (Vec<u8>, Vec<u8>) {
    let mut postings = Vec::new();
    let mut builder = fst::MapBuilder::memory();
    for (term, list) in &table.by_term {
        let mut list = list.clone();
        list.sort_by_key(|posting| posting.record);
        let offset = postings.len() as u64;
        write_varint(&mut postings, list.len() as u64);
        let mut previous = 0u32;
        for posting in &list {
            // The best field's rank rides in the two low bits of the record delta.
            let delta = u64::from(posting.record - previous);
            previous = posting.record;
            write_varint(
                &mut postings,
                delta << 2 | u64::from(best_field_rank(posting.fields).min(3)),
            );
        }
        // Keys arrive sorted and unique from the BTreeMap, so insertion cannot fail.
        if builder.insert(term.as_bytes(), offset).is_err() {
            continue;
        }
    }
    let dictionary = builder.into_inner().unwrap_or_default();
    (dictionary, postings)
}

/// The largest per-section character count such that all sections together stay within budget.
fn stored_characters_per_section(
    lengths: impl Iterator<Item = usize> + Clone,
    budget: usize,
) -> usize {
    let total: usize = lengths.clone().sum();
    if total <= budget {
        return usize::MAX;
    }
    let (mut low, mut high) = (0usize, lengths.clone().max().unwrap_or(0));
    while low < high {
        let middle = (low + high).div_ceil(2);
        let used: usize = lengths.clone().map(|length| length.min(middle)).sum();
        if used <= budget {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    low
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
    fn budget_splits_text_fairly() {
        let lengths = [10usize, 100, 1000];
        assert_eq!(
            stored_characters_per_section(lengths.iter().copied(), 2000),
            usize::MAX
        );
        assert_eq!(
            stored_characters_per_section(lengths.iter().copied(), 210),
            100
        );
        assert_eq!(
            stored_characters_per_section(lengths.iter().copied(), 10),
            3
        );
    }

    #[test]
    fn truncation_keeps_whole_words_and_char_boundaries() {
        assert_eq!(truncate_at_word("alpha beta gamma", 12), "alpha beta");
        assert_eq!(truncate_at_word("ééééé", 2), "éé");
        assert_eq!(truncate_at_word("short", 99), "short");
    }

    #[test]
    fn index_starts_with_magic_and_version() {
        let bytes = build_index("en", &[]);
        assert_eq!(&bytes[..4], MAGIC);
        assert_eq!(bytes[4], VERSION);
    }
}
