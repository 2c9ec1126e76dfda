//! The web server: games over a JSON API and WebSocket updates, seats held by secret
//! tokens, and storage written before any answer, so a restarted server loses nothing.
//!
//! Three layers, depending one way (see the crate's README):
//! [`domain`] (games, seats, teams, clocks, series: plain types, no I/O) ←
//! [`store`] (storage behind traits; SQLite) ← [`service`] (the use cases: locks,
//! storage off the async workers, the engine pool, what follows a change) ←
//! [`api`] (HTTP and WebSocket: only translates).

pub mod api;
pub mod domain;
pub mod service;
pub mod store;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use axum::Router;

use crate::store::SqliteStore;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database could not be opened or read.
    #[error("{0}")]
    Store(#[from] store::StoreError),
    /// A stored game could not be replayed.
    #[error("database holds a bad game: {0}")]
    BadGame(String),
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

/// Opens the database at `db`, restores every game, and builds the router.
pub async fn app(db: &Path) -> Result<Router, ServeError> {
    let store = Arc::new(SqliteStore::open(db)?);
    let hub = service::start(store, service::engine::EnginePool::default())
        .await
        .map_err(ServeError::BadGame)?;
    Ok(api::routes(hub))
}

/// Serves on `addr` until the process ends; `ready` is told the bound address.
pub async fn serve(
    addr: SocketAddr,
    db: &Path,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), ServeError> {
    let router = app(db).await?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| ServeError::Bind {
            addr: addr.to_string(),
            message: e.to_string(),
        })?;
    let bound = listener
        .local_addr()
        .map_err(|e| ServeError::Io(e.to_string()))?;
    ready(bound);
    axum::serve(listener, router)
        .await
        .map_err(|e| ServeError::Io(e.to_string()))
}
