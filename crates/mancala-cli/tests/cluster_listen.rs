//! A `mancala serve` process sharing PostgreSQL whose connection for the other processes'
//! changes is cut: it connects again and catches up on what it missed (a move in a game it
//! holds, an invitation made meanwhile), reading the games made or moved in lately rather
//! than every game ever stored.
//!
//! This test cuts every listening connection on the test server, so it is a test binary of
//! its own: cargo runs test binaries one after another, and no other test's process is cut.
//! Skipped with a note without `MANCALA_TEST_POSTGRES`. The waits only guard against a hang.

mod cluster_support;

use cluster_support::*;
use serde_json::{json, Value};

/// Ends every connection on the test server that listens for changes (but this one): how
/// many.
fn cut_listeners() -> usize {
    let base = std::env::var("MANCALA_TEST_POSTGRES").expect("the test server");
    let mut client = postgres::Client::connect(&base, postgres::NoTls).expect("test server");
    let rows = client
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
            &[],
        )
        .expect("the listeners are ended");
    rows.len()
}

fn lists(lobby: &Value, id: &str) -> bool {
    lobby["open"]
        .as_array()
        .is_some_and(|open| open.iter().any(|g| g["id"] == id))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_whose_listening_connection_is_cut_catches_up_on_what_it_missed() {
    let Some(url) = tokio::task::block_in_place(|| postgres_url("listen")) else {
        return;
    };
    let (a, b) = (serve(&url, "listen-a"), serve(&url, "listen-b"));
    let (id, tokens) = two_player_game(&a.base).await;
    // Both listen: a move on B is seen on A, which holds the game.
    let (_, status) = play_next(&b.base, &id, &tokens).await.expect("a move");
    assert_eq!(status, 200);
    until(&a.base, &id, "the first move on A", |v| {
        moves_of(v).len() == 1
    })
    .await;

    // Cut, and at once (A waits a second before it connects again) a move and an
    // invitation on B, whose announcements A does not hear.
    let cut = tokio::task::block_in_place(cut_listeners);
    assert!(
        cut >= 2,
        "both processes' listening connections are cut ({cut})"
    );
    let (_, status) = play_next(&b.base, &id, &tokens).await.expect("a move");
    assert_eq!(status, 200);
    let body = json!({"game": "en-dodoi", "south": "human", "north": "human"});
    let (status, invitation) = post(&b.base, "/api/games", None, body).await;
    assert_eq!(status, 201, "{invitation}");
    let invitation = invitation["id"].as_str().expect("an id").to_string();

    // A connects again and catches up on both.
    until(&a.base, &id, "the missed move on A", |v| {
        moves_of(v).len() == 2
    })
    .await;
    until_at(
        &a.base,
        "/api/lobby",
        "the missed invitation on A",
        |lobby| lists(lobby, &invitation),
    )
    .await;
    // And goes on hearing B.
    let (_, status) = play_next(&b.base, &id, &tokens).await.expect("a move");
    assert_eq!(status, 200);
    until(&a.base, &id, "the next move on A", |v| {
        moves_of(v).len() == 3
    })
    .await;
}
