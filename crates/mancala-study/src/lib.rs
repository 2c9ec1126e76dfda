//! Studying positions of the four games: what lichess gives chess players, with the exact
//! solver where it reaches.
//!
//! Split by concern: [`setup`] (a position or a record at a ply, plus a variation, as a
//! game with its history; typed errors naming the hole, the ply or the move), [`study`]
//! (a study and its record form), [`collection`] (the studies shipped in the crate's `studies/`, the
//! daily pick), [`puzzle`] (checking a try, the defender's reply, refutations, hints),
//! [`review`] (a finished game's moves classed by the seeds they lose), [`analysis`] (engine
//! lines reported as the search deepens), [`submit`] (a submitted position proved to be a
//! study).

pub mod analysis;
pub mod collection;
pub mod puzzle;
pub mod review;
pub mod setup;
pub mod study;
pub mod submit;

pub use analysis::{analyse, analyse_here, AnalysisError, Line, Lines};
pub use collection::{daily, find, shipped};
pub use puzzle::{check, hint, Check, PuzzleError};
pub use review::{review, MoveClass, PlyReview, Review, ReviewError, ReviewOptions};
pub use setup::{history, Setup, SetupError};
pub use study::{Study, StudyError};
pub use submit::{verify, Refusal, SUBMIT_TIME};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
