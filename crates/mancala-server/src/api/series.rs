//! The series routes: create, view, join.

use std::sync::Arc;

use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Body, Id, Peer};
use super::limits::Limiters;
use super::openapi::BodyErrors;
use super::types::{CreateSeries, JoinBody};
use super::{created, ok, ApiResult, ErrorBody};
use crate::service::answers::{SeriesCreated, SeriesJoined};
use crate::service::views::SeriesView;
use crate::service::{series, Hub};

/// The series routes (creating and joining under their rate limits).
pub fn routes(limits: &Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .merge(
            limits
                .create
                .apply(OpenApiRouter::new().routes(routes!(create_series))),
        )
        .merge(
            limits
                .join
                .apply(OpenApiRouter::new().routes(routes!(join_series))),
        )
        .routes(routes!(get_series))
}

/// Creates a match series with its first game.
#[utoipa::path(post, path = "/api/series", tag = "series", request_body = CreateSeries,
    responses(
        BodyErrors,
        (status = 201, description = "The series, the creator's token, the invitations", body = SeriesCreated),
        (status = 409, description = "Too many games between engines", body = ErrorBody),
        (status = 429, description = "Too many new games and series from this client (a rate limit), or the engine is thinking too much for it", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn create_series(
    State(hub): State<Arc<Hub>>,
    Peer(client): Peer,
    Body(body): Body<CreateSeries>,
) -> ApiResult {
    let new = body.check()?;
    Ok(created(series::create(&hub, new, client).await?))
}

/// The series for anyone.
#[utoipa::path(get, path = "/api/series/{id}", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses(
        (status = 200, description = "The series", body = SeriesView),
        (status = 404, description = "No such series", body = ErrorBody),
    ))]
async fn get_series(State(hub): State<Arc<Hub>>, Id(id): Id) -> ApiResult {
    Ok(ok(series::view(&hub, &id).await?))
}

/// Joins a series as the invited player, or as a member of a team.
#[utoipa::path(post, path = "/api/series/{id}/join", tag = "series", request_body = JoinBody,
    params(("id" = String, Path, description = "The series' id")),
    responses(
        BodyErrors,
        (status = 200, description = "The player (or member) and its token", body = SeriesJoined),
        (status = 403, description = "The invitation is not valid", body = ErrorBody),
        (status = 404, description = "No such series", body = ErrorBody),
        (status = 409, description = "The team is full or the series is over", body = ErrorBody),
        (status = 429, description = "Too many joins from this client (a rate limit)", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn join_series(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Body(body): Body<JoinBody>,
) -> ApiResult {
    let name = super::types::member_name(&body.name)?;
    Ok(ok(series::join(&hub, &id, &body.code, name).await?))
}
