//! Games as the page holds them: a start position and the moves played from it.

use mancala_rules::{position_from_json, Game, History, Move, Rules};
use serde::Serialize;
use serde_json::Value;

use crate::error::WasmError;
use crate::sowing::{play_ply, position_value, PlyView};

/// Most moves a list may hold (a game of the longest board ends far sooner).
pub const MAX_MOVES: usize = 100_000;

/// The position JSON of the start of `game` with `settings`: a JSON object of `holes`,
/// `seeds` and the game's options (numbers, booleans or strings).
pub fn start(game: &str, settings: &str) -> Result<String, WasmError> {
    let game: Game = game.parse()?;
    let settings: serde_json::Map<String, Value> = serde_json::from_str(settings)
        .map_err(|e| WasmError::argument("the settings", format!("not a JSON object: {e}")))?;
    let mut pairs = Vec::with_capacity(settings.len());
    for (key, value) in &settings {
        let text = match value {
            Value::Number(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::String(s) => s.clone(),
            other => {
                return Err(WasmError::argument(
                    "the settings",
                    format!("'{key}' is {other}, not a number, a boolean or a string"),
                ))
            }
        };
        pairs.push((key.as_str(), text));
    }
    let rules = Rules::from_settings(game, pairs.iter().map(|(k, v)| (*k, v.as_str())))?;
    // Through a game, not the position alone: a start with no legal move is already over.
    Ok(History::new(rules).to_json())
}

/// The moves of a JSON list of notations (`["3", "4R", "pass"]`).
pub fn read_moves(moves: &str) -> Result<Vec<Move>, WasmError> {
    let texts: Vec<String> = serde_json::from_str(moves).map_err(|e| {
        WasmError::argument("the moves", format!("not a JSON list of strings: {e}"))
    })?;
    if texts.len() > MAX_MOVES {
        return Err(WasmError::argument(
            "the moves",
            format!("{} moves, more than {MAX_MOVES}", texts.len()),
        ));
    }
    texts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            text.parse::<Move>()
                .map_err(|e| WasmError::argument("the moves", format!("move {}: {e}", i + 1)))
        })
        .collect()
}

/// The game from the position JSON `start` after `moves` (a JSON list of notations).
pub fn game_after(start: &str, moves: &str) -> Result<History, WasmError> {
    let mut game = History::from_json(start)?;
    for (i, mv) in read_moves(moves)?.into_iter().enumerate() {
        game.play(mv).map_err(|error| WasmError::Play {
            ply: i + 1,
            mv: mv.to_string(),
            error,
        })?;
    }
    Ok(game)
}

/// A game replayed from its start: every ply, the position reached and its legal moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Replay {
    /// Every ply in order, with its laps.
    pub plies: Vec<PlyView>,
    /// The position JSON at the end (its `result` set when the game is over, a repetition's
    /// end included).
    pub state: Value,
    /// The legal moves there (none when the game is over).
    pub legal: Vec<String>,
}

/// Replays `moves` (a JSON list of notations) from the position JSON `start`.
pub fn replay(start: &str, moves: &str) -> Result<Replay, WasmError> {
    let mut game = History::from_json(start)?;
    let moves = read_moves(moves)?;
    let mut plies = Vec::with_capacity(moves.len());
    for (i, mv) in moves.into_iter().enumerate() {
        plies.push(play_ply(&mut game, mv, i + 1)?);
    }
    Ok(Replay {
        plies,
        state: position_value(&game),
        legal: legal(&game),
    })
}

/// The legal moves of `game`'s position, written; none when the game is over.
pub fn legal(game: &History) -> Vec<String> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    game.position()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

/// The legal moves of the position JSON `position`, written.
pub fn legal_moves(position: &str) -> Result<Vec<String>, WasmError> {
    let (position, _) = position_from_json(position)?;
    Ok(position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect())
}

/// `mv` played in the position JSON `position`, as the page shows it.
pub fn play(position: &str, mv: &str) -> Result<PlyView, WasmError> {
    let mut game = History::from_json(position)?;
    let mv: Move = mv.parse()?;
    play_ply(&mut game, mv, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_has_its_settings_and_refuses_unknown_ones() {
        let start =
            start("giuthi", r#"{"holes": 5, "seeds": 3, "lap_limit": 50}"#).expect("a Giuthi 2x5");
        let value: Value = serde_json::from_str(&start).expect("JSON");
        assert_eq!(value["holes"], 5);
        assert_eq!(value["board"].as_array().map(Vec::len), Some(10));
        assert_eq!(value["options"]["lap_limit"], 50);
        let err = self::start("giuthi", r#"{"colour": "red"}"#).expect_err("no such option");
        assert!(err.to_string().contains("colour"), "{err}");
        let err = self::start("giuthi", r#"{"holes": [5]}"#).expect_err("a list");
        assert!(err.to_string().contains("'holes'"), "{err}");
        assert!(self::start("oware", "{}").is_err());
        // A start where no sowing ends within the lap limit is over before it begins.
        let stuck: Value = serde_json::from_str(
            &self::start("en-gehe", r#"{"holes": 44, "lap_limit": 12}"#).expect("a board"),
        )
        .expect("JSON");
        assert_eq!(stuck["result"]["reason"], "no-move");
        assert!(self::start("giuthi", "[]").is_err());
    }

    #[test]
    fn a_replay_ends_where_playing_the_moves_one_by_one_does() {
        let start = start("en-dodoi", "{}").expect("En Dodoi");
        let mut position = start.clone();
        let mut moves = Vec::new();
        for i in 0..30 {
            let legal = legal_moves(&position).expect("a position");
            if legal.is_empty() {
                break;
            }
            let mv = legal[(i * 7) % legal.len()].clone();
            let ply = play(&position, &mv).expect("legal");
            position = ply.position.to_string();
            moves.push(mv);
            if ply.position["result"] != Value::Null {
                break;
            }
        }
        let replay = replay(&start, &serde_json::to_string(&moves).expect("JSON")).expect("legal");
        assert_eq!(replay.plies.len(), moves.len());
        let last = &replay.plies[moves.len() - 1].position;
        assert_eq!(last["board"], replay.state["board"]);
        let by_one: Value = serde_json::from_str(&position).expect("JSON");
        assert_eq!(by_one["board"], replay.state["board"]);
        assert_eq!(by_one["captured"], replay.state["captured"]);
    }

    #[test]
    fn bad_moves_are_named_and_nothing_is_half_played() {
        let start = start("en-dodoi", "{}").expect("En Dodoi");
        let err = replay(&start, r#"["1", "x"]"#).expect_err("unreadable");
        assert!(err.to_string().contains("move 2"), "{err}");
        let err = replay(&start, r#"["1", "9"]"#).expect_err("no hole 9");
        assert!(err.to_string().starts_with("move 2 (9): "), "{err}");
        assert!(replay(&start, r#"{"moves": []}"#).is_err());
        assert!(play("{}", "1").is_err());
    }
}
