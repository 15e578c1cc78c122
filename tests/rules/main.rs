//! The rules: legal moves against perft counts and cshogi, the fuzz
//! checks, allocation-free generation. One test crate, one module per
//! concern beside this file.

#[path = "../common/mod.rs"]
mod common;

mod allocation;
mod board;
mod declaration;
mod fuzz;
mod oracle;
mod perft;
mod repetition;
mod speed;
mod tsshogi;
