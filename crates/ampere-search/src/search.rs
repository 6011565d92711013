//! `Index::search`: query → expansions → matches → ranked pages → result rows.

use crate::expansion::{expand, Expansion};
use crate::format::IndexFile;
use crate::highlight::{mark_all, snippet_of};
use crate::index::Index;
use crate::matching::{collect_matches, Matches};
use crate::query::{parse_query_with, QueryWord, MAX_QUERY_WORDS};
use crate::ranking::{group_by_page, pages_to_measure, rank, RankedPage, RankedSection};
use crate::terms::TermTable;

/// Rows returned at most, whatever the caller asks.
pub const MAX_LIMIT: usize = 100;
/// Rows per page at most (the page itself or its best section, then other sections).
pub const SECTIONS_PER_PAGE: usize = 3;

/// One result row.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub page_title: String,
    /// The title with matched words between `\u{1}` and `\u{2}`.
    pub title_marked: String,
    pub dir: String,
    /// Heading of the matched section; `None` when the page as a whole matched best.
    pub section: Option<String>,
    /// Page path, plus `#anchor` for a section.
    pub href: String,
    /// Text around the matched words, marked like `title_marked`.
    pub snippet: String,
    /// Higher is better; only meaningful within one result list.
    pub score: f32,
    /// The section the row stands for (its whole text: `Index::section_passage`).
    pub section_number: u32,
    /// The page matches every word of the query that counts (all its significant words, or all
    /// but one in a question): false for the closest candidates of a query with no exact match.
    pub complete: bool,
}

/// A query's words and the dictionary terms of each.
pub(crate) type ExpandedQuery = (Vec<QueryWord>, Vec<Vec<Expansion>>);

/// A query analyzed against the index (see `Index::analyze`).
struct Analyzed {
    words: Vec<QueryWord>,
    expansions: Vec<Vec<Expansion>>,
    matches: Matches,
}

impl Index {
    /// Ranked results for `query`, grouped by page, at most `limit` rows. Never fails: any
    /// input gives results or none, with work bounded by the query caps.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        let limit = limit.min(MAX_LIMIT);
        let Some(analyzed) = self.analyze(query, limit) else {
            return Vec::new();
        };
        let terms = TermTable::new(&analyzed.expansions);
        let pages = rank(self, &analyzed.words, analyzed.matches, &terms);
        let mut hits = Vec::new();
        for page in &pages {
            if hits.len() >= limit {
                break;
            }
            self.push_rows(page, &terms, limit, &mut hits);
        }
        hits
    }

    /// The files of the index directory `search` needs for `query` and does not have yet
    /// (`IndexFile::name`). First the posting shards of the query's terms (with the homophones
    /// file of a Chinese index when a Han bigram is not in it as typed); once those are added,
    /// the text of the pages it would show, in rank order. Add each with `add_file`
    /// and ask again until nothing is missing, then search.
    pub fn missing_files(&self, query: &str, limit: usize) -> Vec<IndexFile> {
        let limit = limit.min(MAX_LIMIT);
        let Some((words, expansions)) = self.expand_query(query, limit) else {
            return Vec::new();
        };
        // The homophones first, with the shards known so far: they add terms, whose shards the
        // next round asks for.
        let homophones = self
            .needs_homophones(&words, &expansions)
            .then_some(IndexFile::Homophones);
        let mut shards: Vec<IndexFile> = expansions
            .iter()
            .flatten()
            .filter_map(|expansion| self.missing_postings(expansion.ordinal))
            .collect();
        if !shards.is_empty() || homophones.is_some() {
            shards.sort_unstable();
            shards.dedup();
            shards.extend(homophones);
            return shards;
        }
        let word_count = words.len().min(MAX_QUERY_WORDS);
        let matches = collect_matches(self, &words, &expansions);
        let pages = group_by_page(self, matches, word_count);
        pages_to_measure(&pages)
            .into_iter()
            .filter(|&page| !self.has_fragment(page as usize))
            .map(|page| IndexFile::Fragment(page as usize))
            .collect()
    }

    /// The query's words and their dictionary terms; `None` when there is nothing to look for.
    /// The last answer is kept: a query is asked for its missing files, then searched.
    fn expand_query(&self, query: &str, limit: usize) -> Option<ExpandedQuery> {
        let words = parse_query_with(&self.analyzer, query, &self.synonyms);
        if words.is_empty() || limit == 0 || self.pages.is_empty() {
            return None;
        }
        if let Some(last) = self.last_expansion.borrow().as_ref() {
            if last.0 == words {
                return Some(last.clone());
            }
        }
        let expansions: Vec<Vec<Expansion>> = words.iter().map(|word| expand(self, word)).collect();
        let expanded = (words, expansions);
        *self.last_expansion.borrow_mut() = Some(expanded.clone());
        Some(expanded)
    }

    /// The query's words, their dictionary terms and the records they match; `None` when there
    /// is nothing to look for.
    fn analyze(&self, query: &str, limit: usize) -> Option<Analyzed> {
        let (words, expansions) = self.expand_query(query, limit)?;
        let matches = collect_matches(self, &words, &expansions);
        Some(Analyzed {
            words,
            expansions,
            matches,
        })
    }

    fn push_rows(&self, page: &RankedPage, terms: &TermTable, limit: usize, hits: &mut Vec<Hit>) {
        let Some(record) = self.pages.get(page.page as usize) else {
            return;
        };
        let Some(best) = page.sections.first() else {
            return;
        };
        let title_marked = mark_all(&self.analyzer, &record.title, terms);
        let dir = self
            .dirs
            .get(record.dir as usize)
            .cloned()
            .unwrap_or_default();
        let whole_page = best.key.matched < page.key.matched || !best.own;
        let complete = page.is_complete();
        let mut rows: Vec<(&RankedSection, bool)> = vec![(best, whole_page)];
        for section in page.sections.iter().skip(1) {
            if rows.len() >= SECTIONS_PER_PAGE {
                break;
            }
            if section.own && self.is_headed(section.section) {
                rows.push((section, false));
            }
        }
        for (number, (section, as_page)) in rows.into_iter().enumerate() {
            if hits.len() >= limit {
                return;
            }
            let Some(section_record) = self.sections.get(section.section as usize) else {
                continue;
            };
            let headed =
                !as_page && !section_record.heading.is_empty() && !section_record.anchor.is_empty();
            let mut href = record.path.clone();
            if headed {
                href.push('#');
                href.push_str(&section_record.anchor);
            }
            let snippet = match self.section_text(section.section) {
                Some((_, text)) if !text.text.is_empty() => snippet_of(text, terms),
                Some((heading, _)) => snippet_of(heading, terms),
                None => String::new(),
            };
            let key = if number == 0 { page.key } else { section.key };
            hits.push(Hit {
                page_title: record.title.clone(),
                title_marked: title_marked.clone(),
                dir: dir.clone(),
                section: headed.then(|| section_record.heading.clone()),
                href,
                snippet,
                score: score(&key, section.relevance),
                section_number: section.section,
                complete,
            });
        }
    }

    fn is_headed(&self, section: u32) -> bool {
        self.sections
            .get(section as usize)
            .is_some_and(|record| !record.heading.is_empty() && !record.anchor.is_empty())
    }
}

fn score(key: &crate::ranking::RankKey, relevance: f32) -> f32 {
    let buckets = f32::from(key.matched.0) * 1000.0
        - f32::from(key.typos) * 100.0
        - f32::from(key.attribute) * 10.0
        - f32::from(key.proximity)
        + f32::from(key.exactness.0) * 0.5;
    buckets + relevance / (1.0 + relevance)
}

impl Index {
    /// The ranked pages of `query` with their bucket keys and relevance, one line each: for
    /// reading why a page ranks where it does (`examples/explain.rs`).
    #[doc(hidden)]
    pub fn explain(&self, query: &str, limit: usize) -> Vec<String> {
        let Some(analyzed) = self.analyze(query, limit) else {
            return Vec::new();
        };
        let terms = TermTable::new(&analyzed.expansions);
        let words: Vec<String> = analyzed
            .words
            .iter()
            .map(|word| word.term.clone())
            .collect();
        let significant = analyzed.matches.significant;
        let mut lines = vec![format!("words {words:?} significant {significant:b}")];
        let pages = rank(self, &analyzed.words, analyzed.matches, &terms);
        for page in pages.iter().take(limit) {
            let path = self
                .pages
                .get(page.page as usize)
                .map_or("", |record| record.path.as_str());
            let matched: String = page
                .words
                .iter()
                .take(words.len())
                .map(|word| {
                    if word.is_match() {
                        char::from(b'0' + word.field_rank.min(9))
                    } else {
                        '-'
                    }
                })
                .collect();
            lines.push(format!(
                "{path} {:?} rel {:.2} fields {matched}",
                page.key, page.relevance
            ));
        }
        lines
    }
}
