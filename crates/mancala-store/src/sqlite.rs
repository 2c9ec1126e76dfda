//! The SQLite store: games, seats and moves here; team games in `sqlite_teams`, match
//! series in `sqlite_series`. Every multi-row change is one transaction.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{params, Connection, OpenFlags, OptionalExtension};

use super::sqlite_rows::{expect_ply, insert_game, insert_move, SIDES};
use super::{
    GameStore, Selection, SelectionParam, SharedStore, StoreError, ACTIVE_GAME_IDS, LAST_ACTIVITY,
};
use mancala_domain::room::GameRecord;
use mancala_domain::series::SeriesRecord;

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::ConstraintViolation) => StoreError::conflict(e.to_string()),
            _ => StoreError::from_message(e.to_string()),
        }
    }
}

/// The SQLite database.
pub struct SqliteStore {
    db: Mutex<Connection>,
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `path`, bringing its tables to the newest
    /// schema (see `sqlite_schema`).
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let mut db = Connection::open(path)?;
        db.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")?;
        super::sqlite_schema::migrate(&mut db)?;
        let store = SqliteStore { db: Mutex::new(db) };
        Ok(store)
    }

    /// Opens the server database at `path` to read it only: nothing in the file is created
    /// or changed, and a file that is not a server database is refused.
    pub fn open_read_only(path: &Path) -> Result<SqliteStore, StoreError> {
        let db = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        let has_games = db
            .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'")
            .and_then(|mut found| found.exists([]))
            .map_err(|e| {
                let what = match e.sqlite_error_code() {
                    Some(rusqlite::ErrorCode::NotADatabase) => "not a SQLite database: ",
                    _ => "",
                };
                StoreError::from_message(format!("{}: {what}{e}", path.display()))
            })?;
        if !has_games {
            return Err(StoreError::from_message(format!(
                "{}: not a mancala server database (it has no games table)",
                path.display()
            )));
        }
        Ok(SqliteStore { db: Mutex::new(db) })
    }

    pub(crate) fn db(&self) -> Result<std::sync::MutexGuard<'_, Connection>, StoreError> {
        self.db
            .lock()
            .map_err(|_| StoreError::from_message("the database lock was poisoned".to_string()))
    }
}

impl GameStore for SqliteStore {
    /// Stores a new game with its seats.
    fn create(&self, game: &GameRecord, created: i64) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        insert_game(&tx, game, created)?;
        tx.commit()?;
        Ok(())
    }

    /// Gives a seat its token and uses up its invitation, unless it has a token already.
    fn take_seat(&self, id: &str, side: usize, token_hash: &str) -> Result<(), StoreError> {
        let changed = self.db()?.execute(
            "UPDATE seats SET token_hash = ?3, invite = NULL
             WHERE game_id = ?1 AND side = ?2 AND token_hash IS NULL",
            params![id, SIDES[side], token_hash],
        )?;
        super::seat_taken(changed as u64, id)
    }

    /// Appends a move at ply index `ply` (0 for the first move of the game), refused as a
    /// conflict unless the game has exactly `ply` moves.
    fn add_move(&self, id: &str, ply: usize, mv: &str, at: i64) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        insert_move(&tx, id, ply, mv, at)?;
        tx.commit()?;
        Ok(())
    }

    /// Deletes the moves from ply index `from` on (an undo) of the game seen at `ply`.
    fn truncate_moves(&self, id: &str, from: usize, ply: usize) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        expect_ply(&tx, id, ply)?;
        tx.execute(
            "DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2",
            params![id, from as i64],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Links game `id` to its rematch, unless it has one.
    fn set_rematch(&self, id: &str, rematch: &str) -> Result<(), StoreError> {
        let changed = self.db()?.execute(
            "UPDATE games SET rematch = ?2 WHERE id = ?1 AND rematch IS NULL",
            params![id, rematch],
        )?;
        super::rematch_set(changed as u64, id)
    }

    /// Records that `side` resigned the game seen at `ply`.
    fn set_resigned(&self, id: &str, side: &str, ply: usize) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        expect_ply(&tx, id, ply)?;
        tx.execute(
            "UPDATE games SET resigned = ?2 WHERE id = ?1",
            params![id, side],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Every stored game, oldest first.
    fn load_all(&self) -> Result<Vec<GameRecord>, StoreError> {
        load_games(&*self.db()?, Selection::All)
    }

    fn active_game_ids(&self, since: i64) -> Result<Vec<String>, StoreError> {
        let db = self.db()?;
        let mut stmt = db.prepare(ACTIVE_GAME_IDS)?;
        let ids = stmt.query_map(params![since], |r| r.get(0))?;
        Ok(ids.collect::<Result<_, _>>()?)
    }

    fn load_active(&self, since: i64) -> Result<Vec<GameRecord>, StoreError> {
        load_games(&*self.db()?, Selection::ActiveSince(since))
    }

    fn last_activity(&self) -> Result<Option<i64>, StoreError> {
        Ok(self.db()?.query_row(LAST_ACTIVITY, [], |r| r.get(0))?)
    }
}

/// One process owns a SQLite file: nothing is announced and every lease is this process's.
impl SharedStore for SqliteStore {
    fn load_game(&self, id: &str) -> Result<Option<GameRecord>, StoreError> {
        Ok(load_games(&*self.db()?, Selection::One(id))?.pop())
    }

    fn load_one_series(&self, id: &str) -> Result<Option<SeriesRecord>, StoreError> {
        Ok(super::sqlite_series::load_series(&*self.db()?, super::SeriesSelection::One(id))?.pop())
    }
}

/// The games `which` selects as stored, with seats and moves, oldest first.
fn load_games(db: &Connection, which: Selection<'_>) -> Result<Vec<GameRecord>, StoreError> {
    use rusqlite::types::Value;
    let mut games = Vec::new();
    let (query, param) = which.query();
    let param = param.map(|p| match p {
        SelectionParam::Id(id) => Value::Text(id),
        SelectionParam::Time(t) => Value::Integer(t),
    });
    let mut stmt = db.prepare(&query)?;
    let rows = stmt.query_map(rusqlite::params_from_iter(param), |r| {
        Ok(GameRecord {
            id: r.get(0)?,
            start: r.get(1)?,
            players: [r.get(2)?, r.get(3)?],
            resigned: r.get(4)?,
            token_hashes: [None, None],
            invites: [None, None],
            moves: Vec::new(),
            listed: r.get(5)?,
            created: r.get(6)?,
            last_move_at: None,
            rematch: r.get(7)?,
            series: r.get(8)?,
        })
    })?;
    for row in rows {
        games.push(row?);
    }
    for game in &mut games {
        for (i, side) in SIDES.iter().enumerate() {
            let seat: Option<(Option<String>, Option<String>)> = db
                .query_row(
                    "SELECT token_hash, invite FROM seats WHERE game_id = ?1 AND side = ?2",
                    params![game.id, side],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            if let Some((token, invite)) = seat {
                game.token_hashes[i] = token;
                game.invites[i] = invite;
            }
        }
        let mut stmt = db.prepare("SELECT mv FROM moves WHERE game_id = ?1 ORDER BY ply")?;
        let moves = stmt.query_map(params![game.id], |r| r.get::<_, String>(0))?;
        for mv in moves {
            game.moves.push(mv?);
        }
        game.last_move_at = db.query_row(
            "SELECT MAX(played) FROM moves WHERE game_id = ?1",
            params![game.id],
            |r| r.get(0),
        )?;
    }
    Ok(games)
}
