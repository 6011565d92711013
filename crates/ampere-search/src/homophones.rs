//! Chinese homophones: characters with the same Mandarin reading (络 and 洛, both luo), the
//! typo a pinyin input method makes (网洛 for 网络). A typed bigram the index does not hold finds
//! the bigrams that differ from it in one homophone character, with one typo.
//!
//! The readings are `data/han-readings.txt` (generated from the Unicode Han Database by
//! `data/generate-han-readings.py`). A Chinese index keeps the readings of its own characters in
//! `homophones.bin` of its directory, fetched only by a query that needs it (most never do):
//!
//! ```text
//! count, (characters:string)*   (each group at least two characters, each character in one group)
//! ```

use crate::analyzer::is_han;
use crate::encoding::Reader;
#[cfg(any(feature = "build", test))]
use crate::encoding::{write_string, write_varint};
use crate::error::IndexError;
use crate::sorting::sort_by;

/// Groups of one index at most.
const MAX_GROUPS: usize = 4_096;

/// The homophone groups of an index: each character with the group it belongs to.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Homophones {
    groups: Vec<Vec<char>>,
    /// (character, group number), sorted by character.
    group_of: Vec<(char, u16)>,
}

impl Homophones {
    fn from_groups(groups: Vec<Vec<char>>) -> Homophones {
        let mut group_of: Vec<(char, u16)> = groups
            .iter()
            .enumerate()
            .flat_map(|(number, group)| {
                group
                    .iter()
                    .map(move |&character| (character, number as u16))
            })
            .collect();
        sort_by(&mut group_of, &|left, right| left.cmp(right));
        Homophones { groups, group_of }
    }

    #[cfg(feature = "build")]
    /// The reading groups of the table that hold at least one of `characters`, whole (the
    /// reader may type any character of the reading).
    pub fn of_characters(characters: &std::collections::BTreeSet<char>) -> Homophones {
        let groups = include_str!("../data/han-readings.txt")
            .lines()
            .filter_map(|line| line.split_once('\t'))
            .map(|(_, group)| group.chars().collect::<Vec<char>>())
            .filter(|group| {
                group.len() >= 2 && group.iter().any(|character| characters.contains(character))
            })
            .collect();
        Homophones::from_groups(groups)
    }

    #[cfg(any(feature = "build", test))]
    pub fn write(&self, out: &mut Vec<u8>) {
        write_varint(out, self.groups.len() as u64);
        for group in &self.groups {
            write_string(out, &group.iter().collect::<String>());
        }
    }

    pub fn read(reader: &mut Reader<'_>) -> Result<Homophones, IndexError> {
        let count = reader.count()?;
        if count > MAX_GROUPS {
            return Err(IndexError::Malformed("too many homophone groups"));
        }
        let mut groups = Vec::with_capacity(count);
        for _ in 0..count {
            let group: Vec<char> = reader.string()?.chars().collect();
            if group.len() < 2 || !group.iter().all(|&character| is_han(character)) {
                return Err(IndexError::Malformed(
                    "a homophone group without two Han characters",
                ));
            }
            groups.push(group);
        }
        let homophones = Homophones::from_groups(groups);
        if homophones
            .group_of
            .windows(2)
            .any(|pair| pair[0].0 == pair[1].0)
        {
            return Err(IndexError::Malformed("a character in two homophone groups"));
        }
        Ok(homophones)
    }

    /// The characters that sound like `character`, itself excluded.
    pub fn of(&self, character: char) -> impl Iterator<Item = char> + '_ {
        let group = self
            .group_of
            .binary_search_by_key(&character, |&(known, _)| known)
            .ok()
            .and_then(|found| self.groups.get(usize::from(self.group_of[found].1)));
        group
            .into_iter()
            .flatten()
            .copied()
            .filter(move |&other| other != character)
    }

    /// The terms `bigram` becomes with one character replaced by a homophone.
    pub fn variants_of<'a>(&'a self, bigram: &'a str) -> impl Iterator<Item = String> + 'a {
        let characters: Vec<char> = bigram.chars().collect();
        let pair = (characters.len() == 2 && characters.iter().all(|&character| is_han(character)))
            .then_some(characters);
        pair.into_iter().flat_map(move |pair| {
            let (first, second) = (pair[0], pair[1]);
            let firsts = self
                .of(first)
                .map(move |other| String::from_iter([other, second]));
            let seconds = self
                .of(second)
                .map(move |other| String::from_iter([first, other]));
            firsts.chain(seconds).collect::<Vec<String>>()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bigram_becomes_its_homophone_spellings() {
        let homophones = Homophones::from_groups(vec![vec!['洛', '络', '罗'], vec!['网', '往']]);
        let mut variants: Vec<String> = homophones.variants_of("网洛").collect();
        variants.sort();
        assert_eq!(variants, ["往洛", "网络", "网罗"]);
        assert_eq!(homophones.variants_of("grid").count(), 0);
        assert_eq!(homophones.variants_of("网").count(), 0);
        let mut out = Vec::new();
        homophones.write(&mut out);
        assert_eq!(
            Homophones::read(&mut Reader::new(&out)).expect("read"),
            homophones
        );
    }

    #[cfg(feature = "build")]
    #[test]
    fn the_table_knows_the_readings_of_simplified_characters() {
        let homophones = Homophones::of_characters(&['洛', '网'].into_iter().collect());
        assert!(homophones.of('洛').any(|other| other == '络'));
        assert!(homophones.of('网').any(|other| other == '往'));
        assert_eq!(homophones.of('a').count(), 0);
    }

    #[test]
    fn malformed_groups_are_refused() {
        for groups in [
            vec![vec!['网']],
            vec![vec!['a', 'b']],
            vec![vec!['网', '往'], vec!['网', '罔']],
        ] {
            let mut out = Vec::new();
            Homophones {
                groups,
                group_of: Vec::new(),
            }
            .write(&mut out);
            assert!(Homophones::read(&mut Reader::new(&out)).is_err());
        }
    }
}
