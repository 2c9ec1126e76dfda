//! Extractors that read a request's parts into typed values and refuse bad ones with the
//! documented JSON errors (never axum's plain-text rejections): the id in the path, the
//! bearer token, the JSON body (at most [`MAX_BODY`] bytes, within the body timeout), the
//! query, the WebSocket upgrade.

use std::net::SocketAddr;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use super::limits::{BodyTimeout, ClientAddr, SocketCap, SocketPlace};
use super::{ApiError, MAX_BODY};
use crate::service::engine::Client;

/// The client's address as the limits see it ([`ClientAddr`]: behind a trusted proxy, the
/// forwarded one), else the peer's, when the server was started with it (see [`crate::serve`]).
pub struct Peer(pub Client);

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Peer, ApiError> {
        Ok(Peer(Client::Peer(client_addr(parts))))
    }
}

/// The client's address of a request (see [`Peer`]), if known.
fn client_addr(parts: &Parts) -> Option<std::net::IpAddr> {
    match parts.extensions.get::<ClientAddr>() {
        Some(ClientAddr(client)) => *client,
        None => parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| super::limits::limited_as(addr.ip())),
    }
}

/// The `{id}` of a route's path (a game's or a series').
pub struct Id(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Id, ApiError> {
        axum::extract::Path::<String>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Path(id)| Id(id))
            .map_err(|e| {
                ApiError::new(
                    StatusCode::NOT_FOUND,
                    format!("no such id: {}", e.body_text()),
                )
            })
    }
}

/// The token of `Authorization: Bearer <token>`.
pub struct Bearer(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Bearer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Bearer, ApiError> {
        parts
            .headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            // The scheme's name is case-insensitive (RFC 9110, section 11.1).
            .and_then(|v| v.trim_start().split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim())
            .filter(|t| !t.is_empty())
            .map(|t| Bearer(t.to_string()))
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "a seat token is needed: Authorization: Bearer <seat_token>",
                )
            })
    }
}

/// A JSON body read as `T` (whatever its content type): `413` beyond [`MAX_BODY`]
/// bytes, `408` when it does not arrive within the [`BodyTimeout`] (or pauses that
/// long: `tower_http`'s body timeout), `400` naming what is wrong otherwise.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, _: &S) -> Result<Body<T>, ApiError> {
        let deadline = request.extensions().get::<BodyTimeout>().map(|t| t.0);
        // A body declared larger than the limit is refused at once, not waited for.
        let declared = request
            .headers()
            .get(axum::http::header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok());
        if declared.is_some_and(|length| length > MAX_BODY as u64) {
            return Err(too_large());
        }
        let reading = axum::body::to_bytes(request.into_body(), MAX_BODY);
        let read = match deadline {
            Some(limit) => tokio::time::timeout(limit, reading)
                .await
                .map_err(|_| too_slow(limit))?,
            None => reading.await,
        };
        let bytes = read.map_err(|e| {
            let timed_out =
                std::iter::successors(Some(&e as &(dyn std::error::Error + 'static)), |e| {
                    e.source()
                })
                .any(|e| e.is::<tower_http::timeout::TimeoutError>());
            if timed_out {
                too_slow(deadline.unwrap_or_default())
            } else {
                too_large()
            }
        })?;
        let value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|e| ApiError::bad(format!("the body is not JSON: {e}")))?;
        if !value.is_object() {
            return Err(ApiError::bad("the body must be a JSON object"));
        }
        serde_json::from_value(value).map(Body).map_err(|e| {
            ApiError::bad(format!(
                "bad body: {}",
                mancala_rules::cut(&e.to_string(), MOST_ERROR_CHARS)
            ))
        })
    }
}

/// Most characters of a body error's text: serde quotes the value it refused, which may be
/// as long as the body.
const MOST_ERROR_CHARS: usize = 300;

/// The answer to a body larger than [`MAX_BODY`]: `413`.
fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!("the body is larger than {MAX_BODY} bytes"),
    )
}

/// The answer to a body that did not arrive in time: `408`.
fn too_slow(limit: std::time::Duration) -> ApiError {
    metrics::counter!("mancala_body_timeouts_total").increment(1);
    ApiError::new(
        StatusCode::REQUEST_TIMEOUT,
        format!("the body did not arrive within {} s", limit.as_secs_f64()),
    )
}

/// A query read as `T`: `400` naming what is wrong.
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Query<T>, ApiError> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Query(q)| Query(q))
            .map_err(|e| ApiError::bad(format!("bad query: {}", e.body_text())))
    }
}

/// A WebSocket upgrade with its place under the caps on open WebSockets, in all and for
/// the client's address (held while the socket is open): a request that is not an
/// upgrade gets a JSON error, one beyond a cap `503`.
pub struct Upgrade(pub WebSocketUpgrade, pub Option<SocketPlace>);

impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Upgrade, ApiError> {
        let upgrade = WebSocketUpgrade::from_request_parts(parts, state)
            .await
            .map_err(|e| ApiError::new(e.status(), e.body_text()))?;
        let permit = match parts.extensions.get::<SocketCap>() {
            Some(cap) => Some(cap.admit(client_addr(parts))?),
            None => None,
        };
        Ok(Upgrade(upgrade, permit))
    }
}
