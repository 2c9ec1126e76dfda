//! Helpers shared by the server's integration tests: a server on loopback, requests.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// A server running on a free loopback port.
pub struct Server {
    pub base: String,
    pub task: tokio::task::JoinHandle<()>,
}

/// The router and service of a server on the SQLite file `db` under the HTTP limits `http`.
pub async fn app_with(
    db: &std::path::Path,
    http: mancala_server::api::limits::HttpLimits,
) -> (axum::Router, std::sync::Arc<mancala_server::service::Hub>) {
    let config = mancala_server::ServerConfig::with_http(http);
    mancala_server::app(&mancala_store::Database::from(db), &config)
        .await
        .expect("server starts")
}

/// The router and service of a server on the SQLite file `db` with the default limits.
pub async fn app_at(
    db: &std::path::Path,
) -> (axum::Router, std::sync::Arc<mancala_server::service::Hub>) {
    app_with(db, mancala_server::api::limits::HttpLimits::default()).await
}

/// Starts a server on the database at `db`.
pub async fn start(db: &std::path::Path) -> Server {
    let (router, _) = app_at(db).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        axum::serve(listener, router).await.unwrap();
    });
    Server {
        base: format!("http://{addr}"),
        task,
    }
}

/// A fresh database path for test `name`: a directory of its own for every call, as the
/// tests of all the files run side by side in one process.
pub fn temp_db(name: &str) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "mancala-server-{}-{call}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("mancala.db")
}

/// POSTs `body` with an optional bearer token; the status and the JSON answer.
pub async fn post(base: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let client = reqwest::Client::new();
    let mut request = client.post(format!("{base}{path}")).json(&body);
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// GETs `path` with an optional bearer token; the status and the JSON answer.
pub async fn get_with(base: &str, path: &str, token: Option<&str>) -> (u16, Value) {
    let client = reqwest::Client::new();
    let mut request = client.get(format!("{base}{path}"));
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Joins game `id` with `body` (`{"code"}`, and `"name"` in a team game): the answer,
/// which must be `200`.
pub async fn join(base: &str, id: &str, body: Value) -> Value {
    let (status, joined) = post(base, &format!("/api/games/{id}/join"), None, body).await;
    assert_eq!(status, 200, "{joined}");
    joined
}

/// GETs `path`; the body as text, whatever the status.
pub async fn get_text(base: &str, path: &str) -> String {
    reqwest::get(format!("{base}{path}"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// GETs `path`; the status and the JSON answer.
pub async fn get(base: &str, path: &str) -> (u16, Value) {
    get_with(base, path, None).await
}

/// Polls job `id` until it finishes (at most `seconds`).
pub async fn finished(base: &str, id: &str, seconds: u64) -> Value {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    loop {
        let (status, view) = get(base, &format!("/api/jobs/{id}")).await;
        assert_eq!(status, 200, "{view}");
        if view["state"] != "running" {
            return view;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "job still running: {view}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}
