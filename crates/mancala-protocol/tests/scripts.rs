//! Whole protocol scripts fed through `run()`, checked against the exact output text of
//! PROTOCOL.md (`=[id] text` / `?[id] message`, each answer ending in an empty line).
//!
//! Where the output depends on the search (genmove's choice, analyze scores) the shape is
//! checked instead: legality, format, order, and that the game state moved as it should.

use mancala_protocol::{run, Session, MAX_LINE};
use mancala_rules::{History, Move};

// ---------------------------------------------------------------------------------------------
// Helpers

/// Runs `input` through a fresh session; the output as text.
fn run_bytes(input: &[u8]) -> String {
    let mut session = Session::new();
    run_on(&mut session, input)
}

/// Runs `input` through `session` (which keeps its game between calls).
fn run_on(session: &mut Session, input: &[u8]) -> String {
    let mut out = Vec::new();
    run(session, input, &mut out).expect("run over in-memory buffers cannot fail");
    String::from_utf8(out).expect("the engine writes UTF-8")
}

/// Lines joined into a script, each ending in `\n`.
fn script(lines: &[&str]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// The answers of an output, without their closing empty line.
fn answers(output: &str) -> Vec<String> {
    assert!(
        output.is_empty() || output.ends_with("\n\n"),
        "output must end with an empty line: {output:?}"
    );
    output
        .split_terminator("\n\n")
        .map(str::to_string)
        .collect()
}

/// Runs `lines` in a fresh session and checks the exact output: `expected` lists the answers
/// (each without its closing `\n\n`).
#[track_caller]
fn check(lines: &[&str], expected: &[&str]) {
    let out = run_bytes(script(lines).as_bytes());
    assert_eq!(answers(&out), expected, "script: {lines:#?}");
    let whole: String = expected.iter().map(|a| format!("{a}\n\n")).collect();
    assert_eq!(out, whole);
}

/// One command on a session; its single answer without the closing `\n\n`.
#[track_caller]
fn send(session: &mut Session, line: &str) -> String {
    let out = run_on(session, format!("{line}\n").as_bytes());
    let mut all = answers(&out);
    assert_eq!(all.len(), 1, "one answer to {line:?}, got {out:?}");
    all.remove(0)
}

fn state_of(session: &mut Session) -> String {
    let answer = send(session, "state");
    answer
        .strip_prefix("= ")
        .unwrap_or_else(|| panic!("state failed: {answer}"))
        .to_string()
}

/// `= JSON` as answered by `state`.
fn st(json: &str) -> String {
    format!("= {json}")
}

const NO_GAME: &str = "? no game: start one with new_game or set_position";

const GIUTHI_START: &str = r#"{"game":"giuthi","holes":8,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#;
const GIUTHI_MOVES: &str = "1R 1L 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L 8R 8L";
/// Giuthi 2x8 after South's 1R (hand-checked: three laps, ending in North's empty hole 1).
const GIUTHI_AFTER_1R: &str = r#"{"game":"giuthi","holes":8,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[2,11,11,11,11,11,11,11,1,8,8,8,8,8,8,0],"captured":[0,0],"to_move":"north","ply":1,"result":null}"#;
const EN_DODOI_START: &str = r#"{"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[4,4,4,4,4,4,4,4,4,4,4,4],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#;
/// En Dodoi 2x6 after South's 1 (hand-checked: five laps, capture of 1 + 1 at hole 3).
const EN_DODOI_AFTER_1: &str = r#"{"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[2,7,0,6,1,6,6,6,0,0,6,6],"captured":[2,0],"to_move":"north","ply":1,"result":null}"#;
const SADEQA_START: &str = r#"{"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[3,3,3,3,3,3,3,3,3,3,3,3],"captured":[0,0],"to_move":"south","opening_done":[false,false],"ply":0,"result":null}"#;
/// Sadeqa II after South's forced 6 (hand-checked: four laps, captures North's 4 opposite).
const SADEQA_AFTER_6: &str = r#"{"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[0,4,4,0,0,1,5,5,1,4,4,4],"captured":[4,0],"to_move":"north","opening_done":[true,false],"ply":1,"result":null}"#;

fn en_gehe_start() -> String {
    format!(
        r#"{{"game":"en-gehe","holes":40,"seeds":4,"options":{{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"}},"board":[{}],"captured":[0,0],"to_move":"south","ply":0,"result":null}}"#,
        vec!["4"; 80].join(",")
    )
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

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

// ---------------------------------------------------------------------------------------------
// Framing and the administrative commands

#[test]
fn protocol_version_name_version() {
    let version = format!("= {}", env!("CARGO_PKG_VERSION"));
    check(
        &["protocol_version", "name", "version"],
        &["= 2", "= mancala", &version],
    );
}

#[test]
fn list_commands_one_per_line() {
    check(
        &["list_commands"],
        &["= protocol_version\nname\nversion\nlist_commands\nknown_command\nquit\nnew_game\nlegal_moves\nplay\nundo\nstate\nset_position\ngenmove\nanalyze\nsolve"],
    );
}

#[test]
fn known_command_true_false_and_arity() {
    check(
        &[
            "known_command protocol_version",
            "known_command set_position",
            "known_command analyze",
            "known_command quit",
            "known_command foo",
            "known_command State",
            "known_command",
            "known_command play undo",
        ],
        &[
            "= true",
            "= true",
            "= true",
            "= true",
            "= false",
            "= false",
            "? known_command takes one command name",
            "? known_command takes one command name",
        ],
    );
}

#[test]
fn every_listed_command_is_known() {
    let out = run_bytes(b"list_commands\n");
    let listed = out.strip_prefix("= ").unwrap().trim_end();
    for name in listed.lines() {
        assert_eq!(
            run_bytes(format!("known_command {name}\n").as_bytes()),
            "= true\n\n"
        );
    }
}

#[test]
fn ids_are_echoed_on_success_and_failure() {
    check(
        &[
            "7 name",
            "7 state",
            "0 protocol_version",
            "8 foo",
            "12 new_game giuthi",
            "13 play 9R",
            "14 legal_moves",
            "15 new_game chess",
            "16 play 1R",
            "17 undo",
            "18 undo",
            "  19   known_command   name  ",
            "20 quit",
        ],
        &[
            "=7 mancala",
            "?7 no game: start one with new_game or set_position",
            "=0 2",
            "?8 unknown command 'foo'",
            "=12",
            &format!("?13 illegal move 9R: there is no hole 9 on a row of 8; legal moves: {GIUTHI_MOVES}"),
            &format!("=14 {GIUTHI_MOVES}"),
            "?15 unknown game 'chess' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)",
            "=16",
            "=17",
            "?18 nothing to undo: no ply has been played since the game started",
            "=19 true",
            "=20",
        ],
    );
}

#[test]
fn bad_ids_and_unknown_commands() {
    check(
        &[
            "99999999999999999999999 name",
            "007 protocol_version",
            "000 name",
            "5",
            "5   ",
            "-1 name",
            "Name",
            "frobnicate now",
            "protocol_version extra",
            "name x",
            "list_commands x",
        ],
        &[
            "=99999999999999999999999 mancala",
            "=7 2",
            "=0 mancala",
            "?5 missing command after the id",
            "?5 missing command after the id",
            "? unknown command '-1'",
            "? unknown command 'Name'",
            "? unknown command 'frobnicate'",
            "? protocol_version takes no arguments",
            "? name takes no arguments",
            "? list_commands takes no arguments",
        ],
    );
}

#[test]
fn blank_and_comment_lines_get_no_answer() {
    check(
        &[
            "",
            "   ",
            "\t",
            "# a comment",
            "#name",
            "   # an indented comment",
            "name",
            "",
            "# state",
            "protocol_version",
        ],
        &["= mancala", "= 2"],
    );
    assert_eq!(run_bytes(b""), "");
    assert_eq!(run_bytes(b"\n\n# only comments\n\r\n"), "");
}

#[test]
fn trailing_carriage_return_is_ignored() {
    let out = run_bytes(
        b"name\r\n3 known_command play\r\n\r\n# comment\r\nnew_game giuthi holes=5 seeds=4\r\nlegal_moves\r\nplay 2L\r\nundo\r\nstate\r\n",
    );
    assert_eq!(
        answers(&out),
        [
            "= mancala",
            "=3 true",
            "=",
            "= 1R 1L 2R 2L 3R 3L 4R 4L 5R 5L",
            "=",
            "=",
            r#"= {"game":"giuthi","holes":5,"seeds":4,"options":{"lap_limit":10000,"repetition":"draw"},"board":[4,4,4,4,4,4,4,4,4,4],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
        ]
    );
    assert!(!out.contains('\r'));
}

#[test]
fn commands_about_the_position_fail_before_any_game() {
    check(
        &[
            "legal_moves",
            "play 1",
            "play 1R",
            "undo",
            "state",
            "genmove",
            "genmove depth=3",
            "analyze",
            "analyze depth=3",
            "4 state",
            "name",
        ],
        &[
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            NO_GAME,
            "?4 no game: start one with new_game or set_position",
            "= mancala",
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// new_game

#[test]
fn new_game_every_game_with_defaults() {
    let gehe = en_gehe_start();
    check(
        &[
            "new_game en-gehe",
            "state",
            "new_game en-dodoi",
            "state",
            "new_game sadeqa-ii",
            "state",
            "new_game giuthi",
            "state",
        ],
        &[
            "=",
            &st(&gehe),
            "=",
            &st(EN_DODOI_START),
            "=",
            &st(SADEQA_START),
            "=",
            &st(GIUTHI_START),
        ],
    );
}

#[test]
fn new_game_with_holes_seeds_and_options() {
    check(
        &[
            // Options in another order than the game lists them: state lists them in the game's order.
            "new_game en-dodoi repetition=draw lap_limit=50 seeds=5 capture_lone_seed=true holes=8",
            "state",
            "legal_moves",
            "new_game en-gehe holes=2 seeds=1",
            "state",
            "new_game giuthi holes=5 seeds=4",
            "state",
            "legal_moves",
            "new_game giuthi holes=6 seeds=6 repetition=own-row lap_limit=1000000",
            "state",
            "new_game sadeqa-ii opening_rule=false",
            "state",
            "legal_moves",
            "new_game sadeqa-ii holes=6 seeds=3 lap_limit=10000 repetition=draw opening_rule=true",
            "state",
            "new_game en-gehe holes=50",
            "legal_moves",
            "new_game en-dodoi holes=64 seeds=255 lap_limit=1",
            "new_game en-dodoi holes=2 seeds=1 capture_lone_seed=false repetition=own-row",
            "state",
        ],
        &[
            "=",
            r#"= {"game":"en-dodoi","holes":8,"seeds":5,"options":{"lap_limit":50,"capture_lone_seed":true,"repetition":"draw"},"board":[5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
            "= 1 2 3 4 5 6 7 8",
            "=",
            r#"= {"game":"en-gehe","holes":2,"seeds":1,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,1,1,1],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
            "=",
            r#"= {"game":"giuthi","holes":5,"seeds":4,"options":{"lap_limit":10000,"repetition":"draw"},"board":[4,4,4,4,4,4,4,4,4,4],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
            "= 1R 1L 2R 2L 3R 3L 4R 4L 5R 5L",
            "=",
            r#"= {"game":"giuthi","holes":6,"seeds":6,"options":{"lap_limit":1000000,"repetition":"own-row"},"board":[6,6,6,6,6,6,6,6,6,6,6,6],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
            "=",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":false},"board":[3,3,3,3,3,3,3,3,3,3,3,3],"captured":[0,0],"to_move":"south","opening_done":[false,false],"ply":0,"result":null}"#,
            "= 1 2 3 4 5 6",
            "=",
            &st(SADEQA_START),
            "=",
            &format!(
                "= {}",
                (1..=50)
                    .map(|k| k.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            "=",
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":1,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,1,1,1],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
        ],
    );
}

#[test]
fn new_game_replaces_a_game_in_progress() {
    check(
        &[
            "new_game giuthi",
            "play 1R",
            "new_game giuthi",
            "state",
            "undo",
        ],
        &[
            "=",
            "=",
            "=",
            &st(GIUTHI_START),
            "? nothing to undo: no ply has been played since the game started",
        ],
    );
}

/// Every kind of bad `new_game`, with its exact message.
const BAD_NEW_GAMES: &[(&str, &str)] = &[
    ("new_game", "new_game takes a game: en-gehe, en-dodoi, sadeqa-ii or giuthi"),
    ("new_game chess", "unknown game 'chess' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"),
    ("new_game Giuthi", "unknown game 'Giuthi' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"),
    ("new_game holes=6", "unknown game 'holes=6' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"),
    ("new_game giuthi foo=1", "unknown option 'foo' for giuthi (options: lap_limit, repetition)"),
    // An option of another game.
    ("new_game giuthi capture_lone_seed=true", "unknown option 'capture_lone_seed' for giuthi (options: lap_limit, repetition)"),
    ("new_game giuthi opening_rule=false", "unknown option 'opening_rule' for giuthi (options: lap_limit, repetition)"),
    ("new_game en-dodoi opening_rule=false", "unknown option 'opening_rule' for en-dodoi (options: lap_limit, capture_lone_seed, repetition)"),
    ("new_game sadeqa-ii capture_lone_seed=true", "unknown option 'capture_lone_seed' for sadeqa-ii (options: lap_limit, repetition, opening_rule)"),
    ("new_game en-gehe Holes=40", "unknown option 'Holes' for en-gehe (options: lap_limit, capture_lone_seed, repetition)"),
    // Bad option values.
    ("new_game en-dodoi lap_limit=0", "bad value '0' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=1000001", "bad value '1000001' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=-5", "bad value '-5' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=abc", "bad value 'abc' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=", "bad value '' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=1.5", "bad value '1.5' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-dodoi lap_limit=99999999999999999999999", "bad value '99999999999999999999999' for option lap_limit: expected a whole number from 1 to 1000000"),
    ("new_game en-gehe capture_lone_seed=yes", "bad value 'yes' for option capture_lone_seed: expected true or false"),
    ("new_game en-gehe capture_lone_seed=True", "bad value 'True' for option capture_lone_seed: expected true or false"),
    ("new_game sadeqa-ii opening_rule=1", "bad value '1' for option opening_rule: expected true or false"),
    ("new_game giuthi repetition=never", "bad value 'never' for option repetition: expected draw or own-row"),
    ("new_game giuthi repetition=own_row", "bad value 'own_row' for option repetition: expected draw or own-row"),
    // Sizes out of range, huge, not numbers.
    ("new_game giuthi holes=1", "holes must be from 2 to 64 a row, not 1"),
    ("new_game giuthi holes=0", "holes must be from 2 to 64 a row, not 0"),
    ("new_game giuthi holes=65", "holes must be from 2 to 64 a row, not 65"),
    ("new_game en-gehe holes=256", "holes must be from 2 to 64 a row, not 256"),
    ("new_game giuthi seeds=0", "seeds must be from 1 to 255 a hole, not 0"),
    ("new_game giuthi seeds=256", "seeds must be from 1 to 255 a hole, not 256"),
    ("new_game giuthi holes=99999999999999999999999999", "holes must be from 2 to 64 a row, not 99999999999999999999999999"),
    ("new_game giuthi seeds=18446744073709551616", "seeds must be from 1 to 255 a hole, not 18446744073709551616"),
    ("new_game giuthi holes=18446744073709551615", "holes must be from 2 to 64 a row, not 18446744073709551615"),
    ("new_game giuthi holes=x", "bad value 'x' for holes: expected a whole number"),
    ("new_game giuthi holes=-1", "bad value '-1' for holes: expected a whole number"),
    ("new_game giuthi holes=+6", "bad value '+6' for holes: expected a whole number"),
    ("new_game giuthi holes=6.0", "bad value '6.0' for holes: expected a whole number"),
    ("new_game giuthi holes=", "bad value '' for holes: expected a whole number"),
    ("new_game giuthi seeds=four", "bad value 'four' for seeds: expected a whole number"),
    // Duplicates.
    ("new_game giuthi holes=6 holes=6", "holes is given twice"),
    ("new_game giuthi seeds=4 holes=6 seeds=6", "seeds is given twice"),
    ("new_game giuthi lap_limit=5 lap_limit=5", "lap_limit is given twice"),
    ("new_game en-dodoi repetition=draw repetition=own-row", "repetition is given twice"),
    // Missing `=`.
    ("new_game giuthi holes", "'holes' is not a setting: write NAME=VALUE"),
    ("new_game giuthi holes 6", "'holes' is not a setting: write NAME=VALUE"),
    ("new_game giuthi =5", "'=5' is not a setting: write NAME=VALUE"),
    ("new_game giuthi holes=6 8", "'8' is not a setting: write NAME=VALUE"),
    // A bad setting after a good one is still refused as a whole.
    ("new_game en-dodoi holes=8 seeds=300", "seeds must be from 1 to 255 a hole, not 300"),
];

#[test]
fn bad_new_game_fails_and_keeps_the_game_in_progress() {
    for &(command, message) in BAD_NEW_GAMES {
        check(
            &[
                "new_game en-dodoi",
                "play 1",
                command,
                "state",
                "legal_moves",
            ],
            &[
                "=",
                "=",
                &format!("? {message}"),
                &st(EN_DODOI_AFTER_1),
                "= 1 2 5 6",
            ],
        );
    }
}

#[test]
fn bad_new_game_before_any_game_leaves_no_game() {
    for &(command, message) in BAD_NEW_GAMES {
        check(
            &[&format!("3 {command}"), "state"],
            &[&format!("?3 {message}"), NO_GAME],
        );
    }
}

// ---------------------------------------------------------------------------------------------
// legal_moves, play, undo

#[test]
fn legal_moves_in_protocol_order() {
    let gehe: Vec<String> = (1..=40).map(|k| k.to_string()).collect();
    check(
        &[
            "new_game giuthi",
            "legal_moves",
            "play 1R",
            // North: hole 8 (index 15) is empty, hole 1 holds a single seed.
            "legal_moves",
            "new_game sadeqa-ii",
            "legal_moves",
            "play 6",
            // North's first move is forced too: its hole 6 is not empty.
            "legal_moves",
            "new_game en-dodoi",
            "legal_moves",
            "play 1",
            "legal_moves",
            "new_game en-gehe",
            "legal_moves",
            "new_game giuthi holes=10 seeds=9",
            "legal_moves",
        ],
        &[
            "=",
            &format!("= {GIUTHI_MOVES}"),
            "=",
            "= 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L",
            "=",
            "= 6",
            "=",
            "= 6",
            "=",
            "= 1 2 3 4 5 6",
            "=",
            "= 1 2 5 6",
            "=",
            &format!("= {}", gehe.join(" ")),
            "=",
            "= 1R 1L 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L 8R 8L 9R 9L 10R 10L",
        ],
    );
}

#[test]
fn sadeqa_opening_rule_and_flags() {
    check(
        &[
            "new_game sadeqa-ii",
            "play 6",
            "state",
            // A set-up position whose South hole 6 is empty: the restriction lapses.
            r#"set_position {"game":"sadeqa-ii","board":[3,3,3,3,3,0,3,3,3,3,3,3],"to_move":"south"}"#,
            "legal_moves",
            "state",
            // South's opening done already: every hole.
            r#"set_position {"game":"sadeqa-ii","board":[3,3,3,3,3,3,3,3,3,3,3,3],"to_move":"south","opening_done":[true,false]}"#,
            "legal_moves",
            "play 1",
            "state",
            // North's hole 6 is empty now: its opening restriction lapses for this move.
            "legal_moves",
        ],
        &[
            "=",
            "=",
            &st(SADEQA_AFTER_6),
            "=",
            "= 1 2 3 4 5",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[3,3,3,3,3,0,3,3,3,3,3,3],"captured":[0,0],"to_move":"south","opening_done":[false,false],"ply":0,"result":null}"#,
            "=",
            "= 1 2 3 4 5 6",
            "=",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[1,5,5,1,4,4,4,0,0,4,4,0],"captured":[4,0],"to_move":"north","opening_done":[true,false],"ply":1,"result":null}"#,
            "= 1 4 5",
        ],
    );
}

#[test]
fn play_legal_moves_and_state() {
    check(
        &[
            "new_game giuthi",
            "play 1R",
            "state",
            "new_game en-dodoi",
            "play 1",
            "state",
            "new_game sadeqa-ii",
            "play 6",
            "state",
        ],
        &[
            "=",
            "=",
            &st(GIUTHI_AFTER_1R),
            "=",
            "=",
            &st(EN_DODOI_AFTER_1),
            "=",
            "=",
            &st(SADEQA_AFTER_6),
        ],
    );
}

#[test]
fn play_illegal_names_the_legal_moves_and_changes_nothing() {
    let legal = format!("legal moves: {GIUTHI_MOVES}");
    check(
        &[
            "new_game giuthi",
            "play 3",
            "play 9R",
            "play 3X",
            "play 0R",
            "play 65R",
            "play xyz",
            "play pass",
            "play",
            "play 1R 2R",
            "state",
        ],
        &[
            "=",
            &format!("? illegal move 3: a Giuthi move names its direction: 3R or 3L; {legal}"),
            &format!("? illegal move 9R: there is no hole 9 on a row of 8; {legal}"),
            &format!("? '3X' is not a move: expected a hole number, optionally followed by R or L, or pass; {legal}"),
            &format!("? '0R' is not a move: hole numbers run from 1 to the holes of a row (at most 64); {legal}"),
            &format!("? '65R' is not a move: hole numbers run from 1 to the holes of a row (at most 64); {legal}"),
            &format!("? 'xyz' is not a move: expected a hole number, optionally followed by R or L, or pass; {legal}"),
            &format!("? illegal move pass: a player with a sowing must sow; {legal}"),
            &format!("? play takes one move, e.g. play 3 (or 3R, 3L, pass in Giuthi); {legal}"),
            &format!("? play takes one move, e.g. play 3 (or 3R, 3L, pass in Giuthi); {legal}"),
            &st(GIUTHI_START),
        ],
    );
    check(
        &[
            "new_game giuthi",
            "play 1R",
            // North's hole 1 holds one seed, hole 8 none.
            "play 1R",
            "play 8L",
            "state",
        ],
        &[
            "=",
            "=",
            "? illegal move 1R: hole 1 holds a single seed, which cannot be sown; legal moves: 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L",
            "? illegal move 8L: hole 8 is empty; legal moves: 2R 2L 3R 3L 4R 4L 5R 5L 6R 6L 7R 7L",
            &st(GIUTHI_AFTER_1R),
        ],
    );
}

#[test]
fn play_one_direction_games_reject_directions_and_pass() {
    check(
        &[
            "new_game en-dodoi",
            "play 1R",
            "play 1L",
            "play pass",
            "play 7",
            "state",
            "new_game sadeqa-ii",
            "play 1",
            "play 6R",
            "state",
            "new_game en-gehe holes=3 seeds=2",
            "play 2L",
            "play pass",
        ],
        &[
            "=",
            "? illegal move 1R: En Dodoi sows one way only: write the hole number alone; legal moves: 1 2 3 4 5 6",
            "? illegal move 1L: En Dodoi sows one way only: write the hole number alone; legal moves: 1 2 3 4 5 6",
            "? illegal move pass: En Dodoi has no pass; legal moves: 1 2 3 4 5 6",
            "? illegal move 7: there is no hole 7 on a row of 6; legal moves: 1 2 3 4 5 6",
            &st(EN_DODOI_START),
            "=",
            "? illegal move 1: the first move must be from hole 6; legal moves: 6",
            "? illegal move 6R: Sadeqa II sows one way only: write the hole number alone; legal moves: 6",
            &st(SADEQA_START),
            "=",
            "? illegal move 2L: En Gehé sows one way only: write the hole number alone; legal moves: 1 2 3",
            "? illegal move pass: En Gehé has no pass; legal moves: 1 2 3",
        ],
    );
}

#[test]
fn giuthi_pass_only_when_forced() {
    // North has a single seed (no sowing), South a sowing: North's only move is pass.
    let pos = r#"set_position {"game":"giuthi","holes":5,"seeds":4,"board":[2,0,0,0,0,0,0,0,0,1],"to_move":"north"}"#;
    check(
        &[
            pos,
            "legal_moves",
            "play 5R",
            "play 1L",
            "play pass",
            "state",
            "legal_moves",
            "play pass",
            "undo",
            "state",
        ],
        &[
            "=",
            "= pass",
            "? illegal move 5R: hole 5 holds a single seed, which cannot be sown; legal moves: pass",
            "? illegal move 1L: hole 1 is empty; legal moves: pass",
            "=",
            r#"= {"game":"giuthi","holes":5,"seeds":4,"options":{"lap_limit":10000,"repetition":"draw"},"board":[2,0,0,0,0,0,0,0,0,1],"captured":[0,0],"to_move":"south","ply":1,"result":null}"#,
            "= 1R 1L",
            "? illegal move pass: a player with a sowing must sow; legal moves: 1R 1L",
            "=",
            r#"= {"game":"giuthi","holes":5,"seeds":4,"options":{"lap_limit":10000,"repetition":"draw"},"board":[2,0,0,0,0,0,0,0,0,1],"captured":[0,0],"to_move":"north","ply":0,"result":null}"#,
        ],
    );
}

#[test]
fn lowercase_directions_and_pass_are_read() {
    check(
        &["new_game giuthi", "play 1r", "state"],
        &["=", "=", &st(GIUTHI_AFTER_1R)],
    );
}

#[test]
fn undo_takes_back_one_ply() {
    check(
        &[
            "undo",
            "new_game giuthi",
            "undo",
            "play 1R",
            "play 2R",
            "undo",
            "state",
            "undo",
            "state",
            "undo",
            "undo x",
            "state",
        ],
        &[
            NO_GAME,
            "=",
            "? nothing to undo: no ply has been played since the game started",
            "=",
            "=",
            "=",
            &st(GIUTHI_AFTER_1R),
            "=",
            &st(GIUTHI_START),
            "? nothing to undo: no ply has been played since the game started",
            "? undo takes no arguments",
            &st(GIUTHI_START),
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// Game ends and set_position

/// En Dodoi: South's lone seed goes into North's row; North then plays 1 and South has no move.
const EN_DODOI_ENDGAME: &str =
    r#"{"game":"en-dodoi","board":[0,0,0,0,0,1,0,0,0,0,0,1],"to_move":"south"}"#;

#[test]
fn a_game_played_to_its_end_keeps_board_and_captures() {
    check(
        &[
            &format!("set_position {EN_DODOI_ENDGAME}"),
            "play 6",
            "play 1",
            "state",
            "legal_moves",
            "play 1",
            "play x",
            "genmove depth=3",
            "analyze depth=3",
            "undo",
            "state",
            "legal_moves",
        ],
        &[
            "=",
            "=",
            "=",
            // The two seeds left go to North (the last mover) only in result.score.
            r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,0,0,0,0,0,1,0,0,0,1],"captured":[0,0],"to_move":"south","ply":2,"result":{"winner":"north","score":[0,2],"reason":"no-move"}}"#,
            "=",
            "? the game is over: no move can be played",
            "? 'x' is not a move: expected a hole number, optionally followed by R or L, or pass; the game is over",
            "? the game is over: there is no move to generate",
            "=",
            "=",
            r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,0,0,0,0,1,0,0,0,0,1],"captured":[0,0],"to_move":"north","ply":1,"result":null}"#,
            "= 1 6",
        ],
    );
}

#[test]
fn set_position_valid_positions() {
    check(
        &[
            // Only the required fields: seeds, captured, options and ply take their defaults.
            r#"set_position {"game":"en-dodoi","board":[1,2,3,4,5,6,0,0,0,0,0,9],"to_move":"north"}"#,
            "state",
            // Every field, unknown ones ignored, ply kept, a false result ignored and recomputed.
            r#"set_position {"game":"giuthi","holes":3,"seeds":5,"options":{"repetition":"own-row","lap_limit":77},"board":[0,3,2,4,0,1],"captured":[7,9],"to_move":"south","ply":41,"result":{"winner":"north","score":[1,2],"reason":"no-move"},"comment":"x","extra":[1,{"a":null}]}"#,
            "state",
            "legal_moves",
            // A Sadeqa II position with its flags.
            r#"set_position {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"opening_rule":false},"board":[0,0,4,0,0,1,2,0,0,0,0,3],"captured":[12,14],"to_move":"north","opening_done":[true,false],"ply":9}"#,
            "state",
            "legal_moves",
            // Explicit nulls count as absent.
            r#"set_position {"game":"en-gehe","holes":null,"seeds":null,"options":null,"board":[1,1,1,1],"captured":null,"to_move":"south","ply":null,"result":null}"#,
            "state",
            // The seed total is free, up to the board's limit.
            r#"set_position {"game":"en-dodoi","board":[65532,1,1,1],"to_move":"south"}"#,
            "state",
        ],
        &[
            "=",
            r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,2,3,4,5,6,0,0,0,0,0,9],"captured":[0,0],"to_move":"north","ply":0,"result":null}"#,
            "=",
            r#"= {"game":"giuthi","holes":3,"seeds":5,"options":{"lap_limit":77,"repetition":"own-row"},"board":[0,3,2,4,0,1],"captured":[7,9],"to_move":"south","ply":41,"result":null}"#,
            "= 2R 2L 3R 3L",
            "=",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":false},"board":[0,0,4,0,0,1,2,0,0,0,0,3],"captured":[12,14],"to_move":"north","opening_done":[true,false],"ply":9,"result":null}"#,
            "= 1 6",
            "=",
            r#"= {"game":"en-gehe","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,1,1,1],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[65532,1,1,1],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#,
        ],
    );
}

#[test]
fn set_position_finished_positions_get_their_result() {
    check(
        &[
            // En Dodoi, South to move with an empty row: the 6 seeds left go to North.
            r#"set_position {"game":"en-dodoi","board":[0,0,0,0,0,0,1,2,3,0,0,0],"captured":[10,20],"to_move":"south","ply":37,"foo":1,"result":null}"#,
            "state",
            "legal_moves",
            "undo",
            "genmove",
            "analyze depth=3",
            "analyze",
            // Sadeqa II: the player to move has no move and loses; the score is the seeds left.
            r#"set_position {"game":"sadeqa-ii","board":[0,0,0,0,0,0,1,0,0,0,0,0],"captured":[30,5],"to_move":"south","opening_done":[true,true]}"#,
            "state",
            // Giuthi: neither side has a sowing; captured plus own rows, equal is a draw.
            r#"set_position {"game":"giuthi","holes":2,"board":[1,1,1,1],"captured":[3,3],"to_move":"north","ply":5}"#,
            "state",
            r#"set_position {"game":"giuthi","holes":3,"board":[1,0,1,0,1,0],"captured":[4,0],"to_move":"south"}"#,
            "state",
            // En Gehé: the result claimed in the input is wrong and is recomputed.
            r#"set_position {"game":"en-gehe","board":[0,0,5,0],"captured":[1,1],"to_move":"north","result":{"winner":"south","score":[9,9],"reason":"repetition"}}"#,
            "state",
        ],
        &[
            "=",
            r#"= {"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,0,0,0,0,1,2,3,0,0,0],"captured":[10,20],"to_move":"south","ply":37,"result":{"winner":"north","score":[10,26],"reason":"no-move"}}"#,
            "=",
            "? nothing to undo: no ply has been played since the game started",
            "? the game is over: there is no move to generate",
            "=",
            "=",
            "=",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[0,0,0,0,0,0,1,0,0,0,0,0],"captured":[30,5],"to_move":"south","opening_done":[true,true],"ply":0,"result":{"winner":"north","score":[0,1],"reason":"no-move"}}"#,
            "=",
            r#"= {"game":"giuthi","holes":2,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[1,1,1,1],"captured":[3,3],"to_move":"north","ply":5,"result":{"winner":"draw","score":[5,5],"reason":"no-move"}}"#,
            "=",
            r#"= {"game":"giuthi","holes":3,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[1,0,1,0,1,0],"captured":[4,0],"to_move":"south","ply":0,"result":{"winner":"south","score":[6,1],"reason":"no-move"}}"#,
            "=",
            r#"= {"game":"en-gehe","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,5,0],"captured":[1,1],"to_move":"north","ply":0,"result":null}"#,
        ],
    );
}

#[test]
fn set_position_clears_history_and_counts_as_occurred() {
    // En Dodoi 2x2 [1,1 | 0,0], South to move: 1 then North's 1 bring back the same position.
    let pos = r#"set_position {"game":"en-dodoi","board":[1,1,0,0],"to_move":"south","ply":10}"#;
    check(
        &[
            "new_game en-dodoi",
            "play 1",
            pos,
            "undo",
            "play 1",
            "state",
            "play 1",
            "state",
            "legal_moves",
            "undo",
            "state",
            "undo",
            "undo",
        ],
        &[
            "=",
            "=",
            "=",
            "? nothing to undo: no ply has been played since the game started",
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,1,1],"captured":[0,0],"to_move":"north","ply":11,"result":null}"#,
            "=",
            // Repetition of the set-up position: own rows 2 against 0.
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,1,0,0],"captured":[0,0],"to_move":"south","ply":12,"result":{"winner":"south","score":[2,0],"reason":"repetition"}}"#,
            "=",
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"own-row"},"board":[0,0,1,1],"captured":[0,0],"to_move":"north","ply":11,"result":null}"#,
            "=",
            "? nothing to undo: no ply has been played since the game started",
        ],
    );
    // The same with repetition=draw.
    check(
        &[
            r#"set_position {"game":"en-dodoi","options":{"repetition":"draw"},"board":[1,1,0,0],"to_move":"south"}"#,
            "play 1",
            "play 1",
            "state",
        ],
        &[
            "=",
            "=",
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":10000,"capture_lone_seed":false,"repetition":"draw"},"board":[1,1,0,0],"captured":[0,0],"to_move":"south","ply":2,"result":{"winner":"draw","score":[2,0],"reason":"repetition"}}"#,
        ],
    );
}

/// Malformed or inconsistent positions, each with its exact message.
const BAD_POSITIONS: &[(&str, &str)] = &[
    ("set_position", "set_position takes a position as JSON on the same line"),
    ("set_position    ", "set_position takes a position as JSON on the same line"),
    // Not JSON, not an object.
    (r#"set_position {"game":"giuthi""#, "position is not valid JSON: EOF while parsing an object at line 1 column 16"),
    ("set_position hello", "position is not valid JSON: expected value at line 1 column 1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south"} trailing"#, "position is not valid JSON: trailing characters at line 1 column 57"),
    ("set_position [1,2]", "position is not valid JSON: a position must be a JSON object"),
    (r#"set_position "giuthi""#, "position is not valid JSON: a position must be a JSON object"),
    ("set_position null", "position is not valid JSON: a position must be a JSON object"),
    ("set_position 42", "position is not valid JSON: a position must be a JSON object"),
    // Missing fields.
    (r#"set_position {}"#, "position has no 'game' field"),
    (r#"set_position {"board":[1,1,1,1],"to_move":"south"}"#, "position has no 'game' field"),
    (r#"set_position {"game":"giuthi","to_move":"south"}"#, "position has no 'board' field"),
    (r#"set_position {"game":"giuthi","board":null,"to_move":"south"}"#, "position has no 'board' field"),
    (r#"set_position {"game":"giuthi","board":[1,1,1,1]}"#, "position has no 'to_move' field"),
    // Bad game.
    (r#"set_position {"game":"chess","board":[1,1,1,1],"to_move":"south"}"#, "unknown game 'chess' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"),
    (r#"set_position {"game":5,"board":[1,1,1,1],"to_move":"south"}"#, "position field 'game': must be a string, not 5"),
    // Bad board.
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1,1],"to_move":"south"}"#, "position field 'board': has 5 holes; it needs an even number from 4 to 128 (2 to 64 a row)"),
    (r#"set_position {"game":"en-dodoi","board":[1,1],"to_move":"south"}"#, "position field 'board': has 2 holes; it needs an even number from 4 to 128 (2 to 64 a row)"),
    (r#"set_position {"game":"en-dodoi","board":[],"to_move":"south"}"#, "position field 'board': has 0 holes; it needs an even number from 4 to 128 (2 to 64 a row)"),
    (r#"set_position {"game":"en-dodoi","board":{"a":1},"to_move":"south"}"#, "position field 'board': must be an array of seed counts"),
    (r#"set_position {"game":"en-dodoi","board":"1,1,1,1","to_move":"south"}"#, "position field 'board': must be an array of seed counts"),
    (r#"set_position {"game":"en-dodoi","board":[1,-1,1,1],"to_move":"south"}"#, "position field 'board[1]': must be a whole number of 0 or more, not -1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1.5,1],"to_move":"south"}"#, "position field 'board[2]': must be a whole number of 0 or more, not 1.5"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,"1"],"to_move":"south"}"#, "position field 'board[3]': must be a whole number of 0 or more, not \"1\""),
    (r#"set_position {"game":"en-dodoi","board":[null,1,1,1],"to_move":"south"}"#, "position field 'board[0]': must be a whole number of 0 or more, not null"),
    (r#"set_position {"game":"en-dodoi","board":[18446744073709551616,1,1,1],"to_move":"south"}"#, "position field 'board[0]': must be a whole number of 0 or more, not 1.8446744073709552e+19"),
    (r#"set_position {"game":"en-dodoi","board":[65535,1,1,1],"to_move":"south"}"#, "position field 'board': holds 65538 seeds, more than the 65535 a board may hold"),
    (r#"set_position {"game":"en-dodoi","board":[18446744073709551615,18446744073709551615,1,1],"to_move":"south"}"#, "position field 'board': holds 18446744073709551615 seeds, more than the 65535 a board may hold"),
    // Holes not matching the board.
    (r#"set_position {"game":"en-dodoi","holes":3,"board":[1,1,1,1],"to_move":"south"}"#, "position field 'holes': is 3, but the board has 4 holes (2 a row)"),
    (r#"set_position {"game":"en-dodoi","holes":4,"board":[1,1,1,1],"to_move":"south"}"#, "position field 'holes': is 4, but the board has 4 holes (2 a row)"),
    (r#"set_position {"game":"en-dodoi","holes":-2,"board":[1,1,1,1],"to_move":"south"}"#, "position field 'holes': must be a whole number of 0 or more, not -2"),
    (r#"set_position {"game":"en-dodoi","holes":"2","board":[1,1,1,1],"to_move":"south"}"#, "position field 'holes': must be a whole number of 0 or more, not \"2\""),
    // Bad seeds.
    (r#"set_position {"game":"en-dodoi","seeds":0,"board":[1,1,1,1],"to_move":"south"}"#, "seeds must be from 1 to 255 a hole, not 0"),
    (r#"set_position {"game":"en-dodoi","seeds":256,"board":[1,1,1,1],"to_move":"south"}"#, "seeds must be from 1 to 255 a hole, not 256"),
    (r#"set_position {"game":"en-dodoi","seeds":2.5,"board":[1,1,1,1],"to_move":"south"}"#, "position field 'seeds': must be a whole number of 0 or more, not 2.5"),
    // Bad to_move.
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"east"}"#, "position field 'to_move': must be \"south\" or \"north\", not \"east\""),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"South"}"#, "position field 'to_move': must be \"south\" or \"north\", not \"South\""),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":1}"#, "position field 'to_move': must be \"south\" or \"north\", not 1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":["south"]}"#, "position field 'to_move': must be \"south\" or \"north\", not [\"south\"]"),
    // Bad options.
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":[1]}"#, "position field 'options': must be an object"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":"draw"}"#, "position field 'options': must be an object"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":0}}"#, "position field 'options.lap_limit': must be a whole number from 1 to 1000000, not 0"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":1000001}}"#, "position field 'options.lap_limit': must be a whole number from 1 to 1000000, not 1000001"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":-3}}"#, "position field 'options.lap_limit': must be a whole number from 1 to 1000000, not -3"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":5.5}}"#, "position field 'options.lap_limit': must be a whole number from 1 to 1000000, not 5.5"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":"5"}}"#, "position field 'options.lap_limit': has the wrong type: \"5\""),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"capture_lone_seed":1}}"#, "position field 'options.capture_lone_seed': has the wrong type: 1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"capture_lone_seed":"true"}}"#, "position field 'options.capture_lone_seed': has the wrong type: \"true\""),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"repetition":"never"}}"#, "bad value 'never' for option repetition: expected draw or own-row"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"repetition":true}}"#, "position field 'options.repetition': has the wrong type: true"),
    (r#"set_position {"game":"sadeqa-ii","board":[1,1,1,1],"to_move":"south","options":{"opening_rule":"no"}}"#, "position field 'options.opening_rule': has the wrong type: \"no\""),
    // An option of another game, or of none.
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"opening_rule":true}}"#, "unknown option 'opening_rule' for en-dodoi (options: lap_limit, capture_lone_seed, repetition)"),
    (r#"set_position {"game":"giuthi","board":[1,1,1,1],"to_move":"south","options":{"capture_lone_seed":false}}"#, "unknown option 'capture_lone_seed' for giuthi (options: lap_limit, repetition)"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"bogus":1}}"#, "unknown option 'bogus' for en-dodoi (options: lap_limit, capture_lone_seed, repetition)"),
    // Bad captured.
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":[1]}"#, "position field 'captured': must be an array of two values [south, north], not [1]"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":[1,2,3]}"#, "position field 'captured': must be an array of two values [south, north], not [1,2,3]"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":5}"#, "position field 'captured': must be an array of two values [south, north], not 5"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":{"south":1,"north":2}}"#, "position field 'captured': must be an array of two values [south, north], not {\"north\":2,\"south\":1}"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":[1,-1]}"#, "position field 'captured[1]': must be a whole number of 0 or more, not -1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":[0.5,1]}"#, "position field 'captured[0]': must be a whole number of 0 or more, not 0.5"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","captured":[2000000000,0]}"#, "position field 'captured': south has 2000000000 seeds, more than the 1000000000 allowed"),
    // Bad opening flags (Sadeqa II) and ply.
    (r#"set_position {"game":"sadeqa-ii","board":[1,1,1,1],"to_move":"south","opening_done":[true]}"#, "position field 'opening_done': must be an array of two values [south, north], not [true]"),
    (r#"set_position {"game":"sadeqa-ii","board":[1,1,1,1],"to_move":"south","opening_done":[true,1]}"#, "position field 'opening_done[1]': must be true or false, not 1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","ply":-1}"#, "position field 'ply': must be a whole number of 0 or more, not -1"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","ply":1.5}"#, "position field 'ply': must be a whole number of 0 or more, not 1.5"),
    (r#"set_position {"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","ply":"3"}"#, "position field 'ply': must be a whole number of 0 or more, not \"3\""),
];

#[test]
fn bad_set_position_names_the_problem_and_keeps_the_game() {
    for &(command, message) in BAD_POSITIONS {
        check(
            &[
                "new_game en-dodoi",
                "play 1",
                command,
                "state",
                "undo",
                "state",
            ],
            &[
                "=",
                "=",
                &format!("? {message}"),
                &st(EN_DODOI_AFTER_1),
                "=",
                &st(EN_DODOI_START),
            ],
        );
    }
}

#[test]
fn bad_set_position_before_any_game_leaves_no_game() {
    for &(command, message) in BAD_POSITIONS {
        check(
            &[&format!("9 {command}"), "state"],
            &[&format!("?9 {message}"), NO_GAME],
        );
    }
}

#[test]
fn deeply_nested_json_is_refused_without_a_crash() {
    let deep = format!("set_position {}{}", "[".repeat(60_000), "]".repeat(60_000));
    assert!(deep.len() > MAX_LINE, "this one is refused as too long");
    let deep_but_fits = format!("set_position {}{}", "[".repeat(30_000), "]".repeat(30_000));
    let nested_board = format!(
        r#"set_position {{"game":"giuthi","board":{}{},"to_move":"south"}}"#,
        "[".repeat(5_000),
        "]".repeat(5_000)
    );
    let out =
        run_bytes(script(&["new_game giuthi", &deep_but_fits, &nested_board, "state"]).as_bytes());
    assert_eq!(
        answers(&out),
        [
            "=",
            "? position is not valid JSON: recursion limit exceeded at line 1 column 128",
            "? position is not valid JSON: recursion limit exceeded at line 1 column 152",
            &st(GIUTHI_START),
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// genmove

#[test]
fn genmove_returns_a_legal_move_and_plays_it() {
    for (setup, limit) in [
        ("new_game giuthi", "depth=3"),
        ("new_game giuthi holes=5 seeds=4", "nodes=2000"),
        ("new_game en-dodoi", "depth=3"),
        ("new_game en-dodoi holes=8", "nodes=2000 depth=4"),
        ("new_game en-gehe", "depth=2"),
        ("new_game sadeqa-ii", "depth=3"),
        ("new_game en-dodoi", "level=1"),
        ("new_game giuthi", "level=3"),
        ("new_game en-dodoi", "level=5 nodes=2000"),
        ("new_game en-dodoi", "movetime=20 depth=3"),
        ("new_game en-dodoi", "south_time=200"),
        (
            "new_game en-dodoi",
            "south_time=200 north_time=0 increment=10 depth=3",
        ),
        ("new_game sadeqa-ii", ""),
    ] {
        let mut session = Session::new();
        assert_eq!(send(&mut session, setup), "=");
        let before = state_of(&mut session);
        let legal = send(&mut session, "legal_moves");
        let legal: Vec<&str> = legal.strip_prefix("= ").unwrap().split(' ').collect();
        let command = format!("7 genmove {limit}");
        let answer = send(&mut session, command.trim_end());
        let mv = answer
            .strip_prefix("=7 ")
            .unwrap_or_else(|| panic!("{setup}; genmove {limit}: {answer}"));
        assert!(legal.contains(&mv), "{mv} is not among {legal:?}");
        // The state is that of playing the move by hand.
        let after = state_of(&mut session);
        let mut by_hand = Session::new();
        assert_eq!(send(&mut by_hand, &format!("set_position {before}")), "=");
        assert_eq!(send(&mut by_hand, &format!("play {mv}")), "=");
        assert_eq!(after, state_of(&mut by_hand), "{setup}; genmove {limit}");
        assert_ne!(after, before);
        // And it can be taken back.
        assert_eq!(send(&mut session, "undo"), "=");
        assert_eq!(state_of(&mut session), before);
    }
}

#[test]
fn genmove_forced_moves_and_a_whole_game() {
    // Sadeqa II's forced openings need no thought, even with no limit at all.
    check(
        &[
            "new_game sadeqa-ii",
            "genmove",
            "state",
            "genmove",
            "state",
            "legal_moves",
        ],
        &[
            "=",
            "= 6",
            &st(SADEQA_AFTER_6),
            "= 6",
            r#"= {"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[1,5,5,1,0,1,5,5,0,4,4,0],"captured":[4,1],"to_move":"south","opening_done":[true,true],"ply":2,"result":null}"#,
            "= 1 2 3 4 6",
        ],
    );
    // Play a small game to its end with genmove; then genmove fails and nothing changes.
    let mut session = Session::new();
    assert_eq!(send(&mut session, "new_game en-dodoi holes=3 seeds=2"), "=");
    let mut plies = 0;
    loop {
        let state = state_of(&mut session);
        if !state.ends_with(r#""result":null}"#) {
            break;
        }
        let answer = send(&mut session, "genmove depth=4");
        assert!(answer.starts_with("= "), "{answer}");
        plies += 1;
        assert!(plies < 500, "the game should end");
    }
    let end = state_of(&mut session);
    assert!(end.contains(r#""reason":"#), "{end}");
    assert_eq!(send(&mut session, "legal_moves"), "=");
    assert_eq!(
        send(&mut session, "genmove depth=3"),
        "? the game is over: there is no move to generate"
    );
    assert_eq!(
        send(&mut session, "genmove"),
        "? the game is over: there is no move to generate"
    );
    assert_eq!(state_of(&mut session), end);
}

#[test]
fn genmove_bad_limits_fail_and_change_nothing() {
    let cases: &[(&str, &str)] = &[
        ("genmove foo=1", "genmove has no limit 'foo' (limits: depth, movetime, nodes, level, south_time, north_time, increment)"),
        ("genmove Depth=3", "genmove has no limit 'Depth' (limits: depth, movetime, nodes, level, south_time, north_time, increment)"),
        ("genmove =3", "genmove has no limit '' (limits: depth, movetime, nodes, level, south_time, north_time, increment)"),
        ("genmove depth", "'depth' is not a limit: write NAME=VALUE (depth, movetime, nodes, level, south_time, north_time, increment)"),
        ("genmove 3", "'3' is not a limit: write NAME=VALUE (depth, movetime, nodes, level, south_time, north_time, increment)"),
        ("genmove depth=3 depth=3", "depth is given twice"),
        ("genmove nodes=100 depth=2 nodes=200", "nodes is given twice"),
        ("genmove depth=0", "depth must be a whole number from 1 to 100, not '0'"),
        ("genmove depth=101", "depth must be a whole number from 1 to 100, not '101'"),
        ("genmove depth=-1", "depth must be a whole number from 1 to 100, not '-1'"),
        ("genmove depth=three", "depth must be a whole number from 1 to 100, not 'three'"),
        ("genmove depth=", "depth must be a whole number from 1 to 100, not ''"),
        ("genmove depth=2.5", "depth must be a whole number from 1 to 100, not '2.5'"),
        ("genmove nodes=0", "nodes must be a whole number from 1 to 18446744073709551615, not '0'"),
        ("genmove nodes=18446744073709551616", "nodes must be a whole number from 1 to 18446744073709551615, not '18446744073709551616'"),
        ("genmove movetime=0", "movetime must be a whole number from 1 to 86400000, not '0'"),
        ("genmove movetime=1s", "movetime must be a whole number from 1 to 86400000, not '1s'"),
        ("genmove movetime=86400001", "movetime must be a whole number from 1 to 86400000, not '86400001'"),
        ("genmove level=0", "level must be a whole number from 1 to 10, not '0'"),
        ("genmove level=11", "level must be a whole number from 1 to 10, not '11'"),
        ("genmove level=max", "level must be a whole number from 1 to 10, not 'max'"),
        ("genmove south_time=-5", "south_time must be a whole number from 0 to 86400000, not '-5'"),
        ("genmove increment=x south_time=5", "increment must be a whole number from 0 to 86400000, not 'x'"),
        // A clock without the mover's time (South is to move).
        ("genmove north_time=1000", "south_time is needed for a clock: south is to move"),
        ("genmove increment=100", "south_time is needed for a clock: south is to move"),
        ("genmove north_time=1000 increment=100 depth=3", "south_time is needed for a clock: south is to move"),
        // A bad limit after a good one.
        ("genmove depth=3 nodes=0", "nodes must be a whole number from 1 to 18446744073709551615, not '0'"),
    ];
    for &(command, message) in cases {
        check(
            &["new_game en-dodoi", command, "state"],
            &["=", &format!("? {message}"), &st(EN_DODOI_START)],
        );
    }
    // North to move: the clock needs north_time.
    check(
        &[
            "new_game en-dodoi",
            "play 1",
            "5 genmove south_time=1000",
            "state",
        ],
        &[
            "=",
            "=",
            "?5 north_time is needed for a clock: north is to move",
            &st(EN_DODOI_AFTER_1),
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// analyze

/// Orders analysis scores: a win beats every seed count (a quicker win more), a loss loses to
/// every seed count (a slower loss less), a draw counts as 0 seeds.
fn score_rank(score: &str) -> (i32, i64) {
    if let Some(n) = score.strip_prefix("win-") {
        (2, -n.parse::<i64>().unwrap())
    } else if let Some(n) = score.strip_prefix("loss-") {
        (0, n.parse::<i64>().unwrap())
    } else if score.starts_with("draw-") {
        (1, 0)
    } else {
        (1, score.parse::<i64>().unwrap())
    }
}

fn valid_score(score: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    for word in ["win-", "loss-", "draw-"] {
        if let Some(n) = score.strip_prefix(word) {
            return digits(n) && n.parse::<u64>().is_ok_and(|n| n > 0);
        }
    }
    digits(score.strip_prefix('-').unwrap_or(score)) && score != "-0"
}

/// Runs `setup`, then `command` (an analyze), and checks the answer's shape; returns its lines.
fn check_analysis(setup: &[&str], command: &str) -> Vec<String> {
    let mut session = Session::new();
    for line in setup {
        let answer = send(&mut session, line);
        assert!(answer.starts_with('='), "{line}: {answer}");
    }
    let before = state_of(&mut session);
    let legal_answer = send(&mut session, "legal_moves");
    let legal: Vec<&str> = legal_answer
        .strip_prefix("= ")
        .unwrap_or("")
        .split(' ')
        .filter(|s| !s.is_empty())
        .collect();
    let answer = send(&mut session, command);
    let text = answer
        .strip_prefix("= ")
        .unwrap_or_else(|| panic!("{command}: {answer}"));
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(lines.len(), legal.len(), "one line per legal move: {text}");
    let mut seen: Vec<&str> = Vec::new();
    let mut last_rank = None;
    for line in &lines {
        let parts: Vec<&str> = line.split(' ').collect();
        assert!(
            parts.len() == 3
                || (parts.len() == 4
                    && parts[3]
                        .strip_prefix("proved=")
                        .is_some_and(|v| v.parse::<i32>().is_ok())),
            "MOVE score=S pv=... [proved=V]: {line:?}"
        );
        let (mv, score, pv) = (parts[0], parts[1], parts[2]);
        assert!(legal.contains(&mv), "{mv} is not legal ({legal:?})");
        assert!(!seen.contains(&mv), "{mv} twice");
        seen.push(mv);
        let score = score
            .strip_prefix("score=")
            .unwrap_or_else(|| panic!("{line:?}"));
        assert!(valid_score(score), "bad score in {line:?}");
        let pv: Vec<&str> = pv
            .strip_prefix("pv=")
            .unwrap_or_else(|| panic!("{line:?}"))
            .split(',')
            .collect();
        assert_eq!(pv[0], mv, "the pv starts with the line's move: {line:?}");
        // The pv is a sequence of legal moves that does not go past the end of the game.
        let mut game = History::from_json(&before).unwrap();
        for step in &pv {
            assert!(game.outcome().is_none(), "pv goes past the end: {line:?}");
            let mv: Move = step.parse().unwrap_or_else(|e| panic!("{line:?}: {e}"));
            game.play(mv).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        }
        if let Some(n) = score.strip_prefix("draw-") {
            assert_eq!(n.parse::<usize>().unwrap(), pv.len(), "{line:?}");
            assert_eq!(game.outcome().map(|o| o.winner), Some(None), "{line:?}");
        }
        // Best first.
        let rank = score_rank(score);
        if let Some(last) = last_rank {
            assert!(rank <= last, "not best first: {text}");
        }
        last_rank = Some(rank);
    }
    // Analysis plays nothing.
    assert_eq!(state_of(&mut session), before);
    lines
}

#[test]
fn analyze_one_line_per_legal_move() {
    let lines = check_analysis(&["new_game giuthi"], "analyze depth=3");
    assert_eq!(lines.len(), 16);
    assert!(
        lines.iter().all(|l| l.matches(',').count() <= 2),
        "depth 3: {lines:?}"
    );
    check_analysis(&["new_game giuthi"], "analyze nodes=2000");
    check_analysis(&["new_game en-dodoi"], "analyze depth=3");
    check_analysis(
        &["new_game en-dodoi", "play 1", "play 2"],
        "analyze nodes=2000",
    );
    check_analysis(
        &["new_game en-dodoi holes=10"],
        "analyze depth=2 nodes=2000",
    );
    check_analysis(&["new_game en-gehe"], "analyze depth=1");
    check_analysis(&["new_game sadeqa-ii"], "analyze depth=3");
    check_analysis(
        &["new_game sadeqa-ii", "play 6", "play 6"],
        "analyze depth=3",
    );
    check_analysis(
        &["new_game giuthi holes=5 seeds=4"],
        "analyze movetime=30 depth=4",
    );
    // A small position searched to its end.
    check_analysis(
        &["new_game en-dodoi holes=3 seeds=1"],
        "analyze depth=30 nodes=20000",
    );
}

#[test]
fn analyze_exact_game_ends() {
    // South's only move lets North end the game at once: a loss in 2 plies.
    check(
        &[
            &format!("set_position {EN_DODOI_ENDGAME}"),
            "analyze depth=4",
            "play 6",
        ],
        &["=", "= 6 score=loss-2 pv=6,1 proved=-2", "="],
    );
    // North wins with 1 at once; 6 gives South a move.
    let lines = check_analysis(
        &[&format!("set_position {EN_DODOI_ENDGAME}"), "play 6"],
        "analyze depth=4",
    );
    assert_eq!(lines[0], "1 score=win-1 pv=1 proved=2");
    // Giuthi: North must pass and then loses.
    let lines = check_analysis(
        &[
            r#"set_position {"game":"giuthi","holes":5,"seeds":4,"board":[2,0,0,0,0,0,0,0,0,1],"to_move":"north"}"#,
        ],
        "analyze depth=3",
    );
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].starts_with("pass score=loss-2 pv=pass,1"),
        "{lines:?}"
    );
}

/// En Gehé 2x2 [0,2 | 2,2], South to move: a forced win in 5 under the default `own-row`
/// repetition rule, a draw by repetition under `repetition=draw` (checked by exhaustive search).
const GEHE_OWN_ROW: &str = r#"set_position {"game":"en-gehe","board":[0,2,2,2],"to_move":"south"}"#;
const GEHE_DRAW: &str = r#"set_position {"game":"en-gehe","options":{"repetition":"draw"},"board":[0,2,2,2],"to_move":"south"}"#;

#[test]
fn analyze_solves_a_small_position_under_each_repetition_rule() {
    let lines = check_analysis(&[GEHE_OWN_ROW], "analyze depth=60");
    assert!(lines[0].starts_with("2 score=win-5 pv=2,"), "{lines:?}");
    let lines = check_analysis(&[GEHE_DRAW], "analyze depth=60");
    assert!(lines[0].starts_with("2 score=draw-"), "{lines:?}");
}

/// The answer to `set_position X` + `analyze` must not depend on what the session analysed
/// before. The transposition table's keys (`Position::hash`: board, captures, side to move,
/// opening flags) ignore the game and its rule options, so a table kept across `set_position`
/// reused scores found under `repetition=draw` for `own-row` (answering `2 score=0 pv=2` for a
/// forced win in 5); `set_position` now clears the search.
#[test]
fn analyze_does_not_depend_on_earlier_positions() {
    let fresh = run_bytes(script(&[GEHE_OWN_ROW, "analyze depth=60"]).as_bytes());
    let fresh = answers(&fresh);
    assert!(fresh[1].starts_with("= 2 score=win-5 pv=2,"), "{fresh:?}");
    for earlier in [
        GEHE_DRAW,
        r#"set_position {"game":"giuthi","board":[0,2,2,2],"to_move":"south"}"#,
        r#"set_position {"game":"sadeqa-ii","board":[0,2,2,2],"to_move":"south"}"#,
        r#"set_position {"game":"en-dodoi","options":{"repetition":"draw"},"board":[0,2,2,2],"to_move":"south"}"#,
    ] {
        let out = run_bytes(
            script(&[
                earlier,
                "analyze depth=60",
                GEHE_OWN_ROW,
                "analyze depth=60",
            ])
            .as_bytes(),
        );
        assert_eq!(answers(&out)[3], fresh[1], "after {earlier}");
    }
}

/// `set_position` accepts captures up to 1,000,000,000 a side; the evaluation (which once multiplied
/// the captured difference by its weight in `i32` and overflowed) must keep such scores plain seeds.
/// 1,000,000 seeds the score reaches the decisive range (`win-120` at depth 2), and larger leads
/// wrap round: `win--1115753042`, or `loss--1194966446` for South leading by 30,000,000. In a
/// debug build the same multiplication panics ("attempt to multiply with overflow").
#[test]
fn analyze_scores_keep_their_format_with_huge_captures() {
    for (captured, sign) in [
        ("[1000000,0]", 1),
        ("[30000000,0]", 1),
        ("[1000000000,0]", 1),
        ("[0,1000000000]", -1),
        // A lead of one seed: only the format is checked.
        ("[1000000000,999999999]", 0),
    ] {
        let position = format!(
            r#"set_position {{"game":"en-dodoi","board":[4,4,4,4,4,4,4,4,4,4,4,4],"captured":{captured},"to_move":"south"}}"#
        );
        let out = run_bytes(script(&[&position, "analyze depth=2"]).as_bytes());
        let all = answers(&out);
        assert_eq!(all[0], "=");
        let text = all[1].strip_prefix("= ").expect("an analysis");
        assert_eq!(text.lines().count(), 6);
        for line in text.lines() {
            let score = line
                .split(' ')
                .nth(1)
                .unwrap()
                .strip_prefix("score=")
                .unwrap();
            // No game ends within two plies of a full board: the score is a number of seeds,
            // and South, far ahead (or behind), is ahead (or behind).
            let seeds: i64 = score
                .parse()
                .unwrap_or_else(|_| panic!("captured {captured}: {line}"));
            assert!(sign == 0 || seeds * sign > 0, "captured {captured}: {line}");
        }
    }
}

/// `ply` is "kept as given" by `set_position`, up to 2^64 - 1; the next ply overflows
/// `History::ply` (`start_ply + moves_played`): `state` then says `"ply":0` (release), and a
/// debug build panics ("attempt to add with overflow" in history.rs).
#[test]
fn ply_does_not_wrap_round() {
    let out = run_bytes(
        script(&[
            r#"set_position {"game":"en-dodoi","board":[4,4,4,4,4,4,4,4,4,4,4,4],"to_move":"south","ply":18446744073709551615}"#,
            "play 1",
            "state",
        ])
        .as_bytes(),
    );
    let all = answers(&out);
    if all[0].starts_with('?') {
        // Refusing such a ply is fine too, if the message names it.
        assert!(all[0].contains("'ply'"), "{all:?}");
    } else {
        assert_eq!(all[1], "=");
        assert!(
            all[2].contains(r#""ply":18446744073709551616,"#),
            "the ply after 18446744073709551615: {}",
            all[2]
        );
    }
}

#[test]
fn analyze_when_the_game_is_over_is_empty() {
    check(
        &[
            &format!("set_position {EN_DODOI_ENDGAME}"),
            "play 6",
            "play 1",
            "analyze depth=3",
            "3 analyze nodes=100",
            "legal_moves",
        ],
        &["=", "=", "=", "=", "=3", "="],
    );
}

#[test]
fn analyze_bad_limits() {
    let limits = "(limits: depth, movetime, nodes)";
    check(
        &[
            "new_game giuthi",
            "analyze level=3",
            "analyze south_time=100",
            "analyze increment=5",
            "analyze depth=0",
            "analyze depth=3 depth=2",
            "analyze nodes",
            "analyze movetime=-1",
            "state",
        ],
        &[
            "=",
            &format!("? analyze has no limit 'level' {limits}"),
            &format!("? analyze has no limit 'south_time' {limits}"),
            &format!("? analyze has no limit 'increment' {limits}"),
            "? depth must be a whole number from 1 to 100, not '0'",
            "? depth is given twice",
            "? 'nodes' is not a limit: write NAME=VALUE (depth, movetime, nodes)",
            "? movetime must be a whole number from 1 to 86400000, not '-1'",
            &st(GIUTHI_START),
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// Reading: long lines, bad bytes, quit, end of input

#[test]
fn a_line_longer_than_the_limit_gets_one_answer_and_the_engine_goes_on() {
    let mut input = b"new_game giuthi\nplay 1R\n".to_vec();
    input.extend(std::iter::repeat_n(b'a', 70_000));
    input.extend(b"\n5 state\n");
    // A long line that starts like a command with an id is refused whole too, with its id.
    input.extend(b"6 set_position ");
    input.extend(std::iter::repeat_n(b' ', MAX_LINE));
    input.extend(b"\nstate\n");
    let out = run_bytes(&input);
    assert_eq!(
        answers(&out),
        [
            "=",
            "=",
            "? line too long: 70000 bytes, the limit is 65536",
            &format!("=5 {GIUTHI_AFTER_1R}"),
            &format!(
                "?6 line too long: {} bytes, the limit is 65536",
                MAX_LINE + 15
            ),
            &st(GIUTHI_AFTER_1R),
        ]
    );
}

#[test]
fn the_line_limit_is_exactly_64_kib() {
    assert_eq!(MAX_LINE, 65_536);
    let fits = format!("{}\n", "x".repeat(MAX_LINE));
    assert_eq!(
        run_bytes(fits.as_bytes()),
        format!("? unknown command '{}...'\n\n", "x".repeat(40))
    );
    let over = format!("{}\nname\n", "x".repeat(MAX_LINE + 1));
    assert_eq!(
        run_bytes(over.as_bytes()),
        "? line too long: 65537 bytes, the limit is 65536\n\n= mancala\n\n"
    );
    // A long line at the end of input, without a newline.
    let last = "y".repeat(3 * MAX_LINE);
    assert_eq!(
        run_bytes(format!("name\n{last}").as_bytes()),
        "= mancala\n\n? line too long: 196608 bytes, the limit is 65536\n\n"
    );
}

#[test]
fn invalid_utf8_gets_one_answer_and_changes_nothing() {
    let mut input = b"new_game en-dodoi\nplay 1\n".to_vec();
    input.extend(b"\xff\xfe name\n");
    input.extend(b"7 play \xc3\n");
    input
        .extend(b"set_position {\"game\":\"en-dodoi\",\"board\":[1,1,1,1],\"to_move\":\"\xe9\"}\n");
    input.extend(b"state\n");
    let out = run_bytes(&input);
    assert_eq!(
        answers(&out),
        [
            "=",
            "=",
            "? line is not valid UTF-8",
            "?7 line is not valid UTF-8",
            "? line is not valid UTF-8",
            &st(EN_DODOI_AFTER_1),
        ]
    );
}

#[test]
fn non_ascii_text_is_answered() {
    check(
        &["Éñ", "new_game en-gehé", "known_command état"],
        &[
            "? unknown command 'Éñ'",
            "? unknown game 'en-gehé' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)",
            "= false",
        ],
    );
}

#[test]
fn quit_answers_and_nothing_after_it_is_answered() {
    check(
        &["name", "quit", "name", "new_game giuthi"],
        &["= mancala", "="],
    );
    check(&["5 quit", "name"], &["=5"]);
    // quit with arguments is a failed command and does not stop the engine.
    check(
        &["quit now", "name", "quit"],
        &["? quit takes no arguments", "= mancala", "="],
    );
    // The session is left as it was: a later run on it still has the game.
    let mut session = Session::new();
    assert_eq!(
        run_on(&mut session, b"new_game en-dodoi\nplay 1\nquit\nplay 2\n"),
        "=\n\n=\n\n=\n\n"
    );
    assert_eq!(state_of(&mut session), EN_DODOI_AFTER_1);
}

#[test]
fn end_of_input_acts_as_quit() {
    // The last line needs no newline; the run ends normally at the end of input.
    assert_eq!(run_bytes(b"name\nprotocol_version"), "= mancala\n\n= 2\n\n");
    assert_eq!(run_bytes(b"new_game giuthi\r"), "=\n\n");
    let mut session = Session::new();
    let mut out = Vec::new();
    run(&mut session, &b"new_game sadeqa-ii\nplay 6"[..], &mut out).unwrap();
    assert_eq!(out, b"=\n\n=\n\n");
    assert_eq!(state_of(&mut session), SADEQA_AFTER_6);
}

// ---------------------------------------------------------------------------------------------
// Robustness: random input

#[test]
fn random_bytes_get_only_well_formed_answers() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let mut input = Vec::new();
    for _ in 0..200_000 {
        let b = match rng.below(10) {
            0 => b'\n',
            1 => b' ',
            2 => b'\r',
            3 => b'=',
            _ => rng.next() as u8,
        };
        input.push(b);
    }
    let out = run_bytes(&input);
    // Every non-blank, non-comment line is answered exactly once (and nothing quits, since
    // `quit` never comes up by chance here).
    let expected: usize = input
        .split(|&b| b == b'\n')
        .filter(|line| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            match std::str::from_utf8(line) {
                Ok(text) => {
                    // White space in the protocol is ASCII space and tab only.
                    let t = text.trim_start_matches([' ', '\t']);
                    !(t.is_empty() || t.starts_with('#'))
                }
                // A comment is ignored even with bytes that are not UTF-8.
                Err(_) => {
                    let start = line.iter().position(|&b| b != b' ' && b != b'\t');
                    start.is_some_and(|i| line[i] != b'#')
                }
            }
        })
        .count();
    let all = answers(&out);
    assert_eq!(all.len(), expected);
    for answer in &all {
        assert!(
            answer.starts_with('?'),
            "random bytes make no command: {answer:?}"
        );
    }
}

/// Random commands, good and bad: every failed command (and every query) leaves the state as it was.
#[test]
fn failed_commands_never_change_the_state() {
    let mut rng = Rng(0x0dd_ba11_cafe_f00d);
    let mut session = Session::new();
    let games = ["en-gehe", "en-dodoi", "sadeqa-ii", "giuthi", "chess", ""];
    let settings = [
        "holes=2",
        "holes=3",
        "holes=5",
        "holes=6",
        "holes=1",
        "holes=65",
        "holes=x",
        "seeds=1",
        "seeds=2",
        "seeds=4",
        "seeds=0",
        "lap_limit=3",
        "lap_limit=0",
        "repetition=draw",
        "repetition=own-row",
        "repetition=x",
        "capture_lone_seed=true",
        "opening_rule=false",
        "holes",
        "=",
        "foo=1",
    ];
    let words = [
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "0",
        "1R",
        "1L",
        "2R",
        "3L",
        "pass",
        "x",
        "",
        "9R",
        "depth=2",
        "depth=0",
        "nodes=300",
        "nodes=x",
        "level=1",
        "level=11",
        "movetime=5",
        "north_time=50",
        "south_time=50",
        "increment=1",
        "foo=1",
    ];
    let mut failures = 0;
    let mut successes = 0;
    for step in 0..1500 {
        let before = send(&mut session, "state");
        let command = match rng.below(12) {
            0 => {
                let mut c = format!("new_game {}", rng.pick(&games));
                if c.ends_with("en-gehe") {
                    c.push_str(" holes=4");
                }
                for _ in 0..rng.below(3) {
                    c.push(' ');
                    c.push_str(rng.pick(&settings));
                }
                c
            }
            1..=3 => {
                // A legal move half of the time.
                let legal = send(&mut session, "legal_moves");
                let moves: Vec<&str> = legal
                    .strip_prefix("= ")
                    .unwrap_or("")
                    .split(' ')
                    .filter(|s| !s.is_empty())
                    .collect();
                if !moves.is_empty() && rng.below(2) == 0 {
                    format!("play {}", moves[rng.below(moves.len())])
                } else {
                    format!("play {}", rng.pick(&words))
                }
            }
            4 => "undo".to_string(),
            5 => {
                let mut c = "genmove".to_string();
                // Always some limit, so no search takes long.
                c.push_str(match rng.below(4) {
                    0 => " depth=2",
                    1 => " nodes=300",
                    2 => " level=1",
                    _ => " depth=1",
                });
                for _ in 0..rng.below(2) {
                    c.push(' ');
                    c.push_str(rng.pick(&words));
                }
                c
            }
            6 => format!("analyze depth=1 {}", rng.pick(&words)),
            7 | 8 => {
                // The current position, perhaps damaged by one character.
                let json = before.strip_prefix("= ").unwrap_or(EN_DODOI_START);
                let mut bytes: Vec<char> = json.chars().collect();
                if rng.below(3) > 0 {
                    let i = rng.below(bytes.len());
                    bytes[i] =
                        ['0', '1', '9', '-', '.', '"', ',', ']', '[', '}', 'x', ' '][rng.below(12)];
                }
                format!("set_position {}", bytes.into_iter().collect::<String>())
            }
            9 => "legal_moves".to_string(),
            10 => format!("{} {}", rng.pick(&words), rng.pick(&words)),
            _ => format!("known_command {}", rng.pick(&words)),
        };
        let answer = send(&mut session, &command);
        assert!(
            answer.starts_with('=') || answer.starts_with('?'),
            "{command}: {answer}"
        );
        let changes = answer.starts_with('=')
            && ["new_game", "play", "undo", "genmove", "set_position"]
                .iter()
                .any(|c| command.starts_with(c));
        if answer.starts_with('?') {
            failures += 1;
        } else {
            successes += 1;
        }
        if !changes {
            assert_eq!(
                send(&mut session, "state"),
                before,
                "step {step}: '{command}' answered {answer:?} and changed the state"
            );
        }
    }
    assert!(
        failures > 300 && successes > 300,
        "{failures} failures, {successes} successes"
    );
}

// ---------------------------------------------------------------------------------------------
// solve

/// En Dodoi 2x2 with one seed in South's hole 1: South sows it, North has no move, South
/// takes the board's last seed: a win by 1.
const ONE_SEED: &str = r#"{"game":"en-dodoi","holes":2,"seeds":4,"board":[1,0,0,0],"captured":[0,0],"to_move":"south","ply":7}"#;

/// Splits `key=value` words of an answer line into pairs.
fn fields(line: &str) -> Vec<(String, String)> {
    line.split(' ')
        .filter_map(|w| w.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn field<'a>(pairs: &'a [(String, String)], key: &str) -> &'a str {
    pairs
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no {key} in {pairs:?}"))
}

#[test]
fn solve_proves_a_small_position_and_changes_nothing() {
    let mut session = Session::new();
    assert_eq!(send(&mut session, &format!("set_position {ONE_SEED}")), "=");
    let before = state_of(&mut session);
    let answer = send(&mut session, "solve");
    assert!(
        answer.starts_with("= value=1 result=win best=1 pv=1 nodes="),
        "{answer}"
    );
    assert!(field(&fields(&answer), "ms").parse::<u64>().is_ok());
    assert_eq!(state_of(&mut session), before);
    assert_eq!(send(&mut session, "solve moves"), "= 1 value=1 result=win");
    assert_eq!(
        send(&mut session, "7 solve moves nodes=1000"),
        "=7 1 value=1 result=win"
    );
}

#[test]
fn solve_line_and_moves_keep_the_value() {
    let mut session = Session::new();
    for setup in [
        "new_game giuthi holes=3 seeds=2",
        "new_game en-dodoi holes=3 seeds=2",
        "new_game sadeqa-ii holes=3 seeds=2",
        r#"set_position {"game":"en-gehe","holes":4,"seeds":4,"board":[2,0,1,0,0,1,0,2],"captured":[5,7],"to_move":"north","ply":0}"#,
    ] {
        assert_eq!(send(&mut session, setup), "=");
        let game = History::from_json(&state_of(&mut session)).unwrap();
        let answer = send(&mut session, "solve movetime=20000");
        let pairs = fields(&answer);
        let value: i32 = field(&pairs, "value").parse().unwrap();
        let result = field(&pairs, "result");
        assert_eq!(
            result,
            match value.signum() {
                1 => "win",
                0 => "draw",
                _ => "loss",
            }
        );
        let pv: Vec<Move> = field(&pairs, "pv")
            .split(',')
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(field(&pairs, "best"), pv[0].to_string());
        let mut line = game.clone();
        for mv in &pv {
            line.play(*mv)
                .unwrap_or_else(|e| panic!("{setup}: pv {pv:?}: {e}"));
        }
        assert!(line.outcome().is_some(), "{setup}: the line ends the game");
        let moves = send(&mut session, "solve moves");
        let moves = moves.strip_prefix("= ").unwrap();
        let listed: Vec<&str> = moves
            .lines()
            .map(|l| l.split(' ').next().unwrap())
            .collect();
        let mut legal: Vec<String> = game
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let mut sorted: Vec<String> = listed.iter().map(|s| s.to_string()).collect();
        sorted.sort();
        legal.sort();
        assert_eq!(sorted, legal, "{setup}");
        let values: Vec<i32> = moves
            .lines()
            .map(|l| field(&fields(l), "value").parse().unwrap())
            .collect();
        assert_eq!(values[0], value, "{setup}: the best move keeps the value");
        assert!(
            values.windows(2).all(|w| w[0] >= w[1]),
            "{setup}: best first"
        );
    }
}

#[test]
fn solve_within_limits_gives_bounds() {
    let mut session = Session::new();
    assert_eq!(send(&mut session, "new_game en-dodoi"), "=");
    let answer = send(&mut session, "solve nodes=500");
    assert!(answer.starts_with("= unknown lower="), "{answer}");
    let pairs = fields(&answer);
    let lower: i32 = field(&pairs, "lower").parse().unwrap();
    let upper: i32 = field(&pairs, "upper").parse().unwrap();
    assert!(lower < upper && lower >= -48 && upper <= 48, "{answer}");
    let moves = send(&mut session, "solve moves nodes=500");
    assert_eq!(moves.lines().count(), 6, "{moves}");
    assert!(
        moves.lines().all(|l| l.contains(" unknown lower=")),
        "{moves}"
    );
}

#[test]
fn solve_refuses_bad_arguments_and_finished_games() {
    check(
        &[
            "solve",
            "new_game en-dodoi holes=2 seeds=1",
            "solve depth=3",
            "solve movetime=0",
            "solve nodes=x",
            "solve moves moves",
            "solve nodes=5 nodes=6",
            r#"set_position {"game":"en-dodoi","holes":2,"seeds":4,"board":[0,0,0,0],"captured":[2,2],"to_move":"south","ply":3}"#,
            "solve",
            "solve moves",
        ],
        &[
            NO_GAME,
            "=",
            "? solve has no limit 'depth' (limits: movetime, nodes)",
            "? movetime must be a whole number from 1 to 86400000, not '0'",
            "? nodes must be a whole number from 1 to 18446744073709551615, not 'x'",
            "? 'moves' is not a limit: write NAME=VALUE (movetime, nodes)",
            "? nodes is given twice",
            "=",
            "? the game is over: there is nothing to solve",
            "? the game is over: there is nothing to solve",
        ],
    );
}

#[test]
fn analyze_marks_proved_moves() {
    let mut session = Session::new();
    assert_eq!(send(&mut session, &format!("set_position {ONE_SEED}")), "=");
    let answer = send(&mut session, "analyze depth=4");
    assert!(answer.starts_with("= 1 score="), "{answer}");
    assert!(answer.ends_with(" proved=1"), "{answer}");
}

#[test]
fn only_space_and_tab_are_white_space() {
    // Form feed, no-break space and ideographic space are not blank: the line gets an answer.
    let out = run_bytes("\u{c}\n\u{a0}\n\u{3000}\nname\u{c}\nname\t \n".as_bytes());
    assert_eq!(
        answers(&out),
        [
            // A control character quoted in a message is written escaped.
            r"? unknown command '\u{c}'",
            "? unknown command '\u{a0}'",
            "? unknown command '\u{3000}'",
            r"? unknown command 'name\u{c}'",
            "= mancala",
        ]
    );
}

#[test]
fn too_long_line_length_does_not_count_the_carriage_return() {
    let long = "x".repeat(MAX_LINE + 10);
    let out = run_bytes(format!("{long}\r\nname\n").as_bytes());
    assert_eq!(
        answers(&out),
        [
            format!(
                "? line too long: {} bytes, the limit is {MAX_LINE}",
                MAX_LINE + 10
            ),
            "= mancala".to_string(),
        ]
    );
}

/// Level 10 with a move time asks the solver first: in a Sadeqa II position where the engine
/// alone at 100 ms played a losing move (scripts/perfect-play), `genmove` plays a move whose
/// proved value is the position's.
#[test]
fn genmove_at_level_ten_plays_a_proved_position_perfectly() {
    let mut session = Session::new();
    for line in [
        "new_game sadeqa-ii",
        "play 6",
        "play 6",
        "play 2",
        "play 6",
        "play 6",
        "play 1",
    ] {
        assert_eq!(send(&mut session, line), "=", "{line}");
    }
    let values = send(&mut session, "solve moves movetime=60000");
    let values: Vec<(String, i32)> = values
        .trim_start_matches('=')
        .lines()
        .map(|l| {
            let mut words = l.split_whitespace();
            let mv = words.next().expect("a move").to_string();
            let value = words
                .next()
                .and_then(|w| w.strip_prefix("value="))
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("every move proved: {l}"));
            (mv, value)
        })
        .collect();
    let best = values.iter().map(|(_, v)| *v).max().expect("moves");
    assert_eq!(best, 1, "{values:?}");
    assert!(values.iter().any(|(_, v)| *v < best), "{values:?}");
    let answer = send(&mut session, "genmove movetime=3000");
    let played = answer.trim_start_matches('=').trim().to_string();
    let value = values.iter().find(|(m, _)| *m == played).map(|(_, v)| *v);
    assert_eq!(value, Some(best), "played {played} of {values:?}");
}

#[test]
fn a_quoted_line_break_cannot_end_a_failure_early() {
    // JSON escapes decode to line breaks inside the fields the error messages quote; the
    // answer stays one line and the next command gets its own answer.
    check(
        &[
            r#"set_position {"game":"x\n\ny","board":[1,1,1,1],"to_move":"south"}"#,
            r#"set_position {"game":"giuthi","holes":2,"board":[1,1,1,1],"to_move":"a\r\n\r\nb"}"#,
            "name",
            "play 1",
        ],
        &[
            r"? unknown game 'x\n\ny' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)",
            r#"? position field 'to_move': must be "south" or "north", not "a\r\n\r\nb""#,
            "= mancala",
            "? no game: start one with new_game or set_position",
        ],
    );
}

#[test]
fn whole_numbers_may_be_written_with_a_zero_fraction() {
    check(
        &[
            r#"set_position {"game":"en-dodoi","holes":2.0,"board":[1,2.0,0.0,1],"captured":[3.0,0],"to_move":"south","ply":4.0,"options":{"lap_limit":500.0}}"#,
            "state",
        ],
        &[
            "=",
            r#"= {"game":"en-dodoi","holes":2,"seeds":4,"options":{"lap_limit":500,"capture_lone_seed":false,"repetition":"own-row"},"board":[1,2,0,1],"captured":[3,0],"to_move":"south","ply":4,"result":null}"#,
        ],
    );
}
