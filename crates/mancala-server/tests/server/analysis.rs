//! The analysis routes: a position set up from a position JSON or a record (bad holes and
//! totals named, a finished position's result), solve jobs that agree with the solver,
//! the limits on jobs (429 with Retry-After: new jobs a minute, running jobs a client and in
//! all, nothing started when refused), a job stopped by its token only, and a
//! job's WebSocket that streams its view while it runs.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use mancala_rules::{History, Move, Rules};
use mancala_server::api::limits::{HttpLimits, Rates};
use mancala_server::server::{run, Limits};
use mancala_server::service::Hub;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{finished, get, post, start, temp_db};

/// An En Dodoi 2x6 endgame with 5 seeds on the board (48 in all with the captured ones).
fn endgame() -> Value {
    json!({"game": "en-dodoi", "holes": 6, "seeds": 4,
           "board": [1, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 1],
           "captured": [20, 23], "to_move": "south"})
}

/// The start of En Dodoi 2x6: far beyond what a job proves in seconds.
fn start_position() -> Value {
    let game = History::new(Rules::with_size(mancala_rules::Game::EnDodoi, 6, 4).unwrap());
    serde_json::from_str(&game.to_json()).unwrap()
}

/// The text record of a few random plies of En Dodoi 2x6.
fn record(plies: usize) -> (String, History) {
    let mut game = History::new(Rules::with_size(mancala_rules::Game::EnDodoi, 6, 4).unwrap());
    let mut n = 7usize;
    for _ in 0..plies {
        game.play_random(&mut |len| {
            n = n.wrapping_mul(31).wrapping_add(17);
            n % len
        });
    }
    let record = mancala_record::Record::new(game.clone(), "a", "b", "2026.11.30");
    (record.to_text(), game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_position_is_set_up_from_json_or_a_record_and_bad_ones_are_named() {
    let server = start(&temp_db("positions")).await;
    let base = &server.base;
    let (status, view) = post(base, "/api/positions", None, json!({"position": endgame()})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(
        view["state"]["board"],
        json!([1, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 1])
    );
    let game = History::from_json(&endgame().to_string()).unwrap();
    let legal: Vec<String> = game
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert!(!legal.is_empty());
    assert_eq!(view["legal_moves"], json!(legal));
    assert_eq!(view["result"], Value::Null);
    assert_eq!(view["last"], Value::Null);

    // A variation: its last sowing is shown, the side to move changes.
    let (status, view) = post(
        base,
        "/api/positions",
        None,
        json!({"position": endgame(), "moves": [legal[0]]}),
    )
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["last"]["move"], legal[0]);
    assert_eq!(view["state"]["to_move"], "north");

    // A record to a ply: the history is the record's.
    let (text, game) = record(12);
    let (status, view) = post(
        base,
        "/api/positions",
        None,
        json!({"record": text, "ply": 5}),
    )
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["ply"], 5);
    let moves: Vec<Move> = game.moves().collect();
    assert_eq!(view["last"]["move"], moves[4].to_string());
    let (status, error) = post(
        base,
        "/api/positions",
        None,
        json!({"record": text, "ply": 13}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        error["error"]
            .as_str()
            .unwrap()
            .contains("past the record's 12 plies"),
        "{error}"
    );

    // A hole beyond 255 seeds is named; so is a total that is not the game's.
    let mut bad = endgame();
    bad["board"][6] = json!(300);
    let (status, error) = post(base, "/api/positions", None, json!({"position": bad})).await;
    assert_eq!(status, 400);
    let message = error["error"].as_str().unwrap();
    assert!(
        message.contains("hole 7 (north 1)") && message.contains("300"),
        "{message}"
    );
    let mut bad = endgame();
    bad["board"][0] = json!(5);
    let (status, error) = post(base, "/api/positions", None, json!({"position": bad})).await;
    assert_eq!(status, 400);
    assert!(
        error["error"]
            .as_str()
            .unwrap()
            .contains("not the game's 48"),
        "{error}"
    );

    // An illegal move of the variation, both position and record, neither.
    let (status, error) = post(
        base,
        "/api/positions",
        None,
        json!({"position": endgame(), "moves": ["7"]}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        error["error"].as_str().unwrap().contains("'moves'"),
        "{error}"
    );
    for body in [
        json!({"position": endgame(), "record": text}),
        json!({"moves": []}),
        json!({"position": endgame(), "ply": 3}),
        json!({"position": [1, 2]}),
    ] {
        let (status, error) = post(base, "/api/positions", None, body.clone()).await;
        assert_eq!(status, 400, "{body} -> {error}");
    }

    // A finished position shows its result instead of moves.
    let over = json!({"game": "en-dodoi", "holes": 6, "seeds": 4,
        "board": [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1], "captured": [20, 26], "to_move": "south"});
    let (status, view) = post(base, "/api/positions", None, json!({"position": over})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["legal_moves"], json!([]));
    assert_eq!(view["result"]["winner"], "north", "{view}");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solve_job_marks_every_move_as_the_solver_does() {
    let server = start(&temp_db("solve-job")).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/jobs",
        None,
        json!({"kind": "solve", "position": endgame(), "seconds": 20}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["ws"], format!("/api/jobs/{id}/ws"));
    let view = finished(base, id, 25).await;
    assert_eq!(view["state"], "done", "{view}");
    let solve = &view["solve"];
    assert_eq!(solve["proved"], true, "{view}");

    // The solver itself, on the same position.
    let game = History::from_json(&endgame().to_string()).unwrap();
    let solver = mancala_solver::Solver::new(16);
    let truth = solver
        .solve_moves(&game, &mancala_solver::Limits::default())
        .unwrap();
    let value = solver
        .solve(&game, &mancala_solver::Limits::default())
        .unwrap()
        .verdict
        .value()
        .unwrap();
    assert_eq!(solve["value"], value);
    let result = match value.signum() {
        1 => "win",
        0 => "draw",
        _ => "loss",
    };
    assert_eq!(solve["result"], result);
    assert!(!solve["pv"].as_array().unwrap().is_empty());
    let moves = solve["moves"].as_array().unwrap();
    assert_eq!(moves.len(), truth.moves.len(), "{view}");
    for (mv, verdict) in &truth.moves {
        let shown = moves
            .iter()
            .find(|m| m["move"] == mv.to_string())
            .unwrap_or_else(|| panic!("{mv} missing from {view}"));
        assert_eq!(shown["value"], verdict.value().unwrap(), "{mv}: {view}");
    }

    // A finished game has nothing to solve; an unknown job is 404.
    let over = json!({"game": "en-dodoi", "holes": 6, "seeds": 4,
        "board": [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1], "captured": [20, 26], "to_move": "south"});
    let (status, error) = post(
        base,
        "/api/jobs",
        None,
        json!({"kind": "solve", "position": over}),
    )
    .await;
    assert_eq!(status, 422, "{error}");
    let (status, _) = get(base, "/api/jobs/nonesuch").await;
    assert_eq!(status, 404);
    for (body, field) in [
        (
            json!({"kind": "solve", "position": endgame(), "seconds": 61}),
            "'seconds'",
        ),
        (
            json!({"kind": "solve", "position": endgame(), "seconds": 0}),
            "'seconds'",
        ),
        (
            json!({"kind": "review", "position": endgame()}),
            "'record' only",
        ),
        (json!({"kind": "think", "position": endgame()}), "variant"),
    ] {
        let (status, error) = post(base, "/api/jobs", None, body.clone()).await;
        assert_eq!(status, 400, "{body}");
        assert!(
            error["error"].as_str().unwrap().contains(field),
            "{body}: {error}"
        );
    }
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jobs_beyond_two_get_429_and_only_the_token_stops_one() {
    let server = start(&temp_db("job-limits")).await;
    let base = &server.base;
    let long = json!({"kind": "solve", "position": start_position(), "seconds": 30});
    let mut jobs = Vec::new();
    for _ in 0..2 {
        let (status, created) = post(base, "/api/jobs", None, long.clone()).await;
        assert_eq!(status, 201, "{created}");
        jobs.push(created);
    }
    let response = reqwest::Client::new()
        .post(format!("{base}/api/jobs"))
        .json(&long)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=30).contains(&retry), "Retry-After {retry}");
    let error: Value = response.json().await.unwrap();
    assert!(
        error["error"].as_str().unwrap().contains("at most 2"),
        "{error}"
    );

    // Stopping needs the job's own token.
    let id = jobs[0]["id"].as_str().unwrap();
    let stop = format!("/api/jobs/{id}/stop");
    let (status, _) = post(base, &stop, None, json!({})).await;
    assert_eq!(status, 401);
    let other = jobs[1]["token"].as_str().unwrap();
    let (status, _) = post(base, &stop, Some(other), json!({})).await;
    assert_eq!(status, 401);
    let token = jobs[0]["token"].as_str().unwrap();
    let (status, view) = post(base, &stop, Some(token), json!({})).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["state"], "stopped", "{view}");
    assert!(view["elapsed_ms"].as_u64().unwrap() < 30_000);
    assert!(view["solve"]["lower"].is_i64(), "the bounds so far: {view}");

    // A place is free again.
    let (status, created) = post(base, "/api/jobs", None, long.clone()).await;
    assert_eq!(status, 201, "{created}");
    for job in [&jobs[1], &created] {
        let id = job["id"].as_str().unwrap();
        let token = job["token"].as_str().unwrap();
        let (status, _) = post(
            base,
            &format!("/api/jobs/{id}/stop"),
            Some(token),
            json!({}),
        )
        .await;
        assert_eq!(status, 200);
    }
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_jobs_websocket_streams_its_view_then_the_final_one() {
    let server = start(&temp_db("job-ws")).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/jobs",
        None,
        json!({"kind": "solve", "position": start_position(), "seconds": 3}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let url = format!(
        "{}{}",
        base.replace("http", "ws"),
        created["ws"].as_str().unwrap()
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let mut views = Vec::new();
    let opened = std::time::Instant::now();
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a message within 10 s");
        match message {
            Some(Ok(Message::Text(text))) => views.push((
                opened.elapsed(),
                serde_json::from_str::<Value>(&text).unwrap(),
            )),
            Some(Ok(Message::Close(_))) | None => break,
            Some(Ok(_)) => {}
            Some(Err(e)) => panic!("{e}"),
        }
    }
    let (_, last) = views.last().unwrap();
    assert_eq!(last["state"], "done", "{last}");
    let running = views
        .iter()
        .filter(|(_, v)| v["state"] == "running")
        .count();
    // Views come while it runs, not only at its end (about twelve over its 3 s; the bounds
    // are loose, since a busy machine may delay a few).
    assert!(running >= 3, "{running} views while running");
    for pair in views.windows(2) {
        let gap = pair[1].0.saturating_sub(pair[0].0);
        assert!(gap < Duration::from_secs(3), "a gap of {gap:?}");
        assert!(pair[1].1["elapsed_ms"].as_u64() >= pair[0].1["elapsed_ms"].as_u64());
    }
    server.task.abort();
}

/// A server on the transport of `mancala serve` (which tells the router each peer's
/// address) under `rates`, trusting 127.0.0.1's `X-Forwarded-For` so that a test can
/// speak as several clients; its address, its service (to count what runs) and its task.
pub async fn limited_server(
    name: &str,
    rates: Rates,
) -> (String, Arc<Hub>, tokio::task::JoinHandle<()>) {
    let settings = HttpLimits {
        rates,
        trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
        ..HttpLimits::default()
    };
    let (router, hub) = crate::common::app_with(&temp_db(name), settings.clone()).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(run(
        listener,
        router,
        Limits::default(),
        std::future::pending(),
    ));
    (format!("http://{addr}"), hub, task)
}

/// A refusal or an answer: the status, the `Retry-After` header (seconds), the JSON body.
pub type Answer = (u16, Option<u64>, Value);

/// POSTs `body` to `path` as client `client` (its `X-Forwarded-For`, `token` its bearer).
pub async fn post_as(
    base: &str,
    client: &str,
    path: &str,
    token: Option<&str>,
    body: Value,
) -> Answer {
    let mut request = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .header("x-forwarded-for", client)
        .json(&body);
    if let Some(t) = token {
        request = request.header("authorization", format!("Bearer {t}"));
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let retry = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().parse().expect("Retry-After is seconds"));
    (status, retry, response.json().await.unwrap_or(Value::Null))
}

/// Checks that `answer` is a `429` whose `Retry-After` is within `seconds` and equals
/// the time its JSON error names when it names one, and whose error contains `names`;
/// returns the retry time.
#[track_caller]
pub fn refused(answer: &Answer, names: &str, seconds: std::ops::RangeInclusive<u64>) -> u64 {
    let (status, retry, body) = answer;
    assert_eq!(*status, 429, "{body}");
    let retry = retry.unwrap_or_else(|| panic!("a 429 without Retry-After: {body}"));
    assert!(
        seconds.contains(&retry),
        "Retry-After {retry}, not in {seconds:?}: {body}"
    );
    let error = body["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no JSON error: {body}"));
    assert!(error.contains(names), "{error:?} does not name {names:?}");
    if let Some((_, tail)) = error.split_once("try again in ") {
        assert_eq!(
            tail,
            format!("{retry} s"),
            "the message's time is Retry-After's"
        );
    }
    retry
}

/// Stops the jobs `created` (their answers to `POST /api/jobs`) as client `client`.
async fn stop_all(base: &str, client: &str, created: &[Value]) {
    for job in created {
        let id = job["id"].as_str().unwrap();
        let (status, _, view) = post_as(
            base,
            client,
            &format!("/api/jobs/{id}/stop"),
            job["token"].as_str(),
            json!({}),
        )
        .await;
        assert_eq!(status, 200, "{view}");
        assert_ne!(view["state"], "running", "{view}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_jobs_beyond_the_rate_a_minute_get_429_with_retry_after_and_start_nothing() {
    let rates = Rates {
        jobs: 3,
        ..Rates::OFF
    };
    let (base, hub, task) = limited_server("jobs-rate", rates).await;
    let base = &base;
    let me = "198.51.100.10";
    // Three jobs of any kind a minute, one after the other (each finished before the
    // next, so that the limit of two running jobs is never what refuses).
    let (text, _) = record(12);
    let mut ids = Vec::new();
    for body in [
        json!({"kind": "solve", "position": endgame(), "seconds": 5}),
        json!({"kind": "analyse", "position": endgame(), "seconds": 1}),
        json!({"kind": "review", "record": text, "seconds": 1}),
    ] {
        let (status, _, created) = post_as(base, me, "/api/jobs", None, body).await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        assert_ne!(finished(base, &id, 15).await["state"], "failed");
        ids.push(id);
    }
    assert_eq!(hub.analysis.jobs.running(), 0);
    // The fourth is refused before it starts, whatever its kind: a job of 30 s refused
    // leaves nothing running.
    let long = json!({"kind": "solve", "position": start_position(), "seconds": 30});
    let answer = post_as(base, me, "/api/jobs", None, long.clone()).await;
    let retry = refused(&answer, "too many analysis jobs from this address", 10..=20);
    assert_eq!(hub.analysis.jobs.running(), 0, "a refused job was started");
    for body in [
        json!({"kind": "analyse", "position": start_position(), "seconds": 30}),
        json!({"kind": "review", "record": text}),
    ] {
        let answer = post_as(base, me, "/api/jobs", None, body).await;
        assert!(refused(&answer, "too many analysis jobs", 10..=20) <= retry);
    }
    assert_eq!(hub.analysis.jobs.running(), 0, "a refused job was started");
    // Reading and following jobs is not limited.
    for id in &ids {
        let (status, view) = get(base, &format!("/api/jobs/{id}")).await;
        assert_eq!(status, 200, "{view}");
    }
    // Another client is not counted with this one.
    let other = "198.51.100.11";
    let (status, retry, created) = post_as(base, other, "/api/jobs", None, long).await;
    assert_eq!((status, retry), (201, None), "{created}");
    assert_eq!(hub.analysis.jobs.running(), 1);
    stop_all(base, other, &[created]).await;
    assert_eq!(hub.analysis.jobs.running(), 0);
    task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn solve_and_analysis_jobs_beyond_two_a_client_and_eight_in_all_get_429_and_start_nothing() {
    let (base, hub, task) = limited_server("jobs-running", Rates::OFF).await;
    let base = &base;
    let solve = json!({"kind": "solve", "position": start_position(), "seconds": 30});
    let analyse = json!({"kind": "analyse", "position": start_position(), "seconds": 30});
    let (text, _) = record(12);
    let review = json!({"kind": "review", "record": text, "seconds": 30});
    // One client: a solve and an analysis running fill its two places.
    let me = "198.51.100.20";
    let mut mine = Vec::new();
    for body in [&solve, &analyse] {
        let (status, _, created) = post_as(base, me, "/api/jobs", None, body.clone()).await;
        assert_eq!(status, 201, "{created}");
        mine.push(created);
    }
    assert_eq!(hub.analysis.jobs.running(), 2);
    // A third of any kind: 429, to retry when the first of its jobs ends (30 s from now,
    // give or take the time this test took to get here).
    for body in [&solve, &analyse, &review] {
        let answer = post_as(base, me, "/api/jobs", None, body.clone()).await;
        refused(
            &answer,
            "you have 2 analysis jobs running (at most 2)",
            20..=30,
        );
    }
    assert_eq!(hub.analysis.jobs.running(), 2, "a refused job was started");
    // Three more clients fill the server's eight places.
    let mut others = Vec::new();
    for n in 21..24 {
        let client = format!("198.51.100.{n}");
        for _ in 0..2 {
            let (status, _, created) =
                post_as(base, &client, "/api/jobs", None, solve.clone()).await;
            assert_eq!(status, 201, "{client}: {created}");
            others.push((client.clone(), created));
        }
    }
    assert_eq!(hub.analysis.jobs.running(), 8);
    let newcomer = "198.51.100.30";
    for body in [&solve, &analyse] {
        let answer = post_as(base, newcomer, "/api/jobs", None, body.clone()).await;
        refused(
            &answer,
            "the server is running 8 analysis jobs, its most",
            1..=30,
        );
    }
    assert_eq!(hub.analysis.jobs.running(), 8, "a refused job was started");
    // One job stopped frees one place: the newcomer's job starts, and the server is full again.
    stop_all(base, me, &mine[..1]).await;
    assert_eq!(hub.analysis.jobs.running(), 7);
    let (status, _, started) = post_as(base, newcomer, "/api/jobs", None, solve.clone()).await;
    assert_eq!(status, 201, "{started}");
    assert_eq!(hub.analysis.jobs.running(), 8);
    let answer = post_as(base, newcomer, "/api/jobs", None, solve.clone()).await;
    refused(&answer, "its most", 1..=30);
    stop_all(base, newcomer, &[started]).await;
    stop_all(base, me, &mine[1..]).await;
    for (client, created) in &others {
        stop_all(base, client, std::slice::from_ref(created)).await;
    }
    assert_eq!(hub.analysis.jobs.running(), 0);
    task.abort();
}
