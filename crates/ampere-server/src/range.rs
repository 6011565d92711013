//! `Range` and `If-Range` (RFC 9110 §14.2, §13.1.5): which bytes of a file a GET asks for.
//! One range is served; a request for several, or a malformed one, gets the whole file (a
//! server may ignore `Range`). Ranges are always of the uncompressed file: the compression
//! layer never compresses a response that has `Content-Range`.

use std::time::SystemTime;

use axum::http::header::{IF_RANGE, RANGE};
use axum::http::HeaderMap;

use crate::headers::Validators;

/// How to answer a file of a given length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeAnswer {
    /// `200` with every byte.
    Whole,
    /// `206` with the bytes `start..=end`.
    Part { start: u64, end: u64 },
    /// `416`: the range lies wholly past the end of the file.
    Unsatisfiable,
}

/// One range as written in the header, before the file's length is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Requested {
    /// `first-last` or `first-`.
    From { first: u64, last: Option<u64> },
    /// `-length`: the last `length` bytes.
    Suffix { length: u64 },
}

/// The range to answer for a file of `length` bytes with these validators.
pub fn requested_range(
    request: &HeaderMap,
    length: u64,
    validators: &Validators,
    now: SystemTime,
) -> RangeAnswer {
    let Some(range) = request.get(RANGE).and_then(|value| value.to_str().ok()) else {
        return RangeAnswer::Whole;
    };
    if let Some(if_range) = request.get(IF_RANGE) {
        let current = if_range
            .to_str()
            .is_ok_and(|value| validators.matches_if_range(value, now));
        if !current {
            return RangeAnswer::Whole;
        }
    }
    match parse(range) {
        Some(requested) => resolve(requested, length),
        None => RangeAnswer::Whole,
    }
}

/// `bytes=first-last`, `bytes=first-` or `bytes=-length`; `None` for anything else, including
/// several ranges.
fn parse(header: &str) -> Option<Requested> {
    let (unit, set) = header.trim().split_once('=')?;
    if !unit.trim().eq_ignore_ascii_case("bytes") {
        return None;
    }
    let mut ranges = set
        .split(',')
        .map(str::trim)
        .filter(|range| !range.is_empty());
    let range = ranges.next()?;
    if ranges.next().is_some() {
        return None;
    }
    let (first, last) = range.split_once('-')?;
    let (first, last) = (first.trim(), last.trim());
    if first.is_empty() {
        return Some(Requested::Suffix {
            length: number(last)?,
        });
    }
    let first = number(first)?;
    let last = match last {
        "" => None,
        digits => {
            let last = number(digits)?;
            if last < first {
                return None;
            }
            Some(last)
        }
    };
    Some(Requested::From { first, last })
}

fn number(digits: &str) -> Option<u64> {
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn resolve(requested: Requested, length: u64) -> RangeAnswer {
    let Some(last_byte) = length.checked_sub(1) else {
        return RangeAnswer::Unsatisfiable;
    };
    match requested {
        Requested::From { first, .. } if first >= length => RangeAnswer::Unsatisfiable,
        Requested::From { first, last } => RangeAnswer::Part {
            start: first,
            end: last.map_or(last_byte, |last| last.min(last_byte)),
        },
        Requested::Suffix { length: 0 } => RangeAnswer::Unsatisfiable,
        Requested::Suffix { length: suffix } => RangeAnswer::Part {
            start: length.saturating_sub(suffix),
            end: last_byte,
        },
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::time::{Duration, UNIX_EPOCH};

    fn validators() -> Validators {
        Validators {
            entity_tag: "\"64-abc\"".to_owned(),
            last_modified: Some(UNIX_EPOCH + Duration::from_secs(1_700_000_000)),
        }
    }

    fn now() -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(1_800_000_000)
    }

    fn answer(headers: &[(&str, &str)], length: u64) -> RangeAnswer {
        let mut request = HeaderMap::new();
        for (name, value) in headers {
            request.insert(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        requested_range(&request, length, &validators(), now())
    }

    fn part(start: u64, end: u64) -> RangeAnswer {
        RangeAnswer::Part { start, end }
    }

    #[test]
    fn single_ranges_of_every_form() {
        assert_eq!(answer(&[("range", "bytes=0-9")], 100), part(0, 9));
        assert_eq!(answer(&[("range", "bytes=90-")], 100), part(90, 99));
        assert_eq!(answer(&[("range", "bytes=-10")], 100), part(90, 99));
        assert_eq!(answer(&[("range", "bytes=-1000")], 100), part(0, 99));
        assert_eq!(answer(&[("range", "bytes=95-1000")], 100), part(95, 99));
        assert_eq!(answer(&[("range", "Bytes = 5-5 ")], 100), part(5, 5));
        assert_eq!(answer(&[("range", "bytes=5-5,")], 100), part(5, 5));
    }

    #[test]
    fn ranges_past_the_end_are_unsatisfiable() {
        assert_eq!(
            answer(&[("range", "bytes=100-")], 100),
            RangeAnswer::Unsatisfiable
        );
        assert_eq!(
            answer(&[("range", "bytes=-0")], 100),
            RangeAnswer::Unsatisfiable
        );
        assert_eq!(
            answer(&[("range", "bytes=0-")], 0),
            RangeAnswer::Unsatisfiable
        );
    }

    #[test]
    fn malformed_and_multiple_ranges_are_ignored() {
        for range in [
            "bytes=9-5",
            "bytes=a-b",
            "bytes=-",
            "bytes=5",
            "bytes=+5-6",
            "bytes=0-1,4-5",
            "items=0-5",
            "0-5",
            "bytes=99999999999999999999-",
        ] {
            assert_eq!(
                answer(&[("range", range)], 100),
                RangeAnswer::Whole,
                "{range}"
            );
        }
        assert_eq!(answer(&[], 100), RangeAnswer::Whole);
    }

    #[test]
    fn if_range_needs_the_current_strong_tag_or_date() {
        let range = ("range", "bytes=0-9");
        assert_eq!(
            answer(&[range, ("if-range", "\"64-abc\"")], 100),
            part(0, 9)
        );
        assert_eq!(
            answer(&[range, ("if-range", "\"64-old\"")], 100),
            RangeAnswer::Whole
        );
        assert_eq!(
            answer(&[range, ("if-range", "W/\"64-abc\"")], 100),
            RangeAnswer::Whole,
            "a weak tag never matches If-Range"
        );
        let date = validators().last_modified_header().unwrap();
        assert_eq!(answer(&[range, ("if-range", &date)], 100), part(0, 9));
        let other = httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(1_600_000_000));
        assert_eq!(
            answer(&[range, ("if-range", &other)], 100),
            RangeAnswer::Whole
        );
        assert_eq!(
            answer(&[range, ("if-range", "yesterday")], 100),
            RangeAnswer::Whole
        );
    }
}
