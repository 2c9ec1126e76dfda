//! A move at a playing level, where level 10 asks the solver first.
//!
//! Every front end that lets the engine play (the protocol's `genmove`, the match runner's
//! `level:` player, the server's engine games, terminal play, Python's `Engine.genmove`)
//! chooses its move here, so that level 10 plays the same everywhere: when the move has a
//! time budget, the solver gets a share of it, and a position it proves in that time is
//! played perfectly (the first move of an optimal line keeps the exact value, given the
//! game's history); otherwise the engine searches in the time left. Under a depth or node
//! limit, which ask for a reproducible search rather than for time, and below level 10, the
//! engine alone chooses.
//!
//! A proved win is played as the solver's optimal line goes (it keeps the largest margin).
//! In a proved draw or loss the engine chooses, as a strong player would against someone who
//! may still err, and its move is played only when the solver confirms it keeps the exact
//! value; so the value is never thrown away.

use std::time::{Duration, Instant};

use mancala_engine::level::{DEFAULT_MOVETIME_MS, MAX_LEVEL};
use mancala_engine::time::{Deadline, Limits as EngineLimits};
use mancala_engine::Engine;
use mancala_rules::{History, Move};

use crate::{Limits, Solver, Verdict};

/// Share of a level-10 move's time the solver may spend proving the position first.
pub const PROOF_SHARE: u32 = 3;

/// The move chosen, and whether the solver proved it optimal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub best: Move,
    /// The exact value of the position (the mover's margin) when the solver proved it.
    pub proved: Option<i32>,
}

/// The move a player of `level` chooses under `limits`; `None` when the game is over.
pub fn genmove(
    engine: &mut Engine,
    solver: &Solver,
    game: &History,
    level: u8,
    limits: &EngineLimits,
) -> Option<Choice> {
    if game.outcome().is_some() {
        return None;
    }
    let mut limits = *limits;
    let mut proved = None;
    if level == MAX_LEVEL {
        if let Some(proof) = proof_limits(&limits) {
            let spent = Instant::now();
            if let Ok(solution) = solver.solve(game, &proof) {
                if let (Verdict::Proved(value), Some(best)) = (solution.verdict, solution.best()) {
                    if value > 0 {
                        return Some(Choice {
                            best,
                            proved: Some(value),
                        });
                    }
                    proved = Some((value, best));
                }
            }
            limits = after_spending(&limits, spent.elapsed());
        }
    }
    let Some((value, optimal)) = proved else {
        return engine.genmove(game, level, &limits).map(|r| Choice {
            best: r.best,
            proved: None,
        });
    };
    // A drawn or lost position: every optimal move keeps the value against perfect play,
    // but the engine's choice among them (the longest loss, the line with most traps) does
    // better against a player who errs. Half the time left goes to the engine, the rest to
    // checking that its move keeps the value; unchecked, the solver's move is played.
    let started = Instant::now();
    let total = most_time(&limits).unwrap_or(Duration::from_millis(DEFAULT_MOVETIME_MS));
    let search = EngineLimits {
        movetime: Some(total / 2),
        ..limits
    };
    let engine_move = engine.genmove(game, level, &search).map(|r| r.best);
    let best = match engine_move {
        Some(mv) if mv == optimal => mv,
        Some(mv) => {
            let left = total.saturating_sub(started.elapsed());
            if keeps_value(solver, game, mv, value, left) {
                mv
            } else {
                optimal
            }
        }
        None => optimal,
    };
    Some(Choice {
        best,
        proved: Some(value),
    })
}

/// Whether `mv` keeps the proved `value` of `game`'s position, as the solver proves within
/// `time` (false when it cannot tell in time, or when `mv` ends the game).
fn keeps_value(solver: &Solver, game: &History, mv: Move, value: i32, time: Duration) -> bool {
    let mover = game.position().to_move();
    let mut after = game.clone();
    if after.play(mv).is_err() || after.outcome().is_some() || time.is_zero() {
        return false;
    }
    let limits = Limits {
        time: Some(time),
        ..Limits::default()
    };
    match solver.value(&after, &limits) {
        Ok(Verdict::Proved(v)) => {
            let for_mover = if after.position().to_move() == mover {
                v
            } else {
                -v
            };
            for_mover == value
        }
        _ => false,
    }
}

/// The solver's budget before a level-10 move under `limits`: a third of the move time (the
/// most the search may take under a clock; a third of the default second with no limit);
/// `None` under a depth or node limit.
pub fn proof_limits(limits: &EngineLimits) -> Option<Limits> {
    Some(Limits {
        time: Some(most_time(limits)? / PROOF_SHARE),
        ..Limits::default()
    })
}

/// The most a move under `limits` may take: the move time, or the most the search may take
/// under a clock, or the default second with no limit; `None` under a depth or node limit.
fn most_time(limits: &EngineLimits) -> Option<Duration> {
    if limits.depth.is_some() || limits.nodes.is_some() {
        None
    } else if limits.is_unbounded() {
        Some(Duration::from_millis(DEFAULT_MOVETIME_MS))
    } else {
        Deadline::new(limits).budget().1
    }
}

/// `limits` with `spent` taken from the move time and the mover's clock (at least 1 ms left).
pub fn after_spending(limits: &EngineLimits, spent: Duration) -> EngineLimits {
    let least = Duration::from_millis(1);
    let mut limits = *limits;
    if limits.is_unbounded() {
        limits.movetime = Some(Duration::from_millis(DEFAULT_MOVETIME_MS));
    }
    if let Some(t) = limits.movetime.as_mut() {
        *t = t.saturating_sub(spent).max(least);
    }
    if let Some(clock) = limits.clock.as_mut() {
        clock.remaining = clock.remaining.saturating_sub(spent).max(least);
    }
    limits
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_engine::time::Clock;
    use mancala_rules::{Game, Rules};

    #[test]
    fn the_solver_gets_a_third_of_a_timed_move_and_nothing_under_depth_or_nodes() {
        let third = |limits: &EngineLimits| proof_limits(limits).and_then(|l| l.time);
        assert_eq!(
            third(&EngineLimits::movetime_ms(300)),
            Some(Duration::from_millis(100))
        );
        assert_eq!(
            third(&EngineLimits::default()),
            Some(Duration::from_millis(DEFAULT_MOVETIME_MS) / 3)
        );
        let clock = EngineLimits {
            clock: Some(Clock {
                remaining: Duration::from_secs(60),
                increment: Duration::ZERO,
            }),
            ..EngineLimits::default()
        };
        let planned = Deadline::new(&clock).budget().1.unwrap() / 3;
        assert_eq!(third(&clock), Some(planned));
        assert!(planned > Duration::from_millis(100) && planned < Duration::from_secs(60));
        assert!(proof_limits(&EngineLimits::depth(6)).is_none());
        let nodes = EngineLimits {
            nodes: Some(10_000),
            movetime: Some(Duration::from_millis(100)),
            ..EngineLimits::default()
        };
        assert!(proof_limits(&nodes).is_none());
    }

    #[test]
    fn the_time_the_solver_spent_is_taken_from_the_move_and_the_clock() {
        let spent = Duration::from_millis(40);
        let after = after_spending(&EngineLimits::movetime_ms(100), spent);
        assert_eq!(after.movetime, Some(Duration::from_millis(60)));
        let after = after_spending(&EngineLimits::movetime_ms(10), spent);
        assert_eq!(after.movetime, Some(Duration::from_millis(1)));
        let after = after_spending(&EngineLimits::default(), spent);
        assert_eq!(
            after.movetime,
            Some(Duration::from_millis(DEFAULT_MOVETIME_MS) - spent)
        );
        let clock = EngineLimits {
            clock: Some(Clock {
                remaining: Duration::from_secs(5),
                increment: Duration::ZERO,
            }),
            ..EngineLimits::default()
        };
        let after = after_spending(&clock, spent);
        assert_eq!(
            after.clock.map(|c| c.remaining),
            Some(Duration::from_secs(5) - spent)
        );
        assert_eq!(after.movetime, None);
    }

    /// Along a whole Giuthi 2x5 game (won, drawn and lost positions alike), level 10's move
    /// keeps the exact value whenever it says it was proved; below level 10 or under a
    /// depth limit nothing is proved.
    #[test]
    fn level_ten_on_time_keeps_the_proved_value_and_other_levels_do_not_ask() {
        let rules = Rules::with_size(Game::Giuthi, 5, 2).expect("a Giuthi 2x5 board");
        let mut game = History::new(rules);
        let solver = Solver::new(4);
        let mut engine = Engine::new(4, 1);
        let (mut proved, mut not_won) = (0, 0);
        while game.outcome().is_none() {
            let choice = genmove(
                &mut engine,
                &solver,
                &game,
                MAX_LEVEL,
                &EngineLimits::movetime_ms(300),
            )
            .expect("a move while the game goes on");
            if let Some(v) = choice.proved {
                // Every move's exact value, where the solver gets them all in its budget.
                let exact = solver
                    .solve_moves(&game, &Limits::millis(20_000))
                    .expect("the game goes on");
                let value = exact.moves.first().map(|&(_, v)| v).expect("a legal move");
                let kept = exact
                    .moves
                    .iter()
                    .find(|&&(mv, _)| mv == choice.best)
                    .map(|&(_, v)| v);
                if kept.is_some_and(|k| matches!(k, Verdict::Proved(_))) {
                    proved += 1;
                    not_won += usize::from(v <= 0);
                    assert_eq!(Verdict::Proved(v), value);
                    assert_eq!(kept, Some(value), "{} throws the value away", choice.best);
                }
            }
            let lower = genmove(
                &mut engine,
                &solver,
                &game,
                9,
                &EngineLimits::movetime_ms(20),
            );
            assert_eq!(lower.and_then(|c| c.proved), None);
            let depth = genmove(
                &mut engine,
                &solver,
                &game,
                MAX_LEVEL,
                &EngineLimits::depth(2),
            );
            assert_eq!(depth.and_then(|c| c.proved), None);
            // Follow a weaker line, so that both sides meet won and lost positions.
            let next = lower.map_or(choice.best, |c| c.best);
            game.play(next).expect("a legal move");
        }
        assert!(proved > not_won, "no won position was checked");
        assert!(not_won > 0, "no drawn or lost position was checked");
    }
}
