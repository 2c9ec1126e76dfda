//! The analysis routes: a position set up, analysis jobs (engine lines, solve, review)
//! with their stop; the job's WebSocket is in `ws`.

use std::sync::Arc;

use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Bearer, Body, Id, Peer};
use super::limits::Limiters;
use super::openapi::BodyErrors;
use super::types::{CreateJob, SetupBody};
use super::{created, ok, ApiResult, ErrorBody};
use crate::service::study_views::{JobCreated, JobView, PositionView};
use crate::service::{study, Hub};

/// The analysis routes (new jobs under their rate limit).
pub fn routes(limits: &Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .merge(
            limits
                .jobs
                .apply(OpenApiRouter::new().routes(routes!(create_job))),
        )
        .routes(routes!(position))
        .routes(routes!(get_job))
        .routes(routes!(stop_job))
}

/// Sets up a position from a position JSON or a record (and a variation): the state,
/// its legal moves, its result when the game is over, the last sowing.
#[utoipa::path(post, path = "/api/positions", tag = "study", request_body = SetupBody,
    responses(
        BodyErrors,
        (status = 200, description = "The position", body = PositionView),
    ))]
async fn position(State(hub): State<Arc<Hub>>, Body(body): Body<SetupBody>) -> ApiResult {
    let setup = body.check()?;
    Ok(ok(study::position(&hub, setup).await?))
}

/// Starts an analysis job: `analyse` (engine lines), `solve` (the exact value, then every
/// move's), `review` (a finished game's record). Follow it on its WebSocket.
#[utoipa::path(post, path = "/api/jobs", tag = "study", request_body = CreateJob,
    responses(
        BodyErrors,
        (status = 201, description = "The job, its stop token and its WebSocket", body = JobCreated),
        (status = 422, description = "Nothing to do: the game is over (analyse, solve) or the record has no moves (review)", body = ErrorBody),
        (status = 429, description = "Too many new jobs from this client (a rate limit), or it has 2 jobs running, or the server its most", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn create_job(
    State(hub): State<Arc<Hub>>,
    Peer(client): Peer,
    Body(body): Body<CreateJob>,
) -> ApiResult {
    let job = body.check()?;
    Ok(created(study::start_job(&hub, job, client).await?))
}

/// A job: its state and what it found so far.
#[utoipa::path(get, path = "/api/jobs/{id}", tag = "study",
    params(("id" = String, Path, description = "The job's id")),
    responses(
        (status = 200, description = "The job", body = JobView),
        (status = 404, description = "No such job (finished jobs are kept 10 minutes, the newest 8 a client and 128 in all)", body = ErrorBody),
    ))]
async fn get_job(State(hub): State<Arc<Hub>>, Id(id): Id) -> ApiResult {
    Ok(ok(hub.analysis.jobs.view(&id)?))
}

/// Stops a job (its token): the job with what it found so far.
#[utoipa::path(post, path = "/api/jobs/{id}/stop", tag = "study",
    params(("id" = String, Path, description = "The job's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The job, stopped (or finished before)", body = JobView),
        (status = 401, description = "No token, or not this job's", body = ErrorBody),
        (status = 404, description = "No such job", body = ErrorBody),
    ))]
async fn stop_job(State(hub): State<Arc<Hub>>, Id(id): Id, Bearer(token): Bearer) -> ApiResult {
    Ok(ok(hub.analysis.jobs.stop(&id, &token).await?))
}
