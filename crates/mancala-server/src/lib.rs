//! The web server: games over a JSON API and WebSocket updates, seats held by secret
//! tokens, and SQLite storage written before any answer, so a restarted server loses nothing.

pub mod api;
pub mod rooms;
pub mod series;
pub mod series_store;
pub mod store;
pub mod team_api;
pub mod team_store;
pub mod teams;
pub mod web;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use axum::Router;
use tokio::sync::Mutex;

use crate::api::{routes, spawn_engine_if_due, AppState};
use crate::rooms::{Room, Rooms};
use crate::store::Store;

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
    let store = Store::open(db)?;
    let mut rooms = Rooms::new();
    for stored in store.load_all()? {
        let mut room = Room::restore(&stored).map_err(ServeError::BadGame)?;
        room.teams = store.load_teams(&room.id, room.game.moves_played())?;
        if let Some(teams) = room.teams.as_mut() {
            // The turn clock starts again in full, and nobody counts as away yet.
            let now = rooms::now_ms();
            store.set_turn_started(&room.id, now)?;
            teams.turn_started = now;
            for member in &mut teams.members {
                member.last_seen = now;
            }
        }
        rooms.insert(room.id.clone(), room);
    }
    let ids: Vec<String> = rooms.keys().cloned().collect();
    let state = Arc::new(AppState {
        rooms: Mutex::new(rooms),
        store,
        series: Default::default(),
    });
    // Match series go on with their current games (before any engine move ends one).
    series::restore(&state).await?;
    // Games where the engine was to move go on.
    for id in ids {
        spawn_engine_if_due(state.clone(), id.clone()).await;
        let team_game = state
            .rooms
            .lock()
            .await
            .get(&id)
            .is_some_and(|r| r.teams.is_some());
        if team_game {
            team_api::start_turn(state.clone(), id);
        }
    }
    Ok(routes(state))
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
