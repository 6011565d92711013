//! A tiny JSON writer for result rows (no serde, no `format!`: keeps the wasm small).
//! Field names follow `SearchHit` in theme/src/search/types.ts.

use ampere_search::Hit;

fn push_string(out: &mut String, text: &str) {
    out.push('"');
    for character in text.chars() {
        match character {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            control if (control as u32) < 0x20 || matches!(control, '\u{2028}' | '\u{2029}') => {
                out.push_str("\\u");
                let code = control as u32;
                for shift in [12, 8, 4, 0] {
                    let digit = (code >> shift) & 0xF;
                    out.push(char::from_digit(digit, 16).unwrap_or('0'));
                }
            }
            other => out.push(other),
        }
    }
    out.push('"');
}

fn push_unsigned(out: &mut String, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut length = 0;
    loop {
        digits[length] = b'0' + (value % 10) as u8;
        length += 1;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    for &digit in digits[..length].iter().rev() {
        out.push(char::from(digit));
    }
}

/// Writes `value` with three decimals (no float formatting machinery).
fn push_decimal(out: &mut String, value: f32) {
    let value = if value.is_finite() { value } else { 0.0 };
    if value < 0.0 {
        out.push('-');
    }
    let thousandths = (value.abs() * 1000.0 + 0.5) as u64;
    push_unsigned(out, thousandths / 1000);
    out.push('.');
    let fraction = thousandths % 1000;
    if fraction < 100 {
        out.push('0');
    }
    if fraction < 10 {
        out.push('0');
    }
    push_unsigned(out, fraction);
}

fn push_field(out: &mut String, name: &str, value: &str) {
    push_string(out, name);
    out.push(':');
    push_string(out, value);
    out.push(',');
}

/// The hits as a JSON array of `SearchHit` objects (plus `score`).
pub fn hits_to_json(hits: &[Hit]) -> String {
    let mut out = String::with_capacity(hits.len() * 256 + 2);
    out.push('[');
    for (number, hit) in hits.iter().enumerate() {
        if number > 0 {
            out.push(',');
        }
        out.push('{');
        push_field(&mut out, "pageTitle", &hit.page_title);
        push_field(&mut out, "titleMarked", &hit.title_marked);
        push_field(&mut out, "dir", &hit.dir);
        if let Some(section) = &hit.section {
            push_field(&mut out, "section", section);
        }
        push_field(&mut out, "href", &hit.href);
        push_field(&mut out, "snippet", &hit.snippet);
        push_string(&mut out, "complete");
        out.push_str(if hit.complete { ":true," } else { ":false," });
        push_string(&mut out, "score");
        out.push(':');
        push_decimal(&mut out, hit.score);
        out.push('}');
    }
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(section: Option<&str>) -> Hit {
        Hit {
            page_title: "Grid \"meter\"".into(),
            title_marked: "Grid \u{1}meter\u{2}".into(),
            dir: "A\\B".into(),
            section: section.map(str::to_string),
            href: "/x/#y".into(),
            snippet: "line\nbreak".into(),
            score: 1234.5678,
            section_number: 0,
            complete: true,
        }
    }

    #[test]
    fn escapes_quotes_controls_and_markers() {
        let json = hits_to_json(&[hit(Some("Sec"))]);
        assert_eq!(
            json,
            "[{\"pageTitle\":\"Grid \\\"meter\\\"\",\"titleMarked\":\"Grid \\u0001meter\\u0002\",\"dir\":\"A\\\\B\",\
             \"section\":\"Sec\",\"href\":\"/x/#y\",\"snippet\":\"line\\nbreak\",\"complete\":true,\"score\":1234.568}]"
        );
    }

    #[test]
    fn omits_an_absent_section_and_handles_empty_lists() {
        assert!(!hits_to_json(&[hit(None)]).contains("section"));
        assert_eq!(hits_to_json(&[]), "[]");
    }

    #[test]
    fn decimals_without_float_formatting() {
        let mut out = String::new();
        push_decimal(&mut out, 0.05);
        out.push(' ');
        push_decimal(&mut out, -2.0);
        out.push(' ');
        push_decimal(&mut out, f32::NAN);
        assert_eq!(out, "0.050 -2.000 0.000");
    }
}
