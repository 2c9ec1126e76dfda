//! Endgame databases against the solver: entries, probes, files, slices, resume.

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use mancala_rules::{Game, History, Position, Rules, Side};
use mancala_solver::egdb::{self, BuildOptions, Database, EgdbError, Slice};
use mancala_solver::{Limits, Oracle, Solver, Verdict};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn rules(game: Game, holes: u64, options: &[(&str, &str)]) -> Rules {
    let holes = holes.to_string();
    let mut settings = vec![("holes", holes.as_str()), ("seeds", "2")];
    settings.extend_from_slice(options);
    Rules::from_settings(game, settings).expect("rules")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("egdb-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn options(rules: Rules, top: u32, slice: Option<Slice>) -> BuildOptions {
    BuildOptions {
        rules,
        seeds_up_to: top,
        slice,
        threads: 2,
        table_mb: 4,
    }
}

fn build(rules: Rules, top: u32, dir: &Path) -> egdb::BuildReport {
    egdb::build(&options(rules, top, None), dir, &mut |_| {}).expect("build")
}

/// The solver's value of `position` with no history, without any database.
fn solved(position: &Position) -> i32 {
    let game = History::from_position(position.clone(), 0);
    if let Some(outcome) = game.outcome() {
        let scoring = mancala_solver::Scoring::of(position);
        return mancala_solver::value::outcome_value(scoring, outcome, position.to_move());
    }
    match Solver::new(4)
        .value(&game, &Limits::default())
        .expect("solve")
    {
        Verdict::Proved(v) => v,
        other => panic!("not proved: {other}"),
    }
}

/// A random position of `rules` with `seeds` on the board and random captures.
fn random_position(rng: &mut SmallRng, rules: Rules, seeds: u32, captures: u64) -> Position {
    let holes = 2 * rules.holes();
    let mut board = vec![0u64; holes];
    for _ in 0..seeds {
        board[rng.random_range(0..holes)] += 1;
    }
    let side = if rng.random_bool(0.5) {
        Side::South
    } else {
        Side::North
    };
    let captured = [
        rng.random_range(0..=captures),
        rng.random_range(0..=captures),
    ];
    let flags = [rng.random_bool(0.5), rng.random_bool(0.5)];
    Position::setup(rules, &board, captured, side, flags).expect("setup")
}

/// A random position of `rules` with 2 to `top` seeds on the board, then fewer than `moves`
/// random moves played; `None` when the game ended.
fn random_game(rng: &mut SmallRng, rules: Rules, top: u32, moves: usize) -> Option<History> {
    let seeds = rng.random_range(2..=top);
    let p = random_position(rng, rules, seeds, 3);
    let mut game = History::from_position(p, 0);
    for _ in 0..rng.random_range(1..moves) {
        if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
            break;
        }
    }
    game.outcome().is_none().then_some(game)
}

/// Builds layers 1..=top and checks every layer's sampled entries, and random positions with
/// captures far beyond the board's seeds, against the solver without a database.
fn entries_match_solver(name: &str, rules: Rules, top: u32, samples: usize, seed: u64) {
    let dir = scratch(name);
    build(rules, top, &dir);
    let db = Database::open(&dir).expect("open");
    assert_eq!(db.layers(), (1..=top).collect::<Vec<_>>());
    let mut rng = SmallRng::seed_from_u64(seed);
    for layer in 1..=top {
        let index = db.index(layer).expect("layer");
        for _ in 0..samples {
            let entry = rng.random_range(0..index.entries());
            let position = index.position(entry);
            assert_eq!(
                db.probe(&position),
                Some(solved(&position)),
                "{name} {position:?}"
            );
        }
        for _ in 0..samples {
            let position = random_position(&mut rng, rules, layer, 3 * top as u64 + 4);
            assert_eq!(
                db.probe(&position),
                Some(solved(&position)),
                "{name} {position:?}"
            );
        }
    }
    // Positions beyond the database, or under other rules, are not answered.
    let big = random_position(&mut rng, rules, top + 1, 2);
    assert_eq!(db.probe(&big), None);
    let report = egdb::verify(&db, 50, seed, 4).expect("verify");
    assert_eq!((report.checked, report.mismatches.len()), (50, 0));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn en_dodoi_entries_match_solver() {
    entries_match_solver("dodoi", rules(Game::EnDodoi, 4, &[]), 5, 25, 1);
}

#[test]
fn en_dodoi_draw_entries_match_solver() {
    let r = rules(Game::EnDodoi, 3, &[("repetition", "draw")]);
    entries_match_solver("dodoi-draw", r, 5, 25, 2);
}

#[test]
fn en_gehe_entries_match_solver() {
    let r = rules(Game::EnGehe, 4, &[("capture_lone_seed", "true")]);
    entries_match_solver("gehe", r, 5, 25, 3);
}

#[test]
fn sadeqa_entries_match_solver() {
    entries_match_solver("sadeqa", rules(Game::SadeqaII, 4, &[]), 5, 25, 4);
}

#[test]
fn giuthi_entries_match_solver() {
    entries_match_solver("giuthi", rules(Game::Giuthi, 3, &[]), 5, 25, 5);
}

#[test]
fn giuthi_own_row_entries_match_solver() {
    let r = rules(Game::Giuthi, 3, &[("repetition", "own-row")]);
    entries_match_solver("giuthi-own", r, 5, 25, 6);
}

#[test]
fn other_rules_are_not_probed() {
    let dir = scratch("other-rules");
    build(rules(Game::EnDodoi, 3, &[]), 3, &dir);
    let db = Database::open(&dir).expect("open");
    let mut rng = SmallRng::seed_from_u64(7);
    for other in [
        rules(Game::EnDodoi, 4, &[]),
        rules(Game::EnGehe, 3, &[]),
        rules(Game::EnDodoi, 3, &[("capture_lone_seed", "true")]),
    ] {
        assert_eq!(db.probe(&random_position(&mut rng, other, 2, 1)), None);
    }
    // Start seeds play no part.
    let same = rules(Game::EnDodoi, 3, &[]);
    let p = random_position(
        &mut rng,
        Rules::with_size(Game::EnDodoi, 3, 9).unwrap(),
        3,
        1,
    );
    let q = Position::setup(
        same,
        &p.board().iter().map(|&c| c as u64).collect::<Vec<_>>(),
        [
            p.captured(Side::South) as u64,
            p.captured(Side::North) as u64,
        ],
        p.to_move(),
        [false, false],
    )
    .unwrap();
    assert_eq!(db.probe(&p), db.probe(&q));
    assert!(db.probe(&p).is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sadeqa_own_row_is_refused() {
    let r = rules(Game::SadeqaII, 3, &[("repetition", "own-row")]);
    assert!(matches!(
        egdb::build(&options(r, 2, None), &scratch("sadeqa-own"), &mut |_| {}),
        Err(EgdbError::Unsupported(_))
    ));
}

fn layer_file(dir: &Path, layer: u32) -> PathBuf {
    dir.join(format!("layer-{layer:03}.egdb"))
}

#[test]
fn corrupt_files_are_refused() {
    let dir = scratch("corrupt");
    build(rules(Game::EnDodoi, 3, &[]), 3, &dir);
    let path = layer_file(&dir, 2);
    let good = std::fs::read(&path).unwrap();
    let len = good.len();
    let flipped = |at: usize| {
        let mut bad = good.clone();
        bad[at] ^= 0x10;
        bad
    };
    for bad in [
        flipped(len - 10),
        flipped(3),
        flipped(30),
        good[..len - 1].to_vec(),
        Vec::new(),
    ] {
        std::fs::write(&path, &bad).unwrap();
        let err = Database::open(&dir).expect_err("corrupt file accepted");
        assert!(matches!(err, EgdbError::Corrupt { .. }), "{err}");
        // A resumed build refuses it too, rather than building on it.
        let err = egdb::build(
            &options(rules(Game::EnDodoi, 3, &[]), 3, None),
            &dir,
            &mut |_| {},
        )
        .expect_err("corrupt file built on");
        assert!(matches!(err, EgdbError::Corrupt { .. }), "{err}");
    }
    std::fs::write(&path, &good).unwrap();
    assert!(Database::open(&dir).is_ok());
    // A layer of another database in the same directory.
    let other = scratch("corrupt-other");
    build(rules(Game::EnGehe, 3, &[]), 3, &other);
    std::fs::copy(layer_file(&other, 3), layer_file(&dir, 3)).unwrap();
    assert!(matches!(
        Database::open(&dir),
        Err(EgdbError::Mismatch { .. })
    ));
    assert!(matches!(
        Database::open(dir.join("missing")),
        Err(EgdbError::Io { .. })
    ));
    let empty = scratch("corrupt-empty");
    std::fs::create_dir_all(&empty).unwrap();
    assert!(matches!(Database::open(&empty), Err(EgdbError::Empty(_))));
    for d in [dir, other, empty] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn files_that_lie_about_their_size_or_values_are_refused_before_use() {
    let dir = scratch("lying");
    build(rules(Game::EnDodoi, 3, &[]), 3, &dir);
    let path = layer_file(&dir, 2);
    let good = std::fs::read(&path).unwrap();
    // Grown far past what its header says (sparse: no disk is used): refused by its size,
    // before anything the size of the file is allocated.
    let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    file.set_len(good.len() as u64 + (1 << 40)).unwrap();
    drop(file);
    let err = Database::open(&dir).expect_err("a file grown past its header");
    assert!(err.to_string().contains("bytes after its header"), "{err}");
    std::fs::write(&path, &good).unwrap();
    // A value no position of the layer can have, under a good checksum.
    let (header, mut entries, unsettled) = egdb::file::read(&path).unwrap();
    entries[1] = 100;
    egdb::file::write(&path, &header, &entries, unsettled.as_deref()).unwrap();
    let err = Database::open(&dir).expect_err("an impossible value");
    assert!(err.to_string().contains("outside -"), "{err}");
    assert!(err.to_string().contains("layer-002.egdb"), "{err}");
    // A header that names a key twice, under a good checksum.
    let text_len = u32::from_le_bytes([good[12], good[13], good[14], good[15]]) as usize;
    let mut text = good[16..16 + text_len].to_vec();
    text.extend_from_slice(b"game=en-gehe\n");
    let mut twice = good[..12].to_vec();
    twice.extend_from_slice(&(text.len() as u32).to_le_bytes());
    twice.extend_from_slice(&text);
    twice.extend_from_slice(&good[16 + text_len..good.len() - 4]);
    let crc = crc32fast::hash(&twice);
    twice.extend_from_slice(&crc.to_le_bytes());
    std::fs::write(&path, &twice).unwrap();
    let err = Database::open(&dir).expect_err("a key given twice");
    assert!(err.to_string().contains("gives game twice"), "{err}");
    std::fs::write(&path, &good).unwrap();
    // A file under another spelling of a layer's name is not a layer of the database.
    std::fs::write(dir.join("layer-2.egdb"), b"not a layer").unwrap();
    assert!(Database::open(&dir).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Builds layers 1..=top in three slices a layer, merged, and compares the files byte for byte
/// with a whole build.
fn slices_merge_like_whole(name: &str, r: Rules, top: u32) {
    let whole = scratch(&format!("{name}-whole"));
    build(r, top, &whole);
    let main = scratch(&format!("{name}-main"));
    let parts: Vec<PathBuf> = (0..3)
        .map(|i| scratch(&format!("{name}-part{i}")))
        .collect();
    for layer in 1..=top {
        // Each job has the finished lower layers and builds its own slice elsewhere.
        for (i, part) in parts.iter().enumerate() {
            std::fs::create_dir_all(part).unwrap();
            for lower in 1..layer {
                std::fs::copy(layer_file(&main, lower), layer_file(part, lower)).unwrap();
            }
            let slice = Slice {
                index: i as u64,
                count: 3,
            };
            let report =
                egdb::build(&options(r, top, Some(slice)), part, &mut |_| {}).expect("slice");
            assert_eq!(report.slice, Some((layer, slice)));
        }
        let mut dirs = vec![main.clone()];
        if layer == 2 {
            // An incomplete set is refused, naming the missing slice.
            let err = egdb::merge(&[main.clone(), parts[0].clone(), parts[2].clone()])
                .expect_err("incomplete merge");
            assert!(
                matches!(&err, EgdbError::MissingSlices { layer: 2, count: 3, missing, missing_count: 1 } if missing == &vec![1]),
                "{err}"
            );
        }
        dirs.extend(parts.iter().cloned());
        std::fs::create_dir_all(&main).unwrap();
        let report = egdb::merge(&dirs).expect("merge");
        assert_eq!(report.merged, vec![(layer, 3)]);
        for part in &parts {
            let _ = std::fs::remove_dir_all(part);
        }
    }
    for layer in 1..=top {
        assert_eq!(
            std::fs::read(layer_file(&main, layer)).unwrap(),
            std::fs::read(layer_file(&whole, layer)).unwrap(),
            "{name} layer {layer}"
        );
    }
    let db = Database::open(&main).expect("open");
    let listed: usize = (1..=top).filter_map(|k| db.unsettled(k)).sum();
    if r.options().repetition == mancala_rules::Repetition::OwnRow {
        assert!(listed > 0, "{name}: no entry left to the search");
    }
    for d in [whole, main] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn slices_merged_equal_a_whole_build() {
    // A draw-rule database, and an own-row one whose layers 4 and 6 list entries that the
    // bounds left to the search: the lists join in the merged files as in the whole build.
    slices_merge_like_whole("slices", rules(Game::Giuthi, 3, &[]), 4);
    slices_merge_like_whole("slices-own", rules(Game::EnDodoi, 3, &[]), 6);
    let main = scratch("slices-main");
    let r = rules(Game::Giuthi, 3, &[]);
    build(r, 1, &main);
    // Slices of another game's database do not merge.
    let foreign = scratch("slices-foreign");
    let fr = rules(Game::EnDodoi, 3, &[]);
    egdb::build(
        &options(fr, 1, Some(Slice { index: 0, count: 2 })),
        &foreign,
        &mut |_| {},
    )
    .expect("foreign slice");
    assert!(matches!(
        egdb::merge(&[main.clone(), foreign.clone()]),
        Err(EgdbError::Mismatch { .. })
    ));
    for d in [main, foreign] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn a_partial_build_resumes() {
    let r = rules(Game::EnDodoi, 4, &[]);
    let fresh = scratch("resume-fresh");
    build(r, 4, &fresh);
    let dir = scratch("resume");
    build(r, 2, &dir);
    // A build killed in layer 3 after writing its (only) part, leaving a temporary file behind.
    egdb::build(
        &options(r, 4, Some(Slice { index: 0, count: 1 })),
        &dir,
        &mut |_| {},
    )
    .expect("part");
    std::fs::write(dir.join("layer-003.egdb.tmp99"), b"half").unwrap();
    let report = build(r, 4, &dir);
    assert_eq!(report.kept, vec![1, 2]);
    assert_eq!(
        report.built.iter().map(|b| (b.0, b.1)).collect::<Vec<_>>(),
        vec![(3, 0), (4, 660)]
    );
    for layer in 1..=4 {
        assert_eq!(
            std::fs::read(layer_file(&dir, layer)).unwrap(),
            std::fs::read(layer_file(&fresh, layer)).unwrap()
        );
    }
    for d in [fresh, dir] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn the_solver_with_a_database_agrees() {
    for (name, r) in [
        ("agree-dodoi", rules(Game::EnDodoi, 4, &[])),
        ("agree-giuthi", rules(Game::Giuthi, 3, &[])),
        ("agree-sadeqa", rules(Game::SadeqaII, 3, &[])),
    ] {
        let dir = scratch(name);
        build(r, 4, &dir);
        let db: Arc<dyn Oracle> = Arc::new(Database::open(&dir).expect("open"));
        let mut rng = SmallRng::seed_from_u64(11);
        let with = Solver::new(4).with_oracle(db);
        let mut checked = 0;
        while checked < 40 {
            let seeds = rng.random_range(1..=6);
            let p = random_position(&mut rng, r, seeds, 4);
            let mut game = History::from_position(p, 0);
            for _ in 0..rng.random_range(0..6) {
                if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                    break;
                }
            }
            if game.outcome().is_some() {
                continue;
            }
            let plain = Solver::new(4)
                .solve(&game, &Limits::default())
                .expect("solve");
            let probed = with.solve(&game, &Limits::default()).expect("solve");
            assert_eq!(
                plain.verdict,
                probed.verdict,
                "{name} {:?}",
                game.position()
            );
            checked += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Positions reached with a history inside layers that the own-row bounds settle, where the
/// database offers its entries as bounds with a history: the solver with the database proves
/// what it proves without, for the position and for every move.
#[test]
fn settled_layers_agree_with_a_history() {
    // 2x4 layers 1 to 6 settle whole; 2x3 layers 4 and 6 list entries left to the search,
    // which the database does not offer as bounds.
    for (name, holes, top, seed) in [("settled-dodoi-4", 4, 6, 12), ("settled-dodoi-3", 3, 7, 13)] {
        let r = rules(Game::EnDodoi, holes, &[]);
        let dir = scratch(name);
        build(r, top, &dir);
        let db = Database::open(&dir).expect("open");
        let listed: Vec<usize> = (1..=top).map(|k| db.unsettled(k).expect("known")).collect();
        if holes == 4 {
            assert!(listed.iter().all(|&n| n == 0), "{name}: {listed:?}");
        } else {
            assert!(listed.iter().any(|&n| n > 0), "{name}: {listed:?}");
        }
        let with = Solver::new(4).with_oracle(Arc::new(db));
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut with_history = 0;
        let mut checked = 0;
        while checked < 60 {
            let Some(game) = random_game(&mut rng, r, top, 8) else {
                continue;
            };
            let total = game.position().captured_total();
            if game
                .positions()
                .filter(|q| q.captured_total() == total)
                .count()
                > 1
            {
                with_history += 1;
            }
            let plain = Solver::new(4);
            let limits = Limits::default();
            let solution = with.solve(&game, &limits).expect("solve");
            assert_eq!(
                plain.solve(&game, &limits).expect("solve").verdict,
                solution.verdict,
                "{name} {:?}",
                game.position()
            );
            if let Verdict::Proved(v) = solution.verdict {
                // Every ply of the database solver's line, judged by the solver without them.
                common::check_line(&game, v, &solution.pv, |line| {
                    match plain.value(line, &Limits::default()).expect("solve") {
                        Verdict::Proved(v) => v,
                        other => panic!("not proved: {other}"),
                    }
                });
            }
            let moves = |s: &Solver| s.solve_moves(&game, &limits).expect("moves").moves;
            assert_eq!(moves(&plain), moves(&with), "{name} {:?}", game.position());
            checked += 1;
        }
        assert!(
            with_history > 20,
            "{name}: only {with_history} with a layer history"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The oracle of a build: the database's values, and the own-row bounds of every node of its
/// layers (settled or not), as the build's search sees them.
struct BoundsOracle {
    db: Database,
    bounds: Vec<Option<(egdb::LayerIndex, egdb::own_row::Bounds)>>,
}

impl Oracle for BoundsOracle {
    fn probe(&self, position: &Position) -> Option<i32> {
        self.db.probe(position)
    }

    fn layer_bounds(&self, position: &Position) -> Option<(i32, i32)> {
        let (index, bounds) = self.bounds.get(position.board_seeds() as usize)?.as_ref()?;
        index
            .covers(position)
            .then(|| bounds.of_south(index.node(position)))
    }
}

/// Positions reached with a history inside own-row layers, searched with every node's layer
/// bounds turned into bounds with a history: the same values and move values as the plain
/// search, on boards where repetitions of the history decide some of them.
#[test]
fn layer_bounds_with_a_history_agree() {
    for (name, r, top, seed) in [
        ("history-dodoi-3", rules(Game::EnDodoi, 3, &[]), 7, 21),
        (
            "history-gehe-2",
            rules(Game::EnGehe, 2, &[("capture_lone_seed", "true")]),
            9,
            22,
        ),
        (
            "history-giuthi-own",
            rules(Game::Giuthi, 3, &[("repetition", "own-row")]),
            7,
            23,
        ),
    ] {
        let dir = scratch(name);
        build(r, top, &dir);
        let db = Database::open(&dir).expect("open");
        let bounds = (0..=top)
            .map(|k| {
                let index = db.index(k)?.clone();
                let b =
                    egdb::own_row::bounds(&index, &db.below(k), 2, &mut |_, _| {}).expect("bounds");
                Some((index, b))
            })
            .collect();
        let with = Solver::new(4).with_oracle(Arc::new(BoundsOracle { db, bounds }));
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut checked = 0;
        while checked < 300 {
            let Some(game) = random_game(&mut rng, r, top, 12) else {
                continue;
            };
            let plain = Solver::new(4);
            let limits = Limits::default();
            let moves = |s: &Solver| s.solve_moves(&game, &limits).expect("moves").moves;
            assert_eq!(moves(&plain), moves(&with), "{name} {:?}", game.position());
            checked += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Every entry of the layers built by retrograde analysis (the draw rule), or settled by the
/// own-row bounds and searched inside them (the own-row rule), equals the value the solver's
/// path-aware search proves for it with the same lower layers as oracle and nothing else: the
/// methods share only the rules and the lower layers. The own-row boards chosen here have
/// layers where the bounds do not meet, so the search inside the bounds (with its bounds for
/// positions reached with a history) is checked too.
#[test]
fn layer_builds_equal_search_everywhere() {
    for (name, r, top) in [
        ("every-giuthi", rules(Game::Giuthi, 3, &[]), 6),
        ("every-sadeqa", rules(Game::SadeqaII, 3, &[]), 6),
        (
            "every-dodoi-draw",
            rules(Game::EnDodoi, 3, &[("repetition", "draw")]),
            6,
        ),
        (
            "every-gehe-draw",
            rules(
                Game::EnGehe,
                2,
                &[("repetition", "draw"), ("capture_lone_seed", "true")],
            ),
            7,
        ),
        ("every-dodoi-own", rules(Game::EnDodoi, 3, &[]), 7),
        ("every-dodoi-own-4", rules(Game::EnDodoi, 4, &[]), 7),
        (
            "every-gehe-own",
            rules(Game::EnGehe, 2, &[("capture_lone_seed", "true")]),
            9,
        ),
        (
            "every-giuthi-own",
            rules(Game::Giuthi, 3, &[("repetition", "own-row")]),
            7,
        ),
    ] {
        let dir = scratch(name);
        let mut unsettled = 0;
        egdb::build(&options(r, top, None), &dir, &mut |event| {
            if let egdb::BuildEvent::Bounded { exact, nodes, .. } = event {
                unsettled += nodes - exact;
            }
        })
        .expect("build");
        if r.options().repetition == mancala_rules::Repetition::OwnRow {
            assert!(unsettled > 0, "{name}: the bounds settle every entry");
        }
        let db = Database::open(&dir).expect("open");
        let mut checked = 0;
        for layer in 1..=top {
            let index = db.index(layer).expect("layer");
            let solver = Solver::new(4).with_oracle(Arc::new(db.below(layer)));
            for entry in 0..index.entries() {
                let derived = egdb::build::entry_value(index, &solver, entry).expect("search");
                assert_eq!(
                    db.stored(layer, entry),
                    Some(derived),
                    "{name} layer {layer} entry {entry}: {:?}",
                    index.position(entry)
                );
                checked += 1;
            }
        }
        assert!(checked > 1000, "{name}: only {checked} entries");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
