//! A move played in a position, lap by lap: what the page animates and marks.

use mancala_rules::{state_json, Direction, History, Lap, Move, Position};
use serde::Serialize;
use serde_json::Value;

use crate::error::WasmError;

/// One lap of a sowing as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LapView {
    /// The canonical hole whose seeds the lap sowed.
    pub from: usize,
    /// `anticlockwise` or `clockwise`.
    pub direction: &'static str,
    /// The board after the lap, before any capture.
    pub board: Vec<u16>,
}

/// One ply: the move, its laps, where it began and ended, what it captured and the position
/// after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlyView {
    /// The move as written.
    #[serde(rename = "move")]
    pub mv: String,
    /// The side that played it.
    pub side: &'static str,
    /// The canonical hole sown from (`null` for a pass).
    pub from: Option<usize>,
    /// The canonical hole the last seed fell in (`null` for a pass).
    pub end: Option<usize>,
    /// The canonical holes the move's captures emptied.
    pub captured: Vec<usize>,
    /// The laps, each with the board after it.
    pub laps: Vec<LapView>,
    /// The position JSON after the move (its `result` set when the game ended there).
    pub position: Value,
}

/// The name of a direction in the page's words.
fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Anticlockwise => "anticlockwise",
        Direction::Clockwise => "clockwise",
    }
}

/// The hole where a sowing given by its laps ended, from the board before it.
pub fn end_hole(before: &[u16], laps: &[Lap]) -> Option<usize> {
    let lap = laps.last()?;
    let prev = match laps.len() {
        1 => before,
        n => &laps[n - 2].board,
    };
    let n2 = prev.len();
    let count = usize::from(*prev.get(lap.from)?) % n2;
    Some(match lap.direction {
        Direction::Anticlockwise => (lap.from + count) % n2,
        Direction::Clockwise => (lap.from + n2 - count) % n2,
    })
}

/// The ply of `mv` played in `game`'s position (which it then holds), as the page shows it.
pub fn play_ply(game: &mut History, mv: Move, ply: usize) -> Result<PlyView, WasmError> {
    let before: Position = game.position().clone();
    let laps = before.laps(mv).map_err(|error| WasmError::Play {
        ply,
        mv: mv.to_string(),
        error,
    })?;
    game.play(mv).map_err(|error| WasmError::Play {
        ply,
        mv: mv.to_string(),
        error,
    })?;
    let after = game.position();
    let sown = laps.last().map_or(before.board(), |l| &l.board[..]);
    let captured = sown
        .iter()
        .zip(after.board())
        .enumerate()
        .filter(|(_, (&sown, &now))| sown > 0 && now == 0)
        .map(|(i, _)| i)
        .collect();
    Ok(PlyView {
        mv: mv.to_string(),
        side: before.to_move().name(),
        from: laps.first().map(|l| l.from),
        end: end_hole(before.board(), &laps),
        captured,
        laps: laps
            .iter()
            .map(|l| LapView {
                from: l.from,
                direction: direction_name(l.direction),
                board: l.board.clone(),
            })
            .collect(),
        position: position_value(game),
    })
}

/// The position JSON of `game`'s position, as a JSON value.
pub fn position_value(game: &History) -> Value {
    // The rules write valid JSON; an empty object would only stand for a bug there.
    serde_json::from_str(&state_json(game.position(), game.ply(), game.outcome()))
        .unwrap_or_else(|_| Value::Object(Default::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    fn mv(text: &str) -> Move {
        text.parse().expect("a move")
    }

    #[test]
    fn a_giuthi_relay_shows_its_laps_end_and_captures() {
        let mut game = History::new(Rules::new(Game::Giuthi));
        let mut seen_capture = false;
        // Play the first legal move again and again: Giuthi's relays and captures come soon.
        for ply in 1..=40 {
            if game.outcome().is_some() {
                break;
            }
            let moves = game.position().legal_moves();
            let before = game.position().clone();
            let view = play_ply(&mut game, moves[ply % moves.len()], ply).expect("legal");
            if view.mv == "pass" {
                assert!(view.laps.is_empty() && view.from.is_none());
                continue;
            }
            let last = view.laps.last().expect("a sowing has a lap");
            let end = view.end.expect("an end");
            // The last seed fell in a hole that held none before: it holds one after the lap.
            assert_eq!(last.board[end], 1, "ply {ply}");
            for &hole in &view.captured {
                assert!(last.board[hole] > 0 && game.position().board()[hole] == 0);
                seen_capture = true;
            }
            let sown: u32 = last.board.iter().map(|&s| u32::from(s)).sum();
            assert_eq!(sown, before.board_seeds(), "sowing keeps the seeds");
        }
        assert!(seen_capture, "forty plies of Giuthi without a capture");
    }

    #[test]
    fn a_move_that_is_not_legal_names_its_ply() {
        let mut game = History::new(Rules::new(Game::EnDodoi));
        let err = play_ply(&mut game, mv("7"), 3).expect_err("2x6 has no hole 7");
        assert!(err.to_string().starts_with("move 3 (7): "), "{err}");
        assert_eq!(game.ply(), 0, "nothing was played");
    }
}
