//! The service: the use cases the API offers, over the domain and the store. It holds
//! every game behind its own lock, writes to the store in blocking threads, runs the
//! engine on a bounded pool and starts what follows a change by itself (engine replies,
//! turn clocks, the next game of a series).
//!
//! Its modules depend one way, with no cycle: the leaves [`error`], [`lease`],
//! [`library`] and [`position_json`] use no other service module; [`engine`], [`views`],
//! [`answers`], [`study_views`], [`feed`], [`jobs`] and [`solving`] only those below them;
//! [`state`] holds them all; then `room_ops` (one game's stored changes); `series_book`
//! (what series do when games change); `flow` (the tasks that follow a change); and on
//! top the use cases [`games`], [`teams`], [`series`], [`lobby`], [`study`] and
//! [`studies`] that the API calls, and `notify` (changes other processes sharing the
//! database made; the [`lease`]s on games). The crate's README draws the graph.

pub mod answers;
pub mod engine;
pub mod error;
pub mod feed;
mod flow;
pub mod games;
pub mod jobs;
pub mod lease;
pub mod library;
pub mod lobby;
mod notify;
pub mod position_json;
pub mod rematch;
mod room_ops;
pub mod series;
mod series_book;
pub mod solving;
pub mod state;
pub mod studies;
pub mod study;
pub mod study_views;
pub mod teams;
pub mod views;

use std::sync::Arc;

pub use error::Error;
pub use state::Hub;

use mancala_domain::room::{Room, INVITE_TTL_MS};

use mancala_domain::token::now_ms;
use mancala_store::Store;

/// Opens the service on `store`: restores the games made or moved in within a day of the
/// last stored activity (any other game rests, and is read when asked for) and every
/// series, counts games that ended just before a stop, and sets going what was going
/// (engine moves, turn clocks).
pub async fn start(store: Arc<dyn Store>, engine: engine::EnginePool) -> Result<Arc<Hub>, String> {
    let hub = Arc::new(Hub::new(store, engine));
    // A game read from the store later, with its engine to move or its clock running,
    // goes on as a restored one does. (Held weakly: the hub holds this.)
    let weak = Arc::downgrade(&hub);
    hub.on_wake(Box::new(move |id| {
        if let Some(hub) = weak.upgrade() {
            tokio::spawn(flow::start(hub, id, None));
        }
    }));
    let changes = notify::listen(&hub).await.map_err(|e| e.to_string())?;
    let mut ids = Vec::new();
    let shared = hub.leases.shared();
    // Counted back from the last activity, not from now, so that a server stopped for days
    // still restores what was going when it stopped: an engine to move answers at once,
    // and a team's turn clock starts (a stored activity) when its second team gets a person
    // and makes a move within the hour a turn lasts at most, so a game with either has
    // activity within the day before the stop. (Never from later than now: a time from a
    // wrong clock would otherwise leave every game out.)
    let stored = hub
        .write(|s| match s.last_activity()? {
            Some(last) => s.load_active(last.min(now_ms()).saturating_sub(INVITE_TTL_MS)),
            None => Ok(Vec::new()),
        })
        .await
        .map_err(|e| e.to_string())?;
    for stored in stored {
        let mut room = Room::restore(&stored)?;
        let (id, ply) = (room.id.clone(), room.game.moves_played());
        let teams = hub
            .write(move |s| s.load_teams(&id, ply))
            .await
            .map_err(|e| e.to_string())?;
        room.set_teams(teams);
        let grace = room.last_move_grace_ms();
        let clock_running = room.clock_running();
        if let Some(teams) = room.teams.as_mut() {
            // A running turn clock starts again in full (unless other processes share the
            // game and its clock goes on, after the last sowing's grace), and nobody
            // counts as away yet. (A stopped clock is left as stored: its turn starts
            // when it starts, and an old game is not made to look active.)
            let now = now_ms();
            if shared {
                teams.grace_ms = grace;
            } else if clock_running {
                let id = room.id.clone();
                hub.write(move |s| s.set_turn_started(&id, now))
                    .await
                    .map_err(|e| e.to_string())?;
                teams.turn_started = now;
            }
            for member in &mut teams.members {
                member.last_seen = now;
            }
        }
        ids.push(room.id.clone());
        hub.add(room);
    }
    // Match series go on with their current games (before any engine move ends one).
    for id in series_book::restore(&hub).await? {
        flow::advance_series(hub.clone(), &id).await;
    }
    // Games where the engine was to move go on, and team games' clocks.
    for id in ids {
        flow::start(hub.clone(), id, None).await;
    }
    // With other processes on the same database: their changes, and the leases.
    notify::start(hub.clone(), changes)
        .await
        .map_err(|e| e.to_string())?;
    Ok(hub)
}
