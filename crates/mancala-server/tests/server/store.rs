//! The store's tests, one suite run against every backend: SQLite always, PostgreSQL on
//! the server `MANCALA_TEST_POSTGRES` names (a `postgres://` URL; `scripts/test` starts a
//! throwaway one and sets it). Without it the PostgreSQL runs are skipped with a note.
//! Each PostgreSQL run gets a schema of its own, so the tests run side by side.

use std::sync::Arc;
use std::time::Duration;

use mancala_domain::room::{GameRecord, Room, Seat};
use mancala_domain::series::Series;
use mancala_domain::studies::SubmittedRecord;
use mancala_domain::teams::{ChatLine, Proposal, TeamSettings, Teams};
use mancala_domain::token::token_hash;
use mancala_rules::{Game, Rules, Side};
use mancala_store::{
    Database, GameStore, NewSeriesGame, PostgresStore, SeriesStore, SqliteStore, Store, StudyStore,
    TeamStore,
};

/// The URL of a fresh, empty schema named after `test` on the test server, or `None`
/// (with a note) when no server is given.
fn postgres_url(test: &str) -> Option<String> {
    let Ok(base) = std::env::var("MANCALA_TEST_POSTGRES") else {
        eprintln!("note: MANCALA_TEST_POSTGRES is unset: {test} runs on SQLite only");
        return None;
    };
    let schema = format!("t_{test}_{}", std::process::id());
    let mut client = postgres::Client::connect(&base, postgres::NoTls).expect("test server");
    client
        .batch_execute(&format!(
            "DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"
        ))
        .expect("fresh schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{sep}options=-csearch_path%3D{schema}"))
}

/// A fresh SQLite store and, when a test server is given, a fresh PostgreSQL store.
fn backends(test: &str) -> Vec<(&'static str, Arc<dyn Store>)> {
    let dir = std::env::temp_dir().join(format!("mancala-store-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut all: Vec<(&'static str, Arc<dyn Store>)> = vec![(
        "sqlite",
        Database::Sqlite(dir.join("m.db")).open().expect("sqlite"),
    )];
    if let Some(url) = postgres_url(test) {
        all.push((
            "postgres",
            Database::Postgres(url).open().expect("postgres"),
        ));
    }
    all
}

fn rules() -> Rules {
    Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap()
}

/// A new game between two people (`id`), as created, and `n` legal moves from its start.
fn game(id: &str, n: usize) -> (GameRecord, Vec<String>) {
    let (mut room, record) = Room::create(id.to_string(), rules(), [Seat::Human; 2], true);
    let mut moves = Vec::new();
    for _ in 0..n {
        let mv = room.game.position().legal_moves().iter().next().copied();
        let mv = mv.expect("a legal move");
        moves.push(mv.to_string());
        room.game.play(mv).unwrap();
    }
    (record, moves)
}

fn find(store: &dyn Store, id: &str) -> GameRecord {
    let all = store.load_all().unwrap();
    let found = all.into_iter().find(|g| g.id == id).expect("stored");
    assert_eq!(
        format!("{found:?}"),
        format!("{:?}", store.load_game(id).unwrap().expect("loaded alone")),
        "load_all and load_game agree"
    );
    found
}

#[test]
fn a_game_its_seats_moves_undo_and_resignation_are_stored() {
    for (name, store) in backends("games") {
        assert_eq!(
            store.last_activity().unwrap(),
            None,
            "{name}: nothing stored"
        );
        let (record, moves) = game("g1", 3);
        store.create(&record, 7).unwrap();
        store.take_seat("g1", 1, "hash-north").unwrap();
        assert_eq!(find(&*store, "g1").last_move_at, None, "{name}");
        for (ply, mv) in moves.iter().enumerate() {
            store.add_move("g1", ply, mv, 100 + ply as i64).unwrap();
        }
        let back = find(&*store, "g1");
        assert_eq!(back.moves, moves, "{name}");
        assert_eq!(back.last_move_at, Some(102), "{name}: the last move's time");
        // Active: made at 7, moved in at 100 to 102; another game made at 50, never moved.
        let (other, _) = game("g0", 0);
        store.create(&other, 50).unwrap();
        let active = |since| {
            let mut ids = store.active_game_ids(since).unwrap();
            ids.sort();
            ids
        };
        assert_eq!(active(7), ["g0", "g1"], "{name}");
        assert_eq!(active(51), ["g1"], "{name}: moved in at 102");
        assert_eq!(active(102), ["g1"], "{name}");
        assert!(active(103).is_empty(), "{name}");
        assert_eq!(store.last_activity().unwrap(), Some(102), "{name}");
        // The same selection, read whole, oldest first.
        let whole = |since| {
            let games = store.load_active(since).unwrap();
            for g in &games {
                assert_eq!(
                    format!("{g:?}"),
                    format!("{:?}", find(&*store, &g.id)),
                    "{name}"
                );
            }
            games.into_iter().map(|g| g.id).collect::<Vec<_>>()
        };
        assert_eq!(whole(7), ["g1", "g0"], "{name}");
        assert_eq!(whole(51), ["g1"], "{name}");
        assert!(whole(103).is_empty(), "{name}");
        assert_eq!(
            back.token_hashes[1].as_deref(),
            Some("hash-north"),
            "{name}"
        );
        assert_eq!(back.invites[1], None, "{name}: the invitation is used up");
        assert_eq!(back.created, 7, "{name}");
        assert!(back.listed, "{name}");
        store.truncate_moves("g1", 1, 3).unwrap();
        store.set_resigned("g1", "south", 1).unwrap();
        let back = find(&*store, "g1");
        assert_eq!(back.moves, moves[..1].to_vec(), "{name}");
        assert_eq!(back.resigned.as_deref(), Some("south"), "{name}");
        assert!(store.load_game("nothing").unwrap().is_none(), "{name}");
    }
}

#[test]
fn a_move_at_a_ply_not_next_is_a_conflict_and_changes_nothing() {
    for (name, store) in backends("conflict") {
        let (record, moves) = game("g2", 2);
        store.create(&record, 1).unwrap();
        store.add_move("g2", 0, &moves[0], 1).unwrap();
        let again = store.add_move("g2", 0, &moves[1], 1).unwrap_err();
        assert!(again.is_conflict(), "{name}: {again}");
        let gap = store.add_move("g2", 5, &moves[1], 1).unwrap_err();
        assert!(gap.is_conflict(), "{name}: {gap}");
        assert_eq!(find(&*store, "g2").moves, moves[..1].to_vec(), "{name}");
    }
}

#[test]
fn an_undo_a_resignation_or_a_seat_on_a_game_changed_meanwhile_is_a_conflict() {
    for (name, store) in backends("stale") {
        let (record, moves) = game("g4", 3);
        store.create(&record, 1).unwrap();
        for (ply, mv) in moves.iter().enumerate() {
            store.add_move("g4", ply, mv, 1).unwrap();
        }
        // Writers that saw the game with two moves: a move was stored since.
        let undo = store.truncate_moves("g4", 1, 2).unwrap_err();
        assert!(undo.is_conflict(), "{name}: {undo}");
        let resign = store.set_resigned("g4", "south", 2).unwrap_err();
        assert!(resign.is_conflict(), "{name}: {resign}");
        assert_eq!(find(&*store, "g4").moves, moves, "{name}: nothing undone");
        assert_eq!(find(&*store, "g4").resigned, None, "{name}");
        // Once resigned, nothing more: no move, no undo, no second resignation.
        store.set_resigned("g4", "north", 3).unwrap();
        for refused in [
            store.add_move("g4", 3, &moves[0], 1),
            store.truncate_moves("g4", 1, 3),
            store.set_resigned("g4", "south", 3),
        ] {
            let e = refused.unwrap_err();
            assert!(e.is_conflict(), "{name}: {e}");
        }
        let back = find(&*store, "g4");
        assert_eq!(back.moves, moves, "{name}");
        assert_eq!(back.resigned.as_deref(), Some("north"), "{name}");
        // A seat is given once: a second writer with the same invitation is refused.
        store.take_seat("g4", 1, "hash-first").unwrap();
        let seat = store.take_seat("g4", 1, "hash-second").unwrap_err();
        assert!(seat.is_conflict(), "{name}: {seat}");
        assert_eq!(
            find(&*store, "g4").token_hashes[1].as_deref(),
            Some("hash-first"),
            "{name}"
        );
    }
}

#[test]
fn of_writers_racing_for_the_same_ply_exactly_one_wins() {
    for (name, store) in backends("race") {
        let (record, moves) = game("g3", 1);
        store.create(&record, 1).unwrap();
        let writers: Vec<_> = (0..6)
            .map(|_| {
                let (store, mv) = (store.clone(), moves[0].clone());
                std::thread::spawn(move || store.add_move("g3", 0, &mv, 1).is_ok())
            })
            .collect();
        let won = writers
            .into_iter()
            .map(|w| w.join())
            .filter(|won| matches!(won, Ok(true)))
            .count();
        assert_eq!(won, 1, "{name}");
        assert_eq!(find(&*store, "g3").moves.len(), 1, "{name}");
    }
}

#[test]
fn a_team_game_its_members_proposals_moves_and_chat_are_stored() {
    for (name, store) in backends("teams") {
        let (mut record, moves) = game("t1", 1);
        record.invites = [None, None];
        let settings = TeamSettings {
            clock_ms: Some(30_000),
            fallback_level: 3,
            away_ms: 60_000,
        };
        let mut teams = Teams::new("t1".into(), settings, ["cs".into(), "cn".into()], 100);
        let first = teams
            .add_member(Side::South, "Ana".into(), Some(token_hash("a")), None, 100)
            .unwrap()
            .member;
        store.create_team_game(&record, 100, &teams).unwrap();
        let engine = teams
            .add_member(Side::North, "Bot".into(), None, Some(4), 110)
            .unwrap();
        assert!(!engine.clock_started, "an engine staffs no team");
        let engine = engine.member;
        store
            .add_member("t1", &engine, Some(engine.id), "cn2", None, None)
            .unwrap();
        assert_eq!(
            store.load_teams("t1", 0).unwrap().map(|t| t.turn_started),
            Some(100),
            "{name}"
        );
        // North's first person starts the turn: stored with the member, at once.
        let joined = teams
            .add_member(Side::North, "Kio".into(), Some(token_hash("k")), None, 150)
            .unwrap();
        assert!(joined.clock_started);
        store
            .add_member(
                "t1",
                &joined.member,
                Some(engine.id),
                "cn2",
                None,
                Some(150),
            )
            .unwrap();
        assert_eq!(
            store.load_teams("t1", 0).unwrap().map(|t| t.turn_started),
            Some(150),
            "{name}"
        );
        // A started turn (its clock now runs) counts as the game's activity.
        assert_eq!(store.last_activity().unwrap(), Some(150), "{name}");
        assert_eq!(store.active_game_ids(150).unwrap(), ["t1"], "{name}");
        let active = store.load_active(150).unwrap();
        assert_eq!(active.len(), 1, "{name}");
        assert_eq!(active[0].id, "t1", "{name}");
        assert!(store.active_game_ids(151).unwrap().is_empty(), "{name}");
        store.set_sower("t1", Side::South, first.id).unwrap();
        let mv = moves[0].parse().unwrap();
        let proposal = Proposal {
            id: 1,
            mv,
            by: first.id,
            agreed: vec![first.id],
        };
        store
            .save_proposals("t1", Side::South, 0, &[proposal], 2)
            .unwrap();
        let line = ChatLine {
            by: first.id,
            text: "sow the first".into(),
            at: 120,
        };
        store.add_chat("t1", Side::South, &line).unwrap();
        let back = store.load_teams("t1", 0).unwrap().expect("a team game");
        assert_eq!(back.settings, settings, "{name}");
        assert_eq!(back.members.len(), 3, "{name}");
        assert_eq!(back.members[1].engine, Some(4), "{name}");
        assert_eq!(back.teams[1].sower, Some(engine.id), "{name}");
        assert_eq!(back.teams[1].invite, "cn2", "{name}");
        assert_eq!(back.teams[0].sower, Some(first.id), "{name}");
        assert_eq!(back.teams[0].proposals.len(), 1, "{name}");
        assert_eq!(back.teams[0].proposals[0].agreed, vec![first.id], "{name}");
        assert_eq!(back.teams[0].next_proposal, 2, "{name}");
        assert_eq!(back.teams[0].chat.len(), 1, "{name}");
        assert_eq!(back.teams[0].chat[0].text, "sow the first", "{name}");
        // The move takes the turn's proposals with it, and restarts the clock.
        store.add_team_move("t1", 0, &moves[0], 500).unwrap();
        let back = store.load_teams("t1", 1).unwrap().expect("a team game");
        assert!(back.teams[0].proposals.is_empty(), "{name}");
        assert_eq!(back.turn_started, 500, "{name}");
        assert!(store
            .add_team_move("t1", 0, &moves[0], 600)
            .unwrap_err()
            .is_conflict());
        assert_eq!(find(&*store, "t1").moves, moves, "{name}");
        assert!(store.load_teams("nothing", 0).unwrap().is_none(), "{name}");
    }
}

/// A series `id` to two wins between two people (the creator's token `creator`), with its
/// first game, not yet stored.
fn series_with_first_game(id: &str, creator: &str) -> (Series, GameRecord) {
    let mut series = Series::new(
        id.into(),
        rules(),
        2,
        [Seat::Human; 2],
        true,
        None,
        Some(token_hash(creator)),
    );
    let (room, first) = series.new_game(0);
    series.push_game(&room);
    (series, first)
}

#[test]
fn a_series_its_players_and_games_are_stored_and_a_game_is_counted_once() {
    for (name, store) in backends("series") {
        let (series, first) = series_with_first_game("s1", "a");
        let record = series.record();
        let new = |game| NewSeriesGame {
            game,
            south: "a",
            teams: None,
        };
        store.create_series(&record, new(&first), 10).unwrap();
        store
            .join_series("s1", 1, "hash-b", Some((&first.id, "north")))
            .unwrap();
        let (_, second) = series.new_game(1);
        store
            .finish_series_game("s1", 0, "{\"winner\":\"a\"}", Some(new(&second)), 20)
            .unwrap();
        let again = store
            .finish_series_game("s1", 0, "{\"winner\":\"a\"}", None, 30)
            .unwrap_err();
        assert!(again.is_conflict(), "{name}: {again}");
        let all = store.load_series().unwrap();
        assert_eq!(all.len(), 1, "{name}");
        let back = store.load_one_series("s1").unwrap().expect("stored");
        assert_eq!(format!("{back:?}"), format!("{:?}", all[0]), "{name}");
        assert_eq!(back.target, 2, "{name}");
        assert_eq!(back.token_hashes[1].as_deref(), Some("hash-b"), "{name}");
        assert_eq!(back.invites[1], None, "{name}");
        assert_eq!(back.games.len(), 2, "{name}");
        assert!(back.games[0].result.is_some(), "{name}");
        assert_eq!(back.games[1].id, second.id, "{name}");
        assert_eq!(
            find(&*store, &first.id).token_hashes[1].as_deref(),
            Some("hash-b"),
            "{name}: the seat in the game in progress took the token"
        );
        // Each game names its series, and the series keeps when it was made.
        assert_eq!(find(&*store, &second.id).series.as_deref(), Some("s1"));
        assert_eq!(find(&*store, &first.id).series.as_deref(), Some("s1"));
        assert_eq!(back.created, 10, "{name}");
        // In play while a game is not counted; over, it is left to be asked for.
        let in_play = store.load_series_in_play().unwrap();
        assert_eq!(format!("{in_play:?}"), format!("{all:?}"), "{name}");
        store
            .finish_series_game("s1", 1, "{\"winner\":\"a\"}", None, 40)
            .unwrap();
        assert!(store.load_series_in_play().unwrap().is_empty(), "{name}");
        // Beside a series in play, only that one.
        let (other, first) = series_with_first_game("s2", "c");
        store
            .create_series(&other.record(), new(&first), 50)
            .unwrap();
        let in_play = store.load_series_in_play().unwrap();
        let ids: Vec<&str> = in_play.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["s2"], "{name}");
        assert_eq!(store.series_in_play_ids().unwrap(), ["s2"], "{name}");
        assert_eq!(store.load_series().unwrap().len(), 2, "{name}");
    }
}

#[test]
fn a_lease_is_one_holders_until_it_expires() {
    for (name, store) in backends("leases") {
        let long = Duration::from_secs(60);
        assert!(store.take_lease("g", "p1", long).unwrap(), "{name}");
        if !store.shared() {
            // One process: every lease is its own.
            assert!(store.take_lease("g", "p2", long).unwrap(), "{name}");
            continue;
        }
        assert!(!store.take_lease("g", "p2", long).unwrap(), "{name}");
        assert!(store.take_lease("g", "p1", long).unwrap(), "{name}");
        assert_eq!(
            store.renew_leases("p1", long).unwrap(),
            vec!["g".to_string()]
        );
        assert!(store.renew_leases("p2", long).unwrap().is_empty());
        // An expired lease goes to whoever asks next.
        assert!(store.take_lease("h", "p1", Duration::ZERO).unwrap());
        assert!(store.take_lease("h", "p2", long).unwrap());
        store.release_leases("p1").unwrap();
        assert!(store.take_lease("g", "p2", long).unwrap());
    }
}

#[test]
fn a_migration_copies_everything_once_and_refuses_a_full_target() {
    let Some(url) = postgres_url("migrate") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("mancala-migrate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let sqlite = SqliteStore::open(&dir.join("m.db")).unwrap();
    let (record, moves) = game("m1", 4);
    sqlite.create(&record, 5).unwrap();
    for (ply, mv) in moves.iter().enumerate() {
        sqlite.add_move("m1", ply, mv, 5).unwrap();
    }
    let (mut team_game, _) = game("m2", 0);
    team_game.invites = [None, None];
    let settings = TeamSettings {
        clock_ms: None,
        fallback_level: 2,
        away_ms: 60_000,
    };
    let mut teams = Teams::new("m2".into(), settings, ["a".into(), "b".into()], 9);
    teams
        .add_member(Side::South, "Ana".into(), Some(token_hash("x")), None, 9)
        .unwrap();
    sqlite.create_team_game(&team_game, 9, &teams).unwrap();
    let line = ChatLine {
        by: 1,
        text: "hello".into(),
        at: 10,
    };
    sqlite.add_chat("m2", Side::South, &line).unwrap();
    let mut series = Series::new(
        "ms".into(),
        rules(),
        3,
        [Seat::Human, Seat::Engine(2)],
        false,
        None,
        Some(token_hash("a")),
    );
    let (room, first) = series.new_game(0);
    series.push_game(&room);
    let new = NewSeriesGame {
        game: &first,
        south: "a",
        teams: None,
    };
    sqlite.create_series(&series.record(), new, 11).unwrap();
    sqlite.add_study(&study("s-9", 12, Some(3))).unwrap();

    let target = PostgresStore::connect(&url).unwrap();
    let copied = target.copy_from(&sqlite, false).unwrap();
    assert_eq!((copied.games, copied.moves), (3, 4));
    assert_eq!((copied.team_games, copied.series), (1, 1));
    let debug = |store: &dyn Store| {
        let games = store.load_all().unwrap();
        let teams: Vec<_> = games
            .iter()
            .map(|g| format!("{:?}", store.load_teams(&g.id, g.moves.len()).unwrap()))
            .collect();
        format!(
            "{games:?} {teams:?} {:?} {:?}",
            store.load_series().unwrap(),
            store.load_studies(usize::MAX).unwrap()
        )
    };
    assert_eq!(debug(&sqlite), debug(&target));
    let refused = target.copy_from(&sqlite, false).unwrap_err();
    assert!(refused.to_string().contains("not empty"), "{refused}");
    assert_eq!(target.copy_from(&sqlite, true).unwrap(), copied);
    assert_eq!(debug(&sqlite), debug(&target));
}

#[test]
fn a_migration_reads_its_source_without_changing_it_and_refuses_other_files() {
    let dir = std::env::temp_dir().join(format!("mancala-migrate-ro-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Files that are not a server database are refused by name and left as they were.
    let unrelated = dir.join("notes.db");
    rusqlite::Connection::open(&unrelated)
        .unwrap()
        .execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep');")
        .unwrap();
    let empty = dir.join("empty.db");
    std::fs::write(&empty, b"").unwrap();
    let text = dir.join("text.db");
    std::fs::write(
        &text,
        b"not a database at all, just some words\n".repeat(200),
    )
    .unwrap();
    for (file, says) in [
        (
            &unrelated,
            "not a mancala server database (it has no games table)",
        ),
        (&empty, "not a mancala server database"),
        (&text, "not a SQLite database"),
    ] {
        let before = std::fs::read(file).unwrap();
        let Err(refused) = SqliteStore::open_read_only(file) else {
            panic!("{} was opened", file.display());
        };
        let refused = refused.to_string();
        assert!(refused.contains(says), "{refused}");
        assert!(refused.contains(&file.display().to_string()), "{refused}");
        assert_eq!(std::fs::read(file).unwrap(), before, "{}", file.display());
    }

    // A database written before some columns and tables existed: its rows are read with
    // today's defaults for what it lacks, and the file is not upgraded in passing.
    let old = dir.join("old.db");
    {
        let sqlite = SqliteStore::open(&old).unwrap();
        let (record, moves) = game("o1", 3);
        sqlite.create(&record, 5).unwrap();
        for (ply, mv) in moves.iter().enumerate() {
            sqlite.add_move("o1", ply, mv, 5).unwrap();
        }
    }
    let raw = rusqlite::Connection::open(&old).unwrap();
    raw.execute_batch(
        "ALTER TABLE games DROP COLUMN listed; ALTER TABLE games DROP COLUMN rematch;
         DROP INDEX moves_played; ALTER TABLE moves DROP COLUMN played; DROP TABLE series; DROP TABLE studies;",
    )
    .unwrap();
    drop(raw);
    let files = |dir: &std::path::Path| {
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let (before, listing) = (std::fs::read(&old).unwrap(), files(&dir));
    let source = SqliteStore::open_read_only(&old).unwrap();
    if let Some(url) = postgres_url("migrate_old") {
        let target = PostgresStore::connect(&url).unwrap();
        let copied = target.copy_from(&source, false).unwrap();
        assert_eq!((copied.games, copied.moves, copied.series), (1, 3, 0));
        let games = target.load_all().unwrap();
        assert_eq!(games.len(), 1);
        assert!(
            games[0].listed,
            "a game from before the lobby flag is listed"
        );
        assert_eq!((games[0].moves.len(), games[0].rematch.clone()), (3, None));
    }
    assert!(
        source.create(&game("o2", 0).0, 6).is_err(),
        "the source is read only"
    );
    drop(source);
    assert_eq!(std::fs::read(&old).unwrap(), before, "the source changed");
    // Only SQLite's own side files of a WAL database may appear, the log empty.
    let mut with_sides = listing.clone();
    with_sides.extend(["old.db-shm".into(), "old.db-wal".into()]);
    with_sides.sort();
    let after = files(&dir);
    assert!(after == listing || after == with_sides, "{after:?}");
    if after == with_sides {
        assert_eq!(std::fs::metadata(dir.join("old.db-wal")).unwrap().len(), 0);
    }
}

/// A submitted study as the server stores it.
fn study(id: &str, created: i64, difficulty: Option<u8>) -> SubmittedRecord {
    SubmittedRecord {
        id: id.to_string(),
        position: mancala_rules::History::new(rules()).to_json(),
        name: "Nkoitoi \u{e9}'s \"study\"".to_string(),
        value: -6,
        solution: "3R 4L 1R".to_string(),
        difficulty,
        created,
    }
}

#[test]
fn submitted_studies_are_stored_once_and_read_back_oldest_first() {
    for (name, store) in backends("studies") {
        assert!(store.load_studies(10).unwrap().is_empty(), "{name}");
        assert_eq!(store.load_study("s-1").unwrap(), None, "{name}");
        let late = study("s-2", 2_000, None);
        let early = study("s-1", 1_000, Some(7));
        assert_eq!(store.find_study(&late.position).unwrap(), None, "{name}");
        store.add_study(&late).unwrap();
        assert_eq!(
            store.find_study(&late.position).unwrap().as_deref(),
            Some("s-2"),
            "{name}"
        );
        store.add_study(&early).unwrap();
        // The oldest study of a position is the one found; another position has none.
        assert_eq!(
            store.find_study(&early.position).unwrap().as_deref(),
            Some("s-1"),
            "{name}"
        );
        assert_eq!(store.find_study("{}").unwrap(), None, "{name}");
        let taken = store.add_study(&study("s-1", 3_000, Some(1))).unwrap_err();
        assert!(taken.is_conflict(), "{name}: {taken}");
        assert_eq!(
            store.load_studies(10).unwrap(),
            vec![early.clone(), late.clone()],
            "{name}"
        );
        // One by its id; the list's bound keeps the newest.
        assert_eq!(
            store.load_study("s-1").unwrap(),
            Some(early.clone()),
            "{name}"
        );
        assert_eq!(
            store.load_study("s-2").unwrap(),
            Some(late.clone()),
            "{name}"
        );
        assert_eq!(store.load_study("s-3").unwrap(), None, "{name}");
        let newest = study("s-3", 3_000, Some(2));
        store.add_study(&newest).unwrap();
        assert_eq!(
            store.load_studies(2).unwrap(),
            vec![late.clone(), newest.clone()],
            "{name}"
        );
    }
}

#[test]
fn a_new_study_is_stored_only_when_its_position_is_not_one_already() {
    for (name, store) in backends("new_studies") {
        let first = study("s-1", 1_000, Some(2));
        assert_eq!(store.add_new_study(&first).unwrap(), None, "{name}");
        // The same position under another id and name: refused, naming the first, not stored.
        let copy = SubmittedRecord {
            id: "s-2".to_string(),
            name: "Another name".to_string(),
            ..study("s-2", 2_000, None)
        };
        assert_eq!(
            store.add_new_study(&copy).unwrap().as_deref(),
            Some("s-1"),
            "{name}"
        );
        assert_eq!(
            store.load_studies(10).unwrap(),
            vec![first.clone()],
            "{name}"
        );
        assert_eq!(store.load_study("s-2").unwrap(), None, "{name}");
        // Another position is stored.
        let other = SubmittedRecord {
            position: "{\"other\":1}".to_string(),
            ..study("s-3", 3_000, None)
        };
        assert_eq!(store.add_new_study(&other).unwrap(), None, "{name}");
        assert_eq!(store.load_studies(10).unwrap().len(), 2, "{name}");
    }
}

#[test]
fn processes_sharing_postgres_store_a_position_racing_in_once() {
    let Some(url) = postgres_url("study_race") else {
        return;
    };
    // Two stores on one database, as two server processes are; each round both submit the
    // same new position at once, under different ids.
    let stores: Vec<Arc<PostgresStore>> = (0..2)
        .map(|_| Arc::new(PostgresStore::connect(&url).unwrap()))
        .collect();
    for round in 0..20 {
        let position = format!("{{\"round\":{round}}}");
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let handles: Vec<_> = stores
            .iter()
            .enumerate()
            .map(|(i, store)| {
                let store = store.clone();
                let barrier = barrier.clone();
                let record = SubmittedRecord {
                    position: position.clone(),
                    ..study(&format!("s-{round}-{i}"), 1_000 + round, None)
                };
                std::thread::spawn(move || {
                    barrier.wait();
                    store.add_new_study(&record).unwrap()
                })
            })
            .collect();
        let answers: Vec<Option<String>> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let stored: Vec<_> = answers.iter().filter(|a| a.is_none()).collect();
        assert_eq!(stored.len(), 1, "round {round}: {answers:?}");
        let kept = stores[0].find_study(&position).unwrap();
        assert!(
            answers.iter().flatten().all(|id| Some(id) == kept.as_ref()),
            "round {round}: {answers:?} {kept:?}"
        );
    }
    assert_eq!(stores[1].load_studies(100).unwrap().len(), 20);
}

/// A stored game between two seated people, `moves` moves played at `at` (ms).
fn seated_game(store: &SqliteStore, id: &str, created: i64, moves: usize, at: i64) {
    let (mut record, played) = game(id, moves);
    record.created = created;
    record.listed = false;
    store.create(&record, created).unwrap();
    store.take_seat(id, 0, "hash-south").unwrap();
    store.take_seat(id, 1, "hash-north").unwrap();
    for (ply, mv) in played.iter().enumerate() {
        store.add_move(id, ply, mv, at).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_gives_ages_and_drops_games_without_a_move_for_a_day() {
    let db = crate::common::temp_db("abandoned");
    let now = mancala_domain::token::now_ms();
    let (hour, day) = (3_600_000, 24 * 3_600_000);
    {
        let store = SqliteStore::open(&db).unwrap();
        // Created two days ago, last move an hour ago: still played, so listed.
        seated_game(&store, "recent", now - 2 * day, 2, now - hour);
        // Created two days ago, last move 25 hours ago: abandoned.
        seated_game(&store, "abandoned", now - 2 * day, 2, now - day - hour);
        // Created 25 hours ago and never moved: abandoned too.
        seated_game(&store, "unmoved", now - day - hour, 0, 0);
        // Created a minute ago, no move yet: listed.
        seated_game(&store, "new", now - 60_000, 0, 0);
    }
    let server = crate::common::start(&db).await;
    let (status, lobby) = crate::common::get(&server.base, "/api/lobby").await;
    assert_eq!(status, 200, "{lobby}");
    let ids: Vec<&str> = lobby["playing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["new", "recent"], "newest activity first: {lobby}");
    let recent = &lobby["playing"][1];
    assert_eq!(recent["created"], now - 2 * day);
    assert_eq!(recent["last_move_at"], now - hour);
    assert!(lobby["playing"][0].get("last_move_at").is_none());
    let served = lobby["now"].as_i64().unwrap();
    assert!(served >= now, "{lobby}");
    // An abandoned game is only out of the lobby: its page still opens.
    let (status, _) = crate::common::get(&server.base, "/api/games/abandoned").await;
    assert_eq!(status, 200);
    server.task.abort();
}

#[test]
fn a_sqlite_file_from_before_move_times_opens_and_keeps_its_moves() {
    let db = crate::common::temp_db("old-moves");
    {
        let old = rusqlite::Connection::open(&db).unwrap();
        old.execute_batch(
            "CREATE TABLE games (id TEXT PRIMARY KEY, start TEXT NOT NULL, south TEXT NOT NULL,
                 north TEXT NOT NULL, resigned TEXT, created INTEGER NOT NULL);
             CREATE TABLE seats (game_id TEXT NOT NULL, side TEXT NOT NULL, token_hash TEXT,
                 invite TEXT, PRIMARY KEY (game_id, side));
             CREATE TABLE moves (game_id TEXT NOT NULL, ply INTEGER NOT NULL, mv TEXT NOT NULL,
                 PRIMARY KEY (game_id, ply));",
        )
        .unwrap();
        let (record, moves) = game("old", 1);
        old.execute(
            "INSERT INTO games VALUES (?1, ?2, 'human', 'human', NULL, 3)",
            rusqlite::params![record.id, record.start],
        )
        .unwrap();
        old.execute(
            "INSERT INTO moves VALUES ('old', 0, ?1)",
            rusqlite::params![moves[0]],
        )
        .unwrap();
    }
    let store = SqliteStore::open(&db).unwrap();
    let back = find(&store, "old");
    assert_eq!(back.moves.len(), 1);
    assert_eq!(back.last_move_at, None, "an old move has no time");
    let (_, more) = game("old", 2);
    store.add_move("old", 1, &more[1], 42).unwrap();
    assert_eq!(find(&store, "old").last_move_at, Some(42));
}

/// A SQLite file written before the lookup indexes (and so before the schema was numbered:
/// `user_version` 0) gets them when opened, and the
/// queries a start makes (the last activity, the games active since, a game's series,
/// the series in play) read them rather than every game and move.
#[test]
fn the_activity_a_start_reads_is_found_by_index() {
    let path = std::env::temp_dir().join(format!("mancala-indexes-{}.db", std::process::id()));
    let _ = std::fs::remove_file(&path);
    drop(SqliteStore::open(&path).unwrap());
    let indexes = "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN \
                   ('games_created', 'moves_played', 'series_games_game', \
                   'series_games_in_play', 'team_games_turn_started') ORDER BY name";
    let names = |db: &rusqlite::Connection| -> Vec<String> {
        let mut query = db.prepare(indexes).unwrap();
        let rows = query.query_map([], |row| row.get(0)).unwrap();
        rows.map(Result::unwrap).collect()
    };
    let raw = rusqlite::Connection::open(&path).unwrap();
    assert_eq!(
        names(&raw),
        [
            "games_created",
            "moves_played",
            "series_games_game",
            "series_games_in_play",
            "team_games_turn_started"
        ]
    );
    raw.execute_batch(
        "DROP INDEX games_created; DROP INDEX moves_played; DROP INDEX team_games_turn_started;
         DROP INDEX series_games_game; DROP INDEX series_games_in_play;
         PRAGMA user_version = 0;",
    )
    .unwrap();
    drop(raw);
    let sqlite = SqliteStore::open(&path).unwrap();
    let (record, moves) = game("i1", 2);
    sqlite.create(&record, 5).unwrap();
    for (ply, mv) in moves.iter().enumerate() {
        sqlite.add_move("i1", ply, mv, 6 + ply as i64).unwrap();
    }
    assert_eq!(sqlite.last_activity().unwrap(), Some(7));
    assert_eq!(sqlite.active_game_ids(7).unwrap(), ["i1"]);
    drop(sqlite);
    let raw = rusqlite::Connection::open(&path).unwrap();
    assert_eq!(
        names(&raw),
        [
            "games_created",
            "moves_played",
            "series_games_game",
            "series_games_in_play",
            "team_games_turn_started"
        ]
    );
    let plan = |sql: &str| -> String {
        let mut query = raw.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
        let rows = query.query_map([], |row| row.get::<_, String>(3)).unwrap();
        rows.map(Result::unwrap).collect::<Vec<_>>().join("\n")
    };
    for (sql, index) in [
        ("SELECT MAX(played) FROM moves", "moves_played"),
        (
            "SELECT game_id FROM moves WHERE played >= 7",
            "moves_played",
        ),
        ("SELECT id FROM games WHERE created >= 7", "games_created"),
        (
            "SELECT game_id FROM team_games WHERE turn_started >= 7",
            "team_games_turn_started",
        ),
        (
            "SELECT series_id FROM series_games WHERE game_id = 'i1'",
            "series_games_game",
        ),
        (
            "SELECT DISTINCT series_id FROM series_games WHERE result IS NULL",
            "series_games_in_play",
        ),
    ] {
        let plan = plan(sql);
        assert!(plan.contains(index), "{sql}: {plan}");
    }
    drop(raw);
    let _ = std::fs::remove_file(&path);
}
