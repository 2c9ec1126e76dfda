//! The server's limits hold and a normal request stays fast: slow clients (half-sent
//! heads and idle connections are closed after the head timeout, stalled or dripped
//! bodies get a JSON 408 after the body timeout), a connection flood (beyond the cap new
//! connections are closed at once), the WebSockets of one address (beyond its cap a JSON
//! 503), the engine queue (a client's searches are bounded: 429 with Retry-After), a
//! lobby flood (the lobby is paged). Bounded loops on loopback only.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use crate::common::{get, post, start, temp_db};
use mancala_server::api::limits::{HttpLimits, Rates};
use mancala_server::server::{run, Limits};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

async fn start_limited(name: &str, limits: Limits) -> (String, SocketAddr) {
    start_with(name, limits, &HttpLimits::default()).await
}

/// A server on the transport of `mancala serve` (which tells the router each peer's
/// address) with the API `settings`.
async fn start_with(name: &str, limits: Limits, settings: &HttpLimits) -> (String, SocketAddr) {
    let (router, _) = crate::common::app_with(&temp_db(name), settings.clone()).await;
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(run(listener, router, limits, std::future::pending()));
    (format!("http://{addr}"), addr)
}

/// Whether the server closes `stream` within `limit` (whatever it sends first).
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut buf = [0u8; 1024];
    tokio::time::timeout(limit, async {
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

/// A normal request's round trip: the lobby, which must answer 200.
async fn lobby_time(base: &str) -> Duration {
    let started = Instant::now();
    let (status, body) = get(base, "/api/lobby").await;
    assert_eq!(status, 200, "{body}");
    started.elapsed()
}

/// Checks that a request was served at all while the server was under attack (a liveness
/// bound far above any normal time, so that a busy machine cannot fail it) and prints how
/// long it took: speed is measured by the load example, never asserted here.
fn served(what: &str, took: Duration) {
    eprintln!("{what}: {took:?}");
    assert!(took < Duration::from_secs(10), "{what} took {took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_clients_are_closed_after_the_head_timeout_and_others_stay_fast() {
    let limits = Limits {
        header_timeout: Duration::from_millis(500),
        ..Limits::default()
    };
    let (base, addr) = start_limited("slow", limits).await;
    let mut slow = Vec::new();
    for i in 0..60 {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        if i % 2 == 0 {
            // Half a head, never finished.
            stream
                .write_all(b"GET /api/lobby HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                .await
                .unwrap();
        }
        slow.push(stream);
    }
    served("lobby among slow clients", lobby_time(&base).await);
    for stream in &mut slow {
        assert!(
            closed_within(stream, Duration::from_secs(3)).await,
            "a slow connection stayed open"
        );
    }
    served("lobby after the slow clients", lobby_time(&base).await);
}

/// What the server sends on `stream` within `limit`: until it closes the connection, or
/// as soon as a whole JSON error has come.
async fn answer_within(stream: &mut TcpStream, limit: Duration) -> String {
    let mut answer = Vec::new();
    let mut buf = [0u8; 1024];
    let _ = tokio::time::timeout(limit, async {
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => answer.extend_from_slice(&buf[..n]),
            }
            let text = String::from_utf8_lossy(&answer);
            if text.contains("\r\n\r\n{") && text.trim_end().ends_with('}') {
                return;
            }
        }
    })
    .await;
    String::from_utf8_lossy(&answer).into_owned()
}

/// Checks that `answer` is a `408` with a JSON `{"error": ...}` body.
fn is_json_408(answer: &str) {
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer:?}");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((answer, ""));
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: application/json"),
        "{answer:?}"
    );
    let body: serde_json::Value = serde_json::from_str(body.trim()).expect("a JSON body");
    assert!(
        body["error"]
            .as_str()
            .unwrap_or("")
            .contains("did not arrive"),
        "{body}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_body_gets_a_json_408_after_the_body_timeout_and_others_are_served() {
    let settings = HttpLimits {
        body_timeout: Duration::from_millis(500),
        ..HttpLimits::default()
    };
    let (base, addr) = start_with("body-stall", Limits::default(), &settings).await;
    let head = "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\
                Content-Type: application/json\r\nContent-Length: 100\r\n\r\n";
    // The head and a part of the body, then nothing.
    let mut stalled = TcpStream::connect(addr).await.unwrap();
    stalled
        .write_all(format!("{head}{{\"game\": ").as_bytes())
        .await
        .unwrap();
    let started = Instant::now();
    let answer = answer_within(&mut stalled, Duration::from_secs(5)).await;
    served("the stalled body's answer", started.elapsed());
    is_json_408(&answer);
    assert!(
        closed_within(&mut stalled, Duration::from_secs(3)).await,
        "the stalled connection stayed open"
    );
    // A body that drips in, a byte every 100 ms, gets the same once its time is up.
    let mut dripping = TcpStream::connect(addr).await.unwrap();
    dripping.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    for _ in 0..30 {
        if dripping.write_all(b" ").await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        if started.elapsed() > Duration::from_millis(700) {
            break;
        }
    }
    is_json_408(&answer_within(&mut dripping, Duration::from_secs(5)).await);
    served("the dripping body's answer", started.elapsed());
    // A normal request is served as usual meanwhile.
    let (status, body) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201, "{body}");
    served("lobby after the stalled bodies", lobby_time(&base).await);
}

/// Opens a WebSocket to `url`, as if from `client` (its X-Forwarded-For) when given.
async fn websocket_from(
    url: &str,
    client: Option<&str>,
) -> Result<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    tokio_tungstenite::tungstenite::Error,
> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = url.into_client_request()?;
    if let Some(client) = client {
        request
            .headers_mut()
            .insert("x-forwarded-for", client.parse().unwrap());
    }
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(socket, _)| socket)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_cannot_hold_more_than_its_websockets() {
    const PER_CLIENT: usize = 4;
    let settings = HttpLimits {
        max_websockets_per_client: PER_CLIENT,
        trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
        ..HttpLimits::default()
    };
    let (base, _) = start_with("ws-per-client", Limits::default(), &settings).await;
    let lobby_ws = format!("{}/api/lobby/ws", base.replace("http", "ws"));
    let mut open = Vec::new();
    for _ in 0..PER_CLIENT {
        open.push(websocket_from(&lobby_ws, None).await.expect("a WebSocket"));
    }
    match websocket_from(&lobby_ws, None).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 503);
            assert!(response.headers().contains_key("retry-after"));
            let body: serde_json::Value =
                serde_json::from_slice(response.body().as_deref().unwrap_or_default())
                    .expect("a JSON body");
            assert!(
                body["error"]
                    .as_str()
                    .unwrap_or("")
                    .contains("this address"),
                "{body}"
            );
        }
        other => panic!(
            "WebSocket {} of one address was not refused: {other:?}",
            PER_CLIENT + 1
        ),
    }
    // Another client (behind the trusted proxy) still gets one, and plain requests pass.
    let other = websocket_from(&lobby_ws, Some("198.51.100.7")).await;
    assert!(other.is_ok(), "another client was refused: {other:?}");
    served("lobby beside the full address", lobby_time(&base).await);
    // A place freed is taken again.
    drop(open.pop());
    let mut again = None;
    for _ in 0..200 {
        if let Ok(socket) = websocket_from(&lobby_ws, None).await {
            again = Some(socket);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(again.is_some(), "the freed place was not given again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_flood_meets_the_cap_and_the_server_recovers() {
    let limits = Limits {
        header_timeout: Duration::from_millis(800),
        max_connections: 40,
        ..Limits::default()
    };
    let (base, addr) = start_limited("flood", limits).await;
    let mut flood = Vec::new();
    for _ in 0..100 {
        flood.push(TcpStream::connect(addr).await.unwrap());
    }
    let mut refused = 0;
    for stream in &mut flood {
        if closed_within(stream, Duration::from_millis(100)).await {
            refused += 1;
        }
    }
    assert!(
        refused >= 50,
        "only {refused} of 100 closed beyond a cap of 40"
    );
    drop(flood);
    // Once the flood is gone (or timed out), a normal request is served at once.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    served("lobby after the flood", lobby_time(&base).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_cannot_queue_engine_searches_without_end() {
    let server = start(&temp_db("engine-queue")).await;
    let base = &server.base;
    let engine_first =
        json!({"game": "en-dodoi", "south": "level:10", "north": "human", "lobby": false});
    let mut created = 0;
    let mut refused = None;
    for _ in 0..6 {
        let client = reqwest::Client::new();
        let response = client
            .post(format!("{base}/api/games"))
            .json(&engine_first)
            .send()
            .await
            .unwrap();
        match response.status().as_u16() {
            201 => created += 1,
            429 => {
                let retry = response
                    .headers()
                    .get("retry-after")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<u64>().ok());
                let body: serde_json::Value = response.json().await.unwrap();
                assert!(body["error"].is_string());
                refused = retry;
                break;
            }
            other => panic!("status {other}"),
        }
    }
    assert_eq!(created, mancala_server::service::engine::PER_CLIENT);
    assert!(
        refused.is_some_and(|s| (1..=60).contains(&s)),
        "no Retry-After"
    );
    // A game between people is created and played at once meanwhile.
    let started = Instant::now();
    let (status, game) = post(base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201);
    let id = game["id"].as_str().unwrap();
    let token = game["seat_token"].as_str().unwrap();
    let code = game["invite"]["code"].as_str().unwrap();
    crate::common::join(base, id, json!({"code": code})).await;
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(token),
        json!({"move": "1R"}),
    )
    .await;
    assert_eq!(status, 200);
    served(
        "a game between people created, joined and moved",
        started.elapsed(),
    );
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooded_lobby_is_paged_and_stays_fast() {
    let settings = HttpLimits {
        rates: Rates::OFF,
        ..HttpLimits::default()
    };
    let (base, _) = start_with("lobby-flood", Limits::default(), &settings).await;
    let base = &base;
    for _ in 0..300 {
        let (status, _) = post(base, "/api/games", None, json!({"game": "en-dodoi"})).await;
        assert_eq!(status, 201);
    }
    let started = Instant::now();
    let (status, lobby) = get(base, "/api/lobby").await;
    served("a flooded lobby's first page", started.elapsed());
    assert_eq!(status, 200);
    assert_eq!(lobby["open"].as_array().unwrap().len(), 50);
    assert_eq!(lobby["total"]["open"], 300);
    let (_, last) = get(base, "/api/lobby?offset=280&limit=100").await;
    assert_eq!(last["open"].as_array().unwrap().len(), 20);
    let (status, body) = get(base, "/api/lobby?limit=1000").await;
    assert_eq!(status, 400, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_has_the_security_headers_and_errors_are_json() {
    let server = start(&temp_db("headers")).await;
    let base = &server.base;
    let client = reqwest::Client::new();
    // A URL of 8 KiB and one byte: `414`, in JSON; one byte shorter, the route answers.
    let long = format!("/api/lobby?{}", "x".repeat(8 * 1024 - 11 + 1));
    for (method, path) in [
        ("GET", "/"),
        ("GET", "/api/lobby"),
        ("GET", "/api/nowhere"),
        ("PUT", "/api/games"),
        ("GET", "/api/games/%FF"),
        ("GET", "/api/games/x/ws"),
        ("GET", "/healthz"),
        ("GET", long.as_str()),
        ("GET", &long[..long.len() - 1]),
    ] {
        let response = client
            .request(method.parse().unwrap(), format!("{base}{path}"))
            .send()
            .await
            .unwrap();
        let headers = response.headers().clone();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'") && !csp.contains("unsafe-inline"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["x-frame-options"], "DENY");
        assert_eq!(headers["referrer-policy"], "no-referrer");
        let status = response.status();
        if status.is_client_error() {
            let body: serde_json::Value = response
                .json()
                .await
                .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
            assert!(body["error"].is_string(), "{method} {path}: {body}");
            if path.len() > 8 * 1024 {
                assert_eq!(status, 414, "{body}");
                assert_eq!(
                    body["error"],
                    format!("the URL is {} bytes long: at most 8192", path.len())
                );
            } else if path.starts_with("/api/lobby?") {
                assert_eq!(status, 400, "the lobby reads the query: {body}");
            }
        }
    }
    let metrics = reqwest::get(format!("{base}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        metrics.contains("mancala_http_request_duration_seconds"),
        "{metrics}"
    );
    assert!(metrics.contains("mancala_games_active"));
    server.task.abort();
}

/// POSTs `body` to `path` as if from `client` (its X-Forwarded-For); the status, the
/// Retry-After header and the JSON answer.
async fn post_from(
    base: &str,
    client: &str,
    path: &str,
    body: serde_json::Value,
) -> (u16, Option<u64>, serde_json::Value) {
    let response = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .header("x-forwarded-for", client)
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let retry = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    (status, retry, response.json().await.unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_creations_is_cut_with_429_while_another_client_still_passes() {
    let settings = HttpLimits {
        rates: Rates {
            create: 3,
            join: 2,
            chat: 0,
            submit: 0,
            jobs: 0,
        },
        trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
        ..HttpLimits::default()
    };
    let (base, _) = start_with("rate-create", Limits::default(), &settings).await;
    let game = json!({"game": "en-dodoi"});
    let mut statuses = Vec::new();
    let mut refusal = None;
    for _ in 0..6 {
        let (status, retry, body) =
            post_from(&base, "198.51.100.1", "/api/games", game.clone()).await;
        if status == 429 {
            refusal = Some((retry, body));
        }
        statuses.push(status);
    }
    assert_eq!(statuses, [201, 201, 201, 429, 429, 429]);
    let (retry, body) = refusal.unwrap();
    assert!(
        retry.is_some_and(|s| (1..=60).contains(&s)),
        "Retry-After {retry:?}"
    );
    assert!(
        body["error"]
            .as_str()
            .unwrap_or("")
            .contains("too many new games"),
        "{body}"
    );
    // A series counts toward the same limit.
    let series = json!({"game": "en-dodoi", "target": 1});
    let (status, _, _) = post_from(&base, "198.51.100.1", "/api/series", series.clone()).await;
    assert_eq!(status, 429);
    // Another client (behind the same trusted proxy) is served as usual.
    let (status, _, created) = post_from(&base, "198.51.100.2", "/api/games", game.clone()).await;
    assert_eq!(status, 201, "{created}");
    let (status, _, _) = post_from(&base, "198.51.100.2", "/api/series", series).await;
    assert_eq!(status, 201);
    // Reading is not limited.
    let (status, _) = get(&base, "/api/lobby").await;
    assert_eq!(status, 200);
    // Joins have their own limit: bad codes get 403 until it, then 429.
    let id = created["id"].as_str().unwrap();
    let join = format!("/api/games/{id}/join");
    let mut statuses = Vec::new();
    for _ in 0..3 {
        statuses.push(
            post_from(&base, "198.51.100.3", &join, json!({"code": "nope"}))
                .await
                .0,
        );
    }
    assert_eq!(statuses, [403, 403, 429]);
    let code = created["invite"]["code"].as_str().unwrap();
    let (status, _, joined) = post_from(&base, "198.51.100.4", &join, json!({"code": code})).await;
    assert_eq!(status, 200, "{joined}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forwarded_address_counts_only_from_a_trusted_proxy() {
    let limited = Rates {
        create: 2,
        join: 0,
        chat: 0,
        submit: 0,
        jobs: 0,
    };
    // No trusted proxy: every request from this peer is one client, whatever it claims.
    let settings = HttpLimits {
        rates: limited,
        ..HttpLimits::default()
    };
    let (base, _) = start_with("rate-untrusted", Limits::default(), &settings).await;
    let game = json!({"game": "en-dodoi"});
    let mut statuses = Vec::new();
    for client in ["198.51.100.1", "198.51.100.2", "198.51.100.3"] {
        statuses.push(post_from(&base, client, "/api/games", game.clone()).await.0);
    }
    assert_eq!(statuses, [201, 201, 429]);
    // A trusted proxy's malformed header is refused with a JSON error naming it.
    let settings = HttpLimits {
        rates: limited,
        trusted_proxies: vec!["127.0.0.0/8".parse().unwrap()],
        ..HttpLimits::default()
    };
    let (base, _) = start_with("rate-bad-header", Limits::default(), &settings).await;
    let (status, _, body) = post_from(&base, "not-an-address", "/api/games", game).await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap_or("")
            .contains("X-Forwarded-For"),
        "{body}"
    );
}

/// A client that sends requests and never reads the answers is closed once the server has
/// waited `write_stall` to write to it (it held its connection for ever), while a client
/// that reads is served; and no address may hold more than its share of connections.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_closed_and_one_address_gets_its_share_only() {
    let limits = Limits {
        header_timeout: Duration::from_secs(60),
        write_stall: Duration::from_millis(500),
        max_connections_per_address: 20,
        ..Limits::default()
    };
    let (base, addr) = start_limited("stall", limits).await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = b"GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".repeat(300);
    // The socket's buffers take some of it; the rest waits on the server's side.
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(&request)).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    // Now read: the server gave up on the connection, so its end comes soon (with a
    // keep-alive it would have waited the 60 s head timeout for a next request).
    assert!(
        closed_within(&mut stream, Duration::from_secs(5)).await,
        "a client that never read is still connected"
    );
    served("lobby after the stalled client", lobby_time(&base).await);

    // Twenty connections from one address are the most: a twenty-first is closed at once.
    // They come from 127.0.0.2, which has no connection the server may still be closing
    // (as it may be the lobby request's from 127.0.0.1, when the machine is busy).
    let from_another = || async {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind("127.0.0.2:0".parse().unwrap()).unwrap();
        socket.connect(addr).await.unwrap()
    };
    let mut held = Vec::new();
    for _ in 0..20 {
        held.push(from_another().await);
    }
    let mut extra = from_another().await;
    assert!(
        closed_within(&mut extra, Duration::from_secs(2)).await,
        "a connection beyond the address's share stayed open"
    );
    drop(held);
    tokio::time::sleep(Duration::from_millis(1000)).await;
    served(
        "lobby once the address's connections closed",
        lobby_time(&base).await,
    );
}

/// A body in a coding the server would not undo is refused before it is read: `501` for a
/// transfer coding besides `chunked`, `415` for a compressed body; plain chunked is read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_in_a_coding_the_server_does_not_undo_is_refused() {
    let (_, addr) = start_limited("codings", Limits::default()).await;
    let body = r#"{"game":"giuthi"}"#;
    let chunked = format!("{:x}\r\n{body}\r\n0\r\n\r\n", body.len());
    for (headers, status, names) in [
        ("Transfer-Encoding: gzip, chunked", "501", "'gzip'"),
        ("Transfer-Encoding: chunked", "201", ""),
        (
            "Transfer-Encoding: chunked\r\nContent-Encoding: br",
            "415",
            "'br'",
        ),
        (
            "Transfer-Encoding: chunked\r\nContent-Encoding: identity",
            "201",
            "",
        ),
    ] {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let request = format!(
            "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
             Content-Type: application/json\r\n{headers}\r\n\r\n{chunked}"
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let answer = answer_within(&mut stream, Duration::from_secs(10)).await;
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status}")),
            "{headers}: {answer:?}"
        );
        assert!(answer.contains(names), "{headers}: {answer:?}");
    }
}
