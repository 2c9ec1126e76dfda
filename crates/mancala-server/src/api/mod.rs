//! The HTTP and WebSocket layer: it only translates. Requests become typed values
//! ([`types`], checked there) through the extractors of [`extract`], the service does
//! the work, and its answers and errors become responses: every error is
//! `{"error": "...", "code": "..."}` with its status, whatever produced it: `error` in
//! English for people reading logs, `code` stable for programs and for the page, which
//! shows its translation.

mod analysis;
mod assets;
pub mod extract;
mod games;
pub mod limits;
mod locales;
mod openapi;
pub mod ops;
mod series;
mod studies;
mod teams;
pub mod types;
mod web;
mod ws;

use std::sync::Arc;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use utoipa_axum::router::OpenApiRouter;

use crate::service::{Error, Hub};
use mancala_domain::room::GameError;
pub use mancala_domain::room::MAX_ENGINE_GAMES;
use mancala_domain::series::SeriesError;
use mancala_domain::teams::TeamError;

/// Largest request body accepted (bytes).
pub const MAX_BODY: usize = 16 * 1024;
/// Largest WebSocket message a client may send (bytes).
pub const MAX_WS_MESSAGE: usize = 4096;

/// An error answer: a status and a JSON message (and when to retry, for `429`/`503`).
#[derive(Debug)]
pub struct ApiError {
    /// The status.
    pub status: StatusCode,
    /// What went wrong.
    pub message: String,
    /// The stable machine code of the error (snake_case, listed in docs/api.md).
    pub code: &'static str,
    /// Seconds after which to try again.
    pub retry_after: Option<u64>,
    /// The study a refused copy already is.
    pub study: Option<String>,
}

impl ApiError {
    /// An error with this status and message.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            code: status_code(status),
            retry_after: None,
            study: None,
        }
    }

    /// This error with the code `code` instead of its status's.
    pub fn with_code(mut self, code: &'static str) -> ApiError {
        self.code = code;
        self
    }

    /// A `400`: a malformed body or a bad field.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }
}

/// The body of every error answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// A message naming the problem, in English.
    pub error: String,
    /// The error's stable machine code (snake_case), e.g. `not_your_turn`, `no_game`,
    /// `invalid_request`: see the list in docs/api.md.
    pub code: String,
    /// For a `409` to a position that is already a study (shipped or submitted): that study's id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub study: Option<String>,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(ErrorBody {
                error: self.message,
                code: self.code.to_string(),
                study: self.study,
            }),
        )
            .into_response();
        if let Some(seconds) = self.retry_after {
            if let Ok(value) = HeaderValue::from_str(&seconds.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, value);
            }
        }
        response
    }
}

/// The code of an error that has none of its own, from its status (also given to the
/// plain errors of the HTTP layer made JSON by `ops::json_errors`).
pub fn status_code(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "invalid_request",
        401 => "unauthorized",
        403 => "forbidden",
        404 => "not_found",
        405 => "method_not_allowed",
        408 => "body_timeout",
        409 => "conflict",
        413 => "body_too_large",
        414 => "url_too_long",
        415 => "unsupported_coding",
        422 => "unprocessable",
        429 => "too_many_requests",
        501 => "not_implemented",
        503 => "unavailable",
        _ if status.is_server_error() => "internal_error",
        _ => "error",
    }
}

/// The stable code of each refusal of the domain.
fn game_code(e: &GameError) -> &'static str {
    match e {
        GameError::NoSeat => "no_seat",
        GameError::InvalidInvite => "invalid_invite",
        GameError::InviteExpired => "invite_expired",
        GameError::Team(t) => team_code(t),
        GameError::Over => "game_over",
        GameError::NotOver => "game_not_over",
        GameError::RematchInSeries => "rematch_in_series",
        GameError::InRematch(_) => "in_rematch",
        GameError::OpponentNotJoined => "opponent_not_joined",
        GameError::NotYourTurn(_) => "not_your_turn",
        GameError::BadMove(_) => "illegal_move",
        GameError::UndoNotHere => "undo_not_here",
        GameError::EngineThinking => "engine_thinking",
        GameError::Resigned => "resigned",
        GameError::NothingToUndo => "nothing_to_undo",
        GameError::Counted => "game_counted",
        GameError::NotTeamGame => "not_team_game",
        GameError::EngineGames(_) => "engine_games_full",
    }
}

fn team_code(e: &TeamError) -> &'static str {
    match e {
        TeamError::NotMember => "not_member",
        TeamError::NotYourTurn(_) => "not_your_teams_turn",
        TeamError::NotSower(_) => "not_sower",
        TeamError::BadInvite => "invalid_team_invite",
        TeamError::Full => "team_full",
        TeamError::NoProposal(_) => "no_proposal",
        TeamError::NoMember(_) => "no_member",
        TeamError::Sower(_) => "sower_refused",
        TeamError::Bad(_) => "invalid_team_request",
        TeamError::TooFast { .. } => "chat_too_fast",
    }
}

/// The stable code of each error of the service.
fn service_code(e: &Error) -> &'static str {
    match e {
        Error::Game(g) => game_code(g),
        Error::Team(t) => team_code(t),
        Error::Series(SeriesError::InvalidInvite) => "invalid_invite",
        Error::Series(SeriesError::InviteExpired) => "invite_expired",
        Error::Series(SeriesError::Over) => "series_over",
        Error::NoGame(_) => "no_game",
        Error::NoSeries(_) => "no_series",
        Error::NoJob(_) => "no_job",
        Error::NoStudy(_) => "no_study",
        Error::StudyExists(_) => "study_exists",
        Error::NotOwner => "not_job_owner",
        Error::Bad(_) => "invalid_request",
        Error::Unprocessable(_) => "unprocessable",
        Error::Busy { .. } => "busy",
        Error::Store(s) if s.is_conflict() => "changed_elsewhere",
        Error::Store(_) => "store_failed",
        Error::Internal(_) => "internal_error",
    }
}

/// The status of each refusal of the domain.
fn game_status(e: &GameError) -> StatusCode {
    match e {
        GameError::NoSeat => StatusCode::UNAUTHORIZED,
        GameError::InvalidInvite | GameError::InviteExpired => StatusCode::FORBIDDEN,
        GameError::Team(t) => team_status(t),
        GameError::Over
        | GameError::NotOver
        | GameError::RematchInSeries
        | GameError::InRematch(_)
        | GameError::OpponentNotJoined
        | GameError::NotYourTurn(_)
        | GameError::BadMove(_)
        | GameError::UndoNotHere
        | GameError::EngineThinking
        | GameError::Resigned
        | GameError::NothingToUndo
        | GameError::Counted
        | GameError::NotTeamGame
        | GameError::EngineGames(_) => StatusCode::CONFLICT,
    }
}

fn team_status(e: &TeamError) -> StatusCode {
    match e {
        TeamError::NotMember => StatusCode::UNAUTHORIZED,
        TeamError::NotSower(_) | TeamError::Sower(_) | TeamError::BadInvite => {
            StatusCode::FORBIDDEN
        }
        TeamError::Bad(_) => StatusCode::BAD_REQUEST,
        TeamError::TooFast { .. } => StatusCode::TOO_MANY_REQUESTS,
        TeamError::NotYourTurn(_)
        | TeamError::Full
        | TeamError::NoProposal(_)
        | TeamError::NoMember(_) => StatusCode::CONFLICT,
    }
}

impl From<Error> for ApiError {
    fn from(e: Error) -> ApiError {
        let code = service_code(&e);
        api_error(e).with_code(code)
    }
}

/// The error answer to `e`, its code still its status's.
fn api_error(e: Error) -> ApiError {
    let status = match &e {
        Error::Team(TeamError::TooFast { retry_after }) => {
            let mut error = ApiError::new(StatusCode::TOO_MANY_REQUESTS, e.to_string());
            error.retry_after = Some(*retry_after);
            return error;
        }
        Error::Game(g) => game_status(g),
        Error::Team(t) => team_status(t),
        Error::Series(SeriesError::InvalidInvite | SeriesError::InviteExpired) => {
            StatusCode::FORBIDDEN
        }
        Error::StudyExists(id) => {
            let mut error = ApiError::new(StatusCode::CONFLICT, e.to_string());
            error.study = Some(id.clone());
            return error;
        }
        Error::Series(SeriesError::Over) => StatusCode::CONFLICT,
        Error::NoGame(_) | Error::NoSeries(_) | Error::NoJob(_) | Error::NoStudy(_) => {
            StatusCode::NOT_FOUND
        }
        Error::NotOwner => StatusCode::UNAUTHORIZED,
        Error::Bad(_) => StatusCode::BAD_REQUEST,
        Error::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
        Error::Busy { retry_after, .. } => {
            let mut error = ApiError::new(StatusCode::TOO_MANY_REQUESTS, e.to_string());
            error.retry_after = Some(*retry_after);
            return error;
        }
        // Another process sharing the database changed the same thing first.
        Error::Store(s) if s.is_conflict() => StatusCode::CONFLICT,
        Error::Store(_) | Error::Internal(_) => {
            tracing::error!("{e}");
            StatusCode::INTERNAL_SERVER_ERROR
        }
    };
    ApiError::new(status, e.to_string())
}

/// What a handler answers.
pub type ApiResult<T = Response> = Result<T, ApiError>;

/// The API's routes with its OpenAPI document, the page's routes, and the JSON fallbacks
/// for unknown routes and methods, under the default [`limits::HttpLimits`].
pub fn routes(hub: Arc<Hub>) -> Router {
    routes_with(hub, &limits::HttpLimits::default())
}

/// [`routes`] under `settings`: rate limits, trusted proxies, the WebSocket caps, the
/// body timeout.
pub fn routes_with(hub: Arc<Hub>, settings: &limits::HttpLimits) -> Router {
    let limiters = limits::Limiters::new(settings.rates);
    let (router, doc) = documented(&limiters).split_for_parts();
    let doc = Arc::new(doc);
    router
        .merge(ops::routes())
        .route(
            "/api/openapi.json",
            axum::routing::get(move || {
                let doc = doc.clone();
                async move { Json(doc.as_ref().clone()) }
            }),
        )
        .fallback(
            |uri: axum::http::Uri, headers: axum::http::HeaderMap| async move {
                // Programs get JSON under `/api`; people get a page anywhere else.
                if is_api_path(uri.path()) {
                    ApiError::new(
                        StatusCode::NOT_FOUND,
                        "no such route: see /api/openapi.json",
                    )
                    .with_code("no_route")
                    .into_response()
                } else {
                    web::not_found_page(locales::PageLanguage::of(uri.query(), &headers))
                }
            },
        )
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "this route does not take that method: see /api/openapi.json",
            )
        })
        .layer(axum::middleware::from_fn(ops::measure))
        .layer(axum::Extension(
            limits::SocketCap::new(settings.max_websockets, settings.max_websockets_per_client)
                .pinging_every(settings.websocket_ping),
        ))
        .layer(axum::Extension(limits::BodyTimeout(settings.body_timeout)))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(settings.trusted_proxies.clone()),
            limits::client_address,
        ))
        .layer(axum::middleware::from_fn(ops::url_limit))
        .layer(axum::middleware::from_fn(ops::body_codings))
        .layer(ops::catch_panics())
        .layer(axum::middleware::from_fn(ops::json_errors))
        .layer(axum::middleware::from_fn(ops::secure))
        // A body that pauses longer than this fails as it is read (`408` from the
        // body's extractor), whoever reads it.
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            settings.body_timeout,
        ))
        .layer(
            tower_http::trace::TraceLayer::new_for_http()
                .make_span_with(
                    tower_http::trace::DefaultMakeSpan::new().level(tracing::Level::INFO),
                )
                .on_response(
                    tower_http::trace::DefaultOnResponse::new()
                        .level(tracing::Level::INFO)
                        .latency_unit(tower_http::LatencyUnit::Micros),
                )
                // A 5xx the server chose (a 503 for a full WebSocket cap, say) is a warning:
                // any client could otherwise write ERROR lines at will. Failures of the
                // server's own are logged at ERROR where they happen.
                .on_failure(tower_http::trace::DefaultOnFailure::new().level(tracing::Level::WARN)),
        )
        .with_state(hub)
}

/// Whether `path` is the API's (`/api` or below it), where errors are JSON.
fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// The OpenAPI document of the API.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    documented(&limits::Limiters::new(limits::Rates::OFF)).into_openapi()
}

/// Every route with its documentation, under the rate limits `limiters`.
fn documented(limiters: &limits::Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::with_openapi(openapi::base())
        .merge(games::routes(limiters))
        .merge(teams::routes(limiters))
        .merge(series::routes(limiters))
        .merge(analysis::routes(limiters))
        .merge(studies::routes(limiters))
        .merge(ws::routes())
        .merge(assets::routes())
        .merge(
            web::routes()
                .merge(locales::routes())
                .layer(axum::middleware::from_fn(assets::packed)),
        )
}

/// A JSON answer `200`.
pub fn ok(value: impl serde::Serialize) -> Response {
    Json(value).into_response()
}

/// A JSON answer `201`.
pub fn created(value: impl serde::Serialize) -> Response {
    (StatusCode::CREATED, Json(value)).into_response()
}
