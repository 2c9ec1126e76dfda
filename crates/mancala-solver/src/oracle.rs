//! Known values from outside the search: endgame databases.

use mancala_rules::Position;

/// A source of exact values for positions that no earlier position can recur in.
///
/// The solver asks only at such positions (right after a capture, or a solved position whose
/// history holds nothing of its layer), where a position's value does not depend on the path.
pub trait Oracle: Send + Sync {
    /// The exact value of `position` for its mover, if known.
    fn probe(&self, position: &Position) -> Option<i32>;

    /// Own-row layer bounds of `position`, if known: `(low, high)` on South's value less
    /// South's capture lead when no earlier position can recur, each forced by a strategy
    /// whose every play stays among the positions whose own bound is at least as good (see
    /// `egdb::own_row`). The search turns them into bounds that hold with a history.
    fn layer_bounds(&self, _position: &Position) -> Option<(i32, i32)> {
        None
    }
}
