//! The WebSocket routes: a game's updates (and a team member's own team's), a series',
//! the lobby's, an analysis job's.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use axum::extract::State;
use serde_json::{json, Value};
use tokio::sync::broadcast;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::extract::{Id, Query, Upgrade};
use super::limits::SocketPlace;
use super::openapi::SocketErrors;
use super::types::LobbyQuery;
use super::{ApiResult, MAX_WS_MESSAGE};
use crate::service::jobs::JobFollower;
use crate::service::lobby::{self, Lobby, Page};
use crate::service::study_views::StateName;
use crate::service::{games, series, Hub};
use mancala_domain::jobs::UPDATE_MS;

/// The WebSocket routes.
pub fn routes() -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .routes(routes!(game_websocket))
        .routes(routes!(series_websocket))
        .routes(routes!(lobby_websocket))
        .routes(routes!(job_websocket))
}

/// A WebSocket that sends the job's view (as `GET /api/jobs/{id}` does) now and then
/// every 250 ms while it runs (never more often, however fast the work goes), and its
/// final view as soon as it finishes; then it closes.
#[utoipa::path(get, path = "/api/jobs/{id}/ws", tag = "study",
    params(("id" = String, Path, description = "The job's id")),
    responses(
        (status = 101, description = "Switching to the WebSocket protocol"),
        SocketErrors,
    ))]
async fn job_websocket(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Upgrade(upgrade, permit): Upgrade,
) -> ApiResult {
    let (_, follower) = hub.analysis.jobs.follow(&id)?;
    Ok(upgrade
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| follow_job(socket, Open::new(permit), hub, follower)))
}

/// Sends the job's view now, then once every [`UPDATE_MS`] while it runs (the changes
/// in between are not sent one by one), and the final view as soon as the job finishes;
/// after it, a normal close.
async fn follow_job(mut socket: WebSocket, open: Open, hub: Arc<Hub>, mut job: JobFollower) {
    let mut closing = hub.closing();
    let mut heart = Heartbeat::new(open.ping);
    drop(hub);
    let period = std::time::Duration::from_millis(UPDATE_MS);
    let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut live = true;
    loop {
        let view = job.view();
        let done = view.state != StateName::Running;
        let text = serde_json::to_string(&view).unwrap_or_default();
        if socket.send(Message::Text(text.into())).await.is_err() {
            return;
        }
        if done {
            let frame = CloseFrame {
                code: 1000,
                reason: "the job has finished".into(),
            };
            let _ = socket.send(Message::Close(Some(frame))).await;
            return;
        }
        // Wait for the next tick, or less when the job finishes: the changes meanwhile
        // only wake this task to see whether it has.
        loop {
            tokio::select! {
                _ = closing.changed() => return goodbye(&mut socket).await,
                changed = job.changed(), if live => {
                    live = changed;
                    if !live || job.finished() {
                        break;
                    }
                }
                _ = tick.tick() => break,
                incoming = socket.recv() => {
                    heart.heard();
                    if client_left(&mut socket, incoming).await {
                        return;
                    }
                }
                () = heart.tick() => if !heart.beat(&mut socket).await {
                    return;
                },
            }
        }
    }
}

/// A WebSocket that sends a page of the lobby (as `GET /api/lobby` does), then the page
/// again whenever it changes: games and series opened, taken, started or ended.
#[utoipa::path(get, path = "/api/lobby/ws", tag = "games", params(LobbyQuery),
    responses(
        (status = 101, description = "Switching to the WebSocket protocol"),
        SocketErrors,
    ))]
async fn lobby_websocket(
    State(hub): State<Arc<Hub>>,
    Query(query): Query<LobbyQuery>,
    Upgrade(upgrade, permit): Upgrade,
) -> ApiResult {
    let page = query.check()?;
    let (first, updates) = lobby::follow(&hub).await;
    Ok(upgrade
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| {
            follow_lobby(socket, Open::new(permit), hub, page, first, updates)
        }))
}

/// Sends the lobby's page now, then whenever the page differs, until the client leaves.
async fn follow_lobby(
    mut socket: WebSocket,
    open: Open,
    hub: Arc<Hub>,
    page: Page,
    first: Arc<Lobby>,
    mut updates: tokio::sync::watch::Receiver<Arc<Lobby>>,
) {
    let mut closing = hub.closing();
    let mut heart = Heartbeat::new(open.ping);
    drop(hub);
    let mut sent = serde_json::to_string(&first.page(page)).unwrap_or_default();
    if socket
        .send(Message::Text(sent.clone().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            // Shutdown first: when it and the end of the updates are both ready, the client
            // must still be told to reconnect.
            biased;
            _ = closing.changed() => return goodbye(&mut socket).await,
            changed = updates.changed() => {
                if changed.is_err() {
                    // The lobby's updates end only when the server stops.
                    return goodbye(&mut socket).await;
                }
                let text = serde_json::to_string(&updates.borrow_and_update().page(page))
                    .unwrap_or_default();
                if text != sent {
                    sent = text;
                    if socket.send(Message::Text(sent.clone().into())).await.is_err() {
                        return;
                    }
                }
            }
            incoming = socket.recv() => {
                heart.heard();
                if client_left(&mut socket, incoming).await {
                    return;
                }
            }
            () = heart.tick() => if !heart.beat(&mut socket).await {
                return;
            },
        }
    }
}

/// A WebSocket that sends the game, then the game again after every change; a team
/// member may send `{"token": ...}` to follow its own team too.
#[utoipa::path(get, path = "/api/games/{id}/ws", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 101, description = "Switching to the WebSocket protocol"),
        SocketErrors,
    ))]
async fn game_websocket(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Upgrade(upgrade, permit): Upgrade,
) -> ApiResult {
    let (first, updates) = games::follow(&hub, &id).await?;
    Ok(upgrade
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| follow_game(socket, Open::new(permit), hub, id, first, updates)))
}

/// A WebSocket that sends the series, then the series again after every change.
#[utoipa::path(get, path = "/api/series/{id}/ws", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses(
        (status = 101, description = "Switching to the WebSocket protocol"),
        SocketErrors,
    ))]
async fn series_websocket(
    State(hub): State<Arc<Hub>>,
    Id(id): Id,
    Upgrade(upgrade, permit): Upgrade,
) -> ApiResult {
    let (first, updates) = series::follow(&hub, &id).await?;
    Ok(upgrade
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| follow(socket, Open::new(permit), hub, first, updates)))
}

/// Counts a WebSocket connection while it is open, holding its place under the cap.
struct Open {
    _place: Option<SocketPlace>,
    /// How often its client is pinged.
    ping: std::time::Duration,
}

impl Open {
    fn new(permit: Option<SocketPlace>) -> Open {
        metrics::gauge!("mancala_websocket_connections").increment(1.0);
        let ping = permit
            .as_ref()
            .map_or(super::limits::WEBSOCKET_PING, |p| p.ping);
        Open {
            _place: permit,
            ping,
        }
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        metrics::gauge!("mancala_websocket_connections").decrement(1.0);
    }
}

/// Handles what a client sent to a socket that only listens to it for its end: `true` when
/// the socket is done (the client closed it, its message was refused, or it is gone).
async fn client_left(
    socket: &mut WebSocket,
    incoming: Option<Result<Message, axum::Error>>,
) -> bool {
    match incoming {
        Some(Ok(Message::Close(_))) => answer_close(socket).await,
        Some(Err(e)) => refuse(socket, &e).await,
        None => {}
        Some(Ok(_)) => return false,
    }
    true
}

/// Completes the closing handshake the client began: reading on lets the socket send the
/// Close frame it queued in reply (RFC 6455, section 5.5.1), for at most a second.
async fn answer_close(socket: &mut WebSocket) {
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), async {
        while let Some(Ok(_)) = socket.recv().await {}
    })
    .await;
}

/// Closes with the reason a message was refused: 1009 for one over [`MAX_WS_MESSAGE`]
/// bytes, 1007 for a text message that is not UTF-8, 1002 for a frame that breaks the
/// protocol (RFC 6455, section 7.4.1).
async fn refuse(socket: &mut WebSocket, error: &axum::Error) {
    let cause =
        std::error::Error::source(error).and_then(|e| e.downcast_ref::<tungstenite::Error>());
    let frame = match cause {
        Some(tungstenite::Error::Capacity(tungstenite::error::CapacityError::MessageTooLong {
            ..
        })) => CloseFrame {
            code: 1009,
            reason: format!("a message may hold at most {MAX_WS_MESSAGE} bytes").into(),
        },
        Some(tungstenite::Error::Utf8(_)) => CloseFrame {
            code: 1007,
            reason: "a text message must be UTF-8".into(),
        },
        _ => CloseFrame {
            code: 1002,
            reason: "the frame breaks the WebSocket protocol".into(),
        },
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Closes a socket whose updates ended while the server goes on (code 1011): the client
/// may connect again.
async fn updates_ended(socket: &mut WebSocket) {
    let frame = CloseFrame {
        code: 1011,
        reason: "the updates ended: reconnect to follow again".into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Tells the client the server is stopping (close code 1012, "service restart").
async fn goodbye(socket: &mut WebSocket) {
    let frame = CloseFrame {
        code: 1012,
        reason: "the server is restarting: reconnect in a moment".into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Pings a WebSocket's client every `ping` (30 s unless set) and tells when it has been
/// silent (no message, no answer to the pings) for two and a half times as long: it has
/// gone, or holds its place without a word. Browsers answer pings by themselves.
struct Heartbeat {
    ticks: tokio::time::Interval,
    heard: tokio::time::Instant,
    silence: std::time::Duration,
}

impl Heartbeat {
    fn new(ping: std::time::Duration) -> Heartbeat {
        let start = tokio::time::Instant::now();
        let mut ticks = tokio::time::interval_at(start + ping, ping);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Heartbeat {
            ticks,
            heard: start,
            silence: ping * 5 / 2,
        }
    }

    /// The next time to ping.
    async fn tick(&mut self) {
        self.ticks.tick().await;
    }

    /// Something came from the client.
    fn heard(&mut self) {
        self.heard = tokio::time::Instant::now();
    }

    /// Pings the client; false (the socket closed with 1001) when it has been silent too
    /// long, or the ping cannot be sent.
    async fn beat(&mut self, socket: &mut WebSocket) -> bool {
        if self.heard.elapsed() >= self.silence {
            let frame = CloseFrame {
                code: 1001,
                reason: "no answer to pings".into(),
            };
            let _ = socket.send(Message::Close(Some(frame))).await;
            return false;
        }
        socket.send(Message::Ping(Default::default())).await.is_ok()
    }
}

/// Sends the current view, then every update, until the client leaves.
async fn follow(
    mut socket: WebSocket,
    open: Open,
    hub: Arc<Hub>,
    first: String,
    mut updates: broadcast::Receiver<String>,
) {
    let mut closing = hub.closing();
    let mut heart = Heartbeat::new(open.ping);
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            biased;
            _ = closing.changed() => return goodbye(&mut socket).await,
            update = updates.recv() => match update {
                Ok(text) => if socket.send(Message::Text(text.into())).await.is_err() { return },
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(broadcast::error::RecvError::Closed) => return updates_ended(&mut socket).await,
            },
            incoming = socket.recv() => {
                heart.heard();
                if client_left(&mut socket, incoming).await {
                    return;
                }
            }
            () = heart.tick() => if !heart.beat(&mut socket).await {
                return;
            },
        }
    }
}

/// A game's WebSocket: the current view, then every update. A team member may send
/// `{"token": "<seat_token>"}` to receive its own team's view and updates as well
/// (`{"you": id, "team": {...}}` then `{"team": {...}}`); while connected it counts as present.
async fn follow_game(
    mut socket: WebSocket,
    open: Open,
    hub: Arc<Hub>,
    id: String,
    first: String,
    mut updates: broadcast::Receiver<String>,
) {
    let mut closing = hub.closing();
    let mut heart = Heartbeat::new(open.ping);
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    let mut team: Option<(u32, broadcast::Receiver<String>)> = None;
    loop {
        let team_update = async {
            match team.as_mut() {
                Some((_, rx)) => rx.recv().await,
                None => std::future::pending().await,
            }
        };
        let outgoing = tokio::select! {
            biased;
            _ = closing.changed() => {
                goodbye(&mut socket).await;
                break;
            }
            update = updates.recv() => match update {
                Ok(text) => text,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                // The game left memory under the socket (it is not let go of while
                // followed, but should it be): followed again as it is now.
                Err(broadcast::error::RecvError::Closed) => match games::follow(&hub, &id).await {
                    Ok((now, again)) => {
                        updates = again;
                        now
                    }
                    Err(_) => {
                        updates_ended(&mut socket).await;
                        break;
                    }
                },
            },
            update = team_update => match update {
                Ok(text) => text,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(broadcast::error::RecvError::Closed) => {
                    updates_ended(&mut socket).await;
                    break;
                }
            },
            incoming = socket.recv() => {
                heart.heard();
                match incoming {
                    Some(Ok(Message::Text(text))) => identify(&hub, &id, text.as_str(), &mut team).await.to_string(),
                    other => if client_left(&mut socket, other).await { break } else { continue },
                }
            }
            () = heart.tick() => if heart.beat(&mut socket).await { continue } else { break },
        };
        if socket.send(Message::Text(outgoing.into())).await.is_err() {
            break;
        }
    }
    if let Some((member, _)) = team {
        games::member_left(&hub, &id, member).await;
    }
}

/// Handles a client's message on the game WebSocket: `{"token": ...}` identifies a member.
async fn identify(
    hub: &Hub,
    id: &str,
    text: &str,
    team: &mut Option<(u32, broadcast::Receiver<String>)>,
) -> Value {
    let token = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(o)) => match o.get("token") {
            Some(Value::String(t)) => t.clone(),
            _ => {
                return json!({"error": "send {\"token\": \"<seat_token>\"} to follow your team", "code": "token_needed"})
            }
        },
        _ => return json!({"error": "messages must be JSON objects", "code": "invalid_message"}),
    };
    if team.is_some() {
        return json!({"error": "this connection already follows a team", "code": "already_following"});
    }
    match games::member_follows(hub, id, &token).await {
        Ok((member, updates, answer)) => {
            *team = Some((member, updates));
            serde_json::to_value(answer).unwrap_or_default()
        }
        Err(message) => json!({"error": message, "code": "follow_refused"}),
    }
}
