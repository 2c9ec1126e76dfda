//! The rules of four East African mancala games: En Gehé, En Dodoi, Sadeqa II and Giuthi.
//!
//! A [`Rules`] value names the game, the board and the rule options; a [`Position`] is a
//! board under those rules with its legal moves; a [`History`] is a game in progress with
//! repetition, outcome and undo. No I/O happens here.
//!
//! ```
//! use mancala_rules::{Game, History, Rules};
//! let mut game = History::new(Rules::new(Game::SadeqaII));
//! assert_eq!(game.position().legal_moves().to_notation(), "6");
//! game.play("6".parse().unwrap()).unwrap();
//! ```

mod error;
mod game;
mod history;
mod json;
mod moves;
mod outcome;
mod position;
mod side;
mod sowing;

pub use error::{cut, quote, ParseMoveError, PlayError, PositionError, RulesError, QUOTE_CHARS};
pub use game::{
    Game, Options, Repetition, Rules, DEFAULT_LAP_LIMIT, MAX_HOLES, MAX_LAP_LIMIT, MAX_SEEDS,
    MIN_HOLES, MIN_LAP_LIMIT, MIN_SEEDS,
};
pub use history::{History, Successors};
pub use json::{position_from_json, position_from_value, state_json, whole_number, MAX_PLY};
pub use moves::{Direction, Move, MoveList, MAX_MOVES};
pub use outcome::{EndReason, Outcome};
pub use position::{Lap, Position, MAX_BOARD, MAX_BOARD_SEEDS, MAX_CAPTURED};
pub use side::Side;

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
