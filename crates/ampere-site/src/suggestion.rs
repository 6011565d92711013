//! "Did you mean ...?": the known name closest to a misspelt one.

/// The candidate closest to `wanted`, if it is close enough to be a likely typo.
///
/// A candidate is compared whole and by its last `/` segment, so that `installation` suggests
/// `Guide/installation` (a doc id written without its folder). Case differences count as half.
pub fn closest<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (wanted.chars().count() / 3).max(2) * 2;
    candidates
        .into_iter()
        .map(|candidate| {
            let last_segment = candidate.rsplit('/').next().unwrap_or(candidate);
            let cost = distance(wanted, candidate).min(distance(wanted, last_segment));
            (cost, candidate)
        })
        .filter(|(cost, _)| *cost <= limit)
        .min_by_key(|(cost, candidate)| (*cost, candidate.len()))
        .map(|(_, candidate)| candidate)
}

/// Edit distance in half steps: a case-only difference costs 1, any other edit 2.
fn distance(left: &str, right: &str) -> usize {
    let left: Vec<char> = left.chars().collect();
    let right: Vec<char> = right.chars().collect();
    let mut previous: Vec<usize> = (0..=right.len()).map(|index| index * 2).collect();
    for (row, left_char) in left.iter().enumerate() {
        let mut current = vec![(row + 1) * 2; right.len() + 1];
        for (column, right_char) in right.iter().enumerate() {
            let substitution = if left_char == right_char {
                0
            } else if left_char.to_lowercase().eq(right_char.to_lowercase()) {
                1
            } else {
                2
            };
            current[column + 1] = (previous[column] + substitution)
                .min(previous[column + 1] + 2)
                .min(current[column] + 2);
        }
        previous = current;
    }
    previous[right.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const IDS: [&str; 4] = [
        "Guide/installation",
        "Guide/Advanced/tuning",
        "intro",
        "legal/terms",
    ];

    #[test]
    fn suggests_a_misspelt_id() {
        assert_eq!(
            closest("Guide/instalation", IDS),
            Some("Guide/installation")
        );
        assert_eq!(
            closest("guide/advanced/tuning", IDS),
            Some("Guide/Advanced/tuning")
        );
    }

    #[test]
    fn suggests_the_full_id_for_a_bare_file_name() {
        assert_eq!(closest("installation", IDS), Some("Guide/installation"));
        assert_eq!(closest("term", IDS), Some("legal/terms"));
    }

    #[test]
    fn suggests_nothing_far_away() {
        assert_eq!(closest("monitoring/overview", IDS), None);
        assert_eq!(closest("x", IDS), None);
    }
}
