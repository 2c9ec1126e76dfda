//! The schema of the position JSON that the rules crate writes (the engine protocol's
//! `state`), for the OpenAPI document.
//!
//! The views carry the rules crate's own JSON text, parsed as a `serde_json::Value`, so
//! the bytes are exactly the protocol's. These types describe that JSON; the tests below
//! read positions of every game into them with unknown fields refused, so the document
//! cannot drift from what the rules crate writes.

use mancala_rules::Side;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SideName {
    /// South, who moves first.
    South,
    /// North.
    North,
}

impl From<Side> for SideName {
    fn from(side: Side) -> SideName {
        match side {
            Side::South => SideName::South,
            Side::North => SideName::North,
        }
    }
}

/// A position: the game and its rules, the board, the captures, the side to move and the
/// result (the engine protocol's `state` JSON; keys in this order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionJson {
    /// The game.
    pub game: GameName,
    /// Holes in each row.
    #[schema(minimum = 1)]
    pub holes: usize,
    /// Seeds in each hole at the start.
    pub seeds: u8,
    /// Every rule option of the game with its value in effect.
    pub options: RuleOptionsJson,
    /// The seeds in each hole: South's row left to right as South sees it, then North's
    /// row left to right as North sees it (`2 * holes` counts).
    pub board: Vec<u16>,
    /// Seeds captured so far, `[south, north]`.
    pub captured: [u32; 2],
    /// The side to move.
    pub to_move: SideName,
    /// Sadeqa II only: whether each side's opening is over, `[south, north]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub opening_done: Option<[bool; 2]>,
    /// Plies played to reach the position.
    pub ply: u64,
    /// How the game ended by its rules, or `null` while it goes on.
    pub result: Option<PositionResult>,
}

/// The four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum GameName {
    /// En Gehé (Maasai).
    #[serde(rename = "en-gehe")]
    EnGehe,
    /// En Dodoi (Maasai).
    #[serde(rename = "en-dodoi")]
    EnDodoi,
    /// Sadeqa II (Oromo).
    #[serde(rename = "sadeqa-ii")]
    SadeqaII,
    /// Giuthi (Kikuyu).
    #[serde(rename = "giuthi")]
    Giuthi,
}

impl From<GameName> for mancala_rules::Game {
    fn from(name: GameName) -> mancala_rules::Game {
        match name {
            GameName::EnGehe => mancala_rules::Game::EnGehe,
            GameName::EnDodoi => mancala_rules::Game::EnDodoi,
            GameName::SadeqaII => mancala_rules::Game::SadeqaII,
            GameName::Giuthi => mancala_rules::Game::Giuthi,
        }
    }
}

/// The rule options; a game lists the ones it has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleOptionsJson {
    /// The most laps a sowing may make.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub lap_limit: Option<u32>,
    /// Whether a single seed ending in a hole may capture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub capture_lone_seed: Option<bool>,
    /// How a repeated position ends the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub repetition: Option<RepetitionName>,
    /// Whether the Sadeqa II opening rule is in force.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub opening_rule: Option<bool>,
}

/// How a repeated position ends a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum RepetitionName {
    /// A draw.
    #[serde(rename = "draw")]
    Draw,
    /// Each side scores its own row.
    #[serde(rename = "own-row")]
    OwnRow,
}

/// How a game ended by its rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionResult {
    /// `south`, `north` or `draw`.
    pub winner: WinnerName,
    /// The final count `[south, north]`.
    pub score: [u32; 2],
    /// Why it ended.
    pub reason: EndReasonName,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum WinnerName {
    /// South won.
    South,
    /// North won.
    North,
    /// Neither.
    Draw,
}

/// Why a game ended by its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum EndReasonName {
    /// The side to move had no legal move.
    #[serde(rename = "no-move")]
    NoMove,
    /// A position recurred.
    #[serde(rename = "repetition")]
    Repetition,
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, History, Rules};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Plays random games of `game` and reads every position's JSON into the schema type,
    /// checking that it writes back the same JSON (so no field is missed or renamed).
    fn check(game: Game, holes: u64, seeds: u64) {
        let rules = Rules::with_size(game, holes, seeds).expect("rules");
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20 {
            let mut history = History::new(rules);
            loop {
                let text = history.to_json();
                let typed: PositionJson = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("{text} does not fit the schema: {e}"));
                assert_eq!(serde_json::to_string(&typed).expect("writes"), text);
                if history.outcome().is_some() {
                    break;
                }
                assert!(typed.result.is_none(), "{text}");
                if history
                    .play_random(&mut |n| rng.random_range(0..n))
                    .is_none()
                {
                    break;
                }
            }
        }
    }

    #[test]
    fn every_games_positions_fit_the_schema() {
        check(Game::EnGehe, 40, 4);
        check(Game::EnDodoi, 6, 4);
        check(Game::SadeqaII, 6, 4);
        check(Game::Giuthi, 5, 3);
    }
}
