//! How long a solve may run: time, nodes, and a stop flag shared with other threads.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

/// Limits for one solve command (all its parts together).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Wall-clock time allowed.
    pub time: Option<Duration>,
    /// Nodes allowed (all threads together).
    pub nodes: Option<u64>,
    /// Set from outside to stop early (the answer is then the bounds proved so far).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Limits of `ms` milliseconds.
    pub fn millis(ms: u64) -> Limits {
        Limits {
            time: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }

    /// Limits of `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// The running budget of a solve: shared by its threads, checked every few thousand nodes.
/// Under a node limit each thread reserves the nodes it searches before it searches them
/// (`take`), so that the threads together never pass the limit.
#[derive(Debug)]
pub struct Budget {
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    nodes: AtomicU64,
    stopped: AtomicBool,
    outside: Option<Arc<AtomicBool>>,
    /// Nodes reserved by the threads under a node limit: searched, or still to be.
    reserved: AtomicU64,
    /// Threads that may search on this budget at once (see `take`).
    threads: u64,
}

impl Budget {
    /// A budget starting now.
    pub fn new(limits: &Limits) -> Budget {
        let start = Instant::now();
        Budget {
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            nodes: AtomicU64::new(0),
            stopped: AtomicBool::new(false),
            outside: limits.stop.clone(),
            reserved: AtomicU64::new(0),
            threads: 1,
        }
    }

    /// The same budget for `threads` threads searching at once (at least one).
    pub fn with_threads(mut self, threads: usize) -> Budget {
        self.threads = (threads as u64).max(1);
        self
    }

    /// Reserves up to `most` nodes for one thread to search: under a node limit a share of
    /// what no thread has reserved yet, and 0, stopping every thread, once nothing is left.
    pub fn take(&self, most: u64) -> u64 {
        let Some(limit) = self.node_limit else {
            return most;
        };
        let mut reserved = self.reserved.load(Ordering::Relaxed);
        loop {
            let left = limit.saturating_sub(reserved);
            if left == 0 {
                self.stop();
                return 0;
            }
            let grant = (left / self.threads).clamp(1, most);
            match self.reserved.compare_exchange_weak(
                reserved,
                reserved + grant,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return grant,
                Err(now) => reserved = now,
            }
        }
    }

    /// Gives back `n` nodes reserved with `take` and not searched.
    pub fn give_back(&self, n: u64) {
        if self.node_limit.is_some() && n > 0 {
            self.reserved.fetch_sub(n, Ordering::Relaxed);
        }
    }

    /// Adds `n` searched nodes; returns whether the search must stop.
    pub fn spend(&self, n: u64) -> bool {
        let total = self.nodes.fetch_add(n, Ordering::Relaxed) + n;
        if self.node_limit.is_some_and(|limit| total >= limit)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .outside
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
        {
            self.stopped.store(true, Ordering::Relaxed);
        }
        self.stopped()
    }

    /// Whether the search must stop.
    pub fn stopped(&self) -> bool {
        self.stopped.load(Ordering::Relaxed)
    }

    /// Stops every thread using this budget.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::Relaxed);
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Time since the start.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
