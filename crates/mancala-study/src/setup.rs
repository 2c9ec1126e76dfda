//! Naming a position to study: a position JSON (no history before it) or a game record up
//! to a ply (its history included), then the moves of a variation played from there. Every
//! error names what is wrong: the hole, the ply or the move.

use mancala_record::{Record, RecordError};
use mancala_rules::{position_from_value, History, Move, PlayError, Position, PositionError, Side};
use serde_json::Value;

/// Most seeds one hole may hold in a set-up position (the rules' bound).
pub const MAX_HOLE_SEEDS: u16 = 255;
/// Most moves a variation may have.
pub const MAX_VARIATION: usize = 2_000;

/// What names a position: a set-up position, or a record up to a ply.
#[derive(Clone, Debug)]
pub enum Setup {
    /// A position with no history before it, numbered from `ply`.
    Position {
        /// The position.
        position: Position,
        /// Its ply number.
        ply: u64,
    },
    /// A recorded game after its first `ply` plies (all of them when `None`).
    Record {
        /// The record.
        record: Record,
        /// Plies played from the record's start.
        ply: Option<usize>,
    },
}

/// Why a setup does not name a position to study.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The position JSON is malformed or inconsistent.
    #[error("{0}")]
    Position(#[from] PositionError),
    /// A hole holds more seeds than the rules allow.
    #[error("{hole}: {seeds} seeds is more than {MAX_HOLE_SEEDS}")]
    HoleTooFull {
        /// The hole, e.g. `hole 7 (north 1)`.
        hole: String,
        /// Its canonical index (0-based, South's row first).
        index: usize,
        /// The seeds given.
        seeds: u32,
    },
    /// The seeds on the board and the captured ones do not make the game's total.
    #[error("board total {total} (on the board {board}, captured {captured}) is not the game's {expected}")]
    Total {
        /// Board and captured seeds together.
        total: u64,
        /// Seeds on the board.
        board: u64,
        /// Seeds captured by both sides.
        captured: u64,
        /// Two rows of holes times the seeds a hole starts with.
        expected: u64,
    },
    /// The record does not read.
    #[error("record: {0}")]
    Record(#[from] RecordError),
    /// The ply is past the end of the record.
    #[error("ply {ply} is past the record's {plies} plies")]
    PlyPastEnd {
        /// The ply asked for.
        ply: usize,
        /// Plies the record has.
        plies: usize,
    },
    /// A move of the variation is not a move on this board.
    #[error("move {index} '{text}': {reason}")]
    BadMove {
        /// 1-based index in the variation.
        index: usize,
        /// The move as given.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// A move of the variation is not legal where it is played.
    #[error("move {index} '{text}': illegal here (legal: {legal})")]
    Illegal {
        /// 1-based index in the variation.
        index: usize,
        /// The move as given.
        text: String,
        /// The legal moves there, separated by commas.
        legal: String,
    },
    /// A move of the variation comes after the end of the game.
    #[error("move {index} '{text}': the game is already over")]
    GameOver {
        /// 1-based index in the variation.
        index: usize,
        /// The move as given.
        text: String,
    },
    /// The variation is too long.
    #[error("a variation of {0} moves is more than the {MAX_VARIATION} allowed")]
    TooManyMoves(usize),
}

/// The name of canonical hole `index` on `position`'s board: `hole 7 (north 1)`.
pub fn hole_name(position: &Position, index: usize) -> String {
    let side = position.owner(index);
    let number = index - position.row(side).start + 1;
    format!("hole {} ({side} {number})", index + 1)
}

/// Checks the rules' bounds a set-up position must keep: at most [`MAX_HOLE_SEEDS`] a hole,
/// and board plus captured seeds equal to the game's total.
pub fn check_position(position: &Position) -> Result<(), SetupError> {
    for (index, &seeds) in position.board().iter().enumerate() {
        if seeds > MAX_HOLE_SEEDS {
            return Err(SetupError::HoleTooFull {
                hole: hole_name(position, index),
                index,
                seeds: seeds.into(),
            });
        }
    }
    let rules = position.rules();
    let expected = 2 * rules.holes() as u64 * u64::from(rules.seeds());
    let board = u64::from(position.board_seeds());
    let captured = Side::BOTH
        .iter()
        .map(|&s| u64::from(position.captured(s)))
        .sum::<u64>();
    if board + captured != expected {
        return Err(SetupError::Total {
            total: board + captured,
            board,
            captured,
            expected,
        });
    }
    Ok(())
}

/// The first hole of a position JSON's board with more than [`MAX_HOLE_SEEDS`] seeds.
fn over_full_hole(value: &Value) -> Option<SetupError> {
    let board = value.get("board")?.as_array()?;
    let (index, seeds) = board.iter().enumerate().find_map(|(i, v)| {
        v.as_u64()
            .filter(|&s| s > u64::from(MAX_HOLE_SEEDS))
            .map(|s| (i, s))
    })?;
    let n = board.len() / 2;
    let (side, number) = if index < n {
        (Side::South, index + 1)
    } else {
        (Side::North, index - n + 1)
    };
    Some(SetupError::HoleTooFull {
        hole: format!("hole {} ({side} {number})", index + 1),
        index,
        seeds: u32::try_from(seeds).unwrap_or(u32::MAX),
    })
}

impl Setup {
    /// A set-up position from its JSON value (as in a game's `state`), checked.
    pub fn from_position_value(value: &Value) -> Result<Setup, SetupError> {
        let (position, ply) = match position_from_value(value) {
            Ok(found) => found,
            // A hole over the bound is named before what else is wrong with the board.
            Err(e) => return Err(over_full_hole(value).unwrap_or(SetupError::Position(e))),
        };
        check_position(&position)?;
        Ok(Setup::Position { position, ply })
    }

    /// A set-up position from JSON text.
    pub fn from_position_json(text: &str) -> Result<Setup, SetupError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| SetupError::Position(PositionError::Json(e.to_string())))?;
        Setup::from_position_value(&value)
    }

    /// A record in either form (text or JSON, told apart by its content), up to `ply`.
    pub fn from_record_text(text: &str, ply: Option<usize>) -> Result<Setup, SetupError> {
        Setup::from_record(mancala_record::parse(text)?, ply)
    }

    /// A record read already, cut after `ply` plies (all of them when `None`).
    pub fn from_record(record: Record, ply: Option<usize>) -> Result<Setup, SetupError> {
        let plies = record.game().moves_played();
        if let Some(ply) = ply.filter(|&p| p > plies) {
            return Err(SetupError::PlyPastEnd { ply, plies });
        }
        Ok(Setup::Record { record, ply })
    }

    /// The game this setup names, before any variation.
    pub fn game(&self) -> Result<History, SetupError> {
        match self {
            Setup::Position { position, ply } => {
                check_position(position)?;
                Ok(History::from_position(position.clone(), *ply))
            }
            Setup::Record { record, ply } => {
                let whole = record.game();
                let plies = whole.moves_played();
                let ply = ply.unwrap_or(plies);
                if ply > plies {
                    return Err(SetupError::PlyPastEnd { ply, plies });
                }
                let mut game = History::from_position(whole.start().clone(), whole.start_ply());
                for mv in whole.moves().take(ply) {
                    // The record replayed when it was read: its moves are legal.
                    game.play(mv).map_err(|e| {
                        SetupError::Record(RecordError::Invalid(format!(
                            "the record does not replay: {e}"
                        )))
                    })?;
                }
                Ok(game)
            }
        }
    }
}

/// Reads move `text` (the `index`th of a variation, 1-based) for `game`'s board.
pub fn parse_move(game: &History, index: usize, text: &str) -> Result<Move, SetupError> {
    let bad = |reason: String| SetupError::BadMove {
        index,
        text: mancala_rules::quote(text),
        reason,
    };
    let mv: Move = text
        .parse()
        .map_err(|e: mancala_rules::ParseMoveError| bad(e.reason.to_string()))?;
    let rules = game.rules();
    if let Move::Sow { hole, direction } = mv {
        if usize::from(hole) > rules.holes() {
            return Err(bad(format!("no such hole on 2x{}", rules.holes())));
        }
        match (rules.game().two_directions(), direction) {
            (true, None) => return Err(bad("Giuthi moves need a direction, R or L".into())),
            (false, Some(_)) => {
                return Err(bad(format!(
                    "{} moves take no direction",
                    rules.game().title()
                )))
            }
            _ => {}
        }
    }
    Ok(mv)
}

/// Plays `mv` (the `index`th of a variation) on `game`, or says why it cannot be played.
pub fn play_move(game: &mut History, index: usize, mv: Move) -> Result<(), SetupError> {
    let text = mv.to_string();
    game.play(mv).map_err(|e| match e {
        PlayError::GameOver => SetupError::GameOver { index, text },
        PlayError::Illegal { legal, .. } => SetupError::Illegal {
            index,
            text,
            legal: legal.join(", "),
        },
    })
}

/// The game `setup` names with the variation `moves` (in notation) played from it.
pub fn history(setup: &Setup, moves: &[String]) -> Result<History, SetupError> {
    if moves.len() > MAX_VARIATION {
        return Err(SetupError::TooManyMoves(moves.len()));
    }
    let mut game = setup.game()?;
    for (i, text) in moves.iter().enumerate() {
        let mv = parse_move(&game, i + 1, text)?;
        if game.outcome().is_some() {
            return Err(SetupError::GameOver {
                index: i + 1,
                text: mancala_rules::quote(text),
            });
        }
        play_move(&mut game, i + 1, mv)?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};
    use serde_json::json;

    fn dodoi_json(board: Vec<u64>, captured: [u64; 2]) -> Value {
        json!({"game": "en-dodoi", "holes": 6, "seeds": 4, "board": board,
               "captured": captured, "to_move": "south", "ply": 10})
    }

    #[test]
    fn a_hole_over_255_is_named() {
        let mut board = vec![4u64; 12];
        board[6] = 300;
        let err =
            Setup::from_position_value(&dodoi_json(board.clone(), [0, 0])).expect_err("refused");
        assert_eq!(
            err.to_string(),
            "hole 7 (north 1): 300 seeds is more than 255"
        );
        // Even where the board is too full for a position at all.
        board[11] = 70_000;
        let err = Setup::from_position_value(&dodoi_json(board, [0, 0])).expect_err("refused");
        assert_eq!(
            err.to_string(),
            "hole 7 (north 1): 300 seeds is more than 255"
        );
    }

    #[test]
    fn the_total_must_be_the_games() {
        let err =
            Setup::from_position_value(&dodoi_json(vec![8; 12], [0, 0])).expect_err("refused");
        assert_eq!(
            err.to_string(),
            "board total 96 (on the board 96, captured 0) is not the game's 48"
        );
        let ok = Setup::from_position_value(&dodoi_json(vec![3; 12], [6, 6])).expect("a setup");
        let game = history(&ok, &[]).expect("a game");
        assert_eq!(game.ply(), 10);
        assert_eq!(game.position().board_seeds(), 36);
    }

    #[test]
    fn moves_are_checked_one_by_one() {
        let setup = Setup::Position {
            position: Position::start(Rules::new(Game::EnDodoi)),
            ply: 0,
        };
        let game = history(&setup, &["1".into(), "2".into()]).expect("legal");
        assert_eq!(game.moves_played(), 2);
        let err = history(&setup, &["1".into(), "9R".into()]).expect_err("no such");
        assert_eq!(err.to_string(), "move 2 '9R': no such hole on 2x6");
        let err = history(&setup, &["1".into(), "2R".into()]).expect_err("no direction");
        assert!(err.to_string().starts_with("move 2 '2R': "), "{err}");
        let err = history(&setup, &["x".into()]).expect_err("not a move");
        assert!(err.to_string().starts_with("move 1 'x': "), "{err}");
    }

    #[test]
    fn an_illegal_move_lists_the_legal_ones() {
        // En Dodoi: a hole with no seeds cannot be sown.
        let value = dodoi_json(vec![0, 4, 0, 4, 0, 4, 4, 4, 4, 4, 4, 4], [6, 6]);
        let setup = Setup::from_position_value(&value).expect("a setup");
        let err = history(&setup, &["1".into()]).expect_err("empty hole");
        let legal = setup
            .game()
            .expect("game")
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        assert_eq!(
            err.to_string(),
            format!("move 1 '1': illegal here (legal: {legal})")
        );
    }

    #[test]
    fn a_record_is_cut_at_its_ply_with_its_history() {
        let mut game = History::new(Rules::new(Game::EnDodoi));
        for _ in 0..6 {
            let mv = game.position().legal_moves()[0];
            game.play(mv).expect("legal");
        }
        let text = Record::new(game.clone(), "a", "b", "2026.11.30").to_text();
        let setup = Setup::from_record_text(&text, Some(4)).expect("a setup");
        let at4 = setup.game().expect("game");
        assert_eq!(at4.moves_played(), 4);
        assert_eq!(
            at4.positions().count(),
            5,
            "the history before ply 4 is kept"
        );
        let err = Setup::from_record_text(&text, Some(80)).expect_err("past the end");
        assert_eq!(err.to_string(), "ply 80 is past the record's 6 plies");
        let whole = Setup::from_record_text(&text, None).expect("a setup");
        assert_eq!(whole.game().expect("game").moves_played(), 6);
    }
}
