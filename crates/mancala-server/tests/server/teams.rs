//! Team games over real HTTP and WebSocket: membership, proposals, agreement, the sower,
//! the clock, the chat, privacy between the teams, and a restart mid-turn.

use std::time::Duration;

use crate::common::{get, get_with, post, start, temp_db};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

/// A team game of En Gehé 2x40 with three members a side; returns (id, south tokens, north tokens).
async fn team_game(base: &str, teams: Value) -> (String, Vec<String>, Vec<String>) {
    let (status, created) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-gehe", "holes": 40, "teams": teams, "name": "Sindillo"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["seat"], "south");
    let mut south = vec![created["seat_token"].as_str().unwrap().to_string()];
    let mut north = Vec::new();
    for (side, tokens, names) in [
        ("south", &mut south, ["Lesian", "Tipis"]),
        ("north", &mut north, ["Naserian", "Koinet"]),
    ] {
        let mut code = created["team_invites"][side]["code"]
            .as_str()
            .unwrap()
            .to_string();
        for name in names.iter().chain(if side == "north" {
            ["Saitoti"].iter()
        } else {
            [].iter()
        }) {
            let (status, joined) = post(
                base,
                &format!("/api/games/{id}/join"),
                None,
                json!({"code": code, "name": name}),
            )
            .await;
            assert_eq!(status, 200, "{joined}");
            assert_eq!(joined["seat"], side);
            let token = joined["seat_token"].as_str().unwrap().to_string();
            // The team's own code, as its members see it (renewed when North's first
            // person joined: the creator and the lobby knew the first one).
            let (_, team) = get_with(base, &format!("/api/games/{id}/team"), Some(&token)).await;
            let own = team["team"]["invite"]["code"].as_str().unwrap().to_string();
            if side == "north" && tokens.is_empty() {
                assert_ne!(own, code, "North's code is renewed by its first person");
                let (status, _) = post(
                    base,
                    &format!("/api/games/{id}/join"),
                    None,
                    json!({"code": code, "name": "Intruder"}),
                )
                .await;
                assert_eq!(status, 403, "the code South's creator saw no longer works");
            } else {
                assert_eq!(own, code);
            }
            code = own;
            tokens.push(token);
        }
    }
    (id, south, north)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn members_propose_agree_and_only_the_sower_commits() {
    let db = temp_db("teams-basic");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, north) = team_game(base, json!({"engine_level": 2})).await;
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    // Both seats are held, by their teams (the series view says the same).
    assert_eq!(view["seats"]["south"]["taken"], true, "{view}");
    assert_eq!(view["seats"]["north"]["taken"], true, "{view}");
    let teams = &view["teams"];
    assert_eq!(teams["south"]["members"].as_array().unwrap().len(), 3);
    assert_eq!(teams["north"]["members"].as_array().unwrap().len(), 3);
    assert_eq!(teams["south"]["sower"], 1, "the creator sows first");
    let north_sower = teams["north"]["sower"].as_u64().unwrap();
    assert_eq!(
        teams["north"]["members"][0]["id"].as_u64().unwrap(),
        north_sower
    );

    // A non-member cannot propose, agree, chat or read a team.
    for path in ["proposals", "agree", "chat"] {
        let (status, answer) = post(
            base,
            &format!("/api/games/{id}/{path}"),
            Some("not-a-token"),
            json!({"move": "1", "proposal": 1, "text": "hi"}),
        )
        .await;
        assert_eq!(status, 401, "{path}: {answer}");
    }
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        None,
        json!({"move": "1"}),
    )
    .await;
    assert_eq!(status, 401);
    let (status, _) = get_with(base, &format!("/api/games/{id}/team"), Some("nope")).await;
    assert_eq!(status, 401);
    // The other team cannot propose out of turn; illegal and malformed proposals are refused.
    let (status, answer) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&north[0]),
        json!({"move": "1"}),
    )
    .await;
    assert_eq!(status, 409, "{answer}");
    let (status, answer) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"move": "41"}),
    )
    .await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("legal moves"));
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"mv": "4"}),
    )
    .await;
    assert_eq!(status, 400);

    // Two proposals; the third member agrees with the second; the first changes its mind.
    let (status, a) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"move": "7"}),
    )
    .await;
    assert_eq!(status, 200, "{a}");
    let (_, b) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[2]),
        json!({"move": "12"}),
    )
    .await;
    let p12 = b["team"]["proposals"][1]["id"].as_u64().unwrap();
    let (status, agreed) = post(
        base,
        &format!("/api/games/{id}/agree"),
        Some(&south[0]),
        json!({"proposal": p12}),
    )
    .await;
    assert_eq!(status, 200, "{agreed}");
    let proposals = agreed["team"]["proposals"].as_array().unwrap();
    assert_eq!(proposals[1]["agreed"].as_array().unwrap().len(), 2);
    assert_eq!(proposals[1]["agreed_names"], json!(["Tipis", "Sindillo"]));
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/agree"),
        Some(&south[0]),
        json!({"proposal": 999}),
    )
    .await;
    assert_eq!(status, 409);

    // A member who is not the sower cannot commit; the sower can.
    let (status, answer) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&south[1]),
        json!({"move": "12"}),
    )
    .await;
    assert_eq!(status, 403, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("Sindillo"));
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&north[0]),
        json!({"move": "12"}),
    )
    .await;
    assert_eq!(status, 409, "the other team's sower: not its turn");
    let (status, played) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&south[0]),
        json!({"move": "12"}),
    )
    .await;
    assert_eq!(status, 200, "{played}");
    // A new turn: proposals are gone.
    let (_, team) = get_with(base, &format!("/api/games/{id}/team"), Some(&south[2])).await;
    assert_eq!(team["team"]["proposals"], json!([]));

    // The sower hands the role on; a member cannot take it while the sower is present.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/sower"),
        Some(&south[1]),
        json!({"member": 2}),
    )
    .await;
    assert_eq!(status, 403);
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/sower"),
        Some(&south[0]),
        json!({"member": 2}),
    )
    .await;
    assert_eq!(status, 200);
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(view["teams"]["south"]["sower"], 2);
    // Undo is not for team games; a ninth member is refused.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/undo"),
        Some(&south[1]),
        json!({}),
    )
    .await;
    assert_eq!(status, 409);
    // Only the sower (now member 2) resigns for the team; then nobody joins and no engine is added.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/resign"),
        Some(&south[0]),
        json!({}),
    )
    .await;
    assert_eq!(status, 403);
    let (status, view) = post(
        base,
        &format!("/api/games/{id}/resign"),
        Some(&south[1]),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["result"]["winner"], "north");
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/engine-members"),
        Some(&north[0]),
        json!({"level": 2}),
    )
    .await;
    assert_eq!(status, 409);
    server.task.abort();
}

/// Reads WebSocket text messages for `ms` milliseconds.
async fn drain<S>(ws: &mut S, ms: u64) -> Vec<String>
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    let mut seen = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_millis(ms);
    while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, ws.next()).await {
        if let Message::Text(text) = message {
            seen.push(text.to_string());
        }
    }
    seen
}

/// Reads WebSocket text messages until one holds `needle` (or 10 s pass): all read.
async fn seen_until<S>(ws: &mut S, needle: &str) -> String
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    let mut seen = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, ws.next()).await {
        if let Message::Text(text) = message {
            seen.push(text.to_string());
            if text.contains(needle) {
                break;
            }
        }
    }
    seen.join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_says_nothing_the_other_team_or_spectators_can_see() {
    let db = temp_db("teams-private");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, north) = team_game(base, json!({})).await;
    let ws_url = format!("{}/api/games/{id}/ws", base.replace("http", "ws"));
    let (mut north_ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    north_ws
        .send(Message::Text(json!({"token": north[1]}).to_string().into()))
        .await
        .unwrap();
    let (mut spectator, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    let (mut south_ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    south_ws
        .send(Message::Text(json!({"token": south[2]}).to_string().into()))
        .await
        .unwrap();
    seen_until(&mut north_ws, "\"you\"").await;
    seen_until(&mut south_ws, "\"you\"").await;
    // South's secrets.
    let secret_chat = "take the hole with eleven, they will never see it";
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"move": "33"}),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/agree"),
        Some(&south[2]),
        json!({"proposal": 1}),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/chat"),
        Some(&south[1]),
        json!({"text": secret_chat}),
    )
    .await;
    assert_eq!(status, 201);
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/chat"),
        Some(&south[1]),
        json!({"text": "x".repeat(501)}),
    )
    .await;
    assert_eq!(status, 400);
    // Nothing that garbles or disguises the chat: a NUL, a direction override, an
    // invisible space.
    for hidden in ["a\u{0}b", "gnp.\u{202E}exe", "a\u{200B}b"] {
        let (status, body) = post(
            base,
            &format!("/api/games/{id}/chat"),
            Some(&south[1]),
            json!({"text": hidden}),
        )
        .await;
        assert_eq!(status, 400, "{hidden:?}: {body}");
    }
    // South's own members see all of it, live.
    let south_seen = seen_until(&mut south_ws, secret_chat).await;
    assert!(south_seen.contains(secret_chat), "{south_seen}");
    assert!(south_seen.contains("\"move\":\"33\""));
    // North and spectators see none of it, by any route.
    let mut everything = drain(&mut north_ws, 300).await;
    everything.extend(drain(&mut spectator, 100).await);
    for path in [
        format!("/api/games/{id}"),
        "/api/lobby".to_string(),
        format!("/api/games/{id}/record?format=json"),
    ] {
        everything.push(
            reqwest::get(format!("{base}{path}"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap(),
        );
    }
    let (_, north_team) = get_with(base, &format!("/api/games/{id}/team"), Some(&north[0])).await;
    everything.push(north_team.to_string());
    let everything = everything.join("\n");
    assert!(!everything.contains(secret_chat));
    assert!(!everything.contains("\"proposals\":[{"), "{everything}");
    assert!(!everything.contains(&south[1]));
    // The move itself is public once the sower commits it.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/moves"),
        Some(&south[0]),
        json!({"move": "33"}),
    )
    .await;
    assert_eq!(status, 200);
    let north_seen = seen_until(&mut north_ws, "\"moves\":[\"33\"]").await;
    assert!(north_seen.contains("\"moves\":[\"33\"]"));
    assert!(!north_seen.contains(secret_chat));
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_plays_the_most_agreed_proposal_and_the_engine_when_there_is_none() {
    let db = temp_db("teams-clock");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, north) = team_game(base, json!({"clock_seconds": 5, "engine_level": 1})).await;
    // 7 has one vote, 20 has two (a tie would go to the earliest).
    post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[0]),
        json!({"move": "7"}),
    )
    .await;
    post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"move": "20"}),
    )
    .await;
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[2]),
        json!({"move": "20"}),
    )
    .await;
    assert_eq!(status, 200);
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    assert!(view["teams"]["clock"]["deadline"].as_i64().is_some());
    // The loops only guard against a hang (600 x 100 ms): the clock runs out after 5 s,
    // however long a loaded machine then takes to play.
    let mut moves = Value::Null;
    for _ in 0..600 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (_, view) = get(base, &format!("/api/games/{id}")).await;
        if view["moves"].as_array().is_some_and(|m| !m.is_empty()) {
            moves = view["moves"].clone();
            break;
        }
    }
    assert_eq!(
        moves,
        json!(["20"]),
        "the clock plays the most agreed proposal"
    );
    // North proposes nothing: the engine plays for it when its clock runs out.
    let _ = north;
    let mut played = 0;
    for _ in 0..600 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (_, view) = get(base, &format!("/api/games/{id}")).await;
        played = view["moves"].as_array().map_or(0, Vec::len);
        if played >= 2 {
            break;
        }
    }
    assert_eq!(played, 2, "the engine moved for the silent team");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_turn_keeps_proposals_agreement_chat_and_engine_members_propose() {
    let db = temp_db("teams-restart");
    let server = start(&db).await;
    let base = server.base.clone();
    let (id, south, north) = team_game(&base, json!({})).await;
    post(
        &base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[1]),
        json!({"move": "5"}),
    )
    .await;
    post(
        &base,
        &format!("/api/games/{id}/proposals"),
        Some(&south[2]),
        json!({"move": "9"}),
    )
    .await;
    post(
        &base,
        &format!("/api/games/{id}/agree"),
        Some(&south[0]),
        json!({"proposal": 2}),
    )
    .await;
    post(
        &base,
        &format!("/api/games/{id}/chat"),
        Some(&south[0]),
        json!({"text": "nine it is"}),
    )
    .await;
    let (_, before) = get_with(&base, &format!("/api/games/{id}/team"), Some(&south[0])).await;
    server.task.abort();
    let _ = server.task.await;

    let server = start(&db).await;
    let base = server.base.clone();
    let (status, after) = get_with(&base, &format!("/api/games/{id}/team"), Some(&south[0])).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["team"]["proposals"], before["team"]["proposals"]);
    assert_eq!(after["team"]["chat"], before["team"]["chat"]);
    assert_eq!(after["team"]["chat"][0]["text"], "nine it is");
    // The tokens still work; the sower commits the agreed move.
    let (status, _) = post(
        &base,
        &format!("/api/games/{id}/moves"),
        Some(&south[0]),
        json!({"move": "9"}),
    )
    .await;
    assert_eq!(status, 200);
    // An engine member joins North and proposes a move, labelled with its level.
    let (status, added) = post(
        &base,
        &format!("/api/games/{id}/engine-members"),
        Some(&north[1]),
        json!({"level": 3}),
    )
    .await;
    assert_eq!(status, 201, "{added}");
    let mut proposals = Value::Null;
    // Up to 30 s: the engine's threads yield to everything else on a busy machine.
    for _ in 0..300 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (_, team) = get_with(&base, &format!("/api/games/{id}/team"), Some(&north[0])).await;
        if team["team"]["proposals"]
            .as_array()
            .is_some_and(|p| !p.is_empty())
        {
            proposals = team["team"]["proposals"].clone();
            break;
        }
    }
    assert!(
        proposals[0]["by_name"]
            .as_str()
            .unwrap_or("")
            .contains("engine level 3"),
        "{proposals}"
    );
    let (status, _) = post(
        &base,
        &format!("/api/games/{id}/engine-members"),
        Some(&north[1]),
        json!({"level": 11}),
    )
    .await;
    assert_eq!(status, 400);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_websocket_refuses_wrong_tokens_odd_messages_and_oversized_ones() {
    let db = temp_db("teams-ws");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, _north) = team_game(base, json!({})).await;
    let ws_url = format!("{}/api/games/{id}/ws", base.replace("http", "ws"));
    let (mut ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    seen_until(&mut ws, "").await;
    for (message, expected) in [
        (json!({"token": "forged"}).to_string(), "holds no place"),
        ("not json".to_string(), "JSON objects"),
        (json!({"hello": 1}).to_string(), "token"),
    ] {
        ws.send(Message::Text(message.into())).await.unwrap();
        let answers = seen_until(&mut ws, expected).await;
        assert!(answers.contains(expected), "{answers}");
        assert!(!answers.contains("\"team\""), "{answers}");
    }
    ws.send(Message::Text(json!({"token": south[0]}).to_string().into()))
        .await
        .unwrap();
    assert!(seen_until(&mut ws, "\"you\":1").await.contains("\"you\":1"));
    // A message over the limit closes the connection.
    let _ = ws.send(Message::Text("x".repeat(10_000).into())).await;
    let mut closed = false;
    for _ in 0..20 {
        match tokio::time::timeout(Duration::from_millis(200), ws.next()).await {
            Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => {
                closed = true;
                break;
            }
            _ => {}
        }
    }
    assert!(closed, "an oversized message must close the WebSocket");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_waits_until_both_teams_have_a_person() {
    let db = temp_db("teams-clock-waits");
    let server = start(&db).await;
    let base = &server.base;
    let (status, created) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "holes": 6, "teams": {"clock_seconds": 5, "engine_level": 1}, "name": "Alone"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let south = created["seat_token"].as_str().unwrap().to_string();
    // South adds an engine member: still no person in North, so no clock and no moves.
    let (status, _) = post(
        base,
        &format!("/api/games/{id}/engine-members"),
        Some(&south),
        json!({"level": 1}),
    )
    .await;
    assert_eq!(status, 201);
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(view["teams"]["clock"]["seconds"], 5);
    assert_eq!(view["teams"]["clock"]["deadline"], Value::Null, "{view}");
    assert_eq!(view["teams"]["clock"]["grace_ms"], 0);
    assert_eq!(view["moves"], json!([]));
    // North's first person starts the turn: the deadline is five seconds after the join.
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let code = created["team_invites"]["north"]["code"].as_str().unwrap();
    let (status, joined) = post(
        base,
        &format!("/api/games/{id}/join"),
        None,
        json!({"code": code, "name": "Naserian"}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    let (_, view) = get(base, &format!("/api/games/{id}")).await;
    let deadline = view["teams"]["clock"]["deadline"].as_i64().unwrap();
    assert!(deadline >= before + 5000, "{deadline} {before}");
    // With both teams staffed the clock runs out and the engine plays for silent South
    // (the loop only guards against a hang).
    let mut played = 0;
    for _ in 0..600 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (_, view) = get(base, &format!("/api/games/{id}")).await;
        played = view["moves"].as_array().map_or(0, Vec::len);
        if played >= 1 {
            let grace = view["teams"]["clock"]["grace_ms"].as_u64().unwrap();
            assert!(grace > 0, "the next turn allows for the sowing's animation");
            let next = view["teams"]["clock"]["deadline"].as_i64().unwrap();
            assert!(next >= deadline + grace as i64 + 5000, "{view}");
            break;
        }
    }
    assert!(played >= 1, "the clock ran once both teams had a person");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_writing_too_fast_is_told_when_to_write_again() {
    let db = temp_db("teams-chat-flood");
    let server = start(&db).await;
    let base = &server.base;
    let (id, south, _north) = team_game(base, json!({})).await;
    let chat = format!("{base}/api/games/{id}/chat");
    let client = reqwest::Client::new();
    let send = |n: usize| {
        client
            .post(&chat)
            .header("authorization", format!("Bearer {}", south[1]))
            .json(&json!({"text": format!("line {n}")}))
            .send()
    };
    for n in 0..5 {
        assert_eq!(send(n).await.unwrap().status().as_u16(), 201);
    }
    let refused = send(5).await.unwrap();
    assert_eq!(refused.status().as_u16(), 429);
    let wait: u64 = refused
        .headers()
        .get("retry-after")
        .expect("Retry-After")
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=10).contains(&wait), "{wait}");
    server.task.abort();
}
