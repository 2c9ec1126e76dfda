//! SQLite storage of match series: the series, its two players and its games in order.
//!
//! A series' games are ordinary games (the `games` and `seats` tables); these tables say
//! which games belong to which series, who was South in each, and how each ended. A game
//! of a series and the series row that points to it are written in one transaction, with
//! the game's teams in a series of team games (whose members are those of the game's
//! `members` rows: each game starts with the members of the game before it).

use rusqlite::{params, Connection, OptionalExtension};

use super::sqlite::SqliteStore;
use super::sqlite_rows::{insert_game, insert_teams, PLAYERS};
use super::{NewSeriesGame, SeriesSelection, SeriesStore, StoreError};
use mancala_domain::series::{SeriesGameRecord, SeriesRecord};

impl SeriesStore for SqliteStore {
    /// Stores a new series with its players and its first game.
    fn create_series(
        &self,
        series: &SeriesRecord,
        first: NewSeriesGame<'_>,
        created: i64,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        tx.execute(
            "INSERT INTO series (id, start, target, listed, created, teams) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                series.id,
                series.start,
                series.target,
                series.listed,
                created,
                series.teams
            ],
        )?;
        for (i, player) in PLAYERS.iter().enumerate() {
            tx.execute(
                "INSERT INTO series_players (series_id, player, kind, token_hash, invite) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![series.id, player, series.players[i], series.token_hashes[i], series.invites[i]],
            )?;
        }
        add_game(&tx, &series.id, 0, first, created)?;
        tx.commit()?;
        Ok(())
    }

    /// Records how game `index` of a series ended and, unless the series is over, stores
    /// the next game in the same transaction.
    fn finish_series_game(
        &self,
        series_id: &str,
        index: usize,
        result: &str,
        next: Option<NewSeriesGame<'_>>,
        created: i64,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        let updated = tx.execute(
            "UPDATE series_games SET result = ?3 WHERE series_id = ?1 AND idx = ?2 AND result IS NULL",
            params![series_id, index as i64, result],
        )?;
        if updated == 0 {
            return Err(StoreError::conflict(format!(
                "game {index} of series {series_id} is counted already (or missing)"
            )));
        }
        if let Some(game) = next {
            add_game(&tx, series_id, index + 1, game, created)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Gives a series player its token and uses up its invitation; the player's seat in
    /// the game in progress (`current`: game id and side), if any, takes the token too.
    fn join_series(
        &self,
        series_id: &str,
        player: usize,
        token_hash: &str,
        current: Option<(&str, &str)>,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        tx.execute(
            "UPDATE series_players SET token_hash = ?3, invite = NULL WHERE series_id = ?1 AND player = ?2",
            params![series_id, PLAYERS[player], token_hash],
        )?;
        if let Some((game_id, side)) = current {
            tx.execute(
                "UPDATE seats SET token_hash = ?3, invite = NULL WHERE game_id = ?1 AND side = ?2",
                params![game_id, side, token_hash],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every stored series with its players and games, oldest first.
    fn load_series(&self) -> Result<Vec<SeriesRecord>, StoreError> {
        load_series(&*self.db()?, SeriesSelection::All)
    }

    fn load_series_in_play(&self) -> Result<Vec<SeriesRecord>, StoreError> {
        load_series(&*self.db()?, SeriesSelection::InPlay)
    }

    fn series_in_play_ids(&self) -> Result<Vec<String>, StoreError> {
        let db = self.db()?;
        let mut stmt = db.prepare(super::SERIES_IN_PLAY_IDS)?;
        let ids = stmt.query_map([], |r| r.get(0))?;
        Ok(ids.collect::<Result<_, _>>()?)
    }
}

/// Series as stored, with players and games: those `which` selects, oldest first.
pub(super) fn load_series(
    db: &Connection,
    which: SeriesSelection<'_>,
) -> Result<Vec<SeriesRecord>, StoreError> {
    let mut all = Vec::new();
    {
        // A statement for each selection, so that one series is found by its key.
        let (filter, id) = which.filter();
        let mut stmt = db.prepare(&format!(
            "SELECT id, start, target, listed, teams, created FROM series {filter}
             ORDER BY created, id"
        ))?;
        let rows = stmt.query_map(rusqlite::params_from_iter(id), |r| {
            Ok(SeriesRecord {
                id: r.get(0)?,
                start: r.get(1)?,
                target: r.get(2)?,
                listed: r.get(3)?,
                teams: r.get(4)?,
                players: [String::new(), String::new()],
                token_hashes: [None, None],
                invites: [None, None],
                games: Vec::new(),
                created: r.get(5)?,
            })
        })?;
        for row in rows {
            all.push(row?);
        }
    }
    for series in &mut all {
        load_players(db, series)?;
        let mut stmt = db.prepare(
            "SELECT game_id, south, result FROM series_games WHERE series_id = ?1 ORDER BY idx",
        )?;
        let games = stmt.query_map(params![series.id], |r| {
            Ok(SeriesGameRecord {
                id: r.get(0)?,
                south: r.get(1)?,
                result: r.get(2)?,
            })
        })?;
        for game in games {
            series.games.push(game?);
        }
    }
    Ok(all)
}

fn load_players(db: &Connection, series: &mut SeriesRecord) -> Result<(), StoreError> {
    for (i, player) in PLAYERS.iter().enumerate() {
        let row: Option<(String, Option<String>, Option<String>)> = db
            .query_row(
                "SELECT kind, token_hash, invite FROM series_players WHERE series_id = ?1 AND player = ?2",
                params![series.id, player],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let (kind, token, invite) = row.ok_or_else(|| {
            StoreError::from_message(format!("series {}: player {player} is missing", series.id))
        })?;
        series.players[i] = kind;
        series.token_hashes[i] = token;
        series.invites[i] = invite;
    }
    Ok(())
}

/// Stores a game, its teams if any, and its place in the series (within the caller's transaction).
fn add_game(
    db: &Connection,
    series_id: &str,
    index: usize,
    new: NewSeriesGame<'_>,
    created: i64,
) -> Result<(), StoreError> {
    insert_game(db, new.game, created)?;
    if let Some(teams) = new.teams {
        insert_teams(db, &new.game.id, teams)?;
    }
    db.execute(
        "INSERT INTO series_games (series_id, idx, game_id, south, result) VALUES (?1, ?2, ?3, ?4, NULL)",
        params![series_id, index as i64, new.game.id, new.south],
    )?;
    Ok(())
}
