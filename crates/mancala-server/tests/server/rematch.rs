//! Rematches: after a game, the first player to ask starts it (colours swapped, the same
//! opponent), everyone following the finished game sees it, and the other player takes
//! their place by asking too; in a team game each member takes a place in the other
//! colour's team.

use serde_json::{json, Value};

use crate::common::{get, join, post, start, temp_db};

async fn rematch(base: &str, id: &str, token: &str) -> (u16, Value) {
    post(
        base,
        &format!("/api/games/{id}/rematch"),
        Some(token),
        json!({}),
    )
    .await
}

async fn resign(base: &str, id: &str, token: &str) {
    let (status, body) = post(
        base,
        &format!("/api/games/{id}/resign"),
        Some(token),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_rematch_with_the_colours_swapped_and_no_new_invitation() {
    let server = start(&temp_db("rematch-friends")).await;
    let base = &server.base;
    let body = json!({"game": "giuthi", "holes": 6, "options": {"repetition": "own-row"}});
    let (status, created) = post(base, "/api/games", None, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let alice = created["seat_token"].as_str().unwrap().to_string();
    let code = created["invite"]["code"].as_str().unwrap();
    let joined = join(base, &id, json!({"code": code})).await;
    let bob = joined["seat_token"].as_str().unwrap().to_string();

    // Not before the end, not for strangers.
    let (status, body) = rematch(base, &id, &alice).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("not over"),
        "{body}"
    );
    resign(base, &id, &bob).await;
    let (status, _) = rematch(base, &id, "no-such-token").await;
    assert_eq!(status, 401);
    let (status, none) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(none["rematch"], Value::Null);

    // Alice (South) starts it: she is North there, Bob's seat waits for him.
    let (status, offer) = rematch(base, &id, &alice).await;
    assert_eq!(status, 200, "{offer}");
    assert_eq!(offer["offered"], true);
    assert_eq!(offer["seat"], "north");
    assert!(offer["invite"]["code"].is_string(), "{offer}");
    let next = offer["id"].as_str().unwrap().to_string();
    assert_ne!(next, id);
    let (_, old) = get(base, &format!("/api/games/{id}")).await;
    assert_eq!(
        old["rematch"],
        next.as_str(),
        "the finished game points to it"
    );
    let (_, fresh) = get(base, &format!("/api/games/{next}")).await;
    assert_eq!(fresh["state"]["game"], "giuthi");
    assert_eq!(fresh["state"]["holes"], 6);
    assert_eq!(fresh["state"]["options"]["repetition"], "own-row");
    assert_eq!(fresh["seats"]["north"]["taken"], true);
    assert_eq!(fresh["seats"]["south"]["taken"], false);

    // Asking twice does not make a second seat.
    let (status, again) = rematch(base, &id, &alice).await;
    assert_eq!(status, 409, "{again}");
    assert!(again["error"].as_str().unwrap().contains(&next), "{again}");

    // Bob asks too: he takes South in the same rematch, and it can start.
    let (status, accepted) = rematch(base, &id, &bob).await;
    assert_eq!(status, 200, "{accepted}");
    assert_eq!(accepted["offered"], false);
    assert_eq!(accepted["id"], next.as_str());
    assert_eq!(accepted["seat"], "south");
    let bob_next = accepted["seat_token"].as_str().unwrap();
    let (_, fresh) = get(base, &format!("/api/games/{next}")).await;
    assert_eq!(fresh["seats"]["south"]["taken"], true);
    let first = fresh["legal_moves"][0].as_str().unwrap();
    let (status, moved) = post(
        base,
        &format!("/api/games/{next}/moves"),
        Some(bob_next),
        json!({"move": first}),
    )
    .await;
    assert_eq!(status, 200, "{moved}");
    let (status, _) = rematch(base, &id, &bob).await;
    assert_eq!(status, 409, "Bob is in it already");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_against_the_engine_keeps_its_level_on_the_other_side() {
    let server = start(&temp_db("rematch-engine")).await;
    let base = &server.base;
    let body = json!({"game": "en-dodoi", "south": "human", "north": "level:2"});
    let (_, created) = post(base, "/api/games", None, body).await;
    let id = created["id"].as_str().unwrap().to_string();
    let me = created["seat_token"].as_str().unwrap().to_string();
    resign(base, &id, &me).await;
    let (status, offer) = rematch(base, &id, &me).await;
    assert_eq!(status, 200, "{offer}");
    assert_eq!(offer["seat"], "north");
    assert_eq!(offer["invite"], Value::Null, "nobody to invite");
    let next = offer["id"].as_str().unwrap();
    let (_, fresh) = get(base, &format!("/api/games/{next}")).await;
    assert_eq!(fresh["seats"]["south"]["player"], "level:2");
    assert_eq!(fresh["seats"]["north"]["player"], "human");
    // The engine, South now, is set going: it makes the first move.
    let mut waited = 0;
    loop {
        let (_, now) = get(base, &format!("/api/games/{next}")).await;
        if now["moves"].as_array().is_some_and(|m| !m.is_empty()) {
            break;
        }
        waited += 1;
        assert!(waited < 300, "the engine never moved: {now}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_members_each_take_a_place_in_the_other_colour() {
    let server = start(&temp_db("rematch-teams")).await;
    let base = &server.base;
    let teams = json!({"engine_level": 1});
    let (status, created) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-dodoi", "teams": teams, "name": "Lesian"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let lesian = created["seat_token"].as_str().unwrap().to_string();
    let code = created["team_invites"]["north"]["code"].as_str().unwrap();
    let joined = join(base, &id, json!({"code": code, "name": "Naserian"})).await;
    let naserian = joined["seat_token"].as_str().unwrap().to_string();
    resign(base, &id, &lesian).await;

    let (status, offer) = rematch(base, &id, &naserian).await;
    assert_eq!(status, 200, "{offer}");
    assert_eq!(offer["seat"], "south", "North's team plays South now");
    let next = offer["id"].as_str().unwrap().to_string();
    let (status, accepted) = rematch(base, &id, &lesian).await;
    assert_eq!(status, 200, "{accepted}");
    assert_eq!(accepted["seat"], "north");
    assert_eq!(accepted["id"], next.as_str());
    let (_, fresh) = get(base, &format!("/api/games/{next}")).await;
    let names = |side: &str| -> Vec<String> {
        fresh["teams"][side]["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names("south"), ["Naserian"]);
    assert_eq!(names("north"), ["Lesian"]);
    server.task.abort();
}

/// A finished game nobody follows is let go of from memory (the store keeps it) and read
/// again when it is asked for: its view is the same and a rematch can still be made from
/// it. A game in progress, or a finished one somebody follows, stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_let_go_of_is_read_again_from_the_store() {
    use futures_util::StreamExt;
    use std::time::Duration;
    let (router, hub) = crate::common::app_at(&temp_db("let-go")).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    let base = &format!("http://{addr}");
    let new_game = || async {
        let (status, created) = post(base, "/api/games", None, json!({"game": "giuthi"})).await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let code = created["invite"]["code"].as_str().unwrap().to_string();
        let joined = join(base, &id, json!({"code": code})).await;
        let tokens = [created["seat_token"].clone(), joined["seat_token"].clone()]
            .map(|t| t.as_str().unwrap().to_string());
        (id, tokens)
    };
    let (finished, [alice, bob]) = new_game().await;
    let (playing, _) = new_game().await;
    let (followed, [_, carol]) = new_game().await;
    // A team game nobody joined: no clock runs for it.
    let (status, team) = post(
        base,
        "/api/games",
        None,
        json!({"game": "en-gehe", "holes": 40, "teams": {}}),
    )
    .await;
    assert_eq!(status, 201, "{team}");
    let team_game = team["id"].as_str().unwrap().to_string();
    resign(base, &finished, &bob).await;
    resign(base, &followed, &carol).await;
    let ws = format!("ws://{addr}/api/games/{followed}/ws");
    let (mut follower, _) = tokio_tungstenite::connect_async(ws.as_str()).await.unwrap();
    follower.next().await.expect("the game's view").unwrap();
    let (_, before) = get(base, &format!("/api/games/{finished}")).await;

    // Idle for less than the time given: nothing goes.
    let now = mancala_domain::token::now_ms();
    assert_eq!(hub.let_go(Duration::from_secs(3600), now), 0);
    assert_eq!(hub.let_go(Duration::ZERO, now + 1), 1);
    assert!(hub.find(&finished).is_none());
    assert!(hub.find(&playing).is_some() && hub.find(&followed).is_some());
    // A copy read from the store again (as on another process's change) never replaces
    // the game in memory, which its followers listen to.
    let there = hub.find(&followed).unwrap();
    let copy = hub.load_room(&followed).await.unwrap().unwrap();
    let (kept, added) = hub.add(copy);
    assert!(!added && std::sync::Arc::ptr_eq(&kept, &there));

    // Asked for, it is read again, as it was.
    let (status, after) = get(base, &format!("/api/games/{finished}")).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after, before);
    assert!(hub.find(&finished).is_some());
    assert_eq!(hub.let_go(Duration::ZERO, now + 1), 1);
    let (status, offer) = rematch(base, &finished, &alice).await;
    assert_eq!(status, 200, "{offer}");
    assert_eq!(offer["offered"], true);
    let (_, old) = get(base, &format!("/api/games/{finished}")).await;
    assert_eq!(old["rematch"], offer["id"]);
    // A game left a day without a move, with nothing running for it, goes too (its
    // link still works); one somebody follows stays.
    let a_day = mancala_domain::room::INVITE_TTL_MS;
    let next = offer["id"].as_str().unwrap();
    // Half a day on, only the finished game (read again above) goes.
    assert_eq!(hub.let_go(Duration::from_secs(3600), now + a_day / 2), 1);
    assert!(hub.find(&playing).is_some() && hub.find(next).is_some());
    // A day and a minute on, the game nobody moved in, the rematch nobody joined and the
    // team game nobody joined go.
    assert_eq!(
        hub.let_go(Duration::from_secs(3600), now + a_day + 60_000),
        3
    );
    assert!(hub.find(&playing).is_none() && hub.find(next).is_none());
    assert!(hub.find(&team_game).is_none());
    let (status, back) = get(base, &format!("/api/games/{team_game}")).await;
    assert_eq!(status, 200, "{back}");
    assert!(back["teams"].is_object(), "{back}");
    // Read again, it takes a team member as before.
    let code = team["team_invites"]["north"]["code"].as_str().unwrap();
    join(base, &team_game, json!({"code": code, "name": "Naserian"})).await;
    assert!(hub.find(&followed).is_some());
    let (status, back) = get(base, &format!("/api/games/{playing}")).await;
    assert_eq!(status, 200, "{back}");
    assert_eq!(back["result"], Value::Null, "{back}");
    assert!(
        !back["legal_moves"].as_array().unwrap().is_empty(),
        "{back}"
    );
    // An id the store does not hold either is still not found.
    let (status, body) = get(base, "/api/games/0123456789abcdef").await;
    assert_eq!(status, 404, "{body}");
    drop(follower);
    task.abort();
}

/// A restart restores the games made or moved in within a day of the last stored activity,
/// counted back from it rather than from now (so a server stopped for days restores what
/// was going); older games rest in the store and are read when asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_restores_the_recent_games_and_reads_older_ones_when_asked() {
    use mancala_domain::room::{Room, Seat};
    use mancala_domain::token::now_ms;
    use mancala_rules::{Game, Rules};
    use mancala_store::Database;
    let db = temp_db("restart-recent");
    let store = Database::Sqlite(db.clone()).open().expect("store");
    let day = 24 * 3600 * 1000;
    // The server stopped three days ago, just after a move in game "moved".
    let last = now_ms() - 3 * day;
    let rules = Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap();
    let make_with = |id: &str, at: i64, seats: [Seat; 2]| {
        let (room, record) = Room::create(id.to_string(), rules, seats, true);
        store.create(&record, at).unwrap();
        room
    };
    let make = |id: &str, at: i64| make_with(id, at, [Seat::Human; 2]);
    make("old", last - 2 * day);
    // An engine to move whose searches failed for days (nothing ran for it since).
    let mut seats = [Seat::Human; 2];
    seats[mancala_rules::Position::start(rules).to_move().index()] = Seat::Engine(1);
    let stuck = make_with("stuck", last - 2 * day, seats);
    assert!(stuck.engine_to_move().is_some());
    make("made", last - day / 2);
    let moved = make("moved", last - 2 * day);
    let mv = moved.game.position().legal_moves().iter().next().copied();
    store
        .add_move("moved", 0, &mv.expect("a move").to_string(), last)
        .unwrap();
    drop(store);

    let (router, hub) = crate::common::app_at(&db).await;
    assert!(hub.find("moved").is_some(), "moved in at the last activity");
    assert!(hub.find("made").is_some(), "made within the day before it");
    assert!(
        hub.find("old").is_none(),
        "made two days before it: left in the store"
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    let (status, old) = get(&format!("http://{addr}"), "/api/games/old").await;
    assert_eq!(status, 200, "{old}");
    assert_eq!(old["id"], "old", "{old}");
    assert!(hub.find("old").is_some(), "read when asked for");
    // A game read with its engine to move gets the engine's move.
    assert!(hub.find("stuck").is_none());
    let (status, stuck) = get(&format!("http://{addr}"), "/api/games/stuck").await;
    assert_eq!(status, 200, "{stuck}");
    let mut waited = 0;
    loop {
        let (_, now) = get(&format!("http://{addr}"), "/api/games/stuck").await;
        if now["moves"].as_array().is_some_and(|m| !m.is_empty()) {
            break;
        }
        waited += 1;
        assert!(waited < 300, "the engine never moved: {now}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    task.abort();
}
