//! One engine core for every front end: move choice at a level, analysis, and the raw searches.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use mancala_rules::History;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::level;
use crate::mcts::{Mcts, MctsStyle, MAX_TREE, MAX_TREES_IN_ALL};
use crate::search::{ProgressHook, SearchConfig, SearchResult, Searcher};
use crate::smp;
use crate::time::Limits;

/// Default transposition table size, in megabytes.
pub const DEFAULT_TT_MB: usize = 64;

/// The engine: an alpha-beta searcher, Monte Carlo trees kept between moves (one a thread),
/// and a random source.
pub struct Engine {
    /// Made with the engine, its table's memory taken and written then: made at the first
    /// move instead, it cost that move 5 to 10 ms of a 16 MB table outside the move's time.
    searcher: Searcher,
    /// One tree a thread (so as many as the engine has threads); the first is searched on the
    /// calling thread.
    trees: Vec<Mcts>,
    rng: SmallRng,
}

impl Engine {
    /// An engine with a `tt_mb` MB transposition table and a seeded random source.
    pub fn new(tt_mb: usize, seed: u64) -> Engine {
        Engine {
            searcher: Searcher::new(tt_mb),
            trees: vec![Mcts::new()],
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// Searches for the best move on `threads` threads (1 to 256; Lazy SMP for alpha-beta, a
    /// tree a thread for the Monte Carlo tree search); levels 1 to 9 and `analyze`, which score
    /// every move, stay on one.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.clamp(1, 256);
        if threads == self.trees.len() {
            // The same number: the trees kept from earlier moves stay.
            return;
        }
        self.searcher.set_threads(threads);
        // Up to four threads each grow a whole tree; more share four trees' nodes (at most 256
        // threads, so each keeps over 10,000), and no number of threads takes more memory.
        let max_nodes = (MAX_TREES_IN_ALL / threads).min(MAX_TREE);
        self.trees = (0..threads)
            .map(|_| Mcts::with_max_nodes(max_nodes))
            .collect();
    }

    /// Forgets what earlier searches learnt.
    pub fn new_game(&mut self) {
        self.searcher.clear();
        for tree in &mut self.trees {
            tree.clear();
        }
    }

    /// The move a player of `level` (1..=10) chooses; `None` when the game is over. Level 10
    /// on En Gehé, when timed, searches by the guided Monte Carlo tree search (see
    /// [`level::plays_by_tree`]), a tree a thread, keeping its trees from move to move.
    pub fn genmove(&mut self, game: &History, level: u8, limits: &Limits) -> Option<SearchResult> {
        if level::plays_by_tree(game.rules(), level, limits)
            && game.position().legal_moves().len() > 1
        {
            return self.mcts(game, &level::or_default_time(limits), MctsStyle::GUIDED);
        }
        let mut rng = self.rng.clone();
        let result = level::choose(&mut self.searcher, game, level, limits, &mut rng);
        self.rng = rng;
        result
    }

    /// Every legal move with an exact score at full strength, best first.
    pub fn analyze(&mut self, game: &History, limits: &Limits) -> Option<SearchResult> {
        let limits = level::or_default_time(limits);
        let config = SearchConfig::for_rules(game.rules());
        self.searcher.search(game, &limits, true, config)
    }

    /// `analyze` for an analysis board: it runs until `limits` (none: until `halt` is set,
    /// the game is solved to its end or the deepest iteration is done), stops when `halt`
    /// is set (returning the deepest completed iteration), and calls `progress` after each
    /// iteration and while a long one runs (see [`ProgressHook`]).
    pub fn analyze_watched(
        &mut self,
        game: &History,
        limits: &Limits,
        halt: Arc<AtomicBool>,
        progress: ProgressHook,
    ) -> Option<SearchResult> {
        let config = SearchConfig::for_rules(game.rules());
        let searcher = &mut self.searcher;
        searcher.set_halt(Some(halt));
        searcher.set_progress(Some(progress));
        let result = searcher.search(game, limits, true, config);
        searcher.set_halt(None);
        searcher.set_progress(None);
        result
    }

    /// An alpha-beta search for the best move only, configured by `config`.
    pub fn alphabeta(
        &mut self,
        game: &History,
        limits: &Limits,
        config: SearchConfig,
    ) -> Option<SearchResult> {
        self.searcher.search(game, limits, false, config)
    }

    /// A Monte Carlo tree search in `style`, judging positions by the game's evaluation (the
    /// learned one where fitted), on the engine's threads (a tree each); with `style.reuse`
    /// each tree goes on from its last search.
    pub fn mcts(
        &mut self,
        game: &History,
        limits: &Limits,
        style: MctsStyle,
    ) -> Option<SearchResult> {
        self.mcts_with(game, limits, style, &SearchConfig::for_rules(game.rules()))
    }

    /// [`Engine::mcts`] judging positions by `config`'s evaluation (another learned table, to
    /// measure one against another).
    pub fn mcts_with(
        &mut self,
        game: &History,
        limits: &Limits,
        style: MctsStyle,
        config: &SearchConfig,
    ) -> Option<SearchResult> {
        if let [tree] = &mut self.trees[..] {
            return tree.search(game, limits, style, config, &mut self.rng);
        }
        // Each helper tree draws from a random source of its own, seeded from the engine's.
        let mut rngs: Vec<SmallRng> = (1..self.trees.len())
            .map(|_| SmallRng::seed_from_u64(self.rng.random()))
            .collect();
        rngs.insert(0, self.rng.clone());
        let result = smp::mcts_on_threads(&mut self.trees, &mut rngs, game, limits, style, config);
        self.rng = rngs.swap_remove(0);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trees' caps on `threads` threads.
    fn caps(threads: usize) -> Vec<usize> {
        let mut engine = Engine::new(1, 0);
        engine.set_threads(threads);
        engine.trees.iter().map(Mcts::max_nodes).collect()
    }

    #[test]
    fn up_to_four_threads_keep_a_whole_tree_each_and_more_share_four_trees() {
        assert_eq!(caps(1), vec![MAX_TREE]);
        assert_eq!(caps(2), vec![MAX_TREE; 2]);
        assert_eq!(caps(4), vec![MAX_TREE; 4]);
        assert_eq!(caps(8), vec![MAX_TREES_IN_ALL / 8; 8]);
        for threads in [1, 2, 3, 4, 5, 7, 16, 100, 256] {
            let caps = caps(threads);
            assert_eq!(caps.len(), threads);
            assert!(caps.iter().sum::<usize>() <= MAX_TREES_IN_ALL);
        }
    }
}
