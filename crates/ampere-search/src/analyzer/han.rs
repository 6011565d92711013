//! Traditional Han characters folded to their simplified forms, so that a reader who types
//! 技術規格 finds the page titled 技术规格 (and the other way round when a page is written in
//! traditional characters).
//!
//! The builder folds with the whole table (`data/han-variants.txt`, from the Unicode Han
//! Database). The index stores only the pairs whose simplified form occurs in its dictionary:
//! folding any other character cannot make a query match, so the browser gets the same matches
//! from a table of a few hundred pairs instead of five thousand.

use std::borrow::Cow;

#[cfg(feature = "build")]
use crate::encoding::write_string;
use crate::encoding::Reader;
use crate::IndexError;

/// Pairs of (traditional, simplified) characters, sorted by the traditional one: the whole
/// table borrowed by every build, or the part an index read or restricted owns.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HanVariants {
    pairs: Cow<'static, [(char, char)]>,
}

impl HanVariants {
    /// The whole table of the Unicode Han Database (native builds only), parsed once.
    #[cfg(feature = "build")]
    pub fn all() -> HanVariants {
        static ALL: std::sync::OnceLock<Vec<(char, char)>> = std::sync::OnceLock::new();
        let pairs = ALL.get_or_init(|| {
            include_str!("../../data/han-variants.txt")
                .lines()
                .filter_map(|line| {
                    let mut characters = line.chars();
                    Some((characters.next()?, characters.next()?))
                })
                .collect()
        });
        HanVariants {
            pairs: Cow::Borrowed(pairs),
        }
    }

    /// The simplified form of `character`, or `character` itself.
    pub fn fold(&self, character: char) -> char {
        match self
            .pairs
            .binary_search_by_key(&character, |&(traditional, _)| traditional)
        {
            Ok(found) => self.pairs[found].1,
            Err(_) => character,
        }
    }

    /// The pairs whose simplified form is one of `kept`.
    #[cfg(feature = "build")]
    pub fn restricted_to(&self, kept: impl Fn(char) -> bool) -> HanVariants {
        let pairs = self
            .pairs
            .iter()
            .copied()
            .filter(|&(_, simplified)| kept(simplified))
            .collect();
        HanVariants { pairs }
    }

    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Writes the table as one string: each traditional character followed by its simplified one.
    #[cfg(feature = "build")]
    pub fn write(&self, out: &mut Vec<u8>) {
        let text: String = self
            .pairs
            .iter()
            .flat_map(|&(traditional, simplified)| [traditional, simplified])
            .collect();
        write_string(out, &text);
    }

    /// Reads what `write` wrote; rejects characters that are not Han and pairs out of order.
    pub fn read(reader: &mut Reader<'_>) -> Result<HanVariants, IndexError> {
        let text = reader.string()?;
        let mut characters = text.chars();
        let mut pairs: Vec<(char, char)> = Vec::new();
        while let Some(traditional) = characters.next() {
            let simplified = characters.next().ok_or(IndexError::Malformed(
                "a Han variant without its simplified form",
            ))?;
            let in_order = pairs
                .last()
                .is_none_or(|&(previous, _)| previous < traditional);
            if !super::is_han(traditional) || !super::is_han(simplified) || !in_order {
                return Err(IndexError::Malformed(
                    "Han variants out of order or not Han",
                ));
            }
            pairs.push((traditional, simplified));
        }
        Ok(HanVariants {
            pairs: Cow::Owned(pairs),
        })
    }
}

#[cfg(all(test, feature = "build"))]
mod tests {
    use super::*;

    #[test]
    fn folds_traditional_characters_and_leaves_the_rest() {
        let all = HanVariants::all();
        let folded: String = "技術規格 控制響應時間 a1"
            .chars()
            .map(|c| all.fold(c))
            .collect();
        assert_eq!(folded, "技术规格 控制响应时间 a1");
        // Characters that are simplified forms of their own stay.
        assert_eq!(all.fold('乾'), '乾');
        assert_eq!(all.fold('著'), '著');
    }

    #[test]
    fn the_table_is_sorted_and_folding_twice_changes_nothing() {
        let all = HanVariants::all();
        assert!(all.len() > 4_000);
        assert!(all.pairs.windows(2).all(|pair| pair[0].0 < pair[1].0));
        for &(_, simplified) in all.pairs.iter() {
            assert_eq!(all.fold(simplified), simplified);
        }
    }

    #[test]
    fn a_restricted_table_round_trips_through_the_index_encoding() {
        let some = HanVariants::all().restricted_to(|character| "术规响".contains(character));
        assert_eq!(some.len(), 3);
        let mut bytes = Vec::new();
        some.write(&mut bytes);
        let read = HanVariants::read(&mut Reader::new(&bytes)).expect("a written table reads back");
        assert_eq!(read, some);
        assert_eq!(read.fold('規'), '规');
        assert_eq!(read.fold('時'), '時');
    }

    #[test]
    fn rejects_malformed_tables() {
        for text in ["學", "學学a學", "實实學学", "ab"] {
            let mut bytes = Vec::new();
            write_string(&mut bytes, text);
            assert!(
                HanVariants::read(&mut Reader::new(&bytes)).is_err(),
                "{text}"
            );
        }
    }
}
