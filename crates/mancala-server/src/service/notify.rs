//! Several processes on one database (PostgreSQL): each keeps the games being played in
//! memory and serves them, so each must hear what the others change. The store announces
//! every change (the game or series id); here each announcement loads that game or series
//! again and tells this process's followers, and the process that keeps the game (see
//! [`super::lease`]) goes on with what follows (the engine's reply, the next game of a
//! series).
//!
//! A task renews this process's leases every few seconds and takes over the games whose
//! keeper has gone (its lease expired): an engine to move, a turn clock to run.

use std::sync::Arc;
use std::time::Instant;

use super::flow;
use super::lease::{LEASE_TTL, RENEW_EVERY};
use super::room_ops::reload;
use super::series_book;
use super::state::{Error, Hub, Slot};
use mancala_domain::room::INVITE_TTL_MS;
use mancala_domain::series::Series;
use mancala_domain::token::now_ms;
use mancala_store::Change;

/// The other processes' changes from now on (with a shared store; `None` with a store of
/// one process), heard before the games are read at start so that none made meanwhile is
/// missed ([`start`] applies them).
pub async fn listen(hub: &Hub) -> Result<Option<std::sync::mpsc::Receiver<Change>>, Error> {
    if !hub.leases.shared() {
        return Ok(None);
    }
    hub.write(|s| s.listen()).await
}

/// With a shared store: applies the other processes' `changes` (from [`listen`]; one heard
/// twice is harmless) and keeps the leases. Nothing with a store of one process.
pub async fn start(
    hub: Arc<Hub>,
    changes: Option<std::sync::mpsc::Receiver<Change>>,
) -> Result<(), Error> {
    if !hub.leases.shared() {
        return Ok(());
    }
    if let Some(changes) = changes {
        let (sender, mut receiver) = tokio::sync::mpsc::unbounded_channel();
        std::thread::Builder::new()
            .name("mancala-changes".to_string())
            .spawn(move || {
                while let Ok(change) = changes.recv() {
                    if sender.send(change).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| Error::Internal(format!("cannot follow other processes: {e}")))?;
        let follower = hub.clone();
        tokio::spawn(async move {
            while let Some(change) = receiver.recv().await {
                if let Err(e) = apply(&follower, change.clone()).await {
                    tracing::warn!("{change:?} from another process: {e}");
                }
            }
        });
    }
    tokio::spawn(keep_leases(hub));
    Ok(())
}

/// Brings this process up to date with one change another process made.
async fn apply(hub: &Arc<Hub>, change: Change) -> Result<(), Error> {
    match change {
        Change::Game(id) => game_changed(hub, &id).await,
        Change::Series(id) => series_changed(hub, &id).await,
        Change::Everything => {
            // The games in memory, and those made or moved in lately, which may be new
            // here (an invitation for the lobby, a move the engine answers). Any other
            // game is read from the store when it is asked for, so every game ever made
            // is not read in here.
            let since = now_ms() - INVITE_TTL_MS;
            let mut ids = hub.write(move |s| s.active_game_ids(since)).await?;
            ids.extend(hub.ids());
            ids.sort_unstable();
            ids.dedup();
            // One that fails is told and the others go on.
            for id in ids {
                if let Err(e) = game_changed(hub, &id).await {
                    tracing::warn!("game {id} could not be brought up to date: {e}");
                }
            }
            // The series in play as stored, and every series here (one this process has not
            // read rests in the store until asked for).
            let mut series = hub.write(|s| s.series_in_play_ids()).await?;
            {
                let state = hub.series.lock().await;
                series.extend(state.book.series.keys().cloned());
            }
            series.sort_unstable();
            series.dedup();
            for id in series {
                if let Err(e) = series_changed(hub, &id).await {
                    tracing::warn!("series {id} could not be brought up to date: {e}");
                }
            }
            Ok(())
        }
    }
}

/// Game `id` changed elsewhere: loaded again (or for the first time) and shown to this
/// process's followers; when it went on, what follows runs if this process keeps it.
async fn game_changed(hub: &Arc<Hub>, id: &str) -> Result<(), Error> {
    let was_here = hub.find(id).is_some();
    let went_on = match hub.look_up(id).await {
        // New here: read just now.
        Ok((_, true)) => true,
        // In memory (or read meanwhile by a request here, which counts as new: what
        // follows has not run for it here): brought up to date.
        Ok((game, false)) => reload(hub, &mut *game.lock().await).await? || !was_here,
        Err(Error::NoGame(_)) => false,
        Err(e) => return Err(e),
    };
    if went_on {
        flow::after_move(hub.clone(), id.to_string(), None).await;
    }
    Ok(())
}

/// Series `id` changed elsewhere (created, a game counted, the next game made, a player
/// joined): loaded again with its games, shown to its followers here.
async fn series_changed(hub: &Arc<Hub>, id: &str) -> Result<(), Error> {
    let load = || {
        let series_id = id.to_string();
        hub.write(move |s| s.load_one_series(&series_id))
    };
    // The series' games this process holds and lacks (the game in progress, a team
    // series' latest) are read first, outside the series' lock (such reads wait their turn
    // behind requests')...
    let Some(record) = load().await? else {
        return Ok(());
    };
    let series = Series::restore(record).map_err(Error::Internal)?;
    // Held until they are linked below, so that none is let go of meanwhile.
    let mut held = Vec::new();
    for game in series.games_held().into_iter().map(|i| &series.games[i]) {
        if let Some(found) = hub.find(&game.id) {
            held.push(found);
            continue;
        }
        match hub.look_up(&game.id).await {
            Ok((found, true)) => held.push(found),
            Err(Error::NoGame(_)) => {}
            // Read meanwhile by a request here: brought up to date.
            Ok((found, false)) => {
                reload(hub, &mut *found.lock().await).await?;
                held.push(found);
            }
            Err(e) => return Err(e),
        }
    }
    // ...then the series itself under the lock, so that a change this process makes to it
    // meanwhile is not overwritten by an older copy.
    let mut state = hub.series.lock().await;
    let Some(record) = load().await? else {
        return Ok(());
    };
    let mut series = Series::restore(record).map_err(Error::Internal)?;
    series_book::link_games(hub, &mut series, false).await?;
    drop(held);
    let series_id = series.id.clone();
    state.insert(series);
    state.publish(&series_id);
    Ok(())
}

/// Whether game `slot` needs a process to run it: an engine to move, or a turn clock.
fn needs_keeper(slot: &Slot) -> (bool, bool) {
    if slot.room.is_over() {
        return (false, false);
    }
    let engine = slot.room.engine_to_move().is_some() && !slot.engine_busy;
    (engine, slot.room.clock_running())
}

/// Renews this process's leases every few seconds and takes over games nobody keeps;
/// gives its leases up when the server stops.
async fn keep_leases(hub: Arc<Hub>) {
    let mut closing = hub.closing();
    loop {
        tokio::select! {
            () = tokio::time::sleep(RENEW_EVERY) => {}
            _ = closing.changed() => break,
        }
        if *closing.borrow() {
            break;
        }
        let asked = Instant::now();
        let holder = hub.leases.holder.clone();
        match hub.write(move |s| s.renew_leases(&holder, LEASE_TTL)).await {
            Ok(held) => hub.leases.renewed(held, asked),
            Err(e) => tracing::warn!("renewing the leases: {e}"),
        }
        for game in hub.games() {
            let (id, (engine, clock)) = {
                let slot = game.lock().await;
                (slot.room.id.clone(), needs_keeper(&slot))
            };
            if engine && hub.keeps(&id).await {
                flow::engine_if_due(hub.clone(), id.clone(), None).await;
            }
            if clock && !hub.leases.holds(&id) && hub.keeps(&id).await {
                tracing::info!("game {id}: its turn clock taken over");
                flow::start_turn(hub.clone(), id);
            }
        }
    }
    let holder = hub.leases.holder.clone();
    if let Err(e) = hub.write(move |s| s.release_leases(&holder)).await {
        tracing::warn!("giving up the leases: {e}");
    }
}
