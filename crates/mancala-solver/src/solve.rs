//! The solver: proves a position's value by null-window tests (MTD(f) with bisection), then
//! extracts an optimal line to the end of the game; or every move's value.

use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use mancala_rules::{History, Move, Position};

use crate::limits::{Budget, Limits};
use crate::oracle::Oracle;
use crate::search::{move_slot, Search};
use crate::table::Table;
use crate::trail::Trail;
use crate::value::{capture_lead, trivial_bounds, Scoring, Verdict};

/// Stack for search threads: the proof search recurses once per ply of a line, and lines
/// inside a layer can be thousands of plies long.
const SEARCH_STACK: usize = 1 << 30;

/// Runs `work` where the proof search's recursion has room: on a thread of its own with
/// [`SEARCH_STACK`] of stack.
#[cfg(not(target_arch = "wasm32"))]
fn on_search_stack<T: Send>(
    name: &str,
    work: impl FnOnce() -> T + Send,
) -> Result<Option<T>, SolveError> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name(name.into())
            .stack_size(SEARCH_STACK)
            .spawn_scoped(scope, work)
            .map_err(|e| SolveError::Thread(e.to_string()))
            .map(|h| h.join().ok())
    })
}

/// Runs `work` on the caller's stack: WebAssembly has no threads, and its stack is sized
/// when the module is linked (the WebAssembly crate links it large enough for the search).
/// `None` stands for a search that failed, as a thread that panicked does natively.
#[cfg(target_arch = "wasm32")]
fn on_search_stack<T: Send>(
    _name: &str,
    work: impl FnOnce() -> T + Send,
) -> Result<Option<T>, SolveError> {
    Ok(Some(work()))
}

/// Nodes a move may take in the first round of the line's search for a move keeping the value.
const LINE_FIRST_CAP: u64 = 4_096;

/// Why a solve could not start.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SolveError {
    /// The game is already over.
    #[error("the game is over: there is nothing to solve")]
    GameOver,
    /// A search thread could not be started.
    #[error("could not start a search thread: {0}")]
    Thread(String),
}

/// The solved value of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The value, or proved bounds when the limits ran out.
    pub verdict: Verdict,
    /// An optimal line to the end of the game; empty unless proved, and empty too when the
    /// limits ran out while the line was being extracted (the value itself stays proved).
    pub pv: Vec<Move>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

impl Solution {
    /// The best move (the line's first), when proved.
    pub fn best(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

/// Every legal move's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesSolution {
    /// Each move with its value for the side to move, best first.
    pub moves: Vec<(Move, Verdict)>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// What a long solve reports as it goes: the bounds proved so far.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Bounds on the value being proved.
    pub verdict: Verdict,
    /// Nodes so far.
    pub nodes: u64,
    /// Time so far.
    pub elapsed: Duration,
}

/// A progress callback.
pub type ProgressFn = Arc<dyn Fn(&Progress) + Send + Sync>;

/// An exact solver with its proof table, threads and optional endgame databases.
pub struct Solver {
    table: Table,
    threads: usize,
    oracle: Option<Arc<dyn Oracle>>,
    progress: Option<ProgressFn>,
    line_cap: u64,
    round_cap: u64,
}

impl Solver {
    /// A solver with a table of `table_mb` megabytes, searching with one thread.
    pub fn new(table_mb: usize) -> Solver {
        Solver {
            table: Table::new(table_mb),
            threads: 1,
            oracle: None,
            progress: None,
            line_cap: LINE_FIRST_CAP,
            round_cap: FIRST_ROUND_CAP,
        }
    }

    /// Searches with `threads` threads (at least one) sharing the table.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// Uses `oracle` (endgame databases) for the positions it knows.
    pub fn with_oracle(mut self, oracle: Arc<dyn Oracle>) -> Solver {
        self.oracle = Some(oracle);
        self
    }

    /// Gives each move `nodes` nodes (at least 1) in the first round of the optimal line's
    /// search for a move that keeps the value (default 4,096; each round four times more).
    pub fn with_line_cap(mut self, nodes: u64) -> Solver {
        self.line_cap = nodes.max(1);
        self
    }

    /// Gives each null-window test `nodes` nodes (at least 1) in the first of the capped rounds
    /// used under the draw rule (default 65,536; each round four times more).
    pub fn with_round_cap(mut self, nodes: u64) -> Solver {
        self.round_cap = nodes.max(1);
        self
    }

    /// Calls `progress` after each proof step.
    pub fn with_progress(mut self, progress: ProgressFn) -> Solver {
        self.progress = Some(progress);
        self
    }

    /// Forgets every proved bound (the values stay true; this only frees the table).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// The value of the game's current position and an optimal line, within `limits`.
    pub fn solve(&self, game: &History, limits: &Limits) -> Result<Solution, SolveError> {
        if game.outcome().is_some() {
            return Err(SolveError::GameOver);
        }
        let budget = Budget::new(limits).with_threads(self.threads);
        let verdict = self.prove(Trail::of_game(game), &budget)?;
        let pv = match verdict {
            Verdict::Proved(v) => self.line(game, v, &budget)?,
            Verdict::Bounded { .. } => Vec::new(),
        };
        Ok(Solution {
            verdict,
            pv,
            nodes: budget.nodes(),
            elapsed: budget.elapsed(),
        })
    }

    /// The value of the game's current position only (no line), within `limits`.
    pub fn value(&self, game: &History, limits: &Limits) -> Result<Verdict, SolveError> {
        if game.outcome().is_some() {
            return Err(SolveError::GameOver);
        }
        self.prove(
            Trail::of_game(game),
            &Budget::new(limits).with_threads(self.threads),
        )
    }

    /// The value of every legal move (for the side to move), best first, within `limits`.
    pub fn solve_moves(
        &self,
        game: &History,
        limits: &Limits,
    ) -> Result<MovesSolution, SolveError> {
        if game.outcome().is_some() {
            return Err(SolveError::GameOver);
        }
        let budget = Budget::new(limits).with_threads(self.threads);
        let root = Trail::of_game(game);
        let mut successors = Vec::new();
        game.position().successors_into(&mut successors);
        let mut moves = Vec::with_capacity(successors.len());
        for (mv, child) in successors {
            let verdict = if let Some(v) = self.immediate(&root, &child, &budget) {
                Verdict::Proved(v)
            } else {
                let same_mover = child.to_move() == game.position().to_move();
                let mut trail = root.clone();
                trail.push(child);
                let verdict = self.prove(trail, &budget)?;
                if same_mover {
                    verdict
                } else {
                    verdict.negate()
                }
            };
            moves.push((mv, verdict));
        }
        // Proved moves first by value, then unproved by upper bound; ties keep legal order.
        moves.sort_by_key(|(_, v)| match v {
            Verdict::Proved(x) => (0, -x),
            Verdict::Bounded { upper, .. } => (1, -upper),
        });
        Ok(MovesSolution {
            moves,
            nodes: budget.nodes(),
            elapsed: budget.elapsed(),
        })
    }

    /// The value of `child` for the trail's mover when it ends the game at once.
    fn immediate(&self, trail: &Trail, child: &Position, budget: &Budget) -> Option<i32> {
        if trail.repeats(child) || !child.has_legal_move() {
            let mut search = Search::new(&self.table, None, budget, trail.clone());
            return Some(search.child_value(child, i32::MIN + 1, i32::MAX));
        }
        None
    }

    /// Proves the value of the trail's current position: the threads race on the same
    /// null-window tests, sharing the table; the first to finish gives the value.
    fn prove(&self, trail: Trail, budget: &Budget) -> Result<Verdict, SolveError> {
        let race = AtomicBool::new(false);
        let oracle = self.oracle.as_deref();
        let run = |variant: u64| {
            let mut search =
                Search::new(&self.table, oracle, budget, trail.clone()).with_race(&race);
            search.variant = variant;
            let progress = if variant == 0 {
                self.progress.as_deref()
            } else {
                None
            };
            let verdict = mtd(&mut search, progress, self.round_cap);
            if verdict.value().is_some() {
                race.store(true, Ordering::Relaxed);
            }
            verdict
        };
        let results = if self.threads <= 1 {
            match on_search_stack("solver-0", || run(0))? {
                Some(verdict) => vec![verdict],
                None => return Err(SolveError::Thread("a search thread failed".into())),
            }
        } else {
            self.race(&run)?
        };
        // Every thread's bounds are proved: their intersection is too.
        let lower = results.iter().map(|v| v.lower()).max();
        let upper = results.iter().map(|v| v.upper()).min();
        let (lo, hi) = trivial_bounds(trail.top());
        Ok(Verdict::from_bounds(
            lower.unwrap_or(lo).max(lo),
            upper.unwrap_or(hi).min(hi),
        ))
    }

    /// Runs `run` for the variants `0..threads` at once, each on a thread of its own, and
    /// gives every thread's verdict.
    fn race(&self, run: &(impl Fn(u64) -> Verdict + Sync)) -> Result<Vec<Verdict>, SolveError> {
        std::thread::scope(|scope| {
            let mut handles = Vec::new();
            for variant in 0..self.threads as u64 {
                let handle = std::thread::Builder::new()
                    .name(format!("solver-{variant}"))
                    .stack_size(SEARCH_STACK)
                    .spawn_scoped(scope, move || run(variant))
                    .map_err(|e| SolveError::Thread(e.to_string()))?;
                handles.push(handle);
            }
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .map_err(|_| SolveError::Thread("a search thread failed".into()))
                })
                .collect()
        })
    }

    /// An optimal line from the game's position whose value for the mover is `value`: at each
    /// ply the first move (table's best first) proved to keep the value. Empty when the
    /// budget runs out first.
    fn line(&self, game: &History, value: i32, budget: &Budget) -> Result<Vec<Move>, SolveError> {
        let mut line = game.clone();
        let mut pv = Vec::new();
        let mut v = value;
        let done = on_search_stack("solver-line", || {
            while line.outcome().is_none() {
                let mover = line.position().to_move();
                let Some(Some(mv)) = self.keeper(&line, v, budget) else {
                    // Out of budget, or (cannot happen for a proved value) no move
                    // keeps it: report no line rather than a wrong one.
                    return false;
                };
                if line.play(mv).is_err() {
                    return false;
                }
                pv.push(mv);
                if line.position().to_move() != mover {
                    v = -v;
                }
            }
            true
        })?
        .unwrap_or(false);
        Ok(if done { pv } else { Vec::new() })
    }

    /// A move of `game`'s position proved to give its mover at least `at_least` (the table's
    /// best move tried first), within `limits`; `None` when none is found in time (or none
    /// gives that much). Where the value is known to be at least `at_least` (a proved lower
    /// bound), such a move exists.
    pub fn keeping(
        &self,
        game: &History,
        at_least: i32,
        limits: &Limits,
    ) -> Result<Option<Move>, SolveError> {
        if game.outcome().is_some() {
            return Err(SolveError::GameOver);
        }
        let budget = Budget::new(limits).with_threads(self.threads);
        Ok(
            on_search_stack("solver-keeper", || self.keeper(game, at_least, &budget))?
                .flatten()
                .flatten(),
        )
    }

    /// The first move (table's best first) proved to give the mover at least `v`: `Some(None)`
    /// when every move is refuted, `None` when the budget runs out first. The moves are tried
    /// in rounds with a node cap growing fourfold, so that one keeping the value cheaply is not
    /// stuck behind one whose proof walks a whole layer: this costs at most about 4/3 x 4 x
    /// (moves) times the cheapest keeper's proof, whatever the order (a capped test is run
    /// again from the start, with what the table kept). The last move left open runs without
    /// a cap.
    fn keeper(&self, game: &History, v: i32, budget: &Budget) -> Option<Option<Move>> {
        let oracle = self.oracle.as_deref();
        let trail = Trail::of_game(game);
        let hint = self
            .table
            .probe(trail.key())
            .or_else(|| self.table.probe(trail.free_key()))
            .map_or(crate::table::NO_MOVE, |p| p.best);
        let mut successors = Vec::new();
        game.position().successors_into(&mut successors);
        successors.sort_by_key(|(mv, _)| move_slot(*mv) != hint);
        let mut open: Vec<usize> = (0..successors.len()).collect();
        let mut cap = self.line_cap;
        loop {
            let mut refuted = Vec::new();
            for &i in &open {
                let (mv, child) = &successors[i];
                let this_cap = if open.len() == 1 { u64::MAX } else { cap };
                let mut search =
                    Search::new(&self.table, oracle, budget, trail.clone()).with_cap(this_cap);
                let g = search.child_value(child, v - 1, v);
                let capped = search.capped();
                search.flush();
                if budget.stopped() {
                    return None;
                }
                if capped {
                    continue;
                }
                if g >= v {
                    return Some(Some(*mv));
                }
                refuted.push(i);
            }
            open.retain(|i| !refuted.contains(i));
            if open.is_empty() {
                return Some(None);
            }
            cap = cap.saturating_mul(4);
        }
    }
}

/// Null-window tests until the bounds meet or the budget runs out: MTD(f) steps from a guess,
/// with a bisection step every other test so that a poor guess costs only a logarithm. Under
/// the draw rule the tests go in capped rounds instead (`draw_rounds`).
fn mtd(
    search: &mut Search<'_>,
    progress: Option<&(dyn Fn(&Progress) + Send + Sync)>,
    round_cap: u64,
) -> Verdict {
    let root = search.trail.top().clone();
    let (mut lo, mut hi) = trivial_bounds(&root);
    let mut guess = match Scoring::of(&root) {
        Scoring::WinLoss => 0,
        Scoring::Margin { .. } => capture_lead(&root),
    };
    if search.trail.draw() {
        return draw_rounds(search, progress, (lo, hi), guess, round_cap);
    }
    let mut tests = 0u32;
    while lo < hi {
        let t = if tests % 2 == 1 && hi - lo > 4 {
            lo + (hi - lo + 1) / 2
        } else {
            guess.clamp(lo + 1, hi)
        };
        let g = search.node(t - 1, t);
        search.flush();
        if search.stopped() {
            break;
        }
        guess = narrow(&mut lo, &mut hi, t, g);
        tests += 1;
        report(progress, search, lo, hi);
    }
    Verdict::from_bounds(lo, hi)
}

/// Nodes a null-window test may take in the first round of `draw_rounds` (by default).
const FIRST_ROUND_CAP: u64 = 65_536;

/// Null-window tests under the draw rule, in rounds: each round tries the guess and the
/// midpoint, quarter and three-quarter points of the bounds not yet proved, each test stopped
/// after a node cap; a finished test narrows the bounds and starts a new round, and a round in
/// which every test was stopped quadruples the cap. A stopped test proves nothing (its result
/// is thrown away), but the bounds its subtrees proved stay in the table.
///
/// Under the draw rule the hard tests are not only those next to the value: near 0 both
/// sides can lean on repetitions, and a test there may not finish in minutes where tests a
/// few seeds away take seconds (Giuthi 2x5 with 3 seeds a hole: "at least 1" unfinished in 20
/// million nodes, "at least 4" proved in 18 million, then "at least 7" refuted: the value 6).
/// The rounds let the cheap tests go first whatever their order.
fn draw_rounds(
    search: &mut Search<'_>,
    progress: Option<&(dyn Fn(&Progress) + Send + Sync)>,
    (mut lo, mut hi): (i32, i32),
    mut guess: i32,
    first_cap: u64,
) -> Verdict {
    let mut cap = first_cap;
    'rounds: while lo < hi {
        // Thresholds t in lo + 1 ..= hi: "is the value at least t?".
        let width = (hi - lo) as i64;
        let point = |num: i64| lo + 1 + ((width - 1) * num / 4) as i32;
        let mut tried: Vec<i32> = Vec::with_capacity(4);
        for t in [guess.clamp(lo + 1, hi), point(2), point(1), point(3)] {
            if tried.contains(&t) {
                continue;
            }
            tried.push(t);
            search.cap_after(cap);
            let g = search.node(t - 1, t);
            search.flush();
            let capped = search.capped();
            search.cap_after(u64::MAX);
            if search.stopped() {
                // The budget ran out or another thread finished.
                break 'rounds;
            }
            if capped {
                continue;
            }
            guess = narrow(&mut lo, &mut hi, t, g);
            report(progress, search, lo, hi);
            continue 'rounds;
        }
        cap = cap.saturating_mul(4);
    }
    Verdict::from_bounds(lo, hi)
}

/// Narrows the bounds `[lo, hi]` by the result `g` of the null-window test "at least `t`?",
/// and gives the next guess.
fn narrow(lo: &mut i32, hi: &mut i32, t: i32, g: i32) -> i32 {
    if g >= t {
        *lo = (*lo).max(g);
        g + 1
    } else {
        *hi = (*hi).min(g);
        g
    }
}

/// Reports the bounds proved so far to the progress callback, if any.
fn report(
    progress: Option<&(dyn Fn(&Progress) + Send + Sync)>,
    search: &Search<'_>,
    lo: i32,
    hi: i32,
) {
    if let Some(report) = progress {
        report(&Progress {
            verdict: Verdict::from_bounds(lo, hi),
            nodes: search.nodes,
            elapsed: search.elapsed(),
        });
    }
}
