//! Leases: when several processes share one database, one process at a time runs each
//! game's timers and engine moves, the one holding the game's lease (a row in the
//! database naming the holder, with an expiry). The holder renews its leases every few
//! seconds; when it dies they expire and another process takes the game over.
//!
//! This is what a process knows of its own leases. With a store of one process there is
//! nobody to share with and every game is this process's.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use mancala_domain::token::secret;

/// How long a lease lasts unless renewed.
pub const LEASE_TTL: Duration = Duration::from_secs(10);

/// How often a process renews its leases and looks for games nobody runs.
pub const RENEW_EVERY: Duration = Duration::from_secs(3);

/// This process's leases, as far as it knows.
pub struct Leases {
    shared: bool,
    /// This process's name in the lease table.
    pub holder: String,
    held: Mutex<HashMap<String, Instant>>,
}

impl Leases {
    /// The leases of a process; `shared` when other processes may share the database.
    pub fn new(shared: bool) -> Leases {
        Leases {
            shared,
            holder: format!("{}-{}", std::process::id(), &secret()[..8]),
            held: Mutex::new(HashMap::new()),
        }
    }

    /// Whether other processes may share the database (and leases matter).
    pub fn shared(&self) -> bool {
        self.shared
    }

    /// Whether this process surely holds game `id`'s lease now: always when nobody
    /// shares the database; otherwise until a little before the lease, taken or renewed
    /// at the last known time, may have run out.
    pub fn holds(&self, id: &str) -> bool {
        !self.shared
            || self
                .held()
                .get(id)
                .is_some_and(|until| Instant::now() < *until)
    }

    /// Notes that game `id`'s lease was taken by a request sent at `asked`.
    pub fn taken(&self, id: &str, asked: Instant) {
        self.held().insert(id.to_string(), until(asked));
    }

    /// Notes the leases still held after a renewal sent at `asked` (the others are gone).
    pub fn renewed(&self, ids: Vec<String>, asked: Instant) {
        let mut held = self.held();
        held.clear();
        for id in ids {
            held.insert(id, until(asked));
        }
    }

    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<String, Instant>> {
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Until when a lease taken or renewed at `asked` surely lasts: its time to live less a
/// margin for clocks and delays.
fn until(asked: Instant) -> Instant {
    asked + LEASE_TTL - Duration::from_secs(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_alone_holds_every_game() {
        let leases = Leases::new(false);
        assert!(leases.holds("any"));
    }

    #[test]
    fn a_shared_process_holds_what_it_took_until_renewal_drops_it() {
        let leases = Leases::new(true);
        assert!(!leases.holds("g1"));
        leases.taken("g1", Instant::now());
        assert!(leases.holds("g1"));
        leases.renewed(vec!["g2".to_string()], Instant::now());
        assert!(!leases.holds("g1"));
        assert!(leases.holds("g2"));
        // A lease renewed long ago has run out here, whatever the database says.
        let long_ago = Instant::now().checked_sub(LEASE_TTL);
        if let Some(long_ago) = long_ago {
            leases.taken("g3", long_ago);
            assert!(!leases.holds("g3"));
        }
    }
}
