//! The team routes' use cases: the team view, proposals, agreement, chat, the sower and
//! engine members. Each is the member's own team's business, checked by the domain,
//! stored, then published to the team.

use std::sync::Arc;

use super::answers::{Done, EngineMemberAdded};
use super::flow;
use super::room_ops::{change_proposals, make_proposal, member, team_answer, teams_of};
use super::series_book;
use super::state::{Error, Hub};
use super::views::{GameView, TeamAnswer};
use mancala_domain::room::GameError;
use mancala_domain::teams::ChatLine;
use mancala_domain::token::now_ms;

/// The member's own team.
pub async fn team_view(hub: &Hub, id: &str, token: &str) -> Result<TeamAnswer, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let me = member(&mut slot, token)?;
    team_answer(&mut slot, &me)
}

/// Proposes the move written `text` for the member's team.
pub async fn propose(hub: &Hub, id: &str, token: &str, text: &str) -> Result<TeamAnswer, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let me = member(&mut slot, token)?;
    make_proposal(hub, &mut slot, &me, text).await
}

/// The member agrees with `proposal`, or with none.
pub async fn agree(
    hub: &Hub,
    id: &str,
    token: &str,
    proposal: Option<u32>,
) -> Result<TeamAnswer, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let me = member(&mut slot, token)?;
    let by = me.id;
    change_proposals(hub, &mut slot, &me, |teams| teams.agree(by, proposal)).await
}

/// A line of team chat (trimmed, checked by the caller).
pub async fn chat(hub: &Hub, id: &str, token: &str, text: String) -> Result<Done, Error> {
    let game = hub.game(id).await?;
    let mut slot = game.lock().await;
    let me = member(&mut slot, token)?;
    let now = now_ms();
    teams_of(&mut slot)?.may_chat(me.id, now)?;
    let line = ChatLine {
        by: me.id,
        text,
        at: now,
    };
    let (game_id, side, stored) = (id.to_string(), me.side, line.clone());
    hub.write(move |s| s.add_chat(&game_id, side, &stored))
        .await?;
    teams_of(&mut slot)?.chat(me.id, line.text, line.at)?;
    slot.publish_team(me.side);
    Ok(Done { ok: true })
}

/// Gives the sower role to member `to`.
pub async fn sower(hub: &Arc<Hub>, id: &str, token: &str, to: u32) -> Result<GameView, Error> {
    let game = hub.game(id).await?;
    let view = {
        let mut slot = game.lock().await;
        let me = member(&mut slot, token)?;
        let teams = teams_of(&mut slot)?;
        let before = teams.teams[me.side.index()].sower;
        teams.set_sower(me.id, to, now_ms())?;
        let (game_id, side) = (id.to_string(), me.side);
        if let Err(e) = hub.write(move |s| s.set_sower(&game_id, side, to)).await {
            teams_of(&mut slot)?.teams[me.side.index()].sower = before;
            return Err(e);
        }
        slot.publish();
        slot.publish_team(me.side);
        GameView::of(&slot.room, now_ms())
    };
    series_book::on_teams_changed(hub, id).await;
    Ok(view)
}

/// Adds an engine member at `level` to the caller's team.
pub async fn engine_member(
    hub: &Arc<Hub>,
    id: &str,
    token: &str,
    level: u8,
    name: Option<String>,
) -> Result<EngineMemberAdded, Error> {
    let game = hub.game(id).await?;
    let added = {
        let mut slot = game.lock().await;
        let me = member(&mut slot, token)?;
        if slot.room.is_over() {
            return Err(GameError::Over.into());
        }
        let teams = teams_of(&mut slot)?;
        let name = name.unwrap_or_else(|| format!("Engine {level}"));
        // An engine is not a person: it never starts the turn clock.
        let added = teams
            .add_member(me.side, name, None, Some(level), now_ms())?
            .member;
        let sower = teams.teams[me.side.index()].sower;
        let invite = teams.teams[me.side.index()].invite.clone();
        let (game_id, stored) = (id.to_string(), added.clone());
        if let Err(e) = hub
            .write(move |s| s.add_member(&game_id, &stored, sower, &invite, None, None))
            .await
        {
            teams_of(&mut slot)?.members.retain(|m| m.id != added.id);
            return Err(e);
        }
        slot.publish();
        slot.publish_team(me.side);
        added
    };
    series_book::on_teams_changed(hub, id).await;
    flow::engine_proposals(hub.clone(), id.to_string());
    Ok(EngineMemberAdded {
        member: added.id,
        name: added.name,
    })
}
