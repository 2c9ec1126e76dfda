//! What several processes sharing one database need from it, and which database to open.
//!
//! A store for one process (SQLite) keeps the defaults: nothing to announce, every lease
//! its own. A shared store (PostgreSQL) announces every change to the other processes,
//! loads one game or series again on demand, and keeps leases: a row per game naming the
//! process that runs its timers and engine moves until the lease expires.

#[cfg(feature = "sqlite")]
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

#[cfg(feature = "postgres")]
use super::PostgresStore;
#[cfg(feature = "sqlite")]
use super::SqliteStore;
use super::{GameStore, SeriesStore, Store, StoreError};
use mancala_domain::room::GameRecord;
use mancala_domain::series::SeriesRecord;

/// A change made by another process, as announced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Game `id` changed (or was created).
    Game(String),
    /// Series `id` changed (or was created).
    Series(String),
    /// Announcements may have been missed (the listening connection was lost): load
    /// everything again.
    Everything,
}

/// What sharing a database needs; a store for one process keeps the defaults.
pub trait SharedStore: GameStore + SeriesStore {
    /// Whether other processes may share this database.
    fn shared(&self) -> bool {
        false
    }

    /// Game `id` as stored, if it is (read alone, not among every game).
    fn load_game(&self, id: &str) -> Result<Option<GameRecord>, StoreError>;

    /// Series `id` as stored, if it is (read alone, not among every series).
    fn load_one_series(&self, id: &str) -> Result<Option<SeriesRecord>, StoreError>;

    /// Takes (or renews) game `id`'s lease for `holder` for `ttl`, unless another holder's
    /// lease on it is still running: whether `holder` holds it now.
    fn take_lease(&self, _id: &str, _holder: &str, _ttl: Duration) -> Result<bool, StoreError> {
        Ok(true)
    }

    /// Renews every lease `holder` holds for `ttl`: the games whose leases it still holds.
    fn renew_leases(&self, _holder: &str, _ttl: Duration) -> Result<Vec<String>, StoreError> {
        Ok(Vec::new())
    }

    /// Gives up every lease `holder` holds.
    fn release_leases(&self, _holder: &str) -> Result<(), StoreError> {
        Ok(())
    }

    /// Starts listening to the changes other processes make (none for a store of one
    /// process); the sender side lives on a thread of its own.
    fn listen(&self) -> Result<Option<std::sync::mpsc::Receiver<Change>>, StoreError> {
        Ok(None)
    }
}

/// Which database to open: a SQLite file or a PostgreSQL URL.
#[derive(Clone, Debug)]
pub enum Database {
    /// A SQLite file (created when missing).
    #[cfg(feature = "sqlite")]
    Sqlite(PathBuf),
    /// A PostgreSQL server, by its `postgres://` URL.
    #[cfg(feature = "postgres")]
    Postgres(String),
}

impl Database {
    /// Opens the database, creating or migrating its tables.
    pub fn open(&self) -> Result<Arc<dyn Store>, StoreError> {
        Ok(match self {
            #[cfg(feature = "sqlite")]
            Database::Sqlite(path) => Arc::new(SqliteStore::open(path).map_err(|e| {
                StoreError::from_message(format!("{}: {}", path.display(), e.message()))
            })?),
            #[cfg(feature = "postgres")]
            Database::Postgres(url) => Arc::new(PostgresStore::connect(url)?),
        })
    }

    /// The database named for people: the file, or the server and database name (never
    /// the password).
    pub fn describe(&self) -> String {
        match self {
            #[cfg(feature = "sqlite")]
            Database::Sqlite(path) => path.display().to_string(),
            #[cfg(feature = "postgres")]
            Database::Postgres(url) => PostgresStore::describe(url),
        }
    }
}

impl FromStr for Database {
    type Err = StoreError;

    /// `postgres://...` or `postgresql://...` is a PostgreSQL URL (checked here); anything
    /// else a SQLite file.
    fn from_str(text: &str) -> Result<Database, StoreError> {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            #[cfg(feature = "postgres")]
            {
                PostgresStore::check_url(text)?;
                Ok(Database::Postgres(text.to_string()))
            }
            #[cfg(not(feature = "postgres"))]
            Err(StoreError::from_message(
                "this build stores in SQLite only: it has no PostgreSQL".to_string(),
            ))
        } else if text.is_empty() || text.contains('\0') {
            Err(StoreError::from_message(
                "the database must be a file name or a postgres:// URL".to_string(),
            ))
        } else {
            #[cfg(feature = "sqlite")]
            {
                Ok(Database::Sqlite(PathBuf::from(text)))
            }
            #[cfg(not(feature = "sqlite"))]
            Err(StoreError::from_message(
                "this build stores in PostgreSQL only: the database must be a postgres:// URL"
                    .to_string(),
            ))
        }
    }
}

#[cfg(feature = "sqlite")]
impl From<&std::path::Path> for Database {
    fn from(path: &std::path::Path) -> Database {
        Database::Sqlite(path.to_path_buf())
    }
}
