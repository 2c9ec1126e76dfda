//! The analysis board's position editor: a draft whose counts may be off the game's total
//! while it is edited (every hole 0 to 255, the captures, the side to move, Sadeqa II's
//! opening flags), and that becomes a position only when it passes the rules' checks.

use mancala_rules::{Game, Position, Rules, Side};
use mancala_study::setup::{check_position, SetupError, MAX_HOLE_SEEDS};

/// Why an edit was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The hole is not written as `s3` or `n2`.
    #[error("'{0}' is not a hole: write s3 (South's hole 3) or n2 (North's hole 2)")]
    NotAHole(String),
    /// The hole number is off the board.
    #[error("'{hole}': holes run from 1 to {holes}")]
    HoleOffBoard {
        /// The hole as written.
        hole: String,
        /// Holes a row.
        holes: usize,
    },
    /// A count is not a number, `+k` or `-k`.
    #[error("'{0}' is not a count: write 5, +2 or -1")]
    NotACount(String),
    /// A hole would hold more than the rules allow, or fewer than none.
    #[error("{hole} would hold {seeds}: a hole holds 0 to {MAX_HOLE_SEEDS} seeds")]
    HoleBounds {
        /// The hole, e.g. `s3`.
        hole: String,
        /// The count it would have.
        seeds: i64,
    },
    /// A side's captures would be negative or more than the game's seeds.
    #[error("{side} would have captured {seeds}: captures run from 0 to the game's {total}")]
    CapturedBounds {
        /// The side.
        side: Side,
        /// The count it would have.
        seeds: i64,
        /// The game's seeds.
        total: u64,
    },
    /// `rest` cannot make the total: the board and the other side already hold too many.
    #[error("no captures for {side} make the total: the board and {other}'s captures already hold {held}, more than the game's {total}")]
    NoRest {
        /// The side asked for.
        side: Side,
        /// The other side.
        other: Side,
        /// Seeds on the board and captured by the other side.
        held: u64,
        /// The game's seeds.
        total: u64,
    },
    /// Not a side.
    #[error("'{0}': south or north")]
    NotASide(String),
    /// Opening flags exist only in Sadeqa II.
    #[error("only Sadeqa II has opening flags")]
    NoOpening,
    /// The draft is not a valid position.
    #[error("{problem}; {missing}")]
    Invalid {
        /// The rules' check that failed.
        problem: SetupError,
        /// How many seeds are missing or extra.
        missing: String,
    },
}

/// A position being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    rules: Rules,
    /// Every hole's seeds, canonical order (South's row first).
    pub board: Vec<u16>,
    /// Seeds captured by South and North.
    pub captured: [u64; 2],
    /// The side to move.
    pub to_move: Side,
    /// Sadeqa II's opening flags (whether each side has made its opening move).
    pub opening_done: [bool; 2],
}

impl Draft {
    /// A draft of `position`.
    pub fn of(position: &Position) -> Draft {
        Draft {
            rules: *position.rules(),
            board: position.board().to_vec(),
            captured: [
                u64::from(position.captured(Side::South)),
                u64::from(position.captured(Side::North)),
            ],
            to_move: position.to_move(),
            opening_done: [
                position.opening_done(Side::South),
                position.opening_done(Side::North),
            ],
        }
    }

    /// The rules of the draft.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The game's start position.
    pub fn start(&mut self) {
        *self = Draft::of(&Position::start(self.rules));
    }

    /// Empties every hole and both sides' captures.
    pub fn clear(&mut self) {
        self.board.iter_mut().for_each(|c| *c = 0);
        self.captured = [0, 0];
    }

    /// The canonical index of a hole written `s3` or `n2`.
    pub fn hole_index(&self, hole: &str) -> Result<usize, EditError> {
        let n = self.rules.holes();
        let (side, number) = match hole.split_at_checked(1) {
            Some(("s" | "S", k)) => (Side::South, k),
            Some(("n" | "N", k)) => (Side::North, k),
            _ => return Err(EditError::NotAHole(hole.to_string())),
        };
        let number: usize = number
            .parse()
            .map_err(|_| EditError::NotAHole(hole.to_string()))?;
        if !(1..=n).contains(&number) {
            return Err(EditError::HoleOffBoard {
                hole: hole.to_string(),
                holes: n,
            });
        }
        Ok(match side {
            Side::South => number - 1,
            Side::North => n + number - 1,
        })
    }

    /// The name of canonical hole `index` as the editor writes it: `s3`, `n2`.
    pub fn hole_label(&self, index: usize) -> String {
        let n = self.rules.holes();
        if index < n {
            format!("s{}", index + 1)
        } else {
            format!("n{}", index - n + 1)
        }
    }

    /// `5`, `+2` or `-1` applied to `old`.
    fn count(old: i64, text: &str) -> Result<i64, EditError> {
        let bad = || EditError::NotACount(text.to_string());
        let value = |t: &str| t.parse::<i64>().ok().filter(|v| *v >= 0).ok_or_else(bad);
        match text.as_bytes().first() {
            Some(b'+') => Ok(old.saturating_add(value(&text[1..])?)),
            Some(b'-') => Ok(old.saturating_sub(value(&text[1..])?)),
            _ => value(text),
        }
    }

    /// Sets a hole: `5` seeds, `+2` more, `-1` fewer; returns its new count.
    pub fn set_hole(&mut self, hole: &str, count: &str) -> Result<u16, EditError> {
        let index = self.hole_index(hole)?;
        let seeds = Draft::count(i64::from(self.board[index]), count)?;
        let seeds = u16::try_from(seeds)
            .ok()
            .filter(|&s| s <= MAX_HOLE_SEEDS)
            .ok_or_else(|| EditError::HoleBounds {
                hole: hole.to_ascii_lowercase(),
                seeds,
            })?;
        self.board[index] = seeds;
        Ok(seeds)
    }

    /// Sets a side's captures: `12`, `+2`, `-1`, or `rest` (whatever makes the game's
    /// total); returns the new count.
    pub fn set_captured(&mut self, side: &str, count: &str) -> Result<u64, EditError> {
        let side = parse_side(side)?;
        let total = self.expected();
        let seeds = if count == "rest" {
            let other = side.opponent();
            let held = self.board_seeds() + self.captured[other.index()];
            total.checked_sub(held).ok_or(EditError::NoRest {
                side,
                other,
                held,
                total,
            })?
        } else {
            let old = i64::try_from(self.captured[side.index()]).unwrap_or(i64::MAX);
            let seeds = Draft::count(old, count)?;
            u64::try_from(seeds)
                .ok()
                .filter(|&s| s <= total)
                .ok_or(EditError::CapturedBounds { side, seeds, total })?
        };
        self.captured[side.index()] = seeds;
        Ok(seeds)
    }

    /// Sets the side to move (`None` switches it); returns it.
    pub fn set_turn(&mut self, side: Option<&str>) -> Result<Side, EditError> {
        self.to_move = match side {
            Some(s) => parse_side(s)?,
            None => self.to_move.opponent(),
        };
        Ok(self.to_move)
    }

    /// Sets whether `side` has made its Sadeqa II opening move.
    pub fn set_opening(&mut self, side: &str, done: bool) -> Result<Side, EditError> {
        if self.rules.game() != Game::SadeqaII {
            return Err(EditError::NoOpening);
        }
        let side = parse_side(side)?;
        self.opening_done[side.index()] = done;
        Ok(side)
    }

    /// Seeds on the board.
    pub fn board_seeds(&self) -> u64 {
        self.board.iter().map(|&c| u64::from(c)).sum()
    }

    /// Seeds on the board and captured together.
    pub fn total(&self) -> u64 {
        self.board_seeds() + self.captured[0] + self.captured[1]
    }

    /// The game's seeds: two rows of holes times the seeds a hole starts with.
    pub fn expected(&self) -> u64 {
        2 * self.rules.holes() as u64 * u64::from(self.rules.seeds())
    }

    /// How the total stands: `8 seeds missing`, `3 seeds too many`, `the total is right`.
    pub fn balance(&self) -> String {
        let (total, expected) = (self.total(), self.expected());
        match total.cmp(&expected) {
            std::cmp::Ordering::Less => format!("{} seeds missing", expected - total),
            std::cmp::Ordering::Greater => format!("{} seeds too many", total - expected),
            std::cmp::Ordering::Equal => "the total is right".to_string(),
        }
    }

    /// One line on the draft: the counts, the balance and the side to move.
    pub fn status(&self) -> String {
        let opening = if self.rules.game() == Game::SadeqaII {
            let flag = |side: Side| {
                if self.opening_done[side.index()] {
                    "opened"
                } else {
                    "not opened"
                }
            };
            format!("; south {}, north {}", flag(Side::South), flag(Side::North))
        } else {
            String::new()
        };
        format!(
            "board {} + captured {} = {} of {}: {}; {} to move{opening}",
            self.board_seeds(),
            self.captured[0] + self.captured[1],
            self.total(),
            self.expected(),
            self.balance(),
            self.to_move
        )
    }

    /// The draft as a position to draw, whatever its total (only the holes' and captures'
    /// bounds, which every edit keeps, are checked).
    pub fn shown(&self) -> Result<Position, EditError> {
        let board: Vec<u64> = self.board.iter().map(|&c| u64::from(c)).collect();
        Position::setup(
            self.rules,
            &board,
            self.captured,
            self.to_move,
            self.opening_done,
        )
        .map_err(|e| EditError::Invalid {
            problem: e.into(),
            missing: self.balance(),
        })
    }

    /// The draft as a position, when it passes the rules' checks (the board total above
    /// all); the error names the problem and how many seeds are missing or extra.
    pub fn position(&self) -> Result<Position, EditError> {
        let position = self.shown()?;
        check_position(&position).map_err(|problem| EditError::Invalid {
            problem,
            missing: self.balance(),
        })?;
        Ok(position)
    }
}

fn parse_side(text: &str) -> Result<Side, EditError> {
    match text.to_ascii_lowercase().as_str() {
        "s" => Ok(Side::South),
        "n" => Ok(Side::North),
        t => Side::from_name(t).ok_or_else(|| EditError::NotASide(text.to_string())),
    }
}
