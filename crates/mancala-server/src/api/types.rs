//! The request bodies and queries of the API as typed values, with every check of
//! their fields in one place: each `check` turns a body into the service's input or a
//! `400` naming the field. Their OpenAPI schemas are derived from these types.

use std::collections::BTreeMap;

use mancala_rules::{Game, Rules, MAX_HOLES, MAX_SEEDS, MIN_HOLES, MIN_SEEDS};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::ApiError;

/// A whole number that JSON may write `10` or `10.0` (both are integers to JSON Schema).
mod whole {
    use serde::de::{Deserialize, Deserializer, Error};

    /// `number` as a whole number of 0 or more, written `10` or `10.0`, as the rules read
    /// a position's numbers.
    pub use mancala_rules::whole_number as of;

    fn read<'de, D: Deserializer<'de>, T: TryFrom<u64>>(
        number: serde_json::Number,
    ) -> Result<T, D::Error> {
        of(&number)
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| D::Error::custom(format!("{number} is not a whole number in range")))
    }

    /// A whole number.
    pub fn required<'de, D: Deserializer<'de>, T: TryFrom<u64>>(d: D) -> Result<T, D::Error> {
        read::<D, T>(serde_json::Number::deserialize(d)?)
    }

    /// A whole number, or `null`.
    pub fn optional<'de, D: Deserializer<'de>, T: TryFrom<u64>>(
        d: D,
    ) -> Result<Option<T>, D::Error> {
        Option::<serde_json::Number>::deserialize(d)?
            .map(read::<D, T>)
            .transpose()
    }
}

use crate::service::games::NewGame;
use crate::service::position_json::GameName;
use crate::service::series::NewSeries;
use crate::service::study::{Named, NewJob, Setup, Submission};
use mancala_domain::jobs::JobKind;
use mancala_domain::room::Seat;
use mancala_domain::series::MAX_TARGET;
use mancala_domain::studies::{study_name, Filter, MAX_PAGE};
use mancala_domain::teams::{TeamSettings, AWAY_SECONDS, CLOCK_SECONDS, MAX_CHAT, MAX_NAME};

/// A rule option's value: a switch, a whole number or a word; `null` keeps the default.
pub struct OptionValue;

impl utoipa::PartialSchema for OptionValue {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{SchemaType, Type};
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(SchemaType::from_iter([
                Type::Boolean,
                Type::Number,
                Type::String,
                Type::Null,
            ]))
            .description(Some(
                "A rule option's value: a switch, a whole number or a word; null keeps the default",
            ))
            .into()
    }
}

impl ToSchema for OptionValue {}

/// A rule option's value as the rules read it (`None` for `null`: the default), or `400`
/// for a value of no option's type.
fn option_text(name: &str, value: &serde_json::Value) -> Result<Option<String>, ApiError> {
    use serde_json::Value;
    Ok(match value {
        Value::Null => None,
        Value::Bool(b) => Some(b.to_string()),
        Value::String(s) => Some(s.clone()),
        // Whole numbers may be written `500` or `500.0`; any other number goes to the rules
        // as written, which name it in their refusal.
        Value::Number(n) => Some(whole::of(n).map_or_else(|| n.to_string(), |w| w.to_string())),
        Value::Array(_) | Value::Object(_) => {
            return Err(ApiError::bad(format!(
                "option '{name}' must be true or false, a number or a word"
            )))
        }
    })
}

/// The rules of a game: which game, its board and its options.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct RulesBody {
    /// The game.
    pub game: GameName,
    /// Holes a row (the game's traditional board by default).
    #[schema(minimum = 2, maximum = 64)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub holes: Option<u32>,
    /// Seeds a hole at the start.
    #[schema(minimum = 1, maximum = 255)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub seeds: Option<u32>,
    /// Rule options by name (see `GET /api/catalog`); an option given `null` keeps its
    /// default.
    #[schema(value_type = Option<BTreeMap<String, OptionValue>>)]
    pub options: Option<BTreeMap<String, serde_json::Value>>,
}

impl RulesBody {
    /// The rules, checked.
    pub fn check(&self) -> Result<Rules, ApiError> {
        let mut settings: Vec<(String, String)> = Vec::new();
        for (name, value, range) in [
            ("holes", self.holes, MIN_HOLES as u32..=MAX_HOLES as u32),
            ("seeds", self.seeds, MIN_SEEDS as u32..=MAX_SEEDS as u32),
        ] {
            if let Some(n) = value {
                if !range.contains(&n) {
                    return Err(ApiError::bad(format!(
                        "'{name}' must be from {} to {}",
                        range.start(),
                        range.end()
                    )));
                }
                settings.push((name.to_string(), n.to_string()));
            }
        }
        for (k, v) in self.options.iter().flatten() {
            if k == "holes" || k == "seeds" {
                return Err(ApiError::bad(format!(
                    "'{k}' is not an option: give it beside 'game'"
                )));
            }
            if let Some(text) = option_text(k, v)? {
                settings.push((k.clone(), text));
            }
        }
        Rules::from_settings(
            Game::from(self.game),
            settings.iter().map(|(k, v)| (k.as_str(), v.as_str())),
        )
        .map_err(|e| ApiError::bad(e.to_string()))
    }
}

/// A seat's player: `human` or the engine at a level, `level:1` .. `level:10`.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[schema(value_type = String, pattern = "^(human|level:([1-9]|10))$", example = "level:5")]
pub struct SeatName(pub String);

fn seat(name: &str, field: &Option<SeatName>) -> Result<Seat, ApiError> {
    let text = field.as_ref().map_or("human", |s| s.0.as_str());
    Seat::parse(text).ok_or_else(|| {
        ApiError::bad(format!(
            "'{name}' must be \"human\" or \"level:1\" .. \"level:10\""
        ))
    })
}

/// The settings of a team game.
#[derive(Clone, Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TeamSettingsBody {
    /// The turn clock in seconds (none by default).
    #[schema(minimum = 5, maximum = 3600)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub clock_seconds: Option<u64>,
    /// The engine level that plays for a team whose clock ran out with no proposal (default 5).
    #[schema(minimum = 1, maximum = 10)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub engine_level: Option<u64>,
    /// How long the sower must be gone before another member may take the role (default 60).
    #[schema(minimum = 5, maximum = 3600)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub sower_away_seconds: Option<u64>,
}

/// `teams`: settings, or `true` for the defaults (`false` for no teams).
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum TeamsField {
    /// `true`: a team game with the default settings; `false`: no teams.
    Flag(bool),
    /// A team game with these settings.
    #[serde(deserialize_with = "settings_object")]
    Settings(TeamSettingsBody),
}

/// Team settings from a JSON object only: a derived struct would also take an array of its
/// fields (`"teams": []` was a team game with the defaults, which the schema does not allow).
fn settings_object<'de, D: serde::Deserializer<'de>>(d: D) -> Result<TeamSettingsBody, D::Error> {
    let map = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
    serde_json::from_value(serde_json::Value::Object(map)).map_err(serde::de::Error::custom)
}

/// `teams` read so that a bad one is told by its own error (a misspelt setting, a number out
/// of range), where serde's untagged enum says only that no variant matched.
fn teams_field<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<TeamsField>, D::Error> {
    use serde::de::Error;
    match Option::<serde_json::Value>::deserialize(d)? {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::Bool(flag)) => Ok(Some(TeamsField::Flag(flag))),
        Some(serde_json::Value::Object(map)) => {
            serde_json::from_value::<TeamSettingsBody>(serde_json::Value::Object(map))
                .map(|s| Some(TeamsField::Settings(s)))
                .map_err(|e| D::Error::custom(format!("teams: {e}")))
        }
        Some(_) => Err(D::Error::custom(
            "teams must be true, false or an object of team settings",
        )),
    }
}

fn team_settings(field: &Option<TeamsField>) -> Result<Option<TeamSettings>, ApiError> {
    let body = match field {
        None | Some(TeamsField::Flag(false)) => return Ok(None),
        Some(TeamsField::Flag(true)) => TeamSettingsBody::default(),
        Some(TeamsField::Settings(s)) => s.clone(),
    };
    let number = |name: &str, value: Option<u64>, range: std::ops::RangeInclusive<u64>| {
        value
            .map(|n| {
                range.contains(&n).then_some(n).ok_or_else(|| {
                    ApiError::bad(format!(
                        "'teams.{name}' must be a whole number from {} to {}",
                        range.start(),
                        range.end()
                    ))
                })
            })
            .transpose()
    };
    Ok(Some(TeamSettings {
        clock_ms: number("clock_seconds", body.clock_seconds, CLOCK_SECONDS)?.map(|s| s * 1000),
        fallback_level: number("engine_level", body.engine_level, 1..=10)?.unwrap_or(5) as u8,
        away_ms: number("sower_away_seconds", body.sower_away_seconds, AWAY_SECONDS)?.unwrap_or(60)
            * 1000,
    }))
}

/// Whether `c` would garble or disguise a line others read: a control character, a
/// direction override or isolate, or an invisible one (zero-width, byte order mark).
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// A member's name: trimmed, 1 to 40 characters, none of them [`hidden`].
pub fn member_name(name: &Option<String>) -> Result<Option<String>, ApiError> {
    let Some(name) = name else { return Ok(None) };
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::bad(format!(
            "'name' is longer than {MAX_NAME} characters"
        )));
    }
    let name = name.trim();
    if name.is_empty() || name.chars().any(hidden) {
        return Err(ApiError::bad(format!(
            "'name' must be 1 to {MAX_NAME} characters, without control characters"
        )));
    }
    Ok(Some(name.to_string()))
}

/// `POST /api/games`: a new game (or a team game with `teams`).
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct CreateGame {
    /// The rules.
    #[serde(flatten)]
    pub rules: RulesBody,
    /// South's player (default `human`).
    pub south: Option<SeatName>,
    /// North's player (default `human`).
    pub north: Option<SeatName>,
    /// Whether an open invitation is listed in the lobby (default `true`).
    pub lobby: Option<bool>,
    /// A team game: its settings, or `true` for the defaults.
    #[serde(default, deserialize_with = "teams_field")]
    pub teams: Option<TeamsField>,
    /// The creator's name in a team game.
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff][^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"
    )]
    pub name: Option<String>,
}

impl CreateGame {
    /// The game to create, checked.
    pub fn check(&self) -> Result<NewGame, ApiError> {
        let rules = self.rules.check()?;
        let seats = [seat("south", &self.south)?, seat("north", &self.north)?];
        let teams = team_settings(&self.teams)?;
        if teams.is_some() && seats != [Seat::Human, Seat::Human] {
            return Err(ApiError::bad(
                "in a team game both sides are teams: leave 'south' and 'north' out (engines join a team as members)",
            ));
        }
        Ok(NewGame {
            rules,
            seats,
            listed: self.lobby.unwrap_or(true),
            teams,
            name: member_name(&self.name)?,
            creator: None,
        })
    }
}

/// `POST /api/series`: a new match series.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct CreateSeries {
    /// The rules of every game.
    #[serde(flatten)]
    pub rules: RulesBody,
    /// Wins needed to take the series.
    #[schema(minimum = 1, maximum = 99)]
    #[serde(deserialize_with = "whole::required")]
    pub target: u32,
    /// Player A (South in the first game): default `human`.
    pub a: Option<SeatName>,
    /// Player B: default `human`.
    pub b: Option<SeatName>,
    /// Whether an open invitation is listed in the lobby (default `true`).
    pub lobby: Option<bool>,
    /// A series of team games: their settings, or `true` for the defaults.
    #[serde(default, deserialize_with = "teams_field")]
    pub teams: Option<TeamsField>,
    /// The creator's name in a team series.
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff][^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"
    )]
    pub name: Option<String>,
    /// Not for a series (its players are `a` and `b`): refused.
    #[schema(ignore)]
    pub south: Option<serde::de::IgnoredAny>,
    /// Not for a series: refused.
    #[schema(ignore)]
    pub north: Option<serde::de::IgnoredAny>,
}

impl CreateSeries {
    /// The series to create, checked.
    pub fn check(&self) -> Result<NewSeries, ApiError> {
        if let Some(name) = [("south", &self.south), ("north", &self.north)]
            .into_iter()
            .find_map(|(name, v)| v.is_some().then_some(name))
        {
            return Err(ApiError::bad(format!(
                "'{name}' is not for a series: its players are 'a' (South in the first game) and 'b'"
            )));
        }
        let rules = self.rules.check()?;
        if !(1..=MAX_TARGET).contains(&self.target) {
            return Err(ApiError::bad(format!(
                "'target' must be a whole number of wins from 1 to {MAX_TARGET}"
            )));
        }
        let players = [seat("a", &self.a)?, seat("b", &self.b)?];
        let teams = team_settings(&self.teams)?;
        if teams.is_some() && players != [Seat::Human, Seat::Human] {
            return Err(ApiError::bad(
                "in a team series both players are teams: leave 'a' and 'b' out (engines join a team as members)",
            ));
        }
        Ok(NewSeries {
            rules,
            target: self.target,
            players,
            listed: self.lobby.unwrap_or(true),
            name: if teams.is_some() {
                member_name(&self.name)?
            } else {
                None
            },
            teams,
        })
    }
}

/// `POST .../join`: an invitation code, and a name for a team.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct JoinBody {
    /// The invitation code.
    #[schema(max_length = 200)]
    pub code: String,
    /// The newcomer's name, when joining a team.
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff][^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"
    )]
    pub name: Option<String>,
}

/// `POST .../moves` and `.../proposals`: a move in the game's notation.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct MoveBody {
    /// The move, e.g. `3R` in Giuthi, `12` elsewhere.
    #[serde(rename = "move")]
    #[schema(rename = "move", example = "3R", max_length = 20)]
    pub mv: String,
}

/// The most characters a move's text may have.
const MAX_MOVE_TEXT: usize = 20;

impl MoveBody {
    /// The move's text, or `400` when it is longer than any move's.
    pub fn text(&self) -> Result<&str, ApiError> {
        if self.mv.chars().count() > MAX_MOVE_TEXT {
            return Err(ApiError::bad(format!(
                "'move' may have at most {MAX_MOVE_TEXT} characters"
            )));
        }
        Ok(&self.mv)
    }
}

/// `POST .../agree`: a proposal's number, or `null` to withdraw.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct AgreeBody {
    /// The proposal agreed with.
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub proposal: Option<u32>,
}

/// `POST .../chat`: a line of team chat.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct ChatBody {
    /// The line: 1 to 500 characters, not only spaces.
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff][^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"
    )]
    pub text: String,
}

impl ChatBody {
    /// The line, trimmed and checked.
    pub fn check(&self) -> Result<String, ApiError> {
        let text = self.text.trim();
        if text.is_empty() || self.text.chars().count() > MAX_CHAT {
            return Err(ApiError::bad(format!(
                "'text' must be a message of 1 to {MAX_CHAT} characters"
            )));
        }
        if text.chars().any(hidden) {
            return Err(ApiError::bad(
                "'text' may not hold control characters, direction overrides or invisible characters",
            ));
        }
        Ok(text.to_string())
    }
}

/// `POST .../sower`: the member who becomes the sower.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct SowerBody {
    /// A member number of the caller's team.
    #[schema(minimum = 0)]
    #[serde(deserialize_with = "whole::required")]
    pub member: u32,
}

/// `POST .../engine-members`: an engine member for the caller's team.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct EngineMemberBody {
    /// Its level.
    #[schema(minimum = 1, maximum = 10)]
    #[serde(deserialize_with = "whole::required")]
    pub level: u8,
    /// Its name (default "Engine N").
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff][^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"
    )]
    pub name: Option<String>,
}

impl EngineMemberBody {
    /// The level and name, checked.
    pub fn check(&self) -> Result<(u8, Option<String>), ApiError> {
        if !(1..=10).contains(&self.level) {
            return Err(ApiError::bad("'level' must be a whole number from 1 to 10"));
        }
        Ok((self.level, member_name(&self.name)?))
    }
}

/// A record's form.
#[derive(Clone, Copy, Debug, Default, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum RecordFormat {
    /// The text form.
    #[default]
    Text,
    /// JSON.
    Json,
}

/// `GET .../record?format=`.
#[derive(Clone, Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct RecordQuery {
    /// `text` (the default) or `json`.
    #[param(inline)]
    pub format: Option<RecordFormat>,
}

/// `GET /api/lobby?offset=&limit=`: a page of each list.
#[derive(Clone, Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct LobbyQuery {
    /// Entries of each list to skip (default 0).
    #[param(minimum = 0, maximum = 100000)]
    pub offset: Option<usize>,
    /// Most entries of each list (default 50, at most 200).
    #[param(minimum = 1, maximum = 200)]
    pub limit: Option<usize>,
}

impl LobbyQuery {
    /// The page asked for, checked.
    pub fn check(&self) -> Result<crate::service::lobby::Page, ApiError> {
        let limit = self.limit.unwrap_or(50);
        if !(1..=200).contains(&limit) {
            return Err(ApiError::bad("'limit' must be from 1 to 200"));
        }
        let offset = self.offset.unwrap_or(0);
        if offset > 100_000 {
            return Err(ApiError::bad("'offset' must be from 0 to 100000"));
        }
        Ok(crate::service::lobby::Page { offset, limit })
    }
}

/// Most moves a setup's variation or a try may list.
const MAX_MOVES: usize = mancala_domain::studies::MAX_TRY_MOVES;
/// Most characters of a record given in a body.
const MAX_RECORD: usize = 15_000;

/// A move in the game's notation (`3R` in Giuthi, `12` elsewhere).
#[derive(Clone, Debug, Deserialize)]
pub struct MoveText(pub String);

impl utoipa::PartialSchema for MoveText {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .min_length(Some(1))
            .max_length(Some(20))
            .examples([serde_json::json!("3R")])
            .into()
    }
}

impl ToSchema for MoveText {}

/// How a client names a position: `position` (a position JSON as in `GameView.state`,
/// with no history) or `record` (a game record, text or JSON, to its ply `ply`), then
/// the moves of a variation played from there.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct SetupBody {
    /// A position JSON (as in `GameView.state`): board, captured, side to move, rules.
    #[schema(value_type = Option<Object>)]
    pub position: Option<serde_json::Value>,
    /// A game record, as text or as JSON text.
    #[schema(max_length = 15000)]
    pub record: Option<String>,
    /// With `record`: the ply to stop at (default: the record's end).
    #[schema(minimum = 0, maximum = 100000)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub ply: Option<usize>,
    /// Moves played from there, in notation.
    #[schema(max_items = 200)]
    pub moves: Option<Vec<MoveText>>,
}

fn move_list(field: &str, moves: &Option<Vec<MoveText>>) -> Result<Vec<String>, ApiError> {
    let moves = moves.as_deref().unwrap_or_default();
    if moves.len() > MAX_MOVES {
        return Err(ApiError::bad(format!(
            "'{field}' lists {} moves; at most {MAX_MOVES}",
            moves.len()
        )));
    }
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let text = m.0.trim();
            if text.is_empty() || text.chars().count() > 20 {
                Err(ApiError::bad(format!(
                    "'{field}[{i}]' is not a move: 1 to 20 characters such as \"3R\" or \"12\""
                )))
            } else {
                Ok(text.to_string())
            }
        })
        .collect()
}

impl SetupBody {
    /// The setup, checked: one of `position` and `record`, `ply` only with a record.
    pub fn check(&self) -> Result<Setup, ApiError> {
        let named = match (&self.position, &self.record) {
            (Some(_), Some(_)) => {
                return Err(ApiError::bad("give 'position' or 'record', not both"))
            }
            (None, None) => {
                return Err(ApiError::bad(
                    "give 'position' (a position JSON) or 'record' (a game record)",
                ))
            }
            (Some(position), None) => {
                if self.ply.is_some() {
                    return Err(ApiError::bad(
                        "'ply' goes with 'record': a position has no history",
                    ));
                }
                if !position.is_object() {
                    return Err(ApiError::bad(
                        "'position' must be a position JSON object (as in GameView.state)",
                    ));
                }
                Named::Position(position.clone())
            }
            (None, Some(record)) => {
                if record.chars().count() > MAX_RECORD || record.trim().is_empty() {
                    return Err(ApiError::bad(format!(
                        "'record' must be a game record of 1 to {MAX_RECORD} characters"
                    )));
                }
                Named::Record {
                    text: record.clone(),
                    ply: self.ply,
                }
            }
        };
        Ok(Setup {
            named,
            moves: move_list("moves", &self.moves)?,
        })
    }
}

/// What an analysis job does.
#[derive(Clone, Copy, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum JobKindBody {
    /// The engine's best lines as its search deepens.
    Analyse,
    /// The solver's exact value, then every move's value.
    Solve,
    /// A finished game's review (`record` only, the whole game).
    Review,
}

/// `POST /api/jobs`: a job on a position (or, for a review, a record).
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct CreateJob {
    /// What the job does.
    pub kind: JobKindBody,
    /// The position (or the game to review).
    #[serde(flatten)]
    pub setup: SetupBody,
    /// Most seconds it runs: 1 to 60 (analyse 30, solve 10, review 20 by default).
    #[schema(minimum = 1, maximum = 60)]
    #[serde(default, deserialize_with = "whole::optional")]
    pub seconds: Option<u64>,
}

impl CreateJob {
    /// The job, checked.
    pub fn check(&self) -> Result<NewJob, ApiError> {
        let kind = match self.kind {
            JobKindBody::Analyse => JobKind::Analyse,
            JobKindBody::Solve => JobKind::Solve,
            JobKindBody::Review => JobKind::Review,
        };
        if kind == JobKind::Review {
            if self.setup.position.is_some() || self.setup.ply.is_some() {
                return Err(ApiError::bad(
                    "a review takes 'record' only: the whole game, no 'position' or 'ply'",
                ));
            }
            if self.setup.moves.as_ref().is_some_and(|m| !m.is_empty()) {
                return Err(ApiError::bad("a review takes 'record' only: no 'moves'"));
            }
        }
        let seconds = kind.seconds(self.seconds).map_err(ApiError::bad)?;
        Ok(NewJob {
            kind,
            setup: self.setup.check()?,
            seconds,
        })
    }
}

/// `GET /api/studies?game=&holes=&difficulty=&page=`.
#[derive(Clone, Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct StudiesQuery {
    /// Only this game.
    #[param(inline)]
    pub game: Option<GameName>,
    /// Only boards of so many holes a row.
    #[param(minimum = 2, maximum = 64)]
    pub holes: Option<usize>,
    /// Only this difficulty.
    #[param(minimum = 1, maximum = 10)]
    pub difficulty: Option<u8>,
    /// The page, from 1 (20 studies a page).
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<usize>,
}

impl StudiesQuery {
    /// The filter and the page, checked.
    pub fn check(&self) -> Result<(Filter, usize), ApiError> {
        if self
            .holes
            .is_some_and(|h| !(usize::from(MIN_HOLES)..=usize::from(MAX_HOLES)).contains(&h))
        {
            return Err(ApiError::bad(format!(
                "'holes' must be from {MIN_HOLES} to {MAX_HOLES}"
            )));
        }
        if self.difficulty.is_some_and(|d| !(1..=10).contains(&d)) {
            return Err(ApiError::bad("'difficulty' must be from 1 to 10"));
        }
        let page = self.page.unwrap_or(1);
        if !(1..=MAX_PAGE).contains(&page) {
            return Err(ApiError::bad(format!(
                "'page' must be from 1 to {MAX_PAGE}"
            )));
        }
        Ok((
            Filter {
                game: self.game.map(|g| Game::from(g).name().to_string()),
                holes: self.holes,
                difficulty: self.difficulty,
            },
            page,
        ))
    }
}

/// `POST /api/studies/{id}/check` and `.../hint`: the moves played from the study's
/// position (the solving side's and the replies the server gave), for a check the try last.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct TryBody {
    /// The moves, in notation (none when left out or null: the study's own position).
    #[serde(default, deserialize_with = "none_when_null")]
    #[schema(max_items = 200, nullable = true)]
    pub moves: Vec<MoveText>,
}

/// A list read with `null` as no items (serde's `default` covers a field left out only).
fn none_when_null<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<MoveText>, D::Error> {
    Ok(Option::<Vec<MoveText>>::deserialize(d)?.unwrap_or_default())
}

impl TryBody {
    /// The moves, checked.
    pub fn check(&self) -> Result<Vec<String>, ApiError> {
        move_list("moves", &Some(self.moves.clone()))
    }
}

/// `POST /api/studies`: a position submitted as a study.
#[derive(Clone, Debug, Deserialize, ToSchema)]
pub struct SubmitStudy {
    /// The position JSON (as in `GameView.state`); its side to move is the solving side.
    #[schema(value_type = Object)]
    pub position: serde_json::Value,
    /// The submitter's name.
    #[schema(
        min_length = 1,
        max_length = 60,
        pattern = "^[^\\u0000-\\u001f\\u007f-\\u009f]*[^\\s\\u0000-\\u001f\\u007f-\\u009f][^\\u0000-\\u001f\\u007f-\\u009f]*$"
    )]
    pub name: String,
}

impl SubmitStudy {
    /// The submission, checked.
    pub fn check(&self) -> Result<Submission, ApiError> {
        if !self.position.is_object() {
            return Err(ApiError::bad(
                "'position' must be a position JSON object (as in GameView.state)",
            ));
        }
        Ok(Submission {
            position: self.position.clone(),
            name: study_name(&self.name).map_err(ApiError::bad)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn teams_is_a_flag_or_an_object_never_an_array() {
        let parse = |s: &str| serde_json::from_str::<TeamsField>(s);
        assert!(matches!(parse("true"), Ok(TeamsField::Flag(true))));
        assert!(matches!(parse("false"), Ok(TeamsField::Flag(false))));
        assert!(matches!(parse("{}"), Ok(TeamsField::Settings(_))));
        assert!(matches!(
            parse(r#"{"clock_seconds": 30}"#),
            Ok(TeamsField::Settings(TeamSettingsBody {
                clock_seconds: Some(30),
                ..
            }))
        ));
        for bad in [
            "[]",
            "[30]",
            "[null, null, null]",
            "3",
            r#""yes""#,
            r#"{"x": 1}"#,
        ] {
            assert!(parse(bad).is_err(), "{bad} accepted");
        }
    }
}
