//! The study routes: the studies (the collection's and the submitted), one study, the
//! puzzles of the day, checking a try, a hint, submitting a position.

use std::sync::Arc;

use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Body, Id, Peer, Query};
use super::limits::Limiters;
use super::openapi::BodyErrors;
use super::types::{StudiesQuery, SubmitStudy, TryBody};
use super::{created, ok, ApiResult, ErrorBody};
use crate::service::study_views::{
    CheckView, DailyView, HintView, StudyPage, StudySummary, StudyView,
};
use crate::service::{studies, Hub};

/// The study routes (submissions under their rate limit).
pub fn routes(limits: &Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .merge(
            limits
                .submit
                .apply(OpenApiRouter::new().routes(routes!(submit_study))),
        )
        .routes(routes!(list_studies))
        .routes(routes!(daily))
        .routes(routes!(get_study))
        .routes(routes!(check_try))
        .routes(routes!(hint))
}

/// The studies: the collection's and the submitted, by game, size and difficulty, a
/// page at a time.
#[utoipa::path(get, path = "/api/studies", tag = "study", params(StudiesQuery),
    responses(
        (status = 200, description = "A page of studies", body = StudyPage),
        (status = 400, description = "A bad query", body = ErrorBody),
    ))]
async fn list_studies(State(hub): State<Arc<Hub>>, Query(query): Query<StudiesQuery>) -> ApiResult {
    let (filter, page) = query.check()?;
    Ok(ok(studies::list(&hub, &filter, page).await?))
}

/// The puzzles of the day: one study a game, chosen by the UTC date.
#[utoipa::path(get, path = "/api/studies/daily", tag = "study",
    responses(
        (status = 200, description = "Today's studies", body = DailyView),
    ))]
async fn daily(State(hub): State<Arc<Hub>>) -> ApiResult {
    Ok(ok(studies::daily(&hub)))
}

/// One study: its position and summary (never its solution).
#[utoipa::path(get, path = "/api/studies/{id}", tag = "study",
    params(("id" = String, Path, description = "The study's id")),
    responses(
        (status = 200, description = "The study", body = StudyView),
        (status = 404, description = "No such study", body = ErrorBody),
    ))]
async fn get_study(State(hub): State<Arc<Hub>>, Id(id): Id) -> ApiResult {
    Ok(ok(studies::study(&hub, &id).await?))
}

/// Checks a try: the moves from the study's position, the try last. A try that keeps the
/// value is answered by the defender's best reply; one that does not is refuted.
#[utoipa::path(post, path = "/api/studies/{id}/check", tag = "study", request_body = TryBody,
    params(("id" = String, Path, description = "The study's id")),
    responses(
        BodyErrors,
        (status = 200, description = "The verdict, the reply and the position to go on from", body = CheckView),
        (status = 404, description = "No such study", body = ErrorBody),
        (status = 422, description = "No try to check: the study is solved already or the moves end the game", body = ErrorBody),
        (status = 429, description = "The solver is checking 2 studies for this client, or its most in all", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn check_try(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Peer(client): Peer,
    Body(body): Body<TryBody>,
) -> ApiResult {
    let moves = body.check()?;
    Ok(ok(studies::check(&hub, &id, moves, client).await?))
}

/// A hint: a move that keeps the value from the position the moves reach.
#[utoipa::path(post, path = "/api/studies/{id}/hint", tag = "study", request_body = TryBody,
    params(("id" = String, Path, description = "The study's id")),
    responses(
        BodyErrors,
        (status = 200, description = "A move that keeps the value", body = HintView),
        (status = 404, description = "No such study", body = ErrorBody),
        (status = 422, description = "No move to hint: the game is over or it is the defender's turn", body = ErrorBody),
        (status = 429, description = "The solver is checking 2 studies for this client, or its most in all", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn hint(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Peer(client): Peer,
    Body(body): Body<TryBody>,
) -> ApiResult {
    let moves = body.check()?;
    Ok(ok(studies::hint(&hub, &id, moves, client).await?))
}

/// Submits a position as a study: accepted when the solver proves, within 10 s, that
/// exactly one first move keeps the value, and the position is not already a study.
#[utoipa::path(post, path = "/api/studies", tag = "study", request_body = SubmitStudy,
    responses(
        BodyErrors,
        (status = 201, description = "The new study", body = StudySummary),
        (status = 409, description = "The position is already a study, shipped or submitted (its id in `study`)", body = ErrorBody),
        (status = 422, description = "Not a study: not proved in time, or more than one first move keeps the value (the reason)", body = ErrorBody),
        (status = 429, description = "Too many submissions from this client (a rate limit), or the solver is checking 2 studies for it, or its most in all", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn submit_study(
    State(hub): State<Arc<Hub>>,
    Peer(client): Peer,
    Body(body): Body<SubmitStudy>,
) -> ApiResult {
    let submission = body.check()?;
    Ok(created(studies::submit(&hub, submission, client).await?))
}
