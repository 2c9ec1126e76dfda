//! Search limits and time management: depth, nodes, move time, and a clock with increment.

use std::time::Duration;

use web_time::Instant;

use mancala_rules::{Game, Position};

/// Move time of a search given no limit, in milliseconds.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// The most plies an alpha-beta search looks ahead.
pub const MAX_DEPTH: u32 = 100;

/// Time kept back on a clock for what surrounds a search (reading the command, answering, a
/// busy machine), so that a move never uses the last of the clock.
pub const CLOCK_RESERVE: Duration = Duration::from_millis(30);

/// The fewest moves a clock is planned for: the estimate below is an average, and a game
/// may run longer than its average.
const MOVES_MARGIN: u32 = 5;

/// The moves the side to move is expected still to make in a game that starts at
/// `position` (its own moves, extra moves included), with a margin; a clock is shared
/// out over them.
///
/// A side makes about `per_hole` moves a hole of its row in a whole game (read from
/// self-play of the plain alpha-beta search at 20,000 nodes a move), and the moves left fall
/// with the share of the seeds still on the board, fast at the end, slowly at the start;
/// `cargo run --release -p mancala-player --example moves_left` measures level 10's games
/// (the figures are in docs/engine.md).
pub fn expected_moves(position: &Position) -> u32 {
    let rules = position.rules();
    let per_hole = match rules.game() {
        Game::EnGehe => 1.75,
        Game::EnDodoi => 3.0,
        Game::SadeqaII => 2.3,
        Game::Giuthi => 2.9,
    };
    let whole_game = per_hole * rules.holes() as f64;
    let on_board = f64::from(position.board_seeds());
    let total = on_board + position.captured_total() as f64;
    let share = if total > 0.0 { on_board / total } else { 0.0 };
    let left = whole_game * (0.05 + 1.6 * share).min(1.0);
    left.ceil() as u32 + MOVES_MARGIN
}

/// A player's clock: time left and the increment added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left for the rest of the game.
    pub remaining: Duration,
    /// Time added after each move.
    pub increment: Duration,
}

/// What bounds a search; `None` fields do not bound it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes to visit (checked at every node; the first ply is always searched).
    pub nodes: Option<u64>,
    /// Time for this move.
    pub movetime: Option<Duration>,
    /// The mover's clock.
    pub clock: Option<Clock>,
    /// The most this move may still take, when part of it has gone before the search (level
    /// 10's solver): it bounds the hard time only, where a move time also sets when the last
    /// iteration may start.
    pub most: Option<Duration>,
}

impl Limits {
    /// Whether no limit at all is set.
    pub fn is_unbounded(&self) -> bool {
        self.depth.is_none()
            && self.nodes.is_none()
            && self.movetime.is_none()
            && self.clock.is_none()
            && self.most.is_none()
    }

    /// Search only to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search for `ms` milliseconds.
    pub fn movetime_ms(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }
}

/// When a search running under some limits should stop.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    start: Instant,
    /// Do not start another iteration after this.
    soft: Option<Duration>,
    /// Whether `soft` is a clock's plan (and may be stretched or shortened by how settled the
    /// search is); half a move time is not.
    clock: bool,
    /// Stop at once after this.
    hard: Option<Duration>,
    nodes: Option<u64>,
}

impl Deadline {
    /// Works out the time to spend on a move from `position` under the limits, starting now.
    pub fn new(limits: &Limits, position: &Position) -> Deadline {
        // An iteration started after half the move time rarely finishes in time.
        let mut soft = limits.movetime.map(|t| t / 2);
        let mut hard = limits.movetime;
        // Whether the soft time is a clock's plan, which may be scaled.
        let mut planned_soft = false;
        if let Some(clock) = limits.clock {
            // Share what is left over the moves still expected, keep a reserve, never spend
            // more than half of what is left.
            let left = if clock.remaining > CLOCK_RESERVE * 2 {
                clock.remaining - CLOCK_RESERVE
            } else {
                clock.remaining / 2
            };
            let share = left / expected_moves(position) + clock.increment * 3 / 4;
            let cap = left / 2;
            let planned = share.min(cap).max(Duration::from_micros(100).min(cap));
            let most = (planned * 3).min(cap).max(planned);
            planned_soft = soft.is_none_or(|s| planned <= s);
            soft = Some(soft.map_or(planned, |s| s.min(planned)));
            hard = Some(hard.map_or(most, |h| h.min(most)));
        }
        if let Some(most) = limits.most {
            hard = Some(hard.map_or(most, |h| h.min(most)));
            soft = soft.map(|s| s.min(most));
        }
        Deadline {
            start: Instant::now(),
            soft,
            clock: planned_soft,
            hard,
            nodes: limits.nodes,
        }
    }

    /// The soft time (no iteration starts after it, before scaling) and the hard time (the
    /// search stops at once), when a time limit is set.
    pub fn budget(&self) -> (Option<Duration>, Option<Duration>) {
        (self.soft, self.hard)
    }

    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether `nodes` exceeds the node budget.
    #[inline]
    pub fn over_nodes(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|n| nodes > n)
    }

    /// Whether the search must stop now, having visited `nodes` nodes.
    #[inline]
    pub fn must_stop(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|n| nodes >= n)
            || self.hard.is_some_and(|h| self.start.elapsed() >= h)
    }

    /// Whether another iteration may start.
    pub fn may_deepen(&self, nodes: u64) -> bool {
        self.may_deepen_scaled(nodes, 1.0)
    }

    /// Whether another iteration may start when the planned time of a clock is scaled by
    /// `factor` (more than 1 when the search is unsettled, less when its move has long been
    /// the same); the hard time is never stretched, and a move time is not scaled.
    pub fn may_deepen_scaled(&self, nodes: u64, factor: f64) -> bool {
        let factor = if self.clock {
            factor.clamp(0.25, 4.0)
        } else {
            1.0
        };
        !self.must_stop(nodes)
            && self
                .soft
                .is_none_or(|s| self.start.elapsed() < s.mul_f64(factor))
    }
}

/// `limits`, with a move time of [`DEFAULT_MOVETIME_MS`] when none bounds the search.
pub fn or_default_time(limits: &Limits) -> Limits {
    let mut limits = *limits;
    if limits.is_unbounded() {
        limits.movetime = Some(Duration::from_millis(DEFAULT_MOVETIME_MS));
    }
    limits
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{History, Rules};

    fn start() -> Position {
        Position::start(Rules::new(Game::EnDodoi))
    }

    fn clock(remaining_ms: u64, increment_ms: u64) -> Limits {
        Limits {
            clock: Some(Clock {
                remaining: Duration::from_millis(remaining_ms),
                increment: Duration::from_millis(increment_ms),
            }),
            ..Limits::default()
        }
    }

    #[test]
    fn the_hard_time_stays_inside_the_clock() {
        for remaining in [1, 2, 10, 59, 60, 61, 100, 1_000, 10_000, 600_000] {
            // `remaining` in milliseconds; the protocol gives at least 1.
            for increment in [0, 1, 100, 2_000] {
                let (soft, hard) = Deadline::new(&clock(remaining, increment), &start()).budget();
                let (soft, hard) = (soft.expect("a clock"), hard.expect("a clock"));
                assert!(
                    soft <= hard,
                    "{remaining} ms + {increment} ms: {soft:?} > {hard:?}"
                );
                assert!(
                    hard < Duration::from_millis(remaining),
                    "{remaining} ms + {increment} ms: hard time {hard:?}"
                );
                // Even stretched as far as an unsettled search may, no iteration starts after it.
                assert!(soft.mul_f64(4.0) >= soft);
            }
        }
    }

    #[test]
    fn spending_the_hard_time_every_move_never_flags() {
        // The worst case: every move searched to its hard time, for a long game.
        for (start, increment) in [
            (1_000, 0),
            (5_000, 0),
            (60_000, 1_000),
            (3_000, 50),
            (200, 10),
        ] {
            let mut remaining = Duration::from_millis(start);
            // The positions of a game, so that the last moves plan for the fewest moves.
            let mut history = History::new(Rules::new(Game::Giuthi));
            let mut positions = vec![history.position().clone()];
            while history.outcome().is_none() && positions.len() < 500 {
                let mv = history.position().legal_moves()[0];
                history.play(mv).expect("a legal move");
                positions.push(history.position().clone());
            }
            for ply in 0..500 {
                let position = &positions[ply.min(positions.len() - 1)];
                let limits = Limits {
                    clock: Some(Clock {
                        remaining,
                        increment: Duration::from_millis(increment),
                    }),
                    ..Limits::default()
                };
                let (_, hard) = Deadline::new(&limits, position).budget();
                let hard = hard.expect("a clock");
                assert!(
                    hard < remaining,
                    "move {ply} of a {start} ms + {increment} ms game: {hard:?} of {remaining:?}"
                );
                remaining = remaining - hard + Duration::from_millis(increment);
            }
        }
    }

    #[test]
    fn a_move_time_beside_a_clock_bounds_without_halving_the_plan() {
        let mut limits = clock(60_000, 0);
        let (planned, most) = Deadline::new(&limits, &start()).budget();
        let (planned, most) = (planned.expect("a clock"), most.expect("a clock"));
        // A generous move time changes nothing.
        limits.movetime = Some(most * 4);
        assert_eq!(
            Deadline::new(&limits, &start()).budget(),
            (Some(planned), Some(most))
        );
        // A short one bounds both: no iteration after half of it, none of it exceeded; and
        // half a move time is not scaled as a plan is.
        limits.movetime = Some(planned);
        let deadline = Deadline::new(&limits, &start());
        assert_eq!(deadline.budget(), (Some(planned / 2), Some(planned)));
        assert!(!deadline.clock);
        // What is left of a move bounds the hard time and leaves the plan as it is.
        limits.movetime = None;
        limits.most = Some(most / 2);
        let deadline = Deadline::new(&limits, &start());
        assert_eq!(deadline.budget(), (Some(planned), Some(most / 2)));
        assert!(deadline.clock);
        limits.most = Some(planned / 3);
        assert_eq!(
            Deadline::new(&limits, &start()).budget(),
            (Some(planned / 3), Some(planned / 3))
        );
    }

    #[test]
    fn a_move_time_is_not_stretched() {
        let d = Deadline::new(&Limits::movetime_ms(100), &start());
        assert_eq!(
            d.budget(),
            (
                Some(Duration::from_millis(50)),
                Some(Duration::from_millis(100))
            )
        );
    }

    #[test]
    fn fewer_moves_are_expected_as_the_seeds_leave_the_board() {
        for game in [Game::EnGehe, Game::EnDodoi, Game::SadeqaII, Game::Giuthi] {
            let rules = Rules::new(game);
            let mut history = History::new(rules);
            let first = expected_moves(history.position());
            // A whole game: a few moves a hole, and never fewer than the margin.
            assert!(
                first as usize >= rules.holes() && first as usize <= 4 * rules.holes() + 10,
                "{game:?}: {first} moves expected at the start"
            );
            let mut last = first;
            let mut ply = 0u64;
            while history.outcome().is_none() && ply < 2_000 {
                let moves = history.position().legal_moves();
                let mv = moves[(ply as usize * 7 + 3) % moves.len()];
                history.play(mv).expect("a legal move");
                let now = expected_moves(history.position());
                assert!(now >= MOVES_MARGIN, "{game:?}: {now} moves");
                last = last.min(now);
                ply += 1;
            }
            assert!(last < first, "{game:?}: {first} moves expected to the end");
        }
    }

    #[test]
    fn a_long_game_is_planned_with_less_time_a_move_than_a_short_one() {
        let limits = clock(60_000, 0);
        let big = Position::start(Rules::new(Game::EnGehe));
        let small = start();
        let (big_soft, _) = Deadline::new(&limits, &big).budget();
        let (small_soft, _) = Deadline::new(&limits, &small).budget();
        assert!(big_soft < small_soft, "{big_soft:?} against {small_soft:?}");
    }
}
