//! The two sides of the board.

use std::fmt;

/// One of the two players: South owns the bottom row and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The bottom row, canonical holes `0..n`; moves first.
    South = 0,
    /// The top row, canonical holes `n..2n`.
    North = 1,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Index of this side in `[south, north]` arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used in files and the protocol.
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    /// Parses `south` or `north`.
    pub fn from_name(name: &str) -> Option<Side> {
        match name {
            "south" => Some(Side::South),
            "north" => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
