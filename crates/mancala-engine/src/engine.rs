//! One engine core for every front end: a move chosen in a style, analysis, and the raw searches.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use mancala_rules::History;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::choose::{self, Style};
use crate::mcts::{Mcts, MctsStyle, MAX_TREE, MAX_TREES_IN_ALL};
use crate::search::{ProgressHook, SearchConfig, SearchResult, Searcher};
use crate::time::{or_default_time, Limits};

/// Default transposition table size, in megabytes.
pub const DEFAULT_TT_MB: usize = 64;

/// The engine: an alpha-beta searcher, a Monte Carlo tree kept between moves, and a random
/// source.
pub struct Engine {
    /// Made with the engine, its table's memory taken and written then: made at the first
    /// move instead, it cost that move 5 to 10 ms of a 16 MB table outside the move's time.
    searcher: Searcher,
    /// The tree, which every thread grows.
    tree: Mcts,
    /// Threads a search runs on (the calling one among them).
    threads: usize,
    rng: SmallRng,
    /// The outside stop flag every search of this engine watches.
    halt: Option<Arc<AtomicBool>>,
}

impl Engine {
    /// An engine with a `tt_mb` MB transposition table and a seeded random source.
    pub fn new(tt_mb: usize, seed: u64) -> Engine {
        Engine {
            searcher: Searcher::new(tt_mb),
            tree: Mcts::new(),
            threads: 1,
            rng: SmallRng::seed_from_u64(seed),
            halt: None,
        }
    }

    /// Ends every search of this engine early once `halt` is set from another thread: a
    /// stopped search answers with what it has found (the deepest completed iteration, the
    /// first always completes; the tree's playouts so far). `None` removes the flag.
    pub fn set_halt(&mut self, halt: Option<Arc<AtomicBool>>) {
        self.searcher.set_halt(halt.clone());
        self.tree.set_halt(halt.clone());
        self.halt = halt;
    }

    /// The outside stop flag set by [`Engine::set_halt`], if any.
    pub fn halt(&self) -> Option<&Arc<AtomicBool>> {
        self.halt.as_ref()
    }

    /// Searches for the best move on `threads` threads (1 to 256; Lazy SMP for alpha-beta, one
    /// tree grown by all for the Monte Carlo tree search); levels 1 to 9 and `analyze`, which
    /// score every move, stay on one.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.clamp(1, 256);
        if threads == self.threads {
            // The same number: the tree kept from earlier moves stays.
            return;
        }
        self.searcher.set_threads(threads);
        self.threads = threads;
        // The tree grows with the threads that grow it: a whole tree's nodes a thread, up to
        // four trees' (more threads share those), so no number of threads takes more memory.
        self.tree = Mcts::with_max_nodes(tree_cap(threads));
        self.tree.set_halt(self.halt.clone());
    }

    /// Forgets what earlier searches learnt.
    pub fn new_game(&mut self) {
        self.searcher.clear();
        self.tree.clear();
    }

    /// The move chosen in `style` (a search capped in nodes, a softmax draw among the
    /// scored moves; see [`choose`](crate::choose)); `None` when the game is over.
    pub fn choose(
        &mut self,
        game: &History,
        style: &Style,
        limits: &Limits,
    ) -> Option<SearchResult> {
        let mut rng = self.rng.clone();
        let result = choose::choose(&mut self.searcher, game, style, limits, &mut rng);
        self.rng = rng;
        result
    }

    /// Every legal move with an exact score at full strength, best first.
    pub fn analyze(&mut self, game: &History, limits: &Limits) -> Option<SearchResult> {
        let limits = or_default_time(limits);
        let config = SearchConfig::for_rules(game.rules());
        self.searcher.search(game, &limits, true, config)
    }

    /// `analyze` for an analysis board: it runs until `limits` (none: until `halt` is set,
    /// the game is solved to its end or the deepest iteration is done), stops when `halt`
    /// is set (returning the deepest completed iteration; it stands in for the engine's own
    /// flag meanwhile), and calls `progress` after each
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
        searcher.set_halt(self.halt.clone());
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
    /// learned one where fitted), on the engine's threads (all growing one tree); with
    /// `style.reuse` the tree goes on from the last search.
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
        // Each helper thread draws from a random source of its own, seeded from the engine's.
        let mut rngs: Vec<SmallRng> = (1..self.threads)
            .map(|_| SmallRng::seed_from_u64(self.rng.random()))
            .collect();
        rngs.insert(0, self.rng.clone());
        let result = self
            .tree
            .search_on_threads(game, limits, style, config, &mut rngs);
        self.rng = rngs.swap_remove(0);
        result
    }
}

/// The most nodes the tree of a search on `threads` threads grows to: [`MAX_TREE`] a thread,
/// up to [`MAX_TREES_IN_ALL`].
fn tree_cap(threads: usize) -> usize {
    MAX_TREE.saturating_mul(threads).min(MAX_TREES_IN_ALL)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stopped engine answers at once with what it has: the first iteration of alpha-beta,
    /// the first playout of the tree; with the flag cleared it searches to its limits again.
    #[test]
    fn a_halted_engine_answers_with_its_first_step_and_goes_on_once_cleared() {
        use std::sync::atomic::Ordering;

        use mancala_rules::{Game, Rules};

        let halt = Arc::new(AtomicBool::new(true));
        let mut engine = Engine::new(1, 0);
        engine.set_halt(Some(halt.clone()));
        let giuthi = History::new(Rules::new(Game::Giuthi));
        let en_gehe = History::new(Rules::new(Game::EnGehe));
        // An hour a move: only the stop flag ends these.
        let hour = Limits::movetime_ms(3_600_000);
        // The flag is read every 1,024 nodes after the first iteration, which takes fewer on
        // Giuthi (one thread: a Lazy SMP helper would add its own nodes).
        let full = Style {
            nodes: None,
            temperature: 0.0,
            contempt: 200,
        };
        let searched = engine.choose(&giuthi, &full, &hour).expect("a move");
        assert!(searched.nodes <= 2_048, "{} nodes", searched.nodes);
        let analysed = engine.analyze(&giuthi, &hour).expect("a move");
        assert!(analysed.nodes <= 2_048, "{} nodes", analysed.nodes);
        // The threads set after the flag keep it.
        engine.set_threads(2);
        let grown = engine
            .mcts(&en_gehe, &hour, MctsStyle::GUIDED)
            .expect("a move");
        assert!(en_gehe.position().is_legal(grown.best));
        assert_eq!(grown.nodes, 1, "playouts of a stopped tree search");
        engine.set_threads(1);
        assert_eq!(
            engine
                .mcts(&en_gehe, &hour, MctsStyle::GUIDED)
                .map(|r| r.nodes),
            Some(1)
        );
        halt.store(false, Ordering::Relaxed);
        let deeper = engine.analyze(&giuthi, &Limits::depth(6)).expect("a move");
        assert!(deeper.depth == 6 && deeper.nodes > 2_048, "{deeper:?}");
        engine.set_halt(None);
        assert!(engine.halt().is_none());
    }

    /// The tree's cap on `threads` threads.
    fn cap(threads: usize) -> usize {
        let mut engine = Engine::new(1, 0);
        engine.set_threads(threads);
        engine.tree.max_nodes()
    }

    #[test]
    fn the_tree_grows_a_whole_tree_a_thread_up_to_four() {
        assert_eq!(cap(1), MAX_TREE);
        assert_eq!(cap(2), 2 * MAX_TREE);
        assert_eq!(cap(4), MAX_TREES_IN_ALL);
        for threads in [5, 8, 256] {
            assert_eq!(cap(threads), MAX_TREES_IN_ALL);
        }
        let mut engine = Engine::new(1, 0);
        engine.set_threads(0);
        assert_eq!(engine.threads, 1);
        assert_eq!(engine.tree.max_nodes(), MAX_TREE);
    }
}
