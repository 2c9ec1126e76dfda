//! The record itself: a game with its players, date and result.

use mancala_rules::{History, Move, Outcome, Position, Rules, Side};

use crate::error::RecordError;

/// How a game ended, as records write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`: South won.
    SouthWon,
    /// `0-1`: North won.
    NorthWon,
    /// `1/2-1/2`: a draw.
    Draw,
    /// `*`: not finished.
    Unfinished,
}

impl GameResult {
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn token(self) -> &'static str {
        match self {
            GameResult::SouthWon => "1-0",
            GameResult::NorthWon => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }

    /// Reads a result token.
    pub fn from_token(token: &str) -> Option<GameResult> {
        match token {
            "1-0" => Some(GameResult::SouthWon),
            "0-1" => Some(GameResult::NorthWon),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unfinished),
            _ => None,
        }
    }

    /// The result a rules ending gives (`Unfinished` while the game goes on).
    pub fn from_outcome(outcome: Option<&Outcome>) -> GameResult {
        match outcome.map(|o| o.winner) {
            None => GameResult::Unfinished,
            Some(Some(Side::South)) => GameResult::SouthWon,
            Some(Some(Side::North)) => GameResult::NorthWon,
            Some(None) => GameResult::Draw,
        }
    }

    /// A win for the side that did not resign.
    pub fn resignation(resigning: Side) -> GameResult {
        match resigning {
            Side::South => GameResult::NorthWon,
            Side::North => GameResult::SouthWon,
        }
    }
}

/// The tag that keeps the seed engine levels drew their choices from, in decimal.
pub const ENGINE_SEED_TAG: &str = "EngineSeed";

/// Reads an `EngineSeed` value: decimal digits making a number from 0 to 2^64 - 1.
pub(crate) fn parse_engine_seed(value: &str) -> Result<u64, String> {
    let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    digits
        .then(|| value.parse::<u64>().ok())
        .flatten()
        .ok_or_else(|| {
            format!(
                "'{value}' is not a whole number from 0 to {} in decimal",
                u64::MAX
            )
        })
}

/// A game with its players, date and result, ready to be written or replayed.
#[derive(Clone, Debug)]
pub struct Record {
    game: History,
    /// South's player (a name, `human`, `level:5`, ...).
    pub south: String,
    /// North's player.
    pub north: String,
    /// The date, `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: String,
    result: GameResult,
    /// Other tags, kept in order.
    pub extra_tags: Vec<(String, String)>,
}

impl Record {
    /// A record of `game` with the result its rules give so far.
    pub fn new(
        game: History,
        south: impl Into<String>,
        north: impl Into<String>,
        date: impl Into<String>,
    ) -> Record {
        let result = GameResult::from_outcome(game.outcome());
        Record {
            game,
            south: south.into(),
            north: north.into(),
            date: date.into(),
            result,
            extra_tags: Vec::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &History {
        &self.game
    }

    /// The result.
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets the result: a game the rules ended keeps its own result; an unfinished game may
    /// carry any (a resignation or an agreement).
    pub fn set_result(&mut self, result: GameResult) -> Result<(), RecordError> {
        check_result(&self.game, result)?;
        self.result = result;
        Ok(())
    }

    /// Whether the game started from somewhere other than its rules' start position.
    pub fn custom_start(&self) -> bool {
        let start = self.game.start();
        *start != Position::start(*start.rules()) || self.game.start_ply() != 0
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// The seed the engine levels of this game drew their choices from (its `EngineSeed`
    /// tag); `None` without one. Reading refuses a malformed tag, so a record read from a
    /// file has a valid seed or none.
    pub fn engine_seed(&self) -> Option<u64> {
        self.extra_tags
            .iter()
            .find(|(name, _)| name == ENGINE_SEED_TAG)
            .and_then(|(_, value)| parse_engine_seed(value).ok())
    }

    /// Keeps `seed` in the `EngineSeed` tag, in place of any seed the record had.
    pub fn set_engine_seed(&mut self, seed: u64) {
        let value = seed.to_string();
        match self
            .extra_tags
            .iter_mut()
            .find(|(name, _)| name == ENGINE_SEED_TAG)
        {
            Some((_, old)) => *old = value,
            None => self.extra_tags.push((ENGINE_SEED_TAG.to_string(), value)),
        }
    }
}

/// Checks that `result` agrees with how the rules ended `game`, if they did.
pub(crate) fn check_result(game: &History, result: GameResult) -> Result<(), RecordError> {
    let by_rules = GameResult::from_outcome(game.outcome());
    if by_rules != GameResult::Unfinished && by_rules != result {
        return Err(RecordError::Invalid(format!(
            "the result is {} but the moves end the game {}",
            result.token(),
            by_rules.token()
        )));
    }
    Ok(())
}

/// A move as read, with where it stands in the text (line, column) if it came from text.
pub(crate) struct ReadMove {
    pub text: String,
    pub at: Option<(usize, usize)>,
}

/// Replays `moves` from `start` (at ply `start_ply`); any move that is not legal is an error.
pub(crate) fn replay(
    start: Position,
    start_ply: u64,
    moves: &[ReadMove],
) -> Result<History, RecordError> {
    let mut game = History::from_position(start, start_ply);
    for read in moves {
        let ply = game.ply() + 1;
        let mv: Move =
            read.text
                .parse()
                .map_err(|e: mancala_rules::ParseMoveError| match read.at {
                    Some((line, column)) => RecordError::Syntax {
                        line,
                        column,
                        message: e.to_string(),
                    },
                    None => RecordError::Invalid(format!("ply {ply}: {e}")),
                })?;
        if let Err(e) = game.play(mv) {
            let legal = if game.outcome().is_some() {
                String::new()
            } else {
                game.position().legal_moves().to_notation()
            };
            let reason = match e {
                mancala_rules::PlayError::GameOver => "the game was already over".to_string(),
                mancala_rules::PlayError::Illegal { reason, .. } => reason,
            };
            return Err(RecordError::IllegalMove {
                ply,
                mv: read.text.clone(),
                reason,
                legal,
            });
        }
    }
    Ok(game)
}

/// The record date (`YYYY.MM.DD`) of a day counted from 1970-01-01 (proleptic Gregorian).
pub fn date_of_day(days_since_1970: i64) -> String {
    let z = days_since_1970 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::date_of_day;

    #[test]
    fn dates_of_days() {
        assert_eq!(date_of_day(0), "1970.01.01");
        assert_eq!(date_of_day(11_016), "2000.02.29");
        assert_eq!(date_of_day(20_787), "2026.11.30");
    }
}
