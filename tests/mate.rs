//! The tsume solver against an independent solver and its own rules.
