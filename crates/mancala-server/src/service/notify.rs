//! Several processes on one database (PostgreSQL): each keeps every game in memory and
//! serves it, so each must hear what the others change. The store announces every change
//! (the game or series id); here each announcement loads that game or series again and
//! tells this process's followers, and the process that keeps the game (see [`super::lease`])
//! goes on with what follows (the engine's reply, the next game of a series).
//!
//! A task renews this process's leases every few seconds and takes over the games whose
//! keeper has gone (its lease expired): an engine to move, a turn clock to run.

use std::sync::Arc;
use std::time::Instant;

use super::flow;
use super::lease::{LEASE_TTL, RENEW_EVERY};
use super::room_ops::reload;
use super::state::{Error, Hub, Slot};
use crate::domain::series::{Player, Series};
use crate::store::Change;

/// With a shared store: starts following the other processes' changes and keeping the
/// leases. Nothing with a store of one process.
pub async fn start(hub: Arc<Hub>) -> Result<(), Error> {
    if !hub.leases.shared() {
        return Ok(());
    }
    if let Some(changes) = hub.write(|s| s.listen()).await? {
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
            let ids: Vec<String> = hub
                .write(|s| s.load_all())
                .await?
                .into_iter()
                .map(|g| g.id)
                .collect();
            for id in ids {
                game_changed(hub, &id).await?;
            }
            let series: Vec<String> = hub
                .write(|s| s.load_series())
                .await?
                .into_iter()
                .map(|s| s.id)
                .collect();
            for id in series {
                series_changed(hub, &id).await?;
            }
            Ok(())
        }
    }
}

/// Game `id` changed elsewhere: loaded again (or for the first time) and shown to this
/// process's followers; when it went on, what follows runs if this process keeps it.
async fn game_changed(hub: &Arc<Hub>, id: &str) -> Result<(), Error> {
    let went_on = match hub.find(id) {
        Some(game) => {
            let mut slot = game.lock().await;
            reload(hub, &mut slot).await?
        }
        None => match hub.load_room(id).await? {
            // New here, whether added now or read meanwhile by a request (`Hub::game`);
            // such a copy, perhaps followed already, is brought up to date instead.
            Some(room) => {
                if let (game, false) = hub.add(room) {
                    reload(hub, &mut *game.lock().await).await?;
                }
                true
            }
            None => false,
        },
    };
    if went_on {
        flow::after_move(hub.clone(), id.to_string(), None).await;
    }
    Ok(())
}

/// Series `id` changed elsewhere (created, a game counted, the next game made, a player
/// joined): loaded again with its games, shown to its followers here.
async fn series_changed(hub: &Arc<Hub>, id: &str) -> Result<(), Error> {
    let series_id = id.to_string();
    let Some(record) = hub.write(move |s| s.load_one_series(&series_id)).await? else {
        return Ok(());
    };
    for game in &record.games {
        if hub.find(&game.id).is_none() {
            if let Some(room) = hub.load_room(&game.id).await? {
                if let (found, false) = hub.add(room) {
                    // Read meanwhile by a request here: brought up to date instead.
                    reload(hub, &mut *found.lock().await).await?;
                }
            }
        }
    }
    let mut series = Series::restore(record).map_err(Error::Internal)?;
    let mut state = hub.series.lock().await;
    for (i, game) in series.games.iter().enumerate() {
        let Some(found) = hub.find(&game.id) else {
            continue;
        };
        let mut slot = found.lock().await;
        slot.room.series = Some(series.id.clone());
        if i == 0 {
            // The series was created with its first game (its invitation's age).
            series.created = slot.room.created;
        }
        if let Some(mirror) = series.teams.as_mut() {
            if let Some(teams) = slot.room.teams.as_mut() {
                teams.series_id = Some(series.id.clone());
                mirror.sync(teams, Series::side_in(i, Player::A));
            }
        }
    }
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
    let clock = slot
        .room
        .teams
        .as_ref()
        .is_some_and(|t| t.deadline().is_some());
    (engine, clock)
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
