//! The JSON form of a record.

use mancala_rules::{position_from_value, state_json, Position, PositionError, Rules};
use serde_json::{json, Map, Value};

use crate::error::RecordError;
use crate::file::without_bom;
use crate::record::{
    check_result, parse_engine_seed, replay, GameResult, ReadMove, Record, ENGINE_SEED_TAG,
};

impl Record {
    /// The record as one JSON object (pretty-printed).
    pub fn to_json(&self) -> String {
        let rules = self.rules();
        let start: Value = if self.custom_start() {
            serde_json::from_str(&state_json(
                self.game().start(),
                self.game().start_ply(),
                None,
            ))
            .unwrap_or(Value::Null)
        } else {
            Value::Null
        };
        let options: Map<String, Value> = rules
            .game()
            .option_names()
            .iter()
            .filter_map(|name| {
                let text = rules.options().value(name)?;
                let value = match text.as_str() {
                    "true" => Value::Bool(true),
                    "false" => Value::Bool(false),
                    t => t
                        .parse::<u64>()
                        .map(Value::from)
                        .unwrap_or(Value::String(text.clone())),
                };
                Some((name.to_string(), value))
            })
            .collect();
        let tags: Map<String, Value> = self
            .extra_tags
            .iter()
            .map(|(k, v)| (k.clone(), Value::String(v.clone())))
            .collect();
        let object = json!({
            "format": "mancala-record",
            "version": 1,
            "game": rules.game().name(),
            "holes": rules.holes(),
            "seeds": rules.seeds(),
            "options": options,
            "start": start,
            "south": self.south,
            "north": self.north,
            "date": self.date,
            "result": self.result().token(),
            "moves": self.game().moves().map(|m| m.to_string()).collect::<Vec<_>>(),
            "tags": tags,
        });
        serde_json::to_string_pretty(&object).unwrap_or_default()
    }

    /// Reads a JSON array of records.
    pub fn parse_json_all(text: &str) -> Result<Vec<Record>, RecordError> {
        let value: Value = serde_json::from_str(without_bom(text))
            .map_err(|e| RecordError::Json(e.to_string()))?;
        let items = value
            .as_array()
            .ok_or_else(|| RecordError::Json("expected an array of records".to_string()))?;
        if items.is_empty() {
            return Err(RecordError::Json(
                "the array holds no record (a record file holds at least one)".to_string(),
            ));
        }
        items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                Record::from_json_value(v).map_err(|e| match e {
                    // Said once: "JSON record: record 2: field ...".
                    RecordError::Json(problem) => {
                        RecordError::Json(format!("record {}: {problem}", i + 1))
                    }
                    other => RecordError::Json(format!("record {}: {other}", i + 1)),
                })
            })
            .collect()
    }

    /// Reads a record from its JSON form, replaying every move.
    pub fn parse_json(text: &str) -> Result<Record, RecordError> {
        let value: Value = serde_json::from_str(without_bom(text))
            .map_err(|e| RecordError::Json(e.to_string()))?;
        Record::from_json_value(&value)
    }

    fn from_json_value(value: &Value) -> Result<Record, RecordError> {
        let object = value
            .as_object()
            .ok_or_else(|| RecordError::Json("a record must be a JSON object".to_string()))?;
        let bad =
            |field: &str, problem: &str| RecordError::Json(format!("field '{field}': {problem}"));
        let text_field = |field: &str| -> Result<Option<String>, RecordError> {
            match object.get(field) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => Ok(Some(s.clone())),
                Some(_) => Err(bad(field, "must be a string")),
            }
        };
        // The header may be left out (a record written by hand), but a different one is
        // another format or a later version, which this reader would misread.
        match object.get("format") {
            None | Some(Value::Null) => {}
            Some(Value::String(f)) if f == "mancala-record" => {}
            Some(other) => {
                return Err(bad(
                    "format",
                    &format!("is {other}, not \"mancala-record\": this is not a game record"),
                ))
            }
        }
        match object.get("version") {
            None | Some(Value::Null) => {}
            Some(v) if v.as_u64() == Some(1) => {}
            Some(other) => {
                return Err(bad(
                    "version",
                    &format!("is {other}: this program reads version 1 records"),
                ))
            }
        }
        // The game, size and options are read exactly as a position's are.
        let mut position = Map::new();
        for field in ["game", "holes", "seeds", "options"] {
            if let Some(v) = object.get(field) {
                position.insert(field.to_string(), v.clone());
            }
        }
        let game_name = text_field("game")?.ok_or_else(|| bad("game", "is missing"))?;
        let game: mancala_rules::Game = game_name
            .parse()
            .map_err(|e: mancala_rules::RulesError| RecordError::Json(e.to_string()))?;
        let holes = match object.get("holes") {
            None => game.default_holes() as u64,
            Some(v) => v
                .as_u64()
                .ok_or_else(|| bad("holes", "must be a whole number"))?,
        };
        let seeds = match object.get("seeds") {
            None => game.default_seeds() as u64,
            Some(v) => v
                .as_u64()
                .ok_or_else(|| bad("seeds", "must be a whole number"))?,
        };
        // Borrow the position reader for the options, on a start board of the right size.
        position.insert(
            "board".to_string(),
            json!(vec![0; 2 * holes.clamp(2, 64) as usize]),
        );
        position.insert("to_move".to_string(), json!("south"));
        let rules =
            Rules::with_size(game, holes, seeds).map_err(|e| RecordError::Json(e.to_string()))?;
        let options = position_from_value(&Value::Object(position))
            .map_err(|e| match e {
                // The record's own field, not a position's: `field 'options.lap_limit'`.
                PositionError::Field { field, problem } => {
                    RecordError::Json(format!("field '{field}': {problem}"))
                }
                other => RecordError::Json(other.to_string()),
            })?
            .0
            .rules()
            .options()
            .to_owned();
        let rules = rules.with_options(options);
        let (start, start_ply) = match object.get("start") {
            None | Some(Value::Null) => (Position::start(rules), 0),
            Some(v) => {
                let (p, ply) = position_from_value(v)
                    .map_err(|e| RecordError::Json(format!("field 'start': {e}")))?;
                if p.rules() != &rules {
                    return Err(bad(
                        "start",
                        "its game, board size or options differ from the record's",
                    ));
                }
                (p, ply)
            }
        };
        let moves: Vec<ReadMove> = match object.get("moves") {
            None => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    v.as_str()
                        .map(|s| ReadMove {
                            text: s.to_string(),
                            at: None,
                        })
                        .ok_or_else(|| {
                            bad(
                                &format!("moves[{i}]"),
                                "must be a string such as \"3\" or \"3R\"",
                            )
                        })
                })
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(bad("moves", "must be an array of moves")),
        };
        let result = match text_field("result")? {
            None => GameResult::Unfinished,
            Some(t) => GameResult::from_token(&t)
                .ok_or_else(|| bad("result", "must be 1-0, 0-1, 1/2-1/2 or *"))?,
        };
        let game = replay(start, start_ply, &moves)?;
        check_result(&game, result)?;
        let mut record = Record::new(
            game,
            text_field("south")?.unwrap_or_else(|| "?".to_string()),
            text_field("north")?.unwrap_or_else(|| "?".to_string()),
            text_field("date")?.unwrap_or_else(|| "????.??.??".to_string()),
        );
        record.set_result(result)?;
        if let Some(tags) = object.get("tags") {
            let tags = tags
                .as_object()
                .ok_or_else(|| bad("tags", "must be an object of strings"))?;
            for (k, v) in tags {
                if !crate::text::valid_extra_tag(k) {
                    return Err(bad(
                        &format!("tags.{k}"),
                        "a tag name is letters, digits and _, and not one of the record's own tags",
                    ));
                }
                let v = v
                    .as_str()
                    .ok_or_else(|| bad(&format!("tags.{k}"), "must be a string"))?;
                if k == ENGINE_SEED_TAG {
                    parse_engine_seed(v).map_err(|m| bad(&format!("tags.{k}"), &m))?;
                }
                record.extra_tags.push((k.clone(), v.to_string()));
            }
        }
        Ok(record)
    }
}
