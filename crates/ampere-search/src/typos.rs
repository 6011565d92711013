//! Edit distance of a query word to every term of a sorted dictionary in one pass.
//!
//! Distance counts insertions, deletions, substitutions and transpositions of neighbours
//! (optimal string alignment). One row of the table per character of the term; consecutive
//! terms share their leading rows, and a row whose every cell is over budget ends the scan of
//! all terms that start the same way, so the work follows the trie of terms near the word.

/// How a term is within budget of a query word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TermDistance {
    /// Edits to the word (to its closest start of the term, for a prefix word).
    pub typos: u8,
    /// The whole term, not only a start of it, is `typos` edits from the word.
    pub whole: bool,
}

/// The scan state of one query word.
pub struct TypoScan {
    word: Vec<char>,
    budget: u8,
    prefix: bool,
    /// Rows of the table, `word.len() + 1` cells each; row 0 is the empty term.
    rows: Vec<u8>,
    /// Smallest last cell of rows 0..=depth: the distance to the closest prefix of the term.
    /// One entry per row, so its length is also the number of rows valid for the term.
    closest_prefix: Vec<u8>,
    /// Terms that share this many characters with the last scanned term have its result.
    settled: Option<(usize, Option<TermDistance>)>,
}

impl TypoScan {
    pub fn new(word: &str, budget: u8, prefix: bool) -> TypoScan {
        let word: Vec<char> = word.chars().collect();
        // Cells stop counting just over the budget, so they fit a byte for any word.
        let ceiling = usize::from(budget.saturating_add(1));
        let rows = (0..=word.len())
            .map(|cell| cell.min(ceiling) as u8)
            .collect();
        let closest_prefix = vec![word.len().min(ceiling) as u8];
        TypoScan {
            word,
            budget,
            prefix,
            rows,
            closest_prefix,
            settled: None,
        }
    }

    fn width(&self) -> usize {
        self.word.len() + 1
    }

    /// The distance of `term` to the word (or its closest prefix, for a prefix word) when within
    /// budget. `shared` is how many characters `term` shares with the previous term scanned.
    pub fn distance(&mut self, term: &[char], shared: usize) -> Option<TermDistance> {
        if let Some((depth, result)) = self.settled {
            if shared >= depth {
                return result;
            }
            self.settled = None;
        }
        let width = self.width();
        let valid_rows = self.closest_prefix.len().min(shared + 1);
        self.rows.truncate(valid_rows * width);
        self.closest_prefix.truncate(valid_rows);
        for depth in valid_rows..=term.len() {
            let row_minimum = self.push_row(term, depth);
            let closest = self.closest_prefix[depth];
            // No longer term can come back under budget, nor (for a prefix word) closer.
            // (Every longer term is then over budget as a whole.)
            if row_minimum > self.budget && (!self.prefix || row_minimum >= closest) {
                let result = (self.prefix && closest <= self.budget).then_some(TermDistance {
                    typos: closest,
                    whole: false,
                });
                self.settled = Some((depth, result));
                return result;
            }
        }
        let whole = self.rows[term.len() * width + self.word.len()];
        let typos = if self.prefix {
            self.closest_prefix[term.len()]
        } else {
            whole
        };
        (typos <= self.budget).then_some(TermDistance {
            typos,
            whole: whole == typos,
        })
    }

    /// Computes the row of `term[depth - 1]` and returns its smallest cell. A cell further
    /// than the budget from the diagonal is over budget whatever the characters, so only the
    /// band around the diagonal is computed.
    fn push_row(&mut self, term: &[char], depth: usize) -> u8 {
        let width = self.width();
        let character = term[depth - 1];
        let above = (depth - 1) * width;
        let ceiling = self.budget.saturating_add(1);
        let band = usize::from(self.budget);
        let first = depth.saturating_sub(band).max(1);
        let last = (depth + band).min(self.word.len());
        self.rows.resize(above + 2 * width, ceiling);
        let mut row_minimum = depth.min(usize::from(ceiling)) as u8;
        self.rows[above + width] = row_minimum;
        for cell in first..=last {
            let substitution = u8::from(self.word[cell - 1] != character);
            let mut value = (self.rows[above + cell].saturating_add(1))
                .min(self.rows[above + width + cell - 1].saturating_add(1))
                .min(self.rows[above + cell - 1].saturating_add(substitution));
            if cell >= 2
                && depth >= 2
                && self.word[cell - 1] == term[depth - 2]
                && self.word[cell - 2] == character
            {
                value = value.min(self.rows[above - width + cell - 2].saturating_add(1));
            }
            let value = value.min(ceiling);
            self.rows[above + width + cell] = value;
            row_minimum = row_minimum.min(value);
        }
        let last_cell = self.rows[above + width + self.word.len()];
        let closest = self.closest_prefix[depth - 1].min(last_cell);
        self.closest_prefix.push(closest);
        row_minimum
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(word: &str, term: &str, budget: u8, prefix: bool) -> Option<TermDistance> {
        let term: Vec<char> = term.chars().collect();
        TypoScan::new(word, budget, prefix).distance(&term, 0)
    }

    fn distance(word: &str, term: &str, budget: u8, prefix: bool) -> Option<u8> {
        scan(word, term, budget, prefix).map(|found| found.typos)
    }

    #[test]
    fn counts_each_kind_of_edit_once() {
        assert_eq!(distance("grid", "grid", 2, false), Some(0));
        assert_eq!(distance("gird", "grid", 2, false), Some(1));
        assert_eq!(distance("grd", "grid", 2, false), Some(1));
        assert_eq!(distance("griid", "grid", 2, false), Some(1));
        assert_eq!(distance("grit", "grid", 2, false), Some(1));
        assert_eq!(distance("rgdi", "grid", 2, false), Some(2));
        assert_eq!(distance("gxxd", "grid", 1, false), None);
        assert_eq!(distance("", "ab", 2, false), Some(2));
        assert_eq!(distance("自動", "動自", 1, false), Some(1));
    }

    #[test]
    fn a_prefix_word_matches_the_closest_start_of_the_term() {
        assert_eq!(distance("instal", "installation", 1, true), Some(0));
        assert_eq!(distance("isntal", "installation", 1, true), Some(1));
        assert_eq!(distance("instal", "installation", 1, false), None);
        assert_eq!(distance("xyz", "installation", 1, true), None);
    }

    #[test]
    fn tells_a_whole_word_typo_from_a_typo_in_a_longer_word() {
        let whole = |word, term| scan(word, term, 1, true).map(|found| found.whole);
        assert_eq!(whole("spem", "spam"), Some(true));
        assert_eq!(whole("spem", "spectrum"), Some(false));
        assert_eq!(whole("spam", "spam"), Some(true));
        assert_eq!(whole("spam", "spams"), Some(false));
        assert_eq!(
            scan("gird", "grid", 1, false).map(|found| found.whole),
            Some(true)
        );
        // A typo in the start of a term about the word's length is not the whole term.
        assert_eq!(whole("abcd", "abxde"), Some(false));
        assert_eq!(whole("स्पेम", "स्पैम"), Some(true));
        assert_eq!(whole("स्पेम", "स्पेक्ट्रम"), Some(false));
    }

    #[test]
    fn shared_rows_give_the_same_answers_as_a_fresh_scan() {
        let terms = [
            "gate", "gateway", "gatewys", "grid", "gridded", "grit", "zone",
        ];
        for prefix in [false, true] {
            for word in ["gatway", "grid", "gri", "zonr", "x"] {
                let mut scan = TypoScan::new(word, 2, prefix);
                let mut previous: Vec<char> = Vec::new();
                for term in terms {
                    let characters: Vec<char> = term.chars().collect();
                    let shared = previous
                        .iter()
                        .zip(&characters)
                        .take_while(|(left, right)| left == right)
                        .count();
                    assert_eq!(
                        scan.distance(&characters, shared),
                        super::tests::scan(word, term, 2, prefix),
                        "{word} against {term}, prefix {prefix}"
                    );
                    previous = characters;
                }
            }
        }
    }
}
