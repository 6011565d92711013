//! Where code stands in Markdown source, for the checks that must not look inside it
//! (placeholders, glossary terms): fenced blocks by line, inline code spans within a line.

/// Tracks fenced code blocks line by line.
#[derive(Default)]
pub struct Fences {
    open: Option<(char, usize)>,
}

impl Fences {
    /// Whether `line` belongs to a fenced block (its fences included), updating the state.
    pub fn is_code(&mut self, line: &str) -> bool {
        if let Some(marker) = fence_marker(line) {
            self.open = match self.open {
                None => Some(marker),
                Some(open) if open.0 == marker.0 && marker.1 >= open.1 && is_bare_fence(line) => {
                    None
                }
                open => open,
            };
            return true;
        }
        self.open.is_some()
    }
}

/// The fence character and length when `line` opens or closes a fenced code block.
fn fence_marker(line: &str) -> Option<(char, usize)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let character = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = rest.chars().take_while(|c| *c == character).count();
    (length >= 3).then_some((character, length))
}

/// A closing fence carries nothing after its markers.
fn is_bare_fence(line: &str) -> bool {
    line.trim()
        .chars()
        .all(|character| character == '`' || character == '~')
}

/// The byte length of the inline code span at the start of `text` (which starts with a backtick):
/// up to its closing run of as many backticks, or the opening run alone when it is not closed.
pub fn code_span_length(text: &str) -> usize {
    let run = text.chars().take_while(|c| *c == '`').count();
    let closing = "`".repeat(run);
    text[run..]
        .find(&closing)
        .map_or(run, |end| run + end + run)
}

/// The text with fenced blocks, inline code spans and link destinations (`](target)`) left out
/// (each replaced by a space): what a reader reads as words.
pub fn prose(text: &str) -> String {
    without_link_targets(&without_code(text))
}

/// Drops the destination of every inline link or image: `[text](../Home-battery/x.md)` keeps
/// `[text]`.
fn without_link_targets(text: &str) -> String {
    let mut output = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("](") {
        output.push_str(&rest[..start + 1]);
        let after = &rest[start + 2..];
        let mut depth = 1;
        let end = after
            .char_indices()
            .find_map(|(index, character)| {
                match character {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    '\n' => return Some(index),
                    _ => {}
                }
                (depth == 0).then_some(index + 1)
            })
            .unwrap_or(after.len());
        output.push(' ');
        rest = &after[end..];
    }
    output.push_str(rest);
    output
}

fn without_code(text: &str) -> String {
    let mut fences = Fences::default();
    let mut output = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if fences.is_code(line) {
            output.push('\n');
            continue;
        }
        let mut position = 0;
        while let Some(offset) = line[position..].find('`') {
            output.push_str(&line[position..position + offset]);
            output.push(' ');
            position += offset + code_span_length(&line[position + offset..]);
        }
        output.push_str(&line[position..]);
    }
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_leaves_out_code() {
        let text =
            "Set `relay-boiler` on.\n```json\n{\"boiler\": 1}\n```\nThe boiler ``a ` b`` heats.";
        assert_eq!(prose(text), "Set   on.\n\n\n\nThe boiler   heats.");
    }
}
