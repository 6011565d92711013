//! Lower-casing for the scripts the portal uses (Latin, Greek, Cyrillic, Armenian). Written
//! out because the standard library's full Unicode tables would add ~10 KB to the wasm; the
//! builder and the browser both use this function, so index and query always agree.

/// The lower-case form of `character`; characters without case are returned unchanged.
pub fn to_lower(character: char) -> char {
    let code = character as u32;
    let lowered = match code {
        0x41..=0x5A => code + 0x20,
        0xC0..=0xDE if code != 0xD7 => code + 0x20,
        0x130 => 'i' as u32,
        0x100..=0x137 | 0x14A..=0x177 | 0x200..=0x21F | 0x222..=0x233 if code.is_multiple_of(2) => {
            code + 1
        }
        0x139..=0x148 | 0x179..=0x17E if !code.is_multiple_of(2) => code + 1,
        0x178 => 0xFF,
        0x386 => 0x3AC,
        0x388..=0x38A => code + 37,
        0x38C => 0x3CC,
        0x38E | 0x38F => code + 63,
        0x391..=0x3AB if code != 0x3A2 => code + 0x20,
        0x400..=0x40F => code + 0x50,
        0x410..=0x42F => code + 0x20,
        0x460..=0x481 | 0x48A..=0x4BF | 0x4D0..=0x52F if code.is_multiple_of(2) => code + 1,
        0x4C1..=0x4CE if !code.is_multiple_of(2) => code + 1,
        0x531..=0x556 => code + 0x30,
        0x1E9E => 0xDF,
        0x1E00..=0x1EFF if code.is_multiple_of(2) => code + 1,
        0xFF21..=0xFF3A => code + 0x20,
        _ => code,
    };
    char::from_u32(lowered).unwrap_or(character)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower(text: &str) -> String {
        text.chars().map(to_lower).collect()
    }

    #[test]
    fn agrees_with_the_standard_library_on_the_portal_languages() {
        let sample = "ABCXYZ ÀÉÎÕÜÇÑØÆÞ ĄĆĘŁŃŚŹŻ ŠŽČŘŮ ÅÄÖ ŒŸ ȘȚ ΑΒΓΩΆΈ АБВЯЁЇ ԱԲ ẞ";
        assert_eq!(lower(sample), sample.to_lowercase());
    }

    #[test]
    fn leaves_caseless_scripts_alone() {
        assert_eq!(lower("تثبيت स्थापना 安装 123"), "تثبيت स्थापना 安装 123");
    }

    #[test]
    fn every_latin_result_is_lower_case() {
        for code in (0x41..0x180u32)
            .chain(0x200..0x220)
            .chain(0x222..0x234)
            .chain(0x391..0x3AC)
            .chain(0x400..0x430)
        {
            let Some(character) = char::from_u32(code) else {
                continue;
            };
            let ours = to_lower(character);
            let theirs: Vec<char> = character.to_lowercase().collect();
            if theirs.len() == 1 && code != 0x130 {
                assert_eq!(ours, theirs[0], "U+{code:04X}");
            }
        }
    }
}
