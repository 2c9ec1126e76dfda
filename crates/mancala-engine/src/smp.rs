//! Lazy SMP: several threads search the same position at once, sharing one transposition
//! table, and the main thread's result is played.
//!
//! The helpers run the same iterative deepening (every other one an iteration ahead); what
//! they store in the shared table (moves to try first, bounds that cut) lets the main thread
//! finish its iterations sooner. A helper stops when the main thread has finished; its own
//! result is thrown away. Limits hold for each thread: a node budget is each thread's, so a
//! fixed-node search on N threads visits up to N times as many nodes in all.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use mancala_rules::History;

use crate::search::{SearchConfig, SearchResult, Searcher};
use crate::time::Limits;

/// Searches `game` for the best move on `main`'s thread and on one thread per helper.
pub fn search_with_helpers(
    main: &mut Searcher,
    game: &History,
    limits: &Limits,
    config: SearchConfig,
) -> Option<SearchResult> {
    let mut helpers = std::mem::take(&mut main.helpers);
    let stop = Arc::new(AtomicBool::new(false));
    let result = std::thread::scope(|scope| {
        for helper in helpers.iter_mut() {
            helper.stop = Some(stop.clone());
            scope.spawn(move || helper.search_alone(game, limits, false, config));
        }
        let result = main.search_alone(game, limits, false, config);
        stop.store(true, Ordering::Relaxed);
        result
    });
    for helper in helpers.iter_mut() {
        helper.stop = None;
    }
    main.helpers = helpers;
    result
}
