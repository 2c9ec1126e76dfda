//! The games' use cases as the API offers them: create, join, move, resign, undo, view,
//! lobby, record, follow. Each checks with the domain, stores, then publishes, holding
//! only the game's own lock; what follows by itself is left to [`super::flow`].

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use mancala_rules::{Rules, Side};
use tokio::sync::broadcast;

use super::answers::{GameCreated, GameInvite, GameJoined, LobbyPage, TeamInvites};
use super::engine::{Client, Ticket};
use super::flow;
use super::lobby::Lobby;
pub use super::lobby::Page;
use super::room_ops::{self, add_person};
use super::series_book;
use super::state::{Error, Hub, Slot};
use super::views::{protocol_state, GameView, MoveAnswer, SideName, TeamAnswer};
use mancala_domain::room::{GameError, Room, Seat, MAX_ENGINE_GAMES};
use mancala_domain::teams::{TeamSettings, Teams};
use mancala_domain::token::{now_ms, secret, token_hash};

/// A game to create, its fields checked.
pub struct NewGame {
    /// The rules.
    pub rules: Rules,
    /// South's and North's seats.
    pub seats: [Seat; 2],
    /// Whether an open invitation is listed in the lobby.
    pub listed: bool,
    /// Team settings, for a team game.
    pub teams: Option<TeamSettings>,
    /// The creator's name in a team game.
    pub name: Option<String>,
    /// The creator's side (it must hold a person): `None` for the first human seat, in
    /// a team game South.
    pub creator: Option<Side>,
}

/// Refuses a new game with no person in it while `MAX_ENGINE_GAMES` are in progress;
/// otherwise answers a guard to hold until the new game is added (no other engine-only
/// game is counted meanwhile).
pub async fn check_engine_games(hub: &Hub) -> Result<tokio::sync::MutexGuard<'_, ()>, Error> {
    let guard = hub.engine_games.lock().await;
    let mut running = 0;
    for game in hub.games() {
        let slot = game.lock().await;
        if !slot.room.is_over() && slot.room.engines_only() {
            running += 1;
        }
    }
    if running >= MAX_ENGINE_GAMES {
        return Err(GameError::EngineGames(running).into());
    }
    Ok(guard)
}

/// Admits the engine's first search when `room`'s engine is to move at once against a
/// person (a game of engines only plays on the server's account).
pub(super) fn first_search(
    hub: &Hub,
    room: &Room,
    client: Client,
) -> Result<Option<Ticket>, Error> {
    match room.engine_to_move() {
        Some(_) if !room.engines_only() => Ok(Some(hub.engine.admit(client)?)),
        _ => Ok(None),
    }
}

/// Creates a game for `client`; the creator takes the first human seat. Answers the
/// creation body.
pub async fn create(hub: &Arc<Hub>, new: NewGame, client: Client) -> Result<GameCreated, Error> {
    let (created, start) = create_unstarted(hub, new, client).await?;
    start.await;
    Ok(created)
}

/// Creates a game as [`create`] does, with what sets it going (an engine's first move, a
/// team clock) left to the caller, who may first let go of another game's lock.
pub(crate) async fn create_unstarted(
    hub: &Arc<Hub>,
    new: NewGame,
    client: Client,
) -> Result<(GameCreated, flow::Task), Error> {
    if let Some(settings) = new.teams {
        let creator = new.creator.unwrap_or(Side::South);
        return create_team_game(hub, new.rules, new.listed, settings, new.name, creator).await;
    }
    let NewGame {
        rules,
        seats,
        listed,
        creator,
        ..
    } = new;
    // Held until the game is added.
    let _counted = if seats.iter().all(|s| matches!(s, Seat::Engine(_))) {
        Some(check_engine_games(hub).await?)
    } else {
        None
    };
    let id = secret()[..16].to_string();
    let (mut room, mut stored) = Room::create(id.clone(), rules, seats, listed);
    let ticket = first_search(hub, &room, client)?;
    let creator = creator
        .filter(|s| seats[s.index()] == Seat::Human)
        .or_else(|| {
            Side::BOTH
                .into_iter()
                .find(|s| seats[s.index()] == Seat::Human)
        });
    let token = creator.map(|side| {
        let token = secret();
        let hash = token_hash(&token);
        room.seat(side, hash.clone());
        stored.token_hashes[side.index()] = Some(hash);
        stored.invites[side.index()] = None;
        token
    });
    hub.write(move |s| s.create(&stored, now_ms())).await?;
    let invite = Side::BOTH.into_iter().find_map(|s| {
        room.invites[s.index()]
            .as_ref()
            .map(|code| GameInvite::new(&id, s, code))
    });
    let state = protocol_state(&room);
    hub.add(room);
    let start = flow::start(hub.clone(), id.clone(), ticket);
    let created = GameCreated {
        id,
        seat: creator.map(SideName::from),
        seat_token: token,
        member: None,
        invite,
        team_invites: None,
        state,
    };
    Ok((created, start))
}

/// Creates a team game: both sides are teams; the creator is the first member and sower
/// of side `creator`'s team.
async fn create_team_game(
    hub: &Arc<Hub>,
    rules: Rules,
    listed: bool,
    settings: TeamSettings,
    name: Option<String>,
    creator: Side,
) -> Result<(GameCreated, flow::Task), Error> {
    let id = secret()[..16].to_string();
    let (mut room, mut stored) = Room::create(id.clone(), rules, [Seat::Human; 2], listed);
    room.invites = [None, None];
    stored.invites = [None, None];
    let now = now_ms();
    let mut teams = Teams::new(id.clone(), settings, [secret(), secret()], now);
    let token = secret();
    let name = name.unwrap_or_else(|| "Member 1".to_string());
    let member = teams
        .add_member(creator, name, Some(token_hash(&token)), None, now)?
        .member;
    let stored_teams = teams.clone();
    hub.write(move |s| s.create_team_game(&stored, now, &stored_teams))
        .await?;
    let invites = TeamInvites {
        south: GameInvite::new(&id, Side::South, &teams.teams[0].invite),
        north: GameInvite::new(&id, Side::North, &teams.teams[1].invite),
    };
    room.teams = Some(teams);
    let state = protocol_state(&room);
    hub.add(room);
    let start = flow::start(hub.clone(), id.clone(), None);
    let invite = match creator {
        Side::South => invites.north.clone(),
        Side::North => invites.south.clone(),
    };
    let created = GameCreated {
        id,
        seat: Some(creator.into()),
        seat_token: Some(token),
        member: Some(member.id),
        invite: Some(invite),
        team_invites: Some(invites),
        state,
    };
    Ok((created, start))
}

/// The game for anyone.
pub async fn view(hub: &Hub, id: &str) -> Result<GameView, Error> {
    Ok(GameView::of(
        &hub.game(id).await?.lock().await.room,
        now_ms(),
    ))
}

/// Takes the seat (or in a team game a place in the team) that invitation `code` opens.
pub async fn join(
    hub: &Arc<Hub>,
    id: &str,
    code: &str,
    name: Option<String>,
) -> Result<GameJoined, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    if slot.room.teams.is_some() {
        let joined = add_person(hub, &mut slot, name, code, None).await?;
        drop(slot);
        if joined.clock_started && hub.keeps(id).await {
            flow::start_turn(hub.clone(), id.to_string());
        }
        // In a game of a team series, the series shows the newcomer too.
        series_book::on_teams_changed(hub, id).await;
        return Ok(GameJoined {
            id: id.to_string(),
            seat: joined.member.side.into(),
            seat_token: joined.token,
            member: Some(joined.member.id),
            sower: Some(joined.sower),
        });
    }
    let mut reloaded = false;
    let (side, token) = loop {
        let side = slot.room.invited_side(code, now_ms())?;
        let token = secret();
        let hash = token_hash(&token);
        let (game_id, stored_hash) = (id.to_string(), hash.clone());
        let written = hub
            .write(move |s| s.take_seat(&game_id, side.index(), &stored_hash))
            .await;
        if again(hub, &mut slot, &mut reloaded, written)
            .await?
            .is_some()
        {
            slot.room.seat(side, hash);
            break (side, token);
        }
    };
    slot.publish();
    Ok(GameJoined {
        id: id.to_string(),
        seat: side.into(),
        seat_token: token,
        member: None,
        sower: None,
    })
}

/// Plays the move written `text` for the side `token` acts for; the engine's reply, if
/// due, is admitted for `client` first.
pub async fn play(
    hub: &Arc<Hub>,
    id: &str,
    token: &str,
    text: &str,
    client: Client,
) -> Result<MoveAnswer, Error> {
    let game = hub.game(id).await?;
    let (view, ticket) = {
        let mut slot = game.lock().await;
        let (mut reloaded, mut seats_reloaded) = (false, false);
        loop {
            let checked = slot
                .room
                .acting_side(token)
                .and_then(|side| slot.room.check_move(side, text));
            let mv = match checked {
                // A seat taken on another process sharing the database (the token's own,
                // or the opponent's) may not have reached this one yet: load the game
                // again, once, before refusing.
                Err(GameError::NoSeat | GameError::OpponentNotJoined) if !seats_reloaded => {
                    seats_reloaded = true;
                    room_ops::reload(hub, &mut slot).await?;
                    continue;
                }
                checked => checked?,
            };
            let next = slot.room.game.position().play(mv).map(|p| p.to_move());
            let ticket = match next {
                Ok(next) if matches!(slot.room.seats[next.index()], Seat::Engine(_)) => {
                    Some(hub.engine.admit(client)?)
                }
                _ => None,
            };
            let stored = super::room_ops::store_and_play(hub, &mut slot, mv).await;
            if again(hub, &mut slot, &mut reloaded, stored)
                .await?
                .is_some()
            {
                break (MoveAnswer::of(&slot.room), ticket);
            }
        }
    };
    flow::after_move(hub.clone(), id.to_string(), ticket).await;
    Ok(view)
}

/// The side `token` acts for resigns.
pub async fn resign(hub: &Arc<Hub>, id: &str, token: &str) -> Result<GameView, Error> {
    let game = hub.game(id).await?;
    let view = {
        let mut slot = game.lock().await;
        let mut reloaded = false;
        loop {
            let side = slot.room.acting_side(token)?;
            slot.room.check_resign()?;
            let (game_id, ply) = (id.to_string(), slot.room.game.moves_played());
            let written = hub
                .write(move |s| s.set_resigned(&game_id, side.name(), ply))
                .await;
            if again(hub, &mut slot, &mut reloaded, written)
                .await?
                .is_some()
            {
                slot.room.resigned = Some(side);
                slot.publish();
                break GameView::of(&slot.room, now_ms());
            }
        }
    };
    flow::after_move(hub.clone(), id.to_string(), None).await;
    Ok(view)
}

/// Takes back the engine's reply and the seat's own last move.
pub async fn undo(hub: &Arc<Hub>, id: &str, token: &str) -> Result<GameView, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let mut reloaded = false;
    loop {
        // A game of a series (named with it in the store) counts once over: no undo then.
        let counted = slot.room.series.is_some();
        let back = slot.room.undone(token, counted)?;
        if slot.engine_busy {
            return Err(GameError::EngineThinking.into());
        }
        let (game_id, from) = (id.to_string(), back.moves_played());
        let ply = slot.room.game.moves_played();
        let written = hub
            .write(move |s| s.truncate_moves(&game_id, from, ply))
            .await;
        if again(hub, &mut slot, &mut reloaded, written)
            .await?
            .is_some()
        {
            slot.room.game = back;
            break;
        }
    }
    slot.publish();
    Ok(GameView::of(&slot.room, now_ms()))
}

/// What a write of a change to the game in `slot` came to: `Some` when it was stored,
/// `None` when it should be checked once more because another process sharing the
/// database changed the game first (the game is then loaded again, once, and what
/// follows from the other change set going); any other failure is the answer.
async fn again<T>(
    hub: &Arc<Hub>,
    slot: &mut Slot,
    reloaded: &mut bool,
    written: Result<T, Error>,
) -> Result<Option<T>, Error> {
    match written {
        Err(Error::Store(e)) if e.is_conflict() && !*reloaded => {
            *reloaded = true;
            room_ops::reload(hub, slot).await?;
            tokio::spawn(flow::after_move(hub.clone(), slot.room.id.clone(), None));
            Ok(None)
        }
        written => written.map(Some),
    }
}

/// Open invitations, games in progress and open series, each list in order of id, a
/// page of each with its total.
pub async fn lobby(hub: &Hub, page: Page) -> LobbyPage {
    Lobby::gather(hub).await.page(page)
}

/// A game record to download.
pub struct RecordFile {
    /// The record's text.
    pub body: String,
    /// Its media type.
    pub kind: &'static str,
    /// The file name offered.
    pub name: String,
}

/// The game as a record: JSON or text.
pub async fn record(hub: &Hub, id: &str, json: bool) -> Result<RecordFile, Error> {
    let game = hub.game(id).await?;
    let slot = game.lock().await;
    let room = &slot.room;
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
            .map_err(|e| Error::Internal(e.to_string()))?;
        record
            .extra_tags
            .push(("Termination".to_string(), "resignation".to_string()));
    }
    record
        .extra_tags
        .push(("Site".to_string(), format!("game {id}")));
    if room
        .seats
        .iter()
        .any(|seat| matches!(seat, Seat::Engine(level) if *level < 10))
    {
        // The seed levels 1 to 9 drew from (ply 0's; each ply's is derived from it).
        record.set_engine_seed(room.engine_seed(0));
    }
    Ok(if json {
        RecordFile {
            body: record.to_json(),
            kind: "application/json",
            name: format!("mancala-{id}.json"),
        }
    } else {
        RecordFile {
            body: record.to_text(),
            kind: "text/plain; charset=utf-8",
            name: format!("mancala-{id}.txt"),
        }
    })
}

/// The game's view now and its updates from now on.
pub async fn follow(hub: &Hub, id: &str) -> Result<(String, broadcast::Receiver<String>), Error> {
    let game = hub.game(id).await?;
    let slot = game.lock().await;
    Ok((
        GameView::of(&slot.room, now_ms()).text(),
        slot.updates.subscribe(),
    ))
}

/// A team member following its team on the game's WebSocket: its number, its team's
/// updates, and the first answer `{"you", "team"}`; it counts as present until
/// [`member_left`].
pub async fn member_follows(
    hub: &Hub,
    id: &str,
    token: &str,
) -> Result<(u32, broadcast::Receiver<String>, TeamAnswer), String> {
    let game = hub.find(id).ok_or("the game is gone")?;
    let mut slot = game.lock().await;
    let slot = &mut *slot;
    let Some(teams) = slot.room.teams.as_mut() else {
        return Err("this is not a team game".to_string());
    };
    let Some(member) = teams.member_by_token(token).cloned() else {
        return Err(mancala_domain::teams::TeamError::NotMember.to_string());
    };
    teams.seen(member.id, now_ms(), 1);
    let updates = slot.team_updates[member.side.index()].subscribe();
    let answer = TeamAnswer::of(teams, member.id, member.side);
    Ok((member.id, updates, answer))
}

/// A member's WebSocket closed.
pub async fn member_left(hub: &Hub, id: &str, member: u32) {
    if let Some(game) = hub.find(id) {
        if let Some(teams) = game.lock().await.room.teams.as_mut() {
            teams.seen(member, now_ms(), -1);
        }
    }
}
