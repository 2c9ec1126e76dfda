//! Changes to one game, each checked by the domain, stored, then kept and published:
//! a move, a proposal, a new member. The caller holds the game's lock.

use mancala_rules::{Move, Side};

use super::state::{Error, Hub, Slot};
use super::views::{GameView, TeamAnswer, TeamMessage};
use mancala_domain::room::GameError;
use mancala_domain::teams::{Member, TeamError, Teams};
use mancala_domain::token::{now_ms, secret, token_hash};

/// Checks `mv`, stores it (in a team game with its new turn), then plays it and tells
/// everyone watching.
pub async fn store_and_play(hub: &Hub, slot: &mut Slot, mv: Move) -> Result<(), Error> {
    slot.room.check_legal(mv)?;
    let ply = slot.room.game.moves_played();
    let id = slot.room.id.clone();
    let text = mv.to_string();
    let now = now_ms();
    if slot.room.teams.is_some() {
        hub.write(move |s| s.add_team_move(&id, ply, &text, now))
            .await?;
    } else {
        hub.write(move |s| s.add_move(&id, ply, &text, now)).await?;
    }
    slot.room.play(mv, now)?;
    metrics::counter!("mancala_moves_total").increment(1);
    slot.publish_all();
    Ok(())
}

/// After `error` writing a change to the game in `slot`: when another process sharing the
/// store changed the game first, the game is read again (and shown), so that what runs
/// next sees it as it is rather than trying the same change again. Whether the game read
/// again went on.
pub async fn reload_on_conflict(hub: &Hub, slot: &mut Slot, error: &Error) -> bool {
    if !matches!(error, Error::Store(e) if e.is_conflict()) {
        return false;
    }
    reload(hub, slot).await.unwrap_or_else(|e| {
        tracing::warn!("game {}: could not be read again: {e}", slot.room.id);
        false
    })
}

/// The teams of a team game (409 otherwise).
pub fn teams_of(slot: &mut Slot) -> Result<&mut Teams, Error> {
    Ok(slot.room.teams.as_mut().ok_or(GameError::NotTeamGame)?)
}

/// The member holding `token` in a team game; notes that it was seen.
pub fn member(slot: &mut Slot, token: &str) -> Result<Member, Error> {
    let teams = teams_of(slot)?;
    let member = teams
        .member_by_token(token)
        .cloned()
        .ok_or(TeamError::NotMember)?;
    teams.seen(member.id, now_ms(), 0);
    Ok(member)
}

/// The answer to a member: its number and its team's view.
pub fn team_answer(slot: &mut Slot, me: &Member) -> Result<TeamAnswer, Error> {
    let teams = teams_of(slot)?;
    Ok(TeamAnswer::of(teams, me.id, me.side))
}

/// Changes `me`'s team's proposals with `change`, stores them (undoing the change if
/// that fails), tells the team, and answers the team view.
pub async fn change_proposals(
    hub: &Hub,
    slot: &mut Slot,
    me: &Member,
    change: impl FnOnce(&mut Teams) -> Result<(), TeamError>,
) -> Result<TeamAnswer, Error> {
    let ply = slot.room.game.moves_played();
    let id = slot.room.id.clone();
    let side = me.side;
    let teams = teams_of(slot)?;
    let team = &teams.teams[side.index()];
    let kept = (team.proposals.clone(), team.next_proposal);
    change(teams)?;
    let team = &teams.teams[side.index()];
    let (proposals, next) = (team.proposals.clone(), team.next_proposal);
    if let Err(e) = hub
        .write(move |s| s.save_proposals(&id, side, ply, &proposals, next))
        .await
    {
        let team = &mut teams_of(slot)?.teams[side.index()];
        (team.proposals, team.next_proposal) = kept;
        return Err(e);
    }
    slot.publish_team(side);
    team_answer(slot, me)
}

/// Proposes the move written `text` for `me`'s team, stores and publishes it; answers
/// the team view.
pub async fn make_proposal(
    hub: &Hub,
    slot: &mut Slot,
    me: &Member,
    text: &str,
) -> Result<TeamAnswer, Error> {
    if slot.room.is_over() {
        return Err(GameError::Over.into());
    }
    let to_move = slot.room.game.position().to_move();
    if me.side != to_move {
        return Err(TeamError::NotYourTurn(to_move).into());
    }
    let legal = slot.room.game.position().legal_moves();
    let mv: Move = text
        .parse()
        .ok()
        .filter(|m| legal.iter().any(|l| l == m))
        .ok_or_else(|| {
            GameError::BadMove(format!(
                "'{}' is not a legal move; legal moves: {}",
                mancala_rules::quote(text),
                legal.to_notation()
            ))
        })?;
    let by = me.id;
    change_proposals(hub, slot, me, |teams| teams.propose(by, mv).map(|_| ())).await
}

/// A person who joined a team.
pub struct Joined {
    /// The new member (its side is its team's).
    pub member: Member,
    /// The member's token, handed out once.
    pub token: String,
    /// The team's sower (the newcomer, if it is the team's first person).
    pub sower: Option<u32>,
    /// The team's new invitation code, when this join renewed it.
    pub invite: Option<String>,
    /// Whether this join gave the second team its first person, starting the turn clock.
    pub clock_started: bool,
}

/// Adds a person named `name` (by default "Member N") to the team whose invitation
/// `code` is (`403` for no such team, `409` when it is full); in a team series
/// (`series`: its id and the player the team is) a renewed code is the series' too.
/// Stored (in one transaction, with the turn's start when this join starts the clock)
/// before it is kept, then published to everyone and the team.
pub async fn add_person(
    hub: &Hub,
    slot: &mut Slot,
    name: Option<String>,
    code: &str,
    series: Option<(String, usize)>,
) -> Result<Joined, Error> {
    if slot.room.is_over() {
        return Err(GameError::Over.into());
    }
    // A team nobody joined for a day after the game was created no longer takes anyone.
    let expired = (slot.room.teams.as_ref())
        .and_then(|t| t.side_of_invite(code))
        .is_some_and(|side| slot.room.team_invite_expired(side, now_ms()));
    if expired {
        return Err(GameError::InviteExpired.into());
    }
    let game_id = slot.room.id.clone();
    let teams = teams_of(slot)?;
    let side = teams.side_of_invite(code).ok_or(TeamError::BadInvite)?;
    let name = name.unwrap_or_else(|| format!("Member {}", teams.members.len() + 1));
    // The code a team's first person joins by was seen outside the team (by the other
    // team's creator, perhaps in the lobby): from then on the team has a code of its own,
    // shown only to its members.
    let first_person = !teams
        .members
        .iter()
        .any(|m| m.side == side && m.engine.is_none());
    let old_invite = teams.teams[side.index()].invite.clone();
    let invite = if first_person {
        secret()
    } else {
        old_invite.clone()
    };
    let token = secret();
    let (turn_before, grace_before) = (teams.turn_started, teams.grace_ms);
    let joined = teams.add_member(side, name, Some(token_hash(&token)), None, now_ms())?;
    let (added, clock_started) = (joined.member, joined.clock_started);
    // The turn starts at this join when it staffs both teams: stored with the member.
    let turn_started = clock_started.then_some(teams.turn_started);
    let sower = teams.teams[side.index()].sower;
    let (stored_member, stored_invite) = (added.clone(), invite.clone());
    let renewed = invite != old_invite;
    let written = hub
        .write(move |s| {
            let series = series
                .as_ref()
                .filter(|_| renewed)
                .map(|(id, player)| (id.as_str(), *player));
            s.add_member(
                &game_id,
                &stored_member,
                sower,
                &stored_invite,
                series,
                turn_started,
            )
        })
        .await;
    let teams = teams_of(slot)?;
    if let Err(e) = written {
        teams.members.retain(|m| m.id != added.id);
        teams.turn_started = turn_before;
        teams.grace_ms = grace_before;
        if sower == Some(added.id) {
            teams.teams[side.index()].sower = None;
        }
        return Err(e);
    }
    teams.teams[side.index()].invite = invite.clone();
    slot.publish();
    slot.publish_team(side);
    Ok(Joined {
        member: added,
        token,
        sower,
        invite: renewed.then_some(invite),
        clock_started,
    })
}

/// Loads the game in `slot` again from the store (another process sharing it changed
/// it), keeping what only this process knows (the game's series, who is connected), and
/// tells everyone watching when anything changed. Whether the game itself changed (a
/// move, an undo, a resignation, a seat taken), as opposed to its teams only.
pub async fn reload(hub: &Hub, slot: &mut Slot) -> Result<bool, Error> {
    let Some(mut room) = hub.load_room(&slot.room.id).await? else {
        return Ok(false);
    };
    let old = &slot.room;
    room.series = old.series.clone();
    if let (Some(new), Some(old)) = (room.teams.as_mut(), old.teams.as_ref()) {
        new.series_id = old.series_id.clone();
        for member in &mut new.members {
            if let Some(was) = old.members.iter().find(|m| m.id == member.id) {
                member.connections = was.connections;
                member.last_seen = was.last_seen.max(member.last_seen);
            }
        }
    }
    let now = now_ms();
    let game_changed = GameView::of(&room, now) != GameView::of(old, now);
    let teams_changed = Side::BOTH
        .into_iter()
        .any(|side| TeamMessage::text(&room, side) != TeamMessage::text(old, side));
    slot.room = room;
    if game_changed || teams_changed {
        slot.publish_all();
    }
    Ok(game_changed)
}
