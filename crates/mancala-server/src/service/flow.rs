//! What happens by itself after a change: the engine's replies, the next game of a
//! series, a team game's turn clock and its engine members' proposals. Each runs as a
//! task of its own, taking the game's lock only to read it and to store its result.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use super::engine::{Ticket, ENGINE_MOVE_TIME, ENGINE_PROPOSAL_TIME};
use super::error::Error;
use super::room_ops::{make_proposal, reload_on_conflict, store_and_play};
use super::series_book;
use super::state::Hub;
use mancala_domain::teams::Member;
use mancala_domain::token::now_ms;

/// How long to wait before trying a refused server search again.
fn retry_delay(e: &Error) -> Duration {
    match e {
        Error::Busy { retry_after, .. } => Duration::from_secs((*retry_after).max(1)),
        _ => Duration::from_secs(1),
    }
}

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
        // An ended game of a series (which it names, read with it from the store).
        let ended = match hub.find(id) {
            Some(game) => {
                let slot = game.lock().await;
                slot.room.is_over() && slot.room.series.is_some()
            }
            None => false,
        };
        if !(ended && hub.keeps(id).await) {
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
        None => match hub.engine.admit_for_game(&id) {
            Ok(ticket) => ticket,
            Err(e) => {
                // The game stays the engine's to move (and busy) until the retry.
                let wait = retry_delay(&e);
                tracing::warn!("game {id}: the engine's move waits {wait:?}: {e}");
                tokio::spawn(async move {
                    tokio::time::sleep(wait).await;
                    game.lock().await.engine_busy = false;
                    start(hub, id, None).await;
                });
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
                        // after_move below looks at the game as read again.
                        reload_on_conflict(&hub, &mut slot, &e).await;
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
/// earliest among equals), or with none the engine's move at the game's level. When
/// that search is refused (another search for the game, or a full queue), the clock
/// waits and looks again: a proposal made meanwhile is played, or else the engine's move.
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
    let mv = loop {
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
        if let Some(mv) = chosen {
            break mv;
        }
        match hub.engine.admit_for_game(&id) {
            Ok(ticket) => {
                let found = hub
                    .engine
                    .search(ticket, history, level, ENGINE_MOVE_TIME, seed)
                    .await;
                let Some(mv) = found else { return };
                break mv;
            }
            Err(e) => {
                let wait = retry_delay(&e);
                tracing::info!("game {id}: the clock's engine move waits {wait:?}: {e}");
                tokio::time::sleep(wait).await;
            }
        }
    };
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
        match store_and_play(&hub, &mut slot, mv).await {
            Ok(()) => true,
            Err(e) => {
                tracing::warn!("game {id}: the clock's move was not stored: {e}");
                // Changed by another process first: what follows runs from the game as it is.
                reload_on_conflict(&hub, &mut slot, &e).await
            }
        }
    };
    if played {
        after_move(hub, id, None).await;
    }
}

/// Each engine member of the team to move proposes its move (once a turn), one search
/// at a time for the game: while a task is at it for this game, a new request is left to
/// that task, which looks for members without a proposal until none is left. A member
/// whose search is refused (the queue is full, or the clock's search runs) makes no
/// proposal that turn.
pub fn engine_proposals(hub: Arc<Hub>, id: String) {
    tokio::spawn(async move {
        let Some(game) = hub.find(&id) else { return };
        {
            let mut slot = game.lock().await;
            if slot.proposals_busy {
                return;
            }
            slot.proposals_busy = true;
        }
        // The members tried this turn (a refused one is not tried again).
        let mut tried: (Option<Turn>, Vec<u32>) = (None, Vec::new());
        loop {
            let next = {
                let mut slot = game.lock().await;
                let next = next_engine_member(&slot, &mut tried);
                if next.is_none() {
                    slot.proposals_busy = false;
                }
                next
            };
            let Some(MemberSearch {
                member,
                level,
                history,
                turn,
                seed,
            }) = next
            else {
                return;
            };
            let ticket = match hub.engine.admit_for_game(&id) {
                Ok(ticket) => ticket,
                Err(e) => {
                    tracing::warn!(
                        "game {id}: engine member {} makes no proposal this turn: {e}",
                        member.id
                    );
                    continue;
                }
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

/// A turn of a team game: the moves played and when the turn started.
type Turn = (usize, i64);

/// An engine member's search for its proposal.
struct MemberSearch {
    member: Member,
    level: u8,
    history: mancala_rules::History,
    turn: Turn,
    seed: u64,
}

/// The next engine member of the team to move with no proposal this turn and not yet
/// tried (`tried`: the turn and the members tried in it), with what its search needs.
fn next_engine_member(
    slot: &super::state::Slot,
    tried: &mut (Option<Turn>, Vec<u32>),
) -> Option<MemberSearch> {
    let teams = slot.room.teams.as_ref()?;
    if slot.room.is_over() {
        return None;
    }
    let turn = (slot.room.game.moves_played(), teams.turn_started);
    if tried.0 != Some(turn) {
        *tried = (Some(turn), Vec::new());
    }
    let side = slot.room.game.position().to_move();
    let proposed: Vec<u32> = teams.teams[side.index()]
        .proposals
        .iter()
        .flat_map(|p| p.agreed.iter().copied())
        .collect();
    let (member, level) = teams
        .members
        .iter()
        .filter(|m| m.side == side && !proposed.contains(&m.id) && !tried.1.contains(&m.id))
        .find_map(|m| m.engine.map(|l| (m.clone(), l)))?;
    tried.1.push(member.id);
    let history = slot.room.game.clone();
    let seed =
        slot.room.engine_seed(0) ^ history.moves_played() as u64 ^ (u64::from(member.id) << 32);
    Some(MemberSearch {
        member,
        level,
        history,
        turn,
        seed,
    })
}
