//! Routes (decoded, with spaces) to URL paths (percent-encoded) and back.

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

/// Characters escaped in a URL path: everything a browser would escape, keeping `/`.
const PATH: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'%');

/// `/External Signals/Eneco/` → `/External%20Signals/Eneco/` (non-ASCII stays UTF-8 encoded).
pub fn encode_path(route: &str) -> String {
    utf8_percent_encode(route, PATH).to_string()
}

pub fn decode_path(path: &str) -> String {
    percent_decode_str(path).decode_utf8_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_are_encoded_and_decoded() {
        assert_eq!(
            encode_path("/External Signals/a/"),
            "/External%20Signals/a/"
        );
        assert_eq!(
            decode_path("/External%20Signals/a/"),
            "/External Signals/a/"
        );
    }
}
