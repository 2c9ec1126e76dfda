//! What happens by itself after a change: the engine's replies, the next game of a
//! series, a team game's turn clock and its engine members' proposals. Each runs as a
//! task of its own, taking the game's lock only to read it and to store its result.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use super::engine::{Client, Ticket, ENGINE_MOVE_TIME, ENGINE_PROPOSAL_TIME};
use super::room_ops::{make_proposal, store_and_play};
use super::series_book;
use super::state::Hub;
use crate::domain::room::now_ms;
use crate::domain::teams::Member;

/// A boxed future that runs on its own.
pub type Task = Pin<Box<dyn Future<Output = ()> + Send>>;

/// After any change to game `id` (a move, an engine move, a resignation, a new game):
/// the series counts a game that ended and starts the next; the engine moves if it is
/// its turn (its search admitted before as `ticket`, or else as the server's); a team
/// game's clock and engine members start on the new turn. Never call it while holding
/// a game's lock or the series'.
pub fn after_move(hub: Arc<Hub>, id: String, ticket: Option<Ticket>) -> Task {
    Box::pin(async move {
        advance_series(hub.clone(), &id).await;
        start(hub, id, ticket).await;
    })
}

/// Starts game `id` going: the engine if it is to move; a team game's clock and engine members.
pub fn start(hub: Arc<Hub>, id: String, ticket: Option<Ticket>) -> Task {
    Box::pin(async move {
        engine_if_due(hub.clone(), id.clone(), ticket).await;
        let team_game = match hub.find(&id) {
            Some(game) => game.lock().await.room.teams.is_some(),
            None => false,
        };
        if team_game && hub.keeps(&id).await {
            start_turn(hub, id);
        }
    })
}

/// Counts game `id` in its series if it just ended, and starts the next game (with
/// other processes on the database: only the process that keeps the game).
pub async fn advance_series(hub: Arc<Hub>, id: &str) {
    if hub.leases.shared() {
        let ended = match hub.find(id) {
            Some(game) => game.lock().await.room.is_over(),
            None => false,
        };
        if !(ended && series_book::is_series_game(&hub, id).await && hub.keeps(id).await) {
            return;
        }
    }
    match series_book::advance(&hub, id).await {
        Ok(Some((next, _))) => start(hub, next, None).await,
        Ok(None) => {}
        Err(e) => tracing::error!("series after game {id}: {e}"),
    }
}

/// Starts the engine's move in the background when it is the engine's turn.
pub async fn engine_if_due(hub: Arc<Hub>, id: String, ticket: Option<Ticket>) {
    let Some(game) = hub.find(&id) else { return };
    let job = {
        let mut slot = game.lock().await;
        match slot.room.engine_to_move() {
            Some(level) if !slot.engine_busy => {
                slot.engine_busy = true;
                let seed = slot.room.engine_seed(slot.room.game.moves_played() as u64);
                Some((level, slot.room.game.clone(), seed))
            }
            _ => None,
        }
    };
    let Some((level, history, seed)) = job else {
        return;
    };
    if !hub.keeps(&id).await {
        // Another process runs this game's engine.
        game.lock().await.engine_busy = false;
        return;
    }
    let ticket = match ticket {
        Some(ticket) => ticket,
        None => match hub.engine.admit(Client::Server) {
            Ok(ticket) => ticket,
            Err(e) => {
                tracing::error!("game {id}: the engine's move was not admitted: {e}");
                return;
            }
        },
    };
    tokio::spawn(async move {
        let ply = history.moves_played();
        let chosen = hub
            .engine
            .search(ticket, history, level, ENGINE_MOVE_TIME, seed)
            .await;
        {
            let mut slot = game.lock().await;
            slot.engine_busy = false;
            // The game may have changed meanwhile (an undo, a resignation): then drop the move.
            if let Some(mv) = chosen {
                if slot.room.game.moves_played() == ply && slot.room.engine_to_move().is_some() {
                    if let Err(e) = store_and_play(&hub, &mut slot, mv).await {
                        tracing::error!("game {id}: the engine's move was not stored: {e}");
                    }
                }
            }
        }
        after_move(hub, id, None).await;
    });
}

/// Starts the clock and the engine members for the current turn of a team game.
pub fn start_turn(hub: Arc<Hub>, id: String) {
    engine_proposals(hub.clone(), id.clone());
    tokio::spawn(run_clock(hub, id));
}

/// Waits for the turn's clock; when it runs out, plays the most agreed proposal (the
/// earliest among equals), or with none the engine's move at the game's level.
async fn run_clock(hub: Arc<Hub>, id: String) {
    let Some(game) = hub.find(&id) else { return };
    let (deadline, turn, level) = {
        let slot = game.lock().await;
        let Some(teams) = slot.room.teams.as_ref() else {
            return;
        };
        let Some(deadline) = teams.deadline() else {
            return;
        };
        if slot.room.is_over() {
            return;
        }
        (
            deadline,
            (slot.room.game.moves_played(), teams.turn_started),
            teams.settings.fallback_level,
        )
    };
    let wait = deadline.saturating_sub(now_ms()).max(0) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
    let (chosen, history, seed) = {
        let slot = game.lock().await;
        let Some(teams) = slot.room.teams.as_ref() else {
            return;
        };
        if slot.room.is_over() || (slot.room.game.moves_played(), teams.turn_started) != turn {
            return;
        }
        let side = slot.room.game.position().to_move();
        (
            teams.most_agreed(side).map(|p| p.mv),
            slot.room.game.clone(),
            slot.room.engine_seed(slot.room.game.moves_played() as u64),
        )
    };
    let mv = match chosen {
        Some(mv) => Some(mv),
        None => match hub.engine.admit(Client::Server) {
            Ok(ticket) => {
                hub.engine
                    .search(ticket, history, level, ENGINE_MOVE_TIME, seed)
                    .await
            }
            Err(_) => None,
        },
    };
    let Some(mv) = mv else { return };
    let played = {
        let mut slot = game.lock().await;
        let Some(teams) = slot.room.teams.as_ref() else {
            return;
        };
        if (slot.room.game.moves_played(), teams.turn_started) != turn || slot.room.is_over() {
            return;
        }
        // A proposal made while the engine was thinking still wins over the engine.
        let side = slot.room.game.position().to_move();
        let mv = teams.most_agreed(side).map_or(mv, |p| p.mv);
        store_and_play(&hub, &mut slot, mv).await.is_ok()
    };
    if played {
        after_move(hub, id, None).await;
    }
}

/// Each engine member of the team to move proposes its move (once a turn).
pub fn engine_proposals(hub: Arc<Hub>, id: String) {
    tokio::spawn(async move {
        let Some(game) = hub.find(&id) else { return };
        let jobs = {
            let slot = game.lock().await;
            let Some(teams) = slot.room.teams.as_ref() else {
                return;
            };
            if slot.room.is_over() {
                return;
            }
            let side = slot.room.game.position().to_move();
            let proposed: Vec<u32> = teams.teams[side.index()]
                .proposals
                .iter()
                .flat_map(|p| p.agreed.clone())
                .collect();
            let turn = (slot.room.game.moves_played(), teams.turn_started);
            teams
                .members
                .iter()
                .filter(|m| m.side == side && !proposed.contains(&m.id))
                .filter_map(|m| m.engine.map(|l| (m.clone(), l)))
                .map(|(m, l)| (m, l, slot.room.game.clone(), turn))
                .collect::<Vec<(Member, u8, _, _)>>()
        };
        let base = game.lock().await.room.engine_seed(0);
        for (member, level, history, turn) in jobs {
            let seed = base ^ history.moves_played() as u64 ^ (u64::from(member.id) << 32);
            let Ok(ticket) = hub.engine.admit(Client::Server) else {
                continue;
            };
            let chosen = hub
                .engine
                .search(ticket, history, level, ENGINE_PROPOSAL_TIME, seed)
                .await;
            let Some(mv) = chosen else { continue };
            let mut slot = game.lock().await;
            let same = slot
                .room
                .teams
                .as_ref()
                .is_some_and(|t| (slot.room.game.moves_played(), t.turn_started) == turn);
            if same {
                if let Err(e) = make_proposal(&hub, &mut slot, &member, &mv.to_string()).await {
                    tracing::warn!("game {id}: engine member's proposal refused: {e}");
                }
            }
        }
    });
}
