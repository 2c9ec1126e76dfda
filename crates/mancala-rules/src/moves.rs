//! Moves and their notation: `3` (one direction games), `3R`/`3L` (Giuthi), `pass`.

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use crate::error::ParseMoveError;
use crate::game::MAX_HOLES;

/// The way seeds travel round the loop of holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Increasing canonical index: to the mover's right along its own row (`R`).
    Anticlockwise,
    /// Decreasing canonical index: to the mover's left along its own row (`L`).
    Clockwise,
}

impl Direction {
    /// The other direction.
    #[inline]
    pub fn reverse(self) -> Direction {
        match self {
            Direction::Anticlockwise => Direction::Clockwise,
            Direction::Clockwise => Direction::Anticlockwise,
        }
    }

    /// The notation letter: `R` anticlockwise, `L` clockwise.
    pub fn letter(self) -> char {
        match self {
            Direction::Anticlockwise => 'R',
            Direction::Clockwise => 'L',
        }
    }
}

/// A move of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Sow from the mover's hole `hole` (1 = the mover's leftmost); `direction` is given in Giuthi only.
    Sow {
        /// Hole number from the mover's left, 1-based.
        hole: u8,
        /// The first lap's direction (Giuthi); `None` in the one-direction games.
        direction: Option<Direction>,
    },
    /// Giuthi's forced move of a player with no sowing.
    Pass,
}

impl Move {
    /// A sowing from hole `hole` in a one-direction game.
    pub fn hole(hole: u8) -> Move {
        Move::Sow {
            hole,
            direction: None,
        }
    }

    /// A Giuthi sowing from hole `hole` in `direction`.
    pub fn directed(hole: u8, direction: Direction) -> Move {
        Move::Sow {
            hole,
            direction: Some(direction),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Sow {
                hole,
                direction: None,
            } => write!(f, "{hole}"),
            Move::Sow {
                hole,
                direction: Some(d),
            } => write!(f, "{hole}{}", d.letter()),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses `pass`, `k`, `kR` or `kL` (k from 1 to 64; `r`/`l` accepted too).
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let err = |reason| ParseMoveError {
            text: crate::error::quote(text),
            reason,
        };
        if text.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        let (digits, direction) = match text.as_bytes().last() {
            Some(b'R' | b'r') => (&text[..text.len() - 1], Some(Direction::Anticlockwise)),
            Some(b'L' | b'l') => (&text[..text.len() - 1], Some(Direction::Clockwise)),
            Some(_) => (text, None),
            None => return Err(err("empty")),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err(
                "expected a hole number, optionally followed by R or L, or pass",
            ));
        }
        let hole = digits
            .parse::<u32>()
            .ok()
            .filter(|h| (1..=MAX_HOLES as u32).contains(h))
            .ok_or_else(|| err("hole numbers run from 1 to the holes of a row (at most 64)"))?;
        Ok(Move::Sow {
            hole: hole as u8,
            direction,
        })
    }
}

/// Most moves a position can have: both directions from every hole of a 64-hole row.
pub const MAX_MOVES: usize = 2 * MAX_HOLES as usize;

/// The legal moves of a position, in protocol order, without heap allocation.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: u8,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len as usize] = mv;
        self.len += 1;
    }

    /// The moves in notation, separated by spaces.
    pub fn to_notation(&self) -> String {
        self.iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
