//! Ids, routes and slugs computed from file paths, as Docusaurus does.

/// Splits a Docusaurus number prefix (`3-`, `03_`, `3.`, `3 `) from a file or folder name.
/// Returns the position it gives and the name without it.
pub fn strip_number_prefix(name: &str) -> (Option<f64>, &str) {
    let digits = name.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits == name.len() {
        return (None, name);
    }
    let rest = &name[digits..];
    let mut separator_length = 0;
    for character in rest.chars() {
        if matches!(character, '-' | '_' | '.' | ' ') {
            separator_length += 1;
        } else {
            break;
        }
    }
    if separator_length == 0 || separator_length == rest.len() {
        return (None, name);
    }
    let number = name[..digits].parse::<f64>().ok();
    (number, &rest[separator_length..])
}

/// Joins route segments into a route that starts and ends with `/`.
pub fn route_from_segments<'a>(segments: impl IntoIterator<Item = &'a str>) -> String {
    let mut route = String::from("/");
    for segment in segments {
        let segment = segment.trim_matches('/');
        if segment.is_empty() {
            continue;
        }
        route.push_str(segment);
        route.push('/');
    }
    route
}

/// Normalises a front matter slug or a configured path into a route with both slashes.
pub fn normalize_route(slug: &str) -> String {
    route_from_segments(slug.split('/'))
}

/// A URL-friendly version of a label: `8. Local control modes` → `8-local-control-modes`.
pub fn slugify(label: &str) -> String {
    let mut slug = String::with_capacity(label.len());
    let mut pending_dash = false;
    for character in label.chars().flat_map(char::to_lowercase) {
        if character.is_alphanumeric() {
            if pending_dash && !slug.is_empty() {
                slug.push('-');
            }
            pending_dash = false;
            slug.push(character);
        } else {
            pending_dash = true;
        }
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_prefixes_are_split() {
        assert_eq!(
            strip_number_prefix("8-Local control modes"),
            (Some(8.0), "Local control modes")
        );
        assert_eq!(strip_number_prefix("03_intro"), (Some(3.0), "intro"));
        assert_eq!(strip_number_prefix("11. Extra"), (Some(11.0), "Extra"));
        assert_eq!(strip_number_prefix("2024"), (None, "2024"));
        assert_eq!(strip_number_prefix("a1-port"), (None, "a1-port"));
        assert_eq!(strip_number_prefix("14a-rules"), (None, "14a-rules"));
    }

    #[test]
    fn routes_have_both_slashes() {
        assert_eq!(
            route_from_segments(["Monitoring", "Web portal", "login"]),
            "/Monitoring/Web portal/login/"
        );
        assert_eq!(normalize_route("/"), "/");
        assert_eq!(normalize_route("/app"), "/app/");
        assert_eq!(normalize_route("category/legal/"), "/category/legal/");
    }

    #[test]
    fn slugs_are_lowercase_with_dashes() {
        assert_eq!(slugify("8. Local control modes"), "8-local-control-modes");
        assert_eq!(
            slugify("Configuration from A to Z"),
            "configuration-from-a-to-z"
        );
    }
}

/// Why a slug, id, path or redirect written by the site cannot be a route, or `None` when it can.
/// A route must stay inside the output folder whatever decodes it: no `.` or `..` segment
/// (also percent-encoded), no backslash, no control character, no drive letter or scheme.
pub fn unsafe_route_reason(text: &str) -> Option<String> {
    if let Some(character) = text.chars().find(|character| character.is_control()) {
        return Some(format!(
            "it contains the control character U+{:04X}",
            character as u32
        ));
    }
    if text.contains('\\') {
        return Some("it contains a backslash (`\\`); routes use `/`".into());
    }
    let decoded = decode_percent(text);
    if decoded.contains('\\') || decoded.chars().any(char::is_control) {
        return Some("it contains an encoded backslash or control character".into());
    }
    if decoded.contains(':')
        && decoded
            .split('/')
            .next()
            .is_some_and(|first| first.contains(':'))
    {
        return Some("it starts with a scheme or drive letter (`name:`)".into());
    }
    if decoded
        .split('/')
        .any(|segment| segment == "." || segment == "..")
    {
        return Some("it has a `.` or `..` segment, which would point outside its folder".into());
    }
    None
}

/// Percent-decoding for checks only (invalid sequences are kept as written).
fn decode_percent(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let hex = bytes
            .get(index + 1..index + 3)
            .and_then(|pair| std::str::from_utf8(pair).ok())
            .and_then(|pair| u8::from_str_radix(pair, 16).ok());
        match (bytes[index], hex) {
            (b'%', Some(byte)) => {
                decoded.push(byte);
                index += 3;
            }
            (byte, _) => {
                decoded.push(byte);
                index += 1;
            }
        }
    }
    String::from_utf8_lossy(&decoded).into_owned()
}

#[cfg(test)]
mod unsafe_route_tests {
    use super::unsafe_route_reason;

    #[test]
    fn routes_that_would_leave_the_output_are_refused() {
        for hostile in [
            "../outside",
            "/a/../../b",
            "..",
            "./a",
            "a\\..\\b",
            "%2e%2e/x",
            "/%2E%2E%2Fx",
            "a%5c..",
            "C:/Windows",
            "file:/etc",
            "a\u{0}b",
            "line\nbreak",
        ] {
            assert!(
                unsafe_route_reason(hostile).is_some(),
                "{hostile:?} accepted"
            );
        }
    }

    #[test]
    fn ordinary_routes_pass() {
        for fine in [
            "/",
            "/app/",
            "installation",
            "Web portal/login",
            "/hi/ऐप/",
            "v1.2/notes",
            "..dots-inside..",
        ] {
            assert_eq!(unsafe_route_reason(fine), None, "{fine:?} refused");
        }
    }
}
