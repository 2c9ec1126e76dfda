//! Searching on several threads.
//!
//! Alpha-beta by Lazy SMP: several threads search the same position at once, sharing one
//! transposition table. The helpers run the same iterative deepening, but each begins every
//! iteration with another root move (helper k with the move k places behind the main thread's
//! first): while the main thread works out its best move exactly, the helpers refute the
//! others, and what they store in the shared table (bounds that cut, moves to try first) lets
//! the main thread pass over those moves at once. The main thread keeps the time: the search
//! ends when it stops, or sooner when a thread completes the last depth asked for or proves
//! the result, and the deepest completed iteration of any thread is played (the main
//! thread's on a tie). Limits hold for each thread: a node budget is each thread's, so a
//! fixed-node search on N threads visits up to N times as many nodes in all.
//!
//! The Monte Carlo tree search needs nothing here: its threads grow one tree together
//! ([`crate::mcts::Mcts::search_on_threads`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use mancala_rules::History;

use crate::search::{SearchConfig, SearchResult, Searcher};
use crate::time::Limits;

/// Searches `game` for the best move on `main`'s thread and on one thread per helper; the
/// deepest completed iteration of any thread is played (the main thread's on a tie), with the
/// nodes of all threads.
pub fn search_with_helpers(
    main: &mut Searcher,
    game: &History,
    limits: &Limits,
    config: SearchConfig,
) -> Option<SearchResult> {
    let mut helpers = std::mem::take(&mut main.helpers);
    let stop = Arc::new(AtomicBool::new(false));
    main.stop = Some(stop.clone());
    let found = std::thread::scope(|scope| {
        let handles: Vec<_> = helpers
            .iter_mut()
            .map(|helper| {
                helper.stop = Some(stop.clone());
                scope.spawn(move || helper.search_alone(game, limits, false, config))
            })
            .collect();
        let result = main.search_alone(game, limits, false, config);
        stop.store(true, Ordering::Relaxed);
        // A helper that panicked counts as one that found nothing.
        let helpers: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().ok().flatten())
            .collect();
        (result, helpers)
    });
    main.stop = None;
    for helper in helpers.iter_mut() {
        helper.stop = None;
    }
    main.helpers = helpers;
    deepest(found.0, found.1.into_iter().flatten())
}

/// The result of the deepest completed iteration among the main thread's and the helpers'
/// (the main thread's when none is deeper), with the nodes of all of them.
fn deepest(
    main: Option<SearchResult>,
    helpers: impl Iterator<Item = SearchResult>,
) -> Option<SearchResult> {
    let mut best = main?;
    let mut nodes = best.nodes;
    let elapsed = best.elapsed;
    for result in helpers {
        nodes += result.nodes;
        if result.depth > best.depth {
            best = result;
        }
    }
    best.nodes = nodes;
    best.elapsed = best.elapsed.max(elapsed);
    Some(best)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use mancala_rules::Move;

    use super::*;
    use crate::search::RootLine;

    fn result(hole: &str, depth: u32, nodes: u64, ms: u64) -> SearchResult {
        let mv: Move = hole.parse().expect("notation");
        SearchResult {
            best: mv,
            score: 10,
            pv: vec![mv],
            depth,
            nodes,
            elapsed: Duration::from_millis(ms),
            lines: vec![RootLine {
                mv,
                score: 10,
                pv: vec![mv],
            }],
            iterations: Vec::new(),
        }
    }

    #[test]
    fn the_deepest_thread_is_played_with_every_threads_nodes() {
        let main = result("1", 9, 1_000, 50);
        let helpers = [result("2", 10, 700, 40), result("3", 8, 300, 60)];
        let found = deepest(Some(main), helpers.into_iter()).expect("a result");
        assert_eq!(found.best, "2".parse().expect("notation"));
        assert_eq!(found.depth, 10);
        assert_eq!(found.nodes, 2_000);
        assert_eq!(found.elapsed, Duration::from_millis(50));
    }

    #[test]
    fn the_main_thread_is_played_on_a_tie() {
        let main = result("1", 9, 1_000, 50);
        let found = deepest(Some(main), [result("2", 9, 500, 50)].into_iter()).expect("a result");
        assert_eq!(found.best, "1".parse().expect("notation"));
        assert_eq!(found.nodes, 1_500);
        assert!(deepest(None, [result("2", 9, 500, 50)].into_iter()).is_none());
    }
}
