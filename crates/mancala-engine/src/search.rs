//! Alpha-beta search: negamax with principal-variation search, iterative deepening,
//! a transposition table, move ordering (hash move, gains, killers, counter-moves, history),
//! and the selective parts: a quiescence search over captures and extra moves, late-move
//! reductions and aspiration windows at the root. With the selective parts off it is plain
//! fixed-depth alpha-beta, equal to minimax.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use mancala_rules::{Game, History, Move, Outcome, Position, Rules, Side};

use crate::eval::{evaluate, Weights};
use crate::learned::{self, LearnedEval};
use crate::ordering::{MoveOrder, GAIN_UNIT, TT_KEY};
use crate::score::{from_table, to_table, INFINITY, MATE};
use crate::time::{Deadline, Limits, MAX_DEPTH};
use crate::tt::{Bound, Entry, TranspositionTable};

/// One root move with its score (mover's view) and principal variation (starting with the move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootLine {
    /// The move.
    pub mv: Move,
    /// Its score for the side to move at the root.
    pub score: i32,
    /// The expected continuation, the move first.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move chosen.
    pub best: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// The principal variation, the move first.
    pub pv: Vec<Move>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// Every root move, best first (exact scores only when searched with `all_moves`).
    pub lines: Vec<RootLine>,
    /// Each completed iteration: depth, nodes so far, time so far.
    pub iterations: Vec<(u32, u64, Duration)>,
}

/// What a running search reports to its progress hook (see [`Searcher::set_progress`]).
#[derive(Clone, Copy, Debug)]
pub struct SearchProgress<'a> {
    /// Deepest completed iteration (0 before the first has finished).
    pub depth: u32,
    /// The iteration under way (equal to `depth` when reported at an iteration's end).
    pub searching: u32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The root moves of the deepest completed iteration, best first (empty before it).
    pub lines: &'a [RootLine],
    /// The root moves already searched in the iteration under way, in search order (with
    /// `all_moves` their scores are exact at depth `searching`).
    pub partial: &'a [RootLine],
}

/// A progress hook: called at the end of each iteration and at least every
/// [`PROGRESS_INTERVAL`] while an iteration runs (checked every 1,024 nodes).
pub type ProgressHook = Box<dyn FnMut(&SearchProgress<'_>) + Send + Sync>;

/// How often a progress hook is called while a long iteration runs.
pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(200);

/// Tuning switches of the searcher (for tests and for measuring each part).
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Use transposition table scores to cut the search (off: the table only orders moves).
    pub tt_cutoffs: bool,
    /// Evaluation weights of the linear evaluation.
    pub weights: Weights,
    /// The learned evaluation, used instead of the linear one where set (`learned`).
    pub learned: Option<&'static LearnedEval>,
    /// At the depth limit, search captures and extra moves before evaluating.
    pub quiescence: bool,
    /// Search late quiet moves less deep first (late-move reductions).
    pub reductions: bool,
    /// Start each root iteration with a narrow window around the previous score.
    pub aspiration: bool,
    /// Order quiet moves by killers and counter-moves before history.
    pub killers: bool,
    /// What a drawn ending costs the side to move at the root, in hundredths of a seed (the
    /// other side gains as much): above 0 the search plays on rather than settle for a draw.
    pub contempt: i32,
    /// Most plies on one line below the root searched without using up depth: forced moves
    /// (the only legal move, a Giuthi pass among them); 0: none.
    pub extensions: u8,
}

impl SearchConfig {
    /// The full-strength search with `weights`: every part on.
    pub fn full(weights: Weights) -> SearchConfig {
        SearchConfig {
            tt_cutoffs: true,
            weights,
            learned: None,
            quiescence: true,
            reductions: true,
            aspiration: true,
            killers: true,
            contempt: 0,
            extensions: 0,
        }
    }

    /// Plain fixed-depth alpha-beta with the table's cut-offs and no selective part: its score
    /// at depth `d` is minimax's at depth `d` (up to the table's path blindness).
    pub fn plain(weights: Weights) -> SearchConfig {
        SearchConfig {
            tt_cutoffs: true,
            weights,
            learned: None,
            quiescence: false,
            reductions: false,
            aspiration: false,
            killers: false,
            contempt: 0,
            extensions: 0,
        }
    }

    /// The engine's search for `game`, as measured against the baseline engine
    /// (docs/decisions.md): every part, except quiescence on Giuthi, where it lost (and
    /// killers, reductions and aspiration without it won most); on Giuthi, whose passes
    /// are forced moves, up to 8 forced plies a line are extended (docs/decisions.md).
    pub fn for_game(game: Game) -> SearchConfig {
        SearchConfig {
            quiescence: game != Game::Giuthi,
            extensions: if game == Game::Giuthi { 8 } else { 0 },
            ..SearchConfig::full(Weights::for_game(game))
        }
    }

    /// The engine's search for `rules`' board: [`SearchConfig::for_game`] with the learned
    /// evaluation where one was fitted for this game, number of holes and seeds a hole.
    pub fn for_rules(rules: &Rules) -> SearchConfig {
        SearchConfig {
            learned: learned::shipped(rules),
            ..SearchConfig::for_game(rules.game())
        }
    }

    /// The value of `pos` for its side to move by this configuration's evaluation.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        match self.learned {
            Some(table) => table.evaluate(pos),
            None => evaluate(pos, &self.weights),
        }
    }

    /// Turns off the parts named in `names` (`quiescence`, `reductions`, `aspiration`,
    /// `killers`, `tt`, `learned`), separated by `+`; an unknown name is an error naming it.
    /// `learned` can only be turned off (on is the default where weights were fitted).
    pub fn without(self, names: &str) -> Result<SearchConfig, String> {
        self.switch(names, false)
    }

    /// Turns on the parts named in `names`, as `without` names them.
    pub fn with(self, names: &str) -> Result<SearchConfig, String> {
        self.switch(names, true)
    }

    fn switch(mut self, names: &str, on: bool) -> Result<SearchConfig, String> {
        for name in names.split('+').filter(|n| !n.is_empty()) {
            match name {
                "quiescence" => self.quiescence = on,
                "reductions" => self.reductions = on,
                "aspiration" => self.aspiration = on,
                "killers" => self.killers = on,
                "tt" => self.tt_cutoffs = on,
                "learned" => {
                    if !on {
                        self.learned = None;
                    }
                }
                _ => {
                    return Err(format!(
                        "unknown search part '{name}' (quiescence, reductions, aspiration, killers, tt, learned)"
                    ))
                }
            }
        }
        Ok(self)
    }
}

/// Plies of captures and extra moves the quiescence search follows beyond the depth limit.
const QUIESCENCE_PLIES: i32 = 8;
/// Moves searched at full depth before late quiet moves are reduced.
const FULL_DEPTH_MOVES: usize = 3;
/// Least remaining depth at which moves are reduced.
const REDUCTION_DEPTH: i32 = 3;
/// Half-width of the first aspiration window, in hundredths of a seed.
const ASPIRATION: i32 = 50;

/// Positions since the last capture on the way to a node: the repetitions it can make.
#[derive(Clone, Copy)]
struct Trail {
    hash: u64,
    captured: u64,
}

/// An alpha-beta searcher with its transposition table (shared with its helper threads) and its
/// move ordering memory.
pub struct Searcher {
    tt: Arc<TranspositionTable>,
    /// Searchers of the other threads (Lazy SMP, see `smp`), sharing the table.
    pub(crate) helpers: Vec<Searcher>,
    /// Shared by the threads of one Lazy SMP search: set by the thread that finishes it (the
    /// main thread at its end, any thread that completes the last depth or proves the result).
    pub(crate) stop: Option<Arc<AtomicBool>>,
    /// Root moves a helper moves from the front of its order to the back before each
    /// iteration (0 on the main thread), so each thread begins with a different move.
    pub(crate) root_turn: usize,
    order: MoveOrder,
    /// The move that led to each ply (`None` at the root).
    path: Vec<Option<Move>>,
    trail: Vec<Trail>,
    buffers: Vec<Vec<(Move, Position)>>,
    pv: Vec<Vec<Move>>,
    nodes: u64,
    stopped: bool,
    may_stop: bool,
    deadline: Option<Deadline>,
    config: Option<SearchConfig>,
    /// Set from outside to stop the search (from its second iteration on).
    halt: Option<Arc<AtomicBool>>,
    /// Called as the search goes (see [`ProgressHook`]).
    progress: Option<ProgressHook>,
    /// The lines of the deepest completed iteration, for the progress hook.
    done_lines: Vec<RootLine>,
    /// The root moves searched so far in the iteration under way.
    partial_lines: Vec<RootLine>,
    /// The best root move of the iteration under way whose exact score is known at its
    /// depth (the first move searched, or a later one that beat it), with that score.
    iteration_best: Option<RootLine>,
    /// The depths completed and under way, for the progress hook.
    report_depth: (u32, u32),
    last_report: Option<Instant>,
    /// What a draw scores for each side in the search under way (see `draw_scores`).
    draws: [i32; 2],
    /// Mixed into every table key of the search under way (see `draw_scores`).
    key_salt: u64,
    /// Plies on the current line searched without using up depth (see `SearchConfig::extensions`).
    extended: u8,
}

/// A game-end score from the view of `side`, `ply` plies below the root; a draw scores
/// `draws[side]` (see [`SearchConfig::contempt`]).
fn terminal(outcome: &Outcome, side: Side, ply: usize, draws: [i32; 2]) -> i32 {
    match outcome.winner {
        Some(w) if w == side => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => draws[side.index()],
    }
}

/// What a draw scores for South and North when `root` moves first under `contempt`, and the
/// salt of the table keys that keeps those scores apart from other searches' (0 without
/// contempt, so searches without it share the table as before).
fn draw_scores(root: Side, contempt: i32) -> ([i32; 2], u64) {
    if contempt == 0 {
        return ([0, 0], 0);
    }
    let mut draws = [contempt, contempt];
    draws[root.index()] = -contempt;
    let salt = (contempt as u32 as u64 | (root.index() as u64) << 32)
        .wrapping_add(1)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (draws, salt)
}

impl Searcher {
    /// A searcher with a transposition table of `tt_mb` megabytes.
    pub fn new(tt_mb: usize) -> Searcher {
        Searcher::with_table(Arc::new(TranspositionTable::new(tt_mb)))
    }

    /// A searcher using the table `tt` (shared with other searchers).
    pub fn with_table(tt: Arc<TranspositionTable>) -> Searcher {
        Searcher {
            tt,
            helpers: Vec::new(),
            stop: None,
            root_turn: 0,
            order: MoveOrder::default(),
            path: Vec::new(),
            trail: Vec::new(),
            buffers: Vec::new(),
            pv: Vec::new(),
            nodes: 0,
            stopped: false,
            may_stop: false,
            deadline: None,
            config: None,
            halt: None,
            progress: None,
            done_lines: Vec::new(),
            partial_lines: Vec::new(),
            iteration_best: None,
            report_depth: (0, 0),
            last_report: None,
            draws: [0, 0],
            key_salt: 0,
            extended: 0,
        }
    }

    /// Stops searches when `halt` is set from another thread: the search then returns the
    /// deepest completed iteration. The first iteration always completes, so a stopped
    /// search still has a move. `None` removes the flag.
    pub fn set_halt(&mut self, halt: Option<Arc<AtomicBool>>) {
        self.halt = halt;
    }

    /// Calls `hook` as searches go: after each completed iteration, and while an
    /// iteration runs at least every [`PROGRESS_INTERVAL`]. `None` removes it.
    pub fn set_progress(&mut self, hook: Option<ProgressHook>) {
        self.progress = hook;
    }

    /// Calls the progress hook (when `force`, or when the interval has passed) and reads
    /// the outside stop flag.
    #[cold]
    fn watch(&mut self, force: bool) {
        if self.may_stop
            && self
                .halt
                .as_ref()
                .is_some_and(|h| h.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        let Some(mut hook) = self.progress.take() else {
            return;
        };
        let now = Instant::now();
        if force
            || self
                .last_report
                .is_none_or(|t| now.duration_since(t) >= PROGRESS_INTERVAL)
        {
            self.last_report = Some(now);
            let elapsed = self
                .deadline
                .as_ref()
                .map(|d| d.elapsed())
                .unwrap_or_default();
            hook(&SearchProgress {
                depth: self.report_depth.0,
                searching: self.report_depth.1,
                nodes: self.nodes,
                elapsed,
                lines: &self.done_lines,
                partial: &self.partial_lines,
            });
        }
        self.progress = Some(hook);
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.order.clear();
        self.helpers.iter_mut().for_each(|h| h.order.clear());
    }

    /// Searches with `threads` threads (1 to 256) from now on: the best-move search runs that
    /// many searchers on the shared table (Lazy SMP); scoring every move stays on one thread.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, 256) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut helper = Searcher::with_table(self.tt.clone());
            // While the main thread works out its first move exactly, helper k begins with the
            // move k places behind it and stores what bounds the rest, so that the main thread
            // finds its later moves already refuted in the table.
            helper.root_turn = self.helpers.len() + 1;
            self.helpers.push(helper);
        }
    }

    /// Threads a best-move search uses.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Searches the current position of `game` (which must not be over) under `limits`.
    ///
    /// With `all_moves` every root move gets an exact score (for analysis and levels);
    /// otherwise only the best move's score is exact, and helper threads search too.
    pub fn search(
        &mut self,
        game: &History,
        limits: &Limits,
        all_moves: bool,
        config: SearchConfig,
    ) -> Option<SearchResult> {
        if all_moves || self.helpers.is_empty() {
            self.search_alone(game, limits, all_moves, config)
        } else {
            crate::smp::search_with_helpers(self, game, limits, config)
        }
    }

    /// Searches on this thread only (see `search`).
    pub(crate) fn search_alone(
        &mut self,
        game: &History,
        limits: &Limits,
        all_moves: bool,
        config: SearchConfig,
    ) -> Option<SearchResult> {
        if game.outcome().is_some() {
            return None;
        }
        let root = game.position().clone();
        let mut moves = Vec::new();
        root.successors_into(&mut moves);
        if moves.is_empty() {
            return None;
        }
        self.config = Some(config);
        (self.draws, self.key_salt) = draw_scores(root.to_move(), config.contempt);
        self.order.killers_on = config.killers;
        self.order.new_search();
        self.nodes = 0;
        self.stopped = false;
        self.deadline = Some(Deadline::new(limits, &root));
        self.trail.clear();
        self.done_lines.clear();
        self.partial_lines.clear();
        self.report_depth = (0, 0);
        self.last_report = None;
        let positions: Vec<&Position> = game.positions().collect();
        let last_total = root.captured_total();
        for p in positions
            .iter()
            .rev()
            .take_while(|p| p.captured_total() == last_total)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
        {
            self.trail.push(Trail {
                hash: p.hash(),
                captured: p.captured_total(),
            });
        }
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut lines: Vec<RootLine> = moves
            .iter()
            .map(|(mv, _)| RootLine {
                mv: *mv,
                score: -INFINITY,
                pv: vec![*mv],
            })
            .collect();
        let mut completed = 0;
        let mut iterations = Vec::new();
        // Iterations in a row that kept the best move: a settled search may stop sooner.
        let mut settled = 0;
        for depth in 1..=max_depth {
            self.may_stop = depth > 1;
            self.report_depth.1 = depth;
            self.partial_lines.clear();
            // Aspiration: a narrow window around the last score, widened on each failure.
            let previous = lines[0].score;
            let aspire = config.aspiration
                && !all_moves
                && depth >= 4
                && !crate::score::is_decisive(previous);
            let mut delta = ASPIRATION;
            let (mut low, mut high) = if aspire {
                (previous - delta, previous + delta)
            } else {
                (-INFINITY, INFINITY)
            };
            let mut new_lines;
            loop {
                new_lines = lines.clone();
                let score = self.search_root(
                    &root,
                    &moves,
                    &mut new_lines,
                    depth as i32,
                    all_moves,
                    low,
                    high,
                );
                if self.stopped {
                    break;
                }
                delta = delta.saturating_mul(4);
                if score <= low && low > -INFINITY {
                    low = if delta > 40 * ASPIRATION {
                        -INFINITY
                    } else {
                        score - delta
                    };
                } else if score >= high && high < INFINITY {
                    high = if delta > 40 * ASPIRATION {
                        INFINITY
                    } else {
                        score + delta
                    };
                } else {
                    break;
                }
            }
            if self.stopped {
                // A move of the interrupted iteration that was searched to its end and beat
                // every move before it (the last best first among them) is the better
                // choice: its score is exact at a greater depth than the last iteration's.
                if let Some(found) = self.iteration_best.take() {
                    if !all_moves && completed > 0 && found.mv != lines[0].mv {
                        if let Some(at) = lines.iter().position(|l| l.mv == found.mv) {
                            lines.remove(at);
                        }
                        lines.insert(0, found);
                    }
                }
                break;
            }
            new_lines.sort_by_key(|l| -l.score);
            let (old_best, old_score) = (lines[0].mv, lines[0].score);
            lines = new_lines;
            let dropped = completed > 0
                && !crate::score::is_decisive(old_score)
                && lines[0].score < old_score - 2 * ASPIRATION;
            settled = if completed > 0 && lines[0].mv == old_best {
                settled + 1
            } else {
                0
            };
            completed = depth;
            iterations.push((
                depth,
                self.nodes,
                self.deadline
                    .as_ref()
                    .map(|d| d.elapsed())
                    .unwrap_or_default(),
            ));
            if self.progress.is_some() {
                self.report_depth = (depth, depth);
                self.done_lines.clone_from(&lines);
                self.partial_lines.clear();
                self.watch(true);
            }
            // Reorder the root moves for the next iteration: best first.
            moves.sort_by_key(|(mv, _)| {
                lines.iter().position(|l| l.mv == *mv).unwrap_or(usize::MAX)
            });
            let best = &lines[0];
            let solved = if all_moves {
                lines.iter().all(|l| {
                    crate::score::is_decisive(l.score)
                        && crate::score::plies_to_end(l.score) <= depth as i32
                })
            } else {
                crate::score::is_decisive(best.score)
                    && crate::score::plies_to_end(best.score) <= depth as i32
            };
            // On a clock, an unsettled search (a new best move, a falling score) may take
            // longer than planned, a long-settled one less.
            let factor = match settled {
                0 if completed > 1 => 1.8,
                0..=3 => 1.0,
                _ => 0.6,
            } * if dropped { 1.5 } else { 1.0 };
            let deadline = self
                .deadline
                .as_ref()
                .map(|d| d.may_deepen_scaled(self.nodes, factor))
                .unwrap_or(true);
            if solved || depth == max_depth {
                // The search is done: a helper that gets here first stops the others, and
                // its result is played.
                if let Some(stop) = &self.stop {
                    stop.store(true, Ordering::Relaxed);
                }
                break;
            }
            if !deadline {
                break;
            }
        }
        let elapsed = self
            .deadline
            .as_ref()
            .map(|d| d.elapsed())
            .unwrap_or_default();
        let best = lines[0].clone();
        Some(SearchResult {
            best: best.mv,
            score: best.score,
            pv: best.pv,
            depth: completed,
            nodes: self.nodes,
            elapsed,
            lines,
            iterations,
        })
    }

    /// Searches the root moves within `(low, high)`; returns the best score (fail-soft: at most
    /// `low` or at least `high` when the window missed it).
    #[allow(clippy::too_many_arguments)]
    fn search_root(
        &mut self,
        root: &Position,
        moves: &[(Move, Position)],
        lines: &mut [RootLine],
        depth: i32,
        all_moves: bool,
        low: i32,
        high: i32,
    ) -> i32 {
        let side = root.to_move();
        let mut alpha = low;
        let beta = high;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.iteration_best = None;
        self.set_path(0, None);
        // A helper begins `root_turn` moves further on and comes round to the first at the end.
        let turn = self.root_turn % moves.len().max(1);
        for (i, (mv, child)) in moves
            .iter()
            .cycle()
            .skip(turn)
            .take(moves.len())
            .enumerate()
        {
            let window_alpha = if all_moves { -INFINITY } else { alpha };
            let full_window = i == 0 || all_moves;
            self.set_path(1, Some(*mv));
            let score = self.visit(
                child,
                side,
                depth - 1,
                1,
                window_alpha,
                beta,
                full_window,
                0,
            );
            if self.stopped {
                return best;
            }
            let line = lines
                .iter_mut()
                .find(|l| l.mv == *mv)
                .expect("every root move has a line");
            if all_moves || i == 0 || score > alpha {
                line.score = score;
                line.pv = std::iter::once(*mv)
                    .chain(self.pv[1].iter().copied())
                    .collect();
                if all_moves && self.progress.is_some() {
                    self.partial_lines.push(line.clone());
                }
                if score > alpha && score < beta {
                    self.iteration_best = Some(line.clone());
                }
            } else {
                // Only known to be no better than the best so far.
                line.score = score.min(alpha) - 1;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                best_move = Some(*mv);
            }
            if score >= beta && !all_moves {
                break;
            }
        }
        if let Some(mv) = best_move {
            if best < beta {
                self.tt.store(Entry {
                    key: root.hash() ^ self.key_salt,
                    best: Some(mv),
                    depth: depth as i16,
                    score: best,
                    bound: Bound::Exact,
                });
            }
        }
        best
    }

    /// Records the move that led to `ply`.
    #[inline]
    fn set_path(&mut self, ply: usize, mv: Option<Move>) {
        if self.path.len() <= ply {
            self.path.resize(ply + 1, None);
        }
        self.path[ply] = mv;
    }

    /// Searches `child` (a move of `side`) with principal-variation search and returns its
    /// score from `side`'s view: a full window when `full_window`, else a null window first
    /// (`reduction` plies shallower, when not zero) and deeper or wider searches only when the
    /// move may raise alpha.
    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        child: &Position,
        side: Side,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        full_window: bool,
        reduction: i32,
    ) -> i32 {
        let hash = child.hash();
        let captured = child.captured_total();
        let repeated = self.repeats(hash, captured);
        self.trail.push(Trail { hash, captured });
        // When the same side moves again (a Giuthi extra move) the score keeps its sign.
        let same = child.to_move() == side;
        let search = |this: &mut Searcher, depth: i32, alpha: i32, beta: i32| {
            if same {
                this.negamax(child, hash, depth, ply, alpha, beta, repeated)
            } else {
                -this.negamax(child, hash, depth, ply, -beta, -alpha, repeated)
            }
        };
        let score = if full_window {
            search(self, depth, alpha, beta)
        } else {
            let mut probe = alpha + 1;
            if reduction > 0 {
                probe = search(self, depth - reduction, alpha, alpha + 1);
            }
            if probe > alpha && !self.stopped {
                probe = search(self, depth, alpha, alpha + 1);
            }
            if probe > alpha && probe < beta && !self.stopped {
                search(self, depth, alpha, beta)
            } else {
                probe
            }
        };
        self.trail.pop();
        score
    }

    /// Makes `mv` followed by the next ply's variation the variation of `ply`.
    fn raise_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }

    fn repeats(&self, hash: u64, captured: u64) -> bool {
        self.trail
            .iter()
            .rev()
            .take_while(|t| t.captured == captured)
            .any(|t| t.hash == hash)
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        repeated: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.may_stop {
            if let Some(d) = &self.deadline {
                // The node budget is checked at every node, the clock now and then.
                if d.over_nodes(self.nodes) || (self.nodes & 1023 == 0 && d.must_stop(self.nodes)) {
                    self.stopped = true;
                }
            }
        }
        // The main thread's first iteration always completes; a helper stops at once.
        if self.nodes & 255 == 0
            && (self.may_stop || self.root_turn > 0)
            && self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0 && (self.halt.is_some() || self.progress.is_some()) {
            self.watch(false);
        }
        if self.stopped {
            return 0;
        }
        while self.pv.len() <= ply + 1 {
            self.pv.push(Vec::new());
            self.buffers.push(Vec::new());
        }
        self.pv[ply].clear();
        let side = pos.to_move();
        let config = self.config.expect("a search sets its config");
        if depth <= 0 {
            if !pos.has_legal_move() {
                return terminal(&pos.no_move_outcome(), side, ply, self.draws);
            }
            if repeated {
                return terminal(&pos.repetition_outcome(), side, ply, self.draws);
            }
            // The first iteration cannot be stopped, so it stays a plain one-ply search: a
            // move is ready at once on every board (quiescence over the long relay captures of
            // a 2x50 board took a minute there when every root move was searched in full).
            if !config.quiescence || !self.may_stop || depth <= -QUIESCENCE_PLIES {
                return config.evaluate(pos);
            }
            return self.quiesce(pos, depth, ply, alpha, beta);
        }
        if repeated {
            // A no-move ending takes precedence over a repetition.
            let outcome = if pos.has_legal_move() {
                pos.repetition_outcome()
            } else {
                pos.no_move_outcome()
            };
            return terminal(&outcome, side, ply, self.draws);
        }

        // The table holds only positions that had moves, so it is asked before they are made.
        let entry = self.tt.probe(hash ^ self.key_salt);
        let tt_move = entry.and_then(|e| e.best);
        if let Some(e) = entry {
            if config.tt_cutoffs && e.depth as i32 >= depth {
                let score = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        pos.successors_into(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return terminal(&pos.no_move_outcome(), side, ply, self.draws);
        }

        // Order: the table's move, then immediate gains (captures, extra moves), then killers,
        // the counter-move and history.
        let before = pos.captured(side) as i64;
        let prev = self.path.get(ply).copied().flatten();
        let mut order: Vec<(i64, usize, bool)> = moves
            .iter()
            .enumerate()
            .map(|(i, (mv, child))| {
                let gain = child.captured(side) as i64 - before;
                let extra = i64::from(child.to_move() == side);
                let quiet = gain == 0 && extra == 0;
                let key = if Some(*mv) == tt_move {
                    TT_KEY
                } else if quiet {
                    self.order.quiet_key(side, ply, prev, *mv)
                } else {
                    (gain * 4 + extra * 2) * GAIN_UNIT + self.order.history(side, *mv) as i64
                };
                (key, i, quiet)
            })
            .collect();
        order.sort_unstable_by_key(|&(k, _, _)| std::cmp::Reverse(k));

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (n, &(_, i, quiet)) in order.iter().enumerate() {
            let (mv, child) = &moves[i];
            // Late quiet moves are first searched less deep; a move that then looks good
            // is searched again at full depth.
            let reduction = if config.reductions
                && quiet
                && n >= FULL_DEPTH_MOVES
                && depth >= REDUCTION_DEPTH
            {
                if n >= 2 * FULL_DEPTH_MOVES + 2 && depth >= 2 * REDUCTION_DEPTH {
                    2
                } else {
                    1
                }
            } else {
                0
            };
            self.set_path(ply + 1, Some(*mv));
            // A forced move leaves the depth as it is (up to `extensions` such plies on a line).
            let extend = moves.len() == 1 && self.extended < config.extensions;
            self.extended += u8::from(extend);
            let score = self.visit(
                child,
                side,
                depth - 1 + i32::from(extend),
                ply + 1,
                alpha,
                beta,
                n == 0,
                reduction,
            );
            self.extended -= u8::from(extend);
            if self.stopped {
                self.buffers[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(*mv);
                if score > alpha {
                    alpha = score;
                    self.raise_pv(ply, *mv);
                }
                if score >= beta {
                    self.order.cutoff(side, ply, prev, *mv, depth, quiet);
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key: hash ^ self.key_salt,
            best: best_move,
            depth: depth as i16,
            score: to_table(best, ply),
            bound,
        });
        best
    }

    /// The quiescence search below the depth limit (`depth` <= 0 counts its plies): the side to
    /// move may take the static evaluation ("stand pat") or play a capture or an extra move,
    /// whose consequences are followed the same way, so the horizon never falls in the middle
    /// of an exchange of captures or a chain of Giuthi extra moves.
    fn quiesce(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let config = self.config.expect("a search sets its config");
        let stand = config.evaluate(pos);
        if stand >= beta {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let side = pos.to_move();
        let before = pos.captured(side) as i64;
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        pos.successors_into(&mut moves);
        let mut order: Vec<(i64, usize)> = moves
            .iter()
            .enumerate()
            .filter_map(|(i, (_, child))| {
                let gain = child.captured(side) as i64 - before;
                let extra = i64::from(child.to_move() == side);
                (gain > 0 || extra > 0).then_some((gain * 4 + extra * 2, i))
            })
            .collect();
        order.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
        for &(_, i) in &order {
            let (mv, child) = &moves[i];
            let score = self.visit(child, side, depth - 1, ply + 1, alpha, beta, true, 0);
            if self.stopped {
                self.buffers[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.raise_pv(ply, *mv);
                }
                if score >= beta {
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        best
    }
}
