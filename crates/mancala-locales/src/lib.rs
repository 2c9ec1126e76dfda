//! The texts of the mancala page and front ends in each language, as Project Fluent
//! catalogs: one `locales/<code>.ftl` per language, embedded in the crate.
//!
//! Split by concern: [`languages`] (the languages, each named in itself, and how far its
//! catalog has come), [`negotiate`] (an `Accept-Language` header to a language this crate
//! has), [`pseudo`] (the pseudo-locale `en-XA`, English accented and lengthened, to see
//! untranslated texts and tight layouts), [`format`] (a Fluent formatter for Rust front
//! ends) and [`check`] (what a translation must keep of English: every message, every
//! variable).

pub mod check;
pub mod format;
pub mod languages;
pub mod negotiate;
pub mod pseudo;

pub use check::{compare, Difference};
pub use format::{FluentArgs, Formatter, LocaleError};
pub use languages::{find, shipped, Language, Status, LANGUAGES, SOURCE};
pub use negotiate::negotiate;
pub use pseudo::{pseudo_text, PSEUDO};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
