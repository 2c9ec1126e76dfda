//! Load test: many concurrent games over HTTP and WebSocket on loopback.
//!
//! Starts the server on a temporary database (or targets `--url`), creates `--games`
//! human-against-human games, follows each with a WebSocket, and has every game move every
//! `--interval-ms` for `--seconds`; reports moves per second and move latency percentiles
//! (HTTP round trip of `POST /moves`). With `--engine-games N` it also keeps N games of
//! the engine against itself (level 10, a second a move) thinking all the while, a new
//! one started whenever one ends, so the engine pool is busy throughout.
//!
//!     cargo run --release -p mancala-server --example load -- --games 200 --seconds 30
//!     cargo run --release -p mancala-server --example load -- --games 200 --engine-games 8

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use serde_json::{json, Value};

struct Options {
    games: usize,
    engine_games: usize,
    seconds: u64,
    interval_ms: u64,
    url: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        games: 200,
        engine_games: 0,
        seconds: 30,
        interval_ms: 500,
        url: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: '{v}' is not a whole number"))
        };
        match flag.as_str() {
            "--games" => o.games = number(value()?)?.clamp(1, 10_000) as usize,
            "--engine-games" => o.engine_games = number(value()?)?.clamp(0, 8) as usize,
            "--seconds" => o.seconds = number(value()?)?.clamp(1, 3600),
            "--interval-ms" => o.interval_ms = number(value()?)?.clamp(1, 60_000),
            "--url" => o.url = Some(value()?),
            other => {
                return Err(format!(
                "unknown option {other} (--games, --engine-games, --seconds, --interval-ms, --url)"
            ))
            }
        }
    }
    Ok(o)
}

async fn post(
    client: &reqwest::Client,
    url: String,
    token: Option<&str>,
    body: Value,
) -> Result<Value, String> {
    let mut request = client.post(url).json(&body);
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    let response = request.send().await.map_err(|e| e.to_string())?;
    let status = response.status();
    let value: Value = response.json().await.map_err(|e| e.to_string())?;
    if status.is_success() {
        Ok(value)
    } else {
        Err(format!("{status}: {value}"))
    }
}

/// The game's view.
async fn game_view(client: &reqwest::Client, base: &str, id: &str) -> Result<Value, String> {
    client
        .get(format!("{base}/api/games/{id}"))
        .send()
        .await
        .map_err(|e| e.to_string())?
        .json()
        .await
        .map_err(|e| e.to_string())
}

/// Plays one game until the time is up: returns the latencies of its moves and the updates its WebSocket saw.
async fn game(
    base: String,
    deadline: Instant,
    interval: Duration,
    start_delay: Duration,
) -> Result<(Vec<Duration>, usize), String> {
    let client = reqwest::Client::new();
    let created = post(
        &client,
        format!("{base}/api/games"),
        None,
        json!({"game": "en-gehe", "south": "human", "north": "human"}),
    )
    .await?;
    let id = created["id"].as_str().ok_or("no id")?.to_string();
    let south = created["seat_token"]
        .as_str()
        .ok_or("no token")?
        .to_string();
    let code = created["invite"]["code"]
        .as_str()
        .ok_or("no invitation")?
        .to_string();
    let joined = post(
        &client,
        format!("{base}/api/games/{id}/join"),
        None,
        json!({"code": code}),
    )
    .await?;
    let north = joined["seat_token"].as_str().ok_or("no token")?.to_string();
    let ws_url = format!("{}/api/games/{id}/ws", base.replace("http://", "ws://"));
    let (socket, _) = tokio_tungstenite::connect_async(ws_url)
        .await
        .map_err(|e| e.to_string())?;
    let seen = Arc::new(AtomicUsize::new(0));
    let counter = seen.clone();
    let watcher = tokio::spawn(async move {
        let (_, mut read) = socket.split();
        while let Some(Ok(_)) = read.next().await {
            counter.fetch_add(1, Ordering::Relaxed);
        }
    });
    tokio::time::sleep(start_delay).await;
    let mut latencies = Vec::new();
    let mut view = created["state"].clone();
    let mut legal: Vec<String> = Vec::new();
    let mut ticker = tokio::time::interval(interval);
    while Instant::now() < deadline {
        ticker.tick().await;
        if legal.is_empty() {
            let state = game_view(&client, &base, &id).await?;
            if !state["result"].is_null() {
                break;
            }
            legal = state["legal_moves"]
                .as_array()
                .ok_or("no legal moves")?
                .iter()
                .filter_map(|m| m.as_str().map(String::from))
                .collect();
            view = state["state"].clone();
        }
        let mv = legal[latencies.len() % legal.len()].clone();
        let token = if view["to_move"] == "south" {
            &south
        } else {
            &north
        };
        let started = Instant::now();
        post(
            &client,
            format!("{base}/api/games/{id}/moves"),
            Some(token),
            json!({"move": mv}),
        )
        .await?;
        latencies.push(started.elapsed());
        legal.clear();
    }
    // Let the last update arrive, then stop following.
    tokio::time::sleep(Duration::from_millis(200)).await;
    watcher.abort();
    Ok((latencies, seen.load(Ordering::Relaxed)))
}

/// Keeps one game of the engine against itself going until the time is up; returns
/// how many engine moves its games saw.
async fn engine_game(base: String, deadline: Instant) -> Result<usize, String> {
    let client = reqwest::Client::new();
    let mut moves = 0;
    while Instant::now() < deadline {
        let created = post(
            &client,
            format!("{base}/api/games"),
            None,
            json!({"game": "en-dodoi", "south": "level:10", "north": "level:10", "lobby": false}),
        )
        .await?;
        let id = created["id"].as_str().ok_or("no id")?.to_string();
        loop {
            tokio::time::sleep(Duration::from_millis(500)).await;
            let view = game_view(&client, &base, &id).await?;
            let played = view["moves"].as_array().map_or(0, Vec::len);
            if !view["result"].is_null() || Instant::now() >= deadline {
                moves += played;
                break;
            }
        }
    }
    Ok(moves)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let o = options()?;
    let base = match &o.url {
        Some(url) => url.trim_end_matches('/').to_string(),
        None => {
            let dir = std::env::temp_dir().join(format!("mancala-load-{}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            // One client making every game: no rate limit (`--create-per-minute 0
            // --join-per-minute 0` for a separate `mancala serve`).
            let config =
                mancala_server::ServerConfig::with_http(mancala_server::api::limits::HttpLimits {
                    rates: mancala_server::api::limits::Rates::OFF,
                    max_websockets: 100_000,
                    ..Default::default()
                });
            let database = mancala_store::Database::from(dir.join("load.db").as_path());
            let (router, _) = mancala_server::app(&database, &config)
                .await
                .map_err(|e| e.to_string())?;
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .map_err(|e| e.to_string())?;
            let addr = listener.local_addr().map_err(|e| e.to_string())?;
            tokio::spawn(async move {
                let _ = axum::serve(listener, router).await;
            });
            format!("http://{addr}")
        }
    };
    let interval = Duration::from_millis(o.interval_ms);
    let started = Instant::now();
    let deadline = started + Duration::from_secs(o.seconds);
    let engines: Vec<_> = (0..o.engine_games)
        .map(|_| tokio::spawn(engine_game(base.clone(), deadline)))
        .collect();
    let tasks: Vec<_> = (0..o.games)
        .map(|i| {
            // Spread the games over one interval so that their moves do not all land at once.
            let delay = interval * i as u32 / o.games as u32;
            tokio::spawn(game(base.clone(), deadline, interval, delay))
        })
        .collect();
    let mut latencies = Vec::new();
    let mut updates = 0;
    let mut failures = 0;
    for task in tasks {
        match task.await {
            Ok(Ok((l, seen))) => {
                latencies.extend(l);
                updates += seen;
            }
            Ok(Err(e)) => {
                failures += 1;
                eprintln!("a game failed: {e}");
            }
            Err(e) => {
                failures += 1;
                eprintln!("a game task failed: {e}");
            }
        }
    }
    let mut engine_moves = 0;
    for task in engines {
        match task.await {
            Ok(Ok(moves)) => engine_moves += moves,
            Ok(Err(e)) => eprintln!("an engine game failed: {e}"),
            Err(e) => eprintln!("an engine game task failed: {e}"),
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    let result = json!({
        "games": o.games, "failed_games": failures, "seconds": (elapsed * 10.0).round() / 10.0,
        "moves": latencies.len(), "moves_per_sec": ((latencies.len() as f64 / elapsed) * 10.0).round() / 10.0,
        "websocket_updates": updates, "engine_games": o.engine_games, "engine_moves": engine_moves,
        "latency_ms": {"p50": percentile(&latencies, 0.50), "p90": percentile(&latencies, 0.90),
                       "p99": percentile(&latencies, 0.99), "max": percentile(&latencies, 1.0)},
    });
    println!("{result}");
    Ok(())
}
