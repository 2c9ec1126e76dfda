//! The PostgreSQL store, which several server processes share: games, seats and moves,
//! the connections, the schema, the announcements and the leases here; team games in
//! `postgres_teams`, match series in `postgres_series`.
//!
//! Every method is one transaction. A move is appended only when the game has exactly
//! the moves its writer saw, checked under a lock on the game's row, so two processes
//! can never both store a move at the same ply. Every change announces the game or
//! series it touched (`NOTIFY mancala`, sent when the transaction commits) to the other
//! processes, which load it again.

use std::sync::mpsc;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

use ::postgres::error::SqlState;
use ::postgres::fallible_iterator::FallibleIterator;
use ::postgres::types::ToSql;
use ::postgres::{Client, Config, NoTls, Transaction};

use super::postgres_rows::{col, insert_game, insert_move, load_series, lock_game_at, SIDES};
use super::postgres_schema::MIGRATIONS;
use super::{
    Change, GameStore, Selection, SelectionParam, SharedStore, StoreError, ACTIVE_GAME_IDS,
    LAST_ACTIVITY,
};
use mancala_domain::room::GameRecord;
use mancala_domain::token::secret;

impl From<::postgres::Error> for StoreError {
    fn from(e: ::postgres::Error) -> StoreError {
        let message = match e.as_db_error() {
            Some(db) => format!("PostgreSQL: {}", db.message()),
            None => format!("PostgreSQL: {e}"),
        };
        if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
            StoreError::conflict(message)
        } else {
            StoreError::from_message(message)
        }
    }
}

/// Most connections a process opens to the database at once.
const MAX_CONNECTIONS: usize = 8;

/// The channel every change is announced on.
const CHANNEL: &str = "mancala";

struct Pool {
    idle: Vec<Client>,
    open: usize,
}

/// The PostgreSQL database, shared by any number of server processes.
pub struct PostgresStore {
    config: Config,
    pool: Mutex<Pool>,
    freed: Condvar,
    /// This process's name in announcements and leases.
    tag: String,
}

impl PostgresStore {
    /// Checks that `url` is a PostgreSQL URL this store can use.
    pub fn check_url(url: &str) -> Result<(), StoreError> {
        url.parse::<Config>()
            .map(|_| ())
            .map_err(|e| StoreError::from_message(format!("bad PostgreSQL URL: {e}")))
    }

    /// The server and database a URL names, without its password.
    pub fn describe(url: &str) -> String {
        let Ok(config) = url.parse::<Config>() else {
            return "PostgreSQL (a bad URL)".to_string();
        };
        let hosts: Vec<String> = config
            .get_hosts()
            .iter()
            .map(|h| match h {
                ::postgres::config::Host::Tcp(name) => name.clone(),
                #[cfg(unix)]
                ::postgres::config::Host::Unix(path) => path.display().to_string(),
            })
            .collect();
        let port = config.get_ports().first().copied().unwrap_or(5432);
        format!(
            "PostgreSQL database {} on {}:{port}",
            config.get_dbname().unwrap_or("(default)"),
            hosts.join(",")
        )
    }

    /// Connects to the database at `url` and creates or migrates its tables. A server
    /// that cannot be reached is an error within a few seconds.
    pub fn connect(url: &str) -> Result<PostgresStore, StoreError> {
        let mut config: Config = url
            .parse()
            .map_err(|e| StoreError::from_message(format!("bad PostgreSQL URL: {e}")))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(5));
        }
        config.application_name("mancala");
        let first = config.connect(NoTls).map_err(|e| {
            StoreError::from_message(format!(
                "cannot connect to {}: {e}",
                PostgresStore::describe(url)
            ))
        })?;
        let store = PostgresStore {
            config,
            pool: Mutex::new(Pool {
                idle: vec![first],
                open: 1,
            }),
            freed: Condvar::new(),
            tag: secret()[..12].to_string(),
        };
        store.migrate()?;
        Ok(store)
    }

    /// Runs the migrations not yet run, under a lock so that processes starting together
    /// run each once.
    fn migrate(&self) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute("SELECT pg_advisory_xact_lock(7243001)", &[])?;
            tx.batch_execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)",
            )?;
            let done: i64 = tx
                .query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])?
                .try_get(0)?;
            for (i, migration) in MIGRATIONS.iter().enumerate() {
                let version = i as i64 + 1;
                if version > done {
                    tx.batch_execute(migration.sql)?;
                    migration.log("PostgreSQL", i + 1);
                    tx.execute(
                        "INSERT INTO schema_version (version) VALUES ($1)",
                        &[&version],
                    )?;
                }
            }
            Ok(())
        })
    }

    fn pool(&self) -> MutexGuard<'_, Pool> {
        self.pool.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A connection from the pool (a new one while fewer than the most are open).
    fn client(&self) -> Result<Client, StoreError> {
        let mut pool = self.pool();
        loop {
            if let Some(client) = pool.idle.pop() {
                if client.is_closed() {
                    pool.open -= 1;
                    continue;
                }
                return Ok(client);
            }
            if pool.open < MAX_CONNECTIONS {
                pool.open += 1;
                drop(pool);
                return self.config.connect(NoTls).map_err(|e| {
                    self.pool().open -= 1;
                    self.freed.notify_one();
                    e.into()
                });
            }
            pool = self.freed.wait(pool).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Runs `work` on a pooled connection.
    pub(crate) fn with<T>(
        &self,
        work: impl FnOnce(&mut Client) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut client = self.client()?;
        let result = work(&mut client);
        let mut pool = self.pool();
        if client.is_closed() {
            pool.open -= 1;
        } else {
            pool.idle.push(client);
        }
        drop(pool);
        self.freed.notify_one();
        result
    }

    /// Runs `work` in one transaction, committed when it succeeds (rolled back otherwise).
    pub(crate) fn in_tx<T>(
        &self,
        work: impl FnOnce(&mut Transaction<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.with(|client| {
            let mut tx = client.transaction()?;
            let value = work(&mut tx)?;
            tx.commit()?;
            Ok(value)
        })
    }

    /// Announces (when the transaction commits) that game `id` changed.
    pub(crate) fn announce_game(
        &self,
        tx: &mut Transaction<'_>,
        id: &str,
    ) -> Result<(), StoreError> {
        self.announce(tx, &format!("g {id}"))
    }

    /// Announces (when the transaction commits) that series `id` changed.
    pub(crate) fn announce_series(
        &self,
        tx: &mut Transaction<'_>,
        id: &str,
    ) -> Result<(), StoreError> {
        self.announce(tx, &format!("s {id}"))
    }

    fn announce(&self, tx: &mut Transaction<'_>, what: &str) -> Result<(), StoreError> {
        let payload = format!("{} {what}", self.tag);
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])?;
        Ok(())
    }
}

/// The games `which` selects as stored, with seats and moves, oldest first.
fn load_games(client: &mut Client, which: Selection<'_>) -> Result<Vec<GameRecord>, StoreError> {
    let (query, param) = which.query();
    let rows = match param {
        None => client.query(&query, &[])?,
        Some(SelectionParam::Id(id)) => client.query(&query, &[&id])?,
        Some(SelectionParam::Time(since)) => client.query(&query, &[&since])?,
    };
    let mut games = Vec::new();
    for r in &rows {
        games.push(GameRecord {
            id: col(r, 0)?,
            start: col(r, 1)?,
            players: [col(r, 2)?, col(r, 3)?],
            resigned: col(r, 4)?,
            token_hashes: [None, None],
            invites: [None, None],
            moves: Vec::new(),
            listed: col(r, 5)?,
            created: col(r, 6)?,
            last_move_at: None,
            rematch: col(r, 7)?,
            series: col(r, 8)?,
        });
    }
    let index: std::collections::HashMap<String, usize> = games
        .iter()
        .enumerate()
        .map(|(i, g)| (g.id.clone(), i))
        .collect();
    // The seats and moves of every game, or of the games read.
    let ids: Vec<String> = games.iter().map(|g| g.id.clone()).collect();
    let (filter, params): (&str, Vec<&(dyn ToSql + Sync)>) = match which {
        Selection::All => ("", Vec::new()),
        _ => ("WHERE game_id = ANY($1)", vec![&ids]),
    };
    for r in &client.query(
        &format!("SELECT game_id, side, token_hash, invite FROM seats {filter}"),
        &params,
    )? {
        let game: String = col(r, 0)?;
        let side: String = col(r, 1)?;
        let (Some(&g), Some(s)) = (index.get(&game), SIDES.iter().position(|x| *x == side)) else {
            continue;
        };
        games[g].token_hashes[s] = col(r, 2)?;
        games[g].invites[s] = col(r, 3)?;
    }
    for r in &client.query(
        &format!("SELECT game_id, mv, played FROM moves {filter} ORDER BY game_id, ply"),
        &params,
    )? {
        let game: String = col(r, 0)?;
        if let Some(&g) = index.get(&game) {
            games[g].moves.push(col(r, 1)?);
            let played: Option<i64> = col(r, 2)?;
            games[g].last_move_at = games[g].last_move_at.max(played);
        }
    }
    Ok(games)
}

impl GameStore for PostgresStore {
    fn create(&self, game: &GameRecord, created: i64) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            insert_game(tx, game, created)?;
            self.announce_game(tx, &game.id)
        })
    }

    fn take_seat(&self, id: &str, side: usize, token_hash: &str) -> Result<(), StoreError> {
        let side = SIDES
            .get(side)
            .ok_or_else(|| StoreError::from_message(format!("no side {side}")))?;
        self.in_tx(|tx| {
            let changed = tx.execute(
                "UPDATE seats SET token_hash = $3, invite = NULL
                 WHERE game_id = $1 AND side = $2 AND token_hash IS NULL",
                &[&id, side, &token_hash],
            )?;
            super::seat_taken(changed, id)?;
            self.announce_game(tx, id)
        })
    }

    fn add_move(&self, id: &str, ply: usize, mv: &str, at: i64) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            insert_move(tx, id, ply, mv, at)?;
            self.announce_game(tx, id)
        })
    }

    fn truncate_moves(&self, id: &str, from: usize, ply: usize) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            lock_game_at(tx, id, ply)?;
            tx.execute(
                "DELETE FROM moves WHERE game_id = $1 AND ply >= $2",
                &[&id, &(from as i64)],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn set_rematch(&self, id: &str, rematch: &str) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            let changed = tx.execute(
                "UPDATE games SET rematch = $2 WHERE id = $1 AND rematch IS NULL",
                &[&id, &rematch],
            )?;
            super::rematch_set(changed, id)?;
            self.announce_game(tx, id)
        })
    }

    fn set_resigned(&self, id: &str, side: &str, ply: usize) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            lock_game_at(tx, id, ply)?;
            tx.execute(
                "UPDATE games SET resigned = $2 WHERE id = $1",
                &[&id, &side],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn load_all(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.with(|client| load_games(client, Selection::All))
    }

    fn active_game_ids(&self, since: i64) -> Result<Vec<String>, StoreError> {
        self.with(|client| {
            client
                .query(ACTIVE_GAME_IDS, &[&since])?
                .iter()
                .map(|r| col(r, 0))
                .collect()
        })
    }

    fn load_active(&self, since: i64) -> Result<Vec<GameRecord>, StoreError> {
        self.with(|client| load_games(client, Selection::ActiveSince(since)))
    }

    fn last_activity(&self) -> Result<Option<i64>, StoreError> {
        self.with(|client| {
            let row = client.query_one(LAST_ACTIVITY, &[])?;
            col(&row, 0)
        })
    }
}

impl SharedStore for PostgresStore {
    fn shared(&self) -> bool {
        true
    }

    fn load_game(&self, id: &str) -> Result<Option<GameRecord>, StoreError> {
        self.with(|client| Ok(load_games(client, Selection::One(id))?.pop()))
    }

    fn load_one_series(
        &self,
        id: &str,
    ) -> Result<Option<mancala_domain::series::SeriesRecord>, StoreError> {
        self.with(|client| Ok(load_series(client, super::SeriesSelection::One(id))?.pop()))
    }

    fn take_lease(&self, id: &str, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.with(|client| {
            let row = client.query_opt(
                "INSERT INTO leases (game_id, holder, expires)
                 VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3::FLOAT8))
                 ON CONFLICT (game_id) DO UPDATE SET holder = EXCLUDED.holder, expires = EXCLUDED.expires
                 WHERE leases.holder = EXCLUDED.holder OR leases.expires < clock_timestamp()
                 RETURNING holder",
                &[&id, &holder, &ttl.as_secs_f64()],
            )?;
            Ok(row.is_some())
        })
    }

    fn renew_leases(&self, holder: &str, ttl: Duration) -> Result<Vec<String>, StoreError> {
        self.with(|client| {
            client
                .query(
                    "UPDATE leases SET expires = clock_timestamp() + make_interval(secs => $2::FLOAT8)
                     WHERE holder = $1 RETURNING game_id",
                    &[&holder, &ttl.as_secs_f64()],
                )?
                .iter()
                .map(|r| col(r, 0))
                .collect()
        })
    }

    fn release_leases(&self, holder: &str) -> Result<(), StoreError> {
        self.with(|client| {
            client.execute("DELETE FROM leases WHERE holder = $1", &[&holder])?;
            Ok(())
        })
    }

    fn listen(&self) -> Result<Option<mpsc::Receiver<Change>>, StoreError> {
        let mut client = self.config.connect(NoTls)?;
        client.batch_execute(&format!("LISTEN {CHANNEL}"))?;
        let (sender, receiver) = mpsc::channel();
        let (config, tag) = (self.config.clone(), self.tag.clone());
        std::thread::Builder::new()
            .name("mancala-listen".to_string())
            .spawn(move || listen(client, &config, &tag, &sender))
            .map_err(|e| StoreError::from_message(format!("cannot start listening: {e}")))?;
        Ok(Some(receiver))
    }
}

/// Passes on every announcement of another process until nobody receives them; after a
/// lost connection, connects again and asks for everything to be loaded again.
fn listen(mut client: Client, config: &Config, tag: &str, sender: &mpsc::Sender<Change>) {
    loop {
        {
            let mut notifications = client.notifications();
            let mut waiting = notifications.timeout_iter(Duration::from_secs(10));
            // Ends after a quiet while (then the connection is checked) or an error.
            while let Ok(Some(n)) = waiting.next() {
                let mut parts = n.payload().splitn(3, ' ');
                let (from, kind, id) = (parts.next(), parts.next(), parts.next());
                let change = match (kind, id) {
                    (Some("g"), Some(id)) => Change::Game(id.to_string()),
                    (Some("s"), Some(id)) => Change::Series(id.to_string()),
                    _ => continue,
                };
                if from != Some(tag) && sender.send(change).is_err() {
                    return;
                }
            }
        }
        if !client.is_closed() {
            continue;
        }
        tracing::warn!("lost the PostgreSQL connection that listens to other processes");
        loop {
            std::thread::sleep(Duration::from_secs(1));
            match config.connect(NoTls) {
                Ok(mut fresh) => {
                    if fresh.batch_execute(&format!("LISTEN {CHANNEL}")).is_ok() {
                        client = fresh;
                        break;
                    }
                }
                Err(e) => tracing::warn!("listening again: {e}"),
            }
        }
        if sender.send(Change::Everything).is_err() {
            return;
        }
    }
}
