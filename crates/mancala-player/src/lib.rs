//! The playing levels: how the engine plays at levels 1 to 10, and level 10's move, which
//! asks the exact solver first and searches in the time left. Every front end that lets
//! the engine play (the protocol's `genmove`, the match runner's `level:` player, the
//! server's engine games, terminal play, Python's `Engine.genmove`) chooses its move here,
//! so each level plays the same everywhere.
//!
//! [`level`] holds the level table (node budgets, temperatures, contempt, when level 10
//! grows a tree) and the engine's move at a level; [`pick`] the level-10 picker, its time
//! shares and its record of misses.

pub mod level;
pub mod pick;

pub use level::{engine_move, MAX_LEVEL, MIN_LEVEL};
pub use pick::{genmove, Choice, Misses};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
