//! The codec and the position formats: the conformance vectors, property
//! tests, the shared error causes, SFEN and JKF. One test crate, one module
//! per concern beside this file.

#[path = "../common/mod.rs"]
mod common;

#[cfg(feature = "formats")]
mod causes;
#[cfg(feature = "alloc")]
mod conformance;
#[cfg(feature = "formats")]
mod jkf;
#[cfg(feature = "alloc")]
mod properties;
#[cfg(feature = "formats")]
mod sfen;
