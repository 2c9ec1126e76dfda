//! The server over real HTTP and WebSocket on loopback.

use std::time::Duration;

use futures_util::StreamExt;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use crate::common::{get, get_text, post, start, temp_db};

/// Plays `mv` with the token of the side to move in `view` (`tokens` are South's and North's).
async fn play_for_mover(
    base: &str,
    id: &str,
    view: &Value,
    tokens: [&str; 2],
    mv: &str,
) -> (u16, Value) {
    let token = if view["state"]["to_move"] == "south" {
        tokens[0]
    } else {
        tokens[1]
    };
    post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(token),
        json!({"move": mv}),
    )
    .await
}

/// Creates a human-against-human game and returns (id, south token, north token).
async fn two_player_game(base: &str, body: Value) -> (String, String, String) {
    let (status, created) = post(base, "/api/games", None, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["seat"], "south");
    let south = created["seat_token"].as_str().unwrap().to_string();
    assert!(south.len() >= 32, "tokens carry at least 128 bits");
    let code = created["invite"]["code"].as_str().unwrap().to_string();
    // Nothing is played before the friend has joined.
    let (status, refused) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&south),
        json!({"move": "1"}),
    )
    .await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("waiting for the other player"),
        "{refused}"
    );
    let (status, joined) = post(
        base,
        &format!("/api/games/{id}/join"),
        None,
        json!({"code": code}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], "north");
    // An invitation works once.
    let (status, again) = post(
        base,
        &format!("/api/games/{id}/join"),
        None,
        json!({"code": code}),
    )
    .await;
    assert_eq!(status, 403, "{again}");
    (
        id,
        south,
        joined["seat_token"].as_str().unwrap().to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_play_each_game_to_its_end_and_a_spectator_sees_every_move() {
    let db = temp_db("play");
    let server = start(&db).await;
    let mut rng = SmallRng::seed_from_u64(1);
    for (game, holes) in [
        ("en-dodoi", 6),
        ("sadeqa-ii", 6),
        ("giuthi", 8),
        ("en-gehe", 40),
    ] {
        let (id, south, north) = two_player_game(
            &server.base,
            json!({"game": game, "holes": holes, "south": "human", "north": "human"}),
        )
        .await;
        let ws_url = format!(
            "{}/api/games/{id}/ws",
            server.base.replace("http://", "ws://")
        );
        let (mut spectator, _) = tokio_tungstenite::connect_async(ws_url)
            .await
            .expect("websocket");
        let mut played = Vec::new();
        loop {
            let (status, view) = get(&server.base, &format!("/api/games/{id}")).await;
            assert_eq!(status, 200);
            assert!(
                !view.to_string().contains(&south) && !view.to_string().contains(&north),
                "no tokens shown"
            );
            if !view["result"].is_null() {
                break;
            }
            let legal = view["legal_moves"].as_array().unwrap();
            let mv = legal[rng.random_range(0..legal.len())]
                .as_str()
                .unwrap()
                .to_string();
            let (status, answer) =
                play_for_mover(&server.base, &id, &view, [&south, &north], &mv).await;
            assert_eq!(status, 200, "{answer}");
            played.push(mv);
            assert!(played.len() < 5000, "{game} must end");
        }
        // The spectator received the start and every move, in order, and the end.
        let mut seen = 0;
        let mut last = Value::Null;
        while seen <= played.len() {
            let message = tokio::time::timeout(Duration::from_secs(5), spectator.next())
                .await
                .expect("an update")
                .unwrap()
                .unwrap();
            last = serde_json::from_str(message.to_text().unwrap()).unwrap();
            seen += 1;
        }
        let moves: Vec<String> = last["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert_eq!(moves, played, "{game}");
        assert!(!last["result"].is_null());
    }
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_sides_moves_and_bodies_get_their_statuses() {
    let db = temp_db("errors");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, north) = two_player_game(base, json!({"game": "giuthi"})).await;
    let moves = format!("/api/games/{id}/moves");
    let (status, body) = post(base, &moves, None, json!({"move": "1R"})).await;
    assert_eq!(status, 401, "{body}");
    assert!(body["error"].is_string());
    let (status, _) = post(base, &moves, Some("not-a-token"), json!({"move": "1R"})).await;
    assert_eq!(status, 401);
    let (status, body) = post(base, &moves, Some(&north), json!({"move": "1R"})).await;
    assert_eq!(status, 409, "{body}");
    assert!(body["error"].as_str().unwrap().contains("not your turn"));
    let (status, body) = post(base, &moves, Some(&south), json!({"move": "3"})).await;
    assert_eq!(status, 409);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("legal moves: 1R 1L"),
        "{body}"
    );
    let (status, body) = post(base, &moves, Some(&south), json!({"move": "9X"})).await;
    assert_eq!(status, 409, "{body}");
    let (status, body) = post(base, &moves, Some(&south), json!({"mv": "1R"})).await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = post(base, &moves, Some(&south), json!(["1R"])).await;
    assert_eq!(status, 400, "{body}");
    let client = reqwest::Client::new();
    let response = client
        .post(format!("{base}{moves}"))
        .header("authorization", format!("Bearer {south}"))
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 400);
    let response = client
        .post(format!("{base}/api/games"))
        .body(vec![b' '; 100_000])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 413);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("larger than"));
    let (status, body) = get(base, "/api/nowhere").await;
    assert_eq!(status, 404);
    assert!(body["error"].is_string());
    for bad in [
        json!({}),
        json!({"game": "chess"}),
        json!({"game": "giuthi", "holes": 99}),
        json!({"game": "giuthi", "south": "robot"}),
        json!({"game": "giuthi", "options": {"capture_lone_seed": true}}),
    ] {
        let (status, body) = post(base, "/api/games", None, bad.clone()).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body["error"].is_string());
    }
    let (status, _) = get(base, "/api/games/nothing-here").await;
    assert_eq!(status, 404);
    // Nothing was played by all that.
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(view["moves"], json!([]));
    // Undo is for games against the engine.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/undo"),
        Some(&south),
        json!({}),
    )
    .await;
    assert_eq!(status, 409);
    // Resignation ends the game.
    let (status, view) = post(
        base,
        &format!("/api/games/{id}/resign"),
        Some(&north),
        json!({}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(view["result"]["winner"], "south");
    let (status, _) = post(base, &moves, Some(&south), json!({"move": "1R"})).await;
    assert_eq!(status, 409);
    // The record downloads in both forms and reads back.
    let text = get_text(base, &format!("/api/games/{id}/record")).await;
    let record =
        mancala_record::Record::parse_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(record.result(), mancala_record::GameResult::SouthWon);
    assert_eq!(record.engine_seed(), None, "no engine played");
    let json = get_text(base, &format!("/api/games/{id}/record?format=json")).await;
    assert!(mancala_record::Record::parse_json(&json).is_ok(), "{json}");
    let (status, _) = get(base, &format!("/api/games/{id}/record?format=pdf")).await;
    assert_eq!(status, 400);
    let (status, doc) = get(base, "/api/openapi.json").await;
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."), "{doc}");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_goes_on_exactly_where_it_was() {
    let db = temp_db("restart");
    let server = start(&db).await;
    let (id, south, north) = two_player_game(&server.base, json!({"game": "en-dodoi"})).await;
    let mut played = Vec::new();
    for _ in 0..6 {
        let (_, view) = get(&server.base, &format!("/api/games/{id}")).await;
        let mv = view["legal_moves"][0].as_str().unwrap().to_string();
        let (status, _) = play_for_mover(&server.base, &id, &view, [&south, &north], &mv).await;
        assert_eq!(status, 200);
        played.push(mv);
    }
    let (_, before) = get(&server.base, &format!("/api/games/{id}")).await;
    server.task.abort();
    let _ = server.task.await;
    let server = start(&db).await;
    let (status, after) = get(&server.base, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(before, after, "the same game, move for move");
    // The same tokens still hold their seats.
    let mv = after["legal_moves"][0].as_str().unwrap();
    let (status, _) = play_for_mover(&server.base, &id, &after, [&south, &north], mv).await;
    assert_eq!(status, 200);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_answers_by_itself_and_undo_takes_back_to_my_turn() {
    let db = temp_db("engine");
    let server = start(&db).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "south": "human", "north": "level:1"}),
    )
    .await;
    assert_eq!(status, 201);
    assert!(created["invite"].is_null());
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["seat_token"].as_str().unwrap().to_string();
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&token),
        json!({"move": "3"}),
    )
    .await;
    assert_eq!(status, 200);
    let mut view = Value::Null;
    // Up to 30 s: the engine's threads yield to everything else on a busy machine.
    for _ in 0..1500 {
        view = get(base, &format!("/api/games/{id}")).await.1;
        if view["moves"].as_array().unwrap().len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(view["moves"].as_array().unwrap().len(), 2, "{view}");
    assert_eq!(view["state"]["to_move"], "south");
    let (status, view) = post(
        base,
        &format!("/api/games/{id}/undo"),
        Some(&token),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["moves"], json!([]));
    let (status, lobby) = get(base, "/api/lobby").await;
    assert_eq!(status, 200);
    assert!(lobby["playing"]
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == id.as_str()));
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_its_assets_rules_pages_and_catalogue_are_served() {
    let db = temp_db("page");
    let server = start(&db).await;
    let base = &server.base;
    for (path, kind, needle) in [
        ("/", "text/html", "/app.js"),
        ("/lobby", "text/html", "/app.js"),
        ("/app.js", "text/javascript", "WebSocket"),
        ("/style.css", "text/css", "svg.board"),
        ("/rules", "text/html", "/rules/giuthi"),
        ("/rules/en-gehe", "text/html", "en gurtóto"),
        ("/rules/en-dodoi", "text/html", "ol mátua"),
        ("/rules/sadeqa-ii", "text/html", "Sadeqa II"),
        ("/rules/giuthi", "text/html", "Giuthi"),
    ] {
        let response = reqwest::get(format!("{base}{path}")).await.unwrap();
        assert_eq!(response.status().as_u16(), 200, "{path}");
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
        let text = response.text().await.unwrap();
        assert!(text.contains(needle), "{path} lacks {needle}");
    }
    for term in ["os soid", "en gurtóto", "ol mátua"] {
        for game in ["en-gehe", "en-dodoi"] {
            let text = reqwest::get(format!("{base}/rules/{game}"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            assert!(text.contains(term), "{game} lacks {term}");
        }
    }
    let response = reqwest::get(format!("{base}/rules/chess")).await.unwrap();
    assert_eq!(response.status().as_u16(), 404);
    // An unknown address outside /api is a page for people, with the site's links.
    for path in ["/nowhere", "/games/abc", "/apiary"] {
        let response = reqwest::get(format!("{base}{path}")).await.unwrap();
        assert_eq!(response.status().as_u16(), 404, "{path}");
        let kind = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert!(response.headers().contains_key("content-security-policy"));
        let text = response.text().await.unwrap();
        assert!(text.contains("There is no page here"), "{path}");
        assert!(text.contains("href=\"/lobby\""), "{path}");
    }
    let (status, body) = get(base, "/api").await;
    assert_eq!(status, 404);
    assert!(body["error"].is_string());

    let (status, catalog) = get(base, "/api/catalog").await;
    assert_eq!(status, 200);
    let games = catalog["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    let giuthi = games.iter().find(|g| g["game"] == "giuthi").unwrap();
    assert_eq!(giuthi["two_directions"], true);
    assert!(giuthi["presets"]
        .as_array()
        .unwrap()
        .contains(&json!({"holes": 10, "seeds": 9})));
    let gehe = games.iter().find(|g| g["game"] == "en-gehe").unwrap();
    assert_eq!(gehe["presets"].as_array().unwrap().len(), 11);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_view_carries_the_last_sowing_lap_by_lap_for_animation() {
    let db = temp_db("laps");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, north) = two_player_game(
        base,
        json!({"game": "giuthi", "holes": 5, "seeds": 4, "south": "human", "north": "human"}),
    )
    .await;
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(view["last"], Value::Null);
    let (status, _) = play_for_mover(base, &id, &view, [&south, &north], "1L").await;
    assert_eq!(status, 200);
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    let last = &view["last"];
    assert_eq!(last["move"], "1L");
    assert_eq!(last["side"], "south");
    assert_eq!(last["ply"], 1);
    assert_eq!(last["board_before"], json!(vec![4; 10]));
    let laps = last["laps"].as_array().unwrap();
    assert_eq!(laps.len() as u64, last["lap_count"].as_u64().unwrap());
    assert_eq!(laps[0]["from"], 0);
    assert_eq!(laps[0]["direction"], "clockwise");
    // Each lap's board, replayed seed by seed from the one before, is what the server says.
    let mut board: Vec<u64> = (0..10).map(|_| 4).collect();
    for lap in laps {
        let from = lap["from"].as_u64().unwrap() as usize;
        let mut count = board[from];
        board[from] = 0;
        let mut at = from;
        while count > 0 {
            at = if lap["direction"] == "anticlockwise" {
                (at + 1) % 10
            } else {
                (at + 9) % 10
            };
            board[at] += 1;
            count -= 1;
        }
        let after: Vec<u64> = lap["board"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(board, after);
    }
    assert_eq!(view["movers"], json!(["south"]));
    // A game kept out of the lobby is not offered there.
    let (status, created) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "south": "human", "north": "human", "lobby": false}),
    )
    .await;
    assert_eq!(status, 201);
    let (_, lobby) = get(base, "/api/lobby").await;
    assert!(!lobby["open"]
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == created["id"]));
    let (status, bad) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "lobby": "yes"}),
    )
    .await;
    assert_eq!(status, 400, "{bad}");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_between_engines_are_capped() {
    let db = temp_db("engine-cap");
    let server = start(&db).await;
    let base = &server.base;
    let body = json!({"game": "en-gehe", "holes": 50, "south": "level:10", "north": "level:10"});
    for _ in 0..mancala_server::api::MAX_ENGINE_GAMES {
        let (status, created) = post(base, "/api/games", None, body.clone()).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(created["seat_token"], Value::Null);
    }
    let (status, refused) = post(base, "/api/games", None, body.clone()).await;
    assert_eq!(status, 409, "{refused}");
    assert!(refused["error"].as_str().unwrap().contains("at most"));
    // A person can still play the engine.
    let (status, _) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "north": "level:1"}),
    )
    .await;
    assert_eq!(status, 201);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_a_level_keeps_its_engine_seed_in_its_record() {
    let server = start(&temp_db("engine-seed")).await;
    let base = &server.base;
    let mut seeds = Vec::new();
    for _ in 0..2 {
        let body = json!({"game": "en-dodoi", "south": "human", "north": "level:3"});
        let (status, created) = post(base, "/api/games", None, body).await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap();
        let text = get_text(base, &format!("/api/games/{id}/record")).await;
        let record = mancala_record::Record::parse_text(&text).unwrap();
        seeds.push(record.engine_seed().expect("an EngineSeed tag"));
    }
    assert_ne!(seeds[0], seeds[1], "each game draws its own seed");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lower_case_bearer_null_options_long_moves_and_declared_large_bodies() {
    let db = temp_db("edges");
    let server = start(&db).await;
    let base = &server.base;
    // A rule option given `null` keeps its default; one of no option's type is named.
    let (status, body) = post(
        base,
        "/api/games",
        None,
        json!({"game": "giuthi", "options": {"repetition": null}}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, body) = post(
        base,
        "/api/games",
        None,
        json!({"game": "giuthi", "options": {"lap_limit": [5]}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("option 'lap_limit'"),
        "{body}"
    );
    let (id, south, _) = two_player_game(base, json!({"game": "giuthi"})).await;
    let moves = format!("/api/games/{id}/moves");
    // A move longer than any move's text is a bad field, not an illegal move.
    let (status, body) = post(base, &moves, Some(&south), json!({"move": "1".repeat(21)})).await;
    assert_eq!(status, 400, "{body}");
    // The scheme's name is case-insensitive.
    let response = reqwest::Client::new()
        .post(format!("{base}{moves}"))
        .header("authorization", format!("bearer {south}"))
        .json(&json!({"move": "1R"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    // A body declared larger than the limit is refused without waiting for it.
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let head = format!(
        "POST /api/positions HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n{{}}"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let mut chunk = [0u8; 1024];
    while answer.len() < 12 {
        let read = tokio::time::timeout(std::time::Duration::from_secs(5), stream.read(&mut chunk))
            .await
            .expect("an answer before the body timeout")
            .unwrap();
        if read == 0 {
            break;
        }
        answer.extend_from_slice(&chunk[..read]);
    }
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
}
