//! Rematches: after a game, the same game again between the same players with the
//! colours swapped. The first player to ask creates it and the finished game points to
//! it (every follower sees the offer); the other player asking takes their place in it
//! (a friend the other seat, a team member a place in the other team), so nobody needs a
//! new invitation.

use std::sync::Arc;

use mancala_rules::Side;

use super::answers::RematchAnswer;
use super::engine::Client;
use super::flow;
use super::games::{self, NewGame};
use super::room_ops;
use super::state::{Error, Hub};
use mancala_domain::room::GameError;

/// The rematch of finished game `id` for the player holding `token`: created (colours
/// swapped, not listed in the lobby) when there is none yet, else the player's place in
/// it taken.
pub async fn rematch(
    hub: &Arc<Hub>,
    id: &str,
    token: &str,
    client: Client,
) -> Result<RematchAnswer, Error> {
    // What sets going a game made here (an engine's first move, a team clock) runs once
    // the finished game's lock is let go of (never two games locked at once), as a task of
    // its own, so that a request given up meanwhile does not leave the game standing.
    let mut starts = Vec::new();
    let answer = offer_or_take(hub, id, token, client, &mut starts).await;
    for start in starts {
        tokio::spawn(start);
    }
    answer
}

/// [`rematch`] under the finished game's lock; the games it makes are set going by
/// `starts`, after.
async fn offer_or_take(
    hub: &Arc<Hub>,
    id: &str,
    token: &str,
    client: Client,
    starts: &mut Vec<flow::Task>,
) -> Result<RematchAnswer, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let side = slot.room.rematch_side(token)?;
    let name = slot
        .room
        .teams
        .as_ref()
        .and_then(|t| t.member_by_token(token))
        .map(|m| m.name.clone());
    let mut reloaded = false;
    loop {
        if let Some(next) = slot.room.rematch.clone() {
            drop(slot);
            return take_place(hub, &next, side.opponent(), name).await;
        }
        let room = &slot.room;
        let new = NewGame {
            rules: *room.game.rules(),
            seats: room.rematch_seats(),
            listed: false,
            teams: room.teams.as_ref().map(|t| t.settings),
            name: name.clone(),
            creator: Some(side.opponent()),
        };
        let (made, start) = games::create_unstarted(hub, new, client).await?;
        starts.push(start);
        let (old_id, new_id) = (id.to_string(), made.id.clone());
        match hub.write(move |s| s.set_rematch(&old_id, &new_id)).await {
            Ok(()) => {
                slot.room.rematch = Some(made.id.clone());
                slot.publish();
                return Ok(RematchAnswer::offered(made));
            }
            // Another process's player started one first: take a place in theirs (the
            // game made here stays unplayed, out of the lobby).
            Err(Error::Store(e)) if e.is_conflict() && !reloaded => {
                reloaded = true;
                room_ops::reload(hub, &mut slot).await?;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Takes `side`'s place in rematch `next` (its seat's invitation, or its team's).
async fn take_place(
    hub: &Arc<Hub>,
    next: &str,
    side: Side,
    name: Option<String>,
) -> Result<RematchAnswer, Error> {
    let code = {
        let game = hub.game(next).await?;
        let slot = game.lock().await;
        match &slot.room.teams {
            Some(teams) => Some(teams.teams[side.index()].invite.clone()),
            None => slot.room.invites[side.index()].clone(),
        }
    };
    let code = code.ok_or_else(|| GameError::InRematch(next.to_string()))?;
    Ok(RematchAnswer::joined(
        games::join(hub, next, &code, name).await?,
    ))
}
