//! The path of a request, decoded and validated into plain file-name segments.
//!
//! Every segment is guaranteed to be one ordinary file name: no `.` or `..`, no slash or
//! backslash (even percent-encoded), no NUL or other control character. Joining the segments
//! onto the root can therefore never leave the root through the path alone.

use std::path::{Component, Path};

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

/// Characters escaped when a segment is written back into a `Location` header.
const SEGMENT_ESCAPES: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// Why a request path was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    #[error("the path does not start with a slash")]
    NotAbsolute,
    #[error("the path is not valid UTF-8 once percent-decoded")]
    InvalidUtf8,
    #[error("the path contains a slash, backslash or control character inside a segment")]
    ForbiddenCharacter,
    #[error("the path contains a `.` or `..` segment")]
    DotSegment,
}

/// A decoded request path: its segments and whether it ended with a slash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestPath {
    segments: Vec<String>,
    trailing_slash: bool,
}

impl RequestPath {
    /// Decodes and validates the raw (percent-encoded) path of a request URI.
    /// Empty segments (`//`) are ignored.
    pub fn parse(raw: &str) -> Result<Self, PathError> {
        let Some(rest) = raw.strip_prefix('/') else {
            return Err(PathError::NotAbsolute);
        };
        let mut segments = Vec::new();
        for encoded in rest.split('/').filter(|segment| !segment.is_empty()) {
            let decoded = percent_decode_str(encoded)
                .decode_utf8()
                .map_err(|_| PathError::InvalidUtf8)?;
            segments.push(validate_segment(&decoded)?.to_owned());
        }
        let trailing_slash = segments.is_empty() || raw.ends_with('/');
        Ok(Self {
            segments,
            trailing_slash,
        })
    }

    pub fn segments(&self) -> &[String] {
        &self.segments
    }

    pub fn first_segment(&self) -> Option<&str> {
        self.segments.first().map(String::as_str)
    }

    pub fn has_trailing_slash(&self) -> bool {
        self.trailing_slash
    }

    /// True for `/<anything>/index.html` (and `/index.html`): the form that is trimmed.
    pub fn names_index_file(&self) -> bool {
        !self.trailing_slash
            && self
                .segments
                .last()
                .is_some_and(|last| last == "index.html")
    }

    /// The same folder with a trailing slash (`/a/b` → `/a/b/`).
    pub fn with_trailing_slash(&self) -> Self {
        Self {
            segments: self.segments.clone(),
            trailing_slash: true,
        }
    }

    /// The folder that holds the last segment (`/a/index.html` → `/a/`).
    pub fn parent_folder(&self) -> Self {
        let mut segments = self.segments.clone();
        segments.pop();
        Self {
            segments,
            trailing_slash: true,
        }
    }

    /// The decoded path as written in `redirects.json` (`/External Signals/Eneco/`).
    pub fn decoded(&self) -> String {
        self.join(|segment| segment.to_owned())
    }

    /// The percent-encoded path, safe for a `Location` header. It always starts with exactly
    /// one slash, so it can never be read as a protocol-relative URL (`//host`).
    pub fn encoded(&self) -> String {
        self.join(|segment| utf8_percent_encode(segment, SEGMENT_ESCAPES).to_string())
    }

    fn join(&self, write_segment: impl Fn(&str) -> String) -> String {
        let mut path = String::from("/");
        for (index, segment) in self.segments.iter().enumerate() {
            if index > 0 {
                path.push('/');
            }
            path.push_str(&write_segment(segment));
        }
        if self.trailing_slash && !self.segments.is_empty() {
            path.push('/');
        }
        path
    }
}

fn validate_segment(segment: &str) -> Result<&str, PathError> {
    if segment == "." || segment == ".." {
        return Err(PathError::DotSegment);
    }
    if segment
        .chars()
        .any(|character| character == '/' || character == '\\' || character.is_control())
    {
        return Err(PathError::ForbiddenCharacter);
    }
    // Belt and braces: the platform must also see exactly one ordinary name (this rejects
    // drive prefixes such as `C:` on Windows).
    let mut components = Path::new(segment).components();
    match (components.next(), components.next()) {
        (Some(Component::Normal(_)), None) => Ok(segment),
        _ => Err(PathError::ForbiddenCharacter),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn segments(raw: &str) -> Vec<String> {
        RequestPath::parse(raw).unwrap().segments().to_vec()
    }

    #[test]
    fn root_is_an_empty_folder() {
        let path = RequestPath::parse("/").unwrap();
        assert!(path.segments().is_empty());
        assert!(path.has_trailing_slash());
        assert_eq!(path.encoded(), "/");
    }

    #[test]
    fn decodes_percent_encoded_segments() {
        assert_eq!(
            segments("/External%20Signals/Eneco/"),
            ["External Signals", "Eneco"]
        );
        assert_eq!(segments("/hi/%E0%A4%B9/"), ["hi", "ह"]);
    }

    #[test]
    fn ignores_empty_segments() {
        assert_eq!(segments("//a///b"), ["a", "b"]);
    }

    #[test]
    fn tracks_the_trailing_slash() {
        assert!(!RequestPath::parse("/installation")
            .unwrap()
            .has_trailing_slash());
        assert!(RequestPath::parse("/installation/")
            .unwrap()
            .has_trailing_slash());
    }

    #[test]
    fn refuses_traversal_and_forbidden_characters() {
        let refused = [
            ("/../etc/passwd", PathError::DotSegment),
            ("/a/./b", PathError::DotSegment),
            ("/%2e%2e/etc/passwd", PathError::DotSegment),
            ("/%2E%2E/", PathError::DotSegment),
            ("/a/%2e/", PathError::DotSegment),
            ("/a%2f..%2fb", PathError::ForbiddenCharacter),
            ("/..%5c..%5cwindows", PathError::ForbiddenCharacter),
            ("/a\\b", PathError::ForbiddenCharacter),
            ("/a%00.html", PathError::ForbiddenCharacter),
            ("/a%0d%0aSet-Cookie:x", PathError::ForbiddenCharacter),
            ("/%ff%fe", PathError::InvalidUtf8),
            ("relative", PathError::NotAbsolute),
            ("*", PathError::NotAbsolute),
        ];
        for (raw, expected) in refused {
            assert_eq!(RequestPath::parse(raw), Err(expected), "{raw}");
        }
    }

    #[test]
    fn names_index_file_only_without_trailing_slash() {
        assert!(RequestPath::parse("/hi/index.html")
            .unwrap()
            .names_index_file());
        assert!(RequestPath::parse("/index.html")
            .unwrap()
            .names_index_file());
        assert!(!RequestPath::parse("/index.html/")
            .unwrap()
            .names_index_file());
        assert!(!RequestPath::parse("/hi/").unwrap().names_index_file());
    }

    #[test]
    fn parent_folder_and_trailing_slash_forms() {
        let path = RequestPath::parse("/hi/installation/index.html").unwrap();
        assert_eq!(path.parent_folder().encoded(), "/hi/installation/");
        let index = RequestPath::parse("/index.html").unwrap();
        assert_eq!(index.parent_folder().encoded(), "/");
        let folder = RequestPath::parse("/installation").unwrap();
        assert_eq!(folder.with_trailing_slash().encoded(), "/installation/");
    }

    #[test]
    fn encoded_form_escapes_what_a_location_cannot_hold() {
        let path = RequestPath::parse("/External%20Signals/a%3Fb%23c/%E0%A4%B9").unwrap();
        assert_eq!(path.decoded(), "/External Signals/a?b#c/ह");
        assert_eq!(path.encoded(), "/External%20Signals/a%3Fb%23c/%E0%A4%B9");
    }

    #[test]
    fn encoded_form_never_starts_with_two_slashes() {
        let path = RequestPath::parse("//evil.example/index.html").unwrap();
        assert_eq!(path.parent_folder().encoded(), "/evil.example/");
    }

    proptest! {
        #[test]
        fn any_path_parses_to_plain_names_or_an_error(raw in "[/a-z.%25eE2fF5cC0\\\\ ]{0,40}") {
            if let Ok(path) = RequestPath::parse(&raw) {
                for segment in path.segments() {
                    prop_assert!(segment != "." && segment != "..");
                    prop_assert!(!segment.contains('/') && !segment.contains('\\'));
                    let mut components = Path::new(segment).components();
                    prop_assert!(matches!(components.next(), Some(Component::Normal(_))));
                    prop_assert!(components.next().is_none());
                }
                // The encoded form decodes back to the same path.
                let reparsed = RequestPath::parse(&path.encoded()).unwrap();
                prop_assert_eq!(reparsed.segments(), path.segments());
            }
        }

        #[test]
        fn arbitrary_unicode_never_panics(raw in "\\PC{0,60}") {
            let _ = RequestPath::parse(&raw);
            let _ = RequestPath::parse(&format!("/{raw}"));
        }
    }
}
