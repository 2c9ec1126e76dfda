//! End-to-end tests of the real `mancala` binary: the engine protocol over pipes, `bench`'s
//! JSON, and refused command lines.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::thread;

const BIN: &str = env!("CARGO_BIN_EXE_mancala");

/// A command for the binary, without the backtrace variables that would lengthen error output.
fn mancala(args: &[&str]) -> Command {
    let mut command = Command::new(BIN);
    command
        .args(args)
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE");
    command
}

/// Runs `mancala engine` with `input` on its standard input (written from another thread, so
/// large inputs cannot deadlock against the output pipe) and waits for it to exit.
fn engine(input: &[u8]) -> Output {
    let mut child = mancala(&["engine"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let data = input.to_vec();
    // The engine may stop reading early (after `quit`): a broken pipe here is expected.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let output = child.wait_with_output().expect("the binary runs");
    writer.join().expect("writer thread");
    output
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}

/// Checks a clean exit with status 0 and nothing on standard error; returns standard output.
#[track_caller]
fn clean(output: &Output) -> &str {
    assert_eq!(
        output.status.code(),
        Some(0),
        "exit status; stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(text(&output.stderr), "", "nothing on stderr");
    text(&output.stdout)
}

/// The answers of an engine output, without their closing empty line.
fn answers(out: &str) -> Vec<&str> {
    assert!(out.is_empty() || out.ends_with("\n\n"), "{out:?}");
    out.split_terminator("\n\n").collect()
}

/// A tiny deterministic random source (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

const GIUTHI_AFTER_1R: &str = r#"{"game":"giuthi","holes":8,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[2,11,11,11,11,11,11,11,1,8,8,8,8,8,8,0],"captured":[0,0],"to_move":"north","ply":1,"result":null}"#;

// ---------------------------------------------------------------------------------------------
// The engine protocol

#[test]
fn engine_script_exact_output() {
    let input = "protocol_version\n\
                 1 name\n\
                 # a comment\n\
                 \n\
                 2 state\n\
                 new_game giuthi\r\n\
                 legal_moves\n\
                 play 1R\n\
                 3 state\n\
                 play 1R\n\
                 undo\n\
                 undo\n\
                 set_position {\"game\":\"en-dodoi\",\"board\":[0,0,0,0,0,0,1,2,3,0,0,0],\"captured\":[10,20],\"to_move\":\"south\",\"ply\":37,\"x\":1}\n\
                 state\n\
                 genmove depth=3\n\
                 analyze depth=3\n\
                 set_position [1]\n\
                 legal_moves\n\
                 9 quit\n\
                 name\n\
                 new_game en-gehe\n";
    let output = engine(input.as_bytes());
    let out = clean(&output);
    let expected = [
        "= 2",
        "=1 mancala",
        "?2 no game: start one with new_game or set_position",
        "=",
        "= 1R 1L 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L 8R 8L",
        "=",
        &format!("=3 {GIUTHI_AFTER_1R}"),
        "? illegal move 1R: hole 1 holds a single seed, which cannot be sown; legal moves: 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L",
        "=",
        "? nothing to undo: no ply has been played since the game started",
        "=",
        r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,0,0,0,0,1,2,3,0,0,0],"captured":[10,20],"to_move":"south","ply":37,"result":{"winner":"north","score":[10,26],"reason":"no-move"}}"#,
        "? the game is over: there is no move to generate",
        "=",
        "? position is not valid JSON: a position must be a JSON object",
        "=",
        "=9",
    ];
    assert_eq!(answers(out), expected);
    let whole: String = expected.iter().map(|a| format!("{a}\n\n")).collect();
    assert_eq!(out, whole);
}

#[test]
fn engine_version_matches_the_package() {
    let output = engine(b"version\nname\nprotocol_version\n");
    assert_eq!(
        clean(&output),
        format!("= {}\n\n= mancala\n\n= 2\n\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn engine_end_of_input_acts_as_quit() {
    // No quit, no final newline: the last command is answered and the engine exits with 0.
    let output = engine(b"new_game giuthi\nplay 1R\nstate");
    assert_eq!(clean(&output), format!("=\n\n=\n\n= {GIUTHI_AFTER_1R}\n\n"));
    // Empty input: no output at all.
    let output = engine(b"");
    assert_eq!(clean(&output), "");
}

#[test]
fn engine_quit_stops_reading() {
    let mut input = b"new_game en-dodoi\nquit\n".to_vec();
    // Much more input after quit, none of it answered.
    for _ in 0..20_000 {
        input.extend_from_slice(b"name\n");
    }
    let output = engine(&input);
    assert_eq!(clean(&output), "=\n\n=\n\n");
}

#[test]
fn engine_genmove_plays_a_legal_move() {
    let output =
        engine(b"new_game en-dodoi\n4 genmove depth=3\nstate\ngenmove nodes=2000\nlegal_moves\n");
    let out = clean(&output);
    let all = answers(out);
    assert_eq!(all.len(), 5, "{out}");
    assert_eq!(all[0], "=");
    let mv = all[1].strip_prefix("=4 ").expect("a move");
    assert!(["1", "2", "3", "4", "5", "6"].contains(&mv), "{mv}");
    assert!(
        all[2].starts_with(r#"= {"game":"en-dodoi","#)
            && all[2].contains(r#""to_move":"north","ply":1,"#),
        "{}",
        all[2]
    );
    assert!(all[3].starts_with("= ") && all[3].len() == 3, "{}", all[3]);
    assert!(all[4].starts_with('='), "{}", all[4]);
}

#[test]
fn engine_one_megabyte_line_is_refused_and_the_engine_goes_on() {
    let mut input = b"new_game giuthi\nplay 1R\n".to_vec();
    input.extend(std::iter::repeat_n(b'z', 1 << 20));
    input.extend_from_slice(b"\n5 state\n");
    // And a 1 MB line at the very end, without a newline.
    input.extend(std::iter::repeat_n(b'7', 1 << 20));
    let output = engine(&input);
    assert_eq!(
        clean(&output),
        format!(
            "=\n\n=\n\n? line too long: 1048576 bytes, the limit is 65536\n\n=5 {GIUTHI_AFTER_1R}\n\n? line too long: 1048576 bytes, the limit is 65536\n\n"
        )
    );
}

#[test]
fn engine_survives_random_bytes() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut input = Vec::new();
    for _ in 0..400_000 {
        let r = rng.next();
        input.push(match r % 16 {
            0 => b'\n',
            1 => b' ',
            2 => b'\r',
            3 => b"=?#0123456789"[(r >> 8) as usize % 13],
            _ => (r >> 16) as u8,
        });
    }
    // Some command-like lines with garbage arguments, and a long line in the middle.
    input.extend_from_slice(
        b"\nnew_game giuthi holes=\xff\nset_position {\"game\":\xfe}\nplay \x00\n",
    );
    input.extend(std::iter::repeat_n(0x80u8, 200_000));
    input.extend_from_slice(b"\nnew_game en-dodoi\nplay 1\nstate\n");
    let output = engine(&input);
    let out = clean(&output);
    let all = answers(out);
    assert!(all.len() > 1000, "{} answers", all.len());
    let (last, rest) = all.split_last().unwrap();
    assert_eq!(
        *last,
        r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[2,7,0,6,1,6,6,6,0,0,6,6],"captured":[2,0],"to_move":"north","ply":1,"result":null}"#
    );
    let (ok, failed): (Vec<&&str>, Vec<&&str>) = rest.iter().partition(|a| a.starts_with('='));
    assert_eq!(ok.len(), 2, "only new_game and play succeed: {ok:?}");
    assert!(failed.iter().all(|a| a.starts_with('?')));
    assert!(failed.contains(&&"? line too long: 200000 bytes, the limit is 65536"));
}

// ---------------------------------------------------------------------------------------------
// bench

#[test]
fn bench_json_reports_speeds() {
    let output = mancala(&["bench", "--game", "en-dodoi", "--seconds", "0.2", "--json"])
        .output()
        .expect("the binary runs");
    let out = clean(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "one board, one JSON object: {out}");
    let value: serde_json::Value = serde_json::from_str(lines[0]).expect("JSON");
    let object = value.as_object().expect("a JSON object");
    assert_eq!(object["game"], "en-dodoi");
    assert_eq!(object["holes"], 6);
    assert_eq!(object["seeds"], 4);
    for key in ["plies_per_sec", "games_per_sec"] {
        let speed = object[key]
            .as_f64()
            .unwrap_or_else(|| panic!("{key} is a number: {out}"));
        assert!(speed > 0.0, "{key} = {speed}");
    }
    let plies = object["plies"].as_u64().expect("plies");
    let games = object["games"].as_u64().expect("games");
    assert!(games > 0 && plies >= games, "{out}");
}

#[test]
fn bench_solve_json_gives_each_position_as_an_object() {
    let output = mancala(&[
        "bench",
        "--solve",
        "--game",
        "giuthi",
        "--holes",
        "5",
        "--board-seeds",
        "6",
        "--positions",
        "2",
        "--hash",
        "16",
        "--json",
    ])
    .output()
    .expect("the binary runs");
    let out = clean(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "one JSON object a position: {out}");
    for line in lines {
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let position = &value["position"];
        assert_eq!(position["game"], "giuthi", "{line}");
        assert!(position["board"].is_array(), "{line}");
        assert!(value["value"].is_i64(), "{line}");
    }
}

// ---------------------------------------------------------------------------------------------
// Refused command lines

/// Runs the binary and checks a failure: non-zero status, nothing on stdout, no panic, and
/// every one of `needles` on stderr.
#[track_caller]
fn refused(args: &[&str], needles: &[&str]) {
    let output = mancala(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success() && output.status.code().is_some(),
        "{args:?} must fail with an exit status: {:?}, stderr {stderr}",
        output.status
    );
    assert_eq!(text(&output.stdout), "", "{args:?}: nothing on stdout");
    assert!(!stderr.contains("panicked"), "{args:?} panicked: {stderr}");
    for needle in needles {
        assert!(
            stderr.contains(needle),
            "{args:?}: stderr lacks {needle:?}: {stderr}"
        );
    }
}

#[test]
fn bench_bad_arguments() {
    refused(
        &["bench", "--seconds", "-1"],
        &["--seconds must be more than 0 and at most 3600, not -1"],
    );
    refused(
        &["bench", "--seconds=-1"],
        &["--seconds must be more than 0 and at most 3600, not -1"],
    );
    refused(
        &["bench", "--game", "en-dodoi", "--seconds", "0"],
        &["--seconds must be more than 0 and at most 3600, not 0"],
    );
    refused(
        &["bench", "--seconds", "7200"],
        &["--seconds must be more than 0 and at most 3600, not 7200"],
    );
    refused(&["bench", "--seconds", "fast"], &["'fast'", "--seconds"]);
    refused(
        &["bench", "--holes", "6"],
        &["--holes, --seeds and --option need --game"],
    );
    refused(
        &["bench", "--option", "lap_limit=5"],
        &["--holes, --seeds and --option need --game"],
    );
    refused(
        &["bench", "--game", "chess"],
        &["unknown game 'chess' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"],
    );
    refused(
        &["bench", "--game", "en-dodoi", "--holes", "1"],
        &["holes must be from 2 to 64 a row, not 1"],
    );
    refused(
        &["bench", "--game", "giuthi", "--option", "opening_rule=true"],
        &["unknown option 'opening_rule' for giuthi"],
    );
    refused(
        &["bench", "--game", "en-dodoi", "--option", "lap_limit"],
        &["--option 'lap_limit' is not NAME=VALUE"],
    );
}

#[test]
fn match_bad_arguments() {
    refused(
        &["match", "--game", "en-dodoi", "foo", "random"],
        &["bad player 'foo'"],
    );
    refused(
        &["match", "--game", "en-dodoi", "random", "ab:depth=0"],
        &["bad player 'ab:depth=0'"],
    );
    refused(
        &["match", "--game", "chess", "random", "random"],
        &["unknown game 'chess'"],
    );
    refused(
        &[
            "match", "--game", "en-dodoi", "--games", "0", "random", "random",
        ],
        &["--games must be an even number from 2 to 1000000"],
    );
    refused(&["match", "--game", "en-dodoi", "random"], &["<PLAYER_B>"]);
    refused(&["match", "random", "random"], &["--game"]);
    refused(
        &[
            "match", "--game", "en-dodoi", "--games", "3", "random", "random",
        ],
        &["--games must be an even number"],
    );
    refused(
        &[
            "match",
            "--game",
            "en-dodoi",
            "--cmd-limits",
            "movetime=abc",
            "random",
            "random",
        ],
        &["--cmd-limits", "movetime"],
    );
    for (clock, problem) in [
        ("0+1", "the starting time must be more than 0"),
        ("fast", "'fast' is not a time control"),
        ("60+0.0001", "finer than a millisecond"),
        ("100000", "longer than a day"),
    ] {
        refused(
            &[
                "match", "--game", "en-dodoi", "--clock", clock, "random", "random",
            ],
            &["--clock", problem],
        );
    }
    refused(
        &[
            "match",
            "--game",
            "en-dodoi",
            "--cmd-limits",
            "south_time=100",
            "random",
            "random",
        ],
        &["--cmd-limits", "south_time"],
    );
}

#[test]
fn a_match_on_time_gives_every_player_its_clock() {
    // The external engine is this binary: it must accept the clock with every genmove (an
    // answer it refused would stop the match with an error).
    let engine = format!("cmd:{BIN} engine");
    let output = mancala(&[
        "match", "--game", "en-dodoi", "--games", "2", "--clock", "1+0.02", "--json", "ab:",
        &engine,
    ])
    .output()
    .expect("the binary runs");
    let out = clean(&output);
    let value: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(value["clock"], "1+0.02", "{out}");
    assert_eq!(value["games"], 2, "{out}");
    for player in ["player_a", "player_b"] {
        let times = &value["times"][player];
        assert!(times["moves"].as_u64().is_some_and(|m| m > 0), "{out}");
        let left = times["least_left_ms"].as_f64().expect("least left");
        assert!(left <= 1000.0, "{out}");
        assert!(times["lost_on_time"].as_u64().is_some(), "{out}");
    }
}

#[test]
fn other_bad_command_lines() {
    refused(&["frobnicate"], &["frobnicate"]);
    refused(&["engine", "extra"], &["'extra'"]);
    refused(&[], &["Usage"]);
}

#[test]
fn tables_larger_than_the_memory_available_are_refused_at_once() {
    // Only where 16 GB tables cannot fit: a larger machine would build them.
    let available_mb = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            let line = m.lines().find(|l| l.starts_with("MemAvailable:"))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .map(|kb| kb / 1024);
    let Some(available_mb) = available_mb else {
        return;
    };
    if available_mb < 16_384 {
        refused(
            &["solve", "--game", "giuthi", "--hash", "16384"],
            &["--hash 16384 needs about 16384 MB of memory", "available"],
        );
    }
    if available_mb < 2 * 16_384 {
        refused(
            &["engine", "--hash", "16384"],
            &["--hash 16384 (a table for the engine and one for the solver) needs about 32768 MB"],
        );
    }
}

#[test]
fn a_match_whose_player_cannot_start_says_why_and_writes_no_record() {
    let record =
        std::env::temp_dir().join(format!("mancala-match-none-{}.txt", std::process::id()));
    let output = mancala(&["match", "--game", "en-dodoi", "--games", "2", "--record"])
        .arg(&record)
        .args(["cmd:/nonexistent/engine", "level:1"])
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("the match stopped before any game finished"),
        "{stderr}"
    );
    assert!(stderr.contains("cannot start"), "{stderr}");
    assert!(!record.exists());
    // No game, no report: nothing on standard output that looks like a result.
    assert!(
        output.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}
