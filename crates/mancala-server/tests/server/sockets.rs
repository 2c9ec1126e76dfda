//! WebSockets: the lobby pushed to its followers (a new open game reaches them without
//! their asking), the cap on open WebSockets (beyond it a JSON 503; a place freed is
//! taken again), and the close code 1012 every follower gets when the server stops.
//! Each server runs on the transport of `mancala serve`, on loopback.

use std::time::Duration;

use crate::common::{self, post, temp_db};
use futures_util::{SinkExt, StreamExt};
use mancala_server::api::limits::HttpLimits;
use mancala_server::server::{run, Limits};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A server under `settings`, stopped when `stop` is sent; its base URL and its task.
async fn start(
    name: &str,
    settings: &HttpLimits,
) -> (
    String,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let (router, hub) = crate::common::app_with(&temp_db(name), settings.clone()).await;
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    // As `mancala serve` does on SIGTERM: stop taking connections and tell the followers.
    let task = tokio::spawn(run(listener, router, Limits::default(), async move {
        let _ = stopped.await;
        hub.close();
    }));
    (format!("http://{addr}"), stop, task)
}

/// The next text message as JSON (at most 10 s away, else the test fails).
async fn next_json(ws: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a message within 10 s")
            .expect("the socket is open")
            .expect("a good message");
        if let Message::Text(text) = message {
            return serde_json::from_str(&text).expect("JSON");
        }
    }
}

async fn connect(url: &str) -> Socket {
    tokio_tungstenite::connect_async(url)
        .await
        .expect("the WebSocket opens")
        .0
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .map(|l| {
            l.iter()
                .filter_map(|g| g["id"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_is_pushed_a_new_open_game_arrives_without_asking() {
    let (base, _stop, _task) = start("lobby-ws", &HttpLimits::default()).await;
    let ws_base = base.replace("http", "ws");
    let mut all = connect(&format!("{ws_base}/api/lobby/ws")).await;
    let first = next_json(&mut all).await;
    assert_eq!(first["total"]["open"], 0, "{first}");
    assert_eq!(
        (first["offset"].clone(), first["limit"].clone()),
        (json!(0), json!(50))
    );
    // Another client opens a game; the follower is sent the lobby with it.
    let (status, created) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let mut seen = Value::Null;
    for _ in 0..20 {
        seen = next_json(&mut all).await;
        if ids(&seen["open"]).contains(&id) {
            break;
        }
    }
    assert!(ids(&seen["open"]).contains(&id), "{seen}");
    assert_eq!(seen["open"][0]["code"], created["invite"]["code"]);
    // Its invitation taken, the game moves from the open list to the games to watch.
    let code = created["invite"]["code"].as_str().unwrap();
    let (status, _) = post(
        &base,
        &format!("/api/games/{id}/join"),
        None,
        json!({"code": code}),
    )
    .await;
    assert_eq!(status, 200);
    for _ in 0..20 {
        seen = next_json(&mut all).await;
        if ids(&seen["playing"]).contains(&id) {
            break;
        }
    }
    assert!(
        ids(&seen["playing"]).contains(&id) && ids(&seen["open"]).is_empty(),
        "{seen}"
    );
    // Paged: a follower asks for one entry a list.
    for _ in 0..2 {
        let (status, _) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
        assert_eq!(status, 201);
    }
    let mut paged = connect(&format!("{ws_base}/api/lobby/ws?limit=1&offset=1")).await;
    let page = next_json(&mut paged).await;
    assert_eq!(page["total"]["open"], 2, "{page}");
    assert_eq!(page["open"].as_array().map(Vec::len), Some(1), "{page}");
    assert_eq!(page["limit"], 1);
    // A bad page is refused before the upgrade, with a JSON error.
    let refused = tokio_tungstenite::connect_async(format!("{ws_base}/api/lobby/ws?limit=0")).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 400)
        }
        other => panic!("a bad page was not refused: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_beyond_the_cap_are_refused_with_a_json_503() {
    let settings = HttpLimits {
        max_websockets: 2,
        ..HttpLimits::default()
    };
    let (base, _stop, _task) = start("ws-cap", &settings).await;
    let ws_base = base.replace("http", "ws");
    let (status, created) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201);
    let id = created["id"].as_str().unwrap();
    let game_ws = format!("{ws_base}/api/games/{id}/ws");
    let mut first = connect(&game_ws).await;
    next_json(&mut first).await;
    let mut second = connect(&format!("{ws_base}/api/lobby/ws")).await;
    next_json(&mut second).await;
    match tokio_tungstenite::connect_async(&game_ws).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 503);
            assert!(response.headers().contains_key("retry-after"));
            let body: Value =
                serde_json::from_slice(response.body().as_deref().unwrap_or_default())
                    .expect("a JSON body");
            assert!(
                body["error"].as_str().unwrap_or("").contains("WebSockets"),
                "{body}"
            );
        }
        other => panic!("a third WebSocket was not refused: {other:?}"),
    }
    // Plain requests are not held back by the cap.
    let (status, _) = common::get(&base, "/api/lobby").await;
    assert_eq!(status, 200);
    // A place freed is taken again.
    first.close(None).await.unwrap();
    let mut again = None;
    for _ in 0..200 {
        if let Ok((ws, _)) = tokio_tungstenite::connect_async(&game_ws).await {
            again = Some(ws);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut again = again.expect("a freed place is taken again");
    assert_eq!(next_json(&mut again).await["id"], id);
    let metrics = reqwest::get(format!("{base}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        metrics.contains("mancala_websockets_refused_total"),
        "{metrics}"
    );
    assert!(metrics.contains("mancala_websocket_connections"));
}

/// Reads until the server closes `ws`; the close code it gave.
async fn close_code(ws: &mut Socket) -> Option<u16> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => return frame.map(|f| u16::from(f.code)),
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_shutdown_every_websocket_is_closed_with_1012_and_the_server_stops() {
    let (base, stop, task) = start("shutdown", &HttpLimits::default()).await;
    let ws_base = base.replace("http", "ws");
    let (status, created) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201);
    let id = created["id"].as_str().unwrap();
    let mut game = connect(&format!("{ws_base}/api/games/{id}/ws")).await;
    next_json(&mut game).await;
    let mut lobby = connect(&format!("{ws_base}/api/lobby/ws")).await;
    next_json(&mut lobby).await;
    let (status, series) = post(
        &base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "target": 1}),
    )
    .await;
    assert_eq!(status, 201);
    let mut series_ws = connect(&format!(
        "{ws_base}/api/series/{}/ws",
        series["id"].as_str().unwrap()
    ))
    .await;
    next_json(&mut series_ws).await;
    // A client message in flight does not matter.
    let _ = game.send(Message::Text("{}".into())).await;
    stop.send(()).unwrap();
    assert_eq!(close_code(&mut game).await, Some(1012));
    assert_eq!(close_code(&mut lobby).await, Some(1012));
    assert_eq!(close_code(&mut series_ws).await, Some(1012));
    tokio::time::timeout(Duration::from_secs(20), task)
        .await
        .expect("the server stops")
        .unwrap();
    assert!(reqwest::get(format!("{base}/healthz")).await.is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_close_is_answered_and_a_message_too_large_or_not_utf8_is_refused() {
    let (base, _stop, _task) = start("close", &HttpLimits::default()).await;
    let ws_base = base.replace("http", "ws");
    let (status, created) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201);
    let id = created["id"].as_str().unwrap();
    let game_ws = format!("{ws_base}/api/games/{id}/ws");
    // The client begins the closing handshake on each kind of socket; the server answers
    // with a Close frame of its own (the client's stream then ends cleanly).
    for url in [game_ws.clone(), format!("{ws_base}/api/lobby/ws")] {
        let mut ws = connect(&url).await;
        next_json(&mut ws).await;
        ws.close(None).await.expect("the client's Close goes out");
        // Updates sent before the server read the Close may come first.
        let reply = loop {
            let next = tokio::time::timeout(Duration::from_secs(10), ws.next())
                .await
                .expect("an answer within 10 s");
            if !matches!(next, Some(Ok(Message::Text(_)))) {
                break next;
            }
        };
        assert!(
            matches!(reply, Some(Ok(Message::Close(_)))),
            "{url}: {reply:?}"
        );
    }
    // A message over the limit is refused with 1009 and a reason.
    let mut ws = connect(&game_ws).await;
    next_json(&mut ws).await;
    let big = "x".repeat(mancala_server::api::MAX_WS_MESSAGE + 1);
    ws.send(Message::Text(big.into())).await.expect("sent");
    assert_eq!(close_code(&mut ws).await, Some(1009));
    // A text message that is not UTF-8 is refused with 1007 (RFC 6455, section 7.4.1).
    let mut ws = connect(&game_ws).await;
    next_json(&mut ws).await;
    use tokio_tungstenite::tungstenite::protocol::frame::{coding, Frame};
    let bad = Frame::message(
        vec![0xff, 0xfe],
        coding::OpCode::Data(coding::Data::Text),
        true,
    );
    ws.send(Message::Frame(bad)).await.expect("sent");
    assert_eq!(close_code(&mut ws).await, Some(1007));
}

/// The server pings its WebSockets: a client that answers (tungstenite answers pings as it
/// reads, as browsers do) stays connected; one that stays silent is closed with 1001.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_websocket_is_closed_and_an_answering_one_kept() {
    let settings = HttpLimits {
        websocket_ping: Duration::from_millis(400),
        ..HttpLimits::default()
    };
    let (base, _stop, _task) = start("heartbeat", &settings).await;
    let lobby = format!("{}/api/lobby/ws", base.replace("http", "ws"));
    // The silent one first: the answering one is read from the moment it opens.
    let mut silent = connect(&lobby).await;
    next_json(&mut silent).await;
    let mut answering = connect(&lobby).await;
    next_json(&mut answering).await;
    // Two seconds of reading: pings come (and are answered), the socket stays open.
    let mut pings = 0;
    let until = tokio::time::Instant::now() + Duration::from_secs(2);
    while let Ok(next) = tokio::time::timeout_at(until, answering.next()).await {
        match next {
            Some(Ok(Message::Ping(_))) => pings += 1,
            Some(Ok(Message::Text(_))) => {}
            other => panic!("the answering socket ended: {other:?}"),
        }
    }
    assert!(
        pings >= 3,
        "{pings} pings in two seconds at one every 400 ms"
    );
    // The silent one read nothing meanwhile, so it answered nothing: the server closed it
    // (with 1001; the client, answering the pings it now reads, may find the connection
    // gone before it reads that Close).
    let mut seen = Vec::new();
    let ended = loop {
        match tokio::time::timeout(Duration::from_secs(5), silent.next()).await {
            Ok(Some(Ok(Message::Ping(_)))) => seen.push("ping"),
            // The lobby's updates (it is sent again as time passes) waited unread too.
            Ok(Some(Ok(Message::Text(_)))) => seen.push("text"),
            Ok(Some(Ok(Message::Close(frame)))) => {
                break frame.is_some_and(|f| u16::from(f.code) == 1001)
            }
            Ok(Some(Err(_)) | None) => break !seen.is_empty(),
            Ok(Some(Ok(other))) => panic!("{other:?} on the silent socket"),
            Err(_) => break false,
        }
    };
    assert!(ended, "the silent socket was not closed: {seen:?}");
}
