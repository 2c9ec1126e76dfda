//! The game routes: create, view, join, move, resign, undo, rematch, record, lobby.

use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Bearer, Body, Id, Peer, Query};
use super::limits::Limiters;
use super::openapi::{BodyErrors, SeatErrors};
use super::types::{CreateGame, JoinBody, LobbyQuery, MoveBody, RecordFormat, RecordQuery};
use super::{created, ok, ApiResult, ErrorBody};
use crate::service::answers::{GameCreated, GameJoined, LobbyPage, RematchAnswer};
use crate::service::views::{GameView, MoveAnswer};
use crate::service::{games, Hub};

/// The game routes (creating and joining under their rate limits).
pub fn routes(limits: &Limiters) -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .merge(
            limits
                .create
                .apply(OpenApiRouter::new().routes(routes!(create_game))),
        )
        .merge(
            limits
                .join
                .apply(OpenApiRouter::new().routes(routes!(join_game))),
        )
        .routes(routes!(get_game))
        .routes(routes!(play_move))
        .merge(
            limits
                .create
                .apply(OpenApiRouter::new().routes(routes!(rematch))),
        )
        .routes(routes!(resign))
        .routes(routes!(undo))
        .routes(routes!(record))
        .routes(routes!(lobby))
}

/// Creates a game (or a team game); the creator takes the first human seat.
#[utoipa::path(post, path = "/api/games", tag = "games", request_body = CreateGame,
    responses(
        BodyErrors,
        (status = 201, description = "The game, the creator's seat and token, the invitation", body = GameCreated),
        (status = 409, description = "Too many games between engines", body = ErrorBody),
        (status = 429, description = "Too many new games and series from this client (a rate limit), or the engine is thinking too much for it", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn create_game(
    State(hub): State<Arc<Hub>>,
    Peer(client): Peer,
    Body(body): Body<CreateGame>,
) -> ApiResult {
    let new = body.check()?;
    Ok(created(games::create(&hub, new, client).await?))
}

/// The game for anyone.
#[utoipa::path(get, path = "/api/games/{id}", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The game", body = GameView),
        (status = 404, description = "No such game", body = ErrorBody),
    ))]
async fn get_game(State(hub): State<Arc<Hub>>, Id(id): Id) -> ApiResult {
    Ok(ok(games::view(&hub, &id).await?))
}

/// Takes the invited seat (or joins a team).
#[utoipa::path(post, path = "/api/games/{id}/join", tag = "games", request_body = JoinBody,
    params(("id" = String, Path, description = "The game's id")),
    responses(
        BodyErrors,
        (status = 200, description = "The seat and its token", body = GameJoined),
        (status = 403, description = "The invitation is not valid", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The team is full or the game is over", body = ErrorBody),
        (status = 429, description = "Too many joins from this client (a rate limit)", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn join_game(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Body(body): Body<JoinBody>,
) -> ApiResult {
    let name = super::types::member_name(&body.name)?;
    Ok(ok(games::join(&hub, &id, &body.code, name).await?))
}

/// Plays a move for the token's seat (in a team game, its team's sower).
#[utoipa::path(post, path = "/api/games/{id}/moves", tag = "games", request_body = MoveBody,
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        BodyErrors,
        (status = 200, description = "The state, the moves and the result", body = MoveAnswer),
        (status = 401, description = "No token, or one that holds no seat here", body = ErrorBody),
        (status = 403, description = "Only the team's sower commits", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "Not this seat's turn, an illegal move, the friend has not joined yet, or the game is over", body = ErrorBody),
        (status = 429, description = "The engine is thinking too much for this client", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn play_move(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Peer(client): Peer,
    Bearer(token): Bearer,
    Body(body): Body<MoveBody>,
) -> ApiResult {
    Ok(ok(
        games::play(&hub, &id, &token, body.text()?, client).await?
    ))
}

/// The token's seat resigns (in a team game, its team's sower).
#[utoipa::path(post, path = "/api/games/{id}/resign", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The game", body = GameView),
        (status = 401, description = "No token, or one that holds no seat here", body = ErrorBody),
        (status = 403, description = "Only the team's sower resigns", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game is over", body = ErrorBody),
    ))]
async fn resign(State(hub): State<Arc<Hub>>, Id(id): Id, Bearer(token): Bearer) -> ApiResult {
    Ok(ok(games::resign(&hub, &id, &token).await?))
}

/// The rematch of a finished game, colours swapped, against the same opponent: started
/// by the first player to ask, joined by the other (no invitation needed).
#[utoipa::path(post, path = "/api/games/{id}/rematch", tag = "games",
    params(("id" = String, Path, description = "The finished game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The player's seat and token in the rematch", body = RematchAnswer),
        (status = 401, description = "No token, or one that holds no seat (or team place) here", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game is not over, it belongs to a series, or the player is in the rematch already", body = ErrorBody),
        (status = 429, description = "Too many new games from this client (a rate limit), or the engine is thinking too much for it", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))),
    ))]
async fn rematch(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Peer(client): Peer,
    Bearer(token): Bearer,
) -> ApiResult {
    Ok(ok(crate::service::rematch::rematch(
        &hub, &id, &token, client,
    )
    .await?))
}

/// Takes back the engine's reply and the seat's own last move.
#[utoipa::path(post, path = "/api/games/{id}/undo", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    security(("seat_token" = [])),
    responses(
        (status = 200, description = "The game", body = GameView),
        SeatErrors,
    ))]
async fn undo(State(hub): State<Arc<Hub>>, Id(id): Id, Bearer(token): Bearer) -> ApiResult {
    Ok(ok(games::undo(&hub, &id, &token).await?))
}

/// The game as a record to download: text, or JSON with `?format=json`.
#[utoipa::path(get, path = "/api/games/{id}/record", tag = "games",
    params(("id" = String, Path, description = "The game's id"), RecordQuery),
    responses(
        (status = 200, description = "The record", content(
            (String = "text/plain"),
            (serde_json::Value = "application/json"),
        )),
        (status = 400, description = "A bad query", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
    ))]
async fn record(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Query(query): Query<RecordQuery>,
) -> ApiResult {
    let json = query.format.unwrap_or_default() == RecordFormat::Json;
    let file = games::record(&hub, &id, json).await?;
    Ok((
        [
            (header::CONTENT_TYPE, file.kind.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", file.name),
            ),
        ],
        file.body,
    )
        .into_response())
}

/// Open invitations, games in progress and open series: a page of each.
#[utoipa::path(get, path = "/api/lobby", tag = "games", params(LobbyQuery),
    responses(
        (status = 200, description = "The lobby", body = LobbyPage),
        (status = 400, description = "A bad query", body = ErrorBody),
    ))]
async fn lobby(State(hub): State<Arc<Hub>>, Query(query): Query<LobbyQuery>) -> ApiResult {
    Ok(ok(games::lobby(&hub, query.check()?).await))
}
