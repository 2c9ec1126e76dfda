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
//! The Monte Carlo tree search by root parallelism: each thread grows a tree of its own from
//! the same position with its own random source (each keeps its tree from move to move), and
//! the root moves' visits and rewards are summed over the trees to choose the move. The trees
//! share nothing while they grow, so no thread waits for another.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use mancala_rules::{History, Move};
use rand::rngs::SmallRng;

use crate::mcts::{score_of, tree_result, Mcts, MctsStyle, RootShare};
use crate::search::{RootLine, SearchConfig, SearchResult, Searcher};
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

/// Searches `game` by the Monte Carlo tree search on one thread per tree (`trees[i]` with
/// `rngs[i]`; the first on the calling thread), and merges the trees' root moves. `None` when
/// the game is over.
pub fn mcts_on_threads(
    trees: &mut [Mcts],
    rngs: &mut [SmallRng],
    game: &History,
    limits: &Limits,
    style: MctsStyle,
    config: &SearchConfig,
) -> Option<SearchResult> {
    let ([main, helpers @ ..], [main_rng, helper_rngs @ ..]) = (trees, rngs) else {
        return None;
    };
    let found = std::thread::scope(|scope| {
        let handles: Vec<_> = helpers
            .iter_mut()
            .zip(helper_rngs.iter_mut())
            .map(|(tree, rng)| {
                scope.spawn(move || {
                    let result = tree.search(game, limits, style, config, rng);
                    result.map(|r| (r, tree.root_shares()))
                })
            })
            .collect();
        let mut found = vec![main
            .search(game, limits, style, config, main_rng)
            .map(|r| (r, main.root_shares()))];
        // A helper that panicked counts as a tree that found nothing.
        found.extend(handles.into_iter().map(|h| h.join().ok().flatten()));
        found
    });
    merge(found.into_iter().flatten().collect())
}

/// One root move summed over the trees, with the line of the tree that visited it most.
struct Merged {
    mv: Move,
    visits: u32,
    value: f64,
    means: f64,
    trees: u32,
    line: RootLine,
    line_visits: u32,
}

/// The trees' results as one: each root move's visits and rewards summed, most visited first.
fn merge(found: Vec<(SearchResult, Vec<RootShare>)>) -> Option<SearchResult> {
    let mut moves: Vec<Merged> = Vec::new();
    let (mut nodes, mut elapsed) = (0, std::time::Duration::ZERO);
    for (result, shares) in &found {
        nodes += result.nodes;
        elapsed = elapsed.max(result.elapsed);
        for share in shares {
            let Some(line) = result.lines.iter().find(|l| l.mv == share.mv) else {
                continue;
            };
            match moves.iter_mut().find(|m| m.mv == share.mv) {
                Some(m) => {
                    m.visits += share.visits;
                    m.value += share.value;
                    m.means += share.mean;
                    m.trees += 1;
                    if share.visits > m.line_visits {
                        m.line = line.clone();
                        m.line_visits = share.visits;
                    }
                }
                None => moves.push(Merged {
                    mv: share.mv,
                    visits: share.visits,
                    value: share.value,
                    means: share.mean,
                    trees: 1,
                    line: line.clone(),
                    line_visits: share.visits,
                }),
            }
        }
    }
    let lines: Vec<(u32, f64, RootLine)> = moves
        .into_iter()
        .map(|m| {
            let q = if m.visits > 0 {
                m.value / f64::from(m.visits)
            } else {
                m.means / f64::from(m.trees)
            };
            let line = RootLine {
                score: score_of(q),
                ..m.line
            };
            (m.visits, q, line)
        })
        .collect();
    tree_result(lines, nodes, elapsed)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

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
