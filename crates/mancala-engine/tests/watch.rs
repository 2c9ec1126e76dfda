//! The analysis hooks: a progress hook sees the search as it goes without changing it, and
//! an outside stop flag ends a long search with its deepest completed iteration.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mancala_engine::search::{SearchConfig, Searcher};
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{Game, History, Rules};

#[test]
fn the_progress_hook_does_not_change_the_search() {
    let game = History::new(Rules::new(Game::EnDodoi));
    let config = SearchConfig::for_game(Game::EnDodoi);
    let limits = Limits::depth(6);
    let plain = Searcher::new(8)
        .search(&game, &limits, true, config)
        .expect("a result");
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut watched = Searcher::new(8);
    let sink = seen.clone();
    watched.set_progress(Some(Box::new(move |p| {
        if let Ok(mut v) = sink.lock() {
            v.push((p.depth, p.searching, p.lines.to_vec(), p.partial.len()));
        }
    })));
    let result = watched
        .search(&game, &limits, true, config)
        .expect("a result");
    assert_eq!(result.lines, plain.lines);
    assert_eq!(result.nodes, plain.nodes);
    let seen = seen.lock().expect("lock");
    // One report at least at the end of each iteration, the last with the final lines.
    let ends: Vec<u32> = seen
        .iter()
        .filter(|(d, s, _, _)| d == s)
        .map(|(d, _, _, _)| *d)
        .collect();
    assert_eq!(ends, (1..=6).collect::<Vec<u32>>());
    let last = seen.last().expect("reports");
    assert_eq!(last.2, result.lines);
}

#[test]
fn an_outside_stop_ends_a_long_analysis_with_reports_on_the_way() {
    // En Gehé 2x40 from the start: an unbounded analysis would run for a very long time.
    let game = History::new(Rules::with_size(Game::EnGehe, 40, 4).expect("rules"));
    let halt = Arc::new(AtomicBool::new(false));
    let reports = Arc::new(Mutex::new(Vec::<(Duration, u64, usize)>::new()));
    let sink = reports.clone();
    let stopper = halt.clone();
    let start = Instant::now();
    let timer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(1500));
        stopper.store(true, Ordering::Relaxed);
    });
    let mut engine = Engine::new(16, 1);
    let result = engine
        .analyze_watched(
            &game,
            &Limits::default(),
            halt,
            Box::new(move |p| {
                if let Ok(mut v) = sink.lock() {
                    v.push((p.elapsed, p.nodes, p.lines.len()));
                }
            }),
        )
        .expect("a result");
    let took = start.elapsed();
    timer.join().expect("timer");
    assert!(took < Duration::from_secs(10), "stopped after {took:?}");
    assert!(result.depth >= 1);
    assert_eq!(result.lines.len(), game.position().legal_moves().len());
    let reports = reports.lock().expect("lock");
    // Reported all along while it ran (the interval is 200 ms; the bound leaves room for a
    // busy machine).
    assert!(reports.len() >= 3, "{} reports in {took:?}", reports.len());
    let mut last = Duration::ZERO;
    for &(at, _, _) in reports.iter() {
        assert!(
            at - last < Duration::from_millis(1500),
            "a gap from {last:?} to {at:?}"
        );
        last = at;
    }
    // The engine without the hooks works as before.
    let again = engine.analyze(&game, &Limits::depth(1)).expect("a result");
    assert_eq!(again.depth, 1);
}
