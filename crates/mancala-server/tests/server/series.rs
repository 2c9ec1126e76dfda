//! Match series over real HTTP and WebSocket on loopback: sides swap every game, draws
//! are recorded but do not count, the series ends exactly at its target, and a restarted
//! server keeps the tally and goes on with the current game.

use std::time::Duration;

use crate::common::{self, get, get_with, post, start, temp_db, Server};
use futures_util::StreamExt;
use mancala_rules::{Game, History, Rules, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

async fn stop(server: Server) {
    server.task.abort();
    let _ = server.task.await;
}

/// The tiny En Dodoi board the tests play on: 2x3, two seeds a hole.
const BOARD: (u64, u64) = (3, 2);

fn tiny_rules() -> Rules {
    let (holes, seeds) = (BOARD.0.to_string(), BOARD.1.to_string());
    Rules::from_settings(
        Game::EnDodoi,
        [("holes", holes.as_str()), ("seeds", seeds.as_str())],
    )
    .unwrap()
}

/// A line of moves from the start that ends with this winner (`None`: a draw), found by
/// depth-first search of the tiny board.
fn line_ending_in(winner: Option<Side>) -> Vec<String> {
    fn search(game: &mut History, winner: Option<Side>, line: &mut Vec<String>) -> bool {
        if let Some(outcome) = game.outcome() {
            return outcome.winner == winner;
        }
        if line.len() >= 60 {
            return false;
        }
        for mv in game.position().legal_moves().iter().copied() {
            game.play(mv).unwrap();
            line.push(mv.to_string());
            if search(game, winner, line) {
                return true;
            }
            line.pop();
            game.undo();
        }
        false
    }
    let mut game = History::new(tiny_rules());
    let mut line = Vec::new();
    assert!(
        search(&mut game, winner, &mut line),
        "no line to {winner:?} on the test board"
    );
    line
}

/// The two players' tokens, A's then B's.
struct Players {
    tokens: [String; 2],
}

impl Players {
    /// The token of the player on `side` in a game where `south` ("a" or "b") is South.
    fn on(&self, south: &str, side: &str) -> &str {
        let a_is_south = south == "a";
        let a = (side == "south") == a_is_south;
        &self.tokens[if a { 0 } else { 1 }]
    }
}

/// Creates a series to `target` wins between two people; returns (series id, first game, players).
async fn human_series(base: &str, target: u64) -> (String, String, Players) {
    let (status, created) = post(
        base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "holes": BOARD.0, "seeds": BOARD.1, "target": target,
               "a": "human", "b": "human"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["player"], "a");
    let a = created["token"].as_str().unwrap().to_string();
    assert!(a.len() >= 32);
    assert_eq!(created["invite"]["player"], "b");
    let code = created["invite"]["code"].as_str().unwrap().to_string();
    assert_eq!(
        created["invite"]["url"],
        format!("/?series={id}&invite={code}")
    );
    let game = created["game"].as_str().unwrap().to_string();
    assert_eq!(created["series"]["current"], game.as_str());
    assert_eq!(created["series"]["players"]["b"]["taken"], false);
    let join = format!("/api/series/{id}/join");
    let (status, joined) = post(base, &join, None, json!({"code": code})).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["player"], "b");
    let b = joined["token"].as_str().unwrap().to_string();
    // An invitation works once.
    let (status, again) = post(base, &join, None, json!({"code": code})).await;
    assert_eq!(status, 403, "{again}");
    assert!(again["error"].is_string());
    (id, game, Players { tokens: [a, b] })
}

/// Plays `line` in game `game` (South being `south`), each move with its mover's token.
async fn play_line(base: &str, game: &str, south: &str, players: &Players, line: &[String]) {
    for mv in line {
        let (_, view) = get(base, &format!("/api/games/{game}")).await;
        let side = view["state"]["to_move"].as_str().unwrap().to_string();
        let (status, answer) = post(
            base,
            &format!("/api/games/{game}/moves"),
            Some(players.on(south, &side)),
            json!({"move": mv}),
        )
        .await;
        assert_eq!(status, 200, "{mv}: {answer}");
    }
}

async fn series_view(base: &str, id: &str) -> Value {
    let (status, view) = get(base, &format!("/api/series/{id}")).await;
    assert_eq!(status, 200, "{view}");
    view
}

fn tally(view: &Value) -> (u64, u64, u64) {
    (
        view["tally"]["a"].as_u64().unwrap(),
        view["tally"]["b"].as_u64().unwrap(),
        view["tally"]["draws"].as_u64().unwrap(),
    )
}

/// The current game of the series and who is South in it.
fn current(view: &Value) -> (String, String) {
    let id = view["current"].as_str().expect("a game in progress");
    let game = view["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id)
        .unwrap();
    (id.to_string(), game["south"].as_str().unwrap().to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_swap_sides_draws_do_not_count_and_the_series_ends_exactly_at_its_target() {
    let db = temp_db("people");
    let server = start(&db).await;
    let base = &server.base;
    let draw = line_ending_in(None);
    let south_wins = line_ending_in(Some(Side::South));
    let (id, first, players) = human_series(base, 2).await;
    let ws_url = format!("{}/api/series/{id}/ws", base.replace("http://", "ws://"));
    let (mut follower, _) = tokio_tungstenite::connect_async(ws_url)
        .await
        .expect("websocket");
    let message = tokio::time::timeout(Duration::from_secs(5), follower.next())
        .await
        .expect("the first message")
        .unwrap()
        .unwrap();
    let shown: Value = serde_json::from_str(message.to_text().unwrap()).unwrap();
    assert_eq!(shown["current"], first.as_str());
    assert_eq!(shown["players"]["b"]["taken"], true);

    // Game 1: A is South. A wrong token gets 401, B may not move for South.
    let view = series_view(base, &id).await;
    assert_eq!(view["game"], "en-dodoi");
    assert_eq!(view["holes"], 3);
    assert_eq!(view["target"], 2);
    assert_eq!(current(&view), (first.clone(), "a".to_string()));
    let moves = format!("/api/games/{first}/moves");
    let (status, _) = post(base, &moves, Some("not-a-token"), json!({"move": &draw[0]})).await;
    assert_eq!(status, 401);
    let (status, _) = post(base, &moves, None, json!({"move": &draw[0]})).await;
    assert_eq!(status, 401);
    let (status, body) = post(
        base,
        &moves,
        Some(&players.tokens[1]),
        json!({"move": &draw[0]}),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    let (_, game) = get(base, &format!("/api/games/{first}")).await;
    assert_eq!(game["seats"]["north"]["taken"], true);
    // A draw: recorded, not counted; game 2 starts with B as South.
    play_line(base, &first, "a", &players, &draw).await;
    let view = series_view(base, &id).await;
    assert_eq!(tally(&view), (0, 0, 1), "{view}");
    assert_eq!(view["games"][0]["result"]["winner"], "draw");
    assert_eq!(view["winner"], Value::Null);
    let (second, south) = current(&view);
    assert_eq!(south, "b");
    assert_ne!(second, first);
    // The same tokens play the next game, with sides swapped: A is North now.
    let (status, body) = post(
        base,
        &format!("/api/games/{second}/moves"),
        Some(&players.tokens[0]),
        json!({"move": &south_wins[0]}),
    )
    .await;
    assert_eq!(status, 409, "A is North in game 2: {body}");
    // Moves in a finished game are refused; calling for it again changes nothing.
    let (status, _) = post(base, &moves, Some(&players.tokens[0]), json!({"move": "1"})).await;
    assert_eq!(status, 409);
    play_line(base, &second, "b", &players, &south_wins).await;
    let view = series_view(base, &id).await;
    assert_eq!(tally(&view), (0, 1, 1), "{view}");
    assert_eq!(view["games"][1]["result"]["winner"], "b");
    // Game 3: A is South again and wins.
    let (third, south) = current(&view);
    assert_eq!(south, "a");
    play_line(base, &third, "a", &players, &south_wins).await;
    let view = series_view(base, &id).await;
    assert_eq!(tally(&view), (1, 1, 1), "{view}");
    assert_eq!(view["winner"], Value::Null, "one win each of two: not over");
    // Game 4: B is South; A (North) resigns, so B reaches two wins and the series ends.
    let (fourth, south) = current(&view);
    assert_eq!(south, "b");
    let view = resign_and_view(base, &id, &fourth, &players.tokens[0]).await;
    assert_eq!(tally(&view), (1, 2, 1), "{view}");
    assert_eq!(view["winner"], "b");
    assert_eq!(view["current"], Value::Null);
    assert_eq!(view["games"].as_array().unwrap().len(), 4, "no fifth game");
    assert_eq!(view["games"][3]["result"]["reason"], "resignation");
    let souths: Vec<&str> = view["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["south"].as_str().unwrap())
        .collect();
    assert_eq!(souths, ["a", "b", "a", "b"]);
    // Nothing more can be played in the last game.
    let (status, _) = post(
        base,
        &format!("/api/games/{fourth}/moves"),
        Some(&players.tokens[1]),
        json!({"move": "1"}),
    )
    .await;
    assert_eq!(status, 409);
    // No token shows anywhere; every game can be reviewed.
    let text = view.to_string();
    assert!(!text.contains(&players.tokens[0]) && !text.contains(&players.tokens[1]));
    for g in view["games"].as_array().unwrap() {
        let (status, game) = get(base, &format!("/api/games/{}", g["id"].as_str().unwrap())).await;
        assert_eq!(status, 200);
        assert!(!game["result"].is_null());
    }
    // The follower saw the series through to its end.
    let mut last = shown;
    while last["winner"].is_null() {
        let message = tokio::time::timeout(Duration::from_secs(5), follower.next())
            .await
            .expect("an update")
            .unwrap()
            .unwrap();
        last = serde_json::from_str(message.to_text().unwrap()).unwrap();
    }
    assert_eq!(last, view);
    stop(server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_series_against_the_engine_goes_on_by_itself_until_the_target() {
    let db = temp_db("engine");
    let server = start(&db).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "holes": BOARD.0, "seeds": BOARD.1, "target": 2,
               "a": "human", "b": "level:1"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert!(created["invite"].is_null());
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    let mut undone = false;
    let mut games_seen = 0;
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..3000 {
        let view = series_view(base, &id).await;
        if !view["winner"].is_null() {
            let (a, b, draws) = tally(&view);
            assert_eq!(a.max(b), 2, "{view}");
            assert!(a.min(b) < 2);
            let games = view["games"].as_array().unwrap();
            assert_eq!(games.len() as u64, a + b + draws, "no game after the end");
            for (i, g) in games.iter().enumerate() {
                assert_eq!(g["south"], if i % 2 == 0 { "a" } else { "b" });
                assert!(!g["result"].is_null());
            }
            assert!(view["current"].is_null());
            assert!(undone, "undo was tried against the engine");
            // A finished game of a series is counted: no undo.
            let last = games.last().unwrap()["id"].as_str().unwrap();
            let (status, body) = post(
                base,
                &format!("/api/games/{last}/undo"),
                Some(&token),
                json!({}),
            )
            .await;
            assert_eq!(status, 409, "{body}");
            stop(server).await;
            return;
        }
        let (game, south) = current(&view);
        games_seen = games_seen.max(view["games"].as_array().unwrap().len());
        let (_, state) = get(base, &format!("/api/games/{game}")).await;
        let mine = if south == "a" { "south" } else { "north" };
        if !state["result"].is_null() || state["state"]["to_move"] != mine {
            // The engine's turn (it is South in even games and moves first by itself).
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        if !undone && state["moves"].as_array().unwrap().len() >= 2 {
            let (status, body) = post(
                base,
                &format!("/api/games/{game}/undo"),
                Some(&token),
                json!({}),
            )
            .await;
            assert_eq!(status, 200, "{body}");
            undone = true;
            continue;
        }
        let legal = state["legal_moves"].as_array().unwrap();
        let mv = legal[rng.random_range(0..legal.len())].as_str().unwrap();
        let (status, body) = post(
            base,
            &format!("/api/games/{game}/moves"),
            Some(&token),
            json!({"move": mv}),
        )
        .await;
        // The engine may have ended the game meanwhile only on its own turn, never on ours.
        assert_eq!(status, 200, "{body}");
    }
    panic!("the series did not end ({games_seen} games)");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engine_series_plays_itself_out() {
    let db = temp_db("engines");
    let server = start(&db).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "holes": 2, "seeds": 1, "target": 1,
               "a": "level:1", "b": "level:2"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert!(created["player"].is_null() && created["token"].is_null());
    let id = created["id"].as_str().unwrap().to_string();
    for _ in 0..1000 {
        let view = series_view(base, &id).await;
        if !view["winner"].is_null() {
            let (a, b, _) = tally(&view);
            assert_eq!(a + b, 1);
            stop(server).await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the engines' series did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_bodies_codes_and_ids_get_their_statuses() {
    let db = temp_db("errors");
    let server = start(&db).await;
    let base = &server.base;
    for bad in [
        json!({"game": "en-dodoi"}),
        json!({"game": "en-dodoi", "target": 0}),
        json!({"game": "en-dodoi", "target": 100}),
        json!({"game": "en-dodoi", "target": 1000}),
        json!({"game": "en-dodoi", "target": -1}),
        json!({"game": "en-dodoi", "target": 2.5}),
        json!({"game": "en-dodoi", "target": "3"}),
        json!({"game": "en-dodoi", "target": 3, "a": "robot"}),
        json!({"game": "en-dodoi", "target": 3, "b": "level:11"}),
        json!({"game": "en-dodoi", "target": 3, "south": "human"}),
        json!({"game": "chess", "target": 3}),
        json!({"target": 3}),
        json!({"game": "en-dodoi", "holes": 99, "target": 3}),
        json!({"game": "en-dodoi", "target": 3, "lobby": "yes"}),
        json!(["en-dodoi"]),
    ] {
        let (status, body) = post(base, "/api/series", None, bad.clone()).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body["error"].is_string(), "{body}");
    }
    let (status, body) = get(base, "/api/series/nothing-here").await;
    assert_eq!(status, 404);
    assert!(body["error"].is_string());
    let (status, _) = post(
        base,
        "/api/series/nothing-here/join",
        None,
        json!({"code": "x"}),
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = get(base, "/api/series/nothing-here/ws").await;
    assert!(status == 404 || status == 400, "{status}");
    let (id, _, _) = human_series(base, 1).await;
    let (status, _) = post(
        base,
        &format!("/api/series/{id}/join"),
        None,
        json!({"code": "wrong"}),
    )
    .await;
    assert_eq!(status, 403);
    let (status, _) = post(base, &format!("/api/series/{id}/join"), None, json!({})).await;
    assert_eq!(status, 400);
    // A listed series with an open invitation shows in the lobby until it is taken.
    let (status, created) = post(
        base,
        "/api/series",
        None,
        json!({"game": "giuthi", "target": 3, "a": "level:3"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["player"], "b");
    assert!(created["invite"].is_null());
    let (status, created) = post(
        base,
        "/api/series",
        None,
        json!({"game": "sadeqa-ii", "target": 5}),
    )
    .await;
    assert_eq!(status, 201);
    let (_, lobby) = get(base, "/api/lobby").await;
    let open = lobby["series"].as_array().unwrap();
    assert!(open.iter().any(|s| s["id"] == created["id"]
        && s["target"] == 5
        && s["player"] == "b"
        && s["code"] == created["invite"]["code"]));
    assert!(
        !open.iter().any(|s| s["id"] == id.as_str()),
        "a joined series is not open"
    );
    let (status, hidden) = post(
        base,
        "/api/series",
        None,
        json!({"game": "sadeqa-ii", "target": 5, "lobby": false}),
    )
    .await;
    assert_eq!(status, 201);
    let (_, lobby) = get(base, "/api/lobby").await;
    assert!(!lobby["series"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == hidden["id"]));
    // The page's series script and the API description are served.
    let response = reqwest::get(format!("{base}/series.js")).await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    assert!(response.text().await.unwrap().contains("ol alai"));
    let (_, doc) = get(base, "/api/openapi.json").await;
    for path in [
        "/api/series",
        "/api/series/{id}",
        "/api/series/{id}/join",
        "/api/series/{id}/ws",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} is described");
    }
    stop(server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_keeps_the_tally_and_goes_on_with_the_current_game() {
    let db = temp_db("restart");
    let server = start(&db).await;
    let base = server.base.clone();
    let (id, first, players) = human_series(&base, 2).await;
    // Game 1: A resigns; B leads 1-0. Game 2 (B South) gets two moves.
    let view = resign_and_view(&base, &id, &first, &players.tokens[0]).await;
    let (second, south) = current(&view);
    assert_eq!(south, "b");
    for _ in 0..2 {
        let (_, game) = get(&base, &format!("/api/games/{second}")).await;
        let mv = game["legal_moves"][0].as_str().unwrap().to_string();
        play_line(&base, &second, "b", &players, &[mv]).await;
    }
    let (_, game_before) = get(&base, &format!("/api/games/{second}")).await;
    stop(server).await;

    let server = start(&db).await;
    let base = server.base.clone();
    let after = series_view(&base, &id).await;
    assert_eq!(after, view, "the same series, tally and games");
    assert_eq!(tally(&after), (0, 1, 0));
    let (_, game_after) = get(&base, &format!("/api/games/{second}")).await;
    assert_eq!(game_after, game_before, "the same game, move for move");
    // The same tokens go on: B (South) resigns game 2, so it is 1-1 and game 3 starts.
    let view = resign_and_view(&base, &id, &second, &players.tokens[1]).await;
    assert_eq!(tally(&view), (1, 1, 0));
    let (third, south) = current(&view);
    assert_eq!(south, "a");
    stop(server).await;

    let server = start(&db).await;
    let base = server.base.clone();
    assert_eq!(series_view(&base, &id).await, view);
    // B resigns game 3: A reaches two wins and takes the series.
    let view = resign_and_view(&base, &id, &third, &players.tokens[1]).await;
    assert_eq!(tally(&view), (2, 1, 0));
    assert_eq!(view["winner"], "a");
    assert!(view["current"].is_null());
    stop(server).await;

    let server = start(&db).await;
    assert_eq!(
        series_view(&server.base, &id).await,
        view,
        "over, and stays over"
    );
    stop(server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_ended_just_before_a_stop_is_counted_on_restart() {
    let db = temp_db("catch-up");
    let server = start(&db).await;
    let (id, first, players) = human_series(&server.base, 2).await;
    stop(server).await;
    resigned_before_the_series_heard(&db, &first);
    let server = start(&db).await;
    let view = series_view(&server.base, &id).await;
    assert_eq!(tally(&view), (0, 1, 0), "{view}");
    assert_eq!(view["games"][0]["result"]["reason"], "resignation");
    let (second, south) = current(&view);
    assert_eq!(south, "b");
    assert_ne!(second, first);
    stop(server).await;
    // Counted once: a second restart changes nothing, and the tokens play game 2.
    let server = start(&db).await;
    assert_eq!(series_view(&server.base, &id).await, view);
    let (_, game) = get(&server.base, &format!("/api/games/{second}")).await;
    let mv = game["legal_moves"][0].as_str().unwrap().to_string();
    play_line(&server.base, &second, "b", &players, &[mv]).await;
    stop(server).await;
}

/// The member names of a side's team in a game view.
fn names(game: &Value, side: &str) -> Vec<String> {
    game["teams"][side]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap().to_string())
        .collect()
}

/// A member of a team series joins by its team's link: (token, member number).
async fn join_team(base: &str, id: &str, code: &str, name: &str, player: &str) -> (String, u64) {
    let (status, joined) = post(
        base,
        &format!("/api/series/{id}/join"),
        None,
        json!({"code": code, "name": name}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["player"], player);
    (
        joined["token"].as_str().unwrap().to_string(),
        joined["member"].as_u64().unwrap(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_series_swaps_the_teams_keeps_their_members_and_survives_a_restart() {
    let db = temp_db("teams");
    let server = start(&db).await;
    let base = server.base.clone();
    for bad in [
        json!({"game": "en-dodoi", "target": 2, "teams": true, "b": "level:3"}),
        json!({"game": "en-dodoi", "target": 2, "teams": "yes"}),
        json!({"game": "en-dodoi", "target": 2, "teams": {"clock_seconds": 1}}),
        json!({"game": "en-dodoi", "target": 2, "teams": true, "name": ""}),
    ] {
        let (status, body) = post(&base, "/api/series", None, bad.clone()).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body["error"].is_string());
    }
    let (status, created) = post(
        &base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "holes": BOARD.0, "seeds": BOARD.1, "target": 2,
               "teams": {"engine_level": 1}, "name": "Sindillo"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(
        (&created["player"], &created["seat"], &created["member"]),
        (&json!("a"), &json!("south"), &json!(1))
    );
    let sindillo = created["token"].as_str().unwrap().to_string();
    let codes = ["a", "b"].map(|p| {
        let invite = &created["team_invites"][p];
        let code = invite["code"].as_str().unwrap().to_string();
        assert_eq!(invite["url"], format!("/?series={id}&invite={code}"));
        code
    });
    assert_eq!(created["invite"]["code"], codes[1].as_str());
    assert_eq!(created["series"]["teams"], true);
    assert_eq!(
        created["series"]["players"]["a"]["members"][0]["name"],
        "Sindillo"
    );
    assert_eq!(created["series"]["players"]["b"]["taken"], false);
    // Open in the lobby until team B has somebody.
    let (_, lobby) = get(&base, "/api/lobby").await;
    assert!(lobby["series"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == id.as_str()
            && s["player"] == "b"
            && s["team"] == true
            && s["code"] == codes[1].as_str()));

    let (lesian, _) = join_team(&base, &id, &codes[0], "Lesian", "a").await;
    let (naserian, n) = join_team(&base, &id, &codes[1], "Naserian", "b").await;
    let join = format!("/api/series/{id}/join");
    // Team B's first person renewed its code: the copy team A's creator got is dead, and
    // team B's members see the new one.
    let (status, body) = post(
        &base,
        &join,
        None,
        json!({"code": &codes[1], "name": "Spy"}),
    )
    .await;
    assert_eq!(status, 403, "{body}");
    let (first_game, _) = current(&series_view(&base, &id).await);
    let (_, team) = get_with(
        &base,
        &format!("/api/games/{first_game}/team"),
        Some(&naserian),
    )
    .await;
    let b_code = team["team"]["invite"]["code"].as_str().unwrap().to_string();
    assert_ne!(b_code, codes[1]);
    let (koinet, _) = join_team(&base, &id, &b_code, "Koinet", "b").await;
    let (status, body) = post(&base, &join, None, json!({"code": "wrong", "name": "X"})).await;
    assert_eq!(status, 403, "{body}");
    let (status, body) = post(&base, &join, None, json!({"code": &codes[0], "name": 7})).await;
    assert_eq!(status, 400, "{body}");
    let (_, lobby) = get(&base, "/api/lobby").await;
    assert!(!lobby["series"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == id.as_str()));

    // Game 1: team A is South. Only the sower commits; anyone may propose.
    let view = series_view(&base, &id).await;
    let (first, south) = current(&view);
    assert_eq!(south, "a");
    let (_, game) = get(&base, &format!("/api/games/{first}")).await;
    assert_eq!(names(&game, "south"), ["Sindillo", "Lesian"]);
    assert_eq!(names(&game, "north"), ["Naserian", "Koinet"]);
    assert_eq!(game["teams"]["north"]["sower"], n);
    propose_then_sow(&base, &first, &game, &lesian, &sindillo).await;
    // Team B takes on an engine member; the series shows it.
    let (status, body) = post(
        &base,
        &format!("/api/games/{first}/engine-members"),
        Some(&koinet),
        json!({"level": 1}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let view = series_view(&base, &id).await;
    let b = &view["players"]["b"];
    assert_eq!(b["members"].as_array().unwrap().len(), 3, "{view}");
    assert_eq!(b["members"][2]["engine"], "level:1");
    assert_eq!(b["sower"], n);
    // Only B's sower resigns for B: A wins game 1.
    let resign = format!("/api/games/{first}/resign");
    let (status, _) = post(&base, &resign, Some(&koinet), json!({})).await;
    assert_eq!(status, 403);
    let (status, _) = post(&base, &resign, Some(&naserian), json!({})).await;
    assert_eq!(status, 200);
    let view = series_view(&base, &id).await;
    assert_eq!(tally(&view), (1, 0, 0), "{view}");

    // Game 2: team B is South with all its members (the engine too), the same tokens play.
    let (second, south) = current(&view);
    assert_eq!(south, "b");
    let (_, game) = get(&base, &format!("/api/games/{second}")).await;
    assert_eq!(names(&game, "south"), ["Naserian", "Koinet", "Engine 1"]);
    assert_eq!(names(&game, "north"), ["Sindillo", "Lesian"]);
    assert_eq!(game["teams"]["south"]["members"][2]["engine"], "level:1");
    assert_eq!(game["teams"]["south"]["sower"], n);
    assert_eq!(game["teams"]["north"]["sower"], 1);
    assert!(game["moves"].as_array().unwrap().is_empty());
    // Team A's link still leads to the series, from the team's own view.
    let (status, team) =
        common::get_with(&base, &format!("/api/games/{second}/team"), Some(&lesian)).await;
    assert_eq!(status, 200, "{team}");
    assert_eq!(team["team"]["side"], "north");
    assert_eq!(
        team["team"]["invite"]["url"],
        format!("/?series={id}&invite={}", codes[0])
    );
    propose_then_sow(&base, &second, &game, &koinet, &naserian).await;
    // A newcomer to team A joins in game 2; Sindillo hands the sower role to Lesian.
    let (status, joined) = post(
        &base,
        &join,
        None,
        json!({"code": &codes[0], "name": "Tipis"}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], "north");
    let tipis = joined["token"].as_str().unwrap().to_string();
    let lesian_id = game["teams"]["north"]["members"][1]["id"].clone();
    let (status, body) = post(
        &base,
        &format!("/api/games/{second}/sower"),
        Some(&sindillo),
        json!({"member": lesian_id}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let view = series_view(&base, &id).await;
    assert_eq!(view["players"]["a"]["sower"], lesian_id);
    assert_eq!(view["players"]["a"]["members"].as_array().unwrap().len(), 3);
    // A's sower resigns: B wins game 2, one each.
    let view = resign_and_view(&base, &id, &second, &lesian).await;
    assert_eq!(tally(&view), (1, 1, 0), "{view}");
    let (third, south) = current(&view);
    assert_eq!(south, "a");
    let (_, game3) = get(&base, &format!("/api/games/{third}")).await;
    assert_eq!(names(&game3, "south"), ["Sindillo", "Lesian", "Tipis"]);
    assert_eq!(game3["teams"]["south"]["sower"], lesian_id);
    // A chat line in game 3, then a restart.
    let (status, _) = post(
        &base,
        &format!("/api/games/{third}/chat"),
        Some(&tipis),
        json!({"text": "ready"}),
    )
    .await;
    assert_eq!(status, 201);
    stop(server).await;

    let server = start(&db).await;
    let base = server.base.clone();
    let after = series_view(&base, &id).await;
    assert_eq!(after, view, "the same series, teams and tally");
    let (_, game3_after) = get(&base, &format!("/api/games/{third}")).await;
    assert_eq!(game3_after["teams"]["south"], game3["teams"]["south"]);
    assert_eq!(
        game3_after["teams"]["north"]["members"],
        game3["teams"]["north"]["members"]
    );
    let (_, team) =
        common::get_with(&base, &format!("/api/games/{third}/team"), Some(&sindillo)).await;
    assert_eq!(team["team"]["chat"][0]["text"], "ready");
    let moves = format!("/api/games/{third}/moves");
    let mv = game3["legal_moves"][0].as_str().unwrap().to_string();
    let (status, _) = post(&base, &moves, Some(&sindillo), json!({"move": &mv})).await;
    assert_eq!(status, 403, "Sindillo is no longer the sower");
    let (status, body) = post(&base, &moves, Some(&lesian), json!({"move": &mv})).await;
    assert_eq!(status, 200, "{body}");
    // B's sower resigns game 3: A has two wins and the series is over, with no fourth game.
    let view = resign_and_view(&base, &id, &third, &naserian).await;
    assert_eq!(tally(&view), (2, 1, 0), "{view}");
    assert_eq!(view["winner"], "a");
    assert!(view["current"].is_null());
    assert_eq!(view["games"].as_array().unwrap().len(), 3);
    let (status, body) = post(&base, &join, None, json!({"code": &b_code, "name": "Late"})).await;
    assert_eq!(status, 409, "{body}");
    let text = view.to_string();
    for token in [&sindillo, &lesian, &naserian, &koinet, &tipis] {
        assert!(!text.contains(token.as_str()));
    }
    stop(server).await;

    // Days later, with a newer game made since, a start reads of this series only its
    // latest game (whose teams it shows): the view is the same.
    let three_days = 3 * mancala_domain::room::INVITE_TTL_MS;
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(&format!(
            "UPDATE games SET created = created - {three_days};
             UPDATE moves SET played = played - {three_days};
             UPDATE team_games SET turn_started = turn_started - {three_days};"
        ))
        .unwrap();
    let server = start(&db).await;
    let (status, _) = post(&server.base, "/api/games", None, json!({"game": "giuthi"})).await;
    assert_eq!(status, 201);
    stop(server).await;
    let server = start(&db).await;
    assert_eq!(series_view(&server.base, &id).await, view);
    let first = created["game"].as_str().unwrap();
    let (_, first) = get(&server.base, &format!("/api/games/{first}")).await;
    assert_eq!(first["series"], id.as_str(), "{first}");
    assert_eq!(first["result"]["reason"], "resignation", "{first}");
    stop(server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_game_that_ended_just_before_a_stop_starts_the_next_with_the_same_teams() {
    let db = temp_db("teams-catch-up");
    let server = start(&db).await;
    let (status, created) = post(
        &server.base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "holes": BOARD.0, "seeds": BOARD.1, "target": 3,
               "teams": true, "name": "Sindillo"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let first = created["game"].as_str().unwrap().to_string();
    let code = created["team_invites"]["b"]["code"]
        .as_str()
        .unwrap()
        .to_string();
    let (naserian, _) = join_team(&server.base, &id, &code, "Naserian", "b").await;
    stop(server).await;
    // Team A (South) resigned, as far as the database knows.
    resigned_before_the_series_heard(&db, &first);
    let server = start(&db).await;
    let view = series_view(&server.base, &id).await;
    assert_eq!(tally(&view), (0, 1, 0), "{view}");
    let (second, south) = current(&view);
    assert_eq!(south, "b");
    let (_, game) = get(&server.base, &format!("/api/games/{second}")).await;
    assert_eq!(names(&game, "south"), ["Naserian"]);
    assert_eq!(names(&game, "north"), ["Sindillo"]);
    let mv = game["legal_moves"][0].as_str().unwrap().to_string();
    let (status, body) = post(
        &server.base,
        &format!("/api/games/{second}/moves"),
        Some(&naserian),
        json!({"move": mv}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    stop(server).await;
}

/// A member who is not the sower proposes the first legal move of `game` (committing it
/// is refused with 403); then the sower commits it.
async fn propose_then_sow(base: &str, id: &str, game: &Value, member: &str, sower: &str) {
    let mv = game["legal_moves"][0].as_str().unwrap().to_string();
    let moves = format!("/api/games/{id}/moves");
    let (status, body) = post(base, &moves, Some(member), json!({"move": &mv})).await;
    assert_eq!(status, 403, "a non-sower cannot commit: {body}");
    let proposals = format!("/api/games/{id}/proposals");
    let (status, body) = post(base, &proposals, Some(member), json!({"move": &mv})).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = post(base, &moves, Some(sower), json!({"move": &mv})).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_series_game_names_its_series_and_a_single_game_names_none() {
    let db = temp_db("series-link");
    let server = start(&db).await;
    let base = server.base.clone();
    let (status, created) = post(
        &base,
        "/api/series",
        None,
        json!({"game": "en-dodoi", "target": 1, "a": "human", "b": "human"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let game = created["game"].as_str().unwrap();
    let (_, view) = get(&base, &format!("/api/games/{game}")).await;
    assert_eq!(view["series"], created["id"]);
    let (_, single) = post(&base, "/api/games", None, json!({"game": "giuthi"})).await;
    let (_, view) = get(
        &base,
        &format!("/api/games/{}", single["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(view["series"], Value::Null);
    stop(server).await;
    // After a restart the game still names its series.
    let server = start(&db).await;
    let (_, view) = get(&server.base, &format!("/api/games/{game}")).await;
    assert_eq!(view["series"], created["id"]);
    stop(server).await;
}

/// As if South's resignation of `game` had been stored and the server stopped before the
/// series heard of it.
fn resigned_before_the_series_heard(db: &std::path::Path, game: &str) {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute("UPDATE games SET resigned = 'south' WHERE id = ?1", [game])
        .unwrap();
}

/// The holder of `token` resigns `game` of series `id`; the series view after it.
async fn resign_and_view(base: &str, id: &str, game: &str, token: &str) -> Value {
    let (status, body) = post(
        base,
        &format!("/api/games/{game}/resign"),
        Some(token),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    series_view(base, id).await
}

/// A finished game of a series rests in the store like any other game: let go of when
/// idle (the game in progress stays), not read at a start once it is old, and read with
/// its series' link when asked for. The series shows the same throughout, and goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_series_finished_games_rest_in_the_store_and_come_back_with_their_link() {
    let db = temp_db("series-rest");
    let serve = |router: axum::Router| async move {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let task = tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        Server {
            base: format!("http://{addr}"),
            task,
        }
    };
    let (router, hub) = crate::common::app_at(&db).await;
    let server = serve(router).await;
    let base = server.base.clone();
    let (id, first, players) = human_series(&base, 2).await;
    let view = resign_and_view(&base, &id, &first, &players.tokens[0]).await;
    let (second, _) = current(&view);
    let (_, first_view) = get(&base, &format!("/api/games/{first}")).await;
    assert_eq!(first_view["series"], id.as_str(), "{first_view}");

    // Idle, the finished game goes; the game in progress stays. (While the series are
    // busy, which games they have yet to count is not known: every game of one stays.)
    let now = mancala_domain::token::now_ms();
    {
        let _busy = hub.series.lock().await;
        assert_eq!(hub.let_go(Duration::ZERO, now + 1), 0);
    }
    assert_eq!(hub.let_go(Duration::ZERO, now + 1), 1);
    assert!(hub.find(&first).is_none() && hub.find(&second).is_some());
    let (status, again) = get(&base, &format!("/api/games/{first}")).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again, first_view, "read back with its series");
    assert_eq!(series_view(&base, &id).await, view);
    stop(server).await;
    drop(hub);

    // Made three days before the rest, the finished game is not read at a start.
    let three_days = 3 * mancala_domain::room::INVITE_TTL_MS;
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(
            "UPDATE games SET created = created - ?2 WHERE id = ?1",
            rusqlite::params![first, three_days],
        )
        .unwrap();
    let (router, hub) = crate::common::app_at(&db).await;
    let server = serve(router).await;
    let base = server.base.clone();
    assert!(hub.find(&first).is_none(), "an old finished game rests");
    assert!(hub.find(&second).is_some(), "the game in progress is read");
    assert_eq!(series_view(&base, &id).await, view);
    let (_, back) = get(&base, &format!("/api/games/{first}")).await;
    assert_eq!(back["series"], id.as_str(), "{back}");
    assert_eq!(back["moves"], first_view["moves"]);
    // The series goes on: B resigns game 2, 1-1, and game 3 starts; B resigns it too, and
    // A takes the series.
    let view = resign_and_view(&base, &id, &second, &players.tokens[1]).await;
    assert_eq!(tally(&view), (1, 1, 0));
    let (third, _) = current(&view);
    assert_ne!(third, second);
    let (_, game) = get(&base, &format!("/api/games/{third}")).await;
    let mv = game["legal_moves"][0].as_str().unwrap().to_string();
    play_line(&base, &third, "a", &players, &[mv]).await;
    let view = resign_and_view(&base, &id, &third, &players.tokens[1]).await;
    assert_eq!((tally(&view), &view["winner"]), ((2, 1, 0), &json!("a")));
    stop(server).await;
    drop(hub);

    // Over, the series rests in the store too: a start does not read it; asked for, it
    // is read, the same; its last game still takes no undo.
    let (router, hub) = crate::common::app_at(&db).await;
    let server = serve(router).await;
    let base = server.base.clone();
    assert!(!hub.series.lock().await.book.series.contains_key(&id));
    assert_eq!(series_view(&base, &id).await, view);
    assert!(hub.series.lock().await.book.series.contains_key(&id));
    let (status, body) = post(
        &base,
        &format!("/api/games/{third}/undo"),
        Some(&players.tokens[0]),
        json!({}),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    let error = body["error"].as_str().unwrap();
    assert!(error.contains("over and counted"), "{body}");
    // Asked for, it stays a while; followed, it stays; then, idle and followed by nobody,
    // it goes again, and is read anew when asked for.
    let in_book = || async { hub.series.lock().await.book.series.contains_key(&id) };
    let now = mancala_domain::token::now_ms;
    hub.let_go(Duration::from_secs(3600), now());
    assert!(in_book().await, "asked for just now");
    let (followed, updates) = mancala_server::service::series::follow(&hub, &id)
        .await
        .unwrap();
    assert_eq!(serde_json::from_str::<Value>(&followed).unwrap(), view);
    hub.let_go(Duration::ZERO, now() + 1);
    assert!(in_book().await, "followed");
    drop(updates);
    hub.let_go(Duration::ZERO, now() + 1);
    assert!(!in_book().await, "idle and followed by nobody");
    let by_game = hub.series.lock().await.book.by_game.clone();
    assert!(!by_game.values().any(|s| s == &id), "{by_game:?}");
    assert_eq!(series_view(&base, &id).await, view);
    assert!(in_book().await);
    let (status, body) = get(&base, "/api/series/0123456789abcdef").await;
    assert_eq!(status, 404, "{body}");
    stop(server).await;
}
