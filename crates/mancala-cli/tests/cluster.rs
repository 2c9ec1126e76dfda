//! Several `mancala serve` processes sharing one PostgreSQL database (the server
//! `MANCALA_TEST_POSTGRES` names; `scripts/test` starts a throwaway one and sets it;
//! without it these tests are skipped with a note): a follower on one process sees the
//! moves played on another; killing one process (kill -9) in the middle of a run of
//! moves loses no acknowledged move and the other goes on serving the game, the engine's
//! included once the dead process's lease has expired; `mancala db migrate` copies a
//! SQLite database across; a match series is played with moves and resignations on both
//! processes, and each next game starts once. Also, without a server: a bad or
//! unreachable `--db` URL is a clear error.
//!
//! The waits below only guard against a hang (a test that would wait for ever fails
//! instead); nothing is asserted about how long anything took.

use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use serde_json::{json, Value};

mod cluster_support;

use cluster_support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_on_one_process_sees_every_move_played_on_another() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("follow")) else {
        return;
    };
    let (a, b) = (serve(&url, "follow-a"), serve(&url, "follow-b"));
    let (id, tokens) = two_player_game(&a.base).await;
    until(&b.base, &id, "the game on the other process", |_| true).await;
    let ws = format!("{}/api/games/{id}/ws", b.base.replace("http://", "ws://"));
    let (mut follower, _) = tokio_tungstenite::connect_async(ws)
        .await
        .expect("websocket");
    let mut played = Vec::new();
    while played.len() < 12 {
        let Some((mv, status)) = play_next(&a.base, &id, &tokens).await else {
            break;
        };
        assert_eq!(status, 200, "move {mv} on the first process");
        played.push(mv);
    }
    assert!(!played.is_empty());
    let seen = tokio::time::timeout(HANG, async {
        loop {
            let message = follower.next().await.expect("open").expect("a message");
            let v: Value = serde_json::from_str(message.to_text().unwrap()).unwrap();
            if moves_of(&v).len() >= played.len() {
                return moves_of(&v);
            }
        }
    })
    .await
    .expect("the follower on the other process sees the moves");
    assert_eq!(seen, played);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killing_one_of_two_processes_loses_no_acknowledged_move() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("kill")) else {
        return;
    };
    let (mut a, b) = (serve(&url, "kill-a"), serve(&url, "kill-b"));
    let (id, tokens) = two_player_game(&a.base).await;
    // A game against the engine, whose moves the first process runs.
    let body = json!({"game": "en-dodoi", "holes": 6, "south": "human", "north": "level:1"});
    let (status, created) = post(&a.base, "/api/games", None, body).await;
    assert_eq!(status, 201, "{created}");
    let engine_game = created["id"].as_str().unwrap().to_string();
    let engine_tokens = [
        created["seat_token"].as_str().unwrap().to_string(),
        String::new(),
    ];
    let (mv, status) = play_next(&a.base, &engine_game, &engine_tokens)
        .await
        .unwrap();
    assert_eq!(status, 200, "{mv}");
    until(&a.base, &engine_game, "the engine's reply", |v| {
        moves_of(v).len() == 2
    })
    .await;

    // A run of moves on the first process, killed in its middle.
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let mover = {
        let (base, id, tokens, acked) = (
            a.base.clone(),
            id.clone(),
            tokens.clone(),
            acknowledged.clone(),
        );
        tokio::spawn(async move {
            while let Some((mv, status)) = play_next(&base, &id, &tokens).await {
                match status {
                    200 => acked.lock().unwrap().push(mv),
                    0 => break,
                    other => panic!("move {mv}: status {other}"),
                }
            }
        })
    };
    tokio::time::timeout(HANG, async {
        while acknowledged.lock().unwrap().len() < 8 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("moves acknowledged");
    a.child.kill().expect("kill -9");
    a.child.wait().expect("killed");
    mover
        .await
        .expect("the mover stops when its process is gone");
    let acked = acknowledged.lock().unwrap().clone();

    // The other process has every acknowledged move (and at most one more, stored but
    // not answered when the process died).
    let v = until(&b.base, &id, "the acknowledged moves", |v| {
        moves_of(v).len() >= acked.len()
    })
    .await;
    let stored = moves_of(&v);
    assert_eq!(
        stored[..acked.len()],
        acked[..],
        "no acknowledged move lost"
    );
    assert!(stored.len() <= acked.len() + 1);

    // It goes on serving the game.
    let mut more = 0;
    for _ in 0..40 {
        match play_next(&b.base, &id, &tokens).await {
            Some((_, 200)) => more += 1,
            // It had not yet seen the last move: asked again.
            Some((_, 409)) => {}
            Some((mv, status)) => panic!("move {mv} on the other process: {status}"),
            None => break,
        }
        if more == 6 {
            break;
        }
    }
    assert_eq!(more, 6, "six more moves on the surviving process");

    // And the engine game: its engine moves again once the dead process's lease expires.
    until(&b.base, &engine_game, "the engine game", |v| {
        moves_of(v).len() == 2
    })
    .await;
    let (mv, status) = play_next(&b.base, &engine_game, &engine_tokens)
        .await
        .unwrap();
    assert_eq!(status, 200, "{mv}");
    until(
        &b.base,
        &engine_game,
        "the engine's move after the take-over",
        |v| moves_of(v).len() >= 4 || !v["result"].is_null(),
    )
    .await;

    // A new process sees the same game.
    let c = serve(&url, "kill-c");
    let (_, on_b) = view(&b.base, &id).await;
    let (_, on_c) = view(&c.base, &id).await;
    assert_eq!(moves_of(&on_c), moves_of(&on_b));
    assert_eq!(moves_of(&on_c).len(), stored.len() + 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn db_migrate_copies_a_sqlite_database_into_postgres_once() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("migrate")) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("mancala-cluster-migrate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("old.db");
    let file_arg = file.to_str().unwrap().to_string();
    let (id, played) = {
        let old = serve(&file_arg, "migrate-sqlite");
        let (id, tokens) = two_player_game(&old.base).await;
        for _ in 0..5 {
            let (mv, status) = play_next(&old.base, &id, &tokens).await.unwrap();
            assert_eq!(status, 200, "{mv}");
        }
        let (_, v) = view(&old.base, &id).await;
        (id, moves_of(&v))
    };
    let migrate = |extra: &[&str]| {
        let mut args = vec!["db", "migrate", "--from", &file_arg, "--to", &url];
        args.extend_from_slice(extra);
        Command::new(BIN)
            .args(&args)
            .output()
            .expect("the binary runs")
    };
    let out = migrate(&[]);
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("copied 1 games (5 moves, 0 team games) and 0 series"),
        "{said}"
    );
    let again = migrate(&[]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
    assert!(migrate(&["--replace"]).status.success());

    let new = serve(&url, "migrate-postgres");
    let (status, v) = view(&new.base, &id).await;
    assert_eq!(status, 200);
    assert_eq!(moves_of(&v), played);
}

#[test]
fn a_bad_or_unreachable_database_is_a_clear_error() {
    for (db, says) in [
        ("postgres://nobody@127.0.0.1:1/none", "cannot connect"),
        (
            "postgres://x@[bad/none?sslmode=nonsense",
            "bad PostgreSQL URL",
        ),
    ] {
        let out = Command::new(BIN)
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
            .output()
            .expect("the binary runs");
        assert!(!out.status.success(), "{db}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{db}: {err}");
        assert!(!err.contains("panicked"), "{db}: {err}");
    }
    let out = Command::new(BIN)
        .args([
            "db",
            "migrate",
            "--from",
            "/nonexistent/x.db",
            "--to",
            "postgres://a@127.0.0.1:1/b",
        ])
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such SQLite database file"));
    // A file that is not a server database is refused before any connection, and kept
    // as it was (not given the server's tables).
    let empty =
        std::env::temp_dir().join(format!("mancala-migrate-empty-{}.db", std::process::id()));
    std::fs::write(&empty, b"").unwrap();
    let out = Command::new(BIN)
        .args(["db", "migrate", "--from"])
        .arg(&empty)
        .args(["--to", "postgres://a@127.0.0.1:1/b"])
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a mancala server database"), "{err}");
    assert_eq!(std::fs::metadata(&empty).unwrap().len(), 0);
    let _ = std::fs::remove_file(&empty);
}

/// The answers of those of two requests that succeeded (200).
fn succeeded(answers: [(u16, &Value); 2]) -> Vec<&Value> {
    answers
        .into_iter()
        .filter(|(status, _)| *status == 200)
        .map(|(_, answer)| answer)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_never_both_give_one_seat_or_both_take_a_resignation() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("stale")) else {
        return;
    };
    let (a, b) = (serve(&url, "stale-a"), serve(&url, "stale-b"));
    for round in 0..4 {
        // One invitation sent to both processes at once: one seat, one token.
        let body = json!({"game": "en-gehe", "holes": 40, "south": "human", "north": "human"});
        let (status, created) = post(&a.base, "/api/games", None, body).await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let code = created["invite"]["code"].as_str().unwrap().to_string();
        until(&b.base, &id, "the game on the other process", |_| true).await;
        let join = format!("/api/games/{id}/join");
        let ((sa, ja), (sb, jb)) = tokio::join!(
            post(&a.base, &join, None, json!({"code": code})),
            post(&b.base, &join, None, json!({"code": code})),
        );
        let joined = succeeded([(sa, &ja), (sb, &jb)]);
        assert_eq!(joined.len(), 1, "round {round}: {sa} {ja} / {sb} {jb}");
        assert!(
            [sa, sb].contains(&403),
            "round {round}: {sa} {ja} / {sb} {jb}"
        );
        let tokens = [
            created["seat_token"].as_str().unwrap().to_string(),
            joined[0]["seat_token"].as_str().unwrap().to_string(),
        ];
        // The token handed out holds the seat on both processes: North may move after
        // South's first move, on either.
        let (mv, status) = play_next(&a.base, &id, &tokens).await.expect("a move");
        assert_eq!(status, 200, "round {round}: {mv}");
        until(&b.base, &id, "the first move", |v| moves_of(v).len() == 1).await;
        let (mv, status) = play_next(&b.base, &id, &tokens).await.expect("a move");
        assert_eq!(
            status, 200,
            "round {round}: North's {mv} on the other process"
        );
        until(&a.base, &id, "the second move", |v| moves_of(v).len() == 2).await;
        // Both sides resign at once, each on its own process: one resignation stands.
        let resign = format!("/api/games/{id}/resign");
        let ((sa, ra), (sb, rb)) = tokio::join!(
            post(&a.base, &resign, Some(&tokens[0]), json!({})),
            post(&b.base, &resign, Some(&tokens[1]), json!({})),
        );
        let stood = succeeded([(sa, &ra), (sb, &rb)]);
        assert_eq!(stood.len(), 1, "round {round}: {sa} {ra} / {sb} {rb}");
        assert!(
            [sa, sb].contains(&409),
            "round {round}: {sa} {ra} / {sb} {rb}"
        );
        let winner = stood[0]["result"]["winner"].clone();
        for base in [&a.base, &b.base] {
            let v = until(base, &id, "the resignation", |v| !v["result"].is_null()).await;
            assert_eq!(v["result"]["winner"], winner, "round {round} on {base}");
            assert_eq!(moves_of(&v).len(), 2, "round {round} on {base}");
        }
    }
}

/// Waits until `check` holds for series `id`'s view on `base` (failing as hung after [`HANG`]).
async fn until_series(base: &str, id: &str, what: &str, check: impl Fn(&Value) -> bool) -> Value {
    until_at(base, &format!("/api/series/{id}"), what, check).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_series_is_played_across_two_processes_and_each_next_game_starts_once() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("series")) else {
        return;
    };
    let (one, two) = (serve(&url, "series-1"), serve(&url, "series-2"));
    let body = json!({"game": "en-dodoi", "holes": 6, "target": 2, "a": "human", "b": "human",
                      "lobby": false});
    let (status, created) = post(&one.base, "/api/series", None, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let code = created["invite"]["code"].as_str().unwrap().to_string();
    // B joins on the other process; A's and B's tokens then work on either.
    until_series(&two.base, &id, "the series", |_| true).await;
    let join = format!("/api/series/{id}/join");
    let (status, joined) = post(&two.base, &join, None, json!({"code": code})).await;
    assert_eq!(status, 200, "{joined}");
    let a = created["token"].as_str().unwrap().to_string();
    let b = joined["token"].as_str().unwrap().to_string();
    let mut finished = Vec::new();
    // Game 1: A is South. Moves alternate between the processes; then A resigns on the
    // process where B moved. Game 2: B is South; B resigns on the other one.
    for (round, (south, north, loser)) in [(&a, &b, &a), (&b, &a, &b)].into_iter().enumerate() {
        let v = until_series(&one.base, &id, "the game in progress", |v| {
            v["games"].as_array().map(Vec::len) == Some(round + 1) && !v["current"].is_null()
        })
        .await;
        let game = v["current"].as_str().unwrap().to_string();
        let tokens = [south.clone(), north.clone()];
        for ply in 0..4 {
            let base = if ply % 2 == 0 { &one.base } else { &two.base };
            let (mv, status) = play_next(base, &game, &tokens).await.expect("a move");
            assert_eq!(status, 200, "game {round}, ply {ply}: {mv} on {base}");
            let other = if ply % 2 == 0 { &two.base } else { &one.base };
            until(other, &game, "the move on the other process", |v| {
                moves_of(v).len() == ply + 1
            })
            .await;
        }
        let resign_on = if round == 0 { &two.base } else { &one.base };
        let path = format!("/api/games/{game}/resign");
        let (status, resigned) = post(resign_on, &path, Some(loser), json!({})).await;
        assert_eq!(status, 200, "{resigned}");
        finished.push(game);
    }
    // Both processes agree: two games counted, one win each, and exactly one third game,
    // started by one process only.
    let mut views = Vec::new();
    for base in [&one.base, &two.base] {
        let v = until_series(base, &id, "the third game", |v| {
            v["games"].as_array().map(Vec::len) == Some(3) && !v["current"].is_null()
        })
        .await;
        assert_eq!(
            v["tally"],
            json!({"a": 1, "b": 1, "draws": 0}),
            "on {base}: {v}"
        );
        assert_eq!(v["winner"], Value::Null, "on {base}");
        let ids: Vec<&str> = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids[..2],
            [finished[0].as_str(), finished[1].as_str()],
            "on {base}"
        );
        views.push(v);
    }
    assert_eq!(views[0]["games"], views[1]["games"]);
    assert_eq!(views[0]["current"], views[1]["current"]);
    let third = views[0]["current"].as_str().unwrap().to_string();
    // A is South again in the third game, and A's token moves in it on either process.
    let (mv, status) = play_next(&two.base, &third, &[a.clone(), b.clone()])
        .await
        .expect("a move");
    assert_eq!(status, 200, "A's first move {mv} of the third game");
    until(&one.base, &third, "the third game's first move", |v| {
        moves_of(v).len() == 1
    })
    .await;
}

#[test]
fn serve_that_cannot_listen_creates_no_database_file() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let addr = taken.local_addr().expect("its address").to_string();
    let file = std::env::temp_dir().join(format!("mancala-unbound-{}.db", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let out = Command::new(BIN)
        .args(["serve", "--addr", &addr, "--db"])
        .arg(&file)
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&addr), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(!file.exists(), "{} was created", file.display());
}
