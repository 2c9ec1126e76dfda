//! The SQLite schema: numbered migrations, the same numbers and names as PostgreSQL's
//! (`postgres_schema`), each run once, in order, in a transaction of its own; the file's
//! `user_version` records the last one run.
//!
//! A file written before the schema was numbered (`user_version` 0 with a `games` table)
//! is brought to migration 6 once by [`adopt_unnumbered`], which adds what such a file may
//! lack; from there on it migrates as any other.

use rusqlite::{Connection, TransactionBehavior};

use crate::schema::{Migration, LOOKUP_INDEXES, SERIES_IN_PLAY_INDEX};
use crate::StoreError;

/// The tables of migration 1: games, seats and moves; team games; series.
const TABLES: &str = "
    CREATE TABLE games (
        id TEXT PRIMARY KEY, start TEXT NOT NULL, south TEXT NOT NULL, north TEXT NOT NULL,
        resigned TEXT, created INTEGER NOT NULL, listed INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE seats (
        game_id TEXT NOT NULL, side TEXT NOT NULL, token_hash TEXT, invite TEXT,
        PRIMARY KEY (game_id, side));
    CREATE TABLE moves (
        game_id TEXT NOT NULL, ply INTEGER NOT NULL, mv TEXT NOT NULL,
        PRIMARY KEY (game_id, ply));
    CREATE TABLE team_games (
        game_id TEXT PRIMARY KEY, settings TEXT NOT NULL, turn_started INTEGER NOT NULL);
    CREATE TABLE teams (
        game_id TEXT NOT NULL, side TEXT NOT NULL, invite TEXT NOT NULL, sower INTEGER,
        next_proposal INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (game_id, side));
    CREATE TABLE members (
        game_id TEXT NOT NULL, id INTEGER NOT NULL, side TEXT NOT NULL, name TEXT NOT NULL,
        token_hash TEXT, engine INTEGER, PRIMARY KEY (game_id, id));
    CREATE TABLE proposals (
        game_id TEXT NOT NULL, id INTEGER NOT NULL, side TEXT NOT NULL, ply INTEGER NOT NULL,
        mv TEXT NOT NULL, by_member INTEGER NOT NULL, agreed TEXT NOT NULL,
        PRIMARY KEY (game_id, id));
    CREATE TABLE chat (
        game_id TEXT NOT NULL, seq INTEGER NOT NULL, side TEXT NOT NULL, member INTEGER NOT NULL,
        text TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game_id, seq));
    CREATE TABLE series (
        id TEXT PRIMARY KEY, start TEXT NOT NULL, target INTEGER NOT NULL,
        listed INTEGER NOT NULL, created INTEGER NOT NULL, teams TEXT);
    CREATE TABLE series_players (
        series_id TEXT NOT NULL, player TEXT NOT NULL, kind TEXT NOT NULL,
        token_hash TEXT, invite TEXT, PRIMARY KEY (series_id, player));
    CREATE TABLE series_games (
        series_id TEXT NOT NULL, idx INTEGER NOT NULL, game_id TEXT NOT NULL,
        south TEXT NOT NULL, result TEXT, PRIMARY KEY (series_id, idx));";

/// The table of migration 2.
const STUDIES: &str = "
    CREATE TABLE studies (
        id TEXT PRIMARY KEY, position TEXT NOT NULL, name TEXT NOT NULL,
        value INTEGER NOT NULL, solution TEXT NOT NULL, difficulty INTEGER,
        created INTEGER NOT NULL);";

/// The columns of migration 3: when a move was played (unknown for older moves: NULL), and
/// the game a finished game's rematch is.
const MOVE_TIME_AND_REMATCH: &str = "
    ALTER TABLE moves ADD COLUMN played INTEGER;
    ALTER TABLE games ADD COLUMN rematch TEXT;";

/// The index of migration 4.
const STUDIES_BY_POSITION: &str = "
    CREATE INDEX studies_position ON studies (position);";

/// The migrations, oldest first; migration N is `MIGRATIONS[N - 1]`.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        name: "games, seats, moves, teams, series",
        sql: TABLES,
    },
    Migration {
        name: "studies",
        sql: STUDIES,
    },
    Migration {
        name: "the time of a move, a game's rematch",
        sql: MOVE_TIME_AND_REMATCH,
    },
    Migration {
        name: "studies by position",
        sql: STUDIES_BY_POSITION,
    },
    Migration {
        name: "recent activity by index",
        sql: LOOKUP_INDEXES,
    },
    Migration {
        name: "series in play by index",
        sql: SERIES_IN_PLAY_INDEX,
    },
];

/// The migration a file written before the schema was numbered is at once adopted.
const ADOPTED_AT: usize = 6;

/// Brings `db` to the newest schema: adopts a file from before the numbering, then runs
/// each migration not yet run, each in a transaction that holds the file's write lock
/// (so two processes opening one file run it once). A file from a newer version of the
/// program (a schema number past the newest known here) is refused and left as it is.
pub(crate) fn migrate(db: &mut Connection) -> Result<(), StoreError> {
    loop {
        let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let version: usize = tx.query_row("PRAGMA user_version", [], |row| row.get(0))?;
        if version > MIGRATIONS.len() {
            return Err(StoreError::from_message(format!(
                "the database's schema is version {version}, newer than this program's \
                 {}: it was written by a newer version of mancala",
                MIGRATIONS.len()
            )));
        }
        if version == MIGRATIONS.len() {
            return Ok(());
        }
        let unnumbered = version == 0 && has_table(&tx, "games")?;
        let reached = if unnumbered {
            adopt_unnumbered(&tx)?;
            tracing::info!(
                "SQLite schema: a file from before numbered migrations, adopted at {ADOPTED_AT}"
            );
            ADOPTED_AT
        } else {
            let migration = MIGRATIONS[version];
            tx.execute_batch(migration.sql)?;
            migration.log("SQLite", version + 1);
            version + 1
        };
        tx.pragma_update(None, "user_version", reached)?;
        tx.commit()?;
    }
}

/// Brings a file written before the schema was numbered to migration [`ADOPTED_AT`]: such
/// a file has the games, seats and moves tables and may lack any later table, column or
/// index, which are made here as those migrations make them.
fn adopt_unnumbered(db: &Connection) -> Result<(), StoreError> {
    // Every statement of these creates a table; those the file has are skipped.
    for sql in [TABLES, STUDIES] {
        db.execute_batch(&sql.replace("CREATE TABLE ", "CREATE TABLE IF NOT EXISTS "))?;
    }
    for (table, column, definition) in [
        ("moves", "played", "INTEGER"),
        ("games", "rematch", "TEXT"),
        ("games", "listed", "INTEGER NOT NULL DEFAULT 1"),
        ("series", "teams", "TEXT"),
    ] {
        if !has_column(db, table, column)? {
            db.execute_batch(&format!(
                "ALTER TABLE {table} ADD COLUMN {column} {definition};"
            ))?;
        }
    }
    db.execute_batch(&STUDIES_BY_POSITION.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS "))?;
    db.execute_batch(LOOKUP_INDEXES)?;
    db.execute_batch(SERIES_IN_PLAY_INDEX)?;
    Ok(())
}

/// Whether `db` has the table `table`.
fn has_table(db: &Connection, table: &str) -> Result<bool, StoreError> {
    Ok(db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1")?
        .exists([table])?)
}

/// Whether `table` of `db` has the column `column`.
fn has_column(db: &Connection, table: &str, column: &str) -> Result<bool, StoreError> {
    Ok(db
        .prepare("SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2")?
        .exists([table, column])?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table's columns (name, type, not null, default, key) and every index, as SQL.
    fn schema(db: &Connection) -> Vec<String> {
        let mut rows: Vec<String> = db
            .prepare("SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
            .unwrap()
            .query_map([], |r| {
                Ok(format!(
                    "{} {} on {}",
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?
                ))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let tables: Vec<String> = db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for table in tables {
            let mut columns = db
                .prepare(
                    "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1)",
                )
                .unwrap();
            let columns = columns
                .query_map([&table], |r| {
                    Ok(format!(
                        "{table}.{} {} {} {:?} {}",
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, i64>(2)?,
                        r.get::<_, Option<String>>(3)?,
                        r.get::<_, i64>(4)?
                    ))
                })
                .unwrap()
                .collect::<Result<Vec<String>, _>>()
                .unwrap();
            let mut columns = columns;
            // Columns added by ALTER stand last: compare them as a set.
            columns.sort();
            rows.extend(columns);
        }
        rows
    }

    fn version(db: &Connection) -> usize {
        db.query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn a_new_file_runs_every_migration_and_a_second_open_none() {
        let mut db = Connection::open_in_memory().unwrap();
        migrate(&mut db).unwrap();
        assert_eq!(version(&db), MIGRATIONS.len());
        let before = schema(&db);
        assert!(before
            .iter()
            .any(|r| r == "index series_games_in_play on series_games"));
        migrate(&mut db).unwrap();
        assert_eq!(schema(&db), before);
    }

    /// A file from before the numbering, in its oldest shape (games, seats and moves only,
    /// none of the later columns) and in its last shape (every table, column and index,
    /// made by the old code's `CREATE TABLE IF NOT EXISTS`), ends with exactly the schema
    /// a new file has, at the same version, its rows kept.
    #[test]
    fn a_file_from_before_the_numbering_is_adopted_with_the_same_schema() {
        let mut fresh = Connection::open_in_memory().unwrap();
        migrate(&mut fresh).unwrap();
        let oldest = "
            CREATE TABLE games (
                id TEXT PRIMARY KEY, start TEXT NOT NULL, south TEXT NOT NULL, north TEXT NOT NULL,
                resigned TEXT, created INTEGER NOT NULL);
            CREATE TABLE seats (
                game_id TEXT NOT NULL, side TEXT NOT NULL, token_hash TEXT, invite TEXT,
                PRIMARY KEY (game_id, side));
            CREATE TABLE moves (
                game_id TEXT NOT NULL, ply INTEGER NOT NULL, mv TEXT NOT NULL,
                PRIMARY KEY (game_id, ply));
            INSERT INTO games VALUES ('g', '{}', 'human', 'human', NULL, 5);
            INSERT INTO moves VALUES ('g', 0, '3');";
        let last = Connection::open_in_memory().unwrap();
        for (i, m) in MIGRATIONS.iter().enumerate() {
            last.execute_batch(m.sql)
                .unwrap_or_else(|e| panic!("migration {}: {e}", i + 1));
        }
        last.pragma_update(None, "user_version", 0).unwrap();
        for (name, mut db) in [
            ("oldest", Connection::open_in_memory().unwrap()),
            ("last", last),
        ] {
            if name == "oldest" {
                db.execute_batch(oldest).unwrap();
            }
            migrate(&mut db).unwrap();
            assert_eq!(version(&db), MIGRATIONS.len(), "{name}");
            assert_eq!(schema(&db), schema(&fresh), "{name}");
        }
        let mut db = Connection::open_in_memory().unwrap();
        db.execute_batch(oldest).unwrap();
        migrate(&mut db).unwrap();
        let (listed, mv, played): (i64, String, Option<i64>) = db
            .query_row(
                "SELECT listed, mv, played FROM games JOIN moves ON game_id = id",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();
        assert_eq!((listed, mv.as_str(), played), (1, "3", None));
    }

    #[test]
    fn a_file_from_a_newer_program_is_refused_and_left_as_it_is() {
        let mut db = Connection::open_in_memory().unwrap();
        migrate(&mut db).unwrap();
        let newer = MIGRATIONS.len() + 1;
        db.pragma_update(None, "user_version", newer).unwrap();
        let before = schema(&db);
        let error = migrate(&mut db).unwrap_err();
        assert!(
            error.message().contains("newer version of mancala"),
            "{error}"
        );
        assert_eq!(version(&db), newer);
        assert_eq!(schema(&db), before);
    }

    /// A migration that fails leaves the file at the version before it, nothing of it
    /// half-applied.
    #[test]
    fn a_failed_migration_leaves_the_file_at_the_version_before() {
        let mut db = Connection::open_in_memory().unwrap();
        db.execute_batch("CREATE TABLE studies (x INTEGER);")
            .unwrap();
        assert!(
            migrate(&mut db).is_err(),
            "migration 2 meets a studies table"
        );
        assert_eq!(version(&db), 1);
        assert!(has_table(&db, "series").unwrap());
        migrate(&mut db).unwrap_err();
        assert_eq!(version(&db), 1);
    }
}
