//! Rows the SQLite store's modules write alike (games, moves, teams, a series player's
//! code), each within the caller's transaction. A leaf: it uses no other store module
//! but the store's own types, so `sqlite`, `sqlite_teams` and `sqlite_series` import it
//! and never each other in a circle.

use mancala_rules::Side;
use rusqlite::{params, Connection, OptionalExtension};

use super::StoreError;
use mancala_domain::room::GameRecord;
use mancala_domain::teams::{Member, Teams};

/// The two sides' names as stored.
pub(crate) const SIDES: [&str; 2] = ["south", "north"];

/// The two players' names as stored.
pub(crate) const PLAYERS: [&str; 2] = ["a", "b"];

/// Checks (within the caller's transaction) that game `id` is as its writer saw it:
/// exactly `ply` moves and no resignation; otherwise a conflict.
pub(crate) fn expect_ply(db: &Connection, id: &str, ply: usize) -> Result<(), StoreError> {
    let (resigned, stored): (Option<String>, i64) = db
        .query_row(
            "SELECT resigned, (SELECT COUNT(*) FROM moves WHERE game_id = ?1)
             FROM games WHERE id = ?1",
            params![id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?
        .ok_or_else(|| StoreError::from_message(format!("no stored game {id}")))?;
    super::expect_ply(id, resigned.as_deref(), stored, ply)
}

/// Appends move `mv` at `ply`, played at `at` (ms since the epoch), when the game has
/// exactly `ply` moves and no resignation (within the caller's transaction); otherwise a
/// conflict.
pub(crate) fn insert_move(
    db: &Connection,
    id: &str,
    ply: usize,
    mv: &str,
    at: i64,
) -> Result<(), StoreError> {
    expect_ply(db, id, ply)?;
    db.execute(
        "INSERT INTO moves (game_id, ply, mv, played) VALUES (?1, ?2, ?3, ?4)",
        params![id, ply as i64, mv, at],
    )?;
    Ok(())
}

/// Inserts a game and its seats (within the caller's transaction).
pub(crate) fn insert_game(
    db: &Connection,
    game: &GameRecord,
    created: i64,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO games (id, start, south, north, resigned, created, listed) VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6)",
        params![game.id, game.start, game.players[0], game.players[1], created, game.listed],
    )?;
    for (i, side) in SIDES.iter().enumerate() {
        db.execute(
            "INSERT INTO seats (game_id, side, token_hash, invite) VALUES (?1, ?2, ?3, ?4)",
            params![game.id, side, game.token_hashes[i], game.invites[i]],
        )?;
    }
    Ok(())
}

/// Stores the teams of a new game `id` (within the caller's transaction): settings,
/// both teams with their codes and sowers, and the members.
pub(crate) fn insert_teams(db: &Connection, id: &str, teams: &Teams) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO team_games (game_id, settings, turn_started) VALUES (?1, ?2, ?3)",
        params![id, teams.settings.to_json(), teams.turn_started],
    )?;
    for side in Side::BOTH {
        let team = &teams.teams[side.index()];
        db.execute(
            "INSERT INTO teams (game_id, side, invite, sower, next_proposal) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, side.name(), team.invite, team.sower, team.next_proposal],
        )?;
    }
    for m in &teams.members {
        insert_member(db, id, m)?;
    }
    Ok(())
}

/// Stores member `m` of game `id` (within the caller's transaction).
pub(crate) fn insert_member(tx: &Connection, id: &str, m: &Member) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO members (game_id, id, side, name, token_hash, engine) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![id, m.id, m.side.name(), m.name, m.token_hash, m.engine],
    )?;
    Ok(())
}

/// Renews a team series player's invitation code (within the caller's transaction).
pub(crate) fn set_invite(
    db: &Connection,
    id: &str,
    player: usize,
    invite: &str,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE series_players SET invite = ?3 WHERE series_id = ?1 AND player = ?2",
        params![id, PLAYERS[player], invite],
    )?;
    Ok(())
}
