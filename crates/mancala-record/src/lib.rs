//! Game records. A [`Record`] is a game (its rules, start position and moves) with the
//! players, the date and the result, written as PGN-like text or as JSON:
//!
//! ```text
//! [Game "giuthi"]
//! [Holes "8"]
//! [Seeds "8"]
//! [South "human"]
//! [North "level:5"]
//! [Date "2026.11.30"]
//! [Result "*"]
//!
//! 1. 3R 2. 4L 3. 1R *
//! ```
//!
//! Reading replays every move through the rules, so a record that loads is a legal game;
//! errors name the line and column, or the ply and the legal moves.

mod error;
mod file;
mod json;
mod record;
mod text;
mod writer;

pub use error::RecordError;
pub use file::{check_writable, load, load_all, parse, parse_all, write_atomic, Format, MAX_FILE};
pub use record::{date_of_day, GameResult, Record, ENGINE_SEED_TAG};
pub use writer::{part_path, save, RecordWriter};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
