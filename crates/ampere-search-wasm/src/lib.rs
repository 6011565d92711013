//! The search core for the browser: a C ABI over linear memory, no wasm-bindgen.
//!
//! JavaScript side, in order:
//! 1. `alloc(len)` → pointer; copy the index bytes there; `load_index(ptr, len)` → 0 on success,
//!    a negative error code otherwise; `dealloc(ptr, len)`.
//! 2. per query: `alloc` + copy the UTF-8 query (already NFKC-normalized by
//!    `String.prototype.normalize`); `missing_files(ptr, len, limit)` → pointer to a JSON
//!    array of the names of the index directory's files the query needs (posting shards, then
//!    page texts); fetch each, copy its name and bytes into `alloc`ed memory and call
//!    `load_file(name_ptr, name_len, ptr, len)` (0 when accepted); ask again until the array
//!    is empty; then `search(ptr, len, limit)` → pointer to UTF-8 JSON of `result_len()`
//!    bytes, valid until the next call; `dealloc` the query.
#![allow(unsafe_code)] // The ABI hands raw pointers across the wasm boundary; each use is commented.

mod json;

use std::cell::RefCell;

use ampere_search::{Index, IndexError};

pub use json::hits_to_json;

thread_local! {
    static LOADED: RefCell<Option<Index>> = const { RefCell::new(None) };
    static RESULT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Reserves `length` bytes for the caller to fill; free with `dealloc(pointer, length)`.
#[no_mangle]
pub extern "C" fn alloc(length: usize) -> *mut u8 {
    let buffer: Box<[u8]> = vec![0u8; length].into_boxed_slice();
    Box::into_raw(buffer).cast::<u8>()
}

/// Frees a buffer returned by `alloc` with the same `length`.
#[no_mangle]
pub extern "C" fn dealloc(pointer: *mut u8, length: usize) {
    if pointer.is_null() {
        return;
    }
    // SAFETY: `pointer` and `length` come from `alloc`, which leaked a boxed slice of that length.
    drop(unsafe { Box::from_raw(core::ptr::slice_from_raw_parts_mut(pointer, length)) });
}

fn error_code(error: &IndexError) -> i32 {
    match error {
        IndexError::BadMagic => -1,
        IndexError::UnsupportedVersion(_) => -2,
        IndexError::ChecksumMismatch => -3,
        IndexError::Truncated => -4,
        IndexError::Malformed(_) => -5,
    }
}

/// # Safety
/// `pointer` must point to `length` readable bytes (a buffer from `alloc`).
///
/// Loads index bytes (copied); 0 on success, a negative code when the bytes are not an index.
#[no_mangle]
pub unsafe extern "C" fn load_index(pointer: *const u8, length: usize) -> i32 {
    if pointer.is_null() {
        return -4;
    }
    // SAFETY: the caller passes a buffer from `alloc` filled with `length` bytes.
    let bytes = unsafe { core::slice::from_raw_parts(pointer, length) }.to_vec();
    load_bytes(bytes)
}

/// Loads an index from owned bytes (the safe core of `load_index`).
pub fn load_bytes(bytes: Vec<u8>) -> i32 {
    match Index::from_bytes(bytes) {
        Ok(index) => {
            LOADED.with(|loaded| *loaded.borrow_mut() = Some(index));
            0
        }
        Err(error) => error_code(&error),
    }
}

fn query_text(pointer: *const u8, length: usize) -> String {
    if pointer.is_null() {
        return String::new();
    }
    // SAFETY: the callers pass a buffer from `alloc` filled with `length` bytes.
    let bytes = unsafe { core::slice::from_raw_parts(pointer, length) };
    String::from_utf8_lossy(bytes).into_owned()
}

fn set_result(text: String) -> *const u8 {
    RESULT.with(|result| {
        let mut result = result.borrow_mut();
        *result = text.into_bytes();
        result.as_ptr()
    })
}

/// # Safety
/// `pointer` must point to `length` readable bytes (a buffer from `alloc`), or be null.
///
/// The files the query needs and that are not loaded, as a JSON array of names at the
/// returned pointer (`result_len()` bytes).
#[no_mangle]
pub unsafe extern "C" fn missing_files(pointer: *const u8, length: usize, limit: u32) -> *const u8 {
    set_result(missing_json(&query_text(pointer, length), limit as usize))
}

/// The JSON array of file names `query` still needs (the safe core of `missing_files`).
pub fn missing_json(query: &str, limit: usize) -> String {
    let files = LOADED.with(|loaded| {
        loaded
            .borrow()
            .as_ref()
            .map(|index| index.missing_files(query, limit))
            .unwrap_or_default()
    });
    let mut json = String::from("[");
    for (number, file) in files.iter().enumerate() {
        if number > 0 {
            json.push(',');
        }
        // Names are ASCII letters, digits, '-' and '.': nothing to escape.
        json.push('"');
        json.push_str(&file.name());
        json.push('"');
    }
    json.push(']');
    json
}

/// # Safety
/// `name_pointer`/`pointer` must point to `name_length`/`length` readable bytes (buffers from
/// `alloc`), or be null.
///
/// Adds a file of the index directory; 0 when accepted, -6 when it does not belong to the index.
#[no_mangle]
pub unsafe extern "C" fn load_file(
    name_pointer: *const u8,
    name_length: usize,
    pointer: *const u8,
    length: usize,
) -> i32 {
    let name = query_text(name_pointer, name_length);
    let bytes = if pointer.is_null() {
        &[][..]
    } else {
        // SAFETY: the caller passes a buffer from `alloc` filled with `length` bytes.
        unsafe { core::slice::from_raw_parts(pointer, length) }
    };
    load_file_bytes(&name, bytes)
}

/// Adds a file to the loaded index (the safe core of `load_file`).
pub fn load_file_bytes(name: &str, bytes: &[u8]) -> i32 {
    let accepted = LOADED.with(|loaded| {
        loaded
            .borrow_mut()
            .as_mut()
            .is_some_and(|index| index.add_file(name, bytes))
    });
    if accepted {
        0
    } else {
        -6
    }
}

/// # Safety
/// `pointer` must point to `length` readable bytes (a buffer from `alloc`), or be null.
///
/// Runs a query; returns a pointer to the JSON result (`result_len()` bytes). Without a loaded
/// index, or for any query that finds nothing, the result is `[]`.
#[no_mangle]
pub unsafe extern "C" fn search(pointer: *const u8, length: usize, limit: u32) -> *const u8 {
    set_result(search_json(&query_text(pointer, length), limit as usize))
}

/// Length in bytes of the last result.
#[no_mangle]
pub extern "C" fn result_len() -> usize {
    RESULT.with(|result| result.borrow().len())
}

/// The JSON result for `query` against the loaded index (the safe core of `search`).
pub fn search_json(query: &str, limit: usize) -> String {
    LOADED.with(|loaded| match loaded.borrow().as_ref() {
        Some(index) => hits_to_json(&index.search(query, limit)),
        None => String::from("[]"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_an_index_results_are_empty() {
        assert_eq!(search_json("anything", 20), "[]");
    }

    #[test]
    fn files_fill_in_what_a_query_needs() {
        let document = ampere_search::Document {
            title: "Grid meter".into(),
            path: "/meter/".into(),
            sections: vec![ampere_search::Section {
                level: 1,
                text: "Wire the meter to the bus.".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        let built = ampere_search::build_index("en", &[document]);
        assert_eq!(load_bytes(built.core.clone()), 0);
        assert_eq!(missing_json("meter", 20), r#"["postings-0.bin"]"#);
        assert_eq!(load_file_bytes("postings-0.bin", &built.shards[0]), 0);
        assert_eq!(missing_json("meter", 20), r#"["0.txt"]"#);
        assert_eq!(load_file_bytes("3.txt", b"nope"), -6);
        assert_eq!(load_file_bytes("0.txt", built.fragments[0].as_bytes()), 0);
        assert_eq!(missing_json("meter", 20), "[]");
        assert!(search_json("bus", 20).contains(r"\u0001bus\u0002"));
    }

    #[test]
    fn garbage_is_refused_with_a_code() {
        assert_eq!(load_bytes(b"nonsense".to_vec()), -1);
        let pointer = alloc(4);
        assert!(!pointer.is_null());
        dealloc(pointer, 4);
    }
}
