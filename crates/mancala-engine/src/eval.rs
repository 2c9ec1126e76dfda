//! Static evaluation: what wins each game, weighted by self-play tuned numbers.

use std::fmt;
use std::str::FromStr;

use mancala_rules::{Game, Position, Side};

use crate::score::MATE_BOUND;

/// Number of evaluation features.
pub const FEATURES: usize = 5;

/// Weights of the features, in hundredths of a seed per unit of each feature (mover minus opponent):
/// seeds captured, seeds in the own row, occupied own holes, own holes that can be sown, and
/// exposed seeds (own seeds facing an empty hole: a capture needs the capturing sowing to end
/// in an empty hole, so only seeds facing one can be taken at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; FEATURES]);

impl Weights {
    /// The tuned weights of a game (see `scripts/tune` and `docs/engine.md`).
    pub fn for_game(game: Game) -> Weights {
        match game {
            Game::EnGehe => Weights([60, 10, 60, 0, 0]),
            Game::EnDodoi => Weights([140, 50, 20, 0, 0]),
            Game::SadeqaII => Weights([20, 20, 140, 0, 40]),
            Game::Giuthi => Weights([140, -20, 40, 60, 0]),
        }
    }
}

impl fmt::Display for Weights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|w| w.to_string()).collect();
        f.write_str(&parts.join("/"))
    }
}

impl FromStr for Weights {
    type Err = String;

    /// Parses `a/b/c/d/e`, five whole numbers.
    fn from_str(s: &str) -> Result<Weights, String> {
        let parts: Vec<&str> = s.split('/').collect();
        if parts.len() != FEATURES {
            return Err(format!(
                "weights '{s}' must be {FEATURES} whole numbers separated by '/'"
            ));
        }
        let mut w = [0; FEATURES];
        for (slot, part) in w.iter_mut().zip(parts) {
            *slot = part
                .parse::<i32>()
                .ok()
                .filter(|v| v.abs() <= 100_000)
                .ok_or_else(|| {
                    format!("weight '{part}' is not a whole number from -100000 to 100000")
                })?;
        }
        Ok(Weights(w))
    }
}

/// The features of `side` minus those of its opponent.
pub fn features(pos: &Position, side: Side) -> [i32; FEATURES] {
    let min_sow = if pos.rules().game() == Game::Giuthi {
        2
    } else {
        1
    };
    let board = pos.board();
    let per_side = |s: Side| {
        let row = &board[pos.row(s)];
        let exposed: i32 = pos
            .row(s)
            .filter(|&i| board[pos.opposite(i)] == 0)
            .map(|i| board[i] as i32)
            .sum();
        [
            pos.captured(s) as i32,
            row.iter().map(|&c| c as i32).sum::<i32>(),
            row.iter().filter(|&&c| c > 0).count() as i32,
            row.iter().filter(|&&c| c >= min_sow).count() as i32,
            exposed,
        ]
    };
    let mine = per_side(side);
    let theirs = per_side(side.opponent());
    std::array::from_fn(|i| mine[i] - theirs[i])
}

/// The position's value for the side to move, in hundredths of a seed.
#[inline]
pub fn evaluate(pos: &Position, weights: &Weights) -> i32 {
    let f = features(pos, pos.to_move());
    let value: i64 = f
        .iter()
        .zip(weights.0.iter())
        .map(|(&a, &b)| a as i64 * b as i64)
        .sum();
    // Set-up positions may hold huge captures: keep evaluations clear of game-end scores.
    value.clamp(-(MATE_BOUND as i64 - 1), MATE_BOUND as i64 - 1) as i32
}
