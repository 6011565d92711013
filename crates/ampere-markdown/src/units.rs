//! A value and its unit stay on one line: "35 mm", "120 Ω", "4.2 kW" get a no-break space
//! between number and unit, so a narrow table cell or a right-to-left line never breaks them
//! apart (in every locale; the text reads the same).

use std::borrow::Cow;

/// Units of the portal's domain (electrical, mechanical, time, data), as written after a number.
const UNITS: &[&str] = &[
    "mm", "cm", "m", "km", "mm²", "m²", "kg", "g", "V", "mV", "kV", "A", "mA", "kA", "W", "kW",
    "MW", "Wh", "kWh", "MWh", "GWh", "VA", "kVA", "var", "kvar", "Hz", "kHz", "MHz", "GHz", "Ω",
    "kΩ", "°C", "°F", "K", "%", "ms", "s", "min", "h", "bit", "kbit", "Mbit", "B", "kB", "MB",
    "GB", "bps", "kbps", "Mbps", "dB", "dBm", "lx", "Nm", "AWG",
];

const NO_BREAK_SPACE: char = '\u{A0}';

/// `text` with a no-break space between each number and the unit that follows it.
pub fn bind_units(text: &str) -> Cow<'_, str> {
    if !text.contains(' ') || !text.bytes().any(|byte| byte.is_ascii_digit()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut rest = text;
    while let Some(space) = rest.find(' ') {
        let (before, after) = (&rest[..space], &rest[space + 1..]);
        out.push_str(before);
        let ends_with_digit = before
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_digit());
        if ends_with_digit && starts_with_unit(after) {
            out.push(NO_BREAK_SPACE);
            changed = true;
        } else {
            out.push(' ');
        }
        rest = after;
    }
    out.push_str(rest);
    if changed {
        Cow::Owned(out)
    } else {
        Cow::Borrowed(text)
    }
}

/// Whether `text` starts with a unit that is a word of its own ("mm," yes, "mmol" no).
fn starts_with_unit(text: &str) -> bool {
    UNITS.iter().any(|unit| {
        text.strip_prefix(unit).is_some_and(|after| {
            after
                .chars()
                .next()
                .is_none_or(|next| !next.is_alphanumeric())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_their_units() {
        assert_eq!(
            bind_units("Use 35 mm, 120 Ω at both ends; 4.2 kW."),
            "Use 35\u{a0}mm, 120\u{a0}Ω at both ends; 4.2\u{a0}kW."
        );
        assert_eq!(bind_units("80 % and 16 A"), "80\u{a0}% and 16\u{a0}A");
        assert_eq!(bind_units("ضع 120 Ω"), "ضع 120\u{a0}Ω");
    }

    #[test]
    fn other_words_after_numbers_are_left_alone() {
        for text in [
            "step 2 and",
            "2 Ampere",
            "the 3 modes",
            "5 mmol",
            "no numbers here",
            "A 5",
        ] {
            assert_eq!(bind_units(text), text);
        }
    }
}
