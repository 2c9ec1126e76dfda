//! One engine core for every front end: move choice at a level, analysis, and the raw searches.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use mancala_rules::History;
use rand::rngs::SmallRng;
use rand::SeedableRng;

use crate::level;
use crate::mcts::{Mcts, MctsStyle};
use crate::search::{ProgressHook, SearchConfig, SearchResult, Searcher};
use crate::time::Limits;

/// Default transposition table size, in megabytes.
pub const DEFAULT_TT_MB: usize = 64;

/// The engine: an alpha-beta searcher (created on first use), a Monte Carlo tree kept between
/// moves, and a random source.
pub struct Engine {
    searcher: Option<Searcher>,
    tree: Mcts,
    tt_mb: usize,
    threads: usize,
    rng: SmallRng,
}

impl Engine {
    /// An engine with a `tt_mb` MB transposition table and a seeded random source.
    pub fn new(tt_mb: usize, seed: u64) -> Engine {
        Engine {
            searcher: None,
            tree: Mcts::new(),
            tt_mb,
            threads: 1,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    fn searcher(&mut self) -> &mut Searcher {
        let (mb, threads) = (self.tt_mb, self.threads);
        self.searcher.get_or_insert_with(|| {
            let mut searcher = Searcher::new(mb);
            searcher.set_threads(threads);
            searcher
        })
    }

    /// Searches for the best move on `threads` threads (1 to 256; Lazy SMP); levels 1 to 9 and
    /// `analyze`, which score every move, stay on one.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, 256);
        if let Some(s) = &mut self.searcher {
            s.set_threads(self.threads);
        }
    }

    /// Forgets what earlier searches learnt.
    pub fn new_game(&mut self) {
        if let Some(s) = &mut self.searcher {
            s.clear();
        }
        self.tree.clear();
    }

    /// The move a player of `level` (1..=10) chooses; `None` when the game is over. Level 10
    /// on En Gehé, timed and on one thread, searches by the guided Monte Carlo tree search
    /// (see [`level::plays_by_tree`]), keeping its tree from move to move.
    pub fn genmove(&mut self, game: &History, level: u8, limits: &Limits) -> Option<SearchResult> {
        if level::plays_by_tree(game.rules(), level, limits, self.threads)
            && game.position().legal_moves().len() > 1
        {
            return self.mcts(game, &level::or_default_time(limits), MctsStyle::GUIDED);
        }
        let mut rng = self.rng.clone();
        let result = level::choose(self.searcher(), game, level, limits, &mut rng);
        self.rng = rng;
        result
    }

    /// Every legal move with an exact score at full strength, best first.
    pub fn analyze(&mut self, game: &History, limits: &Limits) -> Option<SearchResult> {
        let limits = level::or_default_time(limits);
        let config = SearchConfig::for_rules(game.rules());
        self.searcher().search(game, &limits, true, config)
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
        let searcher = self.searcher();
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
        self.searcher().search(game, limits, false, config)
    }

    /// A Monte Carlo tree search in `style`, judging positions by the game's evaluation (the
    /// learned one where fitted); with `style.reuse` it goes on from the last search's tree.
    pub fn mcts(
        &mut self,
        game: &History,
        limits: &Limits,
        style: MctsStyle,
    ) -> Option<SearchResult> {
        let mut rng = self.rng.clone();
        let config = SearchConfig::for_rules(game.rules());
        let result = self.tree.search(game, limits, style, &config, &mut rng);
        self.rng = rng;
        result
    }
}
