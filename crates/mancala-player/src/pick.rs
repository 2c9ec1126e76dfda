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
//! A proof that fails costs the engine its share of the time, and far from the end of a big
//! board every attempt fails; so after two failures in a row the solver is asked again only
//! once the board has lost an eighth of its seeds (at least two) in the same game ([`Miss`]).
//!
//! A proved win is played as the solver's optimal line goes (it keeps the largest margin).
//! A win proved without its exact margin (the solver's share ran out with a lower bound above
//! 0) is kept too: a move proved to keep at least that lower bound is played, and such a
//! position is not a miss, so the solver is asked again at the next move.
//! In a proved draw or loss the engine chooses, as a strong player would against someone who
//! may still err, and its move is played only when the solver confirms it keeps the exact
//! value; so the value is never thrown away. Where every move keeps it (a proved loss of
//! Sadeqa II, where a loss is a loss whatever the seeds), the engine chooses with all the
//! time left and nothing is checked.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use web_time::Instant;

use mancala_engine::time::{
    or_default_time, Deadline, Limits as EngineLimits, DEFAULT_MOVETIME_MS,
};
use mancala_engine::Engine;
use mancala_rules::{History, Move, Position};
use mancala_solver::value::trivial_bounds;
use mancala_solver::{Limits, Solver, Verdict};

use crate::level::{engine_move, MAX_LEVEL};

/// Share of a level-10 move's time the solver may spend proving the position first.
pub const PROOF_SHARE: u32 = 3;

/// Misses in a row on one line of play before the solver is skipped: a single miss near the
/// end of a small board is often followed by a proof at the next move.
pub const MISSES_BEFORE_SKIP: u32 = 2;

/// A level-10 move the solver could not prove in its share of the time: once
/// [`MISSES_BEFORE_SKIP`] moves in a row on the same line of play missed, later moves of it
/// skip the solver until the board holds at most `retry_at` seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miss {
    /// The ply of the position not proved.
    ply: u64,
    /// That position's fingerprint: a later position skips only on the same line of play,
    /// which also tells the games of a match apart.
    position: u64,
    /// The seeds on the board below which the solver is asked again.
    retry_at: u32,
    /// Misses in a row on this line of play, this one included.
    count: u32,
}

impl Miss {
    /// The miss at `game`'s current position, following `before` (the last miss, if any).
    fn at(game: &History, before: Option<Miss>) -> Miss {
        let seeds = game.position().board_seeds();
        Miss {
            ply: game.ply(),
            position: game.position().hash(),
            retry_at: seeds.saturating_sub((seeds / 8).max(2)),
            count: before
                .filter(|m| m.on_line(game))
                .map_or(1, |m| m.count + 1),
        }
    }

    /// Whether `game`'s current position is later on the line of play of the position that
    /// missed (which also tells the games of a match apart).
    fn on_line(&self, game: &History) -> bool {
        game.ply() > self.ply
            && self
                .ply
                .checked_sub(game.start_ply())
                .and_then(|i| usize::try_from(i).ok())
                .and_then(|i| game.positions().nth(i))
                .is_some_and(|p| p.hash() == self.position)
    }

    /// Whether the solver should be skipped at `game`'s current position: enough misses in a
    /// row, and a later position of their line with more seeds on the board than `retry_at`.
    fn skips(&self, game: &History) -> bool {
        self.count >= MISSES_BEFORE_SKIP
            && game.position().board_seeds() > self.retry_at
            && self.on_line(game)
    }
}

/// Where level 10's solver last failed to prove a position, so that later moves of the same
/// line of play skip it while the board is still full (see [`Miss`]). One record a player:
/// shared by the threads that move for it, kept from move to move and game to game.
#[derive(Debug, Default)]
pub struct Misses {
    last: Mutex<Option<Miss>>,
}

impl Misses {
    /// A record of no miss.
    pub fn new() -> Misses {
        Misses::default()
    }

    /// The last miss, if any (none when the lock was poisoned).
    fn last(&self) -> Option<Miss> {
        self.last.lock().ok().and_then(|m| *m)
    }

    /// Records `miss` (or that the last position was proved).
    fn record(&self, miss: Option<Miss>) {
        if let Ok(mut last) = self.last.lock() {
            *last = miss;
        }
    }
}

/// The move chosen, and whether the solver proved it optimal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub best: Move,
    /// The exact value of the position (the mover's margin) when the solver proved it.
    pub proved: Option<i32>,
}

/// The move a player of `level` chooses under `limits`; `None` when the game is over.
/// `misses` is the player's record of where the solver last failed.
pub fn genmove(
    engine: &mut Engine,
    solver: &Solver,
    misses: &Misses,
    game: &History,
    level: u8,
    limits: &EngineLimits,
) -> Option<Choice> {
    if game.outcome().is_some() {
        return None;
    }
    let move_time = MoveTime::new(limits, game.position());
    let mut limits = *limits;
    let mut proved = None;
    let missed = misses.last();
    if level == MAX_LEVEL && !missed.is_some_and(|m| m.skips(game)) {
        if let Some(mut proof) = proof_limits(&limits, game.position()) {
            proof.stop = engine.halt().cloned();
            let solution = solver.solve(game, &proof);
            let verdict = solution.as_ref().ok().map(|s| s.verdict);
            // A proved win, even with its margin still open, is no miss: the solver is asked
            // again at the next move, so that the win is kept all the way. A proof stopped
            // from outside (the move is abandoned) leaves the misses as they were.
            let unproved = !verdict.is_some_and(|v| v.value().is_some() || v.lower() > 0);
            if !halted(engine) {
                misses.record(unproved.then(|| Miss::at(game, missed)));
            }
            if let Ok(solution) = solution {
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
            if let Some(Verdict::Bounded { lower, .. }) = verdict.filter(|v| v.lower() > 0) {
                if let Some(best) =
                    keep_win(solver, game, lower, &move_time, engine.halt().cloned())
                {
                    return Some(Choice { best, proved: None });
                }
            }
            limits = move_time.left();
        }
    }
    let Some((value, optimal)) = proved else {
        return engine_move(engine, game, level, &limits).map(|r| Choice {
            best: r.best,
            proved: None,
        });
    };
    // The lowest value the position can have (every proved loss of Sadeqa II, scored by win
    // or loss): every move keeps it, so the engine chooses with all the time left and nothing
    // needs checking. Against a player who errs, the engine's deeper look at the traps of
    // the position saves more lost games than a shallower one (Sadeqa II against a player
    // who errs: 71 losses in 1,600 games instead of 77).
    if every_move_keeps(game.position(), value) {
        let best = engine_move(engine, game, level, &limits).map_or(optimal, |r| r.best);
        return Some(Choice {
            best,
            proved: Some(value),
        });
    }
    // A drawn or lost position: every optimal move keeps the value against perfect play,
    // but the engine's choice among them (the longest loss, the line with most traps) does
    // better against a player who errs. Half the time left goes to the engine, the rest to
    // checking that its move keeps the value; unchecked, the solver's move is played.
    let started = Instant::now();
    let total =
        most_time(&limits, game.position()).unwrap_or(Duration::from_millis(DEFAULT_MOVETIME_MS));
    let search = EngineLimits {
        movetime: Some(total / 2),
        ..limits
    };
    let engines = engine_move(engine, game, level, &search).map(|r| r.best);
    let best = match engines {
        Some(mv) if mv == optimal => mv,
        Some(mv) => {
            let left = total.saturating_sub(started.elapsed());
            if keeps_value(solver, game, mv, value, left, engine.halt().cloned()) {
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

/// Whether `engine`'s outside stop flag is set (the move is being abandoned).
fn halted(engine: &Engine) -> bool {
    engine.halt().is_some_and(|h| h.load(Ordering::Relaxed))
}

/// Whether every move of `position` keeps its proved `value`: the value is the lowest the
/// position can have, so no move gives less (and, the value being the best, none gives more).
fn every_move_keeps(position: &Position, value: i32) -> bool {
    value <= trivial_bounds(position).0
}

/// A move proved to keep a win of at least `lower` seeds (the solver proved the position won
/// by at least that much but not its exact margin), searched for in up to half the time left
/// of `move_time`; `None` when none is found in that time.
fn keep_win(
    solver: &Solver,
    game: &History,
    lower: i32,
    move_time: &MoveTime,
    stop: Option<Arc<AtomicBool>>,
) -> Option<Move> {
    let time = most_time(&move_time.left(), game.position())? / 2;
    solver
        .keeping(
            game,
            lower,
            &Limits {
                time: Some(time),
                stop,
                ..Limits::default()
            },
        )
        .ok()
        .flatten()
}

/// Whether `mv` keeps the proved `value` of `game`'s position, as the solver proves within
/// `time` (false when it cannot tell in time, or when `mv` ends the game).
fn keeps_value(
    solver: &Solver,
    game: &History,
    mv: Move,
    value: i32,
    time: Duration,
    stop: Option<Arc<AtomicBool>>,
) -> bool {
    let mover = game.position().to_move();
    let mut after = game.clone();
    if after.play(mv).is_err() || after.outcome().is_some() || time.is_zero() {
        return false;
    }
    let limits = Limits {
        time: Some(time),
        stop,
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

/// The solver's budget before a level-10 move under `limits`: a third of the move time (a
/// third of the default second with no limit); on a clock, two thirds of the planned time,
/// as a move time plans half of itself, and never more than a third of the most the move may
/// take; `None` under a depth or node limit.
pub fn proof_limits(limits: &EngineLimits, position: &Position) -> Option<Limits> {
    let (planned, most) = budget(limits, position)?;
    Some(Limits {
        time: Some((most / PROOF_SHARE).min(planned * 2 / PROOF_SHARE)),
        ..Limits::default()
    })
}

/// A level-10 move's time as it was when the move began: whatever the solver spends is taken
/// from it, so that the solver and the search together never take more than the most the
/// move could take at its start (on a clock at most half of what the clock then held).
#[derive(Clone, Copy, Debug)]
pub struct MoveTime {
    /// The limits the move was given.
    limits: EngineLimits,
    /// The most the whole move may take; `None` under a depth or node limit.
    most: Option<Duration>,
    /// When the move began.
    started: Instant,
}

impl MoveTime {
    /// The time of a move from `position` under `limits`, beginning now.
    pub fn new(limits: &EngineLimits, position: &Position) -> MoveTime {
        MoveTime {
            limits: *limits,
            most: most_time(limits, position),
            started: Instant::now(),
        }
    }

    /// The limits for what is left of the move: the time spent so far taken from its move
    /// time and its clock, and what is left of its most (at least 1 ms) as the most the rest
    /// may take.
    pub fn left(&self) -> EngineLimits {
        let spent = self.started.elapsed();
        let mut limits = after_spending(&self.limits, spent);
        if let Some(most) = self.most {
            // Never more than a `most` the move was given, which `self.most` already bounds.
            limits.most = Some(most.saturating_sub(spent).max(Duration::from_millis(1)));
        }
        limits
    }
}

/// The most a move under `limits` may take: the move time, or the most the search may take
/// under a clock, or the default second with no limit; `None` under a depth or node limit.
fn most_time(limits: &EngineLimits, position: &Position) -> Option<Duration> {
    budget(limits, position).map(|(_, most)| most)
}

/// The planned and the most time of a move under `limits` (the default second with no
/// limit); `None` under a depth or node limit.
fn budget(limits: &EngineLimits, position: &Position) -> Option<(Duration, Duration)> {
    if limits.depth.is_some() || limits.nodes.is_some() {
        return None;
    }
    match Deadline::new(&or_default_time(limits), position).budget() {
        (Some(planned), Some(most)) => Some((planned, most)),
        _ => None,
    }
}

/// `limits` with `spent` taken from the move time, the mover's clock and what is left of the
/// move (at least 1 ms of each).
pub fn after_spending(limits: &EngineLimits, spent: Duration) -> EngineLimits {
    let least = Duration::from_millis(1);
    let mut limits = or_default_time(limits);
    if let Some(t) = limits.movetime.as_mut() {
        *t = t.saturating_sub(spent).max(least);
    }
    if let Some(clock) = limits.clock.as_mut() {
        clock.remaining = clock.remaining.saturating_sub(spent).max(least);
    }
    if let Some(most) = limits.most.as_mut() {
        *most = most.saturating_sub(spent).max(least);
    }
    limits
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_engine::time::Clock;
    use mancala_rules::{Game, Rules};

    #[test]
    fn the_solver_gets_a_share_of_a_timed_move_and_nothing_under_depth_or_nodes() {
        let start = Position::start(Rules::new(Game::EnDodoi));
        let third = |limits: &EngineLimits| proof_limits(limits, &start).and_then(|l| l.time);
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
        let (soft, most) = Deadline::new(&clock, &start).budget();
        let (soft, most) = (soft.expect("a clock"), most.expect("a clock"));
        let share = third(&clock).expect("a clock");
        assert_eq!(share, (soft * 2 / 3).min(most / 3));
        assert_eq!(
            share,
            soft * 2 / 3,
            "the plan, not the most, sets the share"
        );
        assert!(share > Duration::from_millis(100) && share < Duration::from_secs(60));
        assert!(proof_limits(&EngineLimits::depth(6), &start).is_none());
        let nodes = EngineLimits {
            nodes: Some(10_000),
            movetime: Some(Duration::from_millis(100)),
            ..EngineLimits::default()
        };
        assert!(proof_limits(&nodes, &start).is_none());
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

    /// On a clock the solver's share and the search after it stay within the most the move
    /// could take when it began, however far into the game (where a move may take up to half
    /// of the clock) and however much of its share the solver used.
    #[test]
    fn a_level_ten_move_on_a_clock_never_outgrows_its_greatest_time() {
        let mut history = History::new(Rules::new(Game::Giuthi));
        let mut ply = 0usize;
        while history.outcome().is_none() && ply < 400 {
            for (remaining, increment) in [(60_000, 0), (5_000, 50), (2_000, 0), (200, 10)] {
                let limits = EngineLimits {
                    clock: Some(Clock {
                        remaining: Duration::from_millis(remaining),
                        increment: Duration::from_millis(increment),
                    }),
                    ..EngineLimits::default()
                };
                let position = history.position();
                let most = most_time(&limits, position).expect("a clock");
                let share = proof_limits(&limits, position)
                    .and_then(|l| l.time)
                    .expect("a clock");
                assert!(share <= most / 3, "ply {ply}: {share:?} of {most:?}");
                for used in [Duration::ZERO, share / 2, share] {
                    let Some(started) = Instant::now().checked_sub(used) else {
                        continue;
                    };
                    let move_time = MoveTime {
                        started,
                        ..MoveTime::new(&limits, position)
                    };
                    let left = move_time.left();
                    let search = Deadline::new(&left, position).budget().1.expect("timed");
                    assert!(
                        used + search <= most,
                        "ply {ply}, {remaining} ms: {used:?} + {search:?} > {most:?}"
                    );
                    assert!(search * 2 < Duration::from_millis(remaining));
                }
            }
            let moves = history.position().legal_moves();
            history
                .play(moves[ply * 5 % moves.len()])
                .expect("a legal move");
            ply += 1;
        }
    }

    /// A win proved only by a lower bound is kept: the move found keeps at least that bound,
    /// and the time it took is charged to the move.
    #[test]
    fn a_win_proved_by_a_lower_bound_is_kept() {
        let rules = Rules::with_size(Game::Giuthi, 4, 2).expect("a board");
        let game = History::new(rules);
        let solver = Solver::new(16);
        let values = solver
            .solve_moves(&game, &Limits::default())
            .expect("solved");
        for lower in [1, 4] {
            let limits = EngineLimits::movetime_ms(60_000);
            let move_time = MoveTime::new(&limits, game.position());
            let mv = keep_win(&solver, &game, lower, &move_time, None).expect("a keeper");
            let (_, verdict) = values.moves.iter().find(|(m, _)| *m == mv).expect("legal");
            assert!(verdict.lower() >= lower, "{mv}: {verdict:?} for {lower}");
            assert!(move_time.left().movetime < Some(Duration::from_secs(60)));
        }
        // The start is a win by 4: nothing keeps 5.
        let move_time = MoveTime::new(&EngineLimits::movetime_ms(60_000), game.position());
        assert_eq!(keep_win(&solver, &game, 5, &move_time, None), None);
    }

    /// Two positions in a row the solver cannot prove in its share make later moves of the
    /// same game skip it until the board has lost an eighth of its seeds; a new game asks again.
    #[test]
    fn after_two_misses_the_solver_waits_for_fewer_seeds_in_the_same_game() {
        let rules = Rules::new(Game::EnDodoi);
        let mut game = History::new(rules);
        let first = Miss::at(&game, None);
        assert_eq!((first.retry_at, first.count), (48 - 6, 1));
        // En Dodoi's 1 captures two seeds: 46 left, more than 42. One miss does not skip.
        game.play("1".parse().expect("a move")).expect("legal");
        assert!(game.position().board_seeds() > first.retry_at);
        assert!(!first.skips(&game));
        let miss = Miss { count: 2, ..first };
        assert!(
            !miss.skips(&History::new(rules)),
            "the position that missed is not later than itself"
        );
        assert!(miss.skips(&game));
        // A miss on the line of the one before counts one more; on another line, one.
        let second = Miss::at(&game, Some(first));
        assert_eq!(second.count, 2);
        let line = |moves: &[&str]| {
            let mut g = History::new(rules);
            for mv in moves {
                g.play(mv.parse().expect("a move")).expect("legal");
            }
            g
        };
        assert_eq!(
            Miss::at(&line(&["2"]), Some(Miss::at(&game, None))).count,
            1
        );
        // Later on the same line of play it skips; on another line from the same start, as
        // far on, it does not.
        let after_one = Miss {
            retry_at: 0,
            ..second
        };
        assert!(after_one.skips(&line(&["1", "5"])));
        assert!(!after_one.skips(&line(&["2", "1"])));
        // A new game from the same start, earlier than the miss: asked again.
        let mut other = History::new(rules);
        assert!(!miss.skips(&other));
        // Fewer seeds than the retry mark: asked again.
        let few = Miss {
            retry_at: 60,
            ..miss
        };
        other.play("1".parse().expect("a move")).expect("legal");
        assert!(!few.skips(&other));
        // Another start position: another game, whatever its ply and seeds.
        let anywhere = Miss {
            ply: 0,
            retry_at: 0,
            ..miss
        };
        assert!(anywhere.skips(&game));
        let mut small = History::new(Rules::with_size(Game::EnDodoi, 6, 3).expect("a board"));
        small.play("1".parse().expect("a move")).expect("legal");
        assert!(!anywhere.skips(&small));

        // Through genmove: the start of En Gehé 2x40 is not proved in 20 ms, nor the next
        // position, so two misses are kept, and the move after (still far above 280 seeds on
        // the board) runs the engine alone: no proof, no new miss.
        let solver = Solver::new(4);
        let mut engine = Engine::new(4, 1);
        let mut game = History::new(Rules::new(Game::EnGehe));
        let misses = Misses::new();
        let mut seen = Vec::new();
        for _ in 0..3 {
            let choice = genmove(
                &mut engine,
                &solver,
                &misses,
                &game,
                MAX_LEVEL,
                &EngineLimits::movetime_ms(60),
            )
            .expect("a move");
            assert_eq!(choice.proved, None);
            seen.push(misses.last().expect("a miss"));
            game.play(choice.best).expect("legal");
        }
        assert_eq!(seen[0].count, 1);
        assert_eq!(seen[1].count, 2);
        assert!(game.position().board_seeds() > seen[1].retry_at);
        assert_eq!(seen[2], seen[1], "the third move skipped the solver");
    }

    /// A level-10 move whose engine is stopped from outside ends at once, with a legal move,
    /// and leaves no miss behind (the move is abandoned, not a failed proof).
    #[test]
    fn a_stopped_move_ends_at_once_and_counts_no_miss() {
        let solver = Solver::new(4);
        let misses = Misses::new();
        let mut engine = Engine::new(4, 1);
        engine.set_halt(Some(Arc::new(AtomicBool::new(true))));
        let game = History::new(Rules::new(Game::Giuthi));
        // An hour, a third of it the solver's: only the flag ends this move.
        let choice = genmove(
            &mut engine,
            &solver,
            &misses,
            &game,
            MAX_LEVEL,
            &EngineLimits::movetime_ms(3_600_000),
        )
        .expect("a move");
        assert!(game.position().is_legal(choice.best));
        assert_eq!(choice.proved, None);
        assert_eq!(misses.last(), None);
    }

    /// Where `every_move_keeps` says so, every move's exact value is the position's; it says
    /// so in every lost position of Sadeqa II, and not in lost positions of the margin games
    /// where moves lose by different margins. Level 10 keeps the value in lost positions.
    #[test]
    fn in_a_lost_position_of_sadeqa_every_move_keeps_the_value() {
        let solver = Solver::new(16);
        let misses = Misses::new();
        let mut engine = Engine::new(4, 1);
        let mut said = [0; 2];
        for (game, holes, seeds) in [
            (Game::SadeqaII, 4, 2),
            (Game::SadeqaII, 5, 2),
            (Game::Giuthi, 4, 2),
            (Game::EnDodoi, 4, 2),
        ] {
            let rules = Rules::with_size(game, holes, seeds).expect("a board");
            let mut history = History::new(rules);
            let mut turn = 0;
            while history.outcome().is_none() {
                let moves = solver
                    .solve_moves(&history, &Limits::default())
                    .expect("the game goes on")
                    .moves;
                let value = moves[0].1.value().expect("solved");
                let all_keep = moves.iter().all(|(_, v)| v.value() == Some(value));
                let says = every_move_keeps(history.position(), value);
                assert!(!says || all_keep, "{game}: {moves:?}");
                if value < 0 {
                    assert!(says || game != Game::SadeqaII, "{value}");
                    said[usize::from(says)] += 1;
                    let choice = genmove(
                        &mut engine,
                        &solver,
                        &misses,
                        &history,
                        MAX_LEVEL,
                        &EngineLimits::movetime_ms(30),
                    )
                    .expect("a move");
                    assert_eq!(choice.proved, Some(value));
                    assert!(moves
                        .iter()
                        .any(|(mv, v)| *mv == choice.best && v.value() == Some(value)));
                }
                // Alternate the best and the worst move, so that both sides meet lost positions.
                let next = if turn % 2 == 0 {
                    moves[0].0
                } else {
                    moves[moves.len() - 1].0
                };
                history.play(next).expect("legal");
                turn += 1;
            }
        }
        assert!(said[0] > 0 && said[1] > 0, "{said:?}");
    }

    /// Along a whole Giuthi 2x5 game (won, drawn and lost positions alike), level 10's move
    /// keeps the exact value whenever it says it was proved; below level 10 or under a
    /// depth limit nothing is proved.
    #[test]
    fn level_ten_on_time_keeps_the_proved_value_and_other_levels_do_not_ask() {
        let rules = Rules::with_size(Game::Giuthi, 5, 2).expect("a Giuthi 2x5 board");
        let mut game = History::new(rules);
        let solver = Solver::new(4);
        let misses = Misses::new();
        let mut engine = Engine::new(4, 1);
        let (mut proved, mut not_won) = (0, 0);
        while game.outcome().is_none() {
            let choice = genmove(
                &mut engine,
                &solver,
                &misses,
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
                &misses,
                &game,
                9,
                &EngineLimits::movetime_ms(20),
            );
            assert_eq!(lower.and_then(|c| c.proved), None);
            let depth = genmove(
                &mut engine,
                &solver,
                &misses,
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
