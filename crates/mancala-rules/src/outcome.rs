//! How a game ended.

use std::cmp::Ordering;

use crate::side::Side;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move had no legal move (in Giuthi: neither side had a sowing).
    NoMove,
    /// A ply produced a position that had occurred before.
    Repetition,
}

impl EndReason {
    /// The name used in the position JSON.
    pub fn name(self) -> &'static str {
        match self {
            EndReason::NoMove => "no-move",
            EndReason::Repetition => "repetition",
        }
    }
}

/// The end of a game: winner (none for a draw), final score `[south, north]`, reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winning side, `None` for a draw.
    pub winner: Option<Side>,
    /// The final count of each side, `[south, north]`.
    pub score: [u32; 2],
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// The higher score wins; equal scores draw.
    pub fn by_score(score: [u32; 2], reason: EndReason) -> Outcome {
        let winner = match score[0].cmp(&score[1]) {
            Ordering::Greater => Some(Side::South),
            Ordering::Less => Some(Side::North),
            Ordering::Equal => None,
        };
        Outcome {
            winner,
            score,
            reason,
        }
    }

    /// The winner's name as in the position JSON: `south`, `north` or `draw`.
    pub fn winner_name(&self) -> &'static str {
        self.winner.map_or("draw", Side::name)
    }
}
