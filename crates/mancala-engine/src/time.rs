//! Search limits and time management: depth, nodes, move time, and a clock with increment.

use std::time::{Duration, Instant};

/// The most plies an alpha-beta search looks ahead.
pub const MAX_DEPTH: u32 = 100;

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
}

impl Limits {
    /// Whether no limit at all is set.
    pub fn is_unbounded(&self) -> bool {
        self.depth.is_none()
            && self.nodes.is_none()
            && self.movetime.is_none()
            && self.clock.is_none()
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
    /// Stop at once after this.
    hard: Option<Duration>,
    nodes: Option<u64>,
}

impl Deadline {
    /// Works out the time to spend from the limits, starting now.
    pub fn new(limits: &Limits) -> Deadline {
        let mut soft = limits.movetime;
        let mut hard = limits.movetime;
        if let Some(clock) = limits.clock {
            // Plan for about 25 more moves, keep a reserve, never spend more than half of what is left.
            let left = clock.remaining;
            let share = left / 25 + clock.increment * 3 / 4;
            let cap = left / 2;
            let planned = share.min(cap).max(Duration::from_millis(1));
            let most = (planned * 3).min(cap).max(planned);
            soft = Some(soft.map_or(planned, |s| s.min(planned)));
            hard = Some(hard.map_or(most, |h| h.min(most)));
        }
        // An iteration started after half the move time rarely finishes in time.
        if let (Some(s), Some(_)) = (soft, limits.movetime) {
            soft = Some(s / 2);
        }
        Deadline {
            start: Instant::now(),
            soft,
            hard,
            nodes: limits.nodes,
        }
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
        !self.must_stop(nodes) && self.soft.is_none_or(|s| self.start.elapsed() < s)
    }
}
