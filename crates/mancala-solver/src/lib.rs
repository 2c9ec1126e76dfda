//! Exact values of positions of the four mancala games, given the game's history.
//!
//! The value of a position is the mover's final margin under perfect play by both sides
//! (Sadeqa II: 1, 0 or -1 for a win, draw or loss), counting positions that already occurred
//! in the game for repetition. Split by concern: [`value`] (what a value means), [`trail`]
//! (the positions a node can repeat), [`table`] (proved bounds), [`search`] (the proof
//! search), [`solve`] (the driver: value, optimal line, every move), [`limits`],
//! and [`oracle`] (endgame databases as a source of values). Why this is exact is argued
//! in `docs/solver.md`. The level-10 move that asks the solver first is `mancala-player`'s.

pub mod egdb;
pub mod endgames;
pub mod limits;
pub mod oracle;
pub mod search;
pub mod solve;
pub mod table;
pub mod trail;
pub mod value;

pub use limits::Limits;
pub use oracle::Oracle;
pub use solve::{MovesSolution, Progress, Solution, SolveError, Solver};
pub use value::{GameResult, Scoring, Verdict};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
