//! What a solved value means: the mover's final margin (Sadeqa II: win, draw or loss).

use std::fmt;

use mancala_rules::{EndReason, Game, Outcome, Position, Repetition, Side};

/// How a finished game is scored for the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// The final margin in seeds; `draw_repetition` when a repetition counts 0 whatever the counts.
    Margin {
        /// Whether a repetition ends the game as a draw (margin 0).
        draw_repetition: bool,
    },
    /// Sadeqa II: 1 for a win, 0 for a draw, -1 for a loss.
    WinLoss,
}

impl Scoring {
    /// The scoring of a position's rules.
    pub fn of(position: &Position) -> Scoring {
        let rules = position.rules();
        if rules.game() == Game::SadeqaII {
            Scoring::WinLoss
        } else {
            Scoring::Margin {
                draw_repetition: rules.options().repetition == Repetition::Draw,
            }
        }
    }

    /// Whether values depend on the captured counts only through their difference added at the end
    /// (so that a table may store the value relative to that difference).
    pub fn relative(self) -> bool {
        matches!(
            self,
            Scoring::Margin {
                draw_repetition: false
            }
        )
    }
}

/// The value of a finished game for `side`.
pub fn outcome_value(scoring: Scoring, outcome: &Outcome, side: Side) -> i32 {
    match scoring {
        Scoring::WinLoss => match outcome.winner {
            Some(w) if w == side => 1,
            Some(_) => -1,
            None => 0,
        },
        Scoring::Margin { draw_repetition } => {
            if draw_repetition && outcome.reason == EndReason::Repetition {
                0
            } else {
                outcome.score[side.index()] as i32 - outcome.score[side.opponent().index()] as i32
            }
        }
    }
}

/// The captured difference for the side to move (what a margin starts from).
pub fn capture_lead(position: &Position) -> i32 {
    let mover = position.to_move();
    position.captured(mover) as i32 - position.captured(mover.opponent()) as i32
}

/// Bounds that hold for every continuation of `position`: `[lower, upper]`.
pub fn trivial_bounds(position: &Position) -> (i32, i32) {
    match Scoring::of(position) {
        Scoring::WinLoss => (-1, 1),
        Scoring::Margin { draw_repetition } => {
            // Every seed on the board ends with one side or the other (or stays put in a count).
            let lead = capture_lead(position);
            let board = position.board_seeds() as i32;
            let (lo, hi) = (lead - board, lead + board);
            if draw_repetition {
                (lo.min(0), hi.max(0))
            } else {
                (lo, hi)
            }
        }
    }
}

/// The result named by a value's sign.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The mover wins.
    Win,
    /// Neither wins.
    Draw,
    /// The mover loses.
    Loss,
}

impl GameResult {
    /// The result of value `v` (its sign).
    pub fn of(v: i32) -> GameResult {
        match v.signum() {
            1 => GameResult::Win,
            0 => GameResult::Draw,
            _ => GameResult::Loss,
        }
    }

    /// `win`, `draw` or `loss`.
    pub fn name(self) -> &'static str {
        match self {
            GameResult::Win => "win",
            GameResult::Draw => "draw",
            GameResult::Loss => "loss",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is known of a value: proved exactly, or proved to lie within bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The exact value.
    Proved(i32),
    /// `lower <= value <= upper`, both proved.
    Bounded {
        /// Proved lower bound.
        lower: i32,
        /// Proved upper bound.
        upper: i32,
    },
}

impl Verdict {
    /// A verdict from proved bounds (exact when they meet).
    pub fn from_bounds(lower: i32, upper: i32) -> Verdict {
        if lower == upper {
            Verdict::Proved(lower)
        } else {
            Verdict::Bounded { lower, upper }
        }
    }

    /// The exact value, if proved.
    pub fn value(self) -> Option<i32> {
        match self {
            Verdict::Proved(v) => Some(v),
            Verdict::Bounded { .. } => None,
        }
    }

    /// The proved lower bound.
    pub fn lower(self) -> i32 {
        match self {
            Verdict::Proved(v) => v,
            Verdict::Bounded { lower, .. } => lower,
        }
    }

    /// The proved upper bound.
    pub fn upper(self) -> i32 {
        match self {
            Verdict::Proved(v) => v,
            Verdict::Bounded { upper, .. } => upper,
        }
    }

    /// The verdict for the other side (negated, bounds swapped).
    pub fn negate(self) -> Verdict {
        Verdict::from_bounds(-self.upper(), -self.lower())
    }
}

impl fmt::Display for Verdict {
    /// `value=V result=R`, or `unknown lower=L upper=U`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Verdict::Proved(v) => write!(f, "value={v} result={}", GameResult::of(v)),
            Verdict::Bounded { lower, upper } => write!(f, "unknown lower={lower} upper={upper}"),
        }
    }
}
