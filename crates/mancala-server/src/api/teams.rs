//! The team routes: the team view, proposals, agreement, chat, the sower, engine members.

use std::sync::Arc;

use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Bearer, Body, Id};
use super::limits::Limiters;
use super::openapi::MemberErrors;
use super::types::{AgreeBody, ChatBody, EngineMemberBody, MoveBody, SowerBody};
use super::{created, ok, ApiResult, ErrorBody};
use crate::service::answers::{Done, EngineMemberAdded};
use crate::service::views::{GameView, TeamAnswer};
use crate::service::{teams, Hub};

/// The team routes (chat under its rate limit).
pub fn routes(limits: &Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .merge(
            limits
                .chat
                .apply(OpenApiRouter::new().routes(routes!(chat))),
        )
        .routes(routes!(team_view))
        .routes(routes!(propose))
        .routes(routes!(agree))
        .routes(routes!(sower))
        .routes(routes!(engine_member))
}

/// The member's own team: proposals, agreement, chat, sower, invitation.
#[utoipa::path(get, path = "/api/games/{id}/team", tag = "teams",
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The member's number and its team's own view", body = TeamAnswer),
        (status = 401, description = "No token, or one that holds no place here", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "Not a team game", body = ErrorBody),
    ))]
async fn team_view(State(hub): State<Arc<Hub>>, Id(id): Id, Bearer(token): Bearer) -> ApiResult {
    Ok(ok(teams::team_view(&hub, &id, &token).await?))
}

/// Proposes a move for the member's team (or agrees with the same move proposed).
#[utoipa::path(post, path = "/api/games/{id}/proposals", tag = "teams", request_body = MoveBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The member's number and its team's own view", body = TeamAnswer),
        MemberErrors,
    ))]
async fn propose(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Bearer(token): Bearer,
    Body(body): Body<MoveBody>,
) -> ApiResult {
    Ok(ok(teams::propose(&hub, &id, &token, body.text()?).await?))
}

/// Agrees with a proposal, or withdraws with `null`.
#[utoipa::path(post, path = "/api/games/{id}/agree", tag = "teams", request_body = AgreeBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The member's number and its team's own view", body = TeamAnswer),
        MemberErrors,
    ))]
async fn agree(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Bearer(token): Bearer,
    Body(body): Body<AgreeBody>,
) -> ApiResult {
    Ok(ok(teams::agree(&hub, &id, &token, body.proposal).await?))
}

/// A line of team chat.
#[utoipa::path(post, path = "/api/games/{id}/chat", tag = "teams", request_body = ChatBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 201, description = "The line is taken", body = Done),
        MemberErrors,
        (status = 429, description = "More than 5 lines from this member in 10 seconds, or too many chat lines from this client (a rate limit)", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn chat(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Bearer(token): Bearer,
    Body(body): Body<ChatBody>,
) -> ApiResult {
    let text = body.check()?;
    Ok(created(teams::chat(&hub, &id, &token, text).await?))
}

/// Hands the sower role to a member of the team.
#[utoipa::path(post, path = "/api/games/{id}/sower", tag = "teams", request_body = SowerBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The game", body = GameView),
        (status = 403, description = "Only the sower hands the role on while present", body = ErrorBody),
        MemberErrors,
    ))]
async fn sower(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Bearer(token): Bearer,
    Body(body): Body<SowerBody>,
) -> ApiResult {
    Ok(ok(teams::sower(&hub, &id, &token, body.member).await?))
}

/// Adds an engine member to the caller's team.
#[utoipa::path(post, path = "/api/games/{id}/engine-members", tag = "teams", request_body = EngineMemberBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 201, description = "The engine member's number and name", body = EngineMemberAdded),
        MemberErrors,
    ))]
async fn engine_member(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Bearer(token): Bearer,
    Body(body): Body<EngineMemberBody>,
) -> ApiResult {
    let (level, name) = body.check()?;
    Ok(created(
        teams::engine_member(&hub, &id, &token, level, name).await?,
    ))
}
