//! The binding's exports called natively as the shim calls them: the rules,
//! the kifu readers and writers, the mate solver, each held to the core's
//! own answers, and two engines side by side. One test crate, one module per layer beside this file, each
//! built with its feature.

#![cfg(all(feature = "rules", not(target_arch = "wasm32")))]

mod common;

mod engine;
mod kifu;
mod mate;
mod picture;
mod record;
mod rules;
mod usi;
