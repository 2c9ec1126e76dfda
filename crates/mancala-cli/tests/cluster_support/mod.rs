//! What the cluster tests share: a throwaway schema on the test PostgreSQL server,
//! `mancala serve` processes on it, and requests that wait for what they expect.
//!
//! Each test binary uses a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::Duration;

use serde_json::{json, Value};

pub const BIN: &str = env!("CARGO_BIN_EXE_mancala");

/// The longest any wait here may last before the test fails as hung.
pub const HANG: Duration = Duration::from_secs(90);

/// The URL of a fresh, empty schema named after `test` on the test server, or `None`
/// (with a note) when no server is given.
pub fn postgres_url(test: &str) -> Option<String> {
    let Ok(base) = std::env::var("MANCALA_TEST_POSTGRES") else {
        eprintln!("note: MANCALA_TEST_POSTGRES is unset: {test} is skipped");
        return None;
    };
    let schema = format!("c_{test}_{}", std::process::id());
    let mut client = postgres::Client::connect(&base, postgres::NoTls).expect("test server");
    client
        .batch_execute(&format!(
            "DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"
        ))
        .expect("fresh schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{sep}options=-csearch_path%3D{schema}"))
}

/// A `mancala serve` process on a free loopback port; killed when dropped.
pub struct Server {
    pub child: Child,
    pub base: String,
    _stdout: BufReader<ChildStdout>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `mancala serve` on database `db`, its log in a file named after `name`.
pub fn serve(db: &str, name: &str) -> Server {
    let log =
        std::env::temp_dir().join(format!("mancala-cluster-{}-{name}.log", std::process::id()));
    let mut child = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("the binary starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut line = String::new();
    stdout.read_line(&mut line).expect("the serving line");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}; log in {}", log.display()));
    Server {
        base: format!("http://{addr}"),
        child,
        _stdout: stdout,
    }
}

pub async fn post(base: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .json(&body);
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    match request.send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.json().await.unwrap_or(Value::Null))
        }
        // The process is gone: no answer.
        Err(_) => (0, Value::Null),
    }
}

/// `GET base+path`: the status and JSON body (0 when the process did not answer).
pub async fn get_json(base: &str, path: &str) -> (u16, Value) {
    match reqwest::get(format!("{base}{path}")).await {
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.json().await.unwrap_or(Value::Null))
        }
        Err(_) => (0, Value::Null),
    }
}

pub async fn view(base: &str, id: &str) -> (u16, Value) {
    get_json(base, &format!("/api/games/{id}")).await
}

pub fn moves_of(view: &Value) -> Vec<String> {
    view["moves"]
        .as_array()
        .map(|m| {
            m.iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Waits until `check` holds for game `id`'s view on `base` (failing as hung after [`HANG`]).
pub async fn until(base: &str, id: &str, what: &str, check: impl Fn(&Value) -> bool) -> Value {
    until_at(base, &format!("/api/games/{id}"), what, check).await
}

/// Waits until `check` holds for the view at `path` on `base` (failing as hung after [`HANG`]).
pub async fn until_at(base: &str, path: &str, what: &str, check: impl Fn(&Value) -> bool) -> Value {
    let waited = tokio::time::timeout(HANG, async {
        loop {
            let (status, v) = get_json(base, path).await;
            if status == 200 && check(&v) {
                return v;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    waited.unwrap_or_else(|_| panic!("hung waiting for {what} on {base}"))
}

/// Creates a game between two people on `base` (En Gehé 2x40, which lasts); (id, tokens).
pub async fn two_player_game(base: &str) -> (String, [String; 2]) {
    let body = json!({"game": "en-gehe", "holes": 40, "south": "human", "north": "human"});
    let (status, created) = post(base, "/api/games", None, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let code = created["invite"]["code"].as_str().unwrap().to_string();
    let (status, joined) = post(
        base,
        &format!("/api/games/{id}/join"),
        None,
        json!({"code": code}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    let tokens = [
        created["seat_token"].as_str().unwrap().to_string(),
        joined["seat_token"].as_str().unwrap().to_string(),
    ];
    (id, tokens)
}

/// Plays the first legal move of game `id` on `base` for the side to move: the move and
/// the answer's status (0 when the process did not answer), or `None` at the game's end.
pub async fn play_next(base: &str, id: &str, tokens: &[String; 2]) -> Option<(String, u16)> {
    let (status, v) = view(base, id).await;
    if status != 200 {
        return Some((String::new(), 0));
    }
    if !v["result"].is_null() {
        return None;
    }
    let mv = v["legal_moves"][0].as_str()?.to_string();
    let token = if v["state"]["to_move"] == "south" {
        &tokens[0]
    } else {
        &tokens[1]
    };
    let path = format!("/api/games/{id}/moves");
    let (status, _) = post(base, &path, Some(token), json!({"move": mv})).await;
    Some((mv, status))
}
