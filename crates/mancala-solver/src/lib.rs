//! Exact values of positions of the four mancala games, given the game's history.
//!
//! The value of a position is the mover's final margin under perfect play by both sides
//! (Sadeqa II: 1, 0 or -1 for a win, draw or loss), counting positions that already occurred
//! in the game for repetition. Split by concern: [`value`] (what a value means), [`trail`]
//! (the positions a node can repeat), [`table`] (proved bounds), [`search`] (the proof
//! search), [`solve`] (the driver: value, optimal line, every move), [`limits`],
//! [`oracle`] (endgame databases as a source of values), [`genmove`] (a level's move, level 10
//! asking the solver first). Why this is exact is argued in `docs/solver.md`.

pub mod egdb;
pub mod endgames;
pub mod genmove;
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
