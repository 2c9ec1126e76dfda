//! A finished game's review: each move valued against the best move of its position, in
//! seeds of the final margin, exactly by the solver where it proves every move within a
//! small node budget, else by the engine's `analyze` (every root move scored at full
//! strength); each move classed by the seeds it loses, and an accuracy per side.
//!
//! Classes, by the loss `L` (the best move's value minus the played move's, for the mover):
//! best `L = 0`, good `1 <= L < 3`, inaccuracy `3 <= L < 5`, mistake `5 <= L < 9`, blunder
//! `L >= 9`. Giving a seed away moves the margin by two, so "good" is about one seed given
//! away, a blunder four or more. Sadeqa II is scored win/draw/loss (1, 0, -1): there an exact
//! loss of one result (win to draw, draw to loss) is a mistake, of two (win to loss) a
//! blunder. Accuracy: each move of a side scores by its class ([`class_score`]: 100, 90, 70,
//! 40, 0); a side's accuracy is the mean over its moves, leaving out forced moves (a single
//! legal move).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use mancala_engine::score::is_decisive;
use mancala_engine::time::Limits as EngineLimits;
use mancala_engine::Engine;
use mancala_rules::{Game, History, Move, Position, Side};
use mancala_solver::value::{capture_lead, trivial_bounds};
use mancala_solver::{Limits, Solver};

/// The least loss (in seeds of margin) of a good move.
pub const GOOD: i32 = 1;
/// The least loss of an inaccuracy.
pub const INACCURACY: i32 = 3;
/// The least loss of a mistake.
pub const MISTAKE: i32 = 5;
/// The least loss of a blunder.
pub const BLUNDER: i32 = 9;

/// How good a move was, by the seeds it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveClass {
    /// As good as the best move.
    Best,
    /// Lost less than [`INACCURACY`] seeds.
    Good,
    /// Lost less than [`MISTAKE`] seeds.
    Inaccuracy,
    /// Lost less than [`BLUNDER`] seeds.
    Mistake,
    /// Lost [`BLUNDER`] seeds or more.
    Blunder,
}

impl MoveClass {
    /// The class of a move that loses `loss` seeds (Sadeqa II exact: results) in `game`.
    pub fn of(game: Game, loss: i32, exact: bool) -> MoveClass {
        if game == Game::SadeqaII && exact {
            return match loss {
                i32::MIN..=0 => MoveClass::Best,
                1 => MoveClass::Mistake,
                _ => MoveClass::Blunder,
            };
        }
        match loss {
            i32::MIN..=0 => MoveClass::Best,
            l if l < INACCURACY => MoveClass::Good,
            l if l < MISTAKE => MoveClass::Inaccuracy,
            l if l < BLUNDER => MoveClass::Mistake,
            _ => MoveClass::Blunder,
        }
    }

    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }
}

/// What a move of each class counts towards accuracy (out of 100).
pub fn class_score(class: MoveClass) -> f64 {
    match class {
        MoveClass::Best => 100.0,
        MoveClass::Good => 90.0,
        MoveClass::Inaccuracy => 70.0,
        MoveClass::Mistake => 40.0,
        MoveClass::Blunder => 0.0,
    }
}

/// One ply of a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyReview {
    /// The ply number of the position the move was played in (as the record numbers it,
    /// minus one: the record's move "17." is ply 16 here).
    pub ply: u64,
    /// The index of this ply among the game's moves (0 for the first move played).
    pub index: usize,
    /// The side that moved.
    pub side: Side,
    /// The move played.
    pub played: Move,
    /// The best move found.
    pub best: Move,
    /// The played move's value for the mover, in seeds of final margin (Sadeqa II exact:
    /// 1, 0, -1).
    pub played_value: i32,
    /// The best move's value for the mover.
    pub best_value: i32,
    /// `best_value - played_value` (never negative).
    pub loss: i32,
    /// The move's class.
    pub class: MoveClass,
    /// Whether the values are the solver's exact ones (else the engine's estimates).
    pub exact: bool,
    /// The position after the move, valued for South (the played move's value, South's view).
    pub eval_south: i32,
    /// Whether the move was the only legal one.
    pub forced: bool,
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Every ply, in order (those reviewed when stopped early).
    pub plies: Vec<PlyReview>,
    /// Accuracy of South and North, 0 to 100 (100 when a side had no unforced move).
    pub accuracy: [f64; 2],
    /// Whether every ply was reviewed (false when stopped).
    pub complete: bool,
    /// Time taken.
    pub elapsed: Duration,
}

/// How hard a review works.
#[derive(Clone, Debug)]
pub struct ReviewOptions {
    /// Nodes the solver may spend on one position's moves.
    pub solver_nodes: u64,
    /// The solver is not tried on positions with more seeds on the board than this.
    pub solver_max_seeds: u32,
    /// Nodes the engine's `analyze` searches for one position.
    pub engine_nodes: u64,
    /// Worker threads, each reviewing whole plies.
    pub threads: usize,
    /// Megabytes of table for each worker's engine and solver.
    pub table_mb: usize,
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions {
            solver_nodes: 200_000,
            solver_max_seeds: 16,
            engine_nodes: 30_000,
            threads: 2,
            table_mb: 8,
        }
    }
}

/// Why a review could not be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ReviewError {
    /// The game has no moves.
    #[error("the game has no moves to review")]
    NoMoves,
    /// A worker thread could not be started.
    #[error("could not start a review thread: {0}")]
    Thread(String),
}

/// One position to review: its index among the game's moves, and the move played there
/// (the game up to it is rebuilt by the worker, see [`Replay`]).
struct Job {
    index: usize,
    played: Move,
}

/// A worker's copy of the reviewed game, played forward from its start to each ply the
/// worker takes (one game per worker, not one per ply: a long record stays cheap).
struct Replay<'a> {
    moves: &'a [Move],
    game: History,
}

impl<'a> Replay<'a> {
    /// The game of `start` at `start_ply`, whose moves are `moves`, before any of them.
    fn new(start: &Position, start_ply: u64, moves: &'a [Move]) -> Replay<'a> {
        Replay {
            moves,
            game: History::from_position(start.clone(), start_ply),
        }
    }

    /// The game with its first `index` moves played; `None` when one does not replay.
    fn at(&mut self, index: usize) -> Option<&History> {
        if self.game.moves_played() > index {
            // Jobs are taken in order, so this does not happen; start again if it does.
            self.game = History::from_position(self.game.start().clone(), self.game.start_ply());
        }
        while self.game.moves_played() < index {
            let mv = *self.moves.get(self.game.moves_played())?;
            self.game.play(mv).ok()?;
        }
        Some(&self.game)
    }
}

/// An engine score (hundredths of a seed, decisive for a game end seen) in whole seeds; a
/// decisive score counts the largest margin the position allows.
fn engine_seeds(game: &History, score: i32) -> i32 {
    if is_decisive(score) {
        let (lo, hi) = trivial_bounds(game.position());
        let most = hi.max(-lo).max(capture_lead(game.position()).abs()).max(1);
        if score > 0 {
            most
        } else {
            -most
        }
    } else {
        (f64::from(score) / 100.0).round() as i32
    }
}

/// Reviews one position: the solver's exact values when it proves every move, else the
/// engine's.
fn review_ply(
    game: &History,
    job: &Job,
    opts: &ReviewOptions,
    solver: &mut Solver,
    engine: &mut Engine,
    stop: &Arc<AtomicBool>,
) -> Option<PlyReview> {
    let position = game.position();
    let side = position.to_move();
    let forced = position.legal_moves().len() == 1;
    let kind = position.rules().game();
    let mut values: Option<Vec<(Move, i32)>> = None;
    let mut exact = false;
    if position.board_seeds() <= opts.solver_max_seeds {
        solver.clear();
        let limits = Limits {
            nodes: Some(opts.solver_nodes),
            time: None,
            stop: Some(stop.clone()),
        };
        if let Ok(solved) = solver.solve_moves(game, &limits) {
            values = solved
                .moves
                .iter()
                .map(|(m, v)| v.value().map(|v| (*m, v)))
                .collect();
            exact = values.is_some();
        }
    }
    if values.is_none() {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        engine.new_game();
        let limits = EngineLimits {
            nodes: Some(opts.engine_nodes),
            ..EngineLimits::default()
        };
        let result = engine.analyze(game, &limits)?;
        values = Some(
            result
                .lines
                .iter()
                .map(|l| (l.mv, engine_seeds(game, l.score)))
                .collect(),
        );
    }
    let values = values?;
    let (best, best_value) = values.iter().copied().max_by_key(|&(m, v)| {
        // The best value; among equals the first in the list (best first already).
        (
            v,
            std::cmp::Reverse(values.iter().position(|&(x, _)| x == m)),
        )
    })?;
    let played_value = values.iter().find(|(m, _)| *m == job.played)?.1;
    let loss = (best_value - played_value).max(0);
    let south = |v: i32| if side == Side::South { v } else { -v };
    Some(PlyReview {
        ply: game.ply(),
        index: job.index,
        side,
        played: job.played,
        best: if loss == 0 { job.played } else { best },
        played_value,
        best_value,
        loss,
        class: MoveClass::of(kind, loss, exact),
        exact,
        eval_south: south(played_value),
        forced,
    })
}

/// What a review reports as each ply is done.
#[derive(Clone, Copy, Debug)]
pub struct ReviewProgress<'a> {
    /// Plies done so far.
    pub done: usize,
    /// Plies in all.
    pub total: usize,
    /// The ply just done.
    pub ply: &'a PlyReview,
}

/// Accuracy of each side (see the module's documentation).
pub fn accuracy(plies: &[PlyReview]) -> [f64; 2] {
    let mut out = [100.0; 2];
    for side in Side::BOTH {
        let scores: Vec<f64> = plies
            .iter()
            .filter(|p| p.side == side && !p.forced)
            .map(|p| class_score(p.class))
            .collect();
        if !scores.is_empty() {
            out[side.index()] = scores.iter().sum::<f64>() / scores.len() as f64;
        }
    }
    out
}

/// Reviews every move of `game` (from its start to its current position) with `opts`,
/// calling `progress` (on this thread) as each ply is done, in the order they finish; stops
/// early when `stop` is set, returning the plies done.
pub fn review(
    game: &History,
    opts: &ReviewOptions,
    progress: &mut dyn FnMut(&ReviewProgress<'_>),
    stop: &Arc<AtomicBool>,
) -> Result<Review, ReviewError> {
    let start = Instant::now();
    let moves: Vec<Move> = game.moves().collect();
    if moves.is_empty() {
        return Err(ReviewError::NoMoves);
    }
    let mut jobs = Vec::with_capacity(moves.len());
    let mut at = History::from_position(game.start().clone(), game.start_ply());
    for (index, &mv) in moves.iter().enumerate() {
        jobs.push(Job { index, played: mv });
        if at.play(mv).is_err() {
            break;
        }
    }
    drop(at);
    let total = jobs.len();
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<PlyReview>();
    let mut plies = Vec::with_capacity(total);
    std::thread::scope(|scope| -> Result<(), ReviewError> {
        for worker in 0..opts.threads.max(1) {
            let tx = tx.clone();
            let (jobs, next, moves) = (&jobs, &next, &moves[..]);
            std::thread::Builder::new()
                .name(format!("review-{worker}"))
                .spawn_scoped(scope, move || {
                    let mut solver = Solver::new(opts.table_mb);
                    let mut engine = Engine::new(opts.table_mb, 1);
                    let mut replay = Replay::new(game.start(), game.start_ply(), moves);
                    loop {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(i) else { break };
                        let Some(at) = replay.at(job.index) else {
                            continue;
                        };
                        if let Some(ply) = review_ply(at, job, opts, &mut solver, &mut engine, stop)
                        {
                            if tx.send(ply).is_err() {
                                break;
                            }
                        }
                    }
                })
                .map_err(|e| ReviewError::Thread(e.to_string()))?;
        }
        drop(tx);
        for ply in rx {
            plies.push(ply);
            if let Some(last) = plies.last() {
                progress(&ReviewProgress {
                    done: plies.len(),
                    total,
                    ply: last,
                });
            }
        }
        Ok(())
    })?;
    plies.sort_by_key(|p| p.index);
    let complete = plies.len() == total;
    Ok(Review {
        accuracy: accuracy(&plies),
        plies,
        complete,
        elapsed: start.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    #[test]
    fn classes_follow_the_thresholds() {
        let g = Game::EnDodoi;
        assert_eq!(MoveClass::of(g, 0, true), MoveClass::Best);
        assert_eq!(MoveClass::of(g, GOOD, true), MoveClass::Good);
        assert_eq!(MoveClass::of(g, INACCURACY - 1, false), MoveClass::Good);
        assert_eq!(MoveClass::of(g, INACCURACY, false), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::of(g, MISTAKE, false), MoveClass::Mistake);
        assert_eq!(MoveClass::of(g, BLUNDER - 1, true), MoveClass::Mistake);
        assert_eq!(MoveClass::of(g, BLUNDER, true), MoveClass::Blunder);
        assert_eq!(MoveClass::of(Game::SadeqaII, 1, true), MoveClass::Mistake);
        assert_eq!(MoveClass::of(Game::SadeqaII, 2, true), MoveClass::Blunder);
        assert_eq!(MoveClass::of(Game::SadeqaII, 1, false), MoveClass::Good);
    }

    fn ply(side: Side, class: MoveClass, forced: bool) -> PlyReview {
        PlyReview {
            ply: 0,
            index: 0,
            side,
            played: Move::hole(1),
            best: Move::hole(1),
            played_value: 0,
            best_value: 0,
            loss: 0,
            class,
            exact: true,
            eval_south: 0,
            forced,
        }
    }

    #[test]
    fn accuracy_is_the_mean_class_score_without_forced_moves() {
        let plies = [
            ply(Side::South, MoveClass::Best, false),
            ply(Side::South, MoveClass::Blunder, false),
            ply(Side::South, MoveClass::Blunder, true),
            ply(Side::North, MoveClass::Inaccuracy, false),
        ];
        assert_eq!(accuracy(&plies), [50.0, 70.0]);
        assert_eq!(accuracy(&[]), [100.0, 100.0]);
    }

    /// A study's solution: every move of the solving side keeps the value, so the review
    /// must class it best, with the exact values the study states.
    #[test]
    fn a_study_solution_reviews_as_best_play() {
        let study = crate::collection::find("en-dodoi-2x6-002").expect("study");
        let mut game = study.game();
        for &mv in &study.solution {
            game.play(mv).expect("legal");
        }
        let mut seen = 0;
        let stop = Arc::new(AtomicBool::new(false));
        let review = review(
            &game,
            &ReviewOptions::default(),
            &mut |p| {
                seen += 1;
                assert_eq!(p.done, seen);
                assert_eq!(p.total, study.solution.len());
            },
            &stop,
        )
        .expect("reviewed");
        assert!(review.complete);
        assert_eq!(review.plies.len(), study.solution.len());
        let first = &review.plies[0];
        assert!(first.exact);
        assert_eq!(first.best_value, study.value);
        for p in &review.plies {
            assert!(p.exact, "ply {}", p.ply);
            assert_eq!(p.class, MoveClass::Best, "ply {}: {p:?}", p.ply);
        }
        assert_eq!(review.accuracy, [100.0, 100.0]);
    }

    /// A deliberately bad move (the worst by the solver) in an endgame is classed by its
    /// exact loss.
    #[test]
    fn the_worst_move_of_a_study_loses_what_the_solver_says() {
        let study = crate::collection::find("en-dodoi-2x6-002").expect("study");
        let mut game = study.game();
        let solver = Solver::new(16);
        let moves = solver
            .solve_moves(&game, &Limits::nodes(5_000_000))
            .expect("solves")
            .moves;
        let (worst, worst_value) = moves
            .iter()
            .filter_map(|(m, v)| v.value().map(|v| (*m, v)))
            .min_by_key(|&(_, v)| v)
            .expect("moves");
        game.play(worst).expect("legal");
        let stop = Arc::new(AtomicBool::new(false));
        let review = review(&game, &ReviewOptions::default(), &mut |_| {}, &stop).expect("ok");
        let p = &review.plies[0];
        assert!(p.exact);
        assert_eq!(p.played_value, worst_value);
        assert_eq!(p.loss, study.value - worst_value);
        assert_eq!(
            p.class,
            MoveClass::of(Game::EnDodoi, study.value - worst_value, true)
        );
        assert_eq!(p.best, study.solution[0]);
    }

    /// A worker's replay is the game at each ply it takes, whichever plies it skips.
    #[test]
    fn a_replay_rebuilds_each_ply_of_the_game() {
        let study = crate::collection::find("en-dodoi-2x6-002").expect("study");
        let mut clones = Vec::new();
        let mut game = study.game();
        for &mv in &study.solution {
            clones.push(game.clone());
            game.play(mv).expect("legal");
        }
        let moves: Vec<Move> = game.moves().collect();
        let mut replay = Replay::new(game.start(), game.start_ply(), &moves);
        for index in [0, 1, 3, 4, 2, 0, clones.len() - 1] {
            let at = replay.at(index).expect("replays");
            let want = &clones[index];
            assert_eq!(at.ply(), want.ply(), "index {index}");
            assert_eq!(at.position(), want.position(), "index {index}");
            assert_eq!(
                at.moves().collect::<Vec<_>>(),
                want.moves().collect::<Vec<_>>()
            );
        }
        assert!(replay.at(moves.len() + 1).is_none());
    }

    /// Two workers review exactly as one does: the same plies, values and order.
    #[test]
    fn the_workers_give_the_same_review_as_one() {
        let study = crate::collection::find("en-dodoi-2x6-002").expect("study");
        let mut game = study.game();
        for &mv in &study.solution {
            game.play(mv).expect("legal");
        }
        let stop = Arc::new(AtomicBool::new(false));
        let run = |threads| {
            let opts = ReviewOptions {
                threads,
                ..ReviewOptions::default()
            };
            review(&game, &opts, &mut |_| {}, &stop).expect("reviewed")
        };
        let (one, two) = (run(1), run(2));
        assert!(one.complete && two.complete);
        assert_eq!(one.plies, two.plies);
        assert_eq!(one.accuracy, two.accuracy);
    }

    #[test]
    fn a_stopped_review_returns_what_it_has() {
        let mut game = History::new(Rules::new(Game::EnDodoi));
        while game.moves_played() < 30 && game.outcome().is_none() {
            let mv = game.position().legal_moves()[0];
            game.play(mv).expect("legal");
        }
        let stop = Arc::new(AtomicBool::new(true));
        let review = review(&game, &ReviewOptions::default(), &mut |_| {}, &stop).expect("ok");
        assert!(!review.complete);
        assert!(review.plies.len() < 30);
        let empty = History::new(Rules::new(Game::EnDodoi));
        assert_eq!(
            super::review(&empty, &ReviewOptions::default(), &mut |_| {}, &stop),
            Err(ReviewError::NoMoves)
        );
    }
}
