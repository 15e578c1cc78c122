//! Kifu files: the real records read and compared with json-kifu-format,
//! round trips between formats, and the fuzz properties. One test crate,
//! one module per concern beside this file (`tests/kifu/` holds the
//! records).
#![cfg(feature = "kifu")]

#[path = "../common/mod.rs"]
mod common;
#[path = "../kifu_check/mod.rs"]
mod kifu_check;

mod analysis;
mod bod;
mod errors;
mod fuzz;
mod game;
mod illegal;

/// The 39 shared records of `tests/kifu/`, by name, with their bytes.
fn records() -> Vec<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kifu");
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "README.md" && n != "expected")
        .map(|n| {
            let bytes = std::fs::read(dir.join(&n)).unwrap();
            (n, bytes)
        })
        .collect();
    out.sort();
    assert_eq!(out.len(), 39, "the 39 shared records");
    out
}

mod read;
mod roundtrip;
mod usen;
