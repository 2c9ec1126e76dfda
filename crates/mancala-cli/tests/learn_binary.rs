//! `mancala learn-eval` through the real binary: a first table from games of the linear
//! evaluation, a second from games that table played, and bad `--play-eval` files refused
//! before anything is written.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_mancala");

fn run(args: &[&str]) -> (bool, String) {
    let out = Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary starts");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-cli-learn-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `learn-eval` on Giuthi 2x5 with 4 seeds a hole, a few short games, written to `out`.
fn learn(out: &Path, extra: &[&str]) -> (bool, String) {
    let out = out.to_str().expect("utf-8 path");
    let mut args = vec![
        "learn-eval",
        "--game",
        "giuthi",
        "--holes",
        "5",
        "--seeds",
        "4",
        "--games",
        "40",
        "--nodes",
        "300",
        "--threads",
        "1",
        "--out",
        out,
    ];
    args.extend_from_slice(extra);
    run(&args)
}

/// The weights file's first line names what played its games.
fn assert_played_with(text: &str, player: &str) {
    let header = text.lines().next().unwrap_or_default();
    assert!(
        header.ends_with(&format!("played with {player}")),
        "{header}"
    );
}

#[test]
fn a_second_generation_is_played_by_the_first() {
    let dir = scratch("gen");
    let first = dir.join("first.txt");
    let second = dir.join("second.txt");
    let (ok, err) = learn(&first, &[]);
    assert!(ok, "{err}");
    let first_text = std::fs::read_to_string(&first).expect("the first table is written");
    assert_played_with(&first_text, "the linear evaluation");
    let (ok, err) = learn(
        &second,
        &["--play-eval", first.to_str().expect("utf-8 path")],
    );
    assert!(ok, "{err}");
    let second_text = std::fs::read_to_string(&second).expect("the second table is written");
    assert_played_with(&second_text, "first.txt");
    // Other games, so another table (not only another header); both load as tables for
    // this board.
    let body = |text: &str| text.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_ne!(body(&first_text), body(&second_text));
    for text in [&first_text, &second_text] {
        let table: mancala_engine::learned::LearnedEval = text.parse().expect("a weights file");
        assert_eq!((table.game().name(), table.holes()), ("giuthi", 5));
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_play_eval_files_are_refused_by_name_and_nothing_is_written() {
    let dir = scratch("bad");
    let out = dir.join("out.txt");
    let missing = dir.join("missing.txt");
    let garbage = dir.join("garbage.txt");
    std::fs::write(&garbage, "not a table\n").expect("write");
    // A table for another board: Giuthi 2x5 with 4 seeds, given to En Dodoi.
    let other = dir.join("giuthi-2x5.txt");
    let (ok, err) = learn(&other, &[]);
    assert!(ok, "{err}");

    let (ok, err) = learn(&out, &["--play-eval", missing.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("--play-eval: "), "{err}");
    assert!(err.contains("missing.txt: No such file"), "{err}");

    let (ok, err) = learn(&out, &["--play-eval", garbage.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        err.contains("--play-eval") && err.contains("garbage.txt"),
        "{err}"
    );
    assert!(err.contains("unknown key 'not'"), "{err}");

    // A table for another board, and for the same board with other seeds a hole.
    for (board, wanted) in [
        (
            &["--game", "en-dodoi"][..],
            "the weights are for giuthi with 5 holes a row and 4 seeds a hole, not en-dodoi with 6 and 4",
        ),
        (
            &["--game", "giuthi", "--holes", "5", "--seeds", "3"][..],
            "not giuthi with 5 and 3",
        ),
    ] {
        let mut args = vec!["learn-eval", "--games", "2", "--nodes", "100"];
        args.extend_from_slice(board);
        args.extend_from_slice(&[
            "--play-eval",
            other.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ]);
        let (ok, err) = run(&args);
        assert!(!ok);
        assert!(err.contains(wanted), "{err}");
    }
    assert!(!out.exists(), "nothing is written after a refusal");
    std::fs::remove_dir_all(&dir).ok();
}
