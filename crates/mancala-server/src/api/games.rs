//! The JSON API and the WebSocket updates.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::body::{Body, Bytes};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{Game, Move, Rules, Side};
use serde_json::{json, Value};
use tokio::sync::Mutex;

use crate::rooms::{secret, token_hash, Room, Rooms, Seat};
use crate::store::Store;

/// Largest request body accepted (bytes).
pub const MAX_BODY: usize = 16 * 1024;
/// Most time the engine takes for a move.
pub const ENGINE_MOVE_TIME: Duration = Duration::from_millis(1000);

/// What the handlers share.
pub struct AppState {
    /// The games in play.
    pub rooms: Mutex<Rooms>,
    /// The database.
    pub store: Store,
    /// The match series.
    pub series: crate::series::SeriesBook,
}

/// An error answer: a status and a JSON message.
#[derive(Debug)]
pub struct ApiError(pub StatusCode, pub String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({"error": self.1}))).into_response()
    }
}

pub(crate) fn error(status: StatusCode, message: impl Into<String>) -> ApiError {
    ApiError(status, message.into())
}

pub(crate) fn internal(e: impl std::fmt::Display) -> ApiError {
    error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())
}

pub(crate) type ApiResult = Result<Response, ApiError>;

/// The API's routes.
pub fn routes(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/games", post(create_game))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/join", post(join_game))
        .route("/api/games/{id}/moves", post(play_move))
        .route("/api/games/{id}/resign", post(resign))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/ws", get(websocket))
        .route("/api/games/{id}/record", get(record))
        .route("/api/lobby", get(lobby))
        .route("/api/openapi.json", get(openapi))
        .merge(crate::web::routes())
        .merge(crate::series::routes())
        .merge(crate::team_api::routes())
        .fallback(|| async {
            error(
                StatusCode::NOT_FOUND,
                "no such route: see /api/openapi.json",
            )
        })
        // Bodies are read with their own limit (an error in JSON), see `read_body`.
        .layer(DefaultBodyLimit::disable())
        .with_state(state)
}

/// Reads a request body of at most `MAX_BODY` bytes.
async fn read_body(body: Body) -> Result<Bytes, ApiError> {
    axum::body::to_bytes(body, MAX_BODY).await.map_err(|_| {
        error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the body is larger than {MAX_BODY} bytes"),
        )
    })
}

pub(crate) async fn body_object(body: Body) -> Result<serde_json::Map<String, Value>, ApiError> {
    let body = read_body(body).await?;
    let value: Value = serde_json::from_slice(&body).map_err(|e| {
        error(
            StatusCode::BAD_REQUEST,
            format!("the body is not JSON: {e}"),
        )
    })?;
    match value {
        Value::Object(o) => Ok(o),
        _ => Err(error(
            StatusCode::BAD_REQUEST,
            "the body must be a JSON object",
        )),
    }
}

pub(crate) fn text_field<'a>(
    object: &'a serde_json::Map<String, Value>,
    name: &str,
) -> Result<Option<&'a str>, ApiError> {
    match object.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(error(
            StatusCode::BAD_REQUEST,
            format!("'{name}' must be a string"),
        )),
    }
}

pub(crate) fn bearer(headers: &HeaderMap) -> Result<&str, ApiError> {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            error(
                StatusCode::UNAUTHORIZED,
                "a seat token is needed: Authorization: Bearer <seat_token>",
            )
        })
}

/// The side `token` holds in `room`, or 401.
fn seat(room: &Room, token: &str) -> Result<Side, ApiError> {
    room.side_of(token).ok_or_else(|| {
        error(
            StatusCode::UNAUTHORIZED,
            "this token holds no seat in this game",
        )
    })
}

pub(crate) fn not_found(id: &str) -> ApiError {
    error(
        StatusCode::NOT_FOUND,
        format!("no game '{}'", id.chars().take(40).collect::<String>()),
    )
}

/// The rules a request body asks for: `game`, `holes`, `seeds` and `options`.
pub(crate) fn parse_rules(object: &serde_json::Map<String, Value>) -> Result<Rules, ApiError> {
    let game: Game = text_field(object, "game")?
        .ok_or_else(|| {
            error(
                StatusCode::BAD_REQUEST,
                "'game' is needed: en-gehe, en-dodoi, sadeqa-ii or giuthi",
            )
        })?
        .parse()
        .map_err(|e: mancala_rules::RulesError| error(StatusCode::BAD_REQUEST, e.to_string()))?;
    let mut settings: Vec<(String, String)> = Vec::new();
    for name in ["holes", "seeds"] {
        match object.get(name) {
            None | Some(Value::Null) => {}
            Some(v) => settings.push((
                name.to_string(),
                v.as_u64().map(|n| n.to_string()).ok_or_else(|| {
                    error(
                        StatusCode::BAD_REQUEST,
                        format!("'{name}' must be a whole number"),
                    )
                })?,
            )),
        }
    }
    match object.get("options") {
        None | Some(Value::Null) => {}
        Some(Value::Object(options)) => {
            for (k, v) in options {
                let text = match v {
                    Value::String(s) => s.clone(),
                    Value::Bool(b) => b.to_string(),
                    Value::Number(n) => n.to_string(),
                    _ => {
                        return Err(error(
                            StatusCode::BAD_REQUEST,
                            format!("option '{k}' must be a string, number or boolean"),
                        ))
                    }
                };
                if k == "holes" || k == "seeds" {
                    return Err(error(
                        StatusCode::BAD_REQUEST,
                        format!("'{k}' is not an option: give it beside 'game'"),
                    ));
                }
                settings.push((k.clone(), text));
            }
        }
        Some(_) => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                "'options' must be an object",
            ))
        }
    }
    Rules::from_settings(game, settings.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .map_err(|e| error(StatusCode::BAD_REQUEST, e.to_string()))
}

/// The seat field `name` of a request body: `human` (the default) or `level:N`.
pub(crate) fn seat_field(
    object: &serde_json::Map<String, Value>,
    name: &str,
) -> Result<Seat, ApiError> {
    let text = text_field(object, name)?.unwrap_or("human");
    Seat::parse(text).ok_or_else(|| {
        error(
            StatusCode::BAD_REQUEST,
            format!("'{name}' must be \"human\" or \"level:1\" .. \"level:10\""),
        )
    })
}

/// The `lobby` field of a request body (default `true`).
pub(crate) fn lobby_field(object: &serde_json::Map<String, Value>) -> Result<bool, ApiError> {
    match object.get("lobby") {
        None | Some(Value::Null) => Ok(true),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(error(
            StatusCode::BAD_REQUEST,
            "'lobby' must be true or false",
        )),
    }
}

async fn create_game(State(state): State<Arc<AppState>>, body: Body) -> ApiResult {
    let object = body_object(body).await?;
    let rules = parse_rules(&object)?;
    let seats = [seat_field(&object, "south")?, seat_field(&object, "north")?];
    let listed = lobby_field(&object)?;
    if let Some(teams) = object
        .get("teams")
        .filter(|v| !matches!(v, Value::Null | Value::Bool(false)))
    {
        return crate::team_api::create_team_game(&state, &object, rules, seats, listed, teams)
            .await;
    }
    if seats.iter().all(|s| matches!(s, Seat::Engine(_))) {
        check_engine_games(&*state.rooms.lock().await)?;
    }
    let id = secret()[..16].to_string();
    let (mut room, mut stored) = Room::create(id.clone(), rules, seats, listed);
    // The creator takes the first human seat.
    let creator = Side::BOTH
        .into_iter()
        .find(|s| seats[s.index()] == Seat::Human);
    let token = creator.map(|side| {
        let token = secret();
        let hash = token_hash(&token);
        room.token_hashes[side.index()] = Some(hash.clone());
        room.invites[side.index()] = None;
        stored.token_hashes[side.index()] = Some(hash);
        stored.invites[side.index()] = None;
        token
    });
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0);
    state.store.create(&stored, now).map_err(internal)?;
    let invite = Side::BOTH.into_iter().find_map(|s| {
        room.invites[s.index()].as_ref().map(|code| json!({"seat": s.name(), "code": code, "url": format!("/?game={id}&invite={code}")}))
    });
    let view = room.view();
    state.rooms.lock().await.insert(id.clone(), room);
    spawn_engine_if_due(state.clone(), id.clone()).await;
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "id": id,
            "seat": creator.map(|s| s.name()),
            "seat_token": token,
            "invite": invite,
            "state": view["state"],
        })),
    )
        .into_response())
}

async fn get_game(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let rooms = state.rooms.lock().await;
    let room = rooms.get(&id).ok_or_else(|| not_found(&id))?;
    Ok(Json(room.view()).into_response())
}

/// The `code` field of a join request: the invitation code.
pub(crate) fn code_field(object: &serde_json::Map<String, Value>) -> Result<&str, ApiError> {
    text_field(object, "code")?.ok_or_else(|| {
        error(
            StatusCode::BAD_REQUEST,
            "'code' (the invitation code) is needed",
        )
    })
}

async fn join_game(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Body,
) -> ApiResult {
    let object = body_object(body).await?;
    let code = code_field(&object)?;
    let mut rooms = state.rooms.lock().await;
    let room = rooms.get_mut(&id).ok_or_else(|| not_found(&id))?;
    if room.teams.is_some() {
        let code = code.to_string();
        let answer = crate::team_api::join_team(&state, room, &object, &code);
        drop(rooms);
        // In a game of a team series, the series shows the newcomer too.
        if answer.is_ok() {
            crate::series::on_teams_changed(&state, &id).await;
        }
        return answer;
    }
    let side = Side::BOTH
        .into_iter()
        .find(|s| room.invites[s.index()].as_deref() == Some(code))
        .ok_or_else(|| {
            error(
                StatusCode::FORBIDDEN,
                "this invitation is not valid (or was used already)",
            )
        })?;
    let token = secret();
    let hash = token_hash(&token);
    state
        .store
        .take_seat(&id, side.index(), &hash)
        .map_err(internal)?;
    room.token_hashes[side.index()] = Some(hash);
    room.invites[side.index()] = None;
    room.publish();
    Ok(Json(json!({"id": id, "seat": side.name(), "seat_token": token})).into_response())
}

async fn play_move(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> ApiResult {
    let token = bearer(&headers)?.to_string();
    let object = body_object(body).await?;
    let text = text_field(&object, "move")?.ok_or_else(|| {
        error(
            StatusCode::BAD_REQUEST,
            "'move' is needed, e.g. {\"move\":\"3R\"}",
        )
    })?;
    let view = {
        let mut rooms = state.rooms.lock().await;
        let room = rooms.get_mut(&id).ok_or_else(|| not_found(&id))?;
        let side = acting_side(room, &token)?;
        if room.is_over() {
            return Err(error(StatusCode::CONFLICT, "the game is over"));
        }
        let to_move = room.game.position().to_move();
        if side != to_move {
            return Err(error(
                StatusCode::CONFLICT,
                format!("not your turn: {to_move} is to move"),
            ));
        }
        let mv: Move = text.parse().map_err(|e: mancala_rules::ParseMoveError| {
            error(
                StatusCode::CONFLICT,
                format!(
                    "{e}; legal moves: {}",
                    room.game.position().legal_moves().to_notation()
                ),
            )
        })?;
        store_and_play(&state, room, mv)?;
        (room.view(), room.teams.is_some())
    };
    let (view, team_game) = view;
    spawn_engine_if_due(state.clone(), id.clone()).await;
    crate::series::on_game_changed(&state, &id).await;
    if team_game {
        crate::team_api::after_team_move(state.clone(), id.clone()).await;
    }
    Ok(
        Json(json!({"state": view["state"], "moves": view["moves"], "result": view["result"]}))
            .into_response(),
    )
}

/// Checks `mv`, stores it, then plays it and tells everyone watching.
pub(crate) fn store_and_play(state: &AppState, room: &mut Room, mv: Move) -> Result<(), ApiError> {
    // Check the move before storing it; the game itself changes only once it is stored.
    room.game
        .position()
        .play(mv)
        .map_err(|e| error(StatusCode::CONFLICT, e.to_string()))?;
    let ply = room.game.moves_played();
    match room.teams.as_mut() {
        None => state
            .store
            .add_move(&room.id, ply, &mv.to_string())
            .map_err(internal)?,
        Some(teams) => {
            // In a team game the move starts a new turn: proposals go, the clock restarts.
            let now = crate::rooms::now_ms();
            state
                .store
                .add_team_move(&room.id, ply, &mv.to_string(), now)
                .map_err(internal)?;
            teams.new_turn(now);
        }
    }
    room.game
        .play(mv)
        .map_err(|e| error(StatusCode::CONFLICT, e.to_string()))?;
    room.publish();
    if room.teams.is_some() {
        room.publish_team(Side::South);
        room.publish_team(Side::North);
    }
    Ok(())
}

/// The side `token` acts for: its seat, or in a team game its team when it is the sower.
fn acting_side(room: &Room, token: &str) -> Result<Side, ApiError> {
    let Some(teams) = &room.teams else {
        return seat(room, token);
    };
    let member = teams
        .member_by_token(token)
        .ok_or(crate::teams::TeamError::NotMember)?;
    let sower = teams.teams[member.side.index()].sower;
    if sower != Some(member.id) {
        let name = sower
            .and_then(|s| teams.member(s))
            .map(|m| m.name.clone())
            .unwrap_or_else(|| "nobody yet".to_string());
        return Err(crate::teams::TeamError::NotSower(name).into());
    }
    Ok(member.side)
}

async fn resign(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let token = bearer(&headers)?.to_string();
    let mut rooms = state.rooms.lock().await;
    let room = rooms.get_mut(&id).ok_or_else(|| not_found(&id))?;
    let side = acting_side(room, &token)?;
    if room.is_over() {
        return Err(error(StatusCode::CONFLICT, "the game is over"));
    }
    state
        .store
        .set_resigned(&id, Some(side.name()))
        .map_err(internal)?;
    room.resigned = Some(side);
    room.publish();
    let view = room.view();
    drop(rooms);
    crate::series::on_game_changed(&state, &id).await;
    Ok(Json(view).into_response())
}

async fn undo(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let token = bearer(&headers)?.to_string();
    // A finished game of a series has been counted: it cannot be taken back.
    let in_series = crate::series::is_series_game(&state, &id).await;
    let mut rooms = state.rooms.lock().await;
    let room = rooms.get_mut(&id).ok_or_else(|| not_found(&id))?;
    if in_series && room.is_over() {
        return Err(error(
            StatusCode::CONFLICT,
            "this game of a series is over and counted",
        ));
    }
    if room.teams.is_some() {
        return Err(error(
            StatusCode::CONFLICT,
            "undo is only for games against the engine",
        ));
    }
    let side = seat(room, &token)?;
    if !matches!(room.seats[side.opponent().index()], Seat::Engine(_)) {
        return Err(error(
            StatusCode::CONFLICT,
            "undo is only for games against the engine",
        ));
    }
    if room.engine_busy {
        return Err(error(
            StatusCode::CONFLICT,
            "the engine is choosing its move: try again",
        ));
    }
    if room.resigned.is_some() {
        return Err(error(StatusCode::CONFLICT, "the game was resigned"));
    }
    // Back to the last position where this side had moved from, taking back the engine's replies.
    let mut game = room.game.clone();
    let mut undone = false;
    while game.moves_played() > 0 {
        game.undo();
        undone = true;
        if game.position().to_move() == side {
            break;
        }
    }
    if !undone || game.position().to_move() != side {
        return Err(error(StatusCode::CONFLICT, "nothing to undo"));
    }
    state
        .store
        .truncate_moves(&id, game.moves_played())
        .map_err(internal)?;
    room.game = game;
    room.publish();
    Ok(Json(room.view()).into_response())
}

async fn lobby(State(state): State<Arc<AppState>>) -> ApiResult {
    let rooms = state.rooms.lock().await;
    let mut open = Vec::new();
    let mut playing = Vec::new();
    for room in rooms.values() {
        let rules = room.game.rules();
        let summary = |extra: Value| {
            let mut v = json!({"id": room.id, "game": rules.game().name(), "holes": rules.holes(), "seeds": rules.seeds(),
                "south": room.seats[0].name(), "north": room.seats[1].name(), "ply": room.game.ply()});
            if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
                o.extend(e.clone());
            }
            v
        };
        if room.is_over() {
            continue;
        }
        if let Some(teams) = room.teams.as_ref() {
            // A team game is open while North's team has nobody yet.
            if room.listed && teams.count(Side::North) == 0 {
                let code = teams.teams[Side::North.index()].invite.clone();
                open.push(summary(
                    json!({"seat": "north", "code": code, "team": true}),
                ));
            } else {
                playing.push(summary(json!({"team": true})));
            }
        } else if let Some(side) = Side::BOTH
            .into_iter()
            .find(|s| room.listed && room.invites[s.index()].is_some())
        {
            let code = room.invites[side.index()].clone().unwrap_or_default();
            open.push(summary(json!({"seat": side.name(), "code": code})));
        } else {
            playing.push(summary(json!({})));
        }
    }
    drop(rooms);
    let series = crate::series::lobby(&state).await;
    Ok(Json(json!({"open": open, "playing": playing, "series": series})).into_response())
}

async fn websocket(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> ApiResult {
    let (first, updates) = {
        let rooms = state.rooms.lock().await;
        let room = rooms.get(&id).ok_or_else(|| not_found(&id))?;
        (room.view().to_string(), room.updates.subscribe())
    };
    Ok(upgrade
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| crate::team_api::follow_game(socket, state, id, first, updates)))
}

/// Largest WebSocket message a client may send (bytes).
pub const MAX_WS_MESSAGE: usize = 4096;

/// Sends the current view, then every update, until the client leaves.
pub(crate) async fn follow(
    mut socket: WebSocket,
    first: String,
    mut updates: tokio::sync::broadcast::Receiver<String>,
) {
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            update = updates.recv() => match update {
                Ok(text) => if socket.send(Message::Text(text.into())).await.is_err() { return },
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => return,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

/// The game as a record: `?format=json` for JSON, text otherwise.
async fn record(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> ApiResult {
    let json = match query.as_deref() {
        None | Some("") | Some("format=text") => false,
        Some("format=json") => true,
        Some(other) => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                format!(
                    "unknown query '{}': use format=text or format=json",
                    other.chars().take(40).collect::<String>()
                ),
            ))
        }
    };
    let rooms = state.rooms.lock().await;
    let room = rooms.get(&id).ok_or_else(|| not_found(&id))?;
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0);
    let mut record = mancala_record::Record::new(
        room.game.clone(),
        room.seats[0].name(),
        room.seats[1].name(),
        mancala_record::date_of_day(days as i64),
    );
    if let Some(side) = room.resigned {
        record
            .set_result(mancala_record::GameResult::resignation(side))
            .map_err(internal)?;
        record
            .extra_tags
            .push(("Termination".to_string(), "resignation".to_string()));
    }
    record
        .extra_tags
        .push(("Site".to_string(), format!("game {id}")));
    let (body, kind, name) = if json {
        (
            record.to_json(),
            "application/json",
            format!("mancala-{id}.json"),
        )
    } else {
        (
            record.to_text(),
            "text/plain; charset=utf-8",
            format!("mancala-{id}.txt"),
        )
    };
    Ok((
        [
            (axum::http::header::CONTENT_TYPE, kind.to_string()),
            (
                axum::http::header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        body,
    )
        .into_response())
}

async fn openapi() -> ApiResult {
    let doc: Value = serde_json::from_str(include_str!("openapi.json")).map_err(internal)?;
    Ok(Json(doc).into_response())
}

/// Most games with the engine on both sides in progress at once.
pub const MAX_ENGINE_GAMES: usize = 8;

/// Refuses (409) a new game with no person in it while `MAX_ENGINE_GAMES` are in progress.
pub(crate) fn check_engine_games(rooms: &crate::rooms::Rooms) -> Result<(), ApiError> {
    let running = rooms
        .values()
        .filter(|r| !r.is_over() && r.seats.iter().all(|s| matches!(s, Seat::Engine(_))))
        .count();
    if running >= MAX_ENGINE_GAMES {
        return Err(error(
            StatusCode::CONFLICT,
            format!("{running} games between engines are in progress (at most {MAX_ENGINE_GAMES}): try later"),
        ));
    }
    Ok(())
}

/// Searches the engine's move at `level` within `time`, in a blocking thread. At most as
/// many searches run at once as the machine has cores; the others wait their turn, so
/// many engine games cannot crowd out the answers to people.
pub(crate) async fn engine_move(
    game: mancala_rules::History,
    level: u8,
    time: Duration,
    seed: u64,
) -> Option<Move> {
    static SEARCHES: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    let searches = SEARCHES.get_or_init(|| {
        tokio::sync::Semaphore::new(
            std::thread::available_parallelism()
                .map(usize::from)
                .unwrap_or(1),
        )
    });
    let _permit = searches.acquire().await.ok()?;
    tokio::task::spawn_blocking(move || {
        let mut engine = Engine::new(16, seed);
        let limits = Limits {
            movetime: Some(time),
            ..Limits::default()
        };
        engine.genmove(&game, level, &limits).map(|r| r.best)
    })
    .await
    .ok()
    .flatten()
}

/// Starts the engine's move in the background when it is the engine's turn.
pub fn spawn_engine_if_due(
    state: Arc<AppState>,
    id: String,
) -> Pin<Box<dyn Future<Output = ()> + Send>> {
    Box::pin(async move {
        let job = {
            let mut rooms = state.rooms.lock().await;
            let Some(room) = rooms.get_mut(&id) else {
                return;
            };
            match room.engine_to_move() {
                Some(level) if !room.engine_busy => {
                    room.engine_busy = true;
                    Some((level, room.game.clone()))
                }
                _ => None,
            }
        };
        let Some((level, game)) = job else { return };
        tokio::spawn(async move {
            let ply = game.moves_played();
            let chosen = engine_move(game, level, ENGINE_MOVE_TIME, ply as u64).await;
            let again = {
                let mut rooms = state.rooms.lock().await;
                let Some(room) = rooms.get_mut(&id) else {
                    return;
                };
                room.engine_busy = false;
                match chosen {
                    // The game may have changed meanwhile (an undo, a resignation): then drop the move.
                    Some(mv)
                        if room.game.moves_played() == ply && room.engine_to_move().is_some() =>
                    {
                        if state.store.add_move(&id, ply, &mv.to_string()).is_ok()
                            && room.game.play(mv).is_ok()
                        {
                            room.publish();
                        }
                        true
                    }
                    _ => room.engine_to_move().is_some(),
                }
            };
            crate::series::on_game_changed(&state, &id).await;
            if again {
                spawn_engine_if_due(state, id).await;
            }
        });
    })
}
