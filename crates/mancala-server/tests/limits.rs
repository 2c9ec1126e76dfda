//! The server's limits hold and a normal request stays fast: slow clients (half-sent
//! heads and idle connections are closed after the head timeout), a connection flood
//! (beyond the cap new connections are closed at once), the engine queue (a client's
//! searches are bounded: 429 with Retry-After), a lobby flood (the lobby is paged).
//! Bounded loops on loopback only.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::{get, post, start, temp_db};
use mancala_server::server::{run, Limits};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

async fn start_limited(name: &str, limits: Limits) -> (String, SocketAddr) {
    let (router, _) = mancala_server::app_with_hub(&temp_db(name))
        .await
        .expect("server starts");
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
    assert!(lobby_time(&base).await < Duration::from_millis(400));
    for stream in &mut slow {
        assert!(
            closed_within(stream, Duration::from_secs(3)).await,
            "a slow connection stayed open"
        );
    }
    assert!(lobby_time(&base).await < Duration::from_millis(400));
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
    assert!(lobby_time(&base).await < Duration::from_millis(400));
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
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(token),
        json!({"move": "1R"}),
    )
    .await;
    assert_eq!(status, 200);
    assert!(started.elapsed() < Duration::from_millis(500));
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooded_lobby_is_paged_and_stays_fast() {
    let server = start(&temp_db("lobby-flood")).await;
    let base = &server.base;
    for _ in 0..300 {
        let (status, _) = post(base, "/api/games", None, json!({"game": "en-dodoi"})).await;
        assert_eq!(status, 201);
    }
    let started = Instant::now();
    let (status, lobby) = get(base, "/api/lobby").await;
    assert!(started.elapsed() < Duration::from_millis(300));
    assert_eq!(status, 200);
    assert_eq!(lobby["open"].as_array().unwrap().len(), 50);
    assert_eq!(lobby["total"]["open"], 300);
    let (_, last) = get(base, "/api/lobby?offset=280&limit=100").await;
    assert_eq!(last["open"].as_array().unwrap().len(), 20);
    let (status, body) = get(base, "/api/lobby?limit=1000").await;
    assert_eq!(status, 400, "{body}");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_has_the_security_headers_and_errors_are_json() {
    let server = start(&temp_db("headers")).await;
    let base = &server.base;
    let client = reqwest::Client::new();
    for (method, path) in [
        ("GET", "/"),
        ("GET", "/api/lobby"),
        ("GET", "/nowhere"),
        ("PUT", "/api/games"),
        ("GET", "/api/games/%FF"),
        ("GET", "/api/games/x/ws"),
        ("GET", "/healthz"),
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
