//! Position formats (the `formats` feature): SFEN and the `initial` object of
//! JKF, read and written.

pub mod jkf;
pub(crate) mod json;
pub mod sfen;
pub(crate) mod tree;
pub(crate) mod write;

#[cfg(test)]
mod json_oracle;
