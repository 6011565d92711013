//! HTML escaping for text and attribute values.

pub fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            _ => escaped.push(character),
        }
    }
    escaped
}

/// A heading id as a URL fragment: characters that cannot stand in a fragment are
/// percent-encoded (space, quotes, angle brackets, backtick, `%` and controls).
pub fn encode_fragment(id: &str) -> String {
    let mut encoded = String::with_capacity(id.len());
    for character in id.chars() {
        if character.is_control() || matches!(character, ' ' | '"' | '<' | '>' | '`' | '%' | '#') {
            let mut buffer = [0_u8; 4];
            for byte in character.encode_utf8(&mut buffer).bytes() {
                encoded.push_str(&format!("%{byte:02X}"));
            }
        } else {
            encoded.push(character);
        }
    }
    encoded
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_breaking_characters_are_escaped() {
        assert_eq!(
            escape_html("a\"onmouseover=\"alert(1)"),
            "a&quot;onmouseover=&quot;alert(1)"
        );
        assert_eq!(escape_html("<!--<script>"), "&lt;!--&lt;script&gt;");
    }

    #[test]
    fn fragments_encode_what_a_url_cannot_hold() {
        assert_eq!(encode_fragment("a b\"<c>"), "a%20b%22%3Cc%3E");
        assert_eq!(encode_fragment("स्थापना"), "स्थापना");
    }
}
