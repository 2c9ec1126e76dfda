//! Extractors that read a request's parts into typed values and refuse bad ones with the
//! documented JSON errors (never axum's plain-text rejections): the id in the path, the
//! bearer token, the JSON body (at most [`MAX_BODY`] bytes), the query, the WebSocket
//! upgrade.

use std::net::SocketAddr;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;
use tokio::sync::OwnedSemaphorePermit;

use super::limits::{ClientAddr, SocketCap};
use super::{ApiError, MAX_BODY};
use crate::service::engine::Client;

/// The client's address as the limits see it ([`ClientAddr`]: behind a trusted proxy, the
/// forwarded one), else the peer's, when the server was started with it (see [`crate::serve`]).
pub struct Peer(pub Client);

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Peer, ApiError> {
        let addr = match parts.extensions.get::<ClientAddr>() {
            Some(ClientAddr(client)) => *client,
            None => parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|ConnectInfo(addr)| addr.ip()),
        };
        Ok(Peer(Client::Peer(addr)))
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
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
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
/// bytes, `400` naming what is wrong otherwise.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, _: &S) -> Result<Body<T>, ApiError> {
        let bytes = axum::body::to_bytes(request.into_body(), MAX_BODY)
            .await
            .map_err(|_| {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!("the body is larger than {MAX_BODY} bytes"),
                )
            })?;
        let value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|e| ApiError::bad(format!("the body is not JSON: {e}")))?;
        if !value.is_object() {
            return Err(ApiError::bad("the body must be a JSON object"));
        }
        serde_json::from_value(value)
            .map(Body)
            .map_err(|e| ApiError::bad(format!("bad body: {e}")))
    }
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

/// A WebSocket upgrade with its place under the cap on open WebSockets (held while the
/// socket is open): a request that is not an upgrade gets a JSON error, one beyond the
/// cap `503`.
pub struct Upgrade(pub WebSocketUpgrade, pub Option<OwnedSemaphorePermit>);

impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Upgrade, ApiError> {
        let upgrade = WebSocketUpgrade::from_request_parts(parts, state)
            .await
            .map_err(|e| ApiError::new(e.status(), e.body_text()))?;
        let permit = match parts.extensions.get::<SocketCap>() {
            Some(cap) => Some(cap.admit()?),
            None => None,
        };
        Ok(Upgrade(upgrade, permit))
    }
}
