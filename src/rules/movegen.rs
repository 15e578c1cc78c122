//! Legal move generation.
