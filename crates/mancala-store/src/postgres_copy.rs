//! A copy of a SQLite server database into PostgreSQL (`mancala db copy`): every table in
//! an order that keeps each reference to a stored row, read in one SQLite transaction and
//! written in one PostgreSQL transaction, so the copy is of one moment and whole or nothing.

use std::path::Path;

use ::postgres::types::ToSql;
use rusqlite::types::Value as SqlValue;
use rusqlite::{Connection, OptionalExtension};

use super::postgres::PostgresStore;
use super::sqlite::SqliteStore;
use super::StoreError;

/// The tables a migration from SQLite copies, each with its columns (text unless marked
/// `:i`, an integer, or `:b`, a SQLite integer stored as a boolean), in an order that
/// keeps every reference to a stored row.
const TABLES: &[(&str, &str)] = &[
    (
        "games",
        "id start south north resigned created:i listed:b rematch",
    ),
    ("seats", "game_id side token_hash invite"),
    ("moves", "game_id ply:i mv played:i"),
    ("team_games", "game_id settings turn_started:i"),
    ("teams", "game_id side invite sower:i next_proposal:i"),
    ("members", "game_id id:i side name token_hash engine:i"),
    ("proposals", "game_id id:i side ply:i mv by_member:i agreed"),
    ("chat", "game_id seq:i side member:i text at:i"),
    ("series", "id start target:i listed:b created:i teams"),
    ("series_players", "series_id player kind token_hash invite"),
    ("series_games", "series_id idx:i game_id south result"),
    (
        "studies",
        "id position name value:i solution difficulty:i created:i",
    ),
];

/// What a migration copied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    /// Games (team games and games of series included).
    pub games: u64,
    /// Moves of those games.
    pub moves: u64,
    /// Team games.
    pub team_games: u64,
    /// Match series.
    pub series: u64,
    /// Rows in all, every table counted.
    pub rows: u64,
}

impl PostgresStore {
    /// Copies every game (with its seats, moves and teams) and every series from the
    /// SQLite store `source`, in one transaction. Refused when this database holds any
    /// game or series already, unless `replace`, which empties it first (in the same
    /// transaction).
    pub fn copy_from(&self, source: &SqliteStore, replace: bool) -> Result<Copied, StoreError> {
        let db = source.db()?;
        // One read transaction: the copy is of one moment of the SQLite file.
        let src = db.unchecked_transaction()?;
        self.in_tx(|tx| {
            let held: i64 = tx
                .query_one(
                    "SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM series)",
                    &[],
                )?
                .try_get(0)?;
            if held > 0 && !replace {
                return Err(StoreError::from_message(format!(
                    "the target database is not empty ({held} games and series): give --replace to empty it first"
                )));
            }
            if replace {
                let names: Vec<&str> = TABLES.iter().map(|(name, _)| *name).collect();
                tx.batch_execute(&format!("TRUNCATE {}, leases", names.join(", ")))?;
            }
            let mut copied = Copied::default();
            for (table, columns) in TABLES {
                let columns: Vec<(&str, &str)> = columns
                    .split(' ')
                    .map(|c| c.split_once(':').unwrap_or((c, "t")))
                    .collect();
                let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
                let holes: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
                let insert = tx.prepare(&format!(
                    "INSERT INTO {table} ({}) VALUES ({})",
                    names.join(", "),
                    holes.join(", ")
                ))?;
                // A database written by an older version may lack a table (no rows) or a
                // column (read as the current tables' default for it).
                let present = columns_of(&src, table)?;
                if present.is_empty() {
                    continue;
                }
                let mut reads = Vec::new();
                for name in &names {
                    reads.push(if present.iter().any(|p| p == name) {
                        name.to_string()
                    } else {
                        format!("{} AS {name}", column_default(table, name)?)
                    });
                }
                let mut select = src.prepare(&format!("SELECT {} FROM {table}", reads.join(", ")))?;
                let mut rows = select.query([])?;
                let mut count = 0;
                while let Some(row) = rows.next()? {
                    let mut values: Vec<Box<dyn ToSql + Sync>> = Vec::new();
                    for (i, (name, kind)) in columns.iter().enumerate() {
                        let value: SqlValue = row.get(i)?;
                        values.push(match (value, *kind) {
                            (SqlValue::Null, "b") => Box::new(None::<bool>),
                            (SqlValue::Null, "i") => Box::new(None::<i64>),
                            (SqlValue::Null, _) => Box::new(None::<String>),
                            (SqlValue::Integer(n), "b") => Box::new(n != 0),
                            (SqlValue::Integer(n), "i") => Box::new(n),
                            (SqlValue::Text(t), "t") => Box::new(t),
                            _ => {
                                return Err(StoreError::from_message(format!(
                                    "{table}.{name}: a value of an unexpected type"
                                )))
                            }
                        });
                    }
                    let params: Vec<&(dyn ToSql + Sync)> =
                        values.iter().map(|v| v.as_ref()).collect();
                    tx.execute(&insert, &params)?;
                    count += 1;
                }
                copied.rows += count;
                match *table {
                    "games" => copied.games = count,
                    "moves" => copied.moves = count,
                    "team_games" => copied.team_games = count,
                    "series" => copied.series = count,
                    _ => {}
                }
            }
            Ok(copied)
        })
    }
}

/// The columns `table` has in this database (none when it has no such table).
fn columns_of(db: &Connection, table: &str) -> Result<Vec<String>, StoreError> {
    let mut names = db.prepare("SELECT name FROM pragma_table_info(?1)")?;
    let names = names
        .query_map([table], |row| row.get(0))?
        .collect::<Result<Vec<String>, _>>()?;
    Ok(names)
}

/// How the current tables fill `column` of `table` in a row that does not give it:
/// its default as SQL (`NULL` when it has none).
fn column_default(table: &str, column: &str) -> Result<String, StoreError> {
    let current = SqliteStore::open(Path::new(":memory:"))?;
    let db = current.db()?;
    let default: Option<Option<String>> = db
        .query_row(
            "SELECT dflt_value FROM pragma_table_info(?1) WHERE name = ?2",
            [table, column],
            |row| row.get(0),
        )
        .optional()?;
    match default {
        Some(default) => Ok(default.unwrap_or_else(|| "NULL".to_string())),
        None => Err(StoreError::from_message(format!(
            "{table}.{column} is not a column of the server's tables"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::{column_default, columns_of, SqliteStore};

    #[test]
    fn columns_an_older_database_lacks_read_as_todays_defaults() {
        assert_eq!(column_default("games", "listed").unwrap(), "1");
        assert_eq!(column_default("moves", "played").unwrap(), "NULL");
        let unknown = column_default("games", "colour").unwrap_err();
        assert!(unknown.to_string().contains("games.colour"), "{unknown}");
        let store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let db = store.db().unwrap();
        assert!(columns_of(&db, "games")
            .unwrap()
            .contains(&"listed".to_string()));
        assert!(columns_of(&db, "no_such_table").unwrap().is_empty());
    }
}
