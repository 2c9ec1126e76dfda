//! Rows the PostgreSQL store's modules read and write alike (typed columns, games and
//! moves under their row's lock, teams, series, a series player's code), each within the
//! caller's transaction or connection. A leaf: it uses no other store module but the
//! store's own types, so `postgres`, `postgres_teams`, `postgres_series` and
//! `postgres_studies` import it and never each other in a circle.

use ::postgres::{Client, Row, Transaction};
use mancala_rules::Side;

use super::{SeriesSelection, StoreError};
use mancala_domain::room::GameRecord;
use mancala_domain::series::{SeriesGameRecord, SeriesRecord};
use mancala_domain::teams::{Member, Teams};

/// The two sides' names as stored.
pub(crate) const SIDES: [&str; 2] = ["south", "north"];

/// The two players' names as stored.
pub(crate) const PLAYERS: [&str; 2] = ["a", "b"];

/// A column of a row, its type checked (never a panic on what the database holds).
pub(crate) fn col<'a, T: ::postgres::types::FromSql<'a>>(
    row: &'a Row,
    i: usize,
) -> Result<T, StoreError> {
    Ok(row.try_get(i)?)
}

/// A stored number that must fit a `u32`.
pub(crate) fn small(n: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(n).map_err(|_| StoreError::from_message(format!("bad stored {what}: {n}")))
}

/// Locks game `id`'s row for the rest of the transaction; an error when there is no such game.
pub(crate) fn lock_game(tx: &mut Transaction<'_>, id: &str) -> Result<(), StoreError> {
    match tx.query_opt("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", &[&id])? {
        Some(_) => Ok(()),
        None => Err(StoreError::from_message(format!("no stored game {id}"))),
    }
}

/// Locks game `id`'s row (within the caller's transaction) and checks that the game is
/// as its writer saw it: exactly `ply` moves and no resignation; otherwise a conflict.
pub(crate) fn lock_game_at(
    tx: &mut Transaction<'_>,
    id: &str,
    ply: usize,
) -> Result<(), StoreError> {
    let row = tx
        .query_opt(
            "SELECT resigned FROM games WHERE id = $1 FOR UPDATE",
            &[&id],
        )?
        .ok_or_else(|| StoreError::from_message(format!("no stored game {id}")))?;
    let resigned: Option<String> = col(&row, 0)?;
    let stored: i64 = col(
        &tx.query_one("SELECT COUNT(*) FROM moves WHERE game_id = $1", &[&id])?,
        0,
    )?;
    super::expect_ply(id, resigned.as_deref(), stored, ply)
}

/// Appends move `mv` at `ply`, played at `at` (ms since the epoch), when game `id` has
/// exactly `ply` moves and no resignation, under a lock on the game's row (within the
/// caller's transaction); otherwise a conflict.
pub(crate) fn insert_move(
    tx: &mut Transaction<'_>,
    id: &str,
    ply: usize,
    mv: &str,
    at: i64,
) -> Result<(), StoreError> {
    lock_game_at(tx, id, ply)?;
    tx.execute(
        "INSERT INTO moves (game_id, ply, mv, played) VALUES ($1, $2, $3, $4)",
        &[&id, &(ply as i64), &mv, &at],
    )?;
    Ok(())
}

/// Inserts a game and its seats (within the caller's transaction).
pub(crate) fn insert_game(
    tx: &mut Transaction<'_>,
    game: &GameRecord,
    created: i64,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO games (id, start, south, north, resigned, created, listed) VALUES ($1, $2, $3, $4, NULL, $5, $6)",
        &[&game.id, &game.start, &game.players[0], &game.players[1], &created, &game.listed],
    )?;
    for (i, side) in SIDES.iter().enumerate() {
        tx.execute(
            "INSERT INTO seats (game_id, side, token_hash, invite) VALUES ($1, $2, $3, $4)",
            &[&game.id, side, &game.token_hashes[i], &game.invites[i]],
        )?;
    }
    Ok(())
}

/// Series as stored with their players and games: those `which` selects, oldest first.
pub(crate) fn load_series(
    client: &mut Client,
    which: SeriesSelection<'_>,
) -> Result<Vec<SeriesRecord>, StoreError> {
    let mut all = Vec::new();
    let (filter, id) = which.filter();
    let query = format!(
        "SELECT id, start, target, listed, teams, created FROM series {filter}
         ORDER BY created, id"
    );
    let rows = match &id {
        Some(id) => client.query(&query, &[id])?,
        None => client.query(&query, &[])?,
    };
    for r in &rows {
        all.push(SeriesRecord {
            id: col(r, 0)?,
            start: col(r, 1)?,
            target: small(col(r, 2)?, "series target")?,
            listed: col(r, 3)?,
            teams: col(r, 4)?,
            players: [String::new(), String::new()],
            token_hashes: [None, None],
            invites: [None, None],
            games: Vec::new(),
            created: col(r, 5)?,
        });
    }
    for series in &mut all {
        for (i, player) in PLAYERS.iter().enumerate() {
            let row = client
                .query_opt(
                    "SELECT kind, token_hash, invite FROM series_players WHERE series_id = $1 AND player = $2",
                    &[&series.id, player],
                )?
                .ok_or_else(|| {
                    StoreError::from_message(format!(
                        "series {}: player {player} is missing",
                        series.id
                    ))
                })?;
            series.players[i] = col(&row, 0)?;
            series.token_hashes[i] = col(&row, 1)?;
            series.invites[i] = col(&row, 2)?;
        }
        for r in &client.query(
            "SELECT game_id, south, result FROM series_games WHERE series_id = $1 ORDER BY idx",
            &[&series.id],
        )? {
            series.games.push(SeriesGameRecord {
                id: col(r, 0)?,
                south: col(r, 1)?,
                result: col(r, 2)?,
            });
        }
    }
    Ok(all)
}

/// Stores the teams of a new game `id` (within the caller's transaction): settings,
/// both teams with their codes and sowers, and the members.
pub(crate) fn insert_teams(
    tx: &mut Transaction<'_>,
    id: &str,
    teams: &Teams,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO team_games (game_id, settings, turn_started) VALUES ($1, $2, $3)",
        &[&id, &teams.settings.to_json(), &teams.turn_started],
    )?;
    for side in Side::BOTH {
        let team = &teams.teams[side.index()];
        tx.execute(
            "INSERT INTO teams (game_id, side, invite, sower, next_proposal) VALUES ($1, $2, $3, $4, $5)",
            &[&id, &side.name(), &team.invite, &team.sower.map(i64::from), &i64::from(team.next_proposal)],
        )?;
    }
    for m in &teams.members {
        insert_member(tx, id, m)?;
    }
    Ok(())
}

/// Stores member `m` of game `id` (within the caller's transaction).
pub(crate) fn insert_member(
    tx: &mut Transaction<'_>,
    id: &str,
    m: &Member,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO members (game_id, id, side, name, token_hash, engine) VALUES ($1, $2, $3, $4, $5, $6)",
        &[&id, &i64::from(m.id), &m.side.name(), &m.name, &m.token_hash, &m.engine.map(i64::from)],
    )?;
    Ok(())
}

/// Renews a team series player's invitation code (within the caller's transaction).
pub(crate) fn set_invite(
    tx: &mut Transaction<'_>,
    id: &str,
    player: usize,
    invite: &str,
) -> Result<(), StoreError> {
    let player = PLAYERS
        .get(player)
        .ok_or_else(|| StoreError::from_message(format!("no player {player}")))?;
    tx.execute(
        "UPDATE series_players SET invite = $3 WHERE series_id = $1 AND player = $2",
        &[&id, player, &invite],
    )?;
    Ok(())
}
