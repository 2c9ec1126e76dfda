//! The web server: games over a JSON API and WebSocket updates, seats held by secret
//! tokens, and storage written before any answer, so a restarted server loses nothing.
//!
//! Four layers, depending one way (see the crate's README): the domain (games, seats,
//! teams, clocks, series: plain types, no I/O; the `mancala-domain` crate) ← the store
//! (storage behind traits, SQLite and PostgreSQL; the `mancala-store` crate) ← [`service`]
//! (the use cases: locks, storage off the async workers, the engine pool, what follows a
//! change) ← [`api`] (HTTP and WebSocket: only translates).

pub mod api;
mod config;
pub mod server;
pub mod service;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;

use mancala_store::Database;

pub use config::ServerConfig;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database could not be opened or read.
    #[error("{0}")]
    Store(#[from] mancala_store::StoreError),
    /// A stored game could not be replayed.
    #[error("database holds a bad game: {0}")]
    BadGame(String),
    /// The endgame databases of `--egdb` could not be loaded.
    #[error("--egdb: {0}")]
    Egdb(String),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {message}")]
    Bind {
        /// The address.
        addr: String,
        /// Why.
        message: String,
    },
    /// The server stopped with an error.
    #[error("server error: {0}")]
    Io(String),
}

/// Opens `db` (a SQLite file or a PostgreSQL database shared with other processes),
/// restores the games in play, and builds the router under `config`; with it, the service
/// behind the router (to stop it).
pub async fn app(
    db: &Database,
    config: &ServerConfig,
) -> Result<(Router, Arc<service::Hub>), ServeError> {
    // The endgame databases first: a bad `--egdb` must not create (or migrate) the database.
    let databases = match config.egdb.clone() {
        Some(dir) => {
            tokio::task::spawn_blocking(move || service::library::Library::open_egdb(&dir))
                .await
                .map_err(|e| ServeError::Io(format!("loading the endgame databases: {e}")))?
                .map_err(ServeError::Egdb)?
        }
        None => Vec::new(),
    };
    let opening = db.clone();
    let store = tokio::task::spawn_blocking(move || opening.open())
        .await
        .map_err(|e| ServeError::Io(format!("opening the database: {e}")))??;
    let hub = service::start(store, service::engine::EnginePool::default())
        .await
        .map_err(ServeError::BadGame)?;
    for line in hub.analysis.databases.add(databases) {
        tracing::info!("endgame database {line}");
    }
    hub.clone().keep_memory(config.keep_finished);
    Ok((api::routes_with(hub.clone(), &config.http), hub))
}

/// How the log is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// Lines for people.
    Text,
    /// One JSON object a line.
    Json,
}

/// Installs the log (standard error), at `RUST_LOG`'s levels or `info`.
pub fn init_logging(format: LogFormat) {
    use std::io::IsTerminal;
    install_logging(format, std::io::stderr, std::io::stderr().is_terminal());
}

/// Installs the log written to `writer` (see [`init_logging`]), in plain text (no colours).
pub fn init_logging_to<W>(format: LogFormat, writer: W)
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    install_logging(format, writer, false);
}

/// Installs the log written to `writer`, coloured when `colours` (a terminal reads it).
fn install_logging<W>(format: LogFormat, writer: W, colours: bool)
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(colours)
        .with_writer(writer);
    let installed = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().try_init(),
    };
    if let Err(e) = installed {
        eprintln!("the log was set up already: {e}");
    }
}

/// Serves on `addr` under `config` until Ctrl-C or SIGTERM; `ready` is told the bound
/// address. On the signal it stops taking connections, tells WebSocket followers, lets
/// requests in progress (and their writes) finish, and returns.
pub async fn serve(
    addr: SocketAddr,
    db: &Database,
    config: &ServerConfig,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), ServeError> {
    // Bind first: a server that cannot listen must not create (or migrate) its database.
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| ServeError::Bind {
            addr: addr.to_string(),
            message: e.to_string(),
        })?;
    let (router, hub) = app(db, config).await?;
    let bound = listener
        .local_addr()
        .map_err(|e| ServeError::Io(e.to_string()))?;
    ready(bound);
    let closing = hub.clone();
    let limits = server::Limits {
        trusted_proxies: config.http.trusted_proxies.clone(),
        ..server::Limits::default()
    };
    server::run(listener, router, limits, async move {
        server::signal().await;
        tracing::info!("stopping: finishing requests in progress");
        closing.close();
    })
    .await;
    tracing::info!("stopped");
    Ok(())
}
