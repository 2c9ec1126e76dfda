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
fn a_compose_stopped_midway_keeps_the_studies_found_before() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-compose-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("studies.txt");
    // Far more studies than the run will find before it is stopped.
    let mut child = Command::new(BIN)
        .args([
            "compose",
            "--game",
            "sadeqa-ii",
            "--count",
            "100000",
            "--nodes",
            "100000",
        ])
        .args(["--board-seeds", "6..10", "--out"])
        .arg(&out)
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary starts");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !out.exists() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().expect("stopped");
    child.wait().expect("waited for");
    let records = mancala_record::load_all(&out).expect("the studies found so far load");
    assert!(!records.is_empty());
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

/// `egdb build` of En Dodoi 2x3's layers up to `seeds_up_to` into `out`.
fn build_en_dodoi_2x3(out: &str, seeds_up_to: &str) -> (bool, String, String) {
    run(&[
        "egdb",
        "build",
        "--game",
        "en-dodoi",
        "--holes",
        "3",
        "--seeds-up-to",
        seeds_up_to,
        "--out",
        out,
    ])
}

/// `egdb info` tells of a layer missing between others; `egdb verify` draws no more
/// entries than the database holds (a huge `--samples` ends at once) and refuses 0.
#[test]
fn egdb_info_names_a_missing_layer_and_verify_is_bounded_by_the_entries() {
    let out = std::env::temp_dir().join(format!("mancala-egdb-gap-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let dir = out.to_string_lossy().to_string();
    let (ok, _, err) = build_en_dodoi_2x3(&dir, "3");
    assert!(ok, "{err}");
    let (ok, info, err) = run(&["egdb", "info", &dir]);
    assert!(ok, "{err}");
    assert!(!info.contains("missing"), "{info}");
    std::fs::remove_file(out.join("layer-002.egdb")).expect("layer 2 is there");
    let (ok, info, err) = run(&["egdb", "info", &dir]);
    assert!(ok, "{err}");
    assert!(info.contains("missing layers: 2 "), "{info}");
    let (ok, verified, err) = run(&["egdb", "verify", &dir, "--samples", "18446744073709551615"]);
    assert!(ok, "{err}");
    // Layers 1 and 3 of En Dodoi 2x3: 12 and 112 entries.
    assert!(
        verified.contains("124 entries re-derived, 0 mismatches"),
        "{verified}"
    );
    let (ok, _, err) = run(&["egdb", "verify", &dir, "--samples", "0"]);
    assert!(!ok && err.contains("--samples"), "{err}");
    // Something that is not a layer file under a layer file's name is named as such.
    std::fs::create_dir(out.join("layer-005.egdb")).expect("a folder");
    let (ok, _, err) = run(&["egdb", "info", &dir]);
    assert!(
        !ok && err.contains("layer-005.egdb: named as a database file, but not a file"),
        "{err}"
    );
    // A database goes in a folder, not over a file.
    let file = out.join("layer-001.egdb").to_string_lossy().to_string();
    let (ok, _, err) = build_en_dodoi_2x3(&file, "1");
    assert!(!ok && err.contains("not a folder"), "{err}");
    let _ = std::fs::remove_dir_all(&out);
}

/// A mistake in the command line ends with status 2 whether clap or the command found it;
/// a failure of the work itself with 1.
#[test]
fn usage_mistakes_end_with_status_2_and_failures_with_1() {
    let status = |args: &[&str]| {
        Command::new(BIN)
            .args(args)
            .output()
            .expect("the binary starts")
            .status
            .code()
    };
    for args in [
        &["solve", "--game", "giuthi", "--threads", "0"][..],
        &["solve", "--game", "giuthi", "--nodes", "0"],
        &["solve", "--game", "oware"],
        &[
            "match",
            "--game",
            "giuthi",
            "random",
            "random",
            "--threads",
            "0",
        ],
        &["match", "--game", "giuthi", "ab:depth=2,depth=3", "random"],
        &[
            "match",
            "--game",
            "giuthi",
            "--option",
            "lap_limit",
            "random",
            "random",
        ],
        &["bench", "--seconds", "0"],
        &["compose", "--game", "giuthi", "--count", "0"],
        &["match", "--game", "giuthi", "cmd:'unclosed", "random"],
        &[
            "match",
            "--game",
            "giuthi",
            "random",
            "random",
            "--cmd-limits",
            "x",
        ],
        &["play", "--south", "bogus", "--game", "giuthi"],
        &[
            "compose", "--game", "giuthi", "--count", "1", "--nodes", "0",
        ],
        &[
            "compose",
            "--game",
            "giuthi",
            "--count",
            "1",
            "--board-seeds",
            "5..99999999999",
        ],
        &["puzzle", "--game", "oware"],
    ] {
        assert_eq!(status(args), Some(2), "{args:?}");
    }
    for args in [
        &["replay", "/no/such/record.txt"][..],
        &["egdb", "info", "/no/such/database"],
        &[
            "match",
            "--game",
            "giuthi",
            "level:10,egdb=/no/such/database",
            "random",
        ],
    ] {
        assert_eq!(status(args), Some(1), "{args:?}");
    }
}
