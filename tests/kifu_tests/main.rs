//! Kifu files: the real records read and compared with json-kifu-format,
//! round trips between formats, and the fuzz properties. One test crate,
//! one module per concern beside this file (`tests/kifu/` holds the
//! records).
#![cfg(feature = "kifu")]

#[path = "../common/mod.rs"]
mod common;
#[path = "../kifu_check/mod.rs"]
mod kifu_check;

mod errors;
mod fuzz;
mod read;
mod roundtrip;
