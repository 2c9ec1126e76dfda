//! A game played in the page as a record file, as the server writes its games'.

use mancala_record::{date_of_day, GameResult, Record};
use mancala_rules::{History, Side};

use crate::error::WasmError;

/// The record of `game` between `south` and `north` on `day` (days since 1970-01-01), with
/// `resigned` (`south`, `north` or empty) the side that resigned: text, or JSON when `as_json`.
pub fn record(
    game: &History,
    south: &str,
    north: &str,
    day: i32,
    resigned: &str,
    as_json: bool,
) -> Result<String, WasmError> {
    let mut record = Record::new(game.clone(), south, north, date_of_day(i64::from(day)));
    if !resigned.is_empty() {
        let side = Side::from_name(resigned).ok_or_else(|| {
            WasmError::argument(
                "the resigned side",
                format!("'{resigned}' is not south or north"),
            )
        })?;
        record
            .set_result(GameResult::resignation(side))
            .map_err(|e| WasmError::argument("the resigned side", e))?;
        record
            .extra_tags
            .push(("Termination".to_string(), "resignation".to_string()));
    }
    record.extra_tags.push((
        "Site".to_string(),
        "this device, with no server".to_string(),
    ));
    Ok(if as_json {
        record.to_json()
    } else {
        record.to_text()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    #[test]
    fn a_resigned_game_reads_back_with_its_moves_and_result() {
        let mut game = History::new(Rules::new(Game::Giuthi));
        for mv in ["3R", "4L"] {
            let legal = game.position().legal_moves();
            let mv = mv
                .parse()
                .ok()
                .filter(|m| legal.contains(m))
                .unwrap_or(legal[0]);
            game.play(mv).expect("legal");
        }
        let text = record(&game, "human", "level:4", 20_794, "north", false).expect("a record");
        let read = Record::parse_text(&text).expect("it reads back");
        assert_eq!(read.game().moves().count(), 2);
        assert_eq!(read.result(), GameResult::resignation(Side::North));
        assert_eq!(read.north, "level:4");
        assert!(text.contains("2026.12.07"), "{text}");
        assert!(record(&game, "human", "level:4", 0, "east", false).is_err());
        assert!(Record::parse_json(&record(&game, "a", "b", 0, "", true).expect("JSON")).is_ok());
    }
}
