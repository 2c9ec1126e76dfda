//! The position JSON of the engine protocol, in and out.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::error::{PositionError, RulesError};
use crate::game::{Game, Options, Rules, MAX_LAP_LIMIT, MIN_LAP_LIMIT};
use crate::history::History;
use crate::outcome::Outcome;
use crate::position::{Position, MAX_BOARD};
use crate::side::Side;

/// Largest ply number a position may carry (the largest integer every JSON reader holds exactly).
pub const MAX_PLY: u64 = (1 << 53) - 1;

/// The options of a game, written as a JSON object in the game's option order.
struct OptionsJson<'a>(&'a Rules);

impl Serialize for OptionsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let game = self.0.game();
        let options = self.0.options();
        let names = game.option_names();
        let mut map = serializer.serialize_map(Some(names.len()))?;
        for &name in names {
            match name {
                "lap_limit" => map.serialize_entry(name, &options.lap_limit)?,
                "capture_lone_seed" => map.serialize_entry(name, &options.capture_lone_seed)?,
                "repetition" => map.serialize_entry(name, options.repetition.name())?,
                "opening_rule" => map.serialize_entry(name, &options.opening_rule)?,
                _ => {}
            }
        }
        map.end()
    }
}

#[derive(Serialize)]
struct ResultJson {
    winner: &'static str,
    score: [u32; 2],
    reason: &'static str,
}

impl From<&Outcome> for ResultJson {
    fn from(o: &Outcome) -> ResultJson {
        ResultJson {
            winner: o.winner_name(),
            score: o.score,
            reason: o.reason.name(),
        }
    }
}

#[derive(Serialize)]
struct StateJson<'a> {
    game: &'static str,
    holes: usize,
    seeds: u8,
    options: OptionsJson<'a>,
    board: &'a [u16],
    captured: [u32; 2],
    to_move: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    opening_done: Option<[bool; 2]>,
    ply: u64,
    result: Option<ResultJson>,
}

/// The position JSON (compact, keys in protocol order) of a position at `ply` with its outcome.
pub fn state_json(position: &Position, ply: u64, outcome: Option<&Outcome>) -> String {
    let rules = position.rules();
    let state = StateJson {
        game: rules.game().name(),
        holes: rules.holes(),
        seeds: rules.seeds(),
        options: OptionsJson(rules),
        board: position.board(),
        captured: [
            position.captured(Side::South),
            position.captured(Side::North),
        ],
        to_move: position.to_move().name(),
        opening_done: (rules.game() == Game::SadeqaII).then(|| {
            [
                position.opening_done(Side::South),
                position.opening_done(Side::North),
            ]
        }),
        ply,
        result: outcome.map(ResultJson::from),
    };
    // Serializing plain numbers, strings and arrays cannot fail.
    serde_json::to_string(&state).unwrap_or_default()
}

impl History {
    /// The current position as protocol JSON.
    pub fn to_json(&self) -> String {
        state_json(self.position(), self.ply(), self.outcome())
    }

    /// A game starting from a position given as protocol JSON (validated; `result` is recomputed).
    pub fn from_json(text: &str) -> Result<History, PositionError> {
        let (position, ply) = position_from_json(text)?;
        Ok(History::from_position(position, ply))
    }
}

fn field(name: &str, problem: impl Into<String>) -> PositionError {
    PositionError::Field {
        field: name.to_string(),
        problem: problem.into(),
    }
}

/// The largest whole number a JSON number written with a fraction (`10.0`) is read as
/// exactly: 2^53.
const EXACT_FLOAT: f64 = 9_007_199_254_740_992.0;

/// A JSON number as a whole number of 0 or more, written `10` or `10.0` (both are integers
/// to JSON Schema); one written with a fraction only up to 2^53, where it is still exact.
pub fn whole_number(number: &serde_json::Number) -> Option<u64> {
    number.as_u64().or_else(|| {
        number
            .as_f64()
            .filter(|f| f.fract() == 0.0 && (0.0..=EXACT_FLOAT).contains(f))
            .map(|f| f as u64)
    })
}

/// A whole number written `10` or `10.0`.
fn as_whole(value: &Value) -> Option<u64> {
    value.as_number().and_then(whole_number)
}

fn whole(name: &str, value: &Value) -> Result<u64, PositionError> {
    as_whole(value).ok_or_else(|| {
        field(
            name,
            format!("must be a whole number of 0 or more, not {}", short(value)),
        )
    })
}

fn short(value: &Value) -> String {
    crate::error::quote(&value.to_string())
}

fn pair<'a>(name: &str, value: &'a Value) -> Result<&'a [Value], PositionError> {
    match value.as_array() {
        Some(items) if items.len() == 2 => Ok(items),
        _ => Err(field(
            name,
            format!(
                "must be an array of two values [south, north], not {}",
                short(value)
            ),
        )),
    }
}

fn options_from_json(game: Game, value: &Value) -> Result<Options, PositionError> {
    let object = value
        .as_object()
        .ok_or_else(|| field("options", "must be an object"))?;
    let mut options = Options::defaults(game);
    for (name, value) in object {
        let text = match (name.as_str(), value) {
            ("lap_limit", Value::Number(n)) => match as_whole(value) {
                Some(laps) if (MIN_LAP_LIMIT as u64..=MAX_LAP_LIMIT as u64).contains(&laps) => {
                    laps.to_string()
                }
                _ => {
                    return Err(field(
                        "options.lap_limit",
                        format!("must be a whole number from 1 to 1000000, not {n}"),
                    ))
                }
            },
            ("capture_lone_seed" | "opening_rule", Value::Bool(b)) => b.to_string(),
            ("repetition", Value::String(s)) => s.clone(),
            ("lap_limit" | "capture_lone_seed" | "opening_rule" | "repetition", other) => {
                return Err(field(
                    &format!("options.{name}"),
                    format!("has the wrong type: {}", short(other)),
                ))
            }
            _ => {
                return Err(RulesError::UnknownOption {
                    name: crate::error::quote(name),
                    game,
                }
                .into())
            }
        };
        options.set(game, name, &text)?;
    }
    Ok(options)
}

/// Reads a position JSON: returns the position and its ply number. Unknown fields are ignored.
pub fn position_from_json(text: &str) -> Result<(Position, u64), PositionError> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| PositionError::Json(e.to_string()))?;
    position_from_value(&value)
}

/// Reads a position from an already parsed JSON value.
pub fn position_from_value(value: &Value) -> Result<(Position, u64), PositionError> {
    let object: &Map<String, Value> = value
        .as_object()
        .ok_or_else(|| PositionError::Json("a position must be a JSON object".to_string()))?;
    let get = |name: &'static str| object.get(name).filter(|v| !v.is_null());

    let game: Game = match get("game").ok_or(PositionError::Missing("game"))? {
        Value::String(name) => name.parse()?,
        other => {
            return Err(field(
                "game",
                format!("must be a string, not {}", short(other)),
            ))
        }
    };

    let board_value = get("board").ok_or(PositionError::Missing("board"))?;
    let items = board_value
        .as_array()
        .ok_or_else(|| field("board", "must be an array of seed counts"))?;
    if items.len() % 2 != 0 || items.len() < 4 || items.len() > MAX_BOARD {
        return Err(field(
            "board",
            format!(
                "has {} holes; it needs an even number from 4 to {MAX_BOARD} (2 to 64 a row)",
                items.len()
            ),
        ));
    }
    let board = items
        .iter()
        .enumerate()
        .map(|(i, v)| whole(&format!("board[{i}]"), v))
        .collect::<Result<Vec<u64>, _>>()?;
    let holes = (board.len() / 2) as u64;
    if let Some(v) = get("holes") {
        let given = whole("holes", v)?;
        if given != holes {
            return Err(field(
                "holes",
                format!(
                    "is {given}, but the board has {} holes ({holes} a row)",
                    board.len()
                ),
            ));
        }
    }
    let seeds = match get("seeds") {
        Some(v) => whole("seeds", v)?,
        None => game.default_seeds().into(),
    };
    let options = match get("options") {
        Some(v) => options_from_json(game, v)?,
        None => Options::defaults(game),
    };
    let rules = Rules::with_size(game, holes, seeds)?.with_options(options);

    let captured = match get("captured") {
        Some(v) => {
            let items = pair("captured", v)?;
            [
                whole("captured[0]", &items[0])?,
                whole("captured[1]", &items[1])?,
            ]
        }
        None => [0, 0],
    };
    let to_move = match get("to_move").ok_or(PositionError::Missing("to_move"))? {
        Value::String(s) => Side::from_name(s).ok_or_else(|| {
            field(
                "to_move",
                format!(
                    "must be \"south\" or \"north\", not \"{}\"",
                    crate::error::quote(s)
                ),
            )
        })?,
        other => {
            return Err(field(
                "to_move",
                format!("must be \"south\" or \"north\", not {}", short(other)),
            ))
        }
    };
    let opening_done = match (game, get("opening_done")) {
        (Game::SadeqaII, Some(v)) => {
            let items = pair("opening_done", v)?;
            let flag = |i: usize| {
                items[i].as_bool().ok_or_else(|| {
                    field(
                        &format!("opening_done[{i}]"),
                        format!("must be true or false, not {}", short(&items[i])),
                    )
                })
            };
            [flag(0)?, flag(1)?]
        }
        _ => [false, false],
    };
    let ply = match get("ply") {
        Some(v) => {
            let ply = whole("ply", v)?;
            if ply > MAX_PLY {
                return Err(field(
                    "ply",
                    format!("must be at most {MAX_PLY}, not {ply}"),
                ));
            }
            ply
        }
        None => 0,
    };
    let position = Position::setup(rules, &board, captured, to_move, opening_done)?;
    Ok((position, ply))
}
