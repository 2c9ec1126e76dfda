//! Among the moves that keep a proved draw or loss, the one most likely to make a fallible
//! opponent err.
//!
//! Against a perfect opponent every move that keeps the value is as good as another; against
//! a player who searches to a fixed depth they are not. For each such move the solver proves
//! the value of every reply, and a plain alpha-beta search (the game's linear evaluation, no
//! selective parts: the kind of player issue 11 takes as the stand-in for other programs'
//! AIs) is asked at growing depths which reply it would play. A move after which such a
//! search plays a reply that changes the game's result for the worse (a drawn game lost, a
//! won game no longer won) sets a trap, and the deeper the searches it fools, the better the
//! trap. Where no move sets one, the move whose position the deepest of those searches judges
//! best for the mover is chosen, as Chinook chose among drawing moves.
//!
//! The answer never changes the value: only moves the solver proved to keep it are chosen.

use std::time::{Duration, Instant};

use mancala_engine::eval::Weights;
use mancala_engine::search::SearchConfig;
use mancala_engine::time::Limits as EngineLimits;
use mancala_engine::Engine;
use mancala_rules::{History, Move};

use crate::{Limits, Solver, Verdict};

/// The deepest the opponent's search is asked for its reply: it is asked at every depth from
/// 1 until this or the move's share of the time, and a trap that fools it at depth `d`
/// counts `d`.
pub const MODEL_DEPTH: u32 = 40;

/// What a move that keeps the value offers against a fallible opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Trap {
    /// The sum of the depths at which the opponent's search plays a reply that worsens its
    /// result (0: no trap found).
    pub fooled: u32,
    /// The mover's score of the position after the move by the deepest search made.
    pub score: i32,
}

/// The move of `game` most likely to make a fallible opponent err, among those proved to keep
/// the position's proved `value` (at most 0: a draw or a loss for the mover), chosen before
/// `deadline`. `None` when no move could be proved to keep the value in time.
pub fn set_trap(
    engine: &mut Engine,
    solver: &Solver,
    game: &History,
    value: i32,
    deadline: Instant,
) -> Option<Move> {
    let weighed = weigh(engine, solver, game, value, deadline)?;
    let mut best = weighed.first()?;
    for entry in &weighed[1..] {
        if entry.1 > best.1 {
            best = entry;
        }
    }
    Some(best.0)
}

/// Every move of `game` proved to keep its proved `value` (at most 0), in the solver's order,
/// with what it offers against a fallible opponent, weighed before `deadline`; a move with
/// no time left to weigh offers nothing ([`Trap::default`]). `None` when no move could be
/// proved to keep the value in time.
pub fn weigh(
    engine: &mut Engine,
    solver: &Solver,
    game: &History,
    value: i32,
    deadline: Instant,
) -> Option<Vec<(Move, Trap)>> {
    let moves = solver.solve_moves(game, &until(deadline)?).ok()?;
    let mut weighed: Vec<(Move, Trap)> = moves
        .moves
        .iter()
        .filter(|(_, v)| *v == Verdict::Proved(value))
        .map(|(mv, _)| (*mv, Trap::default()))
        .collect();
    if weighed.len() > 1 {
        let count = weighed.len() as u32;
        for (k, (mv, trap)) in weighed.iter_mut().enumerate() {
            // An equal share of the time left for each move still to weigh.
            let left = deadline
                .checked_duration_since(Instant::now())
                .unwrap_or_default();
            let share = Instant::now() + left / (count - k as u32);
            match trap_after(engine, solver, game, *mv, value, share) {
                Some(t) => *trap = t,
                None => break,
            }
        }
    }
    (!weighed.is_empty()).then_some(weighed)
}

/// What playing `mv` (proved to keep `value`) offers: `None` when the deadline passes first.
fn trap_after(
    engine: &mut Engine,
    solver: &Solver,
    game: &History,
    mv: Move,
    value: i32,
    deadline: Instant,
) -> Option<Trap> {
    let mover = game.position().to_move();
    let mut after = game.clone();
    after.play(mv).ok()?;
    if after.outcome().is_some() {
        return Some(Trap::default());
    }
    let replying = after.position().to_move() != mover;
    // The replies that worsen the replier's result: its value is `-value` (a draw or a win),
    // and a reply proved to give at most `worse` changes that result.
    let errors: Vec<Move> = if replying {
        let worse = if value < 0 { 0 } else { -1 };
        solver
            .solve_moves(&after, &until(deadline)?)
            .ok()?
            .moves
            .iter()
            .filter(|(_, v)| v.upper() <= worse)
            .map(|(mv, _)| *mv)
            .collect()
    } else {
        Vec::new()
    };
    let config = SearchConfig::plain(Weights::for_game(game.rules().game()));
    let mut trap = Trap::default();
    for depth in 1..=MODEL_DEPTH {
        let Some(left) = deadline.checked_duration_since(Instant::now()) else {
            break;
        };
        let limits = EngineLimits {
            depth: Some(depth),
            movetime: Some(left),
            most: Some(left),
            ..EngineLimits::default()
        };
        let Some(reply) = engine.alphabeta(&after, &limits, config) else {
            break;
        };
        trap.score = if replying { -reply.score } else { reply.score };
        if errors.contains(&reply.best) {
            trap.fooled += reply.depth;
        }
        if reply.depth < depth {
            // Out of time within this depth, or the game's end seen sooner.
            break;
        }
    }
    Some(trap)
}

/// Solver limits that end at `deadline`; `None` when it has passed.
fn until(deadline: Instant) -> Option<Limits> {
    let left = deadline.checked_duration_since(Instant::now())?;
    (left > Duration::ZERO).then(|| Limits {
        time: Some(left),
        ..Limits::default()
    })
}
