//! `mancala compose` through the real binary: studies written as records that load and replay.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_mancala");

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary starts");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn compose_writes_studies_that_replay() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-compose-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("studies.txt");
    let out_arg = out.to_str().expect("utf-8 path");
    let (ok, _, err) = run(&[
        "compose",
        "--game",
        "sadeqa-ii",
        "--count",
        "2",
        "--nodes",
        "100000",
        "--board-seeds",
        "6..10",
        "--out",
        out_arg,
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("sadeqa-ii-2x6: 2 of 2 studies"), "{err}");
    let records = mancala_record::load_all(&out).expect("the studies load");
    assert_eq!(records.len(), 2);
    let (ok, text, err) = run(&["replay", out_arg, "--index", "2", "--plain"]);
    assert!(ok, "{err}");
    assert!(
        text.contains("start: South to move and win")
            || text.contains("start: North to move and win"),
        "{text}"
    );
    // No study found: the file is not written, the summary says so, and the status is a
    // failure (a script must tell).
    let none = dir.join("none.txt");
    let (ok, _, err) = run(&[
        "compose",
        "--game",
        "en-dodoi",
        "--count",
        "1",
        "--candidates",
        "1",
        "--nodes",
        "10",
        "--out",
        none.to_str().expect("utf-8 path"),
    ]);
    assert!(!ok, "{err}");
    assert!(err.contains("0 of 1 studies"), "{err}");
    assert!(err.contains(", nothing written to "), "{err}");
    assert!(
        err.contains("Error: no study was found in 1 candidates"),
        "{err}"
    );
    assert!(!none.exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn compose_refuses_bad_arguments() {
    let (ok, _, err) = run(&[
        "compose",
        "--game",
        "giuthi",
        "--count",
        "1",
        "--board-seeds",
        "9..3",
    ]);
    assert!(!ok);
    assert!(err.contains("--board-seeds"), "{err}");
    // Giuthi 2x8 holds 128 seeds: a range past them is refused before any work (it used
    // to abort the program on memory).
    for range in ["129", "1..4294967295"] {
        let (ok, _, err) = run(&[
            "compose",
            "--game",
            "giuthi",
            "--count",
            "1",
            "--board-seeds",
            range,
        ]);
        assert!(!ok, "{range}");
        assert!(
            err.contains("the board holds 128 seeds in all"),
            "{range}: {err}"
        );
    }
    let (ok, _, err) = run(&["compose", "--game", "giuthi", "--count", "0"]);
    assert!(!ok);
    assert!(err.contains("--count"), "{err}");
    for limit in ["--limit=-1", "--limit=1e19", "--limit=1e20", "--limit=inf"] {
        let (ok, _, err) = run(&["compose", "--game", "giuthi", "--count", "1", limit]);
        assert!(!ok, "{limit}");
        assert!(err.contains("--limit must be"), "{limit}: {err}");
        assert!(!err.contains("panicked"), "{limit}: {err}");
    }
}

/// `egdb build`'s threads and table size are bounded like every other command's.
#[test]
fn egdb_build_refuses_threads_and_tables_out_of_range() {
    let out = std::env::temp_dir().join(format!("mancala-egdb-args-{}", std::process::id()));
    let out = out.to_string_lossy().to_string();
    for bad in [
        ["--hash", "18446744073709551615"],
        ["--hash", "0"],
        ["--threads", "5000"],
        ["--threads", "0"],
        ["--slice", "0/1000000"],
    ] {
        let (ok, _, err) = run(&[
            "egdb",
            "build",
            "--game",
            "en-dodoi",
            "--holes",
            "3",
            "--seeds",
            "2",
            "--seeds-up-to",
            "2",
            "--out",
            &out,
            bad[0],
            bad[1],
        ]);
        assert!(!ok, "{bad:?}");
        assert!(err.contains(bad[0]), "{bad:?}: {err}");
        assert!(!err.contains("panicked"), "{bad:?}: {err}");
    }
    // No layers at all (it used to succeed, leaving a folder no other command reads).
    let (ok, _, err) = run(&[
        "egdb",
        "build",
        "--game",
        "en-dodoi",
        "--seeds-up-to",
        "0",
        "--out",
        &out,
    ]);
    assert!(!ok && err.contains("--seeds-up-to"), "{err}");
    assert!(
        !std::path::Path::new(&out).exists(),
        "a refused build wrote {out}"
    );
}
