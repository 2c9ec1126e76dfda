//! Known values from outside the search: endgame databases.

use mancala_rules::Position;

/// A source of exact values for positions that no earlier position can recur in.
///
/// The solver asks only at such positions (right after a capture, or a solved position whose
/// history holds nothing of its layer), where a position's value does not depend on the path.
pub trait Oracle: Send + Sync {
    /// The exact value of `position` for its mover, if known.
    fn probe(&self, position: &Position) -> Option<i32>;
}
