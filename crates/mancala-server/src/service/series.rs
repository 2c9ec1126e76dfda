//! The series routes' use cases: create a series with its first game, join it (a player,
//! or a member of a team), view it, follow it.

use std::sync::Arc;

use mancala_rules::{Rules, Side};
use tokio::sync::broadcast;

use super::answers::{SeriesCreated, SeriesInvite, SeriesJoined, SeriesTeamInvites};
use super::engine::Client;
use super::flow;
use super::games::{check_engine_games, first_search};
use super::room_ops::add_person;
use super::series_book;
use super::state::{Error, Hub, SeriesState};
use super::views::{PlayerName, SeriesView, SideName};
use mancala_domain::room::Seat;
use mancala_domain::series::{Player, Series, SeriesError};
use mancala_domain::teams::{TeamSettings, Teams};
use mancala_domain::token::{now_ms, secret, token_hash};
use mancala_store::NewSeriesGame;

/// A series to create, its fields checked.
pub struct NewSeries {
    /// The rules of every game.
    pub rules: Rules,
    /// Wins needed.
    pub target: u32,
    /// Player A's and B's seats.
    pub players: [Seat; 2],
    /// Whether an open invitation is listed in the lobby.
    pub listed: bool,
    /// Team settings, for a series of team games.
    pub teams: Option<TeamSettings>,
    /// The creator's name in a team series.
    pub name: Option<String>,
}

/// Creates a series and its first game for `client`. Answers the creation body.
pub async fn create(
    hub: &Arc<Hub>,
    new: NewSeries,
    client: Client,
) -> Result<SeriesCreated, Error> {
    // Held until the series' first game is added.
    let _counted = if new.players.iter().all(|s| matches!(s, Seat::Engine(_))) {
        Some(check_engine_games(hub).await?)
    } else {
        None
    };
    let id = secret()[..16].to_string();
    let creator_token = new.players.contains(&Seat::Human).then(secret);
    let mut series = Series::new(
        id.clone(),
        new.rules,
        new.target,
        new.players,
        new.listed,
        new.teams,
        creator_token.as_deref().map(token_hash),
    );
    let creator = series.creator();
    let (mut room, stored_game) = series.new_game(0);
    let ticket = first_search(hub, &room, client)?;
    let first = room.id.clone();
    let now = now_ms();
    // A team series: team A (the creator, its sower) is South in the first game.
    let mut member = None;
    if let (Some(settings), Some(token)) = (new.teams, &creator_token) {
        let codes = Player::BOTH.map(|p| series.invites[p.index()].clone().unwrap_or_default());
        let mut teams = Teams::new(first.clone(), settings, codes, now);
        teams.series_id = Some(id.clone());
        let name = new.name.unwrap_or_else(|| "Member 1".to_string());
        let added = teams
            .add_member(Side::South, name, Some(token_hash(token)), None, now)?
            .member;
        member = Some(added.id);
        room.teams = Some(teams);
    }
    let (record, south, teams) = (
        series.record(),
        Player::south_in(0).name(),
        room.teams.clone(),
    );
    hub.write(move |s| {
        s.create_series(
            &record,
            NewSeriesGame {
                game: &stored_game,
                south,
                teams: teams.as_ref(),
            },
            now,
        )
    })
    .await?;
    series.push_game(&room);
    let team_game = room.teams.is_some();
    let link = |p: Player| {
        series.invites[p.index()]
            .as_ref()
            .map(|code| SeriesInvite::new(&id, p, code))
    };
    let (invite, team_invites) = if team_game {
        (
            link(Player::B),
            Some(SeriesTeamInvites {
                a: link(Player::A),
                b: link(Player::B),
            }),
        )
    } else {
        (Player::BOTH.into_iter().find_map(link), None)
    };
    let view = SeriesView::of(&series);
    series_book::add_series(hub, series, room).await;
    flow::start(hub.clone(), first.clone(), ticket).await;
    let team = team_invites.is_some();
    Ok(SeriesCreated {
        id,
        player: creator.map(PlayerName::from),
        token: creator_token,
        invite,
        game: first,
        series: view,
        member: team.then_some(member),
        seat: team.then_some(SideName::South),
        team_invites,
    })
}

/// The series `id` of the book.
fn find<'a>(state: &'a SeriesState, id: &str) -> Result<&'a Series, Error> {
    state
        .book
        .series
        .get(id)
        .ok_or_else(|| Error::NoSeries(id.to_string()))
}

/// The series for anyone.
pub async fn view(hub: &Hub, id: &str) -> Result<SeriesView, Error> {
    let state = series_book::ensure(hub, id).await?;
    Ok(SeriesView::of(find(&state, id)?))
}

/// The series' view now and its updates from now on.
pub async fn follow(hub: &Hub, id: &str) -> Result<(String, broadcast::Receiver<String>), Error> {
    let state = series_book::ensure(hub, id).await?;
    let series = find(&state, id)?;
    let updates = state
        .updates
        .get(id)
        .ok_or_else(|| Error::Internal(format!("series {id} has no channel")))?;
    Ok((SeriesView::of(series).text(), updates.subscribe()))
}

/// Joins a series by invitation `code`: as its player, or as a member of a team.
pub async fn join(
    hub: &Arc<Hub>,
    id: &str,
    code: &str,
    name: Option<String>,
) -> Result<SeriesJoined, Error> {
    let mut state = series_book::ensure(hub, id).await?;
    let series = state
        .book
        .series
        .get_mut(id)
        .ok_or_else(|| Error::NoSeries(id.to_string()))?;
    let player = series.invited(code, now_ms())?;
    if series.teams.is_some() {
        let (joined, clock_started) =
            join_team_series(hub, &mut state, id, player, code, name).await?;
        drop(state);
        // The newcomer gave the second team its first person: the turn clock starts.
        if let Some(game) = joined.game.as_ref().filter(|_| clock_started) {
            if hub.keeps(game).await {
                flow::start_turn(hub.clone(), game.clone());
            }
        }
        return Ok(joined);
    }
    let token = secret();
    let hash = token_hash(&token);
    // The player's seat in the game in progress takes the token too.
    let current = series.current_seat(player);
    let game = current.as_ref().and_then(|(g, _)| hub.find(g));
    let mut slot = match &game {
        Some(game) => Some(game.lock().await),
        None => None,
    };
    let (series_id, stored_hash, stored_current) = (id.to_string(), hash.clone(), current.clone());
    hub.write(move |s| {
        s.join_series(
            &series_id,
            player.index(),
            &stored_hash,
            stored_current.as_ref().map(|(g, s)| (g.as_str(), s.name())),
        )
    })
    .await?;
    let series = state
        .book
        .series
        .get_mut(id)
        .ok_or_else(|| Error::NoSeries(id.to_string()))?;
    series.seat(player, hash.clone());
    if let (Some(slot), Some((_, side))) = (slot.as_mut(), current) {
        slot.room.seat(side, hash);
        slot.publish();
    }
    drop(slot);
    state.publish(id);
    Ok(SeriesJoined {
        id: id.to_string(),
        player: player.into(),
        token,
        member: None,
        seat: None,
        sower: None,
        game: None,
    })
}

/// Joins the team of a team series whose invitation `code` is: the newcomer becomes a
/// member of that team in the game in progress, and so in every later game (each game
/// starts with the members of the one before). With the answer: whether the join
/// started the game's turn clock.
async fn join_team_series(
    hub: &Hub,
    state: &mut SeriesState,
    id: &str,
    player: Player,
    code: &str,
    name: Option<String>,
) -> Result<(SeriesJoined, bool), Error> {
    let series = state
        .book
        .series
        .get_mut(id)
        .ok_or_else(|| Error::NoSeries(id.to_string()))?;
    let index = series.current_index().ok_or(SeriesError::Over)?;
    let game_id = series.games[index].id.clone();
    let game = hub
        .find(&game_id)
        .ok_or_else(|| Error::Internal(format!("the series' game {game_id} is missing")))?;
    let mut slot = game.lock().await;
    let joined = add_person(
        hub,
        &mut slot,
        name,
        code,
        Some((id.to_string(), player.index())),
    )
    .await?;
    if let Some(invite) = &joined.invite {
        // The team's first person joined: its code is renewed for the rest of the series.
        series.invites[player.index()] = Some(invite.clone());
    }
    if let (Some(mirror), Some(teams)) = (series.teams.as_mut(), slot.room.teams.as_ref()) {
        mirror.sync(teams, Series::side_in(index, Player::A));
    }
    drop(slot);
    state.publish(id);
    let clock_started = joined.clock_started;
    let answer = SeriesJoined {
        id: id.to_string(),
        player: player.into(),
        token: joined.token,
        member: Some(joined.member.id),
        seat: Some(joined.member.side.into()),
        sower: Some(joined.sower),
        game: Some(game_id),
    };
    Ok((answer, clock_started))
}
