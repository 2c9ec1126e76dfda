//! `mancala play --plain`, `replay`, `convert` and `match --record` through the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_mancala");

fn run(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-cli-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn play_is_plain_when_piped_and_saves_a_record_that_loads_back() {
    let save = temp("plain.txt");
    let save_arg = save.to_str().unwrap();
    let (ok, out, err) = run(
        &[
            "play",
            "--game",
            "sadeqa-ii",
            "--north",
            "level:1",
            "--engine-ms",
            "20",
            "--save",
            save_arg,
        ],
        "6\nsave\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(out.contains("north plays 6"), "{out}");
    assert!(out.contains("saved to"), "{out}");
    // Load it and go on.
    let (ok, out, err) = run(
        &[
            "play",
            "--load",
            save_arg,
            "--north",
            "level:1",
            "--engine-ms",
            "20",
        ],
        "moves\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(out.contains("moves: 6 6"), "{out}");
}

#[test]
fn match_record_convert_and_replay() {
    let text = temp("match.txt");
    let json = temp("match.json");
    let (ok, _, err) = run(
        &[
            "match",
            "--game",
            "giuthi",
            "--holes",
            "5",
            "--seeds",
            "4",
            "--games",
            "4",
            "--threads",
            "2",
            "--record",
            text.to_str().unwrap(),
            "ab:depth=2",
            "random",
        ],
        "",
    );
    assert!(ok, "{err}");
    let records = std::fs::read_to_string(&text).unwrap();
    assert_eq!(records.matches("[Game \"giuthi\"]").count(), 4);
    // Written as they finish on two threads, yet in the order of their rounds.
    let rounds: Vec<&str> = records
        .lines()
        .filter_map(|l| l.strip_prefix("[Round \""))
        .collect();
    assert_eq!(rounds, ["1\"]", "2\"]", "3\"]", "4\"]"], "{records}");
    // Each game says its number and how many plies its pair's opening had (2 random plies,
    // no forced one at the start of Giuthi).
    assert_eq!(records.matches("[Round \"").count(), 4);
    assert_eq!(records.matches("[Opening \"2\"]").count(), 4, "{records}");
    // A second file beside the output, left from an earlier and longer run, is pointed out.
    let stale = json.with_file_name("match-2.json");
    std::fs::write(&stale, "[]").unwrap();
    let (ok, _, err) = run(
        &["convert", text.to_str().unwrap(), json.to_str().unwrap()],
        "",
    );
    assert!(ok, "{err}");
    assert!(
        err.contains("match-2.json is left from an earlier run"),
        "{err}"
    );
    let _ = std::fs::remove_file(&stale);
    let (ok, out, err) = run(
        &["replay", json.to_str().unwrap(), "--index", "3", "--plain"],
        "",
    );
    assert!(ok, "{err}");
    assert!(out.starts_with("ply 0 of"), "{out}");
    assert!(out.contains("result: "), "{out}");
    let (ok, _, err) = run(&["replay", json.to_str().unwrap(), "--index", "9"], "");
    assert!(!ok);
    assert!(err.contains("--index 9"), "{err}");
}

#[test]
fn a_replay_whose_reader_stops_early_ends_quietly() {
    // An En Gehé 2x50 game between random players prints far more than a pipe holds, so
    // the replay is still writing when its reader goes away.
    let text = temp("long.txt");
    let (ok, _, err) = run(
        &[
            "match",
            "--game",
            "en-gehe",
            "--holes",
            "50",
            "--games",
            "2",
            "--record",
            text.to_str().unwrap(),
            "random",
            "random",
        ],
        "",
    );
    assert!(ok, "{err}");
    // `replay --plain FILE | head -c 16`: success, and nothing on standard error.
    let mut child = Command::new(BIN)
        .args(["replay", text.to_str().unwrap(), "--plain"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn bad_records_are_reported_with_their_place() {
    let bad = temp("bad.txt");
    std::fs::write(&bad, "[Game \"en-dodoi\"]\n\n1. 3 2. 9 *\n").unwrap();
    let (ok, out, err) = run(&["replay", bad.to_str().unwrap(), "--plain"], "");
    assert!(!ok);
    assert!(out.is_empty());
    assert!(
        err.contains("ply 2: illegal move 9") && err.contains("legal moves"),
        "{err}"
    );
    std::fs::write(&bad, "[Game \"en-dodoi\"\n*").unwrap();
    let (ok, _, err) = run(
        &[
            "convert",
            bad.to_str().unwrap(),
            temp("out.json").to_str().unwrap(),
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("line 1, column 17"), "{err}");
    assert!(
        !temp("out.json").exists(),
        "nothing is written from a bad record"
    );
    let (ok, _, err) = run(&["play", "--game", "giuthi", "--south", "robot"], "");
    assert!(!ok);
    assert!(err.contains("human or level"), "{err}");
    let (ok, _, err) = run(&["play"], "");
    assert!(!ok);
    assert!(err.contains("--game"), "{err}");
}

#[test]
fn play_engine_seed_fixes_the_engine_moves_and_is_saved_and_loaded() {
    // Two level-2 engines play a whole game in plain mode: the seed decides every move.
    let game = |seed: &str| {
        let line =
            format!("play --game en-dodoi --south level:2 --north level:2 --engine-seed {seed}");
        let (ok, out, err) = run(&line.split(' ').collect::<Vec<_>>(), "");
        assert!(ok, "{err}");
        assert!(out.contains("game over"), "{out}");
        out
    };
    assert_eq!(game("42"), game("42"), "the same seed plays the same game");
    assert!(
        ["1", "2", "3"].iter().any(|s| game(s) != game("42")),
        "different seeds play different games"
    );
    // The saved record carries the seed, and --load plays on from it and saves it again.
    let save = temp("seeded.txt");
    let save_arg = save.to_str().unwrap();
    let saved = |first: &[&str], input: &str| {
        let mut args = first.to_vec();
        args.extend(["--north", "level:2", "--save", save_arg]);
        let (ok, _, err) = run(&args, input);
        assert!(ok, "{err}");
        std::fs::read_to_string(&save).unwrap()
    };
    let tag = "[EngineSeed \"18446744073709551615\"]";
    let max = "18446744073709551615";
    let first = saved(
        &["play", "--game", "en-dodoi", "--engine-seed", max],
        "3\nsave\nquit\n",
    );
    assert!(first.contains(tag) && !first.contains("3. "), "{first}");
    let again = saved(&["play", "--load", save_arg], "4\nsave\nquit\n");
    assert!(again.contains(tag) && again.contains("4. "), "{again}");
    // The engine replied as it does in one session with that seed.
    let moves = |record: &str| record.split_once("\n\n").map(|(_, m)| m.to_string());
    let whole = saved(
        &["play", "--game", "en-dodoi", "--engine-seed", max],
        "3\n4\nsave\nquit\n",
    );
    assert_eq!(moves(&whole), moves(&again));
    // A seed that is not a u64 is refused by the argument parser.
    for bad in ["abc", "18446744073709551616", "-1"] {
        let (ok, _, err) = run(
            &[
                "play",
                "--game",
                "en-dodoi",
                &format!("--engine-seed={bad}"),
            ],
            "",
        );
        assert!(!ok);
        assert!(err.contains("--engine-seed"), "{err}");
    }
    let (ok, out, _) = run(&["play", "--help"], "");
    assert!(ok && out.contains("--engine-seed <N>"), "{out}");
}

/// A game lost on time is recorded with the winner's result and its termination, and replays.
#[cfg(unix)]
#[test]
fn a_game_lost_on_time_is_recorded_as_a_time_forfeit() {
    // A stand-in engine that takes 300 ms over every move, against a clock of 100 ms.
    let slow = temp("slow-engine.sh");
    std::fs::write(
        &slow,
        "while read -r line; do\n  case \"$line\" in\n    protocol_version*) printf '= 2\\n\\n' ;;\n    genmove*) sleep 0.3; printf '= 1\\n\\n' ;;\n    quit*) exit 0 ;;\n    *) printf '=\\n\\n' ;;\n  esac\ndone\n",
    )
    .unwrap();
    let text = temp("forfeit.txt");
    let engine = format!("cmd:sh {}", slow.to_str().unwrap());
    let (ok, out, err) = run(
        &[
            "match",
            "--game",
            "en-dodoi",
            "--games",
            "2",
            "--clock",
            "0.1",
            "--json",
            "--record",
            text.to_str().unwrap(),
            &engine,
            "random",
        ],
        "",
    );
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(value["losses"], 2, "{out}");
    assert_eq!(value["times"]["player_a"]["lost_on_time"], 2, "{out}");
    assert_eq!(value["times"]["player_b"]["lost_on_time"], 0, "{out}");
    let records = std::fs::read_to_string(&text).unwrap();
    assert_eq!(
        records.matches("[TimeControl \"0.1+0\"]").count(),
        2,
        "{records}"
    );
    assert_eq!(
        records.matches("[Termination \"time forfeit\"]").count(),
        2,
        "{records}"
    );
    // The slow engine is South in one game and North in the other: each loses.
    assert_eq!(records.matches("[Result \"0-1\"]").count(), 1, "{records}");
    assert_eq!(records.matches("[Result \"1-0\"]").count(), 1, "{records}");
    let (ok, out, err) = run(&["replay", text.to_str().unwrap(), "--plain"], "");
    assert!(ok, "{err}");
    assert!(out.contains("(time forfeit)"), "{out}");
}
