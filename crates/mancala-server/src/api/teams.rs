//! The team routes (team view, proposals, agreement, chat, sower, engine members), the
//! turn clock and the engine members' proposals.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use axum::extract::{FromRequest, FromRequestParts, Path, Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Json, Router};
use mancala_rules::{Move, Side};
use serde_json::{json, Value};
use tokio::sync::broadcast;

use crate::api::{bearer, body_object, error, internal, not_found, ApiError, ApiResult, AppState};
use crate::rooms::{now_ms, secret, token_hash, Room, Seat};
use crate::teams::{
    Member, TeamError, TeamSettings, Teams, AWAY_SECONDS, CLOCK_SECONDS, MAX_CHAT, MAX_NAME,
};

/// Most time an engine member takes to choose its proposal.
pub const ENGINE_PROPOSAL_TIME: Duration = Duration::from_millis(500);

/// The team routes.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/api/games/{id}/team", get(team_view))
        .route("/api/games/{id}/proposals", post(propose))
        .route("/api/games/{id}/agree", post(agree))
        .route("/api/games/{id}/chat", post(chat))
        .route("/api/games/{id}/sower", post(sower))
        .route("/api/games/{id}/engine-members", post(engine_member))
}

impl From<TeamError> for ApiError {
    fn from(e: TeamError) -> ApiError {
        let status = match e {
            TeamError::NotMember => StatusCode::UNAUTHORIZED,
            TeamError::NotSower(_) | TeamError::Sower(_) => StatusCode::FORBIDDEN,
            TeamError::Bad(_) => StatusCode::BAD_REQUEST,
            TeamError::TooFast => StatusCode::TOO_MANY_REQUESTS,
            TeamError::NotYourTurn(_)
            | TeamError::Full
            | TeamError::NoProposal(_)
            | TeamError::NoMember(_) => StatusCode::CONFLICT,
        };
        error(status, e.to_string())
    }
}

/// Reads the team settings of a new game from the `teams` object of its body.
pub fn parse_settings(value: &Value) -> Result<TeamSettings, ApiError> {
    let object = match value {
        Value::Object(o) => o,
        Value::Bool(true) => &serde_json::Map::new(),
        _ => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                "'teams' must be an object (or true)",
            ))
        }
    };
    let number =
        |name: &str, range: std::ops::RangeInclusive<u64>| -> Result<Option<u64>, ApiError> {
            match object.get(name) {
                None | Some(Value::Null) => Ok(None),
                Some(v) => v
                    .as_u64()
                    .filter(|n| range.contains(n))
                    .map(Some)
                    .ok_or_else(|| {
                        error(
                            StatusCode::BAD_REQUEST,
                            format!(
                                "'teams.{name}' must be a whole number from {} to {}",
                                range.start(),
                                range.end()
                            ),
                        )
                    }),
            }
        };
    for key in object.keys() {
        if !["clock_seconds", "engine_level", "sower_away_seconds"].contains(&key.as_str()) {
            return Err(error(
                StatusCode::BAD_REQUEST,
                format!(
                    "unknown team setting '{}': use clock_seconds, engine_level, sower_away_seconds",
                    key.chars().take(40).collect::<String>()
                ),
            ));
        }
    }
    Ok(TeamSettings {
        clock_ms: number("clock_seconds", CLOCK_SECONDS)?.map(|s| s * 1000),
        fallback_level: number("engine_level", 1..=10)?.unwrap_or(5) as u8,
        away_ms: number("sower_away_seconds", AWAY_SECONDS)?.unwrap_or(60) * 1000,
    })
}

/// Reads an optional member name: trimmed, 1 to `MAX_NAME` characters, no control characters.
pub fn parse_name(
    object: &serde_json::Map<String, Value>,
    default: String,
) -> Result<String, ApiError> {
    match object.get("name") {
        None | Some(Value::Null) => Ok(default),
        Some(Value::String(s)) => {
            let name = s.trim();
            if name.is_empty()
                || name.chars().count() > MAX_NAME
                || name.chars().any(char::is_control)
            {
                Err(error(
                    StatusCode::BAD_REQUEST,
                    format!(
                        "'name' must be 1 to {MAX_NAME} characters, without control characters"
                    ),
                ))
            } else {
                Ok(name.to_string())
            }
        }
        Some(_) => Err(error(StatusCode::BAD_REQUEST, "'name' must be a string")),
    }
}

/// The member holding `token` in a team game (401 otherwise); notes that it was seen.
fn member(room: &mut Room, token: &str) -> Result<Member, ApiError> {
    let teams = room
        .teams
        .as_mut()
        .ok_or_else(|| error(StatusCode::CONFLICT, "this is not a team game"))?;
    let member = teams
        .member_by_token(token)
        .cloned()
        .ok_or(TeamError::NotMember)?;
    teams.seen(member.id, now_ms(), 0);
    Ok(member)
}

/// The teams of a team game (a room whose teams are missing is a server fault).
fn teams_of(room: &mut Room) -> Result<&mut Teams, ApiError> {
    room.teams
        .as_mut()
        .ok_or_else(|| internal("this game has no teams"))
}

/// The game `id` and the member holding `token` in it (404, 401 otherwise).
fn room_and_member<'a>(
    rooms: &'a mut crate::rooms::Rooms,
    id: &str,
    token: &str,
) -> Result<(&'a mut Room, Member), ApiError> {
    let room = rooms.get_mut(id).ok_or_else(|| not_found(id))?;
    let me = member(room, token)?;
    Ok((room, me))
}

/// A member's request to a team route: the game's id, the bearer token and the JSON
/// body, checked in that order.
pub struct MemberRequest {
    id: String,
    token: String,
    object: serde_json::Map<String, Value>,
}

impl FromRequest<Arc<AppState>> for MemberRequest {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &Arc<AppState>) -> Result<Self, ApiError> {
        let (mut parts, body) = request.into_parts();
        let Path(id) = Path::<String>::from_request_parts(&mut parts, state)
            .await
            .map_err(|e| error(StatusCode::BAD_REQUEST, e.body_text()))?;
        let token = bearer(&parts.headers)?.to_string();
        let object = body_object(body).await?;
        Ok(MemberRequest { id, token, object })
    }
}

/// The answer to a member: its number and its team's view.
fn team_answer(room: &mut Room, me: &Member) -> Result<Value, ApiError> {
    let teams = teams_of(room)?;
    Ok(json!({"you": me.id, "team": teams.team_view(me.side)}))
}

/// Changes `me`'s team's proposals with `change`, stores them (undoing the change if
/// that fails), tells the team, and answers the team view.
fn change_proposals(
    state: &AppState,
    room: &mut Room,
    me: &Member,
    change: impl FnOnce(&mut Teams) -> Result<(), TeamError>,
) -> Result<Value, ApiError> {
    let ply = room.game.moves_played();
    let id = room.id.clone();
    let teams = teams_of(room)?;
    let team = &teams.teams[me.side.index()];
    let kept = (team.proposals.clone(), team.next_proposal);
    change(teams)?;
    if let Err(e) = state.store.save_proposals(&id, me.side, ply, teams) {
        let team = &mut teams.teams[me.side.index()];
        (team.proposals, team.next_proposal) = kept;
        return Err(internal(e));
    }
    room.publish_team(me.side);
    team_answer(room, me)
}

async fn team_view(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let token = bearer(&headers)?.to_string();
    let mut rooms = state.rooms.lock().await;
    let (room, me) = room_and_member(&mut rooms, &id, &token)?;
    Ok(Json(team_answer(room, &me)?).into_response())
}

async fn propose(State(state): State<Arc<AppState>>, request: MemberRequest) -> ApiResult {
    let MemberRequest { id, token, object } = request;
    let text = match object.get("move") {
        Some(Value::String(s)) => s.clone(),
        _ => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                "'move' is needed, e.g. {\"move\":\"12\"}",
            ))
        }
    };
    let mut rooms = state.rooms.lock().await;
    let (room, me) = room_and_member(&mut rooms, &id, &token)?;
    let view = make_proposal(&state, room, &me, &text)?;
    Ok(Json(view).into_response())
}

/// Proposes `text` for `me`'s team, stores and publishes it; answers the team view.
fn make_proposal(
    state: &AppState,
    room: &mut Room,
    me: &Member,
    text: &str,
) -> Result<Value, ApiError> {
    if room.is_over() {
        return Err(error(StatusCode::CONFLICT, "the game is over"));
    }
    let to_move = room.game.position().to_move();
    if me.side != to_move {
        return Err(TeamError::NotYourTurn(to_move).into());
    }
    let legal = room.game.position().legal_moves();
    let mv: Move = text
        .parse()
        .ok()
        .filter(|m| legal.iter().any(|l| l == m))
        .ok_or_else(|| {
            error(
                StatusCode::CONFLICT,
                format!(
                    "'{}' is not a legal move; legal moves: {}",
                    text.chars().take(20).collect::<String>(),
                    legal.to_notation()
                ),
            )
        })?;
    change_proposals(state, room, me, |teams| {
        teams.propose(me.id, mv).map(|_| ())
    })
}

async fn agree(State(state): State<Arc<AppState>>, request: MemberRequest) -> ApiResult {
    let MemberRequest { id, token, object } = request;
    let proposal = match object.get("proposal") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| {
                    error(
                        StatusCode::BAD_REQUEST,
                        "'proposal' must be a proposal number or null",
                    )
                })?,
        ),
    };
    let mut rooms = state.rooms.lock().await;
    let (room, me) = room_and_member(&mut rooms, &id, &token)?;
    let answer = change_proposals(&state, room, &me, |teams| teams.agree(me.id, proposal))?;
    Ok(Json(answer).into_response())
}

async fn chat(State(state): State<Arc<AppState>>, request: MemberRequest) -> ApiResult {
    let MemberRequest { id, token, object } = request;
    let text = match object.get("text") {
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= MAX_CHAT => {
            s.trim().to_string()
        }
        _ => {
            return Err(error(
                StatusCode::BAD_REQUEST,
                format!("'text' must be a message of 1 to {MAX_CHAT} characters"),
            ))
        }
    };
    let mut rooms = state.rooms.lock().await;
    let (room, me) = room_and_member(&mut rooms, &id, &token)?;
    teams_of(room)?.may_chat(me.id, now_ms())?;
    let line = crate::teams::ChatLine {
        by: me.id,
        text,
        at: now_ms(),
    };
    state
        .store
        .add_chat(&id, me.side, &line)
        .map_err(internal)?;
    let teams = teams_of(room)?;
    teams.chat(me.id, line.text, line.at)?;
    room.publish_team(me.side);
    Ok((StatusCode::CREATED, Json(json!({"ok": true}))).into_response())
}

async fn sower(State(state): State<Arc<AppState>>, request: MemberRequest) -> ApiResult {
    let MemberRequest { id, token, object } = request;
    let to = object
        .get("member")
        .and_then(Value::as_u64)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            error(
                StatusCode::BAD_REQUEST,
                "'member' (a member number of your team) is needed",
            )
        })?;
    let mut rooms = state.rooms.lock().await;
    let (room, me) = room_and_member(&mut rooms, &id, &token)?;
    let teams = teams_of(room)?;
    let before = teams.teams[me.side.index()].sower;
    teams.set_sower(me.id, to, now_ms())?;
    if let Err(e) = state.store.set_sower(&id, me.side, to) {
        teams.teams[me.side.index()].sower = before;
        return Err(internal(e));
    }
    room.publish();
    room.publish_team(me.side);
    let view = room.view();
    drop(rooms);
    crate::series::on_teams_changed(&state, &id).await;
    Ok(Json(view).into_response())
}

async fn engine_member(State(state): State<Arc<AppState>>, request: MemberRequest) -> ApiResult {
    let MemberRequest { id, token, object } = request;
    let level = object
        .get("level")
        .and_then(Value::as_u64)
        .filter(|l| (1..=10).contains(l))
        .ok_or_else(|| {
            error(
                StatusCode::BAD_REQUEST,
                "'level' must be a whole number from 1 to 10",
            )
        })? as u8;
    let name = parse_name(&object, format!("Engine {level}"))?;
    let member = {
        let mut rooms = state.rooms.lock().await;
        let (room, me) = room_and_member(&mut rooms, &id, &token)?;
        if room.is_over() {
            return Err(error(StatusCode::CONFLICT, "the game is over"));
        }
        let teams = teams_of(room)?;
        let added = teams.add_member(me.side, name, None, Some(level), now_ms())?;
        let sower = teams.teams[me.side.index()].sower;
        let invite = teams.teams[me.side.index()].invite.clone();
        if let Err(e) = state.store.add_member(&id, &added, sower, &invite) {
            teams.members.retain(|m| m.id != added.id);
            return Err(internal(e));
        }
        room.publish();
        room.publish_team(me.side);
        added
    };
    crate::series::on_teams_changed(&state, &id).await;
    engine_proposals(state.clone(), id.clone());
    Ok((
        StatusCode::CREATED,
        Json(json!({"member": member.id, "name": member.name})),
    )
        .into_response())
}

/// After a move in a team game (whose new turn was stored with the move): the clock and
/// the engine members start on the new turn.
pub async fn after_team_move(state: Arc<AppState>, id: String) {
    start_turn(state, id);
}

/// Starts the clock and the engine members for the current turn.
pub fn start_turn(state: Arc<AppState>, id: String) {
    engine_proposals(state.clone(), id.clone());
    tokio::spawn(run_clock(state, id));
}

/// Waits for the turn's clock; when it runs out, plays the most agreed proposal (the
/// earliest among equals), or with none the engine's move at the game's level.
async fn run_clock(state: Arc<AppState>, id: String) {
    let (deadline, turn, level) = {
        let rooms = state.rooms.lock().await;
        let Some(room) = rooms.get(&id) else { return };
        let Some(teams) = room.teams.as_ref() else {
            return;
        };
        let Some(deadline) = teams.deadline() else {
            return;
        };
        if room.is_over() {
            return;
        }
        (
            deadline,
            (room.game.moves_played(), teams.turn_started),
            teams.settings.fallback_level,
        )
    };
    let wait = deadline.saturating_sub(now_ms()).max(0) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
    let (chosen, game) = {
        let rooms = state.rooms.lock().await;
        let Some(room) = rooms.get(&id) else { return };
        let Some(teams) = room.teams.as_ref() else {
            return;
        };
        if room.is_over() || (room.game.moves_played(), teams.turn_started) != turn {
            return;
        }
        let side = room.game.position().to_move();
        (teams.most_agreed(side).map(|p| p.mv), room.game.clone())
    };
    let mv = match chosen {
        Some(mv) => Some(mv),
        None => {
            let seed = game.moves_played() as u64;
            crate::api::engine_move(game, level, crate::api::ENGINE_MOVE_TIME, seed).await
        }
    };
    let Some(mv) = mv else { return };
    let played = {
        let mut rooms = state.rooms.lock().await;
        let Some(room) = rooms.get_mut(&id) else {
            return;
        };
        let Some(teams) = room.teams.as_ref() else {
            return;
        };
        if (room.game.moves_played(), teams.turn_started) != turn || room.is_over() {
            return;
        }
        // A proposal made while the engine was thinking still wins over the engine.
        let side = room.game.position().to_move();
        let mv = teams.most_agreed(side).map_or(mv, |p| p.mv);
        crate::api::store_and_play(&state, room, mv).is_ok()
    };
    if played {
        crate::series::on_game_changed(&state, &id).await;
        Box::pin(after_team_move(state, id)).await;
    }
}

/// Each engine member of the team to move proposes its move (once a turn).
pub fn engine_proposals(state: Arc<AppState>, id: String) {
    tokio::spawn(async move {
        let jobs = {
            let rooms = state.rooms.lock().await;
            let Some(room) = rooms.get(&id) else { return };
            let Some(teams) = room.teams.as_ref() else {
                return;
            };
            if room.is_over() {
                return;
            }
            let side = room.game.position().to_move();
            let proposed: Vec<u32> = teams.teams[side.index()]
                .proposals
                .iter()
                .flat_map(|p| p.agreed.clone())
                .collect();
            let engines: Vec<(Member, u8)> = teams
                .members
                .iter()
                .filter(|m| m.side == side && !proposed.contains(&m.id))
                .filter_map(|m| m.engine.map(|l| (m.clone(), l)))
                .collect();
            engines
                .into_iter()
                .map(|(m, l)| {
                    (
                        m,
                        l,
                        room.game.clone(),
                        (room.game.moves_played(), teams.turn_started),
                    )
                })
                .collect::<Vec<_>>()
        };
        for (member, level, game, turn) in jobs {
            let seed = game.moves_played() as u64 ^ u64::from(member.id);
            let chosen = crate::api::engine_move(game, level, ENGINE_PROPOSAL_TIME, seed).await;
            let Some(mv) = chosen else { continue };
            let mut rooms = state.rooms.lock().await;
            let Some(room) = rooms.get_mut(&id) else {
                return;
            };
            let same = room
                .teams
                .as_ref()
                .is_some_and(|t| (room.game.moves_played(), t.turn_started) == turn);
            if same {
                if let Err(e) = make_proposal(&state, room, &member, &mv.to_string()) {
                    tracing::warn!("game {id}: engine member's proposal refused: {e:?}");
                }
            }
        }
    });
}

/// Creates a team game: both sides are teams; the creator is South's first member and sower.
pub async fn create_team_game(
    state: &Arc<AppState>,
    object: &serde_json::Map<String, Value>,
    rules: mancala_rules::Rules,
    seats: [Seat; 2],
    listed: bool,
    teams: &Value,
) -> ApiResult {
    let settings = parse_settings(teams)?;
    if seats != [Seat::Human, Seat::Human] {
        return Err(error(
            StatusCode::BAD_REQUEST,
            "in a team game both sides are teams: leave 'south' and 'north' out (engines join a team as members)",
        ));
    }
    let name = parse_name(object, "Member 1".to_string())?;
    let id = secret()[..16].to_string();
    let (mut room, mut stored) = Room::create(id.clone(), rules, seats, listed);
    room.invites = [None, None];
    stored.invites = [None, None];
    let now = now_ms();
    let mut teams = Teams::new(id.clone(), settings, [secret(), secret()], now);
    let token = secret();
    let creator = teams.add_member(Side::South, name, Some(token_hash(&token)), None, now)?;
    state
        .store
        .create_team_game(&stored, now, &teams)
        .map_err(internal)?;
    let invites = json!({
        "south": {"seat": "south", "code": teams.teams[0].invite, "url": format!("/?game={id}&invite={}", teams.teams[0].invite)},
        "north": {"seat": "north", "code": teams.teams[1].invite, "url": format!("/?game={id}&invite={}", teams.teams[1].invite)},
    });
    room.teams = Some(teams);
    let view = room.view();
    state.rooms.lock().await.insert(id.clone(), room);
    start_turn(state.clone(), id.clone());
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "id": id,
            "seat": "south",
            "seat_token": token,
            "member": creator.id,
            "invite": invites["north"],
            "team_invites": invites,
            "state": view["state"],
        })),
    )
        .into_response())
}

/// Joins the team whose invitation `code` is (a team invitation works until the team is full).
pub fn join_team(
    state: &AppState,
    room: &mut Room,
    object: &serde_json::Map<String, Value>,
    code: &str,
) -> ApiResult {
    let joined = add_person(state, room, object, code)?;
    Ok(Json(
        json!({"id": room.id, "seat": joined.member.side.name(), "seat_token": joined.token,
        "member": joined.member.id, "sower": joined.sower}),
    )
    .into_response())
}

/// A person who joined a team.
pub struct Joined {
    /// The new member (its side is its team's).
    pub member: Member,
    /// The member's token, handed out once.
    pub token: String,
    /// The team's sower (the newcomer, if it is the team's first person).
    pub sower: Option<u32>,
    /// The team's new invitation code, when this join renewed it.
    pub invite: Option<String>,
}

/// Adds a person, named by the body's `name`, to the team of `room` whose invitation
/// `code` is (`403` for no such team, `409` when it is full); stored before it is kept,
/// then published to everyone and to the team.
pub fn add_person(
    state: &AppState,
    room: &mut Room,
    object: &serde_json::Map<String, Value>,
    code: &str,
) -> Result<Joined, ApiError> {
    if room.is_over() {
        return Err(error(StatusCode::CONFLICT, "the game is over"));
    }
    let game_id = room.id.clone();
    let teams = teams_of(room)?;
    let side = teams
        .side_of_invite(code)
        .ok_or_else(|| error(StatusCode::FORBIDDEN, "this team invitation is not valid"))?;
    let name = parse_name(object, format!("Member {}", teams.members.len() + 1))?;
    // The code a team's first person joins by was seen outside the team (by the other
    // team's creator, perhaps in the lobby): from then on the team has a code of its own,
    // shown only to its members.
    let first_person = !teams
        .members
        .iter()
        .any(|m| m.side == side && m.engine.is_none());
    let old_invite = teams.teams[side.index()].invite.clone();
    let invite = if first_person {
        secret()
    } else {
        old_invite.clone()
    };
    let token = secret();
    let added = teams.add_member(side, name, Some(token_hash(&token)), None, now_ms())?;
    let sower = teams.teams[side.index()].sower;
    if let Err(e) = state.store.add_member(&game_id, &added, sower, &invite) {
        teams.members.retain(|m| m.id != added.id);
        if sower == Some(added.id) {
            teams.teams[side.index()].sower = None;
        }
        return Err(internal(e));
    }
    teams.teams[side.index()].invite = invite.clone();
    room.publish();
    room.publish_team(side);
    Ok(Joined {
        member: added,
        token,
        sower,
        invite: (invite != old_invite).then_some(invite),
    })
}

/// A game's WebSocket: the current view, then every update. A team member may send
/// `{"token": "<seat_token>"}` to receive its own team's view and updates as well
/// (`{"you": id, "team": {...}}` then `{"team": {...}}`); while connected it counts as present.
pub async fn follow_game(
    mut socket: WebSocket,
    state: Arc<AppState>,
    id: String,
    first: String,
    mut updates: broadcast::Receiver<String>,
) {
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    let mut team: Option<(u32, broadcast::Receiver<String>)> = None;
    loop {
        let team_update = async {
            match team.as_mut() {
                Some((_, rx)) => rx.recv().await,
                None => std::future::pending().await,
            }
        };
        let outgoing = tokio::select! {
            update = updates.recv() => match update {
                Ok(text) => text,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => break,
            },
            update = team_update => match update {
                Ok(text) => text,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let answer = identify(&state, &id, text.as_str(), &mut team).await;
                    answer.to_string()
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => continue,
            },
        };
        if socket.send(Message::Text(outgoing.into())).await.is_err() {
            break;
        }
    }
    if let Some((member, _)) = team {
        let mut rooms = state.rooms.lock().await;
        if let Some(teams) = rooms.get_mut(&id).and_then(|r| r.teams.as_mut()) {
            teams.seen(member, now_ms(), -1);
        }
    }
}

/// Handles a client's message on the game WebSocket: `{"token": ...}` identifies a member.
async fn identify(
    state: &AppState,
    id: &str,
    text: &str,
    team: &mut Option<(u32, broadcast::Receiver<String>)>,
) -> Value {
    let token = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(o)) => match o.get("token") {
            Some(Value::String(t)) => t.clone(),
            _ => return json!({"error": "send {\"token\": \"<seat_token>\"} to follow your team"}),
        },
        _ => return json!({"error": "messages must be JSON objects"}),
    };
    if team.is_some() {
        return json!({"error": "this connection already follows a team"});
    }
    let mut rooms = state.rooms.lock().await;
    let Some(room) = rooms.get_mut(id) else {
        return json!({"error": "the game is gone"});
    };
    let Some(teams) = room.teams.as_mut() else {
        return json!({"error": "this is not a team game"});
    };
    let Some(member) = teams.member_by_token(&token).cloned() else {
        return json!({"error": TeamError::NotMember.to_string()});
    };
    teams.seen(member.id, now_ms(), 1);
    *team = Some((
        member.id,
        teams.teams[member.side.index()].updates.subscribe(),
    ));
    json!({"you": member.id, "team": teams.team_view(member.side)})
}
