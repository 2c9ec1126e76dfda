//! What the series do when their games change: a game that ended is counted and the
//! next one made, teams shown as of the latest game; the lobby's series; start-up.
//!
//! Lock order: the series, then a game; never call these while holding a game.

use std::sync::Arc;

use tokio::sync::MutexGuard;

use super::state::{plausible_id, Error, Game, Hub, SeriesState};
use super::views::LobbySeries;
use mancala_domain::room::Room;
use mancala_domain::series::{GameEnd, Player, Series};
use mancala_domain::token::now_ms;
use mancala_store::NewSeriesGame;

/// Records the end of game `id` in its series (when it belongs to one and has just
/// ended) and, unless a player has reached the target, makes the next game with sides
/// swapped (in a team series with the same teams). Returns the next game's id and
/// whether it is a team game. Calling it again for the same game does nothing.
pub async fn advance(hub: &Arc<Hub>, id: &str) -> Result<Option<(String, bool)>, Error> {
    let mut state = hub.series.lock().await;
    let Some(series) = state.book.of_game(id) else {
        return Ok(None);
    };
    let Some(index) = series.current_index().filter(|&i| series.games[i].id == id) else {
        return Ok(None);
    };
    let Some(game) = hub.find(id) else {
        return Ok(None);
    };
    let slot = game.lock().await;
    let Some(end) = GameEnd::of(&slot.room, series.games[index].south) else {
        return Ok(None);
    };
    let result =
        serde_json::to_string(&end).map_err(|e| Error::Internal(format!("series result: {e}")))?;
    let now = now_ms();
    let next = series
        .finish_game(index, end, slot.room.teams.as_ref(), now)
        .map_err(Error::Internal)?;
    drop(slot);
    let south = Player::south_in(index + 1);
    let series_id = series.id.clone();
    let stored = next
        .as_ref()
        .map(|(room, record)| (record.clone(), room.teams.clone()));
    let written = hub
        .write(move |s| {
            let next = stored.as_ref().map(|(record, teams)| NewSeriesGame {
                game: record,
                south: south.name(),
                teams: teams.as_ref(),
            });
            s.finish_series_game(&series_id, index, &result, next, now)
        })
        .await;
    let key = series_id_of(id, &state.book.by_game)?;
    let series = state
        .book
        .series
        .get_mut(&key)
        .ok_or_else(|| Error::Internal(format!("the series of game {id} is gone")))?;
    if let Err(e) = written {
        // Not stored: as if it had not happened (a later call tries again).
        series.games[index].result = None;
        return Err(e);
    }
    let series_id = series.id.clone();
    let created = match next {
        Some((room, _)) => {
            series.push_game(&room);
            let (game, team_game) = (room.id.clone(), room.teams.is_some());
            state.book.by_game.insert(game.clone(), series_id.clone());
            add_linked(hub, room).await;
            Some((game, team_game))
        }
        None => None,
    };
    // Changed here: once over, it stays a while in memory.
    state.touch(&series_id);
    state.publish(&series_id);
    Ok(created)
}

fn series_id_of(
    game: &str,
    by_game: &std::collections::HashMap<String, String>,
) -> Result<String, Error> {
    by_game
        .get(game)
        .cloned()
        .ok_or_else(|| Error::Internal(format!("game {game} has no series")))
}

/// After the teams of game `id` changed (a member joined by the game's link, an engine
/// member was added, the sower changed): a team series shows its teams as of its
/// latest game.
pub async fn on_teams_changed(hub: &Hub, id: &str) {
    let mut state = hub.series.lock().await;
    let Some(series) = state.book.of_game(id) else {
        return;
    };
    let Some(index) = series.games.iter().position(|g| g.id == id) else {
        return;
    };
    if index + 1 != series.games.len() {
        return;
    }
    let Some(game) = hub.find(id) else { return };
    let slot = game.lock().await;
    let changed = match (series.teams.as_mut(), slot.room.teams.as_ref()) {
        (Some(mirror), Some(teams)) => mirror.sync(teams, Series::side_in(index, Player::A)),
        _ => false,
    };
    drop(slot);
    let series_id = series.id.clone();
    if changed {
        state.publish(&series_id);
    }
}

/// The series with series `id` in the book, read from the store when it rests there (a
/// series that is over, or one another process made and this one has not heard of);
/// `NoSeries` when there is no such series. The series stays in the book while the lock
/// answered is held, and a while after ([`SeriesState::let_go_over`]).
pub async fn ensure<'a>(hub: &'a Hub, id: &str) -> Result<MutexGuard<'a, SeriesState>, Error> {
    let no_series = || Error::NoSeries(id.to_string());
    loop {
        let generation = {
            let mut state = hub.series.lock().await;
            if state.book.series.contains_key(id) {
                state.touch(id);
                return Ok(state);
            }
            state.let_go_count
        };
        if !plausible_id(id) {
            return Err(no_series());
        }
        let record = {
            let _turn = hub.store_read_turn().await?;
            let series_id = id.to_string();
            hub.write(move |s| s.load_one_series(&series_id)).await?
        };
        let record = record.ok_or_else(no_series)?;
        let mut series = Series::restore(record).map_err(Error::Internal)?;
        // The games read are held until the series is in the book (which keeps its
        // current game from being let go of).
        let _held = link_games(hub, &mut series, true).await?;
        let mut state = hub.series.lock().await;
        // A copy that came meanwhile (from another process's change) is as new...
        if state.book.series.contains_key(id) {
            state.touch(id);
            return Ok(state);
        }
        // ...and one that came and went again may be newer than this read: read again.
        if state.let_go_count == generation {
            state.insert(series);
            return Ok(state);
        }
    }
}

/// The lobby's open series invitations: series listed there, not over, with a player to join.
pub async fn lobby(hub: &Hub) -> Vec<LobbySeries> {
    let state = hub.series.lock().await;
    let now = now_ms();
    let mut open: Vec<LobbySeries> = state
        .book
        .series
        .values()
        .filter_map(|s| LobbySeries::of(s, now))
        .collect();
    open.sort_by(|a, b| a.id.cmp(&b.id));
    open
}

/// Restores the series in play (after the games are restored; one that is over rests in
/// the store until asked for, [`ensure`]); returns their games in progress, any of which
/// may have ended just before the server stopped.
pub async fn restore(hub: &Hub) -> Result<Vec<String>, String> {
    let stored = hub
        .write(|s| s.load_series_in_play())
        .await
        .map_err(|e| e.to_string())?;
    let mut due = Vec::new();
    let mut state = hub.series.lock().await;
    for s in stored {
        let mut series = Series::restore(s)?;
        link_games(hub, &mut series, true)
            .await
            .map_err(|e| e.to_string())?;
        if let Some(current) = series.current() {
            due.push(current.to_string());
        }
        state.insert(series);
    }
    state.report_size();
    Ok(due)
}

/// Links `series` with its games: the games in memory learn their series, and a team
/// series shows the teams of its latest game. The games it holds ([`Series::games_held`])
/// are read from the store when missing (with `read`); the others are linked only when
/// in memory: a finished game rests in the store, read with its series' id when asked
/// for. The games linked are answered.
pub async fn link_games(hub: &Hub, series: &mut Series, read: bool) -> Result<Vec<Game>, Error> {
    let held = series.games_held();
    let mut linked = Vec::new();
    for (i, game) in series.games.iter().enumerate() {
        let found = if read && held.contains(&i) {
            // Read now if it is not in memory (or was made by another process since).
            Some(hub.game(&game.id).await.map_err(|e| match e {
                Error::NoGame(_) => Error::Internal(format!(
                    "series {} lists game {} that is not stored",
                    series.id, game.id
                )),
                e => e,
            })?)
        } else {
            hub.find(&game.id)
        };
        let Some(found) = found else { continue };
        let mut slot = found.lock().await;
        slot.room.series = Some(series.id.clone());
        // A team series: its games' team links lead to the series, whose view shows the
        // teams of its latest game.
        if let Some(mirror) = series.teams.as_mut() {
            let teams = slot.room.teams.as_mut().ok_or_else(|| {
                Error::Internal(format!(
                    "game {} of team series {} has no teams",
                    game.id, series.id
                ))
            })?;
            teams.series_id = Some(series.id.clone());
            mirror.sync(teams, Series::side_in(i, Player::A));
        }
        drop(slot);
        linked.push(found);
    }
    Ok(linked)
}

/// Adds a new series with its first game (already stored).
pub async fn add_series(hub: &Hub, series: Series, first: Room) {
    let mut state = hub.series.lock().await;
    add_linked(hub, first).await;
    state.insert(series);
}

/// Adds a series' new game, stored already. A copy a request read from the store in the
/// meantime ([`Hub::game`]) knows nothing of its series: it is given the links instead.
async fn add_linked(hub: &Hub, room: Room) {
    let series = room.series.clone();
    let team_series = room.teams.as_ref().and_then(|t| t.series_id.clone());
    if let (found, false) = hub.add(room) {
        let mut slot = found.lock().await;
        slot.room.series = series;
        if let Some(teams) = slot.room.teams.as_mut() {
            teams.series_id = team_series;
        }
    }
}
