//! Byte-level encoding of the index: LEB128 varints, length-prefixed strings, a checksum,
//! and a bounds-checked reader that turns every malformed input into an error.

use crate::error::IndexError;

#[cfg(any(feature = "build", test))]
/// Appends `value` as an unsigned LEB128 varint.
pub fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let byte = (value & 0x7F) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

#[cfg(any(feature = "build", test))]
/// Appends a varint length and the UTF-8 bytes of `text`.
pub fn write_string(out: &mut Vec<u8>, text: &str) {
    write_varint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// FNV-1a, 32 bits: detects truncation and corruption without pulling in a CRC table.
pub fn checksum(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811C_9DC5;
    for &byte in bytes {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}

/// A cursor over untrusted bytes.
pub struct Reader<'a> {
    bytes: &'a [u8],
    position: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, position: 0 }
    }

    pub fn position(&self) -> usize {
        self.position
    }

    /// Everything not read yet.
    pub fn is_at_end(&self) -> bool {
        self.position >= self.bytes.len()
    }

    pub fn byte(&mut self) -> Result<u8, IndexError> {
        let byte = *self.bytes.get(self.position).ok_or(IndexError::Truncated)?;
        self.position += 1;
        Ok(byte)
    }

    pub fn varint(&mut self) -> Result<u64, IndexError> {
        let mut value: u64 = 0;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(IndexError::Malformed("varint longer than 64 bits"))
    }

    /// Four bytes, little-endian.
    pub fn u32(&mut self) -> Result<u32, IndexError> {
        let mut bytes = [0u8; 4];
        for byte in &mut bytes {
            *byte = self.byte()?;
        }
        Ok(u32::from_le_bytes(bytes))
    }

    /// A varint that must fit in `u32`.
    pub fn small(&mut self) -> Result<u32, IndexError> {
        u32::try_from(self.varint()?).map_err(|_| IndexError::Malformed("number out of range"))
    }

    pub fn bytes(&mut self) -> Result<&'a [u8], IndexError> {
        let length = usize::try_from(self.varint()?).map_err(|_| IndexError::Truncated)?;
        let end = self
            .position
            .checked_add(length)
            .ok_or(IndexError::Truncated)?;
        let slice = self
            .bytes
            .get(self.position..end)
            .ok_or(IndexError::Truncated)?;
        self.position = end;
        Ok(slice)
    }

    pub fn string(&mut self) -> Result<String, IndexError> {
        let bytes = self.bytes()?;
        let text =
            core::str::from_utf8(bytes).map_err(|_| IndexError::Malformed("invalid UTF-8"))?;
        Ok(text.to_string())
    }

    /// A count of items that each take at least one byte: rejects counts larger than the input.
    pub fn count(&mut self) -> Result<usize, IndexError> {
        let count = usize::try_from(self.varint()?).map_err(|_| IndexError::Truncated)?;
        if count > self.bytes.len().saturating_sub(self.position) {
            return Err(IndexError::Malformed("count larger than the data"));
        }
        Ok(count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        for value in [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            let mut out = Vec::new();
            write_varint(&mut out, value);
            assert_eq!(Reader::new(&out).varint().ok(), Some(value));
        }
    }

    #[test]
    fn truncated_input_is_an_error() {
        let mut out = Vec::new();
        write_string(&mut out, "hello");
        out.pop();
        assert!(Reader::new(&out).string().is_err());
        assert!(Reader::new(&[0x80, 0x80]).varint().is_err());
        assert!(Reader::new(&[0xFF; 11]).varint().is_err());
    }

    #[test]
    fn checksum_detects_a_flipped_bit() {
        assert_ne!(checksum(b"index"), checksum(b"indey"));
    }
}
