//! Search, evaluation and random playouts for the four mancala games.
//!
//! Split by concern: [`search`] (alpha-beta), [`ordering`] (move ordering memory),
//! [`tt`] (transposition table), [`smp`] (threads), [`eval`]
//! (the linear evaluation), [`learned`] (the learned evaluation) and [`training`] (its data
//! and fit), [`time`] (limits and time management), [`mcts`] (Monte Carlo tree search),
//! [`choose`] (a move chosen loosely, as the playing levels below the strongest do),
//! [`engine`] (one core for every front end), [`playout`] (random games), [`memory`] (whether
//! tables fit in the machine).

pub mod choose;
pub mod engine;
pub mod eval;
pub mod learned;
pub mod mcts;
pub mod memory;
pub mod ordering;
pub mod playout;
pub mod score;
pub mod search;
pub mod smp;
pub mod time;
pub mod training;
pub mod tt;

pub use engine::Engine;

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
