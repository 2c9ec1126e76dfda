//! Match series: games one after another until a player reaches the agreed number of wins.
//!
//! Two players, A and B, agree on a target. Player A is South (who moves first) in the
//! first game, North in the second, and so on, swapping every game. Each game is an
//! ordinary game (a [`Room`]) whose seats hold the players' series tokens, so one token
//! plays every game of the series. When a game ends its result is recorded; draws are
//! counted but do not count toward the target; the series ends exactly when a player's
//! wins reach the target, otherwise the next game is created at once. Everything is
//! stored before it is published, so a restarted server keeps the tally and goes on with
//! the current game.
//!
//! A and B may also be teams (a series of team games): every game is then a team game
//! whose teams are copied from the game before, sides swapped, so every member keeps its
//! token, number and team, each team its sower and its invitation link. A team's link
//! joins the series: the newcomer becomes a member of its team in the game in progress
//! and so of every later game.
//!
//! Lock order: the series, then the rooms; nothing here is called while the rooms are held.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Json, Router};
use mancala_rules::{state_json, History, Position, Rules, Side};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tokio::sync::{broadcast, Mutex};

use crate::api::{
    body_object, error, follow, internal, lobby_field, parse_rules, seat_field,
    spawn_engine_if_due, ApiError, AppState,
};
use crate::rooms::{now_ms, secret, token_hash, Room, Seat};
use crate::series_store::{NewSeriesGame, StoredSeries, StoredSeriesGame};
use crate::store::{StoreError, StoredGame};
use crate::team_api::{parse_name, parse_settings};
use crate::teams::{TeamSettings, Teams, MAX_MEMBERS};
use crate::ServeError;

/// Most wins a series may be played to.
pub const MAX_TARGET: u32 = 99;

/// One of the two players of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Player A: South in the first game.
    A,
    /// Player B: North in the first game.
    B,
}

impl Player {
    /// Both players, A first.
    pub const BOTH: [Player; 2] = [Player::A, Player::B];

    /// 0 for A, 1 for B.
    pub fn index(self) -> usize {
        match self {
            Player::A => 0,
            Player::B => 1,
        }
    }

    /// `a` or `b`, as in the API and the database.
    pub fn name(self) -> &'static str {
        match self {
            Player::A => "a",
            Player::B => "b",
        }
    }

    /// Reads `a` or `b`.
    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "a" => Some(Player::A),
            "b" => Some(Player::B),
            _ => None,
        }
    }

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    /// The player who is South in game `index` (0 for the first): A, then B, and so on.
    pub fn south_in(index: usize) -> Player {
        if index.is_multiple_of(2) {
            Player::A
        } else {
            Player::B
        }
    }
}

/// Who won one game of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// Player A won.
    A,
    /// Player B won.
    B,
    /// A draw: recorded, but it does not count toward the target.
    Draw,
}

impl Winner {
    fn player(self) -> Option<Player> {
        match self {
            Winner::A => Some(Player::A),
            Winner::B => Some(Player::B),
            Winner::Draw => None,
        }
    }
}

/// How one game of a series ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    /// The player who won, or a draw.
    pub winner: Winner,
    /// Why the game ended (`no-move`, `repetition`, `resignation`, ...).
    pub reason: String,
    /// The final count `[south, north]`; none after a resignation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<[u32; 2]>,
}

impl GameEnd {
    /// How the game in `room` ended (South being `south`), or `None` while it goes on.
    pub fn of(room: &Room, south: Player) -> Option<GameEnd> {
        let (side, reason, score) = if let Some(resigned) = room.resigned {
            (Some(resigned.opponent()), "resignation".to_string(), None)
        } else {
            let outcome = room.game.outcome()?;
            (
                outcome.winner,
                outcome.reason.name().to_string(),
                Some(outcome.score),
            )
        };
        let winner = match side {
            None => Winner::Draw,
            Some(Side::South) => winner_of(south),
            Some(Side::North) => winner_of(south.other()),
        };
        Some(GameEnd {
            winner,
            reason,
            score,
        })
    }
}

fn winner_of(player: Player) -> Winner {
    match player {
        Player::A => Winner::A,
        Player::B => Winner::B,
    }
}

/// One game of a series.
#[derive(Clone, Debug)]
pub struct SeriesGame {
    /// The game's id.
    pub id: String,
    /// The player who is South (and so moves first) in this game.
    pub south: Player,
    /// How it ended, once it has.
    pub result: Option<GameEnd>,
}

/// A member of a team of a series, as the series view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesMember {
    /// The member's number (the same in every game of the series).
    pub id: u32,
    /// The name shown.
    pub name: String,
    /// The engine's level, for an engine member.
    pub engine: Option<u8>,
}

/// The teams of a series of team games. The games themselves hold the members (with
/// their tokens); this is what the series view shows, as of the latest game.
#[derive(Clone, Debug)]
pub struct SeriesTeams {
    /// The settings of every game.
    pub settings: TeamSettings,
    /// Team A's and team B's members.
    pub members: [Vec<SeriesMember>; 2],
    /// Team A's and team B's sowers.
    pub sowers: [Option<u32>; 2],
}

impl SeriesTeams {
    fn new(settings: TeamSettings) -> SeriesTeams {
        SeriesTeams {
            settings,
            members: [Vec::new(), Vec::new()],
            sowers: [None, None],
        }
    }

    /// Takes the members and sowers of a game where team A holds `a_side`; whether they changed.
    fn sync(&mut self, teams: &Teams, a_side: Side) -> bool {
        let side_of = |p: Player| {
            if p == Player::A {
                a_side
            } else {
                a_side.opponent()
            }
        };
        let members = Player::BOTH.map(|p| {
            teams
                .members
                .iter()
                .filter(|m| m.side == side_of(p))
                .map(|m| SeriesMember {
                    id: m.id,
                    name: m.name.clone(),
                    engine: m.engine,
                })
                .collect::<Vec<_>>()
        });
        let sowers = Player::BOTH.map(|p| teams.teams[side_of(p).index()].sower);
        let changed = members != self.members || sowers != self.sowers;
        self.members = members;
        self.sowers = sowers;
        changed
    }
}

/// A series in play (or over, kept for review).
pub struct Series {
    /// The series' id.
    pub id: String,
    /// The rules of every game.
    pub rules: Rules,
    /// The start position as protocol JSON (the stored form of the rules).
    start: String,
    /// Wins needed to take the series.
    pub target: u32,
    /// Player A's and player B's seats (a person or the engine).
    pub players: [Seat; 2],
    /// Hashes of the players' tokens handed out.
    pub token_hashes: [Option<String>; 2],
    /// Unused invitation codes per player.
    pub invites: [Option<String>; 2],
    /// Whether an open invitation shows in the lobby.
    pub listed: bool,
    /// In a series of team games, the teams (A's and B's invitation codes are `invites`,
    /// which then stay valid until the team is full).
    pub teams: Option<SeriesTeams>,
    /// The games in order; the last one is in progress unless the series is over.
    pub games: Vec<SeriesGame>,
    /// Updates to everyone following the series (the series view as JSON text).
    pub updates: broadcast::Sender<String>,
}

impl Series {
    /// Wins of A and of B, and the number of draws.
    pub fn tally(&self) -> ([u32; 2], u32) {
        let mut wins = [0, 0];
        let mut draws = 0;
        for end in self.games.iter().filter_map(|g| g.result.as_ref()) {
            match end.winner.player() {
                Some(p) => wins[p.index()] += 1,
                None => draws += 1,
            }
        }
        (wins, draws)
    }

    /// The player whose wins reached the target, once one has.
    pub fn winner(&self) -> Option<Player> {
        let (wins, _) = self.tally();
        Player::BOTH
            .into_iter()
            .find(|p| wins[p.index()] >= self.target)
    }

    /// The index of the game in progress: the last game, unless it ended or the series is over.
    pub fn current_index(&self) -> Option<usize> {
        if self.winner().is_some() {
            return None;
        }
        let last = self.games.len().checked_sub(1)?;
        self.games[last].result.is_none().then_some(last)
    }

    /// The id of the game in progress.
    pub fn current(&self) -> Option<&str> {
        self.current_index().map(|i| self.games[i].id.as_str())
    }

    /// The side `player` holds in game number `index`.
    pub fn side_in(index: usize, player: Player) -> Side {
        if Player::south_in(index) == player {
            Side::South
        } else {
            Side::North
        }
    }

    /// A new game number `index` with sides swapped every game; its seats hold the
    /// players' tokens (and no invitation: players join the series, not its games).
    /// In a team series the caller gives it its teams.
    fn new_game(&self, index: usize) -> (Room, StoredGame) {
        let south = Player::south_in(index);
        let order = [south, south.other()];
        let seats = order.map(|p| self.players[p.index()]);
        let (mut room, mut stored) =
            Room::create(secret()[..16].to_string(), self.rules, seats, false);
        room.series = Some(self.id.clone());
        for (i, p) in order.iter().enumerate() {
            room.token_hashes[i] = self.token_hashes[p.index()].clone();
            stored.token_hashes[i] = self.token_hashes[p.index()].clone();
            room.invites[i] = None;
            stored.invites[i] = None;
        }
        (room, stored)
    }

    /// The public view: players, target, tally, games with results (no tokens, no codes).
    pub fn view(&self) -> Value {
        let (wins, draws) = self.tally();
        let board: Value = serde_json::from_str(&self.start).unwrap_or(Value::Null);
        let player = |p: Player| {
            let seat = self.players[p.index()];
            match &self.teams {
                None => json!({
                    "player": seat.name(),
                    "taken": seat != Seat::Human || self.token_hashes[p.index()].is_some(),
                }),
                Some(teams) => {
                    let members = &teams.members[p.index()];
                    json!({
                        "player": "team",
                        "taken": !members.is_empty(),
                        "members": members.iter().map(|m| json!({
                            "id": m.id,
                            "name": m.name,
                            "engine": m.engine.map(|l| format!("level:{l}")),
                        })).collect::<Vec<_>>(),
                        "sower": teams.sowers[p.index()],
                        "full": members.len() >= MAX_MEMBERS,
                    })
                }
            }
        };
        let games: Vec<Value> = self
            .games
            .iter()
            .map(|g| json!({"id": g.id, "south": g.south.name(), "result": g.result}))
            .collect();
        json!({
            "id": self.id,
            "game": board["game"],
            "holes": board["holes"],
            "seeds": board["seeds"],
            "options": board["options"],
            "target": self.target,
            "teams": self.teams.is_some(),
            "players": {"a": player(Player::A), "b": player(Player::B)},
            "tally": {"a": wins[0], "b": wins[1], "draws": draws},
            "games": games,
            "current": self.current(),
            "winner": self.winner().map(Player::name),
        })
    }

    /// Sends the view to everyone following the series.
    pub fn publish(&self) {
        let _ = self.updates.send(self.view().to_string());
    }

    fn stored(&self) -> StoredSeries {
        StoredSeries {
            id: self.id.clone(),
            start: self.start.clone(),
            target: self.target,
            listed: self.listed,
            teams: self.teams.as_ref().map(|t| t.settings.to_json()),
            players: self.players.map(Seat::name),
            token_hashes: self.token_hashes.clone(),
            invites: self.invites.clone(),
            games: Vec::new(),
        }
    }

    /// A series as stored, checked.
    fn restore(stored: StoredSeries) -> Result<Series, String> {
        let id = stored.id;
        let rules = *History::from_json(&stored.start)
            .map_err(|e| format!("series {id}: {e}"))?
            .rules();
        if !(1..=MAX_TARGET).contains(&stored.target) {
            return Err(format!("series {id}: bad target {}", stored.target));
        }
        let seat = |s: &str| Seat::parse(s).ok_or_else(|| format!("series {id}: bad player {s}"));
        let players = [seat(&stored.players[0])?, seat(&stored.players[1])?];
        let teams = match &stored.teams {
            None => None,
            Some(text) => {
                let settings = TeamSettings::from_json(text)
                    .ok_or_else(|| format!("series {id}: bad team settings"))?;
                if players != [Seat::Human, Seat::Human] {
                    return Err(format!("series {id}: a team series with engine players"));
                }
                Some(SeriesTeams::new(settings))
            }
        };
        let mut games = Vec::new();
        for (
            i,
            StoredSeriesGame {
                id: game,
                south,
                result,
            },
        ) in stored.games.into_iter().enumerate()
        {
            let south = Player::parse(&south)
                .filter(|p| *p == Player::south_in(i))
                .ok_or_else(|| format!("series {id}: game {game} has South {south}"))?;
            let result = match result {
                None => None,
                Some(text) => Some(
                    serde_json::from_str(&text)
                        .map_err(|e| format!("series {id}: game {game}: {e}"))?,
                ),
            };
            games.push(SeriesGame {
                id: game,
                south,
                result,
            });
        }
        Ok(Series {
            id,
            rules,
            start: stored.start,
            target: stored.target,
            players,
            token_hashes: stored.token_hashes,
            invites: stored.invites,
            listed: stored.listed,
            teams,
            games,
            updates: broadcast::channel(64).0,
        })
    }
}

/// Every series, and which series each game belongs to.
#[derive(Default)]
pub struct SeriesBook(Mutex<Book>);

#[derive(Default)]
struct Book {
    series: HashMap<String, Series>,
    by_game: HashMap<String, String>,
}

impl Book {
    /// The series game `id` belongs to.
    fn of_game(&mut self, id: &str) -> Option<&mut Series> {
        let Book { series, by_game } = self;
        by_game.get(id).and_then(|s| series.get_mut(s))
    }

    fn insert(&mut self, series: Series) {
        for game in &series.games {
            self.by_game.insert(game.id.clone(), series.id.clone());
        }
        self.series.insert(series.id.clone(), series);
    }
}

fn not_found(id: &str) -> ApiError {
    error(
        StatusCode::NOT_FOUND,
        format!("no series '{}'", id.chars().take(40).collect::<String>()),
    )
}

/// The series routes (`/api/series...`).
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/api/series", post(create_series))
        .route("/api/series/{id}", get(get_series))
        .route("/api/series/{id}/join", post(join_series))
        .route("/api/series/{id}/ws", get(series_websocket))
}

type ApiResult = Result<axum::response::Response, ApiError>;

fn target_field(object: &serde_json::Map<String, Value>) -> Result<u32, ApiError> {
    let bad = || {
        error(
            StatusCode::BAD_REQUEST,
            format!("'target' must be a whole number of wins from 1 to {MAX_TARGET}"),
        )
    };
    let value = object.get("target").ok_or_else(bad)?;
    value
        .as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| (1..=MAX_TARGET).contains(n))
        .ok_or_else(bad)
}

async fn create_series(State(state): State<Arc<AppState>>, body: Body) -> ApiResult {
    let object = body_object(body).await?;
    if let Some(name) = ["south", "north"]
        .into_iter()
        .find(|k| object.contains_key(*k))
    {
        return Err(error(
            StatusCode::BAD_REQUEST,
            format!("'{name}' is not for a series: its players are 'a' (South in the first game) and 'b'"),
        ));
    }
    let rules = parse_rules(&object)?;
    let target = target_field(&object)?;
    let players = [seat_field(&object, "a")?, seat_field(&object, "b")?];
    let listed = lobby_field(&object)?;
    let settings = object
        .get("teams")
        .filter(|v| !matches!(v, Value::Null | Value::Bool(false)))
        .map(parse_settings)
        .transpose()?;
    // In a team series both players are teams, and the creator is team A's first member.
    let name = match settings {
        Some(_) if players != [Seat::Human, Seat::Human] => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                "in a team series both players are teams: leave 'a' and 'b' out (engines join a team as members)",
            ))
        }
        Some(_) => Some(parse_name(&object, "Member 1".to_string())?),
        None => None,
    };
    if players.iter().all(|s| matches!(s, Seat::Engine(_))) {
        crate::api::check_engine_games(&*state.rooms.lock().await)?;
    }
    // The creator is the first human player; any other human player is invited.
    let creator = Player::BOTH
        .into_iter()
        .find(|p| players[p.index()] == Seat::Human);
    let token = creator.map(|_| secret());
    let mut token_hashes = [None, None];
    let mut invites = [None, None];
    for p in Player::BOTH {
        if settings.is_some() {
            // Each team's invitation works until the team is full.
            invites[p.index()] = Some(secret());
        } else if Some(p) == creator {
            token_hashes[p.index()] = token.as_deref().map(token_hash);
        } else if players[p.index()] == Seat::Human {
            invites[p.index()] = Some(secret());
        }
    }
    let id = secret()[..16].to_string();
    let mut series = Series {
        id: id.clone(),
        rules,
        start: state_json(&Position::start(rules), 0, None),
        target,
        players,
        token_hashes,
        invites,
        listed,
        teams: settings.map(SeriesTeams::new),
        games: Vec::new(),
        updates: broadcast::channel(64).0,
    };
    let (mut room, stored_game) = series.new_game(0);
    let first = room.id.clone();
    let now = now_ms();
    // A team series: team A (the creator, its sower) is South in the first game.
    let mut member = None;
    let teams = match (settings, &name, &token) {
        (Some(settings), Some(name), Some(token)) => {
            let codes = Player::BOTH.map(|p| series.invites[p.index()].clone().unwrap_or_default());
            let mut teams = Teams::new(first.clone(), settings, codes, now);
            teams.series_id = Some(id.clone());
            let added = teams.add_member(
                Side::South,
                name.clone(),
                Some(token_hash(token)),
                None,
                now,
            )?;
            member = Some(added.id);
            if let Some(mirror) = series.teams.as_mut() {
                mirror.sync(&teams, Series::side_in(0, Player::A));
            }
            Some(teams)
        }
        _ => None,
    };
    state
        .store
        .create_series(
            &series.stored(),
            NewSeriesGame {
                game: &stored_game,
                south: Player::south_in(0).name(),
                teams: teams.as_ref(),
            },
            now,
        )
        .map_err(internal)?;
    let team_game = teams.is_some();
    room.teams = teams;
    series.games.push(SeriesGame {
        id: first.clone(),
        south: Player::south_in(0),
        result: None,
    });
    let link = |p: Player| {
        series.invites[p.index()].as_ref().map(|code| {
            json!({"player": p.name(), "code": code, "url": format!("/?series={id}&invite={code}")})
        })
    };
    let (invite, team_invites) = if team_game {
        (
            link(Player::B),
            Some(json!({"a": link(Player::A), "b": link(Player::B)})),
        )
    } else {
        (Player::BOTH.into_iter().find_map(link), None)
    };
    let view = series.view();
    {
        let mut book = state.series.0.lock().await;
        let mut rooms = state.rooms.lock().await;
        rooms.insert(first.clone(), room);
        book.insert(series);
    }
    spawn_engine_if_due(state.clone(), first.clone()).await;
    if team_game {
        // The clock (if any) and the engine members of the first game.
        crate::team_api::start_turn(state.clone(), first.clone());
    }
    let mut answer = json!({
        "id": id,
        "player": creator.map(Player::name),
        "token": token,
        "invite": invite,
        "game": first,
        "series": view,
    });
    if let (Some(team_invites), Some(o)) = (team_invites, answer.as_object_mut()) {
        o.insert("member".into(), json!(member));
        o.insert("seat".into(), json!(Side::South.name()));
        o.insert("team_invites".into(), team_invites);
    }
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

async fn get_series(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let book = state.series.0.lock().await;
    let series = book.series.get(&id).ok_or_else(|| not_found(&id))?;
    Ok(Json(series.view()).into_response())
}

async fn join_series(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Body,
) -> ApiResult {
    let object = body_object(body).await?;
    let code = crate::api::code_field(&object)?;
    let mut book = state.series.0.lock().await;
    let series = book.series.get_mut(&id).ok_or_else(|| not_found(&id))?;
    let player = Player::BOTH
        .into_iter()
        .find(|p| series.invites[p.index()].as_deref() == Some(code))
        .ok_or_else(|| {
            error(
                StatusCode::FORBIDDEN,
                "this invitation is not valid (or was used already)",
            )
        })?;
    if series.teams.is_some() {
        return join_team_series(&state, series, player, &object, code).await;
    }
    let token = secret();
    let hash = token_hash(&token);
    // The player's seat in the game in progress takes the token too.
    let current = series.current_index().map(|i| {
        let game = &series.games[i];
        let side = if game.south == player {
            Side::South
        } else {
            Side::North
        };
        (game.id.clone(), side)
    });
    let mut rooms = state.rooms.lock().await;
    state
        .store
        .join_series(
            &id,
            player.index(),
            &hash,
            current.as_ref().map(|(g, s)| (g.as_str(), s.name())),
        )
        .map_err(internal)?;
    series.token_hashes[player.index()] = Some(hash.clone());
    series.invites[player.index()] = None;
    if let Some((game, side)) = current {
        if let Some(room) = rooms.get_mut(&game) {
            room.token_hashes[side.index()] = Some(hash);
            room.invites[side.index()] = None;
            room.publish();
        }
    }
    series.publish();
    Ok(Json(json!({"id": id, "player": player.name(), "token": token})).into_response())
}

/// Joins the team of a team series whose invitation `code` is: the newcomer becomes a
/// member of that team in the game in progress, and so in every later game (each game
/// starts with the members of the one before). The series' lock is held by the caller.
async fn join_team_series(
    state: &Arc<AppState>,
    series: &mut Series,
    player: Player,
    object: &serde_json::Map<String, Value>,
    code: &str,
) -> ApiResult {
    let index = series
        .current_index()
        .ok_or_else(|| error(StatusCode::CONFLICT, "the series is over"))?;
    let game = series.games[index].id.clone();
    let mut rooms = state.rooms.lock().await;
    let room = rooms
        .get_mut(&game)
        .ok_or_else(|| internal(format!("the series' game {game} is missing")))?;
    let joined = crate::team_api::add_person(state, room, object, code)?;
    if let Some(invite) = &joined.invite {
        // The team's first person joined: its code is renewed for the rest of the series.
        state
            .store
            .set_series_invite(&series.id, player.index(), invite)
            .map_err(internal)?;
        series.invites[player.index()] = Some(invite.clone());
    }
    if let (Some(mirror), Some(teams)) = (series.teams.as_mut(), room.teams.as_ref()) {
        mirror.sync(teams, Series::side_in(index, Player::A));
    }
    drop(rooms);
    series.publish();
    Ok(Json(json!({
        "id": series.id,
        "player": player.name(),
        "token": joined.token,
        "member": joined.member.id,
        "seat": joined.member.side.name(),
        "sower": joined.sower,
        "game": game,
    }))
    .into_response())
}

async fn series_websocket(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> ApiResult {
    let (first, updates) = {
        let book = state.series.0.lock().await;
        let series = book.series.get(&id).ok_or_else(|| not_found(&id))?;
        (series.view().to_string(), series.updates.subscribe())
    };
    Ok(upgrade
        .max_message_size(crate::api::MAX_WS_MESSAGE)
        .max_frame_size(crate::api::MAX_WS_MESSAGE)
        .on_upgrade(move |socket| follow(socket, first, updates)))
}

/// Called after every change to game `id` (a move, an engine move, a resignation): when
/// the game belongs to a series and has just ended, records its result and, unless a
/// player has reached the target, starts the next game with sides swapped (in a team
/// series with the same teams, and their clock and engine members at work). Calling it
/// again for the same game does nothing. It locks the series, then the rooms: never call
/// it while holding the rooms' lock.
pub async fn on_game_changed(state: &Arc<AppState>, id: &str) {
    match advance(state, id).await {
        Ok(Some((next, team_game))) => {
            spawn_engine_if_due(state.clone(), next.clone()).await;
            if team_game {
                crate::team_api::start_turn(state.clone(), next);
            }
        }
        Ok(None) => {}
        Err(e) => tracing::error!("series after game {id}: {e}"),
    }
}

/// Records the end of game `id` in its series; returns the next game's id if one was
/// made, and whether it is a team game.
async fn advance(state: &Arc<AppState>, id: &str) -> Result<Option<(String, bool)>, StoreError> {
    // Lock order: the series, then the rooms (as everywhere in this module).
    let mut guard = state.series.0.lock().await;
    // Both the series and the game index change here.
    let Book {
        series: all,
        by_game,
    } = &mut *guard;
    let Some(series) = by_game.get(id).and_then(|s| all.get_mut(s)) else {
        return Ok(None);
    };
    let Some(index) = series.current_index().filter(|&i| series.games[i].id == id) else {
        return Ok(None);
    };
    let mut rooms = state.rooms.lock().await;
    let Some(end) = rooms
        .get(id)
        .and_then(|room| GameEnd::of(room, series.games[index].south))
    else {
        return Ok(None);
    };
    let result = serde_json::to_string(&end)
        .map_err(|e| StoreError::from_message(format!("series result: {e}")))?;
    series.games[index].result = Some(end);
    let now = now_ms();
    let mut next = series
        .winner()
        .is_none()
        .then(|| series.new_game(index + 1));
    // A team series: the next game's teams are this game's, sides swapped.
    if let (Some((room, _)), Some(_)) = (next.as_mut(), series.teams.as_ref()) {
        match rooms.get(id).and_then(|r| r.teams.as_ref()) {
            Some(teams) => room.teams = Some(teams.swapped(room.id.clone(), now)),
            None => {
                series.games[index].result = None;
                return Err(StoreError::from_message(format!(
                    "game {id} of team series {} has no teams",
                    series.id
                )));
            }
        }
    }
    let south = Player::south_in(index + 1);
    if let Err(e) = state.store.finish_series_game(
        &series.id,
        index,
        &result,
        next.as_ref().map(|(room, stored)| NewSeriesGame {
            game: stored,
            south: south.name(),
            teams: room.teams.as_ref(),
        }),
        now,
    ) {
        // Not stored: as if it had not happened (a later call tries again).
        series.games[index].result = None;
        return Err(e);
    }
    let created = next.map(|(room, _)| {
        let game = room.id.clone();
        let team_game = room.teams.is_some();
        if let (Some(mirror), Some(teams)) = (series.teams.as_mut(), room.teams.as_ref()) {
            mirror.sync(teams, Series::side_in(index + 1, Player::A));
        }
        series.games.push(SeriesGame {
            id: game.clone(),
            south,
            result: None,
        });
        by_game.insert(game.clone(), series.id.clone());
        rooms.insert(game.clone(), room);
        (game, team_game)
    });
    series.publish();
    Ok(created)
}

/// Called after the teams of game `id` changed by the game's own routes (a member joined
/// by the game's link, an engine member was added, the sower changed): a team series
/// shows its teams as of its latest game. It locks the series, then the rooms: never call
/// it while holding the rooms' lock.
pub async fn on_teams_changed(state: &Arc<AppState>, id: &str) {
    let mut guard = state.series.0.lock().await;
    let Some(series) = guard.of_game(id) else {
        return;
    };
    let Some(index) = series.games.iter().position(|g| g.id == id) else {
        return;
    };
    if index + 1 != series.games.len() {
        return;
    }
    let rooms = state.rooms.lock().await;
    let changed = match (
        series.teams.as_mut(),
        rooms.get(id).and_then(|r| r.teams.as_ref()),
    ) {
        (Some(mirror), Some(teams)) => mirror.sync(teams, Series::side_in(index, Player::A)),
        _ => false,
    };
    drop(rooms);
    if changed {
        series.publish();
    }
}

/// Whether game `id` is a game of a series (its result, once over, counts: no undo then).
pub async fn is_series_game(state: &Arc<AppState>, id: &str) -> bool {
    state.series.0.lock().await.by_game.contains_key(id)
}

/// The lobby's open series invitations: series listed there, not over, with a player to join.
pub async fn lobby(state: &Arc<AppState>) -> Vec<Value> {
    let book = state.series.0.lock().await;
    let mut open: Vec<Value> = book
        .series
        .values()
        .filter(|s| s.listed && s.winner().is_none())
        .filter_map(|s| {
            // A team series is open while team B has nobody yet.
            let p = match &s.teams {
                Some(teams) => teams.members[Player::B.index()]
                    .is_empty()
                    .then_some(Player::B)?,
                None => Player::BOTH
                    .into_iter()
                    .find(|p| s.invites[p.index()].is_some())?,
            };
            let code = s.invites[p.index()].clone()?;
            let view = s.view();
            Some(json!({
                "id": s.id, "game": view["game"], "holes": view["holes"], "seeds": view["seeds"],
                "target": s.target, "player": p.name(), "code": code, "team": s.teams.is_some(),
                "url": format!("/?series={}&invite={code}", s.id),
            }))
        })
        .collect();
    open.sort_by(|a, b| a["id"].as_str().cmp(&b["id"].as_str()));
    open
}

/// Restores every stored series (after the games are restored) and records any game
/// that ended just before the server stopped.
pub async fn restore(state: &Arc<AppState>) -> Result<(), ServeError> {
    let stored = state.store.load_series()?;
    let mut due = Vec::new();
    {
        let mut book = state.series.0.lock().await;
        let mut rooms = state.rooms.lock().await;
        for s in stored {
            let mut series = Series::restore(s).map_err(ServeError::BadGame)?;
            if let Some(missing) = series.games.iter().find(|g| !rooms.contains_key(&g.id)) {
                return Err(ServeError::BadGame(format!(
                    "series {} lists game {} that is not stored",
                    series.id, missing.id
                )));
            }
            for game in &series.games {
                if let Some(room) = rooms.get_mut(&game.id) {
                    room.series = Some(series.id.clone());
                }
            }
            // A team series: its games' team links lead to the series, whose view shows
            // the teams of its latest game.
            if let Some(mirror) = series.teams.as_mut() {
                for (i, game) in series.games.iter().enumerate() {
                    let teams = rooms
                        .get_mut(&game.id)
                        .and_then(|r| r.teams.as_mut())
                        .ok_or_else(|| {
                            ServeError::BadGame(format!(
                                "game {} of team series {} has no teams",
                                game.id, series.id
                            ))
                        })?;
                    teams.series_id = Some(series.id.clone());
                    mirror.sync(teams, Series::side_in(i, Player::A));
                }
            }
            if let Some(current) = series.current() {
                due.push(current.to_string());
            }
            book.insert(series);
        }
    }
    for id in due {
        on_game_changed(state, &id).await;
    }
    Ok(())
}
