//! The lobby: open invitations, games in progress and open series, gathered from every
//! game and series, paged for each reader; and its feed, which gathers it again (at
//! most every [`SETTLE`]) whenever a game or series changes, for the lobby's WebSocket.
//! The lobby's and the feed's types are [`super::feed`]'s (re-exported here).

use std::sync::{Arc, Weak};
use std::time::Duration;

use mancala_rules::Side;
use tokio::sync::watch;

use super::answers::LobbyGame;
pub use super::feed::{Feed, Lobby, Page};
use super::series_book;
use super::state::Hub;
use super::views::SideName;
use mancala_domain::token::now_ms;

/// Time the feed lets changes gather before it gathers the lobby again.
pub const SETTLE: Duration = Duration::from_millis(500);
/// Longest time between two gatherings (invitations expire by time alone).
const REFRESH: Duration = Duration::from_secs(60);

impl Lobby {
    /// The lobby now.
    pub async fn gather(hub: &Hub) -> Lobby {
        let mut open = Vec::new();
        let mut playing = Vec::new();
        let now = now_ms();
        for game in hub.games() {
            let slot = game.lock().await;
            let room = &slot.room;
            if room.is_over() {
                continue;
            }
            let rules = room.game.rules();
            let entry = |seat: Option<Side>, code: Option<String>, team: bool| LobbyGame {
                id: room.id.clone(),
                game: rules.game().name().to_string(),
                holes: rules.holes(),
                seeds: rules.seeds(),
                south: room.seats[0].name(),
                north: room.seats[1].name(),
                ply: room.game.ply(),
                created: room.created,
                last_move_at: room.last_move_at,
                seat: seat.map(SideName::from),
                code,
                team: team.then_some(true),
            };
            if let Some(teams) = room.teams.as_ref() {
                // A team game is open while North's team has nobody yet,
                // until its invitation expires (a day after the game was created).
                if room.listed && teams.count(Side::North) == 0 {
                    if room.team_invite_expired(Side::North, now) {
                        continue;
                    }
                    let code = teams.teams[Side::North.index()].invite.clone();
                    open.push(entry(Some(Side::North), Some(code), true));
                } else if !room.abandoned(now) {
                    playing.push((room.active_at(), entry(None, None, true)));
                }
            } else if let Some(side) = Side::BOTH
                .into_iter()
                .find(|s| room.listed && room.invites[s.index()].is_some())
            {
                if room.invites_expired(now) {
                    // An invitation nobody took for a day: gone from the lobby.
                    continue;
                }
                let code = room.invites[side.index()].clone().unwrap_or_default();
                open.push(entry(Some(side), Some(code), false));
            } else if !room.abandoned(now) {
                // A game without a move for a day is not worth watching (its link works).
                playing.push((room.active_at(), entry(None, None, false)));
            }
        }
        // Newest first: invitations by creation, games by their last activity.
        open.sort_by(|a, b| b.created.cmp(&a.created).then_with(|| a.id.cmp(&b.id)));
        playing.sort_by(|(a_at, a), (b_at, b)| b_at.cmp(a_at).then_with(|| a.id.cmp(&b.id)));
        let playing = playing.into_iter().map(|(_, game)| game).collect();
        let mut series = series_book::lobby(hub).await;
        series.sort_by(|a, b| a.id.cmp(&b.id));
        Lobby {
            open,
            playing,
            series,
        }
    }
}

/// The lobby now, and the lobbies gathered after each change from now on.
pub async fn follow(hub: &Arc<Hub>) -> (Arc<Lobby>, watch::Receiver<Arc<Lobby>>) {
    let feed = &hub.lobby;
    let mut updates = feed.latest.subscribe();
    updates.mark_unchanged();
    if !feed.started.swap(true, std::sync::atomic::Ordering::SeqCst) {
        tokio::spawn(gather_on_change(
            Arc::downgrade(hub),
            feed.changes.subscribe(),
        ));
    }
    (Arc::new(Lobby::gather(hub).await), updates)
}

/// Gathers the lobby again after each change (letting changes settle for [`SETTLE`]) and
/// at least every [`REFRESH`], while the service lives.
async fn gather_on_change(hub: Weak<Hub>, mut changes: watch::Receiver<u64>) {
    loop {
        let Some(strong) = hub.upgrade() else { return };
        changes.mark_unchanged();
        let lobby = Lobby::gather(&strong).await;
        strong.lobby.latest.send_replace(Arc::new(lobby));
        drop(strong);
        tokio::select! {
            changed = changes.changed() => if changed.is_err() { return },
            () = tokio::time::sleep(REFRESH) => {}
        }
        tokio::time::sleep(SETTLE).await;
    }
}
