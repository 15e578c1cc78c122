//! The codec: the position model and Shogi64 text, both ways. Needs neither
//! `alloc` nor any feature; the functions that return a `String` come with
//! the `alloc` feature.

pub mod bits;
pub(crate) mod codes;
pub mod decode;
pub mod encode;
pub mod error;
pub mod position;
pub mod template;
pub mod text;
